import { Button, NonIdealState } from '@blueprintjs/core';
import { BookIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
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
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  const navigate = useNavigate();
  const listing = useResourceList(CATALOG_LIST, {
    hook: useCatalogListQuery,
    document: CatalogListDocument,
    pick: (all: CatalogListQuery) => all.catalogs,
  });
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
      list={listing}
      bulk={{ noun: ['catalog', 'catalogs'], source: listing.list.source }}
      table={{
        columns: COLUMNS,
        rowKey: (catalog) => catalog.id,
        rowHref: (catalog) => catalogUrl(catalog.id),
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(BookIcon)}
            title={listing.filtered ? 'No catalogs match this name' : 'No catalogs yet'}
            description={listing.filtered ? 'Try another name.' : 'Catalogs you add appear here.'}
          />
        ),
      }}
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
