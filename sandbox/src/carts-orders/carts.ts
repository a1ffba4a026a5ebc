import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import {
  CartView,
  cartCollection,
  cartError,
  cartIdParam,
  emptyCart,
  getOrCreateCart,
  isoTime,
  renderCart,
  renderCustomDiscount,
  renderItems,
  renderTaxItem,
  requireCart,
  saveCart,
  type CartData,
  type CartLine,
  type CartRecord,
} from './cart-model';
import { unitPrice } from './cart-items';
import { shippingGroupIdsOf, shippingTotalOf, deleteShippingGroupsOf } from './cart-shipping-groups';
import type { SandboxDatabase } from '../core/db';
import { failedValidation, listEnvelope, notFound, queryParam } from '../core/http';
import { runListQuery, type ListSchema } from '../core/query';
import { productCollection } from '../catalogue/products';
import { ResourceCollection } from '../core/resources';
import {
  FieldProblems,
  readBoolean,
  readText,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject, listParams } from '../core/request';

/**
 * `/v2/carts`: the store's carts, a cart by client-chosen id (an unknown id is an empty cart, as
 * on the provider), cart associations with customers and accounts, and removing a promotion
 * code. Items, custom discounts, shipping groups and checkout have their own routers.
 */

const MAX_NAME_LENGTH = 255;
const MAX_CUSTOM_ATTRIBUTES = 20;
const SNAPSHOT_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ATTRIBUTE_TYPES: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  boolean: (value) => typeof value === 'boolean',
  integer: (value) => Number.isInteger(value),
  float: (value) => typeof value === 'number' && Number.isFinite(value),
};

/** Cart documents carry no `type` on the provider; `data` must still be an object. */
function cartDocument(body: unknown): Record<string, unknown> {
  const data = isPlainObject(body) ? body.data : undefined;
  if (data === undefined) return {};
  if (!isPlainObject(data)) throw failedValidation('data must be an object', '/data');
  return data;
}

/** Reads the writable cart fields over `existing` (PUT keeps what is not sent). */
export function readCartFields(
  document: Record<string, unknown>,
  existing: CartData,
  timestamp: string,
): CartData {
  const problems = new FieldProblems();
  const name = readText(document, 'name', existing.name, problems, {
    required: true,
    maxLength: MAX_NAME_LENGTH,
  });
  const description =
    readText(document, 'description', existing.description, problems, {
      required: false,
      maxLength: MAX_NAME_LENGTH,
    }) ?? '';
  const next: CartData = { ...existing, name: name ?? existing.name, description };

  const settings = document.discount_settings;
  if (settings !== undefined) {
    if (!isPlainObject(settings)) {
      problems.add('discount_settings must be an object', 'discount_settings');
    } else {
      const sub = new FieldProblems('/data/discount_settings');
      const custom = readBoolean(
        settings,
        'custom_discounts_enabled',
        existing.discount_settings.custom_discounts_enabled,
        sub,
      );
      const rules = readBoolean(
        settings,
        'use_rule_promotions',
        existing.discount_settings.use_rule_promotions,
        sub,
      );
      problems.list.push(...sub.list);
      if (custom === true && rules === true) {
        throw cartError(
          422,
          'Cannot use both discounts together',
          'Only one discount setting can be set to true at a time.',
          '/data/discount_settings',
        );
      }
      next.discount_settings = {
        custom_discounts_enabled: custom ?? false,
        use_rule_promotions: rules ?? false,
      };
    }
  }

  if (document.snapshot_date !== undefined) {
    const value = document.snapshot_date;
    if (typeof value !== 'string' || !SNAPSHOT_DATE.test(value) || Number.isNaN(Date.parse(value))) {
      problems.add('snapshot_date must be a date such as 2026-02-21T15:07:25Z', 'snapshot_date');
    } else if (Date.parse(value) < Date.parse(timestamp)) {
      throw cartError(400, 'Bad Request', 'snapshot_date cannot be in the past', '/data/snapshot_date');
    } else {
      next.snapshot_date = value;
    }
  }

  if (document.contact !== undefined) {
    const contact = document.contact;
    const email = isPlainObject(contact) ? contact.email : undefined;
    if (typeof email !== 'string' || !EMAIL.test(email)) {
      problems.add('contact.email must be an email address', 'contact/email');
    } else if (existing.customer_ids.length > 0 || existing.account_ids.length > 0) {
      throw cartError(
        400,
        'Bad Request',
        'A contact email cannot be added to a cart associated with a customer or account',
        '/data/contact',
      );
    } else {
      next.contact = { email };
    }
  }

  if (document.custom_attributes !== undefined) {
    next.custom_attributes = readCustomAttributes(document.custom_attributes, problems);
  }
  problems.throwIfAny();
  return next;
}

