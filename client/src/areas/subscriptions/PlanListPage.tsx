import { TimelineEventsIcon } from '@blueprintjs/icons';
import { useRowEditing } from '../../components/detail/useRowEditing';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  SubscriptionPlanListDocument,
  type SubscriptionPlanListQuery,
  useCreateSubscriptionPlanMutation,
  useDeleteSubscriptionPlanMutation,
  useUpdateSubscriptionPlanMutation,
  useSubscriptionPlanListQuery,
  type SubscriptionPlanRowFragment,
} from '../../graphql/generated';
import { planColumns } from './columns';
import { newPlanValues, PlanFormDialog, planInput, planValues, type PlanFormValues } from './PlanFormDialog';
import { payloadResult } from '../../components/form/useMutationForm';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const BASE_COLUMNS: readonly ResourceColumn<SubscriptionPlanRowFragment>[] = [
  { id: 'name', header: 'Name', cell: (plan) => plan.name },
  planColumns.cycle,
  {
    id: 'length',
    header: 'Length',
    cell: (plan) =>
      `${plan.planLength} cycles, then ${plan.endBehavior === 'ROLL' ? 'rolls over' : 'closes'}`,
  },
  planColumns.price,
  { id: 'pause', header: 'Can pause', cell: (plan) => yesNo(plan.canPause) },
  { id: 'resume', header: 'Can resume', cell: (plan) => yesNo(plan.canResume) },
  { id: 'cancel', header: 'Can cancel', cell: (plan) => yesNo(plan.canCancel) },
];

const PLAN_LIST = defineList('subscriptionPlans', { filters: { name: { label: 'Name contains' } } });

export function PlanListPage() {
  const listing = useResourceList(PLAN_LIST, {
    hook: useSubscriptionPlanListQuery,
    document: SubscriptionPlanListDocument,
    pick: (all: SubscriptionPlanListQuery) => all.subscriptionPlans,
  });
  const create = useCreateFlow(useCreateSubscriptionPlanMutation, {
    noun: 'plan',
    dialogName: 'create-plan',
    input: planInput,
    payload: (data) => data.createSubscriptionPlan,
    record: (payload) => payload.plan,
    list: 'subscriptionPlans',
    dialog: (dialog) => <PlanFormDialog {...dialog} defaultValues={newPlanValues()} />,
  });

  const [updatePlan] = useUpdateSubscriptionPlanMutation();
  const [deletePlan] = useDeleteSubscriptionPlanMutation({
    update: (cache, { data: deleted }) => {
      if (deleted?.deleteSubscriptionPlan.deletedId)
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'subscriptionPlans' });
    },
  });

  const rows = useRowEditing({
    dialog: 'plan',
    itemKey: 'plan',
    rows: listing.list.page?.items,
    what: (plan) => plan.name,
    remove: {
      question: (plan) => `Delete plan ${plan.name}? Plans still in an offering cannot be deleted.`,
      message: 'Plan deleted',
      remove: async (plan) =>
        (await deletePlan({ variables: { id: plan.id } })).data?.deleteSubscriptionPlan.userErrors,
      confirmText: 'Delete plan',
    },
  });
  const editing = rows.edited;

  const save = async (values: PlanFormValues) => {
    if (!editing) return { userErrors: [] };
    const { data: updated } = await updatePlan({ variables: { id: editing.id, input: planInput(values) } });
    return payloadResult(updated?.updateSubscriptionPlan, {
      success: 'Plan saved',
      saved: (payload) => payload.plan,
      then: rows.edit.close,
    });
  };

  const columns: readonly ResourceColumn<SubscriptionPlanRowFragment>[] = [
    ...BASE_COLUMNS,
    rows.actionsColumn,
  ];

  return (
    <ListPage
      title="Plans"
      noun={['plan', 'plans']}
      create={create}
      list={listing}
      empty={{ icon: TimelineEventsIcon, description: 'Plans you add appear here.' }}
      table={{ columns }}
    >
      {editing && (
        <PlanFormDialog
          title="Edit plan"
          submitText="Save plan"
          defaultValues={planValues(editing)}
          onSubmit={save}
          onClose={rows.edit.close}
        />
      )}
      {rows.confirmDialog}
    </ListPage>
  );
}
