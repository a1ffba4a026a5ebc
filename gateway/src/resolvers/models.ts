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
  /** Locale code → translated name and description. */
  locales?: Record<string, { name?: string; description?: string }>;
  /** Template slug → field → value. */
  extensions?: Record<string, Record<string, unknown>>;
  /** Input key → shopper-entered text field. */
  custom_inputs?: Record<string, PcmCustomInput>;
  /** Component key → bundle component. */
  components?: Record<string, PcmBundleComponent>;
}

/** One `custom_inputs` entry (pcm.yaml `product_custom_inputs`). */
export interface PcmCustomInput {
  name: string;
  validation_rules?: { type: string; options?: { max_length?: number } }[];
  required?: boolean;
}

/** One `components` entry (pcm.yaml `product_bundle_components`). */
export interface PcmBundleComponent {
  name?: string;
  options: {
    id: string;
    type: 'product';
    quantity: number;
    min?: number;
    max?: number;
    sort_order?: number;
    default?: boolean;
  }[];
  min?: number;
  max?: number;
  sort_order?: number;
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
  attributes?: {
    total: number;
    available: number;
    allocated: number;
    /** Multi-location answers only: the figures per location, keyed by location slug. */
    locations?: Record<string, { total: number; available: number; allocated: number }>;
  };
  meta?: { stock_id?: string; timestamps?: { created_at?: string; updated_at?: string } };
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
  name?: string;
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

/** The parent object of `Customer` resolvers: a flat v2 `customer` (the password is never sent). */
export interface CustomerModel {
  id: string;
  type: string;
  name: string;
  email: string;
  external_ref?: string;
  meta?: LegacyResourceMeta;
}

/** The parent object of `Address` resolvers: a flat v2 `address` of a customer or an account. */
export interface AddressModel {
  id: string;
  type: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  company_name?: string;
  phone_number?: string;
  instructions?: string;
  line_1?: string;
  line_2?: string;
  city?: string;
  county?: string;
  region?: string;
  postcode?: string;
  country?: string;
  meta?: LegacyResourceMeta;
}

/** The parent object of `Account` resolvers; `relationships.account_tags` names its tags. */
export interface AccountModel {
  id: string;
  type: string;
  name: string;
  legal_name?: string;
  registration_id?: string;
  external_ref?: string;
  parent_id?: string;
  relationships?: { account_tags?: { data?: { type: string; id: string }[] } };
  meta?: LegacyResourceMeta;
}

/** The parent object of `AccountTag` resolvers. */
export interface AccountTagModel {
  id: string;
  type: string;
  name: string;
  description?: string;
  meta?: LegacyResourceMeta;
}

/** The parent object of `AccountMember` resolvers: a read-only user of the account realm. */
export interface AccountMemberModel {
  id: string;
  type: string;
  name: string;
  email: string;
  meta?: LegacyResourceMeta;
}

/**
 * The parent object of `AccountMembership` resolvers. The provider's membership document names
 * its member but not its account, so the gateway reads both into this shape.
 */
export interface AccountMembershipModel {
  id: string;
  accountId: string;
  memberId: string;
  createdAt: string | null;
}

/** The fields of a `stock-transaction`: flat (single-location) or under `attributes` (multi-location). */
export interface StockTransactionFields {
  action: string;
  product_id: string;
  quantity: number;
  location?: string;
}

/** The parent object of `StockTransaction` resolvers. */
export type StockTransactionModel = {
  id: string;
  type: string;
  attributes?: StockTransactionFields;
  meta?: LegacyResourceMeta;
} & Partial<StockTransactionFields>;

/** The parent object of `InventoryLocation` resolvers: an `inventory_location` (multi-location API). */
export interface InventoryLocationModel {
  id: string;
  type: string;
  attributes: {
    name: string;
    slug: string;
    description?: string;
    external_ref?: string;
    address?: string[];
    geolocation?: { lat: number; lon: number };
  };
  meta?: LegacyResourceMeta;
}

/** Attributes of a `pcm/catalogs` resource. */
export interface PcmCatalogAttributes {
  name: string;
  description?: string;
  hierarchy_ids?: string[];
  pricebook_id?: string;
  pricebook_ids?: { id: string; priority: number }[];
  created_at?: string;
  updated_at?: string;
}

/** The parent object of `Catalog` resolvers. */
export type CatalogModel = ProviderResource<PcmCatalogAttributes>;

/** Attributes of a `catalog_rule`. */
export interface PcmCatalogRuleAttributes {
  name: string;
  description?: string;
  catalog_id: string;
  customer_ids?: string[];
  account_ids?: string[];
  channels?: string[];
  tags?: string[];
  schedules?: { valid_from?: string; valid_to?: string }[];
  created_at?: string;
  updated_at?: string;
}

/** The parent object of `CatalogRule` resolvers. */
export type CatalogRuleModel = ProviderResource<PcmCatalogRuleAttributes>;

/** The parent object of `CatalogRelease` resolvers: a `catalog-release`. */
export interface CatalogReleaseModel {
  id: string;
  type: string;
  attributes: {
    name: string;
    description?: string;
    catalog_id: string;
    published_at?: string | null;
    hierarchies?: { id: string; name: string }[];
  };
  meta?: {
    created_at?: string;
    release_status?: string;
    total_products?: number;
    total_nodes?: number;
  };
}

/** A display price of a release product: `meta.display_price.with_tax` or `.without_tax`. */
export interface CatalogDisplayPriceFields {
  amount: number;
  currency: string;
  formatted: string;
}

/** The parent object of `CatalogReleaseProduct` resolvers: a product read from a release. */
export interface CatalogReleaseProductModel {
  id: string;
  type: string;
  attributes: { name: string; sku?: string; slug?: string };
  meta?: {
    display_price?: { with_tax?: CatalogDisplayPriceFields; without_tax?: CatalogDisplayPriceFields };
  };
}

/** A price as the provider's orders and metrics format it: minor units plus the store's format. */
export interface FormattedPriceFields {
  amount: number;
  currency: string;
  formatted: string;
}

/** An order address as the provider sends it (snake_case). */
export interface OrderAddressFields {
  first_name: string;
  last_name: string;
  company_name?: string;
  line_1: string;
  line_2?: string;
  city: string;
  postcode: string;
  county?: string;
  region?: string;
  country: string;
  phone_number?: string;
  instructions?: string;
}

/** The parent object of `Order` resolvers: a flat `v2/orders` document. */
export interface OrderModel {
  id: string;
  type: string;
  status: string;
  payment: string;
  shipping: string;
  anonymized?: boolean;
  order_number?: string;
  external_ref?: string;
  customer: { id?: string; name: string; email: string };
  shipping_address: OrderAddressFields;
  billing_address: OrderAddressFields;
  meta?: {
    display_price?: Partial<Record<string, FormattedPriceFields>>;
    timestamps?: { created_at?: string; updated_at?: string };
  };
  relationships?: {
    items?: { data?: { id: string }[] };
    customer?: { data?: { id: string } };
  };
}

/** The parent object of `Transaction` resolvers: a `v2/orders/{id}/transactions` document. */
export interface TransactionModel {
  id: string;
  type: string;
  gateway: string;
  reference?: string;
  name?: string;
  custom_reference?: string;
  amount: number;
  refunded_amount?: number;
  currency: string;
  'transaction-type': string;
  status: string;
  relationships?: { order?: { data?: { id: string } } };
  meta?: {
    display_price?: FormattedPriceFields;
    display_refunded_amount?: FormattedPriceFields;
    timestamps?: { created_at?: string; updated_at?: string };
  };
}

/** The parent object of `OrderMetrics` resolvers: the window asked for; each field reads its endpoint. */
export interface OrderMetricsModel {
  from?: string | null;
  to?: string | null;
  interval: 'DAY' | 'WEEK' | 'MONTH';
  currency?: string | null;
}

/**
 * The parent object of every settings section's resolvers (`StoreSettings`, `CartSettings`...):
 * the `data` document of `v2/settings/...` as the provider sends it, flat snake_case members.
 */
export type SettingsSectionModel = Record<string, unknown>;

/** The parent object of `ApplicationKey` resolvers: a flat `v2/application-keys` document. */
export interface ApplicationKeyModel {
  id: string;
  type: string;
  name: string;
  client_id: string;
  client_secret?: string;
  reserved_rate_limit?: number;
  meta?: LegacyResourceMeta;
}

/** Timestamps of the provider's flat v2 promotion documents. */
export interface PromotionMeta {
  timestamps?: { created_at?: string; updated_at?: string };
}

/** A legacy promotion (`v2/promotions`), a flat v2 document. */
export interface PromotionModel {
  id: string;
  type: string;
  name: string;
  description?: string;
  enabled?: boolean;
  automatic?: boolean;
  promotion_type: string;
  schema?: Record<string, unknown>;
  start: string;
  end: string;
  min_cart_value?: unknown;
  max_applications_per_cart?: number;
  meta?: PromotionMeta;
}

/** A rule promotion (`v2/rule-promotions`), a flat v2 document. */
export interface RulePromotionModel {
  id: string;
  type: string;
  name: string;
  description?: string;
  enabled?: boolean;
  automatic?: boolean;
  stackable?: boolean;
  override_stacking?: boolean;
  priority?: number;
  start: string;
  end: string;
  rule_set?: unknown;
  meta?: PromotionMeta;
}

/** A promotion code (`.../codes`). */
export interface PromotionCodeModel {
  id: string;
  code: string;
  consume_unit?: string;
  uses?: number;
  max_uses?: number;
  user?: string;
  created_by?: string;
  meta?: PromotionMeta;
}

/** A promotion job (`.../jobs`); `family` and `promotion` are added by the gateway. */
export interface PromotionJobModel {
  id: string;
  promotion_id?: string;
  rule_promotion_id?: string;
  job_type: string;
  name?: string;
  status: string;
  parameters?: { number_of_codes?: number };
  result?: { generated?: number };
  generate_result?: { generated?: number };
  error?: string;
  meta?: PromotionMeta;
  family: 'PROMOTION' | 'RULE_PROMOTION';
}

/** A promotion history entry (`v2/promotions/{id}/history`). */
export interface PromotionHistoryModel {
  id: string;
  action: string;
  code: string;
  order_id?: string;
  meta?: PromotionMeta;
}

/** The parent object of `Realm` resolvers: a flat v2 `authentication_realm`. */
export interface RealmModel {
  id: string;
  type: string;
  name: string;
  origin_type?: string;
  meta?: LegacyResourceMeta;
}

/**
 * The parent objects of a realm's nested resources: the provider's flat document (which does not
 * name its realm) plus `realmId`, taken from the path it was read under.
 */
export interface PasswordProfileModel {
  id: string;
  realmId: string;
  name: string;
  description?: string;
  meta?: LegacyResourceMeta;
}

/** The parent object of `OidcProfile` resolvers (the client secret is never rendered). */
export interface OidcProfileModel {
  id: string;
  realmId: string;
  name: string;
  client_id: string;
  redirect_uris?: string[];
  discovery_url?: string;
  meta?: LegacyResourceMeta;
}

/** The parent object of `UserAuthenticationInfo` resolvers. */
export interface UserAuthenticationInfoModel {
  id: string;
  realmId: string;
  name?: string;
  email?: string;
  username?: string;
  meta?: LegacyResourceMeta;
}

/** The parent object of `CustomApi` resolvers: a flat `v2/settings/extensions/custom-apis` document. */
export interface CustomApiModel {
  id: string;
  type: string;
  name: string;
  description?: string;
  slug: string;
  api_type: string;
  allow_upserts?: boolean;
  meta?: LegacyResourceMeta;
}

/** The parent object of `CustomField` resolvers; `validation` holds one member named by `field_type`. */
export interface CustomFieldModel {
  id: string;
  type: string;
  name: string;
  description?: string;
  slug: string;
  field_type: string;
  validation?: Record<string, Record<string, unknown> | undefined>;
  presentation?: { sort_order?: number };
  meta?: LegacyResourceMeta;
}

/** The parent object of `CustomApiEntry` resolvers: field slugs as top-level members, like flow entries. */
export type CustomApiEntryModel = FlowEntryModel & {
  meta?: LegacyResourceMeta & { resource_version?: number };
};

/** The parent object of `CustomApiRolePolicy` resolvers. */
export interface CustomApiRolePolicyModel {
  id: string;
  type: string;
  create?: boolean;
  list?: boolean;
  read?: boolean;
  update?: boolean;
  delete?: boolean;
  relationships?: {
    custom_api?: { data?: { id: string } };
    role?: { data?: { id: string } };
  };
}

/** The parent object of `BuiltInRole` resolvers. */
export interface BuiltInRoleModel {
  id: string;
  type: string;
  name: string;
  cm_user_assignable?: boolean;
}

/** The parent object of `PersonalDataLogEntry` resolvers (`v2/personal-data/logs`). */
export interface PersonalDataLogModel {
  id: string;
  type: string;
  time?: string;
  event_type: string;
  delta?: unknown;
  resource_type: string;
  resource_id: string;
  initiator?: unknown;
}

/** The parent object of `RelatedDataEntry` resolvers. */
export interface RelatedDataEntryModel {
  type: string;
  resource_type: string;
  resource_id: string;
}

/** The parent object of `ErasureRequest` resolvers (`v2/personal-data/erasure-requests`). */
export interface ErasureRequestModel {
  id: string;
  type: string;
  resource_type: string;
  resource_id: string;
  status: string;
  status_description?: string;
  initiator?: unknown;
  created_at?: string;
  updated_at?: string;
}

/** The parent object of `Integration` resolvers: a flat `v2/integrations` document. */
export interface IntegrationModel {
  id: string;
  type: string;
  name: string;
  description?: string;
  enabled?: boolean;
  integration_type: string;
  observes?: string[];
  configuration?: Record<string, unknown>;
  meta?: LegacyResourceMeta;
}

/** The parent object of `IntegrationLog` resolvers. */
export interface IntegrationLogModel {
  id: string;
  type: string;
  succeeded?: boolean;
  attempt?: number;
  body?: string;
  status_code?: number;
  error_detail?: string;
  relationships?: { job?: { data?: { id: string } }; integration?: { data?: { id: string } } };
  meta?: LegacyResourceMeta;
}

/** The parent object of `IntegrationJob` resolvers. */
export interface IntegrationJobModel {
  id: string;
  type: string;
  relationships?: { integration?: { data?: { id: string } } };
  meta?: LegacyResourceMeta;
}
