import type { ProductResource } from './products';
import { request, useTestSandbox, type ErrorBody } from '../core/test-support';

/** Custom inputs, bundle components, a product's files and a bundle's component products. */

interface SingleBody {
  data: ProductResource;
}

interface ReferencesBody {
  data: { type: string; id: string }[];
}

describe('product custom inputs, bundles and files', () => {
  const api = useTestSandbox();

  let skuNumber = 0;
  const create = (attributes: Record<string, unknown>) =>
    request<SingleBody & ErrorBody>(api.sandbox, '/pcm/products', {
      method: 'POST',
      token: api.token,
      json: {
        data: {
          type: 'product',
          attributes: { commodity_type: 'physical', sku: `PF-${(skuNumber += 1)}`, ...attributes },
        },
      },
    });
  const update = (id: string, attributes: Record<string, unknown>) =>
    request<SingleBody & ErrorBody>(api.sandbox, `/pcm/products/${id}`, {
      method: 'PUT',
      token: api.token,
      json: { data: { id, type: 'product', attributes } },
    });
  const get = (id: string) =>
    request<SingleBody & ErrorBody>(api.sandbox, `/pcm/products/${id}`, { token: api.token });
  const createFile = async (name: string) => {
    const response = await request<{ data: { id: string } }>(api.sandbox, '/v2/files', {
      method: 'POST',
      token: api.token,
      json: { data: { type: 'file', file_location: `https://cdn.example.com/${name}` } },
    });
    expect(response.status).toBe(201);
    return response.body.data.id;
  };
  const files = (id: string, method: string, ids: string[]) =>
    request<ErrorBody | undefined>(api.sandbox, `/pcm/products/${id}/relationships/files`, {
      method,
      token: api.token,
      json: { data: ids.map((fileId) => ({ type: 'file', id: fileId })) },
    });
  const fileIds = async (id: string) =>
    (
      await request<ReferencesBody>(api.sandbox, `/pcm/products/${id}/relationships/files`, {
        token: api.token,
      })
    ).body.data.map((ref) => ref.id);

  describe('custom inputs', () => {
    const customInputs = {
      front: {
        name: 'T-Shirt Front',
        validation_rules: [{ type: 'string', options: { max_length: 50 } }],
        required: false,
      },
      back: { name: 'T-Shirt Back', required: true },
    };

    it('stores and returns custom inputs as pcm.yaml shows them', async () => {
      const created = await create({ name: 'Printed tee', custom_inputs: customInputs });
      expect(created.status).toBe(201);
      expect(created.body.data.attributes.custom_inputs).toEqual(customInputs);
      const cleared = await update(created.body.data.id, { custom_inputs: null });
      expect(cleared.body.data.attributes.custom_inputs).toBeUndefined();
    });

    it.each([
      [{ front: { required: true } }, 'custom_inputs.front.name is required'],
      [{ front: { name: 'F', required: 'yes' } }, 'custom_inputs.front.required must be a boolean'],
      [
        { front: { name: 'F', validation_rules: [{ type: 'string', options: { max_length: 300 } }] } },
        'custom_inputs.front max_length must be an integer from 1 to 255',
      ],
      [{ front: { name: 'F', validation_rules: [{ type: 'number' }] } }, /must have type string/],
      [{ front: { name: 'F', colour: 'red' } }, /colour is not a recognised/],
    ])('rejects %j', async (custom_inputs, detail) => {
      const response = await create({ name: 'Bad tee', custom_inputs });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual([
        expect.objectContaining({
          detail: typeof detail === 'string' ? detail : expect.stringMatching(detail),
          source: { pointer: '/data/attributes/custom_inputs' },
        }),
      ]);
    });
  });

  describe('bundles', () => {
    it('creates a bundle of existing products, marks it a bundle and lists its component products', async () => {
      const game = (await create({ name: 'Game one' })).body.data;
      const other = (await create({ name: 'Game two' })).body.data;
      const components = {
        games: {
          name: 'Games',
          options: [
            { id: game.id, type: 'product', quantity: 1, default: true },
            { id: other.id, type: 'product', quantity: 2, min: 1, max: 3 },
          ],
          min: 1,
          max: 1,
        },
      };
      const bundle = await create({ name: 'Games bundle', components });
      expect(bundle.status).toBe(201);
      expect(bundle.body.data.attributes.components).toEqual(components);
      expect(bundle.body.data.meta.product_types).toEqual(['bundle']);
      expect(bundle.body.data.relationships.component_products?.data).toEqual([
        { type: 'product', id: game.id },
        { type: 'product', id: other.id },
      ]);
      const related = await request<ReferencesBody>(
        api.sandbox,
        `/pcm/products/${bundle.body.data.id}/relationships/component_products`,
        { token: api.token },
      );
      expect(related.body.data.map((ref) => ref.id)).toEqual([game.id, other.id]);
      const filtered = await request<{ data: ProductResource[] }>(
        api.sandbox,
        `/pcm/products?filter=eq(product_types,bundle)`,
        { token: api.token },
      );
      expect(filtered.body.data.map((product) => product.id)).toContain(bundle.body.data.id);
    });

    it('rejects unknown component products and a bundle that contains itself', async () => {
      const unknown = await create({
        name: 'Ghost bundle',
        components: { a: { options: [{ id: 'nope', type: 'product', quantity: 1 }] } },
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual([
        expect.objectContaining({
          detail: 'No product found with id nope',
          source: { pointer: '/data/attributes/components/a/options/0/id' },
        }),
      ]);

      const inner = (await create({ name: 'Inner' })).body.data;
      const outer = (
        await create({
          name: 'Outer bundle',
          components: { x: { options: [{ id: inner.id, type: 'product', quantity: 1 }] } },
        })
      ).body.data;
      const self = await update(outer.id, {
        components: { x: { options: [{ id: outer.id, type: 'product', quantity: 1 }] } },
      });
      expect(self.status).toBe(422);
      expect(self.body.errors[0]?.detail).toBe('A bundle cannot contain itself');
      // Through another bundle: inner may not contain outer, which contains inner.
      const cycle = await update(inner.id, {
        components: { y: { options: [{ id: outer.id, type: 'product', quantity: 1 }] } },
      });
      expect(cycle.status).toBe(422);
      expect(cycle.body.errors[0]?.detail).toBe('A bundle cannot contain itself');
    });

    it.each([
      [{ a: { options: [] } }, /options must be a non-empty array/],
      [{ a: { options: [{ id: 'x', type: 'product', quantity: 0 }] } }, /quantity must be an integer/],
      [{ a: { options: [{ id: 'x', type: 'file', quantity: 1 }] } }, /type must be product/],
      [{ a: { options: [{ id: 'x', type: 'product', quantity: 1, min: 2 }] } }, /min and max/],
      [{ 'a/b': { options: [{ id: 'x', type: 'product', quantity: 1 }] } }, /component names may only/],
    ])('rejects malformed components %j', async (components, detail) => {
      const response = await create({ name: 'Bad bundle', components });
      expect(response.status).toBe(422);
      expect(response.body.errors[0]?.detail).toMatch(detail);
    });
  });

  describe('files relationship', () => {
    it('attaches, replaces and detaches files, shown in relationships.files', async () => {
      const product = (await create({ name: 'Poster' })).body.data;
      const [a, b, c] = [await createFile('a.png'), await createFile('b.png'), await createFile('c.jpg')];
      expect((await files(product.id, 'POST', [a, b])).status).toBe(204);
      expect((await files(product.id, 'POST', [b, c])).status).toBe(204);
      expect(await fileIds(product.id)).toEqual([a, b, c]);
      expect((await get(product.id)).body.data.relationships.files?.data).toEqual([
        { type: 'file', id: a },
        { type: 'file', id: b },
        { type: 'file', id: c },
      ]);
      expect((await files(product.id, 'DELETE', [b])).status).toBe(204);
      expect(await fileIds(product.id)).toEqual([a, c]);
      expect((await files(product.id, 'PUT', [c])).status).toBe(204);
      expect(await fileIds(product.id)).toEqual([c]);
      const list = await request<{ data: ProductResource[] }>(
        api.sandbox,
        `/pcm/products?filter=eq(id,${product.id})`,
        { token: api.token },
      );
      expect(list.body.data[0]?.relationships.files?.data).toEqual([{ type: 'file', id: c }]);
      expect((await files(product.id, 'PUT', [])).status).toBe(204);
      expect(await fileIds(product.id)).toEqual([]);
    });

    it('rejects unknown files and bad items with 422, and unknown products with 404', async () => {
      const product = (await create({ name: 'Flyer' })).body.data;
      const response = await files(product.id, 'POST', ['missing']);
      expect(response.status).toBe(422);
      expect(response.body?.errors).toEqual([
        expect.objectContaining({
          detail: 'No file found with id missing',
          source: { pointer: '/data/0/id' },
        }),
      ]);
      const malformed = await request<ErrorBody>(
        api.sandbox,
        `/pcm/products/${product.id}/relationships/files`,
        {
          method: 'POST',
          token: api.token,
          json: { data: [{ type: 'image', id: 'x' }] },
        },
      );
      expect(malformed.status).toBe(422);
      expect((await files('no-such-product', 'POST', [])).status).toBe(404);
    });
  });
});
