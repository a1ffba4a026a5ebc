import { useState } from 'react';
import { Button, Callout, Card, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { CogIcon, ResetIcon } from '@blueprintjs/icons';
import { showToast } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FactsTable } from '../../components/detail/FactsTable';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import type { UserErrorLike } from '../../components/form/userErrors';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../graphql/errors';
import {
  useResetStoreSettingsMutation,
  useSettingsPageQuery,
  useUpdateAccountAuthenticationSettingsMutation,
  useUpdateAccountMembershipSettingsMutation,
  useUpdateCartSettingsMutation,
  useUpdateLogsTtlSettingsMutation,
  useUpdateStoreSettingsMutation,
  useUpdateSubscriptionSettingsMutation,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { SettingsForm } from './components/SettingsForm';
import {
  ACCOUNT_AUTHENTICATION_FIELDS,
  ACCOUNT_MEMBERSHIP_FIELDS,
  accountAuthenticationInput,
  accountAuthenticationValues,
  accountMembershipValues,
  CART_FIELDS,
  cartInput,
  cartValues,
  intValue,
  LOGS_TTL_FIELDS,
  logsTtlValues,
  STORE_FIELDS,
  storeInput,
  storeValues,
  SUBSCRIPTION_FIELDS,
  subscriptionInput,
  subscriptionValues,
  type SettingsValues,
} from './settingsForms';
import './settings.css';

/** A section mutation's payload as the form wants it: errors, or the saved values and a toast. */
function saved<TSettings>(
  payload: { settings?: TSettings | null; userErrors: readonly UserErrorLike[] } | undefined,
  toValues: (settings: TSettings) => SettingsValues,
  success: string,
): MutationFormResult<SettingsValues> {
  return payloadResult(payload, { success, saved: (present) => present.settings, savedValues: toValues });
}

/** The store's settings: a card per section, each its own form; the store settings can be reset. */
export function SettingsPage() {
  const result = useSettingsPageQuery({ fetchPolicy: 'cache-and-network' });
  const { error, loading, refetch } = result;
  const data = completeData(result);
  const [updateStore] = useUpdateStoreSettingsMutation();
  const [resetStore, { loading: resetting }] = useResetStoreSettingsMutation();
  const [updateLogsTtl] = useUpdateLogsTtlSettingsMutation();
  const [updateCart] = useUpdateCartSettingsMutation();
  const [updateSubscriptions] = useUpdateSubscriptionSettingsMutation();
  const [updateAccountAuthentication] = useUpdateAccountAuthenticationSettingsMutation();
  const [updateAccountMembership] = useUpdateAccountMembershipSettingsMutation();
  const [confirmReset, setConfirmReset] = useState(false);
  // Bumped after a reset so the store form starts again from the defaults.
  const [storeFormKey, setStoreFormKey] = useState(0);

  const settings = data?.settings;
  if (!settings) {
    return (
      <>
        <PageHeader title="Settings" />
        {error ? (
          <Callout intent="danger" title="Could not load the settings" role="alert">
            {errorMessage(error)}
          </Callout>
        ) : loading ? (
          <Spinner aria-label="Loading settings" />
        ) : (
          <NonIdealState icon={nonIdealStateIcon(CogIcon)} title="No settings" />
        )}
      </>
    );
  }

  const reset = async () => {
    try {
      const { data: answer } = await resetStore();
      const payload = answer?.resetStoreSettings;
      if (payload && payload.userErrors.length === 0) {
        showToast('Store settings reset');
        await refetch();
        setStoreFormKey((key) => key + 1);
      } else {
        showToast(payload?.userErrors[0]?.message ?? 'The settings could not be reset', 'danger');
      }
    } catch (failure) {
      showToast(errorMessage(failure), 'danger');
    } finally {
      setConfirmReset(false);
    }
  };

  const { store, promotions, customerAuthentication, accountAuthentication } = settings;
  return (
    <>
      <PageHeader title="Settings" />
      <div className="settings-grid">
        <SettingsForm
          key={storeFormKey}
          title="Store settings"
          fields={STORE_FIELDS}
          defaultValues={storeValues(store)}
          onSubmit={async (values) => {
            const { data: answer } = await updateStore({ variables: { input: storeInput(values) } });
            return saved(answer?.updateStoreSettings, storeValues, 'Store settings saved');
          }}
          actions={
            <Button icon={<ResetIcon />} text="Reset to defaults" onClick={() => setConfirmReset(true)} />
          }
        >
          <Limits
            rows={[
              ['Currencies', store.currencyLimit],
              ['Flow fields', store.fieldLimit],
              ['Integrations', store.integrationLimit],
              ['Events per integration', store.eventLimit],
              ['Filter conditions', store.filterLimit],
              ['Tax items per cart item', store.taxItemLimit],
              ['Largest list offset', store.pageOffsetLimit],
            ]}
          />
        </SettingsForm>
        <SettingsForm
          title="Personal data logs"
          description="How long the store keeps logs of changes to personal data."
          fields={LOGS_TTL_FIELDS}
          defaultValues={logsTtlValues(settings.logsTtl)}
          onSubmit={async (values) => {
            const { data: answer } = await updateLogsTtl({
              variables: { input: { days: intValue(values, 'days') } },
            });
            return saved(answer?.updateLogsTtlSettings, logsTtlValues, 'Log retention saved');
          }}
        />
        <SettingsForm
          title="Cart settings"
          fields={CART_FIELDS}
          defaultValues={cartValues(settings.cart)}
          onSubmit={async (values) => {
            const { data: answer } = await updateCart({ variables: { input: cartInput(values) } });
            return saved(answer?.updateCartSettings, cartValues, 'Cart settings saved');
          }}
        />
        <SettingsForm
          title="Subscription settings"
          fields={SUBSCRIPTION_FIELDS}
          defaultValues={subscriptionValues(settings.subscriptions)}
          onSubmit={async (values) => {
            const { data: answer } = await updateSubscriptions({
              variables: { input: subscriptionInput(values) },
            });
            return saved(
              answer?.updateSubscriptionSettings,
              subscriptionValues,
              'Subscription settings saved',
            );
          }}
        />
        <SettingsForm
          title="Account authentication"
          fields={ACCOUNT_AUTHENTICATION_FIELDS}
          defaultValues={accountAuthenticationValues(accountAuthentication)}
          onSubmit={async (values) => {
            const { data: answer } = await updateAccountAuthentication({
              variables: { input: accountAuthenticationInput(values) },
            });
            return saved(
              answer?.updateAccountAuthenticationSettings,
              accountAuthenticationValues,
              'Account authentication saved',
            );
          }}
        >
          <Limits
            rows={[
              ['Realm', accountAuthentication.realmId],
              ['Client id', accountAuthentication.clientId],
            ]}
          />
        </SettingsForm>
        <SettingsForm
          title="Account membership"
          fields={ACCOUNT_MEMBERSHIP_FIELDS}
          defaultValues={accountMembershipValues(settings.accountMembership)}
          onSubmit={async (values) => {
            const { data: answer } = await updateAccountMembership({
              variables: { input: { membershipLimit: intValue(values, 'membershipLimit') } },
            });
            return saved(
              answer?.updateAccountMembershipSettings,
              accountMembershipValues,
              'Membership settings saved',
            );
          }}
        />
        <ReadOnlyCard
          title="Promotions"
          rows={[
            ['Promotions allowed', promotions.promotionsLimit],
            ['Codes per promotion', promotions.promotionCodesLimit],
            ['Carts use rule promotions', promotions.useRulePromotions ? 'Yes' : 'No'],
          ]}
        />
        <ReadOnlyCard
          title="Customer authentication"
          rows={[
            ['Realm', customerAuthentication.realmId],
            ['Client id', customerAuthentication.clientId],
          ]}
        />
      </div>
      <ConfirmDialog
        isOpen={confirmReset}
        confirmText="Reset"
        icon={<ResetIcon />}
        intent="warning"
        busy={resetting}
        onConfirm={() => void reset()}
        onCancel={() => setConfirmReset(false)}
      >
        Reset the store settings to the provider&apos;s defaults?
      </ConfirmDialog>
    </>
  );
}

type Row = readonly [string, string | number | null | undefined];

/** Read-only facts as a small two-column table. */
function Limits({ rows, label = 'Limits' }: { rows: readonly Row[]; label?: string }) {
  return (
    <FactsTable
      className="settings-facts"
      label={label}
      rows={rows.map(([name, value]): readonly [string, string | number] => [name, value ?? '—'])}
    />
  );
}

function ReadOnlyCard({ title, rows }: { title: string; rows: readonly Row[] }) {
  return (
    <Card className="settings-card">
      <H4>{title}</H4>
      <p className="settings-card__description">Read only.</p>
      <Limits rows={rows} label={title} />
    </Card>
  );
}
