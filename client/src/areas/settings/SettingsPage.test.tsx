import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  ResetStoreSettingsMutation,
  SettingsPageQuery,
  UpdateCartSettingsMutation,
  UpdateCartSettingsMutationVariables,
  UpdateStoreSettingsMutation,
  UpdateStoreSettingsMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { userError } from '../../../test/userError';

beforeEach(signInForTest);

const STORE: SettingsPageQuery['settings']['store'] = {
  __typename: 'StoreSettings',
  pageLength: 25,
  listChildProducts: false,
  additionalLanguages: ['fr'],
  calculationMethod: 'LINE',
  addressMandatoryFields: ['first_name', 'line_1'],
  currencyLimit: 10,
  fieldLimit: 100,
  integrationLimit: 100,
  eventLimit: 5,
  filterLimit: 10,
  taxItemLimit: 5,
  pageOffsetLimit: 10000,
};

function settings(store = STORE): SettingsPageQuery {
  return {
    __typename: 'Query',
    settings: {
      __typename: 'Settings',
      store,
      logsTtl: { __typename: 'LogsTtlSettings', days: 7 },
      cart: {
        __typename: 'CartSettings',
        cartExpiryDays: 7,
        customDiscountsEnabled: false,
        useRulePromotions: false,
      },
      subscriptions: { __typename: 'SubscriptionSettings', timezone: 'UTC', invoiceDueDays: 7 },
      promotions: {
        __typename: 'PromotionSettings',
        promotionsLimit: 1000,
        promotionCodesLimit: 1000,
        useRulePromotions: false,
      },
      customerAuthentication: {
        __typename: 'CustomerAuthenticationSettings',
        realmId: 'realm-c',
        clientId: 'customer-authentication',
      },
      accountAuthentication: {
        __typename: 'AccountAuthenticationSettings',
        enableSelfSignup: false,
        autoCreateAccountForAccountMembers: false,
        accountMemberSelfManagement: 'DISABLED',
        accountManagementAuthenticationTokenTimeoutSecs: 86400,
        realmId: 'realm-a',
        clientId: 'account-management',
      },
      accountMembership: { __typename: 'AccountMembershipSettings', membershipLimit: 1000 },
    },
  };
}

describe('settings page', () => {
  it('shows the provider refusal under the page length and keeps what was typed, then saves', async () => {
    const sent: UpdateStoreSettingsMutationVariables[] = [];
    server.use(
      graphql.query<SettingsPageQuery>('SettingsPage', () => HttpResponse.json({ data: settings() })),
      graphql.mutation<UpdateStoreSettingsMutation, UpdateStoreSettingsMutationVariables>(
        'UpdateStoreSettings',
        ({ variables }) => {
          sent.push(variables);
          const refused = variables.input.pageLength === 500;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateStoreSettings: {
                __typename: 'StoreSettingsPayload',
                settings: refused ? null : { ...STORE, pageLength: variables.input.pageLength ?? 25 },
                userErrors: refused
                  ? [userError(['pageLength'], 'page_length must be an integer between 1 and 100')]
                  : [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Store settings' });
    const pageLength = within(form).getByLabelText('Page length');
    expect(pageLength).toHaveValue('25');
    expect(within(form).getByRole('row', { name: /Largest list offset 10000/ })).toBeInTheDocument();

    await user.clear(pageLength);
    await user.type(pageLength, '500');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await within(form).findByText('page_length must be an integer between 1 and 100'),
    ).toBeInTheDocument();
    expect(pageLength).toHaveValue('500');
    expect(pageLength).toHaveAttribute('aria-invalid', 'true');
    expect(sent[0]?.input).toEqual({
      pageLength: 500,
      listChildProducts: false,
      additionalLanguages: ['fr'],
      calculationMethod: 'LINE',
      addressMandatoryFields: ['first_name', 'line_1'],
    });

    await user.clear(pageLength);
    await user.type(pageLength, '40');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Store settings saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(form).queryByText('page_length must be an integer between 1 and 100'),
      ).not.toBeInTheDocument(),
    );
    expect(sent[1]?.input.pageLength).toBe(40);
  });

  it('sends the cart discounts and shows a conflict inline', async () => {
    const sent: UpdateCartSettingsMutationVariables[] = [];
    server.use(
      graphql.query<SettingsPageQuery>('SettingsPage', () => HttpResponse.json({ data: settings() })),
      graphql.mutation<UpdateCartSettingsMutation, UpdateCartSettingsMutationVariables>(
        'UpdateCartSettings',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateCartSettings: {
                __typename: 'CartSettingsPayload',
                settings: null,
                userErrors: [
                  userError(['useRulePromotions'], 'Only one discount setting can be set to true at a time.'),
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Cart settings' });
    await user.click(within(form).getByLabelText('Allow custom discounts'));
    await user.click(within(form).getByLabelText('Use rule promotions'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Only one discount setting can be set to true at a time.'),
    ).toBeInTheDocument();
    expect(sent[0]?.input).toEqual({
      cartExpiryDays: 7,
      customDiscountsEnabled: true,
      useRulePromotions: true,
    });
    expect(within(form).getByLabelText('Use rule promotions')).toBeChecked();
  });

  it('resets the store settings after confirmation and shows the defaults', async () => {
    let reset = false;
    server.use(
      graphql.query<SettingsPageQuery>('SettingsPage', () =>
        HttpResponse.json({ data: settings(reset ? STORE : { ...STORE, pageLength: 60 }) }),
      ),
      graphql.mutation<ResetStoreSettingsMutation>('ResetStoreSettings', () => {
        reset = true;
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            resetStoreSettings: { __typename: 'StoreSettingsPayload', settings: STORE, userErrors: [] },
          },
        });
      }),
    );
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Store settings' });
    expect(within(form).getByLabelText('Page length')).toHaveValue('60');
    await user.click(within(form).getByRole('button', { name: 'Reset to defaults' }));
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Store settings reset')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Store settings' })).getByLabelText('Page length'),
      ).toHaveValue('25'),
    );
  });

  it('says so when the settings cannot be loaded', async () => {
    server.use(
      graphql.query('SettingsPage', () =>
        HttpResponse.json({ errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] }),
      ),
    );
    renderApp('/settings');
    expect(await screen.findByText('Could not load the settings')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Store settings' })).not.toBeInTheDocument();
  });
});
