/**
 * A real sandbox and a real gateway in this process, on random loopback ports, for the hardening
 * tests: faults, isolation and bad input go over real HTTP exactly as in production.
 */
import http from 'node:http';
import { createSandboxApp, startSandbox, type StartSandboxOptions } from '../../sandbox/src/core/app';
import { DEFAULT_SANDBOX_CONFIG, type SandboxConfig } from '../../sandbox/src/core/config';
import type { SandboxDatabase } from '../../sandbox/src/core/db';
import type { GatewayConfig } from '../src/config';
import type { ProviderConfig } from '../src/provider/config';
import { startGateway, type RunningGateway } from '../src/server';
import { testConfig, type GraphQLResult } from './harness';

export interface LiveSandbox {
  url: string;
  config: SandboxConfig;
  close(): Promise<void>;
}

export interface Live {
  sandbox: LiveSandbox;
  gateway: RunningGateway;
  /** POSTs an operation to the gateway as JSON with an optional bearer token. */
  graphql(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<GraphQLResult>;
  /** Signs in through the gateway's `signIn` mutation and returns the access token. */
  signIn(email?: string, password?: string): Promise<string>;
  /** Calls the sandbox's control API (`/__sandbox/...`). */
  control(method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/** Gateway settings a test changes; provider settings one by one (the host is the sandbox's). */
export type GatewayOverrides = Omit<Partial<GatewayConfig>, 'provider'> & {
  provider?: Partial<ProviderConfig>;
};

/** A gateway pointed at `sandboxUrl`, using real timers (retries really wait). */
export function gatewayConfigFor(sandboxUrl: string, overrides: GatewayOverrides = {}): GatewayConfig {
  const base = testConfig();
  return {
    ...base,
    ...overrides,
    provider: {
      ...base.provider,
      host: sandboxUrl.replace('http://', ''),
      protocol: 'http',
      sleep: undefined,
      ...overrides.provider,
    },
  };
}

/**
 * Serves an already opened (and seeded) database, for tests that shape the data first, e.g. a
 * second store.
 */
export async function serveSandboxDatabase(
  db: SandboxDatabase,
  overrides: Partial<SandboxConfig> = {},
): Promise<LiveSandbox> {
  const config: SandboxConfig = { ...DEFAULT_SANDBOX_CONFIG, port: 0, dataPath: ':memory:', ...overrides };
  const server = http.createServer(createSandboxApp({ db, config }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function startLive(
  options: {
    sandbox?: StartSandboxOptions | LiveSandbox;
    gateway?: GatewayOverrides;
  } = {},
): Promise<Live> {
  const sandbox =
    options.sandbox && 'url' in options.sandbox
      ? options.sandbox
      : await startSandbox({ port: 0, dataPath: ':memory:', rateLimit: false, ...options.sandbox });
  const gateway = await startGateway(gatewayConfigFor(sandbox.url, options.gateway));

  const graphql: Live['graphql'] = async (query, variables = {}, token = null) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResult;
  };

  return {
    sandbox,
    gateway,
    graphql,
    async signIn(email = sandbox.config.sellerEmail, password = sandbox.config.sellerPassword) {
      const result = await graphql(
        `
          mutation ($u: String!, $p: String!) {
            signIn(username: $u, password: $p) {
              credentials {
                accessToken
              }
            }
          }
        `,
        { u: email, p: password },
      );
      const token = (result.data?.signIn as { credentials: { accessToken: string } | null } | undefined)
        ?.credentials?.accessToken;
      if (!token) throw new Error(`Sign-in failed: ${JSON.stringify(result)}`);
      return token;
    },
    async control(method, path, data) {
      const response = await fetch(`${sandbox.url}/__sandbox${path}`, {
        method,
        headers: data === undefined ? {} : { 'content-type': 'application/json' },
        body: data === undefined ? undefined : JSON.stringify({ data }),
      });
      if (!response.ok) throw new Error(`Sandbox control ${method} ${path} answered ${response.status}`);
      return response.status === 204 ? undefined : ((await response.json()) as { data: unknown }).data;
    },
    async close() {
      await gateway.close();
      await sandbox.close();
    },
  };
}
