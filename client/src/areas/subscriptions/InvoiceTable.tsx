import { Tag } from '@blueprintjs/core';
import type { SubscriptionInvoiceRowFragment } from '../../graphql/generated';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { formatDate } from '../../format/dates';

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
];
