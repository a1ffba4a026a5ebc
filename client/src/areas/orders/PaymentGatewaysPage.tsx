import { useState } from 'react';
import { Button, Callout, NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import { CreditCardIcon } from '@blueprintjs/icons';
import { showToast } from '../../app/toaster';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../graphql/errors';
import {
  usePaymentGatewaysQuery,
  useUpdatePaymentGatewayMutation,
  type PaymentGatewaysQuery,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { OrdersNav } from './components/OrdersNav';
import './orders.css';
import { requirePayload } from '../../components/form/useMutationForm';
import { useUrlItemDialog } from '../../components/useUrlItemDialog';
import { GatewayDetailsDialog } from './components/GatewayDetailsDialog';

type Gateway = PaymentGatewaysQuery['paymentGateways'][number];

/**
 * `/orders/gateways`: the store's payment gateways, each switched on or off in place; a gateway's
 * details (its fields, and Stripe onboarding, customers and invoices) open in a dialog kept in the URL.
 */
export function PaymentGatewaysPage() {
  const result = usePaymentGatewaysQuery({ fetchPolicy: 'cache-and-network' });
  const gateways = completeData(result)?.paymentGateways;
  // Gateways have no id for the cache to match on (the slug is their key): read the list again.
  const [updateGateway] = useUpdatePaymentGatewayMutation({
    refetchQueries: ['PaymentGateways'],
    awaitRefetchQueries: true,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const details = useUrlItemDialog('gateway-details', 'gateway');
  const detailed = gateways?.find((gateway) => gateway.slug === details.itemId);
  /** The refusal of the last change, by gateway slug, shown in that gateway's row. */
  const [rowErrors, setRowErrors] = useState<Record<string, string[]>>({});

  const toggle = async (slug: string, name: string, enabled: boolean) => {
    setBusy(slug);
    setRowErrors((errors) => ({ ...errors, [slug]: [] }));
    try {
      const { data } = await updateGateway({ variables: { slug, input: { enabled } } });
      const payload = requirePayload(data?.updatePaymentGateway);
      setRowErrors((errors) => ({ ...errors, [slug]: payload.userErrors.map((error) => error.message) }));
      if (payload.userErrors.length === 0) showToast(`${name} ${enabled ? 'enabled' : 'disabled'}`);
    } catch (error) {
      setRowErrors((errors) => ({ ...errors, [slug]: [errorMessage(error)] }));
    } finally {
      setBusy(null);
    }
  };

  const columns: readonly ResourceColumn<Gateway>[] = [
    { id: 'gateway', header: 'Gateway', cell: (gateway) => gateway.name },
    { id: 'slug', header: 'Slug', cell: (gateway) => <code>{gateway.slug}</code> },
    {
      id: 'test',
      header: 'Test mode',
      cell: (gateway) => (gateway.test === null ? '—' : gateway.test ? 'On' : 'Off'),
    },
    {
      id: 'enabled',
      header: 'Enabled',
      wrap: true,
      cell: (gateway) => (
        <>
          <Switch
            label={`${gateway.name} enabled`}
            checked={gateway.enabled}
            disabled={busy !== null}
            onChange={(event) => void toggle(gateway.slug, gateway.name, event.currentTarget.checked)}
          />
          {(rowErrors[gateway.slug] ?? []).map((message) => (
            <Callout key={message} intent="danger" compact role="alert">
              {message}
            </Callout>
          ))}
        </>
      ),
    },
    {
      id: 'details',
      header: 'Details',
      cell: (gateway) => (
        <Button
          variant="minimal"
          text="Details"
          aria-label={`${gateway.name} details`}
          onClick={() => details.open(gateway.slug)}
        />
      ),
    },
  ];

  return (
    <>
      <OrdersNav />
      <PageHeader title="Payment gateways" />
      <p>
        The manual gateway records payments taken outside the store (cash, bank transfer). Other gateways need
        their credentials before they can be enabled.
      </p>
      {result.error && !gateways && (
        <Callout intent="danger" title="Could not load payment gateways" role="alert">
          {errorMessage(result.error)}
        </Callout>
      )}
      {!gateways && !result.error && <Spinner aria-label="Loading payment gateways" />}
      {gateways && gateways.length === 0 && (
        <NonIdealState icon={nonIdealStateIcon(CreditCardIcon)} title="No payment gateways" />
      )}
      {gateways && gateways.length > 0 && (
        <ResourceTable
          label="Payment gateways"
          columns={columns}
          rows={gateways}
          rowKey={(gateway) => gateway.slug}
        />
      )}
      {detailed && <GatewayDetailsDialog slug={detailed.slug} name={detailed.name} onClose={details.close} />}
    </>
  );
}
