/**
 * What queries cost upstream, read from `extensions.provider`:
 * - provider calls for the products page with every relation the schema has today (the design
 *   asks for image, stock, nodes and price; the ones not built yet are named in the note);
 * - dependent levels: with an upstream latency R injected by the sandbox, a query whose provider
 *   calls depend on each other D levels deep should answer in about D x R, not items x R.
 * Queries are built from the schema as it stands, so new relations are picked up by themselves.
 */
import {
  getNamedType,
  isNonNullType,
  isObjectType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { buildGatewaySchema } from '../gateway/src/schema';
import { fixed, startStack, verdict, type Stack, type TableRow } from './support';

const LATENCY_MS = 100;
const ITEMS = 20;
/** Relations the design expects on a product, by the names they will most likely have. */
const EXPECTED_RELATIONS = ['mainImage', 'files', 'stock', 'nodes', 'price', 'prices'];

function objectType(schema: GraphQLSchema, name: string): GraphQLObjectType | undefined {
  const type = schema.getType(name);
  return isObjectType(type) ? type : undefined;
}

/** A minimal selection for a relation: a page's item ids, or the object's id. */
function minimalSelection(type: GraphQLObjectType): string {
  const fields = type.getFields();
  if (fields.items) return '{ items { id } }';
  return fields.id ? '{ id }' : '{ __typename }';
}

function productRelations(schema: GraphQLSchema): Record<string, string> {
  const product = objectType(schema, 'Product');
  const relations: Record<string, string> = {};
  for (const [name, field] of Object.entries(product?.getFields() ?? {})) {
    const target = getNamedType(field.type);
    // A relation that needs an argument (e.g. which custom relationship) has no default to bench.
    const needsArguments = field.args.some(
      (arg) => isNonNullType(arg.type) && arg.defaultValue === undefined,
    );
    if (isObjectType(target) && !needsArguments) relations[name] = minimalSelection(target);
  }
  return relations;
}

async function providerCalls(stack: Stack, schema: GraphQLSchema): Promise<TableRow[]> {
  const relations = productRelations(schema);
  const names = Object.keys(relations);
  const selection = names.map((name) => `${name} ${relations[name]}`).join(' ');
  const answer = await stack.graphql(`{ products(page: { limit: 100 }) { items { id ${selection} } } }`);
  const calls = answer.extensions?.provider?.calls ?? Number.NaN;
  const minimum = 1 + names.length;
  const missing = EXPECTED_RELATIONS.filter((name) => !names.includes(name));
  return [
    {
      benchmark: 'provider calls per query',
      measure: `products page (100 items)${names.length ? ` + ${names.join(', ')}` : ''}`,
      value: String(calls),
      target: `<= ${minimum} (one per relation per level): ${verdict(calls <= minimum && !answer.errors)}`,
      note:
        (answer.errors ? `errors: ${answer.errors.map((error) => error.message).join('; ')}. ` : '') +
        `relations today: ${names.join(', ') || 'none'}; not in the schema yet: ${missing.join(', ')}`,
    },
  ];
}

interface LevelQuery {
  label: string;
  depth: number;
  query: string;
}

function levelQueries(schema: GraphQLSchema, productIds: string[]): LevelQuery[] {
  const queries: LevelQuery[] = [
    {
      label: `products page (${ITEMS} items)`,
      depth: 1,
      query: `{ products(page: { limit: ${ITEMS} }) { items { id } } }`,
    },
    {
      label: `${productIds.length} product(id) lookups as aliases`,
      depth: 1,
      query: `{ ${productIds.map((id, index) => `p${index}: product(id: "${id}") { id }`).join(' ')} }`,
    },
  ];
  const productNodes = objectType(schema, 'Product')?.getFields().nodes;
  const nodeProducts = objectType(schema, 'HierarchyNode')?.getFields().products;
  if (productNodes) {
    queries.push({
      label: `products (${ITEMS}) -> nodes`,
      depth: 2,
      query: `{ products(page: { limit: ${ITEMS} }) { items { id nodes { items { id } } } } }`,
    });
  }
  if (productNodes && nodeProducts) {
    queries.push({
      label: `products (${ITEMS}) -> nodes -> products`,
      depth: 3,
      query: `{ products(page: { limit: ${ITEMS} }) { items { nodes { items { products(page: { limit: 5 }) { items { id } } } } } } }`,
    });
  }
  return queries;
}

async function timedMedian(stack: Stack, query: string, repeats: number) {
  const samples: { ms: number; calls: number; errors: number }[] = [];
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    const started = performance.now();
    const answer = await stack.graphql(query);
    samples.push({
      ms: performance.now() - started,
      calls: answer.extensions?.provider?.calls ?? Number.NaN,
      errors: answer.errors?.length ?? 0,
    });
  }
  samples.sort((a, b) => a.ms - b.ms);
  return samples[Math.floor(samples.length / 2)]!;
}

async function dependentLevels(stack: Stack, schema: GraphQLSchema): Promise<TableRow[]> {
  const page = await stack.graphql(`{ products(page: { limit: ${ITEMS} }) { items { id } } }`);
  const ids = ((page.data?.products as { items: { id: string }[] } | undefined)?.items ?? []).map(
    (item) => item.id,
  );
  await stack.setFaults([{ kind: 'latency', ms: LATENCY_MS, method: 'GET', path: '/pcm' }]);
  const rows: TableRow[] = [];
  for (const level of levelQueries(schema, ids)) {
    const sample = await timedMedian(stack, level.query, 3);
    const expected = level.depth * LATENCY_MS;
    const ratio = sample.ms / expected;
    rows.push({
      benchmark: `dependent levels (R = ${LATENCY_MS} ms)`,
      measure: `D=${level.depth}: ${level.label}`,
      value: `${fixed(sample.ms, 0)} ms`,
      target: `~D x R = ${expected} ms (<= 1.5x): ${verdict(ratio <= 1.5 && sample.errors === 0)}`,
      note: `${fixed(ratio)}x D x R; items x R would be ${ITEMS * LATENCY_MS} ms; ${sample.calls} provider calls${sample.errors ? `; ${sample.errors} errors` : ''}`,
    });
  }
  await stack.setFaults([]);
  return rows;
}

export async function run(): Promise<TableRow[]> {
  const schema = buildGatewaySchema();
  const stack = await startStack({ env: { EP_THROTTLE_LIMIT: '0', GRAPHQL_MAX_PROVIDER_CALLS: '0' } });
  try {
    return [...(await providerCalls(stack, schema)), ...(await dependentLevels(stack, schema))];
  } finally {
    await stack.close();
  }
}
