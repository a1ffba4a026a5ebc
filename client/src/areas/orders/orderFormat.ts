import type { Intent } from '@blueprintjs/core';
import type {
  OrderFilter,
  OrderPaymentStatus,
  OrderShippingStatus,
  OrderStatus,
} from '../../graphql/generated';
import { enumLabel } from '../../format/labels';
import type { OrderFilterKey } from './urls';

export const ORDER_STATUSES: readonly OrderStatus[] = ['INCOMPLETE', 'PROCESSING', 'COMPLETE', 'CANCELLED'];
export const PAYMENT_STATUSES: readonly OrderPaymentStatus[] = [
  'UNPAID',
  'AUTHORIZED',
  'PARTIALLY_AUTHORIZED',
  'PAID',
  'PARTIALLY_PAID',
  'REFUNDED',
];
export const SHIPPING_STATUSES: readonly OrderShippingStatus[] = ['UNFULFILLED', 'FULFILLED'];

const STATUS_INTENTS: Record<OrderStatus, Intent> = {
  INCOMPLETE: 'warning',
  PROCESSING: 'primary',
  COMPLETE: 'success',
  CANCELLED: 'danger',
};

const PAYMENT_INTENTS: Record<OrderPaymentStatus, Intent> = {
  UNPAID: 'warning',
  AUTHORIZED: 'primary',
  PARTIALLY_AUTHORIZED: 'primary',
  PAID: 'success',
  PARTIALLY_PAID: 'warning',
  REFUNDED: 'none',
};

/**
 * True when part, not all, of what was paid has been refunded. The provider's payment status stays
 * `paid` (or `partially_paid`) then; only the transactions tell.
 */
export function partlyRefunded(order: {
  payment: OrderPaymentStatus;
  transactions: readonly { refundedAmount: { amount: number }; amount: { amount: number } }[];
}): boolean {
  if (order.payment === 'REFUNDED') return false;
  const refunded = order.transactions.reduce((sum, entry) => sum + entry.refundedAmount.amount, 0);
  return refunded > 0;
}

/** The payment status as the seller reads it: `Partially refunded` where a refund left part paid. */
export function paymentLabel(payment: OrderPaymentStatus, partly = false): string {
  const label = enumLabel('OrderPaymentStatus', payment);
  if (!partly) return label;
  return payment === 'PAID' ? 'Partially refunded' : `${label}, partially refunded`;
}

export const statusIntent = (status: OrderStatus): Intent => STATUS_INTENTS[status];
export const paymentIntent = (payment: OrderPaymentStatus): Intent => PAYMENT_INTENTS[payment];
export const shippingIntent = (shipping: OrderShippingStatus): Intent =>
  shipping === 'FULFILLED' ? 'success' : 'none';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `2026-11-01` → its UTC midnight as an instant; undefined when the text is not such a date. */
function dayStart(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text.trim())) return undefined;
  const value = Date.parse(`${text.trim()}T00:00:00.000Z`);
  return Number.isNaN(value) ? undefined : value;
}

/** The list's URL filters as the typed `OrderFilter` (dates are whole UTC days, `to` included). */
export function orderFilterFromParams(filters: Record<OrderFilterKey, string>): OrderFilter | undefined {
  const filter: OrderFilter = {};
  if (ORDER_STATUSES.includes(filters.status as OrderStatus)) {
    filter.status = { eq: filters.status as OrderStatus };
  }
  if (PAYMENT_STATUSES.includes(filters.payment as OrderPaymentStatus)) {
    filter.payment = { eq: filters.payment as OrderPaymentStatus };
  }
  if (SHIPPING_STATUSES.includes(filters.shipping as OrderShippingStatus)) {
    filter.shipping = { eq: filters.shipping as OrderShippingStatus };
  }
  if (filters.email.trim()) filter.email = { like: filters.email.trim() };
  if (filters.name.trim()) filter.name = { like: filters.name.trim() };
  if (filters.customer.trim()) filter.customerId = { eq: filters.customer.trim() };
  if (filters.account.trim()) filter.accountId = { eq: filters.account.trim() };
  const from = dayStart(filters.from);
  const to = dayStart(filters.to);
  if (from !== undefined || to !== undefined) {
    filter.createdAt = {
      ...(from === undefined ? {} : { ge: new Date(from).toISOString() }),
      ...(to === undefined ? {} : { lt: new Date(to + DAY_MS).toISOString() }),
    };
  }
  return Object.keys(filter).length > 0 ? filter : undefined;
}
