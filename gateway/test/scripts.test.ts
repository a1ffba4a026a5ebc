/**
 * Scripts as first-class users (issue 32) against a real sandbox: a batch of aliased writes loses no
 * result when one alias fails (every mutation field answers for itself, schema.ts#answerWritesInPayloads).
 */
import type { GraphQLResult } from './harness';
import { startLive, type Live } from './live';

const BATCH = 30;
const FAILING = 5; // the alias that meets the provider's 429
const skuOf = (n: number) => `BATCH-${String(n).padStart(2, '0')}`;

const CREATE_FIELDS = 'product { id sku } userErrors { field message code retryable retryAfterSeconds }';
const batchOf = (numbers: readonly number[]) =>
  `mutation {\n${numbers
    .map(
      (n) =>
        `  a${n}: createProduct(input: { name: "Batch ${n}", sku: "${skuOf(n)}", commodityType: DIGITAL }) { ${CREATE_FIELDS} }`,
    )
    .join('\n')}\n}`;
const BY_SKU =
  'query ($sku: String!) { products(filter: { sku: { like: $sku } }, page: { limit: 100 }) { items { sku } } }';

interface CreatePayload {
  product: { id: string; sku: string } | null;
  userErrors: { code: string; retryable: boolean | null; retryAfterSeconds: number | null }[];
}

const payloads = (result: GraphQLResult) => Object.values(result.data ?? {}) as CreatePayload[];

describe('a batch of aliased creates with a provider 429 on one alias', () => {
  let live: Live;
  let token: string;
  /** While set, the provider answers every create of this SKU with 429 (its four attempts too). */
  let refusedSku: string | undefined;
  let postsOfRefusedSku = 0;

  beforeAll(async () => {
    // The 429 is injected in front of the real sandbox, on the body's SKU: the sandbox's own fault
    // rules match by method and path only, and every alias posts to the same path.
    const throughRefusal: typeof fetch = async (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : '';
      if (init?.method === 'POST' && refusedSku && body.includes(`"sku":"${refusedSku}"`)) {
        postsOfRefusedSku += 1;
        return new Response(JSON.stringify({ errors: [{ status: 429, title: 'Too Many Requests' }] }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '0' },
        });
      }
      return fetch(input, init);
    };
    live = await startLive({ gateway: { provider: { fetch: throughRefusal } } });
    token = await live.signIn();
  });

  afterAll(() => live.close());

  const countOf = async (sku: string) =>
    (
      (await live.graphql(BY_SKU, { sku }, token)).data?.products as { items: { sku: string }[] }
    ).items.filter((item) => item.sku === sku).length;

  it('answers 29 payloads with ids and one RATE_LIMITED userError; a retry of that one creates it once', async () => {
    refusedSku = skuOf(FAILING);
    const numbers = Array.from({ length: BATCH }, (_, index) => index + 1);
    const result = await live.graphql(batchOf(numbers), {}, token);

    expect(result.errors).toBeUndefined();
    const answered = payloads(result);
    expect(answered).toHaveLength(BATCH);
    const created = answered.filter((payload) => payload.product?.id && payload.userErrors.length === 0);
    expect(created).toHaveLength(BATCH - 1);
    expect(result.data?.[`a${FAILING}`]).toEqual({
      product: null,
      userErrors: [expect.objectContaining({ code: 'RATE_LIMITED', retryable: true, retryAfterSeconds: 1 })],
    });
    expect(postsOfRefusedSku).toBe(4); // the client's own retries, then the failure in the payload

    refusedSku = undefined;
    const retried = await live.graphql(batchOf([FAILING]), {}, token);
    expect(retried.errors).toBeUndefined();
    expect(payloads(retried)).toEqual([
      { product: { id: expect.any(String), sku: skuOf(FAILING) }, userErrors: [] },
    ]);
    for (const n of numbers) expect(await countOf(skuOf(n))).toBe(1);
  });
});

describe('a batch that reaches the request’s call budget while it runs', () => {
  it('answers 200 with every alias that ran, and the budget error in the payloads of those that could not', async () => {
    // 30 creates are estimated at 30 calls, within the budget; three 429s make the first take 4.
    const live = await startLive({ gateway: { maxProviderCalls: BATCH } });
    try {
      const token = await live.signIn();
      await live.control('POST', '/faults', [
        { kind: 'rate-limit', retryAfterSeconds: 0, method: 'POST', path: '/pcm/products', times: 3 },
      ]);
      const numbers = Array.from({ length: BATCH }, (_, index) => 100 + index);
      const { status, body } = await post(live, batchOf(numbers), token);
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      const answered = payloads(body);
      expect(answered.filter((payload) => payload.product?.id)).toHaveLength(BATCH - 3);
      expect(answered.slice(BATCH - 3).map((payload) => payload.userErrors[0]?.code)).toEqual([
        'PROVIDER_CALL_BUDGET_EXCEEDED',
        'PROVIDER_CALL_BUDGET_EXCEEDED',
        'PROVIDER_CALL_BUDGET_EXCEEDED',
      ]);
      expect(body.extensions?.cost).toMatchObject({
        requestedProviderCalls: BATCH,
        actualProviderCalls: BATCH,
      });
    } finally {
      await live.close();
    }
  });
});

