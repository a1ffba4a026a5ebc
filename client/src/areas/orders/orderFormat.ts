import type { Intent } from '@blueprintjs/core';
import type { OrderPaymentState, OrderShippingStatus, OrderStatus } from '../../graphql/generated';

const STATUS_INTENTS: Record<OrderStatus, Intent> = {
  INCOMPLETE: 'warning',
  PROCESSING: 'primary',
  COMPLETE: 'success',
  CANCELLED: 'danger',
};

const PAYMENT_INTENTS: Record<OrderPaymentState, Intent> = {
  UNPAID: 'warning',
  AUTHORIZED: 'primary',
  PARTIALLY_AUTHORIZED: 'primary',
  PAID: 'success',
  PARTIALLY_PAID: 'warning',
  PARTIALLY_REFUNDED: 'warning',
  REFUNDED: 'none',
};

export const statusIntent = (status: OrderStatus): Intent => STATUS_INTENTS[status];
export const paymentIntent = (payment: OrderPaymentState): Intent => PAYMENT_INTENTS[payment];
export const shippingIntent = (shipping: OrderShippingStatus): Intent =>
  shipping === 'FULFILLED' ? 'success' : 'none';
