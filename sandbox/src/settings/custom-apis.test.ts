import { SEEDED_CUSTOM_API_IDS } from './settings-seed';
import { request, useTestSandbox, type ErrorBody } from '../core/test-support';

type Document = Record<string, unknown> & { id: string; type: string };

const api = useTestSandbox<unknown, { data: Document }>();
const { send } = api;

const BASE = '/v2/settings/extensions/custom-apis';
const list = (path: string) =>
  request<{ data: Document[]; meta: { results: { total: number } } } & ErrorBody>(api.sandbox, path, {
    token: api.token,
  });
const pointers = (body: ErrorBody) => body.errors.map((error) => error.source?.pointer).sort();

async function createApi(slug: string, apiType: string): Promise<string> {
  const created = await send('POST', BASE, {
    data: { type: 'custom_api', name: slug, slug, api_type: apiType, description: 'test' },
  });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

describe('custom APIs and fields', () => {
  it('seeds Custom APIs whose entries are served by slug', async () => {
    const apis = await list(BASE);
    expect(apis.body.data.map((api) => api.slug)).toEqual(
      expect.arrayContaining(['wishlists', 'product-reviews']),
    );
    const entries = await list('/v2/extensions/wishlists?filter=gt(items_count,3)&sort=-items_count');
    expect(entries.body.data.map((entry) => entry.name)).toEqual(['Home office', 'Birthday ideas']);
    expect(entries.body.data[0]).toMatchObject({ type: 'wishlist_ext', meta: { resource_version: 0 } });
  });

  it('validates Custom APIs: patterns, and slug and api_type unique (409)', async () => {
    const invalid = await send('POST', BASE, {
      data: { type: 'custom_api', name: 'Bad', slug: 'Bad Slug', api_type: 'bad' },
    });
    expect(invalid.status).toBe(422);
    expect(pointers(invalid.body)).toEqual(['/data/api_type', '/data/slug']);
    const duplicate = await send('POST', BASE, {
      data: { type: 'custom_api', name: 'Again', slug: 'wishlists', api_type: 'other_ext' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0].source).toEqual({ pointer: '/data/slug' });
  });

  it('validates fields: reserved slugs, per-type rules, immutable field_type, unique slug per API', async () => {
    const apiId = await createApi('gift-cards', 'gift_card_ext');
    const fields = `${BASE}/${apiId}/fields`;
    const reserved = await send('POST', fields, {
      data: { type: 'custom_field', name: 'Id', slug: 'id', field_type: 'string' },
    });
    expect(pointers(reserved.body)).toEqual(['/data/slug']);
    const badRules = await send('POST', fields, {
      data: {
        type: 'custom_field',
        name: 'Balance',
        slug: 'balance',
        field_type: 'integer',
        validation: { integer: { min_value: 10, max_value: 1, regex: '.*' } },
      },
    });
    expect(pointers(badRules.body)).toEqual([
      '/data/validation/integer/min_value',
      '/data/validation/integer/regex',
    ]);
    const created = await send('POST', fields, {
      data: {
        type: 'custom_field',
        name: 'Balance',
        slug: 'balance',
        field_type: 'integer',
        validation: { integer: { min_value: 0 } },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      validation: { integer: { min_value: 0, max_value: null, allow_null_values: true, immutable: false } },
      links: { self: `${fields}/${created.body.data.id}` },
    });
    const retype = await send('PUT', `${fields}/${created.body.data.id}`, {
      data: { type: 'custom_field', name: 'Balance', slug: 'balance', field_type: 'string' },
    });
    expect(pointers(retype.body)).toEqual(['/data/field_type']);
    const again = await send('POST', fields, {
      data: { type: 'custom_field', name: 'Balance 2', slug: 'balance', field_type: 'float' },
    });
    expect(again.status).toBe(409);
    // The same slug is fine in another API.
    const otherApi = await createApi('vouchers', 'voucher_ext');
    const elsewhere = await send('POST', `${BASE}/${otherApi}/fields`, {
      data: { type: 'custom_field', name: 'Balance', slug: 'balance', field_type: 'float' },
    });
    expect(elsewhere.status).toBe(201);
    expect((await list(`${BASE}/00000000-0000-4000-8000-000000000000/fields`)).status).toBe(404);
  });
});

describe('custom API entries', () => {
  let apiId: string;
  const entries = () => `${BASE}/${apiId}/entries`;

  beforeAll(async () => {
    apiId = await createApi('loyalty-cards', 'loyalty_card_ext');
    const field = (slug: string, fieldType: string, validation?: Record<string, unknown>) =>
      send('POST', `${BASE}/${apiId}/fields`, {
        data: {
          type: 'custom_field',
          name: slug,
          slug,
          field_type: fieldType,
          ...(validation ? { validation } : {}),
        },
      });
    await field('code', 'string', {
      string: {
        regex: '^[A-Za-z]{3}-\\d{4}$',
        unique: 'yes',
        unique_case_insensitivity: true,
        allow_null_values: false,
      },
    });
    await field('points', 'integer', { integer: { min_value: 0, max_value: 10000 } });
    await field('ratio', 'float');
    await field('active', 'boolean', { boolean: { immutable: true } });
    await field('tags', 'list', { list: { allowed_type: 'string', max_length: 3 } });
    await field('extra', 'any');
  });

  it('creates an entry that fits its fields and reads it back by id and by slug', async () => {
    const created = await send('POST', entries(), {
      data: {
        type: 'loyalty_card_ext',
        code: 'ABC-1234',
        points: 10,
        ratio: 0.5,
        active: true,
        tags: ['gold'],
        extra: { any: ['thing'] },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ type: 'loyalty_card_ext', code: 'ABC-1234', points: 10 });
    const bySlug = await send('GET', `/v2/extensions/loyalty-cards/${created.body.data.id}`);
    expect(bySlug.body.data).toMatchObject({ code: 'ABC-1234', extra: { any: ['thing'] } });
  });

  it('reports one 422 per invalid field against its field definition', async () => {
    const invalid = await send('POST', entries(), {
      data: {
        type: 'loyalty_card_ext',
        code: 'abc',
        points: 1.5,
        ratio: 'high',
        active: 'yes',
        tags: ['a', 'b', 'c', 'd'],
        colour: 'red',
      },
    });
    expect(invalid.status).toBe(422);
    expect(pointers(invalid.body)).toEqual([
      '/data/active',
      '/data/code',
      '/data/colour',
      '/data/points',
      '/data/ratio',
      '/data/tags',
    ]);
    const range = await send('POST', entries(), {
      data: { type: 'loyalty_card_ext', points: 10001, code: null },
    });
    expect(pointers(range.body)).toEqual(['/data/code', '/data/points']);
    const wrongType = await send('POST', entries(), { data: { type: 'wishlist_ext', points: 1 } });
    expect(pointers(wrongType.body)).toEqual(['/data/type']);
  });

  it('enforces unique values (case-insensitively here) and immutable fields on update', async () => {
    const clash = await send('POST', `/v2/extensions/loyalty-cards`, {
      data: { type: 'loyalty_card_ext', code: 'abc-1234' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0].source).toEqual({ pointer: '/data/code' });

    const created = await send('POST', entries(), {
      data: { type: 'loyalty_card_ext', code: 'XYZ-0001', active: false },
    });
    const path = `${entries()}/${created.body.data.id}`;
    const flip = await send('PUT', path, { data: { type: 'loyalty_card_ext', active: true } });
    expect(pointers(flip.body)).toEqual(['/data/active']);
    const update = await send('PUT', path, { data: { type: 'loyalty_card_ext', points: 42, active: false } });
    expect(update.status).toBe(200);
    expect(update.body.data).toMatchObject({ code: 'XYZ-0001', points: 42, meta: { resource_version: 1 } });

    const filtered = await list(`${entries()}?filter=eq(code,XYZ-0001)`);
    expect(filtered.body.data.map((entry) => entry.id)).toEqual([created.body.data.id]);
    expect((await send('DELETE', path)).status).toBe(204);
    expect((await send('GET', path)).status).toBe(404);
  });

  it("deleting a field removes its values from the API's entries", async () => {
    const created = await send('POST', entries(), {
      data: { type: 'loyalty_card_ext', code: 'DEL-0001', ratio: 1.5 },
    });
    const ratio = (await list(`${BASE}/${apiId}/fields?filter=eq(slug,ratio)`)).body.data[0];
    expect((await send('DELETE', `${BASE}/${apiId}/fields/${ratio.id}`)).status).toBe(204);
    const entry = await send('GET', `${entries()}/${created.body.data.id}`);
    expect(entry.body.data).toMatchObject({ code: 'DEL-0001' });
    expect(entry.body.data).not.toHaveProperty('ratio');
    const refused = await send('PUT', `${entries()}/${created.body.data.id}`, {
      data: { type: 'loyalty_card_ext', ratio: 2 },
    });
    expect(refused.status).toBe(422);
  });

  it('deleting a Custom API removes its fields and entries', async () => {
    const seeded = SEEDED_CUSTOM_API_IDS.reviews;
    expect((await list(`${BASE}/${seeded}/entries`)).body.meta.results.total).toBe(4);
    expect((await send('DELETE', `${BASE}/${seeded}`)).status).toBe(204);
    expect((await list(`${BASE}/${seeded}/entries`)).status).toBe(404);
    expect((await list('/v2/extensions/product-reviews')).status).toBe(404);
  });
});
