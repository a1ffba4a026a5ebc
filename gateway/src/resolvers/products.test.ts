import DataLoader from 'dataloader';
import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

function productResource(id: string, name = `Product ${id}`) {
  return {
    id,
    type: 'product',
    attributes: {
      name,
      sku: `SKU-${id}`,
      slug: `product-${id}`,
      status: 'live',
      commodity_type: 'physical',
      tags: ['a'],
    },
    meta: {
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
      owner: 'store',
      product_types: ['standard'],
    },
  };
}

const LIST = /* GraphQL */ `
  query ($filter: ProductFilter, $sort: [ProductSort!], $page: PageInput) {
    products(filter: $filter, sort: $sort, page: $page) {
      items {
        id
        name
        sku
        status
        commodityType
        tags
        productTypes
        createdAt
      }
      pageInfo {
        limit
        offset
        total
        hasNextPage
      }
    }
  }
`;

describe('products', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('encodes filter, sort and page into the provider call and maps the page', async () => {
    let url: URL | undefined;
    let authorization: string | null = null;
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, ({ request }) => {
        url = new URL(request.url);
        authorization = request.headers.get('authorization');
        return HttpResponse.json({
          data: [productResource('p1'), productResource('p2')],
          meta: { page: { limit: 2, offset: 4, current: 3, total: 5 }, results: { total: 9 } },
          links: {},
        });
      }),
    );
    const result = await gateway.execute(LIST, {
      filter: { name: { like: 'shirt' }, status: { eq: 'LIVE' } },
      sort: [{ field: 'UPDATED_AT', direction: 'DESC' }, { field: 'NAME' }],
      page: { limit: 2, offset: 4 },
    });
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('filter')).toBe('like(name,*shirt*):eq(status,live)');
    expect(url?.searchParams.get('sort')).toBe('-updated_at,name');
    expect(url?.searchParams.get('page[limit]')).toBe('2');
    expect(url?.searchParams.get('page[offset]')).toBe('4');
    expect(authorization).toBe('Bearer seller-token');
    expect(result.data?.products).toEqual({
      items: [
        expect.objectContaining({
          id: 'p1',
          sku: 'SKU-p1',
          status: 'LIVE',
          commodityType: 'PHYSICAL',
          productTypes: ['standard'],
        }),
        expect.objectContaining({ id: 'p2' }),
      ],
      pageInfo: { limit: 2, offset: 4, total: 9, hasNextPage: true },
    });
    expect(result.extensions?.provider).toEqual({ calls: 1, retries: 0, throttledMs: 0 });
  });

  it('rejects a page the provider cannot serve, before calling it', async () => {
    const tooBig = await gateway.execute(LIST, { page: { limit: 101 } });
    expect(tooBig.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooBig.errors?.[0]?.message).toBe('page.limit must be between 1 and 100');
    const tooFar = await gateway.execute(LIST, { page: { offset: 10001 } });
    expect(tooFar.errors?.[0]?.message).toBe('page.offset must be between 0 and 10000');
    expect(tooFar.extensions?.provider).toEqual({ calls: 0, retries: 0, throttledMs: 0 });
  });

  it('answers UNAUTHENTICATED without a token, and when the provider refuses the token', async () => {
    const anonymous = await gateway.execute(LIST, {}, null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, () =>
        HttpResponse.json({ errors: [{ status: '401', title: 'Unauthorized' }] }, { status: 401 }),
      ),
    );
    const expired = await gateway.execute(LIST, {}, 'expired-token');
    expect(expired.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(expired)).not.toContain('expired-token');
  });

  it('reports a filter the provider rejects as BAD_USER_INPUT with its reason', async () => {
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, () =>
        HttpResponse.json(
          {
            errors: [{ status: '400', title: 'Bad Request', detail: 'Could not parse the supplied filter' }],
          },
          { status: 400 },
        ),
      ),
    );
    const result = await gateway.execute(LIST, { filter: { tags: { eq: 'x' } } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('Could not parse the supplied filter');
  });

  it('answers UPSTREAM_UNAVAILABLE, without a stack trace, when the provider is down', async () => {
    provider.use(http.get(`${PROVIDER}/pcm/products`, () => HttpResponse.error()));
    const result = await gateway.execute(LIST);
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      retryable: true,
      retryAfterSeconds: 1,
    });
  });

  it('batches products fetched by id into one provider call', async () => {
    const filters: string[] = [];
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, ({ request }) => {
        filters.push(new URL(request.url).searchParams.get('filter') ?? '');
        return HttpResponse.json({ data: [productResource('p2'), productResource('p1')] });
      }),
    );
    const result = await gateway.execute(
      `{ a: product(id: "p1") { id name } b: product(id: "p2") { id } c: product(id: "p3") { id } }`,
    );
    expect(result.data).toEqual({ a: { id: 'p1', name: 'Product p1' }, b: { id: 'p2' }, c: null });
    expect(filters).toEqual(['in(id,p1,p2,p3)']);
    expect(result.extensions?.provider).toMatchObject({ calls: 1 });
  });
});

