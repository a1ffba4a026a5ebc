import { SEEDED_INTEGRATION_IDS } from './integrations';
import { request, useTestSandbox, type ErrorBody } from '../core/test-support';

type Document = Record<string, unknown> & { id: string };
interface ListBody {
  data: Document[];
  links: { next?: string; prev?: string };
  meta: { page: { current: number; total: number }; results: { total: number } };
}

const api = useTestSandbox<unknown, { data: Document }>();
const { send } = api;

const list = (path: string) => request<ListBody & ErrorBody>(api.sandbox, path, { token: api.token });

describe('integrations', () => {
  it('pages through all logs of the store, newest first', async () => {
    // 16 order jobs (4 of them retried once) plus 6 customer jobs.
    const first = await list('/v2/integrations/logs?page[limit]=10');
    expect(first.body.meta.results.total).toBe(26);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.meta.page).toEqual(expect.objectContaining({ current: 1, total: 3 }));
    expect(first.body.links.next).toBe('/v2/integrations/logs?page[offset]=10&page[limit]=10');
    const last = await list('/v2/integrations/logs?page[limit]=10&page[offset]=20');
    expect(last.body.data).toHaveLength(6);
    expect(last.body.links.next).toBeUndefined();
    const times = (body: ListBody) =>
      body.data.map((log) => (log.meta as { timestamps: { created_at: string } }).timestamps.created_at);
    const firstTimes = times(first.body);
    expect([...firstTimes].sort().reverse()).toEqual(firstTimes);
  });

  it("lists one integration's logs and jobs, and a job's attempts", async () => {
    const id = SEEDED_INTEGRATION_IDS.orderWebhook;
    expect((await list(`/v2/integrations/${id}/logs`)).body.meta.results.total).toBe(20);
    const jobs = await list(`/v2/integrations/${id}/jobs?page[limit]=100`);
    expect(jobs.body.data).toHaveLength(16);
    expect(jobs.body.data[0]).toMatchObject({ type: 'integration-job' });
    const attempts = await Promise.all(
      jobs.body.data.map((job) => list(`/v2/integrations/${id}/jobs/${job.id}/logs`)),
    );
    const retried = attempts.filter((response) => response.body.data.length === 2);
    expect(retried).toHaveLength(4);
    expect(retried[0].body.data.map((log) => log.succeeded).sort()).toEqual([false, true]);
    const otherJob = (await list(`/v2/integrations/${SEEDED_INTEGRATION_IDS.customerWebhook}/jobs`)).body
      .data[0];
    expect((await list(`/v2/integrations/${id}/jobs/${otherJob.id}/logs`)).status).toBe(404);
    expect((await list('/v2/integrations/00000000-0000-4000-8000-000000000000/logs')).status).toBe(404);
  });

  it('validates an integration per type, masks credentials, and deletes its history with it', async () => {
    const invalid = await send('POST', '/v2/integrations', {
      data: {
        type: 'integration',
        name: 'Queue',
        integration_type: 'aws_sqs',
        observes: ['Order Created'],
        configuration: { url: 'ftp://x' },
      },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((error) => error.source?.pointer).sort()).toEqual([
      '/data/configuration/aws_access_key_id',
      '/data/configuration/aws_secret_access_key',
      '/data/configuration/region',
      '/data/configuration/url',
      '/data/observes',
    ]);
    const created = await send('POST', '/v2/integrations', {
      data: {
        type: 'integration',
        name: 'Queue',
        integration_type: 'aws_sqs',
        observes: ['order.created'],
        configuration: {
          url: 'https://sqs.eu-west-1.amazonaws.com/123456789/orders',
          aws_access_key_id: 'AKIAEXAMPLEJIMB',
          aws_secret_access_key: 'secretsecretHK4o',
          region: 'eu-west-1',
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      enabled: true,
      configuration: { aws_access_key_id: '***********JIMB', aws_secret_access_key: '************HK4o' },
    });
    const disabled = await send('PUT', `/v2/integrations/${created.body.data.id}`, {
      data: { type: 'integration', enabled: false },
    });
    expect(disabled.body.data).toMatchObject({ enabled: false, observes: ['order.created'] });

    const id = SEEDED_INTEGRATION_IDS.customerWebhook;
    expect((await send('DELETE', `/v2/integrations/${id}`)).status).toBe(204);
    expect((await list('/v2/integrations/logs')).body.meta.results.total).toBe(20);
    expect((await list(`/v2/integrations/${id}/jobs`)).status).toBe(404);
  });
});
