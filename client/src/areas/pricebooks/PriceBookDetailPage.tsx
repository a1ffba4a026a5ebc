import { Text } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { useDetailDelete } from '../../components/detail/useDetailDelete';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  useDeletePriceBookMutation,
  usePriceBookDetailsQuery,
  useUpdatePriceBookMutation,
  type PriceBookListItemFragment,
} from '../../graphql/generated';
import { ModifiersSection } from './components/ModifiersSection';
import { PriceBookFormDialog } from './components/PriceBookFormDialog';
import { PricesSection } from './components/PricesSection';
import './pricebooks.css';
import { priceBookFormValues, priceBookUpdateInput, type PriceBookFormValues } from './pricingForms';
import { priceBookListUrl } from './urls';
import { DetailPage } from '../../components/detail/DetailPage';

const BACK_TO_LIST = { to: priceBookListUrl(), label: 'Price books' };

/** `/price-books/:id`: the book's details, its prices (`?sku=` filter, paging) and its modifiers. */
export function PriceBookDetailPage() {
  const { id = '' } = useParams();
  const result = usePriceBookDetailsQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <DetailPage
      noun="price book"
      back={BACK_TO_LIST}
      query={result}
      entity={result.dataState === 'complete' ? result.data.priceBook : undefined}
    >
      {(priceBook) => <PriceBookEditor priceBook={priceBook} />}
    </DetailPage>
  );
}

function PriceBookEditor({ priceBook }: { priceBook: PriceBookListItemFragment }) {
  const editDialog = useUrlDialog('edit-book');
  const [updatePriceBook] = useUpdatePriceBookMutation();
  const [deletePriceBook] = useDeletePriceBookMutation();
  const priceBookId = priceBook.id;

  const save = async (values: PriceBookFormValues): Promise<MutationFormResult<PriceBookFormValues>> => {
    const input = priceBookUpdateInput(priceBookFormValues(priceBook), values);
    if (Object.keys(input).length === 0) {
      editDialog.close();
      return { userErrors: [] };
    }
    const { data } = await updatePriceBook({ variables: { id: priceBookId, input } });
    return payloadResult(data?.updatePriceBook, {
      success: 'Price book saved',
      saved: (payload) => payload.priceBook,
      then: editDialog.close,
    });
  };

  const remove = useDetailDelete({
    dialog: 'delete-book',
    success: 'Price book deleted',
    listUrl: priceBookListUrl(),
    entity: { __typename: 'PriceBook', id: priceBookId },
    rootFields: ['priceBooks'],
    remove: async () =>
      (await deletePriceBook({ variables: { id: priceBookId } })).data?.deletePriceBook.userErrors,
  });

  return (
    <DetailLayout
      title={priceBook.name}
      back={BACK_TO_LIST}
      onEdit={editDialog.open}
      remove={{
        state: remove,
        text: 'Delete price book',
        question: `Delete price book ${priceBook.name} with all its prices and modifiers?`,
      }}
    >
      {priceBook.description && <Text className="price-book-description">{priceBook.description}</Text>}
      <PricesSection priceBookId={priceBookId} />
      <ModifiersSection priceBookId={priceBookId} />
      {editDialog.isOpen && (
        <PriceBookFormDialog
          title="Edit price book"
          submitText="Save price book"
          defaultValues={priceBookFormValues(priceBook)}
          onSubmit={save}
          onClose={editDialog.close}
        />
      )}
    </DetailLayout>
  );
}
