import { DollarIcon } from '@blueprintjs/icons';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  PriceBookListDocument,
  type PriceBookListQuery,
  useCreatePriceBookMutation,
  usePriceBookListQuery,
  type PriceBookListItemFragment,
} from '../../graphql/generated';
import { PriceBookFormDialog } from './components/PriceBookFormDialog';
import { PriceBookImport } from './components/PriceBookImport';
import { priceBookCreateInput, priceBookFormValues } from './pricingForms';
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
  // Sorting is offered by the schema but the spec's list has no sortable columns: oldest first.
  const listing = useResourceList(PRICE_BOOK_LIST, {
    hook: usePriceBookListQuery,
    document: PriceBookListDocument,
    pick: (all: PriceBookListQuery) => all.priceBooks,
  });
  // The new book sorts last; lists are fetched again to include it.
  const create = useCreateFlow(useCreatePriceBookMutation, {
    noun: 'price book',
    input: priceBookCreateInput,
    payload: (data) => data.createPriceBook,
    record: (payload) => payload.priceBook,
    list: 'priceBooks',
    url: priceBookUrl,
    dialog: (dialog) => <PriceBookFormDialog {...dialog} defaultValues={priceBookFormValues()} />,
  });

  return (
    <ListPage
      title="Price books"
      noun={['price book', 'price books']}
      create={create}
      actions={<PriceBookImport />}
      list={listing}
      empty={{ icon: DollarIcon, description: 'Price books you add appear here.' }}
      table={{ columns: COLUMNS, rowUrl: priceBookUrl }}
    />
  );
}
