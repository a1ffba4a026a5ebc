/**
 * The gateway against a sandbox that misbehaves on purpose (sandbox/src/core/faults.ts): reads recover
 * from 429 within the retry budget, 5xx and dropped reads become UPSTREAM_UNAVAILABLE, writes are
 * never executed twice (a create whose answer is lost is looked up by its unique key, or answered
 * OUTCOME_UNKNOWN when it has none), and slow answers block nobody else.
 */
import type { FaultRule, TrafficStats } from '../../sandbox/src/core/faults';
import type { GraphQLResult } from './harness';
import { startLive, type Live } from './live';

let live: Live;
let token: string;

beforeAll(async () => {
  live = await startLive();
  token = await live.signIn();
});

afterAll(() => live.close());

beforeEach(async () => {
  await live.control('DELETE', '/faults');
  await live.control('DELETE', '/traffic');
});

const inject = (rules: FaultRule[]) => live.control('POST', '/faults', rules);
const traffic = async () => (await live.control('GET', '/traffic')) as TrafficStats;

const LIST = '{ products(page: { limit: 5 }) { items { id name } pageInfo { total } } }';
const CREATE = `mutation ($input: ProductCreateInput!) { createProduct(input: $input) {
  product { id sku } userErrors { field message code } } }`;
const BY_SKU = 'query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { id } } }';

const list = () => live.graphql(LIST, {}, token);
const create = (sku: string) =>
  live.graphql(CREATE, { input: { name: `Fault ${sku}`, sku, commodityType: 'DIGITAL' } }, token);
const countBySku = async (sku: string) =>
  ((await live.graphql(BY_SKU, { sku }, token)).data?.products as { items: unknown[] }).items.length;
const code = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;
/** A write's failure, answered in its payload (every mutation field answers for itself). */
const writeFailure = (result: GraphQLResult, field: string) => {
  expect(result.errors).toBeUndefined();
  const payload = result.data?.[field] as { userErrors: { code: string; message: string }[] };
  expect(payload.userErrors).toHaveLength(1);
  return payload.userErrors[0] ?? { code: undefined, message: '' };
};

describe('reads', () => {
  it('recover when the provider answers 429, within the retry budget', async () => {
    await inject([{ kind: 'rate-limit', retryAfterSeconds: 0, method: 'GET', path: '/pcm', times: 2 }]);
    const result = await list();
    expect(result.errors).toBeUndefined();
    expect(result.data?.products).toMatchObject({ items: expect.any(Array) });
    expect(result.extensions?.provider).toMatchObject({ calls: 3, retries: 2 });
    expect((await traffic()).byStatus).toEqual({ 429: 2, 200: 1 });
  });

  it('give up with RATE_LIMITED after four attempts', async () => {
    await inject([{ kind: 'rate-limit', retryAfterSeconds: 0, path: '/pcm' }]);
    const result = await list();
    expect(code(result)).toBe('RATE_LIMITED');
    expect(result.data).toBeNull();
    expect((await traffic()).byRoute).toEqual({ 'GET /pcm/products': 4 });
  });

  it('recover from the sandbox’s own per-store limit (25 requests/s) in a burst', async () => {
    const limited = await startLive({ sandbox: { rateLimit: true } });
    try {
      const seller = await limited.signIn();
      await limited.control('DELETE', '/traffic');
      const results = await Promise.all(Array.from({ length: 40 }, () => limited.graphql(LIST, {}, seller)));
      expect(results.filter((result) => result.errors !== undefined)).toEqual([]);
      const seen = (await limited.control('GET', '/traffic')) as TrafficStats;
      expect(seen.peakServedPerSecond).toBeLessThanOrEqual(25);
    } finally {
      await limited.close();
    }
  });

  it.each([
    ['a 5xx answer', { kind: 'error', status: 503 } as const, 1],
    ['a dropped connection', { kind: 'drop' } as const, 1],
  ])('fail at once with UPSTREAM_UNAVAILABLE on %s (not retried)', async (_name, fault, attempts) => {
    await inject([{ ...fault, path: '/pcm' }]);
    const result = await list();
    expect(code(result)).toBe('UPSTREAM_UNAVAILABLE');
    expect(result.errors?.[0]?.message).not.toMatch(/at .*:\d+|sandbox|Injected/);
    expect((await traffic()).byRoute).toEqual({ 'GET /pcm/products': attempts });
  });
});

