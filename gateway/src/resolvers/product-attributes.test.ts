import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

/** Locales, extensions, custom inputs, bundle components, files and filtered children of a product. */

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

function productResource(id: string, extra: Record<string, unknown> = {}, relationships = {}) {
  return {
    id,
    type: 'product',
    attributes: {
      name: `Product ${id}`,
      sku: `SKU-${id}`,
      status: 'draft',
      commodity_type: 'physical',
      ...extra,
    },
    meta: { owner: 'store', product_types: ['standard'] },
    relationships,
  };
}

function fileResource(id: string) {
  return {
    id,
    type: 'file',
    file_name: `${id}.png`,
    mime_type: 'image/png',
    file_size: 10,
    public: true,
    link: { href: `https://cdn.example.com/${id}.png` },
  };
}

const DETAILS = /* GraphQL */ `
  query ($id: ID!) {
    product(id: $id) {
      id
      locales {
        locale
        name
        description
      }
      extensions
      customInputs {
        key
        name
        required
        maxLength
      }
      components {
        key
        name
        min
        max
        options {
          productId
          quantity
          default
          product {
            id
            sku
          }
        }
      }
      files {
        id
        fileName
      }
    }
  }
`;

describe('product attributes', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('maps locales, extensions, custom inputs, components and files, batching products and files', async () => {
    const productFilters: string[] = [];
    const fileFilters: string[] = [];
    const bundle = productResource(
      'b1',
      {
        locales: { 'fr-FR': { name: 'Lot', description: 'Un lot' } },
        extensions: { 'products(size)': { width: 10, fits: true } },
        custom_inputs: {
          front: { name: 'Front', validation_rules: [{ type: 'string', options: { max_length: 50 } }] },
          back: { name: 'Back', required: true },
        },
        components: {
          games: {
            name: 'Games',
            min: 1,
            max: 1,
            options: [
              { id: 'g1', type: 'product', quantity: 1, default: true },
              { id: 'g2', type: 'product', quantity: 2 },
            ],
          },
        },
      },
      {
        files: {
          data: [
            { type: 'file', id: 'f1' },
            { type: 'file', id: 'f2' },
          ],
        },
      },
    );
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, ({ request }) => {
        const filter = new URL(request.url).searchParams.get('filter') ?? '';
        productFilters.push(filter);
        const all = [bundle, productResource('g1'), productResource('g2')];
        return HttpResponse.json({ data: all.filter((p) => filter.includes(p.id)), meta: {}, links: {} });
      }),
      http.get(`${PROVIDER}/v2/files`, ({ request }) => {
        fileFilters.push(new URL(request.url).searchParams.get('filter') ?? '');
        return HttpResponse.json({ data: [fileResource('f1'), fileResource('f2')], meta: {}, links: {} });
      }),
    );
    const result = await gateway.execute(DETAILS, { id: 'b1' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.product).toEqual({
      id: 'b1',
      locales: [{ locale: 'fr-FR', name: 'Lot', description: 'Un lot' }],
      extensions: { 'products(size)': { width: 10, fits: true } },
      customInputs: [
        { key: 'front', name: 'Front', required: false, maxLength: 50 },
        { key: 'back', name: 'Back', required: true, maxLength: null },
      ],
      components: [
        {
          key: 'games',
          name: 'Games',
          min: 1,
          max: 1,
          options: [
            { productId: 'g1', quantity: 1, default: true, product: { id: 'g1', sku: 'SKU-g1' } },
            { productId: 'g2', quantity: 2, default: null, product: { id: 'g2', sku: 'SKU-g2' } },
          ],
        },
      ],
      files: [
        { id: 'f1', fileName: 'f1.png' },
        { id: 'f2', fileName: 'f2.png' },
      ],
    });
    // One call for the bundle, one for both component products, one for both files.
    expect(productFilters).toEqual(['in(id,b1)', 'in(id,g1,g2)']);
    expect(fileFilters).toEqual(['in(id,f1,f2)']);
    expect(result.extensions?.provider).toMatchObject({ calls: 3 });
  });

  it('sends lists as the provider keyed maps on create, and clears them with empty lists on update', async () => {
    const bodies: unknown[] = [];
    provider.use(
      http.post(`${PROVIDER}/pcm/products`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: productResource('n1') }, { status: 201 });
      }),
      http.put(`${PROVIDER}/pcm/products/n1`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: productResource('n1') });
      }),
    );
    const created = await gateway.execute(
      /* GraphQL */ `
        mutation ($input: ProductCreateInput!) {
          createProduct(input: $input) {
            product {
              id
            }
            userErrors {
              message
            }
          }
        }
      `,
      {
        input: {
          name: 'Bundle',
          sku: 'B-1',
          commodityType: 'DIGITAL',
          locales: [{ locale: 'de-DE', name: 'Bündel' }],
          extensions: { 'products(size)': { width: 10 } },
          customInputs: [{ key: 'message', name: 'Message', required: true, maxLength: 40 }],
          components: [
            { key: 'games', name: 'Games', options: [{ productId: 'g1', quantity: 2, default: true }] },
          ],
        },
      },
    );
    expect(created.data?.createProduct).toEqual({ product: { id: 'n1' }, userErrors: [] });
    expect(bodies[0]).toEqual({
      data: {
        type: 'product',
        attributes: {
          name: 'Bundle',
          sku: 'B-1',
          commodity_type: 'digital',
          locales: { 'de-DE': { name: 'Bündel' } },
          extensions: { 'products(size)': { width: 10 } },
          custom_inputs: {
            message: {
              name: 'Message',
              validation_rules: [{ type: 'string', options: { max_length: 40 } }],
              required: true,
            },
          },
          components: {
            games: { name: 'Games', options: [{ id: 'g1', type: 'product', quantity: 2, default: true }] },
          },
        },
      },
    });
    await gateway.execute(
      `mutation { updateProduct(id: "n1", input: { locales: [], components: [], extensions: null }) { userErrors { message } } }`,
    );
    expect(bodies[1]).toEqual({
      data: { id: 'n1', type: 'product', attributes: { locales: null, components: null, extensions: null } },
    });
  });

  it('refuses repeated keys and non-object extensions before calling the provider', async () => {
    const result = await gateway.execute(
      `mutation { createProduct(input: { name: "X", sku: "X", commodityType: PHYSICAL, extensions: [1], customInputs: [{ key: "a", name: "A" }, { key: "a", name: "B" }] }) { product { id } userErrors { field message code } } }`,
    );
    expect(result.data?.createProduct).toEqual({
      product: null,
      userErrors: [
        { field: ['input', 'customInputs'], message: '"a" is given more than once', code: 'INVALID' },
        {
          field: ['input', 'extensions'],
          message: 'Extensions must be an object of template slugs',
          code: 'INVALID',
        },
      ],
    });
    expect(result.extensions?.provider).toMatchObject({ calls: 0 });
  });

  it('maps a provider refusal inside components to the components field', async () => {
    provider.use(
      http.put(`${PROVIDER}/pcm/products/b1`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'A bundle cannot contain itself',
                source: { pointer: '/data/attributes/components/x/options/0/id' },
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const result = await gateway.execute(
      `mutation { updateProduct(id: "b1", input: { components: [{ key: "x", options: [{ productId: "b1", quantity: 1 }] }] }) { product { id } userErrors { field message } } }`,
    );
    expect(result.data?.updateProduct).toEqual({
      product: null,
      userErrors: [
        { field: ['components', 'x', 'options', '0', 'id'], message: 'A bundle cannot contain itself' },
      ],
    });
  });
});

