import type { Request, Response, Router } from 'express';
import {
  releaseStatus,
  type ReleaseRecord,
  type SnapshotHierarchy,
  type SnapshotNode,
  type SnapshotProduct,
} from './catalog-release-store';
import { listEnvelope, notFound } from '../core/http';
import type { Currencies } from '../catalogue/pricebooks';
import { runListQuery, type FilterField, type FilterOperator, type ListSchema } from '../core/query';
import { listParams, param } from '../core/request';

/**
 * Read-only views of one catalog release: its hierarchies, nodes and products rendered the way the
 * provider's catalog APIs render them (with `meta.display_price` from the frozen prices). The same
 * routes serve the admin release paths (`/pcm/catalogs/:c/releases/:r/...`) and the shopper catalog
 * (`/catalog/...`); only how the release is found differs.
 */

export interface ReleaseView {
  release: ReleaseRecord;
  nowMs: number;
}

export type ReleaseResolver = (req: Request) => ReleaseView;

// ---------------------------------------------------------------------------------------------
// Indexing a snapshot

export class ReleaseIndex {
  readonly nodeById: Map<string, SnapshotNode>;
  readonly productById: Map<string, SnapshotProduct>;
  readonly hierarchyById: Map<string, SnapshotHierarchy>;

  constructor(readonly release: ReleaseRecord) {
    const { data } = release;
    this.nodeById = new Map(data.nodes.map((node) => [node.id, node]));
    this.productById = new Map(data.products.map((product) => [product.id, product]));
    this.hierarchyById = new Map(data.hierarchies.map((hierarchy) => [hierarchy.id, hierarchy]));
  }

  /** Stored in tree order, so filtering keeps the hierarchy's child order. */
  childNodes(parentId: string): SnapshotNode[] {
    return this.release.data.nodes.filter((node) => node.parent_id === parentId);
  }

  topNodes(hierarchyId: string): SnapshotNode[] {
    return this.release.data.nodes.filter(
      (node) => node.hierarchy_id === hierarchyId && node.parent_id === null,
    );
  }

  /** Root first, the node itself last. */
  ancestry(node: SnapshotNode): SnapshotNode[] {
    const path = [node];
    let parent = node.parent_id === null ? undefined : this.nodeById.get(node.parent_id);
    while (parent && !path.includes(parent)) {
      path.unshift(parent);
      parent = parent.parent_id === null ? undefined : this.nodeById.get(parent.parent_id);
    }
    return path;
  }

  childProducts(parentId: string): SnapshotProduct[] {
    return this.release.data.products.filter((product) => product.parent_id === parentId);
  }

  nodeProducts(node: SnapshotNode): SnapshotProduct[] {
    return node.product_ids.flatMap((id) => this.productById.get(id) ?? []);
  }

  hierarchyProducts(hierarchyId: string): SnapshotProduct[] {
    const ids = new Set(
      this.release.data.nodes
        .filter((node) => node.hierarchy_id === hierarchyId)
        .flatMap((node) => node.product_ids),
    );
    return this.release.data.products.filter((product) => ids.has(product.id));
  }

  /** The nodes holding a product; a child is shown where its parent is. */
  nodesHolding(product: SnapshotProduct): SnapshotNode[] {
    const holderId = product.parent_id ?? product.id;
    return this.release.data.nodes.filter((node) => node.product_ids.includes(holderId));
  }
}

// ---------------------------------------------------------------------------------------------
// Rendering

interface RenderContext {
  index: ReleaseIndex;
  publishedAt: string | null;
  currency: string | undefined;
}

function formatPrice(amount: number, currency: string) {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    const floatPrice = amount / 10 ** digits;
    return { amount, currency, formatted: format.format(floatPrice), float_price: floatPrice };
  } catch {
    // An unknown ISO code: show the minor units as they are.
    return { amount, currency, formatted: String(amount), float_price: amount };
  }
}

/** The requested currency's price, else USD, else the first the price book has. */
export function displayPrice(currencies: Currencies, requested: string | undefined) {
  const codes = Object.keys(currencies);
  const code =
    codes.find((candidate) => candidate.toUpperCase() === requested?.toUpperCase()) ??
    (codes.includes('USD') ? 'USD' : codes[0]);
  const price = code === undefined ? undefined : currencies[code];
  if (code === undefined || !price) return undefined;
  const formatted = formatPrice(price.amount, code);
  return price.includes_tax ? { with_tax: formatted } : { without_tax: formatted };
}

const breadcrumb = (item: { id: string; name: string; slug?: string }) => ({
  id: item.id,
  name: item.name,
  ...(item.slug === undefined ? {} : { slug: item.slug }),
});

const describe = (item: { description?: string; slug?: string }) => ({
  ...(item.description === undefined ? {} : { description: item.description }),
  ...(item.slug === undefined ? {} : { slug: item.slug }),
});

