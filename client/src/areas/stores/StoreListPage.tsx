import { Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { ListPage } from '../../components/list/ListPage';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { defineList } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import { enumLabel } from '../../format/labels';
import {
  StoreListDocument,
  type StoreListQuery,
  useStoreListQuery,
  type StoreListItemFragment,
} from '../../graphql/generated';
import { useAppMode } from './appMode';
import { storeAddUrl, storeUrl } from './urls';

const STORE_LIST = defineList('stores', {
  filters: { name: { field: 'nameContains', label: 'Name contains' } },
});

/** `/stores`: the organization's stores, searched by name, paged. */
export function StoreListPage() {
  const navigate = useNavigate();
  const appMode = useAppMode();
  const listing = useResourceList(STORE_LIST, {
    hook: useStoreListQuery,
    document: StoreListDocument,
    pick: (all: StoreListQuery) => all.stores,
  });

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
      list={listing}
      noun={['store', 'stores']}
      table={{
        columns,
        rowUrl: storeUrl,
        emptyState: listing.filtered ? 'No stores match this name.' : 'No stores yet.',
      }}
    />
  );
}