function readCustomAttributes(value: unknown, problems: FieldProblems): CartData['custom_attributes'] {
  if (!isPlainObject(value)) {
    problems.add('custom_attributes must be an object', 'custom_attributes');
    return undefined;
  }
  const entries = Object.entries(value);
  if (entries.length > MAX_CUSTOM_ATTRIBUTES) {
    problems.add(`A cart can have at most ${MAX_CUSTOM_ATTRIBUTES} custom attributes`, 'custom_attributes');
    return undefined;
  }
  const result: NonNullable<CartData['custom_attributes']> = {};
  for (const [key, attribute] of entries) {
    const type = isPlainObject(attribute) ? attribute.type : undefined;
    const check = typeof type === 'string' ? ATTRIBUTE_TYPES[type] : undefined;
    if (!isPlainObject(attribute) || typeof type !== 'string' || !check) {
      problems.add('type must be one of string, boolean, integer, float', `custom_attributes/${key}/type`);
    } else if (!check(attribute.value)) {
      problems.add(`value must be a ${type}`, `custom_attributes/${key}/value`);
    } else {
      result[key] = { type, value: attribute.value };
    }
  }
  return result;
}

const LIST_SCHEMA: ListSchema<CartRecord> = {
  filter: {
    fields: {
      id: { operators: ['eq', 'in'], value: (cart) => cart.id },
      name: { operators: ['eq', 'like'], value: (cart) => cart.data.name },
      created_at: { operators: ['gt', 'lt', 'eq'], value: (cart) => cart.createdAt, kind: 'date' },
      updated_at: { operators: ['gt', 'lt', 'eq'], value: (cart) => cart.updatedAt, kind: 'date' },
    },
  },
  sortFields: {
    created_at: (cart) => cart.createdAt,
    updated_at: (cart) => cart.updatedAt,
    name: (cart) => cart.data.name,
  },
  // Latest first, as the provider lists a shopper's carts.
  defaultSort: [
    { field: 'updated_at', descending: true, value: (cart) => cart.updatedAt },
    { field: 'id', descending: false, value: (cart) => cart.id },
  ],
};

type Association = 'customer' | 'account';

/** Reads `{ data: [{ type, id }] }` and checks every id exists in the store. */
function readAssociation(db: SandboxDatabase, storeId: string, body: unknown, type: Association): string[] {
  const data = isPlainObject(body) ? body.data : undefined;
  const entries: unknown[] = Array.isArray(data) ? data : isPlainObject(data) ? [data] : [];
  if (entries.length === 0) throw failedValidation('data must be a list of relationships', '/data');
  const existing = new ResourceCollection(db, { name: type, decode: (value: unknown) => value });
  return entries.map((entry, index) => {
    if (!isPlainObject(entry) || entry.type !== type)
      throw failedValidation(`type must be ${type}`, `/data/${index}/type`);
    if (typeof entry.id !== 'string' || !existing.get(storeId, entry.id)) {
      throw notFound(`No ${type} found with id ${String(entry.id)}`);
    }
    return entry.id;
  });
}