function releaseBase(index: ReleaseIndex): string {
  const { release } = index;
  return `/catalogs/${release.data.catalog_id}/releases/${release.id}`;
}

export function renderHierarchy(hierarchy: SnapshotHierarchy, context: RenderContext) {
  const base = `${releaseBase(context.index)}/hierarchies/${hierarchy.id}`;
  return {
    id: hierarchy.id,
    type: 'hierarchy',
    attributes: {
      name: hierarchy.name,
      ...describe(hierarchy),
      created_at: hierarchy.created_at,
      updated_at: hierarchy.updated_at,
      published_at: context.publishedAt,
    },
    relationships: {
      children: { links: { related: `${base}/children` } },
      products: { links: { related: `${base}/products` } },
    },
    meta: {
      breadcrumbs: [breadcrumb(hierarchy)],
      has_children: context.index.topNodes(hierarchy.id).length > 0,
    },
  };
}

export function renderNode(node: SnapshotNode, context: RenderContext) {
  const { index } = context;
  const base = `${releaseBase(index)}/nodes/${node.id}`;
  const hierarchy = index.hierarchyById.get(node.hierarchy_id);
  return {
    id: node.id,
    type: 'node',
    attributes: {
      name: node.name,
      ...describe(node),
      created_at: node.created_at,
      updated_at: node.updated_at,
      published_at: context.publishedAt,
    },
    relationships: {
      children: { links: { related: `${base}/relationships/children` } },
      ...(node.parent_id === null ? {} : { parent: { data: { type: 'node', id: node.parent_id } } }),
      products: { links: { related: `${base}/relationships/products` } },
    },
    meta: {
      breadcrumbs: [...(hierarchy ? [breadcrumb(hierarchy)] : []), ...index.ancestry(node).map(breadcrumb)],
      has_children: index.childNodes(node.id).length > 0,
    },
  };
}

type Matrix = { [optionId: string]: string | Matrix };

/** Nested by variation order: matrix[option of 1st variation][option of 2nd]... = child id. */
function variationMatrix(children: SnapshotProduct[]): Matrix {
  const matrix: Matrix = {};
  for (const child of children) {
    const options = child.options ?? [];
    let level = matrix;
    options.forEach(({ option_id }, position) => {
      if (position === options.length - 1) level[option_id] = child.id;
      else {
        const next = level[option_id];
        const nested: Matrix = typeof next === 'object' ? next : {};
        level[option_id] = nested;
        level = nested;
      }
    });
  }
  return matrix;
}

function productKind(product: SnapshotProduct, children: SnapshotProduct[]) {
  if (product.parent_id !== undefined) return 'child';
  return children.length > 0 ? 'parent' : 'standard';
}

export function renderProduct(product: SnapshotProduct, context: RenderContext) {
  const { index } = context;
  const children = index.childProducts(product.id);
  const kind = productKind(product, children);
  const parent = product.parent_id === undefined ? undefined : index.productById.get(product.parent_id);
  const holders = index.nodesHolding(product);
  const display = product.price ? displayPrice(product.price.currencies, context.currency) : undefined;
  const base = `${releaseBase(index)}/products/${product.id}`;
  return {
    id: product.id,
    type: 'product',
    attributes: {
      ...product.attributes,
      ...(product.price ? { price: product.price.currencies } : {}),
      base_product: kind === 'parent',
      ...(product.parent_id === undefined ? {} : { base_product_id: product.parent_id }),
      created_at: product.created_at,
      updated_at: product.updated_at,
      published_at: context.publishedAt,
    },
    relationships: {
      ...(kind === 'parent' ? { children: { links: { self: `${base}/relationships/children` } } } : {}),
      ...(product.parent_id === undefined
        ? {}
        : { parent: { data: { type: 'product', id: product.parent_id } } }),
      ...Object.fromEntries(
        Object.keys(product.custom_relationships ?? {}).map((slug) => [
          slug,
          { links: { related: `${base}/relationships/${slug}/products` } },
        ]),
      ),
    },
    meta: {
      catalog_id: index.release.data.catalog_id,
      catalog_source: 'pim',
      product_types: [kind],
      bread_crumb_nodes: holders.map((node) => node.id),
      bread_crumbs: Object.fromEntries(
        holders.map((node) => [node.id, index.ancestry(node).map((step) => step.id)]),
      ),
      ...(product.price ? { pricebook_id: product.price.pricebook_id } : {}),
      ...(display ? { display_price: display } : {}),
      ...(kind === 'parent'
        ? { variations: product.variations ?? [], variation_matrix: variationMatrix(children) }
        : {}),
      ...(parent && product.options
        ? {
            child_option_ids: product.options.map((choice) => choice.option_id),
            child_variations: product.options.flatMap(({ variation_id, option_id }) => {
              const variation = parent.variations?.find((candidate) => candidate.id === variation_id);
              const option = variation?.options.find((candidate) => candidate.id === option_id);
              return variation && option ? [{ id: variation.id, name: variation.name, option }] : [];
            }),
          }
        : {}),
    },
  };
}

