import { Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import type { FilterField } from '../../components/list/FilterBar';
import { usePagedSource } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { enumLabel } from '../../format/labels';
import {
  StoreListDocument,
  type StoreListQuery,
  useStoreListQuery,
  type StoreListItemFragment,
} from '../../graphql/generated';
import { useAppMode } from './appMode';
import { storeAddUrl, storeUrl } from './urls';
import { listPager } from '../../components/list/listPager';

const STORE_LIST_CONFIG = { filterKeys: ['name'] as const, sortFields: [] as const };
const FILTER_FIELDS: readonly FilterField<'name'>[] = [{ kind: 'text', key: 'name', label: 'Name contains' }];

/** `/stores`: the organization's stores, searched by name, paged. */
export function StoreListPage() {
  const navigate = useNavigate();
  const appMode = useAppMode();
  const { params, setFilters, setPageSize, setOffset } = useListParams(STORE_LIST_CONFIG);
  const name = params.filters.name.trim();
  const variables = {
    filter: name ? { nameContains: name } : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const result = useStoreListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const source = usePagedSource(StoreListDocument, variables, (all: StoreListQuery) => all.stores);
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.stores;

  const columns: readonly ResourceColumn<StoreListItemFragment>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (store) => (
        <>
          {store.name}
          {appMode?.storeId === store.id && (
            <Tag minimal intent="primary" className="store-list__current">
              Current
            </Tag>
          )}
        </>
      ),
    },
    { id: 'tier', header: 'Tier', cell: (store) => (store.tier ? enumLabel('StoreTier', store.tier) : '—') },
    { id: 'id', header: 'ID', cell: (store) => <code>{store.id}</code> },
  ];

  return (
    <ListPage
      title="Stores"
      add={{ text: 'Add store', onClick: () => void navigate(storeAddUrl()) }}
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={error}
      bulk={{ noun: ['store', 'stores'], source }}
      table={{
        columns,
        rows: error && !data ? [] : page?.items,
        rowKey: (store) => store.id,
        rowHref: (store) => storeUrl(store.id),
        loading,
        emptyState: name ? 'No stores match this name.' : 'No stores yet.',
      }}
      pager={listPager({ params, setOffset, setPageSize }, page?.pageInfo.total, loading)}
    />
  );
}
