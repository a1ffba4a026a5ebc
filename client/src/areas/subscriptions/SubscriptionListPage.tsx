import { NonIdealState, Tag } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import type { FilterField } from '../../components/list/FilterBar';
import { ListPage } from '../../components/list/ListPage';
import { listPager } from '../../components/list/listPager';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { usePagedList } from '../../components/list/usePagedList';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import {
  CustomerSubscriptionListDocument,
  type CustomerSubscriptionListQuery,
  useCustomerSubscriptionListQuery,
  type CustomerSubscriptionRowFragment,
} from '../../graphql/generated';
import { formatDateTime } from '../../format/dates';
import { STATE_INTENT, STATE_LABEL } from './format';
import { subscriptionUrl } from './urls';

type FilterKey = 'email';
const LIST_CONFIG: ListParamsConfig<FilterKey, never> = { filterKeys: ['email'], sortFields: [] };
const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { kind: 'text', key: 'email', label: 'Subscriber email is' },
];

const COLUMNS: readonly ResourceColumn<CustomerSubscriptionRowFragment>[] = [
  { id: 'name', header: 'Subscriber', cell: (row) => row.name },
  { id: 'email', header: 'Email', cell: (row) => row.email },
  { id: 'offering', header: 'Offering', cell: (row) => row.offeringName ?? '—' },
  { id: 'plan', header: 'Plan', cell: (row) => row.plan?.name ?? '—' },
  {
    id: 'state',
    header: 'State',
    cell: (row) => (
      <Tag minimal intent={STATE_INTENT[row.state]}>
        {STATE_LABEL[row.state]}
      </Tag>
    ),
  },
  { id: 'createdAt', header: 'Created', cell: (row) => formatDateTime(row.createdAt) },
];

export function SubscriptionListPage() {
  const { params, setFilters, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const email = params.filters.email.trim();
  const variables = {
    filter: email ? { email: { eq: email } } : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const list = usePagedList(
    useCustomerSubscriptionListQuery({ variables, fetchPolicy: 'cache-and-network' }),
    CustomerSubscriptionListDocument,
    variables,
    (all: CustomerSubscriptionListQuery) => all.customerSubscriptions,
  );
  return (
    <ListPage
      title="Subscriptions"
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={list.error}
      bulk={{ noun: ['subscription', 'subscriptions'], source: list.source }}
      table={{
        columns: COLUMNS,
        rows: list.rows,
        rowKey: (row) => row.id,
        rowHref: (row) => subscriptionUrl(row.id),
        loading: list.loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(RefreshIcon)}
            title={email ? 'No subscriptions for this email' : 'No subscriptions yet'}
            description={
              email ? 'Check the address.' : 'Subscribe an account from an offering to see it here.'
            }
          />
        ),
      }}
      pager={listPager({ params, setOffset, setPageSize }, list.page?.pageInfo.total, list.loading)}
    />
  );
}
