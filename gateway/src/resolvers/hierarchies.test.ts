import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const H = 'h-1';

function hierarchyResource(id = H, name = 'Shop by Department') {
  return {
    id,
    type: 'hierarchy',
    attributes: { name, slug: 'shop', description: 'Main navigation' },
    relationships: {},
    meta: { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z', owner: 'store' },
  };
}

function nodeResource(id: string, { parent, sortOrder }: { parent?: string; sortOrder?: number } = {}) {
  return {
    id,
    type: 'node',
    attributes: { name: `Node ${id}`, slug: `node-${id}` },
    relationships: parent ? { parent: { data: { type: 'node', id: parent } } } : {},
    meta: {
      hierarchy_id: H,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
      ...(sortOrder === undefined ? {} : { sort_order: sortOrder }),
      breadcrumbs: [
        { id: H, name: 'Shop by Department', slug: 'shop' },
        { id, name: `Node ${id}` },
      ],
    },
  };
}

const USER_ERRORS = 'userErrors { field message code }';

/** The nodes endpoint answering an `in(id,...)` filter from a table of nodes, logging each filter. */
function nodesById(table: Map<string, ReturnType<typeof nodeResource>>, filters: string[]) {
  return http.get(`${PROVIDER}/pcm/hierarchies/nodes`, ({ request }) => {
    const filter = new URL(request.url).searchParams.get('filter') ?? '';
    filters.push(filter);
    const ids = filter.replace(/^in\(id,|\)$/g, '').split(',');
    return HttpResponse.json({ data: ids.flatMap((id) => table.get(id) ?? []) });
  });
}

describe('hierarchy queries', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('lists hierarchies with the filter and page encoded for the provider', async () => {
    let url: URL | undefined;
    provider.use(
      http.get(`${PROVIDER}/pcm/hierarchies`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({
          data: [hierarchyResource()],
          meta: { page: { limit: 10, offset: 0, current: 1, total: 1 }, results: { total: 1 } },
        });
      }),
    );
    const result = await gateway.execute(
      `query ($filter: HierarchyFilter, $page: PageInput) { hierarchies(filter: $filter, page: $page) {
        items { id name slug description createdAt } pageInfo { limit offset total hasNextPage } } }`,
      { filter: { name: { like: 'shop' } }, page: { limit: 10 } },
    );
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('filter')).toBe('like(name,*shop*)');
    expect(url?.searchParams.get('page[limit]')).toBe('10');
    expect(result.data?.hierarchies).toEqual({
      items: [
        {
          id: H,
          name: 'Shop by Department',
          slug: 'shop',
          description: 'Main navigation',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      pageInfo: { limit: 10, offset: 0, total: 1, hasNextPage: false },
    });
  });

  it('maps a node: parent id, sort order, breadcrumbs and its hierarchy', async () => {
    const filters: string[] = [];
    provider.use(
      nodesById(new Map([['n-1', nodeResource('n-1', { parent: 'n-0', sortOrder: 3 })]]), filters),
      http.get(`${PROVIDER}/pcm/hierarchies`, () => HttpResponse.json({ data: [hierarchyResource()] })),
    );
    const result = await gateway.execute(`{ hierarchyNode(id: "n-1") {
      id name slug sortOrder hierarchyId parentId breadcrumbs { id name slug } hierarchy { name } } }`);
    expect(result.data?.hierarchyNode).toEqual({
      id: 'n-1',
      name: 'Node n-1',
      slug: 'node-n-1',
      sortOrder: 3,
      hierarchyId: H,
      parentId: 'n-0',
      breadcrumbs: [
        { id: H, name: 'Shop by Department', slug: 'shop' },
        { id: 'n-1', name: 'Node n-1', slug: null },
      ],
      hierarchy: { name: 'Shop by Department' },
    });
    expect(filters).toEqual(['in(id,n-1)']);
  });

  it("resolves many nodes' parents with one batched provider call", async () => {
    const children = Array.from({ length: 30 }, (_, index) =>
      nodeResource(`c-${index}`, { parent: `p-${index}` }),
    );
    const parents = Array.from({ length: 30 }, (_, index) => nodeResource(`p-${index}`));
    const filters: string[] = [];
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, () =>
        HttpResponse.json({
          data: [
            {
              id: 'prod-1',
              type: 'product',
              attributes: { name: 'Mug', status: 'live', commodity_type: 'physical' },
            },
          ],
        }),
      ),
      http.get(`${PROVIDER}/pcm/products/prod-1/nodes`, () =>
        HttpResponse.json({ data: children, meta: { results: { total: 30 } } }),
      ),
      nodesById(new Map(parents.map((parent) => [parent.id, parent])), filters),
    );
    const result = await gateway.execute(
      `{ product(id: "prod-1") { nodes(page: { limit: 100 }) { items { id parent { id name } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    const items = (result.data?.product as { nodes: { items: { parent: { id: string } }[] } }).nodes.items;
    expect(items).toHaveLength(30);
    expect(items.map((item) => item.parent.id)).toEqual(parents.map((parent) => parent.id));
    // One call for the product, one for its nodes, one for all thirty parents.
    expect(filters).toEqual([`in(id,${parents.map((parent) => parent.id).join(',')})`]);
    expect(result.extensions?.provider).toMatchObject({ calls: 3 });
  });

  it('answers nodes by ids in batches of 100, and an empty id list without any call', async () => {
    const table = new Map(
      Array.from({ length: 150 }, (_, index) => [`n-${index}`, nodeResource(`n-${index}`)] as const),
    );
    const filters: string[] = [];
    provider.use(nodesById(table, filters));
    const many = await gateway.execute(
      `query ($ids: [ID!]!) { hierarchyNodesByIds(ids: $ids) { items { id } pageInfo { limit offset total hasNextPage } } }`,
      { ids: [...table.keys(), 'missing'] },
    );
    const page = many.data?.hierarchyNodesByIds as { items: { id: string }[]; pageInfo: { total: number } };
    expect(page.items).toHaveLength(150);
    expect(page.pageInfo.total).toBe(150);
    expect(filters).toHaveLength(2);
    expect(many.extensions?.provider).toMatchObject({ calls: 2 });

    const empty = await gateway.execute(
      `{ hierarchyNodesByIds(ids: []) { items { id } pageInfo { limit offset total hasNextPage } } }`,
    );
    expect(empty.data?.hierarchyNodesByIds).toEqual({
      items: [],
      pageInfo: { limit: 100, offset: 0, total: 0, hasNextPage: false },
    });
    expect(empty.extensions?.provider).toEqual({ calls: 0, retries: 0, throttledMs: 0 });
  });

  it("reads each hierarchy's own nodes when all their nodes would take as many calls", async () => {
    const reads: string[] = [];
    provider.use(
      http.get(`${PROVIDER}/pcm/hierarchies`, () =>
        HttpResponse.json({
          data: [hierarchyResource('h-1'), hierarchyResource('h-2')],
          meta: { results: { total: 2 } },
        }),
      ),
      http.get(`${PROVIDER}/pcm/hierarchies/nodes`, ({ request }) => {
        reads.push(`all ${new URL(request.url).searchParams.get('filter')}`);
        // 250 nodes: three pages, more calls than the two hierarchies' own reads.
        return HttpResponse.json({ data: [nodeResource('n-0')], meta: { results: { total: 250 } } });
      }),
      http.get(`${PROVIDER}/pcm/hierarchies/:id/nodes`, ({ params }) => {
        reads.push(`own ${String(params.id)}`);
        return HttpResponse.json({
          data: [nodeResource(`n-${String(params.id)}`)],
          meta: { results: { total: 1 } },
        });
      }),
    );
    const result = await gateway.execute(
      '{ hierarchies { items { id nodes { items { id } pageInfo { total } } } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.hierarchies).toEqual({
      items: [
        { id: 'h-1', nodes: { items: [{ id: 'n-h-1' }], pageInfo: { total: 1 } } },
        { id: 'h-2', nodes: { items: [{ id: 'n-h-2' }], pageInfo: { total: 1 } } },
      ],
    });
    expect(reads.sort()).toEqual(['all in(hierarchy_id,h-1,h-2)', 'own h-1', 'own h-2']);
  });

  it('reads one hierarchy by its own path, and answers null for an unknown id', async () => {
    const paths: string[] = [];
    provider.use(
      http.get(`${PROVIDER}/pcm/hierarchies/:id`, ({ params, request }) => {
        paths.push(new URL(request.url).pathname);
        return params.id === H
          ? HttpResponse.json({ data: hierarchyResource() })
          : HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 });
      }),
    );
    const result = await gateway.execute(
      `{ found: hierarchy(id: "${H}") { id name slug } missing: hierarchy(id: "h-gone") { id } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      found: { id: H, name: 'Shop by Department', slug: 'shop' },
      missing: null,
    });
    expect(paths.sort()).toEqual([`/pcm/hierarchies/${H}`, '/pcm/hierarchies/h-gone']);
  });

  it("reads a hierarchy's whole tree with one call and primes parents from it", async () => {
    provider.use(
      http.get(`${PROVIDER}/pcm/hierarchies/${H}`, () => HttpResponse.json({ data: hierarchyResource() })),
      http.get(`${PROVIDER}/pcm/hierarchies/${H}/nodes`, () =>
        HttpResponse.json({
          data: [nodeResource('a'), nodeResource('b', { parent: 'a' }), nodeResource('c', { parent: 'b' })],
          meta: { results: { total: 3 } },
        }),
      ),
    );
    const result = await gateway.execute(
      `{ hierarchy(id: "${H}") { name nodes(page: { limit: 100 }) { items { id parent { id } } pageInfo { total } } } }`,
    );
    expect(result.data?.hierarchy).toEqual({
      name: 'Shop by Department',
      nodes: {
        items: [
          { id: 'a', parent: null },
          { id: 'b', parent: { id: 'a' } },
          { id: 'c', parent: { id: 'b' } },
        ],
        pageInfo: { total: 3 },
      },
    });
    expect(result.extensions?.provider).toMatchObject({ calls: 2 });
  });
});

