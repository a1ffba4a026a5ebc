/**
 * The security baseline over real HTTP: query limits, introspection and GraphiQL switches,
 * suggestions, stack traces, CSRF prevention, CORS and security headers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getIntrospectionQuery, parse, validate } from 'graphql';
import { gatewayConfigFromEnv, type GatewayConfig } from '../src/config';
import { buildGatewaySchema } from '../src/schema';
import {
  DEFAULT_QUERY_LIMITS,
  graphqlProtection,
  securityConfigFromEnv,
  withoutSuggestion,
  type SecurityConfig,
} from '../src/security';
import { startGateway, type RunningGateway } from '../src/server';
import { testConfig, type GraphQLResult } from './harness';

const ROOT = path.resolve(__dirname, '../..');

function securityFor(overrides: Partial<SecurityConfig> = {}): SecurityConfig {
  return { ...securityConfigFromEnv({}, { development: false, useSandbox: false }), ...overrides };
}

/** A gateway whose provider is never reached: these tests stop before any provider call. */
async function gatewayWith(overrides: Partial<GatewayConfig> = {}): Promise<RunningGateway> {
  return startGateway(testConfig({ security: securityFor(), ...overrides }));
}

async function post(
  gateway: RunningGateway,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: GraphQLResult; headers: Headers }> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as GraphQLResult,
    headers: response.headers,
  };
}

const codes = (result: GraphQLResult) => result.errors?.map((error) => error.extensions?.code);

describe('configuration from the environment', () => {
  it('turns introspection and GraphiQL on for development and the sandbox, off against the provider', () => {
    const provider = securityConfigFromEnv({}, { development: false, useSandbox: false });
    expect(provider).toEqual({
      introspection: false,
      graphiql: false,
      corsOrigins: [],
      queryLimits: DEFAULT_QUERY_LIMITS,
    });
    expect(securityConfigFromEnv({}, { development: true, useSandbox: false })).toMatchObject({
      introspection: true,
      graphiql: true,
    });
    expect(securityConfigFromEnv({}, { development: false, useSandbox: true })).toMatchObject({
      introspection: true,
      graphiql: true,
    });
  });

  it('reads the switches, the CORS allow-list and the limits', () => {
    const config = securityConfigFromEnv(
      {
        GRAPHQL_INTROSPECTION: 'on',
        GRAPHIQL: 'off',
        CORS_ORIGINS: 'https://admin.example.com, http://localhost:5173',
        GRAPHQL_MAX_DEPTH: '4',
        GRAPHQL_MAX_TOKENS: '300',
      },
      { development: false, useSandbox: true },
    );
    expect(config).toMatchObject({
      introspection: true,
      graphiql: false,
      corsOrigins: ['https://admin.example.com', 'http://localhost:5173'],
      queryLimits: { ...DEFAULT_QUERY_LIMITS, maxDepth: 4, maxTokens: 300 },
    });
  });

  it('is part of the gateway configuration', () => {
    expect(gatewayConfigFromEnv({}).security).toMatchObject({ introspection: true, graphiql: true });
    expect(gatewayConfigFromEnv({ EP_HOST: 'euwest.api.elasticpath.com' }).security).toMatchObject({
      introspection: false,
      graphiql: false,
    });
    expect(
      gatewayConfigFromEnv({
        EP_HOST: 'euwest.api.elasticpath.com',
        GRAPHQL_INTROSPECTION: 'on',
        GRAPHIQL: 'on',
      }).security,
    ).toMatchObject({ introspection: true, graphiql: true });
  });

  it.each([
    [{ GRAPHIQL: 'maybe' }, /GRAPHIQL must be on or off/],
    [{ CORS_ORIGINS: '*' }, /CORS_ORIGINS/],
    [{ CORS_ORIGINS: 'https://admin.example.com/path' }, /CORS_ORIGINS/],
    [{ GRAPHQL_MAX_COST: '-1' }, /GRAPHQL_MAX_COST/],
  ])('refuses %p', (env, message) => {
    expect(() => securityConfigFromEnv(env, { development: false, useSandbox: false })).toThrow(message);
  });
});

