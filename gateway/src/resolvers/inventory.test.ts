import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';
import type { ProductModel } from './models';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const product = (id: string): ProductModel => ({
  id,
  type: 'product',
  attributes: { name: `Product ${id}`, status: 'live', commodity_type: 'physical' },
  meta: {},
});

describe('product stock', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('reads the stock of a page of 100 products with one inventories/multiple call', async () => {
    const ids = Array.from({ length: 100 }, (_, index) => `p-${index}`);
    const asked: unknown[] = [];
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, () =>
        HttpResponse.json({
          data: ids.map(product),
          meta: { page: { limit: 100, offset: 0, current: 1, total: 1 }, results: { total: 100 } },
        }),
      ),
      http.post(`${PROVIDER}/v2/inventories/multiple`, async ({ request }) => {
        const body = (await request.json()) as { data: { id: string }[] };
        asked.push(...body.data.map((entry) => entry.id));
        // Every third product has no managed stock, and one is multi-location shaped.
        return HttpResponse.json({
          data: body.data
            .filter((_, index) => index % 3 !== 0)
            .map(({ id }) =>
              id === 'p-1'
                ? { id, type: 'stock', attributes: { total: 9, available: 7, allocated: 2 } }
                : { id, type: 'stock', total: 5, available: 4, allocated: 1 },
            ),
        });
      }),
    );
    const result = await gateway.execute(
      `{ products(page: { limit: 100 }) { items { id stock { productId total available allocated } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(asked).toEqual(ids);
    const items = (result.data?.products as { items: { id: string; stock: unknown }[] }).items;
    expect(items[0]?.stock).toBeNull();
    expect(items[1]?.stock).toEqual({ productId: 'p-1', total: 9, available: 7, allocated: 2 });
    expect(items[2]?.stock).toEqual({ productId: 'p-2', total: 5, available: 4, allocated: 1 });
    // The page and the stock: two calls for 100 products.
    expect(result.extensions?.provider).toMatchObject({ calls: 2 });
  });
});
