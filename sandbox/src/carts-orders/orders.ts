import type { Request, Router } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { ApiError, badRequest, failedValidation, notFound, providerError, queryParam } from '../core/http';
import { moneyFormatter } from './cart-model';
import type { Formatter } from './cart-totals';
import {
  orderFields,
  orderResourceType,
  orderTotals,
  type OrderAddress,
  type OrderData,
  type OrderItemData,
} from './order-model';
import { orderTransactions, paymentAmounts, transactionCollection, type TransactionData } from './payments';
import type { ResourceRecord } from '../core/resources';
import {
  createSimpleResourceRouter,
  type FieldProblems,
  type SimpleResourceDefinition,
  type SimpleResourceHelpers,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';

/**
 * `/v2/orders`: list, get and the provider's narrow update (cancel, fulfil, shipping address,
 * external_ref and order_number) through the resource registry, plus the order's items, its
 * shipping groups and anonymizing. Orders are created by checkout (carts) and the demo seed;
 * payments live in payments.ts. `renderOrder` is the one rendering of a stored order.
 */

type OrderRecord = ResourceRecord<OrderData>;

const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company_name',
  'line_1',
  'line_2',
  'city',
  'postcode',
  'county',
  'region',
  'country',
  'phone_number',
  'instructions',
] as const satisfies readonly (keyof OrderAddress)[];

const MAX_EXTERNAL_REF = 64;

// ---------------------------------------------------------------------------------------------
// Rendering

function orderExtras(
  db: SandboxDatabase,
  record: OrderRecord,
  transactions: TransactionData[],
): Record<string, unknown> {
  const { data } = record;
  const totals = orderTotals(data);
  const amounts = paymentAmounts(totals.with_tax, transactions);
  // The store's currency format, as carts show it, so an order reads like the cart it came from.
  const price = moneyFormatter(db, record.storeId, data.currency);
  const single = (type: string, id: string | undefined) => (id === undefined ? {} : { data: { type, id } });
  return {
    links: { self: `/v2/orders/${record.id}` },
    meta: {
      display_price: {
        with_tax: price(totals.with_tax),
        without_tax: price(totals.without_tax),
        tax: price(totals.tax),
        // The provider shows discounts as negative amounts.
        discount: price(-totals.discount),
        // Authorized amounts count too: an authorized order owes nothing (split-payment table).
        balance_owing: price(amounts.balanceOwing),
        paid: price(amounts.paid - amounts.refunded),
        authorized: price(amounts.authorized),
        without_discount: price(totals.without_discount),
        // Orders in the sandbox carry no shipping price.
        shipping: price(0),
        shipping_discount: price(0),
      },
      timestamps: { created_at: record.createdAt, updated_at: record.updatedAt },
    },
    relationships: {
      items: { data: data.items.map((item) => ({ type: 'item', id: item.id })) },
      customer: single('customer', data.customer.id),
      account: single('account', data.account?.id),
      account_member: single('account_member', data.account?.member_id),
      ...(data.cart_id === undefined ? {} : { cart: { data: { type: 'cart', id: data.cart_id } } }),
    },
  };
}

/** The provider's order document for a stored order and its transactions. */
export function renderOrder(
  db: SandboxDatabase,
  record: OrderRecord,
  transactions: TransactionData[],
): Record<string, unknown> {
  return {
    id: record.id,
    type: 'order',
    ...orderFields(record.data),
    ...orderExtras(db, record, transactions),
  };
}

/** The order document with its stored transactions; what checkout answers with. */
export function renderStoredOrder(db: SandboxDatabase, record: OrderRecord): Record<string, unknown> {
  const transactions = orderTransactions(transactionCollection(db), record.storeId, record.id);
  return renderOrder(
    db,
    record,
    transactions.map((transaction) => transaction.data),
  );
}

