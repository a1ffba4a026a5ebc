import { buildSchema, GraphQLError, parse, type OperationDefinitionNode } from 'graphql';
import { createJitExecutor, recursiveVariables } from './execution';

const schema = buildSchema(`
  input Filter { name: String, or: [Filter!] }
  input Flat { name: String }
  scalar DateTime
  type Item { id: ID!, at: DateTime, failing: String, echo: String }
  type Query { items(filter: Filter, flat: Flat): [Item!]! }
`);
const DateTime = schema.getType('DateTime');
if (DateTime && 'serialize' in DateTime) {
  Object.assign(DateTime, {
    serialize: (value: unknown) => (value instanceof Date ? value.toISOString() : value),
  });
}

// buildSchema has no resolvers: they are set on the fields, for graphql-jit and graphql-js alike.
Object.assign(schema.getQueryType()!.getFields().items!, {
  resolve: (_root: unknown, args: unknown) => [
    { id: '1', at: new Date(Date.UTC(2026, 0, 2)), echo: JSON.stringify(args) },
  ],
});
const Item = schema.getType('Item');
if (Item && 'getFields' in Item) {
  Object.assign(Item.getFields().failing!, {
    resolve: () => {
      throw new GraphQLError('refused', { extensions: { code: 'BAD_USER_INPUT' } });
    },
  });
}

function request(source: string, variables: Record<string, unknown> = {}) {
  const document = parse(source);
  const operation = document.definitions[0] as OperationDefinitionNode;
  return { schema, document, source, operationName: undefined, operation, contextValue: {}, variables };
}

describe('jit execution', () => {
  it('compiles an operation once, serialises custom scalars, and rebuilds errors as graphql-js errors', async () => {
    const compiled: boolean[] = [];
    const jit = createJitExecutor({ onCompile: (_name, ok) => compiled.push(ok) });
    const query = 'query Q($flat: Flat) { items(flat: $flat) { id at failing } }';
    const first = await jit.execute(request(query, { flat: { name: 'a' } }));
    await jit.execute(request(query));
    expect(compiled).toEqual([true]);
    expect(first.data).toEqual({ items: [{ id: '1', at: '2026-01-02T00:00:00.000Z', failing: null }] });
    const error = first.errors?.[0];
    expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(error?.path).toEqual(['items', 0, 'failing']);
    expect(Object.getOwnPropertyDescriptor(error, 'message')?.writable).toBe(true);
  });

  it('compiles an operation with a variable of a recursive input type, coerced by graphql-js', async () => {
    const compiled: boolean[] = [];
    const jit = createJitExecutor({ onCompile: (_name, ok) => compiled.push(ok) });
    const query = 'query Q($filter: Filter, $flat: Flat) { items(filter: $filter, flat: $flat) { id echo } }';
    expect(recursiveVariables(schema, request(query).operation).map((v) => v.variable.name.value)).toEqual([
      'filter',
    ]);
    const filter = { or: [{ or: [{ name: 'x' }] }] };
    const answer = await jit.execute(request(query, { filter, flat: { name: 'y' } }));
    expect(compiled).toEqual([true]);
    expect(answer.errors).toBeUndefined();
    expect(JSON.parse((answer.data as { items: { echo: string }[] }).items[0]!.echo)).toEqual({
      filter,
      flat: { name: 'y' },
    });
    const refused = await jit.execute(request(query, { filter: { or: [{ nope: 1 }] } }));
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]?.message).toMatch(/^Variable "\$filter" got invalid value/);
  });

  it('reports variables that do not coerce as graphql-js does', async () => {
    const jit = createJitExecutor();
    const answer = await jit.execute(
      request('query Q($flat: Flat) { items(flat: $flat) { id } }', { flat: 5 }),
    );
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/^Variable "\$flat" got invalid value 5/);
  });

  it('lets graphql-js answer a document with no operation to run (unknown or ambiguous name)', async () => {
    const jit = createJitExecutor();
    const source = 'query A { items { id } } query B { items { id } }';
    const answer = await jit.execute({ ...request(source), operation: undefined });
    expect(answer.errors?.[0]?.message).toBe(
      'Must provide operation name if query contains multiple operations.',
    );
    expect(jit.size).toBe(0);
  });

  it('keeps at most maxEntries compiled operations', async () => {
    const jit = createJitExecutor({ maxEntries: 2 });
    for (const alias of ['a', 'b', 'c']) await jit.execute(request(`{ ${alias}: items { id } }`));
    expect(jit.size).toBe(2);
  });
});
