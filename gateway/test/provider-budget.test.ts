/**
 * One request cannot hurt the provider or another seller (issue 12, item 2), over real HTTP against
 * a fake provider that counts its calls: the call budget refuses before any call and stops a request
 * whose estimate was wrong, a client that hangs up stops its request's calls, and sellers share the
 * rate budget fairly.
 */
import http from 'node:http';
import type { GatewayConfig } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';
import type { GraphQLResult } from './harness';
import { gatewayConfigFor } from './live';

interface ProviderCall {
  path: string;
  authorization: string;
  at: number;
}

interface FakeProvider {
  url: string;
  calls: ProviderCall[];
  close(): Promise<void>;
}

/**
 * Answers product pages (`page[limit]` products, each with `variations` variations), and empty node
 * and children pages, after `delayMs`; with `busyOnce`, the first call of each node page answers 429.
 */
async function fakeProvider(
  options: { delayMs?: number; variations?: number; busyOnce?: boolean } = {},
): Promise<FakeProvider> {
  const calls: ProviderCall[] = [];
  const seen = new Set<string>();
  const started = performance.now();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider');
    calls.push({
      path: url.pathname,
      authorization: request.headers.authorization ?? '',
      at: performance.now() - started,
    });
    const answer = (body: unknown, status = 200) => {
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (options.delayMs) setTimeout(send, options.delayMs);
      else send();
    };
    const empty = { data: [], meta: { results: { total: 0 } } };
    if (url.pathname === '/pcm/products') {
      const limit = Number(url.searchParams.get('page[limit]') ?? 25);
      const data = Array.from({ length: limit }, (_, index) => ({
        id: `p${index}`,
        type: 'product',
        attributes: { name: `Product ${index}`, commodity_type: 'physical', status: 'live' },
        relationships: {
          variations: {
            data: Array.from({ length: options.variations ?? 0 }, (_unused, v) => ({
              type: 'product-variation',
              id: `v${index}-${v}`,
            })),
          },
        },
      }));
      answer({ data, meta: { results: { total: 1000 } } });
    } else if (/^\/pcm\/products\/[^/]+\/(nodes|children)$/.test(url.pathname)) {
      if (options.busyOnce && !seen.has(url.pathname)) {
        seen.add(url.pathname);
        response.writeHead(429, { 'retry-after': '0' }).end();
        return;
      }
      answer(empty);
    } else if (/^\/pcm\/variations\/[^/]+$/.test(url.pathname)) {
      answer({
        data: { id: url.pathname.split('/').pop(), type: 'product-variation', attributes: { name: 'V' } },
      });
    } else {
      answer({ errors: [{ status: '404', title: 'Not Found' }] }, 404);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const THROTTLED = { throttle: { enabled: true, limit: 20, intervalMs: 1000 } };

async function gatewayOver(
  fake: FakeProvider,
  overrides: Partial<GatewayConfig> = {},
): Promise<RunningGateway> {
  return startGateway(gatewayConfigFor(fake.url, overrides));
}

async function post(
  gateway: RunningGateway,
  query: string,
  options: { token?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<{ status: number; body: GraphQLResult }> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${options.token ?? 'seller-a'}`,
      ...options.headers,
    },
    body: JSON.stringify({ query }),
    signal: options.signal,
  });
  return { status: response.status, body: (await response.json()) as GraphQLResult };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The query: aliases of a 100-product page asking variations, nodes and children. */
const aliased = (aliases: number) =>
  `{ ${Array.from(
    { length: aliases },
    (_, index) =>
      `a${index}: products(page: { limit: 100 }) { items { id variations { id } nodes { items { id } } children { items { id } } } }`,
  ).join(' ')} }`;

const PRODUCTS_WITH_NODES = (limit: number) =>
  `{ products(page: { limit: ${limit} }) { items { id nodes { items { id } } } } }`;

describe('the provider-call budget', () => {
  let fake: FakeProvider;
  let gateway: RunningGateway;
  beforeAll(async () => {
    fake = await fakeProvider();
    gateway = await gatewayOver(fake, { maxProviderCalls: 20 });
  });
  afterAll(async () => {
    await gateway.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.calls.length = 0;
  });

  it('refuses an operation estimated over it before any provider call, with the estimate and the limit', async () => {
    const { status, body } = await post(gateway, aliased(10));
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'PROVIDER_CALL_BUDGET_EXCEEDED',
      estimate: expect.any(Number),
      limit: 20,
    });
    expect(body.errors?.[0]?.extensions?.estimate).toBeGreaterThan(2012);
    expect(body.errors?.[0]?.message).toMatch(/provider calls/);
    expect(fake.calls).toEqual([]);
  });

  it('lets an operation within it run, and reports the estimate', async () => {
    const { status, body } = await post(gateway, PRODUCTS_WITH_NODES(10));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.extensions).toMatchObject({
      provider: { calls: 11 },
      providerBudget: { estimate: 11, limit: 20 },
    });
  });

  it('stops a request at the budget when the estimate was too low, with the same code', async () => {
    // Estimated 1 + 5 node pages; each node page is answered 429 once, so it really takes 11 calls.
    const busy = await fakeProvider({ busyOnce: true });
    const capped = await gatewayOver(busy, { maxProviderCalls: 8 });
    try {
      const { body } = await post(capped, PRODUCTS_WITH_NODES(5));
      expect(body.extensions?.providerBudget).toEqual({ estimate: 6, limit: 8 });
      // The answer can leave before sibling calls settle (a non-null error ends the list early).
      await sleep(300);
      expect(busy.calls).toHaveLength(8);
      expect((body.extensions?.provider as { calls: number }).calls).toBeLessThanOrEqual(8);
      const codes = new Set(body.errors?.map((error) => error.extensions?.code));
      expect([...codes]).toEqual(['PROVIDER_CALL_BUDGET_EXCEEDED']);
      expect(body.errors?.[0]?.extensions).toEqual({ code: 'PROVIDER_CALL_BUDGET_EXCEEDED', limit: 8 });
    } finally {
      await capped.close();
      await busy.close();
    }
  });

  it('is off with a budget of 0', async () => {
    const unlimited = await gatewayOver(fake, { maxProviderCalls: 0 });
    try {
      const { body } = await post(unlimited, PRODUCTS_WITH_NODES(30));
      expect(body.errors).toBeUndefined();
      expect(fake.calls).toHaveLength(31);
    } finally {
      await unlimited.close();
    }
  });
});

describe('a client that hangs up', () => {
  it('stops its request: calls waiting in the rate budget leave it and no new call starts', async () => {
    const fake = await fakeProvider();
    const gateway = await gatewayOver(fake, {
      provider: { ...gatewayConfigFor(fake.url).provider, ...THROTTLED },
    });
    try {
      // 101 calls at 20/s would take 5 s; the client leaves after 400 ms.
      const request = post(gateway, PRODUCTS_WITH_NODES(100), { signal: AbortSignal.timeout(400) });
      await expect(request).rejects.toThrow();
      await sleep(300);
      const afterAbort = fake.calls.length;
      await sleep(1200);
      expect(fake.calls.length).toBe(afterAbort);
      expect(afterAbort).toBeLessThan(25);
    } finally {
      await gateway.close();
      await fake.close();
    }
  });

  it('stops before the next level of calls when it leaves during a slow one', async () => {
    const fake = await fakeProvider({ delayMs: 400 });
    const gateway = await gatewayOver(fake);
    try {
      await expect(
        post(gateway, PRODUCTS_WITH_NODES(100), { signal: AbortSignal.timeout(150) }),
      ).rejects.toThrow();
      await sleep(800);
      expect(fake.calls.map((call) => call.path)).toEqual(['/pcm/products']);
    } finally {
      await gateway.close();
      await fake.close();
    }
  });
});

describe('the rate budget between sellers', () => {
  let fake: FakeProvider;
  let gateway: RunningGateway;
  beforeAll(async () => {
    fake = await fakeProvider();
    gateway = await gatewayOver(fake, { provider: { ...gatewayConfigFor(fake.url).provider, ...THROTTLED } });
  });
  afterAll(async () => {
    await gateway.close();
    await fake.close();
  });

  /** Seller A queues about 200 calls in the rate budget (10 requests of 21 calls), `headers` on each. */
  async function flood(headers: Record<string, string>): Promise<AbortController> {
    const stop = new AbortController();
    for (let index = 0; index < 10; index += 1) {
      post(gateway, PRODUCTS_WITH_NODES(20), { token: 'seller-a', headers, signal: stop.signal }).catch(
        () => {},
      );
    }
    // Let the product pages answer, so the node calls are queued.
    await sleep(400);
    return stop;
  }

  it('serves another session of the same store in turn: one call waits about one slice, not 10 s', async () => {
    const store = { 'x-commerce-store-id': 'store-1' };
    const stop = await flood(store);
    try {
      const started = performance.now();
      const { body } = await post(gateway, '{ products(page: { limit: 5 }) { items { id } } }', {
        token: 'seller-b',
        headers: store,
      });
      const elapsed = performance.now() - started;
      expect(body.errors).toBeUndefined();
      // 20 per 1000 ms runs in 4 slices of 250 ms: B's call goes with the next slice.
      expect(body.extensions?.provider).toMatchObject({ calls: 1 });
      // (Margins for a loaded machine: first in line behind the flood would be about 10 s.)
      expect((body.extensions?.provider as { throttledMs: number }).throttledMs).toBeLessThanOrEqual(500);
      expect(elapsed).toBeLessThan(1000);
      // Seller A's flood is still waiting behind.
      const aCalls = fake.calls.filter((call) => call.authorization === 'Bearer seller-a').length;
      expect(aCalls).toBeLessThan(60);
    } finally {
      stop.abort();
    }
  });

  it('gives a caller without store headers its own budget, keyed on its token', async () => {
    await sleep(300); // the previous flood's waiters leave on abort
    const stop = await flood({});
    try {
      const { body } = await post(gateway, '{ products(page: { limit: 5 }) { items { id } } }', {
        token: 'seller-of-another-org',
      });
      expect(body.errors).toBeUndefined();
      expect(body.extensions?.provider).toMatchObject({ calls: 1, throttledMs: 0 });
    } finally {
      stop.abort();
    }
  });
});
