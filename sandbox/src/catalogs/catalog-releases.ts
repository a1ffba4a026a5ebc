import crypto from 'node:crypto';
import type { SimpleResourceRoutesOptions } from '../core/simple-resources';
import { Router, type Request, type Response } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import {
  catalogReleases,
  latestPublished,
  MAX_RELEASES_PER_CATALOG,
  RELEASE_PUBLISH_MS,
  releaseCollection,
  type ReleaseData,
  type ReleaseRecord,
  type SnapshotNode,
  type SnapshotProduct,
  type SnapshotVariation,
} from './catalog-release-store';
import { registerReleaseViews, renderRelease, type ReleaseView } from './catalog-release-views';
import { catalogCollection, ruleCollection, type CatalogData } from './catalogs';
import type { SandboxDatabase } from '../core/db';
import { hierarchyCollection, nodeCollection, siblingOrder, type NodeRecord } from '../catalogue/hierarchies';
import { listEnvelope, notFound } from '../core/http';
import { priceCollection, type PriceData } from '../catalogue/pricebooks';
import { productCollection } from '../catalogue/products';
import { runListQuery, type ListSchema } from '../core/query';
import { ResourceCollection, type ResourceRecord } from '../core/resources';
import { shopperReleaseResolver } from './shopper-catalog';
import { familyCollection, variationCollection } from '../catalogue/variations';
import { isPlainObject, pageParams } from '../core/request';

/**
 * Catalog releases (`/pcm/catalogs/:catalogId/releases/...`): publishing copies the catalog's
 * hierarchies, their node trees, the live products on those nodes (with their variation children,
 * custom relationships and highest-priority price) into a `catalog-release` document at that
 * moment. The release is PENDING for RELEASE_PUBLISH_MS on the injected clock, then PUBLISHED;
 * the status is worked out when read, so nothing runs in the background. Only the newest three
 * releases of a catalog are kept, as on the provider. Also `GET /pcm/catalogs/nodes...`, the nodes
 * of the catalog the shopper context resolves to. Not modelled: delta files, organization resources.
 */

// ---------------------------------------------------------------------------------------------
// Snapshot

/** custom-relationships.ts keeps a product's related ids per slug in this stored type. */
const PRODUCT_LINKS_TYPE = 'product-custom-relationships';

function productLinks(db: SandboxDatabase) {
  return new ResourceCollection<Record<string, string[]>>(db, {
    name: PRODUCT_LINKS_TYPE,
    decode: (data) => {
      const related = isPlainObject(data) && isPlainObject(data.related) ? data.related : {};
      return Object.fromEntries(
        Object.entries(related).map(([slug, ids]) => [
          slug,
          Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [],
        ]),
      );
    },
  });
}

/** Price books in the order they are consulted: the highest priority first. */
function priceBookOrder(catalog: CatalogData): string[] {
  if (catalog.pricebook_ids && catalog.pricebook_ids.length > 0) {
    return [...catalog.pricebook_ids].sort((a, b) => b.priority - a.priority).map((book) => book.id);
  }
  return catalog.pricebook_id === undefined ? [] : [catalog.pricebook_id];
}

/** Depth first, siblings in the hierarchy's child order. */
function treeOrder(nodes: NodeRecord[], parentId: string | null): NodeRecord[] {
  return nodes
    .filter((node) => node.data.parent_id === parentId)
    .sort(siblingOrder)
    .flatMap((node) => [node, ...treeOrder(nodes, node.id)]);
}

