/**
 * Several gateways, one budget: a burst of 400 queries (one provider call each, one token) spread
 * over two gateways against one sandbox enforcing the development tier's 25 requests/s, each gateway
 * throttled to 20 per 1000 ms. Without REDIS_URL each gateway keeps its own budget, so together they
 * send up to twice the rate and meet the sandbox's 429s; with REDIS_URL they share one budget in a
 * real `redis-server` (started here on a free port). Printed side by side, not asserted.
 */
import { gatewayConfigFromEnv, type GatewayConfig } from '../gateway/src/config';
import { startGateway, type RunningGateway } from '../gateway/src/server';
import { startRedisServer, type RedisProcess } from '../gateway/test/redis-process';
import { fixed, startStack, verdict, type GraphQLAnswer, type TableRow } from './support';

const BURST = 400;
const SANDBOX_LIMIT = 25;
const QUERY = '{ products(page: { limit: 1 }) { items { id } } }';
const THROTTLE = { EP_THROTTLE_LIMIT: '20', EP_THROTTLE_INTERVAL_MS: '1000', GATEWAY_INSTANCES: '2' };

async function burst(label: string, redis: RedisProcess | undefined): Promise<TableRow[]> {
  const env: Record<string, string> = { ...THROTTLE, ...(redis && { REDIS_URL: redis.url }) };
  // The stack's gateway is the first instance; the second is configured the same way, in this
  // process but with a config (and so a budget and Redis connections) of its own.
  const stack = await startStack({ sandbox: { rateLimit: true }, env });
  let second: RunningGateway | undefined;
  try {
    const config: GatewayConfig = {
      ...gatewayConfigFromEnv({
        ...process.env,
        NODE_ENV: 'production',
        EP_HOST: stack.sandbox.url.replace('http://', ''),
        EP_PROTOCOL: 'http',
        ...env,
      }),
      port: 0,
      host: '127.0.0.1',
    };
    second = await startGateway(config);
    const urls = [stack.gateway.url, second.url];
    // Let both instances connect to Redis before the burst (a first call before that is counted locally).
    if (redis) await new Promise((resolve) => setTimeout(resolve, 500));
    await stack.resetTraffic();
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: BURST }, async (_, index): Promise<GraphQLAnswer> => {
        const response = await fetch(`${urls[index % urls.length]}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.token}` },
          body: JSON.stringify({ query: QUERY }),
        });
        return (await response.json()) as GraphQLAnswer;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const traffic = await stack.traffic();
    const codes = answers.flatMap((answer) => answer.errors ?? []).map((error) => error.extensions?.code);
    const rateLimited = codes.filter((code) => code === 'RATE_LIMITED').length;
    const retries = answers.reduce((sum, answer) => sum + (answer.extensions?.provider?.retries ?? 0), 0);
    const benchmark = `two gateways, one store (${BURST} at once, 20/s each, sandbox ${SANDBOX_LIMIT}/s)`;
    return [
      {
        benchmark,
        measure: `${label}: RATE_LIMITED errors to callers`,
        value: `${rateLimited} of ${BURST}`,
        target: redis ? `0: ${verdict(rateLimited === 0)}` : '',
        note: `${codes.length - rateLimited} other errors; all answered in ${fixed(seconds, 1)} s; ${retries} retries`,
      },
      {
        benchmark,
        measure: `${label}: provider 429s`,
        value: String(traffic.byStatus['429'] ?? 0),
        target: redis ? `0: ${verdict((traffic.byStatus['429'] ?? 0) === 0)}` : '',
        note: `${traffic.total} requests received by the sandbox`,
      },
      {
        benchmark,
        measure: `${label}: busiest second at the sandbox`,
        value: `${traffic.peakPerSecond} received / ${traffic.peakServedPerSecond} served`,
        target: redis
          ? `<= ${SANDBOX_LIMIT}/s received: ${verdict(traffic.peakPerSecond <= SANDBOX_LIMIT)}`
          : '',
        note: redis ? 'one budget in Redis' : 'a budget per instance',
      },
    ];
  } finally {
    await second?.close();
    await stack.close();
  }
}

export async function run(): Promise<TableRow[]> {
  const redis = await startRedisServer();
  try {
    return [...(await burst('REDIS_URL unset', undefined)), ...(await burst('REDIS_URL set', redis))];
  } finally {
    await redis.stop();
  }
}

// `tsx bench/redis-budget.ts`: this benchmark alone, as a table.
if (require.main === module) {
  run().then(
    (rows) => {
      for (const row of rows) console.log(`${row.measure}: ${row.value}  ${row.target}  (${row.note})`);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
