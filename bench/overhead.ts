/**
 * Gateway overhead: the admin's products page (100 items) through GraphQL against the same call
 * made directly to the sandbox's REST API with the same bearer token, same concurrency, in
 * alternating rounds so drift lands on both alike. Measured on bare loopback (the sandbox answers
 * in a few milliseconds, so the gateway's own work is most visible), then with 50 ms of injected
 * upstream latency (closer to a real provider's round trip) at 10 connections and at one.
 * Load generator, gateway and sandbox share this one process and its CPU: at 10 connections the
 * gateway path queues behind its own and the sandbox's work, which a deployment would not.
 */
import autocannon from 'autocannon';
import { fixed, percentile, startStack, verdict, type Stack, type TableRow } from './support';

const CONNECTIONS = 10;
const TARGET_RATIO = 1.15;
const PRODUCT_PAGE = `query ProductList($page: PageInput) {
  products(page: $page) {
    items { id name sku slug status commodityType updatedAt }
    pageInfo { limit offset total hasNextPage }
  }
}`;

interface LoadResult {
  latencies: number[];
  requests: number;
  seconds: number;
  failures: number;
  connections: number;
}

interface Target {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

async function load(target: Target, seconds: number, connections: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await autocannon({
    ...target,
    connections,
    duration: seconds,
    setupClient(client) {
      client.on('response', (_status: number, _bytes: number, responseTime: number) =>
        latencies.push(responseTime),
      );
    },
  });
  return {
    latencies,
    requests: result.requests.total,
    seconds: result.duration,
    failures: result.non2xx + result.errors,
    connections,
  };
}

function merge(results: LoadResult[]): LoadResult {
  return {
    latencies: results.flatMap((result) => result.latencies).sort((a, b) => a - b),
    requests: results.reduce((sum, result) => sum + result.requests, 0),
    seconds: results.reduce((sum, result) => sum + result.seconds, 0),
    failures: results.reduce((sum, result) => sum + result.failures, 0),
    connections: results[0]?.connections ?? 0,
  };
}

/** Alternates direct and gateway rounds; returns both merged. */
async function sideBySide(stack: Stack, rounds: number, seconds: number, connections = CONNECTIONS) {
  const direct: Target = {
    url: `${stack.sandbox.url}/pcm/products?page[limit]=100`,
    method: 'GET',
    headers: { authorization: `Bearer ${stack.token}`, accept: 'application/json' },
  };
  const gateway: Target = {
    url: `${stack.gateway.url}/graphql`,
    method: 'POST',
    headers: { authorization: `Bearer ${stack.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: PRODUCT_PAGE, variables: { page: { limit: 100 } } }),
  };
  // Warm both paths (JIT, connection pools, SQLite page cache) before measuring.
  await load(direct, 1, connections);
  await load(gateway, 1, connections);
  const directRuns: LoadResult[] = [];
  const gatewayRuns: LoadResult[] = [];
  for (let round = 0; round < rounds; round += 1) {
    directRuns.push(await load(direct, seconds, connections));
    gatewayRuns.push(await load(gateway, seconds, connections));
  }
  return { direct: merge(directRuns), gateway: merge(gatewayRuns) };
}

function rows(label: string, direct: LoadResult, gateway: LoadResult): TableRow[] {
  const benchmark = `gateway overhead (${label}, ${direct.connections} conn.)`;
  const line = (who: string, run: LoadResult): TableRow => ({
    benchmark,
    measure: `${who} p50 / p95 / p99`,
    value:
      [0.5, 0.95, 0.99].map((fraction) => fixed(percentile(run.latencies, fraction), 1)).join(' / ') + ' ms',
    target: '',
    note: `${fixed(run.requests / run.seconds, 0)} req/s, ${run.requests} requests, ${run.failures} failed`,
  });
  const ratio = percentile(gateway.latencies, 0.5) / percentile(direct.latencies, 0.5);
  const throughput = gateway.requests / gateway.seconds / (direct.requests / direct.seconds);
  return [
    line('direct REST', direct),
    line('GraphQL', gateway),
    {
      benchmark,
      measure: 'GraphQL / direct, median latency',
      value: `${fixed(ratio)}x`,
      target: `<= ${TARGET_RATIO}x: ${verdict(ratio <= TARGET_RATIO)}`,
      note: `gateway adds ${fixed(percentile(gateway.latencies, 0.5) - percentile(direct.latencies, 0.5), 1)} ms at the median; throughput ratio ${fixed(throughput)}x`,
    },
  ];
}

export async function run(): Promise<TableRow[]> {
  // Throttle off: this measures the gateway's own work, not the upstream rate budget.
  const stack = await startStack({ env: { EP_THROTTLE_LIMIT: '0' } });
  try {
    const loopback = await sideBySide(stack, 2, 4);
    await stack.setFaults([{ kind: 'latency', ms: 50, path: '/pcm' }]);
    const withLatency = await sideBySide(stack, 1, 4);
    // One connection: nothing queues behind the shared CPU, so this is the latency each request gains.
    const unloaded = await sideBySide(stack, 1, 3, 1);
    return [
      ...rows('loopback', loopback.direct, loopback.gateway),
      ...rows('upstream +50 ms', withLatency.direct, withLatency.gateway),
      ...rows('upstream +50 ms', unloaded.direct, unloaded.gateway),
    ];
  } finally {
    await stack.close();
  }
}
