import { sandboxConfigFromEnv } from './config';
import {
  FaultInjector,
  FaultRuleError,
  parseFaultRule,
  parseFaultsEnv,
  peakWithinOneSecond,
  routeKey,
  type FaultRule,
  type TrafficStats,
} from './faults';
import type { ProductResource } from '../catalogue/products';
import { request, startTestSandbox, useTestSandbox, type ErrorBody } from './test-support';

describe('SANDBOX_FAULTS', () => {
  it('is part of the sandbox configuration', () => {
    expect(sandboxConfigFromEnv({}).faults).toEqual([]);
    expect(sandboxConfigFromEnv({ SANDBOX_FAULTS: 'latency=5' }).faults).toEqual([
      { kind: 'latency', ms: 5 },
    ]);
    expect(() => sandboxConfigFromEnv({ SANDBOX_FAULTS: 'chaos' })).toThrow(FaultRuleError);
  });

  it('is off when unset, empty or "off"', () => {
    expect(parseFaultsEnv(undefined)).toEqual([]);
    expect(parseFaultsEnv(' ')).toEqual([]);
    expect(parseFaultsEnv('off')).toEqual([]);
  });

  it('reads the compact form kind[=value][@probability]', () => {
    expect(parseFaultsEnv('latency=200,error=503@0.1,rate-limit=2@0.05,drop@0.01,drop-after')).toEqual([
      { kind: 'latency', ms: 200 },
      { kind: 'error', status: 503, probability: 0.1 },
      { kind: 'rate-limit', retryAfterSeconds: 2, probability: 0.05 },
      { kind: 'drop', probability: 0.01 },
      { kind: 'drop', after: true },
    ]);
    expect(parseFaultsEnv('error,rate-limit')).toEqual([
      { kind: 'error', status: 503 },
      { kind: 'rate-limit', retryAfterSeconds: 1 },
    ]);
  });

  it('reads JSON rules with their scope', () => {
    expect(parseFaultsEnv('{"kind":"error","status":500,"method":"post","path":"/pcm","times":2}')).toEqual([
      { kind: 'error', status: 500, method: 'POST', path: '/pcm', times: 2 },
    ]);
  });

  it.each([
    ['latency', /ms is required/],
    ['error=404', /status must be an integer from 500/],
    ['explode', /cannot read/],
    ['drop@2', /probability/],
    ['[{"kind":"drop","times":0}]', /times/],
    ['{not json', /not valid JSON/],
  ])('refuses %s', (raw, message) => {
    expect(() => parseFaultsEnv(raw)).toThrow(message);
    expect(() => parseFaultsEnv(raw)).toThrow(FaultRuleError);
  });

  it('refuses a rule without a known kind', () => {
    expect(() => parseFaultRule({ kind: 'chaos' })).toThrow(/kind must be one of/);
    expect(() => parseFaultRule('latency')).toThrow(/must be an object/);
  });
});

describe('FaultInjector.draw', () => {
  it('adds up latencies, lets the first other rule decide, and spends counted rules', () => {
    const injector = new FaultInjector([
      { kind: 'latency', ms: 100 },
      { kind: 'latency', ms: 50, method: 'POST' },
      { kind: 'error', status: 502, path: '/pcm', times: 1 },
      { kind: 'rate-limit', retryAfterSeconds: 1 },
    ]);
    expect(injector.draw('POST', '/pcm/products')).toEqual({
      latencyMs: 150,
      outcome: { kind: 'error', status: 502, path: '/pcm', times: 1 },
    });
    // The counted error is spent; the rate limit rule is next in line.
    expect(injector.draw('GET', '/pcm/products')).toEqual({
      latencyMs: 100,
      outcome: { kind: 'rate-limit', retryAfterSeconds: 1 },
    });
    expect(injector.rules.map((rule) => rule.kind)).toEqual(['latency', 'latency', 'rate-limit']);
  });

  it('fires a rule with the given probability', () => {
    const rolls = [0.3, 0.7];
    const injector = new FaultInjector([{ kind: 'drop', probability: 0.5 }], {
      random: () => rolls.shift() ?? 0,
    });
    expect(injector.draw('GET', '/').outcome?.kind).toBe('drop');
    expect(injector.draw('GET', '/').outcome).toBeUndefined();
  });
});

describe('traffic helpers', () => {
  it('names routes with ids replaced', () => {
    expect(routeKey('put', '/pcm/products/7d3f2a6e-5b1c-4e8d-9f20-6a4c1b8e3d57')).toBe(
      'PUT /pcm/products/:id',
    );
    expect(routeKey('GET', '/pcm/products/')).toBe('GET /pcm/products');
  });

  it('finds the busiest second', () => {
    expect(peakWithinOneSecond([])).toBe(0);
    expect(peakWithinOneSecond([0, 100, 999, 1000, 1500, 1600, 1999])).toBe(4);
  });
});

