import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const USER_ERRORS = 'userErrors { field message code }';

function variationResource(id: string, name: string) {
  return {
    id,
    type: 'product-variation',
    attributes: { name, sort_order: 2 },
    meta: {
      owner: 'store',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
      options: [
        { id: `${id}-o1`, name: 'Small', description: 'S', sort_order: 2 },
        { id: `${id}-o2`, name: 'Large' },
      ],
    },
  };
}

function productResource(id: string, extra: { relationships?: object; meta?: object } = {}) {
  return {
    id,
    type: 'product',
    attributes: { name: `Product ${id}`, status: 'draft', commodity_type: 'physical', slug: id },
    relationships: extra.relationships ?? {},
    meta: { product_types: ['standard'], ...extra.meta },
  };
}

describe('variation queries', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('lists variations with their options, and each option’s modifiers once per option', async () => {
    const modifierCalls: string[] = [];
    provider.use(
      http.get(`${PROVIDER}/pcm/variations`, () =>
        HttpResponse.json({ data: [variationResource('v1', 'Size')], meta: { results: { total: 1 } } }),
      ),
      http.get(`${PROVIDER}/pcm/variations/:id/options/:optionId/modifiers`, ({ params }) => {
        modifierCalls.push(String(params.optionId));
        return HttpResponse.json({
          data: [
            {
              id: `m-${String(params.optionId)}`,
              type: 'product-variation-modifier',
              attributes: { type: 'sku_builder', seek: '{SIZE}', set: 'S' },
            },
          ],
        });
      }),
    );
    const result = await gateway.execute(`{ variations(page: { limit: 10 }) {
      items { id name sortOrder createdAt options { id variationId name description sortOrder
        modifiers { id type value seek set } } }
      pageInfo { total } } }`);
    expect(result.errors).toBeUndefined();
    const page = result.data?.variations as {
      items: { options: { variationId: string; modifiers: { type: string; seek: string }[] }[] }[];
      pageInfo: { total: number };
    };
    expect(page.pageInfo.total).toBe(1);
    expect(page.items[0].options).toHaveLength(2);
    expect(page.items[0].options[0]).toMatchObject({
      variationId: 'v1',
      modifiers: [{ type: 'SKU_BUILDER', seek: '{SIZE}' }],
    });
    expect(modifierCalls.sort()).toEqual(['v1-o1', 'v1-o2']);
  });

  it('resolves a product’s variations once per distinct variation, its children and a child’s parent', async () => {
    const variationCalls: string[] = [];
    provider.use(
      http.get(`${PROVIDER}/pcm/variations/:id`, ({ params }) => {
        variationCalls.push(String(params.id));
        return HttpResponse.json({
          data: variationResource(String(params.id), `Variation ${String(params.id)}`),
        });
      }),
      http.get(`${PROVIDER}/pcm/products`, () =>
        HttpResponse.json({
          data: ['p1', 'p2'].map((id) =>
            productResource(id, {
              relationships: { variations: { data: [{ type: 'product-variation', id: 'v1' }] } },
            }),
          ),
          meta: { results: { total: 2 } },
        }),
      ),
      http.get(`${PROVIDER}/pcm/products/p1/children`, () =>
        HttpResponse.json({
          data: [
            productResource('c1', {
              relationships: { parent: { data: { type: 'product', id: 'p1' } } },
              meta: {
                product_types: ['child'],
                child_variations: [{ id: 'v1', name: 'Size', option: { id: 'v1-o1', name: 'Small' } }],
              },
            }),
          ],
          meta: { results: { total: 1 } },
        }),
      ),
    );
    const result =
      await gateway.execute(`{ products(page: { limit: 10 }) { items { id variations { id name } } } product(id: "p1") {
      children { items { id productTypes variationChoices { variationName optionName } parent { id } } pageInfo { total } } } }`);
    expect(result.errors).toBeUndefined();
    expect(variationCalls).toEqual(['v1']);
    const product = result.data?.product as {
      children: { items: { variationChoices: unknown[]; parent: { id: string } }[] };
    };
    expect(product.children.items[0].variationChoices).toEqual([
      { variationName: 'Size', optionName: 'Small' },
    ]);
    expect(product.children.items[0].parent.id).toBe('p1');
  }, 10_000);
});

