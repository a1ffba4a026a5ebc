/**
 * Personal data through the gateway against a real sandbox: the seeded customer's logs and data
 * set, and an erasure request followed until it succeeds.
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

/** The demo customer whose personal data history the sandbox seeds. */
const SEEDED_CUSTOMER = '9c4b2a10-7d3e-4f6a-8b5c-1e2d3f4a5b60';

describe('personal data through the gateway', () => {
  it('reads the seeded logs, refuses an empty id, and erases the customer', async () => {
    const read = await graphql(
      `
        query ($id: ID!) {
          personalDataLogs(resourceType: "customer", resourceId: $id) {
            items {
              eventType
              resourceType
            }
          }
          relatedDataEntries(resourceType: "customer", resourceId: $id) {
            items {
              resourceType
              resourceId
            }
          }
        }
      `,
      { id: SEEDED_CUSTOMER },
    );
    expect(read.errors).toBeUndefined();
    const logs = (read.data?.personalDataLogs as { items: { eventType: string }[] }).items;
    expect(logs.map((log) => log.eventType)).toEqual(
      expect.arrayContaining(['customer.event.created', 'customer.event.updated']),
    );
    const related = (read.data?.relatedDataEntries as { items: { resourceType: string }[] }).items;
    expect(related.map((entry) => entry.resourceType).sort()).toEqual(
      expect.arrayContaining(['address', 'customer', 'user-authentication-info']),
    );

    const bad = await graphql(
      `mutation { createErasureRequest(input: { resourceType: CUSTOMER, resourceId: "" }) { erasureRequest { id } ${USER_ERRORS} } }`,
    );
    expect(bad.data?.createErasureRequest).toMatchObject({
      erasureRequest: null,
      userErrors: [{ field: ['resourceId'] }],
    });
    // An email where an id belongs: refused at once, with a reason, instead of failing later.
    const email = await graphql(
      `mutation { createErasureRequest(input: { resourceType: CUSTOMER, resourceId: "ann@example.com" }) { erasureRequest { id } ${USER_ERRORS} } }`,
    );
    expect(email.data?.createErasureRequest).toMatchObject({
      erasureRequest: null,
      userErrors: [{ field: ['resourceId'], code: 'NOT_FOUND' }],
    });

    const created = await graphql(
      `mutation ($id: ID!) { createErasureRequest(input: { resourceType: CUSTOMER, resourceId: $id }) {
        erasureRequest { id status } ${USER_ERRORS} } }`,
      { id: SEEDED_CUSTOMER },
    );
    const request = (created.data?.createErasureRequest as { erasureRequest: { id: string; status: string } })
      .erasureRequest;
    expect(request.status).toBe('CREATED');

    let status = request.status;
    for (let attempt = 0; attempt < 40 && status !== 'SUCCESS' && status !== 'FAILURE'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const polled = await graphql(
        `
          query ($id: ID!) {
            erasureRequest(id: $id) {
              status
            }
          }
        `,
        { id: request.id },
      );
      status = (polled.data?.erasureRequest as { status: string }).status;
    }
    expect(status).toBe('SUCCESS');

    const listed = await graphql(
      `
        query ($id: ID!) {
          erasureRequests(filter: { resourceId: $id }) {
            items {
              id
              status
            }
          }
        }
      `,
      { id: SEEDED_CUSTOMER },
    );
    expect(listed.data?.erasureRequests).toEqual({ items: [{ id: request.id, status: 'SUCCESS' }] });
    const after = await graphql(
      `
        query ($id: ID!) {
          personalDataLogs(resourceType: "customer", resourceId: $id) {
            items {
              eventType
            }
          }
        }
      `,
      { id: SEEDED_CUSTOMER },
    );
    expect(after.data?.personalDataLogs).toEqual({ items: [{ eventType: 'customer.event.erased' }] });
  }, 20_000);
});
