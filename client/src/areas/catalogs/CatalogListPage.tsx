import { Button, NonIdealState } from '@blueprintjs/core';
import { BookIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import type { FilterField } from '../../components/list/FilterBar';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { usePagedList } from '../../components/list/usePagedList';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  CatalogListDocument,
  type CatalogListQuery,
  useCatalogListQuery,
  useCreateCatalogMutation,
  type CatalogListItemFragment,
} from '../../graphql/generated';
import { CatalogFormDialog } from './CatalogFormDialog';
import { catalogCreateInput, catalogFormValues, type CatalogFormValues } from './catalogForms';
import { catalogUrl, shopperPreviewUrl } from './urls';
import { formatDateTime } from '../../format/dates';
import { listPager } from '../../components/list/listPager';

type CatalogFilterKey = 'name';

const LIST_CONFIG: ListParamsConfig<CatalogFilterKey, never> = { filterKeys: ['name'], sortFields: [] };

const FILTER_FIELDS: readonly FilterField<CatalogFilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
];

const COLUMNS: readonly ResourceColumn<CatalogListItemFragment>[] = [
  { id: 'name', header: 'Name', cell: (catalog) => catalog.name },
  {
    id: 'hierarchies',
    header: 'Hierarchies',
    cell: (catalog) => catalog.hierarchies.map((hierarchy) => hierarchy.name).join(', '),
  },
  {
    id: 'priceBooks',
    header: 'Price books',
    cell: (catalog) => catalog.priceBooks.map((book) => book.priceBook?.name ?? book.priceBookId).join(', '),
  },
  {
    id: 'updatedAt',
    header: 'Updated',
    cell: (catalog) => formatDateTime(catalog.updatedAt),
  },
];

/** `/catalogs`: the store's catalogs, filtered by name and paged in the URL; "Add catalog". */
export function CatalogListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  const navigate = useNavigate();
  const { params, setFilters, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const name = params.filters.name.trim();
  const variables = {
    filter: name ? { name: { like: name } } : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const list = usePagedList(
    useCatalogListQuery({ variables, fetchPolicy: 'cache-and-network' }),
    CatalogListDocument,
    variables,
    (all: CatalogListQuery) => all.catalogs,
  );
  const [createCatalog] = useCreateCatalogMutation({
    update: (cache, { data: created }) => {
      if (created?.createCatalog.catalog) cache.evict({ id: 'ROOT_QUERY', fieldName: 'catalogs' });
    },
  });

  const create = async (values: CatalogFormValues) => {
    const { data: created } = await createCatalog({ variables: { input: catalogCreateInput(values) } });
    const payload = created?.createCatalog;
    return openCreated(payload, payload?.catalog, { message: 'Catalog created', url: catalogUrl });
  };

  return (
    <ListPage
      title="Catalogs"
      add={{ text: 'Add catalog', onClick: createDialog.open }}
      actions={
        <Button
          icon={<EyeOpenIcon />}
          text="Preview as shopper"
          onClick={() => void navigate(shopperPreviewUrl())}
        />
      }
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={list.error}
      bulk={{ noun: ['catalog', 'catalogs'], source: list.source }}
      table={{
        columns: COLUMNS,
        rows: list.rows,
        rowKey: (catalog) => catalog.id,
        rowHref: (catalog) => catalogUrl(catalog.id),
        loading: list.loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(BookIcon)}
            title={name ? 'No catalogs match this name' : 'No catalogs yet'}
            description={name ? 'Try another name.' : 'Catalogs you add appear here.'}
          />
        ),
      }}
      pager={listPager({ params, setOffset, setPageSize }, list.page?.pageInfo.total, list.loading)}
    >
      {createDialog.isOpen && (
        <CatalogFormDialog
          title="Add catalog"
          submitText="Create catalog"
          defaultValues={catalogFormValues()}
          onSubmit={create}
          onClose={createDialog.close}
        />
      )}
    </ListPage>
  );
}
