/**
 * Malformed and hostile input, table-driven, against the real gateway and sandbox: every case gets
 * a clear error with a code, and none takes the process down (a good request still works after).
 */
import type { GraphQLResult } from './harness';
import { startLive, type Live } from './live';

let live: Live;
let token: string;

beforeAll(async () => {
  live = await startLive();
  token = await live.signIn();
});

afterAll(() => live.close());

interface BadRequest {
  /** Raw body; JSON-encoded when not a string. */
  body: unknown;
  contentType?: string;
  /** Bearer token; the signed-in seller's unless given (null: none). */
  bearer?: string | null;
  authorization?: string;
}

const LIST =
  'query ($filter: ProductFilter, $page: PageInput) { products(filter: $filter, page: $page) { items { id } } }';
const list = (variables: Record<string, unknown>) => ({ query: LIST, variables });
const manySkus = Array.from({ length: 2000 }, (_, index) => `SKU-${String(index).padStart(6, '0')}`);

const CASES: [name: string, request: BadRequest, status: number, code: string, message: RegExp][] = [
  [
    'malformed GraphQL',
    { body: { query: '{ products { items { id } ' } },
    400,
    'GRAPHQL_PARSE_FAILED',
    /Syntax Error/,
  ],
  [
    'an unknown field',
    { body: { query: '{ products { items { price } } }' } },
    400,
    'GRAPHQL_VALIDATION_FAILED',
    /Cannot query field "price"/,
  ],
  ['no query at all', { body: { variables: {} } }, 400, 'BAD_REQUEST', /query/],
  ['a query that is not a string', { body: { query: 42 } }, 400, 'BAD_REQUEST', /must be strings/],
  [
    'variables that are not an object',
    { body: { query: LIST, variables: '[1]' } },
    400,
    'BAD_REQUEST',
    /variables/,
  ],
  [
    'a variable of the wrong type',
    { body: list({ page: { limit: 'ten' } }) },
    400,
    'BAD_USER_INPUT',
    /\$page/,
  ],
  [
    'a huge page',
    { body: list({ page: { limit: 100000 } }) },
    200,
    'BAD_USER_INPUT',
    /page.limit must be between 1 and 100/,
  ],
  [
    'an offset past the provider cap',
    { body: list({ page: { offset: 20000 } }) },
    200,
    'BAD_USER_INPUT',
    /page.offset/,
  ],
  ['a negative page', { body: list({ page: { limit: -1 } }) }, 200, 'BAD_USER_INPUT', /page.limit/],
  [
    'an integer overflow',
    { body: list({ page: { limit: 2 ** 40 } }) },
    400,
    'BAD_USER_INPUT',
    /Int cannot represent/,
  ],
  [
    'an oversized filter (8 KB)',
    { body: list({ filter: { sku: { in: manySkus } } }) },
    200,
    'BAD_USER_INPUT',
    /8 KB/,
  ],
  [
    'too many filter conditions',
    {
      body: list({
        filter: { or: Array.from({ length: 12 }, (_, index) => ({ sku: { eq: `S${index}` } })) },
      }),
    },
    200,
    'BAD_USER_INPUT',
    /at most 10 conditions/,
  ],
  [
    'an unknown enum value in a variable',
    { body: list({ filter: { status: { eq: 'PUBLISHED' } } }) },
    400,
    'BAD_USER_INPUT',
    /PUBLISHED/,
  ],
  [
    'an unknown enum value inline',
    { body: { query: '{ products(filter: { status: { eq: PUBLISHED } }) { items { id } } }' } },
    400,
    'GRAPHQL_VALIDATION_FAILED',
    /PUBLISHED/,
  ],
  ['a forged token', { body: list({}), bearer: 'forged-token' }, 200, 'UNAUTHENTICATED', /sign in/i],
  ['no token', { body: list({}), bearer: null }, 200, 'UNAUTHENTICATED', /Sign in/],
  [
    'a non-bearer authorization',
    { body: list({}), authorization: 'Basic c2VsbGVyOnB3' },
    200,
    'UNAUTHENTICATED',
    /Sign in/,
  ],
  [
    'a body that is not JSON',
    { body: '{"query": "{ products', contentType: 'application/json' },
    400,
    'BAD_REQUEST',
    /not a valid JSON object/,
  ],
  [
    'a JSON body that is not an object',
    { body: '"just a string"', contentType: 'application/json' },
    400,
    'BAD_REQUEST',
    /not a valid JSON object/,
  ],
  [
    'a huge body (over 2 MB)',
    { body: { query: `{ gatewayInfo { name } } # ${'x'.repeat(2_100_000)}` } },
    413,
    'PAYLOAD_TOO_LARGE',
    /too large/,
  ],
  [
    'a 1 MB variable',
    { body: list({ filter: { name: { like: 'x'.repeat(1024 * 1024) } } }) },
    400,
    'BAD_USER_INPUT',
    /longer than 65536 characters/,
  ],
  [
    'deep or nesting',
    {
      body: `{"query":${JSON.stringify(LIST)},"variables":{"filter":${'{"or":['.repeat(5000)}{}${']}'.repeat(5000)}}}`,
    },
    400,
    'BAD_USER_INPUT',
    /nests deeper than 32 levels/,
  ],
  [
    'a text/plain body (CSRF-shaped)',
    { body: JSON.stringify(list({})), contentType: 'text/plain' },
    400,
    'BAD_REQUEST',
    /Cross-Site Request Forgery/,
  ],
  [
    'a batch (arrays are not accepted)',
    { body: [list({}), list({})] },
    400,
    'BAD_REQUEST',
    /batching disabled/,
  ],
  [
    'a mutation with an invalid input',
    { body: { query: 'mutation { createProduct(input: { name: "X" }) { product { id } } }' } },
    400,
    'GRAPHQL_VALIDATION_FAILED',
    /sku/,
  ],
];

