/**
 * The gateway against a sandbox that misbehaves on purpose (sandbox/src/faults.ts): reads recover
 * from 429 within the retry budget, 5xx and dropped reads become UPSTREAM_UNAVAILABLE, a write whose answer is lost OUTCOME_UNKNOWN
 * without a retry, writes are never executed twice, and slow answers block nobody else.
 */
import type { FaultRule, TrafficStats } from '../../sandbox/src/faults';
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
    expect(code(result)).toBe('UPSTREAM_UNAVAILABLE');
    expect((await traffic()).byRoute['POST /pcm/products']).toBe(1);
    expect(await countBySku('FAULT-5XX')).toBe(0);
  });

  it('an answer lost after the write happened is not retried: the product exists once', async () => {
    await inject([{ kind: 'drop', after: true, method: 'POST', times: 1 }]);
    const result = await create('FAULT-LOST');
    expect(code(result)).toBe('OUTCOME_UNKNOWN');
    expect((await traffic()).byRoute['POST /pcm/products']).toBe(1);
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
