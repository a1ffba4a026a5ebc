/**
 * Shared pieces of the benchmarks: rows of the one table, percentiles, and a sandbox plus gateway
 * started in this process on random loopback ports.
 */
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from '../sandbox/src/core/app';
import type { FaultRule, TrafficStats } from '../sandbox/src/core/faults';
import { gatewayConfigFromEnv, type GatewayConfig } from '../gateway/src/config';
import { startGateway, type RunningGateway } from '../gateway/src/server';

/** One line of the table `npm run bench` prints. */
export interface TableRow {
  benchmark: string;
  measure: string;
  value: string;
  /** The target and whether it was met, or empty. */
  target: string;
  note: string;
}

export function percentile(sortedAscending: readonly number[], fraction: number): number {
  if (sortedAscending.length === 0) return Number.NaN;
  const index = Math.min(sortedAscending.length - 1, Math.ceil(fraction * sortedAscending.length) - 1);
  return sortedAscending[Math.max(0, index)]!;
}

export function fixed(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

export function verdict(met: boolean): string {
  return met ? 'met' : 'MISSED';
}

export interface Stack {
  sandbox: RunningSandbox;
  gateway: RunningGateway;
  /** A bearer token of the demo store (client_credentials), valid for both the gateway and the sandbox. */
  token: string;
  graphql(query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer>;
  setFaults(rules: FaultRule[]): Promise<void>;
  traffic(): Promise<TrafficStats>;
  resetTraffic(): Promise<void>;
  close(): Promise<void>;
}

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: { provider?: { calls: number; retries: number; throttledMs: number } };
}

/**
 * The sandbox (in memory) and a gateway configured as `npm start` configures it from `env`, with
 * EP_HOST pointing at the sandbox.
 */
export async function startStack(
  options: { sandbox?: StartSandboxOptions; env?: Record<string, string> } = {},
): Promise<Stack> {
  const sandbox = await startSandbox({ port: 0, dataPath: ':memory:', rateLimit: false, ...options.sandbox });
  const config: GatewayConfig = {
    ...gatewayConfigFromEnv({
      ...process.env,
      NODE_ENV: 'production',
      EP_HOST: sandbox.url.replace('http://', ''),
      EP_PROTOCOL: 'http',
      ...options.env,
    }),
    port: 0,
    host: '127.0.0.1',
  };
  const gateway = await startGateway(config);
  const token = await clientCredentialsToken(sandbox);
  const control = async (method: string, path: string, data?: unknown) => {
    const response = await fetch(`${sandbox.url}/__sandbox${path}`, {
      method,
      headers: data === undefined ? {} : { 'content-type': 'application/json' },
      body: data === undefined ? undefined : JSON.stringify({ data }),
    });
    if (!response.ok) throw new Error(`sandbox control ${method} ${path}: ${response.status}`);
    return response.status === 204 ? undefined : ((await response.json()) as { data: unknown }).data;
  };
  return {
    sandbox,
    gateway,
    token,
    async graphql(query, variables = {}) {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLAnswer;
    },
    async setFaults(rules) {
      await control('POST', '/faults', rules);
    },
    async traffic() {
      return (await control('GET', '/traffic')) as TrafficStats;
    },
    async resetTraffic() {
      await control('DELETE', '/traffic');
    },
    async close() {
      await gateway.close();
      await sandbox.close();
    },
  };
}

async function clientCredentialsToken(sandbox: RunningSandbox): Promise<string> {
  const response = await fetch(`${sandbox.url}/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: sandbox.config.clientId,
      client_secret: sandbox.config.clientSecret,
    }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`The sandbox refused the demo key (${response.status})`);
  return body.access_token;
}