export function renderOrderItem(
  record: OrderRecord,
  item: OrderItemData,
  money: Formatter,
): Record<string, unknown> {
  const { currency } = record.data;
  const gross = item.unit_amount * item.quantity;
  const net = gross - item.discount;
  // Per-unit figures of line amounts are rounded to the minor unit, like the provider's.
  const pair = (value: number) => ({
    unit: money(Math.round(value / item.quantity)),
    value: money(value),
  });
  return {
    type: 'order_item',
    id: item.id,
    quantity: item.quantity,
    ...(item.product_id === undefined ? {} : { product_id: item.product_id }),
    name: item.name,
    sku: item.sku,
    unit_price: { amount: item.unit_amount, currency, includes_tax: false },
    value: { amount: gross, currency, includes_tax: false },
    discounts: item.promotion_id
      ? [{ id: item.promotion_id, amount: { amount: -item.discount, currency, includes_tax: false } }]
      : [],
    links: {},
    meta: {
      display_price: {
        with_tax: pair(net + item.tax),
        without_tax: pair(net),
        tax: pair(item.tax),
        discount: pair(-item.discount),
        without_discount: pair(gross),
      },
      timestamps: { created_at: record.createdAt, updated_at: record.updatedAt },
    },
    relationships: { cart_item: { data: { type: item.type, id: item.id } } },
    catalog_source: 'pim',
  };
}

function renderShippingGroup(
  record: OrderRecord,
  group: NonNullable<OrderData['shipping_groups']>[number],
  money: Formatter,
): Record<string, unknown> {
  const zero = money(0);
  return {
    type: 'shipping_group',
    id: group.id,
    relation: 'order',
    order_id: record.id,
    ...(group.shipping_type === undefined ? {} : { shipping_type: group.shipping_type }),
    ...(group.tracking_reference === undefined ? {} : { tracking_reference: group.tracking_reference }),
    ...(group.address === undefined ? {} : { address: group.address }),
    relationships: { order: { type: 'order', id: record.id } },
    // Shipping is not priced in the sandbox's orders.
    meta: { shipping_display_price: { total: zero, base: zero, tax: zero, fees: zero } },
  };
}

// ---------------------------------------------------------------------------------------------
// Update: the provider only lets sellers cancel, fulfil, change the shipping address and refs.

function readOptionalRef(
  document: Record<string, unknown>,
  field: 'external_ref' | 'order_number',
  current: string | undefined,
  problems: FieldProblems,
): string | undefined {
  const value = document[field];
  if (value === undefined) return current;
  if (typeof value !== 'string' || value.length > MAX_EXTERNAL_REF) {
    problems.add(`${field} must be a string of at most ${MAX_EXTERNAL_REF} characters`, field);
    return current;
  }
  // An empty value removes it, as documented.
  return value === '' ? undefined : value;
}

function readShippingAddress(value: unknown, current: OrderAddress, problems: FieldProblems): OrderAddress {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.add('shipping_address must be an object', 'shipping_address');
    return current;
  }
  const next: OrderAddress = { ...current };
  for (const [field, fieldValue] of Object.entries(value)) {
    const known = ADDRESS_FIELDS.find((candidate) => candidate === field);
    if (!known) continue;
    if (typeof fieldValue !== 'string') {
      problems.add(`${field} must be a string`, `shipping_address/${field}`);
      continue;
    }
    next[known] = fieldValue;
  }
  for (const field of ['first_name', 'last_name', 'line_1', 'postcode', 'country'] as const) {
    if (next[field].trim() === '') problems.add(`${field} must not be empty`, `shipping_address/${field}`);
  }
  return next;
}

function readOrderUpdate(
  document: Record<string, unknown>,
  existing: OrderData | undefined,
  problems: FieldProblems,
): OrderData {
  // Orders are never created through this router, so there is always a stored order.
  if (!existing) throw notFound('Order not found');
  const next: OrderData = { ...existing };
  const touchesShipment =
    document.status !== undefined ||
    document.shipping !== undefined ||
    document.shipping_address !== undefined;
  if (touchesShipment && existing.shipping === 'fulfilled') {
    throw ApiError.of(422, 'Order cannot be updated in its current state: it is fulfilled');
  }
  if (document.status !== undefined) {
    if (document.status !== 'cancelled') problems.add('status can only be set to cancelled', 'status');
    else next.status = 'cancelled';
  }
  if (document.shipping !== undefined) {
    if (document.shipping !== 'fulfilled') {
      problems.add('shipping can only be set to fulfilled', 'shipping');
    } else if (existing.status === 'cancelled' || next.status === 'cancelled') {
      problems.add('A cancelled order cannot be fulfilled', 'shipping');
    } else if (existing.payment !== 'paid') {
      problems.add('Only a paid order can be fulfilled', 'shipping');
    } else {
      next.shipping = 'fulfilled';
    }
  }
  if (document.shipping_address !== undefined) {
    next.shipping_address = readShippingAddress(
      document.shipping_address,
      existing.shipping_address,
      problems,
    );
  }
  next.external_ref = readOptionalRef(document, 'external_ref', existing.external_ref, problems);
  next.order_number = readOptionalRef(document, 'order_number', existing.order_number, problems);
  if (next.external_ref === undefined) delete next.external_ref;
  if (next.order_number === undefined) delete next.order_number;
  return next;
}

