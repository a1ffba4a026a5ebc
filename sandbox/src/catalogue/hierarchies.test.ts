import { JOB_PENDING_MS, JOB_RUNNING_MS } from './jobs';
import { generateCatalogue } from './seed-catalogue';
import { generateHierarchies } from './seed-hierarchies';
import { request, useTestSandbox, type ErrorBody } from '../core/test-support';

interface Resource {
  id: string;
  type: string;
  attributes: { name: string; description?: string; slug?: string; sku?: string };
  relationships: Record<string, { data: unknown }>;
  meta: {
    sort_order?: number;
    hierarchy_id?: string;
    parent_name?: string;
    breadcrumbs?: { id: string; name: string }[];
  };
}

interface ListBody {
  data: Resource[];
  meta: {
    page: { current: number; limit: number; offset: number; total: number };
    results: { total: number };
  };
}

interface SingleBody {
  data: Resource;
}

const api = useTestSandbox<ListBody, SingleBody>();
const { get, send } = api;

const names = (body: ListBody) => body.data.map((item) => item.attributes.name);

async function createHierarchy(name: string, slug?: string): Promise<string> {
  const response = await send('POST', '/pcm/hierarchies', {
    data: { type: 'hierarchy', attributes: { name, ...(slug ? { slug } : {}) } },
  });
  expect(response.status).toBe(201);
  return response.body.data.id;
}

async function createNode(hierarchyId: string, name: string, sortOrder?: number): Promise<string> {
  const response = await send('POST', `/pcm/hierarchies/${hierarchyId}/nodes`, {
    data: {
      type: 'node',
      attributes: { name, slug: name.toLowerCase().replace(/\s+/g, '-') },
      ...(sortOrder === undefined ? {} : { meta: { sort_order: sortOrder } }),
    },
  });
  expect(response.status).toBe(201);
  return response.body.data.id;
}

const setParent = (hierarchyId: string, nodeId: string, parentId: string) =>
  send<unknown>('PUT', `/pcm/hierarchies/${hierarchyId}/nodes/${nodeId}/relationships/parent`, {
    data: { type: 'node', id: parentId },
  });

describe('seeded hierarchies', () => {
  it('lists the three demo hierarchies with provider paging, filter and sort', async () => {
    const all = await get('/pcm/hierarchies?sort=name');
    expect(all.status).toBe(200);
    expect(names(all.body)).toEqual(['Brands', 'Seasonal Collections', 'Shop by Department']);
    expect(all.body.meta.results.total).toBe(3);
    const filtered = await get('/pcm/hierarchies?filter=like(name,*season*)&page[limit]=1');
    expect(names(filtered.body)).toEqual(['Seasonal Collections']);
    expect(filtered.body.meta.page).toEqual({ current: 1, limit: 1, offset: 0, total: 1 });
    const bad = await get('/pcm/hierarchies?filter=like(sku,x)');
    expect(bad.status).toBe(400);
  });

  it('has top-level nodes in plan order and leaves holding seeded products', async () => {
    const { hierarchies, nodes } = generateHierarchies(
      generateCatalogue(0).map((product) => ({ id: product.id, sku: product.attributes.sku })),
    );
    const department = hierarchies.find((hierarchy) => hierarchy.attributes.name === 'Shop by Department');
    const top = await get(`/pcm/hierarchies/${department?.id}/children`);
    expect(names(top.body)).toEqual(['Apparel', 'Home & Living', 'Electronics', 'Outdoor', 'Digital']);
    const tops = nodes.find((node) => node.data.name === 'Tops');
    const products = await get(
      `/pcm/hierarchies/${department?.id}/nodes/${tops?.id}/products?page[limit]=100`,
    );
    expect(products.body.data.length).toBeGreaterThan(5);
    expect(products.body.data.every((product) => /^APP-(TSH|HOD)-/.test(product.attributes.sku ?? ''))).toBe(
      true,
    );
    const tee = await get(`/pcm/products/${products.body.data[0]?.id}/nodes`);
    expect(names(tee.body)).toEqual(expect.arrayContaining(['Tops']));
  });
});

