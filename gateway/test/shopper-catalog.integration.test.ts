/**
 * The shopper catalog and the release trees through the gateway against a real sandbox, both in this
 * process on random ports: a parent product published in a catalog shown by a tag rule, browsed as a
 * shopper of that tag, configured by its options (and refused an unknown one), and the same release
 * browsed by its own paths; rules by id, releases by catalog id and deleting every release.
 */
import { startLive, type Live } from './live';

let live: Live;
let token: string;

const graphql = (query: string, variables: Record<string, unknown> = {}) =>
  live.graphql(query, variables, token);

/** Runs a mutation and returns its payload, failing loudly on GraphQL errors or userErrors. */
async function mutate<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await graphql(query, variables);
  expect(result.errors).toBeUndefined();
  const payload = Object.values(result.data ?? {})[0] as T & { userErrors: unknown[] };
  expect(payload.userErrors).toEqual([]);
  return payload;
}

/** Runs a query, failing loudly on GraphQL errors. */
async function read<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await graphql(query, variables);
  expect(result.errors).toBeUndefined();
  return result.data as T;
}

const USER_ERRORS = 'userErrors { field message code }';
const TAG = 'preview-integration';

beforeAll(async () => {
  live = await startLive({ sandbox: { rateLimit: true } });
  token = await live.signIn();
}, 30_000);

afterAll(() => live.close());

interface ViewProduct {
  id: string;
  kind: string;
  variations: { id: string; name: string; options: { id: string; name: string }[] }[];
  children: { items: { id: string; selectedOptions: { variationId: string; optionId: string }[] }[] };
}

/** A live parent with built children, on a new node of a new hierarchy, in a catalog shown to `TAG`. */
async function publishedParent() {
  const { products } = await read<{ products: { items: { id: string; productTypes: string[] }[] } }>(
    `{ products(filter: { tags: { eq: "apparel" } }, page: { limit: 100 }) { items { id productTypes } } }`,
  );
  const parent = products.items.find((product) => product.productTypes[0] === 'parent');
  if (!parent) throw new Error('The seed has no parent product');
  await mutate(
    `mutation ($id: ID!) { updateProduct(id: $id, input: { status: LIVE }) { product { id } ${USER_ERRORS} } }`,
    { id: parent.id },
  );
  await mutate(
    `mutation ($id: ID!) { buildChildProducts(productId: $id) { product { id } ${USER_ERRORS} } }`,
    {
      id: parent.id,
    },
  );
  const { hierarchy } = await mutate<{ hierarchy: { id: string } }>(
    `mutation { createHierarchy(input: { name: "Preview shop" }) { hierarchy { id } ${USER_ERRORS} } }`,
    {},
  );
  const { node } = await mutate<{ node: { id: string } }>(
    `mutation ($h: ID!) { createHierarchyNode(hierarchyId: $h, input: { name: "Shirts" }) { node { id } ${USER_ERRORS} } }`,
    { h: hierarchy.id },
  );
  await mutate(
    `mutation ($h: ID!, $n: ID!, $p: [ID!]!) { attachProductsToHierarchyNode(hierarchyId: $h, id: $n, productIds: $p) {
        node { id } ${USER_ERRORS} } }`,
    { h: hierarchy.id, n: node.id, p: [parent.id] },
  );
  const { catalog } = await mutate<{ catalog: { id: string } }>(
    `mutation ($h: ID!) { createCatalog(input: { name: "Preview catalog", hierarchyIds: [$h] }) { catalog { id } ${USER_ERRORS} } }`,
    { h: hierarchy.id },
  );
  const { rule } = await mutate<{ rule: { id: string } }>(
    `mutation ($c: ID!, $t: String!) { createCatalogRule(input: { name: "preview-rule", catalogId: $c, tags: [$t] }) {
        rule { id } ${USER_ERRORS} } }`,
    { c: catalog.id, t: TAG },
  );
  const { release } = await mutate<{ release: { id: string } }>(
    `mutation ($c: ID!) { publishCatalog(catalogId: $c) { release { id } ${USER_ERRORS} } }`,
    { c: catalog.id },
  );
  // The sandbox publishes after a second.
  for (let tries = 0; ; tries += 1) {
    const { catalogRelease } = await read<{ catalogRelease: { status: string } }>(
      `query ($c: ID!, $r: ID!) { catalogRelease(catalogId: $c, id: $r) { status } }`,
      { c: catalog.id, r: release.id },
    );
    if (catalogRelease.status === 'PUBLISHED') break;
    if (tries > 40) throw new Error('The release was never published');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    parentId: parent.id,
    hierarchyId: hierarchy.id,
    nodeId: node.id,
    catalogId: catalog.id,
    ruleId: rule.id,
    releaseId: release.id,
  };
}