// ---------------------------------------------------------------------------------------------
// Anonymizing

const MASK = '*';

function maskAddress(address: OrderAddress): OrderAddress {
  const masked: OrderAddress = { ...address };
  for (const field of ADDRESS_FIELDS) {
    if (masked[field] !== undefined) masked[field] = MASK;
  }
  return masked;
}

export function anonymizeOrder(data: OrderData): OrderData {
  return {
    ...data,
    anonymized: true,
    customer: {
      ...(data.customer.id === undefined ? {} : { id: data.customer.id }),
      name: MASK,
      email: MASK,
    },
    ...(data.contact ? { contact: { name: MASK, email: MASK } } : {}),
    shipping_address: maskAddress(data.shipping_address),
    billing_address: maskAddress(data.billing_address),
    ...(data.shipping_groups
      ? {
          shipping_groups: data.shipping_groups.map((group) =>
            group.address ? { ...group, address: maskAddress(group.address) } : group,
          ),
        }
      : {}),
  };
}

/** Only fulfilled, cancelled or fully refunded orders may lose their personal data. */
function canAnonymize(data: OrderData): boolean {
  return data.shipping === 'fulfilled' || data.status === 'cancelled' || data.payment === 'refunded';
}

function readOrderIds(body: unknown): string[] {
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  const ids = typeof data === 'object' && data !== null && 'order_ids' in data ? data.order_ids : undefined;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id): id is string => typeof id === 'string')) {
    throw failedValidation('order_ids must be a non-empty array of order ids', '/data/order_ids');
  }
  return [...new Set(ids)];
}

// ---------------------------------------------------------------------------------------------
// Routes

const text = (read: (data: OrderData) => unknown) => ({
  operators: ['eq', 'like'] as const,
  value: (record: OrderRecord) => read(record.data),
});
const exact = (read: (data: OrderData) => unknown) => ({
  operators: ['eq', 'in'] as const,
  value: (record: OrderRecord) => read(record.data),
});
const amount = (read: (data: OrderData) => number) => ({
  operators: ['eq', 'gt', 'ge', 'lt', 'le'] as const,
  value: (record: OrderRecord) => read(record.data),
});
const date = (read: (record: OrderRecord) => string) => ({
  operators: ['eq', 'gt', 'ge', 'lt', 'le'] as const,
  value: read,
  kind: 'date' as const,
});

function orderDefinition(db: SandboxDatabase, now: () => number): SimpleResourceDefinition<OrderData> {
  const transactions = transactionCollection(db);
  const transactionsOf = (record: OrderRecord) =>
    orderTransactions(transactions, record.storeId, record.id).map((transaction) => transaction.data);
  return {
    type: 'order',
    label: 'order',
    storedAs: orderResourceType.name,
    path: '/v2/orders',
    operations: ['list', 'get', 'update'],
    decode: orderResourceType.decode,
    read: readOrderUpdate,
    unique: [],
    // The provider's documented order filters.
    filterFields: {
      status: exact((data) => data.status),
      payment: exact((data) => data.payment),
      shipping: exact((data) => data.shipping),
      currency: exact((data) => data.currency),
      name: text((data) => data.customer.name),
      'customer.name': text((data) => data.customer.name),
      email: text((data) => data.customer.email),
      'customer.email': text((data) => data.customer.email),
      customer_id: text((data) => data.customer.id),
      account_id: text((data) => data.account?.id),
      account_member_id: text((data) => data.account?.member_id),
      'contact.name': text((data) => data.contact?.name),
      'contact.email': text((data) => data.contact?.email),
      shipping_postcode: text((data) => data.shipping_address.postcode),
      billing_postcode: text((data) => data.billing_address.postcode),
      external_ref: text((data) => data.external_ref),
      order_number: text((data) => data.order_number),
      product_id: exact((data) => data.items.map((item) => item.product_id)),
      product_sku: exact((data) => data.items.map((item) => item.sku)),
      with_tax: amount((data) => orderTotals(data).with_tax),
      without_tax: amount((data) => orderTotals(data).without_tax),
      created_at: date((record) => record.createdAt),
      updated_at: date((record) => record.updatedAt),
    },
    sortFields: {
      status: (record) => record.data.status,
      payment: (record) => record.data.payment,
      shipping: (record) => record.data.shipping,
      with_tax: (record) => orderTotals(record.data).with_tax,
      order_number: (record) => record.data.order_number,
    },
    renderFields: orderFields,
    renderExtras: (record) => orderExtras(db, record, transactionsOf(record)),
    extraRoutes: (router, helpers) => addOrderRoutes(router, helpers, db, now),
  };
}

