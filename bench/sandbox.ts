/**
 * Sandbox throughput: requests per second for a 25-item product page and for a product by id,
 * with the sandbox in its own process (as `npm run sandbox` runs it, on a SQLite file with WAL and
 * synchronous FULL) so the load generator does not share its event loop. Target: at least 2,000
 * requests per second for the page, so the sandbox never limits a gateway benchmark.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '../sandbox/src/core/config';
import { spawnSandbox } from '../sandbox/src/core/sandbox-process';
import { fixed, verdict, type TableRow } from './support';

const SECONDS = 5;
const CONNECTIONS = 10;
const PAGE_TARGET = 2000;

async function token(url: string): Promise<string> {
  const response = await fetch(`${url}/oauth/access_token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: DEFAULT_CLIENT_ID,
      client_secret: DEFAULT_CLIENT_SECRET,
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function throughput(url: string, accessToken: string) {
  // A short warm-up so JIT and SQLite's page cache are not part of the figure.
  await autocannon({
    url,
    connections: CONNECTIONS,
    duration: 1,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return {
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

export async function run(): Promise<TableRow[]> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-bench-'));
  const sandbox = await spawnSandbox({ dataPath: path.join(directory, 'sandbox.db') });
  try {
    const accessToken = await token(sandbox.url);
    const first = await fetch(`${sandbox.url}/pcm/products?page[limit]=1`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const productId = ((await first.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
    const page = await throughput(`${sandbox.url}/pcm/products?page[limit]=25`, accessToken);
    const byId = await throughput(`${sandbox.url}/pcm/products/${productId}`, accessToken);
    const note = (result: typeof page) =>
      `${CONNECTIONS} connections, ${SECONDS} s; p50 ${result.p50} ms, p99 ${result.p99} ms; ${result.failures} failures`;
    return [
      {
        benchmark: 'sandbox throughput',
        measure: '25-item product page',
        value: `${fixed(page.perSecond, 0)} req/s`,
        target: `>= ${PAGE_TARGET}: ${verdict(page.perSecond >= PAGE_TARGET && page.failures === 0)}`,
        note: note(page),
      },
      {
        benchmark: 'sandbox throughput',
        measure: 'product by id',
        value: `${fixed(byId.perSecond, 0)} req/s`,
        target: '',
        note: note(byId),
      },
    ];
  } finally {
    await sandbox.stop();
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

if (require.main === module) {
  run().then(
    (rows) => console.table(rows),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
