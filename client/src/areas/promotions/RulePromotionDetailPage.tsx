import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailDelete } from '../../components/detail/useDetailDelete';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  useDeleteRulePromotionMutation,
  useRulePromotionDetailsQuery,
  useUpdateRulePromotionMutation,
  type RulePromotionFieldsFragment,
} from '../../graphql/generated';
import { PromotionDetail } from './components/PromotionDetail';
import { RulePromotionFormDialog } from './components/RulePromotionFormDialog';
import './promotions.css';
import { rulePromotionFormValues, rulePromotionInput, type RulePromotionFormValues } from './promotionForms';
import { rulePromotionListUrl } from './urls';

const BACK_TO_LIST = { to: rulePromotionListUrl(), label: 'Rule promotions' };

/** `/promotions/rules/:id`: a rule promotion's details, rule set, codes and code jobs (cancellable). */
export function RulePromotionDetailPage() {
  const { id = '' } = useParams();
  const result = useRulePromotionDetailsQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <DetailPage
      noun="rule promotion"
      back={BACK_TO_LIST}
      query={result}
      entity={result.dataState === 'complete' ? result.data.rulePromotion : undefined}
    >
      {(promotion) => <RulePromotionEditor promotion={promotion} />}
    </DetailPage>
  );
}

function RulePromotionEditor({ promotion }: { promotion: RulePromotionFieldsFragment }) {
  const editDialog = useUrlDialog('edit-promotion');
  const [updatePromotion] = useUpdateRulePromotionMutation();
  const [deletePromotion] = useDeleteRulePromotionMutation();
  const promotionId = promotion.id;

  const save = async (
    values: RulePromotionFormValues,
  ): Promise<MutationFormResult<RulePromotionFormValues>> => {
    const { data } = await updatePromotion({
      variables: { id: promotionId, input: rulePromotionInput(values) },
    });
    return payloadResult(data?.updateRulePromotion, {
      success: 'Rule promotion saved',
      saved: (payload) => payload.rulePromotion,
      then: editDialog.close,
    });
  };

  const remove = useDetailDelete({
    dialog: 'delete-promotion',
    success: 'Rule promotion deleted',
    listUrl: rulePromotionListUrl(),
    entity: { __typename: 'RulePromotion', id: promotionId },
    rootFields: ['rulePromotions'],
    remove: async () =>
      (await deletePromotion({ variables: { id: promotionId } })).data?.deleteRulePromotion.userErrors,
  });

  return (
    <PromotionDetail
      promotion={promotion}
      family="RULE_PROMOTION"
      kind="Rule promotion"
      back={BACK_TO_LIST}
      onEdit={editDialog.open}
      remove={remove}
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
    >
      {editDialog.isOpen && (
        <RulePromotionFormDialog
          title="Edit rule promotion"
          submitText="Save rule promotion"
          defaultValues={rulePromotionFormValues(promotion)}
          onSubmit={save}
          onClose={editDialog.close}
        />
      )}
    </PromotionDetail>
  );
}
