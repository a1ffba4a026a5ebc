/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from './apollo-hooks';
import * as ApolloReactHooks from './apollo-hooks';
const defaultOptions = {} as const;
/** A new brand or collection. */
export type CatalogueEntryCreateInput = {
  /** A longer text shown to shoppers. */
  description?: string | null | undefined;
  /** The name shown to shoppers. */
  name: string;
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug: string;
  /** Whether shoppers see it. */
  status: LegacyCatalogueStatus;
};

/** Changes to a brand or collection; fields left out keep their value. */
export type CatalogueEntryUpdateInput = {
  /** A longer text shown to shoppers. */
  description?: string | null | undefined;
  /** The name shown to shoppers. */
  name?: string | null | undefined;
  /** A unique, URL-friendly name. */
  slug?: string | null | undefined;
  /** Whether shoppers see it. */
  status?: LegacyCatalogueStatus | null | undefined;
};

/** A new category. */
export type CategoryCreateInput = {
  /** A longer text shown to shoppers. */
  description?: string | null | undefined;
  /** The name shown to shoppers. */
  name: string;
  /** The parent category; left out for a top-level category. */
  parentId?: string | number | null | undefined;
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug: string;
  /** Whether shoppers see it. */
  status: LegacyCatalogueStatus;
};

/** Changes to a category; fields left out keep their value. */
export type CategoryUpdateInput = {
  /** A longer text shown to shoppers. */
  description?: string | null | undefined;
  /** The name shown to shoppers. */
  name?: string | null | undefined;
  /** The new parent category; null moves it to the top level, left out keeps the parent. */
  parentId?: string | number | null | undefined;
  /** A unique, URL-friendly name. */
  slug?: string | null | undefined;
  /** Whether shoppers see it. */
  status?: LegacyCatalogueStatus | null | undefined;
};

/** How a product reaches the shopper. */
export type CommodityType =
  /** Delivered digitally. */
  | 'DIGITAL'
  /** Shipped goods. */
  | 'PHYSICAL';

/** Conditions on a commodity type. */
export type CommodityTypeFilter = {
  /** Exactly this commodity type. */
  eq?: CommodityType | null | undefined;
};

/** A new currency. */
export type CurrencyCreateInput = {
  /** The ISO 4217 code, three upper-case letters. */
  code: string;
  /** How many decimal places to show, 0 to 8. */
  decimalPlaces: number;
  /** The decimal point character. */
  decimalPoint: string;
  /** Whether products can be priced in it. */
  enabled: boolean;
  /** How many of this currency one unit of the default currency buys; greater than 0. */
  exchangeRate: number;
  /** Display format containing `{price}`, for example `£{price}`. */
  format: string;
  /** Make this the default currency (the previous default stops being one). */
  isDefault: boolean;
  /** The thousands separator character; empty for none. */
  thousandSeparator: string;
};

/** Changes to a currency; fields left out keep their value. */
export type CurrencyUpdateInput = {
  /** The ISO 4217 code, three upper-case letters. */
  code?: string | null | undefined;
  /** How many decimal places to show, 0 to 8. */
  decimalPlaces?: number | null | undefined;
  /** The decimal point character. */
  decimalPoint?: string | null | undefined;
  /** Whether products can be priced in it. */
  enabled?: boolean | null | undefined;
  /** How many of this currency one unit of the default currency buys; greater than 0. */
  exchangeRate?: number | null | undefined;
  /** Display format containing `{price}`. */
  format?: string | null | undefined;
  /** True makes this the default currency; the default cannot be unset, only replaced. */
  isDefault?: boolean | null | undefined;
  /** The thousands separator character. */
  thousandSeparator?: string | null | undefined;
};

/** The fields of a new custom relationship. */
export type CustomRelationshipCreateInput = {
  /** Whether relating A to B also relates B to A. Default false. */
  biDirectional?: boolean | null | undefined;
  /** A note for sellers on what it is for. */
  description?: string | null | undefined;
  /** The text shoppers see with the related products. */
  externalDescription?: string | null | undefined;
  /** The heading shoppers see above the related products. */
  externalName?: string | null | undefined;
  /** The name sellers see. */
  name: string;
  /** Letters, digits, dots, hyphens and underscores; unique in the store. */
  slug: string;
};

/** Changes to a custom relationship; fields left out keep their value. The slug cannot change. */
export type CustomRelationshipUpdateInput = {
  /** Whether relating A to B also relates B to A. */
  biDirectional?: boolean | null | undefined;
  /** A note for sellers on what it is for; null removes it. */
  description?: string | null | undefined;
  /** The text shoppers see; null removes it. */
  externalDescription?: string | null | undefined;
  /** The heading shoppers see; null removes it. */
  externalName?: string | null | undefined;
  /** The name sellers see. */
  name?: string | null | undefined;
};

/** Conditions on a date and time. Several conditions must all hold (use two for a range). */
export type DateTimeFilter = {
  /** At or after. */
  ge?: string | null | undefined;
  /** Strictly after. */
  gt?: string | null | undefined;
  /** At or before. */
  le?: string | null | undefined;
  /** Strictly before. */
  lt?: string | null | undefined;
};

/** Which files to list. All given conditions must hold. Encoded into the provider's filter grammar. */
export type FileFilter = {
  /** Conditions on the file name (`eq` and `like` only). */
  fileName?: TextFilter | null | undefined;
  /** Conditions on the size in bytes. */
  fileSize?: FileNumberFilter | null | undefined;
  /** Conditions on an image's pixel height. */
  height?: FileNumberFilter | null | undefined;
  /** Conditions on the id. */
  id?: IdFilter | null | undefined;
  /** Conditions on an image's pixel width. */
  width?: FileNumberFilter | null | undefined;
};

/** Conditions on a whole number. Several conditions must all hold (use two for a range). */
export type FileNumberFilter = {
  /** Greater or equal. */
  ge?: number | null | undefined;
  /** Strictly greater. */
  gt?: number | null | undefined;
  /** Less or equal. */
  le?: number | null | undefined;
  /** Strictly less. */
  lt?: number | null | undefined;
};

/** A new flow. */
export type FlowCreateInput = {
  /** What the flow is for. */
  description?: string | null | undefined;
  /** Whether the flow is in use. Default true. */
  enabled?: boolean | null | undefined;
  /** The name sellers see. */
  name: string;
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug: string;
};

/** A resource to relate an entry to. */
export type FlowEntryReferenceInput = {
  /** The resource's id. */
  id: string | number;
  /** The resource type, e.g. `product`, `customer` or `file`. */
  type: string;
};

/** A new field of a flow. */
export type FlowFieldCreateInput = {
  /** Help text for the field. */
  description?: string | null | undefined;
  /** Whether the field is in use. Default true. */
  enabled?: boolean | null | undefined;
  /** The kind of value the field holds. */
  fieldType: FlowFieldType;
  /** The flow the field belongs to. */
  flowId: string | number;
  /** The label sellers see. */
  name: string;
  /** Whether every entry must have a value. Default false. */
  required?: boolean | null | undefined;
  /** The key entries use for the value; unique within the flow. */
  slug: string;
  /** The provider's validation rules, a list of rule objects. */
  validationRules?: unknown;
};

/** The kind of value a flow field holds; entries are validated against it. */
export type FlowFieldType =
  /** True or false. */
  | 'BOOLEAN'
  /** An ISO-8601 date, for example `2026-05-01`. */
  | 'DATE'
  /** A number that may have decimals. */
  | 'FLOAT'
  /** A whole number. */
  | 'INTEGER'
  /** References to other resources, set through the entry's relationships. */
  | 'RELATIONSHIP'
  /** Text. */
  | 'STRING';

/** Changes to a flow field; fields left out keep their value. A field cannot move to another flow. */
export type FlowFieldUpdateInput = {
  /** Help text for the field. */
  description?: string | null | undefined;
  /** Whether the field is in use. */
  enabled?: boolean | null | undefined;
  /** The kind of value the field holds. */
  fieldType?: FlowFieldType | null | undefined;
  /** The label sellers see. */
  name?: string | null | undefined;
  /** Whether every entry must have a value. */
  required?: boolean | null | undefined;
  /** The key entries use for the value; unique within the flow. */
  slug?: string | null | undefined;
  /** The provider's validation rules, a list of rule objects. */
  validationRules?: unknown;
};

/** Changes to a flow; fields left out keep their value. */
export type FlowUpdateInput = {
  /** What the flow is for. */
  description?: string | null | undefined;
  /** Whether the flow is in use. */
  enabled?: boolean | null | undefined;
  /** The name sellers see. */
  name?: string | null | undefined;
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug?: string | null | undefined;
};

/** A new hierarchy. */
export type HierarchyCreateInput = {
  /** A description of the hierarchy. */
  description?: string | null | undefined;
  /** The name, for example `Major Appliances`. */
  name: string;
  /** A slug unique among the store's hierarchies: letters, digits, hyphens, underscores and periods. */
  slug?: string | null | undefined;
};

/**
 * How to copy a hierarchy. Fields left out keep the original's name and description. The copy gets every
 * node (names, slugs, descriptions, sort orders) but no hierarchy slug, which must stay unique.
 */
export type HierarchyDuplicateInput = {
  /** The copy's description; the original's when left out. */
  description?: string | null | undefined;
  /** Whether the copied nodes hold the same products as the originals. Default false. */
  includeProducts?: boolean | null | undefined;
  /** The copy's name, at most 1000 characters; the original's when left out. */
  name?: string | null | undefined;
};

/**
 * Which hierarchies to list. All given conditions must hold; `or` adds a group of alternatives of which
 * at least one must hold. The provider offers no sort on this list: hierarchies come oldest first.
 */
export type HierarchyFilter = {
  /** Conditions on the creation time. */
  createdAt?: DateTimeFilter | null | undefined;
  /** Conditions on the description (`eq`, `like`). */
  description?: TextFilter | null | undefined;
  /** Conditions on the id. */
  id?: IdFilter | null | undefined;
  /** Conditions on the name (`eq`, `like`). */
  name?: TextFilter | null | undefined;
  /** Alternatives: at least one of these filters must hold. */
  or?: Array<HierarchyFilter> | null | undefined;
  /** Conditions on the slug (`eq`, `like`). */
  slug?: TextFilter | null | undefined;
  /** Conditions on the last change time. */
  updatedAt?: DateTimeFilter | null | undefined;
};

/** A new node. */
export type HierarchyNodeCreateInput = {
  /** A description of the node. */
  description?: string | null | undefined;
  /** The name; unique among its siblings. */
  name: string;
  /** The node to create this one under; left out or null, the node goes at the top level. */
  parentId?: string | number | null | undefined;
  /** A slug, unique among its siblings: letters, digits, hyphens, underscores and periods. */
  slug?: string | null | undefined;
  /** Orders siblings; the highest comes first. */
  sortOrder?: number | null | undefined;
};

/** Changes to a node; fields left out stay as they are, optional fields set to null are cleared. */
export type HierarchyNodeUpdateInput = {
  /** A description of the node. */
  description?: string | null | undefined;
  /** The name; unique among its siblings. */
  name?: string | null | undefined;
  /** A slug, unique among its siblings. */
  slug?: string | null | undefined;
  /** Orders siblings; the highest comes first. */
  sortOrder?: number | null | undefined;
};

/** Changes to a hierarchy; fields left out stay as they are, optional fields set to null are cleared. */
export type HierarchyUpdateInput = {
  /** A description of the hierarchy. */
  description?: string | null | undefined;
  /** The name. */
  name?: string | null | undefined;
  /** A slug unique among the store's hierarchies. */
  slug?: string | null | undefined;
};

/** Conditions on an identifier. */
export type IdFilter = {
  /** Exactly this id. */
  eq?: string | number | null | undefined;
  /** One of these ids. */
  in?: Array<string | number> | null | undefined;
};

/** Where a job is in its life. */
export type JobStatus =
  /** Cancelled before it started. */
  | 'CANCELLED'
  /** Finished with errors (see `errors`); an import keeps the rows that were valid. */
  | 'FAILED'
  /** Received; waiting for other jobs to finish. */
  | 'PENDING'
  /** Running. */
  | 'STARTED'
  /** Finished without errors. */
  | 'SUCCESS';

/** The kind of work a job does (`pcm/jobs`). */
export type JobType =
  /** Builds the child products of a parent product's variations. */
  | 'CHILD_PRODUCTS'
  /** Copies a hierarchy with its nodes. */
  | 'HIERARCHY_DUPLICATE'
  /** A job type this gateway does not know yet. */
  | 'OTHER'
  /** Imports prices into price books. */
  | 'PRICE_IMPORT'
  /** Builds a CSV file of products (`pcm/products/export`). */
  | 'PRODUCT_EXPORT'
  /** Creates or updates products from a CSV file (`pcm/products/import`). */
  | 'PRODUCT_IMPORT';

/** Publication status of a brand, category or collection. */
export type LegacyCatalogueStatus =
  /** Not yet visible to shoppers. */
  | 'DRAFT'
  /** Visible to shoppers. */
  | 'LIVE';

/** An amount in one currency, as entered. */
export type MoneyInput = {
  /** The amount in the currency's minor unit (cents for USD), a whole number of 0 or more. */
  amount: number;
  /** The ISO 4217 currency code, three upper-case letters, for example `USD`. */
  currency: string;
  /** True when the amount already includes tax. Default false. */
  includesTax?: boolean | null | undefined;
  /** Volume prices; left out, the amount has none. */
  tiers?: Array<PriceTierInput> | null | undefined;
};

/**
 * Which slice of a list to return. The provider returns at most 100 items per page and cannot page
 * beyond offset 10000; values outside those bounds are rejected with BAD_USER_INPUT.
 */
export type PageInput = {
  /** How many items to return, 1 to 100. Default 25. */
  limit?: number | null | undefined;
  /** How many items to skip, 0 to 10000. Default 0. */
  offset?: number | null | undefined;
};

/** A new price book. */
export type PriceBookCreateInput = {
  /** What the price book is for. */
  description?: string | null | undefined;
  /** A reference from another system. */
  externalRef?: string | null | undefined;
  /** The name; unique among the store's price books. */
  name: string;
};

/**
 * Which price books to list. All given conditions must hold; `or` adds a group of alternatives of which
 * at least one must hold.
 */
export type PriceBookFilter = {
  /** Conditions on the creation time. */
  createdAt?: DateTimeFilter | null | undefined;
  /** Conditions on the description (`eq`, `like`). */
  description?: TextFilter | null | undefined;
  /** Conditions on the id. */
  id?: IdFilter | null | undefined;
  /** Conditions on the name (`eq`, `like`). */
  name?: TextFilter | null | undefined;
  /** Alternatives: at least one of these filters must hold. */
  or?: Array<PriceBookFilter> | null | undefined;
  /** Conditions on the last change time. */
  updatedAt?: DateTimeFilter | null | undefined;
};

/** Changes to a price book; fields left out stay as they are, optional fields set to null are cleared. */
export type PriceBookUpdateInput = {
  /** What the price book is for. */
  description?: string | null | undefined;
  /** A reference from another system. */
  externalRef?: string | null | undefined;
  /** The name; unique among the store's price books. */
  name?: string | null | undefined;
};

/** A new price modifier. */
export type PriceModifierCreateInput = {
  /** The amount in each currency. */
  amounts: Array<MoneyInput>;
  /** A reference from another system. */
  externalRef?: string | null | undefined;
  /** Whether the amount is added, subtracted or used as the price. */
  modifierType: PriceModifierType;
  /** The name; unique within the price book. */
  name: string;
};

/** How a price modifier changes the price of a product with the variation option it is attached to. */
export type PriceModifierType =
  /** Subtracts the amount from the product's price. */
  | 'PRICE_DECREMENT'
  /** Replaces the product's price with the amount. */
  | 'PRICE_EQUALS'
  /** Adds the amount to the product's price. */
  | 'PRICE_INCREMENT';

/** Changes to a price modifier; fields left out stay as they are. `amounts` replaces every currency. */
export type PriceModifierUpdateInput = {
  /** The amount in each currency; replaces the current amounts. */
  amounts?: Array<MoneyInput> | null | undefined;
  /** A reference from another system. */
  externalRef?: string | null | undefined;
  /** Whether the amount is added, subtracted or used as the price. */
  modifierType?: PriceModifierType | null | undefined;
  /** The name; unique within the price book. */
  name?: string | null | undefined;
};

/** A volume price, as entered. */
export type PriceTierInput = {
  /** The amount per item in the currency's minor unit. */
  amount: number;
  /** The smallest quantity the tier applies to, 1 or more. */
  minimumQuantity: number;
  /** The tier's name, unique within the currency, for example `min_10`. */
  name: string;
};

/** A new product. */
export type ProductCreateInput = {
  /** Whether the product ships or is delivered digitally. */
  commodityType: CommodityType;
  /** A description for shoppers. */
  description?: string | null | undefined;
  /** An identifier from another system of the seller's. */
  externalRef?: string | null | undefined;
  /** Manufacturer part number. */
  mpn?: string | null | undefined;
  /** The name shoppers see. */
  name: string;
  /** Stock keeping unit, unique in the store. */
  sku: string;
  /** URL-safe unique name; derived from the name when left out. */
  slug?: string | null | undefined;
  /** Default DRAFT. */
  status?: ProductStatus | null | undefined;
  /** Key words grouping the product. */
  tags?: Array<string> | null | undefined;
  /** Universal product code or European article number. */
  upcEan?: string | null | undefined;
};

/**
 * Which products to list. All given conditions must hold; `or` adds a group of alternatives of which
 * at least one must hold. Encoded by the gateway into the provider's filter grammar.
 */
export type ProductFilter = {
  /** Conditions on the commodity type. */
  commodityType?: CommodityTypeFilter | null | undefined;
  /** Conditions on the creation time. */
  createdAt?: DateTimeFilter | null | undefined;
  /** Conditions on the description. */
  description?: TextFilter | null | undefined;
  /** Conditions on the id. */
  id?: IdFilter | null | undefined;
  /** Conditions on the name. */
  name?: TextFilter | null | undefined;
  /** Alternatives: at least one of these filters must hold. */
  or?: Array<ProductFilter> | null | undefined;
  /** Conditions on the SKU. */
  sku?: TextFilter | null | undefined;
  /** Conditions on the slug. */
  slug?: TextFilter | null | undefined;
  /** Conditions on the status. */
  status?: ProductStatusFilter | null | undefined;
  /** Conditions on the tags (a product matches when one of its tags does). */
  tags?: TextFilter | null | undefined;
  /** Conditions on the last change time. */
  updatedAt?: DateTimeFilter | null | undefined;
};

/** A new price for a product SKU. */
export type ProductPriceCreateInput = {
  /** The amount in each currency; one entry per currency. */
  amounts: Array<MoneyInput>;
  /** A reference from another system; unique within the price book. */
  externalRef?: string | null | undefined;
  /** The product's SKU; a price book holds at most one price per SKU. */
  sku: string;
};

/** Which prices of a price book to list. */
export type ProductPriceFilter = {
  /** Conditions on the SKU (`eq`, `in`, `like`). */
  sku?: TextFilter | null | undefined;
};

/**
 * Changes to a price; fields left out stay as they are. `amounts` replaces every currency at once, so
 * a currency left out of it is removed.
 */
export type ProductPriceUpdateInput = {
  /** The amount in each currency; replaces the current amounts. */
  amounts?: Array<MoneyInput> | null | undefined;
  /** A reference from another system. */
  externalRef?: string | null | undefined;
  /** The product's SKU. */
  sku?: string | null | undefined;
};

