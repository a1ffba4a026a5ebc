/**
 * The provider-call estimate (call-budget.ts): its rules, its table against the resolvers, and every
 * operation of the admin under the default budget at the admin's page sizes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  getNamedType,
  isObjectType,
  Kind,
  parse,
  typeFromAST,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { estimateProviderCalls, FIELD_COSTS, fragmentsOf } from '../src/call-budget';
import { DEFAULT_MAX_PROVIDER_CALLS, gatewayConfigFromEnv } from '../src/config';
import { resolvers } from '../src/resolvers';
import { buildGatewaySchema } from '../src/schema';

const ROOT = path.resolve(__dirname, '../..');
const schema = buildGatewaySchema();

function estimate(query: string, variables: Record<string, unknown> = {}): number {
  const document = parse(query);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  return estimateProviderCalls(schema, operation, fragmentsOf(document.definitions), variables).calls;
}

/** The query: `aliases` aliases of a 100-product page asking variations, nodes and children. */
function aliasedProductsQuery(aliases: number): string {
  const one = (index: number) =>
    `a${index}: products(page: { limit: 100 }) { items { id variations { id } nodes { items { id } } children { items { id } } } }`;
  return `{ ${Array.from({ length: aliases }, (_, index) => one(index)).join(' ')} }`;
}

describe('the estimate', () => {
  it('counts one call per root field and the page size asked for, or the default page of 100', () => {
    expect(estimate('{ products { items { id name } } }')).toBe(1);
    expect(estimate('{ products { items { id nodes { items { id } } } } }')).toBe(1 + 100);
    expect(estimate('{ products(page: { limit: 100 }) { items { nodes { items { id } } } } }')).toBe(101);
    expect(
      estimate('query ($page: PageInput) { products(page: $page) { items { nodes { items { id } } } } }', {
        page: { limit: 40 },
      }),
    ).toBe(41);
  });

  it('counts ceil(items / 100) for fields batched through a DataLoader', () => {
    expect(
      estimate(
        '{ products(page: { limit: 100 }) { items { mainImage { id } stock { total } parent { id } } } }',
      ),
    ).toBe(1 + 1 + 1 + 1);
    // 100 products x 100 nodes each, and each node's hierarchy through one loader: 100 batches.
    expect(
      estimate(
        '{ products(page: { limit: 100 }) { items { nodes(page: { limit: 100 }) { items { hierarchy { id } } } } } }',
      ),
    ).toBe(1 + 100 + 100);
  });

  it('multiplies nested per-item fields, and follows fragments and aliases', () => {
    const nested = `{ hierarchies(page: { limit: 10 }) { items { ...H } } }
      fragment H on Hierarchy { nodes(page: { limit: 10 }) { items { children(page: { limit: 10 }) { items { id } } } } }`;
    expect(estimate(nested)).toBe(1 + 10 + 100);
    expect(estimate(aliasedProductsQuery(10))).toBeGreaterThan(2012);
    expect(estimate(aliasedProductsQuery(1))).toBeGreaterThan(DEFAULT_MAX_PROVIDER_CALLS);
  });

  it('counts per-request memoized reads once, and what an answer already carries not at all', () => {
    const prices = '{ products(page: { limit: 100 }) { items { prices { id priceBook { id } } } } }';
    // One read of every price book (shared by prices and priceBook), one SKU batch per assumed book.
    expect(estimate(prices)).toBe(1 + 1 + 5);
    // The root, then one metrics total read shared by from, to and total.
    expect(estimate('{ orderMetrics(from: "2024-01-01T00:00:00Z") { from to total } }')).toBe(2);
    expect(estimate('{ categoryTree { id children { id children { id } } } }')).toBe(1);
  });

  it('leaves out what @skip and @include leave out, and costs introspection nothing', () => {
    const query = `query ($deep: Boolean!) { products(page: { limit: 100 }) {
      items { nodes @include(if: $deep) { items { id } } } } }`;
    expect(estimate(query, { deep: false })).toBe(1);
    expect(estimate(query, { deep: true })).toBe(101);
    expect(estimate('{ __schema { types { name } } __typename }')).toBe(0);
  });
});

