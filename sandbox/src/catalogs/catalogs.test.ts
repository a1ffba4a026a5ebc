import { SEEDED_CATALOG_ID, SEEDED_RULE_ID } from './catalog-releases';
import { RETAIL_PRICE_BOOK_ID, WHOLESALE_PRICE_BOOK_ID } from '../catalogue/seed-pricebooks';
import { otherStore, request, useTestSandbox, type ErrorBody } from '../core/test-support';

interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: { releases?: { meta: { count: number } } };
}
type One = { data: Resource } & ErrorBody;
type Many = { data: Resource[]; meta: { results: { total: number } } } & ErrorBody;

const api = useTestSandbox();
let hierarchyIds: string[];

beforeAll(async () => {
  const hierarchies = await request<Many>(api.sandbox, '/pcm/hierarchies', { token: api.token });
  hierarchyIds = hierarchies.body.data.map((hierarchy) => hierarchy.id);
});

const get = <T>(path: string) => request<T>(api.sandbox, path, { token: api.token });
const send = (method: string, path: string, json?: unknown) =>
  request<One>(api.sandbox, path, { method, token: api.token, json });
const catalog = (attributes: Record<string, unknown>) => ({ data: { type: 'catalog', attributes } });
const rule = (attributes: Record<string, unknown>) => ({ data: { type: 'catalog_rule', attributes } });
const pointers = (body: ErrorBody) => body.errors.map((error) => error.source?.pointer);

describe('catalogs', () => {
  it('seeds a catalog over the demo hierarchies and the retail price book, with one release', async () => {
    const response = await get<One>(`/pcm/catalogs/${SEEDED_CATALOG_ID}`);
    expect(response.status).toBe(200);
    expect(response.body.data.type).toBe('catalog');
    expect(response.body.data.attributes).toMatchObject({
      name: 'Storefront Catalog',
      hierarchy_ids: hierarchyIds,
      pricebook_id: RETAIL_PRICE_BOOK_ID,
      owner: 'store',
    });
    expect(response.body.data.relationships?.releases?.meta.count).toBe(1);
  });

  it('creates, reads, filters, updates and deletes a catalog', async () => {
    const created = await send(
      'POST',
      '/pcm/catalogs',
      catalog({
        name: 'Trade',
        hierarchy_ids: hierarchyIds.slice(0, 1),
        pricebook_ids: [
          { id: RETAIL_PRICE_BOOK_ID, priority: 1 },
          { id: WHOLESALE_PRICE_BOOK_ID, priority: 10 },
        ],
      }),
    );
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    expect(created.body.data.attributes).toMatchObject({ name: 'Trade', created_at: expect.any(String) });

    const filtered = await get<Many>('/pcm/catalogs?filter=eq(name,Trade)');
    expect(filtered.body.data.map((item) => item.id)).toEqual([id]);

    // Setting a single price book replaces the prioritised list.
    const updated = await send(
      'PUT',
      `/pcm/catalogs/${id}`,
      catalog({ description: 'For trade accounts', pricebook_id: WHOLESALE_PRICE_BOOK_ID }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.attributes).toMatchObject({
      name: 'Trade',
      description: 'For trade accounts',
      pricebook_id: WHOLESALE_PRICE_BOOK_ID,
    });
    expect(updated.body.data.attributes.pricebook_ids).toBeUndefined();

    expect((await send('DELETE', `/pcm/catalogs/${id}`)).status).toBe(204);
    expect((await get<ErrorBody>(`/pcm/catalogs/${id}`)).status).toBe(404);
  });

  it('rejects invalid catalogs with 422 and source pointers', async () => {
    const missing = await send('POST', '/pcm/catalogs', catalog({ description: 'no name' }));
    expect(missing.status).toBe(422);
    expect(pointers(missing.body)).toEqual(['/data/attributes/name', '/data/attributes/hierarchy_ids']);

    const both = await send(
      'POST',
      '/pcm/catalogs',
      catalog({
        name: 'Both',
        hierarchy_ids: [],
        pricebook_id: RETAIL_PRICE_BOOK_ID,
        pricebook_ids: [{ id: RETAIL_PRICE_BOOK_ID, priority: 1 }],
      }),
    );
    expect(both.status).toBe(422);
    expect(pointers(both.body)).toContain('/data/attributes/pricebook_ids');

    const tooMany = await send(
      'POST',
      '/pcm/catalogs',
      catalog({
        name: 'Six books',
        hierarchy_ids: [],
        pricebook_ids: [1, 2, 3, 4, 5, 6].map((priority) => ({ id: `book-${priority}`, priority })),
      }),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0].detail).toMatch(/at most 5/);

    const unknownHierarchy = await send(
      'POST',
      '/pcm/catalogs',
      catalog({ name: 'Ghost', hierarchy_ids: ['no-such-hierarchy'] }),
    );
    expect(unknownHierarchy.status).toBe(422);
    expect(pointers(unknownHierarchy.body)).toEqual(['/data/attributes/hierarchy_ids']);

    const unknownBook = await send(
      'POST',
      '/pcm/catalogs',
      catalog({ name: 'Ghost', hierarchy_ids: [], pricebook_id: 'no-such-book' }),
    );
    expect(pointers(unknownBook.body)).toEqual(['/data/attributes/pricebook_id']);

    const wrongType = await send('POST', '/pcm/catalogs', { data: { type: 'node', attributes: {} } });
    expect(pointers(wrongType.body)).toEqual(['/data/type']);
  });

  it('refuses to delete a published catalog until its releases are deleted', async () => {
    const created = await send('POST', '/pcm/catalogs', catalog({ name: 'Short lived', hierarchy_ids: [] }));
    const { id } = created.body.data;
    expect((await send('POST', `/pcm/catalogs/${id}/releases`)).status).toBe(201);
    const refused = await send('DELETE', `/pcm/catalogs/${id}`);
    expect(refused.status).toBe(422);
    expect((await send('DELETE', `/pcm/catalogs/${id}/releases`)).status).toBe(204);
    expect((await send('DELETE', `/pcm/catalogs/${id}`)).status).toBe(204);
  });

  it('answers 404 for unknown catalogs', async () => {
    expect((await get<ErrorBody>('/pcm/catalogs/no-such-catalog')).status).toBe(404);
    expect((await send('PUT', '/pcm/catalogs/no-such-catalog', catalog({ name: 'x' }))).status).toBe(404);
    expect((await send('DELETE', '/pcm/catalogs/no-such-catalog')).status).toBe(404);
  });
});

