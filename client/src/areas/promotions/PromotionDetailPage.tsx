import { Button, Callout, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { EditIcon, SearchIcon, TrashIcon } from '@blueprintjs/icons';
import { Link, useParams } from 'react-router';
import { showToast } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { MutationFormResult } from '../../components/form/useMutationForm';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { PageHeader } from '../../components/PageHeader';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave';
import { useUrlDialog } from '../../components/useUrlDialog';
import { errorMessage } from '../../graphql/errors';
import {
  useDeletePromotionMutation,
  usePromotionDetailsQuery,
  useUpdatePromotionMutation,
  type PromotionFieldsFragment,
} from '../../graphql/generated';
import { CodesSection } from './components/CodesSection';
import { HistorySection } from './components/HistorySection';
import { JobsSection } from './components/JobsSection';
import { PromotionFormDialog } from './components/PromotionFormDialog';
import './promotions.css';
import {
  formatDate,
  PROMOTION_TYPE_LABELS,
  promotionFormErrors,
  promotionFormValues,
  promotionInput,
  type PromotionFormValues,
} from './promotionForms';
import { promotionListUrl } from './routes';

const BACK_TO_LIST = { to: promotionListUrl(), label: 'Promotions' };

/** `/promotions/:id`: a legacy promotion's details, codes (with generation jobs) and history. */
export function PromotionDetailPage() {
  const { id = '' } = useParams();
  const result = usePromotionDetailsQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const promotion = result.dataState === 'complete' ? result.data.promotion : undefined;

  if (result.loading && !promotion)
    return <Spinner className="page-spinner" aria-label="Loading promotion" />;
  if (result.error && !promotion) {
    return (
      <>
        <PageHeader title="Promotion" back={BACK_TO_LIST} />
        <Callout intent="danger" title="Could not load the promotion" role="alert">
          {errorMessage(result.error)}
        </Callout>
      </>
    );
  }
  if (!promotion) {
    return (
      <NonIdealState
        icon={nonIdealStateIcon(SearchIcon)}
        title="Promotion not found"
        description="It may have been deleted."
        action={<Link to={promotionListUrl()}>Back to promotions</Link>}
      />
    );
  }
  return <PromotionEditor promotion={promotion} />;
}

function PromotionEditor({ promotion }: { promotion: PromotionFieldsFragment }) {
  const editDialog = useUrlDialog('edit-promotion');
  const deleteDialog = useUrlDialog('delete-promotion');
  const [updatePromotion] = useUpdatePromotionMutation();
  const [deletePromotion, { loading: deleting }] = useDeletePromotionMutation();
  const promotionId = promotion.id;

  const save = async (values: PromotionFormValues): Promise<MutationFormResult<PromotionFormValues>> => {
    const { data } = await updatePromotion({ variables: { id: promotionId, input: promotionInput(values) } });
    const payload = data?.updatePromotion;
    if (!payload) throw new Error('The server returned no result.');
    if (payload.promotion && payload.userErrors.length === 0) {
      showToast('Promotion saved');
      editDialog.close();
    }
    return { userErrors: promotionFormErrors(payload.userErrors) };
  };

  const deleteAndLeave = useDeleteAndLeave({
    success: 'Promotion deleted',
    listUrl: promotionListUrl(),
    entity: { __typename: 'Promotion', id: promotionId },
    rootFields: ['promotions'],
    onFailure: deleteDialog.close,
  });
  const confirmDelete = () =>
    deleteAndLeave(async () => {
      const { data } = await deletePromotion({ variables: { id: promotionId } });
      return data?.deletePromotion.userErrors ?? [];
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
              text="Delete promotion"
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
        <dt>Type</dt>
        <dd>{PROMOTION_TYPE_LABELS[promotion.promotionType]}</dd>
        <dt>Discount</dt>
        <dd>
          {promotion.discounts.map((discount) => `${discount.formatted} ${discount.currency}`).join(', ') ||
            '—'}
        </dd>
        <dt>Minimum cart value</dt>
        <dd>{promotion.minCartValue.map((amount) => amount.formatted).join(', ') || 'None'}</dd>
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
      </dl>
      <CodesSection family="PROMOTION" promotionId={promotionId} />
      <JobsSection family="PROMOTION" promotionId={promotionId} />
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
      <ConfirmDialog
        isOpen={deleteDialog.isOpen}
        confirmText="Delete"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={deleteDialog.close}
      >
        Delete promotion {promotion.name} with all its codes?
      </ConfirmDialog>
    </>
  );
}
