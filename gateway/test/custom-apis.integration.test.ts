/**
 * Custom APIs through the gateway against a real sandbox: an API, a field, entries validated
 * against the field (errors per slug), role policies with their roles, and deletion.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox/src/core/app';
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

describe('custom APIs through the gateway', () => {
  it('creates an API with a string field, validates entries per field, grants a role and deletes', async () => {
    const created = await graphql(
      `mutation { createCustomApi(input: { name: "Gift notes", slug: "gift-notes", apiType: "gift_note_ext" }) {
        customApi { id slug } ${USER_ERRORS} } }`,
    );
    const api = (created.data?.createCustomApi as { customApi: { id: string } }).customApi;
    expect(api.id).toEqual(expect.any(String));

    const duplicate = await graphql(
      `mutation { createCustomApi(input: { name: "Again", slug: "gift-notes", apiType: "bad" }) {
        customApi { id } ${USER_ERRORS} } }`,
    );
    const duplicateErrors = (duplicate.data?.createCustomApi as { userErrors: { field: string[] }[] })
      .userErrors;
    expect(duplicateErrors.map((error) => error.field)).toContainEqual(['apiType']);

    const field = await graphql(
      `mutation ($id: ID!) { createCustomField(customApiId: $id, input: {
        name: "Message", slug: "message", fieldType: STRING, validation: { maxLength: 20 } }) {
        field { id slug fieldType validation { maxLength allowNullValues } } ${USER_ERRORS} } }`,
      { id: api.id },
    );
    expect(field.data?.createCustomField).toMatchObject({
      field: { slug: 'message', fieldType: 'STRING', validation: { maxLength: 20, allowNullValues: true } },
      userErrors: [],
    });

    const wrongType = await graphql(
      `mutation ($id: ID!) { createCustomApiEntry(customApiId: $id, values: { message: 42 }) { entry { id } ${USER_ERRORS} } }`,
      { id: api.id },
    );
    expect(wrongType.data?.createCustomApiEntry).toEqual({
      entry: null,
      userErrors: [{ field: ['values', 'message'], message: 'message must be a string', code: 'INVALID' }],
    });
    const entry = await graphql(
      `mutation ($id: ID!) { createCustomApiEntry(customApiId: $id, values: { message: "Happy birthday" }) {
        entry { id values } ${USER_ERRORS} } }`,
      { id: api.id },
    );
    expect(entry.data?.createCustomApiEntry).toMatchObject({
      entry: { values: { message: 'Happy birthday' } },
      userErrors: [],
    });

    const roles = await graphql(`
      {
        builtInRoles {
          id
          name
        }
      }
    `);
    const support = (roles.data?.builtInRoles as { id: string; name: string }[]).find(
      (role) => role.name === 'Support',
    );
    const policy = await graphql(
      `mutation ($input: CustomApiRolePolicyInput!) { createCustomApiRolePolicy(input: $input) {
        rolePolicy { id role { name } read } ${USER_ERRORS} } }`,
      {
        input: {
          customApiId: api.id,
          roleId: support?.id,
          create: false,
          list: true,
          read: true,
          update: false,
          delete: false,
        },
      },
    );
    expect(policy.data?.createCustomApiRolePolicy).toMatchObject({
      rolePolicy: { role: { name: 'Support' }, read: true },
      userErrors: [],
    });

    const read = await graphql(
      `
        query ($id: ID!) {
          customApi(id: $id) {
            name
            fields {
              items {
                slug
              }
            }
            entries {
              items {
                values
              }
              pageInfo {
                total
              }
            }
            rolePolicies {
              items {
                role {
                  name
                }
              }
            }
          }
        }
      `,
      { id: api.id },
    );
    expect(read.data?.customApi).toEqual({
      name: 'Gift notes',
      fields: { items: [{ slug: 'message' }] },
      entries: { items: [{ values: { message: 'Happy birthday' } }], pageInfo: { total: 1 } },
      rolePolicies: { items: [{ role: { name: 'Support' } }] },
    });

    const removed = await graphql(
      `mutation ($id: ID!) { deleteCustomApi(id: $id) { deletedId ${USER_ERRORS} } }`,
      {
        id: api.id,
      },
    );
    expect(removed.data?.deleteCustomApi).toEqual({ deletedId: api.id, userErrors: [] });
  });

  it('reads an entry by id and changes what a role policy grants', async () => {
    const created = await graphql(
      `mutation { createCustomApi(input: { name: "Trip plans", slug: "trip-plans", apiType: "trip_plan_ext" }) {
        customApi { id } ${USER_ERRORS} } }`,
    );
    const apiId = (created.data?.createCustomApi as { customApi: { id: string } }).customApi.id;
    await graphql(
      `
        mutation ($id: ID!) {
          createCustomField(customApiId: $id, input: { name: "Title", slug: "title", fieldType: STRING }) {
            field {
              id
            }
          }
        }
      `,
      { id: apiId },
    );
    const entry = await graphql(
      `
        mutation ($id: ID!) {
          createCustomApiEntry(customApiId: $id, values: { title: "Summer" }) {
            entry {
              id
            }
          }
        }
      `,
      { id: apiId },
    );
    const entryId = (entry.data?.createCustomApiEntry as { entry: { id: string } }).entry.id;
    const byId = await graphql(
      `
        query ($id: ID!, $entry: ID!) {
          customApi(id: $id) {
            entry(id: $entry) {
              id
              values
            }
            missing: entry(id: "00000000-0000-4000-8000-000000000000") {
              id
            }
          }
        }
      `,
      { id: apiId, entry: entryId },
    );
    expect(byId.errors).toBeUndefined();
    expect(byId.data?.customApi).toEqual({
      entry: { id: entryId, values: { title: 'Summer' } },
      missing: null,
    });

    const roles = await graphql(`
      {
        builtInRoles {
          id
          name
        }
      }
    `);
    const support = (roles.data?.builtInRoles as { id: string; name: string }[]).find(
      (role) => role.name === 'Support',
    );
    const policy = await graphql(
      `
        mutation ($input: CustomApiRolePolicyInput!) {
          createCustomApiRolePolicy(input: $input) {
            rolePolicy {
              id
            }
          }
        }
      `,
      {
        input: {
          customApiId: apiId,
          roleId: support?.id,
          create: false,
          list: true,
          read: true,
          update: false,
          delete: false,
        },
      },
    );
    const policyId = (policy.data?.createCustomApiRolePolicy as { rolePolicy: { id: string } }).rolePolicy.id;
    const update = `mutation ($id: ID!, $input: CustomApiRolePolicyUpdateInput!) { updateCustomApiRolePolicy(id: $id, input: $input) {
      rolePolicy { id customApiId role { name } create list read update delete } ${USER_ERRORS} } }`;
    const grants = { create: true, list: true, read: true, update: true, delete: false };
    const updated = await graphql(update, { id: policyId, input: grants });
    expect(updated.data?.updateCustomApiRolePolicy).toEqual({
      rolePolicy: { id: policyId, customApiId: apiId, role: { name: 'Support' }, ...grants },
      userErrors: [],
    });
    const missing = await graphql(update, { id: '00000000-0000-4000-8000-000000000000', input: grants });
    expect(missing.data?.updateCustomApiRolePolicy).toEqual({
      rolePolicy: null,
      userErrors: [expect.objectContaining({ code: 'NOT_FOUND' })],
    });
    const read = await graphql(
      `
        query ($id: ID!) {
          customApi(id: $id) {
            rolePolicies {
              items {
                id
                create
                update
                delete
              }
            }
          }
        }
      `,
      { id: apiId },
    );
    expect(read.data?.customApi).toEqual({
      rolePolicies: { items: [{ id: policyId, create: true, update: true, delete: false }] },
    });
  });
});
