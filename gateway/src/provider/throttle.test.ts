import { setMaxListeners } from 'node:events';
import net from 'node:net';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { testConfig } from '../../test/harness';
import { SharedStore } from '../redis';
import { DASHBOARD_THROTTLE, LIBRARY_DEFAULTS, type ProviderConfig } from './config';
import { ProviderAbortError } from './errors';
import {
  budgetKeyFor,
  fallbackShare,
  LimiterRateBudget,
  rateBudgetFor,
  tokenHash,
  UNTHROTTLED,
  windowSlices,
} from './throttle';

/** Acquires `count` tokens for `key` at once and answers how long each waited. */
async function waits(budget: { acquire(key: string): Promise<number> }, key: string, count: number) {
  return Promise.all(Array.from({ length: count }, () => budget.acquire(key)));
}

describe('throttle', () => {
  it('is off by default (library default 3 per 125 ms), on at the dashboard profile 20 per 1000 ms', () => {
    expect(LIBRARY_DEFAULTS.throttle).toEqual({ enabled: false, limit: 3, intervalMs: 125 });
    expect(DASHBOARD_THROTTLE).toEqual({ enabled: true, limit: 20, intervalMs: 1000 });
    expect(rateBudgetFor(testConfig().provider)).toBe(UNTHROTTLED);
  });

  it('builds one in-process bucket per configuration, shared by every client of it', () => {
    const config: ProviderConfig = { ...testConfig().provider, throttle: DASHBOARD_THROTTLE };
    const budget = rateBudgetFor(config);
    expect(budget).toBeInstanceOf(LimiterRateBudget);
    expect(rateBudgetFor(config)).toBe(budget);
    const shared = { acquire: async () => 0 };
    expect(rateBudgetFor({ ...config, rateBudget: shared })).toBe(shared);
  });

  it('lets `limit` requests through per interval, spread over the interval, per store', async () => {
    // 3 per 125 ms runs as 1 per 41.7 ms (windowSlices): same rate, no double burst at a boundary.
    expect(windowSlices(3)).toBe(3);
    const budget = LimiterRateBudget.inProcess({ limit: 3, intervalMs: 125 });
    const started = performance.now();
    const [storeA, storeB] = await Promise.all([waits(budget, 'a', 7), waits(budget, 'b', 3)]);
    const elapsed = performance.now() - started;
    expect(storeA[0]).toBeLessThan(20);
    // The 7th request of store a goes after two full intervals (6 requests) have passed.
    expect(storeA[6]).toBeGreaterThanOrEqual(230);
    expect(storeA[3]).toBeGreaterThanOrEqual(100);
    expect(storeB[0]).toBeLessThan(20); // another store has its own bucket
    expect(elapsed).toBeLessThan(700);
  });

  it('never lets more than 1.25 x limit through in any sliding interval (20 per 1000 ms)', async () => {
    expect(windowSlices(20)).toBe(4);
    const budget = LimiterRateBudget.inProcess({ limit: 20, intervalMs: 1000 });
    const started = performance.now();
    const sentAt = await Promise.all(
      Array.from({ length: 45 }, () => budget.acquire('store').then(() => performance.now() - started)),
    );
    const busiest = Math.max(
      ...sentAt.map((at) => sentAt.filter((other) => other >= at && other < at + 1000).length),
    );
    expect(busiest).toBeLessThanOrEqual(25);
    expect(busiest).toBeGreaterThanOrEqual(20);
  });

  it('shares one budget between gateway instances that share the limiter store', async () => {
    // Two budgets over one limiter stand for two gateway instances over one Redis (RateLimiterRedis).
    const store = new RateLimiterMemory({ points: 2, duration: 0.1 });
    const [instanceA, instanceB] = [new LimiterRateBudget(store), new LimiterRateBudget(store)];
    const [a, b] = await Promise.all([waits(instanceA, 'store', 2), waits(instanceB, 'store', 2)]);
    const waited = [...a, ...b].filter((ms) => ms >= 50);
    expect(waited).toHaveLength(2);
  });

  it('keeps limit / instances per instance while the shared store is down (at least 1)', () => {
    expect(fallbackShare({ limit: 20, intervalMs: 1000 }, 2)).toEqual({ limit: 10, intervalMs: 1000 });
    expect(fallbackShare({ limit: 20, intervalMs: 1000 }, 3)).toEqual({ limit: 6, intervalMs: 1000 });
    expect(fallbackShare({ limit: 3, intervalMs: 125 }, 5)).toEqual({ limit: 1, intervalMs: 125 });
  });

  it('serves from its local share, without failing or hanging, when Redis cannot be reached', async () => {
    // A port nothing listens on: every Redis command fails fast (no offline queue) into the insurance.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const lines: string[] = [];
    const store = new SharedStore({ url: `redis://:hunter2@127.0.0.1:${port}`, instances: 2 }, (line) =>
      lines.push(line),
    );
    try {
      const budget = LimiterRateBudget.shared(store.connection(), { limit: 20, intervalMs: 1000 }, 2);
      const started = performance.now();
      // The local share, 10 per 1000 ms, runs as 5 per 500 ms: 10 calls take one slice of waiting.
      const waited = await waits(budget, 'store:s', 10);
      expect(waited.filter((ms) => ms < 200)).toHaveLength(5);
      expect(performance.now() - started).toBeLessThan(1500);
      expect(store.rateBudgetMode).toBe('local-fallback');
      expect(lines).toEqual([expect.stringMatching(/^Redis at redis:\/\/127\.0\.0\.1:\d+ is unreachable/)]);
      expect(lines.join('\n')).not.toContain('hunter2');
    } finally {
      await store.close();
    }
  });

  it('refuses a profile that cannot let anything through', () => {
    expect(() => LimiterRateBudget.inProcess({ limit: 0, intervalMs: 1000 })).toThrow(RangeError);
    expect(() => LimiterRateBudget.inProcess({ limit: 1, intervalMs: 0 })).toThrow(RangeError);
  });

  it('serves callers of one key in turn: a flood of 200 adds about one slice to another caller’s wait', async () => {
    const budget = LimiterRateBudget.inProcess({ limit: 20, intervalMs: 1000 });
    const flood = new AbortController();
    setMaxListeners(0, flood.signal); // one listener per waiting call, as a request's signal has
    const flooded = Array.from({ length: 200 }, () =>
      budget.acquire('store:s', { caller: 'a', signal: flood.signal }).catch((error: unknown) => error),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waited = await budget.acquire('store:s', { caller: 'b' });
    // 20 per 1000 ms goes in slices of 5 per 250 ms: B is served in the next slice, not after 200 calls.
    expect(waited).toBeLessThanOrEqual(400);
    flood.abort();
    const outcomes = await Promise.all(flooded);
    expect(outcomes.filter((outcome) => outcome instanceof ProviderAbortError).length).toBeGreaterThan(180);
  });

  it('takes aborted waiters out at once and keeps no queue for an idle key', async () => {
    const budget = LimiterRateBudget.inProcess({ limit: 1, intervalMs: 60_000 });
    await budget.acquire('store:idle');
    expect(budget.waitingKeys).toBe(0);
    const controller = new AbortController();
    setMaxListeners(0, controller.signal);
    const waiting = Array.from({ length: 50 }, (_, index) =>
      budget.acquire(`token:${index % 5}`, { caller: `c${index}`, signal: controller.signal }),
    );
    await budget.acquire('store:other');
    expect(budget.waitingKeys).toBe(5); // 9 waiting in each of the 5 keys (the first of each went at once)
    const started = performance.now();
    controller.abort();
    await Promise.allSettled(waiting);
    expect(performance.now() - started).toBeLessThan(100);
    expect(budget.waitingKeys).toBe(0);
    await expect(budget.acquire('store:x', { signal: controller.signal })).rejects.toBeInstanceOf(
      ProviderAbortError,
    );
    await expect(UNTHROTTLED.acquire('store:x', { signal: controller.signal })).rejects.toBeInstanceOf(
      ProviderAbortError,
    );
  });
});

describe('budget keys', () => {
  const jwt = (claims: object) =>
    [{ alg: 'HS256', typ: 'JWT' }, claims]
      .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
      .join('.') + '.signature';

  it('key on the store the call names, then the organization', () => {
    expect(budgetKeyFor({ storeId: 's1', organizationId: 'o1', token: 'tok' }, 'host')).toEqual({
      key: 'store:s1',
      caller: `token:${tokenHash('tok')}`,
    });
    expect(budgetKeyFor({ organizationId: 'o1', token: 'tok' }, 'host').key).toBe('org:o1');
  });

  it('key a token session on its store claim, and any other token on its hash', () => {
    expect(budgetKeyFor({ token: jwt({ sub: 'u', store_id: 'home-store', exp: 1 }) }, 'host').key).toBe(
      'store:home-store',
    );
    expect(budgetKeyFor({ token: jwt({ sub: 'u', organization_id: 'org-9' }) }, 'host').key).toBe(
      'org:org-9',
    );
    const opaque = budgetKeyFor({ token: 'opaque-access-token' }, 'host');
    expect(opaque).toEqual({ key: `token:${tokenHash('opaque-access-token')}`, caller: opaque.key });
    expect(opaque.key).not.toContain('opaque-access-token');
    expect(budgetKeyFor({ token: 'another-token' }, 'host').key).not.toBe(opaque.key);
    // No caller token: the gateway's own credential, on the provider host's budget.
    expect(budgetKeyFor({}, 'provider.example')).toEqual({ key: 'provider.example', caller: 'gateway' });
  });
});
