import type { Request } from 'express';
import { authenticatedStoreId } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { ApiError, notFound, type ProviderError } from '../core/http';
import { currencyDefinition } from '../catalogue/legacy-catalogue';
import { ResourceCollection, type ResourceRecord } from '../core/resources';
import { simpleResourceCollection } from '../core/simple-resources';
import {
  computeCartTotals,
  displayPrice,
  fallbackFormat,
  formatter,
  lineDisplayPrice,
  type AppliedPromotion,
  type CartTotals,
  type CustomDiscount,
  type Formatter,
  type LineTotals,
  type TaxItem,
} from './cart-totals';

/**
 * The stored cart: one document per cart holding its lines, applied promotion codes, custom
 * discounts and tax items, so every change is one write and totals are always computed from the
 * same snapshot. Cart ids are chosen by the client (the admin uses 32 hex characters).
 */

export const CART_TYPE = 'cart';
/** The provider's soft limits. */
export const MAX_CART_LINES = 100;
export const MAX_CUSTOM_DISCOUNTS = 5;
export const MAX_TAX_ITEMS = 5;

export type CartLineType = 'cart_item' | 'custom_item';

export interface CartLine {
  id: string;
  type: CartLineType;
  product_id?: string;
  name: string;
  description: string;
  sku: string;
  slug: string;
  quantity: number;
  unit_amount: number;
  includes_tax: boolean;
  shipping_group_id?: string;
  custom_inputs?: Record<string, unknown>;
  custom_discounts: CustomDiscount[];
  taxes: TaxItem[];
  created_at: string;
  updated_at: string;
}

export interface CartData {
  name: string;
  description: string;
  discount_settings: { custom_discounts_enabled: boolean; use_rule_promotions: boolean };
  snapshot_date?: string;
  contact?: { email: string };
  custom_attributes?: Record<string, { type: string; value: unknown }>;
  /** Set by the first item, as on the provider. */
  currency?: string;
  items: CartLine[];
  promotions: AppliedPromotion[];
  custom_discounts: CustomDiscount[];
  customer_ids: string[];
  account_ids: string[];
}

export type CartRecord = ResourceRecord<CartData>;

/** Stored carts are written only by this module's callers after validation. */
export const cartResourceType = {
  name: CART_TYPE,
  decode: (data: unknown): CartData => {
    if (typeof data !== 'object' || data === null || !Array.isArray((data as { items?: unknown }).items)) {
      throw new Error('Corrupt stored cart');
    }
    return data as CartData;
  },
};

export const cartCollection = (db: SandboxDatabase) => new ResourceCollection(db, cartResourceType);

export function emptyCart(): CartData {
  return {
    name: 'Cart',
    description: '',
    discount_settings: { custom_discounts_enabled: false, use_rule_promotions: false },
    items: [],
    promotions: [],
    custom_discounts: [],
    customer_ids: [],
    account_ids: [],
  };
}

export const isoTime = (now: () => number) => new Date(now()).toISOString();

export function cartIdParam(req: Request, name = 'cartId'): string {
  const id: unknown = req.params[name];
  if (typeof id !== 'string' || id === '') throw notFound('Cart not found');
  return id;
}

/** The provider answers an empty cart for an unknown id: create it on first use. */
export function getOrCreateCart(
  db: SandboxDatabase,
  storeId: string,
  id: string,
  timestamp: string,
): CartRecord {
  const carts = cartCollection(db);
  return carts.transaction(() => {
    const existing = carts.get(storeId, id);
    if (existing) return existing;
    const record: CartRecord = { id, storeId, data: emptyCart(), createdAt: timestamp, updatedAt: timestamp };
    carts.insert(record);
    return record;
  });
}

export function requireCart(db: SandboxDatabase, storeId: string, id: string): CartRecord {
  const record = cartCollection(db).get(storeId, id);
  if (!record) throw notFound('Cart not found');
  return record;
}

export function saveCart(
  db: SandboxDatabase,
  record: CartRecord,
  data: CartData,
  timestamp: string,
): CartRecord {
  cartCollection(db).replace(record.storeId, record.id, data, timestamp);
  return { ...record, data, updatedAt: timestamp };
}

/**
 * The one way routes change a cart: inside one transaction, loads the request's cart (created when
 * `create`, else a 404 when it is missing), lets `change` edit a copy and saves that copy.
 */
