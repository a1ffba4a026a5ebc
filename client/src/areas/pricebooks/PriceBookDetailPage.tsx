import { Text } from '@blueprintjs/core';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { useDetailRemove } from '../../components/detail/useDetailRemove';
import { NO_CHANGES } from '../../components/detail/detailSave';
import { useDetailEdit } from '../../components/detail/useDetailEdit';
import { useDetailQuery } from '../../components/detail/useDetailQuery';
import {
  useDeletePriceBookMutation,
  usePriceBookDetailsQuery,
  useUpdatePriceBookMutation,
  type PriceBookListItemFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { ModifiersSection } from './components/ModifiersSection';
import { PriceBookFormDialog } from './components/PriceBookFormDialog';
import { PricesSection } from './components/PricesSection';
import './pricebooks.css';
import { priceBookFormValues, priceBookUpdateInput } from './pricingForms';
import { priceBookListUrl } from './urls';
import { DetailPage } from '../../components/detail/DetailPage';

const BACK_TO_LIST = { to: priceBookListUrl(), label: 'Price books' };

/** `/price-books/:id`: the book's details, its prices (`?sku=` filter, paging) and its modifiers. */
export function PriceBookDetailPage() {
  const result = useDetailQuery(usePriceBookDetailsQuery);
  return (
    <DetailPage noun="price book" back={BACK_TO_LIST} query={result} entity={completeData(result)?.priceBook}>
      {(priceBook) => <PriceBookEditor priceBook={priceBook} />}
    </DetailPage>
  );
}

function PriceBookEditor({ priceBook }: { priceBook: PriceBookListItemFragment }) {
  const [updatePriceBook] = useUpdatePriceBookMutation();
  const [deletePriceBook] = useDeletePriceBookMutation();
  const priceBookId = priceBook.id;

  const edit = useDetailEdit({
    noun: 'price book',
    dialog: 'edit-book',
    form: PriceBookFormDialog,
    values: priceBookFormValues(priceBook),
    save: async (values) => {
      const input = priceBookUpdateInput(priceBookFormValues(priceBook), values);
      if (Object.keys(input).length === 0) return NO_CHANGES;
      return (await updatePriceBook({ variables: { id: priceBookId, input } })).data?.updatePriceBook;
    },
    saved: (payload) => payload.priceBook,
  });

  const remove = useDetailRemove({
    noun: 'price book',
    dialog: 'delete-book',
    back: BACK_TO_LIST,
    entity: priceBook,
    rootFields: ['priceBooks'],
    question: `Delete price book ${priceBook.name} with all its prices and modifiers?`,
    remove: async () =>
      (await deletePriceBook({ variables: { id: priceBookId } })).data?.deletePriceBook.userErrors,
  });

  return (
    <DetailLayout title={priceBook.name} back={BACK_TO_LIST} edit={edit} remove={remove}>
      {priceBook.description && <Text className="price-book-description">{priceBook.description}</Text>}
      <PricesSection priceBookId={priceBookId} />
      <ModifiersSection priceBookId={priceBookId} />
    </DetailLayout>
  );
}
