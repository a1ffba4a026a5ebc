import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const node = (id: string, parentId: string | null = null) => ({
  id,
  type: 'node',
  attributes: { name: `Node ${id}`, slug: id },
  relationships: parentId ? { parent: { data: { type: 'node', id: parentId } } } : {},
  meta: {
    has_children: parentId === null,
    breadcrumbs: [
      { id: 'h-1', name: 'Home' },
      { id, name: `Node ${id}` },
    ],
  },
});

const parent = {
  id: 'p-1',
  type: 'product',
  attributes: { name: 'Shirt', sku: 'SHIRT', base_product: true },
  relationships: {
    children: { links: { self: '/catalog/products/p-1/relationships/children' } },
    'goes-with': {
      links: { related: '/catalogs/c/releases/r/products/p-1/relationships/goes-with/products' },
    },
  },
  meta: {
    product_types: ['parent'],
    display_price: { with_tax: { amount: 2000, currency: 'USD', formatted: '$20.00' } },
    variations: [
      {
        id: 'v-1',
        name: 'Color',
        options: [
          { id: 'o-red', name: 'Red' },
          { id: 'o-blue', name: 'Blue' },
        ],
      },
    ],
  },
};

const child = {
  id: 'p-1-red',
  type: 'product',
  attributes: { name: 'Shirt Red', sku: 'SHIRT-RED', base_product_id: 'p-1' },
  meta: {
    product_types: ['child'],
    child_variations: [{ id: 'v-1', name: 'Color', option: { id: 'o-red', name: 'Red' } }],
  },
};

const list = (data: unknown[]) => HttpResponse.json({ data, meta: { results: { total: data.length } } });

/** Answers `path` and records the context headers it was sent with. */
function recorded(seen: Record<string, string>[], answer: () => Response) {
  return ({ request }: { request: Request }) => {
    seen.push({
      channel: request.headers.get('ep-channel') ?? '',
      tag: request.headers.get('ep-context-tag') ?? '',
      customer: request.headers.get('x-moltin-customer-token') ?? '',
      account: request.headers.get('ep-account-management-authentication-token') ?? '',
    });
    return answer();
  };
}

