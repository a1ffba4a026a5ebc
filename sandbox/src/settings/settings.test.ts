import { otherStore, request, useTestSandbox, type ErrorBody } from '../core/test-support';

type Settings = Record<string, unknown>;

const api = useTestSandbox();

const get = (path: string) =>
  request<{ data: Settings; meta?: Settings } & ErrorBody>(api.sandbox, path, { token: api.token });
const put = (path: string, data: Settings) =>
  request<{ data: Settings } & ErrorBody>(api.sandbox, path, {
    method: 'PUT',
    token: api.token,
    json: { data },
  });
const pointers = (body: ErrorBody) => body.errors.map((error) => error.source?.pointer);

describe('project settings', () => {
  it('answers the documented defaults and read-only limits when never set', async () => {
    const response = await get('/v2/settings');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: 'settings',
      page_length: 25,
      list_child_products: false,
      additional_languages: [],
      calculation_method: 'line',
      currency_limit: 10,
      page_offset_limit: 10000,
    });
    expect(response.body.meta).toEqual({ owner: 'store' });
  });

  it('merges an update, ignores read-only limits, reports every invalid field, and DELETE resets', async () => {
    const updated = await put('/v2/settings', {
      type: 'settings',
      page_length: 50,
      additional_languages: ['fr', 'de'],
      currency_limit: 99,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      page_length: 50,
      additional_languages: ['fr', 'de'],
      currency_limit: 10,
    });
    expect((await get('/v2/settings')).body.data).toMatchObject({
      page_length: 50,
      calculation_method: 'line',
    });

    const invalid = await put('/v2/settings', {
      type: 'settings',
      page_length: 101,
      calculation_method: 'rounded',
      additional_languages: ['french'],
      address_mandatory_fields: ['shoe_size'],
    });
    expect(invalid.status).toBe(422);
    expect(pointers(invalid.body).sort()).toEqual([
      '/data/additional_languages',
      '/data/address_mandatory_fields',
      '/data/calculation_method',
      '/data/page_length',
    ]);
    expect((await put('/v2/settings', { type: 'setting', page_length: 10 })).status).toBe(422);

    const reset = await request(api.sandbox, '/v2/settings', { method: 'DELETE', token: api.token });
    expect(reset.status).toBe(204);
    expect((await get('/v2/settings')).body.data).toMatchObject({
      page_length: 25,
      additional_languages: [],
    });
  });
});

describe('settings sub-documents', () => {
  it('logs-ttl defaults to 7 days for a development store and accepts 1 to 365', async () => {
    expect((await get('/v2/settings/logs-ttl')).body.data).toEqual({ type: 'time_to_live', days: 7 });
    const tooLong = await put('/v2/settings/logs-ttl', { type: 'time_to_live', days: 366 });
    expect(tooLong.status).toBe(422);
    expect(pointers(tooLong.body)).toEqual(['/data/days']);
    expect((await put('/v2/settings/logs-ttl', { type: 'time_to_live', days: 0 })).status).toBe(422);
    expect((await put('/v2/settings/logs-ttl', { type: 'time_to_live', days: 30 })).body.data).toEqual({
      type: 'time_to_live',
      days: 30,
    });
  });

  it('cart settings refuse custom discounts together with rule promotions', async () => {
    expect((await get('/v2/settings/cart')).body.data).toEqual({
      type: 'settings',
      cart_expiry_days: 7,
      discounts: { custom_discounts_enabled: false, use_rule_promotions: false },
    });
    const rules = await put('/v2/settings/cart', {
      type: 'settings',
      discounts: { use_rule_promotions: true },
    });
    expect(rules.body.data).toMatchObject({ discounts: { use_rule_promotions: true } });
    const both = await put('/v2/settings/cart', {
      type: 'settings',
      discounts: { custom_discounts_enabled: true },
    });
    expect(both.status).toBe(422);
    expect(both.body.errors[0]).toMatchObject({
      title: 'Cannot use both discounts together',
      source: { pointer: '/data/discounts' },
    });
    const expiry = await put('/v2/settings/cart', { type: 'settings', cart_expiry_days: 400 });
    expect(pointers(expiry.body)).toEqual(['/data/cart_expiry_days']);
    // Promotions settings reflect the cart's rule-promotions switch.
    expect((await get('/v2/settings/promotions')).body.data).toMatchObject({
      use_rule_promotions: true,
      promotions_limit: 1000,
    });
  });

  it('account authentication and membership validate their fields', async () => {
    const auth = await get('/v2/settings/account-authentication');
    expect(auth.body.data).toMatchObject({
      type: 'account_authentication_settings',
      enable_self_signup: false,
      account_member_self_management: 'disabled',
      account_management_authentication_token_timeout_secs: 86400,
      meta: { client_id: 'account-management' },
    });
    const bad = await put('/v2/settings/account-authentication', {
      type: 'account_authentication_settings',
      account_member_self_management: 'everything',
      enable_self_signup: 'yes',
    });
    expect(pointers(bad.body).sort()).toEqual([
      '/data/account_member_self_management',
      '/data/enable_self_signup',
    ]);
    const good = await put('/v2/settings/account-authentication', {
      type: 'account_authentication_settings',
      enable_self_signup: true,
    });
    expect(good.body.data).toMatchObject({
      enable_self_signup: true,
      account_member_self_management: 'disabled',
    });

    expect((await get('/v2/settings/account-membership')).body.data).toEqual({
      type: 'account_membership_setting',
      membership_limit: 1000,
    });
    const over = await put('/v2/settings/account-membership', {
      type: 'account_membership_setting',
      membership_limit: 10001,
    });
    expect(pointers(over.body)).toEqual(['/data/membership_limit']);
  });

  it('customer authentication reports a stable realm; subscriptions validate their timezone', async () => {
    const first = await get('/v2/settings/customer-authentication');
    const second = await get('/v2/settings/customer-authentication');
    expect(first.body.data).toMatchObject({ type: 'customer_authentication_settings' });
    expect(first.body.data).toEqual(second.body.data);
    expect((await put('/v2/settings/customer-authentication', { type: 'x' })).status).toBe(404);

    expect((await get('/v2/settings/subscriptions')).body.data).toMatchObject({ timezone: 'UTC' });
    const bad = await put('/v2/settings/subscriptions', {
      type: 'subscription_settings',
      timezone: 'moon time',
    });
    expect(pointers(bad.body)).toEqual(['/data/timezone']);
    const good = await put('/v2/settings/subscriptions', {
      type: 'subscription_settings',
      timezone: 'Europe/Paris',
    });
    expect(good.body.data).toMatchObject({ timezone: 'Europe/Paris', invoice_due_days: 7 });
  });
});

describe('settings per store', () => {
  it('keeps each store its own settings, and a production store keeps logs for a year', async () => {
    const other = await otherStore(api.sandbox, 'Second store');
    const inStore = async (path: string, init: { method?: string; json?: unknown } = {}) =>
      (await other.call<{ data: Settings }>(init.method ?? 'GET', path, init.json)).body;
    await put('/v2/settings/account-membership', { type: 'account_membership_setting', membership_limit: 5 });
    expect((await inStore('/v2/settings/account-membership')).data.membership_limit).toBe(1000);
    await inStore(`/v2/stores/${other.id}`, {
      method: 'PUT',
      json: { data: { type: 'store', store_tier: 'production' } },
    });
    expect((await inStore('/v2/settings/logs-ttl')).data.days).toBe(365);
    expect((await get('/v2/settings/account-membership')).body.data.membership_limit).toBe(5);
  });
});
