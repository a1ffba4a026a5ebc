import { NonIdealState } from '@blueprintjs/core';
import { ShieldIcon } from '@blueprintjs/icons';
import type { FilterField } from '../../components/list/FilterBar';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useRealmListQuery, type RealmListItemFragment } from '../../graphql/generated';
import { realmUrl } from './urls';

type RealmFilterKey = 'name';

const LIST_CONFIG: ListParamsConfig<RealmFilterKey, never> = { filterKeys: ['name'], sortFields: [] };

const FILTER_FIELDS: readonly FilterField<RealmFilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
];

/** What each origin type means to a seller. */
export function realmPurpose(originType: string | null): string {
  if (originType === 'customer-authentication-settings') return 'Customers sign in here';
  if (originType === 'account-authentication-settings') return 'Account members sign in here';
  if (originType === 'merchant-realm-mappings') return 'Sellers sign in here with single sign-on';
  return originType ?? '';
}

const COLUMNS: readonly ResourceColumn<RealmListItemFragment>[] = [
  { id: 'name', header: 'Name', cell: (realm) => realm.name },
  { id: 'purpose', header: 'Purpose', cell: (realm) => realmPurpose(realm.originType) },
  {
    id: 'updatedAt',
    header: 'Updated',
    cell: (realm) => (realm.updatedAt ? new Date(realm.updatedAt).toLocaleString() : '—'),
  },
];

/** `/realms`: the store's authentication realms (created with the store; none are added here). */
export function RealmListPage() {
  const { params, setFilters, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const name = params.filters.name.trim();
  const result = useRealmListQuery({
    variables: {
      filter: name ? { name: { like: name } } : undefined,
      page: { limit: params.pageSize, offset: params.offset },
    },
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.realms;

  return (
    <ListPage
      title="Realms"
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={error}
      table={{
        columns: COLUMNS,
        rows: error && !data ? [] : page?.items,
        rowKey: (realm) => realm.id,
        rowHref: (realm) => realmUrl(realm.id),
        loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(ShieldIcon)}
            title={name ? 'No realms match this name' : 'No realms yet'}
            description={name ? 'Try another name.' : 'Realms appear once customers or accounts sign in.'}
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