function includesOf(req: Request, allowed: readonly string[]): Set<string> {
  const raw = queryParam(req, 'include');
  const names = raw === undefined || raw === '' ? [] : raw.split(',');
  for (const name of names) {
    if (!allowed.includes(name)) throw badRequest(`include must be one of ${allowed.join(', ')}`);
  }
  return new Set(names);
}

function addOrderRoutes(
  router: Router,
  helpers: SimpleResourceHelpers<OrderData>,
  db: SandboxDatabase,
  now: () => number,
): void {
  const { collection, render } = helpers;
  const moneyOf = (record: OrderRecord) => moneyFormatter(db, record.storeId, record.data.currency);
  const findOrder = (req: Request): OrderRecord => {
    const record = collection.get(authenticatedStoreId(req.auth), String(req.params.id));
    if (!record) throw notFound('Order not found');
    return record;
  };

  router.post('/anonymize', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const ids = readOrderIds(req.body);
    const anonymized = collection.transaction(() => {
      const records = ids.map((id) => {
        const record = collection.get(storeId, id);
        if (!record) throw notFound(`Order ${id} not found`);
        return record;
      });
      // All or nothing: one order in the wrong state rejects the request.
      const refused = records.filter((record) => !canAnonymize(record.data));
      if (refused.length > 0) {
        throw new ApiError(
          422,
          refused.map((record) => {
            const { status, payment, shipping } = record.data;
            const error = {
              ...providerError(
                422,
                `Order has status: order:${status}, payment:${payment}, shipping:${shipping}; ` +
                  'only fulfilled or refunded or cancelled orders may be anonymized',
              ),
              title: 'Could not anonymize orders',
              meta: { order_id: record.id },
            };
            return error;
          }),
        );
      }
      const timestamp = new Date(now()).toISOString();
      return records.map((record) => {
        const data = anonymizeOrder(record.data);
        collection.replace(storeId, record.id, data, timestamp);
        return { ...record, data, updatedAt: timestamp };
      });
    });
    res.json({ data: anonymized.map((record) => render(record, [])) });
  });

  router.get('/:id/items', (req, res) => {
    const record = findOrder(req);
    const money = moneyOf(record);
    res.json({ data: record.data.items.map((item) => renderOrderItem(record, item, money)) });
  });

  const groupDocument = (
    record: OrderRecord,
    groups: NonNullable<OrderData['shipping_groups']>,
    include: Set<string>,
  ) => {
    const groupIds = new Set(groups.map((group) => group.id));
    const included: Record<string, unknown[]> = {};
    if (include.has('items')) {
      included.items = record.data.items
        .filter((item) => item.shipping_group_id !== undefined && groupIds.has(item.shipping_group_id))
        .map((item) => renderOrderItem(record, item, moneyOf(record)));
    }
    if (include.has('order')) included.orders = [render(record, [])];
    return Object.keys(included).length > 0 ? { included } : {};
  };

  router.get('/:id/shipping-groups', (req, res) => {
    const include = includesOf(req, ['items', 'order']);
    const record = findOrder(req);
    const groups = record.data.shipping_groups ?? [];
    res.json({
      data: groups.map((group) => renderShippingGroup(record, group, moneyOf(record))),
      ...groupDocument(record, groups, include),
    });
  });

  router.get('/:id/shipping-groups/:groupId', (req, res) => {
    const include = includesOf(req, ['items', 'order']);
    const record = findOrder(req);
    const group = (record.data.shipping_groups ?? []).find(
      (candidate) => candidate.id === req.params.groupId,
    );
    if (!group) {
      throw notFound(`Group with ID [${String(req.params.groupId)}] not found for order [${record.id}]`);
    }
    res.json({
      data: renderShippingGroup(record, group, moneyOf(record)),
      ...groupDocument(record, [group], include),
    });
  });
}

/** Mounted at `/v2/orders`. */
export function createOrdersRouter(options: SimpleResourceRoutesOptions): Router {
  return createSimpleResourceRouter(orderDefinition(options.db, options.now), options);
}
