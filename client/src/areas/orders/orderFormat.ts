import type { Intent } from '@blueprintjs/core';
import type { OrderPaymentStatus, OrderShippingStatus, OrderStatus } from '../../graphql/generated';
import { enumLabel } from '../../format/labels';

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
