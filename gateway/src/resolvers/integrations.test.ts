import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';
import { integrationFieldFromPointer, integrationMembers } from './integrations';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const USER_ERRORS = 'userErrors { field message code }';
const BASE = `${PROVIDER}/v2/integrations`;

const integration = {
  id: 'i-1',
  type: 'integration',
  name: 'Order fulfilment',
  description: '',
  enabled: true,
  integration_type: 'aws_sqs',
  observes: ['order.paid'],
  configuration: {
    url: 'https://sqs.example.com/q',
    aws_secret_access_key: '********abcd',
    region: 'eu-west-1',
  },
  meta: { timestamps: { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z' } },
};

describe('integration mapping', () => {
  it('maps pointers and inputs', () => {
    expect(integrationFieldFromPointer('/data/configuration/secret_key')).toEqual([
      'configuration',
      'secretKey',
    ]);
    expect(integrationFieldFromPointer('/data/observes')).toEqual(['observes']);
    expect(integrationFieldFromPointer('/data/type')).toBeNull();
    expect(
      integrationMembers({
        name: 'Hook',
        integrationType: 'WEBHOOK',
        observes: ['order.created'],
        configuration: { url: 'https://x.test', secretKey: 's', region: null },
      }),
    ).toEqual({
      name: 'Hook',
      integration_type: 'webhook',
      observes: ['order.created'],
      configuration: { url: 'https://x.test', secret_key: 's' },
    });
  });
});

describe('integrations', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('lists with typed filters and reads the configuration, jobs and logs', async () => {
    let filter: string | null = null;
    provider.use(
      http.get(BASE, ({ request }) => {
        filter = new URL(request.url).searchParams.get('filter');
        return HttpResponse.json({ data: [integration], meta: { results: { total: 1 } } });
      }),
      http.get(`${BASE}/i-1/jobs`, () =>
        HttpResponse.json({
          data: [
            {
              id: 'j-1',
              type: 'integration-job',
              relationships: { integration: { data: { id: 'i-1' } } },
              meta: { timestamps: { created_at: '2026-01-03T00:00:00Z' } },
            },
          ],
          meta: { results: { total: 1 } },
        }),
      ),
      // Every log names its job: one read of the integration's logs answers every job's.
      http.get(`${BASE}/i-1/logs`, () =>
        HttpResponse.json({
          data: [
            {
              id: 'l-1',
              type: 'integration',
              succeeded: false,
              attempt: 2,
              status_code: 503,
              error_detail: 'Received a status code outside of 2xx range',
              relationships: { job: { data: { id: 'j-1' } } },
            },
          ],
          meta: { results: { total: 1 } },
        }),
      ),
    );
    const result =
      await gateway.execute(`{ integrations(filter: { name: { like: "order" }, integrationType: AWS_SQS, enabled: true }, page: { limit: 10 }) {
      items { name enabled integrationType observes configuration { url awsSecretAccessKey region secretKey }
        jobs(page: { limit: 5 }) { items { id createdAt logs { items { succeeded attempt statusCode errorDetail jobId } } } pageInfo { total } } }
      pageInfo { total } } }`);
    expect(result.errors).toBeUndefined();
    expect(filter).toBe('like(name,*order*):eq(integration_type,aws_sqs):eq(enabled,true)');
    expect(result.data?.integrations).toEqual({
      items: [
        {
          name: 'Order fulfilment',
          enabled: true,
          integrationType: 'AWS_SQS',
          observes: ['order.paid'],
          configuration: {
            url: 'https://sqs.example.com/q',
            awsSecretAccessKey: '********abcd',
            region: 'eu-west-1',
            secretKey: null,
          },
          jobs: {
            items: [
              {
                id: 'j-1',
                createdAt: '2026-01-03T00:00:00Z',
                logs: {
                  items: [
                    {
                      succeeded: false,
                      attempt: 2,
                      statusCode: 503,
                      errorDetail: 'Received a status code outside of 2xx range',
                      jobId: 'j-1',
                    },
                  ],
                },
              },
            ],
            pageInfo: { total: 1 },
          },
        },
      ],
      pageInfo: { total: 1 },
    });
  });

  it("reads each job's own logs when the integration has more logs than one page", async () => {
    const log = (id: string, job: string) => ({
      id,
      type: 'integration',
      attempt: 1,
      relationships: { job: { data: { id: job } } },
    });
    const jobReads: string[] = [];
    provider.use(
      http.get(`${BASE}/i-1`, () => HttpResponse.json({ data: integration })),
      http.get(`${BASE}/i-1/jobs`, () =>
        HttpResponse.json({
          data: ['j-1', 'j-2'].map((id) => ({
            id,
            type: 'integration-job',
            relationships: { integration: { data: { id: 'i-1' } } },
          })),
          meta: { results: { total: 2 } },
        }),
      ),
      http.get(`${BASE}/i-1/logs`, () =>
        HttpResponse.json({ data: [log('l-1', 'j-1')], meta: { results: { total: 101 } } }),
      ),
      http.get(`${BASE}/i-1/jobs/:job/logs`, ({ params }) => {
        jobReads.push(String(params.job));
        return HttpResponse.json({
          data: [log(`own-${String(params.job)}`, String(params.job))],
          meta: { results: { total: 1 } },
        });
      }),
    );
    const result = await gateway.execute(
      `{ integration(id: "i-1") { jobs { items { id logs { items { id } pageInfo { total } } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.integration).toEqual({
      jobs: {
        items: [
          { id: 'j-1', logs: { items: [{ id: 'own-j-1' }], pageInfo: { total: 1 } } },
          { id: 'j-2', logs: { items: [{ id: 'own-j-2' }], pageInfo: { total: 1 } } },
        ],
      },
    });
    expect(jobReads.sort()).toEqual(['j-1', 'j-2']);
    expect(result.extensions?.provider).toMatchObject({ calls: 5 });
  });

  it('turns configuration refusals into userErrors on the configuration member', async () => {
    let sent: unknown;
    provider.use(
      http.post(BASE, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'url must be an http or https URL',
                source: { pointer: '/data/configuration/url' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation { createIntegration(input: { name: "Hook", observes: ["order.created"], configuration: { url: "ftp://x" } }) {
        integration { id } ${USER_ERRORS} } }`,
    );
    // integrations.yaml requires the type of a create: without one the gateway sends its default.
    expect(sent).toEqual({
      data: {
        type: 'integration',
        integration_type: 'webhook',
        name: 'Hook',
        observes: ['order.created'],
        configuration: { url: 'ftp://x' },
      },
    });
    expect(result.data?.createIntegration).toEqual({
      integration: null,
      userErrors: [
        { field: ['configuration', 'url'], message: 'url must be an http or https URL', code: 'INVALID' },
      ],
    });
  });
});

describe('store-wide integration logs', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('reads v2/integrations/logs paged, each log naming its integration and job', async () => {
    let url: URL | undefined;
    provider.use(
      http.get(`${BASE}/logs`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({
          data: [
            {
              id: 'log-1',
              type: 'integration-log',
              succeeded: false,
              attempt: 2,
              status_code: 500,
              error_detail: 'Server error',
              relationships: { integration: { data: { id: 'i-1' } }, job: { data: { id: 'job-1' } } },
              meta: { timestamps: { created_at: '2026-01-03T00:00:00Z' } },
            },
          ],
          meta: { page: { limit: 20, offset: 0, current: 1, total: 1 }, results: { total: 1 } },
        });
      }),
    );
    const result = await gateway.execute(
      `{ integrationLogs(page: { limit: 20 }) { items { id succeeded attempt statusCode errorDetail
        integrationId jobId createdAt } pageInfo { total } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('page[limit]')).toBe('20');
    expect(result.data?.integrationLogs).toEqual({
      items: [
        {
          id: 'log-1',
          succeeded: false,
          attempt: 2,
          statusCode: 500,
          errorDetail: 'Server error',
          integrationId: 'i-1',
          jobId: 'job-1',
          createdAt: '2026-01-03T00:00:00Z',
        },
      ],
      pageInfo: { total: 1 },
    });
  });
});
