import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailDelete } from '../../components/detail/useDetailDelete';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  useDeletePromotionMutation,
  usePromotionDetailsQuery,
  useUpdatePromotionMutation,
  type PromotionFieldsFragment,
} from '../../graphql/generated';
import { HistorySection } from './components/HistorySection';
import { PromotionDetail } from './components/PromotionDetail';
import { PromotionFormDialog } from './components/PromotionFormDialog';
import './promotions.css';
import {
  PROMOTION_TYPE_LABELS,
  promotionFormErrors,
  promotionFormValues,
  promotionInput,
  type PromotionFormValues,
} from './promotionForms';
import { promotionListUrl } from './urls';

const BACK_TO_LIST = { to: promotionListUrl(), label: 'Promotions' };

/** `/promotions/:id`: a legacy promotion's details, codes (with generation jobs) and history. */
export function PromotionDetailPage() {
  const { id = '' } = useParams();
  const result = usePromotionDetailsQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <DetailPage
      noun="promotion"
      back={BACK_TO_LIST}
      query={result}
      entity={result.dataState === 'complete' ? result.data.promotion : undefined}
    >
      {(promotion) => <PromotionEditor promotion={promotion} />}
    </DetailPage>
  );
}

function PromotionEditor({ promotion }: { promotion: PromotionFieldsFragment }) {
  const editDialog = useUrlDialog('edit-promotion');
  const [updatePromotion] = useUpdatePromotionMutation();
  const [deletePromotion] = useDeletePromotionMutation();
  const promotionId = promotion.id;

  const save = async (values: PromotionFormValues): Promise<MutationFormResult<PromotionFormValues>> => {
    const { data } = await updatePromotion({ variables: { id: promotionId, input: promotionInput(values) } });
    const result = payloadResult(data?.updatePromotion, {
      success: 'Promotion saved',
      saved: (payload) => payload.promotion,
      then: editDialog.close,
    });
    // The legacy API's error paths are mapped onto the form's fields.
    return { userErrors: promotionFormErrors(result.userErrors) };
  };

  const remove = useDetailDelete({
    dialog: 'delete-promotion',
    success: 'Promotion deleted',
    listUrl: promotionListUrl(),
    entity: { __typename: 'Promotion', id: promotionId },
    rootFields: ['promotions'],
    remove: async () =>
      (await deletePromotion({ variables: { id: promotionId } })).data?.deletePromotion.userErrors,
  });

  return (
    <PromotionDetail
      promotion={promotion}
      family="PROMOTION"
      kind="Promotion"
      back={BACK_TO_LIST}
      onEdit={editDialog.open}
      remove={remove}
      facts={
        <>
          <dt>Type</dt>
          <dd>{PROMOTION_TYPE_LABELS[promotion.promotionType]}</dd>
          <dt>Discount</dt>
          <dd>
            {promotion.discounts.map((discount) => `${discount.formatted} ${discount.currency}`).join(', ') ||
              '—'}
          </dd>
          <dt>Minimum cart value</dt>
          <dd>{promotion.minCartValue.map((amount) => amount.formatted).join(', ') || 'None'}</dd>
        </>
      }
    >
      <HistorySection promotionId={promotionId} />
      {editDialog.isOpen && (
        <PromotionFormDialog
          title="Edit promotion"
          submitText="Save promotion"
          defaultValues={promotionFormValues(promotion)}
          onSubmit={save}
          onClose={editDialog.close}
        />
      )}
    </PromotionDetail>
  );
}
