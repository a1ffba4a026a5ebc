import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';
import { settingsFieldFromPointer } from './settings';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const USER_ERRORS = 'userErrors { field message code }';

const invalid = (detail: string, pointer: string) =>
  HttpResponse.json(
    { errors: [{ status: '422', title: 'Failed Validation', detail, source: { pointer } }] },
    { status: 422 },
  );

describe('settings pointers', () => {
  it('names the schema field, the cart discounts one level down', () => {
    expect(settingsFieldFromPointer('/data/page_length')).toEqual(['pageLength']);
    expect(settingsFieldFromPointer('/data/discounts/custom_discounts_enabled')).toEqual([
      'customDiscountsEnabled',
    ]);
    expect(settingsFieldFromPointer('/data/discounts')).toEqual(['useRulePromotions']);
    expect(settingsFieldFromPointer('/data/type')).toBeNull();
    expect(settingsFieldFromPointer('/data')).toBeNull();
    expect(settingsFieldFromPointer(undefined)).toBeNull();
  });
});

describe('settings', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('reads only the sections asked for, mapping provider members and enums', async () => {
    const asked: string[] = [];
    provider.use(
      http.get(`${PROVIDER}/v2/settings`, () => {
        asked.push('store');
        return HttpResponse.json({
          data: {
            type: 'settings',
            page_length: 40,
            list_child_products: true,
            additional_languages: ['fr'],
            calculation_method: 'simple',
            address_mandatory_fields: ['line_1'],
            currency_limit: 10,
          },
        });
      }),
      http.get(`${PROVIDER}/v2/settings/cart`, () => {
        asked.push('cart');
        return HttpResponse.json({
          data: {
            type: 'settings',
            cart_expiry_days: 3,
            discounts: { custom_discounts_enabled: false, use_rule_promotions: true },
          },
        });
      }),
      http.get(`${PROVIDER}/v2/settings/account-authentication`, () => {
        asked.push('account-authentication');
        return HttpResponse.json({
          data: {
            id: 'aas-1',
            type: 'account_authentication_settings',
            enable_self_signup: true,
            account_member_self_management: 'update_only',
            account_management_authentication_token_timeout_secs: 600,
            relationships: {
              authentication_realm: { data: { id: 'realm-1', type: 'authentication_realm' } },
            },
            meta: { client_id: 'account-management' },
          },
        });
      }),
    );
    const result = await gateway.execute(`{ settings {
      store { pageLength listChildProducts additionalLanguages calculationMethod addressMandatoryFields currencyLimit }
      cart { cartExpiryDays customDiscountsEnabled useRulePromotions }
      accountAuthentication { enableSelfSignup accountMemberSelfManagement accountManagementAuthenticationTokenTimeoutSecs realmId clientId }
    } }`);
    expect(result.errors).toBeUndefined();
    expect(asked.sort()).toEqual(['account-authentication', 'cart', 'store']);
    expect(result.data?.settings).toEqual({
      store: {
        pageLength: 40,
        listChildProducts: true,
        additionalLanguages: ['fr'],
        calculationMethod: 'SIMPLE',
        addressMandatoryFields: ['line_1'],
        currencyLimit: 10,
      },
      cart: { cartExpiryDays: 3, customDiscountsEnabled: false, useRulePromotions: true },
      accountAuthentication: {
        enableSelfSignup: true,
        accountMemberSelfManagement: 'UPDATE_ONLY',
        accountManagementAuthenticationTokenTimeoutSecs: 600,
        realmId: 'realm-1',
        clientId: 'account-management',
      },
    });
  });

  it('sends only the changed store fields, and turns a 422 into a userError on the field', async () => {
    let sent: unknown;
    provider.use(
      http.put(`${PROVIDER}/v2/settings`, async ({ request }) => {
        sent = await request.json();
        return invalid('page_length must be an integer between 1 and 100', '/data/page_length');
      }),
    );
    const result = await gateway.execute(
      `mutation { updateStoreSettings(input: { pageLength: 500, calculationMethod: SIMPLE }) {
        settings { pageLength } ${USER_ERRORS} } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(sent).toEqual({ data: { type: 'settings', page_length: 500, calculation_method: 'simple' } });
    expect(result.data?.updateStoreSettings).toEqual({
      settings: null,
      userErrors: [
        {
          field: ['pageLength'],
          message: 'page_length must be an integer between 1 and 100',
          code: 'INVALID',
        },
      ],
    });
  });

  it('nests the cart discounts and points a discount conflict at the rule promotions switch', async () => {
    let sent: unknown;
    provider.use(
      http.put(`${PROVIDER}/v2/settings/cart`, async ({ request }) => {
        sent = await request.json();
        return invalid('Only one discount setting can be set to true at a time.', '/data/discounts');
      }),
    );
    const result = await gateway.execute(
      `mutation { updateCartSettings(input: { customDiscountsEnabled: true, useRulePromotions: true }) {
        settings { cartExpiryDays } ${USER_ERRORS} } }`,
    );
    expect(sent).toEqual({
      data: { type: 'settings', discounts: { custom_discounts_enabled: true, use_rule_promotions: true } },
    });
    expect(result.data?.updateCartSettings).toEqual({
      settings: null,
      userErrors: [
        {
          field: ['useRulePromotions'],
          message: 'Only one discount setting can be set to true at a time.',
          code: 'INVALID',
        },
      ],
    });
  });

  it('resets the store settings with DELETE and reads the defaults back', async () => {
    let deleted = false;
    provider.use(
      http.delete(`${PROVIDER}/v2/settings`, () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${PROVIDER}/v2/settings`, () =>
        HttpResponse.json({ data: { type: 'settings', page_length: 25 } }),
      ),
    );
    const result = await gateway.execute(
      `mutation { resetStoreSettings { settings { pageLength } ${USER_ERRORS} } }`,
    );
    expect(deleted).toBe(true);
    expect(result.data?.resetStoreSettings).toEqual({ settings: { pageLength: 25 }, userErrors: [] });
  });
});
