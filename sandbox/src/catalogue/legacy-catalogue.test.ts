import { SEEDED_CATEGORY_IDS } from './legacy-catalogue';
import { useTestSandbox } from '../core/test-support';

interface LegacyResource {
  id: string;
  type: string;
  name?: string;
  slug?: string;
  code?: string;
  default?: boolean;
  relationships?: { parent: { data: { id: string } | null }; children: { data: { id: string }[] } };
  children?: LegacyResource[];
}

const api = useTestSandbox<unknown, { data: LegacyResource }>();
const { get, send } = api;

const currencyFields = {
  name: 'Swedish Krona',
  exchange_rate: 1.1,
  format: '{price} kr',
  decimal_point: ',',
  thousand_separator: '.',
  decimal_places: 2,
  enabled: true,
};

describe('legacy v2 catalogue resources', () => {
  it('seeds brands, collections, a category tree and USD as the default currency', async () => {
    const brands = await get<{ data: LegacyResource[]; meta: { results: { total: number } } }>('/v2/brands');
    expect(brands.status).toBe(200);
    expect(brands.body.data.length).toBeGreaterThanOrEqual(2);
    const currencies = await get<{ data: LegacyResource[] }>('/v2/currencies?sort=code');
    expect(currencies.body.data.map((c) => [c.code, c.default])).toEqual([
      ['EUR', false],
      ['GBP', false],
      ['USD', true],
    ]);
    const tree = await get<{ data: LegacyResource[] }>('/v2/categories/tree');
    const clothing = tree.body.data.find((category) => category.id === SEEDED_CATEGORY_IDS.clothing);
    expect(clothing?.children?.map((child) => child.slug)).toEqual(['shirts']);
  });

  it('creates, filters, updates and deletes a brand; duplicate slugs are 409', async () => {
    const created = await send('POST', '/v2/brands', {
      data: { type: 'brand', name: 'Acme', slug: 'acme', description: 'Anvils', status: 'live' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ type: 'brand', name: 'Acme', slug: 'acme', status: 'live' });
    const duplicate = await send('POST', '/v2/brands', {
      data: { type: 'brand', name: 'Other', slug: 'ACME', status: 'draft' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0].source).toEqual({ pointer: '/data/slug' });
    const filtered = await get<{ data: LegacyResource[] }>('/v2/brands?filter=eq(slug,acme)');
    expect(filtered.body.data.map((brand) => brand.id)).toEqual([created.body.data.id]);
    const updated = await send('PUT', `/v2/brands/${created.body.data.id}`, {
      data: { type: 'brand', name: 'Acme Co' },
    });
    expect(updated.body.data).toMatchObject({ name: 'Acme Co', slug: 'acme' });
    expect((await send('DELETE', `/v2/brands/${created.body.data.id}`)).status).toBe(204);
    expect((await get(`/v2/brands/${created.body.data.id}`)).status).toBe(404);
  });

  it('reports every invalid field with a source pointer', async () => {
    const invalid = await send('POST', '/v2/collections', {
      data: { type: 'collection', slug: 'has space' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((error) => error.source?.pointer).sort()).toEqual([
      '/data/name',
      '/data/slug',
      '/data/status',
    ]);
  });

  it('nests a category under a parent and rejects cycles', async () => {
    const child = await send('POST', '/v2/categories', {
      data: {
        type: 'category',
        name: 'Polos',
        slug: 'polos',
        status: 'live',
        relationships: { parent: { data: { type: 'category', id: SEEDED_CATEGORY_IDS.shirts } } },
      },
    });
    expect(child.status).toBe(201);
    expect(child.body.data.relationships?.parent.data?.id).toBe(SEEDED_CATEGORY_IDS.shirts);
    const shirts = await get<{ data: LegacyResource }>(`/v2/categories/${SEEDED_CATEGORY_IDS.shirts}`);
    expect(shirts.body.data.relationships?.children.data.map((c) => c.id)).toContain(child.body.data.id);
    const cycle = await send('PUT', `/v2/categories/${SEEDED_CATEGORY_IDS.clothing}`, {
      data: {
        type: 'category',
        relationships: { parent: { data: { type: 'category', id: child.body.data.id } } },
      },
    });
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors[0].source?.pointer).toBe('/data/relationships/parent');
  });

  it('validates currencies and keeps exactly one default', async () => {
    const invalid = await send('POST', '/v2/currencies', {
      data: { type: 'currency', ...currencyFields, code: 'sek', exchange_rate: 0, default: false },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((error) => error.source?.pointer).sort()).toEqual([
      '/data/code',
      '/data/exchange_rate',
    ]);
    // The document requires a name on create.
    const { name: _name, ...unnamed } = currencyFields;
    const nameless = await send('POST', '/v2/currencies', {
      data: { type: 'currency', ...unnamed, code: 'NOK', default: false },
    });
    expect(nameless.status).toBe(422);
    expect(nameless.body.errors.map((error) => error.source?.pointer)).toEqual(['/data/name']);
    const duplicate = await send('POST', '/v2/currencies', {
      data: { type: 'currency', ...currencyFields, code: 'USD', default: false },
    });
    expect(duplicate.status).toBe(409);
    const sek = await send('POST', '/v2/currencies', {
      data: { type: 'currency', ...currencyFields, code: 'SEK', default: true },
    });
    expect(sek.status).toBe(201);
    const defaults = await get<{ data: LegacyResource[] }>('/v2/currencies?filter=eq(default,true)');
    expect(defaults.body.data.map((c) => c.code)).toEqual(['SEK']);
    expect((await send('DELETE', `/v2/currencies/${sek.body.data.id}`)).status).toBe(409);
    const unset = await send('PUT', `/v2/currencies/${sek.body.data.id}`, {
      data: { type: 'currency', default: false },
    });
    expect(unset.status).toBe(422);
  });
});