async function send(request: BadRequest): Promise<{ status: number; body: GraphQLResult }> {
  const bearer = request.bearer === undefined ? token : request.bearer;
  const headers: Record<string, string> = { 'content-type': request.contentType ?? 'application/json' };
  if (request.authorization) headers.authorization = request.authorization;
  else if (bearer) headers.authorization = `Bearer ${bearer}`;
  const response = await fetch(`${live.gateway.url}/graphql`, {
    method: 'POST',
    headers,
    body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResult };
}

it.each(CASES)('answers %s with a clear error and a code', async (_name, request, status, code, message) => {
  const response = await send(request);
  expect(response.status).toBe(status);
  const [error] = response.body.errors ?? [];
  expect(error?.extensions?.code).toBe(code);
  expect(error?.message).toMatch(message);
  expect(JSON.stringify(response.body)).not.toMatch(/stacktrace|at .*\.(js|ts):\d+/);
});

it('answers an unreadable body on the /api routes in the provider error shape', async () => {
  const response = await fetch(`${live.gateway.url}/api/sso-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"code": ',
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    errors: [{ status: '400', title: 'Bad Request', detail: 'The request body is not a valid JSON object' }],
  });
});

it('finds nothing through the trailing-backslash filter injection of issue 12 (it found 84 drafts)', async () => {
  const filter = { or: [{ name: { like: '* \\' } }, { sku: { eq: ')|eq(status,draft)|like(name,x' } }] };
  const result = await live.graphql(
    'query ($filter: ProductFilter) { products(filter: $filter) { items { id } } }',
    { filter },
    token,
  );
  expect(result.errors).toBeUndefined();
  expect((result.data?.products as { items: unknown[] }).items).toEqual([]);
});

it('still answers a good request after all of them', async () => {
  await Promise.all(CASES.map(([, request]) => send(request)));
  const result = await live.graphql('{ products(page: { limit: 3 }) { items { id } } }', {}, token);
  expect(result.errors).toBeUndefined();
  expect((result.data?.products as { items: unknown[] }).items).toHaveLength(3);
  expect((await fetch(`${live.gateway.url}/healthz`)).status).toBe(200);
});
