import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';
import { legacyFieldFromPointer } from './legacy-documents';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const timestamps = { timestamps: { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z' } };

function category(id: string, name: string, parentId: string | null, childIds: string[] = []) {
  return {
    id,
    type: 'category',
    name,
    slug: name.toLowerCase(),
    description: '',
    status: 'live',
    meta: timestamps,
    relationships: {
      parent: { data: parentId ? { type: 'category', id: parentId } : null },
      children: { data: childIds.map((child) => ({ type: 'category', id: child })) },
    },
  };
}

const usd = {
  id: 'cur-1',
  type: 'currency',
  code: 'USD',
  exchange_rate: 1,
  format: '${price}',
  decimal_point: '.',
  thousand_separator: ',',
  decimal_places: 2,
  default: true,
  enabled: true,
  meta: timestamps,
};

const list = (data: unknown[]) =>
  HttpResponse.json({
    data,
    meta: { page: { limit: 25, offset: 0, current: 1, total: data.length }, results: { total: data.length } },
  });

describe('legacy catalogue resolvers', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('lists brands with the filter and page encoded for the provider', async () => {
    let url: URL | undefined;
    provider.use(
      http.get(`${PROVIDER}/v2/brands`, ({ request }) => {
        url = new URL(request.url);
        return list([
          { id: 'b-1', type: 'brand', name: 'Acme', slug: 'acme', status: 'draft', meta: timestamps },
        ]);
      }),
    );
    const result = await gateway.execute(
      `{ brands(filter: { status: { eq: DRAFT }, name: { like: "ac" } }, page: { limit: 5 }) {
        items { id name slug description status createdAt } pageInfo { total } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('filter')).toBe('like(name,*ac*):eq(status,draft)');
    expect(url?.searchParams.get('page[limit]')).toBe('5');
    expect(result.data?.brands).toEqual({
      items: [
        {
          id: 'b-1',
          name: 'Acme',
          slug: 'acme',
          description: '',
          status: 'DRAFT',
          createdAt: '2026-01-01T00:00:00Z',
        },
      ],
      pageInfo: { total: 1 },
    });
  });

  it('reads the category tree with nested children and a category’s children by id', async () => {
    const shirts = category('c-2', 'Shirts', 'c-1');
    provider.use(
      http.get(`${PROVIDER}/v2/categories/tree`, () =>
        HttpResponse.json({
          data: [{ ...category('c-1', 'Clothing', null, ['c-2']), children: [{ ...shirts, children: [] }] }],
        }),
      ),
      http.get(`${PROVIDER}/v2/categories/c-1`, () =>
        HttpResponse.json({ data: category('c-1', 'Clothing', null, ['c-2']) }),
      ),
      http.get(`${PROVIDER}/v2/categories`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('filter')).toBe('in(id,c-2)');
        return list([shirts]);
      }),
    );
    const result = await gateway.execute(
      `{ categoryTree { name parentId children { name parentId children { name } } }
         category(id: "c-1") { children { id name } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      categoryTree: [
        { name: 'Clothing', parentId: null, children: [{ name: 'Shirts', parentId: 'c-1', children: [] }] },
      ],
      category: { children: [{ id: 'c-2', name: 'Shirts' }] },
    });
  });

  it('creates a category under a parent with the legacy flat body', async () => {
    let body: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/categories`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: category('c-3', 'Polos', 'c-2') }, { status: 201 });
      }),
    );
    const result = await gateway.execute(
      `mutation { createCategory(input: { name: "Polos", slug: "polos", status: LIVE, parentId: "c-2" }) {
        category { id parentId } userErrors { field message code } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(body).toEqual({
      data: {
        type: 'category',
        name: 'Polos',
        slug: 'polos',
        status: 'live',
        relationships: { parent: { data: { type: 'category', id: 'c-2' } } },
      },
    });
    expect(result.data?.createCategory).toEqual({ category: { id: 'c-3', parentId: 'c-2' }, userErrors: [] });
  });

  it('turns currency 422s into user errors on the schema fields', async () => {
    let body: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/currencies`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'code must be three upper-case letters',
                source: { pointer: '/data/code' },
              },
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'exchange_rate must be > 0',
                source: { pointer: '/data/exchange_rate' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation { createCurrency(input: { name: "US Dollar", code: "us", exchangeRate: 0, format: "{price}", decimalPoint: ".",
        thousandSeparator: ",", decimalPlaces: 2, isDefault: false, enabled: true }) {
        currency { id } userErrors { field message code } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(body).toMatchObject({ data: { type: 'currency', code: 'us', exchange_rate: 0, default: false } });
    expect(result.data?.createCurrency).toEqual({
      currency: null,
      userErrors: [
        { field: ['code'], message: 'code must be three upper-case letters', code: 'INVALID' },
        { field: ['exchangeRate'], message: 'exchange_rate must be > 0', code: 'INVALID' },
      ],
    });
  });

  it('reads currencies and deletes one, reporting a refused deletion', async () => {
    provider.use(
      http.get(`${PROVIDER}/v2/currencies`, () => list([usd])),
      http.delete(`${PROVIDER}/v2/currencies/cur-1`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: '409',
                title: 'Conflict',
                detail: 'The default currency cannot be deleted',
                source: { pointer: '/data/default' },
              },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    const result = await gateway.execute(
      `{ currencies { items { code exchangeRate format isDefault decimalPlaces thousandSeparator } } }`,
    );
    expect(result.data?.currencies).toEqual({
      items: [
        {
          code: 'USD',
          exchangeRate: 1,
          format: '${price}',
          isDefault: true,
          decimalPlaces: 2,
          thousandSeparator: ',',
        },
      ],
    });
    const deletion = await gateway.execute(
      `mutation { deleteCurrency(id: "cur-1") { deletedId userErrors { field code } } }`,
    );
    expect(deletion.data?.deleteCurrency).toEqual({
      deletedId: null,
      userErrors: [{ field: ['isDefault'], code: 'DUPLICATE' }],
    });
  });

  it('maps legacy pointers to schema fields', () => {
    expect(legacyFieldFromPointer('/data/decimal_places')).toEqual(['decimalPlaces']);
    expect(legacyFieldFromPointer('/data/relationships/parent')).toEqual(['parentId']);
    expect(legacyFieldFromPointer('/data/type')).toBeNull();
    expect(legacyFieldFromPointer(undefined)).toBeNull();
  });
});
