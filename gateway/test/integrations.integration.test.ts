/**
 * Integrations through the gateway against a real sandbox: the seeded integrations with their
 * jobs and delivery logs, and the write path with configuration errors as userErrors.
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

describe('integrations through the gateway', () => {
  it('reads seeded delivery jobs and logs, refuses a bad URL on its field, creates, changes and deletes', async () => {
    const list = await graphql(`
      {
        integrations(filter: { name: { like: "fulfilment" } }, page: { limit: 5 }) {
          items {
            id
            name
            integrationType
            configuration {
              url
              secretKey
            }
            jobs(page: { limit: 10 }) {
              items {
                id
                logs {
                  items {
                    attempt
                    succeeded
                  }
                }
              }
              pageInfo {
                total
              }
            }
            logs {
              pageInfo {
                total
              }
            }
          }
          pageInfo {
            total
          }
        }
      }
    `);
    expect(list.errors).toBeUndefined();
    const page = list.data?.integrations as {
      items: {
        name: string;
        integrationType: string;
        configuration: { secretKey: string };
        jobs: { pageInfo: { total: number }; items: { logs: { items: unknown[] } }[] };
        logs: { pageInfo: { total: number } };
      }[];
    };
    expect(page.items.map((item) => item.name)).toEqual(['Order fulfilment']);
    const seeded = page.items[0];
    expect(seeded?.integrationType).toBe('WEBHOOK');
    expect(seeded?.configuration.secretKey).toBe('whsec_demo_orders');
    expect(seeded?.jobs.pageInfo.total).toBeGreaterThan(0);
    expect(seeded?.jobs.items[0]?.logs.items.length).toBeGreaterThan(0);
    expect(seeded?.logs.pageInfo.total).toBeGreaterThan(0);

    const bad = await graphql(
      `mutation { createIntegration(input: { name: "Hook", observes: ["order.created"], configuration: { url: "ftp://x" } }) {
        integration { id } ${USER_ERRORS} } }`,
    );
    expect(bad.data?.createIntegration).toMatchObject({
      integration: null,
      userErrors: [{ field: ['configuration', 'url'] }],
    });
    const created = await graphql(
      `mutation { createIntegration(input: { name: "Hook", observes: ["order.created"], configuration: { url: "https://hooks.test/x" } }) {
        integration { id enabled integrationType } ${USER_ERRORS} } }`,
    );
    const payload = created.data?.createIntegration as { integration: { id: string; enabled: boolean } };
    expect(payload.integration).toMatchObject({ enabled: true, integrationType: 'WEBHOOK' });
    const changed = await graphql(
      `mutation ($id: ID!) { updateIntegration(id: $id, input: { enabled: false, observes: ["order.paid"] }) {
        integration { enabled observes configuration { url } } ${USER_ERRORS} } }`,
      { id: payload.integration.id },
    );
    expect(changed.data?.updateIntegration).toEqual({
      integration: {
        enabled: false,
        observes: ['order.paid'],
        configuration: { url: 'https://hooks.test/x' },
      },
      userErrors: [],
    });
    const removed = await graphql(
      `mutation ($id: ID!) { deleteIntegration(id: $id) { deletedId ${USER_ERRORS} } }`,
      {
        id: payload.integration.id,
      },
    );
    expect(removed.data?.deleteIntegration).toEqual({ deletedId: payload.integration.id, userErrors: [] });
  });
});
