/**
 * Per-request work the gateway does once per operation instead (issue 19): the input limits' walk of
 * a document's literals and the provider-call estimate, each kept for the parsed document the
 * endpoint hands every request sending the same text; and `/graphql` answers sent without an ETag.
 */
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { providerCallBudgetCheck } from '../src/call-budget';
import { gatewayConfigFromEnv } from '../src/config';
import { buildGatewaySchema } from '../src/schema';
import { DEFAULT_INPUT_LIMITS, inputLimitsCheck } from '../src/security';
import { MAX_CACHED_QUERY_LENGTH } from '../src/graphql-pipeline';
import { createContext } from '../src/context';
import { createGatewayApp, startGateway } from '../src/server';
import { testConfig } from './harness';

const schema = buildGatewaySchema();
const QUERY = 'query ($page: PageInput) { products(page: $page) { items { id nodes { items { id } } } } }';

/** `node` with a count of the reads of its `key` (a walk of the node reads it). */
function counted<T extends object>(node: T, key: keyof T): { node: T; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy(node, {
    get(target, property, receiver) {
      if (property === key) reads += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { node: proxy, reads: () => reads };
}

describe('the input limits', () => {
  it('walk a document’s literals once, and check every request’s variables', async () => {
    const check = inputLimitsCheck(DEFAULT_INPUT_LIMITS);
    const { node: document, reads } = counted<DocumentNode>(parse(QUERY), 'definitions');
    check(document, schema, { page: { limit: 10 } });
    const walked = reads();
    expect(walked).toBeGreaterThan(0);
    check(document, schema, { page: { limit: 20 } });
    expect(reads()).toBe(walked);
    expect(() => check(document, schema, { page: { limit: 10, offset: 'x'.repeat(70_000) } })).toThrow(
      /longer than/,
    );
  });

  it('still refuse a document with an overlong literal, each time it is sent', async () => {
    const check = inputLimitsCheck(DEFAULT_INPUT_LIMITS);
    const document = parse(
      `{ products(filter: { name: { eq: "${'x'.repeat(70_000)}" } }) { items { id } } }`,
    );
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(() => check(document, schema, {})).toThrow(/longer than/);
    }
  });
});

describe('the provider-call estimate', () => {
  it('is made once per operation and variables, and answered per request', async () => {
    const check = providerCallBudgetCheck(gatewayConfigFromEnv({}));
    const document = parse(QUERY);
    const parsed = document.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (!parsed) throw new Error('no operation');
    const { node: operation, reads } = counted(parsed, 'selectionSet');
    const estimate = async (variables: Record<string, unknown>) =>
      check(schema, operation, document, variables)?.estimate;
    expect(await estimate({ page: { limit: 40 } })).toBe(41);
    const walked = reads();
    expect(await estimate({ page: { limit: 40 } })).toBe(41);
    expect(reads()).toBe(walked);
    expect(await estimate({ page: { limit: 100 } })).toBe(101);
    expect(reads()).toBeGreaterThan(walked);
    expect(await estimate({ page: { limit: 40 } })).toBe(41);
  });
});

describe('the document cache', () => {
  it('keeps short operation texts, and never one longer than the bound however often it comes', async () => {
    const config = testConfig();
    const { graphql } = await createGatewayApp(config);
    const run = (query: string) => graphql.run({ query }, createContext(config, undefined));
    const before = graphql.documentsKept;
    expect((await run('{ gatewayInfo { name } }')).result.data).toBeDefined();
    expect(graphql.documentsKept).toBe(before + 1);
    for (let index = 0; index < 3; index += 1) {
      // A long comment costs no token: the text is valid, and each one is different.
      const long = `# ${String(index).repeat(MAX_CACHED_QUERY_LENGTH)}\n{ gatewayInfo { name } }`;
      const answer = await run(long);
      expect(answer.result.errors).toBeUndefined();
      expect(answer.result.data).toEqual({ gatewayInfo: { name: expect.any(String) } });
    }
    expect(graphql.documentsKept).toBe(before + 1);
  });
});

describe('GraphQL answers', () => {
  it('carry no ETag (each is no-store and per caller), while the other routes keep theirs', async () => {
    const gateway = await startGateway(testConfig());
    try {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ gatewayInfo { name } }' }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('etag')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const graphiql = await fetch(`${gateway.url}/graphiql`);
      expect(graphiql.headers.get('etag')).not.toBeNull();
    } finally {
      await gateway.close();
    }
  });

  it('travel gzip-compressed from 1 KB when the caller accepts it, and as they are when not', async () => {
    const gateway = await startGateway(testConfig());
    try {
      // An unknown field with a long name: a validation answer of several KB, no provider needed.
      const body = JSON.stringify({ query: `{ ${'x'.repeat(3000)} }` });
      const ask = (headers: Record<string, string>) =>
        fetch(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
        });
      const compressed = await ask({ 'accept-encoding': 'gzip' });
      expect(compressed.headers.get('content-encoding')).toBe('gzip');
      expect(((await compressed.json()) as { errors: unknown[] }).errors).toHaveLength(1);
      const plain = await ask({ 'accept-encoding': 'identity' });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(((await plain.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    } finally {
      await gateway.close();
    }
  });
});
