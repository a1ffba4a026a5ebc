import { Tag } from '@blueprintjs/core';
import type { SubscriptionInvoiceRowFragment } from '../../graphql/generated';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { formatDate, formatDateTime } from '../../format/dates';
import { paymentStatus } from './format';

const paymentsText = (invoice: SubscriptionInvoiceRowFragment) =>
  invoice.payments.length === 0
    ? 'No payments'
    : invoice.payments
        .map(
          (payment) =>
            `${payment.amount?.formatted ?? ''} ${paymentStatus(payment).toLowerCase()} ${formatDateTime(payment.createdAt)}`,
        )
        .join('; ');

/** Invoice columns shared by the invoice list and a subscription's page; payments inline. */
export const INVOICE_COLUMNS: readonly ResourceColumn<SubscriptionInvoiceRowFragment>[] = [
  {
    id: 'number',
    header: 'Number',
    cell: (invoice) => (invoice.number === null ? '—' : `#${invoice.number}`),
  },
  {
    id: 'period',
    header: 'Billing period',
    cell: (invoice) => `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`,
  },
  { id: 'amount', header: 'Amount', cell: (invoice) => invoice.price?.formatted ?? '—' },
  {
    id: 'status',
    header: 'Status',
    cell: (invoice) =>
      invoice.outstanding ? (
        <Tag minimal intent="warning">
          Outstanding
        </Tag>
      ) : (
        <Tag minimal intent="success">
          Paid
        </Tag>
      ),
  },
  { id: 'payments', header: 'Payments', cell: paymentsText },
];
