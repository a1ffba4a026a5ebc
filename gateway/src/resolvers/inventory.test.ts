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

  it('reads the stock of a page of 100 products with one single-location inventories/multiple call', async () => {
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
        // Spec §7: the single-location API (no header) takes a list of product ids.
        expect(request.headers.get('ep-inventories-multi-location')).toBeNull();
        const body = (await request.json()) as { data: string[] };
        asked.push(...body.data);
        // Every third product has no managed stock, and one is multi-location shaped.
        return HttpResponse.json({
          data: body.data
            .filter((_, index) => index % 3 !== 0)
            .map((id) =>
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

  it('reads per-location stock through the multi-location inventories/multiple, a list of {id}', async () => {
    const bodies: { multiLocation: string | null; data: unknown }[] = [];
    provider.use(
      http.post(`${PROVIDER}/v2/inventories/multiple`, async ({ request }) => {
        const multiLocation = request.headers.get('ep-inventories-multi-location');
        const { data } = (await request.json()) as { data: unknown };
        bodies.push({ multiLocation, data });
        const levels = { 'store-front': { total: 5, available: 4, allocated: 1 } };
        return HttpResponse.json({
          data: [
            multiLocation
              ? {
                  id: 'p-1',
                  type: 'stock',
                  attributes: { total: 5, available: 4, allocated: 1, locations: levels },
                }
              : { id: 'p-1', type: 'stock', total: 5, available: 4, allocated: 1 },
          ],
        });
      }),
      http.get(`${PROVIDER}/v2/inventories/locations`, () =>
        HttpResponse.json({
          data: [
            {
              id: 'l-1',
              type: 'inventory_location',
              attributes: { name: 'Store Front', slug: 'store-front' },
            },
          ],
        }),
      ),
    );
    const result = await gateway.execute(
      `{ stock(productId: "p-1") { total locations { slug available } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.stock).toEqual({ total: 5, locations: [{ slug: 'store-front', available: 4 }] });
    expect(bodies).toEqual([
      { multiLocation: null, data: ['p-1'] },
      { multiLocation: 'true', data: [{ id: 'p-1' }] },
    ]);
  });
});

describe('stock writes and locations', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('lists stock through the multi-location API with an encoded filter and sort, and names locations with one call', async () => {
    const asked: { filter: string | null; sort: string | null; multiLocation: string | null }[] = [];
    let locationCalls = 0;
    provider.use(
      http.get(`${PROVIDER}/v2/inventories`, ({ request }) => {
        const url = new URL(request.url);
        asked.push({
          filter: url.searchParams.get('filter'),
          sort: url.searchParams.get('sort'),
          multiLocation: request.headers.get('ep-inventories-multi-location'),
        });
        return HttpResponse.json({
          data: ['p-1', 'p-2'].map((id) => ({
            id,
            type: 'stock',
            attributes: {
              total: 5,
              available: 4,
              allocated: 1,
              locations: { 'store-front': { total: 5, available: 4, allocated: 1 } },
            },
          })),
          meta: { results: { total: 2 } },
        });
      }),
      http.get(`${PROVIDER}/v2/inventories/locations`, ({ request }) => {
        locationCalls += 1;
        expect(request.headers.get('ep-inventories-multi-location')).toBe('true');
        return HttpResponse.json({
          data: [
            {
              id: 'l-1',
              type: 'inventory_location',
              attributes: { name: 'Store Front', slug: 'store-front' },
            },
          ],
        });
      }),
    );
    const result = await gateway.execute(
      `{ stocks(filter: { productId: { in: ["p-1", "p-2"] } }, sort: [{ field: AVAILABLE, direction: DESC }]) {
          items { productId available locations { slug available location { name } } }
          pageInfo { total } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(asked).toEqual([{ filter: 'in(id,p-1,p-2)', sort: '-available', multiLocation: 'true' }]);
    expect(locationCalls).toBe(1);
    expect(result.data?.stocks).toEqual({
      items: ['p-1', 'p-2'].map((productId) => ({
        productId,
        available: 4,
        locations: [{ slug: 'store-front', available: 4, location: { name: 'Store Front' } }],
      })),
      pageInfo: { total: 2 },
    });
  });

  /** `GET v2/inventories/p-1` with the header: stock held at `levels` (none: single-location stock). */
  const locatedStock = (levels: Record<string, { total: number; available: number; allocated: number }>) =>
    http.get(`${PROVIDER}/v2/inventories/p-1`, ({ request }) => {
      expect(request.headers.get('ep-inventories-multi-location')).toBe('true');
      return HttpResponse.json({
        data: {
          id: 'p-1',
          type: 'stock',
          attributes: { total: 15, available: 15, allocated: 0, locations: levels },
        },
      });
    });
  const STORE_FRONT = { 'store-front': { total: 5, available: 5, allocated: 0 } };

  it('records a transaction on single-location stock through the single-location API, a flat body', async () => {
    const sent: { multiLocation: string | null; body: unknown }[] = [];
    provider.use(
      locatedStock({}),
      http.post(`${PROVIDER}/v2/inventories/p-1/transactions`, async ({ request }) => {
        sent.push({
          multiLocation: request.headers.get('ep-inventories-multi-location'),
          body: await request.json(),
        });
        return HttpResponse.json(
          {
            data: {
              id: 't-1',
              type: 'stock-transaction',
              action: 'increment',
              product_id: 'p-1',
              quantity: 5,
            },
          },
          { status: 201 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation { addStockTransaction(input: { productId: "p-1", action: INCREMENT, quantity: 5 }) {
          transaction { id action quantity productId } stock { total available } userErrors { field message } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(sent).toEqual([
      {
        multiLocation: null,
        body: { data: { type: 'stock-transaction', action: 'increment', quantity: 5, product_id: 'p-1' } },
      },
    ]);
    expect(result.data?.addStockTransaction).toEqual({
      transaction: { id: 't-1', action: 'INCREMENT', quantity: 5, productId: 'p-1' },
      stock: { total: 15, available: 15 },
      userErrors: [],
    });
  });

  it('records a transaction on stock held at locations through the multi-location API, with attributes', async () => {
    let sent: unknown;
    provider.use(
      locatedStock(STORE_FRONT),
      http.post(`${PROVIDER}/v2/inventories/p-1/transactions`, async ({ request }) => {
        expect(request.headers.get('ep-inventories-multi-location')).toBe('true');
        sent = await request.json();
        return HttpResponse.json(
          {
            data: {
              id: 't-2',
              type: 'stock-transaction',
              attributes: { action: 'set', product_id: 'p-1', quantity: 7 },
            },
          },
          { status: 201 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation { addStockTransaction(input: { productId: "p-1", action: SET, quantity: 7 }) {
          transaction { id action } userErrors { field } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(sent).toEqual({
      data: { type: 'stock-transaction', attributes: { action: 'set', quantity: 7, product_id: 'p-1' } },
    });
    expect(result.data?.addStockTransaction).toEqual({
      transaction: { id: 't-2', action: 'SET' },
      userErrors: [],
    });
  });

  it('refuses SET on single-location stock on the action, without a write', async () => {
    provider.use(locatedStock({}));
    const result = await gateway.execute(
      `mutation { addStockTransaction(input: { productId: "p-1", action: SET, quantity: 7 }) {
          transaction { id } userErrors { field message code } } }`,
    );
    expect(result.data?.addStockTransaction).toEqual({
      transaction: null,
      userErrors: [
        {
          field: ['action'],
          message: 'Set is only for multi-location stock: increment or decrement single-location stock',
          code: 'INVALID',
        },
      ],
    });
  });

  it('turns a refused decrement into a userError on the quantity', async () => {
    provider.use(
      locatedStock({}),
      http.post(`${PROVIDER}/v2/inventories/p-1/transactions`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: 422,
                title: 'Cannot complete request',
                detail: 'Cannot decrement 99: only 4 available',
                source: { pointer: '/data/quantity' },
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const result = await gateway.execute(
      `mutation { addStockTransaction(input: { productId: "p-1", action: DECREMENT, quantity: 99 }) {
          transaction { id } userErrors { field message code } } }`,
    );
    expect(result.data?.addStockTransaction).toEqual({
      transaction: null,
      userErrors: [
        { field: ['quantity'], message: 'Cannot decrement 99: only 4 available', code: 'INVALID' },
      ],
    });
  });

  it.each([
    ['single-location', {}, null],
    ['multi-location', STORE_FRONT, 'true'],
  ])('reads %s transactions, listed and by id, through the matching API', async (_kind, levels, header) => {
    const asked: (string | null)[] = [];
    const transaction = {
      id: 't-1',
      type: 'stock-transaction',
      action: 'increment',
      product_id: 'p-1',
      quantity: 2,
    };
    provider.use(
      http.post(`${PROVIDER}/v2/inventories/multiple`, () =>
        HttpResponse.json({
          data: [
            {
              id: 'p-1',
              type: 'stock',
              attributes: { total: 2, available: 2, allocated: 0, locations: levels },
            },
          ],
        }),
      ),
      http.get(`${PROVIDER}/v2/inventories/p-1/transactions`, ({ request }) => {
        asked.push(request.headers.get('ep-inventories-multi-location'));
        return HttpResponse.json({ data: [transaction], meta: { results: { total: 1 } } });
      }),
      http.get(`${PROVIDER}/v2/inventories/p-1/transactions/t-1`, ({ request }) => {
        asked.push(request.headers.get('ep-inventories-multi-location'));
        return HttpResponse.json({ data: transaction });
      }),
      http.get(`${PROVIDER}/v2/inventories/p-1/transactions/t-404`, () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 }),
      ),
    );
    const result = await gateway.execute(
      `{ stock(productId: "p-1") { multiLocation transactions { items { id quantity } } }
         stockTransaction(productId: "p-1", id: "t-1") { id action quantity }
         missing: stockTransaction(productId: "p-1", id: "t-404") { id } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      stock: { multiLocation: header !== null, transactions: { items: [{ id: 't-1', quantity: 2 }] } },
      stockTransaction: { id: 't-1', action: 'INCREMENT', quantity: 2 },
      missing: null,
    });
    expect(asked).toEqual([header, header]);
  });

  it('reads one location by id with the header, null when there is none', async () => {
    provider.use(
      http.get(`${PROVIDER}/v2/inventories/locations/l-1`, ({ request }) => {
        expect(request.headers.get('ep-inventories-multi-location')).toBe('true');
        return HttpResponse.json({
          data: {
            id: 'l-1',
            type: 'inventory_location',
            attributes: { name: 'Store Front', slug: 'store-front' },
          },
        });
      }),
      http.get(`${PROVIDER}/v2/inventories/locations/l-2`, () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 }),
      ),
    );
    const result = await gateway.execute(
      `{ found: inventoryLocation(id: "l-1") { id name slug } gone: inventoryLocation(id: "l-2") { id } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      found: { id: 'l-1', name: 'Store Front', slug: 'store-front' },
      gone: null,
    });
  });

  it('creates multi-location stock with POST v2/inventories and checks its levels first', async () => {
    let sent: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/inventories`, async ({ request }) => {
        expect(request.headers.get('ep-inventories-multi-location')).toBe('true');
        sent = await request.json();
        return HttpResponse.json(
          {
            data: {
              id: 'p-1',
              type: 'stock',
              attributes: { total: 7, available: 7, allocated: 0, locations: STORE_FRONT },
            },
          },
          { status: 201 },
        );
      }),
    );
    const created = await gateway.execute(
      `mutation { createLocatedStock(input: { productId: "p-1", available: 2, locations: [{ slug: "store-front", available: 5 }] }) {
          stock { productId total multiLocation } userErrors { field } } }`,
    );
    expect(created.errors).toBeUndefined();
    expect(sent).toEqual({
      data: {
        id: 'p-1',
        type: 'stock',
        attributes: { available: 2, locations: { 'store-front': { available: 5 } } },
      },
    });
    expect(created.data?.createLocatedStock).toEqual({
      stock: { productId: 'p-1', total: 7, multiLocation: true },
      userErrors: [],
    });
    const refused = await gateway.execute(
      `mutation { createLocatedStock(input: { productId: "p-1", available: -1, locations: [
          { slug: "store-front", available: 1 }, { slug: "store-front", available: -2 }] }) {
          stock { productId } userErrors { field message } } }`,
    );
    expect(refused.data?.createLocatedStock).toEqual({
      stock: null,
      userErrors: [
        { field: ['available'], message: 'Quantity must be a whole number of 0 or more' },
        { field: ['locations', '1', 'slug'], message: 'Location store-front is named twice' },
        { field: ['locations', '1', 'available'], message: 'Quantity must be a whole number of 0 or more' },
      ],
    });
  });

  it('changes stock at locations with PUT v2/inventories/{id}; null removes, provider refusals name the entry', async () => {
    const sent: unknown[] = [];
    provider.use(
      http.put(`${PROVIDER}/v2/inventories/p-1`, async ({ request }) => {
        expect(request.headers.get('ep-inventories-multi-location')).toBe('true');
        const body = (await request.json()) as {
          data: { attributes: { locations: Record<string, unknown> } };
        };
        sent.push(body);
        if ('nowhere' in body.data.attributes.locations) {
          return HttpResponse.json(
            {
              errors: [
                {
                  status: '400',
                  title: 'Validation Error',
                  detail: 'No location with slug nowhere',
                  source: { pointer: '/data/attributes/locations/nowhere' },
                },
              ],
            },
            { status: 400 },
          );
        }
        return HttpResponse.json({
          data: {
            id: 'p-1',
            type: 'stock',
            attributes: { total: 3, available: 3, allocated: 0, locations: {} },
          },
        });
      }),
    );
    const updated = await gateway.execute(
      `mutation { updateStockLocations(productId: "p-1", locations: [{ slug: "store-front", available: null }, { slug: "dock", available: 3 }]) {
          stock { total multiLocation } userErrors { field } } }`,
    );
    expect(updated.errors).toBeUndefined();
    expect(sent[0]).toEqual({
      data: {
        id: 'p-1',
        type: 'stock',
        attributes: { locations: { 'store-front': null, dock: { available: 3 } } },
      },
    });
    expect(updated.data?.updateStockLocations).toEqual({
      stock: { total: 3, multiLocation: false },
      userErrors: [],
    });
    const refused = await gateway.execute(
      `mutation { updateStockLocations(productId: "p-1", locations: [{ slug: "dock", available: 1 }, { slug: "nowhere", available: 1 }]) {
          stock { total } userErrors { field message } } }`,
    );
    expect(refused.data?.updateStockLocations).toEqual({
      stock: null,
      userErrors: [{ field: ['locations', '1', 'available'], message: 'No location with slug nowhere' }],
    });
  });

  it.each([
    ['single-location', {}, null],
    ['multi-location', STORE_FRONT, 'true'],
  ])('deletes %s stock through the matching API', async (_kind, levels, header) => {
    const deleted: (string | null)[] = [];
    provider.use(
      locatedStock(levels),
      http.delete(`${PROVIDER}/v2/inventories/p-1`, ({ request }) => {
        deleted.push(request.headers.get('ep-inventories-multi-location'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const result = await gateway.execute(
      `mutation { deleteStock(productId: "p-1") { deletedId userErrors { field } } }`,
    );
    expect(result.data?.deleteStock).toEqual({ deletedId: 'p-1', userErrors: [] });
    expect(deleted).toEqual([header]);
  });

  it('creates stock with the single-location document and refuses a negative quantity itself', async () => {
    let sent: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/inventories/p-9`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { data: { id: 'p-9', type: 'stock', total: 3, available: 3, allocated: 0 } },
          { status: 201 },
        );
      }),
    );
    const created = await gateway.execute(
      `mutation { createStock(productId: "p-9", quantity: 3) { stock { productId total } userErrors { field } } }`,
    );
    expect(sent).toEqual({ data: { type: 'stock', quantity: 3 } });
    expect(created.data?.createStock).toEqual({ stock: { productId: 'p-9', total: 3 }, userErrors: [] });
    const refused = await gateway.execute(
      `mutation { createStock(productId: "p-9", quantity: -1) { stock { productId } userErrors { field } } }`,
    );
    expect(refused.data?.createStock).toEqual({ stock: null, userErrors: [{ field: ['quantity'] }] });
  });

  it('creates a location with the header and maps its slug conflict', async () => {
    provider.use(
      http.post(`${PROVIDER}/v2/inventories/locations`, ({ request }) => {
        expect(request.headers.get('ep-inventories-multi-location')).toBe('true');
        return HttpResponse.json(
          {
            errors: [
              {
                status: 409,
                title: 'Conflict',
                detail: 'slug already exists',
                source: { pointer: '/data/attributes/slug' },
              },
            ],
          },
          { status: 409 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation { createInventoryLocation(input: { name: "Dock", slug: "store-front" }) {
          location { id } userErrors { field message code } } }`,
    );
    expect(result.data?.createInventoryLocation).toEqual({
      location: null,
      userErrors: [{ field: ['slug'], message: 'slug already exists', code: 'DUPLICATE' }],
    });
  });
});