describe("a product's variations when the provider fails", () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('leave out a variation deleted since, but report a failure instead of a shorter list', async () => {
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, () =>
        HttpResponse.json({
          data: [
            productResource('p1', {
              relationships: {
                variations: {
                  data: [
                    { type: 'product-variation', id: 'gone' },
                    { type: 'product-variation', id: 'broken' },
                  ],
                },
              },
            }),
          ],
        }),
      ),
      http.get(`${PROVIDER}/pcm/variations/gone`, () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 }),
      ),
      http.get(`${PROVIDER}/pcm/variations/broken`, () =>
        HttpResponse.json({ errors: [{ status: '500', title: 'Internal' }] }, { status: 500 }),
      ),
    );
    const result = await gateway.execute('{ product(id: "p1") { id variations { id } } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(result.errors?.[0]?.path).toEqual(['product', 'variations']);

    provider.use(
      http.get(`${PROVIDER}/pcm/variations/broken`, () =>
        HttpResponse.json({ data: variationResource('broken', 'Size') }),
      ),
    );
    const recovered = await gateway.execute('{ product(id: "p1") { id variations { id } } }');
    expect(recovered.errors).toBeUndefined();
    expect(recovered.data?.product).toEqual({ id: 'p1', variations: [{ id: 'broken' }] });
  });
});

