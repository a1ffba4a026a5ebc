import { Button, Callout, Tag } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { FilterBar, type FilterField } from '../../components/list/FilterBar';
import { Pager } from '../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../graphql/errors';
import { useStoreListQuery, type StoreListItemFragment } from '../../graphql/generated';
import { useAppMode } from './appMode';
import { storeAddUrl, storeUrl } from './urls';
import { STORE_TIER_NAMES } from './storeTiers';

const STORE_LIST_CONFIG = { filterKeys: ['name'] as const, sortFields: [] as const };
const FILTER_FIELDS: readonly FilterField<'name'>[] = [{ kind: 'text', key: 'name', label: 'Name contains' }];

/** `/stores`: the organization's stores, searched by name, paged. */
export function StoreListPage() {
  const navigate = useNavigate();
  const appMode = useAppMode();
  const { params, setFilters, setPageSize, setOffset } = useListParams(STORE_LIST_CONFIG);
  const name = params.filters.name.trim();
  const result = useStoreListQuery({
    variables: {
      filter: name ? { nameContains: name } : undefined,
      page: { limit: params.pageSize, offset: params.offset },
    },
    fetchPolicy: 'cache-and-network',
  });
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
    { id: 'tier', header: 'Tier', cell: (store) => (store.tier ? STORE_TIER_NAMES[store.tier] : '—') },
    { id: 'id', header: 'ID', cell: (store) => <code>{store.id}</code> },
  ];

  return (
    <>
      <PageHeader
        title="Stores"
        actions={
          <Button
            intent="primary"
            icon={<AddIcon />}
            text="Add store"
            onClick={() => void navigate(storeAddUrl())}
          />
        }
      />
      <FilterBar fields={FILTER_FIELDS} values={params.filters} onChange={setFilters} />
      {error && (
        <Callout intent="danger" title="Could not load stores" className="list-error" role="alert">
          {errorMessage(error)}
        </Callout>
      )}
      <ResourceTable
        label="Stores"
        columns={columns}
        rows={error && !data ? [] : page?.items}
        rowKey={(store) => store.id}
        rowHref={(store) => storeUrl(store.id)}
        loading={loading}
        emptyState={name ? 'No stores match this name.' : 'No stores yet.'}
      />
      <Pager
        offset={params.offset}
        pageSize={params.pageSize}
        total={page?.pageInfo.total}
        onOffsetChange={setOffset}
        onPageSizeChange={setPageSize}
        disabled={loading}
      />
    </>
  );
}
