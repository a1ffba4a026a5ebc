import { setupServer } from 'msw/node';
import type { GatewayConfig } from '../src/config';
import { createContext } from '../src/context';
import { createGatewayApp } from '../src/server';

/** The provider as the gateway's unit tests see it: an msw-mocked host. */
export const PROVIDER = 'https://provider.test';

export const provider = setupServer();

export function testConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    provider: {
      host: 'provider.test',
      protocol: 'https',
      application: 'test',
      maxAttempts: 4,
      sleep: async () => {},
    },
    useSandbox: false,
    sandboxPort: 0,
    clientDist: '/nonexistent',
    development: false,
    ...overrides,
  };
}

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: readonly (string | number)[]; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
}

/** Runs operations through the real Apollo server (plugins, error formatting) without HTTP. */
export async function testGateway(config: GatewayConfig = testConfig()) {
  const { apollo } = await createGatewayApp(config);
  return {
    async execute(
      query: string,
      variables: Record<string, unknown> = {},
      token: string | null = 'seller-token',
    ) {
      const response = await apollo.executeOperation(
        { query, variables },
        { contextValue: createContext(config, token ? `Bearer ${token}` : undefined) },
      );
      if (response.body.kind !== 'single') throw new Error('Expected a single result');
      return response.body.singleResult as GraphQLResult;
    },
    stop: () => apollo.stop(),
  };
}
