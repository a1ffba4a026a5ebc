import crypto from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import {
  ApiError,
  conflict,
  failedValidation,
  listEnvelope,
  notFound,
  providerError,
  queryParam,
  type ProviderError,
} from '../core/http';
import { SLUG_PATTERN } from './product-attributes';
import {
  createSimpleResourceRouter,
  parentScope,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { PRODUCT_LIST_SCHEMA, productCollection, productRenderer, type ProductRecord } from './products';
import {
  filterRecords,
  mapListSchema,
  runListQuery,
  type FilterField,
  type FilterOperator,
  type ListSchema,
} from '../core/query';
import { ResourceCollection, type ResourceRecord, type ResourceType } from '../core/resources';
import {
  isPlainObject,
  listParams,
  param,
  readJsonApiDocument,
  requestData,
  requestDataList,
} from '../core/request';

/**
 * PCM hierarchies and their nodes (`/pcm/hierarchies/...`) and a product's nodes
 * (`/pcm/products/:id/nodes`). Trees are stateful: every node stores its hierarchy, its parent (null
 * at the top level), its sort order and the ids of the products attached to it; children, breadcrumbs
 * and cycles are worked out from those links.
 *
 * `POST /pcm/hierarchies/:id/duplicate_job` lives in jobs.ts (it starts a job); the copy itself is
 * `duplicateHierarchy` below. Not modelled: locales, admin and shopper attributes, curated products. Deviation, on purpose: node products are listed whatever their
 * status (pcm.yaml says live only, which would hide freshly attached draft products from the seller).
 */

export const HIERARCHY_TYPE = 'hierarchy';
export const NODE_TYPE = 'node';

export interface HierarchyAttributes {
  name: string;
  description?: string;
  slug?: string;
}

export interface NodeData {
  name: string;
  description?: string;
  slug?: string;
  hierarchy_id: string;
  /** Null for a node at the top level of its hierarchy. */
  parent_id: string | null;
  /** Higher comes first among siblings; nodes without one follow, newest change first. */
  sort_order?: number;
  /** Attached product ids, in the order they were attached. */
  products: string[];
}

export type HierarchyRecord = ResourceRecord<HierarchyAttributes>;
export type NodeRecord = ResourceRecord<NodeData>;

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export const hierarchyResourceType: ResourceType<HierarchyAttributes> = {
  name: HIERARCHY_TYPE,
  decode: (data) => {
    if (!isPlainObject(data) || typeof data.name !== 'string') throw new Error('Corrupt stored hierarchy');
    return {
      name: data.name,
      description: optionalString(data.description),
      slug: optionalString(data.slug),
    };
  },
};

export const nodeResourceType: ResourceType<NodeData> = {
  name: NODE_TYPE,
  decode: (data) => {
    if (!isPlainObject(data) || typeof data.name !== 'string' || typeof data.hierarchy_id !== 'string') {
      throw new Error('Corrupt stored node');
    }
    return {
      name: data.name,
      description: optionalString(data.description),
      slug: optionalString(data.slug),
      hierarchy_id: data.hierarchy_id,
      parent_id: typeof data.parent_id === 'string' ? data.parent_id : null,
      sort_order: typeof data.sort_order === 'number' ? data.sort_order : undefined,
      products: Array.isArray(data.products)
        ? data.products.filter((id): id is string => typeof id === 'string')
        : [],
    };
  },
};

export const hierarchyCollection = (db: SandboxDatabase) => new ResourceCollection(db, hierarchyResourceType);
export const nodeCollection = (db: SandboxDatabase) => new ResourceCollection(db, nodeResourceType);

type Hierarchies = ResourceCollection<HierarchyAttributes>;
type Nodes = ResourceCollection<NodeData>;

// ---------------------------------------------------------------------------------------------
// Trees

/** The nodes of one hierarchy, indexed for walking up (breadcrumbs, cycles) and down (children). */
class Tree {
  readonly byId: Map<string, NodeRecord>;

  constructor(readonly nodes: NodeRecord[]) {
    this.byId = new Map(nodes.map((node) => [node.id, node]));
  }

  static of(nodes: Nodes, storeId: string, hierarchyId: string): Tree {
    return new Tree(nodes.list(storeId).filter((node) => node.data.hierarchy_id === hierarchyId));
  }

  children(parentId: string | null): NodeRecord[] {
    return this.nodes.filter((node) => node.data.parent_id === parentId).sort(siblingOrder);
  }

  /** Root first, the node itself last. */
  ancestry(node: NodeRecord): NodeRecord[] {
    const path = [node];
    const seen = new Set([node.id]);
    let parentId = node.data.parent_id;
    while (parentId !== null) {
      const parent = this.byId.get(parentId);
      if (!parent || seen.has(parent.id)) break;
      path.unshift(parent);
      seen.add(parent.id);
      parentId = parent.data.parent_id;
    }
    return path;
  }

  /** The node and everything under it. */
  subtree(rootId: string): NodeRecord[] {
    const found: NodeRecord[] = [];
    const pending = [rootId];
    while (pending.length > 0) {
      const id = pending.pop() as string;
      const node = this.byId.get(id);
      if (!node) continue;
      found.push(node);
      pending.push(...this.nodes.filter((child) => child.data.parent_id === id).map((child) => child.id));
    }
    return found;
  }

  isDescendantOrSelf(candidateId: string, ancestorId: string): boolean {
    const candidate = this.byId.get(candidateId);
    return candidate ? this.ancestry(candidate).some((node) => node.id === ancestorId) : false;
  }
}

/** The provider's child order: sort_order descending first, then the most recently updated. */
export function siblingOrder(a: NodeRecord, b: NodeRecord): number {
  const aSorted = a.data.sort_order !== undefined;
  const bSorted = b.data.sort_order !== undefined;
  if (aSorted !== bSorted) return aSorted ? -1 : 1;
  if (aSorted && a.data.sort_order !== b.data.sort_order) {
    return (b.data.sort_order ?? 0) - (a.data.sort_order ?? 0);
  }
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? 1 : -1;
  return a.id < b.id ? -1 : 1;
}

// ---------------------------------------------------------------------------------------------
// Duplicating (the work of a `hierarchy-duplicate` job)

export interface DuplicateOptions {
  /** The copy's name; the original's when left out. */
  name?: string;
  /** The copy's description; the original's when left out. */
  description?: string;
  /** Whether the copied nodes hold the same products (pcm.yaml: false by default). */
  includeProducts: boolean;
}

/**
 * Copies a hierarchy with its whole tree (names, slugs, descriptions, sort orders and, on request,
 * products) and returns the new hierarchy's id, or undefined when the original no longer exists.
 * Deviation, on purpose: the copy has no slug, since hierarchy slugs are unique in the store and a
 * shared one would make both hierarchies unsavable. Runs inside the caller's transaction.
 */
export function duplicateHierarchy(
  db: SandboxDatabase,
  storeId: string,
  sourceId: string,
  options: DuplicateOptions,
  now: string,
): string | undefined {
  const hierarchies = hierarchyCollection(db);
  const nodes = nodeCollection(db);
  const source = hierarchies.get(storeId, sourceId);
  if (!source) return undefined;
  const copyId = crypto.randomUUID();
  const { slug: _slug, ...kept } = source.data;
  const attributes: HierarchyAttributes = {
    ...kept,
    ...(options.name === undefined ? {} : { name: options.name }),
    ...(options.description === undefined ? {} : { description: options.description }),
  };
  hierarchies.insert({ id: copyId, storeId, data: attributes, createdAt: now, updatedAt: now });
  const tree = Tree.of(nodes, storeId, sourceId);
  const newIds = new Map(tree.nodes.map((node) => [node.id, crypto.randomUUID()]));
  // Oldest first, so the copies keep the originals' relative age (siblings without a sort order).
  const ordered = [...tree.nodes].sort((a, b) => (a.updatedAt < b.updatedAt ? -1 : 1));
  ordered.forEach((node, index) => {
    const stamp = new Date(Date.parse(now) + index).toISOString();
    nodes.insert({
      id: newIds.get(node.id) as string,
      storeId,
      data: {
        ...node.data,
        hierarchy_id: copyId,
        parent_id: node.data.parent_id === null ? null : (newIds.get(node.data.parent_id) ?? null),
        products: options.includeProducts ? [...node.data.products] : [],
      },
      createdAt: stamp,
      updatedAt: stamp,
    });
  });
  return copyId;
}

// ---------------------------------------------------------------------------------------------
// Rendering

interface Breadcrumb {
  id: string;
  name: string;
  slug?: string;
}

const crumb = (id: string, name: string, slug: string | undefined): Breadcrumb => ({
  id,
  name,
  ...(slug === undefined ? {} : { slug }),
});

export function renderHierarchy(record: HierarchyRecord) {
  return {
    id: record.id,
    type: HIERARCHY_TYPE,
    attributes: record.data,
    relationships: {
      children: { data: [], links: { related: `/hierarchies/${record.id}/children` } },
    },
    meta: {
      created_at: record.createdAt,
      updated_at: record.updatedAt,
      owner: 'store',
      breadcrumbs: [crumb(record.id, record.data.name, record.data.slug)],
    },
  };
}

export function renderNode(node: NodeRecord, tree: Tree, hierarchy: HierarchyRecord | undefined) {
  const base = `/hierarchies/${node.data.hierarchy_id}/nodes/${node.id}`;
  const parent = node.data.parent_id === null ? undefined : tree.byId.get(node.data.parent_id);
  const { name, description, slug } = node.data;
  return {
    id: node.id,
    type: NODE_TYPE,
    attributes: {
      name,
      ...(description === undefined ? {} : { description }),
      ...(slug === undefined ? {} : { slug }),
    },
    relationships: {
      children: { data: [], links: { related: `${base}/children` } },
      ...(parent ? { parent: { data: { type: NODE_TYPE, id: parent.id } } } : {}),
      products: { data: [], links: { related: `${base}/products` } },
    },
    meta: {
      created_at: node.createdAt,
      updated_at: node.updatedAt,
      owner: 'store',
      hierarchy_id: node.data.hierarchy_id,
      has_children: tree.nodes.some((other) => other.data.parent_id === node.id),
      ...(parent ? { parent_name: parent.data.name } : {}),
      ...(node.data.sort_order === undefined ? {} : { sort_order: node.data.sort_order }),
      breadcrumbs: [
        ...(hierarchy ? [crumb(hierarchy.id, hierarchy.data.name, hierarchy.data.slug)] : []),
        ...tree.ancestry(node).map((step) => crumb(step.id, step.data.name, step.data.slug)),
      ],
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Filtering and sorting (operators per field follow pcm.yaml's hierarchy and node filter tables)

const ORDERED: FilterOperator[] = ['gt', 'ge', 'lt', 'le'];

type Listed = { kind: 'hierarchy'; record: HierarchyRecord } | { kind: 'node'; record: NodeRecord };

const field = (
  operators: FilterOperator[],
  value: (item: Listed) => unknown,
  kind?: 'date',
): FilterField<Listed> => ({ operators, value, kind });

const nodeValue = (read: (node: NodeRecord) => unknown) => (item: Listed) =>
  item.kind === 'node' ? read(item.record) : undefined;

export const HIERARCHY_LIST_SCHEMA: ListSchema<Listed> = {
  filter: {
    fields: {
      id: field(['eq', 'in', ...ORDERED], (item) => item.record.id),
      hierarchy_id: field(
        ['eq', 'in', ...ORDERED],
        nodeValue((node) => node.data.hierarchy_id),
      ),
      parent_id: field(
        ['eq', 'in', ...ORDERED, 'is_null'],
        nodeValue((node) => node.data.parent_id ?? undefined),
      ),
      owner: field(['eq'], () => 'store'),
      name: field(['eq', 'like'], (item) => item.record.data.name),
      slug: field(['eq', 'like'], (item) => item.record.data.slug),
      description: field(['eq', 'like'], (item) => item.record.data.description),
      created_at: field(['eq', ...ORDERED], (item) => item.record.createdAt, 'date'),
      updated_at: field(['eq', ...ORDERED], (item) => item.record.updatedAt, 'date'),
    },
  },
  sortFields: {
    id: (item) => item.record.id,
    name: (item) => item.record.data.name,
    slug: (item) => item.record.data.slug,
    created_at: (item) => item.record.createdAt,
    updated_at: (item) => item.record.updatedAt,
  },
  defaultSort: [
    { field: 'created_at', descending: false, value: (item) => item.record.createdAt },
    { field: 'id', descending: false, value: (item) => item.record.id },
  ],
};

/** Children lists keep the provider's sibling order unless the client asks for another. */
const CHILDREN_LIST_SCHEMA: ListSchema<Listed> = { ...HIERARCHY_LIST_SCHEMA, defaultSort: [] };

// ---------------------------------------------------------------------------------------------
// Request documents

interface NamedInput {
  name?: string;
  /** Null clears the value. */
  description?: string | null;
  slug?: string | null;
}

const TEXT_LIMIT = 1024;

/** name, description and slug with their rules; problems are collected, not thrown one by one. */
function parseNamedAttributes(raw: Record<string, unknown>, isCreate: boolean): NamedInput {
  const problems: ProviderError[] = [];
  const pointer = (name: string) => `/data/attributes/${name}`;
  const input: NamedInput = {};
  if (raw.name !== undefined || isCreate) {
    if (typeof raw.name !== 'string' || raw.name.trim() === '') {
      problems.push(providerError(422, 'name is required and must be a non-empty string', pointer('name')));
    } else if (raw.name.length > TEXT_LIMIT) {
      problems.push(providerError(422, `name must be at most ${TEXT_LIMIT} characters`, pointer('name')));
    } else input.name = raw.name.trim();
  }
  for (const key of ['description', 'slug'] as const) {
    const value = raw[key];
    if (value === undefined) continue;
    if (value === null || value === '') input[key] = null;
    else if (typeof value !== 'string')
      problems.push(providerError(422, `${key} must be a string`, pointer(key)));
    else if (key === 'slug' && !SLUG_PATTERN.test(value)) {
      problems.push(
        providerError(
          422,
          'slug may contain only letters, digits, hyphens, underscores and periods',
          pointer(key),
        ),
      );
    } else input[key] = value;
  }
  if (problems.length > 0) throw new ApiError(422, problems);
  return input;
}

function parseSortOrder(meta: Record<string, unknown> | undefined, pointer: string): number | undefined {
  const value = meta?.sort_order;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw failedValidation('sort_order must be an integer', pointer);
  }
  return value;
}

/** Merges a partial input: undefined keeps, null removes. */
function mergeNamed<T extends { name: string; description?: string; slug?: string }>(
  existing: T,
  input: NamedInput,
): T {
  const merged: T = { ...existing };
  if (input.name !== undefined) merged.name = input.name;
  for (const key of ['description', 'slug'] as const) {
    const value = input[key];
    if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  return merged;
}

interface Reference {
  id: string;
  sortOrder?: number;
}

/** `{ data: [{ type, id, meta? }] }` relationship bodies. */
function readReferences(body: unknown, type: string): Reference[] {
  const data = requestDataList(body);
  return data.map((entry: unknown, index) => {
    if (!isPlainObject(entry) || typeof entry.id !== 'string' || entry.id === '') {
      throw failedValidation('id is required', `/data/${index}/id`);
    }
    if (entry.type !== type) throw failedValidation(`type must be ${type}`, `/data/${index}/type`);
    const meta = isPlainObject(entry.meta) ? entry.meta : undefined;
    return { id: entry.id, sortOrder: parseSortOrder(meta, `/data/${index}/meta/sort_order`) };
  });
}

// ---------------------------------------------------------------------------------------------
// Routes

const hierarchyNotFound = () => notFound('No hierarchy found');
const nodeNotFound = () => notFound('No node found');

/**
 * Hierarchies' plain CRUD on the registry (`/pcm/hierarchies[/:id]`): exact slug uniqueness, and
 * a delete that takes the hierarchy's nodes with it, as the provider's "and all its children".
 */
function hierarchyDefinition(db: SandboxDatabase): SimpleResourceDefinition<HierarchyAttributes> {
  const nodes = nodeCollection(db);
  return {
    type: HIERARCHY_TYPE,
    label: 'hierarchy',
    storedAs: HIERARCHY_TYPE,
    path: '/pcm/hierarchies',
    shape: 'attributes',
    requireAttributes: true,
    requireDocumentId: true,
    decode: hierarchyResourceType.decode,
    // parseNamedAttributes throws its own 422 with every problem.
    read: (raw, existing) =>
      mergeNamed<HierarchyAttributes>(
        existing ?? { name: '' },
        parseNamedAttributes(raw, existing === undefined),
      ),
    listSchema: mapListSchema(HIERARCHY_LIST_SCHEMA, (record: HierarchyRecord): Listed => ({
      kind: 'hierarchy',
      record,
    })),
    renderWith: () => renderHierarchy,
    beforeWrite: (data, previous, { storeId, collection }) =>
      assertUniqueHierarchySlug(collection, storeId, data.slug, previous?.id),
    beforeDelete: (hierarchy, { storeId }) => {
      for (const node of Tree.of(nodes, storeId, hierarchy.id).nodes) nodes.delete(storeId, node.id);
    },
  };
}

/**
 * Nodes' plain CRUD on the registry (`/pcm/hierarchies/:hierarchyId/nodes[/:id]`): names and slugs
 * unique among siblings, documents rendered against the hierarchy's tree, and a delete that takes
 * the node's descendants with it. A new node starts at the top level; moving nodes and attaching
 * products are the relationship routes' work.
 */
function nodeDefinition(
  db: SandboxDatabase,
  renderNodes: (storeId: string) => (node: NodeRecord) => object,
): SimpleResourceDefinition<NodeData> {
  return {
    type: NODE_TYPE,
    label: 'node',
    storedAs: NODE_TYPE,
    shape: 'attributes',
    requireAttributes: true,
    requireDocumentId: true,
    parent: parentScope('hierarchyId', 'hierarchy_id', hierarchyCollection(db), hierarchyNotFound),
    decode: nodeResourceType.decode,
    // parseNamedAttributes and parseSortOrder throw their own 422s; the registry sets hierarchy_id.
    read: (raw, existing, _problems, meta) => {
      const named = mergeNamed<NodeData>(
        existing ?? { name: '', hierarchy_id: '', parent_id: null, products: [] },
        parseNamedAttributes(raw, existing === undefined),
      );
      const sortOrder = parseSortOrder(meta, '/data/meta/sort_order');
      return sortOrder === undefined ? named : { ...named, sort_order: sortOrder };
    },
    listSchema: mapListSchema(HIERARCHY_LIST_SCHEMA, (record: NodeRecord): Listed => ({
      kind: 'node',
      record,
    })),
    renderWith: renderNodes,
    beforeWrite: (data, previous, { storeId, collection }) =>
      assertUniqueAmongSiblings(
        Tree.of(collection, storeId, data.hierarchy_id),
        data.parent_id,
        data,
        previous?.id,
      ),
    beforeDelete: (node, { storeId, collection }) => {
      for (const doomed of Tree.of(collection, storeId, node.data.hierarchy_id).subtree(node.id)) {
        if (doomed.id !== node.id) collection.delete(storeId, doomed.id);
      }
    },
  };
}

/** Mounted at `/pcm`: serves `/hierarchies/...` and `/products/:id/nodes`. */
export function createHierarchiesRouter(options: SimpleResourceRoutesOptions): Router {
  const hierarchies = hierarchyCollection(options.db);
  const nodes = nodeCollection(options.db);
  const products = productCollection(options.db);
  const timestamp = () => new Date(options.now()).toISOString();
  const router = Router();

  const findHierarchy = (storeId: string, id: string) => {
    const record = hierarchies.get(storeId, id);
    if (!record) throw hierarchyNotFound();
    return record;
  };
  /** The hierarchy, its tree and the node, which must belong to that hierarchy. */
  const findNode = (req: Request) => {
    const storeId = authenticatedStoreId(req.auth);
    const hierarchy = findHierarchy(storeId, param(req, 'hierarchyId', hierarchyNotFound));
    const tree = Tree.of(nodes, storeId, hierarchy.id);
    const node = tree.byId.get(param(req, 'nodeId', nodeNotFound));
    if (!node) throw nodeNotFound();
    return { storeId, hierarchy, tree, node };
  };
  const hierarchyById = (storeId: string) => {
    const cache = new Map<string, HierarchyRecord | undefined>();
    return (id: string) => {
      if (!cache.has(id)) cache.set(id, hierarchies.get(storeId, id));
      return cache.get(id);
    };
  };
  /** Renders nodes that may come from several hierarchies, building each tree once. */
  const nodeRenderer = (storeId: string) => {
    const trees = new Map<string, Tree>();
    const hierarchyOf = hierarchyById(storeId);
    return (node: NodeRecord) => {
      const hierarchyId = node.data.hierarchy_id;
      let tree = trees.get(hierarchyId);
      if (!tree) {
        tree = Tree.of(nodes, storeId, hierarchyId);
        trees.set(hierarchyId, tree);
      }
      return renderNode(node, tree, hierarchyOf(hierarchyId));
    };
  };
  const renderListed = (storeId: string) => {
    const render = nodeRenderer(storeId);
    return (item: Listed) => (item.kind === 'node' ? render(item.record) : renderHierarchy(item.record));
  };
  const asNodes = (records: NodeRecord[]): Listed[] => records.map((record) => ({ kind: 'node', record }));

  // --- hierarchies ---------------------------------------------------------------------------

  // Registered before the hierarchies' `/:id`, which would otherwise take "nodes" for an id.
  router.get('/hierarchies/nodes', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const items = asNodes(nodes.list(storeId));
    if (queryParam(req, 'include_hierarchies') === 'true') {
      items.push(...hierarchies.list(storeId).map((record): Listed => ({ kind: 'hierarchy', record })));
    }
    const result = runListQuery(items, listParams(req), HIERARCHY_LIST_SCHEMA);
    res.json(listEnvelope(req, result, renderListed(storeId)));
  });

  router.use('/hierarchies', createSimpleResourceRouter(hierarchyDefinition(options.db), options));

  router.get('/hierarchies/:hierarchyId/children', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const hierarchy = findHierarchy(storeId, param(req, 'hierarchyId', hierarchyNotFound));
    const tree = Tree.of(nodes, storeId, hierarchy.id);
    const result = runListQuery(asNodes(tree.children(null)), listParams(req), CHILDREN_LIST_SCHEMA);
    res.json(listEnvelope(req, result, renderListed(storeId)));
  });

  /** Makes the given nodes top-level nodes of the hierarchy, with optional sort orders. */
  router.post('/hierarchies/:hierarchyId/relationships/children', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const hierarchy = findHierarchy(storeId, param(req, 'hierarchyId', hierarchyNotFound));
    const references = readReferences(req.body, NODE_TYPE);
    nodes.transaction(() => {
      const tree = Tree.of(nodes, storeId, hierarchy.id);
      attachChildren(nodes, tree, null, references, timestamp());
    });
    res.json({ data: renderHierarchy(hierarchy) });
  });

  // --- nodes ---------------------------------------------------------------------------------

  // Plain CRUD on the registry; the node routes below are tree and product behaviour.
  router.use(
    '/hierarchies/:hierarchyId/nodes',
    createSimpleResourceRouter(nodeDefinition(options.db, nodeRenderer), options),
  );

  router.get('/hierarchies/:hierarchyId/nodes/:nodeId/children', (req, res) => {
    const { storeId, tree, node } = findNode(req);
    const result = runListQuery(asNodes(tree.children(node.id)), listParams(req), CHILDREN_LIST_SCHEMA);
    res.json(listEnvelope(req, result, renderListed(storeId)));
  });

  router.post(
    '/hierarchies/:hierarchyId/nodes/:nodeId/relationships/children',
    requireWriteAccess,
    (req, res) => {
      const { storeId, hierarchy, node } = findNode(req);
      const references = readReferences(req.body, NODE_TYPE);
      const tree = nodes.transaction(() => {
        const current = Tree.of(nodes, storeId, hierarchy.id);
        attachChildren(nodes, current, node.id, references, timestamp());
        return Tree.of(nodes, storeId, hierarchy.id);
      });
      res.json({ data: renderNode(tree.byId.get(node.id) ?? node, tree, hierarchy) });
    },
  );

  router.put(
    '/hierarchies/:hierarchyId/nodes/:nodeId/relationships/parent',
    requireWriteAccess,
    (req, res) => {
      const { storeId, hierarchy, node } = findNode(req);
      const document = readJsonApiDocument(req.body, NODE_TYPE, { requireAttributes: false });
      if (typeof document.id !== 'string' || document.id === '') {
        throw failedValidation('id is required', '/data/id');
      }
      const parentId = document.id;
      nodes.transaction(() => {
        const tree = Tree.of(nodes, storeId, hierarchy.id);
        attachChildren(nodes, tree, parentId, [{ id: node.id }], timestamp(), '/data/id');
      });
      res.status(204).end();
    },
  );

  router.delete(
    '/hierarchies/:hierarchyId/nodes/:nodeId/relationships/parent',
    requireWriteAccess,
    (req, res) => {
      const { storeId, hierarchy, node } = findNode(req);
      nodes.transaction(() => {
        const tree = Tree.of(nodes, storeId, hierarchy.id);
        attachChildren(nodes, tree, null, [{ id: node.id }], timestamp());
      });
      res.status(204).end();
    },
  );

  // --- node products -------------------------------------------------------------------------

  router.post(
    '/hierarchies/:hierarchyId/nodes/:nodeId/relationships/products',
    requireWriteAccess,
    (req, res) => {
      const { storeId, hierarchy, tree, node } = findNode(req);
      const references = readReferences(req.body, 'product');
      const missing = references
        .map((reference, index) => ({ reference, index }))
        .filter(({ reference }) => !products.get(storeId, reference.id))
        .map(({ reference, index }) =>
          providerError(422, `No product found with id ${reference.id}`, `/data/${index}/id`),
        );
      if (missing.length > 0) throw new ApiError(422, missing);
      const updated = saveProducts(
        nodes,
        node,
        [...node.data.products, ...references.map((ref) => ref.id)],
        timestamp(),
      );
      res.status(201).json({ data: renderNode(updated, tree, hierarchy) });
    },
  );

  router.delete(
    '/hierarchies/:hierarchyId/nodes/:nodeId/relationships/products',
    requireWriteAccess,
    (req, res) => {
      const { hierarchy, tree, node } = findNode(req);
      const removed = new Set(readReferences(req.body, 'product').map((ref) => ref.id));
      const updated = saveProducts(
        nodes,
        node,
        node.data.products.filter((id) => !removed.has(id)),
        timestamp(),
      );
      res.json({ data: renderNode(updated, tree, hierarchy) });
    },
  );

  router.get('/hierarchies/:hierarchyId/nodes/:nodeId/relationships/products', (req, res) => {
    const { node } = findNode(req);
    res.json({ data: node.data.products.map((id) => ({ type: 'product', id })) });
  });

  router.get('/hierarchies/:hierarchyId/nodes/:nodeId/products', (req, res) => {
    const { storeId, node } = findNode(req);
    // Products deleted since they were attached are skipped.
    const attached = node.data.products
      .map((id) => products.get(storeId, id))
      .filter((product): product is ProductRecord => product !== undefined);
    const { limit, offset } = listParams(req);
    const result = runListQuery(attached, { limit, offset }, PAGE_ONLY_SCHEMA);
    res.json(listEnvelope(req, result, productRenderer(options.db, storeId)));
  });

  router.get('/products/:productId/nodes', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const product = products.get(
      storeId,
      param(req, 'productId', () => notFound('No product found')),
    );
    if (!product) throw notFound('No product found');
    const holding = nodes.list(storeId).filter((node) => node.data.products.includes(product.id));
    const { limit, offset } = listParams(req);
    const result = runListQuery(asNodes(holding), { limit, offset }, HIERARCHY_LIST_SCHEMA);
    res.json(listEnvelope(req, result, renderListed(storeId)));
  });

  /**
   * `POST /pcm/products/attach_nodes` and `/detach_nodes`: `{ data: { filter, node_ids } }` puts
   * every product the filter selects (the product list's grammar) in, or takes it out of, every
   * node named; unknown node ids are reported in `meta.nodes_not_found`, not refused.
   */
  const bulkNodes = (kind: 'attach' | 'detach') => (req: Request, res: Response) => {
    const storeId = authenticatedStoreId(req.auth);
    const data = requestData(req.body);
    const { filter, node_ids: nodeIds } = data;
    if (typeof filter !== 'string' || filter.trim() === '') {
      throw failedValidation('filter is required', '/data/filter');
    }
    if (!Array.isArray(nodeIds) || !nodeIds.every((id): id is string => typeof id === 'string')) {
      throw failedValidation('node_ids must be a list of node ids', '/data/node_ids');
    }
    const selected = new Set(
      filterRecords(products.list(storeId), filter, PRODUCT_LIST_SCHEMA.filter).map((product) => product.id),
    );
    const result = nodes.transaction(() => {
      const now = timestamp();
      const notFound: string[] = [];
      let changed = 0;
      for (const id of new Set(nodeIds)) {
        const node = nodes.get(storeId, id);
        if (!node) {
          notFound.push(id);
          continue;
        }
        const held = node.data.products;
        const next =
          kind === 'attach'
            ? [...new Set([...held, ...selected])]
            : held.filter((productId) => !selected.has(productId));
        if (next.length !== held.length) saveProducts(nodes, node, next, now);
        changed += 1;
      }
      return { changed, notFound };
    });
    res.json({
      meta:
        kind === 'attach'
          ? { nodes_attached: result.changed, nodes_not_found: result.notFound }
          : { nodes_detached: result.changed, nodes_not_found: result.notFound },
    });
  };
  router.post('/products/attach_nodes', requireWriteAccess, bulkNodes('attach'));
  router.post('/products/detach_nodes', requireWriteAccess, bulkNodes('detach'));

  return router;
}

/** Attached products keep their order; no filter or sort, as on the provider. */
const PAGE_ONLY_SCHEMA: ListSchema<ProductRecord> = {
  filter: { fields: {} },
  sortFields: {},
  defaultSort: [],
};

function saveProducts(nodes: Nodes, node: NodeRecord, productIds: string[], now: string): NodeRecord {
  const data: NodeData = { ...node.data, products: [...new Set(productIds)] };
  nodes.replace(node.storeId, node.id, data, now);
  return { ...node, data, updatedAt: now };
}

function assertUniqueHierarchySlug(
  hierarchies: Hierarchies,
  storeId: string,
  slug: string | undefined,
  ownId?: string,
) {
  if (slug === undefined) return;
  if (hierarchies.idsWithValue(storeId, '$.slug', slug).some((id) => id !== ownId)) {
    throw conflict('A hierarchy with this slug already exists', '/data/attributes/slug');
  }
}

/** The provider requires siblings to have distinct names and slugs. */
function assertUniqueAmongSiblings(
  tree: Tree,
  parentId: string | null,
  candidate: { name: string; slug?: string },
  ownId?: string,
): void {
  for (const sibling of tree.children(parentId)) {
    if (sibling.id === ownId) continue;
    if (sibling.data.name === candidate.name) {
      throw conflict('A sibling node with this name already exists', '/data/attributes/name');
    }
    if (candidate.slug !== undefined && sibling.data.slug === candidate.slug) {
      throw conflict('A sibling node with this slug already exists', '/data/attributes/slug');
    }
  }
}

/**
 * Puts `references` under `parentId` (null: the top level), with their sort orders when given.
 * Rejects nodes of other hierarchies, a node under itself or under one of its own descendants (a
 * cycle), and sibling name or slug clashes. Runs inside the caller's transaction.
 */
function attachChildren(
  nodes: Nodes,
  tree: Tree,
  parentId: string | null,
  references: Reference[],
  now: string,
  parentPointer?: string,
): void {
  if (parentId !== null && !tree.byId.has(parentId)) {
    throw failedValidation('The parent node does not exist in this hierarchy', parentPointer ?? '/data/id');
  }
  const moving = new Set(references.map((reference) => reference.id));
  references.forEach((reference, index) => {
    const pointer = parentPointer ?? `/data/${index}/id`;
    const child = tree.byId.get(reference.id);
    if (!child)
      throw failedValidation(`Node ${reference.id} does not exist in this hierarchy`, `/data/${index}/id`);
    if (parentId !== null && tree.isDescendantOrSelf(parentId, child.id)) {
      throw failedValidation(
        child.id === parentId
          ? 'A node cannot be its own parent'
          : 'A node cannot be moved under one of its own descendants',
        pointer,
      );
    }
    const siblings = new Tree(tree.nodes.filter((node) => !moving.has(node.id) || node.id === child.id));
    if (child.data.parent_id !== parentId)
      assertUniqueAmongSiblings(siblings, parentId, child.data, child.id);
  });
  for (const reference of references) {
    const child = tree.byId.get(reference.id) as NodeRecord;
    const data: NodeData = {
      ...child.data,
      parent_id: parentId,
      ...(reference.sortOrder === undefined ? {} : { sort_order: reference.sortOrder }),
    };
    nodes.replace(child.storeId, child.id, data, now);
  }
}