export function editCart<T>(
  db: SandboxDatabase,
  now: () => number,
  req: Request,
  create: boolean,
  change: (cart: CartData, record: CartRecord, timestamp: string) => T,
): { saved: CartRecord; result: T } {
  const storeId = authenticatedStoreId(req.auth);
  const timestamp = isoTime(now);
  return cartCollection(db).transaction(() => {
    const id = cartIdParam(req);
    const record = create ? getOrCreateCart(db, storeId, id, timestamp) : requireCart(db, storeId, id);
    const cart = structuredClone(record.data);
    const result = change(cart, record, timestamp);
    return { saved: saveCart(db, record, cart, timestamp), result };
  });
}

export function findLine(cart: CartData, itemId: string): CartLine {
  const line = cart.items.find((item) => item.id === itemId);
  if (!line) throw notFound('Item was not found in the cart');
  return line;
}

/** The currency a new cart is priced in: the request's currency header, else the store default. */
export function requestCurrency(req: Request, db: SandboxDatabase, storeId: string): string {
  const header = req.get('x-moltin-currency');
  if (header && /^[A-Z]{3}$/.test(header.trim())) return header.trim();
  const currencies = simpleResourceCollection(db, currencyDefinition).list(storeId);
  return currencies.find((currency) => currency.data.default)?.data.code ?? 'USD';
}

/** Formats with the store's own currency settings when it has that currency. */
export function moneyFormatter(db: SandboxDatabase, storeId: string, currency: string): Formatter {
  const stored = simpleResourceCollection(db, currencyDefinition)
    .list(storeId)
    .find((candidate) => candidate.data.code === currency);
  return formatter(currency, stored ? stored.data : fallbackFormat(currency));
}

export function cartTotals(cart: CartData): CartTotals {
  return computeCartTotals({
    currency: cart.currency,
    lines: cart.items,
    promotions: cart.promotions,
    custom_discounts: cart.custom_discounts,
  });
}

/** Totals of a cart that has no item yet are shown in USD. */
const requestCurrencyFallback = 'USD';

export class CartView {
  readonly totals: CartTotals;
  readonly money: Formatter;

  constructor(
    db: SandboxDatabase,
    readonly record: CartRecord,
  ) {
    this.totals = cartTotals(record.data);
    this.money = moneyFormatter(db, record.storeId, record.data.currency ?? requestCurrencyFallback);
  }

  lineTotals(id: string): LineTotals | undefined {
    return this.totals.lines.find((line) => line.id === id);
  }
}

const relationship = (type: string, ids: string[]) => ({ data: ids.map((id) => ({ type, id })) });

/** The cart document (`type: cart`). */
export function renderCart(
  view: CartView,
  shippingGroupIds: string[] = [],
  shipping = 0,
): Record<string, unknown> {
  const { record, totals, money } = view;
  const { data } = record;
  return {
    id: record.id,
    type: 'cart',
    name: data.name,
    description: data.description,
    discount_settings: data.discount_settings,
    ...(data.snapshot_date === undefined ? {} : { snapshot_date: data.snapshot_date }),
    ...(data.contact === undefined ? {} : { contact: data.contact }),
    ...(data.custom_attributes === undefined ? {} : { custom_attributes: data.custom_attributes }),
    links: { self: `/v2/carts/${record.id}` },
    meta: {
      // Shipping (the groups' `shipping_price.total`) is paid on top of the lines, tax included.
      display_price: {
        ...displayPrice({ ...totals, with_tax: totals.with_tax + shipping }, money),
        shipping: money(shipping),
      },
      timestamps: { created_at: record.createdAt, updated_at: record.updatedAt },
    },
    relationships: {
      items:
        data.items.length > 0
          ? relationship(
              'cart_item',
              data.items.map((item) => item.id),
            )
          : { data: null },
      customers: relationship('customer', data.customer_ids),
      accounts: relationship('account', data.account_ids),
      custom_discounts: relationship(
        'custom_discount',
        data.custom_discounts.map((discount) => discount.id),
      ),
      promotions: relationship(
        'promotion',
        data.promotions.map((promotion) => promotion.promotion_id),
      ),
      ...(shippingGroupIds.length > 0
        ? { shipping_groups: relationship('shipping_group', shippingGroupIds) }
        : {}),
    },
  };
}

