import { useTestSandbox } from '../core/test-support';

interface Resource {
  id: string;
  type: string;
  attributes: { name: string; sku?: string; slug?: string; description?: string };
  meta: Record<string, unknown>;
  relationships: Record<string, { data: unknown }>;
}

interface SingleBody {
  data: Resource;
}

interface ListBody {
  data: Resource[];
  meta: { results: { total: number } };
}

const api = useTestSandbox<ListBody, SingleBody>();
const { get, send } = api;

async function createVariation(
  name: string,
  options: string[],
): Promise<{ id: string; optionIds: string[] }> {
  const created = await send('POST', '/pcm/variations', {
    data: { type: 'product-variation', attributes: { name } },
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id;
  const optionIds: string[] = [];
  for (const option of options) {
    const response = await send('POST', `/pcm/variations/${id}/options`, {
      data: {
        type: 'product-variation-option',
        attributes: { name: option, description: `${option} option` },
      },
    });
    expect(response.status).toBe(201);
    optionIds.push(response.body.data.id);
  }
  return { id, optionIds };
}

async function createProduct(name: string, sku: string): Promise<string> {
  const response = await send('POST', '/pcm/products', {
    data: { type: 'product', attributes: { name, sku, commodity_type: 'physical' } },
  });
  expect(response.status).toBe(201);
  return response.body.data.id;
}

describe('variations', () => {
  it('creates, lists, renames and refuses duplicate names with 409', async () => {
    const { id } = await createVariation('Finish', ['Matte', 'Gloss']);
    const duplicate = await send('POST', '/pcm/variations', {
      data: { type: 'product-variation', attributes: { name: 'Finish' } },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0].source).toEqual({ pointer: '/data/attributes/name' });
    const missing = await send('POST', '/pcm/variations', {
      data: { type: 'product-variation', attributes: {} },
    });
    expect(missing.status).toBe(422);
    const renamed = await send('PUT', `/pcm/variations/${id}`, {
      data: { id, type: 'product-variation', attributes: { name: 'Surface', sort_order: 5 } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.attributes).toEqual({ name: 'Surface', sort_order: 5 });
    const options = renamed.body.data.meta.options as { name: string }[];
    expect(options.map((option) => option.name)).toEqual(['Gloss', 'Matte']);
    const list = await get('/pcm/variations?filter=eq(name,Surface)');
    expect(list.body.data.map((variation) => variation.id)).toEqual([id]);

    // `null` clears the sort order; a name in another case is another variation.
    const cleared = await send('PUT', `/pcm/variations/${id}`, {
      data: { type: 'product-variation', attributes: { sort_order: null } },
    });
    expect(cleared.body.data.attributes).toEqual({ name: 'Surface', sort_order: undefined });
    expect((await createVariation('surface', [])).id).not.toBe(id);
    const clash = await send('POST', '/pcm/variations', {
      data: { type: 'product-variation', attributes: { name: 'Surface' } },
    });
    expect(clash.body.errors[0].detail).toBe('A variation with name Surface already exists');
    // Every invalid attribute at once, with its pointer; the variation is unchanged.
    const invalid = await send('PUT', `/pcm/variations/${id}`, {
      data: { type: 'product-variation', attributes: { name: ' ', sort_order: 1.5 } },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((error) => error.source)).toEqual([
      { pointer: '/data/attributes/name' },
      { pointer: '/data/attributes/sort_order' },
    ]);
    const unchanged = await send('PUT', `/pcm/variations/${id}`, {
      data: { type: 'product-variation', attributes: {} },
    });
    expect(unchanged.body.data.attributes.name).toBe('Surface');
    expect(unchanged.body.data.meta.options).toHaveLength(2);
  });

  it('keeps option names unique within a variation and validates modifiers', async () => {
    const { id, optionIds } = await createVariation('Weight', ['Light']);
    const duplicate = await send('POST', `/pcm/variations/${id}/options`, {
      data: { type: 'product-variation-option', attributes: { name: 'Light' } },
    });
    expect(duplicate.status).toBe(409);
    const modifiers = `/pcm/variations/${id}/options/${optionIds[0]}/modifiers`;
    const badType = await send('POST', modifiers, {
      data: { type: 'product-variation-modifier', attributes: { type: 'colour_append', value: 'x' } },
    });
    expect(badType.status).toBe(422);
    expect(badType.body.errors[0].source).toEqual({ pointer: '/data/attributes/type' });
    const noSeek = await send('POST', modifiers, {
      data: { type: 'product-variation-modifier', attributes: { type: 'sku_builder', set: 'L' } },
    });
    expect(noSeek.status).toBe(422);
    expect(noSeek.body.errors[0].source).toEqual({ pointer: '/data/attributes/seek' });
    const created = await send('POST', modifiers, {
      data: {
        type: 'product-variation-modifier',
        attributes: { type: 'sku_builder', seek: '{W}', set: 'LT' },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toEqual({ type: 'sku_builder', seek: '{W}', set: 'LT' });
    const list = await get(modifiers);
    expect(list.body.meta.results.total).toBe(1);
  });
});

describe('building child products', () => {
  it('builds one child per option combination, keeps them on rebuild and lists them', async () => {
    const size = await createVariation('Build Size', ['S', 'M']);
    const colour = await createVariation('Build Colour', ['Red', 'Blue']);
    await send('POST', `/pcm/variations/${size.id}/options/${size.optionIds[0]}/modifiers`, {
      data: { type: 'product-variation-modifier', attributes: { type: 'name_append', value: ' Small' } },
    });
    const parentId = await createProduct('Build Tee', 'TEE-{SIZE}');
    const attached = await send('POST', `/pcm/products/${parentId}/relationships/variations`, {
      data: [
        { type: 'product-variation', id: size.id },
        { type: 'product-variation', id: colour.id },
      ],
    });
    expect(attached.status).toBe(204);

    const built = await send<{ data: unknown }>('POST', `/pcm/products/${parentId}/build`);
    expect(built.status).toBe(201);
    // The provider answers with the build's job; the sandbox has built the children already.
    expect(built.body.data).toEqual({
      id: expect.any(String),
      type: 'pim-job',
      attributes: {
        type: 'child-products',
        status: 'success',
        created_at: expect.any(String),
        updated_at: expect.any(String),
        started_at: expect.any(String),
        completed_at: expect.any(String),
      },
      meta: { x_request_id: expect.any(String) },
    });
    const job = (built.body.data as Resource).id;
    expect((await get(`/pcm/jobs/${job}`)).body.data).toEqual(built.body.data);
    const children = await get(`/pcm/products/${parentId}/children`);
    expect(children.body.meta.results.total).toBe(4);
    // Children carry their own links, as any product does (no template, no main image here).
    for (const child of children.body.data) {
      expect(child.relationships.templates?.data).toEqual([]);
      expect(child.relationships.main_image?.data).toBeNull();
    }
    expect(children.body.data.map((child) => child.meta.product_types)).toEqual([
      ['child'],
      ['child'],
      ['child'],
      ['child'],
    ]);
    expect(children.body.data.filter((child) => child.attributes.name === 'Build Tee Small')).toHaveLength(2);
    const skus = children.body.data.map((child) => child.attributes.sku);
    expect(new Set(skus).size).toBe(4);
    expect(children.body.data[0].relationships.parent.data).toEqual({ type: 'product', id: parentId });

    const parent = await get<SingleBody>(`/pcm/products/${parentId}`);
    expect(parent.body.data.meta.product_types).toEqual(['parent']);
    const matrix = parent.body.data.meta.variation_matrix as Record<string, Record<string, string>>;
    expect(Object.keys(matrix).sort()).toEqual([...size.optionIds].sort());
    expect(Object.values(matrix[size.optionIds[0]]).sort()).toEqual(
      children.body.data
        .filter((child) => child.attributes.name === 'Build Tee Small')
        .map((child) => child.id)
        .sort(),
    );

    const ids = children.body.data.map((child) => child.id).sort();
    await send('POST', `/pcm/products/${parentId}/build`);
    const rebuilt = await get(`/pcm/products/${parentId}/children`);
    expect(rebuilt.body.data.map((child) => child.id).sort()).toEqual(ids);

    // Detaching a variation and rebuilding removes the children of combinations that are gone.
    await send('DELETE', `/pcm/products/${parentId}/relationships/variations`, {
      data: [{ type: 'product-variation', id: colour.id }],
    });
    await send('POST', `/pcm/products/${parentId}/build`);
    const fewer = await get(`/pcm/products/${parentId}/children?page[limit]=1`);
    expect(fewer.body.meta.results.total).toBe(2);
    expect(fewer.body.data).toHaveLength(1);
  });

  it('refuses unknown variations with a pointer and a build without variations', async () => {
    const productId = await createProduct('Plain Mug', 'MUG-PLAIN');
    const unknown = await send('POST', `/pcm/products/${productId}/relationships/variations`, {
      data: [{ type: 'product-variation', id: 'no-such-variation' }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].source).toEqual({ pointer: '/data/0/id' });
    const build = await send('POST', `/pcm/products/${productId}/build`);
    expect(build.status).toBe(422);
  });

  it('seeds Size and Colour with built children of two apparel products', async () => {
    const variations = await get('/pcm/variations');
    expect(variations.body.data.map((variation) => variation.attributes.name)).toEqual(
      expect.arrayContaining(['Size', 'Colour']),
    );
    const parents = await get('/pcm/products?filter=eq(tags,apparel)&page[limit]=100');
    const parent = parents.body.data.find((product) =>
      product.meta.product_types === undefined
        ? false
        : (product.meta.product_types as string[]).includes('parent'),
    );
    expect(parent).toBeDefined();
    const children = await get(`/pcm/products/${parent?.id ?? ''}/children`);
    expect(children.body.meta.results.total).toBe(6);
  });
});