describe('product mutations', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  const CREATE = /* GraphQL */ `
    mutation ($input: ProductCreateInput!) {
      createProduct(input: $input) {
        product {
          id
          name
          status
          commodityType
          upcEan
        }
        userErrors {
          field
          message
          code
        }
      }
    }
  `;

  it('sends snake_case attributes with lowercase enums in a {data} envelope', async () => {
    let body: unknown;
    provider.use(
      http.post(`${PROVIDER}/pcm/products`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            data: {
              ...productResource('new'),
              attributes: { ...productResource('new').attributes, upc_ean: '123' },
            },
          },
          { status: 201 },
        );
      }),
    );
    const result = await gateway.execute(CREATE, {
      input: { name: 'Mug', sku: 'MUG-1', commodityType: 'PHYSICAL', status: 'LIVE', upcEan: '123' },
    });
    expect(body).toEqual({
      data: {
        type: 'product',
        attributes: { name: 'Mug', sku: 'MUG-1', commodity_type: 'physical', status: 'live', upc_ean: '123' },
      },
    });
    expect(result.data?.createProduct).toMatchObject({
      product: { id: 'new', upcEan: '123' },
      userErrors: [],
    });
  });

  it('maps provider validation errors to userErrors on the field of the source pointer', async () => {
    provider.use(
      http.post(`${PROVIDER}/pcm/products`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'sku can not be empty',
                source: { pointer: '/data/attributes/sku' },
              },
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'upc_ean is too long',
                source: { pointer: '/data/attributes/upc_ean' },
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const result = await gateway.execute(CREATE, {
      input: { name: 'Mug', sku: '', commodityType: 'PHYSICAL' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createProduct).toEqual({
      product: null,
      userErrors: [
        { field: ['sku'], message: 'sku can not be empty', code: 'INVALID' },
        { field: ['upcEan'], message: 'upc_ean is too long', code: 'INVALID' },
      ],
    });
  });

  it('maps a duplicate to a DUPLICATE userError and a missing product to NOT_FOUND', async () => {
    provider.use(
      http.post(`${PROVIDER}/pcm/products`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: '409',
                title: 'Conflict',
                detail: 'A product with this sku already exists',
                source: { pointer: '/data/attributes/sku' },
              },
            ],
          },
          { status: 409 },
        ),
      ),
      http.delete(`${PROVIDER}/pcm/products/:id`, () =>
        HttpResponse.json(
          { errors: [{ status: '404', title: 'Not Found', detail: 'No product found' }] },
          { status: 404 },
        ),
      ),
    );
    const duplicate = await gateway.execute(CREATE, {
      input: { name: 'Mug', sku: 'MUG-1', commodityType: 'PHYSICAL' },
    });
    expect(duplicate.data?.createProduct).toMatchObject({
      userErrors: [{ field: ['sku'], message: 'A product with this sku already exists', code: 'DUPLICATE' }],
    });
    const missing = await gateway.execute(
      `mutation { deleteProduct(id: "nope") { deletedId userErrors { field message code } } }`,
    );
    expect(missing.data?.deleteProduct).toEqual({
      deletedId: null,
      userErrors: [{ field: null, message: 'No product found', code: 'NOT_FOUND' }],
    });
  });

  it('updates with PUT carrying the id and only the changed attributes, null clearing a value', async () => {
    let body: unknown;
    provider.use(
      http.put(`${PROVIDER}/pcm/products/p1`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: productResource('p1', 'Renamed') });
      }),
    );
    const result = await gateway.execute(
      `mutation { updateProduct(id: "p1", input: { name: "Renamed", status: DRAFT, mpn: null }) { product { name } userErrors { message } } }`,
    );
    expect(body).toEqual({
      data: { id: 'p1', type: 'product', attributes: { name: 'Renamed', status: 'draft', mpn: null } },
    });
    expect(result.data?.updateProduct).toEqual({ product: { name: 'Renamed' }, userErrors: [] });
  });

  it('answers an unavailable provider in its payload (UPSTREAM_UNAVAILABLE), so other aliases keep theirs', async () => {
    provider.use(
      http.post(`${PROVIDER}/pcm/products`, () => new HttpResponse('bad gateway', { status: 502 })),
    );
    const result = await gateway.execute(CREATE, {
      input: { name: 'Mug', sku: 'M', commodityType: 'PHYSICAL' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createProduct).toEqual({
      product: null,
      userErrors: [{ field: null, message: 'The provider failed (HTTP 502)', code: 'UPSTREAM_UNAVAILABLE' }],
    });
  });

  it('keeps UNAUTHENTICATED a GraphQL error (the admin renews its session on it)', async () => {
    provider.use(http.post(`${PROVIDER}/pcm/products`, () => new HttpResponse(null, { status: 401 })));
    const result = await gateway.execute(CREATE, {
      input: { name: 'Mug', sku: 'M', commodityType: 'PHYSICAL' },
    });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('a page of products with its relations', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());
  afterEach(() => jest.restoreAllMocks());

  const withRelations = (id: string, index: number) => ({
    ...productResource(id),
    relationships: {
      main_image: { data: { type: 'file', id: `img-${index % 3}` } },
      files: { data: [{ type: 'file', id: `doc-${index % 2}` }] },
    },
  });
  const file = (id: string) => ({
    id,
    type: 'file',
    file_name: `${id}.png`,
    link: { href: `https://f.test/${id}` },
  });

  function mockProvider(stock: () => Response) {
    const ids = Array.from({ length: 100 }, (_, index) => `p-${index}`);
    const calls: string[] = [];
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, () =>
        HttpResponse.json({ data: ids.map(withRelations), meta: { results: { total: 100 } } }),
      ),
      http.post(`${PROVIDER}/v2/inventories/multiple`, () => {
        calls.push('stock');
        return stock();
      }),
      http.get(`${PROVIDER}/v2/files`, ({ request }) => {
        calls.push('files');
        const asked = (new URL(request.url).searchParams.get('filter') ?? '').replace(/^in\(id,|\)$/g, '');
        return HttpResponse.json({ data: asked.split(',').map(file) });
      }),
      http.get(`${PROVIDER}/pcm/pricebooks`, () => {
        calls.push('price books');
        return HttpResponse.json({
          data: [{ id: 'pb-1', type: 'pricebook', attributes: { name: 'Retail' } }],
          meta: { results: { total: 1 } },
        });
      }),
      http.get(`${PROVIDER}/pcm/pricebooks/pb-1/prices`, ({ request }) => {
        calls.push('prices');
        const skus = (new URL(request.url).searchParams.get('filter') ?? '').replace(/^in\(sku,|\)$/g, '');
        return HttpResponse.json({
          data: skus
            .split(',')
            .filter((sku) => sku !== 'SKU-p-1')
            .map((sku) => ({
              id: `price-${sku}`,
              type: 'product-price',
              attributes: { sku, currencies: { USD: { amount: 500, includes_tax: false } } },
              meta: { pricebook_id: 'pb-1' },
            })),
        });
      }),
    );
    return calls;
  }

  // Through a named fragment, an inline one and @include, as the admin's own queries ask.
  const PAGE = `query ($withPrices: Boolean = true) { products(page: { limit: 100 }) { items { ...Row ... on Product { files { id } }
    prices @include(if: $withPrices) { id } } } }
    fragment Row on Product { id stock { total } mainImage { id } }`;

  it('reads stock, images with files, and prices once for the page and hands each product its own, with no load per product', async () => {
    const calls = mockProvider(() =>
      HttpResponse.json({ data: [{ id: 'p-2', type: 'stock', total: 5, available: 5, allocated: 0 }] }),
    );
    const load = jest.spyOn(DataLoader.prototype, 'load');
    const loadMany = jest.spyOn(DataLoader.prototype, 'loadMany');
    const result = await gateway.execute(PAGE);
    expect(result.errors).toBeUndefined();
    const items = (
      result.data?.products as {
        items: { id: string; stock: unknown; mainImage: unknown; files: unknown; prices: unknown[] }[];
      }
    ).items;
    expect(items[2]).toEqual({
      id: 'p-2',
      stock: { total: 5 },
      mainImage: { id: 'img-2' },
      files: [{ id: 'doc-0' }],
      prices: [{ id: 'price-SKU-p-2' }],
    });
    expect(items[1]).toMatchObject({
      stock: null,
      mainImage: { id: 'img-1' },
      files: [{ id: 'doc-1' }],
      prices: [],
    });
    // One call per relation for the whole page (images and files share theirs), and no DataLoader
    // promise per product: each product's relations were handed over with the page.
    expect(calls.sort()).toEqual(['files', 'price books', 'prices', 'stock']);
    expect(result.extensions?.provider).toMatchObject({ calls: 5 });
    expect(load).not.toHaveBeenCalled();
    expect(loadMany).not.toHaveBeenCalled();
  });

  it('fails only the relation whose page read failed, on every product, and keeps the page', async () => {
    mockProvider(() =>
      HttpResponse.json({ errors: [{ status: '400', title: 'Bad Request', detail: 'no' }] }, { status: 400 }),
    );
    const result = await gateway.execute(PAGE);
    const items = (result.data?.products as { items: { stock: unknown; mainImage: unknown }[] }).items;
    expect(items).toHaveLength(100);
    expect(items[2]).toMatchObject({ stock: null, mainImage: { id: 'img-2' } });
    expect(result.errors?.length).toBe(100);
    expect(new Set(result.errors?.map((error) => error.path?.[3]))).toEqual(new Set(['stock']));
  });
});