describe('the table of field costs', () => {
  it('names a cost for every resolver below the root that takes the context', () => {
    const unclassified: string[] = [];
    for (const area of resolvers) {
      for (const [typeName, fields] of Object.entries(area)) {
        if (['Query', 'Mutation', 'Subscription'].includes(typeName)) continue;
        if (!isObjectType(schema.getType(typeName)) || typeof fields !== 'object' || fields === null)
          continue;
        for (const [fieldName, resolve] of Object.entries(fields as Record<string, unknown>)) {
          // (parent, args, ctx): only a resolver that takes the context can reach the provider.
          if (
            typeof resolve === 'function' &&
            resolve.length >= 3 &&
            !FIELD_COSTS[`${typeName}.${fieldName}`]
          ) {
            unclassified.push(`${typeName}.${fieldName}`);
          }
        }
      }
    }
    expect(unclassified).toEqual([]);
  });

  it('names only fields the schema has', () => {
    const unknown = Object.keys(FIELD_COSTS).filter((key) => {
      const [typeName = '', fieldName = ''] = key.split('.');
      const type = schema.getType(typeName);
      return !isObjectType(type) || !type.getFields()[fieldName];
    });
    expect(unknown).toEqual([]);
  });
});

describe('the default budget', () => {
  it('is read from GRAPHQL_MAX_PROVIDER_CALLS (0 turns it off)', () => {
    expect(gatewayConfigFromEnv({}).maxProviderCalls).toBe(DEFAULT_MAX_PROVIDER_CALLS);
    expect(gatewayConfigFromEnv({ GRAPHQL_MAX_PROVIDER_CALLS: '500' }).maxProviderCalls).toBe(500);
    expect(gatewayConfigFromEnv({ GRAPHQL_MAX_PROVIDER_CALLS: '0' }).maxProviderCalls).toBe(0);
    expect(() => gatewayConfigFromEnv({ GRAPHQL_MAX_PROVIDER_CALLS: '-1' })).toThrow(
      /GRAPHQL_MAX_PROVIDER_CALLS/,
    );
  });

  /** Every operation of the admin, with the fragments of every file (operations use shared ones). */
  function adminOperations(): { name: string; operation: OperationDefinitionNode }[] {
    const documents: [string, DocumentNode][] = fs
      .readdirSync(path.join(ROOT, 'client/src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => [file, parse(fs.readFileSync(path.join(ROOT, 'client/src', file), 'utf8'))]);
    return documents.flatMap(([file, document]) =>
      document.definitions
        .filter(
          (definition): definition is OperationDefinitionNode =>
            definition.kind === Kind.OPERATION_DEFINITION,
        )
        .map((operation) => ({ name: `${file} ${operation.name?.value ?? ''}`, operation })),
    );
  }

  const fragments: Record<string, FragmentDefinitionNode> = {};
  const operations = adminOperations();
  for (const file of fs
    .readdirSync(path.join(ROOT, 'client/src'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.graphql'))) {
    Object.assign(
      fragments,
      fragmentsOf(parse(fs.readFileSync(path.join(ROOT, 'client/src', file), 'utf8')).definitions),
    );
  }

  /** The admin's variables: every page at `limit` (the pager offers 25, 50 and 100), every switch on. */
  function adminVariables(operation: OperationDefinitionNode, limit: number): Record<string, unknown> {
    const variables: Record<string, unknown> = {};
    for (const definition of operation.variableDefinitions ?? []) {
      const type = typeFromAST(schema, definition.type as Parameters<typeof typeFromAST>[1]);
      const named = type && getNamedType(type).name;
      if (named === 'PageInput') variables[definition.variable.name.value] = { limit, offset: 0 };
      if (named === 'Boolean') variables[definition.variable.name.value] = true;
    }
    return variables;
  }

  it.each([25, 100])('lets every admin operation through at a page size of %i', (limit) => {
    expect(operations.length).toBeGreaterThan(100);
    const over = operations
      .map(({ name, operation }) => ({
        name,
        calls: estimateProviderCalls(schema, operation, fragments, adminVariables(operation, limit)).calls,
      }))
      .filter(({ calls }) => calls > DEFAULT_MAX_PROVIDER_CALLS / 1.5);
    // Headroom: no admin screen comes within a third of the budget.
    expect(over).toEqual([]);
  });
});
