/**
 * The provider client's own cost, measured on loopback:
 * - overhead per request: the client against a local node:http server that answers at once, side by
 *   side with a bare `fetch` to the same server in the same run (median, p95, ratio);
 * - throughput of the throttle: requests per second it lets through against its configured rate.
 *
 * Run with `npx tsx bench/provider-client.ts`; `run()` answers the rows for a combined table.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ProviderClient } from '../gateway/src/provider/client';
import type { ProviderConfig, ThrottleSettings } from '../gateway/src/provider/config';
import { windowSlices } from '../gateway/src/provider/throttle';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  note: string;
}

export interface ProviderClientBenchOptions {
  /** Timed requests per contender (after the warm-up). */
  requests?: number;
  /** How long each throttle profile is driven. */
  throttleSeconds?: number;
  profiles?: readonly Pick<ThrottleSettings, 'limit' | 'intervalMs'>[];
}

const BODY = JSON.stringify({ data: [{ id: 'p1', type: 'product', attributes: { name: 'Shoe' } }] });
const OVERHEAD_TARGET_MS = 0.2;
const THROTTLE_TOLERANCE = 0.02;

async function startServer(): Promise<{ server: Server; host: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(BODY),
    });
    response.end(BODY);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo; // listening on a TCP port, so never a pipe name
  return { server, host: `127.0.0.1:${port}` };
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

async function measureOverhead(host: string, requests: number): Promise<BenchRow[]> {
  const url = `http://${host}/pcm/products?page%5Blimit%5D=25`;
  const config: ProviderConfig = { host, protocol: 'http', application: 'bench' };
  const client = new ProviderClient(config, { token: 'bench-token', storeId: 'store-1' });
  const bareFetch = async () => {
    const response = await fetch(url, {
      headers: { Accept: 'application/json', Authorization: 'Bearer bench-token' },
    });
    return JSON.parse(await response.text()) as unknown;
  };
  const viaClient = () => client.get('pcm/products', { query: { 'page[limit]': 25 } });

  for (let index = 0; index < 300; index += 1) {
    await bareFetch();
    await viaClient();
  }
  // Alternate blocks of each so that drift (GC, JIT, CPU frequency) lands on both alike.
  const bare: number[] = [];
  const wrapped: number[] = [];
  const block = 50;
  for (let done = 0; done < requests; done += block) {
    for (let index = 0; index < block; index += 1) bare.push(await timed(bareFetch));
    for (let index = 0; index < block; index += 1) wrapped.push(await timed(viaClient));
  }
  bare.sort((a, b) => a - b);
  wrapped.sort((a, b) => a - b);
  const bareMedian = quantile(bare, 0.5);
  const clientMedian = quantile(wrapped, 0.5);
  const overhead = clientMedian - bareMedian;
  return [
    {
      name: 'bare fetch, median',
      value: round(bareMedian),
      unit: 'ms',
      note: `${bare.length} requests, loopback`,
    },
    { name: 'bare fetch, p95', value: round(quantile(bare, 0.95)), unit: 'ms', note: '' },
    {
      name: 'provider client, median',
      value: round(clientMedian),
      unit: 'ms',
      note: `${wrapped.length} requests, same server`,
    },
    { name: 'provider client, p95', value: round(quantile(wrapped, 0.95)), unit: 'ms', note: '' },
    {
      name: 'provider client overhead, median',
      value: round(overhead),
      unit: 'ms',
      note: `target < ${OVERHEAD_TARGET_MS} ms: ${overhead < OVERHEAD_TARGET_MS ? 'met' : 'MISSED'}`,
    },
    {
      name: 'provider client / bare fetch, median',
      value: round(clientMedian / bareMedian, 2),
      unit: 'x',
      note: '',
    },
  ];
}

/**
 * Drives one throttle profile with `limit x (seconds + 1)` requests at once and measures the rate at
 * which they start after the first burst: the bucket's steady-state throughput.
 */
async function measureThrottle(
  host: string,
  profile: Pick<ThrottleSettings, 'limit' | 'intervalMs'>,
  seconds: number,
): Promise<BenchRow> {
  const starts: number[] = [];
  const config: ProviderConfig = {
    host,
    protocol: 'http',
    application: 'bench',
    throttle: { enabled: true, ...profile },
    fetch: (input, init) => {
      starts.push(performance.now());
      return fetch(input, init);
    },
  };
  const client = new ProviderClient(config, { token: 'bench-token', storeId: 'store-1' });
  const intervals = Math.round((seconds * 1000) / profile.intervalMs);
  const total = profile.limit * (intervals + 1);
  await Promise.all(Array.from({ length: total }, () => client.get('pcm/products')));
  starts.sort((a, b) => a - b);
  const elapsedSeconds = (starts[starts.length - 1]! - starts[0]!) / 1000;
  // The first burst goes at once: one slice of the interval's budget (throttle.ts#windowSlices).
  const firstBurst = profile.limit / windowSlices(profile.limit);
  const measured = (total - firstBurst) / elapsedSeconds;
  const configured = (profile.limit * 1000) / profile.intervalMs;
  const deviation = measured / configured - 1;
  return {
    name: `throttle ${profile.limit}/${profile.intervalMs} ms`,
    value: round(measured, 2),
    unit: 'req/s',
    note:
      `configured ${round(configured, 2)} req/s, ${total} requests over ${round(elapsedSeconds, 2)} s, ` +
      `${deviation >= 0 ? '+' : ''}${round(deviation * 100, 2)} % (target within ${THROTTLE_TOLERANCE * 100} %: ` +
      `${Math.abs(deviation) <= THROTTLE_TOLERANCE ? 'met' : 'MISSED'}); throttledMs summed over the requests ${Math.round(client.stats.throttledMs)}`,
  };
}

export async function run(options: ProviderClientBenchOptions = {}): Promise<BenchRow[]> {
  const { server, host } = await startServer();
  try {
    const rows = await measureOverhead(host, options.requests ?? 3000);
    for (const profile of options.profiles ?? [
      { limit: 20, intervalMs: 1000 },
      { limit: 100, intervalMs: 1000 },
    ]) {
      rows.push(await measureThrottle(host, profile, options.throttleSeconds ?? 3));
    }
    return rows;
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export function printRows(rows: readonly BenchRow[]): void {
  const width = Math.max(...rows.map((row) => row.name.length));
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(width)}  ${String(row.value).padStart(9)} ${row.unit.padEnd(5)}  ${row.note}`,
    );
  }
}

const invokedDirectly = path.basename(process.argv[1] ?? '').startsWith('provider-client');
if (invokedDirectly) {
  run()
    .then(printRows)
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
