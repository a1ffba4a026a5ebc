import { Button, Callout, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { EditIcon, SearchIcon, TrashIcon } from '@blueprintjs/icons';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { PageHeader } from '../../components/PageHeader';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave';
import { useUrlDialog } from '../../components/useUrlDialog';
import { errorMessage } from '../../graphql/errors';
import {
  useDeleteRulePromotionMutation,
  useRulePromotionDetailsQuery,
  useUpdateRulePromotionMutation,
  type RulePromotionFieldsFragment,
} from '../../graphql/generated';
import { CodesSection } from './components/CodesSection';
import { JobsSection } from './components/JobsSection';
import { RulePromotionFormDialog } from './components/RulePromotionFormDialog';
import './promotions.css';
import {
  formatDate,
  rulePromotionFormValues,
  rulePromotionInput,
  type RulePromotionFormValues,
} from './promotionForms';
import { rulePromotionListUrl } from './routes';

const BACK_TO_LIST = { to: rulePromotionListUrl(), label: 'Rule promotions' };

/** `/promotions/rules/:id`: a rule promotion's details, rule set, codes and code jobs (cancellable). */
export function RulePromotionDetailPage() {
  const { id = '' } = useParams();
  const result = useRulePromotionDetailsQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const promotion = result.dataState === 'complete' ? result.data.rulePromotion : undefined;

  if (result.loading && !promotion)
    return <Spinner className="page-spinner" aria-label="Loading rule promotion" />;
  if (result.error && !promotion) {
    return (
      <>
        <PageHeader title="Rule promotion" back={BACK_TO_LIST} />
        <Callout intent="danger" title="Could not load the rule promotion" role="alert">
          {errorMessage(result.error)}
        </Callout>
      </>
    );
  }
  if (!promotion) {
    return (
      <NonIdealState
        icon={nonIdealStateIcon(SearchIcon)}
        title="Rule promotion not found"
        description="It may have been deleted."
        action={<Link to={rulePromotionListUrl()}>Back to rule promotions</Link>}
      />
    );
  }
  return <RulePromotionEditor promotion={promotion} />;
}

function RulePromotionEditor({ promotion }: { promotion: RulePromotionFieldsFragment }) {
  const editDialog = useUrlDialog('edit-promotion');
  const deleteDialog = useUrlDialog('delete-promotion');
  const [updatePromotion] = useUpdateRulePromotionMutation();
  const [deletePromotion, { loading: deleting }] = useDeleteRulePromotionMutation();
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

  const deleteAndLeave = useDeleteAndLeave({
    success: 'Rule promotion deleted',
    listUrl: rulePromotionListUrl(),
    entity: { __typename: 'RulePromotion', id: promotionId },
    rootFields: ['rulePromotions'],
    onFailure: deleteDialog.close,
  });
  const confirmDelete = () =>
    deleteAndLeave(async () => {
      const { data } = await deletePromotion({ variables: { id: promotionId } });
      return data?.deleteRulePromotion.userErrors ?? [];
    });

  return (
    <>
      <PageHeader
        title={promotion.name}
        back={BACK_TO_LIST}
        actions={
          <>
            <Button icon={<EditIcon />} text="Edit details" onClick={editDialog.open} />
            <Button
              intent="danger"
              variant="outlined"
              icon={<TrashIcon />}
              text="Delete rule promotion"
              onClick={deleteDialog.open}
            />
          </>
        }
      />
      <dl className="promotion-details" aria-label="Promotion details">
        <dt>State</dt>
        <dd>
          <Tag minimal intent={promotion.enabled ? 'success' : 'none'}>
            {promotion.enabled ? 'Enabled' : 'Disabled'}
          </Tag>{' '}
          {promotion.automatic ? 'Applies automatically' : 'Applies with a code'}
        </dd>
        <dt>Action</dt>
        <dd>{promotion.firstAction?.description ?? '—'}</dd>
        <dt>Stacking</dt>
        <dd>
          {promotion.stackable ? 'Stacks with other promotions' : 'Does not stack'}
          {promotion.priority === null ? '' : ` · priority ${promotion.priority}`}
        </dd>
        <dt>Runs</dt>
        <dd>
          {formatDate(promotion.start)} – {formatDate(promotion.end)}
        </dd>
        {promotion.description && (
          <>
            <dt>Description</dt>
            <dd>{promotion.description}</dd>
          </>
        )}
        <dt>Rule set</dt>
        <dd>
          <pre className="promotion-json" aria-label="Rule set">
            {JSON.stringify(promotion.ruleSet, null, 2)}
          </pre>
        </dd>
      </dl>
      <CodesSection family="RULE_PROMOTION" promotionId={promotionId} />
      <JobsSection family="RULE_PROMOTION" promotionId={promotionId} />
      {editDialog.isOpen && (
        <RulePromotionFormDialog
          title="Edit rule promotion"
          submitText="Save rule promotion"
          defaultValues={rulePromotionFormValues(promotion)}
          onSubmit={save}
          onClose={editDialog.close}
        />
      )}
      <ConfirmDialog
        isOpen={deleteDialog.isOpen}
        confirmText="Delete"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={deleteDialog.close}
      >
        Delete rule promotion {promotion.name} with all its codes?
      </ConfirmDialog>
    </>
  );
}