describe('catalog rules', () => {
  it('seeds a web channel rule for the demo catalog, reachable despite the catalogs /:id route', async () => {
    const response = await get<One>(`/pcm/catalogs/rules/${SEEDED_RULE_ID}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: 'catalog_rule',
      attributes: { name: 'web-storefront', catalog_id: SEEDED_CATALOG_ID, channels: ['web'] },
    });
    const list = await get<Many>('/pcm/catalogs/rules');
    expect(list.status).toBe(200);
    expect(list.body.data.map((item) => item.id)).toContain(SEEDED_RULE_ID);
  });

  it('creates, filters by list fields, updates and deletes a rule', async () => {
    const created = await send(
      'POST',
      '/pcm/catalogs/rules',
      rule({
        name: 'summer-mobile',
        catalog_id: SEEDED_CATALOG_ID,
        channels: ['mobile'],
        tags: ['summer', 'summer'],
        customer_ids: ['customer-1'],
        schedules: [{ valid_from: '2026-06-01T00:00:00Z', valid_to: '2026-09-01T00:00:00Z' }],
      }),
    );
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    expect(created.body.data.attributes).toMatchObject({ tags: ['summer'], channels: ['mobile'] });

    const byChannel = await get<Many>('/pcm/catalogs/rules?filter=eq(channels,mobile)');
    expect(byChannel.body.data.map((item) => item.id)).toEqual([id]);
    const byCustomer = await get<Many>('/pcm/catalogs/rules?filter=in(customer_ids,customer-9,customer-1)');
    expect(byCustomer.body.data.map((item) => item.id)).toEqual([id]);

    // null clears a criterion; fields left out keep their values.
    const updated = await send('PUT', `/pcm/catalogs/rules/${id}`, {
      data: { type: 'catalog_rule', id, attributes: { channels: null, description: 'Summer sale' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.attributes.channels).toBeUndefined();
    expect(updated.body.data.attributes).toMatchObject({ tags: ['summer'], description: 'Summer sale' });

    expect((await send('DELETE', `/pcm/catalogs/rules/${id}`)).status).toBe(204);
    expect((await get<ErrorBody>(`/pcm/catalogs/rules/${id}`)).status).toBe(404);
  });

  it('rejects names with spaces, unknown catalogs and backwards schedules', async () => {
    const response = await send(
      'POST',
      '/pcm/catalogs/rules',
      rule({
        name: 'has spaces',
        catalog_id: SEEDED_CATALOG_ID,
        schedules: [{ valid_from: '2026-09-01T00:00:00Z', valid_to: '2026-06-01T00:00:00Z' }],
      }),
    );
    expect(response.status).toBe(422);
    expect(pointers(response.body)).toEqual(['/data/attributes/schedules/0', '/data/attributes/name']);

    const badList = await send(
      'POST',
      '/pcm/catalogs/rules',
      rule({ name: 'bad', catalog_id: SEEDED_CATALOG_ID, channels: 'web' }),
    );
    expect(pointers(badList.body)).toEqual(['/data/attributes/channels']);

    const unknown = await send('POST', '/pcm/catalogs/rules', rule({ name: 'ghost', catalog_id: 'nope' }));
    expect(unknown.status).toBe(422);
    expect(pointers(unknown.body)).toEqual(['/data/attributes/catalog_id']);

    const missing = await send('POST', '/pcm/catalogs/rules', rule({}));
    expect(pointers(missing.body)).toEqual(['/data/attributes/name', '/data/attributes/catalog_id']);
  });
});

describe('store scoping', () => {
  it('answers 404 for another store’s catalogs, rules and releases', async () => {
    const other = await otherStore(api.sandbox, 'Second Store');
    const inOtherStore = async (path: string) => (await other.call('GET', path)).status;
    expect(await inOtherStore(`/pcm/catalogs/${SEEDED_CATALOG_ID}`)).toBe(404);
    expect(await inOtherStore(`/pcm/catalogs/rules/${SEEDED_RULE_ID}`)).toBe(404);
    expect(await inOtherStore(`/pcm/catalogs/${SEEDED_CATALOG_ID}/releases/latestPublished`)).toBe(404);
    expect(await inOtherStore('/catalog')).toBe(404);
  });
});
