import { NonIdealState } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import type { FilterField } from '../../components/list/FilterBar';
import { usePagedSource } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import { useListParams } from '../../components/list/useListParams';
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
  const result = useSubscriptionInvoiceListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const source = usePagedSource(
    SubscriptionInvoiceListDocument,
    variables,
    (all: SubscriptionInvoiceListQuery) => all.subscriptionInvoices,
  );
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.subscriptionInvoices;
  return (
    <ListPage
      title="Invoices"
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={error}
      bulk={{ noun: ['invoice', 'invoices'], source }}
      table={{
        columns: INVOICE_COLUMNS,
        rows: error && !data ? [] : page?.items,
        rowKey: (invoice) => invoice.id,
        rowHref: (invoice) => invoiceUrl(invoice.id),
        loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(DocumentIcon)}
            title={outstanding ? 'No invoices with this status' : 'No invoices yet'}
            description="Billing runs add invoices here."
          />
        ),
      }}
      pager={{
        offset: params.offset,
        pageSize: params.pageSize,
        total: page?.pageInfo.total,
        onOffsetChange: setOffset,
        onPageSizeChange: setPageSize,
        disabled: loading,
      }}
    />
  );
}