/** The release document (`catalog-release`), shared by the admin routes and `GET /catalog`. */
export function renderRelease(release: ReleaseRecord, nowMs: number) {
  const status = releaseStatus(release, nowMs);
  const base = `/catalogs/${release.data.catalog_id}/releases/${release.id}`;
  const published = status === 'PUBLISHED' ? release.data.publish_at : null;
  return {
    id: release.id,
    type: 'catalog-release',
    attributes: {
      name: release.data.name,
      ...(release.data.description === undefined ? {} : { description: release.data.description }),
      catalog_id: release.data.catalog_id,
      published_at: published,
      hierarchies: release.data.hierarchies.map((hierarchy) => ({ id: hierarchy.id, name: hierarchy.name })),
    },
    relationships: {
      hierarchies: { links: { related: `${base}/hierarchies` } },
      products: { links: { related: `${base}/products` } },
    },
    links: { self: base },
    meta: {
      created_at: release.createdAt,
      started_at: published,
      updated_at: release.updatedAt,
      release_status: status,
      // Every sandbox publish copies the whole catalog.
      is_full_publish: true,
      is_full_delta: true,
      total_products: release.data.products.length,
      total_nodes: release.data.nodes.length,
      percent_completed: status === 'PUBLISHED' ? 100 : 0,
      owner: 'store',
    },
  };
}

