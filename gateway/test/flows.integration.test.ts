/**
 * Flows, fields and entries through the gateway against a real sandbox: the seeded flow, the
 * write path, and the sandbox's typed-value 422s as userErrors under `values`.
 */
import { randomUUID } from 'node:crypto';
import { startSandbox, type RunningSandbox } from '../../sandbox/src/core/app';
import { SEEDED_FLOW } from '../../sandbox/src/catalogue/flows';
import { startGateway, type RunningGateway } from '../src/server';
import { testConfig, type GraphQLResult } from './harness';

let sandbox: RunningSandbox;
let gateway: RunningGateway;
let token: string;

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult;
}

/** Runs a mutation and returns its payload, failing loudly on GraphQL errors or userErrors. */
async function mutate<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await graphql(query, variables);
  expect(result.errors).toBeUndefined();
  const payload = Object.values(result.data ?? {})[0] as T & { userErrors: unknown[] };
  expect(payload.userErrors).toEqual([]);
  return payload;
}

const USER_ERRORS = 'userErrors { field message code }';

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataPath: ':memory:' });
  const base = testConfig();
  gateway = await startGateway({
    ...base,
    provider: {
      ...base.provider,
      host: sandbox.url.replace('http://', ''),
      protocol: 'http',
      sleep: undefined,
    },
  });
  const signIn = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($u: String!, $p: String!) { signIn(username: $u, password: $p) { credentials { accessToken } } }`,
      variables: { u: sandbox.config.sellerEmail, p: sandbox.config.sellerPassword },
    }),
  });
  const body = (await signIn.json()) as GraphQLResult;
  token = (body.data?.signIn as { credentials: { accessToken: string } }).credentials.accessToken;
});

afterAll(async () => {
  await gateway.close();
  await sandbox.close();
});

describe('flows against the sandbox', () => {
  it('reads the seeded Product care flow with its fields and entries', async () => {
    const result = await graphql(`
      {
        flows(page: { limit: 10 }) {
          items {
            id
            slug
            fields {
              slug
              fieldType
              required
            }
            entries {
              items {
                values
              }
              pageInfo {
                total
              }
            }
          }
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    const flows = (result.data?.flows as { items: { slug: string }[] }).items;
    expect(flows.find((flow) => flow.slug === 'product-care')).toMatchObject({
      fields: [
        { slug: 'instructions', fieldType: 'STRING', required: true },
        { slug: 'wash_temperature', fieldType: 'INTEGER', required: false },
      ],
      entries: { pageInfo: { total: 2 } },
    });
  });

  it('creates a flow, a required field and an entry; a missing value is a userError', async () => {
    const { flow } = await mutate<{ flow: { id: string } }>(
      `mutation ($input: FlowCreateInput!) { createFlow(input: $input) { flow { id } ${USER_ERRORS} } }`,
      { input: { name: 'Warranty', slug: 'warranty' } },
    );
    await mutate(
      `mutation ($input: FlowFieldCreateInput!) { createFlowField(input: $input) { field { id } ${USER_ERRORS} } }`,
      { input: { flowId: flow.id, name: 'Years', slug: 'years', fieldType: 'INTEGER', required: true } },
    );
    const refused = await graphql(
      `mutation ($values: JSON!) { createFlowEntry(flowSlug: "warranty", values: $values) { entry { id } ${USER_ERRORS} } }`,
      { values: { years: 'two' } },
    );
    expect(refused.data?.createFlowEntry).toEqual({
      entry: null,
      userErrors: [{ field: ['values', 'years'], message: 'years must be a whole number', code: 'INVALID' }],
    });
    const { entry } = await mutate<{ entry: { id: string; values: unknown } }>(
      `mutation ($values: JSON!) { createFlowEntry(flowSlug: "warranty", values: $values) { entry { id values } ${USER_ERRORS} } }`,
      { values: { years: 2 } },
    );
    expect(entry.values).toEqual({ years: 2 });
    const duplicate = await graphql(
      `mutation ($input: FlowFieldCreateInput!) { createFlowField(input: $input) { field { id } ${USER_ERRORS} } }`,
      { input: { flowId: flow.id, name: 'Years', slug: 'years', fieldType: 'STRING' } },
    );
    expect(duplicate.data?.createFlowField).toMatchObject({
      field: null,
      userErrors: [{ field: ['slug'], code: 'DUPLICATE' }],
    });
    await mutate(`mutation ($id: ID!) { deleteFlow(id: $id) { deletedId ${USER_ERRORS} } }`, { id: flow.id });
  });

  it('reads every field (v2/fields), one by id, and the attributes of the seeded flow', async () => {
    const result = await graphql(`{
      flowFields(page: { limit: 100 }) { items { id slug flowId } pageInfo { total } }
      flowField(id: "${SEEDED_FLOW.fieldIds.instructions}") { slug fieldType flowId }
      flowAttributes(flowSlug: "${SEEDED_FLOW.slug}") { label value type required }
    }`);
    expect(result.errors).toBeUndefined();
    const fields = result.data?.flowFields as { items: { id: string; flowId: string }[] };
    expect(fields.items).toEqual(
      expect.arrayContaining([
        { id: SEEDED_FLOW.fieldIds.washTemperature, slug: 'wash_temperature', flowId: SEEDED_FLOW.id },
      ]),
    );
    expect(result.data?.flowField).toEqual({
      slug: 'instructions',
      fieldType: 'STRING',
      flowId: SEEDED_FLOW.id,
    });
    expect(result.data?.flowAttributes).toEqual([
      { label: 'Instructions', value: 'instructions', type: 'string', required: true },
      { label: 'Wash temperature', value: 'wash_temperature', type: 'integer', required: false },
    ]);
  });

  it('replaces the references of a relationship field, refusing ids that are not uuids', async () => {
    const { flow } = await mutate<{ flow: { id: string } }>(
      `mutation ($input: FlowCreateInput!) { createFlow(input: $input) { flow { id } ${USER_ERRORS} } }`,
      { input: { name: 'Related', slug: 'related-items' } },
    );
    await mutate(
      `mutation ($input: FlowFieldCreateInput!) { createFlowField(input: $input) { field { id } ${USER_ERRORS} } }`,
      { input: { flowId: flow.id, name: 'Goes with', slug: 'goes_with', fieldType: 'RELATIONSHIP' } },
    );
    const { entry } = await mutate<{ entry: { id: string } }>(
      `mutation { createFlowEntry(flowSlug: "related-items", values: {}) { entry { id } ${USER_ERRORS} } }`,
      {},
    );
    const replace = `mutation ($entryId: ID!, $references: [FlowEntryReferenceInput!]!) {
      setFlowEntryRelationships(flowSlug: "related-items", entryId: $entryId, fieldSlug: "goes_with",
        references: $references, replace: true) { references { type id } ${USER_ERRORS} } }`;
    const [first, second] = [randomUUID(), randomUUID()];
    await mutate(replace, { entryId: entry.id, references: [{ type: 'product', id: first }] });
    const replaced = await mutate<{ references: unknown[] }>(replace, {
      entryId: entry.id,
      references: [{ type: 'product', id: second }],
    });
    expect(replaced.references).toEqual([{ type: 'product', id: second }]);
    const refused = await graphql(replace, {
      entryId: entry.id,
      references: [{ type: 'product', id: 'shirt' }],
    });
    expect(refused.data?.setFlowEntryRelationships).toMatchObject({
      references: null,
      userErrors: [{ field: ['references', '0', 'id'], code: 'INVALID' }],
    });
    await mutate(`mutation ($id: ID!) { deleteFlow(id: $id) { deletedId ${USER_ERRORS} } }`, { id: flow.id });
  });
});
