import { Button } from '@blueprintjs/core';
import { BookIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  CatalogListDocument,
  type CatalogListQuery,
  useCatalogListQuery,
  useCreateCatalogMutation,
  type CatalogListItemFragment,
} from '../../graphql/generated';
import { CatalogFormDialog } from './CatalogFormDialog';
import { catalogCreateInput, catalogFormValues } from './catalogForms';
import { catalogUrl, shopperPreviewUrl } from './urls';
import { formatDateTime } from '../../format/dates';

const CATALOG_LIST = defineList('catalogs', { filters: { name: { label: 'Name contains' } } });

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
  const navigate = useNavigate();
  const listing = useResourceList(CATALOG_LIST, {
    hook: useCatalogListQuery,
    document: CatalogListDocument,
    pick: (all: CatalogListQuery) => all.catalogs,
  });
  const create = useCreateFlow(useCreateCatalogMutation, {
    noun: 'catalog',
    input: catalogCreateInput,
    payload: (data) => data.createCatalog,
    record: (payload) => payload.catalog,
    list: 'catalogs',
    url: catalogUrl,
    dialog: (dialog) => <CatalogFormDialog {...dialog} defaultValues={catalogFormValues()} />,
  });

  return (
    <ListPage
      title="Catalogs"
      noun={['catalog', 'catalogs']}
      create={create}
      actions={
        <Button
          icon={<EyeOpenIcon />}
          text="Preview as shopper"
          onClick={() => void navigate(shopperPreviewUrl())}
        />
      }
      list={listing}
      empty={{ icon: BookIcon, description: 'Catalogs you add appear here.' }}
      table={{ columns: COLUMNS, rowUrl: catalogUrl }}
    />
  );
}