export function renderContext(view: ReleaseView, req: Request): RenderContext {
  const published = releaseStatus(view.release, view.nowMs) === 'PUBLISHED';
  return {
    index: new ReleaseIndex(view.release),
    publishedAt: published ? view.release.data.publish_at : null,
    currency: req.get('x-moltin-currency') ?? undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// List schemas (the catalog filter tables: eq/in/like on names, slugs, skus and ids)

const ORDERED: FilterOperator[] = ['gt', 'ge', 'lt', 'le'];
const textField = <T>(value: (item: T) => unknown): FilterField<T> => ({
  operators: ['eq', 'in', 'like'],
  value,
});

const PRODUCT_SCHEMA: ListSchema<SnapshotProduct> = {
  filter: {
    fields: {
      id: { operators: ['eq', 'in'], value: (p) => p.id },
      name: textField((p) => p.attributes.name),
      sku: textField((p) => p.attributes.sku),
      slug: textField((p) => p.attributes.slug),
      upc_ean: textField((p) => p.attributes.upc_ean),
      manufacturer_part_num: textField((p) => p.attributes.mpn),
      tags: { operators: ['eq', 'in'], value: (p) => p.attributes.tags },
      commodity_type: { operators: ['eq'], value: (p) => p.attributes.commodity_type },
      parent_id: { operators: ['eq', 'in'], value: (p) => p.parent_id },
      created_at: { operators: ['eq', ...ORDERED], value: (p) => p.created_at, kind: 'date' },
      updated_at: { operators: ['eq', ...ORDERED], value: (p) => p.updated_at, kind: 'date' },
    },
  },
  sortFields: {
    name: (p) => p.attributes.name,
    sku: (p) => p.attributes.sku,
    slug: (p) => p.attributes.slug,
    created_at: (p) => p.created_at,
    updated_at: (p) => p.updated_at,
  },
  // Release order (node attach order) unless a sort is asked for.
  defaultSort: [],
};

const NAMED_FIELDS = {
  id: { operators: ['eq', 'in'] as FilterOperator[], value: (item: { id: string }) => item.id },
  name: textField((item: { name: string }) => item.name),
  slug: textField((item: { slug?: string }) => item.slug),
};

const NODE_SCHEMA: ListSchema<SnapshotNode> = {
  filter: {
    fields: {
      ...NAMED_FIELDS,
      parent_id: { operators: ['eq', 'in'], value: (n) => n.parent_id ?? undefined },
    },
  },
  sortFields: { name: (n) => n.name, slug: (n) => n.slug },
  defaultSort: [],
};

const HIERARCHY_SCHEMA: ListSchema<SnapshotHierarchy> = {
  filter: { fields: NAMED_FIELDS },
  sortFields: { name: (h) => h.name, slug: (h) => h.slug },
  defaultSort: [],
};

// ---------------------------------------------------------------------------------------------
// Routes

export type ViewSection = 'hierarchies' | 'nodes' | 'products';

const hierarchyNotFound = () => notFound('No hierarchy found');
const nodeNotFound = () => notFound('No node found');
const productNotFound = () => notFound('No product found');

/**
 * Registers the release's read routes under `prefix` (e.g. `/:catalogId/releases/:releaseId`).
 * Unknown hierarchy, node and product ids are 404s, as on the provider.
 */
export function registerReleaseViews(
  router: Router,
  prefix: string,
  resolve: ReleaseResolver,
  sections: readonly ViewSection[] = ['hierarchies', 'nodes', 'products'],
): void {
  const open = (req: Request) => renderContext(resolve(req), req);
  const hierarchyOf = (context: RenderContext, req: Request) => {
    const hierarchy = context.index.hierarchyById.get(param(req, 'hierarchyId', hierarchyNotFound));
    if (!hierarchy) throw hierarchyNotFound();
    return hierarchy;
  };
  const nodeOf = (context: RenderContext, req: Request) => {
    const node = context.index.nodeById.get(param(req, 'nodeId', nodeNotFound));
    if (!node) throw nodeNotFound();
    return node;
  };
  const productOf = (context: RenderContext, req: Request) => {
    const product = context.index.productById.get(param(req, 'productId', productNotFound));
    if (!product) throw productNotFound();
    return product;
  };
  const nodes = (req: Request, context: RenderContext, items: SnapshotNode[]) =>
    listEnvelope(req, runListQuery(items, listParams(req), NODE_SCHEMA), (node) => renderNode(node, context));
  const products = (req: Request, context: RenderContext, items: SnapshotProduct[]) =>
    listEnvelope(req, runListQuery(items, listParams(req), PRODUCT_SCHEMA), (product) =>
      renderProduct(product, context),
    );

  if (sections.includes('hierarchies')) {
    router.get(`${prefix}/hierarchies`, (req, res) => {
      const context = open(req);
      const result = runListQuery(context.index.release.data.hierarchies, listParams(req), HIERARCHY_SCHEMA);
      res.json(listEnvelope(req, result, (hierarchy) => renderHierarchy(hierarchy, context)));
    });
    router.get(`${prefix}/hierarchies/:hierarchyId`, (req, res) => {
      const context = open(req);
      res.json({ data: renderHierarchy(hierarchyOf(context, req), context) });
    });
    // `children` are the top-level nodes; `nodes` are all of the hierarchy's nodes.
    router.get(`${prefix}/hierarchies/:hierarchyId/children`, (req, res) => {
      const context = open(req);
      res.json(nodes(req, context, context.index.topNodes(hierarchyOf(context, req).id)));
    });
    router.get(`${prefix}/hierarchies/:hierarchyId/nodes`, (req, res) => {
      const context = open(req);
      const hierarchy = hierarchyOf(context, req);
      const all = context.index.release.data.nodes.filter((node) => node.hierarchy_id === hierarchy.id);
      res.json(nodes(req, context, all));
    });
    const hierarchyProducts = (req: Request, res: Response) => {
      const context = open(req);
      res.json(products(req, context, context.index.hierarchyProducts(hierarchyOf(context, req).id)));
    };
    router.get(`${prefix}/hierarchies/:hierarchyId/products`, hierarchyProducts);
    // The spec's wording of the same list.
    router.get(`${prefix}/hierarchies/:hierarchyId/relationships/products`, hierarchyProducts);
  }

  if (sections.includes('nodes')) {
    router.get(`${prefix}/nodes`, (req, res) => {
      const context = open(req);
      res.json(nodes(req, context, context.index.release.data.nodes));
    });
    router.get(`${prefix}/nodes/:nodeId`, (req, res) => {
      const context = open(req);
      res.json({ data: renderNode(nodeOf(context, req), context) });
    });
    router.get(`${prefix}/nodes/:nodeId/relationships/children`, (req, res) => {
      const context = open(req);
      res.json(nodes(req, context, context.index.childNodes(nodeOf(context, req).id)));
    });
    router.get(`${prefix}/nodes/:nodeId/relationships/products`, (req, res) => {
      const context = open(req);
      res.json(products(req, context, context.index.nodeProducts(nodeOf(context, req))));
    });
  }

  if (sections.includes('products')) {
    router.get(`${prefix}/products`, (req, res) => {
      const context = open(req);
      res.json(products(req, context, context.index.release.data.products));
    });
    router.get(`${prefix}/products/:productId`, (req, res) => {
      const context = open(req);
      res.json({ data: renderProduct(productOf(context, req), context) });
    });
    router.get(`${prefix}/products/:productId/relationships/children`, (req, res) => {
      const context = open(req);
      res.json(products(req, context, context.index.childProducts(productOf(context, req).id)));
    });
    router.get(`${prefix}/products/:productId/relationships/:slug/products`, (req, res) => {
      const context = open(req);
      const product = productOf(context, req);
      const related = product.custom_relationships?.[param(req, 'slug', productNotFound)] ?? [];
      res.json(
        products(
          req,
          context,
          related.flatMap((id) => context.index.productById.get(id) ?? []),
        ),
      );
    });
  }
}
