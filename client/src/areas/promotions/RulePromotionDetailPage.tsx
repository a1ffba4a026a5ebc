import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailEdit } from '../../components/detail/useDetailEdit';
import { useDetailQuery } from '../../components/detail/useDetailQuery';
import {
  useDeleteRulePromotionMutation,
  useRulePromotionDetailsQuery,
  useUpdateRulePromotionMutation,
  type RulePromotionFieldsFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { PromotionDetail } from './components/PromotionDetail';
import { RulePromotionFormDialog } from './components/RulePromotionFormDialog';
import './promotions.css';
import { rulePromotionFormValues, rulePromotionInput } from './promotionForms';
import { rulePromotionListUrl } from './urls';

const BACK_TO_LIST = { to: rulePromotionListUrl(), label: 'Rule promotions' };

/** `/promotions/rules/:id`: a rule promotion's details, rule set, codes and code jobs (cancellable). */
export function RulePromotionDetailPage() {
  const result = useDetailQuery(useRulePromotionDetailsQuery);
  return (
    <DetailPage
      noun="rule promotion"
      back={BACK_TO_LIST}
      query={result}
      entity={completeData(result)?.rulePromotion}
    >
      {(promotion) => <RulePromotionEditor promotion={promotion} />}
    </DetailPage>
  );
}

function RulePromotionEditor({ promotion }: { promotion: RulePromotionFieldsFragment }) {
  const [updatePromotion] = useUpdateRulePromotionMutation();
  const [deletePromotion] = useDeleteRulePromotionMutation();
  const promotionId = promotion.id;

  const edit = useDetailEdit({
    noun: 'rule promotion',
    dialog: 'edit-promotion',
    form: RulePromotionFormDialog,
    values: rulePromotionFormValues(promotion),
    save: async (values) =>
      (await updatePromotion({ variables: { id: promotionId, input: rulePromotionInput(values) } })).data
        ?.updateRulePromotion,
    saved: (payload) => payload.rulePromotion,
  });

  return (
    <PromotionDetail
      promotion={promotion}
      family="RULE_PROMOTION"
      noun="rule promotion"
      back={BACK_TO_LIST}
      edit={edit}
      remove={{
        rootFields: ['rulePromotions'],
        remove: async () =>
          (await deletePromotion({ variables: { id: promotionId } })).data?.deleteRulePromotion.userErrors,
      }}
      facts={
        <>
          <dt>Action</dt>
          <dd>{promotion.firstAction?.description ?? '—'}</dd>
          <dt>Stacking</dt>
          <dd>
            {promotion.stackable ? 'Stacks with other promotions' : 'Does not stack'}
            {promotion.priority === null ? '' : ` · priority ${promotion.priority}`}
          </dd>
        </>
      }
      moreFacts={
        <>
          <dt>Rule set</dt>
          <dd>
            <pre className="promotion-json" aria-label="Rule set">
              {JSON.stringify(promotion.ruleSet, null, 2)}
            </pre>
          </dd>
        </>
      }
    ></PromotionDetail>
  );
}
