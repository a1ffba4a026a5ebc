import { SEEDED_CATALOG_ID, SEEDED_RELEASE_ID } from './catalog-releases';
import { RELEASE_PUBLISH_MS } from './catalog-release-store';
import { request, useTestSandbox, type ErrorBody } from '../core/test-support';

interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  meta: Record<string, unknown>;
}
type One = { data: Resource } & ErrorBody;
type Many = {
  data: Resource[];
  meta: { results: { total: number }; page: { limit: number } };
  links: { next?: string };
} & ErrorBody;
interface Variation {
  id: string;
  name: string;
  options: { id: string; name: string }[];
}

const api = useTestSandbox();

const send = (method: string, path: string, json?: unknown) =>
  request<One>(api.sandbox, path, { method, token: api.token, json });
const admin = <T = Many>(path: string) => request<T>(api.sandbox, path, { token: api.token });

/** A shopper request with catalog context headers (request() in test-support sends none). */
async function shop<T = Many>(
  path: string,
  headers: Record<string, string> = {},
  json?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${api.sandbox.url}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${api.token}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function create(path: string, type: string, attributes: Record<string, unknown>): Promise<string> {
  const response = await send('POST', path, { data: { type, attributes } });
  expect(response.status).toBe(201);
  return response.body.data.id;
}

let fixtures = 0;

/** A catalog over a new one-node hierarchy holding `productIds`, shown by a rule with `criteria`. */
async function ruledCatalog(productIds: string[], criteria: Record<string, unknown>) {
  fixtures += 1;
  const hierarchy = await create('/pcm/hierarchies', 'hierarchy', { name: `Shop ${fixtures}` });
  const node = await create(`/pcm/hierarchies/${hierarchy}/nodes`, 'node', { name: 'All' });
  await send('POST', `/pcm/hierarchies/${hierarchy}/nodes/${node}/relationships/products`, {
    data: productIds.map((id) => ({ type: 'product', id })),
  });
  const catalog = await create('/pcm/catalogs', 'catalog', {
    name: `Catalog ${fixtures}`,
    hierarchy_ids: [hierarchy],
  });
  await create('/pcm/catalogs/rules', 'catalog_rule', {
    name: `rule-${fixtures}`,
    catalog_id: catalog,
    ...criteria,
  });
  const release = (await send('POST', `/pcm/catalogs/${catalog}/releases`)).body.data.id;
  return { catalog, release, node, hierarchy };
}

const liveProduct = (name: string) =>
  create('/pcm/products', 'product', {
    name,
    sku: name.toUpperCase(),
    status: 'live',
    commodity_type: 'physical',
  });

/** An unsigned JWT-shaped customer token: the sandbox reads only its subject. */
const customerToken = (customerId: string) =>
  ['e30', Buffer.from(JSON.stringify({ sub: customerId })).toString('base64url'), 'sig'].join('.');

describe('shopper catalog', () => {
  it('serves the seeded published release with display prices on a fresh start', async () => {
    const catalog = await shop<One>('/catalog');
    expect(catalog.status).toBe(200);
    expect(catalog.body.data).toMatchObject({
      id: SEEDED_RELEASE_ID,
      type: 'catalog-release',
      attributes: { catalog_id: SEEDED_CATALOG_ID },
      meta: { release_status: 'PUBLISHED' },
    });
    const products = await shop('/catalog/products?page[limit]=100');
    expect(products.body.meta.results.total).toBeGreaterThan(0);
    expect(products.body.data.every((product) => product.attributes.status === 'live')).toBe(true);
    const priced = products.body.data.filter((product) => product.meta.display_price !== undefined);
    expect(priced.length).toBeGreaterThan(0);
    const euro = await shop<One>(`/catalog/products/${priced[0]?.id}`, { 'X-Moltin-Currency': 'EUR' });
    expect(euro.body.data.meta.display_price).toMatchObject({ with_tax: { currency: 'EUR' } });
    expect((await shop('/catalog/hierarchies')).body.data.length).toBeGreaterThan(0);
    expect((await shop('/catalog/nodes')).body.data.length).toBeGreaterThan(0);
    // The admin's `catalogs/nodes` reads the same resolved release.
    expect((await admin('/pcm/catalogs/nodes')).body.meta.results.total).toBe(
      (await shop('/catalog/nodes')).body.meta.results.total,
    );
  });

  it('applies the provider list grammar and page limits', async () => {
    const page = await shop('/catalog/products?page[limit]=1000');
    expect(page.body.meta.page.limit).toBe(100);
    expect((await shop('/catalog/products?page[offset]=10001')).status).toBe(400);
    expect((await shop('/catalog/products?page[limit]=0')).status).toBe(400);
    const first = (await shop('/catalog/products?page[limit]=2')).body;
    expect(first.data).toHaveLength(2);
    expect(first.links.next).toContain('page[offset]=2');
    const sku = first.data[0]?.attributes.sku as string;
    const bySku = await shop(`/catalog/products?filter=eq(sku,${sku})`);
    expect(bySku.body.data.map((product) => product.id)).toEqual([first.data[0]?.id]);
    expect((await shop('/catalog/products?filter=eq(nonsense,1)')).status).toBe(400);
    expect((await shop('/catalog/products?filter=eq(sku')).status).toBe(400);
  });

  it('serves only published releases and picks the catalog by rule specificity', async () => {
    const mobileOnly = await liveProduct('mobile-only');
    const vipOnly = await liveProduct('vip-only');
    const mobile = await ruledCatalog([mobileOnly], { channels: ['mobile'] });
    const vip = await ruledCatalog([vipOnly], { channels: ['mobile'], tags: ['vip'] });
    const mobileHeaders = { 'EP-Channel': 'mobile' };

    // Both releases are still PENDING: the mobile channel falls back to the published demo catalog.
    expect((await shop<One>('/catalog', mobileHeaders)).body.data.id).toBe(SEEDED_RELEASE_ID);
    expect((await shop(`/catalog/products/${mobileOnly}`, mobileHeaders)).status).toBe(404);

    api.sandbox.clock.advance(RELEASE_PUBLISH_MS);
    expect((await shop<One>('/catalog', mobileHeaders)).body.data.id).toBe(mobile.release);
    expect((await shop(`/catalog/products/${mobileOnly}`, mobileHeaders)).status).toBe(200);
    // The rule matching more criteria wins.
    const vipHeaders = { 'EP-Channel': 'mobile', 'EP-Context-Tag': 'vip' };
    expect((await shop<One>('/catalog', vipHeaders)).body.data.id).toBe(vip.release);
    expect((await shop(`/catalog/products/${vipOnly}`, vipHeaders)).status).toBe(200);
    expect((await shop(`/catalog/products/${mobileOnly}`, vipHeaders)).status).toBe(404);
    // A tag alone does not satisfy a rule that also names a channel.
    expect((await shop<One>('/catalog', { 'EP-Channel': 'web' })).body.data.id).toBe(SEEDED_RELEASE_ID);

    // Customer rules read the customer token; expired schedules never match.
    const mine = await liveProduct('customer-only');
    const forCustomer = await ruledCatalog([mine], { customer_ids: ['customer-42'] });
    const expired = await ruledCatalog([mine], {
      channels: ['web'],
      tags: ['old-sale'],
      schedules: [{ valid_from: '2020-01-01T00:00:00Z', valid_to: '2020-02-01T00:00:00Z' }],
    });
    api.sandbox.clock.advance(RELEASE_PUBLISH_MS);
    const asCustomer = { 'X-Moltin-Customer-Token': customerToken('customer-42') };
    expect((await shop<One>('/catalog', asCustomer)).body.data.id).toBe(forCustomer.release);
    // Without its expired schedule this rule would beat the demo catalog's web rule.
    const oldSale = await shop<One>('/catalog', { 'EP-Channel': 'web', 'EP-Context-Tag': 'old-sale' });
    expect(oldSale.body.data.id).not.toBe(expired.release);
    expect(oldSale.body.data.id).toBe(SEEDED_RELEASE_ID);

    // Without a matching rule a catalog no rule names is the default.
    const plain = await create('/pcm/catalogs', 'catalog', { name: 'No rule', hierarchy_ids: [] });
    const plainRelease = (await send('POST', `/pcm/catalogs/${plain}/releases`)).body.data.id;
    api.sandbox.clock.advance(RELEASE_PUBLISH_MS);
    expect((await shop<One>('/catalog')).body.data.id).toBe(plainRelease);
    expect((await shop<One>('/catalog', mobileHeaders)).body.data.id).toBe(mobile.release);
    await send('DELETE', `/pcm/catalogs/${plain}/releases`);
  });

  it('configures a parent product into the child with the selected options', async () => {
    const listed = await admin('/pcm/products?filter=eq(tags,apparel)&page[limit]=100');
    const parent = listed.body.data.find(
      (product) => (product.meta.product_types as string[])[0] === 'parent',
    );
    if (!parent) throw new Error('The seed has no parent product');
    // Make the family live (children copy their parent's status on build), then publish it.
    await send('PUT', `/pcm/products/${parent.id}`, {
      data: { type: 'product', id: parent.id, attributes: { status: 'live' } },
    });
    expect((await send('POST', `/pcm/products/${parent.id}/build`)).status).toBeLessThan(300);
    await ruledCatalog([parent.id], { tags: ['configure'] });
    api.sandbox.clock.advance(RELEASE_PUBLISH_MS);
    const headers = { 'EP-Context-Tag': 'configure' };

    const shown = await shop<One>(`/catalog/products/${parent.id}`, headers);
    expect(shown.body.data.meta.product_types).toEqual(['parent']);
    const variations = shown.body.data.meta.variations as Variation[];
    expect(variations.length).toBe(2);
    const [first, second] = variations.map((variation) => variation.options[1]?.id ?? '');
    const matrix = shown.body.data.meta.variation_matrix as Record<string, Record<string, string>>;
    const expected = matrix[first]?.[second];
    expect(expected).toEqual(expect.any(String));

    const children = await shop(`/catalog/products/${parent.id}/relationships/children`, headers);
    expect(children.body.data.map((child) => child.id)).toContain(expected);

    const selected = Object.fromEntries(
      variations.map((variation, index) => [variation.id, [first, second][index]]),
    );
    const path = `/catalog/products/${parent.id}/configure`;
    const configured = await shop<One>(path, headers, { data: { selected_options: selected } });
    expect(configured.status).toBe(200);
    expect(configured.body.data.id).toBe(expected);
    expect(configured.body.data.meta.child_option_ids).toEqual([first, second]);
    const asArray = await shop<One>(path, headers, { data: { selected_options: [second, first] } });
    expect(asArray.body.data.id).toBe(expected);

    const partial = await shop<ErrorBody>(path, headers, { data: { selected_options: [first] } });
    expect(partial.status).toBe(422);
    expect(partial.body.errors[0]?.source?.pointer).toBe('/data/selected_options');
    const unknown = await shop<ErrorBody>(path, headers, {
      data: { selected_options: [first, second, 'no-such-option'] },
    });
    expect(unknown.status).toBe(422);
    expect((await shop(path, headers, { data: {} })).status).toBe(422);
    const child = await shop(`/catalog/products/${expected}/configure`, headers, {
      data: { selected_options: [first, second] },
    });
    expect(child.status).toBe(422);
    expect(
      (await shop('/catalog/products/no-such-product/configure', headers, { data: { selected_options: [] } }))
        .status,
    ).toBe(404);
  });

  it('lists a product’s related products within the release', async () => {
    const [a, b, c] = [await liveProduct('rel-a'), await liveProduct('rel-b'), await liveProduct('rel-c')];
    await send('POST', `/pcm/products/${a}/custom-relationships/related-products`, {
      data: [b, c].map((id) => ({ type: 'product', id })),
    });
    // c is not in the catalog, so it is not shown.
    await ruledCatalog([a, b], { tags: ['related'] });
    api.sandbox.clock.advance(RELEASE_PUBLISH_MS);
    const headers = { 'EP-Context-Tag': 'related' };
    const related = await shop(`/catalog/products/${a}/relationships/related-products/products`, headers);
    expect(related.status).toBe(200);
    expect(related.body.data.map((product) => product.id)).toEqual([b]);
    const none = await shop(`/catalog/products/${a}/relationships/accessories/products`, headers);
    expect(none.body.data).toEqual([]);
  });

  it('answers 404 for unknown ids and when nothing is published', async () => {
    expect((await shop('/catalog/nodes/no-such-node')).status).toBe(404);
    expect((await shop('/catalog/hierarchies/no-such-hierarchy')).status).toBe(404);
    expect((await shop('/catalog/products/no-such-product/relationships/children')).status).toBe(404);
    const releases = await admin('/pcm/catalogs');
    for (const catalog of releases.body.data) await send('DELETE', `/pcm/catalogs/${catalog.id}/releases`);
    const empty = await shop<ErrorBody>('/catalog');
    expect(empty.status).toBe(404);
    expect(empty.body.errors[0]?.detail).toBe('No published catalog found');
  });
});
