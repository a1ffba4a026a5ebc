import { Tag } from '@blueprintjs/core';
import type { OrderPaymentState, OrderShippingStatus, OrderStatus } from '../../../graphql/generated';
import { enumLabel } from '../../../format/labels';
import { paymentIntent, shippingIntent, statusIntent } from '../orderFormat';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag minimal intent={statusIntent(status)}>
      {enumLabel('OrderStatus', status)}
    </Tag>
  );
}

/** The gateway's one payment state (`Order.paymentState`), the same words on every screen. */
export function PaymentStatusTag({ payment }: { payment: OrderPaymentState }) {
  return (
    <Tag minimal intent={paymentIntent(payment)}>
      {enumLabel('OrderPaymentState', payment)}
    </Tag>
  );
}

export function ShippingStatusTag({ shipping }: { shipping: OrderShippingStatus }) {
  return (
    <Tag minimal intent={shippingIntent(shipping)}>
      {enumLabel('OrderShippingStatus', shipping)}
    </Tag>
  );
}