const PRODUCT = `id kind variations { id name options { id name } }
  children { items { id selectedOptions { variationId optionId } } }`;

describe('shopper catalog', () => {
  it('previews as a shopper of a tag, browses the tree and configures a parent by its options', async () => {
    const setup = await publishedParent();
    const context = { tag: TAG, channel: 'web' };
    const { shopperCatalog } = await read<{
      shopperCatalog: {
        release: { id: string; catalogId: string };
        hierarchies: {
          items: {
            id: string;
            children: { items: { id: string; products: { items: { id: string }[] } }[] };
          }[];
        };
        hierarchy: { nodes: { items: { id: string }[] }; products: { items: { id: string }[] } };
        nodes: { items: { id: string }[] };
        node: { name: string; children: { items: unknown[] } };
        products: { items: { id: string }[] };
        product: ViewProduct;
      };
    }>(
      `query ($context: ShopperContextInput, $h: ID!, $n: ID!, $p: ID!) { shopperCatalog(context: $context) {
          release { id catalogId }
          hierarchies(page: { limit: 5 }) { items { id children(page: { limit: 5 }) { items { id products { items { id } } } } } }
          hierarchy(id: $h) { nodes { items { id } } products { items { id } } }
          nodes { items { id } }
          node(id: $n) { name children { items { id } } }
          products(page: { limit: 100 }) { items { id } }
          product(id: $p) { ${PRODUCT} } } }`,
      { context, h: setup.hierarchyId, n: setup.nodeId, p: setup.parentId },
    );
    expect(shopperCatalog.release).toEqual({ id: setup.releaseId, catalogId: setup.catalogId });
    expect(shopperCatalog.hierarchies.items).toEqual([
      {
        id: setup.hierarchyId,
        children: { items: [{ id: setup.nodeId, products: { items: [{ id: setup.parentId }] } }] },
      },
    ]);
    expect(shopperCatalog.hierarchy.nodes.items).toEqual([{ id: setup.nodeId }]);
    expect(shopperCatalog.hierarchy.products.items).toEqual([{ id: setup.parentId }]);
    expect(shopperCatalog.nodes.items).toEqual([{ id: setup.nodeId }]);
    expect(shopperCatalog.node).toEqual({ name: 'Shirts', children: { items: [] } });
    expect(shopperCatalog.products.items.map((product) => product.id)).toContain(setup.parentId);
    const parent = shopperCatalog.product;
    expect(parent.kind).toBe('PARENT');
    expect(parent.variations.length).toBe(2);
    expect(parent.children.items.length).toBeGreaterThan(1);

    // Configure: the second option of each variation resolves to the child that has them.
    const picked = parent.variations.map((variation) => ({
      variationId: variation.id,
      optionId: variation.options[1]?.id ?? '',
    }));
    const expected = parent.children.items.find((child) =>
      picked.every((pick) => child.selectedOptions.some((option) => option.optionId === pick.optionId)),
    );
    expect(expected).toBeDefined();
    const CONFIGURE = `mutation ($p: ID!, $o: [SelectedOptionInput!]!, $context: ShopperContextInput) {
        configureShopperProduct(productId: $p, selectedOptions: $o, context: $context) {
          product { id kind parentId selectedOptions { optionId } } ${USER_ERRORS} } }`;
    const configured = await mutate<{ product: { id: string; kind: string; parentId: string } }>(CONFIGURE, {
      p: setup.parentId,
      o: picked,
      context,
    });
    expect(configured.product).toMatchObject({ id: expected?.id, kind: 'CHILD', parentId: setup.parentId });

    // An unknown option: the sandbox's refusal, next to the field.
    const refused = await graphql(CONFIGURE, {
      p: setup.parentId,
      o: [picked[0], { variationId: picked[1]?.variationId, optionId: 'no-such-option' }],
      context,
    });
    expect(refused.errors).toBeUndefined();
    const payload = refused.data?.configureShopperProduct as {
      product: null;
      userErrors: { field: string[]; message: string }[];
    };
    expect(payload.product).toBeNull();
    expect(payload.userErrors.map((error) => error.field)).toContainEqual(['selectedOptions']);
    expect(payload.userErrors.map((error) => error.message).join(' ')).toContain('no-such-option');

    // Without the tag, the rule does not apply: the shopper sees another catalog without this node.
    const other = await read<{ shopperCatalog: { node: null; release: { catalogId: string } } }>(
      `query ($n: ID!) { shopperCatalog(context: { channel: "web" }) { release { catalogId } node(id: $n) { id } } }`,
      { n: setup.nodeId },
    );
    expect(other.shopperCatalog.release.catalogId).not.toBe(setup.catalogId);
    expect(other.shopperCatalog.node).toBeNull();

    // The same release by its own paths, the latest-release nodes for the tag, the rule and the releases.
    const admin = await read<{
      catalogRelease: {
        view: {
          hierarchies: { items: { id: string }[] };
          nodes: { items: { id: string }[] };
          node: { children: { items: unknown[] }; products: { items: { id: string }[] } };
          product: { kind: string; children: { items: unknown[] } };
        };
      };
      catalogNodes: { items: { id: string }[] };
      catalogNode: { id: string; children: { items: unknown[] } };
      catalogRule: { id: string; tags: string[] };
      catalogReleases: { items: { id: string }[] };
    }>(
      `query ($c: ID!, $r: ID!, $n: ID!, $p: ID!, $rule: ID!, $t: String) {
          catalogRelease(catalogId: $c, id: $r) { view {
            hierarchies { items { id } } nodes { items { id } }
            node(id: $n) { children { items { id } } products { items { id } } }
            product(id: $p) { kind children { items { id } } } } }
          catalogNodes(context: { tag: $t }) { items { id } }
          catalogNode(id: $n, context: { tag: $t }) { id children { items { id } } }
          catalogRule(id: $rule) { id tags }
          catalogReleases(catalogId: $c) { items { id } } }`,
      {
        c: setup.catalogId,
        r: setup.releaseId,
        n: setup.nodeId,
        p: setup.parentId,
        rule: setup.ruleId,
        t: TAG,
      },
    );
    expect(admin.catalogRelease.view.hierarchies.items).toEqual([{ id: setup.hierarchyId }]);
    expect(admin.catalogRelease.view.nodes.items).toEqual([{ id: setup.nodeId }]);
    expect(admin.catalogRelease.view.node.products.items).toEqual([{ id: setup.parentId }]);
    expect(admin.catalogRelease.view.product.kind).toBe('PARENT');
    expect(admin.catalogRelease.view.product.children.items.length).toBe(parent.children.items.length);
    expect(admin.catalogNodes.items).toEqual([{ id: setup.nodeId }]);
    expect(admin.catalogNode).toEqual({ id: setup.nodeId, children: { items: [] } });
    expect(admin.catalogRule).toEqual({ id: setup.ruleId, tags: [TAG] });
    expect(admin.catalogReleases.items).toEqual([{ id: setup.releaseId }]);

    // Deleting every release: the catalog has none left and its shoppers fall back to another.
    const deleted = await mutate<{ catalogId: string }>(
      `mutation ($c: ID!) { deleteCatalogReleases(catalogId: $c) { catalogId ${USER_ERRORS} } }`,
      { c: setup.catalogId },
    );
    expect(deleted.catalogId).toBe(setup.catalogId);
    const after = await read<{
      catalogReleases: { items: unknown[] };
      shopperCatalog: { release: { catalogId: string } };
    }>(
      `query ($c: ID!, $t: String) { catalogReleases(catalogId: $c) { items { id } }
          shopperCatalog(context: { tag: $t }) { release { catalogId } } }`,
      { c: setup.catalogId, t: TAG },
    );
    expect(after.catalogReleases.items).toEqual([]);
    expect(after.shopperCatalog.release.catalogId).not.toBe(setup.catalogId);
  }, 30_000);
});
