import type { ProviderResource } from '../provider/resources';

/** Attributes of a `pcm/products` resource as the provider sends them. */
export interface PcmProductAttributes {
  name: string;
  sku?: string;
  slug?: string;
  description?: string;
  status: 'live' | 'draft';
  commodity_type: 'physical' | 'digital';
  upc_ean?: string;
  mpn?: string;
  external_ref?: string;
  tags?: string[];
}

/** The parent object of `Product` resolvers: the provider resource itself. */
export type ProductModel = ProviderResource<PcmProductAttributes>;

/** Attributes of a `pcm/hierarchies` resource (and of its nodes) as the provider sends them. */
export interface PcmHierarchyAttributes {
  name: string;
  description?: string;
  slug?: string;
}

/** The parent object of `Hierarchy` resolvers. */
export type HierarchyModel = ProviderResource<PcmHierarchyAttributes>;

/**
 * The parent object of `HierarchyNode` resolvers. `meta` carries `hierarchy_id`, `sort_order`,
 * `breadcrumbs` and timestamps; `relationships.parent.data.id` names the parent node.
 */
export type HierarchyNodeModel = ProviderResource<PcmHierarchyAttributes>;
