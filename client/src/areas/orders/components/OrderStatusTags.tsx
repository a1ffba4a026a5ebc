import { Tag } from '@blueprintjs/core';
import type { OrderPaymentStatus, OrderShippingStatus, OrderStatus } from '../../../graphql/generated';
import { enumLabel, paymentIntent, shippingIntent, statusIntent } from '../orderFormat';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag minimal intent={statusIntent(status)}>
      {enumLabel(status)}
    </Tag>
  );
}

export function PaymentStatusTag({ payment }: { payment: OrderPaymentStatus }) {
  return (
    <Tag minimal intent={paymentIntent(payment)}>
      {enumLabel(payment)}
    </Tag>
  );
}

export function ShippingStatusTag({ shipping }: { shipping: OrderShippingStatus }) {
  return (
    <Tag minimal intent={shippingIntent(shipping)}>
      {enumLabel(shipping)}
    </Tag>
  );
}