describe('variation mutations', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('turns a duplicate name into a userError on the name field', async () => {
    provider.use(
      http.post(`${PROVIDER}/pcm/variations`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: '409',
                title: 'Conflict',
                detail: 'A variation with this name already exists',
                source: { pointer: '/data/attributes/name' },
              },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    const result = await gateway.execute(
      `mutation { createVariation(input: { name: "Size" }) { variation { id } ${USER_ERRORS} } }`,
    );
    expect(result.data?.createVariation).toEqual({
      variation: null,
      userErrors: [
        { field: ['name'], message: 'A variation with this name already exists', code: 'DUPLICATE' },
      ],
    });
  });

  it('sends a builder modifier as seek and set with the provider’s type name', async () => {
    let body: unknown;
    provider.use(
      http.post(`${PROVIDER}/pcm/variations/v1/options/o1/modifiers`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            data: {
              id: 'm1',
              type: 'product-variation-modifier',
              attributes: { type: 'sku_builder', seek: '{SIZE}', set: 'L' },
            },
          },
          { status: 201 },
        );
      }),
    );
    const result =
      await gateway.execute(`mutation { createVariationModifier(variationId: "v1", optionId: "o1",
      input: { type: SKU_BUILDER, seek: "{SIZE}", set: "L" }) { modifier { id type seek set } ${USER_ERRORS} } }`);
    expect(result.errors).toBeUndefined();
    expect(body).toEqual({
      data: {
        type: 'product-variation-modifier',
        attributes: { type: 'sku_builder', seek: '{SIZE}', set: 'L' },
      },
    });
    expect(result.data?.createVariationModifier).toEqual({
      modifier: { id: 'm1', type: 'SKU_BUILDER', seek: '{SIZE}', set: 'L' },
      userErrors: [],
    });
  });

  it('attaches variations, builds children and reads the product back', async () => {
    const calls: string[] = [];
    provider.use(
      http.post(`${PROVIDER}/pcm/products/p1/relationships/variations`, async ({ request }) => {
        calls.push(`attach ${JSON.stringify(await request.json())}`);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${PROVIDER}/pcm/products/p1/build`, () => {
        calls.push('build');
        return HttpResponse.json({}, { status: 201 });
      }),
      http.get(`${PROVIDER}/pcm/products/p1`, () =>
        HttpResponse.json({ data: productResource('p1', { meta: { product_types: ['parent'] } }) }),
      ),
    );
    const attached = await gateway.execute(
      `mutation { attachVariations(productId: "p1", variationIds: ["v1"]) { product { id } ${USER_ERRORS} } }`,
    );
    expect(attached.data?.attachVariations).toEqual({ product: { id: 'p1' }, userErrors: [] });
    const built = await gateway.execute(
      `mutation { buildChildProducts(productId: "p1") { product { productTypes } ${USER_ERRORS} } }`,
    );
    expect(built.data?.buildChildProducts).toEqual({ product: { productTypes: ['parent'] }, userErrors: [] });
    expect(calls).toEqual(['attach {"data":[{"type":"product-variation","id":"v1"}]}', 'build']);
  });

  it('replaces the variations with PUT and reads the product back', async () => {
    const sent: unknown[] = [];
    provider.use(
      http.put(`${PROVIDER}/pcm/products/p1/relationships/variations`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: [{ type: 'product-variation', id: 'v2' }] });
      }),
      http.get(`${PROVIDER}/pcm/products/p1`, () => HttpResponse.json({ data: productResource('p1') })),
    );
    const replaced = await gateway.execute(
      `mutation { replaceVariations(productId: "p1", variationIds: ["v2"]) { product { id } ${USER_ERRORS} } }`,
    );
    expect(replaced.data?.replaceVariations).toEqual({ product: { id: 'p1' }, userErrors: [] });
    expect(sent).toEqual([{ data: [{ type: 'product-variation', id: 'v2' }] }]);
  });

  it('reports a failed build as a userError on productId', async () => {
    provider.use(
      http.post(`${PROVIDER}/pcm/products/p1/build`, () =>
        HttpResponse.json(
          {
            errors: [{ status: '422', title: 'Failed Validation', detail: 'The product has no variations' }],
          },
          { status: 422 },
        ),
      ),
    );
    const result = await gateway.execute(
      `mutation { buildChildProducts(productId: "p1") { product { id } ${USER_ERRORS} } }`,
    );
    expect(result.data?.buildChildProducts).toEqual({
      product: null,
      userErrors: [{ field: ['productId'], message: 'The product has no variations', code: 'INVALID' }],
    });
  });
});

describe('one variation option and modifier', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('reads a variation’s options paged, one option and one modifier by id', async () => {
    let optionsUrl: URL | undefined;
    const option = {
      id: 'o-1',
      type: 'product-variation-option',
      attributes: { name: 'Small', description: 'S', sort_order: 1 },
    };
    provider.use(
      http.get(`${PROVIDER}/pcm/variations/v-1/options`, ({ request }) => {
        optionsUrl = new URL(request.url);
        return HttpResponse.json({
          data: [option],
          meta: { page: { limit: 5, offset: 0, current: 1, total: 1 }, results: { total: 1 } },
        });
      }),
      http.get(`${PROVIDER}/pcm/variations/v-1/options/o-1`, () => HttpResponse.json({ data: option })),
      http.get(`${PROVIDER}/pcm/variations/v-1/options/gone`, () =>
        HttpResponse.json({ errors: [{ status: 404, title: 'Not Found' }] }, { status: 404 }),
      ),
      http.get(`${PROVIDER}/pcm/variations/v-1/options/o-1/modifiers/m-1`, () =>
        HttpResponse.json({
          data: {
            id: 'm-1',
            type: 'product-variation-modifier',
            attributes: { type: 'name_append', value: ' Small' },
          },
        }),
      ),
    );
    const result = await gateway.execute(`{
      variationOptions(variationId: "v-1", page: { limit: 5 }) {
        items { id variationId name description sortOrder } pageInfo { total } }
      variationOption(variationId: "v-1", id: "o-1") { id name }
      gone: variationOption(variationId: "v-1", id: "gone") { id }
      variationModifier(variationId: "v-1", optionId: "o-1", id: "m-1") { id type value } }`);
    expect(result.errors).toBeUndefined();
    expect(optionsUrl?.searchParams.get('page[limit]')).toBe('5');
    expect(result.data).toEqual({
      variationOptions: {
        items: [{ id: 'o-1', variationId: 'v-1', name: 'Small', description: 'S', sortOrder: 1 }],
        pageInfo: { total: 1 },
      },
      variationOption: { id: 'o-1', name: 'Small' },
      gone: null,
      variationModifier: { id: 'm-1', type: 'NAME_APPEND', value: ' Small' },
    });
  });
});
