/**
 * The fuzz corpus of issue 12, kept as a test: hostile requests over real HTTP (bodies that are not
 * JSON, wrong types, huge strings, deep nesting, Unicode garbage, `__proto__` keys, arrays where
 * objects go, persisted-query garbage, odd methods and content types). None may answer a 5xx or an
 * INTERNAL_SERVER_ERROR; each refusal carries a code; the gateway still answers afterwards.
 *
 * Ids are left to the path builder's own tests (lone surrogates or dot segments in ids).
 */
import type { RunningGateway } from '../src/server';
import { startGateway } from '../src/server';
import { startFakeProvider, type FakeProvider } from './fake-provider';

let provider: FakeProvider;
let gateway: RunningGateway;

beforeAll(async () => {
  provider = await startFakeProvider();
  gateway = await startGateway(provider.config);
});

afterAll(async () => {
  await gateway.close();
  await provider.close();
});

interface Hostile {
  /** Sent as it is when a string or bytes; JSON-encoded otherwise. */
  body?: unknown;
  method?: string;
  /** Appended to `/graphql`. */
  search?: string;
  headers?: Record<string, string>;
}

const LIST =
  'query ($filter: ProductFilter, $page: PageInput) { products(filter: $filter, page: $page) { items { id } } }';
const CREATE =
  'mutation ($input: ProductCreateInput!) { createProduct(input: $input) { product { id } userErrors { message } } }';
const list = (variables: unknown) => ({ query: LIST, variables });
const deepJson = (levels: number, open: string, close: string, leaf: string) =>
  `${open.repeat(levels)}${leaf}${close.repeat(levels)}`;

