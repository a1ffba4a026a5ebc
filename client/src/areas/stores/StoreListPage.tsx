import { Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { ListPage } from '../../components/list/ListPage';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useNameFilter } from '../../components/list/useNameFilter';
import { usePagedList } from '../../components/list/usePagedList';
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

/** `/stores`: the organization's stores, searched by name, paged. */
export function StoreListPage() {
  const navigate = useNavigate();
  const appMode = useAppMode();
  const { name, filter, paging, variables: nameVariables } = useNameFilter();
  const variables = { filter: name ? { nameContains: name } : undefined, page: nameVariables.page };
  const list = usePagedList(
    useStoreListQuery({ variables, fetchPolicy: 'cache-and-network' }),
    StoreListDocument,
    variables,
    (all: StoreListQuery) => all.stores,
  );

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
      filter={filter}
      error={list.error}
      bulk={{ noun: ['store', 'stores'], source: list.source }}
      table={{
        columns,
        rows: list.rows,
        rowKey: (store) => store.id,
        rowHref: (store) => storeUrl(store.id),
        loading: list.loading,
        emptyState: name ? 'No stores match this name.' : 'No stores yet.',
      }}
      pager={listPager(paging, list.page?.pageInfo.total, list.loading)}
    />
  );
}
