import { request, useTestSandbox } from '../core/test-support';

interface Definition {
  id: string;
  type: string;
  attributes: { slug: string; name: string; description?: string; bi_directional: boolean };
}
interface ListBody<T> {
  data: T[];
  meta: { results: { total: number } };
}
interface ProductBody {
  id: string;
  attributes: { sku?: string; name: string };
}

const api = useTestSandbox();
const { get, send } = api;
let productIds: string[];

beforeAll(async () => {
  const products = await request<ListBody<ProductBody>>(
    api.sandbox,
    '/pcm/products?page[offset]=20&page[limit]=10',
    { token: api.token },
  );
  productIds = products.body.data.map((product) => product.id);
});

const definitionDocument = (attributes: Record<string, unknown>) => ({
  data: { type: 'custom-relationship', attributes },
});
const productRefs = (...ids: string[]) => ({ data: ids.map((id) => ({ type: 'product', id })) });
const slugRefs = (...slugs: string[]) => ({
  data: slugs.map((slug) => ({ type: 'custom-relationship', slug })),
});

function product(index: number): string {
  const id = productIds[index];
  if (!id) throw new Error(`No seeded product ${index}`);
  return id;
}

describe('custom relationship definitions', () => {
  it('seeds "Related products" and "Accessories"', async () => {
    const list = await get<ListBody<Definition>>('/pcm/custom-relationships');
    expect(list.status).toBe(200);
    expect(list.body.data.map((item) => item.attributes.name)).toEqual(
      expect.arrayContaining(['Related products', 'Accessories']),
    );
    // The provider's documented filter: every definition here is the store's own.
    const owned = await get<ListBody<Definition>>('/pcm/custom-relationships?filter=eq(owner,store)');
    expect(owned.body.data.length).toBe(list.body.data.length);
    const organization = await get<ListBody<Definition>>(
      '/pcm/custom-relationships?filter=eq(owner,organization)',
    );
    expect(organization.status).toBe(200);
    expect(organization.body.data).toEqual([]);
    expect((await get('/pcm/custom-relationships?filter=eq(name,x)')).status).toBe(400);
  });

  it('creates, reads by slug, updates and deletes a definition', async () => {
    const created = await send<{ data: Definition }>(
      'POST',
      '/pcm/custom-relationships',
      definitionDocument({ slug: 'spares', name: 'Spare parts', bi_directional: false }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ type: 'custom-relationship', attributes: { slug: 'spares' } });

    const duplicate = await send(
      'POST',
      '/pcm/custom-relationships',
      definitionDocument({ slug: 'spares', name: 'x' }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0]).toMatchObject({
      detail: 'A custom relationship with slug spares already exists',
      source: { pointer: '/data/attributes/slug' },
    });
    // The slug is the definition's address, taken as typed: another case is another definition.
    const otherCase = await send(
      'POST',
      '/pcm/custom-relationships',
      definitionDocument({ slug: 'SPARES', name: 'Upper-case spares' }),
    );
    expect(otherCase.status).toBe(201);
    expect((await send('DELETE', '/pcm/custom-relationships/SPARES')).status).toBe(204);

    const updated = await send<{ data: Definition }>(
      'PUT',
      '/pcm/custom-relationships/spares',
      definitionDocument({ name: 'Spares', description: 'Replacement parts' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.attributes).toMatchObject({ name: 'Spares', description: 'Replacement parts' });

    const renamed = await send(
      'PUT',
      '/pcm/custom-relationships/spares',
      definitionDocument({ slug: 'other' }),
    );
    expect(renamed.status).toBe(422);

    expect(
      (await get<{ data: Definition }>('/pcm/custom-relationships/spares')).body.data.attributes.name,
    ).toBe('Spares');
    expect((await send('DELETE', '/pcm/custom-relationships/spares')).status).toBe(204);
    expect((await get('/pcm/custom-relationships/spares')).status).toBe(404);
  });

  it('reports every invalid field at once', async () => {
    const invalid = await send(
      'POST',
      '/pcm/custom-relationships',
      definitionDocument({ slug: 'has spaces', bi_directional: 'yes' }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.length).toBeGreaterThanOrEqual(3);
  });
});

describe('product custom relationships', () => {
  it('attaches, lists and detaches definitions on a product', async () => {
    const path = `/pcm/products/${product(5)}/custom-relationships`;
    const attached = await send<ListBody<Definition>>('POST', path, slugRefs('accessories'));
    expect(attached.status).toBe(201);
    expect(attached.body.data.map((item) => item.attributes.slug)).toEqual(['accessories']);
    expect((await send('POST', path, slugRefs('missing'))).status).toBe(404);
    expect((await send('DELETE', path, slugRefs('accessories'))).status).toBe(204);
    expect((await get<ListBody<Definition>>(path)).body.data).toEqual([]);
  });

  it('relates products both ways under a bi-directional definition', async () => {
    const [a, b] = [product(6), product(7)];
    const related = await send<{
      meta: { associated_products: string[]; products_not_associated: unknown[] };
    }>(
      'POST',
      `/pcm/products/${a}/custom-relationships/related-products`,
      productRefs(b, 'no-such-product', a),
    );
    expect(related.status).toBe(201);
    expect(related.body.meta.associated_products).toEqual([b]);
    expect(related.body.meta.products_not_associated).toHaveLength(2);

    const ids = await get<ListBody<{ id: string; type: string }>>(
      `/pcm/products/${a}/custom-relationships/related-products`,
    );
    expect(ids.body.data).toEqual([{ type: 'product', id: b }]);
    const reverse = await get<ListBody<ProductBody>>(
      `/pcm/products/${b}/custom-relationships/related-products/products`,
    );
    expect(reverse.body.data.map((item) => item.id)).toEqual([a]);
    // Relating attaches the definition automatically.
    const attached = await get<ListBody<Definition>>(`/pcm/products/${b}/custom-relationships`);
    expect(attached.body.data.map((item) => item.attributes.slug)).toContain('related-products');

    expect(
      (await send('DELETE', `/pcm/products/${a}/custom-relationships/related-products`, productRefs(b)))
        .status,
    ).toBe(204);
    const afterDelete = await get<ListBody<ProductBody>>(
      `/pcm/products/${b}/custom-relationships/related-products/products`,
    );
    expect(afterDelete.body.data).toEqual([]);
  });

  it('relates only one way under a one-way definition', async () => {
    const [a, b] = [product(8), product(9)];
    await send('POST', `/pcm/products/${a}/custom-relationships/accessories`, productRefs(b));
    const forward = await get<ListBody<ProductBody>>(
      `/pcm/products/${a}/custom-relationships/accessories/products`,
    );
    expect(forward.body.data.map((item) => item.id)).toEqual([b]);
    const backward = await get<ListBody<ProductBody>>(
      `/pcm/products/${b}/custom-relationships/accessories/products`,
    );
    expect(backward.body.data).toEqual([]);
  });

  it('rejects malformed bodies and unknown products or slugs', async () => {
    const a = product(0);
    expect(
      (await send('POST', `/pcm/products/${a}/custom-relationships/accessories`, { data: [{}] })).status,
    ).toBe(422);
    expect(
      (await send('POST', `/pcm/products/nope/custom-relationships/accessories`, productRefs(a))).status,
    ).toBe(404);
    expect((await get(`/pcm/products/${a}/custom-relationships/missing/products`)).status).toBe(404);
  });

  it('forgets a deleted definition on every product', async () => {
    await send(
      'POST',
      '/pcm/custom-relationships',
      definitionDocument({ slug: 'temporary', name: 'Temporary' }),
    );
    const path = `/pcm/products/${product(1)}/custom-relationships`;
    await send('POST', `${path}/temporary`, productRefs(product(2)));
    await send('DELETE', '/pcm/custom-relationships/temporary');
    const attached = await get<ListBody<Definition>>(path);
    expect(attached.body.data.map((item) => item.attributes.slug)).not.toContain('temporary');
  });
});
