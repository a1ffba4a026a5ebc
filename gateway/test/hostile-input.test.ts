/**
 * Input bounds over real HTTP (issue 12): huge, long, deep and numerous values are refused as
 * BAD_USER_INPUT before any work that grows with them, persisted-query garbage is a client error,
 * and while such requests run the event loop stays free (`/healthz` keeps answering).
 *
 * The delay bound is a safety net with wide headroom for slow CI machines, not a performance
 * figure: before the fix one 150,000-character `like` value blocked the loop for 16 s.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DEFAULT_INPUT_LIMITS } from '../src/security';
import { startGateway, type RunningGateway } from '../src/server';
import { startFakeProvider, type FakeProvider } from './fake-provider';
import type { GraphQLResult } from './harness';

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

/** Posts a body; a string is sent as it is (JSON.stringify cannot write 20,000 levels of nesting). */
async function post(body: unknown): Promise<{ status: number; body: GraphQLResult }> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResult };
}

const LIST = 'query ($filter: ProductFilter) { products(filter: $filter) { items { id } } }';
const IMPORT = 'mutation ($csv: String!) { importProducts(csv: $csv) { job { id } userErrors { message } } }';
const MB = 1024 * 1024;

/** `{ "or": [{ "or": [ ... ] }] }`, `levels` deep, as JSON text. */
function nestedOr(levels: number): string {
  return `${'{"or":['.repeat(levels)}{"sku":{"eq":"x"}}${']}'.repeat(levels)}`;
}

const firstError = (result: GraphQLResult) => result.errors?.[0];

/** Requests that must each be refused as BAD_USER_INPUT, with the message that says why. */
const HOSTILE: [name: string, body: unknown, message: RegExp][] = [
  [
    'a 1 MB variable',
    { query: LIST, variables: { filter: { name: { eq: 'x'.repeat(MB) } } } },
    /\$filter is longer than 65536/,
  ],
  [
    'a 1 MB variable in a mutation input',
    {
      query: 'mutation ($input: ProductCreateInput!) { createProduct(input: $input) { product { id } } }',
      variables: { input: { name: 'x', sku: 'x', description: 'd'.repeat(MB) } },
    },
    /\$input is longer than 65536/,
  ],
  [
    'a 150,000-character like value in a variable',
    { query: LIST, variables: { filter: { name: { like: 'a'.repeat(150_000) } } } },
    /longer than 65536/,
  ],
  [
    // Under the string ceiling, so the filter encoder itself must refuse it without quadratic work.
    'a 60,000-character like value written in the query',
    { query: `{ products(filter: { name: { like: "${'a'.repeat(60_000)}" } }) { items { id } } }` },
    /8 KB/,
  ],
  [
    'a 150,000-character string written in the query',
    { query: `{ products(filter: { name: { like: "${'a'.repeat(150_000)}" } }) { items { id } } }` },
    /longer than 65536/,
  ],
  [
    'or nested 20,000 levels deep',
    `{"query":${JSON.stringify(LIST)},"variables":{"filter":${nestedOr(20_000)}}}`,
    /nests deeper than 32/,
  ],
  [
    'or nested twice',
    { query: LIST, variables: { filter: JSON.parse(nestedOr(2)) as unknown } },
    /cannot be nested/,
  ],
  [
    'or nested deep in the query',
    {
      query: `{ products(filter: ${nestedOr(40).replace(/"(\w+)":/g, '$1:')}) { items { id } } }`,
    },
    /nest at most 32/,
  ],
  [
    'too many values',
    {
      query: LIST,
      variables: { filter: { sku: { in: Array.from({ length: 20_000 }, (_, i) => `S${i}`) } } },
    },
    /at most 10000 values/,
  ],
  [
    'a huge key',
    { query: LIST, variables: { filter: { ['k'.repeat(100_000)]: 1 } } },
    /key in variable \$filter/,
  ],
  [
    'a CSV import over its own ceiling',
    { query: IMPORT, variables: { csv: 'x'.repeat(1_000_001) } },
    /\$csv is longer than 1000000/,
  ],
];

