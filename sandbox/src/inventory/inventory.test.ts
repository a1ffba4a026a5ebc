import { DEFAULT_SELLER_EMAIL, DEFAULT_SELLER_PASSWORD } from '../core/config';
import { seededHistory } from './inventory-seed';
import { useTestSandbox, type TokenBody } from '../core/test-support';

interface Levels {
  total: number;
  available: number;
  allocated: number;
}

interface FlatStock extends Levels {
  id: string;
  type: string;
  meta: { stock_id: string; timestamps: { created_at: string; updated_at: string } };
}

interface LocatedStock {
  id: string;
  type: string;
  attributes: Levels & { locations: Record<string, Levels> };
}

interface Transaction {
  id: string;
  type: string;
  action?: string;
  quantity?: number;
  product_id?: string;
  attributes?: { action: string; quantity: number; product_id: string; location?: string };
  meta: { timestamps: { created_at: string } };
}

interface Body {
  data: unknown;
  errors?: { status: string; title: string; detail?: string; source?: { pointer: string } }[];
  meta?: { results: { total: number } };
}

const api = useTestSandbox();

const MULTI = { 'EP-Inventories-Multi-Location': 'true' };

async function call<TData>(
  method: string,
  path: string,
  options: { json?: unknown; headers?: Record<string, string>; as?: string } = {},
): Promise<{ status: number; body: Body & { data: TData } }> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${options.as ?? api.token}`,
    ...options.headers,
  };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${api.sandbox.url}${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Body & { data: TData } };
}

const levels = (stock: Levels): Levels => ({
  total: stock.total,
  available: stock.available,
  allocated: stock.allocated,
});

let productCount = 0;
async function createProduct(): Promise<string> {
  productCount += 1;
  const response = await call<{ id: string }>('POST', '/pcm/products', {
    json: {
      data: {
        type: 'product',
        attributes: {
          name: `Stocked ${productCount}`,
          sku: `STOCK-${productCount}`,
          commodity_type: 'physical',
        },
      },
    },
  });
  expect(response.status).toBe(201);
  return response.body.data.id;
}

const transact = (productId: string, action: string, quantity: unknown) =>
  call<Transaction>('POST', `/v2/inventories/${productId}/transactions`, {
    json: { data: { type: 'stock-transaction', action, quantity } },
  });

const transactAt = (productId: string, attributes: Record<string, unknown>) =>
  call<Transaction>('POST', `/v2/inventories/${productId}/transactions`, {
    json: { data: { type: 'stock-transaction', attributes } },
    headers: MULTI,
  });

const flatStock = async (productId: string) =>
  levels((await call<FlatStock>('GET', `/v2/inventories/${productId}`)).body.data);

describe('seeded inventory', () => {
  // First, before other tests add products without stock.
  it('stocks every product consistently with its history, some sold out and some low', async () => {
    const products = await call<{ id: string }[]>('GET', '/pcm/products?page[limit]=100');
    const stocked = await call<FlatStock[]>('POST', '/v2/inventories/multiple', {
      json: { data: products.body.data.map(({ id }) => ({ id })) },
    });
    expect(stocked.body.data).toHaveLength(products.body.data.length);
    const stock = await call<FlatStock[]>('GET', '/v2/inventories?page[limit]=100');
    expect(stock.body.data.some((item) => item.total === 0)).toBe(true);
    expect(stock.body.data.some((item) => item.available > 0 && item.available < 5)).toBe(true);
    const first = stock.body.data[0];
    const history = await call<Transaction[]>('GET', `/v2/inventories/${first.id}/transactions`);
    expect(history.body.data.map((t) => t.action)).toEqual(seededHistory(0).map((step) => step.action));
    const replayed = history.body.data.reduce(
      (total, t) =>
        total +
        (t.action === 'increment' ? (t.quantity ?? 0) : t.action === 'decrement' ? -(t.quantity ?? 0) : 0),
      0,
    );
    expect(first.total).toBe(replayed);
  });
});

describe('single-location stock', () => {
  it('creates stock for a product once, with quantity as available', async () => {
    const productId = await createProduct();
    const created = await call<FlatStock>('POST', `/v2/inventories/${productId}`, {
      json: { data: { type: 'stock', quantity: 10 } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      id: productId,
      type: 'stock',
      total: 10,
      available: 10,
      allocated: 0,
    });
    expect(created.body.data.meta.stock_id).not.toBe(productId);
    const again = await call('POST', `/v2/inventories/${productId}`, { json: { data: { quantity: 1 } } });
    expect(again.status).toBe(409);
    const negative = await call('POST', `/v2/inventories/${await createProduct()}`, {
      json: { data: { type: 'stock', quantity: -1 } },
    });
    expect(negative.status).toBe(422);
    expect(negative.body.errors?.[0].source).toEqual({ pointer: '/data/quantity' });
  });

  it('applies each action to available, allocated and total, and refuses what stock cannot cover', async () => {
    const productId = await createProduct();
    await call('POST', `/v2/inventories/${productId}`, { json: { data: { type: 'stock', quantity: 10 } } });

    expect((await transact(productId, 'increment', 5)).status).toBe(201);
    expect(await flatStock(productId)).toEqual({ total: 15, available: 15, allocated: 0 });
    await transact(productId, 'allocate', 4);
    expect(await flatStock(productId)).toEqual({ total: 15, available: 11, allocated: 4 });
    await transact(productId, 'deallocate', 1);
    expect(await flatStock(productId)).toEqual({ total: 15, available: 12, allocated: 3 });
    await transact(productId, 'decrement', 12);
    expect(await flatStock(productId)).toEqual({ total: 3, available: 0, allocated: 3 });

    for (const [action, quantity] of [
      ['decrement', 1],
      ['allocate', 1],
      ['deallocate', 4],
    ] as const) {
      const refused = await transact(productId, action, quantity);
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.[0]).toMatchObject({
        title: 'Cannot complete request',
        source: { pointer: '/data/quantity' },
      });
    }
    // `set` belongs to the multi-location API only.
    const set = await transact(productId, 'set', 5);
    expect(set.status).toBe(422);
    expect(set.body.errors?.[0].source).toEqual({ pointer: '/data/action' });
    const fractional = await transact(productId, 'increment', 1.5);
    expect(fractional.body.errors?.[0].source).toEqual({ pointer: '/data/quantity' });
    expect(await flatStock(productId)).toEqual({ total: 3, available: 0, allocated: 3 });
  });

  it('records every transaction with its timestamp, in order, and reads one back', async () => {
    const productId = await createProduct();
    await call('POST', `/v2/inventories/${productId}`, { json: { data: { type: 'stock', quantity: 0 } } });
    const first = await transact(productId, 'increment', 7);
    api.sandbox.clock.advance(60_000);
    await transact(productId, 'allocate', 2);
    expect(first.body.data).toMatchObject({
      type: 'stock-transaction',
      action: 'increment',
      quantity: 7,
      product_id: productId,
    });

    const list = await call<Transaction[]>('GET', `/v2/inventories/${productId}/transactions`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((t) => [t.action, t.quantity])).toEqual([
      ['increment', 7],
      ['allocate', 2],
    ]);
    const [created, later] = list.body.data.map((t) => Date.parse(t.meta.timestamps.created_at));
    expect(later - created).toBe(60_000);
    const filtered = await call<Transaction[]>(
      'GET',
      `/v2/inventories/${productId}/transactions?filter=eq(action,allocate)`,
    );
    expect(filtered.body.data.map((t) => t.quantity)).toEqual([2]);

    const one = await call<Transaction>(
      'GET',
      `/v2/inventories/${productId}/transactions/${first.body.data.id}`,
    );
    expect(one.body.data).toMatchObject({ id: first.body.data.id, action: 'increment' });
    const otherProduct = await createProduct();
    await call('POST', `/v2/inventories/${otherProduct}`, { json: { data: { quantity: 1 } } });
    const foreign = await call('GET', `/v2/inventories/${otherProduct}/transactions/${first.body.data.id}`);
    expect(foreign.status).toBe(404);
  });

  it('answers 404 for unknown products and products without stock', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const create = await call('POST', `/v2/inventories/${unknown}`, { json: { data: { quantity: 1 } } });
    expect(create.status).toBe(404);
    expect(create.body.errors?.[0].detail).toBe('No product found');
    expect((await transact(unknown, 'increment', 1)).status).toBe(404);
    const unstocked = await createProduct();
    const get = await call('GET', `/v2/inventories/${unstocked}`);
    expect(get.status).toBe(404);
    expect(get.body.errors?.[0].detail).toBe('No stock found for this product');
    expect((await call('GET', `/v2/inventories/${unstocked}/transactions`)).status).toBe(404);
  });

  it('deletes stock and its history; the product can be stocked again', async () => {
    const productId = await createProduct();
    await call('POST', `/v2/inventories/${productId}`, { json: { data: { quantity: 4 } } });
    await transact(productId, 'increment', 1);
    expect((await call('DELETE', `/v2/inventories/${productId}`)).status).toBe(204);
    expect((await call('GET', `/v2/inventories/${productId}`)).status).toBe(404);
    expect((await call('DELETE', `/v2/inventories/${productId}`)).status).toBe(404);
    await call('POST', `/v2/inventories/${productId}`, { json: { data: { quantity: 2 } } });
    const history = await call<Transaction[]>('GET', `/v2/inventories/${productId}/transactions`);
    expect(history.body.data).toEqual([]);
    expect(await flatStock(productId)).toEqual({ total: 2, available: 2, allocated: 0 });
  });

  it('answers the stock of many products in one call, leaving out unstocked ones', async () => {
    const [a, b, none] = [await createProduct(), await createProduct(), await createProduct()];
    await call('POST', `/v2/inventories/${a}`, { json: { data: { quantity: 3 } } });
    await call('POST', `/v2/inventories/${b}`, { json: { data: { quantity: 8 } } });
    const response = await call<FlatStock[]>('POST', '/v2/inventories/multiple', {
      json: { data: [{ id: b }, { id: none }, { id: a }, { id: b }] },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.map((stock) => [stock.id, stock.total])).toEqual([
      [b, 8],
      [a, 3],
    ]);
    const invalid = await call('POST', '/v2/inventories/multiple', { json: { data: [{ id: 5 }] } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0].source).toEqual({ pointer: '/data/0/id' });
  });

  it('takes the single-location body of inventories/multiple, a list of ids', async () => {
    const [a, none] = [await createProduct(), await createProduct()];
    await call('POST', `/v2/inventories/${a}`, { json: { data: { quantity: 6 } } });
    const response = await call<FlatStock[]>('POST', '/v2/inventories/multiple', {
      json: { data: [none, a] },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.map((stock) => [stock.id, stock.total])).toEqual([[a, 6]]);
    const invalid = await call('POST', '/v2/inventories/multiple', { json: { data: [a, 5] } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0].source).toEqual({ pointer: '/data/1' });
  });
});

describe('multi-location stock', () => {
  const createStock = (productId: string, attributes: Record<string, unknown>) =>
    call<LocatedStock>('POST', '/v2/inventories', {
      json: { data: { id: productId, type: 'stock', attributes } },
      headers: MULTI,
    });

  it('creates stock per location and sums totals over the locations', async () => {
    const productId = await createProduct();
    const created = await createStock(productId, {
      available: 3,
      locations: { 'warehouse-north': { available: 10 }, 'store-front': { available: 5 } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toEqual({
      total: 18,
      available: 18,
      allocated: 0,
      locations: {
        'warehouse-north': { total: 10, available: 10, allocated: 0 },
        'store-front': { total: 5, available: 5, allocated: 0 },
      },
    });
    expect((await createStock(productId, { available: 1 })).status).toBe(409);
    const unknownLocation = await createStock(await createProduct(), {
      locations: { nowhere: { available: 1 } },
    });
    expect(unknownLocation.status).toBe(422);
    expect(unknownLocation.body.errors?.[0].source).toEqual({
      pointer: '/data/attributes/locations/nowhere',
    });
    expect((await createStock('00000000-0000-4000-8000-000000000000', {})).status).toBe(404);
  });

  it('acts on one location per transaction, including set, and keeps the sums', async () => {
    const productId = await createProduct();
    await createStock(productId, { locations: { 'warehouse-north': { available: 10 } } });
    const set = await transactAt(productId, { action: 'set', quantity: 20, location: 'store-front' });
    expect(set.status).toBe(201);
    expect(set.body.data.attributes).toEqual({
      action: 'set',
      quantity: 20,
      product_id: productId,
      location: 'store-front',
    });
    await transactAt(productId, { action: 'allocate', quantity: 4, location: 'warehouse-north' });
    await transactAt(productId, { action: 'increment', quantity: 2 });
    const stock = await call<LocatedStock>('GET', `/v2/inventories/${productId}`, { headers: MULTI });
    expect(stock.body.data.attributes).toEqual({
      total: 32,
      available: 28,
      allocated: 4,
      locations: {
        'warehouse-north': { total: 10, available: 6, allocated: 4 },
        'store-front': { total: 20, available: 20, allocated: 0 },
      },
    });
    // The older API sees the same totals, flat.
    expect(await flatStock(productId)).toEqual({ total: 32, available: 28, allocated: 4 });

    const belowAllocated = await transactAt(productId, {
      action: 'set',
      quantity: 3,
      location: 'warehouse-north',
    });
    expect(belowAllocated.status).toBe(422);
    expect(belowAllocated.body.errors?.[0].source).toEqual({ pointer: '/data/attributes/quantity' });
    const overdrawn = await transactAt(productId, {
      action: 'decrement',
      quantity: 7,
      location: 'warehouse-north',
    });
    expect(overdrawn.status).toBe(422);
    const nowhere = await transactAt(productId, { action: 'increment', quantity: 1, location: 'nowhere' });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.errors?.[0].source).toEqual({ pointer: '/data/attributes/location' });
    const untyped = await call('POST', `/v2/inventories/${productId}/transactions`, {
      json: { data: { attributes: { action: 'increment', quantity: 1 } } },
      headers: MULTI,
    });
    expect(untyped.body.errors?.[0].source).toEqual({ pointer: '/data/type' });
    // Stock spread over locations is not reshuffled through the single-location API.
    expect((await transact(productId, 'increment', 1)).status).toBe(409);

    const history = await call<Transaction[]>(
      'GET',
      `/v2/inventories/${productId}/transactions?filter=eq(location,warehouse-north)`,
      { headers: MULTI },
    );
    expect(history.body.data.map((t) => t.attributes?.action)).toEqual(['allocate']);
  });

  it('updates available per location and removes a location only when nothing is allocated there', async () => {
    const productId = await createProduct();
    await createStock(productId, {
      locations: { 'warehouse-north': { available: 10 }, 'store-front': { available: 5 } },
    });
    await transactAt(productId, { action: 'allocate', quantity: 2, location: 'warehouse-north' });
    const update = (locations: Record<string, unknown>) =>
      call<LocatedStock>('PUT', `/v2/inventories/${productId}`, {
        json: { data: { id: productId, type: 'stock', attributes: { locations } } },
        headers: MULTI,
      });
    const refused = await update({ 'warehouse-north': null });
    expect(refused.status).toBe(422);
    const updated = await update({ 'warehouse-north': { available: 1 }, 'store-front': null });
    expect(updated.status).toBe(200);
    expect(updated.body.data.attributes).toEqual({
      total: 3,
      available: 1,
      allocated: 2,
      locations: { 'warehouse-north': { total: 3, available: 1, allocated: 2 } },
    });
  });

  it('lists stock with filter and paging, and answers many products with their breakdown', async () => {
    const atStoreFront = await call<LocatedStock[]>(
      'GET',
      '/v2/inventories?filter=eq(location,store-front)&page[limit]=100',
      { headers: MULTI },
    );
    expect(atStoreFront.status).toBe(200);
    expect(atStoreFront.body.data.length).toBeGreaterThan(0);
    expect(atStoreFront.body.data.every((stock) => 'store-front' in stock.attributes.locations)).toBe(true);
    const page = await call<LocatedStock[]>('GET', '/v2/inventories?page[limit]=2&page[offset]=1', {
      headers: MULTI,
    });
    expect(page.body.data).toHaveLength(2);
    const ids = atStoreFront.body.data.slice(0, 2).map((stock) => stock.id);
    const many = await call<LocatedStock[]>('POST', '/v2/inventories/multiple', {
      json: { data: ids.map((id) => ({ id })) },
      headers: MULTI,
    });
    expect(many.body.data.map((stock) => stock.id)).toEqual(ids);
    expect(many.body.data[0].attributes.locations).toHaveProperty('store-front');
  });
});

describe('store isolation', () => {
  it('keeps stock, transactions and locations to their store', async () => {
    const seller = await fetch(`${api.sandbox.url}/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: DEFAULT_SELLER_EMAIL,
        password: DEFAULT_SELLER_PASSWORD,
      }).toString(),
    });
    const sellerToken = ((await seller.json()) as TokenBody).access_token;
    const store = await call<{ id: string }>('POST', '/v2/stores', {
      json: { data: { type: 'store', name: 'Other shop' } },
      as: sellerToken,
    });
    const elsewhere = { 'x-moltin-auth-store': store.body.data.id };
    const [seeded] = (await call<FlatStock[]>('GET', '/v2/inventories?page[limit]=1')).body.data;
    const asOther = { as: sellerToken, headers: elsewhere };
    expect((await call('GET', `/v2/inventories/${seeded.id}`, asOther)).status).toBe(404);
    expect((await call('GET', `/v2/inventories/${seeded.id}/transactions`, asOther)).status).toBe(404);
    const many = await call<unknown[]>('POST', '/v2/inventories/multiple', {
      ...asOther,
      json: { data: [{ id: seeded.id }] },
    });
    expect(many.body.data).toEqual([]);
    const listed = await call<unknown[]>('GET', '/v2/inventories', asOther);
    expect(listed.body.data).toEqual([]);
    const locations = await call<unknown[]>('GET', '/v2/inventories/locations', {
      as: sellerToken,
      headers: { ...elsewhere, ...MULTI },
    });
    expect(locations.body.data).toEqual([]);
    const transaction = await call('POST', `/v2/inventories/${seeded.id}/transactions`, {
      ...asOther,
      json: { data: { type: 'stock-transaction', action: 'increment', quantity: 1 } },
    });
    expect(transaction.status).toBe(404);
  });
});
