import { SEEDED_CATALOG_ID, SEEDED_RELEASE_ID } from './catalog-releases';
import { RELEASE_PUBLISH_MS } from './catalog-release-store';
import { request, useTestSandbox, type ErrorBody } from '../core/test-support';

interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data?: { id: string } }>;
  meta: Record<string, unknown>;
}
type One = { data: Resource } & ErrorBody;
type Many = { data: Resource[]; meta: { results: { total: number } } } & ErrorBody;

const api = useTestSandbox();

const get = <T = Many>(path: string) => request<T>(api.sandbox, path, { token: api.token });
const send = (method: string, path: string, json?: unknown) =>
  request<One>(api.sandbox, path, { method, token: api.token, json });
const ids = (body: Many) => body.data.map((item) => item.id);

async function create(path: string, type: string, attributes: Record<string, unknown>): Promise<string> {
  const response = await send('POST', path, { data: { type, attributes } });
  expect(response.status).toBe(201);
  return response.body.data.id;
}

/** A hierarchy Footwear > Shoes > Boots with live and draft products and two price books. */
let fixtures = 0;

async function buildFixture() {
  fixtures += 1;
  const sku = (name: string) => `FX${fixtures}-${name}`;
  const hierarchy = await create('/pcm/hierarchies', 'hierarchy', { name: 'Footwear' });
  const nodesPath = `/pcm/hierarchies/${hierarchy}/nodes`;
  const shoes = await create(nodesPath, 'node', { name: 'Shoes', slug: 'shoes' });
  const boots = await create(nodesPath, 'node', { name: 'Boots', slug: 'boots' });
  await send('PUT', `${nodesPath}/${boots}/relationships/parent`, { data: { type: 'node', id: shoes } });
  const product = (name: string, sku: string, status: string) =>
    create('/pcm/products', 'product', { name, sku, status, commodity_type: 'physical' });
  const boot = await product('Trail Boot', sku('BOOT'), 'live');
  const draft = await product('Secret Boot', sku('DRAFT'), 'draft');
  const shoe = await product('Loafer', sku('SHOE'), 'live');
  const attach = (node: string, productIds: string[]) =>
    send('POST', `${nodesPath}/${node}/relationships/products`, {
      data: productIds.map((id) => ({ type: 'product', id })),
    });
  await attach(boots, [boot, draft]);
  await attach(shoes, [shoe]);
  const low = await create('/pcm/pricebooks', 'pricebook', { name: sku('Low') });
  const high = await create('/pcm/pricebooks', 'pricebook', { name: sku('High') });
  const price = (book: string, sku: string, amount: number) =>
    create(`/pcm/pricebooks/${book}/prices`, 'product-price', {
      sku,
      currencies: { USD: { amount, includes_tax: false }, EUR: { amount: amount - 100, includes_tax: true } },
    });
  await price(low, sku('BOOT'), 1000);
  await price(low, sku('SHOE'), 500);
  const highBootPrice = await price(high, sku('BOOT'), 2000);
  const catalog = await create('/pcm/catalogs', 'catalog', {
    name: 'Footwear catalog',
    hierarchy_ids: [hierarchy],
    pricebook_ids: [
      { id: low, priority: 1 },
      { id: high, priority: 5 },
    ],
  });
  return { sku, hierarchy, shoes, boots, boot, draft, shoe, low, high, highBootPrice, catalog };
}

