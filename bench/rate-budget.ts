/**
 * Rate budget: a burst of 200 concurrent queries through the gateway against a sandbox that
 * enforces the development tier's 25 requests/s. Counts RATE_LIMITED errors reaching callers and
 * the busiest second the sandbox saw, with the gateway's throttle as configured by default
 * (EP_THROTTLE_LIMIT / EP_THROTTLE_INTERVAL_MS) and, side by side, with the throttle off.
 */
import { gatewayConfigFromEnv } from '../gateway/src/config';
import { fixed, startStack, verdict, type GraphQLAnswer, type TableRow } from './support';

const BURST = 200;
const SANDBOX_LIMIT = 25;
const QUERY = '{ products(page: { limit: 10 }) { items { id } } }';

async function burst(label: string, env: Record<string, string>): Promise<TableRow[]> {
  const stack = await startStack({ sandbox: { rateLimit: true }, env });
  try {
    await stack.resetTraffic();
    const started = performance.now();
    const answers: GraphQLAnswer[] = await Promise.all(
      Array.from({ length: BURST }, () => stack.graphql(QUERY)),
    );
    const seconds = (performance.now() - started) / 1000;
    const traffic = await stack.traffic();
    const codes = answers
      .flatMap((answer) => answer.errors ?? [])
      .map((error) => error.extensions?.code ?? 'none');
    const rateLimited = codes.filter((code) => code === 'RATE_LIMITED').length;
    const otherErrors = codes.length - rateLimited;
    const retries = answers.reduce((sum, answer) => sum + (answer.extensions?.provider?.retries ?? 0), 0);
    const throttledMs = answers.reduce(
      (sum, answer) => sum + (answer.extensions?.provider?.throttledMs ?? 0),
      0,
    );
    const benchmark = `rate budget (${BURST} at once, sandbox ${SANDBOX_LIMIT}/s)`;
    return [
      {
        benchmark,
        measure: `${label}: RATE_LIMITED errors to callers`,
        value: `${rateLimited} of ${BURST}`,
        target: `0: ${verdict(rateLimited === 0)}`,
        note: `${otherErrors} other errors; all answered in ${fixed(seconds, 1)} s; ${retries} retries, ${fixed(throttledMs / 1000, 1)} s waited in the throttle in all`,
      },
      {
        benchmark,
        measure: `${label}: busiest second at the sandbox`,
        value: `${traffic.peakServedPerSecond} served / ${traffic.peakPerSecond} received`,
        target: `<= ${SANDBOX_LIMIT}/s received: ${verdict(traffic.peakPerSecond <= SANDBOX_LIMIT)}`,
        note: `${traffic.total} requests received, ${traffic.byStatus['429'] ?? 0} answered 429`,
      },
    ];
  } finally {
    await stack.close();
  }
}

export async function run(): Promise<TableRow[]> {
  // The environment's own settings (or the defaults) are what `npm start` would use.
  const throttle = gatewayConfigFromEnv({ ...process.env, EP_HOST: 'bench.invalid' }).provider.throttle;
  const configured = throttle?.enabled
    ? `throttle ${throttle.limit}/${throttle.intervalMs} ms (as configured)`
    : 'throttle as configured (off)';
  return [...(await burst(configured, {})), ...(await burst('throttle off', { EP_THROTTLE_LIMIT: '0' }))];
}
