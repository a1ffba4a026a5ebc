import type { ProductResource } from './products';
import { generateCatalogue } from './seed-catalogue';
import { SEEDED_CHILD_PRODUCTS } from './variations';
import {
  clientCredentialsToken,
  request,
  startTestSandbox,
  useTestSandbox,
  type ErrorBody,
  type JsonResponse,
  type TestSandbox,
} from '../core/test-support';

interface ListBody {
  data: ProductResource[];
  links: { current: string; first: string; last: string; next?: string; prev?: string };
  meta: {
    page: { current: number; limit: number; offset: number; total: number };
    results: { total: number };
  };
}

interface SingleBody {
  data: ProductResource;
}

// The seeded catalogue plus the child products built from its seeded variations.
const SEEDED_TOTAL = generateCatalogue(0).length + SEEDED_CHILD_PRODUCTS;

/** Read-only tests share one pristine sandbox so totals stay predictable. */
describe('GET /pcm/products on the seeded catalogue', () => {
  const api = useTestSandbox();

  const list = (query = '') =>
    request<ListBody & ErrorBody>(api.sandbox, `/pcm/products${query}`, { token: api.token });
  const names = (response: JsonResponse<ListBody>) =>
    response.body.data.map((product) => product.attributes.name);

  describe('paging', () => {
    it('returns 25 products by default with totals and links', async () => {
      const response = await list();
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(25);
      expect(response.body.meta).toEqual({
        page: { current: 1, limit: 25, offset: 0, total: Math.ceil(SEEDED_TOTAL / 25) },
        results: { total: SEEDED_TOTAL },
      });
      const lastOffset = Math.floor((SEEDED_TOTAL - 1) / 25) * 25;
      expect(response.body.links).toEqual({
        current: '/pcm/products?page[offset]=0&page[limit]=25',
        first: '/pcm/products?page[offset]=0&page[limit]=25',
        last: `/pcm/products?page[offset]=${lastOffset}&page[limit]=25`,
        next: '/pcm/products?page[offset]=25&page[limit]=25',
      });
    });

    it('links to previous and next pages and keeps the filter in every link', async () => {
      const response = await list('?filter=eq(commodity_type,physical)&page[offset]=20&page[limit]=10');
      const total = response.body.meta.results.total;
      expect(total).toBeGreaterThan(40);
      expect(response.body.meta.page).toMatchObject({ current: 3, limit: 10, offset: 20 });
      const link = (offset: number) =>
        `/pcm/products?filter=eq(commodity_type%2Cphysical)&page[offset]=${offset}&page[limit]=10`;
      expect(response.body.links).toEqual({
        current: link(20),
        first: link(0),
        last: link(Math.floor((total - 1) / 10) * 10),
        next: link(30),
        prev: link(10),
      });
      // The links are usable as-is.
      const next = await request<ListBody>(api.sandbox, response.body.links.next ?? '', { token: api.token });
      expect(next.body.meta.page.offset).toBe(30);
      expect(next.body.data.every((product) => product.attributes.commodity_type === 'physical')).toBe(true);
    });

    it('omits next on the last page', async () => {
      const response = await list(`?page[offset]=${SEEDED_TOTAL - 5}&page[limit]=10`);
      expect(response.body.data).toHaveLength(5);
      expect(response.body.links.next).toBeUndefined();
      expect(response.body.links.prev).toBeDefined();
    });

    it('caps page[limit] at 100 and says so in meta', async () => {
      const response = await list('?page[limit]=500');
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(100);
      expect(response.body.meta.page.limit).toBe(100);
    });

    it('pages through the whole catalogue without gaps or repeats', async () => {
      const ids = new Set<string>();
      for (let offset = 0; offset < SEEDED_TOTAL; offset += 100) {
        (await list(`?page[limit]=100&page[offset]=${offset}`)).body.data.forEach((product) =>
          ids.add(product.id),
        );
      }
      expect(ids.size).toBe(SEEDED_TOTAL);
    });

    it('returns an empty page past the end, and 400 beyond offset 10000', async () => {
      expect((await list('?page[offset]=10000')).body.data).toEqual([]);
      const response = await list('?page[offset]=10001');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        errors: [
          { status: '400', title: 'Bad Request', detail: 'page[offset] must not be greater than 10000' },
        ],
      });
    });

    it('rejects non-numeric paging values with 400', async () => {
      expect((await list('?page[limit]=ten')).status).toBe(400);
      expect((await list('?page[offset]=1e3')).status).toBe(400);
    });
  });

  describe('sorting', () => {
    it('defaults to created_at ascending', async () => {
      const created = (await list('?page[limit]=100')).body.data.map((product) => product.meta.created_at);
      expect(created).toEqual([...created].sort());
    });

    it('sorts by name ascending and descending', async () => {
      const ascending = names(await list('?sort=name&page[limit]=100&filter=eq(commodity_type,digital)'));
      const descending = names(await list('?sort=-name&page[limit]=100&filter=eq(commodity_type,digital)'));
      expect(ascending).toEqual([...ascending].sort());
      expect(descending).toEqual([...ascending].reverse());
    });

    it('sorts by created_at descending', async () => {
      const created = (await list('?sort=-created_at')).body.data.map((product) => product.meta.created_at);
      expect(created).toEqual([...created].sort().reverse());
    });

    it('rejects an unknown sort field with 400', async () => {
      const response = await list('?sort=price');
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toEqual({
        status: '400',
        title: 'Bad Request',
        detail: 'Invalid sort field',
      });
    });
  });

  describe('filtering', () => {
    it('combines like and eq with AND', async () => {
      const response = await list('?filter=like(name,*cotton*):eq(status,live)&page[limit]=100');
      expect(response.body.data.length).toBeGreaterThan(0);
      for (const product of response.body.data) {
        expect(product.attributes.name.toLowerCase()).toContain('cotton');
        expect(product.attributes.status).toBe('live');
      }
    });

    it('supports OR groups and quoted values', async () => {
      const skus = ['APP-TSH-0001', 'GFT-CRD-0002'];
      const response = await list(`?filter=(eq(sku,"${skus[0]}")|eq(sku,${skus[1]}))`);
      expect(response.body.data.map((product) => product.attributes.sku).sort()).toEqual(skus);
    });

    it('maps manufacturer_part_num to mpn and matches tags element-wise', async () => {
      const withMpn = (await list('?filter=like(manufacturer_part_num,APP-*)&page[limit]=100')).body.data;
      expect(withMpn.length).toBeGreaterThan(0);
      expect(withMpn.every((product) => product.attributes.mpn?.startsWith('APP-'))).toBe(true);
      const giftCards = await list('?filter=eq(tags,gift-card)');
      expect(giftCards.body.meta.results.total).toBe(8);
    });

    it('filters on extension fields', async () => {
      const book = (await list('?filter=eq(tags,ebook)&page[limit]=1')).body.data[0];
      const isbn = book.attributes.extensions?.book.isbn;
      const response = await list(`?filter=eq(extensions.book.isbn,${String(isbn)})`);
      expect(response.body.data.map((product) => product.id)).toEqual([book.id]);
    });

    it('filters on timestamps with ordered operators', async () => {
      const all = (await list('?page[limit]=100')).body.data;
      const pivot = all[50].meta.created_at;
      const response = await list(`?filter=gt(created_at,${pivot})&page[limit]=1`);
      expect(response.body.meta.results.total).toBe(SEEDED_TOTAL - 51);
    });

    it('answers 400 with the provider detail for an unparseable filter', async () => {
      const response = await list('?filter=eq(name,oops');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        errors: [{ status: '400', title: 'Bad Request', detail: 'Could not parse the supplied filter' }],
      });
    });

    it('answers 400 for operators a field does not support', async () => {
      expect((await list('?filter=like(id,abc*)')).status).toBe(400);
      expect((await list('?filter=gt(name,a)')).status).toBe(400);
      expect((await list('?filter=eq(price,10)')).status).toBe(400);
    });

    it('answers 400 for more than 10 operations or more than 8 KB', async () => {
      const eleven = Array.from({ length: 11 }, (_, i) => `eq(sku,S${i})`).join(':');
      expect((await list(`?filter=${eleven}`)).status).toBe(400);
      const huge = await list(`?filter=eq(name,${'x'.repeat(8200)})`);
      expect(huge.status).toBe(400);
      expect(huge.body.errors[0].detail).toMatch(/8192/);
    });

    it('answers 400 when a parameter is repeated', async () => {
      expect((await list('?sort=name&sort=sku')).status).toBe(400);
    });
  });
});

