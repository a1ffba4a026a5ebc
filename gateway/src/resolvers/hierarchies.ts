import type { GatewayContext } from '../context';
import type { UserError } from '../errors';
import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type { Resolvers } from '../generated/graphql';
import { listPage, MAX_PAGE_LIMIT, pageOfAll } from '../lists';
import type { ProviderClient } from '../provider/client';
import type { ProviderSingle } from '../provider/resources';
import { attempt, resourceWrites, toProviderAttributes } from './mapping';
import type { HierarchyModel, HierarchyNodeModel, JobModel, ProductModel } from './models';
import { providerPath, segmentError } from '../provider/path';
import { splitInFilter } from '../provider/query';
import { selectedFields } from './selection';
import { getOrNull, loadFound } from './provider-reads';

const HIERARCHIES = 'pcm/hierarchies';

/** Typed filter fields → the provider's filterable hierarchy fields (pcm.yaml, Get all hierarchies). */
export const HIERARCHY_FILTER_FIELDS = sdlFilterFields('HierarchyFilter');

const hierarchyPath = (id: string) => providerPath(HIERARCHIES)`/${id}`;
const nodesPath = (hierarchyId: string) => `${hierarchyPath(hierarchyId)}/nodes`;
const hierarchyWrites = (provider: ProviderClient) =>
  resourceWrites<HierarchyModel>(provider, {
    type: 'hierarchy',
    collectionPath: HIERARCHIES,
    uniqueKeys: ['slug'],
  });
const nodePath = (hierarchyId: string, nodeId: string) =>
  providerPath(HIERARCHIES)`/${hierarchyId}/nodes/${nodeId}`;

// ---------------------------------------------------------------------------------------------
// Reading provider resources

function metaValue(resource: { meta?: Record<string, unknown> }, key: string): unknown {
  return resource.meta?.[key];
}

function metaString(resource: { meta?: Record<string, unknown> }, key: string): string | null {
  const value = metaValue(resource, key);
  return typeof value === 'string' ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `relationships.parent.data.id`, present only below the top level. */
export function parentIdOf(node: HierarchyNodeModel): string | null {
  const parent = node.relationships?.parent;
  if (!isRecord(parent) || !isRecord(parent.data)) return null;
  return typeof parent.data.id === 'string' ? parent.data.id : null;
}

function hierarchyIdOf(node: HierarchyNodeModel): string {
  const id = metaString(node, 'hierarchy_id');
  if (id) return id;
  // Older answers carry only breadcrumbs, whose first step is the hierarchy.
  const [first] = breadcrumbsOf(node);
  return first?.id ?? '';
}

interface Breadcrumb {
  id: string;
  name: string;
  slug: string | null;
}

function breadcrumbsOf(node: HierarchyNodeModel): Breadcrumb[] {
  const crumbs = metaValue(node, 'breadcrumbs');
  if (!Array.isArray(crumbs)) return [];
  return crumbs.flatMap((crumb: unknown) =>
    isRecord(crumb) && typeof crumb.id === 'string' && typeof crumb.name === 'string'
      ? [{ id: crumb.id, name: crumb.name, slug: typeof crumb.slug === 'string' ? crumb.slug : null }]
      : [],
  );
}

// ---------------------------------------------------------------------------------------------
// Lists

/** Nodes fetched in a list are cached, so their `parent` lookups within the tree cost nothing more. */
function primeNodes(ctx: GatewayContext, nodes: HierarchyNodeModel[]): void {
  for (const node of nodes) ctx.loaders.nodeById.prime(node.id, node);
}

/** Each hierarchy's nodes, read for a whole page of hierarchies in one step (`Query.hierarchies`). */
const preloadedNodes = new WeakMap<HierarchyModel, HierarchyNodeModel[]>();

/**
 * The nodes of a page of hierarchies through `GET pcm/hierarchies/nodes?filter=in(hierarchy_id,...)`
 * (the provider's view of all nodes, in the same order as each hierarchy's own `nodes`), handed to
 * each hierarchy for its `nodes` field: ceil(nodes / 100) calls instead of one per hierarchy. Done
 * only when that is fewer calls; otherwise (one page read, then) each hierarchy reads its own.
 */
async function preloadHierarchyNodes(ctx: GatewayContext, hierarchies: readonly HierarchyModel[]) {
  const ids = hierarchies.map((hierarchy) => hierarchy.id);
  // An id its own read would refuse, or one a filter cannot carry, keeps the per-hierarchy reads.
  if (ids.length < 2 || ids.some((id) => segmentError(id) !== null || id.includes('"'))) return;
  const filters = splitInFilter('hierarchy_id', ids);
  if (filters.length !== 1) return;
  const read = (offset: number) =>
    listPage<HierarchyNodeModel>(ctx.provider, `${HIERARCHIES}/nodes`, {
      filter: filters[0],
      page: { limit: MAX_PAGE_LIMIT, offset },
    });
  const first = await read(0);
  const pages = Math.ceil(first.pageInfo.total / MAX_PAGE_LIMIT);
  if (pages >= hierarchies.length) return;
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_unused, index) => read((index + 1) * MAX_PAGE_LIMIT)),
  );
  const nodes = [first, ...rest].flatMap((page) => page.items);
  if (nodes.length < first.pageInfo.total) return;
  primeNodes(ctx, nodes);
  const byHierarchy = new Map<string, HierarchyNodeModel[]>(
    hierarchies.map((hierarchy) => [hierarchy.id, []]),
  );
  for (const node of nodes) byHierarchy.get(hierarchyIdOf(node))?.push(node);
  for (const hierarchy of hierarchies) preloadedNodes.set(hierarchy, byHierarchy.get(hierarchy.id) ?? []);
}