describe('writes are never executed twice', () => {
  it('a 5xx answer is not retried and nothing is created', async () => {
    await inject([{ kind: 'error', status: 500, method: 'POST', times: 1 }]);
    const result = await create('FAULT-5XX');
    expect(writeFailure(result, 'createProduct').code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await traffic()).byRoute['POST /pcm/products']).toBe(1);
    expect(await countBySku('FAULT-5XX')).toBe(0);
  });

  it('an answer lost after the write happened is not retried: the product exists once, and is answered', async () => {
    await inject([{ kind: 'drop', after: true, method: 'POST', times: 1 }]);
    const result = await create('FAULT-LOST');
    expect(result.errors).toBeUndefined();
    expect(result.data?.createProduct).toMatchObject({ product: { sku: 'FAULT-LOST' }, userErrors: [] });
    // The one write, then the look-up by sku that found it.
    expect((await traffic()).byRoute).toMatchObject({ 'POST /pcm/products': 1, 'GET /pcm/products': 1 });
    expect(await countBySku('FAULT-LOST')).toBe(1);
  });

  it('a 429 (refused before any work) is retried, and the write is executed once', async () => {
    await inject([{ kind: 'rate-limit', retryAfterSeconds: 0, method: 'POST', times: 1 }]);
    const result = await create('FAULT-429');
    expect(result.data?.createProduct).toMatchObject({ product: { sku: 'FAULT-429' }, userErrors: [] });
    expect((await traffic()).byStatus).toMatchObject({ 429: 1, 201: 1 });
    expect(await countBySku('FAULT-429')).toBe(1);
  });

  it('a slow answer is waited for, not repeated', async () => {
    await inject([{ kind: 'latency', ms: 300, method: 'POST' }]);
    const result = await create('FAULT-SLOW');
    expect(result.data?.createProduct).toMatchObject({ product: { sku: 'FAULT-SLOW' } });
    expect((await traffic()).byRoute['POST /pcm/products']).toBe(1);
  });
});