describe('catalog releases', () => {
  it('publishes a frozen snapshot: PENDING first, PUBLISHED once the clock moves on', async () => {
    const fixture = await buildFixture();
    const releases = `/pcm/catalogs/${fixture.catalog}/releases`;
    const published = await send('POST', releases);
    expect(published.status).toBe(201);
    expect(published.body.data.type).toBe('catalog-release');
    expect(published.body.data.meta).toMatchObject({ release_status: 'PENDING', total_products: 2 });
    expect(published.body.data.attributes.published_at).toBeNull();
    const release = published.body.data.id;
    // Not published yet, so `latestPublished` finds nothing.
    expect((await get(`${releases}/latestPublished`)).status).toBe(404);

    api.sandbox.clock.advance(RELEASE_PUBLISH_MS);
    const read = await get<One>(`${releases}/latestPublished`);
    expect(read.body.data.id).toBe(release);
    expect(read.body.data.meta).toMatchObject({ release_status: 'PUBLISHED', percent_completed: 100 });
    expect(read.body.data.attributes.hierarchies).toEqual([{ id: fixture.hierarchy, name: 'Footwear' }]);

    const base = `${releases}/${release}`;
    // Live products only; the highest-priority price book's price wins, per product.
    const products = await get(`${base}/products`);
    expect(ids(products.body)).toEqual([fixture.shoe, fixture.boot]);
    const boot = products.body.data.find((item) => item.id === fixture.boot);
    expect(boot?.meta).toMatchObject({
      pricebook_id: fixture.high,
      catalog_id: fixture.catalog,
      bread_crumb_nodes: [fixture.boots],
      display_price: { without_tax: { amount: 2000, currency: 'USD', formatted: '$20.00', float_price: 20 } },
    });
    const shoe = products.body.data.find((item) => item.id === fixture.shoe);
    expect(shoe?.meta.pricebook_id).toBe(fixture.low);

    // Later edits to the product and its price never reach the published release.
    await send('PUT', `/pcm/products/${fixture.boot}`, {
      data: { type: 'product', id: fixture.boot, attributes: { name: 'Renamed Boot' } },
    });
    await send('DELETE', `/pcm/pricebooks/${fixture.high}/prices/${fixture.highBootPrice}`);
    await send('PUT', `/pcm/products/${fixture.draft}`, {
      data: { type: 'product', id: fixture.draft, attributes: { status: 'live' } },
    });
    const frozen = await get<One>(`${base}/products/${fixture.boot}`);
    expect(frozen.body.data.attributes.name).toBe('Trail Boot');
    expect(frozen.body.data.meta.pricebook_id).toBe(fixture.high);
    expect((await get(`${base}/products/${fixture.draft}`)).status).toBe(404);

    // A new publish picks the changes up.
    const next = await send('POST', releases);
    api.sandbox.clock.advance(RELEASE_PUBLISH_MS);
    const fresh = await get<One>(`${releases}/${next.body.data.id}/products/${fixture.boot}`);
    expect(fresh.body.data.attributes.name).toBe('Renamed Boot');
    expect(fresh.body.data.meta.pricebook_id).toBe(fixture.low);
    expect(fresh.body.data.meta.display_price).toMatchObject({ without_tax: { amount: 1000 } });
    expect(ids((await get(`${releases}/${next.body.data.id}/products`)).body)).toHaveLength(3);
  });

  it('serves the release tree: hierarchies, nodes, children and products of each', async () => {
    const fixture = await buildFixture();
    const releases = `/pcm/catalogs/${fixture.catalog}/releases`;
    const release = (await send('POST', releases)).body.data.id;
    api.sandbox.clock.advance(RELEASE_PUBLISH_MS);
    const base = `${releases}/${release}`;

    expect(ids((await get(`${base}/hierarchies`)).body)).toEqual([fixture.hierarchy]);
    const hierarchy = await get<One>(`${base}/hierarchies/${fixture.hierarchy}`);
    expect(hierarchy.body.data.meta.has_children).toBe(true);
    expect(ids((await get(`${base}/hierarchies/${fixture.hierarchy}/children`)).body)).toEqual([
      fixture.shoes,
    ]);
    expect(ids((await get(`${base}/hierarchies/${fixture.hierarchy}/nodes`)).body)).toEqual([
      fixture.shoes,
      fixture.boots,
    ]);
    expect(ids((await get(`${base}/hierarchies/${fixture.hierarchy}/products`)).body)).toEqual([
      fixture.shoe,
      fixture.boot,
    ]);
    expect(ids((await get(`${base}/hierarchies/${fixture.hierarchy}/relationships/products`)).body)).toEqual([
      fixture.shoe,
      fixture.boot,
    ]);

    const nodes = await get(`${base}/nodes?filter=eq(slug,boots)`);
    expect(ids(nodes.body)).toEqual([fixture.boots]);
    const boots = await get<One>(`${base}/nodes/${fixture.boots}`);
    expect(boots.body.data.relationships.parent?.data?.id).toBe(fixture.shoes);
    expect(boots.body.data.meta.breadcrumbs).toEqual([
      { id: fixture.hierarchy, name: 'Footwear' },
      { id: fixture.shoes, name: 'Shoes', slug: 'shoes' },
      { id: fixture.boots, name: 'Boots', slug: 'boots' },
    ]);
    expect(ids((await get(`${base}/nodes/${fixture.shoes}/relationships/children`)).body)).toEqual([
      fixture.boots,
    ]);
    expect(ids((await get(`${base}/nodes/${fixture.boots}/relationships/products`)).body)).toEqual([
      fixture.boot,
    ]);
    expect(ids((await get(`${base}/products?filter=eq(sku,${fixture.sku('SHOE')})`)).body)).toEqual([
      fixture.shoe,
    ]);
    expect((await get(`${base}/products?filter=eq(price,1)`)).status).toBe(400);
  });

  it('answers 404 for unknown releases, nodes and products, and for another catalog’s release', async () => {
    const fixture = await buildFixture();
    const releases = `/pcm/catalogs/${fixture.catalog}/releases`;
    expect((await get(`${releases}/no-such-release`)).status).toBe(404);
    expect((await get(`${releases}/${SEEDED_RELEASE_ID}`)).status).toBe(404);
    expect((await get(`/pcm/catalogs/no-such-catalog/releases`)).status).toBe(404);
    const base = `/pcm/catalogs/${SEEDED_CATALOG_ID}/releases/${SEEDED_RELEASE_ID}`;
    expect((await get<One>(base)).body.data.meta.release_status).toBe('PUBLISHED');
    expect((await get(`${base}/nodes/no-such-node`)).status).toBe(404);
    expect((await get(`${base}/products/no-such-product`)).status).toBe(404);
    expect((await get(`${base}/hierarchies/no-such-hierarchy/products`)).status).toBe(404);
    // The fixture's product is not in the demo catalog.
    expect((await get(`${base}/products/${fixture.boot}`)).status).toBe(404);
  });

  it('keeps the three newest releases, lists them newest first, and deletes one or all', async () => {
    const fixture = await buildFixture();
    const releases = `/pcm/catalogs/${fixture.catalog}/releases`;
    const made: string[] = [];
    for (let count = 0; count < 4; count += 1) made.push((await send('POST', releases)).body.data.id);
    const listed = await get(releases);
    expect(ids(listed.body)).toEqual([made[3], made[2], made[1]]);
    expect((await get(`${releases}/${made[0]}`)).status).toBe(404);
    // The spec's other wording of the same list.
    expect(ids((await get(`/pcm/catalogs/releases/${fixture.catalog}`)).body)).toEqual(ids(listed.body));

    expect((await send('DELETE', `${releases}/${made[3]}`)).status).toBe(204);
    expect((await get(`${releases}/${made[3]}`)).status).toBe(404);
    expect((await send('DELETE', releases)).status).toBe(204);
    expect((await get(releases)).body.data).toEqual([]);
  });

  it('lets an implicit (storefront) token read releases but not publish', async () => {
    const implicit = await request<{ access_token: string }>(api.sandbox, '/oauth/access_token', {
      method: 'POST',
      form: { grant_type: 'implicit', client_id: api.sandbox.config.clientId },
    });
    const storefront = implicit.body.access_token;
    const path = `/pcm/catalogs/${SEEDED_CATALOG_ID}/releases`;
    expect((await request(api.sandbox, path, { token: storefront })).status).toBe(200);
    expect((await request(api.sandbox, path, { method: 'POST', token: storefront })).status).toBe(403);
  });
});
