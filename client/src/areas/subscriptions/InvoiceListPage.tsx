import { DocumentIcon } from '@blueprintjs/icons';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
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
      empty={{
        icon: DocumentIcon,
        description: 'Billing runs add invoices here.',
        filteredTitle: 'No invoices with this status',
        filteredDescription: 'Try the other status.',
      }}
      table={{
        columns: INVOICE_COLUMNS,
        rowUrl: invoiceUrl,
      }}
    />
  );
}
