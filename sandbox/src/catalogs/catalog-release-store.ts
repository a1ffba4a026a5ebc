import type { SandboxDatabase } from '../core/db';
import type { Currencies } from '../catalogue/pricebooks';
import type { ProductAttributes } from '../catalogue/product-attributes';
import { ResourceCollection, type ResourceRecord } from '../core/resources';
import { isPlainObject } from '../core/request';

/**
 * Stored catalog releases: one `catalog-release` document per publish holding a frozen copy of the
 * catalog's hierarchies, nodes, live products and their prices, so later edits to those resources
 * never reach a published release. Shared by the admin release routes and the shopper catalog.
 */

export const RELEASE_TYPE = 'catalog-release';

/** A publish is PENDING for this long (on the injected clock), then PUBLISHED. */
export const RELEASE_PUBLISH_MS = 1000;
/** The provider keeps the current release and the two before it. */
export const MAX_RELEASES_PER_CATALOG = 3;

export interface SnapshotHierarchy {
  id: string;
  name: string;
  description?: string;
  slug?: string;
  created_at: string;
  updated_at: string;
}

export interface SnapshotNode {
  id: string;
  hierarchy_id: string;
  parent_id: string | null;
  name: string;
  description?: string;
  slug?: string;
  /** Live products attached to the node, in attach order. */
  product_ids: string[];
  created_at: string;
  updated_at: string;
}

export interface SnapshotVariation {
  id: string;
  name: string;
  sort_order?: number;
  options: { id: string; name: string; description?: string }[];
}

export interface SnapshotProduct {
  id: string;
  attributes: ProductAttributes;
  created_at: string;
  updated_at: string;
  /** Set on a child built from variations. */
  parent_id?: string;
  /** A child's chosen option per variation, in the parent's variation order. */
  options?: { variation_id: string; option_id: string }[];
  /** A parent's variations. */
  variations?: SnapshotVariation[];
  /** The winning price book's price (highest priority), if any. */
  price?: { pricebook_id: string; currencies: Currencies };
  /** Related product ids per custom relationship slug. */
  custom_relationships?: Record<string, string[]>;
}

export interface ReleaseData {
  catalog_id: string;
  /** 1 for a catalog's first publish, then counting up: orders releases made in the same millisecond. */
  sequence: number;
  name: string;
  description?: string;
  /** When the release becomes PUBLISHED; the shopper catalog ignores it until then. */
  publish_at: string;
  /** Nodes are stored in tree order: siblings keep the hierarchy's child order. */
  hierarchies: SnapshotHierarchy[];
  nodes: SnapshotNode[];
  products: SnapshotProduct[];
}

export type ReleaseRecord = ResourceRecord<ReleaseData>;

/** The snapshot was built by this module; decoding only restores its type. */
function decodeRelease(data: unknown): ReleaseData {
  if (
    !isPlainObject(data) ||
    typeof data.catalog_id !== 'string' ||
    typeof data.publish_at !== 'string' ||
    typeof data.sequence !== 'number' ||
    !Array.isArray(data.nodes) ||
    !Array.isArray(data.products) ||
    !Array.isArray(data.hierarchies)
  ) {
    throw new Error('Corrupt stored catalog release');
  }
  return data as unknown as ReleaseData;
}

export const releaseCollection = (db: SandboxDatabase): ResourceCollection<ReleaseData> =>
  new ResourceCollection(db, { name: RELEASE_TYPE, decode: decodeRelease });

export type ReleaseStatus = 'PENDING' | 'PUBLISHED';

export function releaseStatus(release: ReleaseRecord, nowMs: number): ReleaseStatus {
  return Date.parse(release.data.publish_at) <= nowMs ? 'PUBLISHED' : 'PENDING';
}

/** A catalog's releases, newest first. */
export function catalogReleases(
  releases: ResourceCollection<ReleaseData>,
  storeId: string,
  catalogId: string,
): ReleaseRecord[] {
  return releases
    .list(storeId)
    .filter((release) => release.data.catalog_id === catalogId)
    .sort((a, b) => b.data.sequence - a.data.sequence);
}

export function latestPublished(
  releases: ResourceCollection<ReleaseData>,
  storeId: string,
  catalogId: string,
  nowMs: number,
): ReleaseRecord | undefined {
  return catalogReleases(releases, storeId, catalogId).find(
    (release) => releaseStatus(release, nowMs) === 'PUBLISHED',
  );
}

/** Each catalog's newest PUBLISHED release, reading the store's releases once. */
export function latestPublishedByCatalog(
  releases: ResourceCollection<ReleaseData>,
  storeId: string,
  nowMs: number,
): Map<string, ReleaseRecord> {
  const latest = new Map<string, ReleaseRecord>();
  for (const release of releases.list(storeId)) {
    if (releaseStatus(release, nowMs) !== 'PUBLISHED') continue;
    const current = latest.get(release.data.catalog_id);
    if (!current || current.data.sequence < release.data.sequence)
      latest.set(release.data.catalog_id, release);
  }
  return latest;
}
