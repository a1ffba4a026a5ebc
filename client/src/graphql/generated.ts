/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from './apollo-hooks';
import * as ApolloReactHooks from './apollo-hooks';
const defaultOptions = {} as const;
/** Changes to the account authentication settings; fields left out stay as they are. */
export type AccountAuthenticationSettingsInput = {
  /** Seconds an account management token lasts, 60 to 2592000. */
  accountManagementAuthenticationTokenTimeoutSecs?: number | null | undefined;
  /** What members may change about themselves. */
  accountMemberSelfManagement?: AccountMemberSelfManagement | null | undefined;
  /** Whether signing up creates an account for the new member. */
  autoCreateAccountForAccountMembers?: boolean | null | undefined;
  /** Whether shoppers may sign themselves up as account members. */
  enableSelfSignup?: boolean | null | undefined;
};

/** A new account. */
export type AccountCreateInput = {
  /** A reference from another system. */
  externalRef?: string | null | undefined;
  /** The registered legal name. */
  legalName?: string | null | undefined;
  /** The account's name. */
  name: string;
  /** The parent account; it cannot be changed later. */
  parentId?: string | number | null | undefined;
  /** The company registration number. */
  registrationId?: string | null | undefined;
};

/** Which accounts to list. All given conditions must hold. */
export type AccountFilter = {
  /** Conditions on the external reference (`eq`, `like`). */
  externalRef?: TextFilter | null | undefined;
  /** Conditions on the legal name (`eq`, `like`). */
  legalName?: TextFilter | null | undefined;
  /** Conditions on the name (`eq`, `like`). */
  name?: TextFilter | null | undefined;
  /** Conditions on the parent account (`eq`). */
  parentId?: IdFilter | null | undefined;
  /** Conditions on the registration id (`eq`, `like`). */
  registrationId?: TextFilter | null | undefined;
};

/** What account members may change about themselves. */
export type AccountMemberSelfManagement =
  /** Members cannot change their own details. */
  | 'DISABLED'
  /** Members may update their own details. */
  | 'UPDATE_ONLY';

/** Changes to the account membership settings. */
export type AccountMembershipSettingsInput = {
  /** How many accounts one member may belong to, 1 to 10000. */
  membershipLimit: number;
};

/** One sort key; a list of them sorts by the first, then the next. */
export type AccountSort = {
  /** The direction; ascending when left out. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: AccountSortField;
};

/** Fields accounts can be sorted by. */
export type AccountSortField =
  /** The name. */
  | 'NAME';

/** A new account tag. */
export type AccountTagCreateInput = {
  /** What the tag means. */
  description?: string | null | undefined;
  /** The name; unique among the store's account tags. */
  name: string;
};

/** Changes to an account; fields left out stay as they are, optional fields set to null are cleared. */
export type AccountUpdateInput = {
  /** A reference from another system. */
  externalRef?: string | null | undefined;
  /** The registered legal name. */
  legalName?: string | null | undefined;
  /** The account's name. */
  name?: string | null | undefined;
  /** The company registration number. */
  registrationId?: string | null | undefined;
};

/** A new address. First name, last name, first line, postcode and country are required. */
export type AddressCreateInput = {
  /** The town or city. */
  city?: string | null | undefined;
  /** The company at the address. */
  companyName?: string | null | undefined;
  /** The ISO 3166-1 alpha-2 country code, for example `GB`. */
  country: string;
  /** The county. */
  county?: string | null | undefined;
  /** The recipient's first name. */
  firstName: string;
  /** Delivery instructions. */
  instructions?: string | null | undefined;
  /** The recipient's last name. */
  lastName: string;
  /** The first line of the street address. */
  line1: string;
  /** The second line of the street address. */
  line2?: string | null | undefined;
  /** A label for the address, for example `Home`. */
  name?: string | null | undefined;
  /** A phone number for the courier. */
  phoneNumber?: string | null | undefined;
  /** The postcode or ZIP code. */
  postcode: string;
  /** The state or region. */
  region?: string | null | undefined;
};

/** Changes to an address; fields left out stay as they are. */
export type AddressUpdateInput = {
  /** The town or city. */
  city?: string | null | undefined;
  /** The company at the address. */
  companyName?: string | null | undefined;
  /** The ISO 3166-1 alpha-2 country code. */
  country?: string | null | undefined;
  /** The county. */
  county?: string | null | undefined;
  /** The recipient's first name. */
  firstName?: string | null | undefined;
  /** Delivery instructions. */
  instructions?: string | null | undefined;
  /** The recipient's last name. */
  lastName?: string | null | undefined;
  /** The first line of the street address. */
  line1?: string | null | undefined;
  /** The second line of the street address. */
  line2?: string | null | undefined;
  /** A label for the address. */
  name?: string | null | undefined;
  /** A phone number for the courier. */
  phoneNumber?: string | null | undefined;
  /** The postcode or ZIP code. */
  postcode?: string | null | undefined;
  /** The state or region. */
  region?: string | null | undefined;
};

/** A new application key. */
export type ApplicationKeyCreateInput = {
  /** The name, up to 255 characters. */
  name: string;
  /** Requests per second to reserve, 0 or more. Default 0. */
  reservedRateLimit?: number | null | undefined;
};

/** Changes to an application key; fields left out stay as they are. */
export type ApplicationKeyUpdateInput = {
  /** The name, up to 255 characters. */
  name?: string | null | undefined;
  /** Requests per second to reserve, 0 or more. */
  reservedRateLimit?: number | null | undefined;
};

/** Changes to the cart settings; fields left out stay as they are. */
export type CartSettingsInput = {
  /** Days an untouched cart lives, 1 to 365. */
  cartExpiryDays?: number | null | undefined;
  /** Whether custom discounts may be added to carts. */
  customDiscountsEnabled?: boolean | null | undefined;
  /** Whether carts use rule promotions. */
  useRulePromotions?: boolean | null | undefined;
};

/** A new catalog. */
export type CatalogCreateInput = {
  /** What the catalog is for. */
  description?: string | null | undefined;
  /** The hierarchies to show; at least one. */
  hierarchyIds: Array<string | number>;
  /** The name, up to 255 characters. */
  name: string;
  /** One price book (leave `priceBooks` out). */
  priceBookId?: string | number | null | undefined;
  /** Up to five price books with priorities (leave `priceBookId` out). */
  priceBooks?: Array<CatalogPriceBookInput> | null | undefined;
};

/** Which catalogs to list. */
export type CatalogFilter = {
  /** Conditions on the name (`eq`, `in`, `like`). */
  name?: TextFilter | null | undefined;
};

/** A price book with its priority, as entered. */
export type CatalogPriceBookInput = {
  /** The price book's id. */
  priceBookId: string | number;
  /** The priority, an integer unique among the catalog's books; the highest wins. */
  priority: number;
};

/** Where a catalog release stands. */
export type CatalogReleaseStatus =
  /** Publishing failed. */
  | 'FAILED'
  /** Publishing has started and is not finished. */
  | 'PENDING'
  /** Shoppers can see the release. */
  | 'PUBLISHED';

/** A new catalog rule. */
export type CatalogRuleCreateInput = {
  /** Accounts it applies to. */
  accountIds?: Array<string> | null | undefined;
  /** The catalog to show. */
  catalogId: string | number;
  /** Channels it applies to. */
  channels?: Array<string> | null | undefined;
  /** Customers it applies to. */
  customerIds?: Array<string> | null | undefined;
  /** What the rule is for. */
  description?: string | null | undefined;
  /** The name, without spaces. */
  name: string;
  /** When it applies. */
  schedules?: Array<CatalogRuleScheduleInput> | null | undefined;
  /** Shopper tags it applies to. */
  tags?: Array<string> | null | undefined;
};

/** A time window, as entered. */
export type CatalogRuleScheduleInput = {
  /** From when. */
  validFrom?: string | null | undefined;
  /** Until when; after `validFrom`. */
  validTo?: string | null | undefined;
};

/** Changes to a catalog; fields left out stay as they are. Setting one kind of price book replaces the other. */
export type CatalogUpdateInput = {
  /** What the catalog is for; null clears it. */
  description?: string | null | undefined;
  /** The hierarchies to show. */
  hierarchyIds?: Array<string | number> | null | undefined;
  /** The name. */
  name?: string | null | undefined;
  /** One price book. */
  priceBookId?: string | number | null | undefined;
  /** Up to five price books with priorities. */
  priceBooks?: Array<CatalogPriceBookInput> | null | undefined;
};

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

/** A new Custom API. */
export type CustomApiCreateInput = {
  /** Whether entries may be created by PUT with a chosen id. Default false. */
  allowUpserts?: boolean | null | undefined;
  /** The `type` of its entries, ending in `_ext`; unique in the store. */
  apiType: string;
  /** What the API holds. */
  description?: string | null | undefined;
  /** The name, up to 255 characters. */
  name: string;
  /** The URL segment of its entries; unique in the store. */
  slug: string;
};

/** Which Custom APIs to list. */
export type CustomApiFilter = {
  /** Conditions on the entry type (`eq`, `like`). */
  apiType?: TextFilter | null | undefined;
  /** Conditions on the name (`eq`, `like`). */
  name?: TextFilter | null | undefined;
  /** Conditions on the slug (`eq`, `like`). */
  slug?: TextFilter | null | undefined;
};

/** What a new role policy grants. */
export type CustomApiRolePolicyInput = {
  /** May create entries. */
  create: boolean;
  /** The Custom API. */
  customApiId: string | number;
  /** May delete entries. */
  delete: boolean;
  /** May list entries. */
  list: boolean;
  /** May read an entry. */
  read: boolean;
  /** The built-in role. */
  roleId: string | number;
  /** May change entries. */
  update: boolean;
};

/** Changes to a Custom API; fields left out stay as they are. */
export type CustomApiUpdateInput = {
  /** Whether entries may be created by PUT with a chosen id. */
  allowUpserts?: boolean | null | undefined;
  /** The `type` of its entries. */
  apiType?: string | null | undefined;
  /** What the API holds. */
  description?: string | null | undefined;
  /** The name. */
  name?: string | null | undefined;
  /** The URL segment of its entries. */
  slug?: string | null | undefined;
};

/** A new field of a Custom API. */
export type CustomFieldCreateInput = {
  /** What the field holds. */
  description?: string | null | undefined;
  /** The type of the values. */
  fieldType: CustomFieldType;
  /** The name shown to sellers. */
  name: string;
  /** The entry member; lower-case letters, digits, `_` and `-`, unique within the API. */
  slug: string;
  /** Where the field sorts, 0 to 1000. */
  sortOrder?: number | null | undefined;
  /** The rules values must follow. */
  validation?: CustomFieldValidationInput | null | undefined;
};

/** The type of a Custom API field's values. */
export type CustomFieldType =
  /** Any JSON value. */
  | 'ANY'
  /** True or false. */
  | 'BOOLEAN'
  /** A number with a fraction. */
  | 'FLOAT'
  /** A whole number. */
  | 'INTEGER'
  /** A list of values (see `allowedType`). */
  | 'LIST'
  /** Text. */
  | 'STRING';

/** Changes to a field; the slug and type cannot change. */
export type CustomFieldUpdateInput = {
  /** What the field holds. */
  description?: string | null | undefined;
  /** The name shown to sellers. */
  name?: string | null | undefined;
  /** Where the field sorts, 0 to 1000. */
  sortOrder?: number | null | undefined;
  /** The rules values must follow. */
  validation?: CustomFieldValidationInput | null | undefined;
};

/** Rules for a field's values; set only those that apply to the field's type. */
export type CustomFieldValidationInput = {
  /** Whether a value may be null. Default true. */
  allowNullValues?: boolean | null | undefined;
  /** Lists: the type of the elements. */
  allowedType?: CustomFieldType | null | undefined;
  /** Whether a value, once set, can no longer be changed. Default false. */
  immutable?: boolean | null | undefined;
  /** Strings and lists: the largest length. */
  maxLength?: number | null | undefined;
  /** Numbers: the largest value. */
  maxValue?: number | null | undefined;
  /** Strings and lists: the smallest length. */
  minLength?: number | null | undefined;
  /** Numbers: the smallest value. */
  minValue?: number | null | undefined;
  /** Strings: a regular expression values must match. */
  regex?: string | null | undefined;
  /** Strings: whether two entries may not share a value. */
  unique?: boolean | null | undefined;
  /** Strings: whether uniqueness ignores case. */
  uniqueCaseInsensitivity?: boolean | null | undefined;
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

/** A new customer. */
export type CustomerCreateInput = {
  /** The email the customer signs in with; unique in the store. */
  email: string;
  /** A reference from another system. */
  externalRef?: string | null | undefined;
  /** The customer's full name. */
  name: string;
  /** The password the customer signs in with; stored hashed and never read back. */
  password?: string | null | undefined;
};

/** Which customers to list. All given conditions must hold. */
export type CustomerFilter = {
  /** Conditions on the email (`eq`, `like`). */
  email?: TextFilter | null | undefined;
  /** Conditions on the external reference (`eq`, `like`). */
  externalRef?: TextFilter | null | undefined;
  /** Conditions on the name (`eq`, `like`). */
  name?: TextFilter | null | undefined;
};

/** One sort key; a list of them sorts by the first, then the next. */
export type CustomerSort = {
  /** The direction; ascending when left out. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: CustomerSortField;
};

/** Fields customers can be sorted by. */
export type CustomerSortField =
  /** The email. */
  | 'EMAIL'
  /** The name. */
  | 'NAME';

/** Changes to a customer; fields left out stay as they are. */
export type CustomerUpdateInput = {
  /** The email the customer signs in with; unique in the store. */
  email?: string | null | undefined;
  /** A reference from another system. */
  externalRef?: string | null | undefined;
  /** The customer's full name. */
  name?: string | null | undefined;
  /** A new password; left out, the current one stays. */
  password?: string | null | undefined;
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

/** The kinds of items whose personal data can be erased. */
export type ErasableResourceType =
  /** An account, with its addresses. */
  | 'ACCOUNT'
  /** An account member. */
  | 'ACCOUNT_MEMBER'
  /** A customer, with its addresses. */
  | 'CUSTOMER';

/** Which erasure requests to list. */
export type ErasureRequestFilter = {
  /** Only requests for this item. */
  resourceId?: string | number | null | undefined;
  /** Only requests for this type of item. */
  resourceType?: ErasableResourceType | null | undefined;
};

/** A new erasure request. */
export type ErasureRequestInput = {
  /** The id of the item to erase. */
  resourceId: string | number;
  /** The type of the item to erase. */
  resourceType: ErasableResourceType;
};

/** Where an erasure request stands. */
export type ErasureRequestStatus =
  /** Accepted; waiting to run. */
  | 'CREATED'
  /** The erasure failed (for example, nothing is known of the item); it may be retried. */
  | 'FAILURE'
  /** Running. */
  | 'IN_PROGRESS'
  /** The personal data was erased. */
  | 'SUCCESS';

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

/** Where and how an integration delivers; give the members its type needs. */
export type IntegrationConfigurationInput = {
  /** STOMP: the broker addresses. */
  addresses?: Array<string> | null | undefined;
  /** SQS: the access key id. */
  awsAccessKeyId?: string | null | undefined;
  /** SQS: the secret access key. */
  awsSecretAccessKey?: string | null | undefined;
  /** STOMP: the destination. */
  destination?: string | null | undefined;
  /** STOMP: the password. */
  password?: string | null | undefined;
  /** SQS: the AWS region. */
  region?: string | null | undefined;
  /** Webhook: a secret sent with each delivery. */
  secretKey?: string | null | undefined;
  /** Webhook and SQS: the URL to deliver to (http or https). */
  url?: string | null | undefined;
  /** STOMP: the user name. */
  username?: string | null | undefined;
};

/** Which integrations to list. */
export type IntegrationFilter = {
  /** Only enabled (true) or disabled (false) integrations. */
  enabled?: boolean | null | undefined;
  /** Only integrations of this type. */
  integrationType?: IntegrationType | null | undefined;
  /** Conditions on the name (`eq`, `like`). */
  name?: TextFilter | null | undefined;
};

/** A new integration, or changes to one (fields left out stay as they are). */
export type IntegrationInput = {
  /** Where and how to deliver; required on create and when the type changes. */
  configuration?: IntegrationConfigurationInput | null | undefined;
  /** What the integration is for. */
  description?: string | null | undefined;
  /** Whether events are delivered. Default true. */
  enabled?: boolean | null | undefined;
  /** How events are delivered. Default WEBHOOK. */
  integrationType?: IntegrationType | null | undefined;
  /** The name. */
  name?: string | null | undefined;
  /** The events to deliver, for example `order.created`; required on create. */
  observes?: Array<string> | null | undefined;
};

/** How an integration delivers the events it observes. */
export type IntegrationType =
  /** A message on an AWS SQS queue. */
  | 'AWS_SQS'
  /** A message to a STOMP broker. */
  | 'STOMP'
  /** An HTTP POST to a URL. */
  | 'WEBHOOK';

/** A new inventory location. */
export type InventoryLocationCreateInput = {
  /** The postal address, 1 to 8 lines. */
  address?: Array<string> | null | undefined;
  /** What the location is, 3 or more characters. */
  description?: string | null | undefined;
  /** A reference from another system, 3 or more characters. */
  externalRef?: string | null | undefined;
  /** The name, 3 or more characters. */
  name: string;
  /** The slug: letters, digits, dots, dashes and underscores; unique in the store. */
  slug: string;
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

/** An amount in one currency for a price modifier. */
export type LegacyModifierPriceInput = {
  /** The amount in the currency's smallest unit, a whole number of 0 or more. */
  amount: number;
  /** The ISO 4217 currency code, for example `USD`. */
  currency: string;
  /** Whether the amount includes tax. */
  includesTax: boolean;
};

/** What a legacy product modifier changes on a product built from an option. */
export type LegacyModifierType =
  /** Sets the commodity type to `value` (`physical` or `digital`). */
  | 'COMMODITY_TYPE'
  /** Appends `value` to the description. */
  | 'DESCRIPTION_APPEND'
  /** Replaces the description with `value`. */
  | 'DESCRIPTION_EQUALS'
  /** Puts `value` in front of the description. */
  | 'DESCRIPTION_PREPEND'
  /** Appends `value` to the name. */
  | 'NAME_APPEND'
  /** Replaces the name with `value`. */
  | 'NAME_EQUALS'
  /** Puts `value` in front of the name. */
  | 'NAME_PREPEND'
  /** Takes `prices` off the price. */
  | 'PRICE_DECREMENT'
  /** Sets the price to `prices`. */
  | 'PRICE_EQUALS'
  /** Adds `prices` to the price. */
  | 'PRICE_INCREMENT'
  /** Appends `value` to the SKU. */
  | 'SKU_APPEND'
  /** Replaces `seek` with `set` in the SKU. */
  | 'SKU_BUILDER'
  /** Replaces the SKU with `value`. */
  | 'SKU_EQUALS'
  /** Puts `value` in front of the SKU. */
  | 'SKU_PREPEND'
  /** Appends `value` to the slug. */
  | 'SLUG_APPEND'
  /** Replaces `seek` with `set` in the slug. */
  | 'SLUG_BUILDER'
  /** Replaces the slug with `value`. */
  | 'SLUG_EQUALS'
  /** Puts `value` in front of the slug. */
  | 'SLUG_PREPEND'
  /** Sets the status to `value` (`live` or `draft`). */
  | 'STATUS';

/**
 * A new product modifier, or its replacement on an update. Give `value` for the text types, `seek`
 * and `set` for the builder types and `prices` for the price types.
 */
export type LegacyProductModifierInput = {
  /** What the modifier changes. */
  modifierType: LegacyModifierType;
  /** The amounts of a price modifier. */
  prices?: Array<LegacyModifierPriceInput> | null | undefined;
  /** The text a builder modifier looks for. */
  seek?: string | null | undefined;
  /** The text a builder modifier puts in place of `seek`. */
  set?: string | null | undefined;
  /** The text for name, description, slug, SKU, commodity type and status modifiers. */
  value?: string | null | undefined;
};

/** A new legacy variation, or changes to one. */
export type LegacyVariationInput = {
  /** The variation's name. */
  name: string;
};

/** A new option; on an update, fields left out keep their value. */
export type LegacyVariationOptionInput = {
  /** A longer text about the option. */
  description?: string | null | undefined;
  /** The option's name, unique within its variation; required when creating. */
  name?: string | null | undefined;
};

/** Changes to the personal-data log retention. */
export type LogsTtlSettingsInput = {
  /** Days a log entry is kept, 1 to 365. */
  days: number;
};

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

/** A new OpenID Connect profile. */
export type OidcProfileCreateInput = {
  /** The client id registered with the identity provider. */
  clientId: string;
  /** The client secret; stored, never read back. */
  clientSecret?: string | null | undefined;
  /** The identity provider's OpenID discovery document URL (http or https). */
  discoveryUrl?: string | null | undefined;
  /** The name shown on the sign-in page. */
  name?: string | null | undefined;
  /** Where the identity provider may send users back to: absolute URLs. */
  redirectUris: Array<string>;
};

/** Changes to an OpenID Connect profile; fields left out stay as they are. */
export type OidcProfileUpdateInput = {
  /** The client id registered with the identity provider. */
  clientId?: string | null | undefined;
  /** A new client secret; left out, the current one stays. */
  clientSecret?: string | null | undefined;
  /** The identity provider's OpenID discovery document URL. */
  discoveryUrl?: string | null | undefined;
  /** The name shown on the sign-in page. */
  name?: string | null | undefined;
  /** Where the identity provider may send users back to; replaces the list. */
  redirectUris?: Array<string> | null | undefined;
};

/** A postal address as entered; fields left out keep their value. */
export type OrderAddressInput = {
  /** The city. */
  city?: string | null | undefined;
  /** The company. */
  companyName?: string | null | undefined;
  /** The ISO 3166-1 alpha-2 country code. */
  country?: string | null | undefined;
  /** The county. */
  county?: string | null | undefined;
  /** The recipient's first name. */
  firstName?: string | null | undefined;
  /** Delivery instructions. */
  instructions?: string | null | undefined;
  /** The recipient's last name. */
  lastName?: string | null | undefined;
  /** The first address line. */
  line1?: string | null | undefined;
  /** The second address line. */
  line2?: string | null | undefined;
  /** A phone number. */
  phoneNumber?: string | null | undefined;
  /** The postal code. */
  postcode?: string | null | undefined;
  /** The region or state. */
  region?: string | null | undefined;
};

/**
 * Which orders to list. All given conditions must hold; `or` adds a group of alternatives of which
 * at least one must hold.
 */
export type OrderFilter = {
  /** Conditions on when the order was placed. */
  createdAt?: DateTimeFilter | null | undefined;
  /** Conditions on the currency (`eq`, `in`). */
  currency?: TextFilter | null | undefined;
  /** Conditions on the shopper's email (`eq`, `like`). */
  email?: TextFilter | null | undefined;
  /** Conditions on the external reference (`eq`, `like`). */
  externalRef?: TextFilter | null | undefined;
  /** Conditions on the shopper's name (`eq`, `like`). */
  name?: TextFilter | null | undefined;
  /** Alternatives: at least one of these filters must hold. */
  or?: Array<OrderFilter> | null | undefined;
  /** Conditions on the order number (`eq`, `like`). */
  orderNumber?: TextFilter | null | undefined;
  /** Conditions on the payment status. */
  payment?: OrderPaymentStatusFilter | null | undefined;
  /** Conditions on the shipping status. */
  shipping?: OrderShippingStatusFilter | null | undefined;
  /** Conditions on the order status. */
  status?: OrderStatusFilter | null | undefined;
};

/** How far an order is paid. */
export type OrderPaymentStatus =
  /** The whole amount is authorized (or partly captured and the rest authorized). */
  | 'AUTHORIZED'
  /** The whole amount is captured or purchased. */
  | 'PAID'
  /** Part of the amount is authorized. */
  | 'PARTIALLY_AUTHORIZED'
  /** Part of the amount is captured or purchased. */
  | 'PARTIALLY_PAID'
  /** Everything paid was refunded. */
  | 'REFUNDED'
  /** Nothing paid or authorized. */
  | 'UNPAID';

/** Conditions on an order payment status. */
export type OrderPaymentStatusFilter = {
  /** Exactly this payment status. */
  eq?: OrderPaymentStatus | null | undefined;
  /** Any of these payment statuses. */
  in?: Array<OrderPaymentStatus> | null | undefined;
};

/** Whether an order has been shipped. */
export type OrderShippingStatus =
  /** Shipped; the order can no longer be changed. */
  | 'FULFILLED'
  /** Not shipped yet. */
  | 'UNFULFILLED';

/** Conditions on an order shipping status. */
export type OrderShippingStatusFilter = {
  /** Exactly this shipping status. */
  eq?: OrderShippingStatus | null | undefined;
  /** Any of these shipping statuses. */
  in?: Array<OrderShippingStatus> | null | undefined;
};

/** One sort key; a list of them sorts by the first, then the next. */
export type OrderSort = {
  /** The direction; ascending when left out. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: OrderSortField;
};

/** Fields orders can be sorted by. */
export type OrderSortField =
  /** When the order was placed. */
  | 'CREATED_AT'
  /** The order number. */
  | 'ORDER_NUMBER'
  /** The payment status. */
  | 'PAYMENT'
  /** The shipping status. */
  | 'SHIPPING'
  /** The order status. */
  | 'STATUS'
  /** The total, tax included. */
  | 'TOTAL'
  /** When the order last changed. */
  | 'UPDATED_AT';

/** Where an order stands as a whole; it follows its payments (`v2/orders`). */
export type OrderStatus =
  /** Cancelled by the seller; never paid again. */
  | 'CANCELLED'
  /** Paid (or refunded after being paid). */
  | 'COMPLETE'
  /** Not paid or authorized yet. */
  | 'INCOMPLETE'
  /** Authorized, waiting to be captured. */
  | 'PROCESSING';

/** Conditions on an order status. */
export type OrderStatusFilter = {
  /** Exactly this status. */
  eq?: OrderStatus | null | undefined;
  /** Any of these statuses. */
  in?: Array<OrderStatus> | null | undefined;
};

/**
 * What the provider lets a seller change on an order: cancel it, mark it fulfilled (paid orders
 * only), the shipping address (until fulfilled) and its references. Fields left out stay as they are.
 */
export type OrderUpdateInput = {
  /** A reference from another system; an empty string removes it. */
  externalRef?: string | null | undefined;
  /** A seller-managed number; an empty string removes it. */
  orderNumber?: string | null | undefined;
  /** Only `FULFILLED`: marks a paid order shipped. */
  shipping?: OrderShippingStatus | null | undefined;
  /** A new shipping address (only the given fields change). */
  shippingAddress?: OrderAddressInput | null | undefined;
  /** Only `CANCELLED`: cancels the order. */
  status?: OrderStatus | null | undefined;
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

/** A new password profile. */
export type PasswordProfileCreateInput = {
  /** What the profile is for. */
  description?: string | null | undefined;
  /** The name; unique within the realm. */
  name: string;
};

/** Changes to a password profile; fields left out stay as they are. */
export type PasswordProfileUpdateInput = {
  /** What the profile is for. */
  description?: string | null | undefined;
  /** The name; unique within the realm. */
  name?: string | null | undefined;
};

/** A credential of a payment gateway, by the provider's field name. */
export type PaymentGatewayCredentialInput = {
  /** The provider's field name, for example `merchant_id`. */
  name: string;
  /** The value; an empty string clears it. */
  value: string;
};

/** Changes to a payment gateway; fields left out stay as they are. */
export type PaymentGatewayUpdateInput = {
  /** Credentials to set or clear. */
  credentials?: Array<PaymentGatewayCredentialInput> | null | undefined;
  /** Turns the gateway on or off; turning on needs its required credentials. */
  enabled?: boolean | null | undefined;
  /** Turns test mode on or off, for gateways that have one. */
  test?: boolean | null | undefined;
};

/** A payment to record against an order. */
export type PaymentInput = {
  /** The amount in the order currency's minor unit; the whole balance owing when left out. */
  amount?: number | null | undefined;
  /** A reference for the payment, for example a cheque number. */
  customReference?: string | null | undefined;
  /** The payment gateway's slug; `manual` records a payment made outside the store. */
  gateway?: string;
  /** Authorize or purchase. */
  method: PaymentMethod;
  /** A name for the payment, for example the payer. */
  name?: string | null | undefined;
};

/** How a payment is taken. */
export type PaymentMethod =
  /** Reserve the amount, to be captured later. */
  | 'AUTHORIZE'
  /** Take the amount at once. */
  | 'PURCHASE';

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

/** One component of a bundle. */
export type ProductBundleComponentInput = {
  /** The component's key (letters, digits, spaces, hyphens and underscores). */
  key: string;
  /** The most options a shopper can select (with min). */
  max?: number | null | undefined;
  /** The fewest options a shopper can select (with max). */
  min?: number | null | undefined;
  /** The name shown in the storefront. */
  name?: string | null | undefined;
  /** The products offered; at least one. */
  options: Array<ProductBundleOptionInput>;
  /** Display order. */
  sortOrder?: number | null | undefined;
};

/** A product offered by a bundle component. */
export type ProductBundleOptionInput = {
  /** Whether the option is selected by default. */
  default?: boolean | null | undefined;
  /** The most a shopper can select (with min). */
  max?: number | null | undefined;
  /** The fewest a shopper can select (with max). */
  min?: number | null | undefined;
  /** An existing product, not the bundle itself. */
  productId: string | number;
  /** How many the shopper buys; at least 1. */
  quantity: number;
  /** Display order. */
  sortOrder?: number | null | undefined;
};

/** A new product. */
export type ProductCreateInput = {
  /** Whether the product ships or is delivered digitally. */
  commodityType: CommodityType;
  /** Bundle components; giving any makes the product a bundle. */
  components?: Array<ProductBundleComponentInput> | null | undefined;
  /** Text fields shoppers fill in. */
  customInputs?: Array<ProductCustomInputInput> | null | undefined;
  /** A description for shoppers. */
  description?: string | null | undefined;
  /** Template data: template slugs mapping to objects of strings, numbers, booleans or null. */
  extensions?: unknown;
  /** An identifier from another system of the seller's. */
  externalRef?: string | null | undefined;
  /** The name and description in other locales. */
  locales?: Array<ProductLocaleInput> | null | undefined;
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

/** A text field a shopper fills in for the product. */
export type ProductCustomInputInput = {
  /** The input's key in the cart item (unique per product). */
  key: string;
  /** The longest text accepted, 1 to 255; no length rule when left out. */
  maxLength?: number | null | undefined;
  /** The label shown in the storefront. */
  name: string;
  /** Whether the shopper must fill it in. Default false. */
  required?: boolean | null | undefined;
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

/** The product's name and description in one locale. */
export type ProductLocaleInput = {
  /** The description in this locale. */
  description?: string | null | undefined;
  /** The locale code, e.g. `fr-FR`. */
  locale: string;
  /** The name in this locale. */
  name?: string | null | undefined;
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
  /** Bundle components, replacing the whole set; an empty list makes the product a standard one. */
  components?: Array<ProductBundleComponentInput> | null | undefined;
  /** Text fields shoppers fill in; replaces the whole set. */
  customInputs?: Array<ProductCustomInputInput> | null | undefined;
  /** A description for shoppers. */
  description?: string | null | undefined;
  /** Template data: template slugs mapping to objects of strings, numbers, booleans or null. */
  extensions?: unknown;
  /** An identifier from another system of the seller's. */
  externalRef?: string | null | undefined;
  /** The name and description in other locales; replaces the whole set. */
  locales?: Array<ProductLocaleInput> | null | undefined;
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

/** An amount in one currency, as entered. */
export type PromotionAmountInput = {
  /** The amount in minor units. */
  amount: number;
  /** The ISO 4217 currency code. */
  currency: string;
};

/** A new promotion code. */
export type PromotionCodeInput = {
  /** The code text; unique in the store. */
  code: string;
  /** What one use consumes; the family's default (`per_cart`, `per_checkout`) when left out. */
  consumeUnit?: string | null | undefined;
  /** The customer it is reserved for. */
  user?: string | null | undefined;
  /** How many times it may be used; unlimited when left out. */
  uses?: number | null | undefined;
};

/** A new legacy promotion. */
export type PromotionCreateInput = {
  /** True when it applies without a code. Default false. */
  automatic?: boolean | null | undefined;
  /** What the promotion is for. */
  description?: string | null | undefined;
  /** Fixed and percent types: the discount per currency (sent as `schema.currencies`). */
  discounts?: Array<PromotionDiscountInput> | null | undefined;
  /** True when carts may use it. Default false. */
  enabled?: boolean | null | undefined;
  /** When it ends; after the start. */
  end: string;
  /** How many times one cart may use it. */
  maxApplicationsPerCart?: number | null | undefined;
  /** The smallest cart value it applies to, per currency. */
  minCartValue?: Array<PromotionAmountInput> | null | undefined;
  /** The name. */
  name: string;
  /** The kind of discount. */
  promotionType: PromotionType;
  /** Other types: the provider's `schema` object; ignored when `discounts` is given. */
  schema?: unknown;
  /** When it starts. */
  start: string;
};

/** A discount in one currency, as entered: `amount` for fixed types, `percentage` for percent types. */
export type PromotionDiscountInput = {
  /** Fixed discounts: the amount off in minor units. */
  amount?: number | null | undefined;
  /** The ISO 4217 currency code, three upper-case letters. */
  currency: string;
  /** Percent discounts: more than 0, at most 100. */
  percentage?: number | null | undefined;
};

/** Conditions on whether a promotion is enabled. */
export type PromotionEnabledFilter = {
  /** Exactly this value. */
  eq?: boolean | null | undefined;
};

/** Which family of provider promotions a code, job or history call is about. */
export type PromotionFamily =
  /** Legacy promotions (`v2/promotions`). */
  | 'PROMOTION'
  /** Rule promotions (`v2/rule-promotions`). */
  | 'RULE_PROMOTION';

/** Which promotions (legacy or rule) to list. All given conditions must hold. */
export type PromotionFilter = {
  /** Only enabled (true) or disabled (false) promotions. */
  enabled?: PromotionEnabledFilter | null | undefined;
  /** Conditions on the end (`gt`, `lt`). */
  end?: DateTimeFilter | null | undefined;
  /** Conditions on the name (`eq`, `like`). */
  name?: TextFilter | null | undefined;
  /** Conditions on the start (`gt`, `lt`). */
  start?: DateTimeFilter | null | undefined;
};

/** The kind of a promotion history entry. */
export type PromotionHistoryAction =
  /** A code was created. */
  | 'CODE_CREATED'
  /** A code was deleted. */
  | 'CODE_DELETED'
  /** A code was used at checkout. */
  | 'CODE_USED';

/** Where a promotion job stands. */
export type PromotionJobStatus =
  /** Cancelled before it finished. */
  | 'CANCELLED'
  /** Finished; a file is available. */
  | 'COMPLETED'
  /** Finished without doing its work; see `error`. */
  | 'FAILED'
  /** Waiting to start. */
  | 'PENDING'
  /** Running. */
  | 'PROCESSING';

/** The kind of a promotion job. */
export type PromotionJobType =
  /** Exports the promotion's codes to a CSV file. */
  | 'CODE_EXPORT'
  /** Generates codes. */
  | 'CODE_GENERATE';

/** The kind of discount of a legacy promotion (the provider's `promotion_type`). */
export type PromotionType =
  /** A fixed amount off a bundle of items. */
  | 'BUNDLE_FIXED_DISCOUNT'
  /** A free gift with a bundle of items. */
  | 'BUNDLE_GIFT'
  /** A fixed amount off the cart, per currency. */
  | 'FIXED_DISCOUNT'
  /** A fixed amount off target items. */
  | 'ITEM_FIXED_DISCOUNT'
  /** A percentage off target items. */
  | 'ITEM_PERCENT_DISCOUNT'
  /** A percentage off the cart, per currency. */
  | 'PERCENT_DISCOUNT'
  /** Buy X items for a fixed amount. */
  | 'X_FOR_AMOUNT'
  /** Buy X items, pay for Y. */
  | 'X_FOR_Y';

/** Changes to a legacy promotion; fields left out stay as they are. */
export type PromotionUpdateInput = {
  /** True when it applies without a code. */
  automatic?: boolean | null | undefined;
  /** What the promotion is for. */
  description?: string | null | undefined;
  /** The discount per currency; replaces every currency. */
  discounts?: Array<PromotionDiscountInput> | null | undefined;
  /** True when carts may use it. */
  enabled?: boolean | null | undefined;
  /** When it ends. */
  end?: string | null | undefined;
  /** How many times one cart may use it. */
  maxApplicationsPerCart?: number | null | undefined;
  /** The smallest cart value, per currency; replaces every currency. */
  minCartValue?: Array<PromotionAmountInput> | null | undefined;
  /** The name. */
  name?: string | null | undefined;
  /** The kind of discount. */
  promotionType?: PromotionType | null | undefined;
  /** The provider's `schema` object; ignored when `discounts` is given. */
  schema?: unknown;
  /** When it starts. */
  start?: string | null | undefined;
};

/** Which realms to list. */
export type RealmFilter = {
  /** Conditions on the name (`eq`, `like`). */
  name?: TextFilter | null | undefined;
};

/** A new rule promotion. */
export type RulePromotionCreateInput = {
  /** True when it applies without a code. Default false. */
  automatic?: boolean | null | undefined;
  /** What the promotion is for. */
  description?: string | null | undefined;
  /** True when carts may use it. Default false. */
  enabled?: boolean | null | undefined;
  /** When it ends; after the start. */
  end: string;
  /** The name. */
  name: string;
  /** True when it applies even when others do not stack. */
  overrideStacking?: boolean | null | undefined;
  /** Lower numbers apply first. */
  priority?: number | null | undefined;
  /**
   * The provider's `rule_set`: `{ "rules": {...}, "actions": [{ "strategy": "cart_discount", "args": ["percent", 10] }] }`,
   * optionally `currencies` and `catalog_ids`.
   */
  ruleSet: unknown;
  /** True when it may combine with others. */
  stackable?: boolean | null | undefined;
  /** When it starts. */
  start: string;
};

/** Changes to a rule promotion; fields left out stay as they are. */
export type RulePromotionUpdateInput = {
  /** True when it applies without a code. */
  automatic?: boolean | null | undefined;
  /** What the promotion is for. */
  description?: string | null | undefined;
  /** True when carts may use it. */
  enabled?: boolean | null | undefined;
  /** When it ends. */
  end?: string | null | undefined;
  /** The name. */
  name?: string | null | undefined;
  /** True when it applies even when others do not stack. */
  overrideStacking?: boolean | null | undefined;
  /** Lower numbers apply first. */
  priority?: number | null | undefined;
  /** The provider's `rule_set`; replaces the whole rule set. */
  ruleSet?: unknown;
  /** True when it may combine with others. */
  stackable?: boolean | null | undefined;
  /** When it starts. */
  start?: string | null | undefined;
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

/** One sort key for stock. */
export type StockSort = {
  /** The direction; ascending when left out. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: StockSortField;
};

/** Fields stock can be sorted by. */
export type StockSortField =
  /** Units available. */
  | 'AVAILABLE'
  /** When stock was first managed. */
  | 'CREATED_AT'
  /** Units in stock. */
  | 'TOTAL'
  /** The last change. */
  | 'UPDATED_AT';

/** What a stock transaction does to a product's stock. */
export type StockTransactionAction =
  /** Holds available units for an order; refused beyond what is available. */
  | 'ALLOCATE'
  /** Releases allocated units back to available. */
  | 'DEALLOCATE'
  /** Removes available units (goods lost or sold outside orders); refused beyond what is available. */
  | 'DECREMENT'
  /** Adds units to the available stock (goods received). */
  | 'INCREMENT'
  /** Sets the total, keeping what is allocated (multi-location API only). */
  | 'SET';

/** A stock transaction to record. */
export type StockTransactionInput = {
  /** What to do. */
  action: StockTransactionAction;
  /** The slug of the location to act on; left out, the stock not held at a location. */
  location?: string | null | undefined;
  /** The product whose stock changes; it must already have stock. */
  productId: string | number;
  /** How many units, 0 or more. */
  quantity: number;
};

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

/** Changes to the store settings; fields left out stay as they are. */
export type StoreSettingsInput = {
  /** Languages offered besides the default, two-letter lower-case codes. */
  additionalLanguages?: Array<string> | null | undefined;
  /** Address fields a shopper must fill. */
  addressMandatoryFields?: Array<string> | null | undefined;
  /** How cart tax is calculated. */
  calculationMethod?: TaxCalculationMethod | null | undefined;
  /** Whether product lists include child products. */
  listChildProducts?: boolean | null | undefined;
  /** How many items a list page returns by default, 1 to 100. */
  pageLength?: number | null | undefined;
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

/** Changes to the subscription settings; fields left out stay as they are. */
export type SubscriptionSettingsInput = {
  /** Days an invoice may stay unpaid, 0 to 90. */
  invoiceDueDays?: number | null | undefined;
  /** The IANA time zone invoices are issued in. */
  timezone?: string | null | undefined;
};

/** How a cart's tax is calculated. */
export type TaxCalculationMethod =
  /** Tax is calculated per line and the lines are added up. */
  | 'LINE'
  /** Tax is calculated once on the cart's total. */
  | 'SIMPLE';

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

/** What the seller can do with a transaction in its current state. */
export type TransactionAction =
  /** Cancel a pending or authorized transaction (not on the manual gateway). */
  | 'CANCEL'
  /** Capture an authorized amount. */
  | 'CAPTURE'
  /** Confirm a pending transaction. */
  | 'CONFIRM'
  /** Refund part or all of a paid amount. */
  | 'REFUND';

/** Where a payment transaction stands. */
export type TransactionStatus =
  /** Cancelled; it no longer counts. */
  | 'CANCELLED'
  /** Done at the gateway. */
  | 'COMPLETE'
  /** Waiting to be confirmed. */
  | 'PENDING'
  /** Fully refunded. */
  | 'REFUNDED';

/** What a payment transaction is. */
export type TransactionType =
  /** Money reserved at the gateway, to be captured later. */
  | 'AUTHORIZE'
  /** An authorization waiting for the gateway's confirmation. */
  | 'AUTHORIZE_SETUP'
  /** A captured authorization. */
  | 'CAPTURE'
  /** Money taken at once. */
  | 'PURCHASE'
  /** A purchase waiting for the gateway's confirmation. */
  | 'PURCHASE_SETUP';

/** A new realm user. A name or a username is required. */
export type UserAuthenticationInfoCreateInput = {
  /** The user's email. */
  email?: string | null | undefined;
  /** The user's name. */
  name?: string | null | undefined;
  /** The username the user signs in with. */
  username?: string | null | undefined;
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

export type AccountListItemFragment = { __typename: 'Account', id: string, name: string, legalName: string | null, registrationId: string | null, externalRef: string | null, parentId: string | null, updatedAt: string | null, parent: { __typename: 'Account', id: string, name: string } | null, tags: Array<{ __typename: 'AccountTag', id: string, name: string }> };

export type AccountMembershipRowFragment = { __typename: 'AccountMembership', id: string, accountId: string, memberId: string, createdAt: string | null, member: { __typename: 'AccountMember', id: string, name: string, email: string } | null };

export type AccountListQueryVariables = Exact<{
  filter?: AccountFilter | null | undefined;
  sort?: Array<AccountSort> | AccountSort | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AccountListQuery = { __typename: 'Query', accounts: { __typename: 'AccountPage', items: Array<{ __typename: 'Account', id: string, name: string, legalName: string | null, registrationId: string | null, externalRef: string | null, parentId: string | null, updatedAt: string | null, parent: { __typename: 'Account', id: string, name: string } | null, tags: Array<{ __typename: 'AccountTag', id: string, name: string }> }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type AccountParentOptionsQueryVariables = Exact<{
  name?: string | null | undefined;
}>;


export type AccountParentOptionsQuery = { __typename: 'Query', accounts: { __typename: 'AccountPage', items: Array<{ __typename: 'Account', id: string, name: string }> } };

export type AccountDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type AccountDetailsQuery = { __typename: 'Query', account: { __typename: 'Account', id: string, name: string, legalName: string | null, registrationId: string | null, externalRef: string | null, parentId: string | null, updatedAt: string | null, parent: { __typename: 'Account', id: string, name: string } | null, tags: Array<{ __typename: 'AccountTag', id: string, name: string }> } | null };

export type AccountAddressesQueryVariables = Exact<{
  id: string | number;
}>;


export type AccountAddressesQuery = { __typename: 'Query', account: { __typename: 'Account', id: string, addresses: { __typename: 'AddressPage', items: Array<{ __typename: 'Address', id: string, name: string | null, firstName: string | null, lastName: string | null, companyName: string | null, phoneNumber: string | null, instructions: string | null, line1: string | null, line2: string | null, city: string | null, county: string | null, region: string | null, postcode: string | null, country: string | null, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', total: number } } } | null };

export type AccountTagOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountTagOptionsQuery = { __typename: 'Query', accountTags: { __typename: 'AccountTagPage', items: Array<{ __typename: 'AccountTag', id: string, name: string, description: string | null }> } };

export type AccountMembershipsQueryVariables = Exact<{
  id: string | number;
}>;


export type AccountMembershipsQuery = { __typename: 'Query', account: { __typename: 'Account', id: string, memberships: { __typename: 'AccountMembershipPage', items: Array<{ __typename: 'AccountMembership', id: string, accountId: string, memberId: string, createdAt: string | null, member: { __typename: 'AccountMember', id: string, name: string, email: string } | null }>, pageInfo: { __typename: 'PageInfo', total: number } } } | null };

export type UnassignedAccountMembersQueryVariables = Exact<{
  id: string | number;
}>;


export type UnassignedAccountMembersQuery = { __typename: 'Query', account: { __typename: 'Account', id: string, unassignedMembers: { __typename: 'AccountMemberPage', items: Array<{ __typename: 'AccountMember', id: string, name: string, email: string }>, pageInfo: { __typename: 'PageInfo', total: number } } } | null };

export type CreateAccountMutationVariables = Exact<{
  input: AccountCreateInput;
}>;


export type CreateAccountMutation = { __typename: 'Mutation', createAccount: { __typename: 'AccountPayload', account: { __typename: 'Account', id: string, name: string, legalName: string | null, registrationId: string | null, externalRef: string | null, parentId: string | null, updatedAt: string | null, parent: { __typename: 'Account', id: string, name: string } | null, tags: Array<{ __typename: 'AccountTag', id: string, name: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateAccountMutationVariables = Exact<{
  id: string | number;
  input: AccountUpdateInput;
}>;


export type UpdateAccountMutation = { __typename: 'Mutation', updateAccount: { __typename: 'AccountPayload', account: { __typename: 'Account', id: string, name: string, legalName: string | null, registrationId: string | null, externalRef: string | null, parentId: string | null, updatedAt: string | null, parent: { __typename: 'Account', id: string, name: string } | null, tags: Array<{ __typename: 'AccountTag', id: string, name: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteAccountMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAccountMutation = { __typename: 'Mutation', deleteAccount: { __typename: 'DeleteAccountPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateAccountAddressMutationVariables = Exact<{
  accountId: string | number;
  input: AddressCreateInput;
}>;


export type CreateAccountAddressMutation = { __typename: 'Mutation', createAccountAddress: { __typename: 'AddressPayload', address: { __typename: 'Address', id: string, name: string | null, firstName: string | null, lastName: string | null, companyName: string | null, phoneNumber: string | null, instructions: string | null, line1: string | null, line2: string | null, city: string | null, county: string | null, region: string | null, postcode: string | null, country: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateAccountAddressMutationVariables = Exact<{
  accountId: string | number;
  id: string | number;
  input: AddressUpdateInput;
}>;


export type UpdateAccountAddressMutation = { __typename: 'Mutation', updateAccountAddress: { __typename: 'AddressPayload', address: { __typename: 'Address', id: string, name: string | null, firstName: string | null, lastName: string | null, companyName: string | null, phoneNumber: string | null, instructions: string | null, line1: string | null, line2: string | null, city: string | null, county: string | null, region: string | null, postcode: string | null, country: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteAccountAddressMutationVariables = Exact<{
  accountId: string | number;
  id: string | number;
}>;


export type DeleteAccountAddressMutation = { __typename: 'Mutation', deleteAccountAddress: { __typename: 'DeleteAddressPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateAccountTagMutationVariables = Exact<{
  input: AccountTagCreateInput;
}>;


export type CreateAccountTagMutation = { __typename: 'Mutation', createAccountTag: { __typename: 'AccountTagPayload', tag: { __typename: 'AccountTag', id: string, name: string, description: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type AttachAccountTagsMutationVariables = Exact<{
  accountId: string | number;
  tagIds: Array<string | number> | string | number;
}>;


export type AttachAccountTagsMutation = { __typename: 'Mutation', attachAccountTags: { __typename: 'AccountPayload', account: { __typename: 'Account', id: string, name: string, legalName: string | null, registrationId: string | null, externalRef: string | null, parentId: string | null, updatedAt: string | null, parent: { __typename: 'Account', id: string, name: string } | null, tags: Array<{ __typename: 'AccountTag', id: string, name: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DetachAccountTagsMutationVariables = Exact<{
  accountId: string | number;
  tagIds: Array<string | number> | string | number;
}>;


export type DetachAccountTagsMutation = { __typename: 'Mutation', detachAccountTags: { __typename: 'AccountPayload', account: { __typename: 'Account', id: string, name: string, legalName: string | null, registrationId: string | null, externalRef: string | null, parentId: string | null, updatedAt: string | null, parent: { __typename: 'Account', id: string, name: string } | null, tags: Array<{ __typename: 'AccountTag', id: string, name: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type AddAccountMemberMutationVariables = Exact<{
  accountId: string | number;
  memberId: string | number;
}>;


export type AddAccountMemberMutation = { __typename: 'Mutation', addAccountMember: { __typename: 'AccountMembershipPayload', membership: { __typename: 'AccountMembership', id: string, accountId: string, memberId: string, createdAt: string | null, member: { __typename: 'AccountMember', id: string, name: string, email: string } | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type RemoveAccountMembershipMutationVariables = Exact<{
  accountId: string | number;
  id: string | number;
}>;


export type RemoveAccountMembershipMutation = { __typename: 'Mutation', removeAccountMembership: { __typename: 'DeleteAccountMembershipPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type ApplicationKeyRowFragment = { __typename: 'ApplicationKey', id: string, name: string, clientId: string, reservedRateLimit: number, createdAt: string | null, updatedAt: string | null };

export type ApplicationKeyListQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type ApplicationKeyListQuery = { __typename: 'Query', applicationKeys: { __typename: 'ApplicationKeyPage', totalReservedRateLimit: number | null, items: Array<{ __typename: 'ApplicationKey', id: string, name: string, clientId: string, reservedRateLimit: number, createdAt: string | null, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type CreateApplicationKeyMutationVariables = Exact<{
  input: ApplicationKeyCreateInput;
}>;


export type CreateApplicationKeyMutation = { __typename: 'Mutation', createApplicationKey: { __typename: 'CreateApplicationKeyPayload', clientSecret: string | null, applicationKey: { __typename: 'ApplicationKey', id: string, name: string, clientId: string, reservedRateLimit: number, createdAt: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateApplicationKeyMutationVariables = Exact<{
  id: string | number;
  input: ApplicationKeyUpdateInput;
}>;


export type UpdateApplicationKeyMutation = { __typename: 'Mutation', updateApplicationKey: { __typename: 'ApplicationKeyPayload', applicationKey: { __typename: 'ApplicationKey', id: string, name: string, clientId: string, reservedRateLimit: number, createdAt: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteApplicationKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteApplicationKeyMutation = { __typename: 'Mutation', deleteApplicationKey: { __typename: 'DeleteApplicationKeyPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CatalogListItemFragment = { __typename: 'Catalog', id: string, name: string, description: string | null, updatedAt: string | null, hierarchyIds: Array<string>, hierarchies: Array<{ __typename: 'Hierarchy', id: string, name: string }>, priceBooks: Array<{ __typename: 'CatalogPriceBook', priceBookId: string, priority: number | null, priceBook: { __typename: 'PriceBook', id: string, name: string } | null }> };

export type CatalogReleaseRowFragment = { __typename: 'CatalogRelease', id: string, catalogId: string, name: string, status: CatalogReleaseStatus, createdAt: string | null, publishedAt: string | null, totalProducts: number, totalNodes: number };

export type CatalogRuleRowFragment = { __typename: 'CatalogRule', id: string, name: string, description: string | null, channels: Array<string>, tags: Array<string> };

export type CatalogListQueryVariables = Exact<{
  filter?: CatalogFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type CatalogListQuery = { __typename: 'Query', catalogs: { __typename: 'CatalogPage', items: Array<{ __typename: 'Catalog', id: string, name: string, description: string | null, updatedAt: string | null, hierarchyIds: Array<string>, hierarchies: Array<{ __typename: 'Hierarchy', id: string, name: string }>, priceBooks: Array<{ __typename: 'CatalogPriceBook', priceBookId: string, priority: number | null, priceBook: { __typename: 'PriceBook', id: string, name: string } | null }> }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type CatalogDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogDetailsQuery = { __typename: 'Query', catalog: { __typename: 'Catalog', id: string, name: string, description: string | null, updatedAt: string | null, hierarchyIds: Array<string>, rules: { __typename: 'CatalogRulePage', items: Array<{ __typename: 'CatalogRule', id: string, name: string, description: string | null, channels: Array<string>, tags: Array<string> }> }, releases: { __typename: 'CatalogReleasePage', items: Array<{ __typename: 'CatalogRelease', id: string, catalogId: string, name: string, status: CatalogReleaseStatus, createdAt: string | null, publishedAt: string | null, totalProducts: number, totalNodes: number }> }, hierarchies: Array<{ __typename: 'Hierarchy', id: string, name: string }>, priceBooks: Array<{ __typename: 'CatalogPriceBook', priceBookId: string, priority: number | null, priceBook: { __typename: 'PriceBook', id: string, name: string } | null }> } | null };

export type CatalogChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogChoicesQuery = { __typename: 'Query', hierarchies: { __typename: 'HierarchyPage', items: Array<{ __typename: 'Hierarchy', id: string, name: string }> }, priceBooks: { __typename: 'PriceBookPage', items: Array<{ __typename: 'PriceBook', id: string, name: string }> } };

export type CatalogReleaseProductsQueryVariables = Exact<{
  catalogId: string | number;
  id: string | number;
  hierarchyId?: string | number | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type CatalogReleaseProductsQuery = { __typename: 'Query', catalogRelease: { __typename: 'CatalogRelease', id: string, catalogId: string, name: string, status: CatalogReleaseStatus, createdAt: string | null, publishedAt: string | null, totalProducts: number, totalNodes: number, hierarchies: Array<{ __typename: 'CatalogReleaseHierarchy', id: string, name: string }>, products: { __typename: 'CatalogReleaseProductPage', items: Array<{ __typename: 'CatalogReleaseProduct', id: string, name: string, sku: string | null, displayPrice: { __typename: 'CatalogDisplayPrice', formatted: string, includesTax: boolean } | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } } | null };

export type CreateCatalogMutationVariables = Exact<{
  input: CatalogCreateInput;
}>;


export type CreateCatalogMutation = { __typename: 'Mutation', createCatalog: { __typename: 'CatalogPayload', catalog: { __typename: 'Catalog', id: string, name: string, description: string | null, updatedAt: string | null, hierarchyIds: Array<string>, hierarchies: Array<{ __typename: 'Hierarchy', id: string, name: string }>, priceBooks: Array<{ __typename: 'CatalogPriceBook', priceBookId: string, priority: number | null, priceBook: { __typename: 'PriceBook', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateCatalogMutationVariables = Exact<{
  id: string | number;
  input: CatalogUpdateInput;
}>;


export type UpdateCatalogMutation = { __typename: 'Mutation', updateCatalog: { __typename: 'CatalogPayload', catalog: { __typename: 'Catalog', id: string, name: string, description: string | null, updatedAt: string | null, hierarchyIds: Array<string>, hierarchies: Array<{ __typename: 'Hierarchy', id: string, name: string }>, priceBooks: Array<{ __typename: 'CatalogPriceBook', priceBookId: string, priority: number | null, priceBook: { __typename: 'PriceBook', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteCatalogMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCatalogMutation = { __typename: 'Mutation', deleteCatalog: { __typename: 'DeleteCatalogPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateCatalogRuleMutationVariables = Exact<{
  input: CatalogRuleCreateInput;
}>;


export type CreateCatalogRuleMutation = { __typename: 'Mutation', createCatalogRule: { __typename: 'CatalogRulePayload', rule: { __typename: 'CatalogRule', id: string, name: string, description: string | null, channels: Array<string>, tags: Array<string> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteCatalogRuleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCatalogRuleMutation = { __typename: 'Mutation', deleteCatalogRule: { __typename: 'DeleteCatalogRulePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type PublishCatalogMutationVariables = Exact<{
  catalogId: string | number;
}>;


export type PublishCatalogMutation = { __typename: 'Mutation', publishCatalog: { __typename: 'CatalogReleasePayload', release: { __typename: 'CatalogRelease', id: string, catalogId: string, name: string, status: CatalogReleaseStatus, createdAt: string | null, publishedAt: string | null, totalProducts: number, totalNodes: number } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteCatalogReleaseMutationVariables = Exact<{
  catalogId: string | number;
  id: string | number;
}>;


export type DeleteCatalogReleaseMutation = { __typename: 'Mutation', deleteCatalogRelease: { __typename: 'DeleteCatalogReleasePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CustomApiListItemFragment = { __typename: 'CustomApi', id: string, name: string, description: string | null, slug: string, apiType: string, updatedAt: string | null };

export type CustomFieldRowFragment = { __typename: 'CustomField', id: string, name: string, description: string | null, slug: string, fieldType: CustomFieldType, sortOrder: number, validation: { __typename: 'CustomFieldValidation', allowNullValues: boolean, immutable: boolean, minLength: number | null, maxLength: number | null, regex: string | null, unique: boolean | null, minValue: number | null, maxValue: number | null, allowedType: CustomFieldType | null } };

export type CustomApiEntryRowFragment = { __typename: 'CustomApiEntry', id: string, values: unknown, updatedAt: string | null };

export type CustomApiRolePolicyRowFragment = { __typename: 'CustomApiRolePolicy', id: string, create: boolean, list: boolean, read: boolean, update: boolean, delete: boolean, role: { __typename: 'BuiltInRole', id: string, name: string } | null };

export type CustomApiUserErrorFragment = { __typename: 'UserError', field: Array<string> | null, message: string, code: string | null };

export type CustomApiListQueryVariables = Exact<{
  filter?: CustomApiFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type CustomApiListQuery = { __typename: 'Query', customApis: { __typename: 'CustomApiPage', items: Array<{ __typename: 'CustomApi', id: string, name: string, description: string | null, slug: string, apiType: string, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type CustomApiDetailsQueryVariables = Exact<{
  id: string | number;
  entryPage?: PageInput | null | undefined;
}>;


export type CustomApiDetailsQuery = { __typename: 'Query', customApi: { __typename: 'CustomApi', id: string, name: string, description: string | null, slug: string, apiType: string, updatedAt: string | null, fields: { __typename: 'CustomFieldPage', items: Array<{ __typename: 'CustomField', id: string, name: string, description: string | null, slug: string, fieldType: CustomFieldType, sortOrder: number, validation: { __typename: 'CustomFieldValidation', allowNullValues: boolean, immutable: boolean, minLength: number | null, maxLength: number | null, regex: string | null, unique: boolean | null, minValue: number | null, maxValue: number | null, allowedType: CustomFieldType | null } }> }, entries: { __typename: 'CustomApiEntryPage', items: Array<{ __typename: 'CustomApiEntry', id: string, values: unknown, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } }, rolePolicies: { __typename: 'CustomApiRolePolicyPage', items: Array<{ __typename: 'CustomApiRolePolicy', id: string, create: boolean, list: boolean, read: boolean, update: boolean, delete: boolean, role: { __typename: 'BuiltInRole', id: string, name: string } | null }> } } | null, builtInRoles: Array<{ __typename: 'BuiltInRole', id: string, name: string }> };

export type CreateCustomApiMutationVariables = Exact<{
  input: CustomApiCreateInput;
}>;


export type CreateCustomApiMutation = { __typename: 'Mutation', createCustomApi: { __typename: 'CustomApiPayload', customApi: { __typename: 'CustomApi', id: string, name: string, description: string | null, slug: string, apiType: string, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateCustomApiMutationVariables = Exact<{
  id: string | number;
  input: CustomApiUpdateInput;
}>;


export type UpdateCustomApiMutation = { __typename: 'Mutation', updateCustomApi: { __typename: 'CustomApiPayload', customApi: { __typename: 'CustomApi', id: string, name: string, description: string | null, slug: string, apiType: string, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteCustomApiMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCustomApiMutation = { __typename: 'Mutation', deleteCustomApi: { __typename: 'DeleteCustomApiResourcePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateCustomFieldMutationVariables = Exact<{
  customApiId: string | number;
  input: CustomFieldCreateInput;
}>;


export type CreateCustomFieldMutation = { __typename: 'Mutation', createCustomField: { __typename: 'CustomFieldPayload', field: { __typename: 'CustomField', id: string, name: string, description: string | null, slug: string, fieldType: CustomFieldType, sortOrder: number, validation: { __typename: 'CustomFieldValidation', allowNullValues: boolean, immutable: boolean, minLength: number | null, maxLength: number | null, regex: string | null, unique: boolean | null, minValue: number | null, maxValue: number | null, allowedType: CustomFieldType | null } } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateCustomFieldMutationVariables = Exact<{
  customApiId: string | number;
  id: string | number;
  input: CustomFieldUpdateInput;
}>;


export type UpdateCustomFieldMutation = { __typename: 'Mutation', updateCustomField: { __typename: 'CustomFieldPayload', field: { __typename: 'CustomField', id: string, name: string, description: string | null, slug: string, fieldType: CustomFieldType, sortOrder: number, validation: { __typename: 'CustomFieldValidation', allowNullValues: boolean, immutable: boolean, minLength: number | null, maxLength: number | null, regex: string | null, unique: boolean | null, minValue: number | null, maxValue: number | null, allowedType: CustomFieldType | null } } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteCustomFieldMutationVariables = Exact<{
  customApiId: string | number;
  id: string | number;
}>;


export type DeleteCustomFieldMutation = { __typename: 'Mutation', deleteCustomField: { __typename: 'DeleteCustomApiResourcePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateCustomApiEntryMutationVariables = Exact<{
  customApiId: string | number;
  values: unknown;
}>;


export type CreateCustomApiEntryMutation = { __typename: 'Mutation', createCustomApiEntry: { __typename: 'CustomApiEntryPayload', entry: { __typename: 'CustomApiEntry', id: string, values: unknown, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateCustomApiEntryMutationVariables = Exact<{
  customApiId: string | number;
  id: string | number;
  values: unknown;
}>;


export type UpdateCustomApiEntryMutation = { __typename: 'Mutation', updateCustomApiEntry: { __typename: 'CustomApiEntryPayload', entry: { __typename: 'CustomApiEntry', id: string, values: unknown, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteCustomApiEntryMutationVariables = Exact<{
  customApiId: string | number;
  id: string | number;
}>;


export type DeleteCustomApiEntryMutation = { __typename: 'Mutation', deleteCustomApiEntry: { __typename: 'DeleteCustomApiResourcePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateCustomApiRolePolicyMutationVariables = Exact<{
  input: CustomApiRolePolicyInput;
}>;


export type CreateCustomApiRolePolicyMutation = { __typename: 'Mutation', createCustomApiRolePolicy: { __typename: 'CustomApiRolePolicyPayload', rolePolicy: { __typename: 'CustomApiRolePolicy', id: string, create: boolean, list: boolean, read: boolean, update: boolean, delete: boolean, role: { __typename: 'BuiltInRole', id: string, name: string } | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteCustomApiRolePolicyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCustomApiRolePolicyMutation = { __typename: 'Mutation', deleteCustomApiRolePolicy: { __typename: 'DeleteCustomApiResourcePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

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

export type CustomerListItemFragment = { __typename: 'Customer', id: string, name: string, email: string, externalRef: string | null, createdAt: string | null, updatedAt: string | null };

export type AddressRowFragment = { __typename: 'Address', id: string, name: string | null, firstName: string | null, lastName: string | null, companyName: string | null, phoneNumber: string | null, instructions: string | null, line1: string | null, line2: string | null, city: string | null, county: string | null, region: string | null, postcode: string | null, country: string | null, updatedAt: string | null };

export type CustomerListQueryVariables = Exact<{
  filter?: CustomerFilter | null | undefined;
  sort?: Array<CustomerSort> | CustomerSort | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type CustomerListQuery = { __typename: 'Query', customers: { __typename: 'CustomerPage', items: Array<{ __typename: 'Customer', id: string, name: string, email: string, externalRef: string | null, createdAt: string | null, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type CustomerDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type CustomerDetailsQuery = { __typename: 'Query', customer: { __typename: 'Customer', id: string, name: string, email: string, externalRef: string | null, createdAt: string | null, updatedAt: string | null } | null };

export type CustomerAddressesQueryVariables = Exact<{
  id: string | number;
}>;


export type CustomerAddressesQuery = { __typename: 'Query', customer: { __typename: 'Customer', id: string, addresses: { __typename: 'AddressPage', items: Array<{ __typename: 'Address', id: string, name: string | null, firstName: string | null, lastName: string | null, companyName: string | null, phoneNumber: string | null, instructions: string | null, line1: string | null, line2: string | null, city: string | null, county: string | null, region: string | null, postcode: string | null, country: string | null, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', total: number } } } | null };

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type CreateCustomerMutation = { __typename: 'Mutation', createCustomer: { __typename: 'CustomerPayload', customer: { __typename: 'Customer', id: string, name: string, email: string, externalRef: string | null, createdAt: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateCustomerMutationVariables = Exact<{
  id: string | number;
  input: CustomerUpdateInput;
}>;


export type UpdateCustomerMutation = { __typename: 'Mutation', updateCustomer: { __typename: 'CustomerPayload', customer: { __typename: 'Customer', id: string, name: string, email: string, externalRef: string | null, createdAt: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteCustomerMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCustomerMutation = { __typename: 'Mutation', deleteCustomer: { __typename: 'DeleteCustomerPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateCustomerAddressMutationVariables = Exact<{
  customerId: string | number;
  input: AddressCreateInput;
}>;


export type CreateCustomerAddressMutation = { __typename: 'Mutation', createCustomerAddress: { __typename: 'AddressPayload', address: { __typename: 'Address', id: string, name: string | null, firstName: string | null, lastName: string | null, companyName: string | null, phoneNumber: string | null, instructions: string | null, line1: string | null, line2: string | null, city: string | null, county: string | null, region: string | null, postcode: string | null, country: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateCustomerAddressMutationVariables = Exact<{
  customerId: string | number;
  id: string | number;
  input: AddressUpdateInput;
}>;


export type UpdateCustomerAddressMutation = { __typename: 'Mutation', updateCustomerAddress: { __typename: 'AddressPayload', address: { __typename: 'Address', id: string, name: string | null, firstName: string | null, lastName: string | null, companyName: string | null, phoneNumber: string | null, instructions: string | null, line1: string | null, line2: string | null, city: string | null, county: string | null, region: string | null, postcode: string | null, country: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteCustomerAddressMutationVariables = Exact<{
  customerId: string | number;
  id: string | number;
}>;


export type DeleteCustomerAddressMutation = { __typename: 'Mutation', deleteCustomerAddress: { __typename: 'DeleteAddressPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

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

export type HomeOrderMetricsQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type HomeOrderMetricsQuery = { __typename: 'Query', orderMetrics: { __typename: 'OrderMetrics', from: string | null, to: string | null, total: number, summary: Array<{ __typename: 'OrderMetricsSummary', currency: string, totalOrders: number, totalValue: { __typename: 'Money', currency: string, amount: number, formatted: string }, averageValue: { __typename: 'Money', currency: string, amount: number, formatted: string } }>, timeseries: Array<{ __typename: 'OrderMetricsPoint', timestamp: string, count: number, value: Array<{ __typename: 'Money', currency: string, amount: number, formatted: string }> }> } };

export type IntegrationListItemFragment = { __typename: 'Integration', id: string, name: string, description: string | null, enabled: boolean, integrationType: IntegrationType, observes: Array<string>, updatedAt: string | null };

export type IntegrationDetailsFragment = { __typename: 'Integration', id: string, name: string, description: string | null, enabled: boolean, integrationType: IntegrationType, observes: Array<string>, updatedAt: string | null, configuration: { __typename: 'IntegrationConfiguration', url: string | null, secretKey: string | null, awsAccessKeyId: string | null, awsSecretAccessKey: string | null, region: string | null, addresses: Array<string> | null, destination: string | null, username: string | null, password: string | null } };

export type IntegrationLogRowFragment = { __typename: 'IntegrationLog', id: string, succeeded: boolean, attempt: number, statusCode: number | null, errorDetail: string | null, jobId: string | null, createdAt: string | null };

export type IntegrationListQueryVariables = Exact<{
  filter?: IntegrationFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type IntegrationListQuery = { __typename: 'Query', integrations: { __typename: 'IntegrationPage', items: Array<{ __typename: 'Integration', id: string, name: string, description: string | null, enabled: boolean, integrationType: IntegrationType, observes: Array<string>, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type IntegrationDetailsPageQueryVariables = Exact<{
  id: string | number;
  logPage?: PageInput | null | undefined;
  jobPage?: PageInput | null | undefined;
}>;


export type IntegrationDetailsPageQuery = { __typename: 'Query', integration: { __typename: 'Integration', id: string, name: string, description: string | null, enabled: boolean, integrationType: IntegrationType, observes: Array<string>, updatedAt: string | null, logs: { __typename: 'IntegrationLogPage', items: Array<{ __typename: 'IntegrationLog', id: string, succeeded: boolean, attempt: number, statusCode: number | null, errorDetail: string | null, jobId: string | null, createdAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } }, jobs: { __typename: 'IntegrationJobPage', items: Array<{ __typename: 'IntegrationJob', id: string, createdAt: string | null, logs: { __typename: 'IntegrationLogPage', items: Array<{ __typename: 'IntegrationLog', id: string, succeeded: boolean, attempt: number, statusCode: number | null, errorDetail: string | null, jobId: string | null, createdAt: string | null }>, pageInfo: { __typename: 'PageInfo', total: number } } }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } }, configuration: { __typename: 'IntegrationConfiguration', url: string | null, secretKey: string | null, awsAccessKeyId: string | null, awsSecretAccessKey: string | null, region: string | null, addresses: Array<string> | null, destination: string | null, username: string | null, password: string | null } } | null };

export type CreateIntegrationMutationVariables = Exact<{
  input: IntegrationInput;
}>;


export type CreateIntegrationMutation = { __typename: 'Mutation', createIntegration: { __typename: 'IntegrationPayload', integration: { __typename: 'Integration', id: string, name: string, description: string | null, enabled: boolean, integrationType: IntegrationType, observes: Array<string>, updatedAt: string | null, configuration: { __typename: 'IntegrationConfiguration', url: string | null, secretKey: string | null, awsAccessKeyId: string | null, awsSecretAccessKey: string | null, region: string | null, addresses: Array<string> | null, destination: string | null, username: string | null, password: string | null } } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateIntegrationMutationVariables = Exact<{
  id: string | number;
  input: IntegrationInput;
}>;


export type UpdateIntegrationMutation = { __typename: 'Mutation', updateIntegration: { __typename: 'IntegrationPayload', integration: { __typename: 'Integration', id: string, name: string, description: string | null, enabled: boolean, integrationType: IntegrationType, observes: Array<string>, updatedAt: string | null, configuration: { __typename: 'IntegrationConfiguration', url: string | null, secretKey: string | null, awsAccessKeyId: string | null, awsSecretAccessKey: string | null, region: string | null, addresses: Array<string> | null, destination: string | null, username: string | null, password: string | null } } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteIntegrationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteIntegrationMutation = { __typename: 'Mutation', deleteIntegration: { __typename: 'DeleteIntegrationPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type StockFiguresFragment = { __typename: 'Stock', productId: string, total: number, available: number, allocated: number, updatedAt: string | null };

export type StockTransactionRowFragment = { __typename: 'StockTransaction', id: string, action: StockTransactionAction, quantity: number, location: string | null, createdAt: string | null };

export type InventoryLocationRowFragment = { __typename: 'InventoryLocation', id: string, name: string, slug: string, description: string | null, address: Array<string> };

export type StockListQueryVariables = Exact<{
  sort?: Array<StockSort> | StockSort | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type StockListQuery = { __typename: 'Query', stocks: { __typename: 'StockPage', items: Array<{ __typename: 'Stock', productId: string, total: number, available: number, allocated: number, updatedAt: string | null, product: { __typename: 'Product', id: string, name: string, sku: string | null } | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type StockDetailsQueryVariables = Exact<{
  productId: string | number;
  page?: PageInput | null | undefined;
}>;


export type StockDetailsQuery = { __typename: 'Query', stock: { __typename: 'Stock', productId: string, total: number, available: number, allocated: number, updatedAt: string | null, product: { __typename: 'Product', id: string, name: string, sku: string | null } | null, locations: Array<{ __typename: 'StockLocationLevel', slug: string, total: number, available: number, allocated: number, location: { __typename: 'InventoryLocation', id: string, name: string } | null }>, transactions: { __typename: 'StockTransactionPage', items: Array<{ __typename: 'StockTransaction', id: string, action: StockTransactionAction, quantity: number, location: string | null, createdAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } } | null };

export type InventoryLocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type InventoryLocationsQuery = { __typename: 'Query', inventoryLocations: { __typename: 'InventoryLocationPage', items: Array<{ __typename: 'InventoryLocation', id: string, name: string, slug: string, description: string | null, address: Array<string> }>, pageInfo: { __typename: 'PageInfo', total: number } } };

export type AddStockTransactionMutationVariables = Exact<{
  input: StockTransactionInput;
}>;


export type AddStockTransactionMutation = { __typename: 'Mutation', addStockTransaction: { __typename: 'StockTransactionPayload', transaction: { __typename: 'StockTransaction', id: string, action: StockTransactionAction, quantity: number, location: string | null, createdAt: string | null } | null, stock: { __typename: 'Stock', productId: string, total: number, available: number, allocated: number, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateInventoryLocationMutationVariables = Exact<{
  input: InventoryLocationCreateInput;
}>;


export type CreateInventoryLocationMutation = { __typename: 'Mutation', createInventoryLocation: { __typename: 'InventoryLocationPayload', location: { __typename: 'InventoryLocation', id: string, name: string, slug: string, description: string | null, address: Array<string> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteInventoryLocationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteInventoryLocationMutation = { __typename: 'Mutation', deleteInventoryLocation: { __typename: 'DeleteInventoryLocationPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateStockMutationVariables = Exact<{
  productId: string | number;
  quantity: number;
}>;


export type CreateStockMutation = { __typename: 'Mutation', createStock: { __typename: 'StockPayload', stock: { __typename: 'Stock', productId: string, total: number, available: number, allocated: number, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteStockMutationVariables = Exact<{
  productId: string | number;
}>;


export type DeleteStockMutation = { __typename: 'Mutation', deleteStock: { __typename: 'DeleteStockPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

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

export type LegacyVariationRowFragment = { __typename: 'LegacyVariation', id: string, name: string, updatedAt: string | null, options: Array<{ __typename: 'LegacyVariationOption', id: string, name: string, description: string, modifiers: Array<{ __typename: 'LegacyProductModifier', id: string, modifierType: LegacyModifierType, value: string | null, seek: string | null, set: string | null, prices: Array<{ __typename: 'LegacyModifierPrice', amount: number, currency: string, includesTax: boolean }> | null }> }> };

export type LegacyVariationsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type LegacyVariationsQuery = { __typename: 'Query', legacyVariations: { __typename: 'LegacyVariationPage', items: Array<{ __typename: 'LegacyVariation', id: string, name: string, updatedAt: string | null, options: Array<{ __typename: 'LegacyVariationOption', id: string, name: string, description: string, modifiers: Array<{ __typename: 'LegacyProductModifier', id: string, modifierType: LegacyModifierType, value: string | null, seek: string | null, set: string | null, prices: Array<{ __typename: 'LegacyModifierPrice', amount: number, currency: string, includesTax: boolean }> | null }> }> }>, pageInfo: { __typename: 'PageInfo', total: number } } };

export type CreateLegacyVariationMutationVariables = Exact<{
  input: LegacyVariationInput;
}>;


export type CreateLegacyVariationMutation = { __typename: 'Mutation', createLegacyVariation: { __typename: 'LegacyVariationPayload', variation: { __typename: 'LegacyVariation', id: string, name: string, updatedAt: string | null, options: Array<{ __typename: 'LegacyVariationOption', id: string, name: string, description: string, modifiers: Array<{ __typename: 'LegacyProductModifier', id: string, modifierType: LegacyModifierType, value: string | null, seek: string | null, set: string | null, prices: Array<{ __typename: 'LegacyModifierPrice', amount: number, currency: string, includesTax: boolean }> | null }> }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateLegacyVariationMutationVariables = Exact<{
  id: string | number;
  input: LegacyVariationInput;
}>;


export type UpdateLegacyVariationMutation = { __typename: 'Mutation', updateLegacyVariation: { __typename: 'LegacyVariationPayload', variation: { __typename: 'LegacyVariation', id: string, name: string, updatedAt: string | null, options: Array<{ __typename: 'LegacyVariationOption', id: string, name: string, description: string, modifiers: Array<{ __typename: 'LegacyProductModifier', id: string, modifierType: LegacyModifierType, value: string | null, seek: string | null, set: string | null, prices: Array<{ __typename: 'LegacyModifierPrice', amount: number, currency: string, includesTax: boolean }> | null }> }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteLegacyVariationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLegacyVariationMutation = { __typename: 'Mutation', deleteLegacyVariation: { __typename: 'DeleteLegacyVariationPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateLegacyVariationOptionMutationVariables = Exact<{
  variationId: string | number;
  input: LegacyVariationOptionInput;
}>;


export type CreateLegacyVariationOptionMutation = { __typename: 'Mutation', createLegacyVariationOption: { __typename: 'LegacyVariationOptionPayload', option: { __typename: 'LegacyVariationOption', id: string } | null, variation: { __typename: 'LegacyVariation', id: string, name: string, updatedAt: string | null, options: Array<{ __typename: 'LegacyVariationOption', id: string, name: string, description: string, modifiers: Array<{ __typename: 'LegacyProductModifier', id: string, modifierType: LegacyModifierType, value: string | null, seek: string | null, set: string | null, prices: Array<{ __typename: 'LegacyModifierPrice', amount: number, currency: string, includesTax: boolean }> | null }> }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateLegacyVariationOptionMutationVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
  input: LegacyVariationOptionInput;
}>;


export type UpdateLegacyVariationOptionMutation = { __typename: 'Mutation', updateLegacyVariationOption: { __typename: 'LegacyVariationOptionPayload', option: { __typename: 'LegacyVariationOption', id: string } | null, variation: { __typename: 'LegacyVariation', id: string, name: string, updatedAt: string | null, options: Array<{ __typename: 'LegacyVariationOption', id: string, name: string, description: string, modifiers: Array<{ __typename: 'LegacyProductModifier', id: string, modifierType: LegacyModifierType, value: string | null, seek: string | null, set: string | null, prices: Array<{ __typename: 'LegacyModifierPrice', amount: number, currency: string, includesTax: boolean }> | null }> }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteLegacyVariationOptionMutationVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
}>;


export type DeleteLegacyVariationOptionMutation = { __typename: 'Mutation', deleteLegacyVariationOption: { __typename: 'DeleteLegacyVariationPayload', deletedId: string | null, variation: { __typename: 'LegacyVariation', id: string, name: string, updatedAt: string | null, options: Array<{ __typename: 'LegacyVariationOption', id: string, name: string, description: string, modifiers: Array<{ __typename: 'LegacyProductModifier', id: string, modifierType: LegacyModifierType, value: string | null, seek: string | null, set: string | null, prices: Array<{ __typename: 'LegacyModifierPrice', amount: number, currency: string, includesTax: boolean }> | null }> }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateLegacyProductModifierMutationVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
  input: LegacyProductModifierInput;
}>;


export type CreateLegacyProductModifierMutation = { __typename: 'Mutation', createLegacyProductModifier: { __typename: 'LegacyProductModifierPayload', modifier: { __typename: 'LegacyProductModifier', id: string } | null, variation: { __typename: 'LegacyVariation', id: string, name: string, updatedAt: string | null, options: Array<{ __typename: 'LegacyVariationOption', id: string, name: string, description: string, modifiers: Array<{ __typename: 'LegacyProductModifier', id: string, modifierType: LegacyModifierType, value: string | null, seek: string | null, set: string | null, prices: Array<{ __typename: 'LegacyModifierPrice', amount: number, currency: string, includesTax: boolean }> | null }> }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateLegacyProductModifierMutationVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
  modifierId: string | number;
  input: LegacyProductModifierInput;
}>;


export type UpdateLegacyProductModifierMutation = { __typename: 'Mutation', updateLegacyProductModifier: { __typename: 'LegacyProductModifierPayload', modifier: { __typename: 'LegacyProductModifier', id: string } | null, variation: { __typename: 'LegacyVariation', id: string, name: string, updatedAt: string | null, options: Array<{ __typename: 'LegacyVariationOption', id: string, name: string, description: string, modifiers: Array<{ __typename: 'LegacyProductModifier', id: string, modifierType: LegacyModifierType, value: string | null, seek: string | null, set: string | null, prices: Array<{ __typename: 'LegacyModifierPrice', amount: number, currency: string, includesTax: boolean }> | null }> }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteLegacyProductModifierMutationVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
  modifierId: string | number;
}>;


export type DeleteLegacyProductModifierMutation = { __typename: 'Mutation', deleteLegacyProductModifier: { __typename: 'DeleteLegacyVariationPayload', deletedId: string | null, variation: { __typename: 'LegacyVariation', id: string, name: string, updatedAt: string | null, options: Array<{ __typename: 'LegacyVariationOption', id: string, name: string, description: string, modifiers: Array<{ __typename: 'LegacyProductModifier', id: string, modifierType: LegacyModifierType, value: string | null, seek: string | null, set: string | null, prices: Array<{ __typename: 'LegacyModifierPrice', amount: number, currency: string, includesTax: boolean }> | null }> }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type OrderMoneyFragment = { __typename: 'Money', currency: string, amount: number, formatted: string };

export type OrderListItemFragment = { __typename: 'Order', id: string, orderNumber: string | null, status: OrderStatus, payment: OrderPaymentStatus, shipping: OrderShippingStatus, anonymized: boolean, currency: string, itemCount: number, createdAt: string | null, customer: { __typename: 'OrderCustomer', name: string, email: string }, totals: { __typename: 'OrderTotals', withTax: { __typename: 'Money', currency: string, amount: number, formatted: string } } };

export type OrderAddressFieldsFragment = { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null };

export type TransactionRowFragment = { __typename: 'Transaction', id: string, orderId: string, gateway: string, reference: string | null, name: string | null, customReference: string | null, transactionType: TransactionType, status: TransactionStatus, actions: Array<TransactionAction>, createdAt: string | null, amount: { __typename: 'Money', currency: string, amount: number, formatted: string }, refundedAmount: { __typename: 'Money', currency: string, amount: number, formatted: string }, refundable: { __typename: 'Money', currency: string, amount: number, formatted: string } };

export type OrderDetailsFragment = { __typename: 'Order', externalRef: string | null, updatedAt: string | null, id: string, orderNumber: string | null, status: OrderStatus, payment: OrderPaymentStatus, shipping: OrderShippingStatus, anonymized: boolean, currency: string, itemCount: number, createdAt: string | null, customer: { __typename: 'OrderCustomer', id: string | null, name: string, email: string }, totals: { __typename: 'OrderTotals', withoutTax: { __typename: 'Money', currency: string, amount: number, formatted: string }, tax: { __typename: 'Money', currency: string, amount: number, formatted: string }, discount: { __typename: 'Money', currency: string, amount: number, formatted: string }, withoutDiscount: { __typename: 'Money', currency: string, amount: number, formatted: string }, shipping: { __typename: 'Money', currency: string, amount: number, formatted: string }, balanceOwing: { __typename: 'Money', currency: string, amount: number, formatted: string }, paid: { __typename: 'Money', currency: string, amount: number, formatted: string }, authorized: { __typename: 'Money', currency: string, amount: number, formatted: string }, withTax: { __typename: 'Money', currency: string, amount: number, formatted: string } }, shippingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null }, billingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null } };

export type OrderListQueryVariables = Exact<{
  filter?: OrderFilter | null | undefined;
  sort?: Array<OrderSort> | OrderSort | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type OrderListQuery = { __typename: 'Query', orders: { __typename: 'OrderPage', items: Array<{ __typename: 'Order', id: string, orderNumber: string | null, status: OrderStatus, payment: OrderPaymentStatus, shipping: OrderShippingStatus, anonymized: boolean, currency: string, itemCount: number, createdAt: string | null, customer: { __typename: 'OrderCustomer', name: string, email: string }, totals: { __typename: 'OrderTotals', withTax: { __typename: 'Money', currency: string, amount: number, formatted: string } } }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type OrderDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderDetailQuery = { __typename: 'Query', order: { __typename: 'Order', externalRef: string | null, updatedAt: string | null, id: string, orderNumber: string | null, status: OrderStatus, payment: OrderPaymentStatus, shipping: OrderShippingStatus, anonymized: boolean, currency: string, itemCount: number, createdAt: string | null, items: Array<{ __typename: 'OrderItem', id: string, name: string, sku: string, quantity: number, unitPrice: { __typename: 'Money', currency: string, amount: number, formatted: string }, discount: { __typename: 'Money', currency: string, amount: number, formatted: string }, tax: { __typename: 'Money', currency: string, amount: number, formatted: string }, total: { __typename: 'Money', currency: string, amount: number, formatted: string } }>, shippingGroups: Array<{ __typename: 'OrderShippingGroup', id: string, shippingType: string | null, trackingReference: string | null }>, transactions: Array<{ __typename: 'Transaction', id: string, orderId: string, gateway: string, reference: string | null, name: string | null, customReference: string | null, transactionType: TransactionType, status: TransactionStatus, actions: Array<TransactionAction>, createdAt: string | null, amount: { __typename: 'Money', currency: string, amount: number, formatted: string }, refundedAmount: { __typename: 'Money', currency: string, amount: number, formatted: string }, refundable: { __typename: 'Money', currency: string, amount: number, formatted: string } }>, customer: { __typename: 'OrderCustomer', id: string | null, name: string, email: string }, totals: { __typename: 'OrderTotals', withoutTax: { __typename: 'Money', currency: string, amount: number, formatted: string }, tax: { __typename: 'Money', currency: string, amount: number, formatted: string }, discount: { __typename: 'Money', currency: string, amount: number, formatted: string }, withoutDiscount: { __typename: 'Money', currency: string, amount: number, formatted: string }, shipping: { __typename: 'Money', currency: string, amount: number, formatted: string }, balanceOwing: { __typename: 'Money', currency: string, amount: number, formatted: string }, paid: { __typename: 'Money', currency: string, amount: number, formatted: string }, authorized: { __typename: 'Money', currency: string, amount: number, formatted: string }, withTax: { __typename: 'Money', currency: string, amount: number, formatted: string } }, shippingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null }, billingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null } } | null };

export type UpdateOrderMutationVariables = Exact<{
  id: string | number;
  input: OrderUpdateInput;
}>;


export type UpdateOrderMutation = { __typename: 'Mutation', updateOrder: { __typename: 'OrderPayload', order: { __typename: 'Order', externalRef: string | null, updatedAt: string | null, id: string, orderNumber: string | null, status: OrderStatus, payment: OrderPaymentStatus, shipping: OrderShippingStatus, anonymized: boolean, currency: string, itemCount: number, createdAt: string | null, customer: { __typename: 'OrderCustomer', id: string | null, name: string, email: string }, totals: { __typename: 'OrderTotals', withoutTax: { __typename: 'Money', currency: string, amount: number, formatted: string }, tax: { __typename: 'Money', currency: string, amount: number, formatted: string }, discount: { __typename: 'Money', currency: string, amount: number, formatted: string }, withoutDiscount: { __typename: 'Money', currency: string, amount: number, formatted: string }, shipping: { __typename: 'Money', currency: string, amount: number, formatted: string }, balanceOwing: { __typename: 'Money', currency: string, amount: number, formatted: string }, paid: { __typename: 'Money', currency: string, amount: number, formatted: string }, authorized: { __typename: 'Money', currency: string, amount: number, formatted: string }, withTax: { __typename: 'Money', currency: string, amount: number, formatted: string } }, shippingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null }, billingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null } } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type AnonymizeOrdersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type AnonymizeOrdersMutation = { __typename: 'Mutation', anonymizeOrders: { __typename: 'AnonymizeOrdersPayload', orders: Array<{ __typename: 'Order', externalRef: string | null, updatedAt: string | null, id: string, orderNumber: string | null, status: OrderStatus, payment: OrderPaymentStatus, shipping: OrderShippingStatus, anonymized: boolean, currency: string, itemCount: number, createdAt: string | null, customer: { __typename: 'OrderCustomer', id: string | null, name: string, email: string }, totals: { __typename: 'OrderTotals', withoutTax: { __typename: 'Money', currency: string, amount: number, formatted: string }, tax: { __typename: 'Money', currency: string, amount: number, formatted: string }, discount: { __typename: 'Money', currency: string, amount: number, formatted: string }, withoutDiscount: { __typename: 'Money', currency: string, amount: number, formatted: string }, shipping: { __typename: 'Money', currency: string, amount: number, formatted: string }, balanceOwing: { __typename: 'Money', currency: string, amount: number, formatted: string }, paid: { __typename: 'Money', currency: string, amount: number, formatted: string }, authorized: { __typename: 'Money', currency: string, amount: number, formatted: string }, withTax: { __typename: 'Money', currency: string, amount: number, formatted: string } }, shippingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null }, billingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null } }>, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type PayOrderMutationVariables = Exact<{
  orderId: string | number;
  input: PaymentInput;
}>;


export type PayOrderMutation = { __typename: 'Mutation', payOrder: { __typename: 'TransactionPayload', transaction: { __typename: 'Transaction', id: string, orderId: string, gateway: string, reference: string | null, name: string | null, customReference: string | null, transactionType: TransactionType, status: TransactionStatus, actions: Array<TransactionAction>, createdAt: string | null, amount: { __typename: 'Money', currency: string, amount: number, formatted: string }, refundedAmount: { __typename: 'Money', currency: string, amount: number, formatted: string }, refundable: { __typename: 'Money', currency: string, amount: number, formatted: string } } | null, order: { __typename: 'Order', externalRef: string | null, updatedAt: string | null, id: string, orderNumber: string | null, status: OrderStatus, payment: OrderPaymentStatus, shipping: OrderShippingStatus, anonymized: boolean, currency: string, itemCount: number, createdAt: string | null, customer: { __typename: 'OrderCustomer', id: string | null, name: string, email: string }, totals: { __typename: 'OrderTotals', withoutTax: { __typename: 'Money', currency: string, amount: number, formatted: string }, tax: { __typename: 'Money', currency: string, amount: number, formatted: string }, discount: { __typename: 'Money', currency: string, amount: number, formatted: string }, withoutDiscount: { __typename: 'Money', currency: string, amount: number, formatted: string }, shipping: { __typename: 'Money', currency: string, amount: number, formatted: string }, balanceOwing: { __typename: 'Money', currency: string, amount: number, formatted: string }, paid: { __typename: 'Money', currency: string, amount: number, formatted: string }, authorized: { __typename: 'Money', currency: string, amount: number, formatted: string }, withTax: { __typename: 'Money', currency: string, amount: number, formatted: string } }, shippingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null }, billingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null } } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CaptureTransactionMutationVariables = Exact<{
  orderId: string | number;
  id: string | number;
}>;


export type CaptureTransactionMutation = { __typename: 'Mutation', captureTransaction: { __typename: 'TransactionPayload', transaction: { __typename: 'Transaction', id: string, orderId: string, gateway: string, reference: string | null, name: string | null, customReference: string | null, transactionType: TransactionType, status: TransactionStatus, actions: Array<TransactionAction>, createdAt: string | null, amount: { __typename: 'Money', currency: string, amount: number, formatted: string }, refundedAmount: { __typename: 'Money', currency: string, amount: number, formatted: string }, refundable: { __typename: 'Money', currency: string, amount: number, formatted: string } } | null, order: { __typename: 'Order', externalRef: string | null, updatedAt: string | null, id: string, orderNumber: string | null, status: OrderStatus, payment: OrderPaymentStatus, shipping: OrderShippingStatus, anonymized: boolean, currency: string, itemCount: number, createdAt: string | null, customer: { __typename: 'OrderCustomer', id: string | null, name: string, email: string }, totals: { __typename: 'OrderTotals', withoutTax: { __typename: 'Money', currency: string, amount: number, formatted: string }, tax: { __typename: 'Money', currency: string, amount: number, formatted: string }, discount: { __typename: 'Money', currency: string, amount: number, formatted: string }, withoutDiscount: { __typename: 'Money', currency: string, amount: number, formatted: string }, shipping: { __typename: 'Money', currency: string, amount: number, formatted: string }, balanceOwing: { __typename: 'Money', currency: string, amount: number, formatted: string }, paid: { __typename: 'Money', currency: string, amount: number, formatted: string }, authorized: { __typename: 'Money', currency: string, amount: number, formatted: string }, withTax: { __typename: 'Money', currency: string, amount: number, formatted: string } }, shippingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null }, billingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null } } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type RefundTransactionMutationVariables = Exact<{
  orderId: string | number;
  id: string | number;
  amount?: number | null | undefined;
}>;


export type RefundTransactionMutation = { __typename: 'Mutation', refundTransaction: { __typename: 'TransactionPayload', transaction: { __typename: 'Transaction', id: string, orderId: string, gateway: string, reference: string | null, name: string | null, customReference: string | null, transactionType: TransactionType, status: TransactionStatus, actions: Array<TransactionAction>, createdAt: string | null, amount: { __typename: 'Money', currency: string, amount: number, formatted: string }, refundedAmount: { __typename: 'Money', currency: string, amount: number, formatted: string }, refundable: { __typename: 'Money', currency: string, amount: number, formatted: string } } | null, order: { __typename: 'Order', externalRef: string | null, updatedAt: string | null, id: string, orderNumber: string | null, status: OrderStatus, payment: OrderPaymentStatus, shipping: OrderShippingStatus, anonymized: boolean, currency: string, itemCount: number, createdAt: string | null, customer: { __typename: 'OrderCustomer', id: string | null, name: string, email: string }, totals: { __typename: 'OrderTotals', withoutTax: { __typename: 'Money', currency: string, amount: number, formatted: string }, tax: { __typename: 'Money', currency: string, amount: number, formatted: string }, discount: { __typename: 'Money', currency: string, amount: number, formatted: string }, withoutDiscount: { __typename: 'Money', currency: string, amount: number, formatted: string }, shipping: { __typename: 'Money', currency: string, amount: number, formatted: string }, balanceOwing: { __typename: 'Money', currency: string, amount: number, formatted: string }, paid: { __typename: 'Money', currency: string, amount: number, formatted: string }, authorized: { __typename: 'Money', currency: string, amount: number, formatted: string }, withTax: { __typename: 'Money', currency: string, amount: number, formatted: string } }, shippingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null }, billingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null } } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CancelTransactionMutationVariables = Exact<{
  orderId: string | number;
  id: string | number;
}>;


export type CancelTransactionMutation = { __typename: 'Mutation', cancelTransaction: { __typename: 'TransactionPayload', transaction: { __typename: 'Transaction', id: string, orderId: string, gateway: string, reference: string | null, name: string | null, customReference: string | null, transactionType: TransactionType, status: TransactionStatus, actions: Array<TransactionAction>, createdAt: string | null, amount: { __typename: 'Money', currency: string, amount: number, formatted: string }, refundedAmount: { __typename: 'Money', currency: string, amount: number, formatted: string }, refundable: { __typename: 'Money', currency: string, amount: number, formatted: string } } | null, order: { __typename: 'Order', externalRef: string | null, updatedAt: string | null, id: string, orderNumber: string | null, status: OrderStatus, payment: OrderPaymentStatus, shipping: OrderShippingStatus, anonymized: boolean, currency: string, itemCount: number, createdAt: string | null, customer: { __typename: 'OrderCustomer', id: string | null, name: string, email: string }, totals: { __typename: 'OrderTotals', withoutTax: { __typename: 'Money', currency: string, amount: number, formatted: string }, tax: { __typename: 'Money', currency: string, amount: number, formatted: string }, discount: { __typename: 'Money', currency: string, amount: number, formatted: string }, withoutDiscount: { __typename: 'Money', currency: string, amount: number, formatted: string }, shipping: { __typename: 'Money', currency: string, amount: number, formatted: string }, balanceOwing: { __typename: 'Money', currency: string, amount: number, formatted: string }, paid: { __typename: 'Money', currency: string, amount: number, formatted: string }, authorized: { __typename: 'Money', currency: string, amount: number, formatted: string }, withTax: { __typename: 'Money', currency: string, amount: number, formatted: string } }, shippingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null }, billingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null } } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type ConfirmTransactionMutationVariables = Exact<{
  orderId: string | number;
  id: string | number;
}>;


export type ConfirmTransactionMutation = { __typename: 'Mutation', confirmTransaction: { __typename: 'TransactionPayload', transaction: { __typename: 'Transaction', id: string, orderId: string, gateway: string, reference: string | null, name: string | null, customReference: string | null, transactionType: TransactionType, status: TransactionStatus, actions: Array<TransactionAction>, createdAt: string | null, amount: { __typename: 'Money', currency: string, amount: number, formatted: string }, refundedAmount: { __typename: 'Money', currency: string, amount: number, formatted: string }, refundable: { __typename: 'Money', currency: string, amount: number, formatted: string } } | null, order: { __typename: 'Order', externalRef: string | null, updatedAt: string | null, id: string, orderNumber: string | null, status: OrderStatus, payment: OrderPaymentStatus, shipping: OrderShippingStatus, anonymized: boolean, currency: string, itemCount: number, createdAt: string | null, customer: { __typename: 'OrderCustomer', id: string | null, name: string, email: string }, totals: { __typename: 'OrderTotals', withoutTax: { __typename: 'Money', currency: string, amount: number, formatted: string }, tax: { __typename: 'Money', currency: string, amount: number, formatted: string }, discount: { __typename: 'Money', currency: string, amount: number, formatted: string }, withoutDiscount: { __typename: 'Money', currency: string, amount: number, formatted: string }, shipping: { __typename: 'Money', currency: string, amount: number, formatted: string }, balanceOwing: { __typename: 'Money', currency: string, amount: number, formatted: string }, paid: { __typename: 'Money', currency: string, amount: number, formatted: string }, authorized: { __typename: 'Money', currency: string, amount: number, formatted: string }, withTax: { __typename: 'Money', currency: string, amount: number, formatted: string } }, shippingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null }, billingAddress: { __typename: 'OrderAddress', firstName: string, lastName: string, companyName: string | null, line1: string, line2: string | null, city: string, postcode: string, county: string | null, region: string | null, country: string, phoneNumber: string | null, instructions: string | null } } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type PaymentGatewaysQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentGatewaysQuery = { __typename: 'Query', paymentGateways: Array<{ __typename: 'PaymentGateway', slug: string, name: string, enabled: boolean, test: boolean | null }> };

export type UpdatePaymentGatewayMutationVariables = Exact<{
  slug: string;
  input: PaymentGatewayUpdateInput;
}>;


export type UpdatePaymentGatewayMutation = { __typename: 'Mutation', updatePaymentGateway: { __typename: 'PaymentGatewayPayload', paymentGateway: { __typename: 'PaymentGateway', slug: string, name: string, enabled: boolean, test: boolean | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type ErasureRequestRowFragment = { __typename: 'ErasureRequest', id: string, resourceType: ErasableResourceType, resourceId: string, status: ErasureRequestStatus, statusDescription: string | null, createdAt: string | null, updatedAt: string | null };

export type PersonalDataItemQueryVariables = Exact<{
  resourceType: string;
  resourceId: string | number;
  page?: PageInput | null | undefined;
}>;


export type PersonalDataItemQuery = { __typename: 'Query', personalDataLogs: { __typename: 'PersonalDataLogPage', items: Array<{ __typename: 'PersonalDataLogEntry', id: string, time: string | null, eventType: string, delta: unknown, resourceType: string, resourceId: string, initiator: unknown }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } }, relatedDataEntries: { __typename: 'RelatedDataEntryPage', items: Array<{ __typename: 'RelatedDataEntry', resourceType: string, resourceId: string }> } };

export type ErasureRequestListQueryVariables = Exact<{
  filter?: ErasureRequestFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ErasureRequestListQuery = { __typename: 'Query', erasureRequests: { __typename: 'ErasureRequestPage', items: Array<{ __typename: 'ErasureRequest', id: string, resourceType: ErasableResourceType, resourceId: string, status: ErasureRequestStatus, statusDescription: string | null, createdAt: string | null, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type CreateErasureRequestMutationVariables = Exact<{
  input: ErasureRequestInput;
}>;


export type CreateErasureRequestMutation = { __typename: 'Mutation', createErasureRequest: { __typename: 'ErasureRequestPayload', erasureRequest: { __typename: 'ErasureRequest', id: string, resourceType: ErasableResourceType, resourceId: string, status: ErasureRequestStatus, statusDescription: string | null, createdAt: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

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

export type ProductSkuSearchQueryVariables = Exact<{
  sku: string;
}>;


export type ProductSkuSearchQuery = { __typename: 'Query', products: { __typename: 'ProductPage', items: Array<{ __typename: 'Product', id: string, name: string, sku: string | null }> } };

export type ProductFilesFragment = { __typename: 'Product', id: string, files: Array<{ __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } }> };

export type ProductFilesOfQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductFilesOfQuery = { __typename: 'Query', product: { __typename: 'Product', id: string, files: Array<{ __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } }> } | null };

export type AttachProductFilesMutationVariables = Exact<{
  productId: string | number;
  fileIds: Array<string | number> | string | number;
}>;


export type AttachProductFilesMutation = { __typename: 'Mutation', attachProductFiles: { __typename: 'ProductFilesPayload', product: { __typename: 'Product', id: string, files: Array<{ __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DetachProductFilesMutationVariables = Exact<{
  productId: string | number;
  fileIds: Array<string | number> | string | number;
}>;


export type DetachProductFilesMutation = { __typename: 'Mutation', detachProductFiles: { __typename: 'ProductFilesPayload', product: { __typename: 'Product', id: string, files: Array<{ __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

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

export type ProductDetailsFragment = { __typename: 'Product', description: string | null, upcEan: string | null, mpn: string | null, externalRef: string | null, tags: Array<string>, productTypes: Array<string>, owner: string | null, createdAt: string | null, extensions: unknown, id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null, locales: Array<{ __typename: 'ProductLocale', locale: string, name: string | null, description: string | null }>, customInputs: Array<{ __typename: 'ProductCustomInput', key: string, name: string, required: boolean, maxLength: number | null }>, components: Array<{ __typename: 'ProductBundleComponent', key: string, name: string | null, min: number | null, max: number | null, sortOrder: number | null, options: Array<{ __typename: 'ProductBundleOption', productId: string, quantity: number, min: number | null, max: number | null, sortOrder: number | null, default: boolean | null, product: { __typename: 'Product', id: string, name: string, sku: string | null } | null }> }>, mainImage: { __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } } | null, stock: { __typename: 'Stock', productId: string, total: number, available: number, allocated: number } | null };

export type ProductListQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
  sort?: Array<ProductSort> | ProductSort | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ProductListQuery = { __typename: 'Query', products: { __typename: 'ProductPage', items: Array<{ __typename: 'Product', id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null, mainImage: { __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } } | null, stock: { __typename: 'Stock', productId: string, total: number, available: number, allocated: number } | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type ProductDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductDetailsQuery = { __typename: 'Query', product: { __typename: 'Product', description: string | null, upcEan: string | null, mpn: string | null, externalRef: string | null, tags: Array<string>, productTypes: Array<string>, owner: string | null, createdAt: string | null, extensions: unknown, id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null, locales: Array<{ __typename: 'ProductLocale', locale: string, name: string | null, description: string | null }>, customInputs: Array<{ __typename: 'ProductCustomInput', key: string, name: string, required: boolean, maxLength: number | null }>, components: Array<{ __typename: 'ProductBundleComponent', key: string, name: string | null, min: number | null, max: number | null, sortOrder: number | null, options: Array<{ __typename: 'ProductBundleOption', productId: string, quantity: number, min: number | null, max: number | null, sortOrder: number | null, default: boolean | null, product: { __typename: 'Product', id: string, name: string, sku: string | null } | null }> }>, mainImage: { __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } } | null, stock: { __typename: 'Stock', productId: string, total: number, available: number, allocated: number } | null } | null };

export type CreateProductMutationVariables = Exact<{
  input: ProductCreateInput;
}>;


export type CreateProductMutation = { __typename: 'Mutation', createProduct: { __typename: 'ProductPayload', product: { __typename: 'Product', description: string | null, upcEan: string | null, mpn: string | null, externalRef: string | null, tags: Array<string>, productTypes: Array<string>, owner: string | null, createdAt: string | null, extensions: unknown, id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null, locales: Array<{ __typename: 'ProductLocale', locale: string, name: string | null, description: string | null }>, customInputs: Array<{ __typename: 'ProductCustomInput', key: string, name: string, required: boolean, maxLength: number | null }>, components: Array<{ __typename: 'ProductBundleComponent', key: string, name: string | null, min: number | null, max: number | null, sortOrder: number | null, options: Array<{ __typename: 'ProductBundleOption', productId: string, quantity: number, min: number | null, max: number | null, sortOrder: number | null, default: boolean | null, product: { __typename: 'Product', id: string, name: string, sku: string | null } | null }> }>, mainImage: { __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } } | null, stock: { __typename: 'Stock', productId: string, total: number, available: number, allocated: number } | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateProductMutationVariables = Exact<{
  id: string | number;
  input: ProductUpdateInput;
}>;


export type UpdateProductMutation = { __typename: 'Mutation', updateProduct: { __typename: 'ProductPayload', product: { __typename: 'Product', description: string | null, upcEan: string | null, mpn: string | null, externalRef: string | null, tags: Array<string>, productTypes: Array<string>, owner: string | null, createdAt: string | null, extensions: unknown, id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null, locales: Array<{ __typename: 'ProductLocale', locale: string, name: string | null, description: string | null }>, customInputs: Array<{ __typename: 'ProductCustomInput', key: string, name: string, required: boolean, maxLength: number | null }>, components: Array<{ __typename: 'ProductBundleComponent', key: string, name: string | null, min: number | null, max: number | null, sortOrder: number | null, options: Array<{ __typename: 'ProductBundleOption', productId: string, quantity: number, min: number | null, max: number | null, sortOrder: number | null, default: boolean | null, product: { __typename: 'Product', id: string, name: string, sku: string | null } | null }> }>, mainImage: { __typename: 'File', id: string, fileName: string, link: { __typename: 'FileLink', href: string } } | null, stock: { __typename: 'Stock', productId: string, total: number, available: number, allocated: number } | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductMutation = { __typename: 'Mutation', deleteProduct: { __typename: 'DeleteProductPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type PromotionFieldsFragment = { __typename: 'Promotion', id: string, name: string, description: string | null, enabled: boolean, automatic: boolean, promotionType: PromotionType, start: string, end: string, updatedAt: string | null, discounts: Array<{ __typename: 'PromotionDiscount', currency: string, amount: number | null, percentage: number | null, formatted: string }>, minCartValue: Array<{ __typename: 'PromotionAmount', currency: string, amount: number, formatted: string }> };

export type RulePromotionFieldsFragment = { __typename: 'RulePromotion', id: string, name: string, description: string | null, enabled: boolean, automatic: boolean, stackable: boolean, overrideStacking: boolean, priority: number | null, start: string, end: string, ruleSet: unknown, currencies: Array<string>, updatedAt: string | null, firstAction: { __typename: 'RuleActionSummary', description: string } | null };

export type PromotionCodeRowFragment = { __typename: 'PromotionCode', id: string, code: string, uses: number | null, maxUses: number | null, consumeUnit: string, createdBy: string | null, createdAt: string | null };

export type PromotionJobRowFragment = { __typename: 'PromotionJob', id: string, promotionId: string, family: PromotionFamily, jobType: PromotionJobType, name: string | null, status: PromotionJobStatus, numberOfCodes: number | null, generated: number | null, error: string | null, createdAt: string | null };

export type PromotionPageInfoFragment = { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean };

export type PromotionListQueryVariables = Exact<{
  filter?: PromotionFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type PromotionListQuery = { __typename: 'Query', promotions: { __typename: 'PromotionPage', items: Array<{ __typename: 'Promotion', id: string, name: string, description: string | null, enabled: boolean, automatic: boolean, promotionType: PromotionType, start: string, end: string, updatedAt: string | null, discounts: Array<{ __typename: 'PromotionDiscount', currency: string, amount: number | null, percentage: number | null, formatted: string }>, minCartValue: Array<{ __typename: 'PromotionAmount', currency: string, amount: number, formatted: string }> }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type RulePromotionListQueryVariables = Exact<{
  filter?: PromotionFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type RulePromotionListQuery = { __typename: 'Query', rulePromotions: { __typename: 'RulePromotionPage', items: Array<{ __typename: 'RulePromotion', id: string, name: string, description: string | null, enabled: boolean, automatic: boolean, stackable: boolean, overrideStacking: boolean, priority: number | null, start: string, end: string, ruleSet: unknown, currencies: Array<string>, updatedAt: string | null, firstAction: { __typename: 'RuleActionSummary', description: string } | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type PromotionDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type PromotionDetailsQuery = { __typename: 'Query', promotion: { __typename: 'Promotion', id: string, name: string, description: string | null, enabled: boolean, automatic: boolean, promotionType: PromotionType, start: string, end: string, updatedAt: string | null, discounts: Array<{ __typename: 'PromotionDiscount', currency: string, amount: number | null, percentage: number | null, formatted: string }>, minCartValue: Array<{ __typename: 'PromotionAmount', currency: string, amount: number, formatted: string }> } | null };

export type RulePromotionDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type RulePromotionDetailsQuery = { __typename: 'Query', rulePromotion: { __typename: 'RulePromotion', id: string, name: string, description: string | null, enabled: boolean, automatic: boolean, stackable: boolean, overrideStacking: boolean, priority: number | null, start: string, end: string, ruleSet: unknown, currencies: Array<string>, updatedAt: string | null, firstAction: { __typename: 'RuleActionSummary', description: string } | null } | null };

export type PromotionCodesQueryVariables = Exact<{
  family: PromotionFamily;
  promotionId: string | number;
  page?: PageInput | null | undefined;
}>;


export type PromotionCodesQuery = { __typename: 'Query', promotionCodes: { __typename: 'PromotionCodePage', items: Array<{ __typename: 'PromotionCode', id: string, code: string, uses: number | null, maxUses: number | null, consumeUnit: string, createdBy: string | null, createdAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type PromotionJobsQueryVariables = Exact<{
  family: PromotionFamily;
  promotionId: string | number;
  page?: PageInput | null | undefined;
}>;


export type PromotionJobsQuery = { __typename: 'Query', promotionJobs: { __typename: 'PromotionJobPage', items: Array<{ __typename: 'PromotionJob', id: string, promotionId: string, family: PromotionFamily, jobType: PromotionJobType, name: string | null, status: PromotionJobStatus, numberOfCodes: number | null, generated: number | null, error: string | null, createdAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type PromotionJobProgressQueryVariables = Exact<{
  family: PromotionFamily;
  promotionId: string | number;
  id: string | number;
}>;


export type PromotionJobProgressQuery = { __typename: 'Query', promotionJob: { __typename: 'PromotionJob', id: string, promotionId: string, family: PromotionFamily, jobType: PromotionJobType, name: string | null, status: PromotionJobStatus, numberOfCodes: number | null, generated: number | null, error: string | null, createdAt: string | null } | null };

export type PromotionJobFileQueryVariables = Exact<{
  family: PromotionFamily;
  promotionId: string | number;
  id: string | number;
}>;


export type PromotionJobFileQuery = { __typename: 'Query', promotionJob: { __typename: 'PromotionJob', id: string, file: { __typename: 'PromotionJobFile', href: string, csv: string | null } | null } | null };

export type PromotionHistoryQueryVariables = Exact<{
  promotionId: string | number;
  page?: PageInput | null | undefined;
}>;


export type PromotionHistoryQuery = { __typename: 'Query', promotionHistory: { __typename: 'PromotionHistoryPage', items: Array<{ __typename: 'PromotionHistoryEntry', id: string, action: PromotionHistoryAction, code: string, orderId: string | null, createdAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type CreatePromotionMutationVariables = Exact<{
  input: PromotionCreateInput;
}>;


export type CreatePromotionMutation = { __typename: 'Mutation', createPromotion: { __typename: 'PromotionPayload', promotion: { __typename: 'Promotion', id: string, name: string, description: string | null, enabled: boolean, automatic: boolean, promotionType: PromotionType, start: string, end: string, updatedAt: string | null, discounts: Array<{ __typename: 'PromotionDiscount', currency: string, amount: number | null, percentage: number | null, formatted: string }>, minCartValue: Array<{ __typename: 'PromotionAmount', currency: string, amount: number, formatted: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdatePromotionMutationVariables = Exact<{
  id: string | number;
  input: PromotionUpdateInput;
}>;


export type UpdatePromotionMutation = { __typename: 'Mutation', updatePromotion: { __typename: 'PromotionPayload', promotion: { __typename: 'Promotion', id: string, name: string, description: string | null, enabled: boolean, automatic: boolean, promotionType: PromotionType, start: string, end: string, updatedAt: string | null, discounts: Array<{ __typename: 'PromotionDiscount', currency: string, amount: number | null, percentage: number | null, formatted: string }>, minCartValue: Array<{ __typename: 'PromotionAmount', currency: string, amount: number, formatted: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeletePromotionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePromotionMutation = { __typename: 'Mutation', deletePromotion: { __typename: 'DeletePromotionPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateRulePromotionMutationVariables = Exact<{
  input: RulePromotionCreateInput;
}>;


export type CreateRulePromotionMutation = { __typename: 'Mutation', createRulePromotion: { __typename: 'RulePromotionPayload', rulePromotion: { __typename: 'RulePromotion', id: string, name: string, description: string | null, enabled: boolean, automatic: boolean, stackable: boolean, overrideStacking: boolean, priority: number | null, start: string, end: string, ruleSet: unknown, currencies: Array<string>, updatedAt: string | null, firstAction: { __typename: 'RuleActionSummary', description: string } | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateRulePromotionMutationVariables = Exact<{
  id: string | number;
  input: RulePromotionUpdateInput;
}>;


export type UpdateRulePromotionMutation = { __typename: 'Mutation', updateRulePromotion: { __typename: 'RulePromotionPayload', rulePromotion: { __typename: 'RulePromotion', id: string, name: string, description: string | null, enabled: boolean, automatic: boolean, stackable: boolean, overrideStacking: boolean, priority: number | null, start: string, end: string, ruleSet: unknown, currencies: Array<string>, updatedAt: string | null, firstAction: { __typename: 'RuleActionSummary', description: string } | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteRulePromotionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRulePromotionMutation = { __typename: 'Mutation', deleteRulePromotion: { __typename: 'DeletePromotionPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type AddPromotionCodesMutationVariables = Exact<{
  family: PromotionFamily;
  promotionId: string | number;
  codes: Array<PromotionCodeInput> | PromotionCodeInput;
}>;


export type AddPromotionCodesMutation = { __typename: 'Mutation', addPromotionCodes: { __typename: 'PromotionCodesPayload', codes: Array<{ __typename: 'PromotionCode', id: string, code: string, uses: number | null, maxUses: number | null, consumeUnit: string, createdBy: string | null, createdAt: string | null }>, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeletePromotionCodeMutationVariables = Exact<{
  family: PromotionFamily;
  promotionId: string | number;
  codeId: string | number;
}>;


export type DeletePromotionCodeMutation = { __typename: 'Mutation', deletePromotionCode: { __typename: 'DeletePromotionPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type GeneratePromotionCodesMutationVariables = Exact<{
  family: PromotionFamily;
  promotionId: string | number;
  count: number;
  prefix?: string | null | undefined;
  maxUsesPerCode?: number | null | undefined;
}>;


export type GeneratePromotionCodesMutation = { __typename: 'Mutation', generatePromotionCodes: { __typename: 'PromotionJobPayload', job: { __typename: 'PromotionJob', id: string, promotionId: string, family: PromotionFamily, jobType: PromotionJobType, name: string | null, status: PromotionJobStatus, numberOfCodes: number | null, generated: number | null, error: string | null, createdAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CancelPromotionJobMutationVariables = Exact<{
  promotionId: string | number;
  jobId: string | number;
}>;


export type CancelPromotionJobMutation = { __typename: 'Mutation', cancelPromotionJob: { __typename: 'PromotionJobPayload', job: { __typename: 'PromotionJob', id: string, promotionId: string, family: PromotionFamily, jobType: PromotionJobType, name: string | null, status: PromotionJobStatus, numberOfCodes: number | null, generated: number | null, error: string | null, createdAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type RealmListItemFragment = { __typename: 'Realm', id: string, name: string, originType: string | null, updatedAt: string | null };

export type PasswordProfileRowFragment = { __typename: 'PasswordProfile', id: string, realmId: string, name: string, description: string | null, updatedAt: string | null };

export type OidcProfileRowFragment = { __typename: 'OidcProfile', id: string, realmId: string, name: string, clientId: string, redirectUris: Array<string>, discoveryUrl: string | null, updatedAt: string | null };

export type RealmUserRowFragment = { __typename: 'UserAuthenticationInfo', id: string, realmId: string, name: string | null, email: string | null, username: string | null, createdAt: string | null };

export type RealmListQueryVariables = Exact<{
  filter?: RealmFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type RealmListQuery = { __typename: 'Query', realms: { __typename: 'RealmPage', items: Array<{ __typename: 'Realm', id: string, name: string, originType: string | null, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type RealmDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type RealmDetailsQuery = { __typename: 'Query', realm: { __typename: 'Realm', id: string, name: string, originType: string | null, updatedAt: string | null } | null };

export type RealmProfilesQueryVariables = Exact<{
  id: string | number;
}>;


export type RealmProfilesQuery = { __typename: 'Query', realm: { __typename: 'Realm', id: string, passwordProfiles: { __typename: 'PasswordProfilePage', items: Array<{ __typename: 'PasswordProfile', id: string, realmId: string, name: string, description: string | null, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', total: number } }, oidcProfiles: { __typename: 'OidcProfilePage', items: Array<{ __typename: 'OidcProfile', id: string, realmId: string, name: string, clientId: string, redirectUris: Array<string>, discoveryUrl: string | null, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', total: number } } } | null };

export type RealmUsersQueryVariables = Exact<{
  id: string | number;
  page?: PageInput | null | undefined;
}>;


export type RealmUsersQuery = { __typename: 'Query', realm: { __typename: 'Realm', id: string, users: { __typename: 'UserAuthenticationInfoPage', items: Array<{ __typename: 'UserAuthenticationInfo', id: string, realmId: string, name: string | null, email: string | null, username: string | null, createdAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } } | null };

export type CreatePasswordProfileMutationVariables = Exact<{
  realmId: string | number;
  input: PasswordProfileCreateInput;
}>;


export type CreatePasswordProfileMutation = { __typename: 'Mutation', createPasswordProfile: { __typename: 'PasswordProfilePayload', passwordProfile: { __typename: 'PasswordProfile', id: string, realmId: string, name: string, description: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdatePasswordProfileMutationVariables = Exact<{
  realmId: string | number;
  id: string | number;
  input: PasswordProfileUpdateInput;
}>;


export type UpdatePasswordProfileMutation = { __typename: 'Mutation', updatePasswordProfile: { __typename: 'PasswordProfilePayload', passwordProfile: { __typename: 'PasswordProfile', id: string, realmId: string, name: string, description: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeletePasswordProfileMutationVariables = Exact<{
  realmId: string | number;
  id: string | number;
}>;


export type DeletePasswordProfileMutation = { __typename: 'Mutation', deletePasswordProfile: { __typename: 'DeleteRealmProfilePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateOidcProfileMutationVariables = Exact<{
  realmId: string | number;
  input: OidcProfileCreateInput;
}>;


export type CreateOidcProfileMutation = { __typename: 'Mutation', createOidcProfile: { __typename: 'OidcProfilePayload', oidcProfile: { __typename: 'OidcProfile', id: string, realmId: string, name: string, clientId: string, redirectUris: Array<string>, discoveryUrl: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateOidcProfileMutationVariables = Exact<{
  realmId: string | number;
  id: string | number;
  input: OidcProfileUpdateInput;
}>;


export type UpdateOidcProfileMutation = { __typename: 'Mutation', updateOidcProfile: { __typename: 'OidcProfilePayload', oidcProfile: { __typename: 'OidcProfile', id: string, realmId: string, name: string, clientId: string, redirectUris: Array<string>, discoveryUrl: string | null, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type DeleteOidcProfileMutationVariables = Exact<{
  realmId: string | number;
  id: string | number;
}>;


export type DeleteOidcProfileMutation = { __typename: 'Mutation', deleteOidcProfile: { __typename: 'DeleteRealmProfilePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type CreateRealmUserMutationVariables = Exact<{
  realmId: string | number;
  input: UserAuthenticationInfoCreateInput;
}>;


export type CreateRealmUserMutation = { __typename: 'Mutation', createUserAuthenticationInfo: { __typename: 'UserAuthenticationInfoPayload', user: { __typename: 'UserAuthenticationInfo', id: string, realmId: string, name: string | null, email: string | null, username: string | null, createdAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type StoreSettingsFieldsFragment = { __typename: 'StoreSettings', pageLength: number, listChildProducts: boolean, additionalLanguages: Array<string>, calculationMethod: TaxCalculationMethod, addressMandatoryFields: Array<string>, currencyLimit: number | null, fieldLimit: number | null, integrationLimit: number | null, eventLimit: number | null, filterLimit: number | null, taxItemLimit: number | null, pageOffsetLimit: number | null };

export type LogsTtlSettingsFieldsFragment = { __typename: 'LogsTtlSettings', days: number };

export type CartSettingsFieldsFragment = { __typename: 'CartSettings', cartExpiryDays: number, customDiscountsEnabled: boolean, useRulePromotions: boolean };

export type SubscriptionSettingsFieldsFragment = { __typename: 'SubscriptionSettings', timezone: string, invoiceDueDays: number };

export type AccountAuthenticationSettingsFieldsFragment = { __typename: 'AccountAuthenticationSettings', enableSelfSignup: boolean, autoCreateAccountForAccountMembers: boolean, accountMemberSelfManagement: AccountMemberSelfManagement, accountManagementAuthenticationTokenTimeoutSecs: number, realmId: string | null, clientId: string | null };

export type AccountMembershipSettingsFieldsFragment = { __typename: 'AccountMembershipSettings', membershipLimit: number };

export type SettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsPageQuery = { __typename: 'Query', settings: { __typename: 'Settings', store: { __typename: 'StoreSettings', pageLength: number, listChildProducts: boolean, additionalLanguages: Array<string>, calculationMethod: TaxCalculationMethod, addressMandatoryFields: Array<string>, currencyLimit: number | null, fieldLimit: number | null, integrationLimit: number | null, eventLimit: number | null, filterLimit: number | null, taxItemLimit: number | null, pageOffsetLimit: number | null }, logsTtl: { __typename: 'LogsTtlSettings', days: number }, cart: { __typename: 'CartSettings', cartExpiryDays: number, customDiscountsEnabled: boolean, useRulePromotions: boolean }, subscriptions: { __typename: 'SubscriptionSettings', timezone: string, invoiceDueDays: number }, promotions: { __typename: 'PromotionSettings', promotionsLimit: number | null, promotionCodesLimit: number | null, useRulePromotions: boolean }, customerAuthentication: { __typename: 'CustomerAuthenticationSettings', realmId: string | null, clientId: string | null }, accountAuthentication: { __typename: 'AccountAuthenticationSettings', enableSelfSignup: boolean, autoCreateAccountForAccountMembers: boolean, accountMemberSelfManagement: AccountMemberSelfManagement, accountManagementAuthenticationTokenTimeoutSecs: number, realmId: string | null, clientId: string | null }, accountMembership: { __typename: 'AccountMembershipSettings', membershipLimit: number } } };

export type UpdateStoreSettingsMutationVariables = Exact<{
  input: StoreSettingsInput;
}>;


export type UpdateStoreSettingsMutation = { __typename: 'Mutation', updateStoreSettings: { __typename: 'StoreSettingsPayload', settings: { __typename: 'StoreSettings', pageLength: number, listChildProducts: boolean, additionalLanguages: Array<string>, calculationMethod: TaxCalculationMethod, addressMandatoryFields: Array<string>, currencyLimit: number | null, fieldLimit: number | null, integrationLimit: number | null, eventLimit: number | null, filterLimit: number | null, taxItemLimit: number | null, pageOffsetLimit: number | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type ResetStoreSettingsMutationVariables = Exact<{ [key: string]: never; }>;


export type ResetStoreSettingsMutation = { __typename: 'Mutation', resetStoreSettings: { __typename: 'StoreSettingsPayload', settings: { __typename: 'StoreSettings', pageLength: number, listChildProducts: boolean, additionalLanguages: Array<string>, calculationMethod: TaxCalculationMethod, addressMandatoryFields: Array<string>, currencyLimit: number | null, fieldLimit: number | null, integrationLimit: number | null, eventLimit: number | null, filterLimit: number | null, taxItemLimit: number | null, pageOffsetLimit: number | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateLogsTtlSettingsMutationVariables = Exact<{
  input: LogsTtlSettingsInput;
}>;


export type UpdateLogsTtlSettingsMutation = { __typename: 'Mutation', updateLogsTtlSettings: { __typename: 'LogsTtlSettingsPayload', settings: { __typename: 'LogsTtlSettings', days: number } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateCartSettingsMutationVariables = Exact<{
  input: CartSettingsInput;
}>;


export type UpdateCartSettingsMutation = { __typename: 'Mutation', updateCartSettings: { __typename: 'CartSettingsPayload', settings: { __typename: 'CartSettings', cartExpiryDays: number, customDiscountsEnabled: boolean, useRulePromotions: boolean } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateSubscriptionSettingsMutationVariables = Exact<{
  input: SubscriptionSettingsInput;
}>;


export type UpdateSubscriptionSettingsMutation = { __typename: 'Mutation', updateSubscriptionSettings: { __typename: 'SubscriptionSettingsPayload', settings: { __typename: 'SubscriptionSettings', timezone: string, invoiceDueDays: number } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateAccountAuthenticationSettingsMutationVariables = Exact<{
  input: AccountAuthenticationSettingsInput;
}>;


export type UpdateAccountAuthenticationSettingsMutation = { __typename: 'Mutation', updateAccountAuthenticationSettings: { __typename: 'AccountAuthenticationSettingsPayload', settings: { __typename: 'AccountAuthenticationSettings', enableSelfSignup: boolean, autoCreateAccountForAccountMembers: boolean, accountMemberSelfManagement: AccountMemberSelfManagement, accountManagementAuthenticationTokenTimeoutSecs: number, realmId: string | null, clientId: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateAccountMembershipSettingsMutationVariables = Exact<{
  input: AccountMembershipSettingsInput;
}>;


export type UpdateAccountMembershipSettingsMutation = { __typename: 'Mutation', updateAccountMembershipSettings: { __typename: 'AccountMembershipSettingsPayload', settings: { __typename: 'AccountMembershipSettings', membershipLimit: number } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

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

export const AccountListItemFragmentDoc = gql`
    fragment AccountListItem on Account {
  id
  name
  legalName
  registrationId
  externalRef
  parentId
  parent {
    id
    name
  }
  tags {
    id
    name
  }
  updatedAt
}
    `;
export const AccountMembershipRowFragmentDoc = gql`
    fragment AccountMembershipRow on AccountMembership {
  id
  accountId
  memberId
  createdAt
  member {
    id
    name
    email
  }
}
    `;
export const ApplicationKeyRowFragmentDoc = gql`
    fragment ApplicationKeyRow on ApplicationKey {
  id
  name
  clientId
  reservedRateLimit
  createdAt
  updatedAt
}
    `;
export const CatalogListItemFragmentDoc = gql`
    fragment CatalogListItem on Catalog {
  id
  name
  description
  updatedAt
  hierarchyIds
  hierarchies {
    id
    name
  }
  priceBooks {
    priceBookId
    priority
    priceBook {
      id
      name
    }
  }
}
    `;
export const CatalogReleaseRowFragmentDoc = gql`
    fragment CatalogReleaseRow on CatalogRelease {
  id
  catalogId
  name
  status
  createdAt
  publishedAt
  totalProducts
  totalNodes
}
    `;
export const CatalogRuleRowFragmentDoc = gql`
    fragment CatalogRuleRow on CatalogRule {
  id
  name
  description
  channels
  tags
}
    `;
export const CustomApiListItemFragmentDoc = gql`
    fragment CustomApiListItem on CustomApi {
  id
  name
  description
  slug
  apiType
  updatedAt
}
    `;
export const CustomFieldRowFragmentDoc = gql`
    fragment CustomFieldRow on CustomField {
  id
  name
  description
  slug
  fieldType
  sortOrder
  validation {
    allowNullValues
    immutable
    minLength
    maxLength
    regex
    unique
    minValue
    maxValue
    allowedType
  }
}
    `;
export const CustomApiEntryRowFragmentDoc = gql`
    fragment CustomApiEntryRow on CustomApiEntry {
  id
  values
  updatedAt
}
    `;
export const CustomApiRolePolicyRowFragmentDoc = gql`
    fragment CustomApiRolePolicyRow on CustomApiRolePolicy {
  id
  role {
    id
    name
  }
  create
  list
  read
  update
  delete
}
    `;
export const CustomApiUserErrorFragmentDoc = gql`
    fragment CustomApiUserError on UserError {
  field
  message
  code
}
    `;
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
export const CustomerListItemFragmentDoc = gql`
    fragment CustomerListItem on Customer {
  id
  name
  email
  externalRef
  createdAt
  updatedAt
}
    `;
export const AddressRowFragmentDoc = gql`
    fragment AddressRow on Address {
  id
  name
  firstName
  lastName
  companyName
  phoneNumber
  instructions
  line1
  line2
  city
  county
  region
  postcode
  country
  updatedAt
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
export const IntegrationListItemFragmentDoc = gql`
    fragment IntegrationListItem on Integration {
  id
  name
  description
  enabled
  integrationType
  observes
  updatedAt
}
    `;
export const IntegrationDetailsFragmentDoc = gql`
    fragment IntegrationDetails on Integration {
  ...IntegrationListItem
  configuration {
    url
    secretKey
    awsAccessKeyId
    awsSecretAccessKey
    region
    addresses
    destination
    username
    password
  }
}
    `;
export const IntegrationLogRowFragmentDoc = gql`
    fragment IntegrationLogRow on IntegrationLog {
  id
  succeeded
  attempt
  statusCode
  errorDetail
  jobId
  createdAt
}
    `;
export const StockFiguresFragmentDoc = gql`
    fragment StockFigures on Stock {
  productId
  total
  available
  allocated
  updatedAt
}
    `;
export const StockTransactionRowFragmentDoc = gql`
    fragment StockTransactionRow on StockTransaction {
  id
  action
  quantity
  location
  createdAt
}
    `;
export const InventoryLocationRowFragmentDoc = gql`
    fragment InventoryLocationRow on InventoryLocation {
  id
  name
  slug
  description
  address
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
export const LegacyVariationRowFragmentDoc = gql`
    fragment LegacyVariationRow on LegacyVariation {
  id
  name
  updatedAt
  options {
    id
    name
    description
    modifiers {
      id
      modifierType
      value
      seek
      set
      prices {
        amount
        currency
        includesTax
      }
    }
  }
}
    `;
export const OrderMoneyFragmentDoc = gql`
    fragment OrderMoney on Money {
  currency
  amount
  formatted
}
    `;
export const TransactionRowFragmentDoc = gql`
    fragment TransactionRow on Transaction {
  id
  orderId
  gateway
  reference
  name
  customReference
  transactionType
  status
  actions
  createdAt
  amount {
    ...OrderMoney
  }
  refundedAmount {
    ...OrderMoney
  }
  refundable {
    ...OrderMoney
  }
}
    `;
export const OrderListItemFragmentDoc = gql`
    fragment OrderListItem on Order {
  id
  orderNumber
  status
  payment
  shipping
  anonymized
  currency
  itemCount
  createdAt
  customer {
    name
    email
  }
  totals {
    withTax {
      ...OrderMoney
    }
  }
}
    `;
export const OrderAddressFieldsFragmentDoc = gql`
    fragment OrderAddressFields on OrderAddress {
  firstName
  lastName
  companyName
  line1
  line2
  city
  postcode
  county
  region
  country
  phoneNumber
  instructions
}
    `;
export const OrderDetailsFragmentDoc = gql`
    fragment OrderDetails on Order {
  ...OrderListItem
  externalRef
  updatedAt
  customer {
    id
  }
  totals {
    withoutTax {
      ...OrderMoney
    }
    tax {
      ...OrderMoney
    }
    discount {
      ...OrderMoney
    }
    withoutDiscount {
      ...OrderMoney
    }
    shipping {
      ...OrderMoney
    }
    balanceOwing {
      ...OrderMoney
    }
    paid {
      ...OrderMoney
    }
    authorized {
      ...OrderMoney
    }
  }
  shippingAddress {
    ...OrderAddressFields
  }
  billingAddress {
    ...OrderAddressFields
  }
}
    `;
export const ErasureRequestRowFragmentDoc = gql`
    fragment ErasureRequestRow on ErasureRequest {
  id
  resourceType
  resourceId
  status
  statusDescription
  createdAt
  updatedAt
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
export const ProductMainImageFileFragmentDoc = gql`
    fragment ProductMainImageFile on File {
  id
  fileName
  link {
    href
  }
}
    `;
export const ProductFilesFragmentDoc = gql`
    fragment ProductFiles on Product {
  id
  files {
    ...ProductMainImageFile
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
  locales {
    locale
    name
    description
  }
  extensions
  customInputs {
    key
    name
    required
    maxLength
  }
  components {
    key
    name
    min
    max
    sortOrder
    options {
      productId
      quantity
      min
      max
      sortOrder
      default
      product {
        id
        name
        sku
      }
    }
  }
}
    `;
export const PromotionFieldsFragmentDoc = gql`
    fragment PromotionFields on Promotion {
  id
  name
  description
  enabled
  automatic
  promotionType
  discounts {
    currency
    amount
    percentage
    formatted
  }
  minCartValue {
    currency
    amount
    formatted
  }
  start
  end
  updatedAt
}
    `;
export const RulePromotionFieldsFragmentDoc = gql`
    fragment RulePromotionFields on RulePromotion {
  id
  name
  description
  enabled
  automatic
  stackable
  overrideStacking
  priority
  start
  end
  ruleSet
  currencies
  firstAction {
    description
  }
  updatedAt
}
    `;
export const PromotionCodeRowFragmentDoc = gql`
    fragment PromotionCodeRow on PromotionCode {
  id
  code
  uses
  maxUses
  consumeUnit
  createdBy
  createdAt
}
    `;
export const PromotionJobRowFragmentDoc = gql`
    fragment PromotionJobRow on PromotionJob {
  id
  promotionId
  family
  jobType
  name
  status
  numberOfCodes
  generated
  error
  createdAt
}
    `;
export const PromotionPageInfoFragmentDoc = gql`
    fragment PromotionPageInfo on PageInfo {
  limit
  offset
  total
  hasNextPage
}
    `;
export const RealmListItemFragmentDoc = gql`
    fragment RealmListItem on Realm {
  id
  name
  originType
  updatedAt
}
    `;
export const PasswordProfileRowFragmentDoc = gql`
    fragment PasswordProfileRow on PasswordProfile {
  id
  realmId
  name
  description
  updatedAt
}
    `;
export const OidcProfileRowFragmentDoc = gql`
    fragment OidcProfileRow on OidcProfile {
  id
  realmId
  name
  clientId
  redirectUris
  discoveryUrl
  updatedAt
}
    `;
export const RealmUserRowFragmentDoc = gql`
    fragment RealmUserRow on UserAuthenticationInfo {
  id
  realmId
  name
  email
  username
  createdAt
}
    `;
export const StoreSettingsFieldsFragmentDoc = gql`
    fragment StoreSettingsFields on StoreSettings {
  pageLength
  listChildProducts
  additionalLanguages
  calculationMethod
  addressMandatoryFields
  currencyLimit
  fieldLimit
  integrationLimit
  eventLimit
  filterLimit
  taxItemLimit
  pageOffsetLimit
}
    `;
export const LogsTtlSettingsFieldsFragmentDoc = gql`
    fragment LogsTtlSettingsFields on LogsTtlSettings {
  days
}
    `;
export const CartSettingsFieldsFragmentDoc = gql`
    fragment CartSettingsFields on CartSettings {
  cartExpiryDays
  customDiscountsEnabled
  useRulePromotions
}
    `;
export const SubscriptionSettingsFieldsFragmentDoc = gql`
    fragment SubscriptionSettingsFields on SubscriptionSettings {
  timezone
  invoiceDueDays
}
    `;
export const AccountAuthenticationSettingsFieldsFragmentDoc = gql`
    fragment AccountAuthenticationSettingsFields on AccountAuthenticationSettings {
  enableSelfSignup
  autoCreateAccountForAccountMembers
  accountMemberSelfManagement
  accountManagementAuthenticationTokenTimeoutSecs
  realmId
  clientId
}
    `;
export const AccountMembershipSettingsFieldsFragmentDoc = gql`
    fragment AccountMembershipSettingsFields on AccountMembershipSettings {
  membershipLimit
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
export const AccountListDocument = gql`
    query AccountList($filter: AccountFilter, $sort: [AccountSort!], $page: PageInput) {
  accounts(filter: $filter, sort: $sort, page: $page) {
    items {
      ...AccountListItem
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
}
    ${AccountListItemFragmentDoc}`;

/**
 * __useAccountListQuery__
 *
 * To run a query within a React component, call `useAccountListQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useAccountListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AccountListQuery, AccountListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccountListQuery, AccountListQueryVariables>(AccountListDocument, options);
      }
export function useAccountListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccountListQuery, AccountListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccountListQuery, AccountListQueryVariables>(AccountListDocument, options);
        }
// @ts-ignore
export function useAccountListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccountListQuery, AccountListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountListQuery, AccountListQueryVariables>;
export function useAccountListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountListQuery, AccountListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountListQuery | undefined, AccountListQueryVariables>;
export function useAccountListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountListQuery, AccountListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccountListQuery, AccountListQueryVariables>(AccountListDocument, options);
        }
export type AccountListQueryHookResult = ReturnType<typeof useAccountListQuery>;
export type AccountListLazyQueryHookResult = ReturnType<typeof useAccountListLazyQuery>;
export type AccountListSuspenseQueryHookResult = ReturnType<typeof useAccountListSuspenseQuery>;
export type AccountListQueryResult = ApolloReactCommon.QueryResult<AccountListQuery, AccountListQueryVariables>;
export const AccountParentOptionsDocument = gql`
    query AccountParentOptions($name: String) {
  accounts(
    filter: {name: {like: $name}}
    sort: [{field: NAME}]
    page: {limit: 100}
  ) {
    items {
      id
      name
    }
  }
}
    `;

/**
 * __useAccountParentOptionsQuery__
 *
 * To run a query within a React component, call `useAccountParentOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountParentOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountParentOptionsQuery({
 *   variables: {
 *      name: // value for 'name'
 *   },
 * });
 */
export function useAccountParentOptionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AccountParentOptionsQuery, AccountParentOptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccountParentOptionsQuery, AccountParentOptionsQueryVariables>(AccountParentOptionsDocument, options);
      }
export function useAccountParentOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccountParentOptionsQuery, AccountParentOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccountParentOptionsQuery, AccountParentOptionsQueryVariables>(AccountParentOptionsDocument, options);
        }
// @ts-ignore
export function useAccountParentOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccountParentOptionsQuery, AccountParentOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountParentOptionsQuery, AccountParentOptionsQueryVariables>;
export function useAccountParentOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountParentOptionsQuery, AccountParentOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountParentOptionsQuery | undefined, AccountParentOptionsQueryVariables>;
export function useAccountParentOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountParentOptionsQuery, AccountParentOptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccountParentOptionsQuery, AccountParentOptionsQueryVariables>(AccountParentOptionsDocument, options);
        }
export type AccountParentOptionsQueryHookResult = ReturnType<typeof useAccountParentOptionsQuery>;
export type AccountParentOptionsLazyQueryHookResult = ReturnType<typeof useAccountParentOptionsLazyQuery>;
export type AccountParentOptionsSuspenseQueryHookResult = ReturnType<typeof useAccountParentOptionsSuspenseQuery>;
export type AccountParentOptionsQueryResult = ApolloReactCommon.QueryResult<AccountParentOptionsQuery, AccountParentOptionsQueryVariables>;
export const AccountDetailsDocument = gql`
    query AccountDetails($id: ID!) {
  account(id: $id) {
    ...AccountListItem
  }
}
    ${AccountListItemFragmentDoc}`;

/**
 * __useAccountDetailsQuery__
 *
 * To run a query within a React component, call `useAccountDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAccountDetailsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AccountDetailsQuery, AccountDetailsQueryVariables> & ({ variables: AccountDetailsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccountDetailsQuery, AccountDetailsQueryVariables>(AccountDetailsDocument, options);
      }
export function useAccountDetailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccountDetailsQuery, AccountDetailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccountDetailsQuery, AccountDetailsQueryVariables>(AccountDetailsDocument, options);
        }
// @ts-ignore
export function useAccountDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccountDetailsQuery, AccountDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountDetailsQuery, AccountDetailsQueryVariables>;
export function useAccountDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountDetailsQuery, AccountDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountDetailsQuery | undefined, AccountDetailsQueryVariables>;
export function useAccountDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountDetailsQuery, AccountDetailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccountDetailsQuery, AccountDetailsQueryVariables>(AccountDetailsDocument, options);
        }
export type AccountDetailsQueryHookResult = ReturnType<typeof useAccountDetailsQuery>;
export type AccountDetailsLazyQueryHookResult = ReturnType<typeof useAccountDetailsLazyQuery>;
export type AccountDetailsSuspenseQueryHookResult = ReturnType<typeof useAccountDetailsSuspenseQuery>;
export type AccountDetailsQueryResult = ApolloReactCommon.QueryResult<AccountDetailsQuery, AccountDetailsQueryVariables>;
export const AccountAddressesDocument = gql`
    query AccountAddresses($id: ID!) {
  account(id: $id) {
    id
    addresses(page: {limit: 100}) {
      items {
        ...AddressRow
      }
      pageInfo {
        total
      }
    }
  }
}
    ${AddressRowFragmentDoc}`;

/**
 * __useAccountAddressesQuery__
 *
 * To run a query within a React component, call `useAccountAddressesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountAddressesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountAddressesQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAccountAddressesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AccountAddressesQuery, AccountAddressesQueryVariables> & ({ variables: AccountAddressesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccountAddressesQuery, AccountAddressesQueryVariables>(AccountAddressesDocument, options);
      }
export function useAccountAddressesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccountAddressesQuery, AccountAddressesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccountAddressesQuery, AccountAddressesQueryVariables>(AccountAddressesDocument, options);
        }
// @ts-ignore
export function useAccountAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccountAddressesQuery, AccountAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountAddressesQuery, AccountAddressesQueryVariables>;
export function useAccountAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountAddressesQuery, AccountAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountAddressesQuery | undefined, AccountAddressesQueryVariables>;
export function useAccountAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountAddressesQuery, AccountAddressesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccountAddressesQuery, AccountAddressesQueryVariables>(AccountAddressesDocument, options);
        }
export type AccountAddressesQueryHookResult = ReturnType<typeof useAccountAddressesQuery>;
export type AccountAddressesLazyQueryHookResult = ReturnType<typeof useAccountAddressesLazyQuery>;
export type AccountAddressesSuspenseQueryHookResult = ReturnType<typeof useAccountAddressesSuspenseQuery>;
export type AccountAddressesQueryResult = ApolloReactCommon.QueryResult<AccountAddressesQuery, AccountAddressesQueryVariables>;
export const AccountTagOptionsDocument = gql`
    query AccountTagOptions {
  accountTags(page: {limit: 100}) {
    items {
      id
      name
      description
    }
  }
}
    `;

/**
 * __useAccountTagOptionsQuery__
 *
 * To run a query within a React component, call `useAccountTagOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountTagOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountTagOptionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAccountTagOptionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>(AccountTagOptionsDocument, options);
      }
export function useAccountTagOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>(AccountTagOptionsDocument, options);
        }
// @ts-ignore
export function useAccountTagOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>;
export function useAccountTagOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountTagOptionsQuery | undefined, AccountTagOptionsQueryVariables>;
export function useAccountTagOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>(AccountTagOptionsDocument, options);
        }
export type AccountTagOptionsQueryHookResult = ReturnType<typeof useAccountTagOptionsQuery>;
export type AccountTagOptionsLazyQueryHookResult = ReturnType<typeof useAccountTagOptionsLazyQuery>;
export type AccountTagOptionsSuspenseQueryHookResult = ReturnType<typeof useAccountTagOptionsSuspenseQuery>;
export type AccountTagOptionsQueryResult = ApolloReactCommon.QueryResult<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>;
export const AccountMembershipsDocument = gql`
    query AccountMemberships($id: ID!) {
  account(id: $id) {
    id
    memberships(page: {limit: 100}) {
      items {
        ...AccountMembershipRow
      }
      pageInfo {
        total
      }
    }
  }
}
    ${AccountMembershipRowFragmentDoc}`;

/**
 * __useAccountMembershipsQuery__
 *
 * To run a query within a React component, call `useAccountMembershipsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountMembershipsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountMembershipsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAccountMembershipsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AccountMembershipsQuery, AccountMembershipsQueryVariables> & ({ variables: AccountMembershipsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccountMembershipsQuery, AccountMembershipsQueryVariables>(AccountMembershipsDocument, options);
      }
export function useAccountMembershipsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccountMembershipsQuery, AccountMembershipsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccountMembershipsQuery, AccountMembershipsQueryVariables>(AccountMembershipsDocument, options);
        }
// @ts-ignore
export function useAccountMembershipsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccountMembershipsQuery, AccountMembershipsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountMembershipsQuery, AccountMembershipsQueryVariables>;
export function useAccountMembershipsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountMembershipsQuery, AccountMembershipsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountMembershipsQuery | undefined, AccountMembershipsQueryVariables>;
export function useAccountMembershipsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountMembershipsQuery, AccountMembershipsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccountMembershipsQuery, AccountMembershipsQueryVariables>(AccountMembershipsDocument, options);
        }
export type AccountMembershipsQueryHookResult = ReturnType<typeof useAccountMembershipsQuery>;
export type AccountMembershipsLazyQueryHookResult = ReturnType<typeof useAccountMembershipsLazyQuery>;
export type AccountMembershipsSuspenseQueryHookResult = ReturnType<typeof useAccountMembershipsSuspenseQuery>;
export type AccountMembershipsQueryResult = ApolloReactCommon.QueryResult<AccountMembershipsQuery, AccountMembershipsQueryVariables>;
export const UnassignedAccountMembersDocument = gql`
    query UnassignedAccountMembers($id: ID!) {
  account(id: $id) {
    id
    unassignedMembers(page: {limit: 100}) {
      items {
        id
        name
        email
      }
      pageInfo {
        total
      }
    }
  }
}
    `;

/**
 * __useUnassignedAccountMembersQuery__
 *
 * To run a query within a React component, call `useUnassignedAccountMembersQuery` and pass it any options that fit your needs.
 * When your component renders, `useUnassignedAccountMembersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUnassignedAccountMembersQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useUnassignedAccountMembersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<UnassignedAccountMembersQuery, UnassignedAccountMembersQueryVariables> & ({ variables: UnassignedAccountMembersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<UnassignedAccountMembersQuery, UnassignedAccountMembersQueryVariables>(UnassignedAccountMembersDocument, options);
      }
export function useUnassignedAccountMembersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<UnassignedAccountMembersQuery, UnassignedAccountMembersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<UnassignedAccountMembersQuery, UnassignedAccountMembersQueryVariables>(UnassignedAccountMembersDocument, options);
        }
// @ts-ignore
export function useUnassignedAccountMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<UnassignedAccountMembersQuery, UnassignedAccountMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UnassignedAccountMembersQuery, UnassignedAccountMembersQueryVariables>;
export function useUnassignedAccountMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UnassignedAccountMembersQuery, UnassignedAccountMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UnassignedAccountMembersQuery | undefined, UnassignedAccountMembersQueryVariables>;
export function useUnassignedAccountMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UnassignedAccountMembersQuery, UnassignedAccountMembersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<UnassignedAccountMembersQuery, UnassignedAccountMembersQueryVariables>(UnassignedAccountMembersDocument, options);
        }
export type UnassignedAccountMembersQueryHookResult = ReturnType<typeof useUnassignedAccountMembersQuery>;
export type UnassignedAccountMembersLazyQueryHookResult = ReturnType<typeof useUnassignedAccountMembersLazyQuery>;
export type UnassignedAccountMembersSuspenseQueryHookResult = ReturnType<typeof useUnassignedAccountMembersSuspenseQuery>;
export type UnassignedAccountMembersQueryResult = ApolloReactCommon.QueryResult<UnassignedAccountMembersQuery, UnassignedAccountMembersQueryVariables>;
export const CreateAccountDocument = gql`
    mutation CreateAccount($input: AccountCreateInput!) {
  createAccount(input: $input) {
    account {
      ...AccountListItem
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${AccountListItemFragmentDoc}`;
export type CreateAccountMutationFn = ApolloReactCommon.MutationFunction<CreateAccountMutation, CreateAccountMutationVariables>;

/**
 * __useCreateAccountMutation__
 *
 * To run a mutation, you first call `useCreateAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAccountMutation, { data, loading, error }] = useCreateAccountMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateAccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateAccountMutation, CreateAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateAccountMutation, CreateAccountMutationVariables>(CreateAccountDocument, options);
      }
export type CreateAccountMutationHookResult = ReturnType<typeof useCreateAccountMutation>;
export type CreateAccountMutationResult = ApolloReactCommon.MutationResult<CreateAccountMutation>;
export type CreateAccountMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateAccountMutation, CreateAccountMutationVariables>;
export const UpdateAccountDocument = gql`
    mutation UpdateAccount($id: ID!, $input: AccountUpdateInput!) {
  updateAccount(id: $id, input: $input) {
    account {
      ...AccountListItem
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${AccountListItemFragmentDoc}`;
export type UpdateAccountMutationFn = ApolloReactCommon.MutationFunction<UpdateAccountMutation, UpdateAccountMutationVariables>;

/**
 * __useUpdateAccountMutation__
 *
 * To run a mutation, you first call `useUpdateAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAccountMutation, { data, loading, error }] = useUpdateAccountMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateAccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateAccountMutation, UpdateAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateAccountMutation, UpdateAccountMutationVariables>(UpdateAccountDocument, options);
      }
export type UpdateAccountMutationHookResult = ReturnType<typeof useUpdateAccountMutation>;
export type UpdateAccountMutationResult = ApolloReactCommon.MutationResult<UpdateAccountMutation>;
export type UpdateAccountMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateAccountMutation, UpdateAccountMutationVariables>;
export const DeleteAccountDocument = gql`
    mutation DeleteAccount($id: ID!) {
  deleteAccount(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteAccountMutationFn = ApolloReactCommon.MutationFunction<DeleteAccountMutation, DeleteAccountMutationVariables>;

/**
 * __useDeleteAccountMutation__
 *
 * To run a mutation, you first call `useDeleteAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAccountMutation, { data, loading, error }] = useDeleteAccountMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteAccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteAccountMutation, DeleteAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteAccountMutation, DeleteAccountMutationVariables>(DeleteAccountDocument, options);
      }
export type DeleteAccountMutationHookResult = ReturnType<typeof useDeleteAccountMutation>;
export type DeleteAccountMutationResult = ApolloReactCommon.MutationResult<DeleteAccountMutation>;
export type DeleteAccountMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const CreateAccountAddressDocument = gql`
    mutation CreateAccountAddress($accountId: ID!, $input: AddressCreateInput!) {
  createAccountAddress(accountId: $accountId, input: $input) {
    address {
      ...AddressRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${AddressRowFragmentDoc}`;
export type CreateAccountAddressMutationFn = ApolloReactCommon.MutationFunction<CreateAccountAddressMutation, CreateAccountAddressMutationVariables>;

/**
 * __useCreateAccountAddressMutation__
 *
 * To run a mutation, you first call `useCreateAccountAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAccountAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAccountAddressMutation, { data, loading, error }] = useCreateAccountAddressMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateAccountAddressMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateAccountAddressMutation, CreateAccountAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateAccountAddressMutation, CreateAccountAddressMutationVariables>(CreateAccountAddressDocument, options);
      }
export type CreateAccountAddressMutationHookResult = ReturnType<typeof useCreateAccountAddressMutation>;
export type CreateAccountAddressMutationResult = ApolloReactCommon.MutationResult<CreateAccountAddressMutation>;
export type CreateAccountAddressMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateAccountAddressMutation, CreateAccountAddressMutationVariables>;
export const UpdateAccountAddressDocument = gql`
    mutation UpdateAccountAddress($accountId: ID!, $id: ID!, $input: AddressUpdateInput!) {
  updateAccountAddress(accountId: $accountId, id: $id, input: $input) {
    address {
      ...AddressRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${AddressRowFragmentDoc}`;
export type UpdateAccountAddressMutationFn = ApolloReactCommon.MutationFunction<UpdateAccountAddressMutation, UpdateAccountAddressMutationVariables>;

/**
 * __useUpdateAccountAddressMutation__
 *
 * To run a mutation, you first call `useUpdateAccountAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAccountAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAccountAddressMutation, { data, loading, error }] = useUpdateAccountAddressMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateAccountAddressMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateAccountAddressMutation, UpdateAccountAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateAccountAddressMutation, UpdateAccountAddressMutationVariables>(UpdateAccountAddressDocument, options);
      }
export type UpdateAccountAddressMutationHookResult = ReturnType<typeof useUpdateAccountAddressMutation>;
export type UpdateAccountAddressMutationResult = ApolloReactCommon.MutationResult<UpdateAccountAddressMutation>;
export type UpdateAccountAddressMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateAccountAddressMutation, UpdateAccountAddressMutationVariables>;
export const DeleteAccountAddressDocument = gql`
    mutation DeleteAccountAddress($accountId: ID!, $id: ID!) {
  deleteAccountAddress(accountId: $accountId, id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteAccountAddressMutationFn = ApolloReactCommon.MutationFunction<DeleteAccountAddressMutation, DeleteAccountAddressMutationVariables>;

/**
 * __useDeleteAccountAddressMutation__
 *
 * To run a mutation, you first call `useDeleteAccountAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAccountAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAccountAddressMutation, { data, loading, error }] = useDeleteAccountAddressMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteAccountAddressMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteAccountAddressMutation, DeleteAccountAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteAccountAddressMutation, DeleteAccountAddressMutationVariables>(DeleteAccountAddressDocument, options);
      }
export type DeleteAccountAddressMutationHookResult = ReturnType<typeof useDeleteAccountAddressMutation>;
export type DeleteAccountAddressMutationResult = ApolloReactCommon.MutationResult<DeleteAccountAddressMutation>;
export type DeleteAccountAddressMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteAccountAddressMutation, DeleteAccountAddressMutationVariables>;
export const CreateAccountTagDocument = gql`
    mutation CreateAccountTag($input: AccountTagCreateInput!) {
  createAccountTag(input: $input) {
    tag {
      id
      name
      description
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type CreateAccountTagMutationFn = ApolloReactCommon.MutationFunction<CreateAccountTagMutation, CreateAccountTagMutationVariables>;

/**
 * __useCreateAccountTagMutation__
 *
 * To run a mutation, you first call `useCreateAccountTagMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAccountTagMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAccountTagMutation, { data, loading, error }] = useCreateAccountTagMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateAccountTagMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateAccountTagMutation, CreateAccountTagMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateAccountTagMutation, CreateAccountTagMutationVariables>(CreateAccountTagDocument, options);
      }
export type CreateAccountTagMutationHookResult = ReturnType<typeof useCreateAccountTagMutation>;
export type CreateAccountTagMutationResult = ApolloReactCommon.MutationResult<CreateAccountTagMutation>;
export type CreateAccountTagMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateAccountTagMutation, CreateAccountTagMutationVariables>;
export const AttachAccountTagsDocument = gql`
    mutation AttachAccountTags($accountId: ID!, $tagIds: [ID!]!) {
  attachAccountTags(accountId: $accountId, tagIds: $tagIds) {
    account {
      ...AccountListItem
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${AccountListItemFragmentDoc}`;
export type AttachAccountTagsMutationFn = ApolloReactCommon.MutationFunction<AttachAccountTagsMutation, AttachAccountTagsMutationVariables>;

/**
 * __useAttachAccountTagsMutation__
 *
 * To run a mutation, you first call `useAttachAccountTagsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachAccountTagsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachAccountTagsMutation, { data, loading, error }] = useAttachAccountTagsMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      tagIds: // value for 'tagIds'
 *   },
 * });
 */
export function useAttachAccountTagsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AttachAccountTagsMutation, AttachAccountTagsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AttachAccountTagsMutation, AttachAccountTagsMutationVariables>(AttachAccountTagsDocument, options);
      }
export type AttachAccountTagsMutationHookResult = ReturnType<typeof useAttachAccountTagsMutation>;
export type AttachAccountTagsMutationResult = ApolloReactCommon.MutationResult<AttachAccountTagsMutation>;
export type AttachAccountTagsMutationOptions = ApolloReactCommon.BaseMutationOptions<AttachAccountTagsMutation, AttachAccountTagsMutationVariables>;
export const DetachAccountTagsDocument = gql`
    mutation DetachAccountTags($accountId: ID!, $tagIds: [ID!]!) {
  detachAccountTags(accountId: $accountId, tagIds: $tagIds) {
    account {
      ...AccountListItem
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${AccountListItemFragmentDoc}`;
export type DetachAccountTagsMutationFn = ApolloReactCommon.MutationFunction<DetachAccountTagsMutation, DetachAccountTagsMutationVariables>;

/**
 * __useDetachAccountTagsMutation__
 *
 * To run a mutation, you first call `useDetachAccountTagsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDetachAccountTagsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [detachAccountTagsMutation, { data, loading, error }] = useDetachAccountTagsMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      tagIds: // value for 'tagIds'
 *   },
 * });
 */
export function useDetachAccountTagsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DetachAccountTagsMutation, DetachAccountTagsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DetachAccountTagsMutation, DetachAccountTagsMutationVariables>(DetachAccountTagsDocument, options);
      }
export type DetachAccountTagsMutationHookResult = ReturnType<typeof useDetachAccountTagsMutation>;
export type DetachAccountTagsMutationResult = ApolloReactCommon.MutationResult<DetachAccountTagsMutation>;
export type DetachAccountTagsMutationOptions = ApolloReactCommon.BaseMutationOptions<DetachAccountTagsMutation, DetachAccountTagsMutationVariables>;
export const AddAccountMemberDocument = gql`
    mutation AddAccountMember($accountId: ID!, $memberId: ID!) {
  addAccountMember(accountId: $accountId, memberId: $memberId) {
    membership {
      ...AccountMembershipRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${AccountMembershipRowFragmentDoc}`;
export type AddAccountMemberMutationFn = ApolloReactCommon.MutationFunction<AddAccountMemberMutation, AddAccountMemberMutationVariables>;

/**
 * __useAddAccountMemberMutation__
 *
 * To run a mutation, you first call `useAddAccountMemberMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddAccountMemberMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addAccountMemberMutation, { data, loading, error }] = useAddAccountMemberMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useAddAccountMemberMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddAccountMemberMutation, AddAccountMemberMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddAccountMemberMutation, AddAccountMemberMutationVariables>(AddAccountMemberDocument, options);
      }
export type AddAccountMemberMutationHookResult = ReturnType<typeof useAddAccountMemberMutation>;
export type AddAccountMemberMutationResult = ApolloReactCommon.MutationResult<AddAccountMemberMutation>;
export type AddAccountMemberMutationOptions = ApolloReactCommon.BaseMutationOptions<AddAccountMemberMutation, AddAccountMemberMutationVariables>;
export const RemoveAccountMembershipDocument = gql`
    mutation RemoveAccountMembership($accountId: ID!, $id: ID!) {
  removeAccountMembership(accountId: $accountId, id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type RemoveAccountMembershipMutationFn = ApolloReactCommon.MutationFunction<RemoveAccountMembershipMutation, RemoveAccountMembershipMutationVariables>;

/**
 * __useRemoveAccountMembershipMutation__
 *
 * To run a mutation, you first call `useRemoveAccountMembershipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveAccountMembershipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeAccountMembershipMutation, { data, loading, error }] = useRemoveAccountMembershipMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRemoveAccountMembershipMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveAccountMembershipMutation, RemoveAccountMembershipMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveAccountMembershipMutation, RemoveAccountMembershipMutationVariables>(RemoveAccountMembershipDocument, options);
      }
export type RemoveAccountMembershipMutationHookResult = ReturnType<typeof useRemoveAccountMembershipMutation>;
export type RemoveAccountMembershipMutationResult = ApolloReactCommon.MutationResult<RemoveAccountMembershipMutation>;
export type RemoveAccountMembershipMutationOptions = ApolloReactCommon.BaseMutationOptions<RemoveAccountMembershipMutation, RemoveAccountMembershipMutationVariables>;
export const ApplicationKeyListDocument = gql`
    query ApplicationKeyList($page: PageInput) {
  applicationKeys(page: $page) {
    items {
      ...ApplicationKeyRow
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
    totalReservedRateLimit
  }
}
    ${ApplicationKeyRowFragmentDoc}`;

/**
 * __useApplicationKeyListQuery__
 *
 * To run a query within a React component, call `useApplicationKeyListQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationKeyListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationKeyListQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useApplicationKeyListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>(ApplicationKeyListDocument, options);
      }
export function useApplicationKeyListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>(ApplicationKeyListDocument, options);
        }
// @ts-ignore
export function useApplicationKeyListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>;
export function useApplicationKeyListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ApplicationKeyListQuery | undefined, ApplicationKeyListQueryVariables>;
export function useApplicationKeyListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>(ApplicationKeyListDocument, options);
        }
export type ApplicationKeyListQueryHookResult = ReturnType<typeof useApplicationKeyListQuery>;
export type ApplicationKeyListLazyQueryHookResult = ReturnType<typeof useApplicationKeyListLazyQuery>;
export type ApplicationKeyListSuspenseQueryHookResult = ReturnType<typeof useApplicationKeyListSuspenseQuery>;
export type ApplicationKeyListQueryResult = ApolloReactCommon.QueryResult<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>;
export const CreateApplicationKeyDocument = gql`
    mutation CreateApplicationKey($input: ApplicationKeyCreateInput!) {
  createApplicationKey(input: $input) {
    applicationKey {
      ...ApplicationKeyRow
    }
    clientSecret
    userErrors {
      field
      message
      code
    }
  }
}
    ${ApplicationKeyRowFragmentDoc}`;
export type CreateApplicationKeyMutationFn = ApolloReactCommon.MutationFunction<CreateApplicationKeyMutation, CreateApplicationKeyMutationVariables>;

/**
 * __useCreateApplicationKeyMutation__
 *
 * To run a mutation, you first call `useCreateApplicationKeyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateApplicationKeyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createApplicationKeyMutation, { data, loading, error }] = useCreateApplicationKeyMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateApplicationKeyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateApplicationKeyMutation, CreateApplicationKeyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateApplicationKeyMutation, CreateApplicationKeyMutationVariables>(CreateApplicationKeyDocument, options);
      }
export type CreateApplicationKeyMutationHookResult = ReturnType<typeof useCreateApplicationKeyMutation>;
export type CreateApplicationKeyMutationResult = ApolloReactCommon.MutationResult<CreateApplicationKeyMutation>;
export type CreateApplicationKeyMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateApplicationKeyMutation, CreateApplicationKeyMutationVariables>;
export const UpdateApplicationKeyDocument = gql`
    mutation UpdateApplicationKey($id: ID!, $input: ApplicationKeyUpdateInput!) {
  updateApplicationKey(id: $id, input: $input) {
    applicationKey {
      ...ApplicationKeyRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ApplicationKeyRowFragmentDoc}`;
export type UpdateApplicationKeyMutationFn = ApolloReactCommon.MutationFunction<UpdateApplicationKeyMutation, UpdateApplicationKeyMutationVariables>;

/**
 * __useUpdateApplicationKeyMutation__
 *
 * To run a mutation, you first call `useUpdateApplicationKeyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateApplicationKeyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateApplicationKeyMutation, { data, loading, error }] = useUpdateApplicationKeyMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateApplicationKeyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateApplicationKeyMutation, UpdateApplicationKeyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateApplicationKeyMutation, UpdateApplicationKeyMutationVariables>(UpdateApplicationKeyDocument, options);
      }
export type UpdateApplicationKeyMutationHookResult = ReturnType<typeof useUpdateApplicationKeyMutation>;
export type UpdateApplicationKeyMutationResult = ApolloReactCommon.MutationResult<UpdateApplicationKeyMutation>;
export type UpdateApplicationKeyMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateApplicationKeyMutation, UpdateApplicationKeyMutationVariables>;
export const DeleteApplicationKeyDocument = gql`
    mutation DeleteApplicationKey($id: ID!) {
  deleteApplicationKey(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteApplicationKeyMutationFn = ApolloReactCommon.MutationFunction<DeleteApplicationKeyMutation, DeleteApplicationKeyMutationVariables>;

/**
 * __useDeleteApplicationKeyMutation__
 *
 * To run a mutation, you first call `useDeleteApplicationKeyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteApplicationKeyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteApplicationKeyMutation, { data, loading, error }] = useDeleteApplicationKeyMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteApplicationKeyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteApplicationKeyMutation, DeleteApplicationKeyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteApplicationKeyMutation, DeleteApplicationKeyMutationVariables>(DeleteApplicationKeyDocument, options);
      }
export type DeleteApplicationKeyMutationHookResult = ReturnType<typeof useDeleteApplicationKeyMutation>;
export type DeleteApplicationKeyMutationResult = ApolloReactCommon.MutationResult<DeleteApplicationKeyMutation>;
export type DeleteApplicationKeyMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteApplicationKeyMutation, DeleteApplicationKeyMutationVariables>;
export const CatalogListDocument = gql`
    query CatalogList($filter: CatalogFilter, $page: PageInput) {
  catalogs(filter: $filter, page: $page) {
    items {
      ...CatalogListItem
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
}
    ${CatalogListItemFragmentDoc}`;

/**
 * __useCatalogListQuery__
 *
 * To run a query within a React component, call `useCatalogListQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useCatalogListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CatalogListQuery, CatalogListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogListQuery, CatalogListQueryVariables>(CatalogListDocument, options);
      }
export function useCatalogListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogListQuery, CatalogListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogListQuery, CatalogListQueryVariables>(CatalogListDocument, options);
        }
// @ts-ignore
export function useCatalogListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogListQuery, CatalogListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogListQuery, CatalogListQueryVariables>;
export function useCatalogListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogListQuery, CatalogListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogListQuery | undefined, CatalogListQueryVariables>;
export function useCatalogListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogListQuery, CatalogListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogListQuery, CatalogListQueryVariables>(CatalogListDocument, options);
        }
export type CatalogListQueryHookResult = ReturnType<typeof useCatalogListQuery>;
export type CatalogListLazyQueryHookResult = ReturnType<typeof useCatalogListLazyQuery>;
export type CatalogListSuspenseQueryHookResult = ReturnType<typeof useCatalogListSuspenseQuery>;
export type CatalogListQueryResult = ApolloReactCommon.QueryResult<CatalogListQuery, CatalogListQueryVariables>;
export const CatalogDetailsDocument = gql`
    query CatalogDetails($id: ID!) {
  catalog(id: $id) {
    ...CatalogListItem
    rules(page: {limit: 100}) {
      items {
        ...CatalogRuleRow
      }
    }
    releases(page: {limit: 100}) {
      items {
        ...CatalogReleaseRow
      }
    }
  }
}
    ${CatalogListItemFragmentDoc}
${CatalogRuleRowFragmentDoc}
${CatalogReleaseRowFragmentDoc}`;

/**
 * __useCatalogDetailsQuery__
 *
 * To run a query within a React component, call `useCatalogDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCatalogDetailsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogDetailsQuery, CatalogDetailsQueryVariables> & ({ variables: CatalogDetailsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogDetailsQuery, CatalogDetailsQueryVariables>(CatalogDetailsDocument, options);
      }
export function useCatalogDetailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogDetailsQuery, CatalogDetailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogDetailsQuery, CatalogDetailsQueryVariables>(CatalogDetailsDocument, options);
        }
// @ts-ignore
export function useCatalogDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogDetailsQuery, CatalogDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogDetailsQuery, CatalogDetailsQueryVariables>;
export function useCatalogDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogDetailsQuery, CatalogDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogDetailsQuery | undefined, CatalogDetailsQueryVariables>;
export function useCatalogDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogDetailsQuery, CatalogDetailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogDetailsQuery, CatalogDetailsQueryVariables>(CatalogDetailsDocument, options);
        }
export type CatalogDetailsQueryHookResult = ReturnType<typeof useCatalogDetailsQuery>;
export type CatalogDetailsLazyQueryHookResult = ReturnType<typeof useCatalogDetailsLazyQuery>;
export type CatalogDetailsSuspenseQueryHookResult = ReturnType<typeof useCatalogDetailsSuspenseQuery>;
export type CatalogDetailsQueryResult = ApolloReactCommon.QueryResult<CatalogDetailsQuery, CatalogDetailsQueryVariables>;
export const CatalogChoicesDocument = gql`
    query CatalogChoices {
  hierarchies(page: {limit: 100}) {
    items {
      id
      name
    }
  }
  priceBooks(page: {limit: 100}) {
    items {
      id
      name
    }
  }
}
    `;

/**
 * __useCatalogChoicesQuery__
 *
 * To run a query within a React component, call `useCatalogChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useCatalogChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CatalogChoicesQuery, CatalogChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogChoicesQuery, CatalogChoicesQueryVariables>(CatalogChoicesDocument, options);
      }
export function useCatalogChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogChoicesQuery, CatalogChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogChoicesQuery, CatalogChoicesQueryVariables>(CatalogChoicesDocument, options);
        }
// @ts-ignore
export function useCatalogChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogChoicesQuery, CatalogChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogChoicesQuery, CatalogChoicesQueryVariables>;
export function useCatalogChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogChoicesQuery, CatalogChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogChoicesQuery | undefined, CatalogChoicesQueryVariables>;
export function useCatalogChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogChoicesQuery, CatalogChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogChoicesQuery, CatalogChoicesQueryVariables>(CatalogChoicesDocument, options);
        }
export type CatalogChoicesQueryHookResult = ReturnType<typeof useCatalogChoicesQuery>;
export type CatalogChoicesLazyQueryHookResult = ReturnType<typeof useCatalogChoicesLazyQuery>;
export type CatalogChoicesSuspenseQueryHookResult = ReturnType<typeof useCatalogChoicesSuspenseQuery>;
export type CatalogChoicesQueryResult = ApolloReactCommon.QueryResult<CatalogChoicesQuery, CatalogChoicesQueryVariables>;
export const CatalogReleaseProductsDocument = gql`
    query CatalogReleaseProducts($catalogId: ID!, $id: ID!, $hierarchyId: ID, $page: PageInput) {
  catalogRelease(catalogId: $catalogId, id: $id) {
    ...CatalogReleaseRow
    hierarchies {
      id
      name
    }
    products(hierarchyId: $hierarchyId, page: $page) {
      items {
        id
        name
        sku
        displayPrice {
          formatted
          includesTax
        }
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
    ${CatalogReleaseRowFragmentDoc}`;

/**
 * __useCatalogReleaseProductsQuery__
 *
 * To run a query within a React component, call `useCatalogReleaseProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogReleaseProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogReleaseProductsQuery({
 *   variables: {
 *      catalogId: // value for 'catalogId'
 *      id: // value for 'id'
 *      hierarchyId: // value for 'hierarchyId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useCatalogReleaseProductsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogReleaseProductsQuery, CatalogReleaseProductsQueryVariables> & ({ variables: CatalogReleaseProductsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogReleaseProductsQuery, CatalogReleaseProductsQueryVariables>(CatalogReleaseProductsDocument, options);
      }
export function useCatalogReleaseProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogReleaseProductsQuery, CatalogReleaseProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogReleaseProductsQuery, CatalogReleaseProductsQueryVariables>(CatalogReleaseProductsDocument, options);
        }
// @ts-ignore
export function useCatalogReleaseProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogReleaseProductsQuery, CatalogReleaseProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogReleaseProductsQuery, CatalogReleaseProductsQueryVariables>;
export function useCatalogReleaseProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogReleaseProductsQuery, CatalogReleaseProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogReleaseProductsQuery | undefined, CatalogReleaseProductsQueryVariables>;
export function useCatalogReleaseProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogReleaseProductsQuery, CatalogReleaseProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogReleaseProductsQuery, CatalogReleaseProductsQueryVariables>(CatalogReleaseProductsDocument, options);
        }
export type CatalogReleaseProductsQueryHookResult = ReturnType<typeof useCatalogReleaseProductsQuery>;
export type CatalogReleaseProductsLazyQueryHookResult = ReturnType<typeof useCatalogReleaseProductsLazyQuery>;
export type CatalogReleaseProductsSuspenseQueryHookResult = ReturnType<typeof useCatalogReleaseProductsSuspenseQuery>;
export type CatalogReleaseProductsQueryResult = ApolloReactCommon.QueryResult<CatalogReleaseProductsQuery, CatalogReleaseProductsQueryVariables>;
export const CreateCatalogDocument = gql`
    mutation CreateCatalog($input: CatalogCreateInput!) {
  createCatalog(input: $input) {
    catalog {
      ...CatalogListItem
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CatalogListItemFragmentDoc}`;
export type CreateCatalogMutationFn = ApolloReactCommon.MutationFunction<CreateCatalogMutation, CreateCatalogMutationVariables>;

/**
 * __useCreateCatalogMutation__
 *
 * To run a mutation, you first call `useCreateCatalogMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCatalogMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCatalogMutation, { data, loading, error }] = useCreateCatalogMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCatalogMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCatalogMutation, CreateCatalogMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateCatalogMutation, CreateCatalogMutationVariables>(CreateCatalogDocument, options);
      }
export type CreateCatalogMutationHookResult = ReturnType<typeof useCreateCatalogMutation>;
export type CreateCatalogMutationResult = ApolloReactCommon.MutationResult<CreateCatalogMutation>;
export type CreateCatalogMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateCatalogMutation, CreateCatalogMutationVariables>;
export const UpdateCatalogDocument = gql`
    mutation UpdateCatalog($id: ID!, $input: CatalogUpdateInput!) {
  updateCatalog(id: $id, input: $input) {
    catalog {
      ...CatalogListItem
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CatalogListItemFragmentDoc}`;
export type UpdateCatalogMutationFn = ApolloReactCommon.MutationFunction<UpdateCatalogMutation, UpdateCatalogMutationVariables>;

/**
 * __useUpdateCatalogMutation__
 *
 * To run a mutation, you first call `useUpdateCatalogMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCatalogMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCatalogMutation, { data, loading, error }] = useUpdateCatalogMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCatalogMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateCatalogMutation, UpdateCatalogMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateCatalogMutation, UpdateCatalogMutationVariables>(UpdateCatalogDocument, options);
      }
export type UpdateCatalogMutationHookResult = ReturnType<typeof useUpdateCatalogMutation>;
export type UpdateCatalogMutationResult = ApolloReactCommon.MutationResult<UpdateCatalogMutation>;
export type UpdateCatalogMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateCatalogMutation, UpdateCatalogMutationVariables>;
export const DeleteCatalogDocument = gql`
    mutation DeleteCatalog($id: ID!) {
  deleteCatalog(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteCatalogMutationFn = ApolloReactCommon.MutationFunction<DeleteCatalogMutation, DeleteCatalogMutationVariables>;

/**
 * __useDeleteCatalogMutation__
 *
 * To run a mutation, you first call `useDeleteCatalogMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCatalogMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCatalogMutation, { data, loading, error }] = useDeleteCatalogMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCatalogMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCatalogMutation, DeleteCatalogMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteCatalogMutation, DeleteCatalogMutationVariables>(DeleteCatalogDocument, options);
      }
export type DeleteCatalogMutationHookResult = ReturnType<typeof useDeleteCatalogMutation>;
export type DeleteCatalogMutationResult = ApolloReactCommon.MutationResult<DeleteCatalogMutation>;
export type DeleteCatalogMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteCatalogMutation, DeleteCatalogMutationVariables>;
export const CreateCatalogRuleDocument = gql`
    mutation CreateCatalogRule($input: CatalogRuleCreateInput!) {
  createCatalogRule(input: $input) {
    rule {
      ...CatalogRuleRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CatalogRuleRowFragmentDoc}`;
export type CreateCatalogRuleMutationFn = ApolloReactCommon.MutationFunction<CreateCatalogRuleMutation, CreateCatalogRuleMutationVariables>;

/**
 * __useCreateCatalogRuleMutation__
 *
 * To run a mutation, you first call `useCreateCatalogRuleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCatalogRuleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCatalogRuleMutation, { data, loading, error }] = useCreateCatalogRuleMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCatalogRuleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCatalogRuleMutation, CreateCatalogRuleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateCatalogRuleMutation, CreateCatalogRuleMutationVariables>(CreateCatalogRuleDocument, options);
      }
export type CreateCatalogRuleMutationHookResult = ReturnType<typeof useCreateCatalogRuleMutation>;
export type CreateCatalogRuleMutationResult = ApolloReactCommon.MutationResult<CreateCatalogRuleMutation>;
export type CreateCatalogRuleMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateCatalogRuleMutation, CreateCatalogRuleMutationVariables>;
export const DeleteCatalogRuleDocument = gql`
    mutation DeleteCatalogRule($id: ID!) {
  deleteCatalogRule(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteCatalogRuleMutationFn = ApolloReactCommon.MutationFunction<DeleteCatalogRuleMutation, DeleteCatalogRuleMutationVariables>;

/**
 * __useDeleteCatalogRuleMutation__
 *
 * To run a mutation, you first call `useDeleteCatalogRuleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCatalogRuleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCatalogRuleMutation, { data, loading, error }] = useDeleteCatalogRuleMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCatalogRuleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCatalogRuleMutation, DeleteCatalogRuleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteCatalogRuleMutation, DeleteCatalogRuleMutationVariables>(DeleteCatalogRuleDocument, options);
      }
export type DeleteCatalogRuleMutationHookResult = ReturnType<typeof useDeleteCatalogRuleMutation>;
export type DeleteCatalogRuleMutationResult = ApolloReactCommon.MutationResult<DeleteCatalogRuleMutation>;
export type DeleteCatalogRuleMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteCatalogRuleMutation, DeleteCatalogRuleMutationVariables>;
export const PublishCatalogDocument = gql`
    mutation PublishCatalog($catalogId: ID!) {
  publishCatalog(catalogId: $catalogId) {
    release {
      ...CatalogReleaseRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CatalogReleaseRowFragmentDoc}`;
export type PublishCatalogMutationFn = ApolloReactCommon.MutationFunction<PublishCatalogMutation, PublishCatalogMutationVariables>;

/**
 * __usePublishCatalogMutation__
 *
 * To run a mutation, you first call `usePublishCatalogMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePublishCatalogMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [publishCatalogMutation, { data, loading, error }] = usePublishCatalogMutation({
 *   variables: {
 *      catalogId: // value for 'catalogId'
 *   },
 * });
 */
export function usePublishCatalogMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PublishCatalogMutation, PublishCatalogMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PublishCatalogMutation, PublishCatalogMutationVariables>(PublishCatalogDocument, options);
      }
export type PublishCatalogMutationHookResult = ReturnType<typeof usePublishCatalogMutation>;
export type PublishCatalogMutationResult = ApolloReactCommon.MutationResult<PublishCatalogMutation>;
export type PublishCatalogMutationOptions = ApolloReactCommon.BaseMutationOptions<PublishCatalogMutation, PublishCatalogMutationVariables>;
export const DeleteCatalogReleaseDocument = gql`
    mutation DeleteCatalogRelease($catalogId: ID!, $id: ID!) {
  deleteCatalogRelease(catalogId: $catalogId, id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteCatalogReleaseMutationFn = ApolloReactCommon.MutationFunction<DeleteCatalogReleaseMutation, DeleteCatalogReleaseMutationVariables>;

/**
 * __useDeleteCatalogReleaseMutation__
 *
 * To run a mutation, you first call `useDeleteCatalogReleaseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCatalogReleaseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCatalogReleaseMutation, { data, loading, error }] = useDeleteCatalogReleaseMutation({
 *   variables: {
 *      catalogId: // value for 'catalogId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCatalogReleaseMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCatalogReleaseMutation, DeleteCatalogReleaseMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteCatalogReleaseMutation, DeleteCatalogReleaseMutationVariables>(DeleteCatalogReleaseDocument, options);
      }
export type DeleteCatalogReleaseMutationHookResult = ReturnType<typeof useDeleteCatalogReleaseMutation>;
export type DeleteCatalogReleaseMutationResult = ApolloReactCommon.MutationResult<DeleteCatalogReleaseMutation>;
export type DeleteCatalogReleaseMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteCatalogReleaseMutation, DeleteCatalogReleaseMutationVariables>;
export const CustomApiListDocument = gql`
    query CustomApiList($filter: CustomApiFilter, $page: PageInput) {
  customApis(filter: $filter, page: $page) {
    items {
      ...CustomApiListItem
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
}
    ${CustomApiListItemFragmentDoc}`;

/**
 * __useCustomApiListQuery__
 *
 * To run a query within a React component, call `useCustomApiListQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomApiListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomApiListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useCustomApiListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CustomApiListQuery, CustomApiListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CustomApiListQuery, CustomApiListQueryVariables>(CustomApiListDocument, options);
      }
export function useCustomApiListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomApiListQuery, CustomApiListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CustomApiListQuery, CustomApiListQueryVariables>(CustomApiListDocument, options);
        }
// @ts-ignore
export function useCustomApiListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomApiListQuery, CustomApiListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomApiListQuery, CustomApiListQueryVariables>;
export function useCustomApiListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomApiListQuery, CustomApiListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomApiListQuery | undefined, CustomApiListQueryVariables>;
export function useCustomApiListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomApiListQuery, CustomApiListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CustomApiListQuery, CustomApiListQueryVariables>(CustomApiListDocument, options);
        }
export type CustomApiListQueryHookResult = ReturnType<typeof useCustomApiListQuery>;
export type CustomApiListLazyQueryHookResult = ReturnType<typeof useCustomApiListLazyQuery>;
export type CustomApiListSuspenseQueryHookResult = ReturnType<typeof useCustomApiListSuspenseQuery>;
export type CustomApiListQueryResult = ApolloReactCommon.QueryResult<CustomApiListQuery, CustomApiListQueryVariables>;
export const CustomApiDetailsDocument = gql`
    query CustomApiDetails($id: ID!, $entryPage: PageInput) {
  customApi(id: $id) {
    ...CustomApiListItem
    fields(page: {limit: 100}) {
      items {
        ...CustomFieldRow
      }
    }
    entries(page: $entryPage) {
      items {
        ...CustomApiEntryRow
      }
      pageInfo {
        limit
        offset
        total
        hasNextPage
      }
    }
    rolePolicies(page: {limit: 100}) {
      items {
        ...CustomApiRolePolicyRow
      }
    }
  }
  builtInRoles {
    id
    name
  }
}
    ${CustomApiListItemFragmentDoc}
${CustomFieldRowFragmentDoc}
${CustomApiEntryRowFragmentDoc}
${CustomApiRolePolicyRowFragmentDoc}`;

/**
 * __useCustomApiDetailsQuery__
 *
 * To run a query within a React component, call `useCustomApiDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomApiDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomApiDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *      entryPage: // value for 'entryPage'
 *   },
 * });
 */
export function useCustomApiDetailsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CustomApiDetailsQuery, CustomApiDetailsQueryVariables> & ({ variables: CustomApiDetailsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>(CustomApiDetailsDocument, options);
      }
export function useCustomApiDetailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>(CustomApiDetailsDocument, options);
        }
// @ts-ignore
export function useCustomApiDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>;
export function useCustomApiDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomApiDetailsQuery | undefined, CustomApiDetailsQueryVariables>;
export function useCustomApiDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>(CustomApiDetailsDocument, options);
        }
export type CustomApiDetailsQueryHookResult = ReturnType<typeof useCustomApiDetailsQuery>;
export type CustomApiDetailsLazyQueryHookResult = ReturnType<typeof useCustomApiDetailsLazyQuery>;
export type CustomApiDetailsSuspenseQueryHookResult = ReturnType<typeof useCustomApiDetailsSuspenseQuery>;
export type CustomApiDetailsQueryResult = ApolloReactCommon.QueryResult<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>;
export const CreateCustomApiDocument = gql`
    mutation CreateCustomApi($input: CustomApiCreateInput!) {
  createCustomApi(input: $input) {
    customApi {
      ...CustomApiListItem
    }
    userErrors {
      ...CustomApiUserError
    }
  }
}
    ${CustomApiListItemFragmentDoc}
${CustomApiUserErrorFragmentDoc}`;
export type CreateCustomApiMutationFn = ApolloReactCommon.MutationFunction<CreateCustomApiMutation, CreateCustomApiMutationVariables>;

/**
 * __useCreateCustomApiMutation__
 *
 * To run a mutation, you first call `useCreateCustomApiMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCustomApiMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCustomApiMutation, { data, loading, error }] = useCreateCustomApiMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCustomApiMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCustomApiMutation, CreateCustomApiMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateCustomApiMutation, CreateCustomApiMutationVariables>(CreateCustomApiDocument, options);
      }
export type CreateCustomApiMutationHookResult = ReturnType<typeof useCreateCustomApiMutation>;
export type CreateCustomApiMutationResult = ApolloReactCommon.MutationResult<CreateCustomApiMutation>;
export type CreateCustomApiMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateCustomApiMutation, CreateCustomApiMutationVariables>;
export const UpdateCustomApiDocument = gql`
    mutation UpdateCustomApi($id: ID!, $input: CustomApiUpdateInput!) {
  updateCustomApi(id: $id, input: $input) {
    customApi {
      ...CustomApiListItem
    }
    userErrors {
      ...CustomApiUserError
    }
  }
}
    ${CustomApiListItemFragmentDoc}
${CustomApiUserErrorFragmentDoc}`;
export type UpdateCustomApiMutationFn = ApolloReactCommon.MutationFunction<UpdateCustomApiMutation, UpdateCustomApiMutationVariables>;

/**
 * __useUpdateCustomApiMutation__
 *
 * To run a mutation, you first call `useUpdateCustomApiMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCustomApiMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCustomApiMutation, { data, loading, error }] = useUpdateCustomApiMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCustomApiMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateCustomApiMutation, UpdateCustomApiMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateCustomApiMutation, UpdateCustomApiMutationVariables>(UpdateCustomApiDocument, options);
      }
export type UpdateCustomApiMutationHookResult = ReturnType<typeof useUpdateCustomApiMutation>;
export type UpdateCustomApiMutationResult = ApolloReactCommon.MutationResult<UpdateCustomApiMutation>;
export type UpdateCustomApiMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateCustomApiMutation, UpdateCustomApiMutationVariables>;
export const DeleteCustomApiDocument = gql`
    mutation DeleteCustomApi($id: ID!) {
  deleteCustomApi(id: $id) {
    deletedId
    userErrors {
      ...CustomApiUserError
    }
  }
}
    ${CustomApiUserErrorFragmentDoc}`;
export type DeleteCustomApiMutationFn = ApolloReactCommon.MutationFunction<DeleteCustomApiMutation, DeleteCustomApiMutationVariables>;

/**
 * __useDeleteCustomApiMutation__
 *
 * To run a mutation, you first call `useDeleteCustomApiMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCustomApiMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCustomApiMutation, { data, loading, error }] = useDeleteCustomApiMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCustomApiMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCustomApiMutation, DeleteCustomApiMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteCustomApiMutation, DeleteCustomApiMutationVariables>(DeleteCustomApiDocument, options);
      }
export type DeleteCustomApiMutationHookResult = ReturnType<typeof useDeleteCustomApiMutation>;
export type DeleteCustomApiMutationResult = ApolloReactCommon.MutationResult<DeleteCustomApiMutation>;
export type DeleteCustomApiMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteCustomApiMutation, DeleteCustomApiMutationVariables>;
export const CreateCustomFieldDocument = gql`
    mutation CreateCustomField($customApiId: ID!, $input: CustomFieldCreateInput!) {
  createCustomField(customApiId: $customApiId, input: $input) {
    field {
      ...CustomFieldRow
    }
    userErrors {
      ...CustomApiUserError
    }
  }
}
    ${CustomFieldRowFragmentDoc}
${CustomApiUserErrorFragmentDoc}`;
export type CreateCustomFieldMutationFn = ApolloReactCommon.MutationFunction<CreateCustomFieldMutation, CreateCustomFieldMutationVariables>;

/**
 * __useCreateCustomFieldMutation__
 *
 * To run a mutation, you first call `useCreateCustomFieldMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCustomFieldMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCustomFieldMutation, { data, loading, error }] = useCreateCustomFieldMutation({
 *   variables: {
 *      customApiId: // value for 'customApiId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCustomFieldMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCustomFieldMutation, CreateCustomFieldMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateCustomFieldMutation, CreateCustomFieldMutationVariables>(CreateCustomFieldDocument, options);
      }
export type CreateCustomFieldMutationHookResult = ReturnType<typeof useCreateCustomFieldMutation>;
export type CreateCustomFieldMutationResult = ApolloReactCommon.MutationResult<CreateCustomFieldMutation>;
export type CreateCustomFieldMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateCustomFieldMutation, CreateCustomFieldMutationVariables>;
export const UpdateCustomFieldDocument = gql`
    mutation UpdateCustomField($customApiId: ID!, $id: ID!, $input: CustomFieldUpdateInput!) {
  updateCustomField(customApiId: $customApiId, id: $id, input: $input) {
    field {
      ...CustomFieldRow
    }
    userErrors {
      ...CustomApiUserError
    }
  }
}
    ${CustomFieldRowFragmentDoc}
${CustomApiUserErrorFragmentDoc}`;
export type UpdateCustomFieldMutationFn = ApolloReactCommon.MutationFunction<UpdateCustomFieldMutation, UpdateCustomFieldMutationVariables>;

/**
 * __useUpdateCustomFieldMutation__
 *
 * To run a mutation, you first call `useUpdateCustomFieldMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCustomFieldMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCustomFieldMutation, { data, loading, error }] = useUpdateCustomFieldMutation({
 *   variables: {
 *      customApiId: // value for 'customApiId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCustomFieldMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateCustomFieldMutation, UpdateCustomFieldMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateCustomFieldMutation, UpdateCustomFieldMutationVariables>(UpdateCustomFieldDocument, options);
      }
export type UpdateCustomFieldMutationHookResult = ReturnType<typeof useUpdateCustomFieldMutation>;
export type UpdateCustomFieldMutationResult = ApolloReactCommon.MutationResult<UpdateCustomFieldMutation>;
export type UpdateCustomFieldMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateCustomFieldMutation, UpdateCustomFieldMutationVariables>;
export const DeleteCustomFieldDocument = gql`
    mutation DeleteCustomField($customApiId: ID!, $id: ID!) {
  deleteCustomField(customApiId: $customApiId, id: $id) {
    deletedId
    userErrors {
      ...CustomApiUserError
    }
  }
}
    ${CustomApiUserErrorFragmentDoc}`;
export type DeleteCustomFieldMutationFn = ApolloReactCommon.MutationFunction<DeleteCustomFieldMutation, DeleteCustomFieldMutationVariables>;

/**
 * __useDeleteCustomFieldMutation__
 *
 * To run a mutation, you first call `useDeleteCustomFieldMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCustomFieldMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCustomFieldMutation, { data, loading, error }] = useDeleteCustomFieldMutation({
 *   variables: {
 *      customApiId: // value for 'customApiId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCustomFieldMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCustomFieldMutation, DeleteCustomFieldMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteCustomFieldMutation, DeleteCustomFieldMutationVariables>(DeleteCustomFieldDocument, options);
      }
export type DeleteCustomFieldMutationHookResult = ReturnType<typeof useDeleteCustomFieldMutation>;
export type DeleteCustomFieldMutationResult = ApolloReactCommon.MutationResult<DeleteCustomFieldMutation>;
export type DeleteCustomFieldMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteCustomFieldMutation, DeleteCustomFieldMutationVariables>;
export const CreateCustomApiEntryDocument = gql`
    mutation CreateCustomApiEntry($customApiId: ID!, $values: JSON!) {
  createCustomApiEntry(customApiId: $customApiId, values: $values) {
    entry {
      ...CustomApiEntryRow
    }
    userErrors {
      ...CustomApiUserError
    }
  }
}
    ${CustomApiEntryRowFragmentDoc}
${CustomApiUserErrorFragmentDoc}`;
export type CreateCustomApiEntryMutationFn = ApolloReactCommon.MutationFunction<CreateCustomApiEntryMutation, CreateCustomApiEntryMutationVariables>;

/**
 * __useCreateCustomApiEntryMutation__
 *
 * To run a mutation, you first call `useCreateCustomApiEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCustomApiEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCustomApiEntryMutation, { data, loading, error }] = useCreateCustomApiEntryMutation({
 *   variables: {
 *      customApiId: // value for 'customApiId'
 *      values: // value for 'values'
 *   },
 * });
 */
export function useCreateCustomApiEntryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCustomApiEntryMutation, CreateCustomApiEntryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateCustomApiEntryMutation, CreateCustomApiEntryMutationVariables>(CreateCustomApiEntryDocument, options);
      }
export type CreateCustomApiEntryMutationHookResult = ReturnType<typeof useCreateCustomApiEntryMutation>;
export type CreateCustomApiEntryMutationResult = ApolloReactCommon.MutationResult<CreateCustomApiEntryMutation>;
export type CreateCustomApiEntryMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateCustomApiEntryMutation, CreateCustomApiEntryMutationVariables>;
export const UpdateCustomApiEntryDocument = gql`
    mutation UpdateCustomApiEntry($customApiId: ID!, $id: ID!, $values: JSON!) {
  updateCustomApiEntry(customApiId: $customApiId, id: $id, values: $values) {
    entry {
      ...CustomApiEntryRow
    }
    userErrors {
      ...CustomApiUserError
    }
  }
}
    ${CustomApiEntryRowFragmentDoc}
${CustomApiUserErrorFragmentDoc}`;
export type UpdateCustomApiEntryMutationFn = ApolloReactCommon.MutationFunction<UpdateCustomApiEntryMutation, UpdateCustomApiEntryMutationVariables>;

/**
 * __useUpdateCustomApiEntryMutation__
 *
 * To run a mutation, you first call `useUpdateCustomApiEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCustomApiEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCustomApiEntryMutation, { data, loading, error }] = useUpdateCustomApiEntryMutation({
 *   variables: {
 *      customApiId: // value for 'customApiId'
 *      id: // value for 'id'
 *      values: // value for 'values'
 *   },
 * });
 */
export function useUpdateCustomApiEntryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateCustomApiEntryMutation, UpdateCustomApiEntryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateCustomApiEntryMutation, UpdateCustomApiEntryMutationVariables>(UpdateCustomApiEntryDocument, options);
      }
export type UpdateCustomApiEntryMutationHookResult = ReturnType<typeof useUpdateCustomApiEntryMutation>;
export type UpdateCustomApiEntryMutationResult = ApolloReactCommon.MutationResult<UpdateCustomApiEntryMutation>;
export type UpdateCustomApiEntryMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateCustomApiEntryMutation, UpdateCustomApiEntryMutationVariables>;
export const DeleteCustomApiEntryDocument = gql`
    mutation DeleteCustomApiEntry($customApiId: ID!, $id: ID!) {
  deleteCustomApiEntry(customApiId: $customApiId, id: $id) {
    deletedId
    userErrors {
      ...CustomApiUserError
    }
  }
}
    ${CustomApiUserErrorFragmentDoc}`;
export type DeleteCustomApiEntryMutationFn = ApolloReactCommon.MutationFunction<DeleteCustomApiEntryMutation, DeleteCustomApiEntryMutationVariables>;

/**
 * __useDeleteCustomApiEntryMutation__
 *
 * To run a mutation, you first call `useDeleteCustomApiEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCustomApiEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCustomApiEntryMutation, { data, loading, error }] = useDeleteCustomApiEntryMutation({
 *   variables: {
 *      customApiId: // value for 'customApiId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCustomApiEntryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCustomApiEntryMutation, DeleteCustomApiEntryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteCustomApiEntryMutation, DeleteCustomApiEntryMutationVariables>(DeleteCustomApiEntryDocument, options);
      }
export type DeleteCustomApiEntryMutationHookResult = ReturnType<typeof useDeleteCustomApiEntryMutation>;
export type DeleteCustomApiEntryMutationResult = ApolloReactCommon.MutationResult<DeleteCustomApiEntryMutation>;
export type DeleteCustomApiEntryMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteCustomApiEntryMutation, DeleteCustomApiEntryMutationVariables>;
export const CreateCustomApiRolePolicyDocument = gql`
    mutation CreateCustomApiRolePolicy($input: CustomApiRolePolicyInput!) {
  createCustomApiRolePolicy(input: $input) {
    rolePolicy {
      ...CustomApiRolePolicyRow
    }
    userErrors {
      ...CustomApiUserError
    }
  }
}
    ${CustomApiRolePolicyRowFragmentDoc}
${CustomApiUserErrorFragmentDoc}`;
export type CreateCustomApiRolePolicyMutationFn = ApolloReactCommon.MutationFunction<CreateCustomApiRolePolicyMutation, CreateCustomApiRolePolicyMutationVariables>;

/**
 * __useCreateCustomApiRolePolicyMutation__
 *
 * To run a mutation, you first call `useCreateCustomApiRolePolicyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCustomApiRolePolicyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCustomApiRolePolicyMutation, { data, loading, error }] = useCreateCustomApiRolePolicyMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCustomApiRolePolicyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCustomApiRolePolicyMutation, CreateCustomApiRolePolicyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateCustomApiRolePolicyMutation, CreateCustomApiRolePolicyMutationVariables>(CreateCustomApiRolePolicyDocument, options);
      }
export type CreateCustomApiRolePolicyMutationHookResult = ReturnType<typeof useCreateCustomApiRolePolicyMutation>;
export type CreateCustomApiRolePolicyMutationResult = ApolloReactCommon.MutationResult<CreateCustomApiRolePolicyMutation>;
export type CreateCustomApiRolePolicyMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateCustomApiRolePolicyMutation, CreateCustomApiRolePolicyMutationVariables>;
export const DeleteCustomApiRolePolicyDocument = gql`
    mutation DeleteCustomApiRolePolicy($id: ID!) {
  deleteCustomApiRolePolicy(id: $id) {
    deletedId
    userErrors {
      ...CustomApiUserError
    }
  }
}
    ${CustomApiUserErrorFragmentDoc}`;
export type DeleteCustomApiRolePolicyMutationFn = ApolloReactCommon.MutationFunction<DeleteCustomApiRolePolicyMutation, DeleteCustomApiRolePolicyMutationVariables>;

/**
 * __useDeleteCustomApiRolePolicyMutation__
 *
 * To run a mutation, you first call `useDeleteCustomApiRolePolicyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCustomApiRolePolicyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCustomApiRolePolicyMutation, { data, loading, error }] = useDeleteCustomApiRolePolicyMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCustomApiRolePolicyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCustomApiRolePolicyMutation, DeleteCustomApiRolePolicyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteCustomApiRolePolicyMutation, DeleteCustomApiRolePolicyMutationVariables>(DeleteCustomApiRolePolicyDocument, options);
      }
export type DeleteCustomApiRolePolicyMutationHookResult = ReturnType<typeof useDeleteCustomApiRolePolicyMutation>;
export type DeleteCustomApiRolePolicyMutationResult = ApolloReactCommon.MutationResult<DeleteCustomApiRolePolicyMutation>;
export type DeleteCustomApiRolePolicyMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteCustomApiRolePolicyMutation, DeleteCustomApiRolePolicyMutationVariables>;
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
export const CustomerListDocument = gql`
    query CustomerList($filter: CustomerFilter, $sort: [CustomerSort!], $page: PageInput) {
  customers(filter: $filter, sort: $sort, page: $page) {
    items {
      ...CustomerListItem
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
}
    ${CustomerListItemFragmentDoc}`;

/**
 * __useCustomerListQuery__
 *
 * To run a query within a React component, call `useCustomerListQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useCustomerListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CustomerListQuery, CustomerListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CustomerListQuery, CustomerListQueryVariables>(CustomerListDocument, options);
      }
export function useCustomerListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomerListQuery, CustomerListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CustomerListQuery, CustomerListQueryVariables>(CustomerListDocument, options);
        }
// @ts-ignore
export function useCustomerListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomerListQuery, CustomerListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerListQuery, CustomerListQueryVariables>;
export function useCustomerListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerListQuery, CustomerListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerListQuery | undefined, CustomerListQueryVariables>;
export function useCustomerListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerListQuery, CustomerListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CustomerListQuery, CustomerListQueryVariables>(CustomerListDocument, options);
        }
export type CustomerListQueryHookResult = ReturnType<typeof useCustomerListQuery>;
export type CustomerListLazyQueryHookResult = ReturnType<typeof useCustomerListLazyQuery>;
export type CustomerListSuspenseQueryHookResult = ReturnType<typeof useCustomerListSuspenseQuery>;
export type CustomerListQueryResult = ApolloReactCommon.QueryResult<CustomerListQuery, CustomerListQueryVariables>;
export const CustomerDetailsDocument = gql`
    query CustomerDetails($id: ID!) {
  customer(id: $id) {
    ...CustomerListItem
  }
}
    ${CustomerListItemFragmentDoc}`;

/**
 * __useCustomerDetailsQuery__
 *
 * To run a query within a React component, call `useCustomerDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCustomerDetailsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CustomerDetailsQuery, CustomerDetailsQueryVariables> & ({ variables: CustomerDetailsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CustomerDetailsQuery, CustomerDetailsQueryVariables>(CustomerDetailsDocument, options);
      }
export function useCustomerDetailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomerDetailsQuery, CustomerDetailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CustomerDetailsQuery, CustomerDetailsQueryVariables>(CustomerDetailsDocument, options);
        }
// @ts-ignore
export function useCustomerDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomerDetailsQuery, CustomerDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerDetailsQuery, CustomerDetailsQueryVariables>;
export function useCustomerDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerDetailsQuery, CustomerDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerDetailsQuery | undefined, CustomerDetailsQueryVariables>;
export function useCustomerDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerDetailsQuery, CustomerDetailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CustomerDetailsQuery, CustomerDetailsQueryVariables>(CustomerDetailsDocument, options);
        }
export type CustomerDetailsQueryHookResult = ReturnType<typeof useCustomerDetailsQuery>;
export type CustomerDetailsLazyQueryHookResult = ReturnType<typeof useCustomerDetailsLazyQuery>;
export type CustomerDetailsSuspenseQueryHookResult = ReturnType<typeof useCustomerDetailsSuspenseQuery>;
export type CustomerDetailsQueryResult = ApolloReactCommon.QueryResult<CustomerDetailsQuery, CustomerDetailsQueryVariables>;
export const CustomerAddressesDocument = gql`
    query CustomerAddresses($id: ID!) {
  customer(id: $id) {
    id
    addresses(page: {limit: 100}) {
      items {
        ...AddressRow
      }
      pageInfo {
        total
      }
    }
  }
}
    ${AddressRowFragmentDoc}`;

/**
 * __useCustomerAddressesQuery__
 *
 * To run a query within a React component, call `useCustomerAddressesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerAddressesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerAddressesQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCustomerAddressesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CustomerAddressesQuery, CustomerAddressesQueryVariables> & ({ variables: CustomerAddressesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CustomerAddressesQuery, CustomerAddressesQueryVariables>(CustomerAddressesDocument, options);
      }
export function useCustomerAddressesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomerAddressesQuery, CustomerAddressesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CustomerAddressesQuery, CustomerAddressesQueryVariables>(CustomerAddressesDocument, options);
        }
// @ts-ignore
export function useCustomerAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomerAddressesQuery, CustomerAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerAddressesQuery, CustomerAddressesQueryVariables>;
export function useCustomerAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerAddressesQuery, CustomerAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerAddressesQuery | undefined, CustomerAddressesQueryVariables>;
export function useCustomerAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerAddressesQuery, CustomerAddressesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CustomerAddressesQuery, CustomerAddressesQueryVariables>(CustomerAddressesDocument, options);
        }
export type CustomerAddressesQueryHookResult = ReturnType<typeof useCustomerAddressesQuery>;
export type CustomerAddressesLazyQueryHookResult = ReturnType<typeof useCustomerAddressesLazyQuery>;
export type CustomerAddressesSuspenseQueryHookResult = ReturnType<typeof useCustomerAddressesSuspenseQuery>;
export type CustomerAddressesQueryResult = ApolloReactCommon.QueryResult<CustomerAddressesQuery, CustomerAddressesQueryVariables>;
export const CreateCustomerDocument = gql`
    mutation CreateCustomer($input: CustomerCreateInput!) {
  createCustomer(input: $input) {
    customer {
      ...CustomerListItem
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CustomerListItemFragmentDoc}`;
export type CreateCustomerMutationFn = ApolloReactCommon.MutationFunction<CreateCustomerMutation, CreateCustomerMutationVariables>;

/**
 * __useCreateCustomerMutation__
 *
 * To run a mutation, you first call `useCreateCustomerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCustomerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCustomerMutation, { data, loading, error }] = useCreateCustomerMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCustomerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCustomerMutation, CreateCustomerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateCustomerMutation, CreateCustomerMutationVariables>(CreateCustomerDocument, options);
      }
export type CreateCustomerMutationHookResult = ReturnType<typeof useCreateCustomerMutation>;
export type CreateCustomerMutationResult = ApolloReactCommon.MutationResult<CreateCustomerMutation>;
export type CreateCustomerMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const UpdateCustomerDocument = gql`
    mutation UpdateCustomer($id: ID!, $input: CustomerUpdateInput!) {
  updateCustomer(id: $id, input: $input) {
    customer {
      ...CustomerListItem
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CustomerListItemFragmentDoc}`;
export type UpdateCustomerMutationFn = ApolloReactCommon.MutationFunction<UpdateCustomerMutation, UpdateCustomerMutationVariables>;

/**
 * __useUpdateCustomerMutation__
 *
 * To run a mutation, you first call `useUpdateCustomerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCustomerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCustomerMutation, { data, loading, error }] = useUpdateCustomerMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCustomerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateCustomerMutation, UpdateCustomerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateCustomerMutation, UpdateCustomerMutationVariables>(UpdateCustomerDocument, options);
      }
export type UpdateCustomerMutationHookResult = ReturnType<typeof useUpdateCustomerMutation>;
export type UpdateCustomerMutationResult = ApolloReactCommon.MutationResult<UpdateCustomerMutation>;
export type UpdateCustomerMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const DeleteCustomerDocument = gql`
    mutation DeleteCustomer($id: ID!) {
  deleteCustomer(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteCustomerMutationFn = ApolloReactCommon.MutationFunction<DeleteCustomerMutation, DeleteCustomerMutationVariables>;

/**
 * __useDeleteCustomerMutation__
 *
 * To run a mutation, you first call `useDeleteCustomerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCustomerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCustomerMutation, { data, loading, error }] = useDeleteCustomerMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCustomerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCustomerMutation, DeleteCustomerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteCustomerMutation, DeleteCustomerMutationVariables>(DeleteCustomerDocument, options);
      }
export type DeleteCustomerMutationHookResult = ReturnType<typeof useDeleteCustomerMutation>;
export type DeleteCustomerMutationResult = ApolloReactCommon.MutationResult<DeleteCustomerMutation>;
export type DeleteCustomerMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteCustomerMutation, DeleteCustomerMutationVariables>;
export const CreateCustomerAddressDocument = gql`
    mutation CreateCustomerAddress($customerId: ID!, $input: AddressCreateInput!) {
  createCustomerAddress(customerId: $customerId, input: $input) {
    address {
      ...AddressRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${AddressRowFragmentDoc}`;
export type CreateCustomerAddressMutationFn = ApolloReactCommon.MutationFunction<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>;

/**
 * __useCreateCustomerAddressMutation__
 *
 * To run a mutation, you first call `useCreateCustomerAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCustomerAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCustomerAddressMutation, { data, loading, error }] = useCreateCustomerAddressMutation({
 *   variables: {
 *      customerId: // value for 'customerId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCustomerAddressMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>(CreateCustomerAddressDocument, options);
      }
export type CreateCustomerAddressMutationHookResult = ReturnType<typeof useCreateCustomerAddressMutation>;
export type CreateCustomerAddressMutationResult = ApolloReactCommon.MutationResult<CreateCustomerAddressMutation>;
export type CreateCustomerAddressMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>;
export const UpdateCustomerAddressDocument = gql`
    mutation UpdateCustomerAddress($customerId: ID!, $id: ID!, $input: AddressUpdateInput!) {
  updateCustomerAddress(customerId: $customerId, id: $id, input: $input) {
    address {
      ...AddressRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${AddressRowFragmentDoc}`;
export type UpdateCustomerAddressMutationFn = ApolloReactCommon.MutationFunction<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>;

/**
 * __useUpdateCustomerAddressMutation__
 *
 * To run a mutation, you first call `useUpdateCustomerAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCustomerAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCustomerAddressMutation, { data, loading, error }] = useUpdateCustomerAddressMutation({
 *   variables: {
 *      customerId: // value for 'customerId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCustomerAddressMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>(UpdateCustomerAddressDocument, options);
      }
export type UpdateCustomerAddressMutationHookResult = ReturnType<typeof useUpdateCustomerAddressMutation>;
export type UpdateCustomerAddressMutationResult = ApolloReactCommon.MutationResult<UpdateCustomerAddressMutation>;
export type UpdateCustomerAddressMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>;
export const DeleteCustomerAddressDocument = gql`
    mutation DeleteCustomerAddress($customerId: ID!, $id: ID!) {
  deleteCustomerAddress(customerId: $customerId, id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteCustomerAddressMutationFn = ApolloReactCommon.MutationFunction<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>;

/**
 * __useDeleteCustomerAddressMutation__
 *
 * To run a mutation, you first call `useDeleteCustomerAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCustomerAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCustomerAddressMutation, { data, loading, error }] = useDeleteCustomerAddressMutation({
 *   variables: {
 *      customerId: // value for 'customerId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCustomerAddressMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>(DeleteCustomerAddressDocument, options);
      }
export type DeleteCustomerAddressMutationHookResult = ReturnType<typeof useDeleteCustomerAddressMutation>;
export type DeleteCustomerAddressMutationResult = ApolloReactCommon.MutationResult<DeleteCustomerAddressMutation>;
export type DeleteCustomerAddressMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>;
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
export const HomeOrderMetricsDocument = gql`
    query HomeOrderMetrics($from: DateTime, $to: DateTime) {
  orderMetrics(from: $from, to: $to, interval: DAY) {
    from
    to
    total
    summary {
      currency
      totalOrders
      totalValue {
        currency
        amount
        formatted
      }
      averageValue {
        currency
        amount
        formatted
      }
    }
    timeseries {
      timestamp
      count
      value {
        currency
        amount
        formatted
      }
    }
  }
}
    `;

/**
 * __useHomeOrderMetricsQuery__
 *
 * To run a query within a React component, call `useHomeOrderMetricsQuery` and pass it any options that fit your needs.
 * When your component renders, `useHomeOrderMetricsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHomeOrderMetricsQuery({
 *   variables: {
 *      from: // value for 'from'
 *      to: // value for 'to'
 *   },
 * });
 */
export function useHomeOrderMetricsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<HomeOrderMetricsQuery, HomeOrderMetricsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<HomeOrderMetricsQuery, HomeOrderMetricsQueryVariables>(HomeOrderMetricsDocument, options);
      }
export function useHomeOrderMetricsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HomeOrderMetricsQuery, HomeOrderMetricsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<HomeOrderMetricsQuery, HomeOrderMetricsQueryVariables>(HomeOrderMetricsDocument, options);
        }
// @ts-ignore
export function useHomeOrderMetricsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HomeOrderMetricsQuery, HomeOrderMetricsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HomeOrderMetricsQuery, HomeOrderMetricsQueryVariables>;
export function useHomeOrderMetricsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HomeOrderMetricsQuery, HomeOrderMetricsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HomeOrderMetricsQuery | undefined, HomeOrderMetricsQueryVariables>;
export function useHomeOrderMetricsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HomeOrderMetricsQuery, HomeOrderMetricsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<HomeOrderMetricsQuery, HomeOrderMetricsQueryVariables>(HomeOrderMetricsDocument, options);
        }
export type HomeOrderMetricsQueryHookResult = ReturnType<typeof useHomeOrderMetricsQuery>;
export type HomeOrderMetricsLazyQueryHookResult = ReturnType<typeof useHomeOrderMetricsLazyQuery>;
export type HomeOrderMetricsSuspenseQueryHookResult = ReturnType<typeof useHomeOrderMetricsSuspenseQuery>;
export type HomeOrderMetricsQueryResult = ApolloReactCommon.QueryResult<HomeOrderMetricsQuery, HomeOrderMetricsQueryVariables>;
export const IntegrationListDocument = gql`
    query IntegrationList($filter: IntegrationFilter, $page: PageInput) {
  integrations(filter: $filter, page: $page) {
    items {
      ...IntegrationListItem
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
}
    ${IntegrationListItemFragmentDoc}`;

/**
 * __useIntegrationListQuery__
 *
 * To run a query within a React component, call `useIntegrationListQuery` and pass it any options that fit your needs.
 * When your component renders, `useIntegrationListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useIntegrationListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useIntegrationListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<IntegrationListQuery, IntegrationListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<IntegrationListQuery, IntegrationListQueryVariables>(IntegrationListDocument, options);
      }
export function useIntegrationListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<IntegrationListQuery, IntegrationListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<IntegrationListQuery, IntegrationListQueryVariables>(IntegrationListDocument, options);
        }
// @ts-ignore
export function useIntegrationListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<IntegrationListQuery, IntegrationListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<IntegrationListQuery, IntegrationListQueryVariables>;
export function useIntegrationListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<IntegrationListQuery, IntegrationListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<IntegrationListQuery | undefined, IntegrationListQueryVariables>;
export function useIntegrationListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<IntegrationListQuery, IntegrationListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<IntegrationListQuery, IntegrationListQueryVariables>(IntegrationListDocument, options);
        }
export type IntegrationListQueryHookResult = ReturnType<typeof useIntegrationListQuery>;
export type IntegrationListLazyQueryHookResult = ReturnType<typeof useIntegrationListLazyQuery>;
export type IntegrationListSuspenseQueryHookResult = ReturnType<typeof useIntegrationListSuspenseQuery>;
export type IntegrationListQueryResult = ApolloReactCommon.QueryResult<IntegrationListQuery, IntegrationListQueryVariables>;
export const IntegrationDetailsPageDocument = gql`
    query IntegrationDetailsPage($id: ID!, $logPage: PageInput, $jobPage: PageInput) {
  integration(id: $id) {
    ...IntegrationDetails
    logs(page: $logPage) {
      items {
        ...IntegrationLogRow
      }
      pageInfo {
        limit
        offset
        total
        hasNextPage
      }
    }
    jobs(page: $jobPage) {
      items {
        id
        createdAt
        logs(page: {limit: 10}) {
          items {
            ...IntegrationLogRow
          }
          pageInfo {
            total
          }
        }
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
    ${IntegrationDetailsFragmentDoc}
${IntegrationListItemFragmentDoc}
${IntegrationLogRowFragmentDoc}`;

/**
 * __useIntegrationDetailsPageQuery__
 *
 * To run a query within a React component, call `useIntegrationDetailsPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useIntegrationDetailsPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useIntegrationDetailsPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *      logPage: // value for 'logPage'
 *      jobPage: // value for 'jobPage'
 *   },
 * });
 */
export function useIntegrationDetailsPageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables> & ({ variables: IntegrationDetailsPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables>(IntegrationDetailsPageDocument, options);
      }
export function useIntegrationDetailsPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables>(IntegrationDetailsPageDocument, options);
        }
// @ts-ignore
export function useIntegrationDetailsPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables>;
export function useIntegrationDetailsPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<IntegrationDetailsPageQuery | undefined, IntegrationDetailsPageQueryVariables>;
export function useIntegrationDetailsPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables>(IntegrationDetailsPageDocument, options);
        }
export type IntegrationDetailsPageQueryHookResult = ReturnType<typeof useIntegrationDetailsPageQuery>;
export type IntegrationDetailsPageLazyQueryHookResult = ReturnType<typeof useIntegrationDetailsPageLazyQuery>;
export type IntegrationDetailsPageSuspenseQueryHookResult = ReturnType<typeof useIntegrationDetailsPageSuspenseQuery>;
export type IntegrationDetailsPageQueryResult = ApolloReactCommon.QueryResult<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables>;
export const CreateIntegrationDocument = gql`
    mutation CreateIntegration($input: IntegrationInput!) {
  createIntegration(input: $input) {
    integration {
      ...IntegrationDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${IntegrationDetailsFragmentDoc}
${IntegrationListItemFragmentDoc}`;
export type CreateIntegrationMutationFn = ApolloReactCommon.MutationFunction<CreateIntegrationMutation, CreateIntegrationMutationVariables>;

/**
 * __useCreateIntegrationMutation__
 *
 * To run a mutation, you first call `useCreateIntegrationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateIntegrationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createIntegrationMutation, { data, loading, error }] = useCreateIntegrationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateIntegrationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateIntegrationMutation, CreateIntegrationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateIntegrationMutation, CreateIntegrationMutationVariables>(CreateIntegrationDocument, options);
      }
export type CreateIntegrationMutationHookResult = ReturnType<typeof useCreateIntegrationMutation>;
export type CreateIntegrationMutationResult = ApolloReactCommon.MutationResult<CreateIntegrationMutation>;
export type CreateIntegrationMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateIntegrationMutation, CreateIntegrationMutationVariables>;
export const UpdateIntegrationDocument = gql`
    mutation UpdateIntegration($id: ID!, $input: IntegrationInput!) {
  updateIntegration(id: $id, input: $input) {
    integration {
      ...IntegrationDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${IntegrationDetailsFragmentDoc}
${IntegrationListItemFragmentDoc}`;
export type UpdateIntegrationMutationFn = ApolloReactCommon.MutationFunction<UpdateIntegrationMutation, UpdateIntegrationMutationVariables>;

/**
 * __useUpdateIntegrationMutation__
 *
 * To run a mutation, you first call `useUpdateIntegrationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateIntegrationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateIntegrationMutation, { data, loading, error }] = useUpdateIntegrationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateIntegrationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateIntegrationMutation, UpdateIntegrationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateIntegrationMutation, UpdateIntegrationMutationVariables>(UpdateIntegrationDocument, options);
      }
export type UpdateIntegrationMutationHookResult = ReturnType<typeof useUpdateIntegrationMutation>;
export type UpdateIntegrationMutationResult = ApolloReactCommon.MutationResult<UpdateIntegrationMutation>;
export type UpdateIntegrationMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateIntegrationMutation, UpdateIntegrationMutationVariables>;
export const DeleteIntegrationDocument = gql`
    mutation DeleteIntegration($id: ID!) {
  deleteIntegration(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteIntegrationMutationFn = ApolloReactCommon.MutationFunction<DeleteIntegrationMutation, DeleteIntegrationMutationVariables>;

/**
 * __useDeleteIntegrationMutation__
 *
 * To run a mutation, you first call `useDeleteIntegrationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteIntegrationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteIntegrationMutation, { data, loading, error }] = useDeleteIntegrationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteIntegrationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteIntegrationMutation, DeleteIntegrationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteIntegrationMutation, DeleteIntegrationMutationVariables>(DeleteIntegrationDocument, options);
      }
export type DeleteIntegrationMutationHookResult = ReturnType<typeof useDeleteIntegrationMutation>;
export type DeleteIntegrationMutationResult = ApolloReactCommon.MutationResult<DeleteIntegrationMutation>;
export type DeleteIntegrationMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteIntegrationMutation, DeleteIntegrationMutationVariables>;
export const StockListDocument = gql`
    query StockList($sort: [StockSort!], $page: PageInput) {
  stocks(sort: $sort, page: $page) {
    items {
      ...StockFigures
      product {
        id
        name
        sku
      }
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
}
    ${StockFiguresFragmentDoc}`;

/**
 * __useStockListQuery__
 *
 * To run a query within a React component, call `useStockListQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockListQuery({
 *   variables: {
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useStockListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StockListQuery, StockListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StockListQuery, StockListQueryVariables>(StockListDocument, options);
      }
export function useStockListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StockListQuery, StockListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StockListQuery, StockListQueryVariables>(StockListDocument, options);
        }
// @ts-ignore
export function useStockListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StockListQuery, StockListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StockListQuery, StockListQueryVariables>;
export function useStockListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StockListQuery, StockListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StockListQuery | undefined, StockListQueryVariables>;
export function useStockListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StockListQuery, StockListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StockListQuery, StockListQueryVariables>(StockListDocument, options);
        }
export type StockListQueryHookResult = ReturnType<typeof useStockListQuery>;
export type StockListLazyQueryHookResult = ReturnType<typeof useStockListLazyQuery>;
export type StockListSuspenseQueryHookResult = ReturnType<typeof useStockListSuspenseQuery>;
export type StockListQueryResult = ApolloReactCommon.QueryResult<StockListQuery, StockListQueryVariables>;
export const StockDetailsDocument = gql`
    query StockDetails($productId: ID!, $page: PageInput) {
  stock(productId: $productId) {
    ...StockFigures
    product {
      id
      name
      sku
    }
    locations {
      slug
      total
      available
      allocated
      location {
        id
        name
      }
    }
    transactions(page: $page) {
      items {
        ...StockTransactionRow
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
    ${StockFiguresFragmentDoc}
${StockTransactionRowFragmentDoc}`;

/**
 * __useStockDetailsQuery__
 *
 * To run a query within a React component, call `useStockDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockDetailsQuery({
 *   variables: {
 *      productId: // value for 'productId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useStockDetailsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StockDetailsQuery, StockDetailsQueryVariables> & ({ variables: StockDetailsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StockDetailsQuery, StockDetailsQueryVariables>(StockDetailsDocument, options);
      }
export function useStockDetailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StockDetailsQuery, StockDetailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StockDetailsQuery, StockDetailsQueryVariables>(StockDetailsDocument, options);
        }
// @ts-ignore
export function useStockDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StockDetailsQuery, StockDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StockDetailsQuery, StockDetailsQueryVariables>;
export function useStockDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StockDetailsQuery, StockDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StockDetailsQuery | undefined, StockDetailsQueryVariables>;
export function useStockDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StockDetailsQuery, StockDetailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StockDetailsQuery, StockDetailsQueryVariables>(StockDetailsDocument, options);
        }
export type StockDetailsQueryHookResult = ReturnType<typeof useStockDetailsQuery>;
export type StockDetailsLazyQueryHookResult = ReturnType<typeof useStockDetailsLazyQuery>;
export type StockDetailsSuspenseQueryHookResult = ReturnType<typeof useStockDetailsSuspenseQuery>;
export type StockDetailsQueryResult = ApolloReactCommon.QueryResult<StockDetailsQuery, StockDetailsQueryVariables>;
export const InventoryLocationsDocument = gql`
    query InventoryLocations {
  inventoryLocations(page: {limit: 100}) {
    items {
      ...InventoryLocationRow
    }
    pageInfo {
      total
    }
  }
}
    ${InventoryLocationRowFragmentDoc}`;

/**
 * __useInventoryLocationsQuery__
 *
 * To run a query within a React component, call `useInventoryLocationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useInventoryLocationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInventoryLocationsQuery({
 *   variables: {
 *   },
 * });
 */
export function useInventoryLocationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<InventoryLocationsQuery, InventoryLocationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<InventoryLocationsQuery, InventoryLocationsQueryVariables>(InventoryLocationsDocument, options);
      }
export function useInventoryLocationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<InventoryLocationsQuery, InventoryLocationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<InventoryLocationsQuery, InventoryLocationsQueryVariables>(InventoryLocationsDocument, options);
        }
// @ts-ignore
export function useInventoryLocationsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<InventoryLocationsQuery, InventoryLocationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<InventoryLocationsQuery, InventoryLocationsQueryVariables>;
export function useInventoryLocationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<InventoryLocationsQuery, InventoryLocationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<InventoryLocationsQuery | undefined, InventoryLocationsQueryVariables>;
export function useInventoryLocationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<InventoryLocationsQuery, InventoryLocationsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<InventoryLocationsQuery, InventoryLocationsQueryVariables>(InventoryLocationsDocument, options);
        }
export type InventoryLocationsQueryHookResult = ReturnType<typeof useInventoryLocationsQuery>;
export type InventoryLocationsLazyQueryHookResult = ReturnType<typeof useInventoryLocationsLazyQuery>;
export type InventoryLocationsSuspenseQueryHookResult = ReturnType<typeof useInventoryLocationsSuspenseQuery>;
export type InventoryLocationsQueryResult = ApolloReactCommon.QueryResult<InventoryLocationsQuery, InventoryLocationsQueryVariables>;
export const AddStockTransactionDocument = gql`
    mutation AddStockTransaction($input: StockTransactionInput!) {
  addStockTransaction(input: $input) {
    transaction {
      ...StockTransactionRow
    }
    stock {
      ...StockFigures
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${StockTransactionRowFragmentDoc}
${StockFiguresFragmentDoc}`;
export type AddStockTransactionMutationFn = ApolloReactCommon.MutationFunction<AddStockTransactionMutation, AddStockTransactionMutationVariables>;

/**
 * __useAddStockTransactionMutation__
 *
 * To run a mutation, you first call `useAddStockTransactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddStockTransactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addStockTransactionMutation, { data, loading, error }] = useAddStockTransactionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddStockTransactionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddStockTransactionMutation, AddStockTransactionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddStockTransactionMutation, AddStockTransactionMutationVariables>(AddStockTransactionDocument, options);
      }
export type AddStockTransactionMutationHookResult = ReturnType<typeof useAddStockTransactionMutation>;
export type AddStockTransactionMutationResult = ApolloReactCommon.MutationResult<AddStockTransactionMutation>;
export type AddStockTransactionMutationOptions = ApolloReactCommon.BaseMutationOptions<AddStockTransactionMutation, AddStockTransactionMutationVariables>;
export const CreateInventoryLocationDocument = gql`
    mutation CreateInventoryLocation($input: InventoryLocationCreateInput!) {
  createInventoryLocation(input: $input) {
    location {
      ...InventoryLocationRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${InventoryLocationRowFragmentDoc}`;
export type CreateInventoryLocationMutationFn = ApolloReactCommon.MutationFunction<CreateInventoryLocationMutation, CreateInventoryLocationMutationVariables>;

/**
 * __useCreateInventoryLocationMutation__
 *
 * To run a mutation, you first call `useCreateInventoryLocationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateInventoryLocationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createInventoryLocationMutation, { data, loading, error }] = useCreateInventoryLocationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateInventoryLocationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateInventoryLocationMutation, CreateInventoryLocationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateInventoryLocationMutation, CreateInventoryLocationMutationVariables>(CreateInventoryLocationDocument, options);
      }
export type CreateInventoryLocationMutationHookResult = ReturnType<typeof useCreateInventoryLocationMutation>;
export type CreateInventoryLocationMutationResult = ApolloReactCommon.MutationResult<CreateInventoryLocationMutation>;
export type CreateInventoryLocationMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateInventoryLocationMutation, CreateInventoryLocationMutationVariables>;
export const DeleteInventoryLocationDocument = gql`
    mutation DeleteInventoryLocation($id: ID!) {
  deleteInventoryLocation(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteInventoryLocationMutationFn = ApolloReactCommon.MutationFunction<DeleteInventoryLocationMutation, DeleteInventoryLocationMutationVariables>;

/**
 * __useDeleteInventoryLocationMutation__
 *
 * To run a mutation, you first call `useDeleteInventoryLocationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteInventoryLocationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteInventoryLocationMutation, { data, loading, error }] = useDeleteInventoryLocationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteInventoryLocationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteInventoryLocationMutation, DeleteInventoryLocationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteInventoryLocationMutation, DeleteInventoryLocationMutationVariables>(DeleteInventoryLocationDocument, options);
      }
export type DeleteInventoryLocationMutationHookResult = ReturnType<typeof useDeleteInventoryLocationMutation>;
export type DeleteInventoryLocationMutationResult = ApolloReactCommon.MutationResult<DeleteInventoryLocationMutation>;
export type DeleteInventoryLocationMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteInventoryLocationMutation, DeleteInventoryLocationMutationVariables>;
export const CreateStockDocument = gql`
    mutation CreateStock($productId: ID!, $quantity: Int!) {
  createStock(productId: $productId, quantity: $quantity) {
    stock {
      ...StockFigures
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${StockFiguresFragmentDoc}`;
export type CreateStockMutationFn = ApolloReactCommon.MutationFunction<CreateStockMutation, CreateStockMutationVariables>;

/**
 * __useCreateStockMutation__
 *
 * To run a mutation, you first call `useCreateStockMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateStockMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createStockMutation, { data, loading, error }] = useCreateStockMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      quantity: // value for 'quantity'
 *   },
 * });
 */
export function useCreateStockMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateStockMutation, CreateStockMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateStockMutation, CreateStockMutationVariables>(CreateStockDocument, options);
      }
export type CreateStockMutationHookResult = ReturnType<typeof useCreateStockMutation>;
export type CreateStockMutationResult = ApolloReactCommon.MutationResult<CreateStockMutation>;
export type CreateStockMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateStockMutation, CreateStockMutationVariables>;
export const DeleteStockDocument = gql`
    mutation DeleteStock($productId: ID!) {
  deleteStock(productId: $productId) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteStockMutationFn = ApolloReactCommon.MutationFunction<DeleteStockMutation, DeleteStockMutationVariables>;

/**
 * __useDeleteStockMutation__
 *
 * To run a mutation, you first call `useDeleteStockMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteStockMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteStockMutation, { data, loading, error }] = useDeleteStockMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useDeleteStockMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteStockMutation, DeleteStockMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteStockMutation, DeleteStockMutationVariables>(DeleteStockDocument, options);
      }
export type DeleteStockMutationHookResult = ReturnType<typeof useDeleteStockMutation>;
export type DeleteStockMutationResult = ApolloReactCommon.MutationResult<DeleteStockMutation>;
export type DeleteStockMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteStockMutation, DeleteStockMutationVariables>;
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
export const LegacyVariationsDocument = gql`
    query LegacyVariations($page: PageInput) {
  legacyVariations(page: $page) {
    items {
      ...LegacyVariationRow
    }
    pageInfo {
      total
    }
  }
}
    ${LegacyVariationRowFragmentDoc}`;

/**
 * __useLegacyVariationsQuery__
 *
 * To run a query within a React component, call `useLegacyVariationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyVariationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyVariationsQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLegacyVariationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LegacyVariationsQuery, LegacyVariationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LegacyVariationsQuery, LegacyVariationsQueryVariables>(LegacyVariationsDocument, options);
      }
export function useLegacyVariationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegacyVariationsQuery, LegacyVariationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LegacyVariationsQuery, LegacyVariationsQueryVariables>(LegacyVariationsDocument, options);
        }
// @ts-ignore
export function useLegacyVariationsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LegacyVariationsQuery, LegacyVariationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegacyVariationsQuery, LegacyVariationsQueryVariables>;
export function useLegacyVariationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegacyVariationsQuery, LegacyVariationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegacyVariationsQuery | undefined, LegacyVariationsQueryVariables>;
export function useLegacyVariationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegacyVariationsQuery, LegacyVariationsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LegacyVariationsQuery, LegacyVariationsQueryVariables>(LegacyVariationsDocument, options);
        }
export type LegacyVariationsQueryHookResult = ReturnType<typeof useLegacyVariationsQuery>;
export type LegacyVariationsLazyQueryHookResult = ReturnType<typeof useLegacyVariationsLazyQuery>;
export type LegacyVariationsSuspenseQueryHookResult = ReturnType<typeof useLegacyVariationsSuspenseQuery>;
export type LegacyVariationsQueryResult = ApolloReactCommon.QueryResult<LegacyVariationsQuery, LegacyVariationsQueryVariables>;
export const CreateLegacyVariationDocument = gql`
    mutation CreateLegacyVariation($input: LegacyVariationInput!) {
  createLegacyVariation(input: $input) {
    variation {
      ...LegacyVariationRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${LegacyVariationRowFragmentDoc}`;
export type CreateLegacyVariationMutationFn = ApolloReactCommon.MutationFunction<CreateLegacyVariationMutation, CreateLegacyVariationMutationVariables>;

/**
 * __useCreateLegacyVariationMutation__
 *
 * To run a mutation, you first call `useCreateLegacyVariationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLegacyVariationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLegacyVariationMutation, { data, loading, error }] = useCreateLegacyVariationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLegacyVariationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateLegacyVariationMutation, CreateLegacyVariationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateLegacyVariationMutation, CreateLegacyVariationMutationVariables>(CreateLegacyVariationDocument, options);
      }
export type CreateLegacyVariationMutationHookResult = ReturnType<typeof useCreateLegacyVariationMutation>;
export type CreateLegacyVariationMutationResult = ApolloReactCommon.MutationResult<CreateLegacyVariationMutation>;
export type CreateLegacyVariationMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateLegacyVariationMutation, CreateLegacyVariationMutationVariables>;
export const UpdateLegacyVariationDocument = gql`
    mutation UpdateLegacyVariation($id: ID!, $input: LegacyVariationInput!) {
  updateLegacyVariation(id: $id, input: $input) {
    variation {
      ...LegacyVariationRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${LegacyVariationRowFragmentDoc}`;
export type UpdateLegacyVariationMutationFn = ApolloReactCommon.MutationFunction<UpdateLegacyVariationMutation, UpdateLegacyVariationMutationVariables>;

/**
 * __useUpdateLegacyVariationMutation__
 *
 * To run a mutation, you first call `useUpdateLegacyVariationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLegacyVariationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLegacyVariationMutation, { data, loading, error }] = useUpdateLegacyVariationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLegacyVariationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateLegacyVariationMutation, UpdateLegacyVariationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateLegacyVariationMutation, UpdateLegacyVariationMutationVariables>(UpdateLegacyVariationDocument, options);
      }
export type UpdateLegacyVariationMutationHookResult = ReturnType<typeof useUpdateLegacyVariationMutation>;
export type UpdateLegacyVariationMutationResult = ApolloReactCommon.MutationResult<UpdateLegacyVariationMutation>;
export type UpdateLegacyVariationMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateLegacyVariationMutation, UpdateLegacyVariationMutationVariables>;
export const DeleteLegacyVariationDocument = gql`
    mutation DeleteLegacyVariation($id: ID!) {
  deleteLegacyVariation(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteLegacyVariationMutationFn = ApolloReactCommon.MutationFunction<DeleteLegacyVariationMutation, DeleteLegacyVariationMutationVariables>;

/**
 * __useDeleteLegacyVariationMutation__
 *
 * To run a mutation, you first call `useDeleteLegacyVariationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLegacyVariationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLegacyVariationMutation, { data, loading, error }] = useDeleteLegacyVariationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteLegacyVariationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteLegacyVariationMutation, DeleteLegacyVariationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteLegacyVariationMutation, DeleteLegacyVariationMutationVariables>(DeleteLegacyVariationDocument, options);
      }
export type DeleteLegacyVariationMutationHookResult = ReturnType<typeof useDeleteLegacyVariationMutation>;
export type DeleteLegacyVariationMutationResult = ApolloReactCommon.MutationResult<DeleteLegacyVariationMutation>;
export type DeleteLegacyVariationMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteLegacyVariationMutation, DeleteLegacyVariationMutationVariables>;
export const CreateLegacyVariationOptionDocument = gql`
    mutation CreateLegacyVariationOption($variationId: ID!, $input: LegacyVariationOptionInput!) {
  createLegacyVariationOption(variationId: $variationId, input: $input) {
    option {
      id
    }
    variation {
      ...LegacyVariationRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${LegacyVariationRowFragmentDoc}`;
export type CreateLegacyVariationOptionMutationFn = ApolloReactCommon.MutationFunction<CreateLegacyVariationOptionMutation, CreateLegacyVariationOptionMutationVariables>;

/**
 * __useCreateLegacyVariationOptionMutation__
 *
 * To run a mutation, you first call `useCreateLegacyVariationOptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLegacyVariationOptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLegacyVariationOptionMutation, { data, loading, error }] = useCreateLegacyVariationOptionMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLegacyVariationOptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateLegacyVariationOptionMutation, CreateLegacyVariationOptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateLegacyVariationOptionMutation, CreateLegacyVariationOptionMutationVariables>(CreateLegacyVariationOptionDocument, options);
      }
export type CreateLegacyVariationOptionMutationHookResult = ReturnType<typeof useCreateLegacyVariationOptionMutation>;
export type CreateLegacyVariationOptionMutationResult = ApolloReactCommon.MutationResult<CreateLegacyVariationOptionMutation>;
export type CreateLegacyVariationOptionMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateLegacyVariationOptionMutation, CreateLegacyVariationOptionMutationVariables>;
export const UpdateLegacyVariationOptionDocument = gql`
    mutation UpdateLegacyVariationOption($variationId: ID!, $optionId: ID!, $input: LegacyVariationOptionInput!) {
  updateLegacyVariationOption(
    variationId: $variationId
    optionId: $optionId
    input: $input
  ) {
    option {
      id
    }
    variation {
      ...LegacyVariationRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${LegacyVariationRowFragmentDoc}`;
export type UpdateLegacyVariationOptionMutationFn = ApolloReactCommon.MutationFunction<UpdateLegacyVariationOptionMutation, UpdateLegacyVariationOptionMutationVariables>;

/**
 * __useUpdateLegacyVariationOptionMutation__
 *
 * To run a mutation, you first call `useUpdateLegacyVariationOptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLegacyVariationOptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLegacyVariationOptionMutation, { data, loading, error }] = useUpdateLegacyVariationOptionMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLegacyVariationOptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateLegacyVariationOptionMutation, UpdateLegacyVariationOptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateLegacyVariationOptionMutation, UpdateLegacyVariationOptionMutationVariables>(UpdateLegacyVariationOptionDocument, options);
      }
export type UpdateLegacyVariationOptionMutationHookResult = ReturnType<typeof useUpdateLegacyVariationOptionMutation>;
export type UpdateLegacyVariationOptionMutationResult = ApolloReactCommon.MutationResult<UpdateLegacyVariationOptionMutation>;
export type UpdateLegacyVariationOptionMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateLegacyVariationOptionMutation, UpdateLegacyVariationOptionMutationVariables>;
export const DeleteLegacyVariationOptionDocument = gql`
    mutation DeleteLegacyVariationOption($variationId: ID!, $optionId: ID!) {
  deleteLegacyVariationOption(variationId: $variationId, optionId: $optionId) {
    deletedId
    variation {
      ...LegacyVariationRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${LegacyVariationRowFragmentDoc}`;
export type DeleteLegacyVariationOptionMutationFn = ApolloReactCommon.MutationFunction<DeleteLegacyVariationOptionMutation, DeleteLegacyVariationOptionMutationVariables>;

/**
 * __useDeleteLegacyVariationOptionMutation__
 *
 * To run a mutation, you first call `useDeleteLegacyVariationOptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLegacyVariationOptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLegacyVariationOptionMutation, { data, loading, error }] = useDeleteLegacyVariationOptionMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *   },
 * });
 */
export function useDeleteLegacyVariationOptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteLegacyVariationOptionMutation, DeleteLegacyVariationOptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteLegacyVariationOptionMutation, DeleteLegacyVariationOptionMutationVariables>(DeleteLegacyVariationOptionDocument, options);
      }
export type DeleteLegacyVariationOptionMutationHookResult = ReturnType<typeof useDeleteLegacyVariationOptionMutation>;
export type DeleteLegacyVariationOptionMutationResult = ApolloReactCommon.MutationResult<DeleteLegacyVariationOptionMutation>;
export type DeleteLegacyVariationOptionMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteLegacyVariationOptionMutation, DeleteLegacyVariationOptionMutationVariables>;
export const CreateLegacyProductModifierDocument = gql`
    mutation CreateLegacyProductModifier($variationId: ID!, $optionId: ID!, $input: LegacyProductModifierInput!) {
  createLegacyProductModifier(
    variationId: $variationId
    optionId: $optionId
    input: $input
  ) {
    modifier {
      id
    }
    variation {
      ...LegacyVariationRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${LegacyVariationRowFragmentDoc}`;
export type CreateLegacyProductModifierMutationFn = ApolloReactCommon.MutationFunction<CreateLegacyProductModifierMutation, CreateLegacyProductModifierMutationVariables>;

/**
 * __useCreateLegacyProductModifierMutation__
 *
 * To run a mutation, you first call `useCreateLegacyProductModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLegacyProductModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLegacyProductModifierMutation, { data, loading, error }] = useCreateLegacyProductModifierMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLegacyProductModifierMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateLegacyProductModifierMutation, CreateLegacyProductModifierMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateLegacyProductModifierMutation, CreateLegacyProductModifierMutationVariables>(CreateLegacyProductModifierDocument, options);
      }
export type CreateLegacyProductModifierMutationHookResult = ReturnType<typeof useCreateLegacyProductModifierMutation>;
export type CreateLegacyProductModifierMutationResult = ApolloReactCommon.MutationResult<CreateLegacyProductModifierMutation>;
export type CreateLegacyProductModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateLegacyProductModifierMutation, CreateLegacyProductModifierMutationVariables>;
export const UpdateLegacyProductModifierDocument = gql`
    mutation UpdateLegacyProductModifier($variationId: ID!, $optionId: ID!, $modifierId: ID!, $input: LegacyProductModifierInput!) {
  updateLegacyProductModifier(
    variationId: $variationId
    optionId: $optionId
    modifierId: $modifierId
    input: $input
  ) {
    modifier {
      id
    }
    variation {
      ...LegacyVariationRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${LegacyVariationRowFragmentDoc}`;
export type UpdateLegacyProductModifierMutationFn = ApolloReactCommon.MutationFunction<UpdateLegacyProductModifierMutation, UpdateLegacyProductModifierMutationVariables>;

/**
 * __useUpdateLegacyProductModifierMutation__
 *
 * To run a mutation, you first call `useUpdateLegacyProductModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLegacyProductModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLegacyProductModifierMutation, { data, loading, error }] = useUpdateLegacyProductModifierMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *      modifierId: // value for 'modifierId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLegacyProductModifierMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateLegacyProductModifierMutation, UpdateLegacyProductModifierMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateLegacyProductModifierMutation, UpdateLegacyProductModifierMutationVariables>(UpdateLegacyProductModifierDocument, options);
      }
export type UpdateLegacyProductModifierMutationHookResult = ReturnType<typeof useUpdateLegacyProductModifierMutation>;
export type UpdateLegacyProductModifierMutationResult = ApolloReactCommon.MutationResult<UpdateLegacyProductModifierMutation>;
export type UpdateLegacyProductModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateLegacyProductModifierMutation, UpdateLegacyProductModifierMutationVariables>;
export const DeleteLegacyProductModifierDocument = gql`
    mutation DeleteLegacyProductModifier($variationId: ID!, $optionId: ID!, $modifierId: ID!) {
  deleteLegacyProductModifier(
    variationId: $variationId
    optionId: $optionId
    modifierId: $modifierId
  ) {
    deletedId
    variation {
      ...LegacyVariationRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${LegacyVariationRowFragmentDoc}`;
export type DeleteLegacyProductModifierMutationFn = ApolloReactCommon.MutationFunction<DeleteLegacyProductModifierMutation, DeleteLegacyProductModifierMutationVariables>;

/**
 * __useDeleteLegacyProductModifierMutation__
 *
 * To run a mutation, you first call `useDeleteLegacyProductModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLegacyProductModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLegacyProductModifierMutation, { data, loading, error }] = useDeleteLegacyProductModifierMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *      modifierId: // value for 'modifierId'
 *   },
 * });
 */
export function useDeleteLegacyProductModifierMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteLegacyProductModifierMutation, DeleteLegacyProductModifierMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteLegacyProductModifierMutation, DeleteLegacyProductModifierMutationVariables>(DeleteLegacyProductModifierDocument, options);
      }
export type DeleteLegacyProductModifierMutationHookResult = ReturnType<typeof useDeleteLegacyProductModifierMutation>;
export type DeleteLegacyProductModifierMutationResult = ApolloReactCommon.MutationResult<DeleteLegacyProductModifierMutation>;
export type DeleteLegacyProductModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteLegacyProductModifierMutation, DeleteLegacyProductModifierMutationVariables>;
export const OrderListDocument = gql`
    query OrderList($filter: OrderFilter, $sort: [OrderSort!], $page: PageInput) {
  orders(filter: $filter, sort: $sort, page: $page) {
    items {
      ...OrderListItem
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
}
    ${OrderListItemFragmentDoc}
${OrderMoneyFragmentDoc}`;

/**
 * __useOrderListQuery__
 *
 * To run a query within a React component, call `useOrderListQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useOrderListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<OrderListQuery, OrderListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OrderListQuery, OrderListQueryVariables>(OrderListDocument, options);
      }
export function useOrderListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OrderListQuery, OrderListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OrderListQuery, OrderListQueryVariables>(OrderListDocument, options);
        }
// @ts-ignore
export function useOrderListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OrderListQuery, OrderListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OrderListQuery, OrderListQueryVariables>;
export function useOrderListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OrderListQuery, OrderListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OrderListQuery | undefined, OrderListQueryVariables>;
export function useOrderListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OrderListQuery, OrderListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OrderListQuery, OrderListQueryVariables>(OrderListDocument, options);
        }
export type OrderListQueryHookResult = ReturnType<typeof useOrderListQuery>;
export type OrderListLazyQueryHookResult = ReturnType<typeof useOrderListLazyQuery>;
export type OrderListSuspenseQueryHookResult = ReturnType<typeof useOrderListSuspenseQuery>;
export type OrderListQueryResult = ApolloReactCommon.QueryResult<OrderListQuery, OrderListQueryVariables>;
export const OrderDetailDocument = gql`
    query OrderDetail($id: ID!) {
  order(id: $id) {
    ...OrderDetails
    items {
      id
      name
      sku
      quantity
      unitPrice {
        ...OrderMoney
      }
      discount {
        ...OrderMoney
      }
      tax {
        ...OrderMoney
      }
      total {
        ...OrderMoney
      }
    }
    shippingGroups {
      id
      shippingType
      trackingReference
    }
    transactions {
      ...TransactionRow
    }
  }
}
    ${OrderDetailsFragmentDoc}
${OrderListItemFragmentDoc}
${OrderMoneyFragmentDoc}
${OrderAddressFieldsFragmentDoc}
${TransactionRowFragmentDoc}`;

/**
 * __useOrderDetailQuery__
 *
 * To run a query within a React component, call `useOrderDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useOrderDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OrderDetailQuery, OrderDetailQueryVariables> & ({ variables: OrderDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OrderDetailQuery, OrderDetailQueryVariables>(OrderDetailDocument, options);
      }
export function useOrderDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OrderDetailQuery, OrderDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OrderDetailQuery, OrderDetailQueryVariables>(OrderDetailDocument, options);
        }
// @ts-ignore
export function useOrderDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OrderDetailQuery, OrderDetailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OrderDetailQuery, OrderDetailQueryVariables>;
export function useOrderDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OrderDetailQuery, OrderDetailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OrderDetailQuery | undefined, OrderDetailQueryVariables>;
export function useOrderDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OrderDetailQuery, OrderDetailQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OrderDetailQuery, OrderDetailQueryVariables>(OrderDetailDocument, options);
        }
export type OrderDetailQueryHookResult = ReturnType<typeof useOrderDetailQuery>;
export type OrderDetailLazyQueryHookResult = ReturnType<typeof useOrderDetailLazyQuery>;
export type OrderDetailSuspenseQueryHookResult = ReturnType<typeof useOrderDetailSuspenseQuery>;
export type OrderDetailQueryResult = ApolloReactCommon.QueryResult<OrderDetailQuery, OrderDetailQueryVariables>;
export const UpdateOrderDocument = gql`
    mutation UpdateOrder($id: ID!, $input: OrderUpdateInput!) {
  updateOrder(id: $id, input: $input) {
    order {
      ...OrderDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${OrderDetailsFragmentDoc}
${OrderListItemFragmentDoc}
${OrderMoneyFragmentDoc}
${OrderAddressFieldsFragmentDoc}`;
export type UpdateOrderMutationFn = ApolloReactCommon.MutationFunction<UpdateOrderMutation, UpdateOrderMutationVariables>;

/**
 * __useUpdateOrderMutation__
 *
 * To run a mutation, you first call `useUpdateOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateOrderMutation, { data, loading, error }] = useUpdateOrderMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateOrderMutation, UpdateOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateOrderMutation, UpdateOrderMutationVariables>(UpdateOrderDocument, options);
      }
export type UpdateOrderMutationHookResult = ReturnType<typeof useUpdateOrderMutation>;
export type UpdateOrderMutationResult = ApolloReactCommon.MutationResult<UpdateOrderMutation>;
export type UpdateOrderMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateOrderMutation, UpdateOrderMutationVariables>;
export const AnonymizeOrdersDocument = gql`
    mutation AnonymizeOrders($ids: [ID!]!) {
  anonymizeOrders(ids: $ids) {
    orders {
      ...OrderDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${OrderDetailsFragmentDoc}
${OrderListItemFragmentDoc}
${OrderMoneyFragmentDoc}
${OrderAddressFieldsFragmentDoc}`;
export type AnonymizeOrdersMutationFn = ApolloReactCommon.MutationFunction<AnonymizeOrdersMutation, AnonymizeOrdersMutationVariables>;

/**
 * __useAnonymizeOrdersMutation__
 *
 * To run a mutation, you first call `useAnonymizeOrdersMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAnonymizeOrdersMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [anonymizeOrdersMutation, { data, loading, error }] = useAnonymizeOrdersMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useAnonymizeOrdersMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AnonymizeOrdersMutation, AnonymizeOrdersMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AnonymizeOrdersMutation, AnonymizeOrdersMutationVariables>(AnonymizeOrdersDocument, options);
      }
export type AnonymizeOrdersMutationHookResult = ReturnType<typeof useAnonymizeOrdersMutation>;
export type AnonymizeOrdersMutationResult = ApolloReactCommon.MutationResult<AnonymizeOrdersMutation>;
export type AnonymizeOrdersMutationOptions = ApolloReactCommon.BaseMutationOptions<AnonymizeOrdersMutation, AnonymizeOrdersMutationVariables>;
export const PayOrderDocument = gql`
    mutation PayOrder($orderId: ID!, $input: PaymentInput!) {
  payOrder(orderId: $orderId, input: $input) {
    transaction {
      ...TransactionRow
    }
    order {
      ...OrderDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${TransactionRowFragmentDoc}
${OrderMoneyFragmentDoc}
${OrderDetailsFragmentDoc}
${OrderListItemFragmentDoc}
${OrderAddressFieldsFragmentDoc}`;
export type PayOrderMutationFn = ApolloReactCommon.MutationFunction<PayOrderMutation, PayOrderMutationVariables>;

/**
 * __usePayOrderMutation__
 *
 * To run a mutation, you first call `usePayOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePayOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [payOrderMutation, { data, loading, error }] = usePayOrderMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePayOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PayOrderMutation, PayOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PayOrderMutation, PayOrderMutationVariables>(PayOrderDocument, options);
      }
export type PayOrderMutationHookResult = ReturnType<typeof usePayOrderMutation>;
export type PayOrderMutationResult = ApolloReactCommon.MutationResult<PayOrderMutation>;
export type PayOrderMutationOptions = ApolloReactCommon.BaseMutationOptions<PayOrderMutation, PayOrderMutationVariables>;
export const CaptureTransactionDocument = gql`
    mutation CaptureTransaction($orderId: ID!, $id: ID!) {
  captureTransaction(orderId: $orderId, id: $id) {
    transaction {
      ...TransactionRow
    }
    order {
      ...OrderDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${TransactionRowFragmentDoc}
${OrderMoneyFragmentDoc}
${OrderDetailsFragmentDoc}
${OrderListItemFragmentDoc}
${OrderAddressFieldsFragmentDoc}`;
export type CaptureTransactionMutationFn = ApolloReactCommon.MutationFunction<CaptureTransactionMutation, CaptureTransactionMutationVariables>;

/**
 * __useCaptureTransactionMutation__
 *
 * To run a mutation, you first call `useCaptureTransactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCaptureTransactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [captureTransactionMutation, { data, loading, error }] = useCaptureTransactionMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCaptureTransactionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CaptureTransactionMutation, CaptureTransactionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CaptureTransactionMutation, CaptureTransactionMutationVariables>(CaptureTransactionDocument, options);
      }
export type CaptureTransactionMutationHookResult = ReturnType<typeof useCaptureTransactionMutation>;
export type CaptureTransactionMutationResult = ApolloReactCommon.MutationResult<CaptureTransactionMutation>;
export type CaptureTransactionMutationOptions = ApolloReactCommon.BaseMutationOptions<CaptureTransactionMutation, CaptureTransactionMutationVariables>;
export const RefundTransactionDocument = gql`
    mutation RefundTransaction($orderId: ID!, $id: ID!, $amount: Int) {
  refundTransaction(orderId: $orderId, id: $id, amount: $amount) {
    transaction {
      ...TransactionRow
    }
    order {
      ...OrderDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${TransactionRowFragmentDoc}
${OrderMoneyFragmentDoc}
${OrderDetailsFragmentDoc}
${OrderListItemFragmentDoc}
${OrderAddressFieldsFragmentDoc}`;
export type RefundTransactionMutationFn = ApolloReactCommon.MutationFunction<RefundTransactionMutation, RefundTransactionMutationVariables>;

/**
 * __useRefundTransactionMutation__
 *
 * To run a mutation, you first call `useRefundTransactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRefundTransactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [refundTransactionMutation, { data, loading, error }] = useRefundTransactionMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      id: // value for 'id'
 *      amount: // value for 'amount'
 *   },
 * });
 */
export function useRefundTransactionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RefundTransactionMutation, RefundTransactionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RefundTransactionMutation, RefundTransactionMutationVariables>(RefundTransactionDocument, options);
      }
export type RefundTransactionMutationHookResult = ReturnType<typeof useRefundTransactionMutation>;
export type RefundTransactionMutationResult = ApolloReactCommon.MutationResult<RefundTransactionMutation>;
export type RefundTransactionMutationOptions = ApolloReactCommon.BaseMutationOptions<RefundTransactionMutation, RefundTransactionMutationVariables>;
export const CancelTransactionDocument = gql`
    mutation CancelTransaction($orderId: ID!, $id: ID!) {
  cancelTransaction(orderId: $orderId, id: $id) {
    transaction {
      ...TransactionRow
    }
    order {
      ...OrderDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${TransactionRowFragmentDoc}
${OrderMoneyFragmentDoc}
${OrderDetailsFragmentDoc}
${OrderListItemFragmentDoc}
${OrderAddressFieldsFragmentDoc}`;
export type CancelTransactionMutationFn = ApolloReactCommon.MutationFunction<CancelTransactionMutation, CancelTransactionMutationVariables>;

/**
 * __useCancelTransactionMutation__
 *
 * To run a mutation, you first call `useCancelTransactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelTransactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelTransactionMutation, { data, loading, error }] = useCancelTransactionMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCancelTransactionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelTransactionMutation, CancelTransactionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelTransactionMutation, CancelTransactionMutationVariables>(CancelTransactionDocument, options);
      }
export type CancelTransactionMutationHookResult = ReturnType<typeof useCancelTransactionMutation>;
export type CancelTransactionMutationResult = ApolloReactCommon.MutationResult<CancelTransactionMutation>;
export type CancelTransactionMutationOptions = ApolloReactCommon.BaseMutationOptions<CancelTransactionMutation, CancelTransactionMutationVariables>;
export const ConfirmTransactionDocument = gql`
    mutation ConfirmTransaction($orderId: ID!, $id: ID!) {
  confirmTransaction(orderId: $orderId, id: $id) {
    transaction {
      ...TransactionRow
    }
    order {
      ...OrderDetails
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${TransactionRowFragmentDoc}
${OrderMoneyFragmentDoc}
${OrderDetailsFragmentDoc}
${OrderListItemFragmentDoc}
${OrderAddressFieldsFragmentDoc}`;
export type ConfirmTransactionMutationFn = ApolloReactCommon.MutationFunction<ConfirmTransactionMutation, ConfirmTransactionMutationVariables>;

/**
 * __useConfirmTransactionMutation__
 *
 * To run a mutation, you first call `useConfirmTransactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmTransactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmTransactionMutation, { data, loading, error }] = useConfirmTransactionMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useConfirmTransactionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConfirmTransactionMutation, ConfirmTransactionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConfirmTransactionMutation, ConfirmTransactionMutationVariables>(ConfirmTransactionDocument, options);
      }
export type ConfirmTransactionMutationHookResult = ReturnType<typeof useConfirmTransactionMutation>;
export type ConfirmTransactionMutationResult = ApolloReactCommon.MutationResult<ConfirmTransactionMutation>;
export type ConfirmTransactionMutationOptions = ApolloReactCommon.BaseMutationOptions<ConfirmTransactionMutation, ConfirmTransactionMutationVariables>;
export const PaymentGatewaysDocument = gql`
    query PaymentGateways {
  paymentGateways {
    slug
    name
    enabled
    test
  }
}
    `;

/**
 * __usePaymentGatewaysQuery__
 *
 * To run a query within a React component, call `usePaymentGatewaysQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaymentGatewaysQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaymentGatewaysQuery({
 *   variables: {
 *   },
 * });
 */
export function usePaymentGatewaysQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>(PaymentGatewaysDocument, options);
      }
export function usePaymentGatewaysLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>(PaymentGatewaysDocument, options);
        }
// @ts-ignore
export function usePaymentGatewaysSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>;
export function usePaymentGatewaysSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PaymentGatewaysQuery | undefined, PaymentGatewaysQueryVariables>;
export function usePaymentGatewaysSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>(PaymentGatewaysDocument, options);
        }
export type PaymentGatewaysQueryHookResult = ReturnType<typeof usePaymentGatewaysQuery>;
export type PaymentGatewaysLazyQueryHookResult = ReturnType<typeof usePaymentGatewaysLazyQuery>;
export type PaymentGatewaysSuspenseQueryHookResult = ReturnType<typeof usePaymentGatewaysSuspenseQuery>;
export type PaymentGatewaysQueryResult = ApolloReactCommon.QueryResult<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>;
export const UpdatePaymentGatewayDocument = gql`
    mutation UpdatePaymentGateway($slug: String!, $input: PaymentGatewayUpdateInput!) {
  updatePaymentGateway(slug: $slug, input: $input) {
    paymentGateway {
      slug
      name
      enabled
      test
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type UpdatePaymentGatewayMutationFn = ApolloReactCommon.MutationFunction<UpdatePaymentGatewayMutation, UpdatePaymentGatewayMutationVariables>;

/**
 * __useUpdatePaymentGatewayMutation__
 *
 * To run a mutation, you first call `useUpdatePaymentGatewayMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePaymentGatewayMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePaymentGatewayMutation, { data, loading, error }] = useUpdatePaymentGatewayMutation({
 *   variables: {
 *      slug: // value for 'slug'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePaymentGatewayMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdatePaymentGatewayMutation, UpdatePaymentGatewayMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdatePaymentGatewayMutation, UpdatePaymentGatewayMutationVariables>(UpdatePaymentGatewayDocument, options);
      }
export type UpdatePaymentGatewayMutationHookResult = ReturnType<typeof useUpdatePaymentGatewayMutation>;
export type UpdatePaymentGatewayMutationResult = ApolloReactCommon.MutationResult<UpdatePaymentGatewayMutation>;
export type UpdatePaymentGatewayMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdatePaymentGatewayMutation, UpdatePaymentGatewayMutationVariables>;
export const PersonalDataItemDocument = gql`
    query PersonalDataItem($resourceType: String!, $resourceId: ID!, $page: PageInput) {
  personalDataLogs(
    resourceType: $resourceType
    resourceId: $resourceId
    page: $page
  ) {
    items {
      id
      time
      eventType
      delta
      resourceType
      resourceId
      initiator
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
  relatedDataEntries(
    resourceType: $resourceType
    resourceId: $resourceId
    page: {limit: 100}
  ) {
    items {
      resourceType
      resourceId
    }
  }
}
    `;

/**
 * __usePersonalDataItemQuery__
 *
 * To run a query within a React component, call `usePersonalDataItemQuery` and pass it any options that fit your needs.
 * When your component renders, `usePersonalDataItemQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePersonalDataItemQuery({
 *   variables: {
 *      resourceType: // value for 'resourceType'
 *      resourceId: // value for 'resourceId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function usePersonalDataItemQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PersonalDataItemQuery, PersonalDataItemQueryVariables> & ({ variables: PersonalDataItemQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PersonalDataItemQuery, PersonalDataItemQueryVariables>(PersonalDataItemDocument, options);
      }
export function usePersonalDataItemLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PersonalDataItemQuery, PersonalDataItemQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PersonalDataItemQuery, PersonalDataItemQueryVariables>(PersonalDataItemDocument, options);
        }
// @ts-ignore
export function usePersonalDataItemSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PersonalDataItemQuery, PersonalDataItemQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PersonalDataItemQuery, PersonalDataItemQueryVariables>;
export function usePersonalDataItemSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PersonalDataItemQuery, PersonalDataItemQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PersonalDataItemQuery | undefined, PersonalDataItemQueryVariables>;
export function usePersonalDataItemSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PersonalDataItemQuery, PersonalDataItemQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PersonalDataItemQuery, PersonalDataItemQueryVariables>(PersonalDataItemDocument, options);
        }
export type PersonalDataItemQueryHookResult = ReturnType<typeof usePersonalDataItemQuery>;
export type PersonalDataItemLazyQueryHookResult = ReturnType<typeof usePersonalDataItemLazyQuery>;
export type PersonalDataItemSuspenseQueryHookResult = ReturnType<typeof usePersonalDataItemSuspenseQuery>;
export type PersonalDataItemQueryResult = ApolloReactCommon.QueryResult<PersonalDataItemQuery, PersonalDataItemQueryVariables>;
export const ErasureRequestListDocument = gql`
    query ErasureRequestList($filter: ErasureRequestFilter, $page: PageInput) {
  erasureRequests(filter: $filter, page: $page) {
    items {
      ...ErasureRequestRow
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
}
    ${ErasureRequestRowFragmentDoc}`;

/**
 * __useErasureRequestListQuery__
 *
 * To run a query within a React component, call `useErasureRequestListQuery` and pass it any options that fit your needs.
 * When your component renders, `useErasureRequestListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useErasureRequestListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useErasureRequestListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ErasureRequestListQuery, ErasureRequestListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ErasureRequestListQuery, ErasureRequestListQueryVariables>(ErasureRequestListDocument, options);
      }
export function useErasureRequestListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ErasureRequestListQuery, ErasureRequestListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ErasureRequestListQuery, ErasureRequestListQueryVariables>(ErasureRequestListDocument, options);
        }
// @ts-ignore
export function useErasureRequestListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ErasureRequestListQuery, ErasureRequestListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ErasureRequestListQuery, ErasureRequestListQueryVariables>;
export function useErasureRequestListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ErasureRequestListQuery, ErasureRequestListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ErasureRequestListQuery | undefined, ErasureRequestListQueryVariables>;
export function useErasureRequestListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ErasureRequestListQuery, ErasureRequestListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ErasureRequestListQuery, ErasureRequestListQueryVariables>(ErasureRequestListDocument, options);
        }
export type ErasureRequestListQueryHookResult = ReturnType<typeof useErasureRequestListQuery>;
export type ErasureRequestListLazyQueryHookResult = ReturnType<typeof useErasureRequestListLazyQuery>;
export type ErasureRequestListSuspenseQueryHookResult = ReturnType<typeof useErasureRequestListSuspenseQuery>;
export type ErasureRequestListQueryResult = ApolloReactCommon.QueryResult<ErasureRequestListQuery, ErasureRequestListQueryVariables>;
export const CreateErasureRequestDocument = gql`
    mutation CreateErasureRequest($input: ErasureRequestInput!) {
  createErasureRequest(input: $input) {
    erasureRequest {
      ...ErasureRequestRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ErasureRequestRowFragmentDoc}`;
export type CreateErasureRequestMutationFn = ApolloReactCommon.MutationFunction<CreateErasureRequestMutation, CreateErasureRequestMutationVariables>;

/**
 * __useCreateErasureRequestMutation__
 *
 * To run a mutation, you first call `useCreateErasureRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateErasureRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createErasureRequestMutation, { data, loading, error }] = useCreateErasureRequestMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateErasureRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateErasureRequestMutation, CreateErasureRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateErasureRequestMutation, CreateErasureRequestMutationVariables>(CreateErasureRequestDocument, options);
      }
export type CreateErasureRequestMutationHookResult = ReturnType<typeof useCreateErasureRequestMutation>;
export type CreateErasureRequestMutationResult = ApolloReactCommon.MutationResult<CreateErasureRequestMutation>;
export type CreateErasureRequestMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateErasureRequestMutation, CreateErasureRequestMutationVariables>;
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
export const ProductSkuSearchDocument = gql`
    query ProductSkuSearch($sku: String!) {
  products(filter: {sku: {like: $sku}}, sort: [{field: SKU}], page: {limit: 8}) {
    items {
      id
      name
      sku
    }
  }
}
    `;

/**
 * __useProductSkuSearchQuery__
 *
 * To run a query within a React component, call `useProductSkuSearchQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductSkuSearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductSkuSearchQuery({
 *   variables: {
 *      sku: // value for 'sku'
 *   },
 * });
 */
export function useProductSkuSearchQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductSkuSearchQuery, ProductSkuSearchQueryVariables> & ({ variables: ProductSkuSearchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>(ProductSkuSearchDocument, options);
      }
export function useProductSkuSearchLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>(ProductSkuSearchDocument, options);
        }
// @ts-ignore
export function useProductSkuSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>;
export function useProductSkuSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductSkuSearchQuery | undefined, ProductSkuSearchQueryVariables>;
export function useProductSkuSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>(ProductSkuSearchDocument, options);
        }
export type ProductSkuSearchQueryHookResult = ReturnType<typeof useProductSkuSearchQuery>;
export type ProductSkuSearchLazyQueryHookResult = ReturnType<typeof useProductSkuSearchLazyQuery>;
export type ProductSkuSearchSuspenseQueryHookResult = ReturnType<typeof useProductSkuSearchSuspenseQuery>;
export type ProductSkuSearchQueryResult = ApolloReactCommon.QueryResult<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>;
export const ProductFilesOfDocument = gql`
    query ProductFilesOf($id: ID!) {
  product(id: $id) {
    ...ProductFiles
  }
}
    ${ProductFilesFragmentDoc}
${ProductMainImageFileFragmentDoc}`;

/**
 * __useProductFilesOfQuery__
 *
 * To run a query within a React component, call `useProductFilesOfQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductFilesOfQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductFilesOfQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductFilesOfQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductFilesOfQuery, ProductFilesOfQueryVariables> & ({ variables: ProductFilesOfQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductFilesOfQuery, ProductFilesOfQueryVariables>(ProductFilesOfDocument, options);
      }
export function useProductFilesOfLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductFilesOfQuery, ProductFilesOfQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductFilesOfQuery, ProductFilesOfQueryVariables>(ProductFilesOfDocument, options);
        }
// @ts-ignore
export function useProductFilesOfSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductFilesOfQuery, ProductFilesOfQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductFilesOfQuery, ProductFilesOfQueryVariables>;
export function useProductFilesOfSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductFilesOfQuery, ProductFilesOfQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductFilesOfQuery | undefined, ProductFilesOfQueryVariables>;
export function useProductFilesOfSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductFilesOfQuery, ProductFilesOfQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductFilesOfQuery, ProductFilesOfQueryVariables>(ProductFilesOfDocument, options);
        }
export type ProductFilesOfQueryHookResult = ReturnType<typeof useProductFilesOfQuery>;
export type ProductFilesOfLazyQueryHookResult = ReturnType<typeof useProductFilesOfLazyQuery>;
export type ProductFilesOfSuspenseQueryHookResult = ReturnType<typeof useProductFilesOfSuspenseQuery>;
export type ProductFilesOfQueryResult = ApolloReactCommon.QueryResult<ProductFilesOfQuery, ProductFilesOfQueryVariables>;
export const AttachProductFilesDocument = gql`
    mutation AttachProductFiles($productId: ID!, $fileIds: [ID!]!) {
  attachProductFiles(productId: $productId, fileIds: $fileIds) {
    product {
      ...ProductFiles
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ProductFilesFragmentDoc}
${ProductMainImageFileFragmentDoc}`;
export type AttachProductFilesMutationFn = ApolloReactCommon.MutationFunction<AttachProductFilesMutation, AttachProductFilesMutationVariables>;

/**
 * __useAttachProductFilesMutation__
 *
 * To run a mutation, you first call `useAttachProductFilesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachProductFilesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachProductFilesMutation, { data, loading, error }] = useAttachProductFilesMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      fileIds: // value for 'fileIds'
 *   },
 * });
 */
export function useAttachProductFilesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AttachProductFilesMutation, AttachProductFilesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AttachProductFilesMutation, AttachProductFilesMutationVariables>(AttachProductFilesDocument, options);
      }
export type AttachProductFilesMutationHookResult = ReturnType<typeof useAttachProductFilesMutation>;
export type AttachProductFilesMutationResult = ApolloReactCommon.MutationResult<AttachProductFilesMutation>;
export type AttachProductFilesMutationOptions = ApolloReactCommon.BaseMutationOptions<AttachProductFilesMutation, AttachProductFilesMutationVariables>;
export const DetachProductFilesDocument = gql`
    mutation DetachProductFiles($productId: ID!, $fileIds: [ID!]!) {
  detachProductFiles(productId: $productId, fileIds: $fileIds) {
    product {
      ...ProductFiles
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${ProductFilesFragmentDoc}
${ProductMainImageFileFragmentDoc}`;
export type DetachProductFilesMutationFn = ApolloReactCommon.MutationFunction<DetachProductFilesMutation, DetachProductFilesMutationVariables>;

/**
 * __useDetachProductFilesMutation__
 *
 * To run a mutation, you first call `useDetachProductFilesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDetachProductFilesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [detachProductFilesMutation, { data, loading, error }] = useDetachProductFilesMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      fileIds: // value for 'fileIds'
 *   },
 * });
 */
export function useDetachProductFilesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DetachProductFilesMutation, DetachProductFilesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DetachProductFilesMutation, DetachProductFilesMutationVariables>(DetachProductFilesDocument, options);
      }
export type DetachProductFilesMutationHookResult = ReturnType<typeof useDetachProductFilesMutation>;
export type DetachProductFilesMutationResult = ApolloReactCommon.MutationResult<DetachProductFilesMutation>;
export type DetachProductFilesMutationOptions = ApolloReactCommon.BaseMutationOptions<DetachProductFilesMutation, DetachProductFilesMutationVariables>;
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
export const PromotionListDocument = gql`
    query PromotionList($filter: PromotionFilter, $page: PageInput) {
  promotions(
    filter: $filter
    page: $page
    sort: [{field: START, direction: DESC}]
  ) {
    items {
      ...PromotionFields
    }
    pageInfo {
      ...PromotionPageInfo
    }
  }
}
    ${PromotionFieldsFragmentDoc}
${PromotionPageInfoFragmentDoc}`;

/**
 * __usePromotionListQuery__
 *
 * To run a query within a React component, call `usePromotionListQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromotionListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromotionListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function usePromotionListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PromotionListQuery, PromotionListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PromotionListQuery, PromotionListQueryVariables>(PromotionListDocument, options);
      }
export function usePromotionListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PromotionListQuery, PromotionListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PromotionListQuery, PromotionListQueryVariables>(PromotionListDocument, options);
        }
// @ts-ignore
export function usePromotionListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PromotionListQuery, PromotionListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PromotionListQuery, PromotionListQueryVariables>;
export function usePromotionListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PromotionListQuery, PromotionListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PromotionListQuery | undefined, PromotionListQueryVariables>;
export function usePromotionListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PromotionListQuery, PromotionListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PromotionListQuery, PromotionListQueryVariables>(PromotionListDocument, options);
        }
export type PromotionListQueryHookResult = ReturnType<typeof usePromotionListQuery>;
export type PromotionListLazyQueryHookResult = ReturnType<typeof usePromotionListLazyQuery>;
export type PromotionListSuspenseQueryHookResult = ReturnType<typeof usePromotionListSuspenseQuery>;
export type PromotionListQueryResult = ApolloReactCommon.QueryResult<PromotionListQuery, PromotionListQueryVariables>;
export const RulePromotionListDocument = gql`
    query RulePromotionList($filter: PromotionFilter, $page: PageInput) {
  rulePromotions(
    filter: $filter
    page: $page
    sort: [{field: START, direction: DESC}]
  ) {
    items {
      ...RulePromotionFields
    }
    pageInfo {
      ...PromotionPageInfo
    }
  }
}
    ${RulePromotionFieldsFragmentDoc}
${PromotionPageInfoFragmentDoc}`;

/**
 * __useRulePromotionListQuery__
 *
 * To run a query within a React component, call `useRulePromotionListQuery` and pass it any options that fit your needs.
 * When your component renders, `useRulePromotionListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRulePromotionListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useRulePromotionListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<RulePromotionListQuery, RulePromotionListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RulePromotionListQuery, RulePromotionListQueryVariables>(RulePromotionListDocument, options);
      }
export function useRulePromotionListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RulePromotionListQuery, RulePromotionListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RulePromotionListQuery, RulePromotionListQueryVariables>(RulePromotionListDocument, options);
        }
// @ts-ignore
export function useRulePromotionListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RulePromotionListQuery, RulePromotionListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RulePromotionListQuery, RulePromotionListQueryVariables>;
export function useRulePromotionListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RulePromotionListQuery, RulePromotionListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RulePromotionListQuery | undefined, RulePromotionListQueryVariables>;
export function useRulePromotionListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RulePromotionListQuery, RulePromotionListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RulePromotionListQuery, RulePromotionListQueryVariables>(RulePromotionListDocument, options);
        }
export type RulePromotionListQueryHookResult = ReturnType<typeof useRulePromotionListQuery>;
export type RulePromotionListLazyQueryHookResult = ReturnType<typeof useRulePromotionListLazyQuery>;
export type RulePromotionListSuspenseQueryHookResult = ReturnType<typeof useRulePromotionListSuspenseQuery>;
export type RulePromotionListQueryResult = ApolloReactCommon.QueryResult<RulePromotionListQuery, RulePromotionListQueryVariables>;
export const PromotionDetailsDocument = gql`
    query PromotionDetails($id: ID!) {
  promotion(id: $id) {
    ...PromotionFields
  }
}
    ${PromotionFieldsFragmentDoc}`;

/**
 * __usePromotionDetailsQuery__
 *
 * To run a query within a React component, call `usePromotionDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromotionDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromotionDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePromotionDetailsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PromotionDetailsQuery, PromotionDetailsQueryVariables> & ({ variables: PromotionDetailsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PromotionDetailsQuery, PromotionDetailsQueryVariables>(PromotionDetailsDocument, options);
      }
export function usePromotionDetailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PromotionDetailsQuery, PromotionDetailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PromotionDetailsQuery, PromotionDetailsQueryVariables>(PromotionDetailsDocument, options);
        }
// @ts-ignore
export function usePromotionDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PromotionDetailsQuery, PromotionDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PromotionDetailsQuery, PromotionDetailsQueryVariables>;
export function usePromotionDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PromotionDetailsQuery, PromotionDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PromotionDetailsQuery | undefined, PromotionDetailsQueryVariables>;
export function usePromotionDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PromotionDetailsQuery, PromotionDetailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PromotionDetailsQuery, PromotionDetailsQueryVariables>(PromotionDetailsDocument, options);
        }
export type PromotionDetailsQueryHookResult = ReturnType<typeof usePromotionDetailsQuery>;
export type PromotionDetailsLazyQueryHookResult = ReturnType<typeof usePromotionDetailsLazyQuery>;
export type PromotionDetailsSuspenseQueryHookResult = ReturnType<typeof usePromotionDetailsSuspenseQuery>;
export type PromotionDetailsQueryResult = ApolloReactCommon.QueryResult<PromotionDetailsQuery, PromotionDetailsQueryVariables>;
export const RulePromotionDetailsDocument = gql`
    query RulePromotionDetails($id: ID!) {
  rulePromotion(id: $id) {
    ...RulePromotionFields
  }
}
    ${RulePromotionFieldsFragmentDoc}`;

/**
 * __useRulePromotionDetailsQuery__
 *
 * To run a query within a React component, call `useRulePromotionDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRulePromotionDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRulePromotionDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRulePromotionDetailsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RulePromotionDetailsQuery, RulePromotionDetailsQueryVariables> & ({ variables: RulePromotionDetailsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RulePromotionDetailsQuery, RulePromotionDetailsQueryVariables>(RulePromotionDetailsDocument, options);
      }
export function useRulePromotionDetailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RulePromotionDetailsQuery, RulePromotionDetailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RulePromotionDetailsQuery, RulePromotionDetailsQueryVariables>(RulePromotionDetailsDocument, options);
        }
// @ts-ignore
export function useRulePromotionDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RulePromotionDetailsQuery, RulePromotionDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RulePromotionDetailsQuery, RulePromotionDetailsQueryVariables>;
export function useRulePromotionDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RulePromotionDetailsQuery, RulePromotionDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RulePromotionDetailsQuery | undefined, RulePromotionDetailsQueryVariables>;
export function useRulePromotionDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RulePromotionDetailsQuery, RulePromotionDetailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RulePromotionDetailsQuery, RulePromotionDetailsQueryVariables>(RulePromotionDetailsDocument, options);
        }
export type RulePromotionDetailsQueryHookResult = ReturnType<typeof useRulePromotionDetailsQuery>;
export type RulePromotionDetailsLazyQueryHookResult = ReturnType<typeof useRulePromotionDetailsLazyQuery>;
export type RulePromotionDetailsSuspenseQueryHookResult = ReturnType<typeof useRulePromotionDetailsSuspenseQuery>;
export type RulePromotionDetailsQueryResult = ApolloReactCommon.QueryResult<RulePromotionDetailsQuery, RulePromotionDetailsQueryVariables>;
export const PromotionCodesDocument = gql`
    query PromotionCodes($family: PromotionFamily!, $promotionId: ID!, $page: PageInput) {
  promotionCodes(family: $family, promotionId: $promotionId, page: $page) {
    items {
      ...PromotionCodeRow
    }
    pageInfo {
      ...PromotionPageInfo
    }
  }
}
    ${PromotionCodeRowFragmentDoc}
${PromotionPageInfoFragmentDoc}`;

/**
 * __usePromotionCodesQuery__
 *
 * To run a query within a React component, call `usePromotionCodesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromotionCodesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromotionCodesQuery({
 *   variables: {
 *      family: // value for 'family'
 *      promotionId: // value for 'promotionId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function usePromotionCodesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PromotionCodesQuery, PromotionCodesQueryVariables> & ({ variables: PromotionCodesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PromotionCodesQuery, PromotionCodesQueryVariables>(PromotionCodesDocument, options);
      }
export function usePromotionCodesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PromotionCodesQuery, PromotionCodesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PromotionCodesQuery, PromotionCodesQueryVariables>(PromotionCodesDocument, options);
        }
// @ts-ignore
export function usePromotionCodesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PromotionCodesQuery, PromotionCodesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PromotionCodesQuery, PromotionCodesQueryVariables>;
export function usePromotionCodesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PromotionCodesQuery, PromotionCodesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PromotionCodesQuery | undefined, PromotionCodesQueryVariables>;
export function usePromotionCodesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PromotionCodesQuery, PromotionCodesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PromotionCodesQuery, PromotionCodesQueryVariables>(PromotionCodesDocument, options);
        }
export type PromotionCodesQueryHookResult = ReturnType<typeof usePromotionCodesQuery>;
export type PromotionCodesLazyQueryHookResult = ReturnType<typeof usePromotionCodesLazyQuery>;
export type PromotionCodesSuspenseQueryHookResult = ReturnType<typeof usePromotionCodesSuspenseQuery>;
export type PromotionCodesQueryResult = ApolloReactCommon.QueryResult<PromotionCodesQuery, PromotionCodesQueryVariables>;
export const PromotionJobsDocument = gql`
    query PromotionJobs($family: PromotionFamily!, $promotionId: ID!, $page: PageInput) {
  promotionJobs(family: $family, promotionId: $promotionId, page: $page) {
    items {
      ...PromotionJobRow
    }
    pageInfo {
      ...PromotionPageInfo
    }
  }
}
    ${PromotionJobRowFragmentDoc}
${PromotionPageInfoFragmentDoc}`;

/**
 * __usePromotionJobsQuery__
 *
 * To run a query within a React component, call `usePromotionJobsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromotionJobsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromotionJobsQuery({
 *   variables: {
 *      family: // value for 'family'
 *      promotionId: // value for 'promotionId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function usePromotionJobsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PromotionJobsQuery, PromotionJobsQueryVariables> & ({ variables: PromotionJobsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PromotionJobsQuery, PromotionJobsQueryVariables>(PromotionJobsDocument, options);
      }
export function usePromotionJobsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PromotionJobsQuery, PromotionJobsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PromotionJobsQuery, PromotionJobsQueryVariables>(PromotionJobsDocument, options);
        }
// @ts-ignore
export function usePromotionJobsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PromotionJobsQuery, PromotionJobsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PromotionJobsQuery, PromotionJobsQueryVariables>;
export function usePromotionJobsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PromotionJobsQuery, PromotionJobsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PromotionJobsQuery | undefined, PromotionJobsQueryVariables>;
export function usePromotionJobsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PromotionJobsQuery, PromotionJobsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PromotionJobsQuery, PromotionJobsQueryVariables>(PromotionJobsDocument, options);
        }
export type PromotionJobsQueryHookResult = ReturnType<typeof usePromotionJobsQuery>;
export type PromotionJobsLazyQueryHookResult = ReturnType<typeof usePromotionJobsLazyQuery>;
export type PromotionJobsSuspenseQueryHookResult = ReturnType<typeof usePromotionJobsSuspenseQuery>;
export type PromotionJobsQueryResult = ApolloReactCommon.QueryResult<PromotionJobsQuery, PromotionJobsQueryVariables>;
export const PromotionJobProgressDocument = gql`
    query PromotionJobProgress($family: PromotionFamily!, $promotionId: ID!, $id: ID!) {
  promotionJob(family: $family, promotionId: $promotionId, id: $id) {
    ...PromotionJobRow
  }
}
    ${PromotionJobRowFragmentDoc}`;

/**
 * __usePromotionJobProgressQuery__
 *
 * To run a query within a React component, call `usePromotionJobProgressQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromotionJobProgressQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromotionJobProgressQuery({
 *   variables: {
 *      family: // value for 'family'
 *      promotionId: // value for 'promotionId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePromotionJobProgressQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PromotionJobProgressQuery, PromotionJobProgressQueryVariables> & ({ variables: PromotionJobProgressQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PromotionJobProgressQuery, PromotionJobProgressQueryVariables>(PromotionJobProgressDocument, options);
      }
export function usePromotionJobProgressLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PromotionJobProgressQuery, PromotionJobProgressQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PromotionJobProgressQuery, PromotionJobProgressQueryVariables>(PromotionJobProgressDocument, options);
        }
// @ts-ignore
export function usePromotionJobProgressSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PromotionJobProgressQuery, PromotionJobProgressQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PromotionJobProgressQuery, PromotionJobProgressQueryVariables>;
export function usePromotionJobProgressSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PromotionJobProgressQuery, PromotionJobProgressQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PromotionJobProgressQuery | undefined, PromotionJobProgressQueryVariables>;
export function usePromotionJobProgressSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PromotionJobProgressQuery, PromotionJobProgressQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PromotionJobProgressQuery, PromotionJobProgressQueryVariables>(PromotionJobProgressDocument, options);
        }
export type PromotionJobProgressQueryHookResult = ReturnType<typeof usePromotionJobProgressQuery>;
export type PromotionJobProgressLazyQueryHookResult = ReturnType<typeof usePromotionJobProgressLazyQuery>;
export type PromotionJobProgressSuspenseQueryHookResult = ReturnType<typeof usePromotionJobProgressSuspenseQuery>;
export type PromotionJobProgressQueryResult = ApolloReactCommon.QueryResult<PromotionJobProgressQuery, PromotionJobProgressQueryVariables>;
export const PromotionJobFileDocument = gql`
    query PromotionJobFile($family: PromotionFamily!, $promotionId: ID!, $id: ID!) {
  promotionJob(family: $family, promotionId: $promotionId, id: $id) {
    id
    file {
      href
      csv
    }
  }
}
    `;

/**
 * __usePromotionJobFileQuery__
 *
 * To run a query within a React component, call `usePromotionJobFileQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromotionJobFileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromotionJobFileQuery({
 *   variables: {
 *      family: // value for 'family'
 *      promotionId: // value for 'promotionId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePromotionJobFileQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PromotionJobFileQuery, PromotionJobFileQueryVariables> & ({ variables: PromotionJobFileQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PromotionJobFileQuery, PromotionJobFileQueryVariables>(PromotionJobFileDocument, options);
      }
export function usePromotionJobFileLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PromotionJobFileQuery, PromotionJobFileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PromotionJobFileQuery, PromotionJobFileQueryVariables>(PromotionJobFileDocument, options);
        }
// @ts-ignore
export function usePromotionJobFileSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PromotionJobFileQuery, PromotionJobFileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PromotionJobFileQuery, PromotionJobFileQueryVariables>;
export function usePromotionJobFileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PromotionJobFileQuery, PromotionJobFileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PromotionJobFileQuery | undefined, PromotionJobFileQueryVariables>;
export function usePromotionJobFileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PromotionJobFileQuery, PromotionJobFileQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PromotionJobFileQuery, PromotionJobFileQueryVariables>(PromotionJobFileDocument, options);
        }
export type PromotionJobFileQueryHookResult = ReturnType<typeof usePromotionJobFileQuery>;
export type PromotionJobFileLazyQueryHookResult = ReturnType<typeof usePromotionJobFileLazyQuery>;
export type PromotionJobFileSuspenseQueryHookResult = ReturnType<typeof usePromotionJobFileSuspenseQuery>;
export type PromotionJobFileQueryResult = ApolloReactCommon.QueryResult<PromotionJobFileQuery, PromotionJobFileQueryVariables>;
export const PromotionHistoryDocument = gql`
    query PromotionHistory($promotionId: ID!, $page: PageInput) {
  promotionHistory(promotionId: $promotionId, page: $page) {
    items {
      id
      action
      code
      orderId
      createdAt
    }
    pageInfo {
      ...PromotionPageInfo
    }
  }
}
    ${PromotionPageInfoFragmentDoc}`;

/**
 * __usePromotionHistoryQuery__
 *
 * To run a query within a React component, call `usePromotionHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromotionHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromotionHistoryQuery({
 *   variables: {
 *      promotionId: // value for 'promotionId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function usePromotionHistoryQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PromotionHistoryQuery, PromotionHistoryQueryVariables> & ({ variables: PromotionHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PromotionHistoryQuery, PromotionHistoryQueryVariables>(PromotionHistoryDocument, options);
      }
export function usePromotionHistoryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PromotionHistoryQuery, PromotionHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PromotionHistoryQuery, PromotionHistoryQueryVariables>(PromotionHistoryDocument, options);
        }
// @ts-ignore
export function usePromotionHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PromotionHistoryQuery, PromotionHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PromotionHistoryQuery, PromotionHistoryQueryVariables>;
export function usePromotionHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PromotionHistoryQuery, PromotionHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PromotionHistoryQuery | undefined, PromotionHistoryQueryVariables>;
export function usePromotionHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PromotionHistoryQuery, PromotionHistoryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PromotionHistoryQuery, PromotionHistoryQueryVariables>(PromotionHistoryDocument, options);
        }
export type PromotionHistoryQueryHookResult = ReturnType<typeof usePromotionHistoryQuery>;
export type PromotionHistoryLazyQueryHookResult = ReturnType<typeof usePromotionHistoryLazyQuery>;
export type PromotionHistorySuspenseQueryHookResult = ReturnType<typeof usePromotionHistorySuspenseQuery>;
export type PromotionHistoryQueryResult = ApolloReactCommon.QueryResult<PromotionHistoryQuery, PromotionHistoryQueryVariables>;
export const CreatePromotionDocument = gql`
    mutation CreatePromotion($input: PromotionCreateInput!) {
  createPromotion(input: $input) {
    promotion {
      ...PromotionFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${PromotionFieldsFragmentDoc}`;
export type CreatePromotionMutationFn = ApolloReactCommon.MutationFunction<CreatePromotionMutation, CreatePromotionMutationVariables>;

/**
 * __useCreatePromotionMutation__
 *
 * To run a mutation, you first call `useCreatePromotionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePromotionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPromotionMutation, { data, loading, error }] = useCreatePromotionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePromotionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreatePromotionMutation, CreatePromotionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreatePromotionMutation, CreatePromotionMutationVariables>(CreatePromotionDocument, options);
      }
export type CreatePromotionMutationHookResult = ReturnType<typeof useCreatePromotionMutation>;
export type CreatePromotionMutationResult = ApolloReactCommon.MutationResult<CreatePromotionMutation>;
export type CreatePromotionMutationOptions = ApolloReactCommon.BaseMutationOptions<CreatePromotionMutation, CreatePromotionMutationVariables>;
export const UpdatePromotionDocument = gql`
    mutation UpdatePromotion($id: ID!, $input: PromotionUpdateInput!) {
  updatePromotion(id: $id, input: $input) {
    promotion {
      ...PromotionFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${PromotionFieldsFragmentDoc}`;
export type UpdatePromotionMutationFn = ApolloReactCommon.MutationFunction<UpdatePromotionMutation, UpdatePromotionMutationVariables>;

/**
 * __useUpdatePromotionMutation__
 *
 * To run a mutation, you first call `useUpdatePromotionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePromotionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePromotionMutation, { data, loading, error }] = useUpdatePromotionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePromotionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdatePromotionMutation, UpdatePromotionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdatePromotionMutation, UpdatePromotionMutationVariables>(UpdatePromotionDocument, options);
      }
export type UpdatePromotionMutationHookResult = ReturnType<typeof useUpdatePromotionMutation>;
export type UpdatePromotionMutationResult = ApolloReactCommon.MutationResult<UpdatePromotionMutation>;
export type UpdatePromotionMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdatePromotionMutation, UpdatePromotionMutationVariables>;
export const DeletePromotionDocument = gql`
    mutation DeletePromotion($id: ID!) {
  deletePromotion(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeletePromotionMutationFn = ApolloReactCommon.MutationFunction<DeletePromotionMutation, DeletePromotionMutationVariables>;

/**
 * __useDeletePromotionMutation__
 *
 * To run a mutation, you first call `useDeletePromotionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePromotionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePromotionMutation, { data, loading, error }] = useDeletePromotionMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeletePromotionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeletePromotionMutation, DeletePromotionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeletePromotionMutation, DeletePromotionMutationVariables>(DeletePromotionDocument, options);
      }
export type DeletePromotionMutationHookResult = ReturnType<typeof useDeletePromotionMutation>;
export type DeletePromotionMutationResult = ApolloReactCommon.MutationResult<DeletePromotionMutation>;
export type DeletePromotionMutationOptions = ApolloReactCommon.BaseMutationOptions<DeletePromotionMutation, DeletePromotionMutationVariables>;
export const CreateRulePromotionDocument = gql`
    mutation CreateRulePromotion($input: RulePromotionCreateInput!) {
  createRulePromotion(input: $input) {
    rulePromotion {
      ...RulePromotionFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${RulePromotionFieldsFragmentDoc}`;
export type CreateRulePromotionMutationFn = ApolloReactCommon.MutationFunction<CreateRulePromotionMutation, CreateRulePromotionMutationVariables>;

/**
 * __useCreateRulePromotionMutation__
 *
 * To run a mutation, you first call `useCreateRulePromotionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateRulePromotionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createRulePromotionMutation, { data, loading, error }] = useCreateRulePromotionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateRulePromotionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateRulePromotionMutation, CreateRulePromotionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateRulePromotionMutation, CreateRulePromotionMutationVariables>(CreateRulePromotionDocument, options);
      }
export type CreateRulePromotionMutationHookResult = ReturnType<typeof useCreateRulePromotionMutation>;
export type CreateRulePromotionMutationResult = ApolloReactCommon.MutationResult<CreateRulePromotionMutation>;
export type CreateRulePromotionMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateRulePromotionMutation, CreateRulePromotionMutationVariables>;
export const UpdateRulePromotionDocument = gql`
    mutation UpdateRulePromotion($id: ID!, $input: RulePromotionUpdateInput!) {
  updateRulePromotion(id: $id, input: $input) {
    rulePromotion {
      ...RulePromotionFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${RulePromotionFieldsFragmentDoc}`;
export type UpdateRulePromotionMutationFn = ApolloReactCommon.MutationFunction<UpdateRulePromotionMutation, UpdateRulePromotionMutationVariables>;

/**
 * __useUpdateRulePromotionMutation__
 *
 * To run a mutation, you first call `useUpdateRulePromotionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateRulePromotionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateRulePromotionMutation, { data, loading, error }] = useUpdateRulePromotionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateRulePromotionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateRulePromotionMutation, UpdateRulePromotionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateRulePromotionMutation, UpdateRulePromotionMutationVariables>(UpdateRulePromotionDocument, options);
      }
export type UpdateRulePromotionMutationHookResult = ReturnType<typeof useUpdateRulePromotionMutation>;
export type UpdateRulePromotionMutationResult = ApolloReactCommon.MutationResult<UpdateRulePromotionMutation>;
export type UpdateRulePromotionMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateRulePromotionMutation, UpdateRulePromotionMutationVariables>;
export const DeleteRulePromotionDocument = gql`
    mutation DeleteRulePromotion($id: ID!) {
  deleteRulePromotion(id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteRulePromotionMutationFn = ApolloReactCommon.MutationFunction<DeleteRulePromotionMutation, DeleteRulePromotionMutationVariables>;

/**
 * __useDeleteRulePromotionMutation__
 *
 * To run a mutation, you first call `useDeleteRulePromotionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteRulePromotionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteRulePromotionMutation, { data, loading, error }] = useDeleteRulePromotionMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteRulePromotionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteRulePromotionMutation, DeleteRulePromotionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteRulePromotionMutation, DeleteRulePromotionMutationVariables>(DeleteRulePromotionDocument, options);
      }
export type DeleteRulePromotionMutationHookResult = ReturnType<typeof useDeleteRulePromotionMutation>;
export type DeleteRulePromotionMutationResult = ApolloReactCommon.MutationResult<DeleteRulePromotionMutation>;
export type DeleteRulePromotionMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteRulePromotionMutation, DeleteRulePromotionMutationVariables>;
export const AddPromotionCodesDocument = gql`
    mutation AddPromotionCodes($family: PromotionFamily!, $promotionId: ID!, $codes: [PromotionCodeInput!]!) {
  addPromotionCodes(family: $family, promotionId: $promotionId, codes: $codes) {
    codes {
      ...PromotionCodeRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${PromotionCodeRowFragmentDoc}`;
export type AddPromotionCodesMutationFn = ApolloReactCommon.MutationFunction<AddPromotionCodesMutation, AddPromotionCodesMutationVariables>;

/**
 * __useAddPromotionCodesMutation__
 *
 * To run a mutation, you first call `useAddPromotionCodesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddPromotionCodesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addPromotionCodesMutation, { data, loading, error }] = useAddPromotionCodesMutation({
 *   variables: {
 *      family: // value for 'family'
 *      promotionId: // value for 'promotionId'
 *      codes: // value for 'codes'
 *   },
 * });
 */
export function useAddPromotionCodesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddPromotionCodesMutation, AddPromotionCodesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddPromotionCodesMutation, AddPromotionCodesMutationVariables>(AddPromotionCodesDocument, options);
      }
export type AddPromotionCodesMutationHookResult = ReturnType<typeof useAddPromotionCodesMutation>;
export type AddPromotionCodesMutationResult = ApolloReactCommon.MutationResult<AddPromotionCodesMutation>;
export type AddPromotionCodesMutationOptions = ApolloReactCommon.BaseMutationOptions<AddPromotionCodesMutation, AddPromotionCodesMutationVariables>;
export const DeletePromotionCodeDocument = gql`
    mutation DeletePromotionCode($family: PromotionFamily!, $promotionId: ID!, $codeId: ID!) {
  deletePromotionCode(family: $family, promotionId: $promotionId, codeId: $codeId) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeletePromotionCodeMutationFn = ApolloReactCommon.MutationFunction<DeletePromotionCodeMutation, DeletePromotionCodeMutationVariables>;

/**
 * __useDeletePromotionCodeMutation__
 *
 * To run a mutation, you first call `useDeletePromotionCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePromotionCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePromotionCodeMutation, { data, loading, error }] = useDeletePromotionCodeMutation({
 *   variables: {
 *      family: // value for 'family'
 *      promotionId: // value for 'promotionId'
 *      codeId: // value for 'codeId'
 *   },
 * });
 */
export function useDeletePromotionCodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeletePromotionCodeMutation, DeletePromotionCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeletePromotionCodeMutation, DeletePromotionCodeMutationVariables>(DeletePromotionCodeDocument, options);
      }
export type DeletePromotionCodeMutationHookResult = ReturnType<typeof useDeletePromotionCodeMutation>;
export type DeletePromotionCodeMutationResult = ApolloReactCommon.MutationResult<DeletePromotionCodeMutation>;
export type DeletePromotionCodeMutationOptions = ApolloReactCommon.BaseMutationOptions<DeletePromotionCodeMutation, DeletePromotionCodeMutationVariables>;
export const GeneratePromotionCodesDocument = gql`
    mutation GeneratePromotionCodes($family: PromotionFamily!, $promotionId: ID!, $count: Int!, $prefix: String, $maxUsesPerCode: Int) {
  generatePromotionCodes(
    family: $family
    promotionId: $promotionId
    count: $count
    prefix: $prefix
    maxUsesPerCode: $maxUsesPerCode
  ) {
    job {
      ...PromotionJobRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${PromotionJobRowFragmentDoc}`;
export type GeneratePromotionCodesMutationFn = ApolloReactCommon.MutationFunction<GeneratePromotionCodesMutation, GeneratePromotionCodesMutationVariables>;

/**
 * __useGeneratePromotionCodesMutation__
 *
 * To run a mutation, you first call `useGeneratePromotionCodesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useGeneratePromotionCodesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [generatePromotionCodesMutation, { data, loading, error }] = useGeneratePromotionCodesMutation({
 *   variables: {
 *      family: // value for 'family'
 *      promotionId: // value for 'promotionId'
 *      count: // value for 'count'
 *      prefix: // value for 'prefix'
 *      maxUsesPerCode: // value for 'maxUsesPerCode'
 *   },
 * });
 */
export function useGeneratePromotionCodesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<GeneratePromotionCodesMutation, GeneratePromotionCodesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<GeneratePromotionCodesMutation, GeneratePromotionCodesMutationVariables>(GeneratePromotionCodesDocument, options);
      }
export type GeneratePromotionCodesMutationHookResult = ReturnType<typeof useGeneratePromotionCodesMutation>;
export type GeneratePromotionCodesMutationResult = ApolloReactCommon.MutationResult<GeneratePromotionCodesMutation>;
export type GeneratePromotionCodesMutationOptions = ApolloReactCommon.BaseMutationOptions<GeneratePromotionCodesMutation, GeneratePromotionCodesMutationVariables>;
export const CancelPromotionJobDocument = gql`
    mutation CancelPromotionJob($promotionId: ID!, $jobId: ID!) {
  cancelPromotionJob(promotionId: $promotionId, jobId: $jobId) {
    job {
      ...PromotionJobRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${PromotionJobRowFragmentDoc}`;
export type CancelPromotionJobMutationFn = ApolloReactCommon.MutationFunction<CancelPromotionJobMutation, CancelPromotionJobMutationVariables>;

/**
 * __useCancelPromotionJobMutation__
 *
 * To run a mutation, you first call `useCancelPromotionJobMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelPromotionJobMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelPromotionJobMutation, { data, loading, error }] = useCancelPromotionJobMutation({
 *   variables: {
 *      promotionId: // value for 'promotionId'
 *      jobId: // value for 'jobId'
 *   },
 * });
 */
export function useCancelPromotionJobMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelPromotionJobMutation, CancelPromotionJobMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelPromotionJobMutation, CancelPromotionJobMutationVariables>(CancelPromotionJobDocument, options);
      }
export type CancelPromotionJobMutationHookResult = ReturnType<typeof useCancelPromotionJobMutation>;
export type CancelPromotionJobMutationResult = ApolloReactCommon.MutationResult<CancelPromotionJobMutation>;
export type CancelPromotionJobMutationOptions = ApolloReactCommon.BaseMutationOptions<CancelPromotionJobMutation, CancelPromotionJobMutationVariables>;
export const RealmListDocument = gql`
    query RealmList($filter: RealmFilter, $page: PageInput) {
  realms(filter: $filter, page: $page) {
    items {
      ...RealmListItem
    }
    pageInfo {
      limit
      offset
      total
      hasNextPage
    }
  }
}
    ${RealmListItemFragmentDoc}`;

/**
 * __useRealmListQuery__
 *
 * To run a query within a React component, call `useRealmListQuery` and pass it any options that fit your needs.
 * When your component renders, `useRealmListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRealmListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useRealmListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<RealmListQuery, RealmListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RealmListQuery, RealmListQueryVariables>(RealmListDocument, options);
      }
export function useRealmListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RealmListQuery, RealmListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RealmListQuery, RealmListQueryVariables>(RealmListDocument, options);
        }
// @ts-ignore
export function useRealmListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RealmListQuery, RealmListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RealmListQuery, RealmListQueryVariables>;
export function useRealmListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RealmListQuery, RealmListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RealmListQuery | undefined, RealmListQueryVariables>;
export function useRealmListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RealmListQuery, RealmListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RealmListQuery, RealmListQueryVariables>(RealmListDocument, options);
        }
export type RealmListQueryHookResult = ReturnType<typeof useRealmListQuery>;
export type RealmListLazyQueryHookResult = ReturnType<typeof useRealmListLazyQuery>;
export type RealmListSuspenseQueryHookResult = ReturnType<typeof useRealmListSuspenseQuery>;
export type RealmListQueryResult = ApolloReactCommon.QueryResult<RealmListQuery, RealmListQueryVariables>;
export const RealmDetailsDocument = gql`
    query RealmDetails($id: ID!) {
  realm(id: $id) {
    ...RealmListItem
  }
}
    ${RealmListItemFragmentDoc}`;

/**
 * __useRealmDetailsQuery__
 *
 * To run a query within a React component, call `useRealmDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRealmDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRealmDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRealmDetailsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RealmDetailsQuery, RealmDetailsQueryVariables> & ({ variables: RealmDetailsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RealmDetailsQuery, RealmDetailsQueryVariables>(RealmDetailsDocument, options);
      }
export function useRealmDetailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RealmDetailsQuery, RealmDetailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RealmDetailsQuery, RealmDetailsQueryVariables>(RealmDetailsDocument, options);
        }
// @ts-ignore
export function useRealmDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RealmDetailsQuery, RealmDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RealmDetailsQuery, RealmDetailsQueryVariables>;
export function useRealmDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RealmDetailsQuery, RealmDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RealmDetailsQuery | undefined, RealmDetailsQueryVariables>;
export function useRealmDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RealmDetailsQuery, RealmDetailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RealmDetailsQuery, RealmDetailsQueryVariables>(RealmDetailsDocument, options);
        }
export type RealmDetailsQueryHookResult = ReturnType<typeof useRealmDetailsQuery>;
export type RealmDetailsLazyQueryHookResult = ReturnType<typeof useRealmDetailsLazyQuery>;
export type RealmDetailsSuspenseQueryHookResult = ReturnType<typeof useRealmDetailsSuspenseQuery>;
export type RealmDetailsQueryResult = ApolloReactCommon.QueryResult<RealmDetailsQuery, RealmDetailsQueryVariables>;
export const RealmProfilesDocument = gql`
    query RealmProfiles($id: ID!) {
  realm(id: $id) {
    id
    passwordProfiles(page: {limit: 100}) {
      items {
        ...PasswordProfileRow
      }
      pageInfo {
        total
      }
    }
    oidcProfiles(page: {limit: 100}) {
      items {
        ...OidcProfileRow
      }
      pageInfo {
        total
      }
    }
  }
}
    ${PasswordProfileRowFragmentDoc}
${OidcProfileRowFragmentDoc}`;

/**
 * __useRealmProfilesQuery__
 *
 * To run a query within a React component, call `useRealmProfilesQuery` and pass it any options that fit your needs.
 * When your component renders, `useRealmProfilesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRealmProfilesQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRealmProfilesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RealmProfilesQuery, RealmProfilesQueryVariables> & ({ variables: RealmProfilesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RealmProfilesQuery, RealmProfilesQueryVariables>(RealmProfilesDocument, options);
      }
export function useRealmProfilesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RealmProfilesQuery, RealmProfilesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RealmProfilesQuery, RealmProfilesQueryVariables>(RealmProfilesDocument, options);
        }
// @ts-ignore
export function useRealmProfilesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RealmProfilesQuery, RealmProfilesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RealmProfilesQuery, RealmProfilesQueryVariables>;
export function useRealmProfilesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RealmProfilesQuery, RealmProfilesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RealmProfilesQuery | undefined, RealmProfilesQueryVariables>;
export function useRealmProfilesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RealmProfilesQuery, RealmProfilesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RealmProfilesQuery, RealmProfilesQueryVariables>(RealmProfilesDocument, options);
        }
export type RealmProfilesQueryHookResult = ReturnType<typeof useRealmProfilesQuery>;
export type RealmProfilesLazyQueryHookResult = ReturnType<typeof useRealmProfilesLazyQuery>;
export type RealmProfilesSuspenseQueryHookResult = ReturnType<typeof useRealmProfilesSuspenseQuery>;
export type RealmProfilesQueryResult = ApolloReactCommon.QueryResult<RealmProfilesQuery, RealmProfilesQueryVariables>;
export const RealmUsersDocument = gql`
    query RealmUsers($id: ID!, $page: PageInput) {
  realm(id: $id) {
    id
    users(page: $page) {
      items {
        ...RealmUserRow
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
    ${RealmUserRowFragmentDoc}`;

/**
 * __useRealmUsersQuery__
 *
 * To run a query within a React component, call `useRealmUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useRealmUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRealmUsersQuery({
 *   variables: {
 *      id: // value for 'id'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useRealmUsersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RealmUsersQuery, RealmUsersQueryVariables> & ({ variables: RealmUsersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RealmUsersQuery, RealmUsersQueryVariables>(RealmUsersDocument, options);
      }
export function useRealmUsersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RealmUsersQuery, RealmUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RealmUsersQuery, RealmUsersQueryVariables>(RealmUsersDocument, options);
        }
// @ts-ignore
export function useRealmUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RealmUsersQuery, RealmUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RealmUsersQuery, RealmUsersQueryVariables>;
export function useRealmUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RealmUsersQuery, RealmUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RealmUsersQuery | undefined, RealmUsersQueryVariables>;
export function useRealmUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RealmUsersQuery, RealmUsersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RealmUsersQuery, RealmUsersQueryVariables>(RealmUsersDocument, options);
        }
export type RealmUsersQueryHookResult = ReturnType<typeof useRealmUsersQuery>;
export type RealmUsersLazyQueryHookResult = ReturnType<typeof useRealmUsersLazyQuery>;
export type RealmUsersSuspenseQueryHookResult = ReturnType<typeof useRealmUsersSuspenseQuery>;
export type RealmUsersQueryResult = ApolloReactCommon.QueryResult<RealmUsersQuery, RealmUsersQueryVariables>;
export const CreatePasswordProfileDocument = gql`
    mutation CreatePasswordProfile($realmId: ID!, $input: PasswordProfileCreateInput!) {
  createPasswordProfile(realmId: $realmId, input: $input) {
    passwordProfile {
      ...PasswordProfileRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${PasswordProfileRowFragmentDoc}`;
export type CreatePasswordProfileMutationFn = ApolloReactCommon.MutationFunction<CreatePasswordProfileMutation, CreatePasswordProfileMutationVariables>;

/**
 * __useCreatePasswordProfileMutation__
 *
 * To run a mutation, you first call `useCreatePasswordProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePasswordProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPasswordProfileMutation, { data, loading, error }] = useCreatePasswordProfileMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePasswordProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreatePasswordProfileMutation, CreatePasswordProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreatePasswordProfileMutation, CreatePasswordProfileMutationVariables>(CreatePasswordProfileDocument, options);
      }
export type CreatePasswordProfileMutationHookResult = ReturnType<typeof useCreatePasswordProfileMutation>;
export type CreatePasswordProfileMutationResult = ApolloReactCommon.MutationResult<CreatePasswordProfileMutation>;
export type CreatePasswordProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<CreatePasswordProfileMutation, CreatePasswordProfileMutationVariables>;
export const UpdatePasswordProfileDocument = gql`
    mutation UpdatePasswordProfile($realmId: ID!, $id: ID!, $input: PasswordProfileUpdateInput!) {
  updatePasswordProfile(realmId: $realmId, id: $id, input: $input) {
    passwordProfile {
      ...PasswordProfileRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${PasswordProfileRowFragmentDoc}`;
export type UpdatePasswordProfileMutationFn = ApolloReactCommon.MutationFunction<UpdatePasswordProfileMutation, UpdatePasswordProfileMutationVariables>;

/**
 * __useUpdatePasswordProfileMutation__
 *
 * To run a mutation, you first call `useUpdatePasswordProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePasswordProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePasswordProfileMutation, { data, loading, error }] = useUpdatePasswordProfileMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePasswordProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdatePasswordProfileMutation, UpdatePasswordProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdatePasswordProfileMutation, UpdatePasswordProfileMutationVariables>(UpdatePasswordProfileDocument, options);
      }
export type UpdatePasswordProfileMutationHookResult = ReturnType<typeof useUpdatePasswordProfileMutation>;
export type UpdatePasswordProfileMutationResult = ApolloReactCommon.MutationResult<UpdatePasswordProfileMutation>;
export type UpdatePasswordProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdatePasswordProfileMutation, UpdatePasswordProfileMutationVariables>;
export const DeletePasswordProfileDocument = gql`
    mutation DeletePasswordProfile($realmId: ID!, $id: ID!) {
  deletePasswordProfile(realmId: $realmId, id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeletePasswordProfileMutationFn = ApolloReactCommon.MutationFunction<DeletePasswordProfileMutation, DeletePasswordProfileMutationVariables>;

/**
 * __useDeletePasswordProfileMutation__
 *
 * To run a mutation, you first call `useDeletePasswordProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePasswordProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePasswordProfileMutation, { data, loading, error }] = useDeletePasswordProfileMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeletePasswordProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeletePasswordProfileMutation, DeletePasswordProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeletePasswordProfileMutation, DeletePasswordProfileMutationVariables>(DeletePasswordProfileDocument, options);
      }
export type DeletePasswordProfileMutationHookResult = ReturnType<typeof useDeletePasswordProfileMutation>;
export type DeletePasswordProfileMutationResult = ApolloReactCommon.MutationResult<DeletePasswordProfileMutation>;
export type DeletePasswordProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<DeletePasswordProfileMutation, DeletePasswordProfileMutationVariables>;
export const CreateOidcProfileDocument = gql`
    mutation CreateOidcProfile($realmId: ID!, $input: OidcProfileCreateInput!) {
  createOidcProfile(realmId: $realmId, input: $input) {
    oidcProfile {
      ...OidcProfileRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${OidcProfileRowFragmentDoc}`;
export type CreateOidcProfileMutationFn = ApolloReactCommon.MutationFunction<CreateOidcProfileMutation, CreateOidcProfileMutationVariables>;

/**
 * __useCreateOidcProfileMutation__
 *
 * To run a mutation, you first call `useCreateOidcProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateOidcProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createOidcProfileMutation, { data, loading, error }] = useCreateOidcProfileMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateOidcProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateOidcProfileMutation, CreateOidcProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateOidcProfileMutation, CreateOidcProfileMutationVariables>(CreateOidcProfileDocument, options);
      }
export type CreateOidcProfileMutationHookResult = ReturnType<typeof useCreateOidcProfileMutation>;
export type CreateOidcProfileMutationResult = ApolloReactCommon.MutationResult<CreateOidcProfileMutation>;
export type CreateOidcProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateOidcProfileMutation, CreateOidcProfileMutationVariables>;
export const UpdateOidcProfileDocument = gql`
    mutation UpdateOidcProfile($realmId: ID!, $id: ID!, $input: OidcProfileUpdateInput!) {
  updateOidcProfile(realmId: $realmId, id: $id, input: $input) {
    oidcProfile {
      ...OidcProfileRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${OidcProfileRowFragmentDoc}`;
export type UpdateOidcProfileMutationFn = ApolloReactCommon.MutationFunction<UpdateOidcProfileMutation, UpdateOidcProfileMutationVariables>;

/**
 * __useUpdateOidcProfileMutation__
 *
 * To run a mutation, you first call `useUpdateOidcProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateOidcProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateOidcProfileMutation, { data, loading, error }] = useUpdateOidcProfileMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateOidcProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateOidcProfileMutation, UpdateOidcProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateOidcProfileMutation, UpdateOidcProfileMutationVariables>(UpdateOidcProfileDocument, options);
      }
export type UpdateOidcProfileMutationHookResult = ReturnType<typeof useUpdateOidcProfileMutation>;
export type UpdateOidcProfileMutationResult = ApolloReactCommon.MutationResult<UpdateOidcProfileMutation>;
export type UpdateOidcProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateOidcProfileMutation, UpdateOidcProfileMutationVariables>;
export const DeleteOidcProfileDocument = gql`
    mutation DeleteOidcProfile($realmId: ID!, $id: ID!) {
  deleteOidcProfile(realmId: $realmId, id: $id) {
    deletedId
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type DeleteOidcProfileMutationFn = ApolloReactCommon.MutationFunction<DeleteOidcProfileMutation, DeleteOidcProfileMutationVariables>;

/**
 * __useDeleteOidcProfileMutation__
 *
 * To run a mutation, you first call `useDeleteOidcProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteOidcProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteOidcProfileMutation, { data, loading, error }] = useDeleteOidcProfileMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteOidcProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteOidcProfileMutation, DeleteOidcProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteOidcProfileMutation, DeleteOidcProfileMutationVariables>(DeleteOidcProfileDocument, options);
      }
export type DeleteOidcProfileMutationHookResult = ReturnType<typeof useDeleteOidcProfileMutation>;
export type DeleteOidcProfileMutationResult = ApolloReactCommon.MutationResult<DeleteOidcProfileMutation>;
export type DeleteOidcProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteOidcProfileMutation, DeleteOidcProfileMutationVariables>;
export const CreateRealmUserDocument = gql`
    mutation CreateRealmUser($realmId: ID!, $input: UserAuthenticationInfoCreateInput!) {
  createUserAuthenticationInfo(realmId: $realmId, input: $input) {
    user {
      ...RealmUserRow
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${RealmUserRowFragmentDoc}`;
export type CreateRealmUserMutationFn = ApolloReactCommon.MutationFunction<CreateRealmUserMutation, CreateRealmUserMutationVariables>;

/**
 * __useCreateRealmUserMutation__
 *
 * To run a mutation, you first call `useCreateRealmUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateRealmUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createRealmUserMutation, { data, loading, error }] = useCreateRealmUserMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateRealmUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateRealmUserMutation, CreateRealmUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateRealmUserMutation, CreateRealmUserMutationVariables>(CreateRealmUserDocument, options);
      }
export type CreateRealmUserMutationHookResult = ReturnType<typeof useCreateRealmUserMutation>;
export type CreateRealmUserMutationResult = ApolloReactCommon.MutationResult<CreateRealmUserMutation>;
export type CreateRealmUserMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateRealmUserMutation, CreateRealmUserMutationVariables>;
export const SettingsPageDocument = gql`
    query SettingsPage {
  settings {
    store {
      ...StoreSettingsFields
    }
    logsTtl {
      ...LogsTtlSettingsFields
    }
    cart {
      ...CartSettingsFields
    }
    subscriptions {
      ...SubscriptionSettingsFields
    }
    promotions {
      promotionsLimit
      promotionCodesLimit
      useRulePromotions
    }
    customerAuthentication {
      realmId
      clientId
    }
    accountAuthentication {
      ...AccountAuthenticationSettingsFields
    }
    accountMembership {
      ...AccountMembershipSettingsFields
    }
  }
}
    ${StoreSettingsFieldsFragmentDoc}
${LogsTtlSettingsFieldsFragmentDoc}
${CartSettingsFieldsFragmentDoc}
${SubscriptionSettingsFieldsFragmentDoc}
${AccountAuthenticationSettingsFieldsFragmentDoc}
${AccountMembershipSettingsFieldsFragmentDoc}`;

/**
 * __useSettingsPageQuery__
 *
 * To run a query within a React component, call `useSettingsPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsPageQuery({
 *   variables: {
 *   },
 * });
 */
export function useSettingsPageQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SettingsPageQuery, SettingsPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsPageQuery, SettingsPageQueryVariables>(SettingsPageDocument, options);
      }
export function useSettingsPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsPageQuery, SettingsPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsPageQuery, SettingsPageQueryVariables>(SettingsPageDocument, options);
        }
// @ts-ignore
export function useSettingsPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsPageQuery, SettingsPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsPageQuery, SettingsPageQueryVariables>;
export function useSettingsPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsPageQuery, SettingsPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsPageQuery | undefined, SettingsPageQueryVariables>;
export function useSettingsPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsPageQuery, SettingsPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsPageQuery, SettingsPageQueryVariables>(SettingsPageDocument, options);
        }
export type SettingsPageQueryHookResult = ReturnType<typeof useSettingsPageQuery>;
export type SettingsPageLazyQueryHookResult = ReturnType<typeof useSettingsPageLazyQuery>;
export type SettingsPageSuspenseQueryHookResult = ReturnType<typeof useSettingsPageSuspenseQuery>;
export type SettingsPageQueryResult = ApolloReactCommon.QueryResult<SettingsPageQuery, SettingsPageQueryVariables>;
export const UpdateStoreSettingsDocument = gql`
    mutation UpdateStoreSettings($input: StoreSettingsInput!) {
  updateStoreSettings(input: $input) {
    settings {
      ...StoreSettingsFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${StoreSettingsFieldsFragmentDoc}`;
export type UpdateStoreSettingsMutationFn = ApolloReactCommon.MutationFunction<UpdateStoreSettingsMutation, UpdateStoreSettingsMutationVariables>;

/**
 * __useUpdateStoreSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateStoreSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateStoreSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateStoreSettingsMutation, { data, loading, error }] = useUpdateStoreSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateStoreSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateStoreSettingsMutation, UpdateStoreSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateStoreSettingsMutation, UpdateStoreSettingsMutationVariables>(UpdateStoreSettingsDocument, options);
      }
export type UpdateStoreSettingsMutationHookResult = ReturnType<typeof useUpdateStoreSettingsMutation>;
export type UpdateStoreSettingsMutationResult = ApolloReactCommon.MutationResult<UpdateStoreSettingsMutation>;
export type UpdateStoreSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateStoreSettingsMutation, UpdateStoreSettingsMutationVariables>;
export const ResetStoreSettingsDocument = gql`
    mutation ResetStoreSettings {
  resetStoreSettings {
    settings {
      ...StoreSettingsFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${StoreSettingsFieldsFragmentDoc}`;
export type ResetStoreSettingsMutationFn = ApolloReactCommon.MutationFunction<ResetStoreSettingsMutation, ResetStoreSettingsMutationVariables>;

/**
 * __useResetStoreSettingsMutation__
 *
 * To run a mutation, you first call `useResetStoreSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResetStoreSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resetStoreSettingsMutation, { data, loading, error }] = useResetStoreSettingsMutation({
 *   variables: {
 *   },
 * });
 */
export function useResetStoreSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResetStoreSettingsMutation, ResetStoreSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResetStoreSettingsMutation, ResetStoreSettingsMutationVariables>(ResetStoreSettingsDocument, options);
      }
export type ResetStoreSettingsMutationHookResult = ReturnType<typeof useResetStoreSettingsMutation>;
export type ResetStoreSettingsMutationResult = ApolloReactCommon.MutationResult<ResetStoreSettingsMutation>;
export type ResetStoreSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<ResetStoreSettingsMutation, ResetStoreSettingsMutationVariables>;
export const UpdateLogsTtlSettingsDocument = gql`
    mutation UpdateLogsTtlSettings($input: LogsTtlSettingsInput!) {
  updateLogsTtlSettings(input: $input) {
    settings {
      ...LogsTtlSettingsFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${LogsTtlSettingsFieldsFragmentDoc}`;
export type UpdateLogsTtlSettingsMutationFn = ApolloReactCommon.MutationFunction<UpdateLogsTtlSettingsMutation, UpdateLogsTtlSettingsMutationVariables>;

/**
 * __useUpdateLogsTtlSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateLogsTtlSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLogsTtlSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLogsTtlSettingsMutation, { data, loading, error }] = useUpdateLogsTtlSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLogsTtlSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateLogsTtlSettingsMutation, UpdateLogsTtlSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateLogsTtlSettingsMutation, UpdateLogsTtlSettingsMutationVariables>(UpdateLogsTtlSettingsDocument, options);
      }
export type UpdateLogsTtlSettingsMutationHookResult = ReturnType<typeof useUpdateLogsTtlSettingsMutation>;
export type UpdateLogsTtlSettingsMutationResult = ApolloReactCommon.MutationResult<UpdateLogsTtlSettingsMutation>;
export type UpdateLogsTtlSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateLogsTtlSettingsMutation, UpdateLogsTtlSettingsMutationVariables>;
export const UpdateCartSettingsDocument = gql`
    mutation UpdateCartSettings($input: CartSettingsInput!) {
  updateCartSettings(input: $input) {
    settings {
      ...CartSettingsFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${CartSettingsFieldsFragmentDoc}`;
export type UpdateCartSettingsMutationFn = ApolloReactCommon.MutationFunction<UpdateCartSettingsMutation, UpdateCartSettingsMutationVariables>;

/**
 * __useUpdateCartSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateCartSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCartSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCartSettingsMutation, { data, loading, error }] = useUpdateCartSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCartSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateCartSettingsMutation, UpdateCartSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateCartSettingsMutation, UpdateCartSettingsMutationVariables>(UpdateCartSettingsDocument, options);
      }
export type UpdateCartSettingsMutationHookResult = ReturnType<typeof useUpdateCartSettingsMutation>;
export type UpdateCartSettingsMutationResult = ApolloReactCommon.MutationResult<UpdateCartSettingsMutation>;
export type UpdateCartSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateCartSettingsMutation, UpdateCartSettingsMutationVariables>;
export const UpdateSubscriptionSettingsDocument = gql`
    mutation UpdateSubscriptionSettings($input: SubscriptionSettingsInput!) {
  updateSubscriptionSettings(input: $input) {
    settings {
      ...SubscriptionSettingsFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${SubscriptionSettingsFieldsFragmentDoc}`;
export type UpdateSubscriptionSettingsMutationFn = ApolloReactCommon.MutationFunction<UpdateSubscriptionSettingsMutation, UpdateSubscriptionSettingsMutationVariables>;

/**
 * __useUpdateSubscriptionSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateSubscriptionSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSubscriptionSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSubscriptionSettingsMutation, { data, loading, error }] = useUpdateSubscriptionSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSubscriptionSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateSubscriptionSettingsMutation, UpdateSubscriptionSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateSubscriptionSettingsMutation, UpdateSubscriptionSettingsMutationVariables>(UpdateSubscriptionSettingsDocument, options);
      }
export type UpdateSubscriptionSettingsMutationHookResult = ReturnType<typeof useUpdateSubscriptionSettingsMutation>;
export type UpdateSubscriptionSettingsMutationResult = ApolloReactCommon.MutationResult<UpdateSubscriptionSettingsMutation>;
export type UpdateSubscriptionSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateSubscriptionSettingsMutation, UpdateSubscriptionSettingsMutationVariables>;
export const UpdateAccountAuthenticationSettingsDocument = gql`
    mutation UpdateAccountAuthenticationSettings($input: AccountAuthenticationSettingsInput!) {
  updateAccountAuthenticationSettings(input: $input) {
    settings {
      ...AccountAuthenticationSettingsFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${AccountAuthenticationSettingsFieldsFragmentDoc}`;
export type UpdateAccountAuthenticationSettingsMutationFn = ApolloReactCommon.MutationFunction<UpdateAccountAuthenticationSettingsMutation, UpdateAccountAuthenticationSettingsMutationVariables>;

/**
 * __useUpdateAccountAuthenticationSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateAccountAuthenticationSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAccountAuthenticationSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAccountAuthenticationSettingsMutation, { data, loading, error }] = useUpdateAccountAuthenticationSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateAccountAuthenticationSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateAccountAuthenticationSettingsMutation, UpdateAccountAuthenticationSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateAccountAuthenticationSettingsMutation, UpdateAccountAuthenticationSettingsMutationVariables>(UpdateAccountAuthenticationSettingsDocument, options);
      }
export type UpdateAccountAuthenticationSettingsMutationHookResult = ReturnType<typeof useUpdateAccountAuthenticationSettingsMutation>;
export type UpdateAccountAuthenticationSettingsMutationResult = ApolloReactCommon.MutationResult<UpdateAccountAuthenticationSettingsMutation>;
export type UpdateAccountAuthenticationSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateAccountAuthenticationSettingsMutation, UpdateAccountAuthenticationSettingsMutationVariables>;
export const UpdateAccountMembershipSettingsDocument = gql`
    mutation UpdateAccountMembershipSettings($input: AccountMembershipSettingsInput!) {
  updateAccountMembershipSettings(input: $input) {
    settings {
      ...AccountMembershipSettingsFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    ${AccountMembershipSettingsFieldsFragmentDoc}`;
export type UpdateAccountMembershipSettingsMutationFn = ApolloReactCommon.MutationFunction<UpdateAccountMembershipSettingsMutation, UpdateAccountMembershipSettingsMutationVariables>;

/**
 * __useUpdateAccountMembershipSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateAccountMembershipSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAccountMembershipSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAccountMembershipSettingsMutation, { data, loading, error }] = useUpdateAccountMembershipSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateAccountMembershipSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateAccountMembershipSettingsMutation, UpdateAccountMembershipSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateAccountMembershipSettingsMutation, UpdateAccountMembershipSettingsMutationVariables>(UpdateAccountMembershipSettingsDocument, options);
      }
export type UpdateAccountMembershipSettingsMutationHookResult = ReturnType<typeof useUpdateAccountMembershipSettingsMutation>;
export type UpdateAccountMembershipSettingsMutationResult = ApolloReactCommon.MutationResult<UpdateAccountMembershipSettingsMutation>;
export type UpdateAccountMembershipSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateAccountMembershipSettingsMutation, UpdateAccountMembershipSettingsMutationVariables>;
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