it.each(HOSTILE)('refuses %s as BAD_USER_INPUT before any provider call', async (_name, body, message) => {
  const calls = provider.calls();
  const response = await post(body);
  expect(response.status).toBeLessThan(500);
  expect(firstError(response.body)?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(firstError(response.body)?.message).toMatch(message);
  expect(provider.calls()).toBe(calls);
});

it('lets through what the admin sends: a 1 MB CSV import, a long description, a plain filter', async () => {
  const csv = `sku,name\n${'A-1,Shirt\n'.repeat(99_000)}`;
  expect(csv.length).toBeLessThanOrEqual(DEFAULT_INPUT_LIMITS.bulkText['Mutation.importProducts.csv']!);
  expect(csv.length).toBeGreaterThan(64 * 1024);
  const imported = await post({ query: IMPORT, variables: { csv } });
  expect(imported.body.errors).toBeUndefined();
  expect(imported.body.data?.importProducts).toMatchObject({ job: { id: 'new-1' } });

  // The bulk ceiling belongs to that argument alone: the same text elsewhere is refused.
  const elsewhere = await post({ query: LIST, variables: { filter: { name: { eq: csv } } } });
  expect(firstError(elsewhere.body)?.extensions?.code).toBe('BAD_USER_INPUT');

  const created = await post({
    query: 'mutation ($input: ProductCreateInput!) { createProduct(input: $input) { product { id } } }',
    variables: { input: { name: 'x', sku: 'x', commodityType: 'PHYSICAL', description: 'd'.repeat(60_000) } },
  });
  expect(created.body.errors).toBeUndefined();

  const listed = await post({ query: LIST, variables: { filter: { name: { like: 'shirt' } } } });
  expect(listed.body.errors).toBeUndefined();
});

describe('persisted queries (switched off: the admin sends whole documents)', () => {
  const GARBAGE = [
    { version: 1, sha256Hash: 'zzz' },
    { version: 99, sha256Hash: 'zzz' },
    { version: 1, sha256Hash: { $gt: '' } },
    { version: '1', sha256Hash: 'a'.repeat(64) },
    'zzz',
    [1, 2],
  ];

  it.each(GARBAGE)('runs the query and ignores a persistedQuery of %j', async (persistedQuery) => {
    const response = await post({ query: '{ gatewayInfo { name } }', extensions: { persistedQuery } });
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.gatewayInfo).toBeDefined();
  });

  it.each(GARBAGE)(
    'answers a persistedQuery of %j without a query as BAD_REQUEST',
    async (persistedQuery) => {
      const response = await post({ extensions: { persistedQuery } });
      expect(response.status).toBe(400);
      expect(firstError(response.body)?.extensions?.code).toBe('BAD_REQUEST');
    },
  );
});

it('keeps the event loop free and /healthz answering while hostile requests run', async () => {
  // Serialized up front, so the delay measured is the gateway's work and not this test's.
  const bodies = [...HOSTILE, ...HOSTILE].map(([, body]) =>
    typeof body === 'string' ? body : JSON.stringify(body),
  );
  await post(bodies[0]); // warm: the first request compiles what every later one reuses
  const monitor = monitorEventLoopDelay({ resolution: 10 });
  monitor.enable();
  const healthTimes: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${gateway.url}/healthz`)).arrayBuffer();
      healthTimes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(
    bodies.map(async (body) => firstError((await post(body)).body)?.extensions?.code),
  );
  const elapsed = performance.now() - started;
  running = false;
  await probe;
  monitor.disable();

  const oneStarted = performance.now();
  const one = await post(bodies[0]);
  const oneMs = performance.now() - oneStarted;

  expect(answers.every((code) => code === 'BAD_USER_INPUT')).toBe(true);
  expect(firstError(one.body)?.extensions?.code).toBe('BAD_USER_INPUT');
  const maxDelayMs = monitor.max / 1e6;
  // Reported, not asserted tightly (performance is measured, not asserted in timed tests).
  console.log(
    `${answers.length} hostile requests at once in ${elapsed.toFixed(0)} ms; event loop max delay ` +
      `${maxDelayMs.toFixed(1)} ms; /healthz max ${Math.max(...healthTimes).toFixed(1)} ms over ` +
      `${healthTimes.length} probes; one 1 MB variable alone answered in ${oneMs.toFixed(1)} ms`,
  );
  // Safety bounds, not performance targets: the freeze this guards against blocked the loop for
  // 16 s on one such request (22 here would block it for minutes), while a busy 2-core CI machine
  // running other test workers was seen adding ~330 ms of ordinary delay.
  expect(maxDelayMs).toBeLessThan(2000);
  expect(healthTimes.length).toBeGreaterThan(0);
  expect(Math.max(...healthTimes)).toBeLessThan(3000);
});
