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

/**
 * The parent object of `File` resolvers: a `v2/files` resource. Unlike PCM resources its fields sit at
 * the top level, not under `attributes`.
 */
export interface FileModel {
  id: string;
  type: string;
  file_name: string;
  mime_type: string;
  file_size?: number;
  public?: boolean;
  link?: { href?: string };
  meta?: {
    timestamps?: { created_at?: string; updated_at?: string };
    dimensions?: { width?: number; height?: number };
  };
}

/**
 * The parent object of `Stock` resolvers: a `v2/inventories` stock document. Single-location
 * documents hold the figures at the top level, multi-location ones under `attributes`.
 */
export interface StockModel {
  id: string;
  type: string;
  total?: number;
  available?: number;
  allocated?: number;
  attributes?: { total: number; available: number; allocated: number };
}

/** An amount of one currency as the provider sends it: minor units, optional volume tiers. */
export interface PcmCurrencyAmount {
  amount: number;
  includes_tax?: boolean;
  tiers?: Record<string, { minimum_quantity: number; amount: number }>;
}

/** Attributes of a `pcm/pricebooks` resource. */
export interface PcmPriceBookAttributes {
  name: string;
  description?: string;
  external_ref?: string;
  created_at?: string;
  updated_at?: string;
}

/** The parent object of `PriceBook` resolvers. */
export type PriceBookModel = ProviderResource<PcmPriceBookAttributes>;

/** Attributes of a `product-price`; `meta.pricebook_id` names its price book. */
export interface PcmProductPriceAttributes {
  sku: string;
  currencies: Record<string, PcmCurrencyAmount>;
  external_ref?: string;
  created_at?: string;
  updated_at?: string;
}

/** The parent object of `ProductPrice` resolvers. */
export type ProductPriceModel = ProviderResource<PcmProductPriceAttributes>;

/** Attributes of a `price-modifier`. */
export interface PcmPriceModifierAttributes {
  name: string;
  modifier_type: 'price_increment' | 'price_decrement' | 'price_equals';
  currencies: Record<string, PcmCurrencyAmount>;
  external_ref?: string;
  created_at?: string;
  updated_at?: string;
}

/** The parent object of `PriceModifier` resolvers. */
export type PriceModifierModel = ProviderResource<PcmPriceModifierAttributes>;

/** Attributes of a `pcm/variations` resource; `meta.options` summarizes its options. */
export interface PcmVariationAttributes {
  name: string;
  sort_order?: number;
}

/** The parent object of `Variation` resolvers. */
export type VariationModel = ProviderResource<PcmVariationAttributes>;

/**
 * The parent object of `VariationOption` resolvers: options arrive both as summaries in a
 * variation's `meta.options` and as resources of their own, so both are read into this one shape,
 * which also remembers the variation (the provider's option document does not name it).
 */
export interface VariationOptionModel {
  id: string;
  variationId: string;
  name: string;
  description: string | null;
  sortOrder: number | null;
}

/** Attributes of a `product-variation-modifier`: `value`, or `seek` and `set` for builders. */
export interface PcmVariationModifierAttributes {
  type: string;
  value?: string;
  seek?: string;
  set?: string;
}

/** The parent object of `VariationModifier` resolvers. */
export type VariationModifierModel = ProviderResource<PcmVariationModifierAttributes>;

/** The parent object of `Job` resolvers: a `pim-job` (pcm.yaml, Jobs). */
export interface JobModel {
  id: string;
  type: string;
  attributes: {
    type?: string;
    status?: string;
    created_at?: string;
    started_at?: string | null;
    completed_at?: string | null;
  };
  meta?: {
    file_locations?: string[] | null;
    filter?: string;
    /** `hierarchy-duplicate` jobs: the original hierarchy, and the copy once the job succeeded. */
    copied_from?: string;
    hierarchy_id?: string;
  };
}

/** Attributes of a PCM custom relationship (`pcm/custom-relationships`). */
export interface PcmCustomRelationshipAttributes {
  slug: string;
  name: string;
  description?: string | null;
  external_name?: string | null;
  external_description?: string | null;
  bi_directional?: boolean;
}

/** The parent object of `CustomRelationship` resolvers; timestamps sit under `meta.timestamps`. */
export interface CustomRelationshipModel {
  id: string;
  type: string;
  attributes: PcmCustomRelationshipAttributes;
  meta?: LegacyResourceMeta;
}

/** Timestamps of a legacy v2 resource, which keeps them under `meta.timestamps`. */
export interface LegacyResourceMeta {
  timestamps?: { created_at?: string; updated_at?: string };
}

/**
 * The parent object of `Brand` and `Collection` resolvers: a legacy v2 resource, whose fields sit
 * at the top level like `v2/files`.
 */
export interface LegacyCatalogueEntryModel {
  id: string;
  type: string;
  name: string;
  slug: string;
  description?: string;
  status: 'live' | 'draft';
  meta?: LegacyResourceMeta;
}

/** The parent object of `Category` resolvers; `children` is present only in `categories/tree` answers. */
export interface CategoryModel extends LegacyCatalogueEntryModel {
  relationships?: {
    parent?: { data: { id: string } | null };
    children?: { data: { id: string }[] };
  };
  children?: CategoryModel[];
}

/** The parent object of `Currency` resolvers: a `v2/currencies` resource. */
export interface CurrencyModel {
  id: string;
  type: string;
  code: string;
  exchange_rate: number;
  format: string;
  decimal_point: string;
  thousand_separator?: string;
  decimal_places: number;
  default: boolean;
  enabled: boolean;
  meta?: LegacyResourceMeta;
}

/** The parent object of `Flow` resolvers: a legacy `v2/flows` resource. */
export interface FlowModel {
  id: string;
  type: string;
  name: string;
  slug: string;
  description?: string;
  enabled?: boolean;
  meta?: LegacyResourceMeta;
}

/** The parent object of `FlowField` resolvers: a `v2/fields` resource naming its flow. */
export interface FlowFieldModel {
  id: string;
  type: string;
  name: string;
  slug: string;
  field_type: string;
  required?: boolean;
  description?: string;
  validation_rules?: unknown;
  enabled?: boolean;
  relationships?: { flow?: { data: { id: string } | null } };
  meta?: LegacyResourceMeta;
}

/**
 * The parent object of `FlowEntry` resolvers: an entry document, whose members besides `id`,
 * `type`, `links`, `meta` and `relationships` are the field values.
 */
export interface FlowEntryModel {
  id: string;
  type: string;
  meta?: LegacyResourceMeta;
  relationships?: Record<string, { data?: unknown }>;
  [fieldSlug: string]: unknown;
}
