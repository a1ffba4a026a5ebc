import { DEFAULT_SELLER_EMAIL, DEFAULT_SELLER_PASSWORD } from '../core/config';
import { DEMO_STORE_ID, DEMO_STORE_NAME } from '../core/seed';
import { STORE_TIERS } from './stores';
import {
  clientCredentialsToken,
  request,
  startTestSandbox,
  type ErrorBody,
  type TestSandbox,
  type TokenBody,
} from '../core/test-support';

interface StoreBody {
  id: string;
  type: string;
  name: string;
  store_tier: string;
  relationships: { store_tier: { data: { type: string; id: string } } };
}

interface StoreList {
  data: StoreBody[];
  included?: { store_tiers: { id: string; type: string; name: string }[] };
  meta: { results: { total: number }; page: { limit: number; offset: number } };
}

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = (
    await request<TokenBody>(sandbox, '/oauth/access_token', {
      method: 'POST',
      form: { grant_type: 'password', username: DEFAULT_SELLER_EMAIL, password: DEFAULT_SELLER_PASSWORD },
    })
  ).body.access_token;
});

afterAll(async () => {
  await sandbox.close();
});

const createStore = (data: Record<string, unknown>) =>
  request<{ data: StoreBody; included?: StoreList['included'] } & ErrorBody>(
    sandbox,
    '/v2/stores?include=store_tier',
    { method: 'POST', token, json: { data: { type: 'store', ...data } } },
  );

describe('/v2/stores', () => {
  it('lists the organization stores with their tier included', async () => {
    const response = await request<StoreList>(sandbox, '/v2/stores?include=store_tier', { token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      expect.objectContaining({
        id: DEMO_STORE_ID,
        type: 'store',
        name: DEMO_STORE_NAME,
        store_tier: 'development',
      }),
    ]);
    expect(response.body.data[0]?.relationships.store_tier.data).toEqual({
      type: 'store_tier',
      id: 'development',
    });
    expect(response.body.included?.store_tiers).toEqual([
      { id: 'development', type: 'store_tier', name: 'development' },
    ]);
  });

  it('creates a store with an optional tier and refuses a tier outside the ten', async () => {
    const created = await createStore({ name: 'Berlin Outlet', store_tier: 'free-trial' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      type: 'store',
      name: 'Berlin Outlet',
      store_tier: 'free-trial',
    });
    expect(created.body.included?.store_tiers).toEqual([
      { id: 'free-trial', type: 'store_tier', name: 'free-trial' },
    ]);
    expect((await createStore({ name: 'Plain' })).body.data.store_tier).toBe('development');
    const refused = await createStore({ name: 'Gold', store_tier: 'gold' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]?.source).toEqual({ pointer: '/data/store_tier' });
    expect((await createStore({ name: '' })).status).toBe(422);
  });

  it('pages and filters by name with like(name,"*text*")', async () => {
    // Listed oldest first: distinct creation times make that order certain.
    for (const name of ['Shop A1', 'Shop A2', 'Shop B1']) {
      sandbox.clock.advance(1000);
      await createStore({ name });
    }
    const filter = encodeURIComponent('like(name,"*Shop A*")');
    const page = await request<StoreList>(
      sandbox,
      `/v2/stores?include=store_tier&filter=${filter}&page[offset]=1&page[limit]=1`,
      { token },
    );
    expect(page.status).toBe(200);
    expect(page.body.meta.results.total).toBe(2);
    expect(page.body.meta.page).toMatchObject({ limit: 1, offset: 1 });
    expect(page.body.data.map((store) => store.name)).toEqual(['Shop A2']);
  });

  it('reads and updates one store', async () => {
    const { id } = (await createStore({ name: 'Before' })).body.data;
    const read = await request<{ data: StoreBody }>(sandbox, `/v2/stores/${id}?include=store_tier`, {
      token,
    });
    expect(read.body.data.name).toBe('Before');
    const updated = await request<{ data: StoreBody }>(sandbox, `/v2/stores/${id}`, {
      method: 'PUT',
      token,
      json: { data: { type: 'store', name: 'After', store_tier: 'production' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'After', store_tier: 'production' });
    expect((await request(sandbox, '/v2/stores/unknown', { token })).status).toBe(404);
  });

  it('lists the ten store tiers', async () => {
    const response = await request<{ data: { id: string }[] }>(sandbox, '/v2/store-tiers', { token });
    expect(response.body.data.map((tier) => tier.id)).toEqual([...STORE_TIERS]);
    expect(STORE_TIERS).toHaveLength(10);
  });
});

describe('acting in another store of the organization', () => {
  it('switches the store of a seller session with X-MOLTIN-AUTH-STORE', async () => {
    const { id } = (await createStore({ name: 'Empty store' })).body.data;
    const home = await request<{ meta: { results: { total: number } } }>(sandbox, '/pcm/products', { token });
    expect(home.body.meta.results.total).toBeGreaterThan(0);
    const response = await fetch(`${sandbox.url}/pcm/products`, {
      headers: { authorization: `Bearer ${token}`, 'x-moltin-auth-store': id },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { meta: { results: { total: number } } }).meta.results.total).toBe(0);
  });

  it('refuses a store of another organization, a wrong organization header, and API keys', async () => {
    const elsewhere = await fetch(`${sandbox.url}/pcm/products`, {
      headers: { authorization: `Bearer ${token}`, 'x-moltin-auth-store': 'not-ours' },
    });
    expect(elsewhere.status).toBe(403);
    const wrongOrganization = await fetch(`${sandbox.url}/pcm/products`, {
      headers: { authorization: `Bearer ${token}`, 'ep-internal-auth-org': 'another-org' },
    });
    expect(wrongOrganization.status).toBe(403);
    const { id } = (await createStore({ name: 'Key store' })).body.data;
    const apiKey = await fetch(`${sandbox.url}/pcm/products`, {
      headers: {
        authorization: `Bearer ${await clientCredentialsToken(sandbox)}`,
        'x-moltin-auth-store': id,
      },
    });
    expect(apiKey.status).toBe(403);
  });
});