export function buildSnapshot(
  db: SandboxDatabase,
  storeId: string,
  catalog: ResourceRecord<CatalogData>,
): Pick<ReleaseData, 'hierarchies' | 'nodes' | 'products'> {
  const hierarchies = catalog.data.hierarchy_ids.flatMap(
    (id) => hierarchyCollection(db).get(storeId, id) ?? [],
  );
  const allNodes = nodeCollection(db).list(storeId);
  const live = new Map(
    productCollection(db)
      .list(storeId)
      .filter((product) => product.data.status === 'live')
      .map((product) => [product.id, product]),
  );
  const nodes: SnapshotNode[] = hierarchies.flatMap((hierarchy) =>
    treeOrder(
      allNodes.filter((node) => node.data.hierarchy_id === hierarchy.id),
      null,
    ).map((node) => ({
      id: node.id,
      hierarchy_id: hierarchy.id,
      parent_id: node.data.parent_id,
      name: node.data.name,
      ...(node.data.description === undefined ? {} : { description: node.data.description }),
      ...(node.data.slug === undefined ? {} : { slug: node.data.slug }),
      product_ids: [...new Set(node.data.products.filter((id) => live.has(id)))],
      created_at: node.createdAt,
      updated_at: node.updatedAt,
    })),
  );

  // Node products in order of first appearance, each followed by its live children.
  const families = new Map(
    familyCollection(db)
      .list(storeId)
      .map((family) => [family.id, family.data]),
  );
  const childrenOf = (parentId: string) =>
    [...families.entries()]
      .filter(([childId, family]) => family.parent_id === parentId && live.has(childId))
      .map(([childId]) => childId);
  const included: string[] = [];
  for (const id of nodes.flatMap((node) => node.product_ids)) {
    if (included.includes(id)) continue;
    included.push(id, ...childrenOf(id).filter((childId) => !included.includes(childId)));
  }

  const variations = variationCollection(db);
  const variationsOf = (productId: string): SnapshotVariation[] =>
    (families.get(productId)?.variation_ids ?? []).flatMap((variationId) => {
      const variation = variations.get(storeId, variationId);
      if (!variation) return [];
      return [
        {
          id: variation.id,
          name: variation.data.name,
          ...(variation.data.sort_order === undefined ? {} : { sort_order: variation.data.sort_order }),
          options: variation.data.options.map((option) => ({
            id: option.id,
            name: option.name,
            ...(option.description === undefined ? {} : { description: option.description }),
          })),
        },
      ];
    });

  const books = priceBookOrder(catalog.data);
  const prices = new Map<string, PriceData>();
  for (const price of priceCollection(db).list(storeId))
    prices.set(`${price.data.pricebook_id}|${price.data.sku}`, price.data);
  const priceFor = (sku: string | undefined) => {
    if (sku === undefined) return undefined;
    const bookId = books.find((id) => prices.has(`${id}|${sku}`));
    const price = bookId === undefined ? undefined : prices.get(`${bookId}|${sku}`);
    return bookId === undefined || !price
      ? undefined
      : { pricebook_id: bookId, currencies: price.currencies };
  };
  const links = productLinks(db);
  const inRelease = new Set(included);

  const products = included.flatMap((id): SnapshotProduct[] => {
    const product = live.get(id);
    if (!product) return [];
    const family = families.get(id);
    const parentId = family?.parent_id;
    // A child without its own price sells at its parent's.
    const price =
      priceFor(product.data.sku) ?? (parentId ? priceFor(live.get(parentId)?.data.sku) : undefined);
    const related = Object.entries(links.get(storeId, id)?.data ?? {})
      .map(([slug, ids]) => [slug, ids.filter((relatedId) => inRelease.has(relatedId))] as const)
      .filter(([, ids]) => ids.length > 0);
    const ownVariations = parentId ? [] : variationsOf(id);
    return [
      {
        id,
        attributes: product.data,
        created_at: product.createdAt,
        updated_at: product.updatedAt,
        ...(parentId ? { parent_id: parentId, options: family?.options ?? [] } : {}),
        ...(ownVariations.length > 0 ? { variations: ownVariations } : {}),
        ...(price ? { price } : {}),
        ...(related.length > 0 ? { custom_relationships: Object.fromEntries(related) } : {}),
      },
    ];
  });

  return {
    hierarchies: hierarchies.map((hierarchy) => ({
      id: hierarchy.id,
      name: hierarchy.data.name,
      ...(hierarchy.data.description === undefined ? {} : { description: hierarchy.data.description }),
      ...(hierarchy.data.slug === undefined ? {} : { slug: hierarchy.data.slug }),
      created_at: hierarchy.createdAt,
      updated_at: hierarchy.updatedAt,
    })),
    nodes,
    products,
  };
}

/**
 * Publishes `catalog` now; the release turns PUBLISHED after `delayMs`. Older releases beyond the
 * newest three are removed. Runs inside one transaction so the copy is consistent.
 */
export function publishCatalog(
  db: SandboxDatabase,
  storeId: string,
  catalog: ResourceRecord<CatalogData>,
  nowMs: number,
  delayMs = RELEASE_PUBLISH_MS,
  id: string = crypto.randomUUID(),
): ReleaseRecord {
  const releases = releaseCollection(db);
  return releases.transaction(() => {
    const existing = catalogReleases(releases, storeId, catalog.id);
    const timestamp = new Date(nowMs).toISOString();
    const record: ReleaseRecord = {
      id,
      storeId,
      data: {
        catalog_id: catalog.id,
        sequence: (existing[0]?.data.sequence ?? 0) + 1,
        name: catalog.data.name,
        ...(catalog.data.description === undefined ? {} : { description: catalog.data.description }),
        publish_at: new Date(nowMs + delayMs).toISOString(),
        ...buildSnapshot(db, storeId, catalog),
      },
      createdAt: timestamp,
      updatedAt: timestamp,
    };
    releases.insert(record);
    for (const old of existing.slice(MAX_RELEASES_PER_CATALOG - 1)) releases.delete(storeId, old.id);
    return record;
  });
}

// ---------------------------------------------------------------------------------------------
// Routes

const PAGE_ONLY: ListSchema<ReleaseRecord> = { filter: { fields: {} }, sortFields: {}, defaultSort: [] };

