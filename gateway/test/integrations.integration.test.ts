/**
 * Integrations through the gateway against a real sandbox: the seeded integrations with their
 * jobs and delivery logs, and the write path with configuration errors as userErrors.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox/src/core/app';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '../../sandbox/src/core/config';
import { SEEDED_INTEGRATION_IDS } from '../../sandbox/src/settings/integrations';
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

  it("reads a page of jobs with each job's logs in one more call, as the provider lists each job's", async () => {
    const id = SEEDED_INTEGRATION_IDS.orderWebhook;
    const LOG_PAGE = `items { id attempt succeeded } pageInfo { limit offset total hasNextPage }`;
    const page = await graphql(
      `query ($id: ID!) { integration(id: $id) { jobs(page: { limit: 50 }) { items { id
        logs(page: { limit: 10 }) { ${LOG_PAGE} } second: logs(page: { limit: 1, offset: 1 }) { ${LOG_PAGE} } } } } }`,
      { id },
    );
    expect(page.errors).toBeUndefined();
    type LogPage = { items: { id: string }[]; pageInfo: { total: number } };
    const jobs = (
      page.data?.integration as { jobs: { items: { id: string; logs: LogPage; second: LogPage }[] } }
    ).jobs.items;
    expect(jobs.length).toBeGreaterThan(3);
    // The integration, its jobs and its logs: not one call per job.
    expect(page.extensions?.provider).toMatchObject({ calls: 3 });
    const grant = await fetch(`${sandbox.url}/oauth/access_token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: DEFAULT_CLIENT_ID,
        client_secret: DEFAULT_CLIENT_SECRET,
      }),
    });
    const { access_token: providerToken } = (await grant.json()) as { access_token: string };
    const provider = async (path: string) => {
      const response = await fetch(`${sandbox.url}/v2/integrations/${id}/${path}`, {
        headers: { authorization: `Bearer ${providerToken}` },
      });
      return (await response.json()) as { data: { id: string }[]; meta: { results: { total: number } } };
    };
    for (const job of jobs) {
      // Under the sandbox's 25 requests per second.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const own = await provider(`jobs/${job.id}/logs?page[limit]=100`);
      expect(job.logs.items.map((log) => log.id)).toEqual(own.data.slice(0, 10).map((log) => log.id));
      expect(job.logs.pageInfo.total).toBe(own.meta.results.total);
      expect(job.second.items.map((log) => log.id)).toEqual(own.data.slice(1, 2).map((log) => log.id));
    }
    expect(jobs.some((job) => job.logs.pageInfo.total > 1)).toBe(true);

    // The admin's detail page: its logs table's default page of 100 is the read the jobs' logs use.
    const details = await graphql(
      `
        query ($id: ID!) {
          integration(id: $id) {
            name
            logs(page: { limit: 100 }) {
              items {
                id
              }
              pageInfo {
                total
              }
            }
            jobs(page: { limit: 50 }) {
              items {
                id
                logs(page: { limit: 10 }) {
                  pageInfo {
                    total
                  }
                }
              }
            }
          }
        }
      `,
      { id },
    );
    expect(details.errors).toBeUndefined();
    const shown = details.data?.integration as {
      logs: { items: unknown[]; pageInfo: { total: number } };
      jobs: { items: { logs: { pageInfo: { total: number } } }[] };
    };
    expect(shown.logs.items).toHaveLength(shown.logs.pageInfo.total);
    expect(shown.jobs.items.map((job) => job.logs.pageInfo.total)).toEqual(
      jobs.map((job) => job.logs.pageInfo.total),
    );
    expect(details.extensions?.provider).toMatchObject({ calls: 3 });
  });
});
