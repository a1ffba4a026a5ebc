import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testConfig } from '../../test/harness';
import { ProviderClient, type ProviderCallerOptions, type RequestOptions } from './client';
import type { ProviderConfig } from './config';
import { betaFeaturesFor, HEADER, SDK_LANGUAGE, SDK_VERSION } from './headers';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

/** Sends one call and answers the headers the provider saw. */
async function headersSent(
  caller: ProviderCallerOptions,
  options: RequestOptions = {},
  path = 'v2/thing',
  config: Partial<ProviderConfig> = {},
): Promise<Headers> {
  let seen: Headers | undefined;
  provider.use(
    http.all(`${PROVIDER}/${path}`, ({ request }) => {
      seen = request.headers;
      return HttpResponse.json({ data: {} });
    }),
  );
  await new ProviderClient({ ...testConfig().provider, ...config }, caller).post(path, options);
  if (!seen) throw new Error('no request reached the provider');
  return seen;
}

describe('request headers', () => {
  it('always sends the SDK language and version and the application', async () => {
    const headers = await headersSent({});
    expect(headers.get(HEADER.sdkLanguage)).toBe(SDK_LANGUAGE);
    expect(headers.get(HEADER.sdkVersion)).toBe(SDK_VERSION);
    expect(headers.get(HEADER.application)).toBe('test');
    expect(headers.get('authorization')).toBeNull();
  });

  it("sends the bearer, store, currency and language, and a call's customer and account-management tokens", async () => {
    const headers = await headersSent(
      { token: 'seller', storeId: 'store-1', currency: 'EUR', language: 'fr' },
      { headers: { [HEADER.customerToken]: 'customer-jwt', [HEADER.accountManagementToken]: 'member-jwt' } },
    );
    expect(headers.get('authorization')).toBe('Bearer seller');
    expect(headers.get('x-moltin-auth-store')).toBe('store-1');
    expect(headers.get('x-moltin-currency')).toBe('EUR');
    expect(headers.get('x-moltin-language')).toBe('fr');
    expect(headers.get('x-moltin-customer-token')).toBe('customer-jwt');
    expect(headers.get('ep-account-management-authentication-token')).toBe('member-jwt');
  });

  it('takes currency, language and store from the configuration when the caller has none', async () => {
    const headers = await headersSent({}, {}, 'v2/thing', { currency: 'USD', language: 'en', storeId: 's0' });
    expect(headers.get('x-moltin-currency')).toBe('USD');
    expect(headers.get('x-moltin-language')).toBe('en');
    expect(headers.get('x-moltin-auth-store')).toBe('s0');
  });

  it('adds the JWT-auth header for token sessions only', async () => {
    expect((await headersSent({ token: 'a.b.c', jwtAuth: true })).get(HEADER.jwtAuth)).toBe('true');
    expect((await headersSent({ token: 'opaque' })).get(HEADER.jwtAuth)).toBeNull();
    expect(
      (await headersSent({ token: 'a.b.c', jwtAuth: true }, { anonymous: true })).get(HEADER.jwtAuth),
    ).toBeNull();
  });

  it('in preview mode sends the organization and store headers, preferring the organization store id', async () => {
    const preview = await headersSent({
      preview: true,
      organizationId: 'org-1',
      storeId: 'store-1',
      organizationStoreId: 'org-store-1',
    });
    expect(preview.get(HEADER.organization)).toBe('org-1');
    expect(preview.get(HEADER.store)).toBe('org-store-1');
    const withoutOrgStore = await headersSent({ preview: true, organizationId: 'org-1', storeId: 'store-1' });
    expect(withoutOrgStore.get(HEADER.store)).toBe('store-1');
    const notPreview = await headersSent({ organizationId: 'org-1', organizationStoreId: 'org-store-1' });
    expect(notPreview.get(HEADER.organization)).toBeNull();
    expect(notPreview.get(HEADER.store)).toBeNull();
  });

  it('announces the beta features of account-management, account-authentication-settings and personal-data calls', async () => {
    expect((await headersSent({}, {}, 'v2/accounts')).get(HEADER.betaFeatures)).toBe('account-management');
    expect((await headersSent({}, {}, 'v2/settings/account-authentication')).get(HEADER.betaFeatures)).toBe(
      'account-authentication-settings',
    );
    expect((await headersSent({}, {}, 'v2/personal-data/erasure-requests')).get(HEADER.betaFeatures)).toBe(
      'personal-data',
    );
    expect((await headersSent({}, {}, 'pcm/products')).get(HEADER.betaFeatures)).toBeNull();
    expect(betaFeaturesFor('v2/account-members/1/account-memberships')).toEqual(['account-management']);
    expect(betaFeaturesFor('v2/accountsx')).toEqual([]);
  });

  it('sends configured headers after the built-in ones and per-call headers last, whatever their case', async () => {
    const headers = await headersSent({}, { headers: { 'x-moltin-application': 'per-call' } }, 'v2/thing', {
      headers: { 'X-Extra': 'configured', 'X-MOLTIN-APPLICATION': 'configured' },
    });
    expect(headers.get('x-extra')).toBe('configured');
    expect(headers.get('x-moltin-application')).toBe('per-call');
  });

  it('sends no Authorization on anonymous calls (the token endpoint)', async () => {
    expect((await headersSent({ token: 'seller' }, { anonymous: true })).get('authorization')).toBeNull();
  });
});

describe('request bodies', () => {
  it('wraps data in the {data} envelope, with options when given', async () => {
    const bodies: unknown[] = [];
    provider.use(
      http.post(`${PROVIDER}/v2/carts/1/items`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    const client = new ProviderClient(testConfig().provider, { token: 't' });
    await client.post('v2/carts/1/items', { data: { type: 'cart_item', id: 'p', quantity: 1 } });
    await client.post('v2/carts/1/items', {
      data: [{ type: 'cart_item' }],
      envelopeOptions: { add_all_or_nothing: true },
    });
    expect(bodies).toEqual([
      { data: { type: 'cart_item', id: 'p', quantity: 1 } },
      { data: [{ type: 'cart_item' }], options: { add_all_or_nothing: true } },
    ]);
  });

  it('sends JSON with a JSON content type, and form bodies form-encoded', async () => {
    const seen: { type: string | null; text: string }[] = [];
    provider.use(
      http.post(`${PROVIDER}/oauth/access_token`, async ({ request }) => {
        seen.push({ type: request.headers.get('content-type'), text: await request.text() });
        return HttpResponse.json({});
      }),
    );
    const client = new ProviderClient(testConfig().provider);
    await client.post('oauth/access_token', { form: { grant_type: 'password', password: 'a+b c' } });
    await client.post('oauth/access_token', { body: { a: 1 } });
    expect(seen).toEqual([
      { type: 'application/x-www-form-urlencoded', text: 'grant_type=password&password=a%2Bb%20c' },
      { type: 'application/json', text: '{"a":1}' },
    ]);
  });
});
