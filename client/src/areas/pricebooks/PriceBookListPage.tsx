import { DollarIcon } from '@blueprintjs/icons';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { ListPage } from '../../components/list/ListPage';
import { listPager } from '../../components/list/listPager';
import { NameFilterEmptyState, useNameFilter } from '../../components/list/useNameFilter';
import { usePagedList } from '../../components/list/usePagedList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  PriceBookListDocument,
  type PriceBookListQuery,
  useCreatePriceBookMutation,
  usePriceBookListQuery,
  type PriceBookListItemFragment,
} from '../../graphql/generated';
import { PriceBookFormDialog } from './components/PriceBookFormDialog';
import { PriceBookImport } from './components/PriceBookImport';
import { priceBookCreateInput, priceBookFormValues, type PriceBookFormValues } from './pricingForms';
import { priceBookUrl } from './urls';
import { formatDateTime } from '../../format/dates';

const COLUMNS: readonly ResourceColumn<PriceBookListItemFragment>[] = [
  { id: 'name', header: 'Name', cell: (book) => book.name },
  { id: 'description', header: 'Description', cell: (book) => book.description ?? '' },
  {
    id: 'updatedAt',
    header: 'Updated',
    cell: (book) => formatDateTime(book.updatedAt),
  },
];

export function PriceBookListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  // Sorting is offered by the schema but the spec's list has no sortable columns: oldest first.
  const listing = useNameFilter();
  const list = usePagedList(
    usePriceBookListQuery({ variables: listing.variables, fetchPolicy: 'cache-and-network' }),
    PriceBookListDocument,
    listing.variables,
    (all: PriceBookListQuery) => all.priceBooks,
  );
  const [createPriceBook] = useCreatePriceBookMutation({
    // The new book sorts last; lists are fetched again to include it.
    update: (cache, { data: created }) => {
      if (created?.createPriceBook.priceBook) cache.evict({ id: 'ROOT_QUERY', fieldName: 'priceBooks' });
    },
  });

  const create = async (values: PriceBookFormValues) => {
    const { data: created } = await createPriceBook({ variables: { input: priceBookCreateInput(values) } });
    const payload = created?.createPriceBook;
    return openCreated(payload, payload?.priceBook, { message: 'Price book created', url: priceBookUrl });
  };

  return (
    <ListPage
      title="Price books"
      add={{ text: 'Add price book', onClick: createDialog.open }}
      actions={<PriceBookImport />}
      filter={listing.filter}
      error={list.error}
      bulk={{ noun: ['price book', 'price books'], source: list.source }}
      table={{
        columns: COLUMNS,
        rows: list.rows,
        rowKey: (book) => book.id,
        rowHref: (book) => priceBookUrl(book.id),
        loading: list.loading,
        emptyState: (
          <NameFilterEmptyState
            name={listing.name}
            icon={DollarIcon}
            plural="price books"
            description="Price books you add appear here."
          />
        ),
      }}
      pager={listPager(listing.paging, list.page?.pageInfo.total, list.loading)}
    >
      {createDialog.isOpen && (
        <PriceBookFormDialog
          title="Add price book"
          submitText="Create price book"
          defaultValues={priceBookFormValues()}
          onSubmit={create}
          onClose={createDialog.close}
        />
      )}
    </ListPage>
  );
}