/** One sort key; a list of them sorts by the first, then the next. */
export type ProductSort = {
  /** The direction. Default ASC. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: ProductSortField;
};

/** Fields products can be sorted by. */
export type ProductSortField =
  /** The commodity type. */
  | 'COMMODITY_TYPE'
  /** The creation time. */
  | 'CREATED_AT'
  /** The name. */
  | 'NAME'
  /** The SKU. */
  | 'SKU'
  /** The slug. */
  | 'SLUG'
  /** The status. */
  | 'STATUS'
  /** The last change time. */
  | 'UPDATED_AT';

/** Publication status of a product. */
export type ProductStatus =
  /** Not yet published. */
  | 'DRAFT'
  /** Published to catalogs. */
  | 'LIVE';

/** Conditions on a product status. */
export type ProductStatusFilter = {
  /** Exactly this status. */
  eq?: ProductStatus | null | undefined;
};

/** Changes to a product; fields left out stay as they are, optional fields set to null are cleared. */
export type ProductUpdateInput = {
  /** Whether the product ships or is delivered digitally. */
  commodityType?: CommodityType | null | undefined;
  /** A description for shoppers. */
  description?: string | null | undefined;
  /** An identifier from another system of the seller's. */
  externalRef?: string | null | undefined;
  /** Manufacturer part number. */
  mpn?: string | null | undefined;
  /** The name shoppers see. */
  name?: string | null | undefined;
  /** Stock keeping unit, unique in the store. */
  sku?: string | null | undefined;
  /** URL-safe unique name. */
  slug?: string | null | undefined;
  /** Publication status. */
  status?: ProductStatus | null | undefined;
  /** Key words grouping the product; replaces the whole list. */
  tags?: Array<string> | null | undefined;
  /** Universal product code or European article number. */
  upcEan?: string | null | undefined;
};

/** What a signup creates besides the seller. */
export type SignUpCreateType =
  /** An organization with the seller's first store. */
  | 'ORGANIZATION'
  /** A store of the seller's own. */
  | 'STORE';

/** A new seller account, from the token of a signup link. */
export type SignUpInput = {
  /** What the signup creates besides the seller. */
  createType: SignUpCreateType;
  /** The seller's name. */
  name: string;
  /** The password to sign in with (at least 8 characters). */
  password: string;
  /** The token from the signup link that was emailed. */
  token: string;
};

/** Sort direction. */
export type SortDirection =
  /** Smallest first (A to Z, oldest first). */
  | 'ASC'
  /** Largest first (Z to A, newest first). */
  | 'DESC';

/** A new store. */
export type StoreCreateInput = {
  /** The store's name. */
  name: string;
  /** The store's tier; the provider's default (development) when left out. */
  tier?: StoreTier | null | undefined;
};

/** Which stores to list. */
export type StoreFilter = {
  /** Stores whose name contains this text (the provider's `like(name,"*text*")`). */
  nameContains?: string | null | undefined;
};

/**
 * The provider's store tiers. GraphQL enum values cannot hold hyphens: `FREE_TRIAL` is the provider's
 * `free-trial`; every other value is the provider's name in upper case.
 */
export type StoreTier =
  /** `basic` */
  | 'BASIC'
  /** `development` */
  | 'DEVELOPMENT'
  /** `enterprise` */
  | 'ENTERPRISE'
  /** `free-trial` */
  | 'FREE_TRIAL'
  /** `performance` */
  | 'PERFORMANCE'
  /** `production` */
  | 'PRODUCTION'
  /** `tier2` */
  | 'TIER2'
  /** `tier5` */
  | 'TIER5'
  /** `tier1000` */
  | 'TIER1000'
  /** `training` */
  | 'TRAINING';

/** Changes to a store; fields left out stay as they are. */
export type StoreUpdateInput = {
  /** The store's name. */
  name?: string | null | undefined;
  /** The store's tier. */
  tier?: StoreTier | null | undefined;
};

/** Conditions on a text field. Several conditions on one field must all hold. */
export type TextFilter = {
  /** Exactly equal. */
  eq?: string | null | undefined;
  /** Equal to one of these values. */
  in?: Array<string> | null | undefined;
  /** True: the field has no value; false: it has one. */
  isNull?: boolean | null | undefined;
  /**
   * A pattern where `*` matches any run of characters, case-insensitive. Without any `*` the value
   * matches anywhere in the field (`shirt` means `*shirt*`).
   */
  like?: string | null | undefined;
};

/** A new variation. */
export type VariationCreateInput = {
  /** The name, unique in the store. */
  name: string;
  /** Orders variations: the highest comes first. */
  sortOrder?: number | null | undefined;
};

/** A modifier: `value` for most types, `seek` and `set` for the builders. */
export type VariationModifierInput = {
  /** For builders: the text to replace. */
  seek?: string | null | undefined;
  /** For builders: what replaces `seek`. */
  set?: string | null | undefined;
  /** What the modifier changes and how; an option has at most one modifier of each type. */
  type: VariationModifierType;
  /** The text for every type except the builders. */
  value?: string | null | undefined;
};

/** The provider's modifier types. */
export type VariationModifierType =
  /** Sets the commodity type (`physical` or `digital`). */
  | 'COMMODITY_TYPE'
  /** Appends to the description. */
  | 'DESCRIPTION_APPEND'
  /** Replaces the description. */
  | 'DESCRIPTION_EQUALS'
  /** Prepends to the description. */
  | 'DESCRIPTION_PREPEND'
  /** Appends to the name. */
  | 'NAME_APPEND'
  /** Replaces the name. */
  | 'NAME_EQUALS'
  /** Prepends to the name. */
  | 'NAME_PREPEND'
  /** Names a price modifier of price books to apply to the child. */
  | 'PRICE'
  /** Lowers the child's price. */
  | 'PRICE_DECREMENT'
  /** Sets the child's price. */
  | 'PRICE_EQUALS'
  /** Raises the child's price. */
  | 'PRICE_INCREMENT'
  /** Appends to the sku. */
  | 'SKU_APPEND'
  /** Replaces `seek` in the sku with `set`. */
  | 'SKU_BUILDER'
  /** Replaces the sku. */
  | 'SKU_EQUALS'
  /** Prepends to the sku. */
  | 'SKU_PREPEND'
  /** Appends to the slug. */
  | 'SLUG_APPEND'
  /** Replaces `seek` in the slug with `set`. */
  | 'SLUG_BUILDER'
  /** Prepends to the slug. */
  | 'SLUG_PREPEND'
  /** Sets the status (`draft` or `live`). */
  | 'STATUS';

/** A new option. */
export type VariationOptionCreateInput = {
  /** A description of the option. */
  description?: string | null | undefined;
  /** The name, unique within the variation. */
  name: string;
  /** Orders options: the highest comes first. */
  sortOrder?: number | null | undefined;
};

/** Changes to an option; fields left out stay as they are, optional fields set to null are cleared. */
export type VariationOptionUpdateInput = {
  /** A description of the option. */
  description?: string | null | undefined;
  /** The name, unique within the variation. */
  name?: string | null | undefined;
  /** Orders options: the highest comes first. */
  sortOrder?: number | null | undefined;
};

/** Changes to a variation; fields left out stay as they are, a sort order set to null is removed. */
export type VariationUpdateInput = {
  /** The name, unique in the store. */
  name?: string | null | undefined;
  /** Orders variations: the highest comes first. */
  sortOrder?: number | null | undefined;
};

export type CustomRelationshipDetailsFragment = { __typename: 'CustomRelationship', id: string, slug: string, name: string, description: string | null, externalName: string | null, externalDescription: string | null, biDirectional: boolean };

export type RelatedProductRowFragment = { __typename: 'Product', id: string, name: string, sku: string | null };

export type CustomRelationshipListQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type CustomRelationshipListQuery = { __typename: 'Query', customRelationships: { __typename: 'CustomRelationshipPage', items: Array<{ __typename: 'CustomRelationship', id: string, slug: string, name: string, description: string | null, externalName: string | null, externalDescription: string | null, biDirectional: boolean }>, pageInfo: { __typename: 'PageInfo', total: number } } };

export type CreateCustomRelationshipMutationVariables = Exact<{
  input: CustomRelationshipCreateInput;
}>;


export type CreateCustomRelationshipMutation = { __typename: 'Mutation', createCustomRelationship: { __typename: 'CustomRelationshipPayload', customRelationship: { __typename: 'CustomRelationship', id: string, slug: string, name: string, description: string | null, externalName: string | null, externalDescription: string | null, biDirectional: boolean } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateCustomRelationshipMutationVariables = Exact<{
  slug: string;
  input: CustomRelationshipUpdateInput;
}>;


export type UpdateCustomRelationshipMutation = { __typename: 'Mutation', updateCustomRelationship: { __typename: 'CustomRelationshipPayload', customRelationship: { __typename: 'CustomRelationship', id: string, slug: string, name: string, description: string | null, externalName: string | null, externalDescription: string | null, biDirectional: boolean } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteCustomRelationshipMutationVariables = Exact<{
  slug: string;
}>;


export type DeleteCustomRelationshipMutation = { __typename: 'Mutation', deleteCustomRelationship: { __typename: 'CustomRelationshipDeletePayload', deletedSlug: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type ProductRelatedQueryVariables = Exact<{
  id: string | number;
  slug: string;
}>;


export type ProductRelatedQuery = { __typename: 'Query', product: { __typename: 'Product', id: string, relatedProducts: { __typename: 'ProductPage', items: Array<{ __typename: 'Product', id: string, name: string, sku: string | null }>, pageInfo: { __typename: 'PageInfo', total: number } } } | null };

export type RelatedProductSearchQueryVariables = Exact<{
  sku: string;
}>;


export type RelatedProductSearchQuery = { __typename: 'Query', products: { __typename: 'ProductPage', items: Array<{ __typename: 'Product', id: string, name: string, sku: string | null }> } };

export type RelateProductsMutationVariables = Exact<{
  productId: string | number;
  slug: string;
  relatedProductIds: Array<string | number> | string | number;
}>;


export type RelateProductsMutation = { __typename: 'Mutation', relateProducts: { __typename: 'ProductCustomRelationshipsPayload', notRelated: Array<{ __typename: 'ProductNotRelated', productId: string, reason: string }>, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UnrelateProductsMutationVariables = Exact<{
  productId: string | number;
  slug: string;
  relatedProductIds: Array<string | number> | string | number;
}>;


export type UnrelateProductsMutation = { __typename: 'Mutation', unrelateProducts: { __typename: 'ProductCustomRelationshipsPayload', userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type FileListItemFragment = { __typename: 'File', id: string, fileName: string, mimeType: string, fileSize: number, width: number | null, height: number | null, createdAt: string | null, link: { __typename: 'FileLink', href: string } };

export type ProductMainImageFileFragment = { __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } };

export type FileListQueryVariables = Exact<{
  filter?: FileFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type FileListQuery = { __typename: 'Query', files: { __typename: 'FilePage', items: Array<{ __typename: 'File', id: string, fileName: string, mimeType: string, fileSize: number, width: number | null, height: number | null, createdAt: string | null, link: { __typename: 'FileLink', href: string } }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type UploadFileFromUrlMutationVariables = Exact<{
  fileLocation: string;
}>;


export type UploadFileFromUrlMutation = { __typename: 'Mutation', uploadFileFromUrl: { __typename: 'FilePayload', file: { __typename: 'File', id: string, fileName: string, mimeType: string, fileSize: number, width: number | null, height: number | null, createdAt: string | null, link: { __typename: 'FileLink', href: string } } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteFileMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFileMutation = { __typename: 'Mutation', deleteFile: { __typename: 'DeleteFilePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type SetProductMainImageMutationVariables = Exact<{
  productId: string | number;
  fileId: string | number;
}>;


export type SetProductMainImageMutation = { __typename: 'Mutation', setProductMainImage: { __typename: 'ProductMainImagePayload', product: { __typename: 'Product', id: string, mainImage: { __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } } | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type RemoveProductMainImageMutationVariables = Exact<{
  productId: string | number;
}>;


export type RemoveProductMainImageMutation = { __typename: 'Mutation', removeProductMainImage: { __typename: 'ProductMainImagePayload', product: { __typename: 'Product', id: string, mainImage: { __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } } | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type FlowRowFragment = { __typename: 'Flow', id: string, name: string, slug: string, description: string, enabled: boolean };

export type FlowFieldRowFragment = { __typename: 'FlowField', id: string, name: string, slug: string, fieldType: FlowFieldType, required: boolean, description: string, enabled: boolean };

export type FlowEntryRowFragment = { __typename: 'FlowEntry', id: string, values: unknown, updatedAt: string | null };

export type FlowUserErrorsFragment = { __typename: 'UserError', field: Array<string> | null, message: string, code: string | null };

export type FlowsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type FlowsQuery = { __typename: 'Query', flows: { __typename: 'FlowPage', items: Array<{ __typename: 'Flow', id: string, name: string, slug: string, description: string, enabled: boolean }>, pageInfo: { __typename: 'PageInfo', total: number } } };

export type FlowDetailQueryVariables = Exact<{
  id: string | number;
  entriesPage?: PageInput | null | undefined;
}>;


export type FlowDetailQuery = { __typename: 'Query', flow: { __typename: 'Flow', id: string, name: string, slug: string, description: string, enabled: boolean, fields: Array<{ __typename: 'FlowField', id: string, name: string, slug: string, fieldType: FlowFieldType, required: boolean, description: string, enabled: boolean }>, entries: { __typename: 'FlowEntryPage', items: Array<{ __typename: 'FlowEntry', id: string, values: unknown, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', total: number } } } | null };

export type CreateFlowMutationVariables = Exact<{
  input: FlowCreateInput;
}>;


export type CreateFlowMutation = { __typename: 'Mutation', createFlow: { __typename: 'FlowPayload', flow: { __typename: 'Flow', id: string, name: string, slug: string, description: string, enabled: boolean } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateFlowMutationVariables = Exact<{
  id: string | number;
  input: FlowUpdateInput;
}>;


export type UpdateFlowMutation = { __typename: 'Mutation', updateFlow: { __typename: 'FlowPayload', flow: { __typename: 'Flow', id: string, name: string, slug: string, description: string, enabled: boolean } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteFlowMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFlowMutation = { __typename: 'Mutation', deleteFlow: { __typename: 'DeleteFlowResourcePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateFlowFieldMutationVariables = Exact<{
  input: FlowFieldCreateInput;
}>;


export type CreateFlowFieldMutation = { __typename: 'Mutation', createFlowField: { __typename: 'FlowFieldPayload', field: { __typename: 'FlowField', id: string, name: string, slug: string, fieldType: FlowFieldType, required: boolean, description: string, enabled: boolean } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateFlowFieldMutationVariables = Exact<{
  id: string | number;
  input: FlowFieldUpdateInput;
}>;


export type UpdateFlowFieldMutation = { __typename: 'Mutation', updateFlowField: { __typename: 'FlowFieldPayload', field: { __typename: 'FlowField', id: string, name: string, slug: string, fieldType: FlowFieldType, required: boolean, description: string, enabled: boolean } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteFlowFieldMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFlowFieldMutation = { __typename: 'Mutation', deleteFlowField: { __typename: 'DeleteFlowResourcePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateFlowEntryMutationVariables = Exact<{
  flowSlug: string;
  values: unknown;
}>;


export type CreateFlowEntryMutation = { __typename: 'Mutation', createFlowEntry: { __typename: 'FlowEntryPayload', entry: { __typename: 'FlowEntry', id: string, values: unknown, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateFlowEntryMutationVariables = Exact<{
  flowSlug: string;
  id: string | number;
  values: unknown;
}>;


export type UpdateFlowEntryMutation = { __typename: 'Mutation', updateFlowEntry: { __typename: 'FlowEntryPayload', entry: { __typename: 'FlowEntry', id: string, values: unknown, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteFlowEntryMutationVariables = Exact<{
  flowSlug: string;
  id: string | number;
}>;


export type DeleteFlowEntryMutation = { __typename: 'Mutation', deleteFlowEntry: { __typename: 'DeleteFlowResourcePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type FlowEntryReferenceFieldsFragment = { __typename: 'FlowEntryReference', type: string, id: string };

export type SetFlowEntryRelationshipsMutationVariables = Exact<{
  flowSlug: string;
  entryId: string | number;
  fieldSlug: string;
  references: Array<FlowEntryReferenceInput> | FlowEntryReferenceInput;
}>;


export type SetFlowEntryRelationshipsMutation = { __typename: 'Mutation', setFlowEntryRelationships: { __typename: 'FlowEntryRelationshipsPayload', references: Array<{ __typename: 'FlowEntryReference', type: string, id: string }> | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type RemoveFlowEntryRelationshipsMutationVariables = Exact<{
  flowSlug: string;
  entryId: string | number;
  fieldSlug: string;
  references: Array<FlowEntryReferenceInput> | FlowEntryReferenceInput;
}>;


export type RemoveFlowEntryRelationshipsMutation = { __typename: 'Mutation', removeFlowEntryRelationships: { __typename: 'FlowEntryRelationshipsPayload', references: Array<{ __typename: 'FlowEntryReference', type: string, id: string }> | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type HierarchyListItemFragment = { __typename: 'Hierarchy', id: string, name: string, slug: string | null, description: string | null, updatedAt: string | null };

export type HierarchyTreeNodeFragment = { __typename: 'HierarchyNode', id: string, name: string, slug: string | null, description: string | null, sortOrder: number | null, parentId: string | null, updatedAt: string | null };

export type NodeProductFragment = { __typename: 'Product', id: string, name: string, sku: string | null, status: ProductStatus };

export type HierarchyListQueryVariables = Exact<{
  filter?: HierarchyFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type HierarchyListQuery = { __typename: 'Query', hierarchies: { __typename: 'HierarchyPage', items: Array<{ __typename: 'Hierarchy', id: string, name: string, slug: string | null, description: string | null, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type HierarchyTreeQueryVariables = Exact<{
  id: string | number;
}>;


export type HierarchyTreeQuery = { __typename: 'Query', hierarchy: { __typename: 'Hierarchy', id: string, name: string, slug: string | null, description: string | null, updatedAt: string | null, nodes: { __typename: 'HierarchyNodePage', items: Array<{ __typename: 'HierarchyNode', id: string, name: string, slug: string | null, description: string | null, sortOrder: number | null, parentId: string | null, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', total: number } } } | null };

export type HierarchyNodeProductsQueryVariables = Exact<{
  id: string | number;
  page?: PageInput | null | undefined;
}>;


export type HierarchyNodeProductsQuery = { __typename: 'Query', hierarchyNode: { __typename: 'HierarchyNode', id: string, products: { __typename: 'ProductPage', items: Array<{ __typename: 'Product', id: string, name: string, sku: string | null, status: ProductStatus }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } } | null };

export type ProductsBySkuQueryVariables = Exact<{
  sku: string;
}>;


export type ProductsBySkuQuery = { __typename: 'Query', products: { __typename: 'ProductPage', items: Array<{ __typename: 'Product', id: string, name: string, sku: string | null, status: ProductStatus }> } };

export type CreateHierarchyMutationVariables = Exact<{
  input: HierarchyCreateInput;
}>;


export type CreateHierarchyMutation = { __typename: 'Mutation', createHierarchy: { __typename: 'HierarchyPayload', hierarchy: { __typename: 'Hierarchy', id: string, name: string, slug: string | null, description: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateHierarchyMutationVariables = Exact<{
  id: string | number;
  input: HierarchyUpdateInput;
}>;


export type UpdateHierarchyMutation = { __typename: 'Mutation', updateHierarchy: { __typename: 'HierarchyPayload', hierarchy: { __typename: 'Hierarchy', id: string, name: string, slug: string | null, description: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteHierarchyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHierarchyMutation = { __typename: 'Mutation', deleteHierarchy: { __typename: 'DeleteHierarchyPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateHierarchyNodeMutationVariables = Exact<{
  hierarchyId: string | number;
  input: HierarchyNodeCreateInput;
}>;


export type CreateHierarchyNodeMutation = { __typename: 'Mutation', createHierarchyNode: { __typename: 'HierarchyNodePayload', node: { __typename: 'HierarchyNode', id: string, name: string, slug: string | null, description: string | null, sortOrder: number | null, parentId: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateHierarchyNodeMutationVariables = Exact<{
  hierarchyId: string | number;
  id: string | number;
  input: HierarchyNodeUpdateInput;
}>;


export type UpdateHierarchyNodeMutation = { __typename: 'Mutation', updateHierarchyNode: { __typename: 'HierarchyNodePayload', node: { __typename: 'HierarchyNode', id: string, name: string, slug: string | null, description: string | null, sortOrder: number | null, parentId: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteHierarchyNodeMutationVariables = Exact<{
  hierarchyId: string | number;
  id: string | number;
}>;


export type DeleteHierarchyNodeMutation = { __typename: 'Mutation', deleteHierarchyNode: { __typename: 'DeleteHierarchyNodePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type MoveHierarchyNodeMutationVariables = Exact<{
  hierarchyId: string | number;
  id: string | number;
  parentId?: string | number | null | undefined;
}>;


export type MoveHierarchyNodeMutation = { __typename: 'Mutation', moveHierarchyNode: { __typename: 'HierarchyNodePayload', node: { __typename: 'HierarchyNode', id: string, name: string, slug: string | null, description: string | null, sortOrder: number | null, parentId: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type SortHierarchyNodeChildrenMutationVariables = Exact<{
  hierarchyId: string | number;
  parentId?: string | number | null | undefined;
  childIds: Array<string | number> | string | number;
}>;


export type SortHierarchyNodeChildrenMutation = { __typename: 'Mutation', sortHierarchyNodeChildren: { __typename: 'SortHierarchyNodeChildrenPayload', children: Array<{ __typename: 'HierarchyNode', id: string, name: string, slug: string | null, description: string | null, sortOrder: number | null, parentId: string | null, updatedAt: string | null }> | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type AttachProductsToHierarchyNodeMutationVariables = Exact<{
  hierarchyId: string | number;
  id: string | number;
  productIds: Array<string | number> | string | number;
}>;


export type AttachProductsToHierarchyNodeMutation = { __typename: 'Mutation', attachProductsToHierarchyNode: { __typename: 'HierarchyNodePayload', node: { __typename: 'HierarchyNode', id: string } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DetachProductsFromHierarchyNodeMutationVariables = Exact<{
  hierarchyId: string | number;
  id: string | number;
  productIds: Array<string | number> | string | number;
}>;


export type DetachProductsFromHierarchyNodeMutation = { __typename: 'Mutation', detachProductsFromHierarchyNode: { __typename: 'HierarchyNodePayload', node: { __typename: 'HierarchyNode', id: string } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DuplicateHierarchyMutationVariables = Exact<{
  id: string | number;
  input?: HierarchyDuplicateInput | null | undefined;
}>;


export type DuplicateHierarchyMutation = { __typename: 'Mutation', duplicateHierarchy: { __typename: 'JobPayload', job: { __typename: 'Job', id: string, jobType: JobType, status: JobStatus, startedAt: string | null, completedAt: string | null, fileUrl: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DuplicatedHierarchyQueryVariables = Exact<{
  jobId: string | number;
}>;


export type DuplicatedHierarchyQuery = { __typename: 'Query', job: { __typename: 'Job', id: string, hierarchyId: string | null } | null };

export type CatalogueBrandRowFragment = { __typename: 'Brand', id: string, name: string, slug: string, description: string, status: LegacyCatalogueStatus, updatedAt: string | null };

export type CatalogueCollectionRowFragment = { __typename: 'Collection', id: string, name: string, slug: string, description: string, status: LegacyCatalogueStatus, updatedAt: string | null };

export type CatalogueCategoryRowFragment = { __typename: 'Category', id: string, name: string, slug: string, description: string, status: LegacyCatalogueStatus, parentId: string | null, updatedAt: string | null };

export type CatalogueCurrencyRowFragment = { __typename: 'Currency', id: string, code: string, exchangeRate: number, format: string, decimalPoint: string, thousandSeparator: string, decimalPlaces: number, isDefault: boolean, enabled: boolean };

export type LegacyBrandsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type LegacyBrandsQuery = { __typename: 'Query', brands: { __typename: 'BrandPage', items: Array<{ __typename: 'Brand', id: string, name: string, slug: string, description: string, status: LegacyCatalogueStatus, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', total: number } } };

export type LegacyCollectionsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type LegacyCollectionsQuery = { __typename: 'Query', collections: { __typename: 'CollectionPage', items: Array<{ __typename: 'Collection', id: string, name: string, slug: string, description: string, status: LegacyCatalogueStatus, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', total: number } } };

export type LegacyCategoriesQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type LegacyCategoriesQuery = { __typename: 'Query', categories: { __typename: 'CategoryPage', items: Array<{ __typename: 'Category', id: string, name: string, slug: string, description: string, status: LegacyCatalogueStatus, parentId: string | null, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', total: number } }, categoryTree: Array<{ __typename: 'Category', id: string, name: string, children: Array<{ __typename: 'Category', id: string, name: string, children: Array<{ __typename: 'Category', id: string, name: string, children: Array<{ __typename: 'Category', id: string, name: string }> }> }> }> };

export type LegacyCurrenciesQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type LegacyCurrenciesQuery = { __typename: 'Query', currencies: { __typename: 'CurrencyPage', items: Array<{ __typename: 'Currency', id: string, code: string, exchangeRate: number, format: string, decimalPoint: string, thousandSeparator: string, decimalPlaces: number, isDefault: boolean, enabled: boolean }>, pageInfo: { __typename: 'PageInfo', total: number } } };

export type CreateLegacyBrandMutationVariables = Exact<{
  input: CatalogueEntryCreateInput;
}>;


export type CreateLegacyBrandMutation = { __typename: 'Mutation', createBrand: { __typename: 'BrandPayload', brand: { __typename: 'Brand', id: string, name: string, slug: string, description: string, status: LegacyCatalogueStatus, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateLegacyBrandMutationVariables = Exact<{
  id: string | number;
  input: CatalogueEntryUpdateInput;
}>;


export type UpdateLegacyBrandMutation = { __typename: 'Mutation', updateBrand: { __typename: 'BrandPayload', brand: { __typename: 'Brand', id: string, name: string, slug: string, description: string, status: LegacyCatalogueStatus, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteLegacyBrandMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLegacyBrandMutation = { __typename: 'Mutation', deleteBrand: { __typename: 'DeleteLegacyCataloguePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateLegacyCollectionMutationVariables = Exact<{
  input: CatalogueEntryCreateInput;
}>;


export type CreateLegacyCollectionMutation = { __typename: 'Mutation', createCollection: { __typename: 'CollectionPayload', collection: { __typename: 'Collection', id: string, name: string, slug: string, description: string, status: LegacyCatalogueStatus, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateLegacyCollectionMutationVariables = Exact<{
  id: string | number;
  input: CatalogueEntryUpdateInput;
}>;


export type UpdateLegacyCollectionMutation = { __typename: 'Mutation', updateCollection: { __typename: 'CollectionPayload', collection: { __typename: 'Collection', id: string, name: string, slug: string, description: string, status: LegacyCatalogueStatus, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteLegacyCollectionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLegacyCollectionMutation = { __typename: 'Mutation', deleteCollection: { __typename: 'DeleteLegacyCataloguePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateLegacyCategoryMutationVariables = Exact<{
  input: CategoryCreateInput;
}>;


export type CreateLegacyCategoryMutation = { __typename: 'Mutation', createCategory: { __typename: 'CategoryPayload', category: { __typename: 'Category', id: string, name: string, slug: string, description: string, status: LegacyCatalogueStatus, parentId: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateLegacyCategoryMutationVariables = Exact<{
  id: string | number;
  input: CategoryUpdateInput;
}>;


export type UpdateLegacyCategoryMutation = { __typename: 'Mutation', updateCategory: { __typename: 'CategoryPayload', category: { __typename: 'Category', id: string, name: string, slug: string, description: string, status: LegacyCatalogueStatus, parentId: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteLegacyCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLegacyCategoryMutation = { __typename: 'Mutation', deleteCategory: { __typename: 'DeleteLegacyCataloguePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateLegacyCurrencyMutationVariables = Exact<{
  input: CurrencyCreateInput;
}>;


export type CreateLegacyCurrencyMutation = { __typename: 'Mutation', createCurrency: { __typename: 'CurrencyPayload', currency: { __typename: 'Currency', id: string, code: string, exchangeRate: number, format: string, decimalPoint: string, thousandSeparator: string, decimalPlaces: number, isDefault: boolean, enabled: boolean } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateLegacyCurrencyMutationVariables = Exact<{
  id: string | number;
  input: CurrencyUpdateInput;
}>;


export type UpdateLegacyCurrencyMutation = { __typename: 'Mutation', updateCurrency: { __typename: 'CurrencyPayload', currency: { __typename: 'Currency', id: string, code: string, exchangeRate: number, format: string, decimalPoint: string, thousandSeparator: string, decimalPlaces: number, isDefault: boolean, enabled: boolean } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteLegacyCurrencyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLegacyCurrencyMutation = { __typename: 'Mutation', deleteCurrency: { __typename: 'DeleteLegacyCataloguePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type ImportPriceBooksMutationVariables = Exact<{
  jsonl: string;
}>;


export type ImportPriceBooksMutation = { __typename: 'Mutation', importPriceBooks: { __typename: 'JobPayload', job: { __typename: 'Job', id: string, jobType: JobType, status: JobStatus, startedAt: string | null, completedAt: string | null, fileUrl: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type PriceBookListItemFragment = { __typename: 'PriceBook', id: string, name: string, description: string | null, externalRef: string | null, updatedAt: string | null };

export type MoneyAmountFragment = { __typename: 'Money', currency: string, amount: number, includesTax: boolean, formatted: string, tiers: Array<{ __typename: 'PriceTier', name: string, minimumQuantity: number, amount: number }> };

export type ProductPriceRowFragment = { __typename: 'ProductPrice', id: string, priceBookId: string, sku: string, externalRef: string | null, updatedAt: string | null, amounts: Array<{ __typename: 'Money', currency: string, amount: number, includesTax: boolean, formatted: string, tiers: Array<{ __typename: 'PriceTier', name: string, minimumQuantity: number, amount: number }> }> };

export type PriceModifierRowFragment = { __typename: 'PriceModifier', id: string, priceBookId: string, name: string, modifierType: PriceModifierType, externalRef: string | null, updatedAt: string | null, amounts: Array<{ __typename: 'Money', currency: string, amount: number, includesTax: boolean, formatted: string, tiers: Array<{ __typename: 'PriceTier', name: string, minimumQuantity: number, amount: number }> }> };

export type PriceBookListQueryVariables = Exact<{
  filter?: PriceBookFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type PriceBookListQuery = { __typename: 'Query', priceBooks: { __typename: 'PriceBookPage', items: Array<{ __typename: 'PriceBook', id: string, name: string, description: string | null, externalRef: string | null, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type PriceBookDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type PriceBookDetailsQuery = { __typename: 'Query', priceBook: { __typename: 'PriceBook', id: string, name: string, description: string | null, externalRef: string | null, updatedAt: string | null } | null };

export type PriceBookPricesQueryVariables = Exact<{
  id: string | number;
  filter?: ProductPriceFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type PriceBookPricesQuery = { __typename: 'Query', priceBook: { __typename: 'PriceBook', id: string, prices: { __typename: 'ProductPricePage', items: Array<{ __typename: 'ProductPrice', id: string, priceBookId: string, sku: string, externalRef: string | null, updatedAt: string | null, amounts: Array<{ __typename: 'Money', currency: string, amount: number, includesTax: boolean, formatted: string, tiers: Array<{ __typename: 'PriceTier', name: string, minimumQuantity: number, amount: number }> }> }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } } | null };

export type PriceBookModifiersQueryVariables = Exact<{
  id: string | number;
}>;


export type PriceBookModifiersQuery = { __typename: 'Query', priceBook: { __typename: 'PriceBook', id: string, modifiers: { __typename: 'PriceModifierPage', items: Array<{ __typename: 'PriceModifier', id: string, priceBookId: string, name: string, modifierType: PriceModifierType, externalRef: string | null, updatedAt: string | null, amounts: Array<{ __typename: 'Money', currency: string, amount: number, includesTax: boolean, formatted: string, tiers: Array<{ __typename: 'PriceTier', name: string, minimumQuantity: number, amount: number }> }> }>, pageInfo: { __typename: 'PageInfo', total: number } } } | null };

export type ProductPricesInBooksQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductPricesInBooksQuery = { __typename: 'Query', product: { __typename: 'Product', id: string, prices: Array<{ __typename: 'ProductPrice', id: string, priceBookId: string, sku: string, externalRef: string | null, updatedAt: string | null, priceBook: { __typename: 'PriceBook', id: string, name: string } | null, amounts: Array<{ __typename: 'Money', currency: string, amount: number, includesTax: boolean, formatted: string, tiers: Array<{ __typename: 'PriceTier', name: string, minimumQuantity: number, amount: number }> }> }> } | null };

export type CreatePriceBookMutationVariables = Exact<{
  input: PriceBookCreateInput;
}>;


export type CreatePriceBookMutation = { __typename: 'Mutation', createPriceBook: { __typename: 'PriceBookPayload', priceBook: { __typename: 'PriceBook', id: string, name: string, description: string | null, externalRef: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdatePriceBookMutationVariables = Exact<{
  id: string | number;
  input: PriceBookUpdateInput;
}>;


export type UpdatePriceBookMutation = { __typename: 'Mutation', updatePriceBook: { __typename: 'PriceBookPayload', priceBook: { __typename: 'PriceBook', id: string, name: string, description: string | null, externalRef: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeletePriceBookMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePriceBookMutation = { __typename: 'Mutation', deletePriceBook: { __typename: 'DeletePriceBookPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateProductPriceMutationVariables = Exact<{
  priceBookId: string | number;
  input: ProductPriceCreateInput;
}>;


export type CreateProductPriceMutation = { __typename: 'Mutation', createProductPrice: { __typename: 'ProductPricePayload', price: { __typename: 'ProductPrice', id: string, priceBookId: string, sku: string, externalRef: string | null, updatedAt: string | null, amounts: Array<{ __typename: 'Money', currency: string, amount: number, includesTax: boolean, formatted: string, tiers: Array<{ __typename: 'PriceTier', name: string, minimumQuantity: number, amount: number }> }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateProductPriceMutationVariables = Exact<{
  priceBookId: string | number;
  id: string | number;
  input: ProductPriceUpdateInput;
}>;


export type UpdateProductPriceMutation = { __typename: 'Mutation', updateProductPrice: { __typename: 'ProductPricePayload', price: { __typename: 'ProductPrice', id: string, priceBookId: string, sku: string, externalRef: string | null, updatedAt: string | null, amounts: Array<{ __typename: 'Money', currency: string, amount: number, includesTax: boolean, formatted: string, tiers: Array<{ __typename: 'PriceTier', name: string, minimumQuantity: number, amount: number }> }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteProductPriceMutationVariables = Exact<{
  priceBookId: string | number;
  id: string | number;
}>;


export type DeleteProductPriceMutation = { __typename: 'Mutation', deleteProductPrice: { __typename: 'DeleteProductPricePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreatePriceModifierMutationVariables = Exact<{
  priceBookId: string | number;
  input: PriceModifierCreateInput;
}>;


export type CreatePriceModifierMutation = { __typename: 'Mutation', createPriceModifier: { __typename: 'PriceModifierPayload', modifier: { __typename: 'PriceModifier', id: string, priceBookId: string, name: string, modifierType: PriceModifierType, externalRef: string | null, updatedAt: string | null, amounts: Array<{ __typename: 'Money', currency: string, amount: number, includesTax: boolean, formatted: string, tiers: Array<{ __typename: 'PriceTier', name: string, minimumQuantity: number, amount: number }> }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdatePriceModifierMutationVariables = Exact<{
  priceBookId: string | number;
  id: string | number;
  input: PriceModifierUpdateInput;
}>;


export type UpdatePriceModifierMutation = { __typename: 'Mutation', updatePriceModifier: { __typename: 'PriceModifierPayload', modifier: { __typename: 'PriceModifier', id: string, priceBookId: string, name: string, modifierType: PriceModifierType, externalRef: string | null, updatedAt: string | null, amounts: Array<{ __typename: 'Money', currency: string, amount: number, includesTax: boolean, formatted: string, tiers: Array<{ __typename: 'PriceTier', name: string, minimumQuantity: number, amount: number }> }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeletePriceModifierMutationVariables = Exact<{
  priceBookId: string | number;
  id: string | number;
}>;


export type DeletePriceModifierMutation = { __typename: 'Mutation', deletePriceModifier: { __typename: 'DeletePriceModifierPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type ProductNodeItemFragment = { __typename: 'HierarchyNode', id: string, name: string, hierarchyId: string, breadcrumbs: Array<{ __typename: 'HierarchyBreadcrumb', id: string, name: string }> };

export type ProductNodesQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductNodesQuery = { __typename: 'Query', product: { __typename: 'Product', id: string, nodes: { __typename: 'HierarchyNodePage', items: Array<{ __typename: 'HierarchyNode', id: string, name: string, hierarchyId: string, breadcrumbs: Array<{ __typename: 'HierarchyBreadcrumb', id: string, name: string }> }>, pageInfo: { __typename: 'PageInfo', total: number } } } | null };

export type NodePickerHierarchiesQueryVariables = Exact<{ [key: string]: never; }>;


export type NodePickerHierarchiesQuery = { __typename: 'Query', hierarchies: { __typename: 'HierarchyPage', items: Array<{ __typename: 'Hierarchy', id: string, name: string, nodes: { __typename: 'HierarchyNodePage', items: Array<{ __typename: 'HierarchyNode', id: string, name: string, slug: string | null, description: string | null, sortOrder: number | null, parentId: string | null, updatedAt: string | null }> } }> } };

export type AttachProductNodesMutationVariables = Exact<{
  productId: string | number;
  nodeIds: Array<string | number> | string | number;
}>;


export type AttachProductNodesMutation = { __typename: 'Mutation', attachProductNodes: { __typename: 'ProductNodesPayload', product: { __typename: 'Product', id: string } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DetachProductNodesMutationVariables = Exact<{
  productId: string | number;
  nodeIds: Array<string | number> | string | number;
}>;


export type DetachProductNodesMutation = { __typename: 'Mutation', detachProductNodes: { __typename: 'ProductNodesPayload', product: { __typename: 'Product', id: string } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type ProductTemplateFieldsFragment = { __typename: 'ProductTemplate', values: unknown, flow: { __typename: 'Flow', id: string, name: string, slug: string, fields: Array<{ __typename: 'FlowField', id: string, name: string, slug: string, fieldType: FlowFieldType, required: boolean, description: string, enabled: boolean }> } };

export type ProductTemplatesQueryVariables = Exact<{
  productId: string | number;
}>;


export type ProductTemplatesQuery = { __typename: 'Query', product: { __typename: 'Product', id: string, templates: Array<{ __typename: 'ProductTemplate', values: unknown, flow: { __typename: 'Flow', id: string, name: string, slug: string, fields: Array<{ __typename: 'FlowField', id: string, name: string, slug: string, fieldType: FlowFieldType, required: boolean, description: string, enabled: boolean }> } }> } | null, flows: { __typename: 'FlowPage', items: Array<{ __typename: 'Flow', id: string, name: string, slug: string }> } };

export type AttachProductTemplatesMutationVariables = Exact<{
  productId: string | number;
  flowIds: Array<string | number> | string | number;
}>;


export type AttachProductTemplatesMutation = { __typename: 'Mutation', attachProductTemplates: { __typename: 'ProductTemplatesPayload', templates: Array<{ __typename: 'ProductTemplate', values: unknown, flow: { __typename: 'Flow', id: string, name: string, slug: string, fields: Array<{ __typename: 'FlowField', id: string, name: string, slug: string, fieldType: FlowFieldType, required: boolean, description: string, enabled: boolean }> } }>, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DetachProductTemplatesMutationVariables = Exact<{
  productId: string | number;
  flowIds: Array<string | number> | string | number;
}>;


export type DetachProductTemplatesMutation = { __typename: 'Mutation', detachProductTemplates: { __typename: 'ProductTemplatesPayload', templates: Array<{ __typename: 'ProductTemplate', values: unknown, flow: { __typename: 'Flow', id: string, name: string, slug: string, fields: Array<{ __typename: 'FlowField', id: string, name: string, slug: string, fieldType: FlowFieldType, required: boolean, description: string, enabled: boolean }> } }>, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type SaveProductTemplateValuesMutationVariables = Exact<{
  productId: string | number;
  flowId: string | number;
  values: unknown;
}>;


export type SaveProductTemplateValuesMutation = { __typename: 'Mutation', saveProductTemplateValues: { __typename: 'ProductTemplateValuesPayload', template: { __typename: 'ProductTemplate', values: unknown, flow: { __typename: 'Flow', id: string, name: string, slug: string, fields: Array<{ __typename: 'FlowField', id: string, name: string, slug: string, fieldType: FlowFieldType, required: boolean, description: string, enabled: boolean }> } } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type ExportProductsMutationVariables = Exact<{
  filter?: ProductFilter | null | undefined;
}>;


export type ExportProductsMutation = { __typename: 'Mutation', exportProducts: { __typename: 'JobPayload', job: { __typename: 'Job', id: string, jobType: JobType, status: JobStatus, startedAt: string | null, completedAt: string | null, fileUrl: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type ImportProductsMutationVariables = Exact<{
  csv: string;
}>;


export type ImportProductsMutation = { __typename: 'Mutation', importProducts: { __typename: 'JobPayload', job: { __typename: 'Job', id: string, jobType: JobType, status: JobStatus, startedAt: string | null, completedAt: string | null, fileUrl: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type ProductListItemFragment = { __typename: 'Product', id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null, mainImage: { __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } } | null, stock: { __typename: 'Stock', productId: string, total: number, available: number, allocated: number } | null };

export type ProductDetailsFragment = { __typename: 'Product', description: string | null, upcEan: string | null, mpn: string | null, externalRef: string | null, tags: Array<string>, productTypes: Array<string>, owner: string | null, createdAt: string | null, id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null, mainImage: { __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } } | null, stock: { __typename: 'Stock', productId: string, total: number, available: number, allocated: number } | null };

export type ProductListQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
  sort?: Array<ProductSort> | ProductSort | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ProductListQuery = { __typename: 'Query', products: { __typename: 'ProductPage', items: Array<{ __typename: 'Product', id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null, mainImage: { __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } } | null, stock: { __typename: 'Stock', productId: string, total: number, available: number, allocated: number } | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type ProductDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductDetailsQuery = { __typename: 'Query', product: { __typename: 'Product', description: string | null, upcEan: string | null, mpn: string | null, externalRef: string | null, tags: Array<string>, productTypes: Array<string>, owner: string | null, createdAt: string | null, id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null, mainImage: { __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } } | null, stock: { __typename: 'Stock', productId: string, total: number, available: number, allocated: number } | null } | null };

export type CreateProductMutationVariables = Exact<{
  input: ProductCreateInput;
}>;


export type CreateProductMutation = { __typename: 'Mutation', createProduct: { __typename: 'ProductPayload', product: { __typename: 'Product', description: string | null, upcEan: string | null, mpn: string | null, externalRef: string | null, tags: Array<string>, productTypes: Array<string>, owner: string | null, createdAt: string | null, id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null, mainImage: { __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } } | null, stock: { __typename: 'Stock', productId: string, total: number, available: number, allocated: number } | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateProductMutationVariables = Exact<{
  id: string | number;
  input: ProductUpdateInput;
}>;


export type UpdateProductMutation = { __typename: 'Mutation', updateProduct: { __typename: 'ProductPayload', product: { __typename: 'Product', description: string | null, upcEan: string | null, mpn: string | null, externalRef: string | null, tags: Array<string>, productTypes: Array<string>, owner: string | null, createdAt: string | null, id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null, mainImage: { __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } } | null, stock: { __typename: 'Stock', productId: string, total: number, available: number, allocated: number } | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductMutation = { __typename: 'Mutation', deleteProduct: { __typename: 'DeleteProductPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type StoreListItemFragment = { __typename: 'Store', id: string, name: string, tier: StoreTier | null, organizationId: string | null, updatedAt: string | null };

export type StoreListQueryVariables = Exact<{
  filter?: StoreFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type StoreListQuery = { __typename: 'Query', stores: { __typename: 'StorePage', items: Array<{ __typename: 'Store', id: string, name: string, tier: StoreTier | null, organizationId: string | null, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type StoreDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type StoreDetailsQuery = { __typename: 'Query', store: { __typename: 'Store', createdAt: string | null, id: string, name: string, tier: StoreTier | null, organizationId: string | null, updatedAt: string | null } | null };

export type StoreTiersQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreTiersQuery = { __typename: 'Query', storeTiers: Array<{ __typename: 'StoreTierInfo', tier: StoreTier, name: string }> };

export type CreateStoreMutationVariables = Exact<{
  input: StoreCreateInput;
}>;


export type CreateStoreMutation = { __typename: 'Mutation', createStore: { __typename: 'StorePayload', store: { __typename: 'Store', createdAt: string | null, id: string, name: string, tier: StoreTier | null, organizationId: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateStoreMutationVariables = Exact<{
  id: string | number;
  input: StoreUpdateInput;
}>;


export type UpdateStoreMutation = { __typename: 'Mutation', updateStore: { __typename: 'StorePayload', store: { __typename: 'Store', createdAt: string | null, id: string, name: string, tier: StoreTier | null, organizationId: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type VariationListItemFragment = { __typename: 'Variation', id: string, name: string, sortOrder: number | null, updatedAt: string | null, options: Array<{ __typename: 'VariationOption', id: string, name: string }> };

export type VariationModifierDetailsFragment = { __typename: 'VariationModifier', id: string, type: VariationModifierType, value: string | null, seek: string | null, set: string | null };

export type VariationOptionDetailsFragment = { __typename: 'VariationOption', id: string, variationId: string, name: string, description: string | null, sortOrder: number | null, modifiers: Array<{ __typename: 'VariationModifier', id: string, type: VariationModifierType, value: string | null, seek: string | null, set: string | null }> };

export type VariationDetailsFragment = { __typename: 'Variation', id: string, name: string, sortOrder: number | null, createdAt: string | null, updatedAt: string | null, options: Array<{ __typename: 'VariationOption', id: string, variationId: string, name: string, description: string | null, sortOrder: number | null, modifiers: Array<{ __typename: 'VariationModifier', id: string, type: VariationModifierType, value: string | null, seek: string | null, set: string | null }> }> };

export type ProductChildFragment = { __typename: 'Product', id: string, name: string, sku: string | null, status: ProductStatus, variationChoices: Array<{ __typename: 'ProductVariationChoice', variationId: string, variationName: string, optionId: string, optionName: string }> };

export type ProductVariationsDetailsFragment = { __typename: 'Product', id: string, productTypes: Array<string>, variations: Array<{ __typename: 'Variation', id: string, name: string, options: Array<{ __typename: 'VariationOption', id: string, name: string }> }>, parent: { __typename: 'Product', id: string, name: string } | null, variationChoices: Array<{ __typename: 'ProductVariationChoice', variationId: string, variationName: string, optionId: string, optionName: string }> };

export type VariationListQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type VariationListQuery = { __typename: 'Query', variations: { __typename: 'VariationPage', items: Array<{ __typename: 'Variation', id: string, name: string, sortOrder: number | null, updatedAt: string | null, options: Array<{ __typename: 'VariationOption', id: string, name: string }> }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type VariationDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type VariationDetailQuery = { __typename: 'Query', variation: { __typename: 'Variation', id: string, name: string, sortOrder: number | null, createdAt: string | null, updatedAt: string | null, options: Array<{ __typename: 'VariationOption', id: string, variationId: string, name: string, description: string | null, sortOrder: number | null, modifiers: Array<{ __typename: 'VariationModifier', id: string, type: VariationModifierType, value: string | null, seek: string | null, set: string | null }> }> } | null };

export type ProductVariationsQueryVariables = Exact<{
  id: string | number;
  childPage?: PageInput | null | undefined;
}>;


export type ProductVariationsQuery = { __typename: 'Query', product: { __typename: 'Product', id: string, productTypes: Array<string>, children: { __typename: 'ProductPage', items: Array<{ __typename: 'Product', id: string, name: string, sku: string | null, status: ProductStatus, variationChoices: Array<{ __typename: 'ProductVariationChoice', variationId: string, variationName: string, optionId: string, optionName: string }> }>, pageInfo: { __typename: 'PageInfo', total: number } }, variations: Array<{ __typename: 'Variation', id: string, name: string, options: Array<{ __typename: 'VariationOption', id: string, name: string }> }>, parent: { __typename: 'Product', id: string, name: string } | null, variationChoices: Array<{ __typename: 'ProductVariationChoice', variationId: string, variationName: string, optionId: string, optionName: string }> } | null };

export type CreateVariationMutationVariables = Exact<{
  input: VariationCreateInput;
}>;


export type CreateVariationMutation = { __typename: 'Mutation', createVariation: { __typename: 'VariationPayload', variation: { __typename: 'Variation', id: string, name: string, sortOrder: number | null, updatedAt: string | null, options: Array<{ __typename: 'VariationOption', id: string, name: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateVariationMutationVariables = Exact<{
  id: string | number;
  input: VariationUpdateInput;
}>;


export type UpdateVariationMutation = { __typename: 'Mutation', updateVariation: { __typename: 'VariationPayload', variation: { __typename: 'Variation', id: string, name: string, sortOrder: number | null, updatedAt: string | null, options: Array<{ __typename: 'VariationOption', id: string, name: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteVariationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteVariationMutation = { __typename: 'Mutation', deleteVariation: { __typename: 'DeleteVariationPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateVariationOptionMutationVariables = Exact<{
  variationId: string | number;
  input: VariationOptionCreateInput;
}>;


export type CreateVariationOptionMutation = { __typename: 'Mutation', createVariationOption: { __typename: 'VariationOptionPayload', option: { __typename: 'VariationOption', id: string, variationId: string, name: string, description: string | null, sortOrder: number | null, modifiers: Array<{ __typename: 'VariationModifier', id: string, type: VariationModifierType, value: string | null, seek: string | null, set: string | null }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateVariationOptionMutationVariables = Exact<{
  variationId: string | number;
  id: string | number;
  input: VariationOptionUpdateInput;
}>;


export type UpdateVariationOptionMutation = { __typename: 'Mutation', updateVariationOption: { __typename: 'VariationOptionPayload', option: { __typename: 'VariationOption', id: string, variationId: string, name: string, description: string | null, sortOrder: number | null, modifiers: Array<{ __typename: 'VariationModifier', id: string, type: VariationModifierType, value: string | null, seek: string | null, set: string | null }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteVariationOptionMutationVariables = Exact<{
  variationId: string | number;
  id: string | number;
}>;


export type DeleteVariationOptionMutation = { __typename: 'Mutation', deleteVariationOption: { __typename: 'DeleteVariationPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateVariationModifierMutationVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
  input: VariationModifierInput;
}>;


export type CreateVariationModifierMutation = { __typename: 'Mutation', createVariationModifier: { __typename: 'VariationModifierPayload', modifier: { __typename: 'VariationModifier', id: string, type: VariationModifierType, value: string | null, seek: string | null, set: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteVariationModifierMutationVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
  id: string | number;
}>;


export type DeleteVariationModifierMutation = { __typename: 'Mutation', deleteVariationModifier: { __typename: 'DeleteVariationPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type AttachVariationsMutationVariables = Exact<{
  productId: string | number;
  variationIds: Array<string | number> | string | number;
}>;


export type AttachVariationsMutation = { __typename: 'Mutation', attachVariations: { __typename: 'ProductPayload', product: { __typename: 'Product', id: string, productTypes: Array<string>, variations: Array<{ __typename: 'Variation', id: string, name: string, options: Array<{ __typename: 'VariationOption', id: string, name: string }> }>, parent: { __typename: 'Product', id: string, name: string } | null, variationChoices: Array<{ __typename: 'ProductVariationChoice', variationId: string, variationName: string, optionId: string, optionName: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DetachVariationsMutationVariables = Exact<{
  productId: string | number;
  variationIds: Array<string | number> | string | number;
}>;


export type DetachVariationsMutation = { __typename: 'Mutation', detachVariations: { __typename: 'ProductPayload', product: { __typename: 'Product', id: string, productTypes: Array<string>, variations: Array<{ __typename: 'Variation', id: string, name: string, options: Array<{ __typename: 'VariationOption', id: string, name: string }> }>, parent: { __typename: 'Product', id: string, name: string } | null, variationChoices: Array<{ __typename: 'ProductVariationChoice', variationId: string, variationName: string, optionId: string, optionName: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type BuildChildProductsMutationVariables = Exact<{
  productId: string | number;
}>;


export type BuildChildProductsMutation = { __typename: 'Mutation', buildChildProducts: { __typename: 'ProductPayload', product: { __typename: 'Product', id: string, productTypes: Array<string>, variations: Array<{ __typename: 'Variation', id: string, name: string, options: Array<{ __typename: 'VariationOption', id: string, name: string }> }>, parent: { __typename: 'Product', id: string, name: string } | null, variationChoices: Array<{ __typename: 'ProductVariationChoice', variationId: string, variationName: string, optionId: string, optionName: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type SignInMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type SignInMutation = { __typename: 'Mutation', signIn: { __typename: 'SignInPayload', credentials: { __typename: 'PasswordCredentials', accessToken: string, expires: number, expiresIn: number, identifier: string, refreshToken: string, tokenType: string } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type RefreshSessionMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RefreshSessionMutation = { __typename: 'Mutation', refreshSession: { __typename: 'RefreshSessionPayload', credentials: { __typename: 'PasswordCredentials', accessToken: string, expires: number, expiresIn: number, identifier: string, refreshToken: string, tokenType: string } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type SsoSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SsoSettingsQuery = { __typename: 'Query', ssoSettings: { __typename: 'SsoSettings', authorizeUrl: string, clientId: string, scope: string } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { __typename: 'Mutation', signUp: { __typename: 'SignUpPayload', seller: { __typename: 'SignedUpSeller', id: string, name: string, email: string, storeId: string } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateSsoProfileMutationVariables = Exact<{
  storeName: string;
}>;


export type CreateSsoProfileMutation = { __typename: 'Mutation', createSsoProfile: { __typename: 'SsoProfilePayload', store: { __typename: 'SsoProfileStore', id: string, name: string } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { __typename: 'Mutation', requestPasswordReset: { __typename: 'PasswordResetRequestPayload', accepted: boolean, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { __typename: 'Mutation', resetPassword: { __typename: 'ResetPasswordPayload', success: boolean, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type JobProgressFieldsFragment = { __typename: 'Job', id: string, jobType: JobType, status: JobStatus, startedAt: string | null, completedAt: string | null, fileUrl: string | null };

export type JobProgressQueryVariables = Exact<{
  id: string | number;
}>;


export type JobProgressQuery = { __typename: 'Query', job: { __typename: 'Job', id: string, jobType: JobType, status: JobStatus, startedAt: string | null, completedAt: string | null, fileUrl: string | null } | null };

export type JobErrorsQueryVariables = Exact<{
  id: string | number;
  page?: PageInput | null | undefined;
}>;


export type JobErrorsQuery = { __typename: 'Query', job: { __typename: 'Job', id: string, errors: { __typename: 'JobErrorPage', items: Array<{ __typename: 'JobError', id: string, message: string }>, pageInfo: { __typename: 'PageInfo', total: number } } } | null };

export const CustomRelationshipDetailsFragmentDoc = gql`
    fragment CustomRelationshipDetails on CustomRelationship {
  id
  slug
  name
  description
  externalName
  externalDescription
  biDirectional
}
    `;
export const RelatedProductRowFragmentDoc = gql`
    fragment RelatedProductRow on Product {
  id
  name
  sku
}
    `;
export const FileListItemFragmentDoc = gql`
    fragment FileListItem on File {
  id
  fileName
  mimeType
  fileSize
  width
  height
  createdAt
  link {
    href
  }
}
    `;
export const ProductMainImageFileFragmentDoc = gql`
    fragment ProductMainImageFile on File {
  id
  fileName
  link {
    href
  }
}
    `;
export const FlowRowFragmentDoc = gql`
    fragment FlowRow on Flow {
  id
  name
  slug
  description
  enabled
}
    `;
export const FlowEntryRowFragmentDoc = gql`
    fragment FlowEntryRow on FlowEntry {
  id
  values
  updatedAt
}
    `;
export const FlowUserErrorsFragmentDoc = gql`
    fragment FlowUserErrors on UserError {
  field
  message
  code
}
    `;
export const FlowEntryReferenceFieldsFragmentDoc = gql`
    fragment FlowEntryReferenceFields on FlowEntryReference {
  type
  id
}
    `;
export const HierarchyListItemFragmentDoc = gql`
    fragment HierarchyListItem on Hierarchy {
  id
  name
  slug
  description
  updatedAt
}
    `;
export const HierarchyTreeNodeFragmentDoc = gql`
    fragment HierarchyTreeNode on HierarchyNode {
  id
  name
  slug
  description
  sortOrder
  parentId
  updatedAt
}
    `;
export const NodeProductFragmentDoc = gql`
    fragment NodeProduct on Product {
  id
  name
  sku
  status
}
    `;
export const CatalogueBrandRowFragmentDoc = gql`
    fragment CatalogueBrandRow on Brand {
  id
  name
  slug
  description
  status
  updatedAt
}
    `;
export const CatalogueCollectionRowFragmentDoc = gql`
    fragment CatalogueCollectionRow on Collection {
  id
  name
  slug
  description
  status
  updatedAt
}
    `;
export const CatalogueCategoryRowFragmentDoc = gql`
    fragment CatalogueCategoryRow on Category {
  id
  name
  slug
  description
  status
  parentId
  updatedAt
}
    `;
export const CatalogueCurrencyRowFragmentDoc = gql`
    fragment CatalogueCurrencyRow on Currency {
  id
  code
  exchangeRate
  format
  decimalPoint
  thousandSeparator
  decimalPlaces
  isDefault
  enabled
}
    `;
export const PriceBookListItemFragmentDoc = gql`
    fragment PriceBookListItem on PriceBook {
  id
  name
  description
  externalRef
  updatedAt
}
    `;
export const MoneyAmountFragmentDoc = gql`
    fragment MoneyAmount on Money {
  currency
  amount
  includesTax
  formatted
  tiers {
    name
    minimumQuantity
    amount
  }
}
    `;
export const ProductPriceRowFragmentDoc = gql`
    fragment ProductPriceRow on ProductPrice {
  id
  priceBookId
  sku
  externalRef
  updatedAt
  amounts {
    ...MoneyAmount
  }
}
    `;
export const PriceModifierRowFragmentDoc = gql`
    fragment PriceModifierRow on PriceModifier {
  id
  priceBookId
  name
  modifierType
  externalRef
  updatedAt
  amounts {
    ...MoneyAmount
  }
}
    `;
export const ProductNodeItemFragmentDoc = gql`
    fragment ProductNodeItem on HierarchyNode {
  id
  name
  hierarchyId
  breadcrumbs {
    id
    name
  }
}
    `;
export const FlowFieldRowFragmentDoc = gql`
    fragment FlowFieldRow on FlowField {
  id
  name
  slug
  fieldType
  required
  description
  enabled
}
    `;
export const ProductTemplateFieldsFragmentDoc = gql`
    fragment ProductTemplateFields on ProductTemplate {
  flow {
    id
    name
    slug
    fields {
      ...FlowFieldRow
    }
  }
  values
}
    `;
export const ProductListItemFragmentDoc = gql`
    fragment ProductListItem on Product {
  id
  name
  sku
  slug
  status
  commodityType
  updatedAt
  mainImage {
    id
    fileName
    link {
      href
    }
  }
  stock {
    productId
    total
    available
    allocated
  }
}
    `;
export const ProductDetailsFragmentDoc = gql`
    fragment ProductDetails on Product {
  ...ProductListItem
  description
  upcEan
  mpn
  externalRef
  tags
  productTypes
  owner
  createdAt
}
    `;
export const StoreListItemFragmentDoc = gql`
    fragment StoreListItem on Store {
  id
  name
  tier
  organizationId
  updatedAt
}
    `;
export const VariationListItemFragmentDoc = gql`
    fragment VariationListItem on Variation {
  id
  name
  sortOrder
  updatedAt
  options {
    id
    name
  }
}
    `;
export const VariationModifierDetailsFragmentDoc = gql`
    fragment VariationModifierDetails on VariationModifier {
  id
  type
  value
  seek
  set
}
    `;
export const VariationOptionDetailsFragmentDoc = gql`
    fragment VariationOptionDetails on VariationOption {
  id
  variationId
  name
  description
  sortOrder
  modifiers {
    ...VariationModifierDetails
  }
}
    `;
export const VariationDetailsFragmentDoc = gql`
    fragment VariationDetails on Variation {
  id
  name
  sortOrder
  createdAt
  updatedAt
  options {
    ...VariationOptionDetails
  }
}
    `;
export const ProductChildFragmentDoc = gql`
    fragment ProductChild on Product {
  id
  name
  sku
  status
  variationChoices {
    variationId
    variationName
    optionId
    optionName
  }
}
    `;
export const ProductVariationsDetailsFragmentDoc = gql`
    fragment ProductVariationsDetails on Product {
  id
  productTypes
  variations {
    id
    name
    options {
      id
      name
    }
  }
  parent {
    id
    name
  }
  variationChoices {
    variationId
    variationName
    optionId
    optionName
  }
}
    `;
export const JobProgressFieldsFragmentDoc = gql`
    fragment JobProgressFields on Job {
  id
  jobType
  status
  startedAt
  completedAt
  fileUrl
}
    `;
export const CustomRelationshipListDocument = gql`
    query CustomRelationshipList($page: PageInput) {
  customRelationships(page: $page) {
    items {
      ...CustomRelationshipDetails
    }
    pageInfo {
      total
    }
  }
}
    ${CustomRelationshipDetailsFragmentDoc}`;

/**
 * __useCustomRelationshipListQuery__
 *
 * To run a query within a React component, call `useCustomRelationshipListQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomRelationshipListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomRelationshipListQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useCustomRelationshipListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CustomRelationshipListQuery, CustomRelationshipListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CustomRelationshipListQuery, CustomRelationshipListQueryVariables>(CustomRelationshipListDocument, options);
      }
export function useCustomRelationshipListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomRelationshipListQuery, CustomRelationshipListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CustomRelationshipListQuery, CustomRelationshipListQueryVariables>(CustomRelationshipListDocument, options);
        }
// @ts-ignore
export function useCustomRelationshipListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomRelationshipListQuery, CustomRelationshipListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomRelationshipListQuery, CustomRelationshipListQueryVariables>;
export function useCustomRelationshipListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomRelationshipListQuery, CustomRelationshipListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomRelationshipListQuery | undefined, CustomRelationshipListQueryVariables>;
export function useCustomRelationshipListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomRelationshipListQuery, CustomRelationshipListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CustomRelationshipListQuery, CustomRelationshipListQueryVariables>(CustomRelationshipListDocument, options);
        }
export type CustomRelationshipListQueryHookResult = ReturnType<typeof useCustomRelationshipListQuery>;
export type CustomRelationshipListLazyQueryHookResult = ReturnType<typeof useCustomRelationshipListLazyQuery>;
export type CustomRelationshipListSuspenseQueryHookResult = ReturnType<typeof useCustomRelationshipListSuspenseQuery>;
export type CustomRelationshipListQueryResult = ApolloReactCommon.QueryResult<CustomRelationshipListQuery, CustomRelationshipListQueryVariables>;
export const CreateCustomRelationshipDocument = gql`
    mutation CreateCustomRelationship($input: CustomRelationshipCreateInput!) {
  createCustomRelationship(input: $input) {
    customRelationship {
      ...CustomRelationshipDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CustomRelationshipDetailsFragmentDoc}`;
export type CreateCustomRelationshipMutationFn = ApolloReactCommon.MutationFunction<CreateCustomRelationshipMutation, CreateCustomRelationshipMutationVariables>;

/**
 * __useCreateCustomRelationshipMutation__
 *
 * To run a mutation, you first call `useCreateCustomRelationshipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCustomRelationshipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCustomRelationshipMutation, { data, loading, error }] = useCreateCustomRelationshipMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCustomRelationshipMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCustomRelationshipMutation, CreateCustomRelationshipMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateCustomRelationshipMutation, CreateCustomRelationshipMutationVariables>(CreateCustomRelationshipDocument, options);
      }
export type CreateCustomRelationshipMutationHookResult = ReturnType<typeof useCreateCustomRelationshipMutation>;
export type CreateCustomRelationshipMutationResult = ApolloReactCommon.MutationResult<CreateCustomRelationshipMutation>;
export type CreateCustomRelationshipMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateCustomRelationshipMutation, CreateCustomRelationshipMutationVariables>;
export const UpdateCustomRelationshipDocument = gql`
    mutation UpdateCustomRelationship($slug: String!, $input: CustomRelationshipUpdateInput!) {
  updateCustomRelationship(slug: $slug, input: $input) {
    customRelationship {
      ...CustomRelationshipDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CustomRelationshipDetailsFragmentDoc}`;
export type UpdateCustomRelationshipMutationFn = ApolloReactCommon.MutationFunction<UpdateCustomRelationshipMutation, UpdateCustomRelationshipMutationVariables>;

/**
 * __useUpdateCustomRelationshipMutation__
 *
 * To run a mutation, you first call `useUpdateCustomRelationshipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCustomRelationshipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCustomRelationshipMutation, { data, loading, error }] = useUpdateCustomRelationshipMutation({
 *   variables: {
 *      slug: // value for 'slug'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCustomRelationshipMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateCustomRelationshipMutation, UpdateCustomRelationshipMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateCustomRelationshipMutation, UpdateCustomRelationshipMutationVariables>(UpdateCustomRelationshipDocument, options);
      }
export type UpdateCustomRelationshipMutationHookResult = ReturnType<typeof useUpdateCustomRelationshipMutation>;
export type UpdateCustomRelationshipMutationResult = ApolloReactCommon.MutationResult<UpdateCustomRelationshipMutation>;
export type UpdateCustomRelationshipMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateCustomRelationshipMutation, UpdateCustomRelationshipMutationVariables>;
export const DeleteCustomRelationshipDocument = gql`
    mutation DeleteCustomRelationship($slug: String!) {
  deleteCustomRelationship(slug: $slug) {
    deletedSlug
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteCustomRelationshipMutationFn = ApolloReactCommon.MutationFunction<DeleteCustomRelationshipMutation, DeleteCustomRelationshipMutationVariables>;

/**
 * __useDeleteCustomRelationshipMutation__
 *
 * To run a mutation, you first call `useDeleteCustomRelationshipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCustomRelationshipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCustomRelationshipMutation, { data, loading, error }] = useDeleteCustomRelationshipMutation({
 *   variables: {
 *      slug: // value for 'slug'
 *   },
 * });
 */
export function useDeleteCustomRelationshipMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCustomRelationshipMutation, DeleteCustomRelationshipMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteCustomRelationshipMutation, DeleteCustomRelationshipMutationVariables>(DeleteCustomRelationshipDocument, options);
      }
export type DeleteCustomRelationshipMutationHookResult = ReturnType<typeof useDeleteCustomRelationshipMutation>;
export type DeleteCustomRelationshipMutationResult = ApolloReactCommon.MutationResult<DeleteCustomRelationshipMutation>;
export type DeleteCustomRelationshipMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteCustomRelationshipMutation, DeleteCustomRelationshipMutationVariables>;
export const ProductRelatedDocument = gql`
    query ProductRelated($id: ID!, $slug: String!) {
  product(id: $id) {
    id
    relatedProducts(slug: $slug, page: {limit: 100}) {
      items {
        ...RelatedProductRow
      }
      pageInfo {
        total
      }
    }
  }
}
    ${RelatedProductRowFragmentDoc}`;

/**
 * __useProductRelatedQuery__
 *
 * To run a query within a React component, call `useProductRelatedQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductRelatedQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductRelatedQuery({
 *   variables: {
 *      id: // value for 'id'
 *      slug: // value for 'slug'
 *   },
 * });
 */
export function useProductRelatedQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables> & ({ variables: ProductRelatedQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductRelatedQuery, ProductRelatedQueryVariables>(ProductRelatedDocument, options);
      }
export function useProductRelatedLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductRelatedQuery, ProductRelatedQueryVariables>(ProductRelatedDocument, options);
        }
// @ts-ignore
export function useProductRelatedSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductRelatedQuery, ProductRelatedQueryVariables>;
export function useProductRelatedSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductRelatedQuery | undefined, ProductRelatedQueryVariables>;
export function useProductRelatedSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductRelatedQuery, ProductRelatedQueryVariables>(ProductRelatedDocument, options);
        }
export type ProductRelatedQueryHookResult = ReturnType<typeof useProductRelatedQuery>;
export type ProductRelatedLazyQueryHookResult = ReturnType<typeof useProductRelatedLazyQuery>;
export type ProductRelatedSuspenseQueryHookResult = ReturnType<typeof useProductRelatedSuspenseQuery>;
export type ProductRelatedQueryResult = ApolloReactCommon.QueryResult<ProductRelatedQuery, ProductRelatedQueryVariables>;
export const RelatedProductSearchDocument = gql`
    query RelatedProductSearch($sku: String!) {
  products(filter: {sku: {like: $sku}}, page: {limit: 10}) {
    items {
      ...RelatedProductRow
    }
  }
}
    ${RelatedProductRowFragmentDoc}`;

/**
 * __useRelatedProductSearchQuery__
 *
 * To run a query within a React component, call `useRelatedProductSearchQuery` and pass it any options that fit your needs.
 * When your component renders, `useRelatedProductSearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRelatedProductSearchQuery({
 *   variables: {
 *      sku: // value for 'sku'
 *   },
 * });
 */
export function useRelatedProductSearchQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RelatedProductSearchQuery, RelatedProductSearchQueryVariables> & ({ variables: RelatedProductSearchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RelatedProductSearchQuery, RelatedProductSearchQueryVariables>(RelatedProductSearchDocument, options);
      }
export function useRelatedProductSearchLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RelatedProductSearchQuery, RelatedProductSearchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RelatedProductSearchQuery, RelatedProductSearchQueryVariables>(RelatedProductSearchDocument, options);
        }
// @ts-ignore
export function useRelatedProductSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RelatedProductSearchQuery, RelatedProductSearchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RelatedProductSearchQuery, RelatedProductSearchQueryVariables>;
export function useRelatedProductSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RelatedProductSearchQuery, RelatedProductSearchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RelatedProductSearchQuery | undefined, RelatedProductSearchQueryVariables>;
export function useRelatedProductSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RelatedProductSearchQuery, RelatedProductSearchQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RelatedProductSearchQuery, RelatedProductSearchQueryVariables>(RelatedProductSearchDocument, options);
        }
export type RelatedProductSearchQueryHookResult = ReturnType<typeof useRelatedProductSearchQuery>;
export type RelatedProductSearchLazyQueryHookResult = ReturnType<typeof useRelatedProductSearchLazyQuery>;
export type RelatedProductSearchSuspenseQueryHookResult = ReturnType<typeof useRelatedProductSearchSuspenseQuery>;
export type RelatedProductSearchQueryResult = ApolloReactCommon.QueryResult<RelatedProductSearchQuery, RelatedProductSearchQueryVariables>;
export const RelateProductsDocument = gql`
    mutation RelateProducts($productId: ID!, $slug: String!, $relatedProductIds: [ID!]!) {
  relateProducts(
    productId: $productId
    slug: $slug
    relatedProductIds: $relatedProductIds
  ) {
    notRelated {
      productId
      reason
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type RelateProductsMutationFn = ApolloReactCommon.MutationFunction<RelateProductsMutation, RelateProductsMutationVariables>;

/**
 * __useRelateProductsMutation__
 *
 * To run a mutation, you first call `useRelateProductsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRelateProductsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [relateProductsMutation, { data, loading, error }] = useRelateProductsMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      slug: // value for 'slug'
 *      relatedProductIds: // value for 'relatedProductIds'
 *   },
 * });
 */
export function useRelateProductsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RelateProductsMutation, RelateProductsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RelateProductsMutation, RelateProductsMutationVariables>(RelateProductsDocument, options);
      }
export type RelateProductsMutationHookResult = ReturnType<typeof useRelateProductsMutation>;
export type RelateProductsMutationResult = ApolloReactCommon.MutationResult<RelateProductsMutation>;
export type RelateProductsMutationOptions = ApolloReactCommon.BaseMutationOptions<RelateProductsMutation, RelateProductsMutationVariables>;
export const UnrelateProductsDocument = gql`
    mutation UnrelateProducts($productId: ID!, $slug: String!, $relatedProductIds: [ID!]!) {
  unrelateProducts(
    productId: $productId
    slug: $slug
    relatedProductIds: $relatedProductIds
  ) {
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type UnrelateProductsMutationFn = ApolloReactCommon.MutationFunction<UnrelateProductsMutation, UnrelateProductsMutationVariables>;

/**
 * __useUnrelateProductsMutation__
 *
 * To run a mutation, you first call `useUnrelateProductsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnrelateProductsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unrelateProductsMutation, { data, loading, error }] = useUnrelateProductsMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      slug: // value for 'slug'
 *      relatedProductIds: // value for 'relatedProductIds'
 *   },
 * });
 */
export function useUnrelateProductsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UnrelateProductsMutation, UnrelateProductsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UnrelateProductsMutation, UnrelateProductsMutationVariables>(UnrelateProductsDocument, options);
      }
export type UnrelateProductsMutationHookResult = ReturnType<typeof useUnrelateProductsMutation>;
export type UnrelateProductsMutationResult = ApolloReactCommon.MutationResult<UnrelateProductsMutation>;
export type UnrelateProductsMutationOptions = ApolloReactCommon.BaseMutationOptions<UnrelateProductsMutation, UnrelateProductsMutationVariables>;
export const FileListDocument = gql`
    query FileList($filter: FileFilter, $page: PageInput) {
  files(filter: $filter, page: $page) {
    items {
      ...FileListItem
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
}
    ${FileListItemFragmentDoc}`;

/**
 * __useFileListQuery__
 *
 * To run a query within a React component, call `useFileListQuery` and pass it any options that fit your needs.
 * When your component renders, `useFileListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFileListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useFileListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<FileListQuery, FileListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FileListQuery, FileListQueryVariables>(FileListDocument, options);
      }
export function useFileListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FileListQuery, FileListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FileListQuery, FileListQueryVariables>(FileListDocument, options);
        }
// @ts-ignore
export function useFileListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FileListQuery, FileListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FileListQuery, FileListQueryVariables>;
export function useFileListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FileListQuery, FileListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FileListQuery | undefined, FileListQueryVariables>;
export function useFileListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FileListQuery, FileListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<FileListQuery, FileListQueryVariables>(FileListDocument, options);
        }
export type FileListQueryHookResult = ReturnType<typeof useFileListQuery>;
export type FileListLazyQueryHookResult = ReturnType<typeof useFileListLazyQuery>;
export type FileListSuspenseQueryHookResult = ReturnType<typeof useFileListSuspenseQuery>;
export type FileListQueryResult = ApolloReactCommon.QueryResult<FileListQuery, FileListQueryVariables>;
export const UploadFileFromUrlDocument = gql`
    mutation UploadFileFromUrl($fileLocation: String!) {
  uploadFileFromUrl(fileLocation: $fileLocation) {
    file {
      ...FileListItem
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${FileListItemFragmentDoc}`;
export type UploadFileFromUrlMutationFn = ApolloReactCommon.MutationFunction<UploadFileFromUrlMutation, UploadFileFromUrlMutationVariables>;

/**
 * __useUploadFileFromUrlMutation__
 *
 * To run a mutation, you first call `useUploadFileFromUrlMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUploadFileFromUrlMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [uploadFileFromUrlMutation, { data, loading, error }] = useUploadFileFromUrlMutation({
 *   variables: {
 *      fileLocation: // value for 'fileLocation'
 *   },
 * });
 */
export function useUploadFileFromUrlMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UploadFileFromUrlMutation, UploadFileFromUrlMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UploadFileFromUrlMutation, UploadFileFromUrlMutationVariables>(UploadFileFromUrlDocument, options);
      }
export type UploadFileFromUrlMutationHookResult = ReturnType<typeof useUploadFileFromUrlMutation>;
export type UploadFileFromUrlMutationResult = ApolloReactCommon.MutationResult<UploadFileFromUrlMutation>;
export type UploadFileFromUrlMutationOptions = ApolloReactCommon.BaseMutationOptions<UploadFileFromUrlMutation, UploadFileFromUrlMutationVariables>;
export const DeleteFileDocument = gql`
    mutation DeleteFile($id: ID!) {
  deleteFile(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteFileMutationFn = ApolloReactCommon.MutationFunction<DeleteFileMutation, DeleteFileMutationVariables>;

/**
 * __useDeleteFileMutation__
 *
 * To run a mutation, you first call `useDeleteFileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteFileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteFileMutation, { data, loading, error }] = useDeleteFileMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteFileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteFileMutation, DeleteFileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteFileMutation, DeleteFileMutationVariables>(DeleteFileDocument, options);
      }
export type DeleteFileMutationHookResult = ReturnType<typeof useDeleteFileMutation>;
export type DeleteFileMutationResult = ApolloReactCommon.MutationResult<DeleteFileMutation>;
export type DeleteFileMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteFileMutation, DeleteFileMutationVariables>;
export const SetProductMainImageDocument = gql`
    mutation SetProductMainImage($productId: ID!, $fileId: ID!) {
  setProductMainImage(productId: $productId, fileId: $fileId) {
    product {
      id
      mainImage {
        ...ProductMainImageFile
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ProductMainImageFileFragmentDoc}`;
export type SetProductMainImageMutationFn = ApolloReactCommon.MutationFunction<SetProductMainImageMutation, SetProductMainImageMutationVariables>;

/**
 * __useSetProductMainImageMutation__
 *
 * To run a mutation, you first call `useSetProductMainImageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetProductMainImageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setProductMainImageMutation, { data, loading, error }] = useSetProductMainImageMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      fileId: // value for 'fileId'
 *   },
 * });
 */
export function useSetProductMainImageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetProductMainImageMutation, SetProductMainImageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetProductMainImageMutation, SetProductMainImageMutationVariables>(SetProductMainImageDocument, options);
      }
export type SetProductMainImageMutationHookResult = ReturnType<typeof useSetProductMainImageMutation>;
export type SetProductMainImageMutationResult = ApolloReactCommon.MutationResult<SetProductMainImageMutation>;
export type SetProductMainImageMutationOptions = ApolloReactCommon.BaseMutationOptions<SetProductMainImageMutation, SetProductMainImageMutationVariables>;
export const RemoveProductMainImageDocument = gql`
    mutation RemoveProductMainImage($productId: ID!) {
  removeProductMainImage(productId: $productId) {
    product {
      id
      mainImage {
        ...ProductMainImageFile
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ProductMainImageFileFragmentDoc}`;
export type RemoveProductMainImageMutationFn = ApolloReactCommon.MutationFunction<RemoveProductMainImageMutation, RemoveProductMainImageMutationVariables>;

/**
 * __useRemoveProductMainImageMutation__
 *
 * To run a mutation, you first call `useRemoveProductMainImageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveProductMainImageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeProductMainImageMutation, { data, loading, error }] = useRemoveProductMainImageMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useRemoveProductMainImageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveProductMainImageMutation, RemoveProductMainImageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveProductMainImageMutation, RemoveProductMainImageMutationVariables>(RemoveProductMainImageDocument, options);
      }
export type RemoveProductMainImageMutationHookResult = ReturnType<typeof useRemoveProductMainImageMutation>;
export type RemoveProductMainImageMutationResult = ApolloReactCommon.MutationResult<RemoveProductMainImageMutation>;
export type RemoveProductMainImageMutationOptions = ApolloReactCommon.BaseMutationOptions<RemoveProductMainImageMutation, RemoveProductMainImageMutationVariables>;
export const FlowsDocument = gql`
    query Flows($page: PageInput) {
  flows(page: $page) {
    items {
      ...FlowRow
    }
    pageInfo {
      total
    }
  }
}
    ${FlowRowFragmentDoc}`;

/**
 * __useFlowsQuery__
 *
 * To run a query within a React component, call `useFlowsQuery` and pass it any options that fit your needs.
 * When your component renders, `useFlowsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFlowsQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useFlowsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<FlowsQuery, FlowsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FlowsQuery, FlowsQueryVariables>(FlowsDocument, options);
      }
export function useFlowsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FlowsQuery, FlowsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FlowsQuery, FlowsQueryVariables>(FlowsDocument, options);
        }
// @ts-ignore
export function useFlowsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FlowsQuery, FlowsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FlowsQuery, FlowsQueryVariables>;
export function useFlowsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FlowsQuery, FlowsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FlowsQuery | undefined, FlowsQueryVariables>;
export function useFlowsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FlowsQuery, FlowsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<FlowsQuery, FlowsQueryVariables>(FlowsDocument, options);
        }
export type FlowsQueryHookResult = ReturnType<typeof useFlowsQuery>;
export type FlowsLazyQueryHookResult = ReturnType<typeof useFlowsLazyQuery>;
export type FlowsSuspenseQueryHookResult = ReturnType<typeof useFlowsSuspenseQuery>;
export type FlowsQueryResult = ApolloReactCommon.QueryResult<FlowsQuery, FlowsQueryVariables>;
export const FlowDetailDocument = gql`
    query FlowDetail($id: ID!, $entriesPage: PageInput) {
  flow(id: $id) {
    ...FlowRow
    fields {
      ...FlowFieldRow
    }
    entries(page: $entriesPage) {
      items {
        ...FlowEntryRow
      }
      pageInfo {
        total
      }
    }
  }
}
    ${FlowRowFragmentDoc}
${FlowFieldRowFragmentDoc}
${FlowEntryRowFragmentDoc}`;

/**
 * __useFlowDetailQuery__
 *
 * To run a query within a React component, call `useFlowDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useFlowDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFlowDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *      entriesPage: // value for 'entriesPage'
 *   },
 * });
 */
export function useFlowDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<FlowDetailQuery, FlowDetailQueryVariables> & ({ variables: FlowDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FlowDetailQuery, FlowDetailQueryVariables>(FlowDetailDocument, options);
      }
export function useFlowDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FlowDetailQuery, FlowDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FlowDetailQuery, FlowDetailQueryVariables>(FlowDetailDocument, options);
        }
// @ts-ignore
export function useFlowDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FlowDetailQuery, FlowDetailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FlowDetailQuery, FlowDetailQueryVariables>;
export function useFlowDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FlowDetailQuery, FlowDetailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FlowDetailQuery | undefined, FlowDetailQueryVariables>;
export function useFlowDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FlowDetailQuery, FlowDetailQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<FlowDetailQuery, FlowDetailQueryVariables>(FlowDetailDocument, options);
        }
export type FlowDetailQueryHookResult = ReturnType<typeof useFlowDetailQuery>;
export type FlowDetailLazyQueryHookResult = ReturnType<typeof useFlowDetailLazyQuery>;
export type FlowDetailSuspenseQueryHookResult = ReturnType<typeof useFlowDetailSuspenseQuery>;
export type FlowDetailQueryResult = ApolloReactCommon.QueryResult<FlowDetailQuery, FlowDetailQueryVariables>;
export const CreateFlowDocument = gql`
    mutation CreateFlow($input: FlowCreateInput!) {
  createFlow(input: $input) {
    flow {
      ...FlowRow
    }
    userErrors {
      ...FlowUserErrors
    }
  }
}
    ${FlowRowFragmentDoc}
${FlowUserErrorsFragmentDoc}`;
export type CreateFlowMutationFn = ApolloReactCommon.MutationFunction<CreateFlowMutation, CreateFlowMutationVariables>;

/**
 * __useCreateFlowMutation__
 *
 * To run a mutation, you first call `useCreateFlowMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateFlowMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createFlowMutation, { data, loading, error }] = useCreateFlowMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateFlowMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateFlowMutation, CreateFlowMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateFlowMutation, CreateFlowMutationVariables>(CreateFlowDocument, options);
      }
export type CreateFlowMutationHookResult = ReturnType<typeof useCreateFlowMutation>;
export type CreateFlowMutationResult = ApolloReactCommon.MutationResult<CreateFlowMutation>;
export type CreateFlowMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateFlowMutation, CreateFlowMutationVariables>;
export const UpdateFlowDocument = gql`
    mutation UpdateFlow($id: ID!, $input: FlowUpdateInput!) {
  updateFlow(id: $id, input: $input) {
    flow {
      ...FlowRow
    }
    userErrors {
      ...FlowUserErrors
    }
  }
}
    ${FlowRowFragmentDoc}
${FlowUserErrorsFragmentDoc}`;
export type UpdateFlowMutationFn = ApolloReactCommon.MutationFunction<UpdateFlowMutation, UpdateFlowMutationVariables>;

/**
 * __useUpdateFlowMutation__
 *
 * To run a mutation, you first call `useUpdateFlowMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateFlowMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateFlowMutation, { data, loading, error }] = useUpdateFlowMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateFlowMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateFlowMutation, UpdateFlowMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateFlowMutation, UpdateFlowMutationVariables>(UpdateFlowDocument, options);
      }
export type UpdateFlowMutationHookResult = ReturnType<typeof useUpdateFlowMutation>;
export type UpdateFlowMutationResult = ApolloReactCommon.MutationResult<UpdateFlowMutation>;
export type UpdateFlowMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateFlowMutation, UpdateFlowMutationVariables>;
export const DeleteFlowDocument = gql`
    mutation DeleteFlow($id: ID!) {
  deleteFlow(id: $id) {
    deletedId
    userErrors {
      ...FlowUserErrors
    }
  }
}
    ${FlowUserErrorsFragmentDoc}`;
export type DeleteFlowMutationFn = ApolloReactCommon.MutationFunction<DeleteFlowMutation, DeleteFlowMutationVariables>;

/**
 * __useDeleteFlowMutation__
 *
 * To run a mutation, you first call `useDeleteFlowMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteFlowMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteFlowMutation, { data, loading, error }] = useDeleteFlowMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteFlowMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteFlowMutation, DeleteFlowMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteFlowMutation, DeleteFlowMutationVariables>(DeleteFlowDocument, options);
      }
export type DeleteFlowMutationHookResult = ReturnType<typeof useDeleteFlowMutation>;
export type DeleteFlowMutationResult = ApolloReactCommon.MutationResult<DeleteFlowMutation>;
export type DeleteFlowMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteFlowMutation, DeleteFlowMutationVariables>;
export const CreateFlowFieldDocument = gql`
    mutation CreateFlowField($input: FlowFieldCreateInput!) {
  createFlowField(input: $input) {
    field {
      ...FlowFieldRow
    }
    userErrors {
      ...FlowUserErrors
    }
  }
}
    ${FlowFieldRowFragmentDoc}
${FlowUserErrorsFragmentDoc}`;
export type CreateFlowFieldMutationFn = ApolloReactCommon.MutationFunction<CreateFlowFieldMutation, CreateFlowFieldMutationVariables>;

/**
 * __useCreateFlowFieldMutation__
 *
 * To run a mutation, you first call `useCreateFlowFieldMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateFlowFieldMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createFlowFieldMutation, { data, loading, error }] = useCreateFlowFieldMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateFlowFieldMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateFlowFieldMutation, CreateFlowFieldMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateFlowFieldMutation, CreateFlowFieldMutationVariables>(CreateFlowFieldDocument, options);
      }
export type CreateFlowFieldMutationHookResult = ReturnType<typeof useCreateFlowFieldMutation>;
export type CreateFlowFieldMutationResult = ApolloReactCommon.MutationResult<CreateFlowFieldMutation>;
export type CreateFlowFieldMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateFlowFieldMutation, CreateFlowFieldMutationVariables>;
export const UpdateFlowFieldDocument = gql`
    mutation UpdateFlowField($id: ID!, $input: FlowFieldUpdateInput!) {
  updateFlowField(id: $id, input: $input) {
    field {
      ...FlowFieldRow
    }
    userErrors {
      ...FlowUserErrors
    }
  }
}
    ${FlowFieldRowFragmentDoc}
${FlowUserErrorsFragmentDoc}`;
export type UpdateFlowFieldMutationFn = ApolloReactCommon.MutationFunction<UpdateFlowFieldMutation, UpdateFlowFieldMutationVariables>;

/**
 * __useUpdateFlowFieldMutation__
 *
 * To run a mutation, you first call `useUpdateFlowFieldMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateFlowFieldMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateFlowFieldMutation, { data, loading, error }] = useUpdateFlowFieldMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateFlowFieldMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateFlowFieldMutation, UpdateFlowFieldMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateFlowFieldMutation, UpdateFlowFieldMutationVariables>(UpdateFlowFieldDocument, options);
      }
export type UpdateFlowFieldMutationHookResult = ReturnType<typeof useUpdateFlowFieldMutation>;
export type UpdateFlowFieldMutationResult = ApolloReactCommon.MutationResult<UpdateFlowFieldMutation>;
export type UpdateFlowFieldMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateFlowFieldMutation, UpdateFlowFieldMutationVariables>;
export const DeleteFlowFieldDocument = gql`
    mutation DeleteFlowField($id: ID!) {
  deleteFlowField(id: $id) {
    deletedId
    userErrors {
      ...FlowUserErrors
    }
  }
}
    ${FlowUserErrorsFragmentDoc}`;
export type DeleteFlowFieldMutationFn = ApolloReactCommon.MutationFunction<DeleteFlowFieldMutation, DeleteFlowFieldMutationVariables>;

/**
 * __useDeleteFlowFieldMutation__
 *
 * To run a mutation, you first call `useDeleteFlowFieldMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteFlowFieldMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteFlowFieldMutation, { data, loading, error }] = useDeleteFlowFieldMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteFlowFieldMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteFlowFieldMutation, DeleteFlowFieldMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteFlowFieldMutation, DeleteFlowFieldMutationVariables>(DeleteFlowFieldDocument, options);
      }
export type DeleteFlowFieldMutationHookResult = ReturnType<typeof useDeleteFlowFieldMutation>;
export type DeleteFlowFieldMutationResult = ApolloReactCommon.MutationResult<DeleteFlowFieldMutation>;
export type DeleteFlowFieldMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteFlowFieldMutation, DeleteFlowFieldMutationVariables>;
export const CreateFlowEntryDocument = gql`
    mutation CreateFlowEntry($flowSlug: String!, $values: JSON!) {
  createFlowEntry(flowSlug: $flowSlug, values: $values) {
    entry {
      ...FlowEntryRow
    }
    userErrors {
      ...FlowUserErrors
    }
  }
}
    ${FlowEntryRowFragmentDoc}
${FlowUserErrorsFragmentDoc}`;
export type CreateFlowEntryMutationFn = ApolloReactCommon.MutationFunction<CreateFlowEntryMutation, CreateFlowEntryMutationVariables>;

/**
 * __useCreateFlowEntryMutation__
 *
 * To run a mutation, you first call `useCreateFlowEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateFlowEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createFlowEntryMutation, { data, loading, error }] = useCreateFlowEntryMutation({
 *   variables: {
 *      flowSlug: // value for 'flowSlug'
 *      values: // value for 'values'
 *   },
 * });
 */
export function useCreateFlowEntryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateFlowEntryMutation, CreateFlowEntryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateFlowEntryMutation, CreateFlowEntryMutationVariables>(CreateFlowEntryDocument, options);
      }
export type CreateFlowEntryMutationHookResult = ReturnType<typeof useCreateFlowEntryMutation>;
export type CreateFlowEntryMutationResult = ApolloReactCommon.MutationResult<CreateFlowEntryMutation>;
export type CreateFlowEntryMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateFlowEntryMutation, CreateFlowEntryMutationVariables>;
export const UpdateFlowEntryDocument = gql`
    mutation UpdateFlowEntry($flowSlug: String!, $id: ID!, $values: JSON!) {
  updateFlowEntry(flowSlug: $flowSlug, id: $id, values: $values) {
    entry {
      ...FlowEntryRow
    }
    userErrors {
      ...FlowUserErrors
    }
  }
}
    ${FlowEntryRowFragmentDoc}
${FlowUserErrorsFragmentDoc}`;
export type UpdateFlowEntryMutationFn = ApolloReactCommon.MutationFunction<UpdateFlowEntryMutation, UpdateFlowEntryMutationVariables>;

/**
 * __useUpdateFlowEntryMutation__
 *
 * To run a mutation, you first call `useUpdateFlowEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateFlowEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateFlowEntryMutation, { data, loading, error }] = useUpdateFlowEntryMutation({
 *   variables: {
 *      flowSlug: // value for 'flowSlug'
 *      id: // value for 'id'
 *      values: // value for 'values'
 *   },
 * });
 */
export function useUpdateFlowEntryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateFlowEntryMutation, UpdateFlowEntryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateFlowEntryMutation, UpdateFlowEntryMutationVariables>(UpdateFlowEntryDocument, options);
      }
export type UpdateFlowEntryMutationHookResult = ReturnType<typeof useUpdateFlowEntryMutation>;
export type UpdateFlowEntryMutationResult = ApolloReactCommon.MutationResult<UpdateFlowEntryMutation>;
export type UpdateFlowEntryMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateFlowEntryMutation, UpdateFlowEntryMutationVariables>;
export const DeleteFlowEntryDocument = gql`
    mutation DeleteFlowEntry($flowSlug: String!, $id: ID!) {
  deleteFlowEntry(flowSlug: $flowSlug, id: $id) {
    deletedId
    userErrors {
      ...FlowUserErrors
    }
  }
}
    ${FlowUserErrorsFragmentDoc}`;
export type DeleteFlowEntryMutationFn = ApolloReactCommon.MutationFunction<DeleteFlowEntryMutation, DeleteFlowEntryMutationVariables>;

/**
 * __useDeleteFlowEntryMutation__
 *
 * To run a mutation, you first call `useDeleteFlowEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteFlowEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteFlowEntryMutation, { data, loading, error }] = useDeleteFlowEntryMutation({
 *   variables: {
 *      flowSlug: // value for 'flowSlug'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteFlowEntryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteFlowEntryMutation, DeleteFlowEntryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteFlowEntryMutation, DeleteFlowEntryMutationVariables>(DeleteFlowEntryDocument, options);
      }
export type DeleteFlowEntryMutationHookResult = ReturnType<typeof useDeleteFlowEntryMutation>;
export type DeleteFlowEntryMutationResult = ApolloReactCommon.MutationResult<DeleteFlowEntryMutation>;
export type DeleteFlowEntryMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteFlowEntryMutation, DeleteFlowEntryMutationVariables>;
export const SetFlowEntryRelationshipsDocument = gql`
    mutation SetFlowEntryRelationships($flowSlug: String!, $entryId: ID!, $fieldSlug: String!, $references: [FlowEntryReferenceInput!]!) {
  setFlowEntryRelationships(
    flowSlug: $flowSlug
    entryId: $entryId
    fieldSlug: $fieldSlug
    references: $references
  ) {
    references {
      ...FlowEntryReferenceFields
    }
    userErrors {
      ...FlowUserErrors
    }
  }
}
    ${FlowEntryReferenceFieldsFragmentDoc}
${FlowUserErrorsFragmentDoc}`;
export type SetFlowEntryRelationshipsMutationFn = ApolloReactCommon.MutationFunction<SetFlowEntryRelationshipsMutation, SetFlowEntryRelationshipsMutationVariables>;

/**
 * __useSetFlowEntryRelationshipsMutation__
 *
 * To run a mutation, you first call `useSetFlowEntryRelationshipsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetFlowEntryRelationshipsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setFlowEntryRelationshipsMutation, { data, loading, error }] = useSetFlowEntryRelationshipsMutation({
 *   variables: {
 *      flowSlug: // value for 'flowSlug'
 *      entryId: // value for 'entryId'
 *      fieldSlug: // value for 'fieldSlug'
 *      references: // value for 'references'
 *   },
 * });
 */
export function useSetFlowEntryRelationshipsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetFlowEntryRelationshipsMutation, SetFlowEntryRelationshipsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetFlowEntryRelationshipsMutation, SetFlowEntryRelationshipsMutationVariables>(SetFlowEntryRelationshipsDocument, options);
      }
export type SetFlowEntryRelationshipsMutationHookResult = ReturnType<typeof useSetFlowEntryRelationshipsMutation>;
export type SetFlowEntryRelationshipsMutationResult = ApolloReactCommon.MutationResult<SetFlowEntryRelationshipsMutation>;
export type SetFlowEntryRelationshipsMutationOptions = ApolloReactCommon.BaseMutationOptions<SetFlowEntryRelationshipsMutation, SetFlowEntryRelationshipsMutationVariables>;
export const RemoveFlowEntryRelationshipsDocument = gql`
    mutation RemoveFlowEntryRelationships($flowSlug: String!, $entryId: ID!, $fieldSlug: String!, $references: [FlowEntryReferenceInput!]!) {
  removeFlowEntryRelationships(
    flowSlug: $flowSlug
    entryId: $entryId
    fieldSlug: $fieldSlug
    references: $references
  ) {
    references {
      ...FlowEntryReferenceFields
    }
    userErrors {
      ...FlowUserErrors
    }
  }
}
    ${FlowEntryReferenceFieldsFragmentDoc}
${FlowUserErrorsFragmentDoc}`;
export type RemoveFlowEntryRelationshipsMutationFn = ApolloReactCommon.MutationFunction<RemoveFlowEntryRelationshipsMutation, RemoveFlowEntryRelationshipsMutationVariables>;

/**
 * __useRemoveFlowEntryRelationshipsMutation__
 *
 * To run a mutation, you first call `useRemoveFlowEntryRelationshipsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveFlowEntryRelationshipsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeFlowEntryRelationshipsMutation, { data, loading, error }] = useRemoveFlowEntryRelationshipsMutation({
 *   variables: {
 *      flowSlug: // value for 'flowSlug'
 *      entryId: // value for 'entryId'
 *      fieldSlug: // value for 'fieldSlug'
 *      references: // value for 'references'
 *   },
 * });
 */
export function useRemoveFlowEntryRelationshipsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveFlowEntryRelationshipsMutation, RemoveFlowEntryRelationshipsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveFlowEntryRelationshipsMutation, RemoveFlowEntryRelationshipsMutationVariables>(RemoveFlowEntryRelationshipsDocument, options);
      }
export type RemoveFlowEntryRelationshipsMutationHookResult = ReturnType<typeof useRemoveFlowEntryRelationshipsMutation>;
export type RemoveFlowEntryRelationshipsMutationResult = ApolloReactCommon.MutationResult<RemoveFlowEntryRelationshipsMutation>;
export type RemoveFlowEntryRelationshipsMutationOptions = ApolloReactCommon.BaseMutationOptions<RemoveFlowEntryRelationshipsMutation, RemoveFlowEntryRelationshipsMutationVariables>;
export const HierarchyListDocument = gql`
    query HierarchyList($filter: HierarchyFilter, $page: PageInput) {
  hierarchies(filter: $filter, page: $page) {
    items {
      ...HierarchyListItem
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
}
    ${HierarchyListItemFragmentDoc}`;

/**
 * __useHierarchyListQuery__
 *
 * To run a query within a React component, call `useHierarchyListQuery` and pass it any options that fit your needs.
 * When your component renders, `useHierarchyListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHierarchyListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useHierarchyListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<HierarchyListQuery, HierarchyListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<HierarchyListQuery, HierarchyListQueryVariables>(HierarchyListDocument, options);
      }
export function useHierarchyListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HierarchyListQuery, HierarchyListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<HierarchyListQuery, HierarchyListQueryVariables>(HierarchyListDocument, options);
        }
// @ts-ignore
export function useHierarchyListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HierarchyListQuery, HierarchyListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HierarchyListQuery, HierarchyListQueryVariables>;
export function useHierarchyListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HierarchyListQuery, HierarchyListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HierarchyListQuery | undefined, HierarchyListQueryVariables>;
export function useHierarchyListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HierarchyListQuery, HierarchyListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<HierarchyListQuery, HierarchyListQueryVariables>(HierarchyListDocument, options);
        }
export type HierarchyListQueryHookResult = ReturnType<typeof useHierarchyListQuery>;
export type HierarchyListLazyQueryHookResult = ReturnType<typeof useHierarchyListLazyQuery>;
export type HierarchyListSuspenseQueryHookResult = ReturnType<typeof useHierarchyListSuspenseQuery>;
export type HierarchyListQueryResult = ApolloReactCommon.QueryResult<HierarchyListQuery, HierarchyListQueryVariables>;
export const HierarchyTreeDocument = gql`
    query HierarchyTree($id: ID!) {
  hierarchy(id: $id) {
    ...HierarchyListItem
    nodes(page: {limit: 100}) {
      items {
        ...HierarchyTreeNode
      }
      pageInfo {
        total
      }
    }
  }
}
    ${HierarchyListItemFragmentDoc}
${HierarchyTreeNodeFragmentDoc}`;

/**
 * __useHierarchyTreeQuery__
 *
 * To run a query within a React component, call `useHierarchyTreeQuery` and pass it any options that fit your needs.
 * When your component renders, `useHierarchyTreeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHierarchyTreeQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useHierarchyTreeQuery(baseOptions: ApolloReactHooks.QueryHookOptions<HierarchyTreeQuery, HierarchyTreeQueryVariables> & ({ variables: HierarchyTreeQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<HierarchyTreeQuery, HierarchyTreeQueryVariables>(HierarchyTreeDocument, options);
      }
export function useHierarchyTreeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HierarchyTreeQuery, HierarchyTreeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<HierarchyTreeQuery, HierarchyTreeQueryVariables>(HierarchyTreeDocument, options);
        }
// @ts-ignore
export function useHierarchyTreeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HierarchyTreeQuery, HierarchyTreeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HierarchyTreeQuery, HierarchyTreeQueryVariables>;
export function useHierarchyTreeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HierarchyTreeQuery, HierarchyTreeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HierarchyTreeQuery | undefined, HierarchyTreeQueryVariables>;
export function useHierarchyTreeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HierarchyTreeQuery, HierarchyTreeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<HierarchyTreeQuery, HierarchyTreeQueryVariables>(HierarchyTreeDocument, options);
        }
export type HierarchyTreeQueryHookResult = ReturnType<typeof useHierarchyTreeQuery>;
export type HierarchyTreeLazyQueryHookResult = ReturnType<typeof useHierarchyTreeLazyQuery>;
export type HierarchyTreeSuspenseQueryHookResult = ReturnType<typeof useHierarchyTreeSuspenseQuery>;
export type HierarchyTreeQueryResult = ApolloReactCommon.QueryResult<HierarchyTreeQuery, HierarchyTreeQueryVariables>;
export const HierarchyNodeProductsDocument = gql`
    query HierarchyNodeProducts($id: ID!, $page: PageInput) {
  hierarchyNode(id: $id) {
    id
    products(page: $page) {
      items {
        ...NodeProduct
      }
      pageInfo {
        limit
        offset
        total
        hasNextPage
      }
    }
  }
}
    ${NodeProductFragmentDoc}`;

/**
 * __useHierarchyNodeProductsQuery__
 *
 * To run a query within a React component, call `useHierarchyNodeProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useHierarchyNodeProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHierarchyNodeProductsQuery({
 *   variables: {
 *      id: // value for 'id'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useHierarchyNodeProductsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<HierarchyNodeProductsQuery, HierarchyNodeProductsQueryVariables> & ({ variables: HierarchyNodeProductsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<HierarchyNodeProductsQuery, HierarchyNodeProductsQueryVariables>(HierarchyNodeProductsDocument, options);
      }
export function useHierarchyNodeProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HierarchyNodeProductsQuery, HierarchyNodeProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<HierarchyNodeProductsQuery, HierarchyNodeProductsQueryVariables>(HierarchyNodeProductsDocument, options);
        }
// @ts-ignore
export function useHierarchyNodeProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HierarchyNodeProductsQuery, HierarchyNodeProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HierarchyNodeProductsQuery, HierarchyNodeProductsQueryVariables>;
export function useHierarchyNodeProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HierarchyNodeProductsQuery, HierarchyNodeProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HierarchyNodeProductsQuery | undefined, HierarchyNodeProductsQueryVariables>;
export function useHierarchyNodeProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HierarchyNodeProductsQuery, HierarchyNodeProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<HierarchyNodeProductsQuery, HierarchyNodeProductsQueryVariables>(HierarchyNodeProductsDocument, options);
        }
export type HierarchyNodeProductsQueryHookResult = ReturnType<typeof useHierarchyNodeProductsQuery>;
export type HierarchyNodeProductsLazyQueryHookResult = ReturnType<typeof useHierarchyNodeProductsLazyQuery>;
export type HierarchyNodeProductsSuspenseQueryHookResult = ReturnType<typeof useHierarchyNodeProductsSuspenseQuery>;
export type HierarchyNodeProductsQueryResult = ApolloReactCommon.QueryResult<HierarchyNodeProductsQuery, HierarchyNodeProductsQueryVariables>;
export const ProductsBySkuDocument = gql`
    query ProductsBySku($sku: String!) {
  products(filter: {sku: {like: $sku}}, page: {limit: 10}) {
    items {
      ...NodeProduct
    }
  }
}
    ${NodeProductFragmentDoc}`;

/**
 * __useProductsBySkuQuery__
 *
 * To run a query within a React component, call `useProductsBySkuQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductsBySkuQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductsBySkuQuery({
 *   variables: {
 *      sku: // value for 'sku'
 *   },
 * });
 */
export function useProductsBySkuQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductsBySkuQuery, ProductsBySkuQueryVariables> & ({ variables: ProductsBySkuQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductsBySkuQuery, ProductsBySkuQueryVariables>(ProductsBySkuDocument, options);
      }
export function useProductsBySkuLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductsBySkuQuery, ProductsBySkuQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductsBySkuQuery, ProductsBySkuQueryVariables>(ProductsBySkuDocument, options);
        }
// @ts-ignore
export function useProductsBySkuSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductsBySkuQuery, ProductsBySkuQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductsBySkuQuery, ProductsBySkuQueryVariables>;
export function useProductsBySkuSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductsBySkuQuery, ProductsBySkuQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductsBySkuQuery | undefined, ProductsBySkuQueryVariables>;
export function useProductsBySkuSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductsBySkuQuery, ProductsBySkuQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductsBySkuQuery, ProductsBySkuQueryVariables>(ProductsBySkuDocument, options);
        }
export type ProductsBySkuQueryHookResult = ReturnType<typeof useProductsBySkuQuery>;
export type ProductsBySkuLazyQueryHookResult = ReturnType<typeof useProductsBySkuLazyQuery>;
export type ProductsBySkuSuspenseQueryHookResult = ReturnType<typeof useProductsBySkuSuspenseQuery>;
export type ProductsBySkuQueryResult = ApolloReactCommon.QueryResult<ProductsBySkuQuery, ProductsBySkuQueryVariables>;
export const CreateHierarchyDocument = gql`
    mutation CreateHierarchy($input: HierarchyCreateInput!) {
  createHierarchy(input: $input) {
    hierarchy {
      ...HierarchyListItem
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${HierarchyListItemFragmentDoc}`;
export type CreateHierarchyMutationFn = ApolloReactCommon.MutationFunction<CreateHierarchyMutation, CreateHierarchyMutationVariables>;

/**
 * __useCreateHierarchyMutation__
 *
 * To run a mutation, you first call `useCreateHierarchyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateHierarchyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createHierarchyMutation, { data, loading, error }] = useCreateHierarchyMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateHierarchyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateHierarchyMutation, CreateHierarchyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateHierarchyMutation, CreateHierarchyMutationVariables>(CreateHierarchyDocument, options);
      }
export type CreateHierarchyMutationHookResult = ReturnType<typeof useCreateHierarchyMutation>;
export type CreateHierarchyMutationResult = ApolloReactCommon.MutationResult<CreateHierarchyMutation>;
export type CreateHierarchyMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateHierarchyMutation, CreateHierarchyMutationVariables>;
export const UpdateHierarchyDocument = gql`
    mutation UpdateHierarchy($id: ID!, $input: HierarchyUpdateInput!) {
  updateHierarchy(id: $id, input: $input) {
    hierarchy {
      ...HierarchyListItem
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${HierarchyListItemFragmentDoc}`;
export type UpdateHierarchyMutationFn = ApolloReactCommon.MutationFunction<UpdateHierarchyMutation, UpdateHierarchyMutationVariables>;

/**
 * __useUpdateHierarchyMutation__
 *
 * To run a mutation, you first call `useUpdateHierarchyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateHierarchyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateHierarchyMutation, { data, loading, error }] = useUpdateHierarchyMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateHierarchyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateHierarchyMutation, UpdateHierarchyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateHierarchyMutation, UpdateHierarchyMutationVariables>(UpdateHierarchyDocument, options);
      }
export type UpdateHierarchyMutationHookResult = ReturnType<typeof useUpdateHierarchyMutation>;
export type UpdateHierarchyMutationResult = ApolloReactCommon.MutationResult<UpdateHierarchyMutation>;
export type UpdateHierarchyMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateHierarchyMutation, UpdateHierarchyMutationVariables>;
export const DeleteHierarchyDocument = gql`
    mutation DeleteHierarchy($id: ID!) {
  deleteHierarchy(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteHierarchyMutationFn = ApolloReactCommon.MutationFunction<DeleteHierarchyMutation, DeleteHierarchyMutationVariables>;

/**
 * __useDeleteHierarchyMutation__
 *
 * To run a mutation, you first call `useDeleteHierarchyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteHierarchyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteHierarchyMutation, { data, loading, error }] = useDeleteHierarchyMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteHierarchyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteHierarchyMutation, DeleteHierarchyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteHierarchyMutation, DeleteHierarchyMutationVariables>(DeleteHierarchyDocument, options);
      }
export type DeleteHierarchyMutationHookResult = ReturnType<typeof useDeleteHierarchyMutation>;
export type DeleteHierarchyMutationResult = ApolloReactCommon.MutationResult<DeleteHierarchyMutation>;
export type DeleteHierarchyMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteHierarchyMutation, DeleteHierarchyMutationVariables>;
export const CreateHierarchyNodeDocument = gql`
    mutation CreateHierarchyNode($hierarchyId: ID!, $input: HierarchyNodeCreateInput!) {
  createHierarchyNode(hierarchyId: $hierarchyId, input: $input) {
    node {
      ...HierarchyTreeNode
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${HierarchyTreeNodeFragmentDoc}`;
export type CreateHierarchyNodeMutationFn = ApolloReactCommon.MutationFunction<CreateHierarchyNodeMutation, CreateHierarchyNodeMutationVariables>;

/**
 * __useCreateHierarchyNodeMutation__
 *
 * To run a mutation, you first call `useCreateHierarchyNodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateHierarchyNodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createHierarchyNodeMutation, { data, loading, error }] = useCreateHierarchyNodeMutation({
 *   variables: {
 *      hierarchyId: // value for 'hierarchyId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateHierarchyNodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateHierarchyNodeMutation, CreateHierarchyNodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateHierarchyNodeMutation, CreateHierarchyNodeMutationVariables>(CreateHierarchyNodeDocument, options);
      }
export type CreateHierarchyNodeMutationHookResult = ReturnType<typeof useCreateHierarchyNodeMutation>;
export type CreateHierarchyNodeMutationResult = ApolloReactCommon.MutationResult<CreateHierarchyNodeMutation>;
export type CreateHierarchyNodeMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateHierarchyNodeMutation, CreateHierarchyNodeMutationVariables>;
export const UpdateHierarchyNodeDocument = gql`
    mutation UpdateHierarchyNode($hierarchyId: ID!, $id: ID!, $input: HierarchyNodeUpdateInput!) {
  updateHierarchyNode(hierarchyId: $hierarchyId, id: $id, input: $input) {
    node {
      ...HierarchyTreeNode
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${HierarchyTreeNodeFragmentDoc}`;
export type UpdateHierarchyNodeMutationFn = ApolloReactCommon.MutationFunction<UpdateHierarchyNodeMutation, UpdateHierarchyNodeMutationVariables>;

/**
 * __useUpdateHierarchyNodeMutation__
 *
 * To run a mutation, you first call `useUpdateHierarchyNodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateHierarchyNodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateHierarchyNodeMutation, { data, loading, error }] = useUpdateHierarchyNodeMutation({
 *   variables: {
 *      hierarchyId: // value for 'hierarchyId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateHierarchyNodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateHierarchyNodeMutation, UpdateHierarchyNodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateHierarchyNodeMutation, UpdateHierarchyNodeMutationVariables>(UpdateHierarchyNodeDocument, options);
      }
export type UpdateHierarchyNodeMutationHookResult = ReturnType<typeof useUpdateHierarchyNodeMutation>;
export type UpdateHierarchyNodeMutationResult = ApolloReactCommon.MutationResult<UpdateHierarchyNodeMutation>;
export type UpdateHierarchyNodeMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateHierarchyNodeMutation, UpdateHierarchyNodeMutationVariables>;
export const DeleteHierarchyNodeDocument = gql`
    mutation DeleteHierarchyNode($hierarchyId: ID!, $id: ID!) {
  deleteHierarchyNode(hierarchyId: $hierarchyId, id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteHierarchyNodeMutationFn = ApolloReactCommon.MutationFunction<DeleteHierarchyNodeMutation, DeleteHierarchyNodeMutationVariables>;

/**
 * __useDeleteHierarchyNodeMutation__
 *
 * To run a mutation, you first call `useDeleteHierarchyNodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteHierarchyNodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteHierarchyNodeMutation, { data, loading, error }] = useDeleteHierarchyNodeMutation({
 *   variables: {
 *      hierarchyId: // value for 'hierarchyId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteHierarchyNodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteHierarchyNodeMutation, DeleteHierarchyNodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteHierarchyNodeMutation, DeleteHierarchyNodeMutationVariables>(DeleteHierarchyNodeDocument, options);
      }
export type DeleteHierarchyNodeMutationHookResult = ReturnType<typeof useDeleteHierarchyNodeMutation>;
export type DeleteHierarchyNodeMutationResult = ApolloReactCommon.MutationResult<DeleteHierarchyNodeMutation>;
export type DeleteHierarchyNodeMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteHierarchyNodeMutation, DeleteHierarchyNodeMutationVariables>;
export const MoveHierarchyNodeDocument = gql`
    mutation MoveHierarchyNode($hierarchyId: ID!, $id: ID!, $parentId: ID) {
  moveHierarchyNode(hierarchyId: $hierarchyId, id: $id, parentId: $parentId) {
    node {
      ...HierarchyTreeNode
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${HierarchyTreeNodeFragmentDoc}`;
export type MoveHierarchyNodeMutationFn = ApolloReactCommon.MutationFunction<MoveHierarchyNodeMutation, MoveHierarchyNodeMutationVariables>;

/**
 * __useMoveHierarchyNodeMutation__
 *
 * To run a mutation, you first call `useMoveHierarchyNodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveHierarchyNodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveHierarchyNodeMutation, { data, loading, error }] = useMoveHierarchyNodeMutation({
 *   variables: {
 *      hierarchyId: // value for 'hierarchyId'
 *      id: // value for 'id'
 *      parentId: // value for 'parentId'
 *   },
 * });
 */
export function useMoveHierarchyNodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MoveHierarchyNodeMutation, MoveHierarchyNodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MoveHierarchyNodeMutation, MoveHierarchyNodeMutationVariables>(MoveHierarchyNodeDocument, options);
      }
export type MoveHierarchyNodeMutationHookResult = ReturnType<typeof useMoveHierarchyNodeMutation>;
export type MoveHierarchyNodeMutationResult = ApolloReactCommon.MutationResult<MoveHierarchyNodeMutation>;
export type MoveHierarchyNodeMutationOptions = ApolloReactCommon.BaseMutationOptions<MoveHierarchyNodeMutation, MoveHierarchyNodeMutationVariables>;
export const SortHierarchyNodeChildrenDocument = gql`
    mutation SortHierarchyNodeChildren($hierarchyId: ID!, $parentId: ID, $childIds: [ID!]!) {
  sortHierarchyNodeChildren(
    hierarchyId: $hierarchyId
    parentId: $parentId
    childIds: $childIds
  ) {
    children {
      ...HierarchyTreeNode
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${HierarchyTreeNodeFragmentDoc}`;
export type SortHierarchyNodeChildrenMutationFn = ApolloReactCommon.MutationFunction<SortHierarchyNodeChildrenMutation, SortHierarchyNodeChildrenMutationVariables>;

/**
 * __useSortHierarchyNodeChildrenMutation__
 *
 * To run a mutation, you first call `useSortHierarchyNodeChildrenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSortHierarchyNodeChildrenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sortHierarchyNodeChildrenMutation, { data, loading, error }] = useSortHierarchyNodeChildrenMutation({
 *   variables: {
 *      hierarchyId: // value for 'hierarchyId'
 *      parentId: // value for 'parentId'
 *      childIds: // value for 'childIds'
 *   },
 * });
 */
export function useSortHierarchyNodeChildrenMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SortHierarchyNodeChildrenMutation, SortHierarchyNodeChildrenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SortHierarchyNodeChildrenMutation, SortHierarchyNodeChildrenMutationVariables>(SortHierarchyNodeChildrenDocument, options);
      }
export type SortHierarchyNodeChildrenMutationHookResult = ReturnType<typeof useSortHierarchyNodeChildrenMutation>;
export type SortHierarchyNodeChildrenMutationResult = ApolloReactCommon.MutationResult<SortHierarchyNodeChildrenMutation>;
export type SortHierarchyNodeChildrenMutationOptions = ApolloReactCommon.BaseMutationOptions<SortHierarchyNodeChildrenMutation, SortHierarchyNodeChildrenMutationVariables>;
export const AttachProductsToHierarchyNodeDocument = gql`
    mutation AttachProductsToHierarchyNode($hierarchyId: ID!, $id: ID!, $productIds: [ID!]!) {
  attachProductsToHierarchyNode(
    hierarchyId: $hierarchyId
    id: $id
    productIds: $productIds
  ) {
    node {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type AttachProductsToHierarchyNodeMutationFn = ApolloReactCommon.MutationFunction<AttachProductsToHierarchyNodeMutation, AttachProductsToHierarchyNodeMutationVariables>;

/**
 * __useAttachProductsToHierarchyNodeMutation__
 *
 * To run a mutation, you first call `useAttachProductsToHierarchyNodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachProductsToHierarchyNodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachProductsToHierarchyNodeMutation, { data, loading, error }] = useAttachProductsToHierarchyNodeMutation({
 *   variables: {
 *      hierarchyId: // value for 'hierarchyId'
 *      id: // value for 'id'
 *      productIds: // value for 'productIds'
 *   },
 * });
 */
export function useAttachProductsToHierarchyNodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AttachProductsToHierarchyNodeMutation, AttachProductsToHierarchyNodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AttachProductsToHierarchyNodeMutation, AttachProductsToHierarchyNodeMutationVariables>(AttachProductsToHierarchyNodeDocument, options);
      }
export type AttachProductsToHierarchyNodeMutationHookResult = ReturnType<typeof useAttachProductsToHierarchyNodeMutation>;
export type AttachProductsToHierarchyNodeMutationResult = ApolloReactCommon.MutationResult<AttachProductsToHierarchyNodeMutation>;
export type AttachProductsToHierarchyNodeMutationOptions = ApolloReactCommon.BaseMutationOptions<AttachProductsToHierarchyNodeMutation, AttachProductsToHierarchyNodeMutationVariables>;
export const DetachProductsFromHierarchyNodeDocument = gql`
    mutation DetachProductsFromHierarchyNode($hierarchyId: ID!, $id: ID!, $productIds: [ID!]!) {
  detachProductsFromHierarchyNode(
    hierarchyId: $hierarchyId
    id: $id
    productIds: $productIds
  ) {
    node {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DetachProductsFromHierarchyNodeMutationFn = ApolloReactCommon.MutationFunction<DetachProductsFromHierarchyNodeMutation, DetachProductsFromHierarchyNodeMutationVariables>;

/**
 * __useDetachProductsFromHierarchyNodeMutation__
 *
 * To run a mutation, you first call `useDetachProductsFromHierarchyNodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDetachProductsFromHierarchyNodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [detachProductsFromHierarchyNodeMutation, { data, loading, error }] = useDetachProductsFromHierarchyNodeMutation({
 *   variables: {
 *      hierarchyId: // value for 'hierarchyId'
 *      id: // value for 'id'
 *      productIds: // value for 'productIds'
 *   },
 * });
 */
export function useDetachProductsFromHierarchyNodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DetachProductsFromHierarchyNodeMutation, DetachProductsFromHierarchyNodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DetachProductsFromHierarchyNodeMutation, DetachProductsFromHierarchyNodeMutationVariables>(DetachProductsFromHierarchyNodeDocument, options);
      }
export type DetachProductsFromHierarchyNodeMutationHookResult = ReturnType<typeof useDetachProductsFromHierarchyNodeMutation>;
export type DetachProductsFromHierarchyNodeMutationResult = ApolloReactCommon.MutationResult<DetachProductsFromHierarchyNodeMutation>;
export type DetachProductsFromHierarchyNodeMutationOptions = ApolloReactCommon.BaseMutationOptions<DetachProductsFromHierarchyNodeMutation, DetachProductsFromHierarchyNodeMutationVariables>;
export const DuplicateHierarchyDocument = gql`
    mutation DuplicateHierarchy($id: ID!, $input: HierarchyDuplicateInput) {
  duplicateHierarchy(id: $id, input: $input) {
    job {
      ...JobProgressFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${JobProgressFieldsFragmentDoc}`;
export type DuplicateHierarchyMutationFn = ApolloReactCommon.MutationFunction<DuplicateHierarchyMutation, DuplicateHierarchyMutationVariables>;

/**
 * __useDuplicateHierarchyMutation__
 *
 * To run a mutation, you first call `useDuplicateHierarchyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDuplicateHierarchyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [duplicateHierarchyMutation, { data, loading, error }] = useDuplicateHierarchyMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useDuplicateHierarchyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DuplicateHierarchyMutation, DuplicateHierarchyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DuplicateHierarchyMutation, DuplicateHierarchyMutationVariables>(DuplicateHierarchyDocument, options);
      }
export type DuplicateHierarchyMutationHookResult = ReturnType<typeof useDuplicateHierarchyMutation>;
export type DuplicateHierarchyMutationResult = ApolloReactCommon.MutationResult<DuplicateHierarchyMutation>;
export type DuplicateHierarchyMutationOptions = ApolloReactCommon.BaseMutationOptions<DuplicateHierarchyMutation, DuplicateHierarchyMutationVariables>;
export const DuplicatedHierarchyDocument = gql`
    query DuplicatedHierarchy($jobId: ID!) {
  job(id: $jobId) {
    id
    hierarchyId
  }
}
    `;

/**
 * __useDuplicatedHierarchyQuery__
 *
 * To run a query within a React component, call `useDuplicatedHierarchyQuery` and pass it any options that fit your needs.
 * When your component renders, `useDuplicatedHierarchyQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDuplicatedHierarchyQuery({
 *   variables: {
 *      jobId: // value for 'jobId'
 *   },
 * });
 */
export function useDuplicatedHierarchyQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables> & ({ variables: DuplicatedHierarchyQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables>(DuplicatedHierarchyDocument, options);
      }
export function useDuplicatedHierarchyLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables>(DuplicatedHierarchyDocument, options);
        }
// @ts-ignore
export function useDuplicatedHierarchySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables>;
export function useDuplicatedHierarchySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DuplicatedHierarchyQuery | undefined, DuplicatedHierarchyQueryVariables>;
export function useDuplicatedHierarchySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables>(DuplicatedHierarchyDocument, options);
        }
export type DuplicatedHierarchyQueryHookResult = ReturnType<typeof useDuplicatedHierarchyQuery>;
export type DuplicatedHierarchyLazyQueryHookResult = ReturnType<typeof useDuplicatedHierarchyLazyQuery>;
export type DuplicatedHierarchySuspenseQueryHookResult = ReturnType<typeof useDuplicatedHierarchySuspenseQuery>;
export type DuplicatedHierarchyQueryResult = ApolloReactCommon.QueryResult<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables>;
export const LegacyBrandsDocument = gql`
    query LegacyBrands($page: PageInput) {
  brands(page: $page) {
    items {
      ...CatalogueBrandRow
    }
    pageInfo {
      total
    }
  }
}
    ${CatalogueBrandRowFragmentDoc}`;

/**
 * __useLegacyBrandsQuery__
 *
 * To run a query within a React component, call `useLegacyBrandsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyBrandsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyBrandsQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLegacyBrandsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LegacyBrandsQuery, LegacyBrandsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LegacyBrandsQuery, LegacyBrandsQueryVariables>(LegacyBrandsDocument, options);
      }
export function useLegacyBrandsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegacyBrandsQuery, LegacyBrandsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LegacyBrandsQuery, LegacyBrandsQueryVariables>(LegacyBrandsDocument, options);
        }
// @ts-ignore
export function useLegacyBrandsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LegacyBrandsQuery, LegacyBrandsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegacyBrandsQuery, LegacyBrandsQueryVariables>;
export function useLegacyBrandsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegacyBrandsQuery, LegacyBrandsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegacyBrandsQuery | undefined, LegacyBrandsQueryVariables>;
export function useLegacyBrandsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegacyBrandsQuery, LegacyBrandsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LegacyBrandsQuery, LegacyBrandsQueryVariables>(LegacyBrandsDocument, options);
        }
export type LegacyBrandsQueryHookResult = ReturnType<typeof useLegacyBrandsQuery>;
export type LegacyBrandsLazyQueryHookResult = ReturnType<typeof useLegacyBrandsLazyQuery>;
export type LegacyBrandsSuspenseQueryHookResult = ReturnType<typeof useLegacyBrandsSuspenseQuery>;
export type LegacyBrandsQueryResult = ApolloReactCommon.QueryResult<LegacyBrandsQuery, LegacyBrandsQueryVariables>;
export const LegacyCollectionsDocument = gql`
    query LegacyCollections($page: PageInput) {
  collections(page: $page) {
    items {
      ...CatalogueCollectionRow
    }
    pageInfo {
      total
    }
  }
}
    ${CatalogueCollectionRowFragmentDoc}`;

/**
 * __useLegacyCollectionsQuery__
 *
 * To run a query within a React component, call `useLegacyCollectionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyCollectionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyCollectionsQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLegacyCollectionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>(LegacyCollectionsDocument, options);
      }
export function useLegacyCollectionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>(LegacyCollectionsDocument, options);
        }
// @ts-ignore
export function useLegacyCollectionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>;
export function useLegacyCollectionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegacyCollectionsQuery | undefined, LegacyCollectionsQueryVariables>;
export function useLegacyCollectionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>(LegacyCollectionsDocument, options);
        }
export type LegacyCollectionsQueryHookResult = ReturnType<typeof useLegacyCollectionsQuery>;
export type LegacyCollectionsLazyQueryHookResult = ReturnType<typeof useLegacyCollectionsLazyQuery>;
export type LegacyCollectionsSuspenseQueryHookResult = ReturnType<typeof useLegacyCollectionsSuspenseQuery>;
export type LegacyCollectionsQueryResult = ApolloReactCommon.QueryResult<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>;
export const LegacyCategoriesDocument = gql`
    query LegacyCategories($page: PageInput) {
  categories(page: $page) {
    items {
      ...CatalogueCategoryRow
    }
    pageInfo {
      total
    }
  }
  categoryTree {
    id
    name
    children {
      id
      name
      children {
        id
        name
        children {
          id
          name
        }
      }
    }
  }
}
    ${CatalogueCategoryRowFragmentDoc}`;

/**
 * __useLegacyCategoriesQuery__
 *
 * To run a query within a React component, call `useLegacyCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyCategoriesQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLegacyCategoriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>(LegacyCategoriesDocument, options);
      }
export function useLegacyCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>(LegacyCategoriesDocument, options);
        }
// @ts-ignore
export function useLegacyCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>;
export function useLegacyCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegacyCategoriesQuery | undefined, LegacyCategoriesQueryVariables>;
export function useLegacyCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>(LegacyCategoriesDocument, options);
        }
export type LegacyCategoriesQueryHookResult = ReturnType<typeof useLegacyCategoriesQuery>;
export type LegacyCategoriesLazyQueryHookResult = ReturnType<typeof useLegacyCategoriesLazyQuery>;
export type LegacyCategoriesSuspenseQueryHookResult = ReturnType<typeof useLegacyCategoriesSuspenseQuery>;
export type LegacyCategoriesQueryResult = ApolloReactCommon.QueryResult<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>;
export const LegacyCurrenciesDocument = gql`
    query LegacyCurrencies($page: PageInput) {
  currencies(page: $page) {
    items {
      ...CatalogueCurrencyRow
    }
    pageInfo {
      total
    }
  }
}
    ${CatalogueCurrencyRowFragmentDoc}`;

/**
 * __useLegacyCurrenciesQuery__
 *
 * To run a query within a React component, call `useLegacyCurrenciesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyCurrenciesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyCurrenciesQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLegacyCurrenciesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>(LegacyCurrenciesDocument, options);
      }
export function useLegacyCurrenciesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>(LegacyCurrenciesDocument, options);
        }
// @ts-ignore
export function useLegacyCurrenciesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>;
export function useLegacyCurrenciesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegacyCurrenciesQuery | undefined, LegacyCurrenciesQueryVariables>;
export function useLegacyCurrenciesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>(LegacyCurrenciesDocument, options);
        }
export type LegacyCurrenciesQueryHookResult = ReturnType<typeof useLegacyCurrenciesQuery>;
export type LegacyCurrenciesLazyQueryHookResult = ReturnType<typeof useLegacyCurrenciesLazyQuery>;
export type LegacyCurrenciesSuspenseQueryHookResult = ReturnType<typeof useLegacyCurrenciesSuspenseQuery>;
export type LegacyCurrenciesQueryResult = ApolloReactCommon.QueryResult<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>;
export const CreateLegacyBrandDocument = gql`
    mutation CreateLegacyBrand($input: CatalogueEntryCreateInput!) {
  createBrand(input: $input) {
    brand {
      ...CatalogueBrandRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CatalogueBrandRowFragmentDoc}`;
export type CreateLegacyBrandMutationFn = ApolloReactCommon.MutationFunction<CreateLegacyBrandMutation, CreateLegacyBrandMutationVariables>;

/**
 * __useCreateLegacyBrandMutation__
 *
 * To run a mutation, you first call `useCreateLegacyBrandMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLegacyBrandMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLegacyBrandMutation, { data, loading, error }] = useCreateLegacyBrandMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLegacyBrandMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateLegacyBrandMutation, CreateLegacyBrandMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateLegacyBrandMutation, CreateLegacyBrandMutationVariables>(CreateLegacyBrandDocument, options);
      }
export type CreateLegacyBrandMutationHookResult = ReturnType<typeof useCreateLegacyBrandMutation>;
export type CreateLegacyBrandMutationResult = ApolloReactCommon.MutationResult<CreateLegacyBrandMutation>;
export type CreateLegacyBrandMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateLegacyBrandMutation, CreateLegacyBrandMutationVariables>;
export const UpdateLegacyBrandDocument = gql`
    mutation UpdateLegacyBrand($id: ID!, $input: CatalogueEntryUpdateInput!) {
  updateBrand(id: $id, input: $input) {
    brand {
      ...CatalogueBrandRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CatalogueBrandRowFragmentDoc}`;
export type UpdateLegacyBrandMutationFn = ApolloReactCommon.MutationFunction<UpdateLegacyBrandMutation, UpdateLegacyBrandMutationVariables>;

/**
 * __useUpdateLegacyBrandMutation__
 *
 * To run a mutation, you first call `useUpdateLegacyBrandMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLegacyBrandMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLegacyBrandMutation, { data, loading, error }] = useUpdateLegacyBrandMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLegacyBrandMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateLegacyBrandMutation, UpdateLegacyBrandMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateLegacyBrandMutation, UpdateLegacyBrandMutationVariables>(UpdateLegacyBrandDocument, options);
      }
export type UpdateLegacyBrandMutationHookResult = ReturnType<typeof useUpdateLegacyBrandMutation>;
export type UpdateLegacyBrandMutationResult = ApolloReactCommon.MutationResult<UpdateLegacyBrandMutation>;
export type UpdateLegacyBrandMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateLegacyBrandMutation, UpdateLegacyBrandMutationVariables>;
export const DeleteLegacyBrandDocument = gql`
    mutation DeleteLegacyBrand($id: ID!) {
  deleteBrand(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteLegacyBrandMutationFn = ApolloReactCommon.MutationFunction<DeleteLegacyBrandMutation, DeleteLegacyBrandMutationVariables>;

/**
 * __useDeleteLegacyBrandMutation__
 *
 * To run a mutation, you first call `useDeleteLegacyBrandMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLegacyBrandMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLegacyBrandMutation, { data, loading, error }] = useDeleteLegacyBrandMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteLegacyBrandMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteLegacyBrandMutation, DeleteLegacyBrandMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteLegacyBrandMutation, DeleteLegacyBrandMutationVariables>(DeleteLegacyBrandDocument, options);
      }
export type DeleteLegacyBrandMutationHookResult = ReturnType<typeof useDeleteLegacyBrandMutation>;
export type DeleteLegacyBrandMutationResult = ApolloReactCommon.MutationResult<DeleteLegacyBrandMutation>;
export type DeleteLegacyBrandMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteLegacyBrandMutation, DeleteLegacyBrandMutationVariables>;
export const CreateLegacyCollectionDocument = gql`
    mutation CreateLegacyCollection($input: CatalogueEntryCreateInput!) {
  createCollection(input: $input) {
    collection {
      ...CatalogueCollectionRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CatalogueCollectionRowFragmentDoc}`;
export type CreateLegacyCollectionMutationFn = ApolloReactCommon.MutationFunction<CreateLegacyCollectionMutation, CreateLegacyCollectionMutationVariables>;

/**
 * __useCreateLegacyCollectionMutation__
 *
 * To run a mutation, you first call `useCreateLegacyCollectionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLegacyCollectionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLegacyCollectionMutation, { data, loading, error }] = useCreateLegacyCollectionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLegacyCollectionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateLegacyCollectionMutation, CreateLegacyCollectionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateLegacyCollectionMutation, CreateLegacyCollectionMutationVariables>(CreateLegacyCollectionDocument, options);
      }
export type CreateLegacyCollectionMutationHookResult = ReturnType<typeof useCreateLegacyCollectionMutation>;
export type CreateLegacyCollectionMutationResult = ApolloReactCommon.MutationResult<CreateLegacyCollectionMutation>;
export type CreateLegacyCollectionMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateLegacyCollectionMutation, CreateLegacyCollectionMutationVariables>;
export const UpdateLegacyCollectionDocument = gql`
    mutation UpdateLegacyCollection($id: ID!, $input: CatalogueEntryUpdateInput!) {
  updateCollection(id: $id, input: $input) {
    collection {
      ...CatalogueCollectionRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CatalogueCollectionRowFragmentDoc}`;
export type UpdateLegacyCollectionMutationFn = ApolloReactCommon.MutationFunction<UpdateLegacyCollectionMutation, UpdateLegacyCollectionMutationVariables>;

/**
 * __useUpdateLegacyCollectionMutation__
 *
 * To run a mutation, you first call `useUpdateLegacyCollectionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLegacyCollectionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLegacyCollectionMutation, { data, loading, error }] = useUpdateLegacyCollectionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLegacyCollectionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateLegacyCollectionMutation, UpdateLegacyCollectionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateLegacyCollectionMutation, UpdateLegacyCollectionMutationVariables>(UpdateLegacyCollectionDocument, options);
      }
export type UpdateLegacyCollectionMutationHookResult = ReturnType<typeof useUpdateLegacyCollectionMutation>;
export type UpdateLegacyCollectionMutationResult = ApolloReactCommon.MutationResult<UpdateLegacyCollectionMutation>;
export type UpdateLegacyCollectionMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateLegacyCollectionMutation, UpdateLegacyCollectionMutationVariables>;
export const DeleteLegacyCollectionDocument = gql`
    mutation DeleteLegacyCollection($id: ID!) {
  deleteCollection(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteLegacyCollectionMutationFn = ApolloReactCommon.MutationFunction<DeleteLegacyCollectionMutation, DeleteLegacyCollectionMutationVariables>;

/**
 * __useDeleteLegacyCollectionMutation__
 *
 * To run a mutation, you first call `useDeleteLegacyCollectionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLegacyCollectionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLegacyCollectionMutation, { data, loading, error }] = useDeleteLegacyCollectionMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteLegacyCollectionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteLegacyCollectionMutation, DeleteLegacyCollectionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteLegacyCollectionMutation, DeleteLegacyCollectionMutationVariables>(DeleteLegacyCollectionDocument, options);
      }
export type DeleteLegacyCollectionMutationHookResult = ReturnType<typeof useDeleteLegacyCollectionMutation>;
export type DeleteLegacyCollectionMutationResult = ApolloReactCommon.MutationResult<DeleteLegacyCollectionMutation>;
export type DeleteLegacyCollectionMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteLegacyCollectionMutation, DeleteLegacyCollectionMutationVariables>;
export const CreateLegacyCategoryDocument = gql`
    mutation CreateLegacyCategory($input: CategoryCreateInput!) {
  createCategory(input: $input) {
    category {
      ...CatalogueCategoryRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CatalogueCategoryRowFragmentDoc}`;
export type CreateLegacyCategoryMutationFn = ApolloReactCommon.MutationFunction<CreateLegacyCategoryMutation, CreateLegacyCategoryMutationVariables>;

/**
 * __useCreateLegacyCategoryMutation__
 *
 * To run a mutation, you first call `useCreateLegacyCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLegacyCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLegacyCategoryMutation, { data, loading, error }] = useCreateLegacyCategoryMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLegacyCategoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateLegacyCategoryMutation, CreateLegacyCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateLegacyCategoryMutation, CreateLegacyCategoryMutationVariables>(CreateLegacyCategoryDocument, options);
      }
export type CreateLegacyCategoryMutationHookResult = ReturnType<typeof useCreateLegacyCategoryMutation>;
export type CreateLegacyCategoryMutationResult = ApolloReactCommon.MutationResult<CreateLegacyCategoryMutation>;
export type CreateLegacyCategoryMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateLegacyCategoryMutation, CreateLegacyCategoryMutationVariables>;
export const UpdateLegacyCategoryDocument = gql`
    mutation UpdateLegacyCategory($id: ID!, $input: CategoryUpdateInput!) {
  updateCategory(id: $id, input: $input) {
    category {
      ...CatalogueCategoryRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CatalogueCategoryRowFragmentDoc}`;
export type UpdateLegacyCategoryMutationFn = ApolloReactCommon.MutationFunction<UpdateLegacyCategoryMutation, UpdateLegacyCategoryMutationVariables>;

/**
 * __useUpdateLegacyCategoryMutation__
 *
 * To run a mutation, you first call `useUpdateLegacyCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLegacyCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLegacyCategoryMutation, { data, loading, error }] = useUpdateLegacyCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLegacyCategoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateLegacyCategoryMutation, UpdateLegacyCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateLegacyCategoryMutation, UpdateLegacyCategoryMutationVariables>(UpdateLegacyCategoryDocument, options);
      }
export type UpdateLegacyCategoryMutationHookResult = ReturnType<typeof useUpdateLegacyCategoryMutation>;
export type UpdateLegacyCategoryMutationResult = ApolloReactCommon.MutationResult<UpdateLegacyCategoryMutation>;
export type UpdateLegacyCategoryMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateLegacyCategoryMutation, UpdateLegacyCategoryMutationVariables>;
export const DeleteLegacyCategoryDocument = gql`
    mutation DeleteLegacyCategory($id: ID!) {
  deleteCategory(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteLegacyCategoryMutationFn = ApolloReactCommon.MutationFunction<DeleteLegacyCategoryMutation, DeleteLegacyCategoryMutationVariables>;

/**
 * __useDeleteLegacyCategoryMutation__
 *
 * To run a mutation, you first call `useDeleteLegacyCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLegacyCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLegacyCategoryMutation, { data, loading, error }] = useDeleteLegacyCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteLegacyCategoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteLegacyCategoryMutation, DeleteLegacyCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteLegacyCategoryMutation, DeleteLegacyCategoryMutationVariables>(DeleteLegacyCategoryDocument, options);
      }
export type DeleteLegacyCategoryMutationHookResult = ReturnType<typeof useDeleteLegacyCategoryMutation>;
export type DeleteLegacyCategoryMutationResult = ApolloReactCommon.MutationResult<DeleteLegacyCategoryMutation>;
export type DeleteLegacyCategoryMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteLegacyCategoryMutation, DeleteLegacyCategoryMutationVariables>;
export const CreateLegacyCurrencyDocument = gql`
    mutation CreateLegacyCurrency($input: CurrencyCreateInput!) {
  createCurrency(input: $input) {
    currency {
      ...CatalogueCurrencyRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CatalogueCurrencyRowFragmentDoc}`;
export type CreateLegacyCurrencyMutationFn = ApolloReactCommon.MutationFunction<CreateLegacyCurrencyMutation, CreateLegacyCurrencyMutationVariables>;

/**
 * __useCreateLegacyCurrencyMutation__
 *
 * To run a mutation, you first call `useCreateLegacyCurrencyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLegacyCurrencyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLegacyCurrencyMutation, { data, loading, error }] = useCreateLegacyCurrencyMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLegacyCurrencyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateLegacyCurrencyMutation, CreateLegacyCurrencyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateLegacyCurrencyMutation, CreateLegacyCurrencyMutationVariables>(CreateLegacyCurrencyDocument, options);
      }
export type CreateLegacyCurrencyMutationHookResult = ReturnType<typeof useCreateLegacyCurrencyMutation>;
export type CreateLegacyCurrencyMutationResult = ApolloReactCommon.MutationResult<CreateLegacyCurrencyMutation>;
export type CreateLegacyCurrencyMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateLegacyCurrencyMutation, CreateLegacyCurrencyMutationVariables>;
export const UpdateLegacyCurrencyDocument = gql`
    mutation UpdateLegacyCurrency($id: ID!, $input: CurrencyUpdateInput!) {
  updateCurrency(id: $id, input: $input) {
    currency {
      ...CatalogueCurrencyRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CatalogueCurrencyRowFragmentDoc}`;
export type UpdateLegacyCurrencyMutationFn = ApolloReactCommon.MutationFunction<UpdateLegacyCurrencyMutation, UpdateLegacyCurrencyMutationVariables>;

/**
 * __useUpdateLegacyCurrencyMutation__
 *
 * To run a mutation, you first call `useUpdateLegacyCurrencyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLegacyCurrencyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLegacyCurrencyMutation, { data, loading, error }] = useUpdateLegacyCurrencyMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLegacyCurrencyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateLegacyCurrencyMutation, UpdateLegacyCurrencyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateLegacyCurrencyMutation, UpdateLegacyCurrencyMutationVariables>(UpdateLegacyCurrencyDocument, options);
      }
export type UpdateLegacyCurrencyMutationHookResult = ReturnType<typeof useUpdateLegacyCurrencyMutation>;
export type UpdateLegacyCurrencyMutationResult = ApolloReactCommon.MutationResult<UpdateLegacyCurrencyMutation>;
export type UpdateLegacyCurrencyMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateLegacyCurrencyMutation, UpdateLegacyCurrencyMutationVariables>;
export const DeleteLegacyCurrencyDocument = gql`
    mutation DeleteLegacyCurrency($id: ID!) {
  deleteCurrency(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteLegacyCurrencyMutationFn = ApolloReactCommon.MutationFunction<DeleteLegacyCurrencyMutation, DeleteLegacyCurrencyMutationVariables>;

/**
 * __useDeleteLegacyCurrencyMutation__
 *
 * To run a mutation, you first call `useDeleteLegacyCurrencyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLegacyCurrencyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLegacyCurrencyMutation, { data, loading, error }] = useDeleteLegacyCurrencyMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteLegacyCurrencyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteLegacyCurrencyMutation, DeleteLegacyCurrencyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteLegacyCurrencyMutation, DeleteLegacyCurrencyMutationVariables>(DeleteLegacyCurrencyDocument, options);
      }
export type DeleteLegacyCurrencyMutationHookResult = ReturnType<typeof useDeleteLegacyCurrencyMutation>;
export type DeleteLegacyCurrencyMutationResult = ApolloReactCommon.MutationResult<DeleteLegacyCurrencyMutation>;
export type DeleteLegacyCurrencyMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteLegacyCurrencyMutation, DeleteLegacyCurrencyMutationVariables>;
export const ImportPriceBooksDocument = gql`
    mutation ImportPriceBooks($jsonl: String!) {
  importPriceBooks(jsonl: $jsonl) {
    job {
      ...JobProgressFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${JobProgressFieldsFragmentDoc}`;
export type ImportPriceBooksMutationFn = ApolloReactCommon.MutationFunction<ImportPriceBooksMutation, ImportPriceBooksMutationVariables>;

/**
 * __useImportPriceBooksMutation__
 *
 * To run a mutation, you first call `useImportPriceBooksMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useImportPriceBooksMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [importPriceBooksMutation, { data, loading, error }] = useImportPriceBooksMutation({
 *   variables: {
 *      jsonl: // value for 'jsonl'
 *   },
 * });
 */
export function useImportPriceBooksMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ImportPriceBooksMutation, ImportPriceBooksMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ImportPriceBooksMutation, ImportPriceBooksMutationVariables>(ImportPriceBooksDocument, options);
      }
export type ImportPriceBooksMutationHookResult = ReturnType<typeof useImportPriceBooksMutation>;
export type ImportPriceBooksMutationResult = ApolloReactCommon.MutationResult<ImportPriceBooksMutation>;
export type ImportPriceBooksMutationOptions = ApolloReactCommon.BaseMutationOptions<ImportPriceBooksMutation, ImportPriceBooksMutationVariables>;
export const PriceBookListDocument = gql`
    query PriceBookList($filter: PriceBookFilter, $page: PageInput) {
  priceBooks(filter: $filter, page: $page) {
    items {
      ...PriceBookListItem
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
}
    ${PriceBookListItemFragmentDoc}`;

/**
 * __usePriceBookListQuery__
 *
 * To run a query within a React component, call `usePriceBookListQuery` and pass it any options that fit your needs.
 * When your component renders, `usePriceBookListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePriceBookListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function usePriceBookListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PriceBookListQuery, PriceBookListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PriceBookListQuery, PriceBookListQueryVariables>(PriceBookListDocument, options);
      }
export function usePriceBookListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PriceBookListQuery, PriceBookListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PriceBookListQuery, PriceBookListQueryVariables>(PriceBookListDocument, options);
        }
// @ts-ignore
export function usePriceBookListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PriceBookListQuery, PriceBookListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PriceBookListQuery, PriceBookListQueryVariables>;
export function usePriceBookListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookListQuery, PriceBookListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PriceBookListQuery | undefined, PriceBookListQueryVariables>;
export function usePriceBookListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookListQuery, PriceBookListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PriceBookListQuery, PriceBookListQueryVariables>(PriceBookListDocument, options);
        }
export type PriceBookListQueryHookResult = ReturnType<typeof usePriceBookListQuery>;
export type PriceBookListLazyQueryHookResult = ReturnType<typeof usePriceBookListLazyQuery>;
export type PriceBookListSuspenseQueryHookResult = ReturnType<typeof usePriceBookListSuspenseQuery>;
export type PriceBookListQueryResult = ApolloReactCommon.QueryResult<PriceBookListQuery, PriceBookListQueryVariables>;
export const PriceBookDetailsDocument = gql`
    query PriceBookDetails($id: ID!) {
  priceBook(id: $id) {
    ...PriceBookListItem
  }
}
    ${PriceBookListItemFragmentDoc}`;

/**
 * __usePriceBookDetailsQuery__
 *
 * To run a query within a React component, call `usePriceBookDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePriceBookDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePriceBookDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePriceBookDetailsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PriceBookDetailsQuery, PriceBookDetailsQueryVariables> & ({ variables: PriceBookDetailsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>(PriceBookDetailsDocument, options);
      }
export function usePriceBookDetailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>(PriceBookDetailsDocument, options);
        }
// @ts-ignore
export function usePriceBookDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>;
export function usePriceBookDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PriceBookDetailsQuery | undefined, PriceBookDetailsQueryVariables>;
export function usePriceBookDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>(PriceBookDetailsDocument, options);
        }
export type PriceBookDetailsQueryHookResult = ReturnType<typeof usePriceBookDetailsQuery>;
export type PriceBookDetailsLazyQueryHookResult = ReturnType<typeof usePriceBookDetailsLazyQuery>;
export type PriceBookDetailsSuspenseQueryHookResult = ReturnType<typeof usePriceBookDetailsSuspenseQuery>;
export type PriceBookDetailsQueryResult = ApolloReactCommon.QueryResult<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>;
export const PriceBookPricesDocument = gql`
    query PriceBookPrices($id: ID!, $filter: ProductPriceFilter, $page: PageInput) {
  priceBook(id: $id) {
    id
    prices(filter: $filter, page: $page) {
      items {
        ...ProductPriceRow
      }
      pageInfo {
        limit
        offset
        total
        hasNextPage
      }
    }
  }
}
    ${ProductPriceRowFragmentDoc}
${MoneyAmountFragmentDoc}`;

/**
 * __usePriceBookPricesQuery__
 *
 * To run a query within a React component, call `usePriceBookPricesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePriceBookPricesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePriceBookPricesQuery({
 *   variables: {
 *      id: // value for 'id'
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function usePriceBookPricesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PriceBookPricesQuery, PriceBookPricesQueryVariables> & ({ variables: PriceBookPricesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PriceBookPricesQuery, PriceBookPricesQueryVariables>(PriceBookPricesDocument, options);
      }
export function usePriceBookPricesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PriceBookPricesQuery, PriceBookPricesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PriceBookPricesQuery, PriceBookPricesQueryVariables>(PriceBookPricesDocument, options);
        }
// @ts-ignore
export function usePriceBookPricesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PriceBookPricesQuery, PriceBookPricesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PriceBookPricesQuery, PriceBookPricesQueryVariables>;
export function usePriceBookPricesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookPricesQuery, PriceBookPricesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PriceBookPricesQuery | undefined, PriceBookPricesQueryVariables>;
export function usePriceBookPricesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookPricesQuery, PriceBookPricesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PriceBookPricesQuery, PriceBookPricesQueryVariables>(PriceBookPricesDocument, options);
        }
export type PriceBookPricesQueryHookResult = ReturnType<typeof usePriceBookPricesQuery>;
export type PriceBookPricesLazyQueryHookResult = ReturnType<typeof usePriceBookPricesLazyQuery>;
export type PriceBookPricesSuspenseQueryHookResult = ReturnType<typeof usePriceBookPricesSuspenseQuery>;
export type PriceBookPricesQueryResult = ApolloReactCommon.QueryResult<PriceBookPricesQuery, PriceBookPricesQueryVariables>;
export const PriceBookModifiersDocument = gql`
    query PriceBookModifiers($id: ID!) {
  priceBook(id: $id) {
    id
    modifiers(page: {limit: 100}) {
      items {
        ...PriceModifierRow
      }
      pageInfo {
        total
      }
    }
  }
}
    ${PriceModifierRowFragmentDoc}
${MoneyAmountFragmentDoc}`;

/**
 * __usePriceBookModifiersQuery__
 *
 * To run a query within a React component, call `usePriceBookModifiersQuery` and pass it any options that fit your needs.
 * When your component renders, `usePriceBookModifiersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePriceBookModifiersQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePriceBookModifiersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PriceBookModifiersQuery, PriceBookModifiersQueryVariables> & ({ variables: PriceBookModifiersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PriceBookModifiersQuery, PriceBookModifiersQueryVariables>(PriceBookModifiersDocument, options);
      }
export function usePriceBookModifiersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PriceBookModifiersQuery, PriceBookModifiersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PriceBookModifiersQuery, PriceBookModifiersQueryVariables>(PriceBookModifiersDocument, options);
        }
// @ts-ignore
export function usePriceBookModifiersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PriceBookModifiersQuery, PriceBookModifiersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PriceBookModifiersQuery, PriceBookModifiersQueryVariables>;
export function usePriceBookModifiersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookModifiersQuery, PriceBookModifiersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PriceBookModifiersQuery | undefined, PriceBookModifiersQueryVariables>;
export function usePriceBookModifiersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookModifiersQuery, PriceBookModifiersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PriceBookModifiersQuery, PriceBookModifiersQueryVariables>(PriceBookModifiersDocument, options);
        }
export type PriceBookModifiersQueryHookResult = ReturnType<typeof usePriceBookModifiersQuery>;
export type PriceBookModifiersLazyQueryHookResult = ReturnType<typeof usePriceBookModifiersLazyQuery>;
export type PriceBookModifiersSuspenseQueryHookResult = ReturnType<typeof usePriceBookModifiersSuspenseQuery>;
export type PriceBookModifiersQueryResult = ApolloReactCommon.QueryResult<PriceBookModifiersQuery, PriceBookModifiersQueryVariables>;
export const ProductPricesInBooksDocument = gql`
    query ProductPricesInBooks($id: ID!) {
  product(id: $id) {
    id
    prices {
      ...ProductPriceRow
      priceBook {
        id
        name
      }
    }
  }
}
    ${ProductPriceRowFragmentDoc}
${MoneyAmountFragmentDoc}`;

/**
 * __useProductPricesInBooksQuery__
 *
 * To run a query within a React component, call `useProductPricesInBooksQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductPricesInBooksQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductPricesInBooksQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductPricesInBooksQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables> & ({ variables: ProductPricesInBooksQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables>(ProductPricesInBooksDocument, options);
      }
export function useProductPricesInBooksLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables>(ProductPricesInBooksDocument, options);
        }
// @ts-ignore
export function useProductPricesInBooksSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables>;
export function useProductPricesInBooksSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductPricesInBooksQuery | undefined, ProductPricesInBooksQueryVariables>;
export function useProductPricesInBooksSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables>(ProductPricesInBooksDocument, options);
        }
export type ProductPricesInBooksQueryHookResult = ReturnType<typeof useProductPricesInBooksQuery>;
export type ProductPricesInBooksLazyQueryHookResult = ReturnType<typeof useProductPricesInBooksLazyQuery>;
export type ProductPricesInBooksSuspenseQueryHookResult = ReturnType<typeof useProductPricesInBooksSuspenseQuery>;
export type ProductPricesInBooksQueryResult = ApolloReactCommon.QueryResult<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables>;
export const CreatePriceBookDocument = gql`
    mutation CreatePriceBook($input: PriceBookCreateInput!) {
  createPriceBook(input: $input) {
    priceBook {
      ...PriceBookListItem
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${PriceBookListItemFragmentDoc}`;
export type CreatePriceBookMutationFn = ApolloReactCommon.MutationFunction<CreatePriceBookMutation, CreatePriceBookMutationVariables>;

/**
 * __useCreatePriceBookMutation__
 *
 * To run a mutation, you first call `useCreatePriceBookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePriceBookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPriceBookMutation, { data, loading, error }] = useCreatePriceBookMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePriceBookMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreatePriceBookMutation, CreatePriceBookMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreatePriceBookMutation, CreatePriceBookMutationVariables>(CreatePriceBookDocument, options);
      }
export type CreatePriceBookMutationHookResult = ReturnType<typeof useCreatePriceBookMutation>;
export type CreatePriceBookMutationResult = ApolloReactCommon.MutationResult<CreatePriceBookMutation>;
export type CreatePriceBookMutationOptions = ApolloReactCommon.BaseMutationOptions<CreatePriceBookMutation, CreatePriceBookMutationVariables>;
export const UpdatePriceBookDocument = gql`
    mutation UpdatePriceBook($id: ID!, $input: PriceBookUpdateInput!) {
  updatePriceBook(id: $id, input: $input) {
    priceBook {
      ...PriceBookListItem
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${PriceBookListItemFragmentDoc}`;
export type UpdatePriceBookMutationFn = ApolloReactCommon.MutationFunction<UpdatePriceBookMutation, UpdatePriceBookMutationVariables>;

/**
 * __useUpdatePriceBookMutation__
 *
 * To run a mutation, you first call `useUpdatePriceBookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePriceBookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePriceBookMutation, { data, loading, error }] = useUpdatePriceBookMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePriceBookMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdatePriceBookMutation, UpdatePriceBookMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdatePriceBookMutation, UpdatePriceBookMutationVariables>(UpdatePriceBookDocument, options);
      }
export type UpdatePriceBookMutationHookResult = ReturnType<typeof useUpdatePriceBookMutation>;
export type UpdatePriceBookMutationResult = ApolloReactCommon.MutationResult<UpdatePriceBookMutation>;
export type UpdatePriceBookMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdatePriceBookMutation, UpdatePriceBookMutationVariables>;
export const DeletePriceBookDocument = gql`
    mutation DeletePriceBook($id: ID!) {
  deletePriceBook(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeletePriceBookMutationFn = ApolloReactCommon.MutationFunction<DeletePriceBookMutation, DeletePriceBookMutationVariables>;

/**
 * __useDeletePriceBookMutation__
 *
 * To run a mutation, you first call `useDeletePriceBookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePriceBookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePriceBookMutation, { data, loading, error }] = useDeletePriceBookMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeletePriceBookMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeletePriceBookMutation, DeletePriceBookMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeletePriceBookMutation, DeletePriceBookMutationVariables>(DeletePriceBookDocument, options);
      }
export type DeletePriceBookMutationHookResult = ReturnType<typeof useDeletePriceBookMutation>;
export type DeletePriceBookMutationResult = ApolloReactCommon.MutationResult<DeletePriceBookMutation>;
export type DeletePriceBookMutationOptions = ApolloReactCommon.BaseMutationOptions<DeletePriceBookMutation, DeletePriceBookMutationVariables>;
export const CreateProductPriceDocument = gql`
    mutation CreateProductPrice($priceBookId: ID!, $input: ProductPriceCreateInput!) {
  createProductPrice(priceBookId: $priceBookId, input: $input) {
    price {
      ...ProductPriceRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ProductPriceRowFragmentDoc}
${MoneyAmountFragmentDoc}`;
export type CreateProductPriceMutationFn = ApolloReactCommon.MutationFunction<CreateProductPriceMutation, CreateProductPriceMutationVariables>;

/**
 * __useCreateProductPriceMutation__
 *
 * To run a mutation, you first call `useCreateProductPriceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProductPriceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProductPriceMutation, { data, loading, error }] = useCreateProductPriceMutation({
 *   variables: {
 *      priceBookId: // value for 'priceBookId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateProductPriceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateProductPriceMutation, CreateProductPriceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateProductPriceMutation, CreateProductPriceMutationVariables>(CreateProductPriceDocument, options);
      }
export type CreateProductPriceMutationHookResult = ReturnType<typeof useCreateProductPriceMutation>;
export type CreateProductPriceMutationResult = ApolloReactCommon.MutationResult<CreateProductPriceMutation>;
export type CreateProductPriceMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateProductPriceMutation, CreateProductPriceMutationVariables>;
export const UpdateProductPriceDocument = gql`
    mutation UpdateProductPrice($priceBookId: ID!, $id: ID!, $input: ProductPriceUpdateInput!) {
  updateProductPrice(priceBookId: $priceBookId, id: $id, input: $input) {
    price {
      ...ProductPriceRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ProductPriceRowFragmentDoc}
${MoneyAmountFragmentDoc}`;
export type UpdateProductPriceMutationFn = ApolloReactCommon.MutationFunction<UpdateProductPriceMutation, UpdateProductPriceMutationVariables>;

/**
 * __useUpdateProductPriceMutation__
 *
 * To run a mutation, you first call `useUpdateProductPriceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProductPriceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProductPriceMutation, { data, loading, error }] = useUpdateProductPriceMutation({
 *   variables: {
 *      priceBookId: // value for 'priceBookId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProductPriceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateProductPriceMutation, UpdateProductPriceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateProductPriceMutation, UpdateProductPriceMutationVariables>(UpdateProductPriceDocument, options);
      }
export type UpdateProductPriceMutationHookResult = ReturnType<typeof useUpdateProductPriceMutation>;
export type UpdateProductPriceMutationResult = ApolloReactCommon.MutationResult<UpdateProductPriceMutation>;
export type UpdateProductPriceMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateProductPriceMutation, UpdateProductPriceMutationVariables>;
export const DeleteProductPriceDocument = gql`
    mutation DeleteProductPrice($priceBookId: ID!, $id: ID!) {
  deleteProductPrice(priceBookId: $priceBookId, id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteProductPriceMutationFn = ApolloReactCommon.MutationFunction<DeleteProductPriceMutation, DeleteProductPriceMutationVariables>;

/**
 * __useDeleteProductPriceMutation__
 *
 * To run a mutation, you first call `useDeleteProductPriceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteProductPriceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteProductPriceMutation, { data, loading, error }] = useDeleteProductPriceMutation({
 *   variables: {
 *      priceBookId: // value for 'priceBookId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteProductPriceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteProductPriceMutation, DeleteProductPriceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteProductPriceMutation, DeleteProductPriceMutationVariables>(DeleteProductPriceDocument, options);
      }
export type DeleteProductPriceMutationHookResult = ReturnType<typeof useDeleteProductPriceMutation>;
export type DeleteProductPriceMutationResult = ApolloReactCommon.MutationResult<DeleteProductPriceMutation>;
export type DeleteProductPriceMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteProductPriceMutation, DeleteProductPriceMutationVariables>;
export const CreatePriceModifierDocument = gql`
    mutation CreatePriceModifier($priceBookId: ID!, $input: PriceModifierCreateInput!) {
  createPriceModifier(priceBookId: $priceBookId, input: $input) {
    modifier {
      ...PriceModifierRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${PriceModifierRowFragmentDoc}
${MoneyAmountFragmentDoc}`;
export type CreatePriceModifierMutationFn = ApolloReactCommon.MutationFunction<CreatePriceModifierMutation, CreatePriceModifierMutationVariables>;

/**
 * __useCreatePriceModifierMutation__
 *
 * To run a mutation, you first call `useCreatePriceModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePriceModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPriceModifierMutation, { data, loading, error }] = useCreatePriceModifierMutation({
 *   variables: {
 *      priceBookId: // value for 'priceBookId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePriceModifierMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreatePriceModifierMutation, CreatePriceModifierMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreatePriceModifierMutation, CreatePriceModifierMutationVariables>(CreatePriceModifierDocument, options);
      }
export type CreatePriceModifierMutationHookResult = ReturnType<typeof useCreatePriceModifierMutation>;
export type CreatePriceModifierMutationResult = ApolloReactCommon.MutationResult<CreatePriceModifierMutation>;
export type CreatePriceModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<CreatePriceModifierMutation, CreatePriceModifierMutationVariables>;
export const UpdatePriceModifierDocument = gql`
    mutation UpdatePriceModifier($priceBookId: ID!, $id: ID!, $input: PriceModifierUpdateInput!) {
  updatePriceModifier(priceBookId: $priceBookId, id: $id, input: $input) {
    modifier {
      ...PriceModifierRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${PriceModifierRowFragmentDoc}
${MoneyAmountFragmentDoc}`;
export type UpdatePriceModifierMutationFn = ApolloReactCommon.MutationFunction<UpdatePriceModifierMutation, UpdatePriceModifierMutationVariables>;

/**
 * __useUpdatePriceModifierMutation__
 *
 * To run a mutation, you first call `useUpdatePriceModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePriceModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePriceModifierMutation, { data, loading, error }] = useUpdatePriceModifierMutation({
 *   variables: {
 *      priceBookId: // value for 'priceBookId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePriceModifierMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdatePriceModifierMutation, UpdatePriceModifierMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdatePriceModifierMutation, UpdatePriceModifierMutationVariables>(UpdatePriceModifierDocument, options);
      }
export type UpdatePriceModifierMutationHookResult = ReturnType<typeof useUpdatePriceModifierMutation>;
export type UpdatePriceModifierMutationResult = ApolloReactCommon.MutationResult<UpdatePriceModifierMutation>;
export type UpdatePriceModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdatePriceModifierMutation, UpdatePriceModifierMutationVariables>;
export const DeletePriceModifierDocument = gql`
    mutation DeletePriceModifier($priceBookId: ID!, $id: ID!) {
  deletePriceModifier(priceBookId: $priceBookId, id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeletePriceModifierMutationFn = ApolloReactCommon.MutationFunction<DeletePriceModifierMutation, DeletePriceModifierMutationVariables>;

/**
 * __useDeletePriceModifierMutation__
 *
 * To run a mutation, you first call `useDeletePriceModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePriceModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePriceModifierMutation, { data, loading, error }] = useDeletePriceModifierMutation({
 *   variables: {
 *      priceBookId: // value for 'priceBookId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeletePriceModifierMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeletePriceModifierMutation, DeletePriceModifierMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeletePriceModifierMutation, DeletePriceModifierMutationVariables>(DeletePriceModifierDocument, options);
      }
export type DeletePriceModifierMutationHookResult = ReturnType<typeof useDeletePriceModifierMutation>;
export type DeletePriceModifierMutationResult = ApolloReactCommon.MutationResult<DeletePriceModifierMutation>;
export type DeletePriceModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<DeletePriceModifierMutation, DeletePriceModifierMutationVariables>;
export const ProductNodesDocument = gql`
    query ProductNodes($id: ID!) {
  product(id: $id) {
    id
    nodes(page: {limit: 100}) {
      items {
        ...ProductNodeItem
      }
      pageInfo {
        total
      }
    }
  }
}
    ${ProductNodeItemFragmentDoc}`;

/**
 * __useProductNodesQuery__
 *
 * To run a query within a React component, call `useProductNodesQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductNodesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductNodesQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductNodesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductNodesQuery, ProductNodesQueryVariables> & ({ variables: ProductNodesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductNodesQuery, ProductNodesQueryVariables>(ProductNodesDocument, options);
      }
export function useProductNodesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductNodesQuery, ProductNodesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductNodesQuery, ProductNodesQueryVariables>(ProductNodesDocument, options);
        }
// @ts-ignore
export function useProductNodesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductNodesQuery, ProductNodesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductNodesQuery, ProductNodesQueryVariables>;
export function useProductNodesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductNodesQuery, ProductNodesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductNodesQuery | undefined, ProductNodesQueryVariables>;
export function useProductNodesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductNodesQuery, ProductNodesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductNodesQuery, ProductNodesQueryVariables>(ProductNodesDocument, options);
        }
export type ProductNodesQueryHookResult = ReturnType<typeof useProductNodesQuery>;
export type ProductNodesLazyQueryHookResult = ReturnType<typeof useProductNodesLazyQuery>;
export type ProductNodesSuspenseQueryHookResult = ReturnType<typeof useProductNodesSuspenseQuery>;
export type ProductNodesQueryResult = ApolloReactCommon.QueryResult<ProductNodesQuery, ProductNodesQueryVariables>;
export const NodePickerHierarchiesDocument = gql`
    query NodePickerHierarchies {
  hierarchies(page: {limit: 100}) {
    items {
      id
      name
      nodes(page: {limit: 100}) {
        items {
          ...HierarchyTreeNode
        }
      }
    }
  }
}
    ${HierarchyTreeNodeFragmentDoc}`;

/**
 * __useNodePickerHierarchiesQuery__
 *
 * To run a query within a React component, call `useNodePickerHierarchiesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNodePickerHierarchiesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNodePickerHierarchiesQuery({
 *   variables: {
 *   },
 * });
 */
export function useNodePickerHierarchiesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NodePickerHierarchiesQuery, NodePickerHierarchiesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NodePickerHierarchiesQuery, NodePickerHierarchiesQueryVariables>(NodePickerHierarchiesDocument, options);
      }
export function useNodePickerHierarchiesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NodePickerHierarchiesQuery, NodePickerHierarchiesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NodePickerHierarchiesQuery, NodePickerHierarchiesQueryVariables>(NodePickerHierarchiesDocument, options);
        }
// @ts-ignore
export function useNodePickerHierarchiesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<NodePickerHierarchiesQuery, NodePickerHierarchiesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NodePickerHierarchiesQuery, NodePickerHierarchiesQueryVariables>;
export function useNodePickerHierarchiesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NodePickerHierarchiesQuery, NodePickerHierarchiesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NodePickerHierarchiesQuery | undefined, NodePickerHierarchiesQueryVariables>;
export function useNodePickerHierarchiesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NodePickerHierarchiesQuery, NodePickerHierarchiesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<NodePickerHierarchiesQuery, NodePickerHierarchiesQueryVariables>(NodePickerHierarchiesDocument, options);
        }
export type NodePickerHierarchiesQueryHookResult = ReturnType<typeof useNodePickerHierarchiesQuery>;
export type NodePickerHierarchiesLazyQueryHookResult = ReturnType<typeof useNodePickerHierarchiesLazyQuery>;
export type NodePickerHierarchiesSuspenseQueryHookResult = ReturnType<typeof useNodePickerHierarchiesSuspenseQuery>;
export type NodePickerHierarchiesQueryResult = ApolloReactCommon.QueryResult<NodePickerHierarchiesQuery, NodePickerHierarchiesQueryVariables>;
export const AttachProductNodesDocument = gql`
    mutation AttachProductNodes($productId: ID!, $nodeIds: [ID!]!) {
  attachProductNodes(productId: $productId, nodeIds: $nodeIds) {
    product {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type AttachProductNodesMutationFn = ApolloReactCommon.MutationFunction<AttachProductNodesMutation, AttachProductNodesMutationVariables>;

/**
 * __useAttachProductNodesMutation__
 *
 * To run a mutation, you first call `useAttachProductNodesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachProductNodesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachProductNodesMutation, { data, loading, error }] = useAttachProductNodesMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      nodeIds: // value for 'nodeIds'
 *   },
 * });
 */
export function useAttachProductNodesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AttachProductNodesMutation, AttachProductNodesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AttachProductNodesMutation, AttachProductNodesMutationVariables>(AttachProductNodesDocument, options);
      }
export type AttachProductNodesMutationHookResult = ReturnType<typeof useAttachProductNodesMutation>;
export type AttachProductNodesMutationResult = ApolloReactCommon.MutationResult<AttachProductNodesMutation>;
export type AttachProductNodesMutationOptions = ApolloReactCommon.BaseMutationOptions<AttachProductNodesMutation, AttachProductNodesMutationVariables>;
export const DetachProductNodesDocument = gql`
    mutation DetachProductNodes($productId: ID!, $nodeIds: [ID!]!) {
  detachProductNodes(productId: $productId, nodeIds: $nodeIds) {
    product {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DetachProductNodesMutationFn = ApolloReactCommon.MutationFunction<DetachProductNodesMutation, DetachProductNodesMutationVariables>;

/**
 * __useDetachProductNodesMutation__
 *
 * To run a mutation, you first call `useDetachProductNodesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDetachProductNodesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [detachProductNodesMutation, { data, loading, error }] = useDetachProductNodesMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      nodeIds: // value for 'nodeIds'
 *   },
 * });
 */
export function useDetachProductNodesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DetachProductNodesMutation, DetachProductNodesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DetachProductNodesMutation, DetachProductNodesMutationVariables>(DetachProductNodesDocument, options);
      }
export type DetachProductNodesMutationHookResult = ReturnType<typeof useDetachProductNodesMutation>;
export type DetachProductNodesMutationResult = ApolloReactCommon.MutationResult<DetachProductNodesMutation>;
export type DetachProductNodesMutationOptions = ApolloReactCommon.BaseMutationOptions<DetachProductNodesMutation, DetachProductNodesMutationVariables>;
export const ProductTemplatesDocument = gql`
    query ProductTemplates($productId: ID!) {
  product(id: $productId) {
    id
    templates {
      ...ProductTemplateFields
    }
  }
  flows(page: {limit: 100}) {
    items {
      id
      name
      slug
    }
  }
}
    ${ProductTemplateFieldsFragmentDoc}
${FlowFieldRowFragmentDoc}`;

/**
 * __useProductTemplatesQuery__
 *
 * To run a query within a React component, call `useProductTemplatesQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductTemplatesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductTemplatesQuery({
 *   variables: {
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useProductTemplatesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductTemplatesQuery, ProductTemplatesQueryVariables> & ({ variables: ProductTemplatesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductTemplatesQuery, ProductTemplatesQueryVariables>(ProductTemplatesDocument, options);
      }
export function useProductTemplatesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductTemplatesQuery, ProductTemplatesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductTemplatesQuery, ProductTemplatesQueryVariables>(ProductTemplatesDocument, options);
        }
// @ts-ignore
export function useProductTemplatesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductTemplatesQuery, ProductTemplatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductTemplatesQuery, ProductTemplatesQueryVariables>;
export function useProductTemplatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductTemplatesQuery, ProductTemplatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductTemplatesQuery | undefined, ProductTemplatesQueryVariables>;
export function useProductTemplatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductTemplatesQuery, ProductTemplatesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductTemplatesQuery, ProductTemplatesQueryVariables>(ProductTemplatesDocument, options);
        }
export type ProductTemplatesQueryHookResult = ReturnType<typeof useProductTemplatesQuery>;
export type ProductTemplatesLazyQueryHookResult = ReturnType<typeof useProductTemplatesLazyQuery>;
export type ProductTemplatesSuspenseQueryHookResult = ReturnType<typeof useProductTemplatesSuspenseQuery>;
export type ProductTemplatesQueryResult = ApolloReactCommon.QueryResult<ProductTemplatesQuery, ProductTemplatesQueryVariables>;
export const AttachProductTemplatesDocument = gql`
    mutation AttachProductTemplates($productId: ID!, $flowIds: [ID!]!) {
  attachProductTemplates(productId: $productId, flowIds: $flowIds) {
    templates {
      ...ProductTemplateFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ProductTemplateFieldsFragmentDoc}
${FlowFieldRowFragmentDoc}`;
export type AttachProductTemplatesMutationFn = ApolloReactCommon.MutationFunction<AttachProductTemplatesMutation, AttachProductTemplatesMutationVariables>;

/**
 * __useAttachProductTemplatesMutation__
 *
 * To run a mutation, you first call `useAttachProductTemplatesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachProductTemplatesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachProductTemplatesMutation, { data, loading, error }] = useAttachProductTemplatesMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      flowIds: // value for 'flowIds'
 *   },
 * });
 */
export function useAttachProductTemplatesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AttachProductTemplatesMutation, AttachProductTemplatesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AttachProductTemplatesMutation, AttachProductTemplatesMutationVariables>(AttachProductTemplatesDocument, options);
      }
export type AttachProductTemplatesMutationHookResult = ReturnType<typeof useAttachProductTemplatesMutation>;
export type AttachProductTemplatesMutationResult = ApolloReactCommon.MutationResult<AttachProductTemplatesMutation>;
export type AttachProductTemplatesMutationOptions = ApolloReactCommon.BaseMutationOptions<AttachProductTemplatesMutation, AttachProductTemplatesMutationVariables>;
export const DetachProductTemplatesDocument = gql`
    mutation DetachProductTemplates($productId: ID!, $flowIds: [ID!]!) {
  detachProductTemplates(productId: $productId, flowIds: $flowIds) {
    templates {
      ...ProductTemplateFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ProductTemplateFieldsFragmentDoc}
${FlowFieldRowFragmentDoc}`;
export type DetachProductTemplatesMutationFn = ApolloReactCommon.MutationFunction<DetachProductTemplatesMutation, DetachProductTemplatesMutationVariables>;

/**
 * __useDetachProductTemplatesMutation__
 *
 * To run a mutation, you first call `useDetachProductTemplatesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDetachProductTemplatesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [detachProductTemplatesMutation, { data, loading, error }] = useDetachProductTemplatesMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      flowIds: // value for 'flowIds'
 *   },
 * });
 */
export function useDetachProductTemplatesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DetachProductTemplatesMutation, DetachProductTemplatesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DetachProductTemplatesMutation, DetachProductTemplatesMutationVariables>(DetachProductTemplatesDocument, options);
      }
export type DetachProductTemplatesMutationHookResult = ReturnType<typeof useDetachProductTemplatesMutation>;
export type DetachProductTemplatesMutationResult = ApolloReactCommon.MutationResult<DetachProductTemplatesMutation>;
export type DetachProductTemplatesMutationOptions = ApolloReactCommon.BaseMutationOptions<DetachProductTemplatesMutation, DetachProductTemplatesMutationVariables>;
export const SaveProductTemplateValuesDocument = gql`
    mutation SaveProductTemplateValues($productId: ID!, $flowId: ID!, $values: JSON!) {
  saveProductTemplateValues(
    productId: $productId
    flowId: $flowId
    values: $values
  ) {
    template {
      ...ProductTemplateFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ProductTemplateFieldsFragmentDoc}
${FlowFieldRowFragmentDoc}`;
export type SaveProductTemplateValuesMutationFn = ApolloReactCommon.MutationFunction<SaveProductTemplateValuesMutation, SaveProductTemplateValuesMutationVariables>;

/**
 * __useSaveProductTemplateValuesMutation__
 *
 * To run a mutation, you first call `useSaveProductTemplateValuesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveProductTemplateValuesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveProductTemplateValuesMutation, { data, loading, error }] = useSaveProductTemplateValuesMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      flowId: // value for 'flowId'
 *      values: // value for 'values'
 *   },
 * });
 */
export function useSaveProductTemplateValuesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveProductTemplateValuesMutation, SaveProductTemplateValuesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveProductTemplateValuesMutation, SaveProductTemplateValuesMutationVariables>(SaveProductTemplateValuesDocument, options);
      }
export type SaveProductTemplateValuesMutationHookResult = ReturnType<typeof useSaveProductTemplateValuesMutation>;
export type SaveProductTemplateValuesMutationResult = ApolloReactCommon.MutationResult<SaveProductTemplateValuesMutation>;
export type SaveProductTemplateValuesMutationOptions = ApolloReactCommon.BaseMutationOptions<SaveProductTemplateValuesMutation, SaveProductTemplateValuesMutationVariables>;
export const ExportProductsDocument = gql`
    mutation ExportProducts($filter: ProductFilter) {
  exportProducts(filter: $filter) {
    job {
      ...JobProgressFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${JobProgressFieldsFragmentDoc}`;
export type ExportProductsMutationFn = ApolloReactCommon.MutationFunction<ExportProductsMutation, ExportProductsMutationVariables>;

/**
 * __useExportProductsMutation__
 *
 * To run a mutation, you first call `useExportProductsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useExportProductsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [exportProductsMutation, { data, loading, error }] = useExportProductsMutation({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useExportProductsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ExportProductsMutation, ExportProductsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ExportProductsMutation, ExportProductsMutationVariables>(ExportProductsDocument, options);
      }
export type ExportProductsMutationHookResult = ReturnType<typeof useExportProductsMutation>;
export type ExportProductsMutationResult = ApolloReactCommon.MutationResult<ExportProductsMutation>;
export type ExportProductsMutationOptions = ApolloReactCommon.BaseMutationOptions<ExportProductsMutation, ExportProductsMutationVariables>;
export const ImportProductsDocument = gql`
    mutation ImportProducts($csv: String!) {
  importProducts(csv: $csv) {
    job {
      ...JobProgressFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${JobProgressFieldsFragmentDoc}`;
export type ImportProductsMutationFn = ApolloReactCommon.MutationFunction<ImportProductsMutation, ImportProductsMutationVariables>;

/**
 * __useImportProductsMutation__
 *
 * To run a mutation, you first call `useImportProductsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useImportProductsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [importProductsMutation, { data, loading, error }] = useImportProductsMutation({
 *   variables: {
 *      csv: // value for 'csv'
 *   },
 * });
 */
export function useImportProductsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ImportProductsMutation, ImportProductsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ImportProductsMutation, ImportProductsMutationVariables>(ImportProductsDocument, options);
      }
export type ImportProductsMutationHookResult = ReturnType<typeof useImportProductsMutation>;
export type ImportProductsMutationResult = ApolloReactCommon.MutationResult<ImportProductsMutation>;
export type ImportProductsMutationOptions = ApolloReactCommon.BaseMutationOptions<ImportProductsMutation, ImportProductsMutationVariables>;
export const ProductListDocument = gql`
    query ProductList($filter: ProductFilter, $sort: [ProductSort!], $page: PageInput) {
  products(filter: $filter, sort: $sort, page: $page) {
    items {
      ...ProductListItem
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
}
    ${ProductListItemFragmentDoc}`;

/**
 * __useProductListQuery__
 *
 * To run a query within a React component, call `useProductListQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useProductListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProductListQuery, ProductListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductListQuery, ProductListQueryVariables>(ProductListDocument, options);
      }
export function useProductListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductListQuery, ProductListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductListQuery, ProductListQueryVariables>(ProductListDocument, options);
        }
// @ts-ignore
export function useProductListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductListQuery, ProductListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductListQuery, ProductListQueryVariables>;
export function useProductListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductListQuery, ProductListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductListQuery | undefined, ProductListQueryVariables>;
export function useProductListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductListQuery, ProductListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductListQuery, ProductListQueryVariables>(ProductListDocument, options);
        }
export type ProductListQueryHookResult = ReturnType<typeof useProductListQuery>;
export type ProductListLazyQueryHookResult = ReturnType<typeof useProductListLazyQuery>;
export type ProductListSuspenseQueryHookResult = ReturnType<typeof useProductListSuspenseQuery>;
export type ProductListQueryResult = ApolloReactCommon.QueryResult<ProductListQuery, ProductListQueryVariables>;
export const ProductDetailsDocument = gql`
    query ProductDetails($id: ID!) {
  product(id: $id) {
    ...ProductDetails
  }
}
    ${ProductDetailsFragmentDoc}
${ProductListItemFragmentDoc}`;

/**
 * __useProductDetailsQuery__
 *
 * To run a query within a React component, call `useProductDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductDetailsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables> & ({ variables: ProductDetailsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductDetailsQuery, ProductDetailsQueryVariables>(ProductDetailsDocument, options);
      }
export function useProductDetailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductDetailsQuery, ProductDetailsQueryVariables>(ProductDetailsDocument, options);
        }
// @ts-ignore
export function useProductDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductDetailsQuery, ProductDetailsQueryVariables>;
export function useProductDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductDetailsQuery | undefined, ProductDetailsQueryVariables>;
export function useProductDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductDetailsQuery, ProductDetailsQueryVariables>(ProductDetailsDocument, options);
        }
export type ProductDetailsQueryHookResult = ReturnType<typeof useProductDetailsQuery>;
export type ProductDetailsLazyQueryHookResult = ReturnType<typeof useProductDetailsLazyQuery>;
export type ProductDetailsSuspenseQueryHookResult = ReturnType<typeof useProductDetailsSuspenseQuery>;
export type ProductDetailsQueryResult = ApolloReactCommon.QueryResult<ProductDetailsQuery, ProductDetailsQueryVariables>;
export const CreateProductDocument = gql`
    mutation CreateProduct($input: ProductCreateInput!) {
  createProduct(input: $input) {
    product {
      ...ProductDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ProductDetailsFragmentDoc}
${ProductListItemFragmentDoc}`;
export type CreateProductMutationFn = ApolloReactCommon.MutationFunction<CreateProductMutation, CreateProductMutationVariables>;

/**
 * __useCreateProductMutation__
 *
 * To run a mutation, you first call `useCreateProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProductMutation, { data, loading, error }] = useCreateProductMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateProductMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateProductMutation, CreateProductMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateProductMutation, CreateProductMutationVariables>(CreateProductDocument, options);
      }
export type CreateProductMutationHookResult = ReturnType<typeof useCreateProductMutation>;
export type CreateProductMutationResult = ApolloReactCommon.MutationResult<CreateProductMutation>;
export type CreateProductMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = gql`
    mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {
  updateProduct(id: $id, input: $input) {
    product {
      ...ProductDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ProductDetailsFragmentDoc}
${ProductListItemFragmentDoc}`;
export type UpdateProductMutationFn = ApolloReactCommon.MutationFunction<UpdateProductMutation, UpdateProductMutationVariables>;

/**
 * __useUpdateProductMutation__
 *
 * To run a mutation, you first call `useUpdateProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProductMutation, { data, loading, error }] = useUpdateProductMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProductMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateProductMutation, UpdateProductMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateProductMutation, UpdateProductMutationVariables>(UpdateProductDocument, options);
      }
export type UpdateProductMutationHookResult = ReturnType<typeof useUpdateProductMutation>;
export type UpdateProductMutationResult = ApolloReactCommon.MutationResult<UpdateProductMutation>;
export type UpdateProductMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateProductMutation, UpdateProductMutationVariables>;
export const DeleteProductDocument = gql`
    mutation DeleteProduct($id: ID!) {
  deleteProduct(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteProductMutationFn = ApolloReactCommon.MutationFunction<DeleteProductMutation, DeleteProductMutationVariables>;

/**
 * __useDeleteProductMutation__
 *
 * To run a mutation, you first call `useDeleteProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteProductMutation, { data, loading, error }] = useDeleteProductMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteProductMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteProductMutation, DeleteProductMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteProductMutation, DeleteProductMutationVariables>(DeleteProductDocument, options);
      }
export type DeleteProductMutationHookResult = ReturnType<typeof useDeleteProductMutation>;
export type DeleteProductMutationResult = ApolloReactCommon.MutationResult<DeleteProductMutation>;
export type DeleteProductMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteProductMutation, DeleteProductMutationVariables>;
export const StoreListDocument = gql`
    query StoreList($filter: StoreFilter, $page: PageInput) {
  stores(filter: $filter, page: $page) {
    items {
      ...StoreListItem
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
}
    ${StoreListItemFragmentDoc}`;

/**
 * __useStoreListQuery__
 *
 * To run a query within a React component, call `useStoreListQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoreListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoreListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useStoreListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StoreListQuery, StoreListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StoreListQuery, StoreListQueryVariables>(StoreListDocument, options);
      }
export function useStoreListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoreListQuery, StoreListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StoreListQuery, StoreListQueryVariables>(StoreListDocument, options);
        }
// @ts-ignore
export function useStoreListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoreListQuery, StoreListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoreListQuery, StoreListQueryVariables>;
export function useStoreListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoreListQuery, StoreListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoreListQuery | undefined, StoreListQueryVariables>;
export function useStoreListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoreListQuery, StoreListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StoreListQuery, StoreListQueryVariables>(StoreListDocument, options);
        }
export type StoreListQueryHookResult = ReturnType<typeof useStoreListQuery>;
export type StoreListLazyQueryHookResult = ReturnType<typeof useStoreListLazyQuery>;
export type StoreListSuspenseQueryHookResult = ReturnType<typeof useStoreListSuspenseQuery>;
export type StoreListQueryResult = ApolloReactCommon.QueryResult<StoreListQuery, StoreListQueryVariables>;
export const StoreDetailsDocument = gql`
    query StoreDetails($id: ID!) {
  store(id: $id) {
    ...StoreListItem
    createdAt
  }
}
    ${StoreListItemFragmentDoc}`;

/**
 * __useStoreDetailsQuery__
 *
 * To run a query within a React component, call `useStoreDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoreDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoreDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStoreDetailsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StoreDetailsQuery, StoreDetailsQueryVariables> & ({ variables: StoreDetailsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StoreDetailsQuery, StoreDetailsQueryVariables>(StoreDetailsDocument, options);
      }
export function useStoreDetailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoreDetailsQuery, StoreDetailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StoreDetailsQuery, StoreDetailsQueryVariables>(StoreDetailsDocument, options);
        }
// @ts-ignore
export function useStoreDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoreDetailsQuery, StoreDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoreDetailsQuery, StoreDetailsQueryVariables>;
export function useStoreDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoreDetailsQuery, StoreDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoreDetailsQuery | undefined, StoreDetailsQueryVariables>;
export function useStoreDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoreDetailsQuery, StoreDetailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StoreDetailsQuery, StoreDetailsQueryVariables>(StoreDetailsDocument, options);
        }
export type StoreDetailsQueryHookResult = ReturnType<typeof useStoreDetailsQuery>;
export type StoreDetailsLazyQueryHookResult = ReturnType<typeof useStoreDetailsLazyQuery>;
export type StoreDetailsSuspenseQueryHookResult = ReturnType<typeof useStoreDetailsSuspenseQuery>;
export type StoreDetailsQueryResult = ApolloReactCommon.QueryResult<StoreDetailsQuery, StoreDetailsQueryVariables>;
export const StoreTiersDocument = gql`
    query StoreTiers {
  storeTiers {
    tier
    name
  }
}
    `;

/**
 * __useStoreTiersQuery__
 *
 * To run a query within a React component, call `useStoreTiersQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoreTiersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoreTiersQuery({
 *   variables: {
 *   },
 * });
 */
export function useStoreTiersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StoreTiersQuery, StoreTiersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StoreTiersQuery, StoreTiersQueryVariables>(StoreTiersDocument, options);
      }
export function useStoreTiersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoreTiersQuery, StoreTiersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StoreTiersQuery, StoreTiersQueryVariables>(StoreTiersDocument, options);
        }
// @ts-ignore
export function useStoreTiersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoreTiersQuery, StoreTiersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoreTiersQuery, StoreTiersQueryVariables>;
export function useStoreTiersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoreTiersQuery, StoreTiersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoreTiersQuery | undefined, StoreTiersQueryVariables>;
export function useStoreTiersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoreTiersQuery, StoreTiersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StoreTiersQuery, StoreTiersQueryVariables>(StoreTiersDocument, options);
        }
export type StoreTiersQueryHookResult = ReturnType<typeof useStoreTiersQuery>;
export type StoreTiersLazyQueryHookResult = ReturnType<typeof useStoreTiersLazyQuery>;
export type StoreTiersSuspenseQueryHookResult = ReturnType<typeof useStoreTiersSuspenseQuery>;
export type StoreTiersQueryResult = ApolloReactCommon.QueryResult<StoreTiersQuery, StoreTiersQueryVariables>;
export const CreateStoreDocument = gql`
    mutation CreateStore($input: StoreCreateInput!) {
  createStore(input: $input) {
    store {
      ...StoreListItem
      createdAt
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${StoreListItemFragmentDoc}`;
export type CreateStoreMutationFn = ApolloReactCommon.MutationFunction<CreateStoreMutation, CreateStoreMutationVariables>;

/**
 * __useCreateStoreMutation__
 *
 * To run a mutation, you first call `useCreateStoreMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateStoreMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createStoreMutation, { data, loading, error }] = useCreateStoreMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateStoreMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateStoreMutation, CreateStoreMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateStoreMutation, CreateStoreMutationVariables>(CreateStoreDocument, options);
      }
export type CreateStoreMutationHookResult = ReturnType<typeof useCreateStoreMutation>;
export type CreateStoreMutationResult = ApolloReactCommon.MutationResult<CreateStoreMutation>;
export type CreateStoreMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateStoreMutation, CreateStoreMutationVariables>;
export const UpdateStoreDocument = gql`
    mutation UpdateStore($id: ID!, $input: StoreUpdateInput!) {
  updateStore(id: $id, input: $input) {
    store {
      ...StoreListItem
      createdAt
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${StoreListItemFragmentDoc}`;
export type UpdateStoreMutationFn = ApolloReactCommon.MutationFunction<UpdateStoreMutation, UpdateStoreMutationVariables>;

/**
 * __useUpdateStoreMutation__
 *
 * To run a mutation, you first call `useUpdateStoreMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateStoreMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateStoreMutation, { data, loading, error }] = useUpdateStoreMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateStoreMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateStoreMutation, UpdateStoreMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateStoreMutation, UpdateStoreMutationVariables>(UpdateStoreDocument, options);
      }
export type UpdateStoreMutationHookResult = ReturnType<typeof useUpdateStoreMutation>;
export type UpdateStoreMutationResult = ApolloReactCommon.MutationResult<UpdateStoreMutation>;
export type UpdateStoreMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateStoreMutation, UpdateStoreMutationVariables>;
export const VariationListDocument = gql`
    query VariationList($page: PageInput) {
  variations(page: $page) {
    items {
      ...VariationListItem
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
}
    ${VariationListItemFragmentDoc}`;

/**
 * __useVariationListQuery__
 *
 * To run a query within a React component, call `useVariationListQuery` and pass it any options that fit your needs.
 * When your component renders, `useVariationListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVariationListQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useVariationListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<VariationListQuery, VariationListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<VariationListQuery, VariationListQueryVariables>(VariationListDocument, options);
      }
export function useVariationListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VariationListQuery, VariationListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<VariationListQuery, VariationListQueryVariables>(VariationListDocument, options);
        }
// @ts-ignore
export function useVariationListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<VariationListQuery, VariationListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VariationListQuery, VariationListQueryVariables>;
export function useVariationListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VariationListQuery, VariationListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VariationListQuery | undefined, VariationListQueryVariables>;
export function useVariationListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VariationListQuery, VariationListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<VariationListQuery, VariationListQueryVariables>(VariationListDocument, options);
        }
export type VariationListQueryHookResult = ReturnType<typeof useVariationListQuery>;
export type VariationListLazyQueryHookResult = ReturnType<typeof useVariationListLazyQuery>;
export type VariationListSuspenseQueryHookResult = ReturnType<typeof useVariationListSuspenseQuery>;
export type VariationListQueryResult = ApolloReactCommon.QueryResult<VariationListQuery, VariationListQueryVariables>;
export const VariationDetailDocument = gql`
    query VariationDetail($id: ID!) {
  variation(id: $id) {
    ...VariationDetails
  }
}
    ${VariationDetailsFragmentDoc}
${VariationOptionDetailsFragmentDoc}
${VariationModifierDetailsFragmentDoc}`;

/**
 * __useVariationDetailQuery__
 *
 * To run a query within a React component, call `useVariationDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useVariationDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVariationDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useVariationDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<VariationDetailQuery, VariationDetailQueryVariables> & ({ variables: VariationDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<VariationDetailQuery, VariationDetailQueryVariables>(VariationDetailDocument, options);
      }
export function useVariationDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VariationDetailQuery, VariationDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<VariationDetailQuery, VariationDetailQueryVariables>(VariationDetailDocument, options);
        }
// @ts-ignore
export function useVariationDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<VariationDetailQuery, VariationDetailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VariationDetailQuery, VariationDetailQueryVariables>;
export function useVariationDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VariationDetailQuery, VariationDetailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VariationDetailQuery | undefined, VariationDetailQueryVariables>;
export function useVariationDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VariationDetailQuery, VariationDetailQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<VariationDetailQuery, VariationDetailQueryVariables>(VariationDetailDocument, options);
        }
export type VariationDetailQueryHookResult = ReturnType<typeof useVariationDetailQuery>;
export type VariationDetailLazyQueryHookResult = ReturnType<typeof useVariationDetailLazyQuery>;
export type VariationDetailSuspenseQueryHookResult = ReturnType<typeof useVariationDetailSuspenseQuery>;
export type VariationDetailQueryResult = ApolloReactCommon.QueryResult<VariationDetailQuery, VariationDetailQueryVariables>;
export const ProductVariationsDocument = gql`
    query ProductVariations($id: ID!, $childPage: PageInput) {
  product(id: $id) {
    ...ProductVariationsDetails
    children(page: $childPage) {
      items {
        ...ProductChild
      }
      pageInfo {
        total
      }
    }
  }
}
    ${ProductVariationsDetailsFragmentDoc}
${ProductChildFragmentDoc}`;

/**
 * __useProductVariationsQuery__
 *
 * To run a query within a React component, call `useProductVariationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductVariationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductVariationsQuery({
 *   variables: {
 *      id: // value for 'id'
 *      childPage: // value for 'childPage'
 *   },
 * });
 */
export function useProductVariationsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductVariationsQuery, ProductVariationsQueryVariables> & ({ variables: ProductVariationsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductVariationsQuery, ProductVariationsQueryVariables>(ProductVariationsDocument, options);
      }
export function useProductVariationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductVariationsQuery, ProductVariationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductVariationsQuery, ProductVariationsQueryVariables>(ProductVariationsDocument, options);
        }
// @ts-ignore
export function useProductVariationsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductVariationsQuery, ProductVariationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductVariationsQuery, ProductVariationsQueryVariables>;
export function useProductVariationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductVariationsQuery, ProductVariationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductVariationsQuery | undefined, ProductVariationsQueryVariables>;
export function useProductVariationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductVariationsQuery, ProductVariationsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductVariationsQuery, ProductVariationsQueryVariables>(ProductVariationsDocument, options);
        }
export type ProductVariationsQueryHookResult = ReturnType<typeof useProductVariationsQuery>;
export type ProductVariationsLazyQueryHookResult = ReturnType<typeof useProductVariationsLazyQuery>;
export type ProductVariationsSuspenseQueryHookResult = ReturnType<typeof useProductVariationsSuspenseQuery>;
export type ProductVariationsQueryResult = ApolloReactCommon.QueryResult<ProductVariationsQuery, ProductVariationsQueryVariables>;
export const CreateVariationDocument = gql`
    mutation CreateVariation($input: VariationCreateInput!) {
  createVariation(input: $input) {
    variation {
      ...VariationListItem
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${VariationListItemFragmentDoc}`;
export type CreateVariationMutationFn = ApolloReactCommon.MutationFunction<CreateVariationMutation, CreateVariationMutationVariables>;

/**
 * __useCreateVariationMutation__
 *
 * To run a mutation, you first call `useCreateVariationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateVariationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createVariationMutation, { data, loading, error }] = useCreateVariationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateVariationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateVariationMutation, CreateVariationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateVariationMutation, CreateVariationMutationVariables>(CreateVariationDocument, options);
      }
export type CreateVariationMutationHookResult = ReturnType<typeof useCreateVariationMutation>;
export type CreateVariationMutationResult = ApolloReactCommon.MutationResult<CreateVariationMutation>;
export type CreateVariationMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateVariationMutation, CreateVariationMutationVariables>;
export const UpdateVariationDocument = gql`
    mutation UpdateVariation($id: ID!, $input: VariationUpdateInput!) {
  updateVariation(id: $id, input: $input) {
    variation {
      ...VariationListItem
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${VariationListItemFragmentDoc}`;
export type UpdateVariationMutationFn = ApolloReactCommon.MutationFunction<UpdateVariationMutation, UpdateVariationMutationVariables>;

/**
 * __useUpdateVariationMutation__
 *
 * To run a mutation, you first call `useUpdateVariationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateVariationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateVariationMutation, { data, loading, error }] = useUpdateVariationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateVariationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateVariationMutation, UpdateVariationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateVariationMutation, UpdateVariationMutationVariables>(UpdateVariationDocument, options);
      }
export type UpdateVariationMutationHookResult = ReturnType<typeof useUpdateVariationMutation>;
export type UpdateVariationMutationResult = ApolloReactCommon.MutationResult<UpdateVariationMutation>;
export type UpdateVariationMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateVariationMutation, UpdateVariationMutationVariables>;
export const DeleteVariationDocument = gql`
    mutation DeleteVariation($id: ID!) {
  deleteVariation(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteVariationMutationFn = ApolloReactCommon.MutationFunction<DeleteVariationMutation, DeleteVariationMutationVariables>;

/**
 * __useDeleteVariationMutation__
 *
 * To run a mutation, you first call `useDeleteVariationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteVariationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteVariationMutation, { data, loading, error }] = useDeleteVariationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteVariationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteVariationMutation, DeleteVariationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteVariationMutation, DeleteVariationMutationVariables>(DeleteVariationDocument, options);
      }
export type DeleteVariationMutationHookResult = ReturnType<typeof useDeleteVariationMutation>;
export type DeleteVariationMutationResult = ApolloReactCommon.MutationResult<DeleteVariationMutation>;
export type DeleteVariationMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteVariationMutation, DeleteVariationMutationVariables>;
export const CreateVariationOptionDocument = gql`
    mutation CreateVariationOption($variationId: ID!, $input: VariationOptionCreateInput!) {
  createVariationOption(variationId: $variationId, input: $input) {
    option {
      ...VariationOptionDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${VariationOptionDetailsFragmentDoc}
${VariationModifierDetailsFragmentDoc}`;
export type CreateVariationOptionMutationFn = ApolloReactCommon.MutationFunction<CreateVariationOptionMutation, CreateVariationOptionMutationVariables>;

/**
 * __useCreateVariationOptionMutation__
 *
 * To run a mutation, you first call `useCreateVariationOptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateVariationOptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createVariationOptionMutation, { data, loading, error }] = useCreateVariationOptionMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateVariationOptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateVariationOptionMutation, CreateVariationOptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateVariationOptionMutation, CreateVariationOptionMutationVariables>(CreateVariationOptionDocument, options);
      }
export type CreateVariationOptionMutationHookResult = ReturnType<typeof useCreateVariationOptionMutation>;
export type CreateVariationOptionMutationResult = ApolloReactCommon.MutationResult<CreateVariationOptionMutation>;
export type CreateVariationOptionMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateVariationOptionMutation, CreateVariationOptionMutationVariables>;
export const UpdateVariationOptionDocument = gql`
    mutation UpdateVariationOption($variationId: ID!, $id: ID!, $input: VariationOptionUpdateInput!) {
  updateVariationOption(variationId: $variationId, id: $id, input: $input) {
    option {
      ...VariationOptionDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${VariationOptionDetailsFragmentDoc}
${VariationModifierDetailsFragmentDoc}`;
export type UpdateVariationOptionMutationFn = ApolloReactCommon.MutationFunction<UpdateVariationOptionMutation, UpdateVariationOptionMutationVariables>;

/**
 * __useUpdateVariationOptionMutation__
 *
 * To run a mutation, you first call `useUpdateVariationOptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateVariationOptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateVariationOptionMutation, { data, loading, error }] = useUpdateVariationOptionMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateVariationOptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateVariationOptionMutation, UpdateVariationOptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateVariationOptionMutation, UpdateVariationOptionMutationVariables>(UpdateVariationOptionDocument, options);
      }
export type UpdateVariationOptionMutationHookResult = ReturnType<typeof useUpdateVariationOptionMutation>;
export type UpdateVariationOptionMutationResult = ApolloReactCommon.MutationResult<UpdateVariationOptionMutation>;
export type UpdateVariationOptionMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateVariationOptionMutation, UpdateVariationOptionMutationVariables>;
export const DeleteVariationOptionDocument = gql`
    mutation DeleteVariationOption($variationId: ID!, $id: ID!) {
  deleteVariationOption(variationId: $variationId, id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteVariationOptionMutationFn = ApolloReactCommon.MutationFunction<DeleteVariationOptionMutation, DeleteVariationOptionMutationVariables>;

/**
 * __useDeleteVariationOptionMutation__
 *
 * To run a mutation, you first call `useDeleteVariationOptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteVariationOptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteVariationOptionMutation, { data, loading, error }] = useDeleteVariationOptionMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteVariationOptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteVariationOptionMutation, DeleteVariationOptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteVariationOptionMutation, DeleteVariationOptionMutationVariables>(DeleteVariationOptionDocument, options);
      }
export type DeleteVariationOptionMutationHookResult = ReturnType<typeof useDeleteVariationOptionMutation>;
export type DeleteVariationOptionMutationResult = ApolloReactCommon.MutationResult<DeleteVariationOptionMutation>;
export type DeleteVariationOptionMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteVariationOptionMutation, DeleteVariationOptionMutationVariables>;
export const CreateVariationModifierDocument = gql`
    mutation CreateVariationModifier($variationId: ID!, $optionId: ID!, $input: VariationModifierInput!) {
  createVariationModifier(
    variationId: $variationId
    optionId: $optionId
    input: $input
  ) {
    modifier {
      ...VariationModifierDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${VariationModifierDetailsFragmentDoc}`;
export type CreateVariationModifierMutationFn = ApolloReactCommon.MutationFunction<CreateVariationModifierMutation, CreateVariationModifierMutationVariables>;

/**
 * __useCreateVariationModifierMutation__
 *
 * To run a mutation, you first call `useCreateVariationModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateVariationModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createVariationModifierMutation, { data, loading, error }] = useCreateVariationModifierMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateVariationModifierMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateVariationModifierMutation, CreateVariationModifierMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateVariationModifierMutation, CreateVariationModifierMutationVariables>(CreateVariationModifierDocument, options);
      }
export type CreateVariationModifierMutationHookResult = ReturnType<typeof useCreateVariationModifierMutation>;
export type CreateVariationModifierMutationResult = ApolloReactCommon.MutationResult<CreateVariationModifierMutation>;
export type CreateVariationModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateVariationModifierMutation, CreateVariationModifierMutationVariables>;
export const DeleteVariationModifierDocument = gql`
    mutation DeleteVariationModifier($variationId: ID!, $optionId: ID!, $id: ID!) {
  deleteVariationModifier(variationId: $variationId, optionId: $optionId, id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteVariationModifierMutationFn = ApolloReactCommon.MutationFunction<DeleteVariationModifierMutation, DeleteVariationModifierMutationVariables>;

/**
 * __useDeleteVariationModifierMutation__
 *
 * To run a mutation, you first call `useDeleteVariationModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteVariationModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteVariationModifierMutation, { data, loading, error }] = useDeleteVariationModifierMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteVariationModifierMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteVariationModifierMutation, DeleteVariationModifierMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteVariationModifierMutation, DeleteVariationModifierMutationVariables>(DeleteVariationModifierDocument, options);
      }
export type DeleteVariationModifierMutationHookResult = ReturnType<typeof useDeleteVariationModifierMutation>;
export type DeleteVariationModifierMutationResult = ApolloReactCommon.MutationResult<DeleteVariationModifierMutation>;
export type DeleteVariationModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteVariationModifierMutation, DeleteVariationModifierMutationVariables>;
export const AttachVariationsDocument = gql`
    mutation AttachVariations($productId: ID!, $variationIds: [ID!]!) {
  attachVariations(productId: $productId, variationIds: $variationIds) {
    product {
      ...ProductVariationsDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ProductVariationsDetailsFragmentDoc}`;
export type AttachVariationsMutationFn = ApolloReactCommon.MutationFunction<AttachVariationsMutation, AttachVariationsMutationVariables>;

/**
 * __useAttachVariationsMutation__
 *
 * To run a mutation, you first call `useAttachVariationsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachVariationsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachVariationsMutation, { data, loading, error }] = useAttachVariationsMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      variationIds: // value for 'variationIds'
 *   },
 * });
 */
export function useAttachVariationsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AttachVariationsMutation, AttachVariationsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AttachVariationsMutation, AttachVariationsMutationVariables>(AttachVariationsDocument, options);
      }
export type AttachVariationsMutationHookResult = ReturnType<typeof useAttachVariationsMutation>;
export type AttachVariationsMutationResult = ApolloReactCommon.MutationResult<AttachVariationsMutation>;
export type AttachVariationsMutationOptions = ApolloReactCommon.BaseMutationOptions<AttachVariationsMutation, AttachVariationsMutationVariables>;
export const DetachVariationsDocument = gql`
    mutation DetachVariations($productId: ID!, $variationIds: [ID!]!) {
  detachVariations(productId: $productId, variationIds: $variationIds) {
    product {
      ...ProductVariationsDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ProductVariationsDetailsFragmentDoc}`;
export type DetachVariationsMutationFn = ApolloReactCommon.MutationFunction<DetachVariationsMutation, DetachVariationsMutationVariables>;

/**
 * __useDetachVariationsMutation__
 *
 * To run a mutation, you first call `useDetachVariationsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDetachVariationsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [detachVariationsMutation, { data, loading, error }] = useDetachVariationsMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      variationIds: // value for 'variationIds'
 *   },
 * });
 */
export function useDetachVariationsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DetachVariationsMutation, DetachVariationsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DetachVariationsMutation, DetachVariationsMutationVariables>(DetachVariationsDocument, options);
      }
export type DetachVariationsMutationHookResult = ReturnType<typeof useDetachVariationsMutation>;
export type DetachVariationsMutationResult = ApolloReactCommon.MutationResult<DetachVariationsMutation>;
export type DetachVariationsMutationOptions = ApolloReactCommon.BaseMutationOptions<DetachVariationsMutation, DetachVariationsMutationVariables>;
export const BuildChildProductsDocument = gql`
    mutation BuildChildProducts($productId: ID!) {
  buildChildProducts(productId: $productId) {
    product {
      ...ProductVariationsDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ProductVariationsDetailsFragmentDoc}`;
export type BuildChildProductsMutationFn = ApolloReactCommon.MutationFunction<BuildChildProductsMutation, BuildChildProductsMutationVariables>;

/**
 * __useBuildChildProductsMutation__
 *
 * To run a mutation, you first call `useBuildChildProductsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBuildChildProductsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [buildChildProductsMutation, { data, loading, error }] = useBuildChildProductsMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useBuildChildProductsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<BuildChildProductsMutation, BuildChildProductsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<BuildChildProductsMutation, BuildChildProductsMutationVariables>(BuildChildProductsDocument, options);
      }
export type BuildChildProductsMutationHookResult = ReturnType<typeof useBuildChildProductsMutation>;
export type BuildChildProductsMutationResult = ApolloReactCommon.MutationResult<BuildChildProductsMutation>;
export type BuildChildProductsMutationOptions = ApolloReactCommon.BaseMutationOptions<BuildChildProductsMutation, BuildChildProductsMutationVariables>;
export const SignInDocument = gql`
    mutation SignIn($username: String!, $password: String!) {
  signIn(username: $username, password: $password) {
    credentials {
      accessToken
      expires
      expiresIn
      identifier
      refreshToken
      tokenType
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type SignInMutationFn = ApolloReactCommon.MutationFunction<SignInMutation, SignInMutationVariables>;

/**
 * __useSignInMutation__
 *
 * To run a mutation, you first call `useSignInMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSignInMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [signInMutation, { data, loading, error }] = useSignInMutation({
 *   variables: {
 *      username: // value for 'username'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useSignInMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SignInMutation, SignInMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SignInMutation, SignInMutationVariables>(SignInDocument, options);
      }
export type SignInMutationHookResult = ReturnType<typeof useSignInMutation>;
export type SignInMutationResult = ApolloReactCommon.MutationResult<SignInMutation>;
export type SignInMutationOptions = ApolloReactCommon.BaseMutationOptions<SignInMutation, SignInMutationVariables>;
export const RefreshSessionDocument = gql`
    mutation RefreshSession($refreshToken: String!) {
  refreshSession(refreshToken: $refreshToken) {
    credentials {
      accessToken
      expires
      expiresIn
      identifier
      refreshToken
      tokenType
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type RefreshSessionMutationFn = ApolloReactCommon.MutationFunction<RefreshSessionMutation, RefreshSessionMutationVariables>;

/**
 * __useRefreshSessionMutation__
 *
 * To run a mutation, you first call `useRefreshSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRefreshSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [refreshSessionMutation, { data, loading, error }] = useRefreshSessionMutation({
 *   variables: {
 *      refreshToken: // value for 'refreshToken'
 *   },
 * });
 */
export function useRefreshSessionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RefreshSessionMutation, RefreshSessionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RefreshSessionMutation, RefreshSessionMutationVariables>(RefreshSessionDocument, options);
      }
export type RefreshSessionMutationHookResult = ReturnType<typeof useRefreshSessionMutation>;
export type RefreshSessionMutationResult = ApolloReactCommon.MutationResult<RefreshSessionMutation>;
export type RefreshSessionMutationOptions = ApolloReactCommon.BaseMutationOptions<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const SsoSettingsDocument = gql`
    query SsoSettings {
  ssoSettings {
    authorizeUrl
    clientId
    scope
  }
}
    `;

/**
 * __useSsoSettingsQuery__
 *
 * To run a query within a React component, call `useSsoSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSsoSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSsoSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useSsoSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SsoSettingsQuery, SsoSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SsoSettingsQuery, SsoSettingsQueryVariables>(SsoSettingsDocument, options);
      }
export function useSsoSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SsoSettingsQuery, SsoSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SsoSettingsQuery, SsoSettingsQueryVariables>(SsoSettingsDocument, options);
        }
// @ts-ignore
export function useSsoSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SsoSettingsQuery, SsoSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SsoSettingsQuery, SsoSettingsQueryVariables>;
export function useSsoSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SsoSettingsQuery, SsoSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SsoSettingsQuery | undefined, SsoSettingsQueryVariables>;
export function useSsoSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SsoSettingsQuery, SsoSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SsoSettingsQuery, SsoSettingsQueryVariables>(SsoSettingsDocument, options);
        }
export type SsoSettingsQueryHookResult = ReturnType<typeof useSsoSettingsQuery>;
export type SsoSettingsLazyQueryHookResult = ReturnType<typeof useSsoSettingsLazyQuery>;
export type SsoSettingsSuspenseQueryHookResult = ReturnType<typeof useSsoSettingsSuspenseQuery>;
export type SsoSettingsQueryResult = ApolloReactCommon.QueryResult<SsoSettingsQuery, SsoSettingsQueryVariables>;
export const SignUpDocument = gql`
    mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) {
    seller {
      id
      name
      email
      storeId
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type SignUpMutationFn = ApolloReactCommon.MutationFunction<SignUpMutation, SignUpMutationVariables>;

/**
 * __useSignUpMutation__
 *
 * To run a mutation, you first call `useSignUpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSignUpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [signUpMutation, { data, loading, error }] = useSignUpMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSignUpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SignUpMutation, SignUpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SignUpMutation, SignUpMutationVariables>(SignUpDocument, options);
      }
export type SignUpMutationHookResult = ReturnType<typeof useSignUpMutation>;
export type SignUpMutationResult = ApolloReactCommon.MutationResult<SignUpMutation>;
export type SignUpMutationOptions = ApolloReactCommon.BaseMutationOptions<SignUpMutation, SignUpMutationVariables>;
export const CreateSsoProfileDocument = gql`
    mutation CreateSsoProfile($storeName: String!) {
  createSsoProfile(storeName: $storeName) {
    store {
      id
      name
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type CreateSsoProfileMutationFn = ApolloReactCommon.MutationFunction<CreateSsoProfileMutation, CreateSsoProfileMutationVariables>;

/**
 * __useCreateSsoProfileMutation__
 *
 * To run a mutation, you first call `useCreateSsoProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSsoProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSsoProfileMutation, { data, loading, error }] = useCreateSsoProfileMutation({
 *   variables: {
 *      storeName: // value for 'storeName'
 *   },
 * });
 */
export function useCreateSsoProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateSsoProfileMutation, CreateSsoProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateSsoProfileMutation, CreateSsoProfileMutationVariables>(CreateSsoProfileDocument, options);
      }
export type CreateSsoProfileMutationHookResult = ReturnType<typeof useCreateSsoProfileMutation>;
export type CreateSsoProfileMutationResult = ApolloReactCommon.MutationResult<CreateSsoProfileMutation>;
export type CreateSsoProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateSsoProfileMutation, CreateSsoProfileMutationVariables>;
export const RequestPasswordResetDocument = gql`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email) {
    accepted
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type RequestPasswordResetMutationFn = ApolloReactCommon.MutationFunction<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;

/**
 * __useRequestPasswordResetMutation__
 *
 * To run a mutation, you first call `useRequestPasswordResetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestPasswordResetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestPasswordResetMutation, { data, loading, error }] = useRequestPasswordResetMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useRequestPasswordResetMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>(RequestPasswordResetDocument, options);
      }
export type RequestPasswordResetMutationHookResult = ReturnType<typeof useRequestPasswordResetMutation>;
export type RequestPasswordResetMutationResult = ApolloReactCommon.MutationResult<RequestPasswordResetMutation>;
export type RequestPasswordResetMutationOptions = ApolloReactCommon.BaseMutationOptions<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = gql`
    mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) {
    success
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type ResetPasswordMutationFn = ApolloReactCommon.MutationFunction<ResetPasswordMutation, ResetPasswordMutationVariables>;

/**
 * __useResetPasswordMutation__
 *
 * To run a mutation, you first call `useResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resetPasswordMutation, { data, loading, error }] = useResetPasswordMutation({
 *   variables: {
 *      token: // value for 'token'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useResetPasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResetPasswordMutation, ResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(ResetPasswordDocument, options);
      }
export type ResetPasswordMutationHookResult = ReturnType<typeof useResetPasswordMutation>;
export type ResetPasswordMutationResult = ApolloReactCommon.MutationResult<ResetPasswordMutation>;
export type ResetPasswordMutationOptions = ApolloReactCommon.BaseMutationOptions<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const JobProgressDocument = gql`
    query JobProgress($id: ID!) {
  job(id: $id) {
    ...JobProgressFields
  }
}
    ${JobProgressFieldsFragmentDoc}`;

/**
 * __useJobProgressQuery__
 *
 * To run a query within a React component, call `useJobProgressQuery` and pass it any options that fit your needs.
 * When your component renders, `useJobProgressQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useJobProgressQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useJobProgressQuery(baseOptions: ApolloReactHooks.QueryHookOptions<JobProgressQuery, JobProgressQueryVariables> & ({ variables: JobProgressQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<JobProgressQuery, JobProgressQueryVariables>(JobProgressDocument, options);
      }
export function useJobProgressLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<JobProgressQuery, JobProgressQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<JobProgressQuery, JobProgressQueryVariables>(JobProgressDocument, options);
        }
// @ts-ignore
export function useJobProgressSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<JobProgressQuery, JobProgressQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<JobProgressQuery, JobProgressQueryVariables>;
export function useJobProgressSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<JobProgressQuery, JobProgressQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<JobProgressQuery | undefined, JobProgressQueryVariables>;
export function useJobProgressSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<JobProgressQuery, JobProgressQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<JobProgressQuery, JobProgressQueryVariables>(JobProgressDocument, options);
        }
export type JobProgressQueryHookResult = ReturnType<typeof useJobProgressQuery>;
export type JobProgressLazyQueryHookResult = ReturnType<typeof useJobProgressLazyQuery>;
export type JobProgressSuspenseQueryHookResult = ReturnType<typeof useJobProgressSuspenseQuery>;
export type JobProgressQueryResult = ApolloReactCommon.QueryResult<JobProgressQuery, JobProgressQueryVariables>;
export const JobErrorsDocument = gql`
    query JobErrors($id: ID!, $page: PageInput) {
  job(id: $id) {
    id
    errors(page: $page) {
      items {
        id
        message
      }
      pageInfo {
        total
      }
    }
  }
}
    `;

/**
 * __useJobErrorsQuery__
 *
 * To run a query within a React component, call `useJobErrorsQuery` and pass it any options that fit your needs.
 * When your component renders, `useJobErrorsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useJobErrorsQuery({
 *   variables: {
 *      id: // value for 'id'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useJobErrorsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<JobErrorsQuery, JobErrorsQueryVariables> & ({ variables: JobErrorsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<JobErrorsQuery, JobErrorsQueryVariables>(JobErrorsDocument, options);
      }
export function useJobErrorsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<JobErrorsQuery, JobErrorsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<JobErrorsQuery, JobErrorsQueryVariables>(JobErrorsDocument, options);
        }
// @ts-ignore
export function useJobErrorsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<JobErrorsQuery, JobErrorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<JobErrorsQuery, JobErrorsQueryVariables>;
export function useJobErrorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<JobErrorsQuery, JobErrorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<JobErrorsQuery | undefined, JobErrorsQueryVariables>;
export function useJobErrorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<JobErrorsQuery, JobErrorsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<JobErrorsQuery, JobErrorsQueryVariables>(JobErrorsDocument, options);
        }
export type JobErrorsQueryHookResult = ReturnType<typeof useJobErrorsQuery>;
export type JobErrorsLazyQueryHookResult = ReturnType<typeof useJobErrorsLazyQuery>;
export type JobErrorsSuspenseQueryHookResult = ReturnType<typeof useJobErrorsSuspenseQuery>;
export type JobErrorsQueryResult = ApolloReactCommon.QueryResult<JobErrorsQuery, JobErrorsQueryVariables>;