describe('product create, read, update, delete', () => {
  const api = useTestSandbox();

  const create = (attributes: Record<string, unknown>, type = 'product') =>
    request<SingleBody & ErrorBody>(api.sandbox, '/pcm/products', {
      method: 'POST',
      token: api.token,
      json: { data: { type, attributes } },
    });
  const get = (id: string) =>
    request<SingleBody & ErrorBody>(api.sandbox, `/pcm/products/${id}`, { token: api.token });
  const update = (id: string, data: Record<string, unknown>) =>
    request<SingleBody & ErrorBody>(api.sandbox, `/pcm/products/${id}`, {
      method: 'PUT',
      token: api.token,
      json: { data },
    });

  it('creates a product with provider defaults and returns 201', async () => {
    const response = await create({
      name: 'Field Notes Journal',
      commodity_type: 'physical',
      sku: 'JRN-0001',
    });
    expect(response.status).toBe(201);
    const createdAt = new Date(api.sandbox.clock.now()).toISOString();
    expect(response.body.data).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      type: 'product',
      attributes: {
        name: 'Field Notes Journal',
        slug: 'field-notes-journal',
        sku: 'JRN-0001',
        status: 'draft',
        commodity_type: 'physical',
      },
      meta: { created_at: createdAt, updated_at: createdAt, owner: 'store', product_types: ['standard'] },
    });
    expect((await get(response.body.data.id)).body).toEqual(response.body);
  });

  it('derives unique slugs from names', async () => {
    const first = await create({ name: 'Café & Bistro Apron!', commodity_type: 'physical' });
    const second = await create({ name: 'Café & Bistro Apron!', commodity_type: 'physical' });
    expect(first.body.data.attributes.slug).toBe('caf-bistro-apron');
    expect(second.body.data.attributes.slug).toBe('caf-bistro-apron-2');
  });

  it('stores every supported attribute', async () => {
    const attributes = {
      name: 'Sea Glass Print',
      description: 'A4 giclée print.',
      slug: 'sea-glass_print.a4',
      sku: 'PRT-SEA-A4',
      status: 'live',
      commodity_type: 'physical',
      upc_ean: '5012345678900',
      mpn: 'SG-A4',
      external_ref: 'erp-77',
      tags: ['art', 'print'],
      extensions: { art: { artist: 'M. Reyes', signed: true, edition: 50, framed: null } },
      locales: { 'fr-FR': { name: 'Impression verre de mer' } },
    };
    const response = await create(attributes);
    expect(response.status).toBe(201);
    expect(response.body.data.attributes).toEqual(attributes);
  });

  it('updates with a partial merge, moves updated_at and keeps created_at', async () => {
    const created = (
      await create({ name: 'Linen Napkins', commodity_type: 'physical', sku: 'NAP-01', tags: ['a'] })
    ).body.data;
    api.sandbox.clock.advance(60_000);
    const response = await update(created.id, {
      id: created.id,
      type: 'product',
      attributes: { name: 'Linen Napkins (Set of 4)', status: 'live', tags: null },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toEqual({
      name: 'Linen Napkins (Set of 4)',
      slug: 'linen-napkins',
      sku: 'NAP-01',
      status: 'live',
      commodity_type: 'physical',
    });
    expect(response.body.data.meta.created_at).toBe(created.meta.created_at);
    expect(response.body.data.meta.updated_at).toBe(new Date(api.sandbox.clock.now()).toISOString());
    expect((await get(created.id)).body.data.attributes.name).toBe('Linen Napkins (Set of 4)');
  });

  it('deletes with 204 and no body, then reports 404', async () => {
    const { id } = (await create({ name: 'Temporary', commodity_type: 'digital' })).body.data;
    const response = await fetch(`${api.sandbox.url}/pcm/products/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${api.token}` },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const missing = await get(id);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      errors: [{ status: '404', title: 'Not Found', detail: 'No product found' }],
    });
  });

  it('answers 404 for unknown ids on read, update and delete', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await get(id)).status).toBe(404);
    expect((await update(id, { id, type: 'product', attributes: { name: 'x' } })).status).toBe(404);
    expect(
      (await request(api.sandbox, `/pcm/products/${id}`, { method: 'DELETE', token: api.token })).status,
    ).toBe(404);
  });

  describe('validation', () => {
    const expectFailure = (response: JsonResponse<ErrorBody>, detail: string | RegExp, pointer: string) => {
      expect(response.status).toBe(422);
      expect(response.body.errors).toContainEqual({
        status: '422',
        title: 'Failed Validation',
        detail: typeof detail === 'string' ? detail : expect.stringMatching(detail),
        source: { pointer },
      });
    };

    it('requires name and commodity_type', async () => {
      const response = await create({ sku: 'ONLY-SKU' });
      expectFailure(response, 'name is required', '/data/attributes/name');
      expectFailure(response, 'commodity_type is required', '/data/attributes/commodity_type');
    });

    it.each([
      [{ name: '  ' }, 'name can not be empty', 'name'],
      [{ name: 42 }, 'name must be a string', 'name'],
      [{ sku: '' }, 'sku can not be empty', 'sku'],
      [{ commodity_type: 'service' }, 'commodity_type must be one of: physical, digital', 'commodity_type'],
      [{ status: 'archived' }, 'status must be one of: live, draft', 'status'],
      [{ slug: 'has spaces' }, /slug may only contain/, 'slug'],
      [{ tags: ['two words'] }, 'tags must not contain spaces or commas', 'tags'],
      [{ tags: ['a,b'] }, 'tags must not contain spaces or commas', 'tags'],
      [
        { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
        'tags must not contain more than 20 items',
        'tags',
      ],
      [{ tags: 'solo' }, 'tags must be an array of strings', 'tags'],
      [{ external_ref: 'x'.repeat(2049) }, /external_ref must not be longer/, 'external_ref'],
      [{ extensions: { book: 'isbn' } }, /extensions must map/, 'extensions'],
      [{ colour: 'red' }, 'colour is not a recognised product attribute', 'colour'],
      [{ build_rules: {} }, 'build_rules is not supported by the sandbox', 'build_rules'],
    ])('rejects %j', async (overrides, detail, attribute) => {
      const response = await create({ name: 'Valid Name', commodity_type: 'physical', ...overrides });
      expectFailure(response, detail, `/data/attributes/${attribute}`);
    });

    it('reports several problems at once', async () => {
      const response = await create({ name: '', commodity_type: 'x', sku: '' });
      expect(response.body.errors.map((error) => error.source?.pointer).sort()).toEqual([
        '/data/attributes/commodity_type',
        '/data/attributes/name',
        '/data/attributes/sku',
      ]);
    });

    it('checks the document envelope', async () => {
      expectFailure(
        await create({ name: 'x', commodity_type: 'physical' }, 'products'),
        /type/,
        '/data/type',
      );
      const noData = await request<ErrorBody>(api.sandbox, '/pcm/products', {
        method: 'POST',
        token: api.token,
        json: {},
      });
      expectFailure(noData, /data is required/, '/data');
      const noAttributes = await request<ErrorBody>(api.sandbox, '/pcm/products', {
        method: 'POST',
        token: api.token,
        json: { data: { type: 'product' } },
      });
      expectFailure(noAttributes, /attributes is required/, '/data/attributes');
    });

    it('validates updates the same way and requires the matching id', async () => {
      const { id } = (await create({ name: 'Update Target', commodity_type: 'physical' })).body.data;
      expectFailure(
        await update(id, { id, type: 'product', attributes: { sku: '' } }),
        /can not be empty/,
        '/data/attributes/sku',
      );
      expectFailure(
        await update(id, { type: 'product', attributes: { name: 'x' } }),
        'id is required',
        '/data/id',
      );
      const mismatch = await update(id, { id: 'another-id', type: 'product', attributes: { name: 'x' } });
      expect(mismatch.status).toBe(409);
      expect(mismatch.body.errors[0].source).toEqual({ pointer: '/data/id' });
      expectFailure(
        await update(id, { id, type: 'product', attributes: { name: null } }),
        /name/,
        '/data/attributes/name',
      );
    });
  });

  describe('uniqueness', () => {
    it('rejects a duplicate sku with 409', async () => {
      expect((await create({ name: 'Original', commodity_type: 'physical', sku: 'DUP-1' })).status).toBe(201);
      const duplicate = await create({ name: 'Copy', commodity_type: 'physical', sku: 'DUP-1' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toEqual({
        errors: [
          {
            status: '409',
            title: 'Conflict',
            detail: 'A product with this sku already exists',
            source: { pointer: '/data/attributes/sku' },
          },
        ],
      });
    });

    it('rejects a duplicate explicit slug with 409', async () => {
      await create({ name: 'Slug Owner', commodity_type: 'physical', slug: 'taken-slug' });
      const duplicate = await create({ name: 'Slug Thief', commodity_type: 'physical', slug: 'taken-slug' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.errors[0]).toMatchObject({
        detail: 'A product with this slug already exists',
        source: { pointer: '/data/attributes/slug' },
      });
    });

    it('rejects a duplicate seeded sku, and an update onto another product sku, but not onto its own', async () => {
      expect((await create({ name: 'Clash', commodity_type: 'physical', sku: 'APP-TSH-0001' })).status).toBe(
        409,
      );
      const { id } = (await create({ name: 'Mover', commodity_type: 'physical', sku: 'MOVE-1' })).body.data;
      const onto = await update(id, { id, type: 'product', attributes: { sku: 'APP-TSH-0001' } });
      expect(onto.status).toBe(409);
      const own = await update(id, { id, type: 'product', attributes: { sku: 'MOVE-1', name: 'Mover 2' } });
      expect(own.status).toBe(200);
    });
  });
});

describe('HTTP plumbing', () => {
  let sandbox: TestSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });

  afterAll(async () => {
    await sandbox.close();
  });

  it('answers GET /healthz without a token', async () => {
    const response = await request(sandbox, '/healthz');
    expect(response).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers unknown routes with a provider-shaped 404', async () => {
    const response = await request<ErrorBody>(sandbox, '/v2/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.errors[0]).toMatchObject({ status: '404', title: 'Not Found' });
  });

  it('answers malformed JSON with a provider-shaped 400 and no stack trace', async () => {
    const token = await clientCredentialsToken(sandbox);
    const response = await request<ErrorBody>(sandbox, '/pcm/products', {
      method: 'POST',
      token,
      body: '{"data":',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errors: [{ status: '400', title: 'Bad Request', detail: 'The request body is not valid JSON' }],
    });
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const token = await clientCredentialsToken(sandbox);
    const big = JSON.stringify({
      data: { type: 'product', attributes: { description: 'x'.repeat(1_100_000) } },
    });
    const response = await request<ErrorBody>(sandbox, '/pcm/products', { method: 'POST', token, body: big });
    expect(response.status).toBe(413);
    expect(response.body.errors[0].status).toBe('413');
  });
});