describe('product files relationship', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  const MUTATION = (name: string) => /* GraphQL */ `
    mutation ($fileIds: [ID!]!) {
      ${name}(productId: "p1", fileIds: $fileIds) {
        product {
          id
          files {
            id
          }
        }
        userErrors {
          field
          message
          code
        }
      }
    }
  `;

  it.each([
    ['attachProductFiles', 'POST'],
    ['replaceProductFiles', 'PUT'],
    ['detachProductFiles', 'DELETE'],
  ])('%s sends %s with file references, then returns the product', async (mutation, method) => {
    const calls: { method: string; body: unknown }[] = [];
    provider.use(
      http.all(`${PROVIDER}/pcm/products/p1/relationships/files`, async ({ request }) => {
        calls.push({ method: request.method, body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${PROVIDER}/pcm/products/p1`, () =>
        HttpResponse.json({
          data: productResource('p1', {}, { files: { data: [{ type: 'file', id: 'f1' }] } }),
        }),
      ),
      http.get(`${PROVIDER}/v2/files`, () =>
        HttpResponse.json({ data: [fileResource('f1')], meta: {}, links: {} }),
      ),
    );
    const result = await gateway.execute(MUTATION(mutation), { fileIds: ['f1', 'f2'] });
    expect(result.errors).toBeUndefined();
    expect(calls).toEqual([
      {
        method,
        body: {
          data: [
            { type: 'file', id: 'f1' },
            { type: 'file', id: 'f2' },
          ],
        },
      },
    ]);
    expect(result.data?.[mutation]).toEqual({ product: { id: 'p1', files: [{ id: 'f1' }] }, userErrors: [] });
  });

  it('names fileIds on an unknown file', async () => {
    provider.use(
      http.post(`${PROVIDER}/pcm/products/p1/relationships/files`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'No file found with id f9',
                source: { pointer: '/data/0/id' },
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const result = await gateway.execute(MUTATION('attachProductFiles'), { fileIds: ['f9'] });
    expect(result.data?.attachProductFiles).toEqual({
      product: null,
      userErrors: [{ field: ['fileIds'], message: 'No file found with id f9', code: 'INVALID' }],
    });
  });
});

describe('product children', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('passes filter, sort and page to the children call', async () => {
    let url: URL | undefined;
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, () =>
        HttpResponse.json({ data: [productResource('parent')], meta: {}, links: {} }),
      ),
      http.get(`${PROVIDER}/pcm/products/parent/children`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({
          data: [productResource('c1')],
          meta: { page: { limit: 5, offset: 5, current: 2, total: 2 }, results: { total: 6 } },
          links: {},
        });
      }),
    );
    const result = await gateway.execute(
      `{ product(id: "parent") { children(filter: { sku: { like: "TEE" } }, sort: [{ field: NAME, direction: DESC }], page: { limit: 5, offset: 5 }) { items { id } pageInfo { total hasNextPage } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('filter')).toBe('like(sku,*TEE*)');
    expect(url?.searchParams.get('sort')).toBe('-name');
    expect(url?.searchParams.get('page[limit]')).toBe('5');
    expect(url?.searchParams.get('page[offset]')).toBe('5');
    expect(result.data?.product).toEqual({
      children: { items: [{ id: 'c1' }], pageInfo: { total: 6, hasNextPage: false } },
    });
  });
});
