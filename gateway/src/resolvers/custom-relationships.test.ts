import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const USER_ERRORS = 'userErrors { field message code }';

function definitionResource(slug: string, biDirectional = false) {
  return {
    id: `id-${slug}`,
    type: 'custom-relationship',
    attributes: {
      slug,
      name: `Name ${slug}`,
      external_name: 'You may also like',
      bi_directional: biDirectional,
    },
    meta: {
      owner: 'store',
      timestamps: { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z' },
    },
  };
}

function productResource(id: string) {
  return {
    id,
    type: 'product',
    attributes: {
      name: `Product ${id}`,
      status: 'live',
      commodity_type: 'physical',
      slug: id,
      sku: `SKU-${id}`,
    },
    relationships: {},
    meta: { product_types: ['standard'] },
  };
}

describe('custom relationship queries', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('lists definitions and reads one by slug, null when missing', async () => {
    provider.use(
      http.get(`${PROVIDER}/pcm/custom-relationships`, () =>
        HttpResponse.json({ data: [definitionResource('related', true)], meta: { results: { total: 1 } } }),
      ),
      http.get(`${PROVIDER}/pcm/custom-relationships/:slug`, ({ params }) =>
        params.slug === 'related'
          ? HttpResponse.json({ data: definitionResource('related', true) })
          : HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 }),
      ),
    );
    const result = await gateway.execute(`{
      customRelationships { items { id slug name description externalName biDirectional createdAt } pageInfo { total } }
      found: customRelationship(slug: "related") { slug }
      missing: customRelationship(slug: "nope") { slug } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      customRelationships: {
        items: [
          {
            id: 'id-related',
            slug: 'related',
            name: 'Name related',
            description: null,
            externalName: 'You may also like',
            biDirectional: true,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        pageInfo: { total: 1 },
      },
      found: { slug: 'related' },
      missing: null,
    });
  });

  it('resolves related products of several products with one batched product call', async () => {
    const productCalls: string[] = [];
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, ({ request }) => {
        const filter = new URL(request.url).searchParams.get('filter') ?? '';
        productCalls.push(filter);
        const ids = /in\(id,([^)]*)\)/.exec(filter)?.[1]?.split(',') ?? ['p1', 'p2'];
        return HttpResponse.json({
          data: ids.map(productResource),
          meta: { results: { total: ids.length } },
        });
      }),
      http.get(`${PROVIDER}/pcm/products/:id/custom-relationships/:slug`, ({ params }) =>
        HttpResponse.json({
          data: [{ type: 'product', id: `r-${String(params.id)}` }],
          meta: { results: { total: 1 } },
        }),
      ),
    );
    const result = await gateway.execute(`{ products { items { id
      relatedProducts(slug: "related") { items { id sku } pageInfo { total } } } } }`);
    expect(result.errors).toBeUndefined();
    const items = (result.data?.products as { items: { relatedProducts: { items: { id: string }[] } }[] })
      .items;
    expect(items.map((item) => item.relatedProducts.items.map((related) => related.id))).toEqual([
      ['r-p1'],
      ['r-p2'],
    ]);
    // One list call for the page, one batched `in(id,...)` call for every related product.
    expect(productCalls.filter((filter) => filter.startsWith('in(id'))).toHaveLength(1);
  });
});

describe('custom relationship mutations', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('creates a definition, sending snake_case attributes', async () => {
    let sent: unknown;
    provider.use(
      http.post(`${PROVIDER}/pcm/custom-relationships`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: definitionResource('spares') }, { status: 201 });
      }),
    );
    const result = await gateway.execute(`mutation { createCustomRelationship(input: {
      slug: "spares", name: "Spares", externalName: "Spare parts", biDirectional: false }) {
      customRelationship { slug } ${USER_ERRORS} } }`);
    expect(result.errors).toBeUndefined();
    expect(sent).toEqual({
      data: {
        type: 'custom-relationship',
        attributes: { slug: 'spares', name: 'Spares', external_name: 'Spare parts', bi_directional: false },
      },
    });
    expect(result.data?.createCustomRelationship).toEqual({
      customRelationship: { slug: 'spares' },
      userErrors: [],
    });
  });

  it('updates by slug with the stored id in the body, and reports provider validation as userErrors', async () => {
    let sent: unknown;
    provider.use(
      http.get(`${PROVIDER}/pcm/custom-relationships/spares`, () =>
        HttpResponse.json({ data: definitionResource('spares') }),
      ),
      http.put(`${PROVIDER}/pcm/custom-relationships/spares`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'name must be a non-empty string',
                source: { pointer: '/data/attributes/name' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const result =
      await gateway.execute(`mutation { updateCustomRelationship(slug: "spares", input: { name: "" }) {
      customRelationship { slug } ${USER_ERRORS} } }`);
    expect(result.errors).toBeUndefined();
    expect(sent).toEqual({
      data: { id: 'id-spares', type: 'custom-relationship', attributes: { name: '' } },
    });
    const payload = result.data?.updateCustomRelationship as {
      customRelationship: null;
      userErrors: { field: string[] }[];
    };
    expect(payload.customRelationship).toBeNull();
    expect(payload.userErrors[0]?.field).toEqual(['name']);
  });

  it('deletes by slug', async () => {
    provider.use(
      http.delete(
        `${PROVIDER}/pcm/custom-relationships/spares`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    const result = await gateway.execute(
      `mutation { deleteCustomRelationship(slug: "spares") { deletedSlug ${USER_ERRORS} } }`,
    );
    expect(result.data?.deleteCustomRelationship).toEqual({ deletedSlug: 'spares', userErrors: [] });
  });

  it('relates products, reporting the ones the provider refused, and answers with the product', async () => {
    let sent: unknown;
    provider.use(
      http.post(`${PROVIDER}/pcm/products/p1/custom-relationships/related`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            meta: {
              associated_products: ['p2'],
              products_not_associated: [{ ID: 'gone', Details: 'could not find product' }],
            },
          },
          { status: 201 },
        );
      }),
      http.get(`${PROVIDER}/pcm/products`, () =>
        HttpResponse.json({ data: [productResource('p1')], meta: { results: { total: 1 } } }),
      ),
      http.get(`${PROVIDER}/pcm/products/p1/custom-relationships`, () =>
        HttpResponse.json({ data: [definitionResource('related', true)], meta: { results: { total: 1 } } }),
      ),
    );
    const result = await gateway.execute(`mutation { relateProducts(productId: "p1", slug: "related",
      relatedProductIds: ["p2", "gone"]) { product { id customRelationships { slug } }
      notRelated { productId reason } ${USER_ERRORS} } }`);
    expect(result.errors).toBeUndefined();
    expect(sent).toEqual({
      data: [
        { type: 'product', id: 'p2' },
        { type: 'product', id: 'gone' },
      ],
    });
    expect(result.data?.relateProducts).toEqual({
      product: { id: 'p1', customRelationships: [{ slug: 'related' }] },
      notRelated: [{ productId: 'gone', reason: 'could not find product' }],
      userErrors: [],
    });
  });

  it('detaches definitions and unrelates products with request bodies', async () => {
    const bodies: unknown[] = [];
    provider.use(
      http.delete(`${PROVIDER}/pcm/products/p1/custom-relationships`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete(`${PROVIDER}/pcm/products/p1/custom-relationships/related`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${PROVIDER}/pcm/products`, () =>
        HttpResponse.json({ data: [productResource('p1')], meta: { results: { total: 1 } } }),
      ),
    );
    const result = await gateway.execute(`mutation {
      unrelate: unrelateProducts(productId: "p1", slug: "related", relatedProductIds: ["p2"]) { product { id } ${USER_ERRORS} }
      detach: detachCustomRelationships(productId: "p1", slugs: ["related"]) { product { id } ${USER_ERRORS} } }`);
    expect(result.errors).toBeUndefined();
    expect(bodies).toEqual([
      { data: [{ type: 'product', id: 'p2' }] },
      { data: [{ type: 'custom-relationship', slug: 'related' }] },
    ]);
  });
});