// ---------------------------------------------------------------------------------------------
// Mutation helpers

/** Relationship errors point at `/data/...`, not at attributes: name the GraphQL argument instead. */
function onArgument(userErrors: UserError[], field: string[]): UserError[] {
  return userErrors.map((error) => (error.field ? error : { ...error, field }));
}

function nodeDocument(
  input: Record<string, unknown>,
  { id, clearWithNull = false }: { id?: string; clearWithNull?: boolean } = {},
) {
  const { sortOrder, parentId: _parentId, ...attributes } = input;
  return {
    data: {
      ...(id ? { id } : {}),
      type: 'node',
      attributes: toProviderAttributes(attributes, { clearWithNull }),
      ...(typeof sortOrder === 'number' ? { meta: { sort_order: sortOrder } } : {}),
    },
  };
}

async function setParent(
  provider: ProviderClient,
  hierarchyId: string,
  nodeId: string,
  parentId: string | null,
): Promise<void> {
  const path = `${nodePath(hierarchyId, nodeId)}/relationships/parent`;
  if (parentId === null) await provider.delete(path);
  else await provider.put(path, { body: { data: { type: 'node', id: parentId } } });
}

const productReferences = (productIds: readonly string[]) => ({
  data: productIds.map((id) => ({ type: 'product', id })),
});

/**
 * Attaches or detaches one product on several nodes. The provider only relates products to nodes from
 * the node's side (`.../nodes/{n}/relationships/products`), which needs each node's hierarchy: the
 * nodes are read first (one call), unknown ids are refused before anything changes, then each node is
 * changed in turn; a refusal stops there and is reported with the node's index.
 */
async function changeProductNodes(
  ctx: GatewayContext,
  kind: 'attach' | 'detach',
  productId: string,
  nodeIds: readonly string[],
): Promise<{ product: ProductModel | null; userErrors: UserError[] }> {
  const product = await ctx.loaders.productById.load(productId);
  if (!product) {
    return {
      product: null,
      userErrors: [{ field: ['productId'], message: 'No product found', code: 'NOT_FOUND' as const }],
    };
  }
  const unique = [...new Set(nodeIds)];
  const nodes = unique.length === 0 ? [] : await ctx.loaders.nodeById.loadMany(unique);
  const missing = unique.flatMap((id, index) => {
    const node = nodes[index];
    return node && !(node instanceof Error)
      ? []
      : [
          {
            field: ['nodeIds', String(nodeIds.indexOf(id))],
            message: `No node found with id ${id}`,
            code: 'NOT_FOUND' as const,
          },
        ];
  });
  if (missing.length > 0 || unique.length === 0) return { product, userErrors: missing };
  // One call for all the nodes, whatever their hierarchies: the provider's bulk endpoint selects
  // products by filter, here the one product.
  const { userErrors } = await attempt(() =>
    ctx.provider.post(`pcm/products/${kind}_nodes`, {
      body: {
        data: { filter: encodeFilter({ id: { eq: productId } }, { id: { name: 'id' } }), node_ids: unique },
      },
    }),
  );
  if (userErrors.length > 0) return { product, userErrors: onArgument(userErrors, ['nodeIds']) };
  return { product, userErrors: [] };
}

// ---------------------------------------------------------------------------------------------
// Resolvers

