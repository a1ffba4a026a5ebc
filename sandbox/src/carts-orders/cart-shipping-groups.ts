import { Router } from 'express';
import type { SandboxDatabase } from '../core/db';
import { cartCollection, type CartRecord } from './cart-model';
import { notFound, providerError } from '../core/http';
import type { OrderAddress } from './order-model';
import {
  createSimpleResourceRouter,
  FieldProblems,
  readNumber,
  readText,
  simpleResourceCollection,
  type ParentScope,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject } from '../core/request';

/**
 * Cart shipping groups (`/v2/carts/:cartId/shipping-groups`): list, create and read through the
 * resource registry, nested under their cart. Items point at a group with `shipping_group_id`;
 * checkout copies the groups into the order. A group's `shipping_price.total` adds to the cart's
 * and the order's totals (the `shipping` block and `with_tax`).
 */

export interface ShippingGroupData {
  cart_id: string;
  shipping_type?: string;
  tracking_reference?: string;
  external_ref?: string;
  address?: OrderAddress;
  shipping_price?: ShippingPrice;
}

/** What shipping a group costs, in minor units; `total` is what the cart's totals add. */
export interface ShippingPrice {
  total: number;
  base: number;
  tax: number;
  fees: number;
  discount: number;
}

const PRICE_FIELDS = ['total', 'base', 'tax', 'fees', 'discount'] as const;

/** Reads `shipping_price`: whole minor units of at least 0; `total` defaults to base + tax + fees - discount. */
function readShippingPrice(value: unknown, problems: FieldProblems): ShippingPrice | undefined {
  if (!isPlainObject(value)) {
    problems.add('shipping_price must be an object', 'shipping_price');
    return undefined;
  }
  const sub = new FieldProblems('/data/shipping_price');
  const read = (field: (typeof PRICE_FIELDS)[number]) =>
    value[field] === undefined
      ? undefined
      : readNumber(value, field, undefined, sub, {
          test: (amount) => Number.isInteger(amount) && amount >= 0,
          detail: `${field} must be a whole number of minor units, at least 0`,
        });
  const [total, base, tax, fees, discount] = PRICE_FIELDS.map(read);
  problems.list.push(...sub.list);
  if (sub.list.length > 0) return undefined;
  const parts = { base: base ?? 0, tax: tax ?? 0, fees: fees ?? 0, discount: discount ?? 0 };
  return { total: total ?? Math.max(0, parts.base + parts.tax + parts.fees - parts.discount), ...parts };
}

/** What the cart's shipping groups cost together (minor units). */
export function shippingTotalOf(db: SandboxDatabase, storeId: string, cartId: string): number {
  return shippingGroupsOf(db, storeId, cartId).reduce(
    (sum, group) => sum + (group.data.shipping_price?.total ?? 0),
    0,
  );
}

const ADDRESS_FIELDS = ['first_name', 'last_name', 'line_1', 'city', 'postcode', 'country'] as const;
const OPTIONAL_ADDRESS_FIELDS = [
  'company_name',
  'line_2',
  'county',
  'region',
  'phone_number',
  'instructions',
] as const;

/**
 * Reads an address at `pointer` (e.g. `/data/shipping_address`); reports every missing or
 * non-string field. Shared with checkout.
 */
export function readAddress(
  value: unknown,
  pointer: string,
  problems: FieldProblems,
): OrderAddress | undefined {
  const sub = new FieldProblems(pointer);
  if (!isPlainObject(value)) {
    problems.list.push(providerError(422, 'The address is required and must be an object', pointer));
    return undefined;
  }
  const address: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    const text = readText(value, field, undefined, sub, { required: true, maxLength: 255 });
    if (text !== undefined) address[field] = text;
  }
  for (const field of OPTIONAL_ADDRESS_FIELDS) {
    const text = readText(value, field, undefined, sub, { required: false, maxLength: 255 });
    if (text !== undefined) address[field] = text;
  }
  problems.list.push(...sub.list);
  return sub.list.length > 0 ? undefined : (address as unknown as OrderAddress);
}

const cartParent: ParentScope<ShippingGroupData> = {
  param: 'cartId',
  idOf: (data) => data.cart_id,
  withParent: (data, cartId) => ({ ...data, cart_id: cartId }),
};

export const shippingGroupDefinition: SimpleResourceDefinition<ShippingGroupData> = {
  type: 'shipping_group',
  label: 'shipping group',
  storedAs: 'cart-shipping-group',
  operations: ['list', 'create', 'get'],
  parent: cartParent,
  decode: (data) => {
    if (!isPlainObject(data) || typeof data.cart_id !== 'string')
      throw new Error('Corrupt stored shipping group');
    return data as unknown as ShippingGroupData;
  },
  read: (document, existing, problems) => {
    const text = (field: 'shipping_type' | 'tracking_reference' | 'external_ref', maxLength: number) =>
      readText(document, field, existing?.[field], problems, { required: false, maxLength });
    const data: ShippingGroupData = {
      cart_id: existing?.cart_id ?? '',
      shipping_type: text('shipping_type', 255),
      tracking_reference: text('tracking_reference', 255),
      external_ref: text('external_ref', 64),
    };
    if (document.address !== undefined)
      data.address = readAddress(document.address, '/data/address', problems);
    else if (existing?.address) data.address = existing.address;
    if (document.shipping_price !== undefined)
      data.shipping_price = readShippingPrice(document.shipping_price, problems);
    else if (existing?.shipping_price) data.shipping_price = existing.shipping_price;
    return data;
  },
  unique: [],
  filterFields: {},
  sortFields: {},
  renderFields: (data) => ({ relation: 'cart', ...data }),
  // The registry's `links.self` has no room for the cart id, so the document names its own path.
  renderExtras: (record) => ({
    links: { self: `/v2/carts/${record.data.cart_id}/shipping-groups/${record.id}` },
    relationships: { cart: { data: { type: 'cart', id: record.data.cart_id } } },
  }),
};

export const shippingGroupCollection = (db: SandboxDatabase) =>
  simpleResourceCollection(db, shippingGroupDefinition);

export function shippingGroupsOf(db: SandboxDatabase, storeId: string, cartId: string) {
  return shippingGroupCollection(db)
    .list(storeId)
    .filter((group) => group.data.cart_id === cartId);
}

export function shippingGroupIdsOf(db: SandboxDatabase, storeId: string, cartId: string): string[] {
  return shippingGroupsOf(db, storeId, cartId).map((group) => group.id);
}

export function deleteShippingGroupsOf(db: SandboxDatabase, storeId: string, cartId: string): void {
  const groups = shippingGroupCollection(db);
  for (const group of shippingGroupsOf(db, storeId, cartId)) groups.delete(storeId, group.id);
}

/** Mounted at `/v2/carts/:cartId` (serving `/shipping-groups`); the cart must exist. */
export function createCartShippingGroupsRouter(options: SimpleResourceRoutesOptions): Router {
  const carts = cartCollection(options.db);
  const groups = createSimpleResourceRouter(
    {
      ...shippingGroupDefinition,
      parent: {
        ...cartParent,
        assertExists: (storeId, cartId) => {
          const cart: CartRecord | undefined = carts.get(storeId, cartId);
          if (!cart) throw notFound('Cart not found');
        },
      },
    },
    options,
  );
  return Router({ mergeParams: true }).use('/shipping-groups', groups);
}