export function createCartsRouter(options: SimpleResourceRoutesOptions): Router {
  const { db, now } = options;
  const router = Router({ mergeParams: true });
  const render = (record: CartRecord) =>
    renderCart(
      new CartView(db, record),
      shippingGroupIdsOf(db, record.storeId, record.id),
      shippingTotalOf(db, record.storeId, record.id),
    );
  /**
   * `?include=items,tax_items,custom_discounts` adds the cart's items, its lines' tax items and the
   * custom discounts of the cart and of its lines (those name their line in `relationships.item`).
   */
  const withIncludes = (req: Request, record: CartRecord) => {
    const include = new Set((queryParam(req, 'include') ?? '').split(','));
    const view = new CartView(db, record);
    const included: Record<string, unknown> = {};
    if (include.has('items')) included.items = renderItems(view).data;
    if (include.has('tax_items')) {
      included.tax_items = record.data.items.flatMap((line) => line.taxes.map(renderTaxItem));
    }
    if (include.has('custom_discounts')) {
      included.custom_discounts = [
        ...record.data.custom_discounts.map((discount) => renderCustomDiscount(discount, view.money)),
        ...record.data.items.flatMap((line) =>
          line.custom_discounts.map((discount) =>
            renderCustomDiscount(discount, view.money, { type: line.type, id: line.id }),
          ),
        ),
      ];
    }
    return Object.keys(included).length > 0 ? { data: render(record), included } : { data: render(record) };
  };

  router.get('/', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const result = runListQuery(cartCollection(db).list(storeId), listParams(req), LIST_SCHEMA);
    res.json(listEnvelope(req, result, render));
  });

  router.post('/', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const timestamp = isoTime(now);
    const data = readCartFields(cartDocument(req.body), emptyCart(), timestamp);
    const record: CartRecord = {
      id: crypto.randomUUID(),
      storeId,
      data,
      createdAt: timestamp,
      updatedAt: timestamp,
    };
    cartCollection(db).insert(record);
    res.status(201).json({ data: render(record) });
  });

  router.get('/:cartId', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    res.json(withIncludes(req, getOrCreateCart(db, storeId, cartIdParam(req), isoTime(now))));
  });

  router.put('/:cartId', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const timestamp = isoTime(now);
    const record = getOrCreateCart(db, storeId, cartIdParam(req), timestamp);
    const document = cartDocument(req.body);
    if (record.data.snapshot_date !== undefined && document.snapshot_date === '') {
      throw cartError(
        400,
        'Bad Request',
        'A preview cart cannot be turned back into a regular cart',
        '/data/snapshot_date',
      );
    }
    const data = readCartFields(document, record.data, timestamp);
    res.json({ data: render(saveCart(db, record, data, timestamp)) });
  });

  router.delete('/:cartId', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const record = requireCart(db, storeId, cartIdParam(req));
    const carts = cartCollection(db);
    const others = carts.list(storeId).filter((cart) => cart.id !== record.id);
    const lastOfCustomer = record.data.customer_ids.some(
      (customerId) => !others.some((cart) => cart.data.customer_ids.includes(customerId)),
    );
    if (lastOfCustomer) {
      throw cartError(
        400,
        'Last cart',
        'This is the last cart associated with a customer and it cannot be deleted, try disassociating instead',
      );
    }
    carts.transaction(() => {
      deleteShippingGroupsOf(db, storeId, record.id);
      carts.delete(storeId, record.id);
    });
    res.status(204).end();
  });

  const associate = (type: Association, field: 'customer_ids' | 'account_ids', add: boolean) =>
    router[add ? 'post' : 'delete'](`/:cartId/relationships/${type}s`, requireWriteAccess, (req, res) => {
      const storeId = authenticatedStoreId(req.auth);
      const timestamp = isoTime(now);
      const record = add
        ? getOrCreateCart(db, storeId, cartIdParam(req), timestamp)
        : requireCart(db, storeId, cartIdParam(req));
      const ids = readAssociation(db, storeId, req.body, type);
      if (add && record.data.contact !== undefined) {
        throw cartError(
          400,
          `Cannot associate ${type}s to carts with contact emails`,
          `Unable to associate ${type}s to carts with contact emails attached.`,
        );
      }
      const current = record.data[field];
      const next = add ? [...new Set([...current, ...ids])] : current.filter((id) => !ids.includes(id));
      const saved = saveCart(db, record, { ...record.data, [field]: next }, timestamp);
      if (!add) {
        res.status(204).end();
        return;
      }
      res.json({ data: saved.data[field].map((id) => ({ type, id })) });
    });
  associate('customer', 'customer_ids', true);
  associate('customer', 'customer_ids', false);
  associate('account', 'account_ids', true);
  associate('account', 'account_ids', false);

  router.delete('/:cartId/discounts/:code', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const record = requireCart(db, storeId, cartIdParam(req));
    const code = String(req.params.code).toLowerCase();
    const promotions = record.data.promotions.filter((promotion) => promotion.code.toLowerCase() !== code);
    if (promotions.length === record.data.promotions.length)
      throw notFound('Promotion code not found in the cart');
    saveCart(db, record, { ...record.data, promotions }, isoTime(now));
    res.status(204).end();
  });

  return router;
}