describe('query limits', () => {
  const schema = buildGatewaySchema();
  const rules = graphqlProtection(securityFor()).validationRules;

  /** Every operation the admin sends, and what GraphiQL sends. */
  function realOperations(): [string, string][] {
    const files = fs
      .readdirSync(path.join(ROOT, 'client/src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.graphql'))
      .map((file): [string, string] => [file, fs.readFileSync(path.join(ROOT, 'client/src', file), 'utf8')]);
    const introspection = getIntrospectionQuery({
      inputValueDeprecation: true,
      schemaDescription: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
    });
    const graphiqlSource = fs.readFileSync(path.join(ROOT, 'client/src/graphiql/main.tsx'), 'utf8');
    const defaultQuery = /const DEFAULT_QUERY = `([^`]*)`/.exec(graphiqlSource)?.[1] ?? '';
    return [...files, ['GraphiQL introspection', introspection], ['GraphiQL default query', defaultQuery]];
  }

  it('let every operation of the admin and GraphiQL through', () => {
    const operations = realOperations();
    expect(operations.length).toBeGreaterThanOrEqual(4);
    for (const [name, source] of operations) {
      expect([name, validate(schema, parse(source), rules).map((error) => error.message)]).toEqual([
        name,
        [],
      ]);
    }
  });

  describe('over HTTP', () => {
    let gateway: RunningGateway;
    beforeAll(async () => {
      gateway = await gatewayWith({
        security: securityFor({
          queryLimits: { maxDepth: 3, maxCost: 20, maxAliases: 2, maxDirectives: 2, maxTokens: 60 },
        }),
      });
    });
    afterAll(() => gateway.close());

    it.each([
      [
        'depth',
        '{ products { items { ...Nodes } } } fragment Nodes on Product { nodes { items { id } } }',
        /depth limit of 3 exceeded/,
      ],
      [
        'aliases',
        '{ a: gatewayInfo { name } b: gatewayInfo { name } c: gatewayInfo { name } }',
        /Aliases limit of 2/,
      ],
      [
        'directives',
        '{ gatewayInfo { name @include(if: true) version @skip(if: false) providerHost @include(if: true) } }',
        /Directives limit of 2/,
      ],
      [
        'cost',
        '{ products { items { id name sku slug } pageInfo { total hasNextPage } } }',
        /Cost limit of 20 exceeded, found 21.5/,
      ],
      ['tokens', `{ gatewayInfo { ${'name '.repeat(80)} } }`, /more that 60 tokens/],
    ])('refuse a query over the %s limit with a 400 and a code', async (limit, query, message) => {
      const response = await post(gateway, { query });
      expect(response.status).toBe(400);
      // A query may break several limits at once (deep queries cost more); the one tested is among them.
      expect(response.body.errors?.map((error) => error.message).join('\n')).toMatch(message);
      const expectedCode = limit === 'tokens' ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED';
      expect(response.body.errors?.[0]?.extensions?.code).toBe(expectedCode);
      expect(response.body.data).toBeUndefined();
    });

    it('counts the depth of the answer, not the fragment spreads that build it', async () => {
      const response = await post(gateway, {
        query:
          '{ gatewayInfo { ...A } } fragment A on GatewayInfo { ...B } fragment B on GatewayInfo { name }',
      });
      expect(response.body.errors).toBeUndefined();
      expect(response.status).toBe(200);
    });

    it('answers a query within the limits', async () => {
      const response = await post(gateway, { query: '{ gatewayInfo { name } }' });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ gatewayInfo: { name: expect.any(String) } });
    });
  });
});

describe('introspection, suggestions and GraphiQL', () => {
  const introspection = '{ __schema { queryType { name } } }';
  const typo = '{ gatewayInfo { nmae } }';
  const enumTypo =
    'query ($status: ProductStatus) { products(filter: { status: { eq: $status } }) { items { id } } }';
  let dist: string;

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-dist-'));
    fs.writeFileSync(path.join(dist, 'graphiql.html'), '<!doctype html><title>GraphiQL</title>');
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Admin</title>');
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('when off (production): refuses introspection, hides suggestions, and does not serve GraphiQL', async () => {
    const gateway = await gatewayWith({
      clientDist: dist,
      security: securityFor({ introspection: false, graphiql: false }),
    });
    try {
      const refused = await post(gateway, { query: introspection });
      expect(refused.status).toBe(400);
      expect(codes(refused.body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      const field = await post(gateway, { query: typo });
      expect(field.body.errors?.[0]?.message).toBe('Cannot query field "nmae" on type "GatewayInfo".');
      const value = await post(
        gateway,
        { query: enumTypo, variables: { status: 'LIVEE' } },
        { authorization: 'Bearer t' },
      );
      expect(value.body.errors?.[0]?.message).toMatch(/does not exist in "ProductStatus" enum\.$/);
      expect(JSON.stringify([field.body, value.body])).not.toMatch(/Did you mean/);
      expect((await fetch(`${gateway.url}/graphiql`)).status).toBe(404);
      expect((await fetch(`${gateway.url}/graphiql.html`)).status).toBe(404);
      expect((await fetch(`${gateway.url}/`)).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });

  it('when on (development, sandbox): introspects, suggests, and serves GraphiQL', async () => {
    const gateway = await gatewayWith({
      clientDist: dist,
      security: securityFor({ introspection: true, graphiql: true }),
    });
    try {
      const schema = await post(gateway, { query: introspection });
      expect(schema.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      const field = await post(gateway, { query: typo });
      expect(field.body.errors?.[0]?.message).toMatch(/Did you mean "name"\?$/);
      const page = await fetch(`${gateway.url}/graphiql`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('GraphiQL');
    } finally {
      await gateway.close();
    }
  });

  it('strips every form graphql-js uses to suggest', () => {
    expect(withoutSuggestion('Cannot query field "nmae" on type "X". Did you mean "name" or "names"?')).toBe(
      'Cannot query field "nmae" on type "X".',
    );
    expect(
      withoutSuggestion('Value "LIVEE" does not exist in "S" enum. Did you mean the enum value "LIVE"?'),
    ).toBe('Value "LIVEE" does not exist in "S" enum.');
    expect(withoutSuggestion('Unknown type "Prodct".')).toBe('Unknown type "Prodct".');
  });
});

describe('stack traces', () => {
  it.each([
    [false, false],
    [true, true],
  ])('development %p: stack trace in responses %p', async (development, expected) => {
    const gateway = await gatewayWith({ development });
    try {
      const response = await post(gateway, { query: '{ gatewayInfo { nmae } }' });
      const error = response.body.errors?.[0];
      expect(error?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(error?.extensions !== undefined && 'stacktrace' in error.extensions).toBe(expected);
      // Requests that fail before GraphQL (here: unreadable JSON) never show a stack either.
      const broken = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query": ',
      });
      expect(broken.status).toBe(400);
      const text = await broken.text();
      expect(JSON.parse(text)).toEqual({
        errors: [
          { message: 'The request body is not a valid JSON object', extensions: { code: 'BAD_REQUEST' } },
        ],
      });
      expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
    } finally {
      await gateway.close();
    }
  });
});

describe('CSRF prevention, CORS and headers', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await gatewayWith({ security: securityFor({ corsOrigins: ['https://admin.example.com'] }) });
  });
  afterAll(() => gateway.close());

  const query = '{ gatewayInfo { name } }';

  it.each([
    ['text/plain', JSON.stringify({ query })],
    ['application/x-www-form-urlencoded', `query=${encodeURIComponent(query)}`],
    [
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${query}\r\n--x--`,
    ],
  ])('refuses a simple-request-shaped POST (%s)', async (contentType, body) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    expect(response.status).toBe(400);
    const result = (await response.json()) as GraphQLResult;
    expect(result.errors?.[0]?.message).toMatch(/Cross-Site Request Forgery/);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('refuses a GET without a preflight-forcing header, and answers one with it', async () => {
    const url = `${gateway.url}/graphql?query=${encodeURIComponent(query)}`;
    const forged = await fetch(url);
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as GraphQLResult).errors?.[0]?.message).toMatch(
      /Cross-Site Request Forgery/,
    );
    const allowed = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(allowed.status).toBe(200);
  });

  it('answers CORS preflights for listed origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${gateway.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const listed = await preflight('https://admin.example.com');
    expect(listed.status).toBe(204);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://admin.example.com');
    expect(listed.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await post(gateway, { query }, { origin: 'https://evil.example' });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends no CORS headers at all by default (same origin only)', async () => {
    const sameOrigin = await gatewayWith();
    try {
      const response = await post(sameOrigin, { query }, { origin: 'https://admin.example.com' });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await sameOrigin.close();
    }
  });

  it('sends security headers with a Content Security Policy fit for the admin and GraphiQL', async () => {
    const response = await fetch(`${gateway.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    // Plain http on loopback is a normal way to run the product; upgrading would break every asset.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
