/**
 * `/healthz`'s view of the provider: cached and single-flight so polling cannot flood the provider,
 * never slow, any HTTP answer counts for a real provider, only a 2xx `/healthz` for the sandbox.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProviderHealth, providerStateChanged } from '../src/provider-health';

interface Upstream {
  url: string;
  paths: string[];
  /** What the next requests get: a status, or no answer at all. */
  answer: number | 'hang';
  close(): Promise<void>;
}

async function upstream(): Promise<Upstream> {
  const state: Upstream = { url: '', paths: [], answer: 200, close: async () => {} };
  const server = http.createServer((req, res) => {
    state.paths.push(req.url ?? '');
    if (state.answer === 'hang') return;
    res.writeHead(state.answer, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return state;
}

let provider: Upstream;

beforeEach(async () => {
  provider = await upstream();
});

afterEach(async () => {
  await provider.close();
});

it('probes the sandbox /healthz once per cache period however many ask', async () => {
  let now = 1_000;
  const health = new ProviderHealth({ baseUrl: provider.url, sandbox: true, now: () => now });
  const answers = await Promise.all(Array.from({ length: 50 }, () => health.status()));
  expect(answers.every((answer) => answer.reachable)).toBe(true);
  await Promise.all(Array.from({ length: 50 }, () => health.status()));
  expect(provider.paths).toEqual(['/healthz']);
  now += 1_000;
  await health.status();
  expect(provider.paths).toEqual(['/healthz', '/healthz']);
});

it('counts a sandbox answering non-2xx, or not listening, as down', async () => {
  provider.answer = 500;
  expect(await new ProviderHealth({ baseUrl: provider.url, sandbox: true }).status()).toMatchObject({
    reachable: false,
    reason: 'HTTP 500',
  });
  await provider.close();
  expect(await new ProviderHealth({ baseUrl: provider.url, sandbox: true }).status()).toMatchObject({
    reachable: false,
    reason: 'ECONNREFUSED',
  });
});

it('counts any HTTP answer from a real provider as reachable, asking `/` without a credential', async () => {
  provider.answer = 404;
  const health = new ProviderHealth({ baseUrl: provider.url, sandbox: false });
  expect(await health.status()).toMatchObject({ reachable: true });
  expect(provider.paths).toEqual(['/']);
});

it('times out a provider that never answers, and then answers from the last status at once', async () => {
  let now = 1_000;
  const health = new ProviderHealth({
    baseUrl: provider.url,
    sandbox: false,
    probeTimeoutMs: 200,
    now: () => now,
  });
  expect(await health.status()).toMatchObject({ reachable: true });
  provider.answer = 'hang';
  now += 5_000;
  const started = performance.now();
  // The stale answer comes back within the answer budget while the probe goes on.
  expect(await health.status()).toMatchObject({ reachable: true });
  expect(performance.now() - started).toBeLessThan(150);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await health.status()).toMatchObject({ reachable: false, reason: 'timeout' });
});

it('drops the cached status as soon as the provider is known to have changed', async () => {
  const health = new ProviderHealth({ baseUrl: provider.url, sandbox: true, cacheMs: 60_000 });
  expect(await health.status()).toMatchObject({ reachable: true });
  await provider.close();
  expect(await health.status()).toMatchObject({ reachable: true });
  providerStateChanged();
  expect(await health.status()).toMatchObject({ reachable: false, reason: 'ECONNREFUSED' });
});