describe('hierarchy and node lifecycle', () => {
  it('creates, reads, updates and deletes a hierarchy, refusing a duplicate slug', async () => {
    const id = await createHierarchy('Lifecycle', 'lifecycle');
    const duplicate = await send('POST', '/pcm/hierarchies', {
      data: { type: 'hierarchy', attributes: { name: 'Other', slug: 'lifecycle' } },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0]?.source).toEqual({ pointer: '/data/attributes/slug' });
    const missingName = await send('POST', '/pcm/hierarchies', {
      data: { type: 'hierarchy', attributes: {} },
    });
    expect(missingName.status).toBe(422);
    expect(missingName.body.errors[0]?.source).toEqual({ pointer: '/data/attributes/name' });

    const updated = await send('PUT', `/pcm/hierarchies/${id}`, {
      data: { id, type: 'hierarchy', attributes: { description: 'Now described', slug: null } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.attributes).toEqual({ name: 'Lifecycle', description: 'Now described' });

    const node = await createNode(id, 'Doomed');
    expect((await send<unknown>('DELETE', `/pcm/hierarchies/${id}`)).status).toBe(204);
    expect((await get(`/pcm/hierarchies/${id}`)).status).toBe(404);
    // Its nodes went with it.
    const orphans = await get(`/pcm/hierarchies/nodes?filter=in(id,${node})`);
    expect(orphans.body.data).toEqual([]);
  });

  it('builds a tree: children in sort order, breadcrumbs, parent changes and detaching', async () => {
    const hierarchy = await createHierarchy('Tree');
    const shoes = await createNode(hierarchy, 'Shoes', 1);
    const boots = await createNode(hierarchy, 'Boots');
    const sandals = await createNode(hierarchy, 'Sandals', 5);

    const top = await get(`/pcm/hierarchies/${hierarchy}/children`);
    // sort_order highest first, then nodes without one.
    expect(names(top.body)).toEqual(['Sandals', 'Shoes', 'Boots']);

    expect((await setParent(hierarchy, boots, shoes)).status).toBe(204);
    const node = await get<SingleBody>(`/pcm/hierarchies/${hierarchy}/nodes/${boots}`);
    expect(node.body.data.relationships.parent).toEqual({ data: { type: 'node', id: shoes } });
    expect(node.body.data.meta.parent_name).toBe('Shoes');
    expect(node.body.data.meta.breadcrumbs?.map((crumb) => crumb.name)).toEqual(['Tree', 'Shoes', 'Boots']);
    expect(names((await get(`/pcm/hierarchies/${hierarchy}/nodes/${shoes}/children`)).body)).toEqual([
      'Boots',
    ]);

    // Sorting children through the relationship endpoint.
    await setParent(hierarchy, sandals, shoes);
    const sorted = await send('POST', `/pcm/hierarchies/${hierarchy}/nodes/${shoes}/relationships/children`, {
      data: [
        { type: 'node', id: boots, meta: { sort_order: 2 } },
        { type: 'node', id: sandals, meta: { sort_order: 1 } },
      ],
    });
    expect(sorted.status).toBe(200);
    const children = await get(`/pcm/hierarchies/${hierarchy}/nodes/${shoes}/children`);
    expect(names(children.body)).toEqual(['Boots', 'Sandals']);

    // A cycle is refused with a clear reason.
    const cycle = await setParent(hierarchy, shoes, boots);
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors[0]?.detail).toBe('A node cannot be moved under one of its own descendants');
    const self = await setParent(hierarchy, shoes, shoes);
    expect(self.body.errors[0]?.detail).toBe('A node cannot be its own parent');

    // Detaching puts the node back at the top level; at equal sort order the latest change comes first.
    api.sandbox.clock.advance(1000);
    const detached = await send<unknown>(
      'DELETE',
      `/pcm/hierarchies/${hierarchy}/nodes/${sandals}/relationships/parent`,
    );
    expect(detached.status).toBe(204);
    expect(names((await get(`/pcm/hierarchies/${hierarchy}/children`)).body)).toEqual(['Sandals', 'Shoes']);
  });

  it('keeps sibling names unique and nodes inside their own hierarchy', async () => {
    const hierarchy = await createHierarchy('Siblings');
    const other = await createHierarchy('Elsewhere');
    await createNode(hierarchy, 'Hats');
    const clash = await send('POST', `/pcm/hierarchies/${hierarchy}/nodes`, {
      data: { type: 'node', attributes: { name: 'Hats' } },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0]?.source).toEqual({ pointer: '/data/attributes/name' });
    const foreign = await createNode(other, 'Foreign');
    const local = await createNode(hierarchy, 'Local');
    const crossing = await setParent(hierarchy, local, foreign);
    expect(crossing.status).toBe(422);
    expect((await get(`/pcm/hierarchies/${hierarchy}/nodes/${foreign}`)).status).toBe(404);
  });

  it('reads, updates and refuses nodes like the provider', async () => {
    const hierarchy = await createHierarchy('Node rules');
    const nodes = `/pcm/hierarchies/${hierarchy}/nodes`;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const orphan = await get(`/pcm/hierarchies/${unknown}/nodes/${unknown}`);
    expect(orphan.body.errors[0]?.detail).toBe('No hierarchy found');
    expect((await get(`${nodes}/${unknown}`)).body.errors[0]?.detail).toBe('No node found');

    const node = await createNode(hierarchy, 'Ranked', 4);
    const read = await get<SingleBody>(`${nodes}/${node}`);
    expect(read.body.data.meta.sort_order).toBe(4);
    const noId = await send('PUT', `${nodes}/${node}`, { data: { type: 'node', attributes: {} } });
    expect([noId.status, noId.body.errors[0]?.source]).toEqual([422, { pointer: '/data/id' }]);
    const otherId = await send('PUT', `${nodes}/${node}`, {
      data: { type: 'node', id: unknown, attributes: {} },
    });
    expect([otherId.status, otherId.body.errors[0]?.source]).toEqual([409, { pointer: '/data/id' }]);
    const badOrder = await send('PUT', `${nodes}/${node}`, {
      data: { type: 'node', id: node, attributes: {}, meta: { sort_order: 1.5 } },
    });
    expect([badOrder.status, badOrder.body.errors[0]?.source]).toEqual([
      422,
      { pointer: '/data/meta/sort_order' },
    ]);
    // A missing sort_order keeps the stored one; named attributes merge like a hierarchy's.
    const renamed = await send('PUT', `${nodes}/${node}`, {
      data: { type: 'node', id: node, attributes: { name: 'Renamed', slug: null } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.attributes).toEqual({ name: 'Renamed' });
    expect(renamed.body.data.meta.sort_order).toBe(4);
  });

  it('deletes a node together with its descendants', async () => {
    const hierarchy = await createHierarchy('Cascade');
    const parent = await createNode(hierarchy, 'Parent');
    const child = await createNode(hierarchy, 'Child');
    await setParent(hierarchy, child, parent);
    expect((await send<unknown>('DELETE', `/pcm/hierarchies/${hierarchy}/nodes/${parent}`)).status).toBe(204);
    expect((await get(`/pcm/hierarchies/${hierarchy}/nodes`)).body.data).toEqual([]);
  });
});

describe('nodes by id and node products', () => {
  it('finds nodes of any hierarchy by an in-filter, optionally with hierarchies', async () => {
    const hierarchy = await createHierarchy('Lookup');
    const a = await createNode(hierarchy, 'Alpha');
    const b = await createNode(hierarchy, 'Beta');
    const found = await get(`/pcm/hierarchies/nodes?filter=in(id,${a},${b},missing)`);
    expect(found.body.data.map((node) => node.id).sort()).toEqual([a, b].sort());
    expect(found.body.data.every((node) => node.meta.hierarchy_id === hierarchy)).toBe(true);
    const withHierarchy = await get(
      `/pcm/hierarchies/nodes?filter=in(id,${a},${hierarchy})&include_hierarchies=true`,
    );
    expect(withHierarchy.body.data.map((item) => item.type).sort()).toEqual(['hierarchy', 'node']);
  });

  it('attaches, lists and detaches products, refusing unknown ones', async () => {
    const hierarchy = await createHierarchy('Merch');
    const node = await createNode(hierarchy, 'Featured');
    const catalogue = await get('/pcm/products?page[limit]=2&sort=sku');
    const [first, second] = catalogue.body.data.map((product) => product.id);
    const base = `/pcm/hierarchies/${hierarchy}/nodes/${node}`;

    const attached = await send('POST', `${base}/relationships/products`, {
      data: [
        { type: 'product', id: first },
        { type: 'product', id: second },
      ],
    });
    expect(attached.status).toBe(201);
    expect(attached.body.data.id).toBe(node);
    const listed = await get(`${base}/products`);
    expect(listed.body.data.map((product) => product.id)).toEqual([first, second]);
    expect(listed.body.meta.results.total).toBe(2);
    expect(names((await get(`/pcm/products/${first}/nodes`)).body)).toContain('Featured');

    const unknown = await send('POST', `${base}/relationships/products`, {
      data: [{ type: 'product', id: 'no-such-product' }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]?.source).toEqual({ pointer: '/data/0/id' });

    const detached = await send('DELETE', `${base}/relationships/products`, {
      data: [{ type: 'product', id: first }],
    });
    expect(detached.status).toBe(200);
    expect((await get(`${base}/products`)).body.data.map((product) => product.id)).toEqual([second]);
  });

  it('needs a token and write access like every PCM route', async () => {
    const anonymous = await request<ErrorBody>(api.sandbox, '/pcm/hierarchies');
    expect(anonymous.status).toBe(401);
  });
});

describe('attach_nodes and detach_nodes', () => {
  it('puts the products a filter selects in several nodes at once and takes them out again', async () => {
    const first = await createHierarchy('Bulk A');
    const second = await createHierarchy('Bulk B');
    const a = await createNode(first, 'Bulk node A');
    const b = await createNode(second, 'Bulk node B');
    const catalogue = await get('/pcm/products?page[limit]=2&sort=-sku');
    const [one, two] = catalogue.body.data.map((product) => product.id) as [string, string];
    const nodesOf = async (productId: string) => names((await get(`/pcm/products/${productId}/nodes`)).body);

    const attached = await send<{ meta: unknown }>('POST', '/pcm/products/attach_nodes', {
      data: { filter: `in(id,${one},${two})`, node_ids: [a, b, 'no-such-node'] },
    });
    expect(attached.status).toBe(200);
    expect(attached.body.meta).toEqual({ nodes_attached: 2, nodes_not_found: ['no-such-node'] });
    expect(await nodesOf(one)).toEqual(expect.arrayContaining(['Bulk node A', 'Bulk node B']));
    expect(await nodesOf(two)).toEqual(expect.arrayContaining(['Bulk node A', 'Bulk node B']));
    // Attaching again keeps each product once.
    await send('POST', '/pcm/products/attach_nodes', { data: { filter: `eq(id,${one})`, node_ids: [a] } });
    const held = await get(`/pcm/hierarchies/${first}/nodes/${a}/products`);
    expect(held.body.data.map((product) => product.id).sort()).toEqual([one, two].sort());
    // A node's products carry their own links, as any product does (no template, no main image here).
    expect(held.body.data.map((product) => product.relationships?.templates?.data)).toEqual([[], []]);
    expect(held.body.data.map((product) => product.relationships?.main_image?.data)).toEqual([null, null]);

    const detached = await send<{ meta: unknown }>('POST', '/pcm/products/detach_nodes', {
      data: { filter: `eq(id,${one})`, node_ids: [b] },
    });
    expect(detached.body.meta).toEqual({ nodes_detached: 1, nodes_not_found: [] });
    expect(await nodesOf(one)).toContain('Bulk node A');
    expect(await nodesOf(one)).not.toContain('Bulk node B');
    expect(await nodesOf(two)).toContain('Bulk node B');

    const noFilter = await send('POST', '/pcm/products/attach_nodes', { data: { node_ids: [a] } });
    expect(noFilter.status).toBe(422);
    expect(noFilter.body.errors[0]?.source?.pointer).toBe('/data/filter');
    const badFilter = await send('POST', '/pcm/products/attach_nodes', {
      data: { filter: 'eq(id', node_ids: [a] },
    });
    expect(badFilter.status).toBe(400);
  });
});

describe('duplicating a hierarchy', () => {
  interface JobResource {
    id: string;
    attributes: { type: string; status: string };
    meta: { copied_from?: string; hierarchy_id?: string };
  }
  const job = async (id: string) => (await get<{ data: JobResource }>(`/pcm/jobs/${id}`)).body.data;

  it('runs a hierarchy-duplicate job that copies the tree, and products on request', async () => {
    const original = await createHierarchy('Original tree', 'original-tree');
    const top = await createNode(original, 'Top', 5);
    const child = await createNode(original, 'Child');
    expect((await setParent(original, child, top)).status).toBe(204);
    const catalogue = await get('/pcm/products?page[limit]=1&sort=sku');
    const productId = catalogue.body.data[0]?.id as string;
    await send('POST', `/pcm/hierarchies/${original}/nodes/${child}/relationships/products`, {
      data: [{ type: 'product', id: productId }],
    });

    const started = await send<{ data: JobResource }>('POST', `/pcm/hierarchies/${original}/duplicate_job`, {
      data: { type: 'hierarchy', attributes: { name: 'Copied tree', include_products: true } },
    });
    expect(started.status).toBe(201);
    expect(started.body.data.attributes).toMatchObject({ type: 'hierarchy-duplicate', status: 'pending' });
    expect(started.body.data.meta.hierarchy_id).toBeUndefined();

    api.sandbox.clock.advance(JOB_PENDING_MS);
    expect((await job(started.body.data.id)).attributes.status).toBe('started');
    api.sandbox.clock.advance(JOB_RUNNING_MS);
    const done = await job(started.body.data.id);
    expect(done.attributes.status).toBe('success');
    expect(done.meta.copied_from).toBe(original);
    const copyId = done.meta.hierarchy_id as string;
    expect(copyId).not.toBe(original);

    const copy = await get<SingleBody>(`/pcm/hierarchies/${copyId}`);
    expect(copy.body.data.attributes).toEqual({ name: 'Copied tree' });
    const tops = await get(`/pcm/hierarchies/${copyId}/children`);
    expect(names(tops.body)).toEqual(['Top']);
    expect(tops.body.data[0]?.meta.sort_order).toBe(5);
    const copiedTop = tops.body.data[0]?.id as string;
    expect(copiedTop).not.toBe(top);
    const children = await get(`/pcm/hierarchies/${copyId}/nodes/${copiedTop}/children`);
    expect(names(children.body)).toEqual(['Child']);
    const products = await get(`/pcm/hierarchies/${copyId}/nodes/${children.body.data[0]?.id}/products`);
    expect(products.body.data.map((product) => product.id)).toEqual([productId]);
    // The original is untouched.
    expect(names((await get(`/pcm/hierarchies/${original}/nodes`)).body).sort()).toEqual(['Child', 'Top']);
  });

  it('leaves products out by default, refuses bad input and unknown hierarchies', async () => {
    const original = await createHierarchy('Plain tree');
    const node = await createNode(original, 'Leaf');
    const catalogue = await get('/pcm/products?page[limit]=1&sort=sku');
    await send('POST', `/pcm/hierarchies/${original}/nodes/${node}/relationships/products`, {
      data: [{ type: 'product', id: catalogue.body.data[0]?.id }],
    });
    const started = await send<{ data: JobResource }>('POST', `/pcm/hierarchies/${original}/duplicate_job`, {
      data: { type: 'hierarchy', attributes: {} },
    });
    api.sandbox.clock.advance(JOB_PENDING_MS + JOB_RUNNING_MS);
    const copyId = (await job(started.body.data.id)).meta.hierarchy_id as string;
    const copy = await get<SingleBody>(`/pcm/hierarchies/${copyId}`);
    expect(copy.body.data.attributes.name).toBe('Plain tree');
    const [leaf] = (await get(`/pcm/hierarchies/${copyId}/children`)).body.data;
    expect((await get(`/pcm/hierarchies/${copyId}/nodes/${leaf?.id}/products`)).body.data).toEqual([]);

    const bad = await send('POST', `/pcm/hierarchies/${original}/duplicate_job`, {
      data: { type: 'hierarchy', attributes: { include_products: 'yes' } },
    });
    expect(bad.status).toBe(422);
    const missing = await send('POST', '/pcm/hierarchies/no-such-hierarchy/duplicate_job', {
      data: { type: 'hierarchy', attributes: {} },
    });
    expect(missing.status).toBe(404);
  });

  it('fails the job when the original is deleted before it runs', async () => {
    const original = await createHierarchy('Short-lived');
    const started = await send<{ data: JobResource }>('POST', `/pcm/hierarchies/${original}/duplicate_job`, {
      data: { type: 'hierarchy', attributes: { name: 'Never made' } },
    });
    expect((await send<unknown>('DELETE', `/pcm/hierarchies/${original}`)).status).toBe(204);
    api.sandbox.clock.advance(JOB_PENDING_MS + JOB_RUNNING_MS);
    expect((await job(started.body.data.id)).attributes.status).toBe('failed');
    const errors = await get<{ data: { attributes: { message: string } }[] }>(
      `/pcm/jobs/${started.body.data.id}/errors`,
    );
    expect(errors.body.data[0]?.attributes.message).toMatch(/no longer exists/);
  });
});
