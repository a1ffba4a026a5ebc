import { Tag } from '@blueprintjs/core';
import type { OrderPaymentStatus, OrderShippingStatus, OrderStatus } from '../../../graphql/generated';
import { enumLabel } from '../../../format/labels';
import { paymentIntent, paymentLabel, shippingIntent, statusIntent } from '../orderFormat';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag minimal intent={statusIntent(status)}>
      {enumLabel('OrderStatus', status)}
    </Tag>
  );
}

export function PaymentStatusTag({
  payment,
  partlyRefunded = false,
}: {
  payment: OrderPaymentStatus;
  /** Part of what was paid went back (the detail page knows it from the transactions). */
  partlyRefunded?: boolean;
}) {
  return (
    <Tag minimal intent={partlyRefunded ? 'warning' : paymentIntent(payment)}>
      {paymentLabel(payment, partlyRefunded)}
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
