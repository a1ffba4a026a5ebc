import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testConfig, type GraphQLResult } from '../../test/harness';
import { createContext } from '../context';
import { createGatewayApp } from '../server';
import { storeNameFilter, tierFromProvider, tierToProvider } from './stores';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const config = testConfig();
let graphql: Awaited<ReturnType<typeof createGatewayApp>>['graphql'];
beforeAll(async () => {
  ({ graphql } = await createGatewayApp(config));
});

/** Runs an operation as a seller working in store s-2 of organization o-1 (preview mode). */
async function execute(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult> {
  const answer = await graphql.run(
    { query, variables },
    createContext(config, 'Bearer seller-token', {
      'x-commerce-organization-id': 'o-1',
      'x-commerce-store-id': 's-2',
    }),
  );
  return answer.result as GraphQLResult;
}

const store = (id: string, name: string, tier = 'development') => ({
  id,
  type: 'store',
  name,
  meta: { timestamps: { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z' } },
  relationships: { store_tier: { data: { type: 'store_tier', id: tier } } },
});

describe('stores', () => {
  it('lists with include=store_tier, paging and the like(name,"*text*") filter, as an organization-level call', async () => {
    let seen: Request | undefined;
    provider.use(
      http.get(`${PROVIDER}/v2/stores`, ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({
          data: [store('s-1', 'Berlin Outlet', 'free-trial')],
          included: { store_tiers: [{ id: 'free-trial', type: 'store_tier', name: 'free-trial' }] },
          meta: { page: { limit: 10, offset: 20 }, results: { total: 21 } },
        });
      }),
    );
    const result = await execute(
      `{ stores(filter: { nameContains: "Outlet" }, page: { limit: 10, offset: 20 }) {
        items { id name tier createdAt updatedAt } pageInfo { limit offset total hasNextPage } } }`,
    );
    const url = new URL(seen!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      include: 'store_tier',
      'page[offset]': '20',
      'page[limit]': '10',
      filter: 'like(name,"*Outlet*")',
    });
    expect(seen?.headers.get('authorization')).toBe('Bearer seller-token');
    expect(seen?.headers.get('x-moltin-auth-store')).toBeNull();
    expect(seen?.headers.get('ep-internal-auth-org')).toBeNull();
    expect(result.data?.stores).toEqual({
      items: [
        {
          id: 's-1',
          name: 'Berlin Outlet',
          tier: 'FREE_TRIAL',
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-02T00:00:00.000Z',
        },
      ],
      pageInfo: { limit: 10, offset: 20, total: 21, hasNextPage: false },
    });
  });

  it('creates a store with an optional tier, mapping FREE_TRIAL to free-trial', async () => {
    const bodies: unknown[] = [];
    provider.use(
      http.post(`${PROVIDER}/v2/stores`, async ({ request }) => {
        bodies.push(await request.json());
        expect(new URL(request.url).searchParams.get('include')).toBe('store_tier');
        return HttpResponse.json(
          { data: { ...store('s-9', 'New'), store_tier: 'free-trial' } },
          { status: 201 },
        );
      }),
    );
    const CREATE = `mutation ($input: StoreCreateInput!) { createStore(input: $input) { store { id tier } userErrors { field message } } }`;
    const result = await execute(CREATE, { input: { name: ' New ', tier: 'FREE_TRIAL' } });
    await execute(CREATE, { input: { name: 'Plain' } });
    expect(bodies).toEqual([
      { data: { type: 'store', name: 'New', store_tier: 'free-trial' } },
      { data: { type: 'store', name: 'Plain' } },
    ]);
    expect(result.data?.createStore).toEqual({ store: { id: 's-9', tier: 'FREE_TRIAL' }, userErrors: [] });
  });

  it('turns the provider validation errors into userErrors on the input fields', async () => {
    provider.use(
      http.put(`${PROVIDER}/v2/stores/s-1`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'name is required',
                source: { pointer: '/data/name' },
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const result = await execute(
      `mutation { updateStore(id: "s-1", input: { name: "" }) { store { id } userErrors { field message code } } }`,
    );
    expect(result.data?.updateStore).toEqual({
      store: null,
      userErrors: [{ field: ['name'], message: 'name is required', code: 'INVALID' }],
    });
  });

  it('refuses a tier outside the ten before any call', async () => {
    const result = await execute(
      `mutation { createStore(input: { name: "X", tier: GOLD }) { store { id } } }`,
    );
    expect(result.errors?.[0]?.message).toMatch(/GOLD/);
  });

  it('reads one store (null when absent) and the tier list', async () => {
    provider.use(
      http.get(`${PROVIDER}/v2/stores/s-1`, () =>
        HttpResponse.json({ data: store('s-1', 'Main', 'tier1000') }),
      ),
      http.get(`${PROVIDER}/v2/stores/nope`, () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 }),
      ),
      http.get(`${PROVIDER}/v2/store-tiers`, () =>
        HttpResponse.json({
          data: [
            { id: 'development', type: 'store_tier', name: 'development' },
            { id: 'free-trial', type: 'store_tier', name: 'free-trial' },
            { id: 'mystery', type: 'store_tier', name: 'mystery' },
          ],
        }),
      ),
    );
    const result = await execute(
      `{ a: store(id: "s-1") { name tier } b: store(id: "nope") { name } storeTiers { tier name } }`,
    );
    expect(result.data).toEqual({
      a: { name: 'Main', tier: 'TIER1000' },
      b: null,
      storeTiers: [
        { tier: 'DEVELOPMENT', name: 'development' },
        { tier: 'FREE_TRIAL', name: 'free-trial' },
      ],
    });
  });
});

describe('home store', () => {
  it("names the caller's own store from its merchant realm mapping, read without the preview headers", async () => {
    let seen: Request | undefined;
    provider.use(
      http.get(`${PROVIDER}/v2/merchant-realm-mappings`, ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({
          data: {
            id: 'm-1',
            type: 'merchant-realm-mappings',
            realm_id: 'r-1',
            prefix: null,
            store_id: 's-1',
          },
        });
      }),
    );
    const result = await execute('{ homeStoreId }');
    expect(result.errors).toBeUndefined();
    expect(result.data?.homeStoreId).toBe('s-1');
    expect(seen?.headers.get('authorization')).toBe('Bearer seller-token');
    expect(seen?.headers.get('x-moltin-auth-store')).toBeNull();
    expect(seen?.headers.get('ep-internal-auth-org')).toBeNull();
  });

  it('is null when the provider refuses or has no mapping', async () => {
    provider.use(
      http.get(`${PROVIDER}/v2/merchant-realm-mappings`, () =>
        HttpResponse.json({ errors: [{ status: '403', title: 'Forbidden' }] }, { status: 403 }),
      ),
    );
    const refused = await execute('{ homeStoreId }');
    expect(refused.errors).toBeUndefined();
    expect(refused.data?.homeStoreId).toBeNull();

    provider.use(http.get(`${PROVIDER}/v2/merchant-realm-mappings`, () => HttpResponse.json({ data: [] })));
    expect((await execute('{ homeStoreId }')).data?.homeStoreId).toBeNull();
  });
});

describe('store tier and filter mapping', () => {
  it('maps the ten provider names both ways', () => {
    const names = [
      'development',
      'performance',
      'production',
      'enterprise',
      'free-trial',
      'basic',
      'training',
      'tier5',
      'tier2',
      'tier1000',
    ];
    for (const name of names) {
      const tier = tierFromProvider(name);
      expect(tier).not.toBeNull();
      expect(tierToProvider(tier!)).toBe(name);
    }
    expect(tierFromProvider('gold')).toBeNull();
  });

  it('quotes the search as the spec writes it and refuses quotes inside', () => {
    expect(storeNameFilter(' shop ')).toBe('like(name,"*shop*")');
    expect(storeNameFilter('')).toBeUndefined();
    expect(() => storeNameFilter('say "hi"')).toThrow(/cannot contain/);
  });
});