export function renderCustomDiscount(
  discount: CustomDiscount,
  money: Formatter,
  item?: { type: string; id: string },
): Record<string, unknown> {
  return {
    type: 'custom_discount',
    id: discount.id,
    amount: money(discount.amount),
    description: discount.description,
    discount_code: discount.discount_code,
    discount_engine: discount.discount_engine,
    external_id: discount.external_id,
    ...(item ? { relationships: { item: { data: item } } } : {}),
  };
}

export function renderTaxItem(tax: TaxItem): Record<string, unknown> {
  return { type: 'tax_item', ...tax };
}

/** A cart line (`cart_item` / `custom_item`) with prices, discounts, taxes and display prices. */
export function renderLine(view: CartView, line: CartLine): Record<string, unknown> {
  const currency = view.record.data.currency ?? requestCurrencyFallback;
  const totals = view.lineTotals(line.id);
  const price = (amount: number) => ({ amount, currency, includes_tax: line.includes_tax });
  return {
    id: line.id,
    type: line.type,
    ...(line.product_id === undefined ? {} : { product_id: line.product_id }),
    name: line.name,
    description: line.description,
    sku: line.sku,
    slug: line.slug,
    image: { mime_type: '', file_name: '', href: '' },
    quantity: line.quantity,
    manage_stock: false,
    unit_price: price(line.unit_amount),
    value: price(line.unit_amount * line.quantity),
    ...(line.shipping_group_id === undefined ? {} : { shipping_group_id: line.shipping_group_id }),
    ...(line.custom_inputs === undefined ? {} : { custom_inputs: line.custom_inputs }),
    discounts: (totals?.discounts ?? []).map((discount) => ({
      amount: price(-discount.amount),
      code: discount.code,
      id: discount.id,
      ...(discount.source === 'promotion' ? { promotion_source: 'promotion' } : {}),
    })),
    links: line.product_id === undefined ? {} : { product: `/pcm/products/${line.product_id}` },
    meta: {
      display_price: totals ? lineDisplayPrice(totals, line.quantity, view.money) : {},
      timestamps: { created_at: line.created_at, updated_at: line.updated_at },
    },
    relationships: {
      taxes: relationship(
        'tax_item',
        line.taxes.map((tax) => tax.id),
      ),
      custom_discounts: relationship(
        'custom_discount',
        line.custom_discounts.map((discount) => discount.id),
      ),
    },
  };
}

/** A promotion code shown as the provider's `promotion_item`, valued at what it takes off. */
export function renderPromotionItem(view: CartView, promotion: AppliedPromotion): Record<string, unknown> {
  const currency = view.record.data.currency ?? requestCurrencyFallback;
  const taken = view.totals.byCode[promotion.code] ?? 0;
  const price = (amount: number) => ({ amount, currency, includes_tax: false });
  return {
    id: promotion.promotion_id,
    type: 'promotion_item',
    promotion_id: promotion.promotion_id,
    name: promotion.name,
    description: 'Promotion',
    sku: promotion.code,
    code: promotion.code,
    quantity: 1,
    unit_price: price(-taken),
    value: price(-taken),
    links: {},
    meta: { display_price: { discount: { unit: view.money(-taken), value: view.money(-taken) } } },
  };
}

/** `{ data: [items], meta: { display_price, timestamps } }`, the answer of every item route. */
export function renderItems(view: CartView): Record<string, unknown> {
  const { record, totals, money } = view;
  const discounts = Object.fromEntries(
    Object.entries(totals.byCode).map(([code, amount]) => [code, money(-amount)]),
  );
  return {
    data: [
      ...record.data.items.map((line) => renderLine(view, line)),
      ...record.data.promotions.map((promotion) => renderPromotionItem(view, promotion)),
    ],
    meta: {
      display_price: { ...displayPrice(totals, money), discounts },
      timestamps: { created_at: record.createdAt, updated_at: record.updatedAt },
    },
  };
}

/** A provider error with the cart API's `meta` (the item or ids it is about). */
export interface CartProblem extends ProviderError {
  meta?: Record<string, unknown>;
}

/** A 4xx in the provider's cart style: a title naming the failure and a detail. */
export function cartError(status: number, title: string, detail: string, pointer?: string): ApiError {
  return new ApiError(status, [
    { status: String(status), title, detail, ...(pointer === undefined ? {} : { source: { pointer } }) },
  ]);
}
