import { Button, Callout, H4, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { showToast } from '../../app/toaster';
import { ResourceTable } from '../../components/list/ResourceTable';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { PageHeader } from '../../components/PageHeader';
import {
  useChangeSubscriptionStateMutation,
  useCustomerSubscriptionDetailsQuery,
  type SubscriptionAction,
} from '../../graphql/generated';
import { formatDateTime } from '../../format/dates';
import { ACTION_LABEL, billingCycle, STATE_INTENT, STATE_LABEL } from './format';
import { INVOICE_COLUMNS } from './InvoiceTable';
import { offeringUrl, subscriptionListUrl } from './urls';
import { requirePayload } from '../../components/form/useMutationForm';

const BACK = { to: subscriptionListUrl(), label: 'Subscriptions' };

/** One subscription: its plan, invoices with payments, and the state changes it allows now. */
export function SubscriptionDetailPage() {
  const { id = '' } = useParams();
  const result = useCustomerSubscriptionDetailsQuery({ variables: { id } });
  const { loading, error, refetch } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const [changeState, { loading: changing }] = useChangeSubscriptionStateMutation();
  const [actionError, setActionError] = useState<string | null>(null);
  const subscription = data?.customerSubscription;

  if (loading && !data) return <Spinner className="page-spinner" />;
  if (error && !data) {
    return (
      <Callout intent="danger" title="The subscription could not be loaded">
        {error.message}
      </Callout>
    );
  }
  if (!subscription) {
    return (
      <NonIdealState
        icon={nonIdealStateIcon(SearchIcon)}
        title="Subscription not found"
        action={<Link to={subscriptionListUrl()}>Back to subscriptions</Link>}
      />
    );
  }

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

  const plan = subscription.plan;
  return (
    <>
      <PageHeader
        title={subscription.name}
        back={BACK}
        actions={subscription.availableActions.map((action) => (
          <Button
            key={action}
            text={ACTION_LABEL[action]}
            intent={action === 'CANCEL' ? 'danger' : 'none'}
            disabled={changing}
            onClick={() => void run(action)}
          />
        ))}
      />
      {actionError && (
        <Callout intent="danger" title="The state could not be changed">
          {actionError}
        </Callout>
      )}
      <HTMLTable compact aria-label="Subscription details">
        <tbody>
          <tr>
            <th>State</th>
            <td>
              <Tag intent={STATE_INTENT[subscription.state]}>{STATE_LABEL[subscription.state]}</Tag>
            </td>
          </tr>
          <tr>
            <th>Email</th>
            <td>{subscription.email}</td>
          </tr>
          <tr>
            <th>Offering</th>
            <td>
              {subscription.offeringId ? (
                <Link to={offeringUrl(subscription.offeringId)}>
                  {subscription.offeringName ?? 'Offering'}
                </Link>
              ) : (
                '—'
              )}
            </td>
          </tr>
          <tr>
            <th>Plan</th>
            <td>
              {plan
                ? `${plan.name} · ${billingCycle(plan.billingIntervalType, plan.billingFrequency)} · ${plan.planLength} cycles`
                : '—'}
            </td>
          </tr>
          <tr>
            <th>Currency</th>
            <td>{subscription.currency}</td>
          </tr>
          <tr>
            <th>Next billing period</th>
            <td>{formatDateTime(subscription.invoiceAfter)}</td>
          </tr>
          <tr>
            <th>Created</th>
            <td>{formatDateTime(subscription.createdAt)}</td>
          </tr>
        </tbody>
      </HTMLTable>
      <H4 style={{ marginTop: 20 }}>Invoices</H4>
      <ResourceTable
        label="Invoices"
        columns={INVOICE_COLUMNS}
        rows={subscription.invoices.items}
        rowKey={(invoice) => invoice.id}
        emptyState={<NonIdealState title="No invoices yet" description="Billing runs add invoices here." />}
      />
    </>
  );
}
