import type { SandboxDatabase } from '../core/db';
import { ResourceCollection } from '../core/resources';

/**
 * The stored order: written by checkout (carts.ts) and by the demo seed, served and changed by
 * orders.ts (payments, transactions, anonymizing) and read by metrics. Amounts are integers in
 * the currency's minor unit, as the provider stores them.
 */

export const ORDER_STATUSES = ['incomplete', 'processing', 'complete', 'cancelled'] as const;
export const ORDER_PAYMENT_STATUSES = [
  'unpaid',
  'authorized',
  'partially_authorized',
  'paid',
  'partially_paid',
  'refunded',
] as const;
export const ORDER_SHIPPING_STATUSES = ['unfulfilled', 'fulfilled'] as const;

export interface OrderAddress {
  first_name: string;
  last_name: string;
  company_name?: string;
  line_1: string;
  line_2?: string;
  city: string;
  postcode: string;
  county?: string;
  region?: string;
  country: string;
  phone_number?: string;
  instructions?: string;
}

export interface OrderItemData {
  id: string;
  /** `cart_item`, `custom_item`, `promotion_item` or `subscription_item`, as in the cart. */
  type: string;
  product_id?: string;
  name: string;
  sku: string;
  quantity: number;
  /** Unit price before discounts, minor units. */
  unit_amount: number;
  /** Line discount (promotions and custom discounts), minor units, positive. */
  discount: number;
  tax: number;
  promotion_id?: string;
  shipping_group_id?: string;
}

export interface OrderData {
  status: (typeof ORDER_STATUSES)[number];
  payment: (typeof ORDER_PAYMENT_STATUSES)[number];
  shipping: (typeof ORDER_SHIPPING_STATUSES)[number];
  anonymized: boolean;
  /** The shopper: a customer (id when registered) or the contact of an account member. */
  customer: { id?: string; name: string; email: string };
  account?: { id: string; member_id?: string };
  contact?: { name: string; email: string };
  shipping_address: OrderAddress;
  billing_address: OrderAddress;
  currency: string;
  items: OrderItemData[];
  /** Order-level shipping groups copied from the cart. */
  shipping_groups?: Array<{
    id: string;
    shipping_type?: string;
    tracking_reference?: string;
    address?: OrderAddress;
    /** Minor units; the groups' totals add to the order's `with_tax`. */
    shipping_price?: { total: number; base: number; tax: number; fees: number; discount: number };
  }>;
  cart_id?: string;
  external_ref?: string;
  /** Seller-managed alternative to the id (an invoice number); optional like upstream. */
  order_number?: string;
}

/** The order document's own fields (without id, type, links, meta and relationships). */
export function orderFields(data: OrderData): Record<string, unknown> {
  return {
    status: data.status,
    payment: data.payment,
    shipping: data.shipping,
    anonymized: data.anonymized,
    ...(data.order_number === undefined ? {} : { order_number: data.order_number }),
    ...(data.external_ref === undefined ? {} : { external_ref: data.external_ref }),
    customer: { name: data.customer.name, email: data.customer.email },
    ...(data.contact === undefined ? {} : { contact: data.contact }),
    shipping_address: data.shipping_address,
    billing_address: data.billing_address,
  };
}

export const orderResourceType = {
  name: 'order',
  decode: (data: unknown): OrderData => data as OrderData,
};

export function orderCollection(db: SandboxDatabase): ResourceCollection<OrderData> {
  return new ResourceCollection(db, orderResourceType);
}

/**
 * Order totals derived from its items and its shipping groups' prices (never stored, so they
 * cannot drift). `with_tax` is what the shopper pays: the lines after discounts, their tax, and
 * shipping.
 */
export function orderTotals(order: Pick<OrderData, 'items' | 'shipping_groups'>): {
  without_discount: number;
  discount: number;
  without_tax: number;
  tax: number;
  shipping: number;
  with_tax: number;
} {
  let gross = 0;
  let discount = 0;
  let tax = 0;
  for (const item of order.items) {
    gross += item.unit_amount * item.quantity;
    discount += item.discount;
    tax += item.tax;
  }
  const shipping = (order.shipping_groups ?? []).reduce(
    (sum, group) => sum + (group.shipping_price?.total ?? 0),
    0,
  );
  return {
    without_discount: gross,
    discount,
    without_tax: gross - discount,
    tax,
    shipping,
    with_tax: gross - discount + tax + shipping,
  };
}