const LIST = '{ products(page: { limit: 5 }) { items { id } } }';

/** Posts an operation and keeps the HTTP answer's headers. */
async function post(live: Live, query: string, token: string) {
  const started = performance.now();
  const response = await fetch(`${live.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as GraphQLResult,
    ms: performance.now() - started,
  };
}

describe('pacing a script can see', () => {
  it('every answer carries extensions.cost and the RateLimit headers of the caller’s store', async () => {
    const live = await startLive({
      gateway: { provider: { throttle: { enabled: true, limit: 20, intervalMs: 1000, maxWaitMs: 5000 } } },
    });
    try {
      const token = await live.signIn();
      const { status, headers, body } = await post(live, LIST, token);
      expect(status).toBe(200);
      expect(body.extensions?.provider).toEqual({ calls: 1, retries: 0, throttledMs: expect.any(Number) });
      expect(body.extensions?.cost).toEqual({
        requestedProviderCalls: expect.any(Number),
        actualProviderCalls: 1,
        throttleStatus: { limit: 20, remaining: expect.any(Number), restoreRatePerSecond: 20 },
      });
      const cost = body.extensions?.cost as {
        requestedProviderCalls: number;
        throttleStatus: { remaining: number };
      };
      expect(cost.requestedProviderCalls).toBeGreaterThanOrEqual(1);
      // 20 per second is handed out as 5 per quarter second: one of them is used.
      expect(cost.throttleStatus.remaining).toBe(4);
      expect(headers.get('ratelimit-policy')).toBe('"store";q=20;w=1');
      expect(headers.get('ratelimit')).toBe('"store";r=4;t=1');
    } finally {
      await live.close();
    }
  });

  it('answers THROTTLED with retryAfterSeconds when the store’s queue is longer than the gateway waits', async () => {
    // One call per second, and a caller waits at most 1.5 s: of 6 reads at once, the first goes at
    // once, one or two wait their turn, the rest are told when to come back instead of hanging.
    const live = await startLive({
      gateway: { provider: { throttle: { enabled: true, limit: 1, intervalMs: 1000, maxWaitMs: 1500 } } },
    });
    try {
      const token = await live.signIn();
      await new Promise((resolve) => setTimeout(resolve, 1100)); // the sign-in's call leaves the window
      const answers = await Promise.all(Array.from({ length: 6 }, () => post(live, LIST, token)));
      const throttled = answers.filter((answer) => answer.body.errors?.[0]?.extensions?.code === 'THROTTLED');
      const served = answers.filter((answer) => answer.body.errors === undefined);
      expect(served.length).toBeGreaterThanOrEqual(1);
      expect(throttled.length).toBeGreaterThanOrEqual(3);
      expect(served.length + throttled.length).toBe(6);
      for (const answer of throttled) {
        expect(answer.status).toBe(200);
        expect(answer.body.errors?.[0]?.extensions).toEqual({
          code: 'THROTTLED',
          retryable: true,
          retryAfterSeconds: expect.any(Number),
        });
        expect(answer.body.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThanOrEqual(2);
        expect(answer.ms).toBeLessThan(1000); // refused at once, not after waiting
        expect((answer.body.extensions?.cost as { actualProviderCalls: number }).actualProviderCalls).toBe(0);
      }
      for (const answer of served) expect(answer.ms).toBeLessThan(3000);
    } finally {
      await live.close();
    }
  });

  describe('a provider stall past the call deadline', () => {
    let live: Live;
    let token: string;
    beforeAll(async () => {
      live = await startLive({ gateway: { provider: { callTimeoutMs: 400 } } });
      token = await live.signIn();
    });
    afterAll(() => live.close());
    beforeEach(() => live.control('DELETE', '/faults'));

    it('answers UPSTREAM_TIMEOUT on a read, at the deadline, retryable', async () => {
      await live.control('POST', '/faults', [{ kind: 'latency', ms: 3000, method: 'GET', path: '/pcm' }]);
      const { status, body, ms } = await post(live, LIST, token);
      expect(status).toBe(200);
      expect(body.errors?.[0]?.extensions).toEqual({
        code: 'UPSTREAM_TIMEOUT',
        retryable: true,
        retryAfterSeconds: 1,
      });
      expect(ms).toBeLessThan(1500);
    });

    it('answers OUTCOME_UNKNOWN on a write cut at its deadline, even when a look-up by SKU finds nothing yet', async () => {
      await live.control('POST', '/faults', [
        { kind: 'latency', ms: 1500, method: 'POST', path: '/pcm/products' },
      ]);
      const { body, ms } = await post(live, batchOf([99]), token);
      expect(body.errors).toBeUndefined();
      expect(body.data?.a99).toEqual({
        product: null,
        userErrors: [
          {
            field: null,
            message: expect.stringMatching(/check before trying again/),
            code: 'OUTCOME_UNKNOWN',
            retryable: false,
            retryAfterSeconds: null,
          },
        ],
      });
      expect(ms).toBeLessThan(1500);
    });
  });
});
