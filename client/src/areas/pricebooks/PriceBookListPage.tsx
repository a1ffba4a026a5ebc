import { DollarIcon } from '@blueprintjs/icons';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
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

const PRICE_BOOK_LIST = defineList('priceBooks', { filters: { name: { label: 'Name contains' } } });

export function PriceBookListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  // Sorting is offered by the schema but the spec's list has no sortable columns: oldest first.
  const listing = useResourceList(PRICE_BOOK_LIST, {
    hook: usePriceBookListQuery,
    document: PriceBookListDocument,
    pick: (all: PriceBookListQuery) => all.priceBooks,
  });
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
      list={listing}
      empty={{ icon: DollarIcon, plural: 'price books', description: 'Price books you add appear here.' }}
      bulk={{ noun: ['price book', 'price books'], source: listing.list.source }}
      table={{
        columns: COLUMNS,
        rowKey: (book) => book.id,
        rowHref: (book) => priceBookUrl(book.id),
      }}
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