// ---------------------------------------------------------------------------------------------
// Seed

/** Fixed ids (32 hex characters, like the admin's) so demos and tests can open them. */
export const SEEDED_CART_IDS = {
  weekend: '5eedca7100000000000000000000a001',
  office: '5eedca7100000000000000000000a002',
  empty: '5eedca7100000000000000000000a003',
} as const;

/**
 * Three open demo carts: one with catalogue products and a sales tax, one with a custom item and
 * a custom discount, and an empty one. Products are the first seeded ones priced in USD.
 */
export function seedCarts(db: SandboxDatabase, storeId: string, timestamp: string): void {
  const priced: Array<{
    id: string;
    name: string;
    description: string;
    sku: string;
    slug: string;
    amount: number;
  }> = [];
  for (const product of productCollection(db).list(storeId)) {
    const sku = product.data.sku;
    const price = sku ? unitPrice(db, storeId, sku, 'USD') : undefined;
    if (sku && price) {
      priced.push({
        id: product.id,
        name: product.data.name,
        description: product.data.description ?? '',
        sku,
        slug: product.data.slug,
        amount: price.amount,
      });
    }
    if (priced.length === 3) break;
  }
  const line = (
    index: number,
    fields: Partial<CartLine> & Pick<CartLine, 'type' | 'name' | 'sku' | 'quantity' | 'unit_amount'>,
  ): CartLine => ({
    id: `5eedca71-0000-4000-8000-00000000b${String(index).padStart(3, '0')}`,
    description: '',
    slug: '',
    includes_tax: false,
    custom_discounts: [],
    taxes: [],
    created_at: timestamp,
    updated_at: timestamp,
    ...fields,
  });
  const productLines = priced.map((product, index) =>
    line(index + 1, {
      type: 'cart_item',
      product_id: product.id,
      name: product.name,
      description: product.description,
      sku: product.sku,
      slug: product.slug,
      quantity: index + 1,
      unit_amount: product.amount,
      taxes: [
        {
          id: `5eedca71-0000-4000-8000-00000000c${String(index + 1).padStart(3, '0')}`,
          name: 'State sales tax',
          jurisdiction: 'CA',
          code: 'CA-SALES',
          rate: 0.0725,
        },
      ],
    }),
  );
  const carts: Array<[string, CartData]> = [
    [
      SEEDED_CART_IDS.weekend,
      {
        ...emptyCart(),
        name: 'Weekend getaway',
        description: 'Saved for the long weekend',
        currency: 'USD',
        items: productLines,
      },
    ],
    [
      SEEDED_CART_IDS.office,
      {
        ...emptyCart(),
        name: 'Office order',
        description: 'Quote with a negotiated discount',
        currency: 'USD',
        discount_settings: { custom_discounts_enabled: true, use_rule_promotions: false },
        items: [
          line(10, {
            type: 'custom_item',
            name: 'Gift wrapping',
            sku: 'gift-wrap',
            quantity: 2,
            unit_amount: 450,
            includes_tax: true,
          }),
          ...productLines.slice(0, 1).map((first) => ({ ...first, id: line(11, first).id, taxes: [] })),
        ],
        custom_discounts: [
          {
            id: '5eedca71-0000-4000-8000-00000000d001',
            amount: -500,
            description: 'Loyalty credit',
            discount_code: 'LOYAL5',
            discount_engine: 'Demo engine',
            external_id: 'demo-loyalty-5',
          },
        ],
      },
    ],
    [SEEDED_CART_IDS.empty, { ...emptyCart(), name: 'Cart', description: '' }],
  ];
  const collection = cartCollection(db);
  for (const [id, data] of carts)
    collection.insert({ id, storeId, data, createdAt: timestamp, updatedAt: timestamp });
}
