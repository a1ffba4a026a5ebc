import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailEdit } from '../../components/detail/useDetailEdit';
import { useDetailQuery } from '../../components/detail/useDetailQuery';
import {
  useDeletePromotionMutation,
  usePromotionDetailsQuery,
  useUpdatePromotionMutation,
  type PromotionFieldsFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { HistorySection } from './components/HistorySection';
import { PromotionDetail } from './components/PromotionDetail';
import { PromotionFormDialog } from './components/PromotionFormDialog';
import './promotions.css';
import {
  PROMOTION_TYPE_LABELS,
  promotionFormErrors,
  promotionFormValues,
  promotionInput,
} from './promotionForms';
import { promotionListUrl } from './urls';

const BACK_TO_LIST = { to: promotionListUrl(), label: 'Promotions' };

/** `/promotions/:id`: a legacy promotion's details, codes (with generation jobs) and history. */
export function PromotionDetailPage() {
  const result = useDetailQuery(usePromotionDetailsQuery);
  return (
    <DetailPage noun="promotion" back={BACK_TO_LIST} query={result} entity={completeData(result)?.promotion}>
      {(promotion) => <PromotionEditor promotion={promotion} />}
    </DetailPage>
  );
}

function PromotionEditor({ promotion }: { promotion: PromotionFieldsFragment }) {
  const [updatePromotion] = useUpdatePromotionMutation();
  const [deletePromotion] = useDeletePromotionMutation();
  const promotionId = promotion.id;

  const edit = useDetailEdit({
    noun: 'promotion',
    dialog: 'edit-promotion',
    form: PromotionFormDialog,
    values: promotionFormValues(promotion),
    save: async (values) =>
      (await updatePromotion({ variables: { id: promotionId, input: promotionInput(values) } })).data
        ?.updatePromotion,
    saved: (payload) => payload.promotion,
    // The legacy API's error paths are mapped onto the form's fields.
    fieldErrors: promotionFormErrors,
  });

  return (
    <PromotionDetail
      promotion={promotion}
      family="PROMOTION"
      noun="promotion"
      back={BACK_TO_LIST}
      edit={edit}
      remove={{
        rootFields: ['promotions'],
        remove: async () =>
          (await deletePromotion({ variables: { id: promotionId } })).data?.deletePromotion.userErrors,
      }}
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
    </PromotionDetail>
  );
}
