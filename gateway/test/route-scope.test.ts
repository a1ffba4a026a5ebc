/**
 * The `/api` routes run their provider calls in the same scope as a GraphQL request: when the caller
 * hangs up, the gateway stops waiting on the provider instead of holding the call open for nobody.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGateway, type RunningGateway } from '../src/server';
import { testConfig } from './harness';

interface StallingProvider {
  host: string;
  /** Resolves with the path of each provider request once the gateway abandons it. */
  abandoned(path: string): Promise<void>;
  close(): Promise<void>;
}

/** A provider that never answers: each request stays open until the gateway closes it. */
async function startStallingProvider(): Promise<StallingProvider> {
  const closedPaths = new Map<string, () => void>();
  const waiting = new Map<string, Promise<void>>();
  const waitFor = (path: string) => {
    let promise = waiting.get(path);
    if (!promise) {
      promise = new Promise<void>((resolve) => closedPaths.set(path, resolve));
      waiting.set(path, promise);
    }
    return promise;
  };
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    void waitFor(path);
    res.on('close', () => closedPaths.get(path)?.());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    abandoned: waitFor,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let provider: StallingProvider;
let gateway: RunningGateway;

beforeAll(async () => {
  provider = await startStallingProvider();
  const base = testConfig();
  gateway = await startGateway(
    testConfig({ provider: { ...base.provider, host: provider.host, protocol: 'http' } }),
  );
});

afterAll(async () => {
  await gateway.close();
  await provider.close();
});

/** Starts a route request, hangs up after the provider has it, and waits for the provider to see it go. */
async function hangUpOn(route: string, providerPath: string): Promise<void> {
  const caller = new AbortController();
  const answer = fetch(`${gateway.url}${route}`, {
    headers: { authorization: 'Bearer opaque-token' },
    signal: caller.signal,
  }).catch(() => undefined);
  const abandoned = provider.abandoned(providerPath);
  await new Promise((resolve) => setTimeout(resolve, 300));
  caller.abort();
  await answer;
  // Without the request's scope the provider call would stay open until the provider answered.
  await expect(
    Promise.race([
      abandoned.then(() => 'abandoned'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 5000)),
    ]),
  ).resolves.toBe('abandoned');
}

it('stops the export download at the provider when the caller hangs up', async () => {
  await hangUpOn('/api/jobs/job-1/file', '/pcm/jobs/job-1');
});

it('stops relaying a file when the caller hangs up', async () => {
  await hangUpOn('/api/files/content/file-1/a.png', '/sandbox/files/file-1/a.png');
});
