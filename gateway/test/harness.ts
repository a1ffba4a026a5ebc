import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit, type FragmentDefinitionNode } from 'graphql';
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

/** Runs operations through the gateway's GraphQL pipeline (checks, error formatting) without HTTP. */
export async function testGateway(config: GatewayConfig = testConfig()) {
  const { graphql, shared } = await createGatewayApp(config);
  return {
    async execute(
      query: string,
      variables: Record<string, unknown> = {},
      token: string | null = 'seller-token',
    ) {
      const answer = await graphql.run(
        { query, variables },
        createContext(config, token ? `Bearer ${token}` : undefined),
      );
      return answer.result as GraphQLResult;
    },
    stop: async () => {
      await shared?.close();
    },
  };
}

const CLIENT_SRC = path.join(__dirname, '../../client/src');

/**
 * An admin operations file (`client/src/<file>`) as the admin sends it: with the fragments it spreads
 * that other files define (shared ones such as `UserErrorFields`), as codegen's documents carry them.
 */
export function adminDocument(file: string): string {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const name of fs.readdirSync(CLIENT_SRC, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.graphql')) continue;
    for (const definition of parse(fs.readFileSync(path.join(CLIENT_SRC, name), 'utf8')).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }
  const own = parse(fs.readFileSync(path.join(CLIENT_SRC, file), 'utf8'));
  const defined = new Set(
    own.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [definition.name.value] : [],
    ),
  );
  const added: FragmentDefinitionNode[] = [];
  const addSpreads = (node: Parameters<typeof visit>[0]) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (defined.has(name) || !fragment) return;
        defined.add(name);
        added.push(fragment);
        addSpreads(fragment);
      },
    });
  addSpreads(own);
  return print({ ...own, definitions: [...own.definitions, ...added] });
}
