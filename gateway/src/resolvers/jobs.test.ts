import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

function jobResource(id: string, type: string, status: string, fileLocations: string[] | null = null) {
  return {
    id,
    type: 'pim-job',
    attributes: {
      type,
      status,
      created_at: '2026-01-01T00:00:00.000Z',
      started_at: status === 'pending' ? null : '2026-01-01T00:00:01.000Z',
      completed_at: status === 'success' || status === 'failed' ? '2026-01-01T00:00:03.000Z' : null,
    },
    meta: { x_request_id: 'r', file_locations: fileLocations },
  };
}

const USER_ERRORS = 'userErrors { field message code }';

describe('jobs', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('lists jobs with paging and maps type, status, times and the export file URL', async () => {
    let url: URL | undefined;
    provider.use(
      http.get(`${PROVIDER}/pcm/jobs`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({
          data: [
            jobResource('j-1', 'product-export', 'success', ['https://cdn.example.com/j-1.csv']),
            jobResource('j-2', 'product_import', 'started'),
            jobResource('j-3', 'something-new', 'pending'),
          ],
          meta: { results: { total: 3 } },
        });
      }),
    );
    const result = await gateway.execute(
      `{ jobs(page: { limit: 10 }) { items { id jobType status createdAt startedAt completedAt fileUrl }
        pageInfo { total hasNextPage } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('page[limit]')).toBe('10');
    expect(result.data?.jobs).toEqual({
      items: [
        {
          id: 'j-1',
          jobType: 'PRODUCT_EXPORT',
          status: 'SUCCESS',
          createdAt: '2026-01-01T00:00:00.000Z',
          startedAt: '2026-01-01T00:00:01.000Z',
          completedAt: '2026-01-01T00:00:03.000Z',
          fileUrl: '/api/jobs/j-1/file',
        },
        {
          id: 'j-2',
          jobType: 'PRODUCT_IMPORT',
          status: 'STARTED',
          createdAt: '2026-01-01T00:00:00.000Z',
          startedAt: '2026-01-01T00:00:01.000Z',
          completedAt: null,
          fileUrl: null,
        },
        {
          id: 'j-3',
          jobType: 'OTHER',
          status: 'PENDING',
          createdAt: '2026-01-01T00:00:00.000Z',
          startedAt: null,
          completedAt: null,
          fileUrl: null,
        },
      ],
      pageInfo: { total: 3, hasNextPage: false },
    });
  });

  it('reads one job with a page of its errors; an unknown job is null', async () => {
    let errorsUrl: URL | undefined;
    provider.use(
      http.get(`${PROVIDER}/pcm/jobs/j-9`, () =>
        HttpResponse.json({ data: jobResource('j-9', 'product-import', 'failed') }),
      ),
      http.get(`${PROVIDER}/pcm/jobs/j-9/errors`, ({ request }) => {
        errorsUrl = new URL(request.url);
        return HttpResponse.json({
          data: [{ type: 'pim-job-error', id: 'e-1', attributes: { message: 'row 2: name is required' } }],
          meta: { results: { total: 4 } },
        });
      }),
      http.get(`${PROVIDER}/pcm/jobs/missing`, () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 }),
      ),
    );
    const result = await gateway.execute(
      `{ job(id: "j-9") { status errors(page: { limit: 1, offset: 2 }) { items { id message } pageInfo { total } } }
         missing: job(id: "missing") { id } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(errorsUrl?.searchParams.get('page[offset]')).toBe('2');
    expect(result.data).toEqual({
      job: {
        status: 'FAILED',
        errors: { items: [{ id: 'e-1', message: 'row 2: name is required' }], pageInfo: { total: 4 } },
      },
      missing: null,
    });
  });

  it('starts an export with the encoded product filter and template slug flag', async () => {
    let url: URL | undefined;
    provider.use(
      http.post(`${PROVIDER}/pcm/products/export`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ data: jobResource('j-5', 'product-export', 'pending') }, { status: 201 });
      }),
    );
    const result = await gateway.execute(
      `mutation { exportProducts(filter: { sku: { eq: "SKU-1" } }, useTemplateSlugs: true) {
        job { id status } ${USER_ERRORS} } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('filter')).toBe('eq(sku,SKU-1)');
    expect(url?.searchParams.get('useTemplateSlugs')).toBe('true');
    expect(result.data?.exportProducts).toEqual({ job: { id: 'j-5', status: 'PENDING' }, userErrors: [] });
  });

  it('sends an import as a multipart CSV file and reports refusals as user errors', async () => {
    let uploaded: string | undefined;
    provider.use(
      http.post(`${PROVIDER}/pcm/products/import`, async ({ request }) => {
        const file = (await request.formData()).get('file');
        uploaded = file instanceof File ? await file.text() : undefined;
        return HttpResponse.json({ data: jobResource('j-6', 'product-import', 'pending') }, { status: 201 });
      }),
    );
    const csv = 'name,sku,commodity_type\nLamp,L-1,physical\n';
    const started = await gateway.execute(
      `mutation ($csv: String!) { importProducts(csv: $csv) { job { id jobType } ${USER_ERRORS} } }`,
      { csv },
    );
    expect(started.errors).toBeUndefined();
    expect(uploaded).toBe(csv);
    expect(started.data?.importProducts).toEqual({
      job: { id: 'j-6', jobType: 'PRODUCT_IMPORT' },
      userErrors: [],
    });

    const empty = await gateway.execute(
      `mutation { importProducts(csv: " ") { job { id } ${USER_ERRORS} } }`,
    );
    expect(empty.data?.importProducts).toEqual({
      job: null,
      userErrors: [{ field: ['csv'], message: 'The CSV is empty', code: 'INVALID' }],
    });
  });
});
