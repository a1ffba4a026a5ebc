/**
 * Two stores on one sandbox, two callers querying through one gateway at the same time: nobody
 * ever sees the other store's data, because every request has its own provider client (the
 * caller's token) and its own DataLoaders.
 */
import crypto from 'node:crypto';
import { DEFAULT_SANDBOX_CONFIG } from '../../sandbox/src/core/config';
import { openDatabase, type SandboxDatabase } from '../../sandbox/src/core/db';
import { productCollection } from '../../sandbox/src/catalogue/products';
import { hashSecret } from '../../sandbox/src/auth-stores/secrets';
import { seedDatabase } from '../../sandbox/src/core/seed';
import { createContext } from '../src/context';
import { testConfig } from './harness';
import { serveSandboxDatabase, startLive, type Live } from './live';

const OTHER = {
  storeId: crypto.randomUUID(),
  email: 'other-seller@example.com',
  password: 'other-store-password',
  clientId: 'other-store-client',
  clientSecret: 'other-store-secret',
  products: 30,
};

/** The second store, its seller, its API key and its own catalogue, written as the seed writes. */
async function addOtherStore(db: SandboxDatabase): Promise<void> {
  const now = new Date().toISOString();
  const passwordHash = await hashSecret(OTHER.password);
  const secretHash = await hashSecret(OTHER.clientSecret);
  const products = productCollection(db);
  db.transaction(() => {
    db.prepare('INSERT INTO stores (id, name, tier, created_at) VALUES (?, ?, ?, ?)').run(
      OTHER.storeId,
      'Other Store',
      'development',
      now,
    );
    db.prepare(
      `INSERT INTO users (id, store_id, email, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(crypto.randomUUID(), OTHER.storeId, OTHER.email, passwordHash, now, now);
    db.prepare(
      `INSERT INTO api_keys (id, store_id, name, client_id, client_secret_hash, created_at, updated_at)
       VALUES (?, ?, 'Other key', ?, ?, ?, ?)`,
    ).run(crypto.randomUUID(), OTHER.storeId, OTHER.clientId, secretHash, now, now);
    for (let index = 1; index <= OTHER.products; index += 1) {
      const sku = `OTHER-${String(index).padStart(4, '0')}`;
      products.insert({
        id: crypto.randomUUID(),
        storeId: OTHER.storeId,
        data: {
          name: `Other product ${index}`,
          sku,
          slug: sku.toLowerCase(),
          commodity_type: 'physical',
          status: 'live',
        },
        createdAt: now,
        updatedAt: now,
      });
    }
  })();
}

let live: Live;
let db: SandboxDatabase;
let demoToken: string;
let otherSellerToken: string;
let otherKeyToken: string;

beforeAll(async () => {
  db = openDatabase(':memory:');
  await seedDatabase(db, DEFAULT_SANDBOX_CONFIG, Date.now);
  await addOtherStore(db);
  live = await startLive({ sandbox: await serveSandboxDatabase(db, { rateLimit: false }) });
  demoToken = await live.signIn();
  otherSellerToken = await live.signIn(OTHER.email, OTHER.password);
  const keyGrant = await fetch(`${live.sandbox.url}/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: OTHER.clientId,
      client_secret: OTHER.clientSecret,
    }),
  });
  otherKeyToken = ((await keyGrant.json()) as { access_token: string }).access_token;
});

afterAll(async () => {
  await live.close();
  db.close();
});

interface Page {
  items: { id: string; sku: string }[];
  pageInfo: { total: number };
}

const LIST = '{ products(page: { limit: 100 }) { items { id sku } pageInfo { total } } }';

async function listAs(token: string): Promise<Page> {
  const result = await live.graphql(LIST, {}, token);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data?.products as Page;
}

/** One request looking up several products by id (aliases, batched by the request's loader). */
async function lookUpAs(token: string, ids: string[]) {
  const fields = ids.map((id, index) => `p${index}: product(id: "${id}") { id sku }`).join(' ');
  const result = await live.graphql(`{ ${fields} }`, {}, token);
  return {
    found: ids.map((_id, index) => result.data?.[`p${index}`] as { id: string; sku: string } | null),
    calls: (result.extensions?.provider as { calls: number }).calls,
  };
}

it('shows each caller only its own store, with many requests of both in flight at once', async () => {
  const [demoPage, otherPage] = await Promise.all([listAs(demoToken), listAs(otherSellerToken)]);
  expect(otherPage.pageInfo.total).toBe(OTHER.products);
  expect(demoPage.pageInfo.total).toBeGreaterThan(OTHER.products);
  const demoIds = demoPage.items.slice(0, 5).map((item) => item.id);
  const otherIds = otherPage.items.slice(0, 5).map((item) => item.id);
  const mixed = [...demoIds, ...otherIds];

  const rounds = await Promise.all(
    Array.from({ length: 10 }, () =>
      Promise.all([
        listAs(demoToken),
        listAs(otherSellerToken),
        listAs(otherKeyToken),
        lookUpAs(demoToken, mixed),
        lookUpAs(otherSellerToken, mixed),
        lookUpAs(otherKeyToken, mixed),
      ]),
    ),
  );
  for (const [demoList, otherList, keyList, demoLookup, otherLookup, keyLookup] of rounds) {
    expect(demoList.items.some((item) => item.sku.startsWith('OTHER-'))).toBe(false);
    expect(otherList.items.every((item) => item.sku.startsWith('OTHER-'))).toBe(true);
    expect(keyList).toEqual(otherList);
    // Own ids are found, foreign ids are null: each request's loader carries its caller's token.
    expect(demoLookup.found.map((found) => found?.id ?? null)).toEqual([
      ...demoIds,
      ...otherIds.map(() => null),
    ]);
    expect(otherLookup.found.map((found) => found?.id ?? null)).toEqual([
      ...demoIds.map(() => null),
      ...otherIds,
    ]);
    expect(keyLookup.found).toEqual(otherLookup.found);
  }
});

it('batches lookups within one request and caches nothing between requests', async () => {
  const ids = (await listAs(demoToken)).items.slice(0, 10).map((item) => item.id);
  const first = await lookUpAs(demoToken, ids);
  expect(first.calls).toBe(1);
  expect(first.found.every((found) => found !== null)).toBe(true);
  // The same ids again, by the other store: a shared cache would answer them; the provider says no.
  const foreign = await lookUpAs(otherSellerToken, ids);
  expect(foreign.calls).toBe(1);
  expect(foreign.found).toEqual(ids.map(() => null));
  // And by the first caller again: a new request, a new loader, a new provider call.
  expect((await lookUpAs(demoToken, ids)).calls).toBe(1);
});

it('creates a fresh provider client and fresh loaders for every request', () => {
  const config = testConfig();
  const first = createContext(config, 'Bearer token-a');
  const second = createContext(config, 'Bearer token-a');
  expect(second.loaders).not.toBe(first.loaders);
  expect(second.loaders.productById).not.toBe(first.loaders.productById);
  expect(second.provider).not.toBe(first.provider);
});
