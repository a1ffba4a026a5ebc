import { otherStore, useTestSandbox } from '../core/test-support';

interface Gateway {
  type: string;
  slug: string;
  name: string;
  enabled: boolean;
  test?: boolean;
  login?: string;
  [field: string]: unknown;
}

const api = useTestSandbox<unknown, { data: Gateway }>();
const { get, send } = api;

describe('/v2/gateways', () => {
  it('has the provider’s gateways with only manual enabled', async () => {
    const response = await get<{ data: Gateway[] }>('/v2/gateways');
    expect(response.status).toBe(200);
    const enabled = Object.fromEntries(response.body.data.map((gateway) => [gateway.slug, gateway.enabled]));
    expect(enabled).toMatchObject({
      manual: true,
      stripe: false,
      braintree: false,
      paypal_express_checkout: false,
      adyen: false,
      authorize_net: false,
      card_connect: false,
      cyber_source: false,
    });
    const adyen = await get<{ data: Gateway }>('/v2/gateways/adyen');
    expect(adyen.body.data).toEqual({
      type: 'gateway',
      name: 'Adyen',
      slug: 'adyen',
      enabled: false,
      test: false,
    });
    expect((await get('/v2/gateways/bitcoin')).status).toBe(404);
  });

  it('enables a gateway only with its required credentials and keeps them', async () => {
    const missing = await send('PUT', '/v2/gateways/authorize_net', {
      data: { enabled: true, login: 'api-login' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.map((error) => error.source?.pointer)).toEqual(['/data/password']);

    const updated = await send('PUT', '/v2/gateways/authorize_net', {
      data: { type: 'gateway', enabled: true, login: 'api-login', password: 'txn-key', test: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      enabled: true,
      test: true,
      login: 'api-login',
      password: 'txn-key',
    });
    // Later updates change only what they name.
    const disabled = await send('PUT', '/v2/gateways/authorize_net', { data: { enabled: false } });
    expect(disabled.body.data).toMatchObject({ enabled: false, test: true, login: 'api-login' });
    expect((await get<{ data: Gateway }>('/v2/gateways/authorize_net')).body.data.enabled).toBe(false);

    const badFlag = await send('PUT', '/v2/gateways/manual', { data: { enabled: 'yes' } });
    expect(badFlag.body.errors[0]?.source).toEqual({ pointer: '/data/enabled' });
    const badType = await send('PUT', '/v2/gateways/manual', { data: { type: 'order', enabled: false } });
    expect(badType.status).toBe(422);
    expect((await send('PUT', '/v2/gateways/nope', { data: { enabled: true } })).status).toBe(404);
  });

  it('keeps gateway settings per store', async () => {
    await send('PUT', '/v2/gateways/stripe', { data: { enabled: true, login: 'sk_test_demo' } });
    const other = await otherStore(api.sandbox, 'Gateways elsewhere');
    const response = await other.call<{ data: Gateway }>('GET', '/v2/gateways/stripe');
    expect(response.body.data).toMatchObject({
      slug: 'stripe',
      enabled: false,
    });
  });

  it('describes a gateway’s configurable attributes', async () => {
    const response = await get<{ data: { attributes: { name: string; required: boolean }[] } }>(
      '/v2/gateways/braintree/attributes',
    );
    expect(response.status).toBe(200);
    const required = response.body.data.attributes
      .filter((attribute) => attribute.required)
      .map((a) => a.name);
    expect(required).toEqual(['merchant_id', 'private_key', 'public_key']);
  });

  it('creates onboarding links, Stripe customers and invoices for Stripe gateways only', async () => {
    const path = '/v2/gateways/elastic_path_payments_stripe';
    const noUrl = await send('POST', `${path}/onboarding-links`, { data: { test: true } });
    expect(noUrl.status).toBe(422);
    expect(noUrl.body.errors[0]?.source).toEqual({ pointer: '/data/return_url' });
    const link = await send<{ data: { url: string; test: boolean } }>('POST', `${path}/onboarding-links`, {
      data: { test: true, return_url: 'https://admin.example.com/gateways' },
    });
    expect(link.status).toBe(201);
    expect(link.body.data.test).toBe(true);
    expect(new URL(link.body.data.url).searchParams.get('return_url')).toBe(
      'https://admin.example.com/gateways',
    );
    const manual = await send('POST', '/v2/gateways/manual/onboarding-links', {
      data: { return_url: 'https://admin.example.com' },
    });
    expect(manual.status).toBe(422);

    const customer = await send<{ data: { id: string; account?: string } }>(
      'POST',
      `${path}/stripe_customers`,
      {
        data: {},
        options: { account: 'acct_123' },
      },
    );
    expect(customer.status).toBe(201);
    expect(customer.body.data).toMatchObject({ account: 'acct_123' });
    expect(customer.body.data.id).toMatch(/^cus_[0-9a-f]{24}$/);
    const noCustomer = await send('POST', `${path}/stripe_invoices`, { data: {} });
    expect(noCustomer.body.errors[0]?.source).toEqual({ pointer: '/data/customer_id' });
    const invoice = await send<{ data: { id: string; customer_id: string } }>(
      'POST',
      `${path}/stripe_invoices`,
      {
        data: { customer_id: customer.body.data.id },
      },
    );
    expect(invoice.status).toBe(201);
    expect(invoice.body.data).toMatchObject({ customer_id: customer.body.data.id });
    expect(invoice.body.data.id).toMatch(/^in_[0-9a-f]{24}$/);
  });
});
