import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sandboxConfigFromEnv } from './config';
import { openDatabase } from './db';
import { DEMO_STORE_ID } from './seed';
import { StoreRateLimiter, TIER_LIMITS } from './limits';
import {
  clientCredentialsToken,
  request,
  startTestSandbox,
  type ErrorBody,
  type TestSandbox,
} from './test-support';

describe('StoreRateLimiter', () => {
  it('allows the limit within any one second, then says how long to wait', () => {
    let now = 0;
    const limiter = new StoreRateLimiter(() => now);
    for (let call = 0; call < 3; call += 1) {
      expect(limiter.take('store-a', 3)).toEqual({ allowed: true });
      now += 100;
    }
    expect(limiter.take('store-a', 3)).toEqual({ allowed: false, retryAfterMs: 700 });
    // Another store has its own budget.
    expect(limiter.take('store-b', 3)).toEqual({ allowed: true });
    now = 1000;
    expect(limiter.take('store-a', 3)).toEqual({ allowed: true });
    expect(limiter.take('store-a', 3)).toEqual({ allowed: false, retryAfterMs: 100 });
  });

  it('knows the tiers', () => {
    expect(TIER_LIMITS).toEqual({ development: 25, production: 100 });
  });
});

describe('per-store rate limit over HTTP', () => {
  let sandbox: TestSandbox;
  let token: string;
  let dataDir: string;

  beforeAll(async () => {
    // A database file, so the test can change the store's tier through a second connection.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-limits-'));
    sandbox = await startTestSandbox({ rateLimit: true, dataPath: path.join(dataDir, 'sandbox.db') });
    token = await clientCredentialsToken(sandbox);
  });

  afterAll(async () => {
    await sandbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const burst = (size: number, bearer = token) =>
    Promise.all(
      Array.from({ length: size }, () =>
        request<ErrorBody>(sandbox, '/pcm/products?page[limit]=1', { token: bearer }),
      ),
    );
  const waitOutTheSecond = () => new Promise((resolve) => setTimeout(resolve, 1000));

  it('does not count requests without a valid token', async () => {
    const anonymous = await burst(30, 'not-a-token');
    expect(anonymous.every((response) => response.status === 401)).toBe(true);
    expect((await burst(1))[0]?.status).toBe(200);
  });

  it('serves the demo store (development tier) 25 requests a second and answers the rest 429', async () => {
    await waitOutTheSecond();
    await request(sandbox, '/__sandbox/traffic', { method: 'DELETE' });
    const responses = await burst(30);
    const refused = responses.filter((response) => response.status === 429);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(25);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.headers.get('retry-after')).toBe('1');
    expect(refused[0]?.body.errors).toEqual([
      {
        status: '429',
        title: 'Too Many Requests',
        detail: "This store's tier allows 25 requests per second; slow down",
      },
    ]);
    const traffic = await request<{ data: { peakPerSecond: number; peakServedPerSecond: number } }>(
      sandbox,
      '/__sandbox/traffic',
    );
    expect(traffic.body.data).toMatchObject({ peakPerSecond: 30, peakServedPerSecond: 25 });
  });

  it('serves a production store 100 requests a second', async () => {
    const db = openDatabase(path.join(dataDir, 'sandbox.db'));
    try {
      db.prepare("UPDATE stores SET tier = 'production' WHERE id = ?").run(DEMO_STORE_ID);
    } finally {
      db.close();
    }
    await waitOutTheSecond();
    await request(sandbox, '/__sandbox/traffic', { method: 'DELETE' });
    // 250 at once. A busy machine (two jest workers on two cores) may spread them so thinly that no
    // second holds more than 100: then nothing may be refused. Whenever one does, exactly 100 of
    // that second are served and the rest answered 429.
    const responses = await burst(250);
    expect(responses.filter((response) => response.status === 200).length).toBeGreaterThanOrEqual(100);
    const refused = responses.filter((response) => response.status === 429).length;
    const traffic = await request<{ data: { peakPerSecond: number; peakServedPerSecond: number } }>(
      sandbox,
      '/__sandbox/traffic',
    );
    const { peakPerSecond, peakServedPerSecond } = traffic.body.data;
    if (peakPerSecond > 100) {
      expect(refused).toBeGreaterThan(0);
      expect(peakServedPerSecond).toBe(100);
    } else {
      expect(refused).toBe(0);
      expect(peakServedPerSecond).toBe(peakPerSecond);
    }
  });
});

it('is read from SANDBOX_RATE_LIMIT: on unless switched off', () => {
  expect(sandboxConfigFromEnv({}).rateLimit).toBe(true);
  expect(sandboxConfigFromEnv({ SANDBOX_RATE_LIMIT: 'off' }).rateLimit).toBe(false);
  expect(sandboxConfigFromEnv({ SANDBOX_RATE_LIMIT: 'ON' }).rateLimit).toBe(true);
  expect(() => sandboxConfigFromEnv({ SANDBOX_RATE_LIMIT: 'sometimes' })).toThrow(/SANDBOX_RATE_LIMIT/);
});

it('is off with rateLimit false (SANDBOX_RATE_LIMIT=off)', async () => {
  const sandbox = await startTestSandbox({ rateLimit: false });
  try {
    const token = await clientCredentialsToken(sandbox);
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => request(sandbox, '/pcm/products?page[limit]=1', { token })),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
  } finally {
    await sandbox.close();
  }
});
