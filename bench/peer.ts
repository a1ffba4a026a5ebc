/**
 * The peer the gateway is compared with, as a process of its own: openapi-to-graphql's schema for
 * the provider's product list, built at start from the provider's own OpenAPI document
 * (`BENCH_OPENAPI_DIR`/pcm.yaml, read where it is, never copied), served by graphql-yoga. It calls
 * `BENCH_PEER_PROVIDER` with the bench's token. Two adjustments are made in memory, both printed:
 * only `GET /pcm/products` is kept (the page the bench asks), and array schemas the document leaves
 * without `items` get `items: {}` (openapi-to-graphql refuses the document otherwise).
 * Prints `peer listening on http://...`, or `peer unavailable: <reason>` and exits with 3.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { parse as parseYaml } from 'yaml';

/** openapi-to-graphql's entry point; its package exports carry no types for this module setting. */
type CreateGraphQLSchema = (
  spec: unknown,
  options: Record<string, unknown>,
) => Promise<{ schema: GraphQLSchema }>;

export const DEFAULT_OPENAPI_DIR = '/work/shared/reference/ep-openapi';

/** Adds `items: {}` to array schemas without items; returns how many it fixed. */
function giveArraysItems(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + giveArraysItems(item), 0);
  if (typeof value !== 'object' || value === null) return 0;
  const record = value as Record<string, unknown>;
  let fixed = 0;
  if (record.type === 'array' && record.items === undefined) {
    record.items = {};
    fixed += 1;
  }
  for (const child of Object.values(record)) fixed += giveArraysItems(child);
  return fixed;
}

async function main(): Promise<void> {
  const file = path.join(process.env.BENCH_OPENAPI_DIR ?? DEFAULT_OPENAPI_DIR, 'pcm.yaml');
  const document = parseYaml(fs.readFileSync(file, 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const products = document.paths['/pcm/products']?.get;
  if (!products) throw new Error(`${file} has no GET /pcm/products`);
  document.paths = { '/pcm/products': { get: products } };
  const fixed = giveArraysItems(document);
  const { createGraphQLSchema } = createRequire(__filename)('openapi-to-graphql') as {
    createGraphQLSchema: CreateGraphQLSchema;
  };
  const { schema } = await createGraphQLSchema(document, {
    baseUrl: process.env.BENCH_PEER_PROVIDER ?? '',
    headers: { authorization: `Bearer ${process.env.BENCH_PEER_TOKEN ?? ''}` },
    viewer: false,
    strict: false,
    simpleNames: true,
  });
  const yoga = createYoga({ schema, graphqlEndpoint: '/graphql', logging: false, landingPage: false });
  const server = http.createServer(yoga);
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    console.log(`peer: ${file}, GET /pcm/products only, ${fixed} array schemas given items in memory`);
    console.log(`peer listening on http://127.0.0.1:${port}`);
  });
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.log(`peer unavailable: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  process.exit(3);
});
