import { Button, NonIdealState } from '@blueprintjs/core';
import { EditIcon, TimelineEventsIcon, TrashIcon } from '@blueprintjs/icons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { deleteAfterUndoWindow } from '../../components/undo/undoWindow';
import { useUrlItemDialog } from '../../components/useUrlItemDialog';
import { showToast } from '../../app/toaster';
import type { FilterField } from '../../components/list/FilterBar';
import { usePagedSource } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  SubscriptionPlanListDocument,
  type SubscriptionPlanListQuery,
  useCreateSubscriptionPlanMutation,
  useDeleteSubscriptionPlanMutation,
  useUpdateSubscriptionPlanMutation,
  useSubscriptionPlanListQuery,
  type SubscriptionPlanRowFragment,
} from '../../graphql/generated';
import { billingCycle } from './format';
import { PlanFormDialog, planInput, planValues, type PlanFormValues } from './PlanFormDialog';
import { requirePayload } from '../../components/form/useMutationForm';

type FilterKey = 'name';
const LIST_CONFIG: ListParamsConfig<FilterKey, never> = { filterKeys: ['name'], sortFields: [] };
const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const BASE_COLUMNS: readonly ResourceColumn<SubscriptionPlanRowFragment>[] = [
  { id: 'name', header: 'Name', cell: (plan) => plan.name },
  {
    id: 'cycle',
    header: 'Billing',
    cell: (plan) => billingCycle(plan.billingIntervalType, plan.billingFrequency),
  },
  {
    id: 'length',
    header: 'Length',
    cell: (plan) =>
      `${plan.planLength} cycles, then ${plan.endBehavior === 'ROLL' ? 'rolls over' : 'closes'}`,
  },
  {
    id: 'price',
    header: 'Price',
    cell: (plan) => (plan.basePricePercentage === null ? '—' : `${plan.basePricePercentage}%`),
  },
  { id: 'pause', header: 'Can pause', cell: (plan) => yesNo(plan.canPause) },
  { id: 'resume', header: 'Can resume', cell: (plan) => yesNo(plan.canResume) },
  { id: 'cancel', header: 'Can cancel', cell: (plan) => yesNo(plan.canCancel) },
];

export function PlanListPage() {
  const createDialog = useUrlDialog('create-plan');
  const editDialog = useUrlItemDialog('edit-plan', 'plan');
  const deleteDialog = useUrlItemDialog('delete-plan', 'plan');
  const { params, setFilters, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const name = params.filters.name.trim();
  const variables = {
    filter: name ? { name: { like: name } } : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const result = useSubscriptionPlanListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const source = usePagedSource(
    SubscriptionPlanListDocument,
    variables,
    (all: SubscriptionPlanListQuery) => all.subscriptionPlans,
  );
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.subscriptionPlans;
  const [createPlan] = useCreateSubscriptionPlanMutation({
    update: (cache, { data: created }) => {
      if (created?.createSubscriptionPlan.plan)
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'subscriptionPlans' });
    },
  });

  const [updatePlan] = useUpdateSubscriptionPlanMutation();
  const [deletePlan] = useDeleteSubscriptionPlanMutation({
    update: (cache, { data: deleted }) => {
      if (deleted?.deleteSubscriptionPlan.deletedId)
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'subscriptionPlans' });
    },
  });
  const editing = page?.items.find((plan) => plan.id === editDialog.itemId);
  const deletingPlan = page?.items.find((plan) => plan.id === deleteDialog.itemId);

  const save = async (values: PlanFormValues) => {
    if (!editing) return { userErrors: [] };
    const { data: updated } = await updatePlan({ variables: { id: editing.id, input: planInput(values) } });
    const payload = requirePayload(updated?.updateSubscriptionPlan);
    if (payload.plan && payload.userErrors.length === 0) {
      showToast('Plan saved');
      editDialog.close();
    }
    return { userErrors: payload.userErrors };
  };

  /** The list hides it at once; the delete goes out when the undo window ends. */
  const confirmDelete = () => {
    if (!deletingPlan) return;
    const { id } = deletingPlan;
    deleteDialog.close();
    void deleteAfterUndoWindow({
      key: id,
      message: 'Plan deleted',
      remove: async () => (await deletePlan({ variables: { id } })).data?.deleteSubscriptionPlan.userErrors,
    });
  };

  const columns: readonly ResourceColumn<SubscriptionPlanRowFragment>[] = [
    ...BASE_COLUMNS,
    {
      id: 'actions',
      header: 'Actions',
      cell: (plan) => (
        <>
          <Button
            variant="minimal"
            icon={<EditIcon />}
            aria-label={`Edit ${plan.name}`}
            onClick={() => editDialog.open(plan.id)}
          />
          <Button
            variant="minimal"
            intent="danger"
            icon={<TrashIcon />}
            aria-label={`Delete ${plan.name}`}
            onClick={() => deleteDialog.open(plan.id)}
          />
        </>
      ),
    },
  ];

  const create = async (values: PlanFormValues) => {
    const { data: created } = await createPlan({ variables: { input: planInput(values) } });
    const payload = requirePayload(created?.createSubscriptionPlan);
    if (payload.plan && payload.userErrors.length === 0) {
      showToast('Plan created');
      createDialog.close();
    }
    return { userErrors: payload.userErrors };
  };

  return (
    <ListPage
      title="Plans"
      add={{ text: 'Add plan', onClick: createDialog.open }}
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={error}
      bulk={{ noun: ['plan', 'plans'], source }}
      table={{
        columns,
        rows: error && !data ? [] : page?.items,
        rowKey: (plan) => plan.id,
        loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(TimelineEventsIcon)}
            title={name ? 'No plans match this name' : 'No plans yet'}
            description={name ? 'Try another name.' : 'Plans you add appear here.'}
          />
        ),
      }}
      pager={{
        offset: params.offset,
        pageSize: params.pageSize,
        total: page?.pageInfo.total,
        onOffsetChange: setOffset,
        onPageSizeChange: setPageSize,
        disabled: loading,
      }}
    >
      {createDialog.isOpen && <PlanFormDialog onSubmit={create} onClose={createDialog.close} />}
      {editing && (
        <PlanFormDialog
          title="Edit plan"
          submitText="Save plan"
          defaultValues={planValues(editing)}
          onSubmit={save}
          onClose={editDialog.close}
        />
      )}
      <ConfirmDialog
        isOpen={deletingPlan !== undefined}
        confirmText="Delete plan"
        onConfirm={confirmDelete}
        onCancel={deleteDialog.close}
      >
        Delete plan {deletingPlan?.name}? Plans still in an offering cannot be deleted.
      </ConfirmDialog>
    </ListPage>
  );
}
