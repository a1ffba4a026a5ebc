import { createServer, type Server } from 'node:http';
import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testConfig } from '../test/harness';
import { exportFileLocation } from './job-routes';
import type { JobModel } from './resolvers/models';
import { createGatewayApp } from './server';

const config = testConfig({ provider: { protocol: 'http', host: 'sandbox.test:4010', application: 'test' } });

function exportJob(fileLocations: string[] | null, id = 'job-1'): JobModel {
  return {
    id,
    type: 'pim-job',
    attributes: { type: 'product-export', status: fileLocations ? 'success' : 'started' },
    meta: { file_locations: fileLocations },
  } as JobModel;
}

describe('exportFileLocation', () => {
  it("follows the job's first file location on the provider's origin or over https", () => {
    expect(
      exportFileLocation(exportJob(['http://sandbox.test:4010/sandbox/exports/a/b/c.csv']), config)?.href,
    ).toBe('http://sandbox.test:4010/sandbox/exports/a/b/c.csv');
    expect(exportFileLocation(exportJob(['https://files.example.com/x.csv?sig=1']), config)?.href).toBe(
      'https://files.example.com/x.csv?sig=1',
    );
  });

  it('refuses no link, a broken link, plain http elsewhere and other schemes', () => {
    expect(exportFileLocation(exportJob(null), config)).toBeNull();
    expect(exportFileLocation(exportJob([]), config)).toBeNull();
    expect(exportFileLocation(exportJob(['not a url']), config)).toBeNull();
    expect(exportFileLocation(exportJob(['http://169.254.169.254/latest/meta-data']), config)).toBeNull();
    expect(exportFileLocation(exportJob(['file:///etc/passwd']), config)).toBeNull();
  });
});

describe('GET /api/jobs/:id/file', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    // Requests to the gateway itself pass; anything else unmocked is a test bug.
    provider.listen({
      onUnhandledRequest: (request, print) => {
        if (new URL(request.url).hostname !== '127.0.0.1') print.error();
      },
    });
    const { app } = await createGatewayApp(testConfig());
    server = await new Promise<Server>((resolve) => {
      const listening = createServer(app).listen(0, '127.0.0.1', () => resolve(listening));
    });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterEach(() => provider.resetHandlers());
  afterAll(async () => {
    provider.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const download = (id: string) =>
    fetch(`${base}/api/jobs/${id}/file`, { headers: { authorization: 'Bearer seller-token' } });

  it("reads the job, then downloads its meta.file_locations link without the caller's token", async () => {
    const seen: { path: string; authorization: string | null }[] = [];
    provider.use(
      http.get(`${PROVIDER}/pcm/jobs/job-1`, ({ request }) => {
        seen.push({ path: '/pcm/jobs/job-1', authorization: request.headers.get('authorization') });
        return HttpResponse.json({ data: exportJob(['https://files.example.com/exports/job-1.csv?sig=x']) });
      }),
      http.get('https://files.example.com/exports/job-1.csv', ({ request }) => {
        seen.push({ path: '/exports/job-1.csv', authorization: request.headers.get('authorization') });
        return new HttpResponse('id,name\r\np-1,Lamp\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const response = await download('job-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="products-job-1.csv"');
    expect(await response.text()).toBe('id,name\r\np-1,Lamp\r\n');
    expect(seen).toEqual([
      { path: '/pcm/jobs/job-1', authorization: 'Bearer seller-token' },
      { path: '/exports/job-1.csv', authorization: null },
    ]);
  });

  it('answers 404 while the job names no file it may follow, and 502 when the file host fails', async () => {
    provider.use(
      http.get(`${PROVIDER}/pcm/jobs/job-2`, () => HttpResponse.json({ data: exportJob(null, 'job-2') })),
      http.get(`${PROVIDER}/pcm/jobs/job-3`, () =>
        HttpResponse.json({ data: exportJob(['http://169.254.169.254/latest/meta-data'], 'job-3') }),
      ),
    );
    expect((await download('job-2')).status).toBe(404);
    // A link elsewhere over plain http is never fetched: no file location the gateway may follow.
    expect((await download('job-3')).status).toBe(404);
    provider.use(
      http.get(`${PROVIDER}/pcm/jobs/job-4`, () =>
        HttpResponse.json({ data: exportJob(['https://files.example.com/exports/job-4.csv'], 'job-4') }),
      ),
      http.get('https://files.example.com/exports/job-4.csv', () => new HttpResponse(null, { status: 403 })),
    );
    expect((await download('job-4')).status).toBe(502);
  });

  it('refuses a caller without a token and a malformed id before any provider call', async () => {
    expect((await fetch(`${base}/api/jobs/job-1/file`)).status).toBe(401);
    expect((await download('a%2F..%2Fb')).status).toBe(404);
  });
});
