import { SEEDED_FLOW } from './flows';
import { request, useTestSandbox, type ErrorBody } from '../core/test-support';

const api = useTestSandbox();

type Reference = { type: string; id: string };
const call = <T>(method: string, path: string, json?: unknown) =>
  request<T & ErrorBody>(api.sandbox, path, { method, token: api.token, json });

async function createProduct(sku: string): Promise<string> {
  const created = await call<{ data: { id: string } }>('POST', '/pcm/products', {
    data: { type: 'product', attributes: { name: `Templated ${sku}`, sku, commodity_type: 'physical' } },
  });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

describe('product templates', () => {
  it('attaches, lists and detaches templates; the product document shows them', async () => {
    const productId = await createProduct('TPL-1');
    const path = `/pcm/products/${productId}/relationships/templates`;
    const body = { data: [{ type: 'template', id: SEEDED_FLOW.id }] };

    const attached = await call<{ data: Reference[] }>('POST', path, body);
    expect(attached.status).toBe(201);
    expect(attached.body.data).toEqual([{ type: 'template', id: SEEDED_FLOW.id }]);
    // Attaching again keeps one reference.
    await call('POST', path, body);
    expect((await call<{ data: Reference[] }>('GET', path)).body.data).toHaveLength(1);

    const product = await call<{ data: { relationships: { templates: { data: Reference[] } } } }>(
      'GET',
      `/pcm/products/${productId}`,
    );
    expect(product.body.data.relationships.templates.data).toEqual([
      { type: 'template', id: SEEDED_FLOW.id },
    ]);
    const list = await call<{ data: { id: string; relationships: { templates: { data: Reference[] } } }[] }>(
      'GET',
      `/pcm/products?filter=${encodeURIComponent('eq(sku,TPL-1)')}`,
    );
    expect(list.body.data[0]?.relationships.templates.data).toHaveLength(1);

    const detached = await call('DELETE', path, body);
    expect(detached.status).toBe(204);
    expect((await call<{ data: Reference[] }>('GET', path)).body.data).toEqual([]);
  });

  it('refuses unknown flows with pointers and unknown products with 404', async () => {
    const productId = await createProduct('TPL-2');
    const refused = await call('POST', `/pcm/products/${productId}/relationships/templates`, {
      data: [
        { type: 'template', id: SEEDED_FLOW.id },
        { type: 'template', id: 'no-such-flow' },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]?.source?.pointer).toBe('/data/1/id');
    const missing = await call('GET', '/pcm/products/no-such-product/relationships/templates');
    expect(missing.status).toBe(404);
  });

  it('stores template data as the entry whose id is the product id', async () => {
    const productId = await createProduct('TPL-3');
    const entries = `/v2/flows/${SEEDED_FLOW.slug}/entries`;
    const created = await call<{ data: { id: string; instructions: string } }>('POST', entries, {
      data: { type: 'entry', id: productId, instructions: 'Dry clean' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ id: productId, instructions: 'Dry clean' });
    const again = await call('POST', entries, { data: { type: 'entry', id: productId, instructions: 'x' } });
    expect(again.status).toBe(409);
    const bad = await call('POST', entries, { data: { type: 'entry', id: 'a b', instructions: 'x' } });
    expect(bad.status).toBe(422);
  });

  it('filters flows by template=true|false', async () => {
    const other = await call<{ data: { id: string } }>('POST', '/v2/flows', {
      data: { type: 'flow', name: 'Not a template', slug: 'not-a-template', enabled: true },
    });
    expect(other.status).toBe(201);
    const productId = await createProduct('TPL-4');
    await call('POST', `/pcm/products/${productId}/relationships/templates`, {
      data: [{ type: 'template', id: SEEDED_FLOW.id }],
    });
    const templates = await call<{ data: { id: string }[] }>('GET', '/v2/flows?template=true');
    expect(templates.body.data.map((flow) => flow.id)).toEqual([SEEDED_FLOW.id]);
    const others = await call<{ data: { id: string }[] }>('GET', '/v2/flows?template=false');
    expect(others.body.data.map((flow) => flow.id)).toContain(other.body.data.id);
    expect(others.body.data.map((flow) => flow.id)).not.toContain(SEEDED_FLOW.id);
    expect((await call('GET', '/v2/flows?template=maybe')).status).toBe(400);
  });

  it('describes product attributes, template fields included', async () => {
    const attributes = await call<{ data: { value: string; type: string; required: boolean }[] }>(
      'GET',
      '/pcm/products/attributes',
    );
    expect(attributes.status).toBe(200);
    const values = attributes.body.data.map((attribute) => attribute.value);
    expect(values).toEqual(expect.arrayContaining(['name', 'sku', 'commodity_type', 'tags']));
    // The seeded flow is a template once attached (previous tests attach it).
    expect(attributes.body.data).toContainEqual(
      expect.objectContaining({ value: `template:${SEEDED_FLOW.slug}:wash_temperature`, type: 'integer' }),
    );
  });
});
