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
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
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

  it('still fails loudly, not as userErrors, when the provider is unavailable', async () => {
    provider.use(
      http.post(`${PROVIDER}/pcm/products`, () => new HttpResponse('bad gateway', { status: 502 })),
    );
    const result = await gateway.execute(CREATE, {
      input: { name: 'Mug', sku: 'M', commodityType: 'PHYSICAL' },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
