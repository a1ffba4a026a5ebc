import { Button, H4, NonIdealState, Text } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { SelectField } from '../../components/form/SelectField';
import type { MutationFormResult } from '../../components/form/useMutationForm';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import { PageHeader } from '../../components/PageHeader';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  useCreateSubscriptionMutation,
  useSubscriptionOfferingDetailsQuery,
  type SubscriptionPlanRowFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { planColumns, productColumns } from './columns';
import { AttachPlan, AttachProduct, MembersError, useOfferingMembers } from './OfferingMembers';
import { SubscriptionAccountField } from './SubscriptionAccountField';
import { EditOfferingDialog, OfferingProrationPolicyDialog, ReplaceProductsDialog } from './OfferingSettings';
import { offeringListUrl, subscriptionUrl } from './urls';
import { TextField } from '../../components/form/TextField';

const BACK = { to: offeringListUrl(), label: 'Offerings' };

export interface SubscribeValues {
  accountId: string;
  planId: string;
  currency: string;
  name: string;
  email: string;
}

function SubscribeDialog({
  plans,
  onSubmit,
  onClose,
}: {
  plans: readonly SubscriptionPlanRowFragment[];
  onSubmit: (values: SubscribeValues) => Promise<MutationFormResult<SubscribeValues>>;
  onClose: () => void;
}) {
  return (
    <MutationFormDialog<SubscribeValues>
      title="Subscribe an account"
      submitText="Subscribe"
      defaultValues={{ accountId: '', planId: plans[0]?.id ?? '', currency: 'USD', name: '', email: '' }}
      fieldNames={['accountId', 'planId', 'currency', 'name', 'email']}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <SubscriptionAccountField form={form} name="accountId" id="subscribe-account" />
          <SelectField
            form={form}
            name="planId"
            id="subscribe-plan"
            label="Plan"
            options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
          />
          <TextField form={form} name="currency" id="subscribe-currency" label="Currency" />
          <TextField form={form} name="name" id="subscribe-name" label="Subscriber name" />
          <TextField form={form} name="email" id="subscribe-email" label="Subscriber email" />
        </>
      )}
    </MutationFormDialog>
  );
}

/** The Remove button of an attached product or plan. */
const removeColumn = <T extends { id: string; name: string }>(
  remove: (id: string) => Promise<void>,
): ResourceColumn<T> => ({
  id: 'remove',
  header: 'Actions',
  cell: (member) => (
    <Button
      variant="minimal"
      text="Remove"
      aria-label={`Remove ${member.name}`}
      onClick={() => void remove(member.id)}
    />
  ),
});

/** An offering with its products and plans; subscribing an account starts here. */
export function OfferingDetailPage() {
  const { id = '' } = useParams();
  const subscribeDialog = useUrlDialog('subscribe');
  const editDialog = useUrlDialog('edit-offering');
  const policyDialog = useUrlDialog('proration-policy');
  const replaceDialog = useUrlDialog('replace-products');
  const openCreated = useOpenCreated();
  const result = useSubscriptionOfferingDetailsQuery({ variables: { id } });
  const { refetch } = result;
  const members = useOfferingMembers(id, refetch);
  const data = completeData(result);
  const [createSubscription] = useCreateSubscriptionMutation({
    update: (cache) => cache.evict({ id: 'ROOT_QUERY', fieldName: 'customerSubscriptions' }),
  });
  const offering = data?.subscriptionOffering;

  const subscribe = (offeringId: string) => async (values: SubscribeValues) => {
    const { data: created } = await createSubscription({
      variables: {
        input: {
          offeringId,
          accountId: values.accountId,
          planId: values.planId,
          currency: values.currency.trim(),
          name: values.name.trim(),
          email: values.email.trim(),
        },
      },
    });
    const payload = created?.createSubscription;
    return openCreated(payload, payload?.subscription, {
      message: 'Subscription created',
      url: subscriptionUrl,
    });
  };

  return (
    <DetailPage noun="offering" back={BACK} query={result} entity={offering}>
      {(offering) => (
        <>
          <PageHeader
            title={offering.name}
            back={BACK}
            actions={
              <>
                <Button text="Edit offering" onClick={editDialog.open} />
                <Button text="Proration policy" onClick={policyDialog.open} />
                <Button
                  intent="primary"
                  text="Subscribe an account"
                  disabled={offering.plans.length === 0}
                  onClick={subscribeDialog.open}
                />
              </>
            }
          />
          {offering.description && <Text>{offering.description}</Text>}
          <Text>
            {`Proration policy: ${
              offering.prorationPolicyId
                ? (data?.prorationPolicies.items.find((policy) => policy.id === offering.prorationPolicyId)
                    ?.name ?? offering.prorationPolicyId)
                : 'none'
            }`}
          </Text>
          <H4 style={{ marginTop: 16 }}>Products</H4>
          <ResourceTable
            label="Offering products"
            columns={[
              { id: 'name', header: 'Name', cell: (product) => product.name },
              productColumns.sku,
              productColumns.price,
              removeColumn(members.removeProduct),
            ]}
            rows={offering.products}
            rowKey={(product) => product.id}
            emptyState={<NonIdealState title="No products attached" />}
          />
          <AttachProduct attached={offering.products} onAttach={members.attachProduct} />
          <Button text="Replace products" onClick={replaceDialog.open} style={{ marginTop: 8 }} />
          <H4 style={{ marginTop: 16 }}>Plans</H4>
          <ResourceTable
            label="Offering plans"
            columns={[
              { id: 'name', header: 'Name', cell: (plan) => plan.name },
              planColumns.cycle,
              planColumns.price,
              removeColumn(members.removePlan),
            ]}
            rows={offering.plans}
            rowKey={(plan) => plan.id}
            emptyState={<NonIdealState title="No plans attached" description="Subscriptions need a plan." />}
          />
          <AttachPlan attached={offering.plans} onAttach={members.attachPlan} />
          <MembersError message={members.error} />
          {editDialog.isOpen && <EditOfferingDialog offering={offering} onClose={editDialog.close} />}
          {policyDialog.isOpen && (
            <OfferingProrationPolicyDialog offering={offering} onClose={policyDialog.close} />
          )}
          {replaceDialog.isOpen && (
            <ReplaceProductsDialog
              offering={offering}
              productIds={offering.products.map((product) => product.id)}
              onClose={replaceDialog.close}
            />
          )}
          {subscribeDialog.isOpen && (
            <SubscribeDialog
              plans={offering.plans}
              onSubmit={subscribe(offering.id)}
              onClose={subscribeDialog.close}
            />
          )}
        </>
      )}
    </DetailPage>
  );
}