export const hierarchyResolvers: Resolvers = {
  Query: {
    hierarchies: async (_root, { filter, page }, ctx, info) => {
      const result = await listPage<HierarchyModel>(ctx.provider, HIERARCHIES, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, HIERARCHY_FILTER_FIELDS),
      });
      for (const hierarchy of result.items) ctx.loaders.hierarchyById.prime(hierarchy.id, hierarchy);
      if (selectedFields(info, ['items']).has('nodes')) await preloadHierarchyNodes(ctx, result.items);
      return result;
    },
    hierarchy: async (_root, { id }, ctx) => {
      // One hierarchy by its own path (`GET pcm/hierarchies/{id}`); nodes' hierarchies stay batched.
      const hierarchy = await getOrNull<HierarchyModel>(ctx.provider, hierarchyPath(id));
      if (hierarchy) ctx.loaders.hierarchyById.prime(hierarchy.id, hierarchy);
      return hierarchy;
    },
    hierarchyNode: (_root, { id }, ctx) => {
      return ctx.loaders.nodeById.load(id);
    },
    hierarchyNodesByIds: async (_root, { ids }, ctx) => {
      // The spec's empty answer, without a provider call: page 1 of 100, nothing in it.
      const items = await loadFound(ctx.loaders.nodeById, ids);
      return {
        items,
        pageInfo: { limit: MAX_PAGE_LIMIT, offset: 0, total: items.length, hasNextPage: false },
      };
    },
  },
  Mutation: {
    createHierarchy: async (_root, { input }, ctx) => {
      const { value, userErrors } = await hierarchyWrites(ctx.provider).create(input);
      return { hierarchy: value, userErrors };
    },
    updateHierarchy: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await hierarchyWrites(ctx.provider).update(id, input);
      return { hierarchy: value, userErrors };
    },
    deleteHierarchy: async (_root, { id }, ctx) => {
      return hierarchyWrites(ctx.provider).remove(id);
    },
    createHierarchyNode: async (_root, { hierarchyId, input }, ctx) => {
      const created = await attempt(() =>
        ctx.provider.post<ProviderSingle<HierarchyNodeModel>>(nodesPath(hierarchyId), {
          body: nodeDocument(input),
        }),
      );
      const node = created.value?.data;
      if (!node || !input.parentId) return { node: node ?? null, userErrors: created.userErrors };
      // The provider creates nodes at the top level; a parent is a second call. If that fails the
      // new node is removed again, so a failed create leaves nothing behind.
      const parentId = input.parentId;
      const placed = await attempt(() => setParent(ctx.provider, hierarchyId, node.id, parentId));
      if (placed.userErrors.length > 0) {
        await attempt(() => ctx.provider.delete(nodePath(hierarchyId, node.id)));
        return { node: null, userErrors: onArgument(placed.userErrors, ['parentId']) };
      }
      return {
        node: (await ctx.provider.get<ProviderSingle<HierarchyNodeModel>>(nodePath(hierarchyId, node.id)))
          .data,
        userErrors: [],
      };
    },
    updateHierarchyNode: async (_root, { hierarchyId, id, input }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.put<ProviderSingle<HierarchyNodeModel>>(nodePath(hierarchyId, id), {
          body: nodeDocument(input, { id, clearWithNull: true }),
        }),
      );
      return { node: value?.data ?? null, userErrors };
    },
    deleteHierarchyNode: async (_root, { hierarchyId, id }, ctx) => {
      const { userErrors } = await attempt(() => ctx.provider.delete(nodePath(hierarchyId, id)));
      return { deletedId: userErrors.length === 0 ? id : null, userErrors };
    },
    moveHierarchyNode: async (_root, { hierarchyId, id, parentId }, ctx) => {
      const moved = await attempt(() => setParent(ctx.provider, hierarchyId, id, parentId ?? null));
      if (moved.userErrors.length > 0)
        return { node: null, userErrors: onArgument(moved.userErrors, ['parentId']) };
      // The provider answers 204: read the node back to return where it now sits.
      const node = await ctx.provider.get<ProviderSingle<HierarchyNodeModel>>(nodePath(hierarchyId, id));
      return { node: node.data, userErrors: [] };
    },
    sortHierarchyNodeChildren: async (_root, { hierarchyId, parentId, childIds }, ctx) => {
      // The provider shows the highest sort_order first: the first id gets the highest.
      const body = {
        data: childIds.map((id, index) => ({
          type: 'node',
          id,
          meta: { sort_order: childIds.length - index },
        })),
      };
      // Only null means the hierarchy's root: an empty parent id is refused by the path builder.
      const underNode = parentId !== null && parentId !== undefined;
      const path = underNode
        ? `${nodePath(hierarchyId, parentId)}/relationships/children`
        : `${hierarchyPath(hierarchyId)}/relationships/children`;
      const { userErrors } = await attempt(() => ctx.provider.post(path, { body }));
      if (userErrors.length > 0) return { children: null, userErrors: onArgument(userErrors, ['childIds']) };
      const childrenPath = underNode
        ? `${nodePath(hierarchyId, parentId)}/children`
        : `${hierarchyPath(hierarchyId)}/children`;
      const children = await listPage<HierarchyNodeModel>(ctx.provider, childrenPath, {
        page: {
          limit: MAX_PAGE_LIMIT,
          offset: 0,
        },
      });
      return { children: children.items, userErrors: [] };
    },
    attachProductsToHierarchyNode: async (_root, { hierarchyId, id, productIds }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<HierarchyNodeModel>>(
          `${nodePath(hierarchyId, id)}/relationships/products`,
          {
            body: productReferences(productIds),
          },
        ),
      );
      return { node: value?.data ?? null, userErrors: onArgument(userErrors, ['productIds']) };
    },
    duplicateHierarchy: async (_root, { id, input }, ctx) => {
      const attributes = {
        ...(input?.name == null ? {} : { name: input.name }),
        ...(input?.description == null ? {} : { description: input.description }),
        include_products: input?.includeProducts ?? false,
      };
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<JobModel>>(`${hierarchyPath(id)}/duplicate_job`, {
          body: { data: { type: 'hierarchy', attributes } },
        }),
      );
      return { job: value?.data ?? null, userErrors };
    },
    attachProductNodes: async (_root, { productId, nodeIds }, ctx) => {
      return changeProductNodes(ctx, 'attach', productId, nodeIds);
    },
    detachProductNodes: async (_root, { productId, nodeIds }, ctx) => {
      return changeProductNodes(ctx, 'detach', productId, nodeIds);
    },
    detachProductsFromHierarchyNode: async (_root, { hierarchyId, id, productIds }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.delete<ProviderSingle<HierarchyNodeModel>>(
          `${nodePath(hierarchyId, id)}/relationships/products`,
          {
            body: productReferences(productIds),
          },
        ),
      );
      return { node: value?.data ?? null, userErrors: onArgument(userErrors, ['productIds']) };
    },
  },
  Hierarchy: {
    id: (hierarchy) => hierarchy.id,
    name: (hierarchy) => hierarchy.attributes.name,
    description: (hierarchy) => hierarchy.attributes.description ?? null,
    slug: (hierarchy) => hierarchy.attributes.slug ?? null,
    createdAt: (hierarchy) => metaString(hierarchy, 'created_at'),
    updatedAt: (hierarchy) => metaString(hierarchy, 'updated_at'),
    children: async (hierarchy, { page }, ctx) => {
      const result = await listPage<HierarchyNodeModel>(
        ctx.provider,
        `${hierarchyPath(hierarchy.id)}/children`,
        { page },
      );
      primeNodes(ctx, result.items);
      return result;
    },
    nodes: async (hierarchy, { page }, ctx) => {
      const preloaded = preloadedNodes.get(hierarchy);
      if (preloaded) return pageOfAll(preloaded, page);
      const result = await listPage<HierarchyNodeModel>(ctx.provider, nodesPath(hierarchy.id), { page });
      primeNodes(ctx, result.items);
      return result;
    },
  },
  HierarchyNode: {
    id: (node) => node.id,
    name: (node) => node.attributes.name,
    description: (node) => node.attributes.description ?? null,
    slug: (node) => node.attributes.slug ?? null,
    sortOrder: (node) => {
      const value = metaValue(node, 'sort_order');
      return typeof value === 'number' ? value : null;
    },
    createdAt: (node) => metaString(node, 'created_at'),
    updatedAt: (node) => metaString(node, 'updated_at'),
    hierarchyId: (node) => hierarchyIdOf(node),
    hierarchy: (node, _args, ctx) => ctx.loaders.hierarchyById.load(hierarchyIdOf(node)),
    parentId: (node) => parentIdOf(node),
    parent: (node, _args, ctx) => {
      const parentId = parentIdOf(node);
      return parentId ? ctx.loaders.nodeById.load(parentId) : null;
    },
    breadcrumbs: (node) => breadcrumbsOf(node),
    children: async (node, { page }, ctx) => {
      const result = await listPage<HierarchyNodeModel>(
        ctx.provider,
        `${nodePath(hierarchyIdOf(node), node.id)}/children`,
        { page },
      );
      primeNodes(ctx, result.items);
      return result;
    },
    products: async (node, { page }, ctx) => {
      const result = await listPage<ProductModel>(
        ctx.provider,
        `${nodePath(hierarchyIdOf(node), node.id)}/products`,
        { page },
      );
      for (const product of result.items) ctx.loaders.productById.prime(product.id, product);
      return result;
    },
  },
  Job: {
    copiedFromHierarchyId: (job) => job.meta?.copied_from ?? null,
    hierarchyId: (job) => job.meta?.hierarchy_id ?? null,
  },
  Product: {
    nodes: async (product, { page }, ctx) => {
      const result = await listPage<HierarchyNodeModel>(
        ctx.provider,
        providerPath`pcm/products/${product.id}/nodes`,
        { page },
      );
      primeNodes(ctx, result.items);
      return result;
    },
  },
};
