import { Button, Callout, H4, NonIdealState, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { showToast } from '../../app/toaster';
import { DetailPage } from '../../components/detail/DetailPage';
import { FactsTable } from '../../components/detail/FactsTable';
import { ResourceTable } from '../../components/list/ResourceTable';
import { PageHeader } from '../../components/PageHeader';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { SelectField } from '../../components/form/SelectField';
import {
  payloadResult,
  requirePayload,
  type MutationFormResult,
} from '../../components/form/useMutationForm';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  useChangeSubscriptionStateMutation,
  useCustomerSubscriptionDetailsQuery,
  useUpdateSubscriptionMutation,
  type SubscriptionAction,
  type SubscriptionPlanRowFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { formatDateTime } from '../../format/dates';
import { ACTION_LABEL, billingCycle, STATE_INTENT, STATE_LABEL } from './format';
import { planColumns, productColumns } from './columns';
import { INVOICE_COLUMNS } from './InvoiceTable';
import { invoiceUrl, offeringUrl, subscriptionListUrl } from './urls';

const BACK = { to: subscriptionListUrl(), label: 'Subscriptions' };

export interface ChangePlanValues {
  planId: string;
}

/** Moves the subscription to another plan of its offering. */
function ChangePlanDialog({
  plans,
  planId,
  onSubmit,
  onClose,
}: {
  plans: readonly SubscriptionPlanRowFragment[];
  planId: string;
  onSubmit: (values: ChangePlanValues) => Promise<MutationFormResult<ChangePlanValues>>;
  onClose: () => void;
}) {
  return (
    <MutationFormDialog<ChangePlanValues>
      title="Change plan"
      submitText="Change plan"
      defaultValues={{ planId }}
      fieldNames={['planId']}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <SelectField
          form={form}
          name="planId"
          id="change-plan"
          label="Plan"
          options={plans.map((plan) => ({
            value: plan.id,
            label: `${plan.name} · ${billingCycle(plan.billingIntervalType, plan.billingFrequency)}`,
          }))}
          rules={{ validate: (value) => value !== planId || 'Choose a plan other than the current one' }}
        />
      )}
    </MutationFormDialog>
  );
}

/** One subscription: its plan, invoices with payments, and the state changes it allows now. */
export function SubscriptionDetailPage() {
  const { id = '' } = useParams();
  const result = useCustomerSubscriptionDetailsQuery({ variables: { id } });
  const { refetch } = result;
  const data = completeData(result);
  const [changeState, { loading: changing }] = useChangeSubscriptionStateMutation();
  const [updateSubscription] = useUpdateSubscriptionMutation();
  const planDialog = useUrlDialog('change-plan');
  const [actionError, setActionError] = useState<string | null>(null);
  const subscription = data?.customerSubscription;

  const run = async (action: SubscriptionAction) => {
    setActionError(null);
    try {
      const { data: changed } = await changeState({ variables: { id, action } });
      const payload = requirePayload(changed?.changeSubscriptionState);
      if (payload.userErrors.length > 0) {
        setActionError(payload.userErrors.map((userError) => userError.message).join(' '));
        return;
      }
      showToast(`Subscription ${STATE_LABEL[payload.subscription?.state ?? 'ACTIVE'].toLowerCase()}`);
      await refetch();
    } catch (caught) {
      setActionError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  const changePlan = async (values: ChangePlanValues) => {
    const { data: changed } = await updateSubscription({
      variables: { id, input: { planId: values.planId } },
    });
    return payloadResult(changed?.updateSubscription, {
      success: 'Plan changed',
      saved: (payload) => payload.subscription,
      then: planDialog.close,
    });
  };

  return (
    <DetailPage noun="subscription" back={BACK} query={result} entity={subscription}>
      {(subscription) => {
        const plan = subscription.plan;
        return (
          <>
            <PageHeader
              title={subscription.name}
              back={BACK}
              actions={
                <>
                  <Button
                    text="Change plan"
                    disabled={subscription.plans.length < 2}
                    onClick={planDialog.open}
                  />
                  {subscription.availableActions.map((action) => (
                    <Button
                      key={action}
                      text={ACTION_LABEL[action]}
                      intent={action === 'CANCEL' ? 'danger' : 'none'}
                      disabled={changing}
                      onClick={() => void run(action)}
                    />
                  ))}
                </>
              }
            />
            {actionError && (
              <Callout intent="danger" title="The state could not be changed">
                {actionError}
              </Callout>
            )}
            <FactsTable
              label="Subscription details"
              rows={[
                [
                  'State',
                  <Tag intent={STATE_INTENT[subscription.state]}>{STATE_LABEL[subscription.state]}</Tag>,
                ],
                ['Email', subscription.email],
                [
                  'Offering',
                  subscription.offeringId ? (
                    <Link to={offeringUrl(subscription.offeringId)}>
                      {subscription.offeringName ?? 'Offering'}
                    </Link>
                  ) : (
                    '—'
                  ),
                ],
                [
                  'Plan',
                  plan
                    ? `${plan.name} · ${billingCycle(plan.billingIntervalType, plan.billingFrequency)} · ${plan.planLength} cycles`
                    : '—',
                ],
                ['Currency', subscription.currency],
                ['Next billing period', formatDateTime(subscription.invoiceAfter)],
                ['Created', formatDateTime(subscription.createdAt)],
              ]}
            />
            <H4 style={{ marginTop: 20 }}>What the subscriber receives</H4>
            <ResourceTable
              label="Subscription products"
              columns={[
                { id: 'name', header: 'Product', cell: (product) => product.name },
                productColumns.sku,
                productColumns.price,
              ]}
              rows={subscription.products}
              rowKey={(product) => product.id}
              emptyState={<NonIdealState title="The offering has no products" />}
            />
            <H4 style={{ marginTop: 20 }}>Plans of the offering</H4>
            <ResourceTable
              label="Subscription plans"
              columns={[
                {
                  id: 'name',
                  header: 'Plan',
                  cell: (offered) =>
                    offered.id === subscription.planId ? `${offered.name} (current)` : offered.name,
                },
                planColumns.cycle,
                planColumns.price,
              ]}
              rows={subscription.plans}
              rowKey={(offered) => offered.id}
              emptyState={<NonIdealState title="The offering has no plans" />}
            />
            <H4 style={{ marginTop: 20 }}>Invoices</H4>
            <ResourceTable
              label="Invoices"
              columns={INVOICE_COLUMNS}
              rows={subscription.invoices.items}
              rowKey={(invoice) => invoice.id}
              rowHref={(invoice) => invoiceUrl(invoice.id)}
              emptyState={
                <NonIdealState title="No invoices yet" description="Billing runs add invoices here." />
              }
            />
            {planDialog.isOpen && (
              <ChangePlanDialog
                plans={subscription.plans}
                planId={subscription.planId}
                onSubmit={changePlan}
                onClose={planDialog.close}
              />
            )}
          </>
        );
      }}
    </DetailPage>
  );
}
