import { NonIdealState } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import type { FilterField } from '../../components/list/FilterBar';
import { ListPage } from '../../components/list/ListPage';
import { listPager } from '../../components/list/listPager';
import type { ListParamsConfig } from '../../components/list/listParams';
import { useListParams } from '../../components/list/useListParams';
import { usePagedList } from '../../components/list/usePagedList';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import {
  SubscriptionInvoiceListDocument,
  type SubscriptionInvoiceListQuery,
  useSubscriptionInvoiceListQuery,
} from '../../graphql/generated';
import { INVOICE_COLUMNS } from './InvoiceTable';
import { invoiceUrl } from './urls';

type FilterKey = 'outstanding';
const LIST_CONFIG: ListParamsConfig<FilterKey, never> = { filterKeys: ['outstanding'], sortFields: [] };
const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  {
    kind: 'select',
    key: 'outstanding',
    label: 'Status',
    options: [
      { value: '', label: 'All invoices' },
      { value: 'true', label: 'Outstanding' },
      { value: 'false', label: 'Paid' },
    ],
  },
];

/** Every subscription invoice, filterable by outstanding or paid; its payments are on its page. */
export function InvoiceListPage() {
  const { params, setFilters, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const outstanding = params.filters.outstanding;
  const variables = {
    filter: outstanding === '' ? undefined : { outstanding: outstanding === 'true' },
    page: { limit: params.pageSize, offset: params.offset },
  };
  const list = usePagedList(
    useSubscriptionInvoiceListQuery({ variables, fetchPolicy: 'cache-and-network' }),
    SubscriptionInvoiceListDocument,
    variables,
    (all: SubscriptionInvoiceListQuery) => all.subscriptionInvoices,
  );
  return (
    <ListPage
      title="Invoices"
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={list.error}
      bulk={{ noun: ['invoice', 'invoices'], source: list.source }}
      table={{
        columns: INVOICE_COLUMNS,
        rows: list.rows,
        rowKey: (invoice) => invoice.id,
        rowHref: (invoice) => invoiceUrl(invoice.id),
        loading: list.loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(DocumentIcon)}
            title={outstanding ? 'No invoices with this status' : 'No invoices yet'}
            description="Billing runs add invoices here."
          />
        ),
      }}
      pager={listPager({ params, setOffset, setPageSize }, list.page?.pageInfo.total, list.loading)}
    />
  );
}
