/**
 * Jobs through the gateway against a real sandbox on a fake clock: an export filtered by SKU moves
 * pending → started → success and its CSV is served by `GET /api/jobs/:id/file`; an import's
 * rejected rows come back as the job's errors.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox/src/core/app';
import { JOB_PENDING_MS, JOB_RUNNING_MS } from '../../sandbox/src/catalogue/jobs';
import { FakeClock } from '../../sandbox/src/core/test-support';
import { startGateway, type RunningGateway } from '../src/server';
import { testConfig, type GraphQLResult } from './harness';

let sandbox: RunningSandbox;
let gateway: RunningGateway;
let token: string;
const clock = new FakeClock();

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult;
}

interface JobView {
  id: string;
  status: string;
  fileUrl: string | null;
  errors: { items: { message: string }[]; pageInfo: { total: number } };
}

const JOB_FIELDS = 'id status fileUrl errors { items { message } pageInfo { total } }';

async function readJob(id: string): Promise<JobView> {
  const result = await graphql(`query ($id: ID!) { job(id: $id) { ${JOB_FIELDS} } }`, { id });
  expect(result.errors).toBeUndefined();
  return result.data?.job as JobView;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataPath: ':memory:', rateLimit: false, now: clock.now });
  const base = testConfig();
  gateway = await startGateway({
    ...base,
    useSandbox: true,
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

describe('jobs against the sandbox', () => {
  it('exports the products matching a SKU and serves the CSV through /api/jobs/:id/file', async () => {
    const created = await graphql(`
      mutation {
        createProduct(input: { name: "Jobs lamp", sku: "JOBS-LAMP-1", commodityType: PHYSICAL }) {
          userErrors {
            message
          }
        }
      }
    `);
    expect(created.errors).toBeUndefined();
    const started = await graphql(
      `mutation { exportProducts(filter: { sku: { eq: "JOBS-LAMP-1" } }) { job { ${JOB_FIELDS} } userErrors { message } } }`,
    );
    expect(started.errors).toBeUndefined();
    const job = (started.data?.exportProducts as { job: JobView }).job;
    expect(job).toMatchObject({ status: 'PENDING', fileUrl: null });
    // Before the export succeeds its job names no file location, so there is nothing to download.
    const early = await fetch(`${gateway.url}/api/jobs/${job.id}/file`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(early.status).toBe(404);

    clock.advance(JOB_PENDING_MS);
    expect((await readJob(job.id)).status).toBe('STARTED');
    clock.advance(JOB_RUNNING_MS);
    const done = await readJob(job.id);
    expect(done).toMatchObject({ status: 'SUCCESS', fileUrl: `/api/jobs/${job.id}/file` });

    const anonymous = await fetch(`${gateway.url}${done.fileUrl}`);
    expect(anonymous.status).toBe(401);
    const file = await fetch(`${gateway.url}${done.fileUrl}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    const lines = (await file.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('JOBS-LAMP-1');

    const jobs = await graphql('{ jobs { items { id jobType } } }');
    expect(jobs.data?.jobs).toMatchObject({
      items: expect.arrayContaining([{ id: job.id, jobType: 'PRODUCT_EXPORT' }]),
    });
  });

  it('imports a CSV, creating valid rows and listing the rejected ones as errors', async () => {
    const csv =
      'name,sku,commodity_type\nImported chair,JOBS-CHAIR-1,physical\nBad row,JOBS-BAD-1,teleport\n';
    const started = await graphql(
      `
        mutation ($csv: String!) {
          importProducts(csv: $csv) {
            job {
              id
              status
            }
            userErrors {
              message
            }
          }
        }
      `,
      { csv },
    );
    expect(started.errors).toBeUndefined();
    const { id } = (started.data?.importProducts as { job: { id: string } }).job;
    clock.advance(JOB_PENDING_MS + JOB_RUNNING_MS);
    const done = await readJob(id);
    expect(done.status).toBe('FAILED');
    expect(done.errors.pageInfo.total).toBe(1);
    expect(done.errors.items[0]?.message).toMatch(/^row 3: /);

    const products = await graphql(
      '{ products(filter: { sku: { eq: "JOBS-CHAIR-1" } }) { items { name } } }',
    );
    expect(products.data?.products).toEqual({ items: [{ name: 'Imported chair' }] });
  });
});