/** `latestPublished` stands for the catalog's newest PUBLISHED release, as on the provider. */
const LATEST = 'latestPublished';

/** Mounted at `/pcm/catalogs`, before the catalogs router whose `/:id` would take these paths. */
export function createCatalogReleasesRouter(options: SimpleResourceRoutesOptions): Router {
  const { db, now } = options;
  const catalogs = catalogCollection(db);
  const releases = releaseCollection(db);
  const router = Router();

  const findCatalog = (req: Request) => {
    const storeId = authenticatedStoreId(req.auth);
    const id: unknown = req.params.catalogId;
    const catalog = typeof id === 'string' ? catalogs.get(storeId, id) : undefined;
    if (!catalog) throw notFound('No catalog found');
    return { storeId, catalog };
  };
  const findRelease = (req: Request): ReleaseView => {
    const { storeId, catalog } = findCatalog(req);
    const nowMs = now();
    const id: unknown = req.params.releaseId;
    const release =
      id === LATEST
        ? latestPublished(releases, storeId, catalog.id, nowMs)
        : typeof id === 'string'
          ? releases.get(storeId, id)
          : undefined;
    if (!release || release.data.catalog_id !== catalog.id) throw notFound('No catalog release found');
    return { release, nowMs };
  };
  const list = (req: Request, res: Response) => {
    const { storeId, catalog } = findCatalog(req);
    const nowMs = now();
    const result = runListQuery(catalogReleases(releases, storeId, catalog.id), pageParams(req), PAGE_ONLY);
    res.json(listEnvelope(req, result, (release) => renderRelease(release, nowMs)));
  };

  // The spec also lists this wording of the catalog's releases.
  router.get('/releases/:catalogId', list);
  registerReleaseViews(router, '', shopperReleaseResolver(options), ['nodes']);

  router.get('/:catalogId/releases', list);
  router.post('/:catalogId/releases', requireWriteAccess, (req, res) => {
    const { storeId, catalog } = findCatalog(req);
    const release = publishCatalog(db, storeId, catalog, now());
    res.status(201).json({ data: renderRelease(release, now()) });
  });
  router.delete('/:catalogId/releases', requireWriteAccess, (req, res) => {
    const { storeId, catalog } = findCatalog(req);
    releases.transaction(() => {
      for (const release of catalogReleases(releases, storeId, catalog.id))
        releases.delete(storeId, release.id);
    });
    res.status(204).end();
  });
  router.get('/:catalogId/releases/:releaseId', (req, res) => {
    const { release, nowMs } = findRelease(req);
    res.json({ data: renderRelease(release, nowMs) });
  });
  router.delete('/:catalogId/releases/:releaseId', requireWriteAccess, (req, res) => {
    const { release } = findRelease(req);
    releases.delete(release.storeId, release.id);
    res.status(204).end();
  });
  registerReleaseViews(router, '/:catalogId/releases/:releaseId', findRelease);
  return router;
}

// ---------------------------------------------------------------------------------------------
// Seed

/** Fixed ids so the demo catalog, its rule and its first release are stable across fresh starts. */
export const SEEDED_CATALOG_ID = '5b0e8c1a-3f7d-4a29-9c64-2d8e1f0b7a35';
export const SEEDED_RULE_ID = '9e2c4f70-1b8a-4d36-a5e9-7c0f3d2b6e14';
export const SEEDED_RELEASE_ID = 'c3a7e915-6d2f-4b80-8e1c-4f9a0b5d2c67';

/**
 * The demo catalog over every seeded hierarchy and `pricebookId`, a rule showing it on the web
 * storefront channel, and a release that is PUBLISHED from the start.
 */
export function seedCatalogs(
  db: SandboxDatabase,
  storeId: string,
  pricebookId: string | undefined,
  now: () => number,
): void {
  const timestamp = new Date(now()).toISOString();
  const stamp = { storeId, createdAt: timestamp, updatedAt: timestamp };
  const catalog: ResourceRecord<CatalogData> = {
    id: SEEDED_CATALOG_ID,
    ...stamp,
    data: {
      name: 'Storefront Catalog',
      description: 'Everything in the demo hierarchies at retail prices.',
      hierarchy_ids: hierarchyCollection(db)
        .list(storeId)
        .map((hierarchy) => hierarchy.id),
      ...(pricebookId === undefined ? {} : { pricebook_id: pricebookId }),
    },
  };
  catalogCollection(db).insert(catalog);
  ruleCollection(db).insert({
    id: SEEDED_RULE_ID,
    ...stamp,
    data: {
      name: 'web-storefront',
      description: 'Shows the storefront catalog on the web channel.',
      catalog_id: SEEDED_CATALOG_ID,
      channels: ['web'],
    },
  });
  publishCatalog(db, storeId, catalog, now(), 0, SEEDED_RELEASE_ID);
}
