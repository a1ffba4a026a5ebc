import { useState } from 'react';
import { Button, Card, Classes, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { CogIcon, ResetIcon } from '@blueprintjs/icons';
import { showToast } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FactsTable } from '../../components/detail/FactsTable';
import { LoadError } from '../../components/LoadError';
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
  accountMembershipInput,
  accountMembershipValues,
  CART_FIELDS,
  cartInput,
  cartValues,
  LOGS_TTL_FIELDS,
  logsTtlInput,
  logsTtlValues,
  STORE_FIELDS,
  storeInput,
  storeValues,
  SUBSCRIPTION_FIELDS,
  subscriptionInput,
  subscriptionValues,
} from './settingsForms';
import './settings.css';

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
          <LoadError title="Could not load the settings" error={error} />
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
          settings={store}
          toValues={storeValues}
          toInput={storeInput}
          save={async (input) => (await updateStore({ variables: { input } })).data?.updateStoreSettings}
          success="Store settings saved"
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
          settings={settings.logsTtl}
          toValues={logsTtlValues}
          toInput={logsTtlInput}
          save={async (input) => (await updateLogsTtl({ variables: { input } })).data?.updateLogsTtlSettings}
          success="Log retention saved"
        />
        <SettingsForm
          title="Cart settings"
          fields={CART_FIELDS}
          settings={settings.cart}
          toValues={cartValues}
          toInput={cartInput}
          save={async (input) => (await updateCart({ variables: { input } })).data?.updateCartSettings}
          success="Cart settings saved"
        />
        <SettingsForm
          title="Subscription settings"
          fields={SUBSCRIPTION_FIELDS}
          settings={settings.subscriptions}
          toValues={subscriptionValues}
          toInput={subscriptionInput}
          save={async (input) =>
            (await updateSubscriptions({ variables: { input } })).data?.updateSubscriptionSettings
          }
          success="Subscription settings saved"
        />
        <SettingsForm
          title="Account authentication"
          fields={ACCOUNT_AUTHENTICATION_FIELDS}
          settings={accountAuthentication}
          toValues={accountAuthenticationValues}
          toInput={accountAuthenticationInput}
          save={async (input) =>
            (await updateAccountAuthentication({ variables: { input } })).data
              ?.updateAccountAuthenticationSettings
          }
          success="Account authentication saved"
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
          settings={settings.accountMembership}
          toValues={accountMembershipValues}
          toInput={accountMembershipInput}
          save={async (input) =>
            (await updateAccountMembership({ variables: { input } })).data?.updateAccountMembershipSettings
          }
          success="Membership settings saved"
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
      <p className={Classes.TEXT_MUTED}>Read only.</p>
      <Limits rows={rows} label={title} />
    </Card>
  );
}