describe('fault injection over HTTP', () => {
  const api = useTestSandbox();

  beforeEach(async () => {
    await request(api.sandbox, '/__sandbox/faults', { method: 'DELETE' });
    await request(api.sandbox, '/__sandbox/traffic', { method: 'DELETE' });
  });

  const setFaults = (data: unknown) =>
    request<{ data: FaultRule[] } & ErrorBody>(api.sandbox, '/__sandbox/faults', {
      method: 'POST',
      json: { data },
    });
  const listProducts = () =>
    request<ErrorBody>(api.sandbox, '/pcm/products?page[limit]=1', { token: api.token });
  const traffic = async () =>
    (await request<{ data: TrafficStats }>(api.sandbox, '/__sandbox/traffic')).body.data;

  it('answers injected 5xx in the provider error shape, then recovers when the rule is spent', async () => {
    const set = await setFaults([{ kind: 'error', status: 503, method: 'GET', times: 1 }]);
    expect(set.body.data).toEqual([{ kind: 'error', status: 503, method: 'GET', times: 1 }]);
    const failed = await listProducts();
    expect(failed.status).toBe(503);
    expect(failed.body.errors).toEqual([
      { status: '503', title: 'Service Unavailable', detail: expect.stringMatching(/fault injection/) },
    ]);
    expect((await listProducts()).status).toBe(200);
    expect((await request(api.sandbox, '/__sandbox/faults')).body).toEqual({ data: [] });
  });

  it('answers 429 with Retry-After', async () => {
    await setFaults([{ kind: 'rate-limit', retryAfterSeconds: 2 }]);
    const limited = await listProducts();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(limited.body.errors[0]).toMatchObject({ status: '429', title: 'Too Many Requests' });
  });

  it('adds latency', async () => {
    await setFaults([{ kind: 'latency', ms: 150 }]);
    const started = performance.now();
    expect((await listProducts()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('drops the connection before the request is handled', async () => {
    await setFaults([{ kind: 'drop', times: 1 }]);
    await expect(listProducts()).rejects.toThrow();
    expect((await listProducts()).status).toBe(200);
    expect((await traffic()).byStatus).toEqual({ dropped: 1, 200: 1 });
  });

  it('drops the answer after a write was handled, so the write happened exactly once', async () => {
    await setFaults([{ kind: 'drop', after: true, method: 'POST', times: 1 }]);
    const create = () =>
      request(api.sandbox, '/pcm/products', {
        method: 'POST',
        token: api.token,
        json: {
          data: {
            type: 'product',
            attributes: { name: 'Lost', sku: 'FAULT-LOST-1', commodity_type: 'digital' },
          },
        },
      });
    await expect(create()).rejects.toThrow();
    const found = await request<{ data: ProductResource[] }>(
      api.sandbox,
      '/pcm/products?filter=eq(sku,FAULT-LOST-1)',
      {
        token: api.token,
      },
    );
    expect(found.body.data).toHaveLength(1);
    expect((await traffic()).byRoute).toEqual({ 'POST /pcm/products': 1, 'GET /pcm/products': 1 });
  });

  it('never touches the health check or the control endpoints', async () => {
    await setFaults([{ kind: 'error', status: 500 }]);
    expect((await request(api.sandbox, '/healthz')).status).toBe(200);
    expect((await request(api.sandbox, '/__sandbox/faults')).status).toBe(200);
    expect((await listProducts()).status).toBe(500);
  });

  it('refuses a malformed rule with 422 and keeps the rules it had', async () => {
    await setFaults([{ kind: 'latency', ms: 1 }]);
    const refused = await setFaults([{ kind: 'error', status: 200 }]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ status: '422', source: { pointer: '/data' } });
    expect((await request(api.sandbox, '/__sandbox/faults', { method: 'POST', json: {} })).status).toBe(422);
    expect((await request(api.sandbox, '/__sandbox/faults')).body).toEqual({
      data: [{ kind: 'latency', ms: 1 }],
    });
  });

  it('counts what it received per route and status', async () => {
    await Promise.all([listProducts(), listProducts(), request(api.sandbox, '/pcm/products')]);
    expect(await traffic()).toMatchObject({
      total: 3,
      byRoute: { 'GET /pcm/products': 3 },
      byStatus: { 200: 2, 401: 1 },
      peakPerSecond: 3,
      peakServedPerSecond: 3,
    });
  });
});

it('injects the faults of SANDBOX_FAULTS from the start', async () => {
  const sandbox = await startTestSandbox({ faults: parseFaultsEnv('error=502') });
  try {
    expect((await request(sandbox, '/pcm/products')).status).toBe(502);
    expect((await request(sandbox, '/healthz')).status).toBe(200);
  } finally {
    await sandbox.close();
  }
});