describe('shopper catalog', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('browses the shopper catalog on catalog/... with the context headers on every call', async () => {
    const seen: Record<string, string>[] = [];
    const paths: string[] = [];
    const at = (path: string, answer: () => Response) =>
      http.get(`${PROVIDER}/${path}`, (info) => {
        paths.push(path);
        return recorded(seen, answer)(info);
      });
    provider.use(
      at('catalog', () =>
        HttpResponse.json({
          data: { id: 'r-1', type: 'catalog-release', attributes: { name: 'Web', catalog_id: 'c-1' } },
        }),
      ),
      at('catalog/hierarchies', () =>
        list([{ id: 'h-1', type: 'hierarchy', attributes: { name: 'Home' }, meta: { has_children: true } }]),
      ),
      at('catalog/hierarchies/h-1', () =>
        HttpResponse.json({ data: { id: 'h-1', type: 'hierarchy', attributes: { name: 'Home' } } }),
      ),
      at('catalog/hierarchies/h-1/children', () => list([node('n-1')])),
      at('catalog/hierarchies/h-1/nodes', () => list([node('n-1'), node('n-2', 'n-1')])),
      at('catalog/hierarchies/h-1/products', () => list([parent])),
      at('catalog/nodes', () => list([node('n-1')])),
      at('catalog/nodes/n-1', () => HttpResponse.json({ data: node('n-1') })),
      at('catalog/nodes/n-1/relationships/children', () => list([node('n-2', 'n-1')])),
      at('catalog/nodes/n-1/relationships/products', () => list([parent])),
      at('catalog/products', () => list([parent])),
      at('catalog/products/p-1', () => HttpResponse.json({ data: parent })),
      at('catalog/products/p-1/relationships/children', () => list([child])),
      at('catalog/products/p-1/relationships/goes-with/products', () => list([child])),
    );
    const result = await gateway.execute(
      `query ($context: ShopperContextInput) { shopperCatalog(context: $context) {
          release { id name catalogId }
          hierarchies { items { id name hasChildren } }
          hierarchy(id: "h-1") { name children { items { id } } nodes { items { id parentId } }
            products { items { id kind } } }
          nodes { items { id } }
          node(id: "n-1") { name hasChildren breadcrumbs { name } children { items { id parentId } }
            products { items { id } } }
          products { pageInfo { total } }
          product(id: "p-1") { name kind displayPrice { formatted includesTax }
            variations { name options { id name } } relationshipSlugs
            children { items { id kind parentId selectedOptions { variationName optionId optionName } } }
            relatedProducts(slug: "goes-with") { items { id } } } } }`,
      { context: { channel: 'web', tag: 'clearance', customerToken: 'cust.tok', accountToken: 'acct.tok' } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.shopperCatalog).toEqual({
      release: { id: 'r-1', name: 'Web', catalogId: 'c-1' },
      hierarchies: { items: [{ id: 'h-1', name: 'Home', hasChildren: true }] },
      hierarchy: {
        name: 'Home',
        children: { items: [{ id: 'n-1' }] },
        nodes: {
          items: [
            { id: 'n-1', parentId: null },
            { id: 'n-2', parentId: 'n-1' },
          ],
        },
        products: { items: [{ id: 'p-1', kind: 'PARENT' }] },
      },
      nodes: { items: [{ id: 'n-1' }] },
      node: {
        name: 'Node n-1',
        hasChildren: true,
        breadcrumbs: [{ name: 'Home' }, { name: 'Node n-1' }],
        children: { items: [{ id: 'n-2', parentId: 'n-1' }] },
        products: { items: [{ id: 'p-1' }] },
      },
      products: { pageInfo: { total: 1 } },
      product: {
        name: 'Shirt',
        kind: 'PARENT',
        displayPrice: { formatted: '$20.00', includesTax: true },
        variations: [
          {
            name: 'Color',
            options: [
              { id: 'o-red', name: 'Red' },
              { id: 'o-blue', name: 'Blue' },
            ],
          },
        ],
        relationshipSlugs: ['goes-with'],
        children: {
          items: [
            {
              id: 'p-1-red',
              kind: 'CHILD',
              parentId: 'p-1',
              selectedOptions: [{ variationName: 'Color', optionId: 'o-red', optionName: 'Red' }],
            },
          ],
        },
        relatedProducts: { items: [{ id: 'p-1-red' }] },
      },
    });
    expect(paths).toHaveLength(14);
    expect(new Set(seen.map((headers) => JSON.stringify(headers)))).toEqual(
      new Set([
        JSON.stringify({ channel: 'web', tag: 'clearance', customer: 'cust.tok', account: 'acct.tok' }),
      ]),
    );
  });

  it('sends no context header that was left out, and answers null for an unknown node', async () => {
    const seen: Record<string, string>[] = [];
    provider.use(
      http.get(
        `${PROVIDER}/catalog/nodes/missing`,
        recorded(seen, () =>
          HttpResponse.json({ errors: [{ status: 404, title: 'Not Found' }] }, { status: 404 }),
        ),
      ),
    );
    const result = await gateway.execute(
      `{ shopperCatalog(context: { channel: "web" }) { node(id: "missing") { id } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.shopperCatalog).toEqual({ node: null });
    expect(seen).toEqual([{ channel: 'web', tag: '', customer: '', account: '' }]);
  });

  it('gives each source and shopper its own view id, with no token readable in it', async () => {
    const result = await gateway.execute(
      `{ a: shopperCatalog(context: { tag: "vip", customerToken: "secret.tok" }) { id }
         b: shopperCatalog(context: { customerToken: "secret.tok", tag: "vip" }) { id }
         c: shopperCatalog { id } }`,
    );
    const ids = result.data as Record<'a' | 'b' | 'c', { id: string }>;
    expect(ids.a.id).toBe(ids.b.id);
    expect(ids.a.id).not.toBe(ids.c.id);
    expect(ids.a.id).toMatch(/^catalog#[0-9a-f]{16}$/);
    expect(ids.a.id).not.toContain('secret');
  });

  it('refuses a malformed context before any call', async () => {
    const result = await gateway.execute(
      `query ($tag: String) { shopperCatalog(context: { tag: $tag }) { nodes { items { id } } } }`,
      { tag: 'bad\ntag' },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('context.tag');
  });

  it('configures a parent by its options and answers the child', async () => {
    let sent: unknown;
    let channel: string | null = null;
    provider.use(
      http.post(`${PROVIDER}/catalog/products/p-1/configure`, async ({ request }) => {
        sent = await request.json();
        channel = request.headers.get('ep-channel');
        return HttpResponse.json({ data: child });
      }),
    );
    const result = await gateway.execute(
      `mutation { configureShopperProduct(productId: "p-1", context: { channel: "web" },
          selectedOptions: [{ variationId: "v-1", optionId: "o-red" }]) {
          product { id name selectedOptions { optionName } } userErrors { field message } } }`,
    );
    expect(sent).toEqual({ data: { selected_options: { 'v-1': { 'o-red': 1 } } } });
    expect(channel).toBe('web');
    expect(result.data?.configureShopperProduct).toEqual({
      product: { id: 'p-1-red', name: 'Shirt Red', selectedOptions: [{ optionName: 'Red' }] },
      userErrors: [],
    });
  });

  it("answers the provider's refusal of an unknown option as a userError on selectedOptions", async () => {
    provider.use(
      http.post(`${PROVIDER}/catalog/products/p-1/configure`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: 422,
                title: 'Failed Validation',
                detail: 'Unknown options: o-green',
                source: { pointer: '/data/selected_options' },
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const result = await gateway.execute(
      `mutation { configureShopperProduct(productId: "p-1",
          selectedOptions: [{ variationId: "v-1", optionId: "o-green" }]) {
          product { id } userErrors { field message code } } }`,
    );
    expect(result.data?.configureShopperProduct).toEqual({
      product: null,
      userErrors: [{ field: ['selectedOptions'], message: 'Unknown options: o-green', code: 'INVALID' }],
    });
  });

  it('refuses no options, two options of one variation and a bad context without a call', async () => {
    const result = await gateway.execute(
      `mutation { none: configureShopperProduct(productId: "p-1", selectedOptions: []) { userErrors { field } }
          twice: configureShopperProduct(productId: "p-1", selectedOptions: [
            { variationId: "v-1", optionId: "a" }, { variationId: "v-1", optionId: "b" }]) { userErrors { field } }
          context: configureShopperProduct(productId: "p-1", context: { channel: " " },
            selectedOptions: [{ variationId: "v-1", optionId: "a" }]) { userErrors { field } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      none: { userErrors: [{ field: ['selectedOptions'] }] },
      twice: { userErrors: [{ field: ['selectedOptions'] }] },
      context: { userErrors: [{ field: ['context', 'channel'] }] },
    });
  });
});

describe('catalog releases as trees, rules by id, releases by catalog', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  const release = {
    id: 'r-1',
    type: 'catalog-release',
    attributes: { name: 'Web', catalog_id: 'c-1', hierarchies: [] },
    meta: { release_status: 'PUBLISHED' },
  };
  const base = `${PROVIDER}/pcm/catalogs/c-1/releases/r-1`;

  it('browses a release by its own paths, without context headers', async () => {
    const seen: Record<string, string>[] = [];
    provider.use(
      http.get(base, () => HttpResponse.json({ data: release })),
      http.get(
        `${base}/hierarchies`,
        recorded(seen, () => list([{ id: 'h-1', type: 'hierarchy', attributes: { name: 'Home' } }])),
      ),
      http.get(`${base}/nodes`, () => list([node('n-1')])),
      http.get(`${base}/nodes/n-1`, () => HttpResponse.json({ data: node('n-1') })),
      http.get(`${base}/nodes/n-1/relationships/children`, () => list([node('n-2', 'n-1')])),
      http.get(`${base}/nodes/n-1/relationships/products`, () => list([parent])),
      http.get(`${base}/products/p-1`, () => HttpResponse.json({ data: parent })),
      http.get(`${base}/products/p-1/relationships/children`, () => list([child])),
    );
    const result = await gateway.execute(
      `{ catalogRelease(catalogId: "c-1", id: "r-1") { view {
          hierarchies { items { id } } nodes { items { id } }
          node(id: "n-1") { children { items { id } } products { items { id } } }
          product(id: "p-1") { kind children { items { id } } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.catalogRelease).toEqual({
      view: {
        hierarchies: { items: [{ id: 'h-1' }] },
        nodes: { items: [{ id: 'n-1' }] },
        node: { children: { items: [{ id: 'n-2' }] }, products: { items: [{ id: 'p-1' }] } },
        product: { kind: 'PARENT', children: { items: [{ id: 'p-1-red' }] } },
      },
    });
    expect(seen).toEqual([{ channel: '', tag: '', customer: '', account: '' }]);
  });

  it('reads the nodes of the context latest release on pcm/catalogs/nodes', async () => {
    const seen: Record<string, string>[] = [];
    provider.use(
      http.get(
        `${PROVIDER}/pcm/catalogs/nodes`,
        recorded(seen, () => list([node('n-1')])),
      ),
      http.get(
        `${PROVIDER}/pcm/catalogs/nodes/n-1`,
        recorded(seen, () => HttpResponse.json({ data: node('n-1') })),
      ),
      http.get(
        `${PROVIDER}/pcm/catalogs/nodes/n-1/relationships/children`,
        recorded(seen, () => list([node('n-2', 'n-1')])),
      ),
    );
    const result = await gateway.execute(
      `{ catalogNodes(context: { tag: "vip" }) { items { id } }
         catalogNode(id: "n-1", context: { tag: "vip" }) { children { items { id } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      catalogNodes: { items: [{ id: 'n-1' }] },
      catalogNode: { children: { items: [{ id: 'n-2' }] } },
    });
    expect(seen.map((headers) => headers.tag)).toEqual(['vip', 'vip', 'vip']);
  });

  it('reads a rule by id and the releases by catalog id', async () => {
    provider.use(
      http.get(`${PROVIDER}/pcm/catalogs/rules/rule-1`, () =>
        HttpResponse.json({
          data: {
            id: 'rule-1',
            type: 'catalog_rule',
            attributes: { name: 'web', catalog_id: 'c-1', channels: ['web'] },
          },
        }),
      ),
      http.get(`${PROVIDER}/pcm/catalogs/releases/c-1`, () => list([release])),
    );
    const result = await gateway.execute(
      `{ catalogRule(id: "rule-1") { name channels catalogId } catalogReleases(catalogId: "c-1") { items { id status } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      catalogRule: { name: 'web', channels: ['web'], catalogId: 'c-1' },
      catalogReleases: { items: [{ id: 'r-1', status: 'PUBLISHED' }] },
    });
  });

  it('deletes every release of a catalog, and answers a refusal as a userError', async () => {
    let deleted = 0;
    provider.use(
      http.delete(`${PROVIDER}/pcm/catalogs/c-1/releases`, () => {
        deleted += 1;
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete(`${PROVIDER}/pcm/catalogs/nope/releases`, () =>
        HttpResponse.json(
          { errors: [{ status: 404, title: 'Not Found', detail: 'No catalog found' }] },
          { status: 404 },
        ),
      ),
    );
    const result = await gateway.execute(
      `mutation { ok: deleteCatalogReleases(catalogId: "c-1") { catalogId userErrors { message } }
          bad: deleteCatalogReleases(catalogId: "nope") { catalogId userErrors { message code } } }`,
    );
    expect(deleted).toBe(1);
    expect(result.data).toEqual({
      ok: { catalogId: 'c-1', userErrors: [] },
      bad: { catalogId: null, userErrors: [{ message: 'No catalog found', code: 'NOT_FOUND' }] },
    });
  });

  it('refuses an id that is not a path segment before any call', async () => {
    const result = await gateway.execute(`{ catalogRule(id: "../x") { id } }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