describe('hierarchy mutations', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('creates a hierarchy and reports a duplicate slug on the slug field', async () => {
    const bodies: unknown[] = [];
    provider.use(
      http.post(`${PROVIDER}/pcm/hierarchies`, async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json({ data: hierarchyResource('h-new', 'Brands') }, { status: 201 })
          : HttpResponse.json(
              {
                errors: [
                  {
                    status: '409',
                    title: 'Conflict',
                    detail: 'A hierarchy with this slug already exists',
                    source: { pointer: '/data/attributes/slug' },
                  },
                ],
              },
              { status: 409 },
            );
      }),
    );
    const CREATE = `mutation ($input: HierarchyCreateInput!) { createHierarchy(input: $input) { hierarchy { id name } ${USER_ERRORS} } }`;
    const created = await gateway.execute(CREATE, { input: { name: 'Brands', slug: 'brands' } });
    expect(bodies[0]).toEqual({
      data: { type: 'hierarchy', attributes: { name: 'Brands', slug: 'brands' } },
    });
    expect(created.data?.createHierarchy).toEqual({
      hierarchy: { id: 'h-new', name: 'Brands' },
      userErrors: [],
    });
    const duplicate = await gateway.execute(CREATE, { input: { name: 'Brands', slug: 'brands' } });
    expect(duplicate.data?.createHierarchy).toEqual({
      hierarchy: null,
      userErrors: [
        { field: ['slug'], message: 'A hierarchy with this slug already exists', code: 'DUPLICATE' },
      ],
    });
  });

  it('creates a node under a parent with a second call, and removes it again when that fails', async () => {
    const calls: string[] = [];
    let parentBody: unknown;
    let createBody: unknown;
    provider.use(
      http.post(`${PROVIDER}/pcm/hierarchies/${H}/nodes`, async ({ request }) => {
        createBody = await request.json();
        calls.push('POST node');
        return HttpResponse.json({ data: nodeResource('n-new') }, { status: 201 });
      }),
      http.put(`${PROVIDER}/pcm/hierarchies/${H}/nodes/n-new/relationships/parent`, async ({ request }) => {
        parentBody = await request.json();
        calls.push('PUT parent');
        return parentBody && JSON.stringify(parentBody).includes('bad-parent')
          ? HttpResponse.json(
              {
                errors: [
                  {
                    status: '422',
                    title: 'Failed Validation',
                    detail: 'The parent node does not exist in this hierarchy',
                    source: { pointer: '/data/id' },
                  },
                ],
              },
              { status: 422 },
            )
          : new HttpResponse(null, { status: 204 });
      }),
      http.get(`${PROVIDER}/pcm/hierarchies/${H}/nodes/n-new`, () => {
        calls.push('GET node');
        return HttpResponse.json({ data: nodeResource('n-new', { parent: 'n-parent' }) });
      }),
      http.delete(`${PROVIDER}/pcm/hierarchies/${H}/nodes/n-new`, () => {
        calls.push('DELETE node');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const CREATE = `mutation ($input: HierarchyNodeCreateInput!) { createHierarchyNode(hierarchyId: "${H}", input: $input) {
      node { id parentId } ${USER_ERRORS} } }`;
    const placed = await gateway.execute(CREATE, {
      input: { name: 'Boots', sortOrder: 4, parentId: 'n-parent' },
    });
    expect(createBody).toEqual({
      data: { type: 'node', attributes: { name: 'Boots' }, meta: { sort_order: 4 } },
    });
    expect(parentBody).toEqual({ data: { type: 'node', id: 'n-parent' } });
    expect(placed.data?.createHierarchyNode).toEqual({
      node: { id: 'n-new', parentId: 'n-parent' },
      userErrors: [],
    });
    expect(calls).toEqual(['POST node', 'PUT parent', 'GET node']);

    calls.length = 0;
    const refused = await gateway.execute(CREATE, { input: { name: 'Boots', parentId: 'bad-parent' } });
    expect(refused.data?.createHierarchyNode).toEqual({
      node: null,
      userErrors: [
        { field: ['parentId'], message: 'The parent node does not exist in this hierarchy', code: 'INVALID' },
      ],
    });
    expect(calls).toEqual(['POST node', 'PUT parent', 'DELETE node']);
  });

  it('moves a node under another, detaches it with a null parent, and names the cycle', async () => {
    const calls: string[] = [];
    provider.use(
      http.put(`${PROVIDER}/pcm/hierarchies/${H}/nodes/:id/relationships/parent`, ({ params }) => {
        calls.push(`PUT ${String(params.id)}`);
        if (params.id === 'loop') {
          return HttpResponse.json(
            {
              errors: [
                {
                  status: '422',
                  title: 'Failed Validation',
                  detail: 'A node cannot be moved under one of its own descendants',
                  source: { pointer: '/data/id' },
                },
              ],
            },
            { status: 422 },
          );
        }
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete(`${PROVIDER}/pcm/hierarchies/${H}/nodes/:id/relationships/parent`, ({ params }) => {
        calls.push(`DELETE ${String(params.id)}`);
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${PROVIDER}/pcm/hierarchies/${H}/nodes/:id`, ({ params }) =>
        HttpResponse.json({
          data: nodeResource(String(params.id), { parent: calls.length === 1 ? 'p' : undefined }),
        }),
      ),
    );
    const MOVE = `mutation ($id: ID!, $parentId: ID) { moveHierarchyNode(hierarchyId: "${H}", id: $id, parentId: $parentId) {
      node { id parentId } ${USER_ERRORS} } }`;
    const moved = await gateway.execute(MOVE, { id: 'n', parentId: 'p' });
    expect(moved.data?.moveHierarchyNode).toEqual({ node: { id: 'n', parentId: 'p' }, userErrors: [] });
    const detached = await gateway.execute(MOVE, { id: 'n', parentId: null });
    expect(detached.data?.moveHierarchyNode).toEqual({ node: { id: 'n', parentId: null }, userErrors: [] });
    const loop = await gateway.execute(MOVE, { id: 'loop', parentId: 'child' });
    expect(loop.data?.moveHierarchyNode).toEqual({
      node: null,
      userErrors: [
        {
          field: ['parentId'],
          message: 'A node cannot be moved under one of its own descendants',
          code: 'INVALID',
        },
      ],
    });
    expect(calls).toEqual(['PUT n', 'DELETE n', 'PUT loop']);
  });

  it('sorts children by giving the first the highest sort order, at the top level too', async () => {
    const bodies: Record<string, unknown> = {};
    provider.use(
      http.post(
        `${PROVIDER}/pcm/hierarchies/${H}/nodes/parent/relationships/children`,
        async ({ request }) => {
          bodies.node = await request.json();
          return HttpResponse.json({ data: nodeResource('parent') });
        },
      ),
      http.post(`${PROVIDER}/pcm/hierarchies/${H}/relationships/children`, async ({ request }) => {
        bodies.top = await request.json();
        return HttpResponse.json({ data: hierarchyResource() });
      }),
      http.get(`${PROVIDER}/pcm/hierarchies/${H}/nodes/parent/children`, () =>
        HttpResponse.json({
          data: [nodeResource('b', { sortOrder: 2 }), nodeResource('a', { sortOrder: 1 })],
        }),
      ),
      http.get(`${PROVIDER}/pcm/hierarchies/${H}/children`, () => HttpResponse.json({ data: [] })),
    );
    const SORT = `mutation ($parentId: ID, $childIds: [ID!]!) { sortHierarchyNodeChildren(hierarchyId: "${H}", parentId: $parentId, childIds: $childIds) {
      children { id sortOrder } ${USER_ERRORS} } }`;
    const sorted = await gateway.execute(SORT, { parentId: 'parent', childIds: ['b', 'a'] });
    expect(bodies.node).toEqual({
      data: [
        { type: 'node', id: 'b', meta: { sort_order: 2 } },
        { type: 'node', id: 'a', meta: { sort_order: 1 } },
      ],
    });
    expect(sorted.data?.sortHierarchyNodeChildren).toEqual({
      children: [
        { id: 'b', sortOrder: 2 },
        { id: 'a', sortOrder: 1 },
      ],
      userErrors: [],
    });
    await gateway.execute(SORT, { parentId: null, childIds: ['x'] });
    expect(bodies.top).toEqual({ data: [{ type: 'node', id: 'x', meta: { sort_order: 1 } }] });
  });

  it('attaches and detaches products as relationship documents, unknown products on productIds', async () => {
    const seen: { method: string; body: unknown }[] = [];
    provider.use(
      http.post(`${PROVIDER}/pcm/hierarchies/${H}/nodes/n/relationships/products`, async ({ request }) => {
        const body = (await request.json()) as { data: { id: string }[] };
        seen.push({ method: 'POST', body });
        if (body.data.some((ref) => ref.id === 'ghost')) {
          return HttpResponse.json(
            {
              errors: [
                {
                  status: '422',
                  title: 'Failed Validation',
                  detail: 'No product found with id ghost',
                  source: { pointer: '/data/0/id' },
                },
              ],
            },
            { status: 422 },
          );
        }
        return HttpResponse.json({ data: nodeResource('n') }, { status: 201 });
      }),
      http.delete(`${PROVIDER}/pcm/hierarchies/${H}/nodes/n/relationships/products`, async ({ request }) => {
        seen.push({ method: 'DELETE', body: await request.json() });
        return HttpResponse.json({ data: nodeResource('n') });
      }),
    );
    const attach = await gateway.execute(
      `mutation { attachProductsToHierarchyNode(hierarchyId: "${H}", id: "n", productIds: ["p1", "p2"]) { node { id } ${USER_ERRORS} } }`,
    );
    expect(attach.data?.attachProductsToHierarchyNode).toEqual({ node: { id: 'n' }, userErrors: [] });
    const detach = await gateway.execute(
      `mutation { detachProductsFromHierarchyNode(hierarchyId: "${H}", id: "n", productIds: ["p1"]) { node { id } ${USER_ERRORS} } }`,
    );
    expect(detach.data?.detachProductsFromHierarchyNode).toEqual({ node: { id: 'n' }, userErrors: [] });
    expect(seen).toEqual([
      {
        method: 'POST',
        body: {
          data: [
            { type: 'product', id: 'p1' },
            { type: 'product', id: 'p2' },
          ],
        },
      },
      { method: 'DELETE', body: { data: [{ type: 'product', id: 'p1' }] } },
    ]);
    const ghost = await gateway.execute(
      `mutation { attachProductsToHierarchyNode(hierarchyId: "${H}", id: "n", productIds: ["ghost"]) { node { id } ${USER_ERRORS} } }`,
    );
    expect(ghost.data?.attachProductsToHierarchyNode).toEqual({
      node: null,
      userErrors: [{ field: ['productIds'], message: 'No product found with id ghost', code: 'INVALID' }],
    });
  });

  it('starts a duplicate job and reads the copy from the finished job', async () => {
    const bodies: unknown[] = [];
    provider.use(
      http.post(`${PROVIDER}/pcm/hierarchies/${H}/duplicate_job`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            data: {
              id: 'job-1',
              type: 'pim-job',
              attributes: { type: 'hierarchy-duplicate', status: 'pending', started_at: null },
              meta: { x_request_id: 'job-1' },
            },
          },
          { status: 201 },
        );
      }),
      http.get(`${PROVIDER}/pcm/jobs/job-1`, () =>
        HttpResponse.json({
          data: {
            id: 'job-1',
            type: 'pim-job',
            attributes: { type: 'hierarchy-duplicate', status: 'success' },
            meta: { x_request_id: 'job-1', copied_from: H, hierarchy_id: 'h-copy' },
          },
        }),
      ),
    );
    const started = await gateway.execute(
      `mutation ($input: HierarchyDuplicateInput) { duplicateHierarchy(id: "${H}", input: $input) {
        job { id jobType status hierarchyId } ${USER_ERRORS} } }`,
      { input: { name: 'Copy', includeProducts: true } },
    );
    expect(started.errors).toBeUndefined();
    expect(started.data?.duplicateHierarchy).toEqual({
      job: { id: 'job-1', jobType: 'HIERARCHY_DUPLICATE', status: 'PENDING', hierarchyId: null },
      userErrors: [],
    });
    expect(bodies).toEqual([
      { data: { type: 'hierarchy', attributes: { name: 'Copy', include_products: true } } },
    ]);
    const done = await gateway.execute(`{ job(id: "job-1") { status copiedFromHierarchyId hierarchyId } }`);
    expect(done.data?.job).toEqual({ status: 'SUCCESS', copiedFromHierarchyId: H, hierarchyId: 'h-copy' });
  });

  it('attaches a product to nodes of several hierarchies with one attach_nodes call', async () => {
    const table = new Map([
      ['n1', nodeResource('n1')],
      ['n2', { ...nodeResource('n2'), meta: { ...nodeResource('n2').meta, hierarchy_id: 'h-2' } }],
    ]);
    const filters: string[] = [];
    const seen: { url: string; body: unknown }[] = [];
    const record = async ({ request }: { request: Request }) => {
      seen.push({ url: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json({ meta: { nodes_attached: 2, nodes_not_found: [] } });
    };
    provider.use(
      nodesById(table, filters),
      http.get(`${PROVIDER}/pcm/products`, () =>
        HttpResponse.json({ data: [{ id: 'p1', type: 'product', attributes: { name: 'Mug' } }] }),
      ),
      http.post(`${PROVIDER}/pcm/products/attach_nodes`, record),
      http.post(`${PROVIDER}/pcm/products/detach_nodes`, record),
    );
    const attach = await gateway.execute(
      `mutation { attachProductNodes(productId: "p1", nodeIds: ["n1", "n2", "n1"]) { product { id } ${USER_ERRORS} } }`,
    );
    expect(attach.data?.attachProductNodes).toEqual({ product: { id: 'p1' }, userErrors: [] });
    expect(filters).toEqual(['in(id,n1,n2)']);
    // The product, its nodes, one bulk call.
    expect(attach.extensions?.provider).toMatchObject({ calls: 3 });
    const detach = await gateway.execute(
      `mutation { detachProductNodes(productId: "p1", nodeIds: ["n2"]) { product { id } ${USER_ERRORS} } }`,
    );
    expect(detach.data?.detachProductNodes).toEqual({ product: { id: 'p1' }, userErrors: [] });
    expect(seen).toEqual([
      { url: '/pcm/products/attach_nodes', body: { data: { filter: 'eq(id,p1)', node_ids: ['n1', 'n2'] } } },
      { url: '/pcm/products/detach_nodes', body: { data: { filter: 'eq(id,p1)', node_ids: ['n2'] } } },
    ]);

    seen.length = 0;
    const unknown = await gateway.execute(
      `mutation { attachProductNodes(productId: "p1", nodeIds: ["n1", "ghost"]) { product { id } ${USER_ERRORS} } }`,
    );
    expect(unknown.data?.attachProductNodes).toEqual({
      product: { id: 'p1' },
      userErrors: [{ field: ['nodeIds', '1'], message: 'No node found with id ghost', code: 'NOT_FOUND' }],
    });
    // Unknown ids are refused before anything changes.
    expect(seen).toEqual([]);
  });

  it('refuses callers without a token before calling the provider', async () => {
    const anonymous = await gateway.execute(`{ hierarchies { items { id } } }`, {}, null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.extensions?.provider).toEqual({ calls: 0, retries: 0, throttledMs: 0 });
  });
});