const CORPUS: [name: string, request: Hostile][] = [
  // Bodies that are not JSON, or not an object
  ['an empty body', { body: '' }],
  ['a truncated object', { body: '{"query": "{ products' }],
  ['null', { body: 'null' }],
  ['a number', { body: '12' }],
  ['true', { body: 'true' }],
  ['an empty array', { body: '[]' }],
  ['a string', { body: '"{ gatewayInfo { name } }"' }],
  [
    'invalid UTF-8 bytes',
    { body: new Blob([new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d])]) },
  ],
  ['a byte-order mark', { body: '\ufeff{"query":"{ gatewayInfo { name } }"}' }],
  ['NUL bytes', { body: '{"query":"\u0000{ gatewayInfo { name } }"}' }],
  [
    'an unsupported charset',
    {
      body: '{"query":"{ gatewayInfo { name } }"}',
      headers: { 'content-type': 'application/json; charset=utf-16' },
    },
  ],
  [
    'a form post',
    {
      body: 'query=%7B+gatewayInfo+%7B+name+%7D+%7D',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  ],
  [
    'application/graphql',
    { body: '{ gatewayInfo { name } }', headers: { 'content-type': 'application/graphql' } },
  ],
  ['no content type', { body: '{"query":"{ gatewayInfo { name } }"}', headers: { 'content-type': '' } }],
  ['a body over the limit', { body: { query: `{ gatewayInfo { name } } # ${'x'.repeat(3 * 1024 * 1024)}` } }],
  // Wrong types in the envelope
  ['a query that is a number', { body: { query: 42 } }],
  ['a query that is an object', { body: { query: { __proto__: { a: 1 } } } }],
  ['a query that is an array', { body: { query: ['{ gatewayInfo { name } }'] } }],
  ['a query that is null', { body: { query: null } }],
  ['variables that are a string', { body: { query: LIST, variables: 'x' } }],
  ['variables that are an array', { body: { query: LIST, variables: [1, 2] } }],
  ['variables that are a number', { body: { query: LIST, variables: 7 } }],
  ['an operationName that is an object', { body: { query: LIST, operationName: { a: 1 } } }],
  ['an unknown operationName', { body: { query: LIST, operationName: 'Nope' } }],
  [
    'two operations and no name',
    { body: { query: 'query A { gatewayInfo { name } } query B { gatewayInfo { name } }' } },
  ],
  ['extensions that are a string', { body: { query: LIST, extensions: 'zzz' } }],
  ['extensions that are an array', { body: { query: LIST, extensions: [1] } }],
  ['a batch of garbage', { body: [1, 'x', null] }],
  // Persisted-query garbage
  [
    'a bad persisted-query hash',
    { body: { query: LIST, extensions: { persistedQuery: { version: 1, sha256Hash: 'zzz' } } } },
  ],
  [
    'a hash and no query',
    { body: { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } } },
  ],
  [
    'a hash that is an object',
    { body: { extensions: { persistedQuery: { version: 1, sha256Hash: { $ne: 1 } } } } },
  ],
  ['a persisted-query version 2', { body: { query: LIST, extensions: { persistedQuery: { version: 2 } } } }],
  // Values of the wrong type or shape
  ['an array where the filter object goes', { body: list({ filter: [1, 2] }) }],
  ['an array where the page goes', { body: list({ page: [] }) }],
  ['a string where a list of alternatives goes', { body: list({ filter: { or: 'x' } }) }],
  ['an object where a string goes', { body: list({ filter: { name: { eq: { $ne: null } } } }) }],
  ['a float where an Int goes', { body: list({ page: { limit: 1.5 } }) }],
  [
    'an overflowing number',
    { body: '{"query":' + JSON.stringify(LIST) + ',"variables":{"page":{"limit":1e400}}}' },
  ],
  ['a negative zero offset', { body: list({ page: { offset: -0 } }) }],
  ['an input that is an array', { body: { query: CREATE, variables: { input: [] } } }],
  ['a missing required input', { body: { query: CREATE, variables: {} } }],
  [
    'an unknown enum value',
    { body: { query: CREATE, variables: { input: { name: 'x', sku: 'x', commodityType: 'SOLID' } } } },
  ],
  // __proto__ and friends
  [
    '__proto__ in the variables',
    {
      body: '{"query":' + JSON.stringify(LIST) + ',"variables":{"__proto__":{"filter":{"sku":{"eq":"x"}}}}}',
    },
  ],
  [
    '__proto__ in a filter',
    { body: '{"query":' + JSON.stringify(LIST) + ',"variables":{"filter":{"__proto__":{"isAdmin":true}}}}' },
  ],
  ['constructor in a filter', { body: list({ filter: { constructor: { prototype: { polluted: 1 } } } }) }],
  [
    '__proto__ in an input',
    {
      body:
        '{"query":' +
        JSON.stringify(CREATE) +
        ',"variables":{"input":{"name":"x","sku":"x","commodityType":"PHYSICAL","__proto__":{"id":"1"}}}}',
    },
  ],
  ['__proto__ as the envelope', { body: '{"__proto__":{"query":"{ gatewayInfo { name } }"}}' }],
  // Huge strings and many values
  ['a 1 MB variable', { body: list({ filter: { sku: { eq: 's'.repeat(1024 * 1024) } } }) }],
  ['a 150,000-character like value', { body: list({ filter: { name: { like: 'a'.repeat(150_000) } } }) }],
  [
    'a 150,000-character literal',
    {
      body: { query: `{ products(filter: { name: { like: "${'a'.repeat(150_000)}" } }) { items { id } } }` },
    },
  ],
  ['a 1 MB operation name', { body: { query: LIST, operationName: 'o'.repeat(1024 * 1024) } }],
  ['a long variable name', { body: { query: LIST, variables: { ['v'.repeat(100_000)]: 1 } } }],
  ['100,000 values', { body: list({ filter: { sku: { in: Array.from({ length: 100_000 }, () => 'x') } } }) }],
  ['a huge document', { body: { query: `{ ${'gatewayInfo { name } '.repeat(5000)}}` } }],
  // Deep nesting
  [
    'or nested 50,000 deep',
    {
      body:
        '{"query":' +
        JSON.stringify(LIST) +
        ',"variables":{"filter":' +
        deepJson(50_000, '{"or":[', ']}', '{}') +
        '}}',
    },
  ],
  [
    'arrays nested 100,000 deep',
    {
      body:
        '{"query":' + JSON.stringify(LIST) + ',"variables":{"x":' + deepJson(100_000, '[', ']', '1') + '}}',
    },
  ],
  [
    'objects nested 100,000 deep in the envelope',
    {
      body: '{"query":"{ gatewayInfo { name } }","extensions":' + deepJson(100_000, '{"a":', '}', '1') + '}',
    },
  ],
  [
    'selections nested 500 deep',
    { body: { query: `{ ${'products { items { '.repeat(250)}id${' } }'.repeat(250)} }` } },
  ],
  [
    'a literal list nested 300 deep',
    {
      body: {
        query: `{ products(filter: { sku: { in: ${deepJson(300, '[', ']', '"x"')} } }) { items { id } } }`,
      },
    },
  ],
  [
    'fragments that spread each other',
    { body: { query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' } },
  ],
  // Unicode garbage
  ['a lone surrogate in a filter value', { body: list({ filter: { name: { like: '\ud800' } } }) }],
  ['a lone low surrogate in an in list', { body: list({ filter: { sku: { in: ['a', '\udfff'] } } }) }],
  [
    'a lone surrogate in the query text',
    { body: { query: '{ products(filter: { name: { eq: "\ud800" } }) { items { id } } }' } },
  ],
  [
    'an escaped lone surrogate in the query text',
    { body: { query: '{ products(filter: { name: { eq: "\\ud800" } }) { items { id } } }' } },
  ],
  [
    'a lone surrogate in an id',
    { body: { query: 'query ($id: ID!) { product(id: $id) { id } }', variables: { id: '\ud800' } } },
  ],
  [
    'a lone surrogate in a form-encoded sign-in value',
    {
      body: {
        query:
          'mutation ($id: String!) { signInWithApiKey(clientId: $id, clientSecret: "x") { userErrors { message } } }',
        variables: { id: 'a\udc00' },
      },
    },
  ],
  [
    'direction overrides and zero-width characters',
    { body: list({ filter: { name: { eq: '\u202e\u200b\u2066x\ufffe\uffff' } } }) },
  ],
  ['control characters', { body: list({ filter: { sku: { eq: '\u0000\u0001\u001b[31m\r\n' } } }) }],
  ['emoji and combining marks', { body: list({ filter: { name: { like: 'z\u0351\u0352\u0353😀👩‍👩‍👧' } } }) }],
  [
    'a filter injection with a trailing backslash',
    {
      body: list({
        filter: { or: [{ name: { like: '* \\' } }, { sku: { eq: ')|eq(status,draft)|like(name,x' } }] },
      }),
    },
  ],
  // Methods and query strings
  ['a PUT', { method: 'PUT', body: { query: '{ gatewayInfo { name } }' } }],
  ['a DELETE', { method: 'DELETE' }],
  ['a PATCH', { method: 'PATCH', body: { query: '{ gatewayInfo { name } }' } }],
  [
    'a GET without the CSRF header',
    { method: 'GET', search: '?query=%7B%20gatewayInfo%20%7B%20name%20%7D%20%7D' },
  ],
  [
    'a GET with broken variables',
    {
      method: 'GET',
      search: '?query=%7B%20gatewayInfo%20%7B%20name%20%7D%20%7D&variables=%7B',
      headers: { 'apollo-require-preflight': '1' },
    },
  ],
  [
    'a GET with broken extensions',
    { method: 'GET', search: '?query=x&extensions=%5B', headers: { 'apollo-require-preflight': '1' } },
  ],
  [
    'a GET with a mutation',
    {
      method: 'GET',
      search: `?query=${encodeURIComponent('mutation { deleteProduct(id: "x") { userErrors { message } } }')}`,
      headers: { 'apollo-require-preflight': '1' },
    },
  ],
  [
    'a GET with repeated parameters',
    { method: 'GET', search: '?query=a&query=b', headers: { 'apollo-require-preflight': '1' } },
  ],
  [
    'a GET with a malformed percent-encoding',
    { method: 'GET', search: '?query=%E0%A4%A', headers: { 'apollo-require-preflight': '1' } },
  ],
  // Credentials
  ['a huge bearer token', { body: list({}), headers: { authorization: `Bearer ${'t'.repeat(16_000)}` } }],
  ['an empty bearer token', { body: list({}), headers: { authorization: 'Bearer ' } }],
];

interface Answer {
  status: number;
  text: string;
}

async function send(request: Hostile): Promise<Answer> {
  const method = request.method ?? 'POST';
  // GETs carry no content type, as a browser's would, so CSRF prevention is exercised too.
  const headers: Record<string, string> = {
    ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    authorization: 'Bearer x',
    ...request.headers,
  };
  if (headers['content-type'] === '') delete headers['content-type'];
  const { body } = request;
  const response = await fetch(`${gateway.url}/graphql${request.search ?? ''}`, {
    method,
    headers,
    body:
      body === undefined || method === 'GET'
        ? undefined
        : typeof body === 'string' || body instanceof Blob
          ? body
          : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

interface GraphQLAnswer {
  data?: unknown;
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
}

function parsed(text: string): GraphQLAnswer | undefined {
  try {
    return JSON.parse(text) as GraphQLAnswer;
  } catch {
    return undefined;
  }
}

it.each(CORPUS)('answers %s without a server error', async (_name, request) => {
  const answer = await send(request);
  expect(answer.status).toBeLessThan(500);
  expect(answer.text).not.toMatch(/INTERNAL_SERVER_ERROR|stacktrace|at .*\.(js|ts):\d+/);
  const body = parsed(answer.text);
  if (answer.status >= 400 || body?.errors) {
    // A refusal is JSON in GraphQL shape, and every error says which kind it is.
    expect(body?.errors?.length).toBeGreaterThan(0);
    for (const error of body?.errors ?? []) expect(typeof error.extensions?.code).toBe('string');
  }
});

it('still answers a good request and /healthz after the whole corpus at once', async () => {
  await Promise.all(CORPUS.map(([, request]) => send(request)));
  const answer = await send({ body: { query: '{ gatewayInfo { name } }' } });
  expect(answer.status).toBe(200);
  expect(parsed(answer.text)?.errors).toBeUndefined();
  expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
});
