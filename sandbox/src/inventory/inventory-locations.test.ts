import { SEEDED_INVENTORY_LOCATIONS } from './inventory-seed';
import { useTestSandbox } from '../core/test-support';

interface Location {
  id: string;
  type: string;
  attributes: {
    name: string;
    slug: string;
    external_ref?: string;
    description?: string;
    address?: string[];
    geolocation?: { lat: number; lon: number };
  };
  links: { self: string };
}

interface Body {
  data: unknown;
  errors?: { status: string; detail?: string; source?: { pointer: string } }[];
}

const api = useTestSandbox();

const MULTI = { 'ep-inventories-multi-location': 'true' };

async function call<TData>(
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = MULTI,
): Promise<{ status: number; body: Body & { data: TData } }> {
  const response = await fetch(`${api.sandbox.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${api.token}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Body & { data: TData } };
}

const createLocation = (attributes: Record<string, unknown>) =>
  call<Location>('POST', '/v2/inventories/locations', { data: { type: 'inventory_location', attributes } });

describe('/v2/inventories/locations', () => {
  it('lists the seeded locations and exists only with the multi-location header', async () => {
    const list = await call<Location[]>('GET', '/v2/inventories/locations?sort=name');
    expect(list.status).toBe(200);
    expect(list.body.data.map((location) => location.attributes.slug)).toEqual([
      'store-front',
      'warehouse-north',
    ]);
    const withoutHeader = await call('GET', '/v2/inventories/locations', undefined, {});
    expect(withoutHeader.status).toBe(404);
    const one = await call<Location>('GET', `/v2/inventories/locations/${SEEDED_INVENTORY_LOCATIONS[0].id}`);
    expect(one.body.data).toMatchObject({
      type: 'inventory_location',
      attributes: { name: 'Warehouse North', geolocation: { lat: 53.7868, lon: -1.5309 } },
      links: { self: `/v2/inventories/locations/${SEEDED_INVENTORY_LOCATIONS[0].id}` },
    });
  });

  it('creates, filters, updates and deletes a location; slugs are unique', async () => {
    const created = await createLocation({
      name: 'Milton Keynes Warehouse',
      slug: 'milton-keynes',
      external_ref: 'mk-01',
      address: ['38 Pipernel Grove', 'MK7 4UL'],
      geolocation: { lat: 52.0406, lon: -0.7594 },
    });
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    const duplicate = await createLocation({ name: 'Other', slug: 'MILTON-KEYNES' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors?.[0].source).toEqual({ pointer: '/data/attributes/slug' });

    const filtered = await call<Location[]>('GET', '/v2/inventories/locations?filter=eq(slug,milton-keynes)');
    expect(filtered.body.data.map((location) => location.id)).toEqual([id]);

    const updated = await call<Location>('PUT', `/v2/inventories/locations/${id}`, {
      data: { id, type: 'inventory_location', attributes: { name: 'MK Warehouse', external_ref: null } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.attributes).toEqual({
      name: 'MK Warehouse',
      slug: 'milton-keynes',
      address: ['38 Pipernel Grove', 'MK7 4UL'],
      geolocation: { lat: 52.0406, lon: -0.7594 },
    });
    const clash = await call('PUT', `/v2/inventories/locations/${id}`, {
      data: { id, type: 'inventory_location', attributes: { slug: 'store-front' } },
    });
    expect(clash.status).toBe(409);

    expect((await call('DELETE', `/v2/inventories/locations/${id}`)).status).toBe(204);
    expect((await call('GET', `/v2/inventories/locations/${id}`)).status).toBe(404);
  });

  it('reports every invalid attribute with its pointer', async () => {
    const invalid = await createLocation({
      name: 'AB',
      slug: 'has spaces',
      address: Array.from({ length: 9 }, (_, index) => `line ${index}`),
      geolocation: { lat: 91, lon: 0 },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.map((error) => error.source?.pointer)).toEqual([
      '/data/attributes/name',
      '/data/attributes/slug',
      '/data/attributes/address',
      '/data/attributes/geolocation',
    ]);
    const missing = await createLocation({});
    expect(missing.body.errors?.map((error) => error.source?.pointer)).toEqual([
      '/data/attributes/name',
      '/data/attributes/slug',
    ]);
  });

  it('keeps stock through a slug change and refuses to delete a location holding stock', async () => {
    const location = (await createLocation({ name: 'Pop-up Stall', slug: 'pop-up' })).body.data;
    const product = await call<{ id: string }>(
      'POST',
      '/pcm/products',
      {
        data: {
          type: 'product',
          attributes: { name: 'Stall item', sku: 'STALL-1', commodity_type: 'physical' },
        },
      },
      {},
    );
    const productId = product.body.data.id;
    await call('POST', '/v2/inventories', {
      data: { id: productId, type: 'stock', attributes: { locations: { 'pop-up': { available: 4 } } } },
    });
    await call('PUT', `/v2/inventories/locations/${location.id}`, {
      data: { type: 'inventory_location', attributes: { slug: 'pop-up-stall' } },
    });
    const stock = await call<{ attributes: { locations: Record<string, { available: number }> } }>(
      'GET',
      `/v2/inventories/${productId}`,
    );
    expect(stock.body.data.attributes.locations).toEqual({
      'pop-up-stall': { total: 4, available: 4, allocated: 0 },
    });

    const refused = await call('DELETE', `/v2/inventories/locations/${location.id}`);
    expect(refused.status).toBe(409);
    await call('POST', `/v2/inventories/${productId}/transactions`, {
      data: {
        type: 'stock-transaction',
        attributes: { action: 'set', quantity: 0, location: 'pop-up-stall' },
      },
    });
    expect((await call('DELETE', `/v2/inventories/locations/${location.id}`)).status).toBe(204);
    const after = await call<{ attributes: { locations: Record<string, unknown> } }>(
      'GET',
      `/v2/inventories/${productId}`,
    );
    expect(after.body.data.attributes.locations).toEqual({});
  });
});
