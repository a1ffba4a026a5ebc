import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const catalog = (id: string, attributes: Record<string, unknown>) => ({
  id,
  type: 'catalog',
  attributes: { name: `Catalog ${id}`, hierarchy_ids: ['h-1', 'h-2'], ...attributes },
});

describe('catalogs', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('lists catalogs with their hierarchies and price books batched', async () => {
    const calls: string[] = [];
    provider.use(
      http.get(`${PROVIDER}/pcm/catalogs`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('filter')).toBe('like(name,*Store*)');
        return HttpResponse.json({
          data: [
            catalog('c-1', { pricebook_id: 'pb-1' }),
            catalog('c-2', {
              pricebook_ids: [
                { id: 'pb-1', priority: 1 },
                { id: 'pb-2', priority: 5 },
              ],
            }),
          ],
          meta: { results: { total: 2 } },
        });
      }),
      http.get(`${PROVIDER}/pcm/hierarchies`, ({ request }) => {
        calls.push(`hierarchies ${new URL(request.url).searchParams.get('filter')}`);
        return HttpResponse.json({
          data: [{ id: 'h-1', type: 'hierarchy', attributes: { name: 'Home' } }],
        });
      }),
      http.get(`${PROVIDER}/pcm/pricebooks`, ({ request }) => {
        calls.push(`pricebooks ${new URL(request.url).searchParams.get('filter')}`);
        return HttpResponse.json({
          data: [
            { id: 'pb-1', type: 'pricebook', attributes: { name: 'Retail' } },
            { id: 'pb-2', type: 'pricebook', attributes: { name: 'VIP' } },
          ],
        });
      }),
    );
    const result = await gateway.execute(
      `{ catalogs(filter: { name: { like: "Store" } }) { items { id hierarchies { name }
          priceBooks { priceBookId priority priceBook { name } } } pageInfo { total } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(calls.sort()).toEqual(['hierarchies in(id,h-1,h-2)', 'pricebooks in(id,pb-1,pb-2)']);
    expect(result.data?.catalogs).toEqual({
      items: [
        {
          id: 'c-1',
          hierarchies: [{ name: 'Home' }],
          priceBooks: [{ priceBookId: 'pb-1', priority: null, priceBook: { name: 'Retail' } }],
        },
        {
          id: 'c-2',
          hierarchies: [{ name: 'Home' }],
          priceBooks: [
            { priceBookId: 'pb-2', priority: 5, priceBook: { name: 'VIP' } },
            { priceBookId: 'pb-1', priority: 1, priceBook: { name: 'Retail' } },
          ],
        },
      ],
      pageInfo: { total: 2 },
    });
  });

  it('sends pricebook_id and maps its pointer back to priceBookId', async () => {
    let sent: unknown;
    provider.use(
      http.post(`${PROVIDER}/pcm/catalogs`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            errors: [
              {
                status: 422,
                title: 'Failed Validation',
                detail: 'No price book found with id nope',
                source: { pointer: '/data/attributes/pricebook_id' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation { createCatalog(input: { name: "Web", hierarchyIds: ["h-1"], priceBookId: "nope" }) {
          catalog { id } userErrors { field message } } }`,
    );
    expect(sent).toEqual({
      data: { type: 'catalog', attributes: { name: 'Web', hierarchy_ids: ['h-1'], pricebook_id: 'nope' } },
    });
    expect(result.data?.createCatalog).toEqual({
      catalog: null,
      userErrors: [{ field: ['priceBookId'], message: 'No price book found with id nope' }],
    });
  });

  it('publishes a catalog and reads the release with its products and display prices', async () => {
    const release = {
      id: 'r-1',
      type: 'catalog-release',
      attributes: {
        name: 'Web',
        catalog_id: 'c-1',
        published_at: null,
        hierarchies: [{ id: 'h-1', name: 'Home' }],
      },
      meta: {
        created_at: '2026-01-01T00:00:00.000Z',
        release_status: 'PENDING',
        total_products: 1,
        total_nodes: 2,
      },
    };
    provider.use(
      http.post(`${PROVIDER}/pcm/catalogs/c-1/releases`, () =>
        HttpResponse.json({ data: release }, { status: 201 }),
      ),
      http.get(`${PROVIDER}/pcm/catalogs/c-1/releases/r-1`, () =>
        HttpResponse.json({
          data: {
            ...release,
            attributes: { ...release.attributes, published_at: '2026-01-01T00:00:01.000Z' },
            meta: { ...release.meta, release_status: 'PUBLISHED' },
          },
        }),
      ),
      http.get(`${PROVIDER}/pcm/catalogs/c-1/releases/r-1/hierarchies/h-1/products`, () =>
        HttpResponse.json({
          data: [
            {
              id: 'p-1',
              type: 'product',
              attributes: { name: 'Mug', sku: 'MUG' },
              meta: {
                display_price: { without_tax: { amount: 1250, currency: 'USD', formatted: '$12.50' } },
              },
            },
          ],
          meta: { results: { total: 1 } },
        }),
      ),
    );
    const published = await gateway.execute(
      `mutation { publishCatalog(catalogId: "c-1") { release { id status publishedAt } userErrors { field } } }`,
    );
    expect(published.data?.publishCatalog).toEqual({
      release: { id: 'r-1', status: 'PENDING', publishedAt: null },
      userErrors: [],
    });
    const read = await gateway.execute(
      `{ catalogRelease(catalogId: "c-1", id: "r-1") { status totalProducts hierarchies { id name }
          products(hierarchyId: "h-1") { items { name sku displayPrice { formatted amount currency includesTax } } } } }`,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data?.catalogRelease).toEqual({
      status: 'PUBLISHED',
      totalProducts: 1,
      hierarchies: [{ id: 'h-1', name: 'Home' }],
      products: {
        items: [
          {
            name: 'Mug',
            sku: 'MUG',
            displayPrice: { formatted: '$12.50', amount: 1250, currency: 'USD', includesTax: false },
          },
        ],
      },
    });
  });

  it('refuses deleting a published catalog with a userError', async () => {
    provider.use(
      http.delete(`${PROVIDER}/pcm/catalogs/c-1`, () =>
        HttpResponse.json(
          { errors: [{ status: 422, title: 'Failed Validation', detail: 'delete its releases first' }] },
          { status: 422 },
        ),
      ),
    );
    const result = await gateway.execute(
      `mutation { deleteCatalog(id: "c-1") { deletedId userErrors { field message } } }`,
    );
    expect(result.data?.deleteCatalog).toEqual({
      deletedId: null,
      userErrors: [{ field: null, message: 'delete its releases first' }],
    });
  });
});