describe('a create whose answer is lost is looked up by its unique key', () => {
  const HIERARCHY = `mutation ($input: HierarchyCreateInput!) { createHierarchy(input: $input) {
    hierarchy { id name slug } userErrors { field message code } } }`;
  const HIERARCHIES = `query ($name: String!) { hierarchies(filter: { name: { eq: $name } }) {
    items { id } } }`;
  const CUSTOMER = `mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) {
    customer { id email } userErrors { field message code } } }`;
  const CUSTOMERS = `query ($email: String!) { customers(filter: { email: { eq: $email } }) { items { id } } }`;
  const countHierarchies = async (name: string) =>
    ((await live.graphql(HIERARCHIES, { name }, token)).data?.hierarchies as { items: unknown[] }).items
      .length;

  it('a request dropped before it was handled: not saved, try again (nothing was created)', async () => {
    await inject([{ kind: 'drop', after: false, method: 'POST', times: 1 }]);
    const result = await create('FAULT-DROPPED');
    expect(writeFailure(result, 'createProduct')).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      message: expect.stringMatching(/was not saved; try again/),
    });
    expect((await traffic()).byRoute).toMatchObject({ 'POST /pcm/products': 1, 'GET /pcm/products': 1 });
    expect(await countBySku('FAULT-DROPPED')).toBe(0);
  });

  it('the same key on a record that was there before: the provider refused this create (DUPLICATE)', async () => {
    expect((await create('FAULT-TAKEN')).data?.createProduct).toMatchObject({ userErrors: [] });
    await inject([{ kind: 'drop', after: true, method: 'POST', times: 1 }]);
    const result = await live.graphql(
      CREATE,
      { input: { name: 'Another name', sku: 'FAULT-TAKEN', commodityType: 'DIGITAL' } },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.createProduct).toMatchObject({
      product: null,
      userErrors: [{ field: ['sku'], code: 'DUPLICATE' }],
    });
    expect(await countBySku('FAULT-TAKEN')).toBe(1);
  });

  it('when the look-up fails too, the outcome stays unknown', async () => {
    await inject([
      { kind: 'drop', after: true, method: 'POST', times: 1 },
      { kind: 'error', status: 503, method: 'GET', path: '/pcm/products', times: 1 },
    ]);
    const result = await create('FAULT-UNKNOWN');
    expect(writeFailure(result, 'createProduct')).toMatchObject({
      code: 'OUTCOME_UNKNOWN',
      message: expect.stringMatching(/check before trying again/),
    });
    expect(await countBySku('FAULT-UNKNOWN')).toBe(1);
  });

  it('a hierarchy without a slug has no key to look up: OUTCOME_UNKNOWN, not retried, exists once', async () => {
    await inject([{ kind: 'drop', after: true, method: 'POST', times: 1 }]);
    const result = await live.graphql(HIERARCHY, { input: { name: 'Fault lost tree' } }, token);
    expect(writeFailure(result, 'createHierarchy').code).toBe('OUTCOME_UNKNOWN');
    expect((await traffic()).byRoute).toEqual({ 'POST /pcm/hierarchies': 1 });
    expect(await countHierarchies('Fault lost tree')).toBe(1);
  });

  it('a hierarchy with a slug is found by it', async () => {
    await inject([{ kind: 'drop', after: true, method: 'POST', times: 1 }]);
    const input = { name: 'Fault slug tree', slug: 'fault-slug-tree' };
    const result = await live.graphql(HIERARCHY, { input }, token);
    expect(result.errors).toBeUndefined();
    expect(result.data?.createHierarchy).toMatchObject({ hierarchy: input, userErrors: [] });
    expect((await traffic()).byRoute['POST /pcm/hierarchies']).toBe(1);
    expect(await countHierarchies('Fault slug tree')).toBe(1);
  });

  it.each([
    [
      'price book',
      'createPriceBook(input: { name: "Fault book" }) { priceBook { id } userErrors { code } }',
      'POST /pcm/pricebooks',
    ],
    [
      'variation',
      'createVariation(input: { name: "Fault size" }) { variation { id } userErrors { code } }',
      'POST /pcm/variations',
    ],
    [
      'brand',
      'createBrand(input: { name: "Fault brand", slug: "fault-brand", status: LIVE }) { brand { id } userErrors { code } }',
      'POST /v2/brands',
    ],
    [
      'category',
      'createCategory(input: { name: "Fault category", slug: "fault-category", status: LIVE }) { category { id } userErrors { code } }',
      'POST /v2/categories',
    ],
    [
      'collection',
      'createCollection(input: { name: "Fault collection", slug: "fault-collection", status: LIVE }) { collection { id } userErrors { code } }',
      'POST /v2/collections',
    ],
    [
      'currency',
      'createCurrency(input: { name: "Norwegian Krone", code: "NOK", exchangeRate: 11.5, format: "{price} kr", decimalPoint: ",", thousandSeparator: ".", decimalPlaces: 2, isDefault: false, enabled: true }) { currency { id } userErrors { code } }',
      'POST /v2/currencies',
    ],
    [
      'flow',
      'createFlow(input: { name: "Fault flow", slug: "fault-flow" }) { flow { id } userErrors { code } }',
      'POST /v2/flows',
    ],
    [
      'account tag',
      'createAccountTag(input: { name: "Fault tag" }) { tag { id } userErrors { code } }',
      'POST /v2/account-tags',
    ],
    [
      'custom API',
      'createCustomApi(input: { name: "Fault API", slug: "fault-api", apiType: "fault_api_ext" }) { customApi { id } userErrors { code } }',
      'POST /v2/settings/extensions/custom-apis',
    ],
  ])('%s: found by its unique key', async (_name, mutation, route) => {
    await inject([{ kind: 'drop', after: true, method: 'POST', times: 1 }]);
    const result = await live.graphql(`mutation { created: ${mutation} }`, {}, token);
    expect(result.errors).toBeUndefined();
    const payload = result.data?.created as Record<string, unknown>;
    expect(payload.userErrors).toEqual([]);
    expect(Object.values(payload).some((value) => value !== null && !Array.isArray(value))).toBe(true);
    expect((await traffic()).byRoute[route]).toBe(1);
  });

  it('a password profile (under a realm) is found by its name', async () => {
    const realms = await live.graphql('{ realms { items { id } } }', {}, token);
    const realmId = (realms.data?.realms as { items: { id: string }[] }).items[0]?.id;
    await inject([{ kind: 'drop', after: true, method: 'POST', times: 1 }]);
    const result = await live.graphql(
      `mutation ($realmId: ID!) { createPasswordProfile(realmId: $realmId, input: { name: "Fault profile" }) {
        passwordProfile { id name } userErrors { code } } }`,
      { realmId },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.createPasswordProfile).toMatchObject({
      passwordProfile: { name: 'Fault profile' },
      userErrors: [],
    });
  });

  it('a customer (a flat v2 document) is found by its email', async () => {
    await inject([{ kind: 'drop', after: true, method: 'POST', times: 1 }]);
    const input = { name: 'Lost Answer', email: 'lost.answer@example.com', password: 'secret-pass-1' };
    const result = await live.graphql(CUSTOMER, { input }, token);
    expect(result.errors).toBeUndefined();
    expect(result.data?.createCustomer).toMatchObject({
      customer: { email: 'lost.answer@example.com' },
      userErrors: [],
    });
    expect((await traffic()).byRoute['POST /v2/customers']).toBe(1);
    const found = await live.graphql(CUSTOMERS, { email: 'lost.answer@example.com' }, token);
    expect((found.data?.customers as { items: unknown[] }).items).toHaveLength(1);
  });
});

it('keeps serving other requests while one provider answer is slow', async () => {
  await inject([{ kind: 'latency', ms: 1500, method: 'GET', path: '/pcm', times: 1 }]);
  const started = performance.now();
  const slow = list().then((result) => ({ result, ms: performance.now() - started }));
  await new Promise((resolve) => setTimeout(resolve, 100));

  const fastStarted = performance.now();
  const [fast, info] = await Promise.all([list(), live.graphql('{ gatewayInfo { name } }', {}, token)]);
  const fastMs = performance.now() - fastStarted;
  expect(fast.errors).toBeUndefined();
  expect(info.data).toEqual({ gatewayInfo: { name: expect.any(String) } });
  expect(fastMs).toBeLessThan(1000);

  const slowAnswer = await slow;
  expect(slowAnswer.result.errors).toBeUndefined();
  expect(slowAnswer.ms).toBeGreaterThanOrEqual(1400);
});
