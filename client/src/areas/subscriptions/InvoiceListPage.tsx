import { NonIdealState } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import {
  SubscriptionInvoiceListDocument,
  type SubscriptionInvoiceListQuery,
  useSubscriptionInvoiceListQuery,
} from '../../graphql/generated';
import { INVOICE_COLUMNS } from './InvoiceTable';
import { invoiceUrl } from './urls';

const INVOICE_LIST = defineList('subscriptionInvoices', {
  filters: {
    outstanding: {
      label: 'Status',
      allLabel: 'All invoices',
      booleanLabels: { true: 'Outstanding', false: 'Paid' },
    },
  },
});

/** Every subscription invoice, filterable by outstanding or paid; its payments are on its page. */
export function InvoiceListPage() {
  const listing = useResourceList(INVOICE_LIST, {
    hook: useSubscriptionInvoiceListQuery,
    document: SubscriptionInvoiceListDocument,
    pick: (all: SubscriptionInvoiceListQuery) => all.subscriptionInvoices,
  });
  return (
    <ListPage
      title="Invoices"
      list={listing}
      noun={['invoice', 'invoices']}
      table={{
        columns: INVOICE_COLUMNS,
        rowUrl: invoiceUrl,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(DocumentIcon)}
            title={listing.filtered ? 'No invoices with this status' : 'No invoices yet'}
            description="Billing runs add invoices here."
          />
        ),
      }}
    />
  );
}
