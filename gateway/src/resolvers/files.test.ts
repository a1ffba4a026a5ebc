import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testConfig, testGateway } from '../../test/harness';
import { browserFileHref, mainImageIdOf } from './files';
import type { ProductModel } from './models';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

function fileResource(id: string, name = `${id}.png`) {
  return {
    id,
    type: 'file',
    file_name: name,
    mime_type: 'image/png',
    file_size: 1234,
    public: true,
    link: { href: `https://files.example.com/${id}.png` },
    meta: { timestamps: { created_at: '2026-01-01T00:00:00.000Z' }, dimensions: { width: 64, height: 48 } },
  };
}

function productResource(id: string, mainImageId?: string): ProductModel {
  return {
    id,
    type: 'product',
    attributes: { name: `Product ${id}`, status: 'live', commodity_type: 'physical' },
    relationships: { main_image: { data: mainImageId ? { type: 'file', id: mainImageId } : null } },
    meta: {},
  };
}

const USER_ERRORS = 'userErrors { field message code }';

describe('files', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('lists files with a name filter and paging, mapping every field', async () => {
    let url: URL | undefined;
    provider.use(
      http.get(`${PROVIDER}/v2/files`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({
          data: [fileResource('f-1', 'red.png')],
          meta: { page: { limit: 10, offset: 20, current: 3, total: 3 }, results: { total: 21 } },
        });
      }),
    );
    const result = await gateway.execute(
      `query ($filter: FileFilter, $page: PageInput) { files(filter: $filter, page: $page) {
        items { id fileName mimeType fileSize public width height createdAt link { href } }
        pageInfo { limit offset total hasNextPage } } }`,
      { filter: { fileName: { like: 'red' }, fileSize: { le: 5000 } }, page: { limit: 10, offset: 20 } },
    );
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('filter')).toBe('like(file_name,*red*):le(file_size,5000)');
    expect(url?.searchParams.get('page[offset]')).toBe('20');
    expect(result.data?.files).toEqual({
      items: [
        {
          id: 'f-1',
          fileName: 'red.png',
          mimeType: 'image/png',
          fileSize: 1234,
          public: true,
          width: 64,
          height: 48,
          createdAt: '2026-01-01T00:00:00.000Z',
          link: { href: 'https://files.example.com/f-1.png' },
        },
      ],
      pageInfo: { limit: 10, offset: 20, total: 21, hasNextPage: false },
    });
  });

  it('loads the main images of a page of 100 products with one files call', async () => {
    const filters: string[] = [];
    const products = Array.from({ length: 100 }, (_, index) =>
      productResource(`p-${index}`, `f-${index % 40}`),
    );
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, () =>
        HttpResponse.json({ data: products, meta: { results: { total: 100 } } }),
      ),
      http.get(`${PROVIDER}/v2/files`, ({ request }) => {
        const filter = new URL(request.url).searchParams.get('filter') ?? '';
        filters.push(filter);
        const ids = filter.replace(/^in\(id,|\)$/g, '').split(',');
        return HttpResponse.json({ data: ids.map((id) => fileResource(id)) });
      }),
    );
    const result = await gateway.execute(
      '{ products(page: { limit: 100 }) { items { id mainImage { id link { href } } } } }',
    );
    expect(result.errors).toBeUndefined();
    const items = (result.data?.products as { items: { mainImage: { id: string } | null }[] }).items;
    expect(items[41]?.mainImage?.id).toBe('f-1');
    expect(filters).toHaveLength(1);
    expect(filters[0]?.split(',')).toHaveLength(41); // `in(id` plus 40 distinct ids
    expect(result.extensions?.provider).toMatchObject({ calls: 2 });
  });

  it('answers null for a product without a main image, without a files call', async () => {
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, () => HttpResponse.json({ data: [productResource('p-1')] })),
    );
    const result = await gateway.execute('{ products { items { mainImage { id } } } }');
    expect(result.data?.products).toEqual({ items: [{ mainImage: null }] });
    expect(result.extensions?.provider).toMatchObject({ calls: 1 });
  });

  it('links a file by URL and maps the provider refusal onto the argument', async () => {
    let contentType: string | null = null;
    let sent: Record<string, unknown> = {};
    provider.use(
      http.post(`${PROVIDER}/v2/files`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        sent = Object.fromEntries(await request.formData());
        return HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'bad URL',
                source: { pointer: '/data/file_location' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation { uploadFileFromUrl(fileLocation: "nope") { file { id } ${USER_ERRORS} } }`,
    );
    // files.yaml documents the create as multipart/form-data only, the link as its file_location field.
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent).toEqual({ file_location: 'nope' });
    expect(result.data?.uploadFileFromUrl).toEqual({
      file: null,
      userErrors: [{ field: ['fileLocation'], message: 'bad URL', code: expect.any(String) as unknown }],
    });
  });

  it('deletes a file', async () => {
    provider.use(http.delete(`${PROVIDER}/v2/files/f-1`, () => new HttpResponse(null, { status: 204 })));
    const result = await gateway.execute(`mutation { deleteFile(id: "f-1") { deletedId ${USER_ERRORS} } }`);
    expect(result.data?.deleteFile).toEqual({ deletedId: 'f-1', userErrors: [] });
  });

  it('sets (POST when none, PUT when one) and removes a product main image through the relationship', async () => {
    const calls: string[] = [];
    const bodies: unknown[] = [];
    let current: string | undefined;
    const assign =
      (method: string) =>
      async ({ request }: { request: Request }) => {
        calls.push(method);
        const body = (await request.json()) as { data: { id: string } };
        bodies.push(body);
        current = body.data.id;
        return new HttpResponse(null, { status: 204 });
      };
    provider.use(
      http.get(`${PROVIDER}/pcm/products/p-1/relationships/main_image`, () => {
        calls.push('GET');
        return HttpResponse.json({ data: current ? [{ type: 'file', id: current }] : [] });
      }),
      http.post(`${PROVIDER}/pcm/products/p-1/relationships/main_image`, assign('POST')),
      http.put(`${PROVIDER}/pcm/products/p-1/relationships/main_image`, assign('PUT')),
      http.delete(`${PROVIDER}/pcm/products/p-1/relationships/main_image`, () => {
        calls.push('DELETE');
        current = undefined;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${PROVIDER}/pcm/products/p-1`, () =>
        HttpResponse.json({ data: productResource('p-1', current) }),
      ),
      http.get(`${PROVIDER}/v2/files`, () => HttpResponse.json({ data: [fileResource('f-9')] })),
    );
    const set = await gateway.execute(
      `mutation { setProductMainImage(productId: "p-1", fileId: "f-9") { product { mainImage { id } } ${USER_ERRORS} } }`,
    );
    expect(set.data?.setProductMainImage).toEqual({ product: { mainImage: { id: 'f-9' } }, userErrors: [] });
    const replaced = await gateway.execute(
      `mutation { setProductMainImage(productId: "p-1", fileId: "f-9") { product { mainImage { id } } ${USER_ERRORS} } }`,
    );
    expect(replaced.data?.setProductMainImage).toMatchObject({ userErrors: [] });
    expect(bodies).toEqual([{ data: { type: 'file', id: 'f-9' } }, { data: { type: 'file', id: 'f-9' } }]);
    const removed = await gateway.execute(
      `mutation { removeProductMainImage(productId: "p-1") { product { mainImage { id } } ${USER_ERRORS} } }`,
    );
    expect(removed.data?.removeProductMainImage).toEqual({ product: { mainImage: null }, userErrors: [] });
    expect(calls).toEqual(['GET', 'POST', 'GET', 'PUT', 'DELETE']);
  });

  it('requires a caller', async () => {
    const result = await gateway.execute('{ files { items { id } } }', {}, null);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('browserFileHref', () => {
  const sandbox = testConfig({
    useSandbox: true,
    provider: { host: '127.0.0.1:4100', protocol: 'http', application: 'test' },
  });

  it("re-serves the provider host's own files on the gateway origin and leaves CDN links alone", () => {
    expect(browserFileHref('http://127.0.0.1:4100/sandbox/files/abc/red.png', sandbox)).toBe(
      '/api/files/content/abc/red.png',
    );
    expect(browserFileHref('https://cdn.example.com/a.png', sandbox)).toBe('https://cdn.example.com/a.png');
    // A provider on another host (EP_HOST), not started by the gateway: the same rule.
    const remote = testConfig({
      provider: { host: 'provider.test:4100', protocol: 'http', application: 'test' },
    });
    expect(browserFileHref('http://provider.test:4100/sandbox/files/abc/red.png', remote)).toBe(
      '/api/files/content/abc/red.png',
    );
    // Another host's file is never relayed.
    expect(browserFileHref('http://127.0.0.1:4100/sandbox/files/abc/red.png', testConfig())).toBe(
      'http://127.0.0.1:4100/sandbox/files/abc/red.png',
    );
  });

  it('reads the main image id from the product relationships', () => {
    expect(mainImageIdOf(productResource('p', 'f'))).toBe('f');
    expect(mainImageIdOf(productResource('p'))).toBeNull();
  });
});
