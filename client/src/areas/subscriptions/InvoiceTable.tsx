import { Tag } from '@blueprintjs/core';
import type { SubscriptionInvoiceRowFragment } from '../../graphql/generated';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { formatDate } from '../../format/dates';

/** An invoice's status: outstanding or paid. */
export function InvoiceStatus({ outstanding }: { outstanding: boolean }) {
  return outstanding ? (
    <Tag minimal intent="warning">
      Outstanding
    </Tag>
  ) : (
    <Tag minimal intent="success">
      Paid
    </Tag>
  );
}

/** An invoice's billing period, e.g. `Jan 1, 2026 – Jan 31, 2026`. */
export const billingPeriod = (invoice: Pick<SubscriptionInvoiceRowFragment, 'periodStart' | 'periodEnd'>) =>
  `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`;

/**
 * Invoice columns shared by the invoice list and a subscription's page. Payments are on the invoice's
 * own page: the provider reads them per invoice, so a list showing them cost a call per row.
 */
export const INVOICE_COLUMNS: readonly ResourceColumn<SubscriptionInvoiceRowFragment>[] = [
  {
    id: 'number',
    header: 'Number',
    cell: (invoice) => (invoice.number === null ? '—' : `#${invoice.number}`),
  },
  {
    id: 'period',
    header: 'Billing period',
    cell: billingPeriod,
  },
  { id: 'amount', header: 'Amount', cell: (invoice) => invoice.price?.formatted ?? '—' },
  {
    id: 'status',
    header: 'Status',
    cell: (invoice) => <InvoiceStatus outstanding={invoice.outstanding} />,
  },
];
