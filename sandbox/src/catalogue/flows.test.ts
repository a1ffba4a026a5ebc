import { SEEDED_FLOW } from './flows';
import { useTestSandbox } from '../core/test-support';

interface FlowDocument {
  id: string;
  type: string;
  slug?: string;
  [member: string]: unknown;
}

const api = useTestSandbox<unknown, { data: FlowDocument }>();
const { get, send } = api;

describe('flows, fields and entries', () => {
  it('seeds the Product care flow with two fields and two entries', async () => {
    const flows = await get<{ data: FlowDocument[] }>('/v2/flows');
    expect(flows.body.data.map((flow) => flow.slug)).toContain(SEEDED_FLOW.slug);
    const fields = await get<{ data: FlowDocument[] }>(`/v2/flows/${SEEDED_FLOW.slug}/fields`);
    expect(fields.body.data.map((field) => [field.slug, field.field_type, field.required])).toEqual([
      ['instructions', 'string', true],
      ['wash_temperature', 'integer', false],
    ]);
    const entries = await get<{ data: FlowDocument[]; meta: { results: { total: number } } }>(
      `/v2/flows/${SEEDED_FLOW.slug}/entries?page[limit]=1&page[offset]=1`,
    );
    expect(entries.body.meta.results.total).toBe(2);
    expect(entries.body.data.map((entry) => entry.instructions)).toEqual(['Hand wash only']);
    const attributes = await get<{ data: { value: string; required: boolean }[] }>(
      `/v2/flows/${SEEDED_FLOW.slug}/attributes`,
    );
    expect(attributes.body.data.map((attribute) => attribute.value)).toEqual([
      'instructions',
      'wash_temperature',
    ]);
  });

  it('creates a flow, fields and typed entries, refusing bad and missing values with pointers', async () => {
    const flow = await send('POST', '/v2/flows', {
      data: { type: 'flow', name: 'Specs', slug: 'specs', description: 'Technical data', enabled: true },
    });
    expect(flow.status).toBe(201);
    const flowRef = { relationships: { flow: { data: { type: 'flow', id: flow.body.data.id } } } };
    const field = (slug: string, fieldType: string, required: boolean) =>
      send('POST', '/v2/fields', {
        data: { type: 'field', name: slug, slug, field_type: fieldType, required, ...flowRef },
      });
    expect((await field('title', 'string', true)).status).toBe(201);
    expect((await field('weight', 'float', false)).status).toBe(201);
    expect((await field('launched', 'date', false)).status).toBe(201);
    expect((await field('related', 'relationship', false)).status).toBe(201);
    expect((await field('title', 'integer', false)).status).toBe(409);
    const orphan = await send('POST', '/v2/fields', {
      data: { type: 'field', name: 'x', slug: 'x', field_type: 'string' },
    });
    expect(orphan.body.errors?.[0]?.source?.pointer).toBe('/data/relationships/flow');

    const invalid = await send('POST', '/v2/flows/specs/entries', {
      data: { type: 'entry', weight: 'heavy', launched: 'yesterday' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.map((error) => error.source?.pointer).sort()).toEqual([
      '/data/launched',
      '/data/title',
      '/data/weight',
    ]);

    const created = await send('POST', '/v2/flows/specs/entries', {
      data: { type: 'entry', title: 'Tent', weight: 2.5, launched: '2024-05-01' },
    });
    expect(created.status).toBe(201);
    const entryPath = `/v2/flows/specs/entries/${created.body.data.id}`;
    const updated = await send('PUT', entryPath, { data: { type: 'entry', weight: 3 } });
    expect(updated.body.data).toMatchObject({ title: 'Tent', weight: 3 });
    const cleared = await send('PUT', entryPath, { data: { type: 'entry', title: null } });
    expect(cleared.status).toBe(422);

    const product = { type: 'product', id: 'p-1' };
    const related = await send('POST', `${entryPath}/relationships/related`, { data: [product] });
    expect(related.status).toBe(201);
    expect(related.body).toEqual({ data: [product] });
    const withRelationship = await get<{ data: { relationships: { related: { data: unknown[] } } } }>(
      entryPath,
    );
    expect(withRelationship.body.data.relationships.related.data).toEqual([product]);
    expect((await send('DELETE', `${entryPath}/relationships/related`, { data: [product] })).status).toBe(
      204,
    );
    const without = await get<{ data: { relationships: { related: { data: unknown[] } } } }>(entryPath);
    expect(without.body.data.relationships.related.data).toEqual([]);
    expect((await send('POST', `${entryPath}/relationships/title`, { data: [product] })).status).toBe(404);

    expect((await send('DELETE', entryPath)).status).toBe(204);
    expect((await get(entryPath)).status).toBe(404);
    expect((await send('DELETE', `/v2/flows/${flow.body.data.id}`)).status).toBe(204);
    expect((await get('/v2/flows/specs/fields')).status).toBe(404);
  });
});
