import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { ProductModel, HierarchyModel, HierarchyNodeModel, VariationModel, VariationOptionModel, VariationModifierModel, FileModel, StockModel, PriceBookModel, ProductPriceModel, PriceModifierModel, LegacyCatalogueEntryModel, CategoryModel, CurrencyModel, JobModel, FlowModel, FlowFieldModel, FlowEntryModel, CustomRelationshipModel } from '../resolvers/models';
import { StoreModel } from '../resolvers/stores';
import { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date and time, as the provider sends it (for example `2026-11-22T10:00:00.000Z`). */
  DateTime: { input: string; output: string; }
  /** Arbitrary JSON, for provider data whose shape the seller defines (extensions, custom attributes). */
  JSON: { input: unknown; output: unknown; }
};

/** The result of signing in with an API key. */
export type ApiKeySignInPayload = {
  __typename?: 'ApiKeySignInPayload';
  /** The token, when the key was accepted. */
  token?: Maybe<ApiKeyToken>;
  /** Why the key was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** An access token obtained with an API key (client_credentials), for scripts. */
export type ApiKeyToken = {
  __typename?: 'ApiKeyToken';
  /** Bearer token to send as `Authorization: Bearer <token>` to this gateway. */
  accessToken: Scalars['String']['output'];
  /** When the token expires, in milliseconds since the epoch. */
  expires: Scalars['Float']['output'];
  /** How long the token lives, in seconds, from when it was issued. */
  expiresIn: Scalars['Int']['output'];
  /** Always `Bearer`. */
  tokenType: Scalars['String']['output'];
};

/** A brand products can belong to (legacy `v2/brands`). */
export type Brand = {
  __typename?: 'Brand';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A longer text shown to shoppers; empty when none. */
  description: Scalars['String']['output'];
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The name shown to shoppers. */
  name: Scalars['String']['output'];
  /** A unique, URL-friendly name. */
  slug: Scalars['String']['output'];
  /** Whether shoppers see it. */
  status: LegacyCatalogueStatus;
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A page of brands. */
export type BrandPage = {
  __typename?: 'BrandPage';
  /** The brands on this page. */
  items: Array<Brand>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a brand. */
export type BrandPayload = {
  __typename?: 'BrandPayload';
  /** The brand as saved; null when the change was refused. */
  brand?: Maybe<Brand>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** A new brand or collection. */
export type CatalogueEntryCreateInput = {
  /** A longer text shown to shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name shown to shoppers. */
  name: Scalars['String']['input'];
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug: Scalars['String']['input'];
  /** Whether shoppers see it. */
  status: LegacyCatalogueStatus;
};

/** Changes to a brand or collection; fields left out keep their value. */
export type CatalogueEntryUpdateInput = {
  /** A longer text shown to shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name shown to shoppers. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A unique, URL-friendly name. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Whether shoppers see it. */
  status?: InputMaybe<LegacyCatalogueStatus>;
};

/** A category of products in the legacy category tree (legacy `v2/categories`). */
export type Category = {
  __typename?: 'Category';
  /** The categories directly below this one. */
  children: Array<Category>;
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A longer text shown to shoppers; empty when none. */
  description: Scalars['String']['output'];
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The name shown to shoppers. */
  name: Scalars['String']['output'];
  /** The id of the parent category; null for a top-level category. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** A unique, URL-friendly name. */
  slug: Scalars['String']['output'];
  /** Whether shoppers see it. */
  status: LegacyCatalogueStatus;
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new category. */
export type CategoryCreateInput = {
  /** A longer text shown to shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name shown to shoppers. */
  name: Scalars['String']['input'];
  /** The parent category; left out for a top-level category. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug: Scalars['String']['input'];
  /** Whether shoppers see it. */
  status: LegacyCatalogueStatus;
};

/** A page of categories. */
export type CategoryPage = {
  __typename?: 'CategoryPage';
  /** The categories on this page. */
  items: Array<Category>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a category. */
export type CategoryPayload = {
  __typename?: 'CategoryPayload';
  /** The category as saved; null when the change was refused. */
  category?: Maybe<Category>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a category; fields left out keep their value. */
export type CategoryUpdateInput = {
  /** A longer text shown to shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name shown to shoppers. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The new parent category; null moves it to the top level, left out keeps the parent. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** A unique, URL-friendly name. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Whether shoppers see it. */
  status?: InputMaybe<LegacyCatalogueStatus>;
};

/** A collection of products, such as a seasonal selection (legacy `v2/collections`). */
export type Collection = {
  __typename?: 'Collection';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A longer text shown to shoppers; empty when none. */
  description: Scalars['String']['output'];
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The name shown to shoppers. */
  name: Scalars['String']['output'];
  /** A unique, URL-friendly name. */
  slug: Scalars['String']['output'];
  /** Whether shoppers see it. */
  status: LegacyCatalogueStatus;
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A page of collections. */
export type CollectionPage = {
  __typename?: 'CollectionPage';
  /** The collections on this page. */
  items: Array<Collection>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a collection. */
export type CollectionPayload = {
  __typename?: 'CollectionPayload';
  /** The collection as saved; null when the change was refused. */
  collection?: Maybe<Collection>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
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
  eq?: InputMaybe<CommodityType>;
};

/** A currency prices can be shown in (legacy `v2/currencies`). */
export type Currency = {
  __typename?: 'Currency';
  /** The ISO 4217 code, three upper-case letters, for example `EUR`. */
  code: Scalars['String']['output'];
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** How many decimal places amounts are shown with. */
  decimalPlaces: Scalars['Int']['output'];
  /** The character before the decimals, for example `.`. */
  decimalPoint: Scalars['String']['output'];
  /** Whether products can be priced in it. */
  enabled: Scalars['Boolean']['output'];
  /** How many of this currency one unit of the default currency buys; greater than 0. */
  exchangeRate: Scalars['Float']['output'];
  /** How amounts are displayed, with `{price}` standing for the number, for example `€{price}`. */
  format: Scalars['String']['output'];
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** True for the store's one default currency. */
  isDefault: Scalars['Boolean']['output'];
  /** The character between groups of thousands, for example `,`; empty for none. */
  thousandSeparator: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new currency. */
export type CurrencyCreateInput = {
  /** The ISO 4217 code, three upper-case letters. */
  code: Scalars['String']['input'];
  /** How many decimal places to show, 0 to 8. */
  decimalPlaces: Scalars['Int']['input'];
  /** The decimal point character. */
  decimalPoint: Scalars['String']['input'];
  /** Whether products can be priced in it. */
  enabled: Scalars['Boolean']['input'];
  /** How many of this currency one unit of the default currency buys; greater than 0. */
  exchangeRate: Scalars['Float']['input'];
  /** Display format containing `{price}`, for example `£{price}`. */
  format: Scalars['String']['input'];
  /** Make this the default currency (the previous default stops being one). */
  isDefault: Scalars['Boolean']['input'];
  /** The thousands separator character; empty for none. */
  thousandSeparator: Scalars['String']['input'];
};

/** Which currencies to list. */
export type CurrencyFilter = {
  /** Conditions on the code (`eq`, `in`). */
  code?: InputMaybe<TextFilter>;
  /** Conditions on the id (`eq`, `in`). */
  id?: InputMaybe<IdFilter>;
  /** Alternatives, at least one of which must hold. */
  or?: InputMaybe<Array<CurrencyFilter>>;
};

/** A page of currencies. */
export type CurrencyPage = {
  __typename?: 'CurrencyPage';
  /** The currencies on this page. */
  items: Array<Currency>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a currency. */
export type CurrencyPayload = {
  __typename?: 'CurrencyPayload';
  /** The currency as saved; null when the change was refused. */
  currency?: Maybe<Currency>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a currency; fields left out keep their value. */
export type CurrencyUpdateInput = {
  /** The ISO 4217 code, three upper-case letters. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** How many decimal places to show, 0 to 8. */
  decimalPlaces?: InputMaybe<Scalars['Int']['input']>;
  /** The decimal point character. */
  decimalPoint?: InputMaybe<Scalars['String']['input']>;
  /** Whether products can be priced in it. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** How many of this currency one unit of the default currency buys; greater than 0. */
  exchangeRate?: InputMaybe<Scalars['Float']['input']>;
  /** Display format containing `{price}`. */
  format?: InputMaybe<Scalars['String']['input']>;
  /** True makes this the default currency; the default cannot be unset, only replaced. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** The thousands separator character. */
  thousandSeparator?: InputMaybe<Scalars['String']['input']>;
};

/** A kind of link between products, such as "Related products" (PCM `custom-relationships`). */
export type CustomRelationship = {
  __typename?: 'CustomRelationship';
  /** When true, relating A to B also lists A among B's related products. */
  biDirectional: Scalars['Boolean']['output'];
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A note for sellers on what it is for; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** The text shoppers see with the related products; null when none. */
  externalDescription?: Maybe<Scalars['String']['output']>;
  /** The heading shoppers see above the related products; null when none. */
  externalName?: Maybe<Scalars['String']['output']>;
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The name sellers see. */
  name: Scalars['String']['output'];
  /** The unique name that addresses it in every URL; cannot change once created. */
  slug: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The fields of a new custom relationship. */
export type CustomRelationshipCreateInput = {
  /** Whether relating A to B also relates B to A. Default false. */
  biDirectional?: InputMaybe<Scalars['Boolean']['input']>;
  /** A note for sellers on what it is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The text shoppers see with the related products. */
  externalDescription?: InputMaybe<Scalars['String']['input']>;
  /** The heading shoppers see above the related products. */
  externalName?: InputMaybe<Scalars['String']['input']>;
  /** The name sellers see. */
  name: Scalars['String']['input'];
  /** Letters, digits, dots, hyphens and underscores; unique in the store. */
  slug: Scalars['String']['input'];
};

/** The result of deleting a custom relationship. */
export type CustomRelationshipDeletePayload = {
  __typename?: 'CustomRelationshipDeletePayload';
  /** The slug of the deleted custom relationship; null when nothing was deleted. */
  deletedSlug?: Maybe<Scalars['String']['output']>;
  /** Why it could not be deleted; empty on success. */
  userErrors: Array<UserError>;
};

/** A page of custom relationships. */
export type CustomRelationshipPage = {
  __typename?: 'CustomRelationshipPage';
  /** The custom relationships on this page. */
  items: Array<CustomRelationship>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating a custom relationship. */
export type CustomRelationshipPayload = {
  __typename?: 'CustomRelationshipPayload';
  /** The custom relationship as stored, when the mutation succeeded. */
  customRelationship?: Maybe<CustomRelationship>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a custom relationship; fields left out keep their value. The slug cannot change. */
export type CustomRelationshipUpdateInput = {
  /** Whether relating A to B also relates B to A. */
  biDirectional?: InputMaybe<Scalars['Boolean']['input']>;
  /** A note for sellers on what it is for; null removes it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The text shoppers see; null removes it. */
  externalDescription?: InputMaybe<Scalars['String']['input']>;
  /** The heading shoppers see; null removes it. */
  externalName?: InputMaybe<Scalars['String']['input']>;
  /** The name sellers see. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Conditions on a date and time. Several conditions must all hold (use two for a range). */
export type DateTimeFilter = {
  /** At or after. */
  ge?: InputMaybe<Scalars['DateTime']['input']>;
  /** Strictly after. */
  gt?: InputMaybe<Scalars['DateTime']['input']>;
  /** At or before. */
  le?: InputMaybe<Scalars['DateTime']['input']>;
  /** Strictly before. */
  lt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** The result of deleting a file. */
export type DeleteFilePayload = {
  __typename?: 'DeleteFilePayload';
  /** The id of the deleted file, when the mutation succeeded. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** What went wrong; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a flow, field or entry. */
export type DeleteFlowResourcePayload = {
  __typename?: 'DeleteFlowResourcePayload';
  /** The id of what was deleted; null when nothing was. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why nothing was deleted. */
  userErrors: Array<UserError>;
};

/** The result of deleting a node. */
export type DeleteHierarchyNodePayload = {
  __typename?: 'DeleteHierarchyNodePayload';
  /** The id of the deleted node, when the mutation succeeded. Its descendants are deleted with it. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the node could not be deleted; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a hierarchy. */
export type DeleteHierarchyPayload = {
  __typename?: 'DeleteHierarchyPayload';
  /** The id of the deleted hierarchy, when the mutation succeeded. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the hierarchy could not be deleted; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a brand, category, collection or currency. */
export type DeleteLegacyCataloguePayload = {
  __typename?: 'DeleteLegacyCataloguePayload';
  /** The id of the deleted item; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a price book. */
export type DeletePriceBookPayload = {
  __typename?: 'DeletePriceBookPayload';
  /** The id of the deleted price book; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a price modifier. */
export type DeletePriceModifierPayload = {
  __typename?: 'DeletePriceModifierPayload';
  /** The id of the deleted modifier; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a product. */
export type DeleteProductPayload = {
  __typename?: 'DeleteProductPayload';
  /** The id of the deleted product, when the mutation succeeded. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the product could not be deleted; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a price. */
export type DeleteProductPricePayload = {
  __typename?: 'DeleteProductPricePayload';
  /** The id of the deleted price; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a variation, an option or a modifier. */
export type DeleteVariationPayload = {
  __typename?: 'DeleteVariationPayload';
  /** The id of what was deleted, when the mutation succeeded. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why it could not be deleted; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * A file of the store (`v2/files`): an image, document or other media uploaded to the provider or linked
 * by URL. Product main images are files.
 */
export type File = {
  __typename?: 'File';
  /** When the file was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The file's name, e.g. `red-shirt.png`. */
  fileName: Scalars['String']['output'];
  /** Size in bytes (0 for files linked by URL, whose size the provider does not know). */
  fileSize: Scalars['Int']['output'];
  /** Pixel height of an image; null for other files or when unknown. */
  height?: Maybe<Scalars['Int']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** Where the file can be fetched. */
  link: FileLink;
  /** The media type, e.g. `image/png`. */
  mimeType: Scalars['String']['output'];
  /** Deprecated by the provider: whether the file is public. Every file URL is readable by anyone who has it. */
  public: Scalars['Boolean']['output'];
  /** Pixel width of an image; null for other files or when unknown. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** Which files to list. All given conditions must hold. Encoded into the provider's filter grammar. */
export type FileFilter = {
  /** Conditions on the file name (`eq` and `like` only). */
  fileName?: InputMaybe<TextFilter>;
  /** Conditions on the size in bytes. */
  fileSize?: InputMaybe<FileNumberFilter>;
  /** Conditions on an image's pixel height. */
  height?: InputMaybe<FileNumberFilter>;
  /** Conditions on the id. */
  id?: InputMaybe<IdFilter>;
  /** Conditions on an image's pixel width. */
  width?: InputMaybe<FileNumberFilter>;
};

/** Where a file can be fetched. */
export type FileLink = {
  __typename?: 'FileLink';
  /**
   * The URL of the file's bytes. Usable in an `<img>`: with the embedded sandbox the gateway serves the
   * bytes on its own origin (`/api/files/content/...`); with the provider it is the provider's file CDN.
   */
  href: Scalars['String']['output'];
};

/** Conditions on a whole number. Several conditions must all hold (use two for a range). */
export type FileNumberFilter = {
  /** Greater or equal. */
  ge?: InputMaybe<Scalars['Int']['input']>;
  /** Strictly greater. */
  gt?: InputMaybe<Scalars['Int']['input']>;
  /** Less or equal. */
  le?: InputMaybe<Scalars['Int']['input']>;
  /** Strictly less. */
  lt?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of files. */
export type FilePage = {
  __typename?: 'FilePage';
  /** The files on this page, oldest first. */
  items: Array<File>;
  /** Where this page is in the whole result. */
  pageInfo: PageInfo;
};

/** The result of creating a file. */
export type FilePayload = {
  __typename?: 'FilePayload';
  /** The created file, when the mutation succeeded. */
  file?: Maybe<File>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** A template of custom data, such as care instructions attached to products (legacy `v2/flows`). */
export type Flow = {
  __typename?: 'Flow';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the flow is for; empty when none. */
  description: Scalars['String']['output'];
  /** Whether the flow is in use. */
  enabled: Scalars['Boolean']['output'];
  /** The flow's entries, paged. */
  entries: FlowEntryPage;
  /** The fields every entry of this flow has, in creation order. */
  fields: Array<FlowField>;
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The name sellers see. */
  name: Scalars['String']['output'];
  /** A unique, URL-friendly name; entries are addressed through it. */
  slug: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** A template of custom data, such as care instructions attached to products (legacy `v2/flows`). */
export type FlowEntriesArgs = {
  page?: InputMaybe<PageInput>;
};

/** A new flow. */
export type FlowCreateInput = {
  /** What the flow is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the flow is in use. Default true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name sellers see. */
  name: Scalars['String']['input'];
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug: Scalars['String']['input'];
};

/** One record of custom data in a flow. */
export type FlowEntry = {
  __typename?: 'FlowEntry';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Field slug → value; relationship fields hold a list of `{ type, id }`. */
  values: Scalars['JSON']['output'];
};

/** A page of a flow's entries. */
export type FlowEntryPage = {
  __typename?: 'FlowEntryPage';
  /** The entries on this page. */
  items: Array<FlowEntry>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating a flow entry. */
export type FlowEntryPayload = {
  __typename?: 'FlowEntryPayload';
  /** The entry as saved; null when there are user errors. */
  entry?: Maybe<FlowEntry>;
  /** Problems with the input; `field` is `["values", fieldSlug]` for a value. */
  userErrors: Array<UserError>;
};

/** A resource an entry's relationship field points at, e.g. `{ type: "product", id }`. */
export type FlowEntryReference = {
  __typename?: 'FlowEntryReference';
  /** The resource's id. */
  id: Scalars['ID']['output'];
  /** The resource type, e.g. `product`, `customer` or `file`. */
  type: Scalars['String']['output'];
};

/** A resource to relate an entry to. */
export type FlowEntryReferenceInput = {
  /** The resource's id. */
  id: Scalars['ID']['input'];
  /** The resource type, e.g. `product`, `customer` or `file`. */
  type: Scalars['String']['input'];
};

/** The result of changing an entry's relationship field. */
export type FlowEntryRelationshipsPayload = {
  __typename?: 'FlowEntryRelationshipsPayload';
  /** The field's references after the change; null when there are user errors. */
  references?: Maybe<Array<FlowEntryReference>>;
  /** What went wrong; `field` is `["references"]` for a bad reference. */
  userErrors: Array<UserError>;
};

/** One field of a flow (legacy `v2/fields`). */
export type FlowField = {
  __typename?: 'FlowField';
  /** Help text for the field; empty when none. */
  description: Scalars['String']['output'];
  /** Whether the field is in use; disabled fields are not validated or shown. */
  enabled: Scalars['Boolean']['output'];
  /** The kind of value the field holds. */
  fieldType: FlowFieldType;
  /** The id of the flow the field belongs to. */
  flowId: Scalars['ID']['output'];
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The label sellers see. */
  name: Scalars['String']['output'];
  /** Whether every entry must have a value. */
  required: Scalars['Boolean']['output'];
  /** The key entries use for this field's value; unique within the flow. */
  slug: Scalars['String']['output'];
  /** The provider's validation rules for the field, stored as given (a list of rule objects). */
  validationRules: Scalars['JSON']['output'];
};

/** A new field of a flow. */
export type FlowFieldCreateInput = {
  /** Help text for the field. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the field is in use. Default true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The kind of value the field holds. */
  fieldType: FlowFieldType;
  /** The flow the field belongs to. */
  flowId: Scalars['ID']['input'];
  /** The label sellers see. */
  name: Scalars['String']['input'];
  /** Whether every entry must have a value. Default false. */
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** The key entries use for the value; unique within the flow. */
  slug: Scalars['String']['input'];
  /** The provider's validation rules, a list of rule objects. */
  validationRules?: InputMaybe<Scalars['JSON']['input']>;
};

/** The result of creating or updating a flow field. */
export type FlowFieldPayload = {
  __typename?: 'FlowFieldPayload';
  /** The field as saved; null when there are user errors. */
  field?: Maybe<FlowField>;
  /** Problems with the input. */
  userErrors: Array<UserError>;
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
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the field is in use. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The kind of value the field holds. */
  fieldType?: InputMaybe<FlowFieldType>;
  /** The label sellers see. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Whether every entry must have a value. */
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** The key entries use for the value; unique within the flow. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** The provider's validation rules, a list of rule objects. */
  validationRules?: InputMaybe<Scalars['JSON']['input']>;
};

/** A page of flows. */
export type FlowPage = {
  __typename?: 'FlowPage';
  /** The flows on this page. */
  items: Array<Flow>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating a flow. */
export type FlowPayload = {
  __typename?: 'FlowPayload';
  /** The flow as saved; null when there are user errors. */
  flow?: Maybe<Flow>;
  /** Problems with the input. */
  userErrors: Array<UserError>;
};

/** Changes to a flow; fields left out keep their value. */
export type FlowUpdateInput = {
  /** What the flow is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the flow is in use. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name sellers see. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** Facts about the running gateway. */
export type GatewayInfo = {
  __typename?: 'GatewayInfo';
  /** The product's name. */
  name: Scalars['String']['output'];
  /** The provider API host the gateway sends REST calls to. */
  providerHost: Scalars['String']['output'];
  /** True when the provider is the embedded sandbox rather than the real provider. */
  sandbox: Scalars['Boolean']['output'];
  /** The gateway's version. */
  version: Scalars['String']['output'];
};

/**
 * A hierarchy of the provider's Product Experience Manager (`pcm/hierarchies`): a tree of nodes that
 * organizes products for shoppers, such as "Shop by Department" or "Brands". A catalog publishes one or
 * more hierarchies.
 */
export type Hierarchy = {
  __typename?: 'Hierarchy';
  /** The nodes at the top level, highest sort order first, then the most recently changed. */
  children: HierarchyNodePage;
  /** When the hierarchy was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A description of the hierarchy. */
  description?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name, for example `Major Appliances`. */
  name: Scalars['String']['output'];
  /**
   * Every node of the hierarchy whatever its depth, oldest first: one call fetches a whole tree of up
   * to 100 nodes, which `parentId` and `sortOrder` then arrange.
   */
  nodes: HierarchyNodePage;
  /** A slug unique among the store's hierarchies. */
  slug?: Maybe<Scalars['String']['output']>;
  /** When the hierarchy was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/**
 * A hierarchy of the provider's Product Experience Manager (`pcm/hierarchies`): a tree of nodes that
 * organizes products for shoppers, such as "Shop by Department" or "Brands". A catalog publishes one or
 * more hierarchies.
 */
export type HierarchyChildrenArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A hierarchy of the provider's Product Experience Manager (`pcm/hierarchies`): a tree of nodes that
 * organizes products for shoppers, such as "Shop by Department" or "Brands". A catalog publishes one or
 * more hierarchies.
 */
export type HierarchyNodesArgs = {
  page?: InputMaybe<PageInput>;
};

/** One step of a node's path: the hierarchy or a node. */
export type HierarchyBreadcrumb = {
  __typename?: 'HierarchyBreadcrumb';
  /** The id of the hierarchy or node. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Its slug. */
  slug?: Maybe<Scalars['String']['output']>;
};

/** A new hierarchy. */
export type HierarchyCreateInput = {
  /** A description of the hierarchy. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name, for example `Major Appliances`. */
  name: Scalars['String']['input'];
  /** A slug unique among the store's hierarchies: letters, digits, hyphens, underscores and periods. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/**
 * How to copy a hierarchy. Fields left out keep the original's name and description. The copy gets every
 * node (names, slugs, descriptions, sort orders) but no hierarchy slug, which must stay unique.
 */
export type HierarchyDuplicateInput = {
  /** The copy's description; the original's when left out. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the copied nodes hold the same products as the originals. Default false. */
  includeProducts?: InputMaybe<Scalars['Boolean']['input']>;
  /** The copy's name, at most 1000 characters; the original's when left out. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Which hierarchies to list. All given conditions must hold; `or` adds a group of alternatives of which
 * at least one must hold. The provider offers no sort on this list: hierarchies come oldest first.
 */
export type HierarchyFilter = {
  /** Conditions on the creation time. */
  createdAt?: InputMaybe<DateTimeFilter>;
  /** Conditions on the description (`eq`, `like`). */
  description?: InputMaybe<TextFilter>;
  /** Conditions on the id. */
  id?: InputMaybe<IdFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Alternatives: at least one of these filters must hold. */
  or?: InputMaybe<Array<HierarchyFilter>>;
  /** Conditions on the slug (`eq`, `like`). */
  slug?: InputMaybe<TextFilter>;
  /** Conditions on the last change time. */
  updatedAt?: InputMaybe<DateTimeFilter>;
};

/**
 * A node of a hierarchy: a branch or leaf of the tree, such as `Ranges` under `Major Appliances`.
 * Products are attached to nodes.
 */
export type HierarchyNode = {
  __typename?: 'HierarchyNode';
  /** The path from the hierarchy down to this node, the hierarchy first and this node last. */
  breadcrumbs: Array<HierarchyBreadcrumb>;
  /** The nodes directly under this one, highest sort order first, then the most recently changed. */
  children: HierarchyNodePage;
  /** When the node was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A description of the node. */
  description?: Maybe<Scalars['String']['output']>;
  /** The hierarchy the node belongs to. */
  hierarchy?: Maybe<Hierarchy>;
  /** The id of the hierarchy the node belongs to. */
  hierarchyId: Scalars['ID']['output'];
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name; unique among its siblings. */
  name: Scalars['String']['output'];
  /** The parent node; null for a node at the top level. */
  parent?: Maybe<HierarchyNode>;
  /** The id of the parent node; null for a node at the top level. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** The products attached to this node, in the order they were attached. */
  products: ProductPage;
  /** A slug; unique among its siblings. */
  slug?: Maybe<Scalars['String']['output']>;
  /** Orders siblings: the highest comes first; siblings without one follow, most recently changed first. */
  sortOrder?: Maybe<Scalars['Int']['output']>;
  /** When the node was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/**
 * A node of a hierarchy: a branch or leaf of the tree, such as `Ranges` under `Major Appliances`.
 * Products are attached to nodes.
 */
export type HierarchyNodeChildrenArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A node of a hierarchy: a branch or leaf of the tree, such as `Ranges` under `Major Appliances`.
 * Products are attached to nodes.
 */
export type HierarchyNodeProductsArgs = {
  page?: InputMaybe<PageInput>;
};

/** A new node. */
export type HierarchyNodeCreateInput = {
  /** A description of the node. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among its siblings. */
  name: Scalars['String']['input'];
  /** The node to create this one under; left out or null, the node goes at the top level. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** A slug, unique among its siblings: letters, digits, hyphens, underscores and periods. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Orders siblings; the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of hierarchy nodes. */
export type HierarchyNodePage = {
  __typename?: 'HierarchyNodePage';
  /** The nodes on this page. */
  items: Array<HierarchyNode>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of a change to one node (create, update, move, attach or detach products). */
export type HierarchyNodePayload = {
  __typename?: 'HierarchyNodePayload';
  /** The node as stored, when the mutation succeeded. */
  node?: Maybe<HierarchyNode>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a node; fields left out stay as they are, optional fields set to null are cleared. */
export type HierarchyNodeUpdateInput = {
  /** A description of the node. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among its siblings. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A slug, unique among its siblings. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Orders siblings; the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of hierarchies. */
export type HierarchyPage = {
  __typename?: 'HierarchyPage';
  /** The hierarchies on this page. */
  items: Array<Hierarchy>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating a hierarchy. */
export type HierarchyPayload = {
  __typename?: 'HierarchyPayload';
  /** The hierarchy as stored, when the mutation succeeded. */
  hierarchy?: Maybe<Hierarchy>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a hierarchy; fields left out stay as they are, optional fields set to null are cleared. */
export type HierarchyUpdateInput = {
  /** A description of the hierarchy. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A slug unique among the store's hierarchies. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** Conditions on an identifier. */
export type IdFilter = {
  /** Exactly this id. */
  eq?: InputMaybe<Scalars['ID']['input']>;
  /** One of these ids. */
  in?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/**
 * A long-running provider task (`pcm/jobs`), such as a product export or import. Poll it until its
 * status is SUCCESS, FAILED or CANCELLED.
 */
export type Job = {
  __typename?: 'Job';
  /** When the job ended; null until it does. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** For a HIERARCHY_DUPLICATE job: the hierarchy being copied. */
  copiedFromHierarchyId?: Maybe<Scalars['ID']['output']>;
  /** When the job was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The problems the job met (for an import, one per rejected row), a page at a time. */
  errors: JobErrorPage;
  /**
   * Where the finished export's CSV file can be downloaded: a gateway path (`/api/jobs/{id}/file`) that
   * needs the same bearer token as GraphQL. Null for other jobs and until an export succeeds.
   */
  fileUrl?: Maybe<Scalars['String']['output']>;
  /** For a HIERARCHY_DUPLICATE job that succeeded: the new hierarchy (the copy); null until then. */
  hierarchyId?: Maybe<Scalars['ID']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** What the job does. */
  jobType: JobType;
  /** When the job started running; null while pending. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the job is in its life. */
  status: JobStatus;
};


/**
 * A long-running provider task (`pcm/jobs`), such as a product export or import. Poll it until its
 * status is SUCCESS, FAILED or CANCELLED.
 */
export type JobErrorsArgs = {
  page?: InputMaybe<PageInput>;
};

/** One problem a job met. */
export type JobError = {
  __typename?: 'JobError';
  /** The provider's id of the error. */
  id: Scalars['ID']['output'];
  /** What went wrong, e.g. `row 4: commodity_type must be one of physical, digital`. */
  message: Scalars['String']['output'];
};

/** One page of a job's errors. */
export type JobErrorPage = {
  __typename?: 'JobErrorPage';
  /** The errors on this page. */
  items: Array<JobError>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** One page of jobs. */
export type JobPage = {
  __typename?: 'JobPage';
  /** The jobs on this page, newest first. */
  items: Array<Job>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** The result of starting a job. */
export type JobPayload = {
  __typename?: 'JobPayload';
  /** The started job, when the mutation succeeded; poll it with `job(id)`. */
  job?: Maybe<Job>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
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

/**
 * Which brands, categories or collections to list. All given conditions must hold; `or` adds a
 * group of alternatives of which at least one must hold.
 */
export type LegacyCatalogueFilter = {
  /** Conditions on the id (`eq`, `in`). */
  id?: InputMaybe<IdFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Alternatives, at least one of which must hold. */
  or?: InputMaybe<Array<LegacyCatalogueFilter>>;
  /** Conditions on the slug (`eq`, `like`). */
  slug?: InputMaybe<TextFilter>;
  /** Conditions on the status. */
  status?: InputMaybe<LegacyCatalogueStatusFilter>;
};

/** Publication status of a brand, category or collection. */
export type LegacyCatalogueStatus =
  /** Not yet visible to shoppers. */
  | 'DRAFT'
  /** Visible to shoppers. */
  | 'LIVE';

/** Conditions on a legacy catalogue status. */
export type LegacyCatalogueStatusFilter = {
  /** Exactly this status. */
  eq?: InputMaybe<LegacyCatalogueStatus>;
};

/** An amount of money in one currency. */
export type Money = {
  __typename?: 'Money';
  /** The amount in the currency's minor unit (cents for USD): `1999` is 19.99 USD. */
  amount: Scalars['Int']['output'];
  /** The ISO 4217 currency code, for example `USD`. */
  currency: Scalars['String']['output'];
  /** The amount for display, for example `$19.99` or `€18.40`. */
  formatted: Scalars['String']['output'];
  /** True when the amount already includes tax. */
  includesTax: Scalars['Boolean']['output'];
  /** Volume prices: lower amounts from a minimum quantity, smallest quantity first. */
  tiers: Array<PriceTier>;
};

/** An amount in one currency, as entered. */
export type MoneyInput = {
  /** The amount in the currency's minor unit (cents for USD), a whole number of 0 or more. */
  amount: Scalars['Int']['input'];
  /** The ISO 4217 currency code, three upper-case letters, for example `USD`. */
  currency: Scalars['String']['input'];
  /** True when the amount already includes tax. Default false. */
  includesTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Volume prices; left out, the amount has none. */
  tiers?: InputMaybe<Array<PriceTierInput>>;
};

/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Attaches custom relationships to a product. */
  attachCustomRelationships: ProductCustomRelationshipsPayload;
  /**
   * Attaches a product to several nodes, of any hierarchies, at once (one `pcm/products/attach_nodes`
   * call); nodes already holding it are left as they are. Unknown node ids are refused (field
   * `nodeIds`, index) before anything changes.
   */
  attachProductNodes: ProductNodesPayload;
  /** Attaches flows to a product as templates; attaching one again changes nothing. */
  attachProductTemplates: ProductTemplatesPayload;
  /** Attaches products to a node; products already attached stay once. */
  attachProductsToHierarchyNode: HierarchyNodePayload;
  /** Attaches variations to a product, after those already attached; attached ones stay once. */
  attachVariations: ProductPayload;
  /**
   * Builds a child product for every combination of the product's variation options. Children of
   * combinations that still exist are kept and refreshed from the parent; the others are deleted.
   */
  buildChildProducts: ProductPayload;
  /** Creates a brand. */
  createBrand: BrandPayload;
  /** Creates a category, optionally under a parent. */
  createCategory: CategoryPayload;
  /** Creates a collection. */
  createCollection: CollectionPayload;
  /** Adds a currency. */
  createCurrency: CurrencyPayload;
  /** Creates a custom relationship. */
  createCustomRelationship: CustomRelationshipPayload;
  /** Creates a flow. */
  createFlow: FlowPayload;
  /** Adds an entry to the flow with this slug; `values` maps field slugs to values. */
  createFlowEntry: FlowEntryPayload;
  /** Adds a field to a flow. */
  createFlowField: FlowFieldPayload;
  /** Creates a hierarchy. */
  createHierarchy: HierarchyPayload;
  /** Creates a node in a hierarchy, at the top level or under `input.parentId`. */
  createHierarchyNode: HierarchyNodePayload;
  /** Creates a price book. */
  createPriceBook: PriceBookPayload;
  /** Adds a price modifier to a price book. */
  createPriceModifier: PriceModifierPayload;
  /** Creates a product. */
  createProduct: ProductPayload;
  /** Adds the price of a SKU to a price book. */
  createProductPrice: ProductPricePayload;
  /** Creates the store of a seller signed in with SSO (`POST /api/sso-profiles`); needs a bearer token. */
  createSsoProfile: SsoProfilePayload;
  /** Creates a store in the caller's organization. */
  createStore: StorePayload;
  /** Creates a variation. */
  createVariation: VariationPayload;
  /** Adds a modifier to an option. */
  createVariationModifier: VariationModifierPayload;
  /** Adds an option to a variation. */
  createVariationOption: VariationOptionPayload;
  /** Deletes a brand. */
  deleteBrand: DeleteLegacyCataloguePayload;
  /** Deletes a category; its children move up to its parent. */
  deleteCategory: DeleteLegacyCataloguePayload;
  /** Deletes a collection. */
  deleteCollection: DeleteLegacyCataloguePayload;
  /** Deletes a currency; the default currency cannot be deleted. */
  deleteCurrency: DeleteLegacyCataloguePayload;
  /** Deletes a custom relationship; products forget it and its links. */
  deleteCustomRelationship: CustomRelationshipDeletePayload;
  /** Deletes a file. Products whose main image it was then show none. */
  deleteFile: DeleteFilePayload;
  /** Deletes a flow with its fields and entries. */
  deleteFlow: DeleteFlowResourcePayload;
  /** Deletes an entry. */
  deleteFlowEntry: DeleteFlowResourcePayload;
  /** Deletes a flow field; entries keep any value they had for it. */
  deleteFlowField: DeleteFlowResourcePayload;
  /** Deletes a hierarchy and all its nodes. */
  deleteHierarchy: DeleteHierarchyPayload;
  /** Deletes a node together with every node under it. */
  deleteHierarchyNode: DeleteHierarchyNodePayload;
  /** Deletes a price book with its prices and modifiers. */
  deletePriceBook: DeletePriceBookPayload;
  /** Removes a price modifier from its price book. */
  deletePriceModifier: DeletePriceModifierPayload;
  /** Deletes a product. */
  deleteProduct: DeleteProductPayload;
  /** Removes a price from its price book. */
  deleteProductPrice: DeleteProductPricePayload;
  /** Deletes a variation; refused while it is attached to products. */
  deleteVariation: DeleteVariationPayload;
  /** Deletes a modifier. */
  deleteVariationModifier: DeleteVariationPayload;
  /** Deletes an option with its modifiers. */
  deleteVariationOption: DeleteVariationPayload;
  /** Detaches custom relationships from a product, dropping its links under them. */
  detachCustomRelationships: ProductCustomRelationshipsPayload;
  /** Detaches a product from several nodes at once (`pcm/products/detach_nodes`); both are kept. */
  detachProductNodes: ProductNodesPayload;
  /** Detaches templates from a product; the product's saved values stay in the flow. */
  detachProductTemplates: ProductTemplatesPayload;
  /** Detaches products from a node; the products themselves are kept. */
  detachProductsFromHierarchyNode: HierarchyNodePayload;
  /** Detaches variations from a product; build again to remove the children they produced. */
  detachVariations: ProductPayload;
  /**
   * Starts a job (`pcm/hierarchies/{id}/duplicate_job`) that copies the hierarchy with its nodes; poll
   * it with `job(id)`: once it succeeds, its `hierarchyId` is the copy.
   */
  duplicateHierarchy: JobPayload;
  /**
   * Starts a job that builds a CSV file of the products matching `filter` (all products when omitted).
   * `useTemplateSlugs` names template (flow) columns by slug instead of id.
   */
  exportProducts: JobPayload;
  /**
   * Starts a job that creates or updates price books and prices from JSONL text (`pcm/pricebooks/import`):
   * one `pricebook` or `product-price` object per line, matched by `id` or `external_ref`; a price names
   * its book by `pricebook_id` or `pricebook_external_ref`. Each bad line becomes one of the job's
   * errors (`line N: ...`). At most about 1 MB of text, the gateway's request limit; larger or gzipped
   * files go to `POST /api/pricebooks/import` as multipart `file`.
   */
  importPriceBooks: JobPayload;
  /**
   * Starts a job that creates or updates products from CSV text (a header row, then one product per
   * row; rows are matched to products by `id`, then by `sku`). Rows that fail are reported as the
   * job's errors. At most about 1 MB of CSV, the gateway's request limit.
   */
  importProducts: JobPayload;
  /**
   * Moves a node under another node of the same hierarchy, or to the top level when `parentId` is
   * null. Moving a node under itself or one of its descendants is refused.
   */
  moveHierarchyNode: HierarchyNodePayload;
  /**
   * Exchanges a refresh token for new credentials (the provider's `refresh_token` grant). Needs no
   * bearer token: the session it renews may already have expired.
   */
  refreshSession: RefreshSessionPayload;
  /** Relates products to a product under a custom relationship, attaching it if needed. */
  relateProducts: ProductCustomRelationshipsPayload;
  /** Removes references from an entry's RELATIONSHIP field (DELETE). */
  removeFlowEntryRelationships: FlowEntryRelationshipsPayload;
  /** Removes the product's main image; the file itself is kept. */
  removeProductMainImage: ProductMainImagePayload;
  /** Mails a password reset link to the address when it has an account (`POST /api/forgot`). */
  requestPasswordReset: PasswordResetRequestPayload;
  /** Sets a new password with the token of a reset link (`POST v2/password-reset`). */
  resetPassword: ResetPasswordPayload;
  /**
   * Saves the product's values for one template (creating its entry the first time); values left out
   * keep theirs and `null` clears one.
   */
  saveProductTemplateValues: ProductTemplateValuesPayload;
  /**
   * Sets what an entry's RELATIONSHIP field points at: `replace: true` replaces the whole list (PUT),
   * otherwise the references are added to it (POST).
   */
  setFlowEntryRelationships: FlowEntryRelationshipsPayload;
  /** Makes a file the product's main image, replacing any previous one. */
  setProductMainImage: ProductMainImagePayload;
  /** Signs a seller in with username (email) and password; see auth.graphql. */
  signIn: SignInPayload;
  /**
   * Exchanges an API key for an access token (the provider's `client_credentials` grant), for scripts
   * that then send GraphQL with `Authorization: Bearer <token>`. The secret is never stored or logged.
   */
  signInWithApiKey: ApiKeySignInPayload;
  /** Creates a seller account from a signup link's token (the provider behind `POST /api/signup`). */
  signUp: SignUpPayload;
  /**
   * Puts the children of `parentId` (the top-level nodes when null) in the order of `childIds`, first
   * first, by giving them descending sort orders. Nodes listed that are not children yet become children.
   */
  sortHierarchyNodeChildren: SortHierarchyNodeChildrenPayload;
  /** Removes products from a product's related products under a custom relationship. */
  unrelateProducts: ProductCustomRelationshipsPayload;
  /** Changes a brand. */
  updateBrand: BrandPayload;
  /** Changes a category or moves it under another parent. */
  updateCategory: CategoryPayload;
  /** Changes a collection. */
  updateCollection: CollectionPayload;
  /** Changes a currency. */
  updateCurrency: CurrencyPayload;
  /** Changes a custom relationship. */
  updateCustomRelationship: CustomRelationshipPayload;
  /** Changes a flow. */
  updateFlow: FlowPayload;
  /** Changes an entry; values left out keep theirs and `null` clears one. */
  updateFlowEntry: FlowEntryPayload;
  /** Changes a flow field. */
  updateFlowField: FlowFieldPayload;
  /** Changes a hierarchy's name, description or slug. */
  updateHierarchy: HierarchyPayload;
  /** Changes a node's name, description, slug or sort order. */
  updateHierarchyNode: HierarchyNodePayload;
  /** Changes a price book. */
  updatePriceBook: PriceBookPayload;
  /** Changes a price modifier. */
  updatePriceModifier: PriceModifierPayload;
  /** Changes a product. */
  updateProduct: ProductPayload;
  /** Changes a price. */
  updateProductPrice: ProductPricePayload;
  /** Changes a store's name or tier. */
  updateStore: StorePayload;
  /** Changes a variation's name or sort order. */
  updateVariation: VariationPayload;
  /** Changes a modifier. */
  updateVariationModifier: VariationModifierPayload;
  /** Changes an option. */
  updateVariationOption: VariationOptionPayload;
  /**
   * Creates a file that points at a URL the provider fetches from (`file_location`). Uploading bytes is
   * done with `POST /api/files` (multipart), which GraphQL does not carry.
   */
  uploadFileFromUrl: FilePayload;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAttachCustomRelationshipsArgs = {
  productId: Scalars['ID']['input'];
  slugs: Array<Scalars['String']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAttachProductNodesArgs = {
  nodeIds: Array<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAttachProductTemplatesArgs = {
  flowIds: Array<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAttachProductsToHierarchyNodeArgs = {
  hierarchyId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  productIds: Array<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAttachVariationsArgs = {
  productId: Scalars['ID']['input'];
  variationIds: Array<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationBuildChildProductsArgs = {
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateBrandArgs = {
  input: CatalogueEntryCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCategoryArgs = {
  input: CategoryCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCollectionArgs = {
  input: CatalogueEntryCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCurrencyArgs = {
  input: CurrencyCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCustomRelationshipArgs = {
  input: CustomRelationshipCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateFlowArgs = {
  input: FlowCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateFlowEntryArgs = {
  flowSlug: Scalars['String']['input'];
  values: Scalars['JSON']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateFlowFieldArgs = {
  input: FlowFieldCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateHierarchyArgs = {
  input: HierarchyCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateHierarchyNodeArgs = {
  hierarchyId: Scalars['ID']['input'];
  input: HierarchyNodeCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreatePriceBookArgs = {
  input: PriceBookCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreatePriceModifierArgs = {
  input: PriceModifierCreateInput;
  priceBookId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateProductArgs = {
  input: ProductCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateProductPriceArgs = {
  input: ProductPriceCreateInput;
  priceBookId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateSsoProfileArgs = {
  storeName: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateStoreArgs = {
  input: StoreCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateVariationArgs = {
  input: VariationCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateVariationModifierArgs = {
  input: VariationModifierInput;
  optionId: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateVariationOptionArgs = {
  input: VariationOptionCreateInput;
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteBrandArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCollectionArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCurrencyArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCustomRelationshipArgs = {
  slug: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteFileArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteFlowArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteFlowEntryArgs = {
  flowSlug: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteFlowFieldArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteHierarchyArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteHierarchyNodeArgs = {
  hierarchyId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeletePriceBookArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeletePriceModifierArgs = {
  id: Scalars['ID']['input'];
  priceBookId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteProductPriceArgs = {
  id: Scalars['ID']['input'];
  priceBookId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteVariationArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteVariationModifierArgs = {
  id: Scalars['ID']['input'];
  optionId: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteVariationOptionArgs = {
  id: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDetachCustomRelationshipsArgs = {
  productId: Scalars['ID']['input'];
  slugs: Array<Scalars['String']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDetachProductNodesArgs = {
  nodeIds: Array<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDetachProductTemplatesArgs = {
  flowIds: Array<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDetachProductsFromHierarchyNodeArgs = {
  hierarchyId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  productIds: Array<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDetachVariationsArgs = {
  productId: Scalars['ID']['input'];
  variationIds: Array<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDuplicateHierarchyArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<HierarchyDuplicateInput>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationExportProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  useTemplateSlugs?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationImportPriceBooksArgs = {
  jsonl: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationImportProductsArgs = {
  csv: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationMoveHierarchyNodeArgs = {
  hierarchyId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRefreshSessionArgs = {
  refreshToken: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRelateProductsArgs = {
  productId: Scalars['ID']['input'];
  relatedProductIds: Array<Scalars['ID']['input']>;
  slug: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRemoveFlowEntryRelationshipsArgs = {
  entryId: Scalars['ID']['input'];
  fieldSlug: Scalars['String']['input'];
  flowSlug: Scalars['String']['input'];
  references: Array<FlowEntryReferenceInput>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRemoveProductMainImageArgs = {
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSaveProductTemplateValuesArgs = {
  flowId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSetFlowEntryRelationshipsArgs = {
  entryId: Scalars['ID']['input'];
  fieldSlug: Scalars['String']['input'];
  flowSlug: Scalars['String']['input'];
  references: Array<FlowEntryReferenceInput>;
  replace?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSetProductMainImageArgs = {
  fileId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSignInArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSignInWithApiKeyArgs = {
  clientId: Scalars['String']['input'];
  clientSecret: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSignUpArgs = {
  input: SignUpInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSortHierarchyNodeChildrenArgs = {
  childIds: Array<Scalars['ID']['input']>;
  hierarchyId: Scalars['ID']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUnrelateProductsArgs = {
  productId: Scalars['ID']['input'];
  relatedProductIds: Array<Scalars['ID']['input']>;
  slug: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateBrandArgs = {
  id: Scalars['ID']['input'];
  input: CatalogueEntryUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCategoryArgs = {
  id: Scalars['ID']['input'];
  input: CategoryUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCollectionArgs = {
  id: Scalars['ID']['input'];
  input: CatalogueEntryUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCurrencyArgs = {
  id: Scalars['ID']['input'];
  input: CurrencyUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCustomRelationshipArgs = {
  input: CustomRelationshipUpdateInput;
  slug: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateFlowArgs = {
  id: Scalars['ID']['input'];
  input: FlowUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateFlowEntryArgs = {
  flowSlug: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateFlowFieldArgs = {
  id: Scalars['ID']['input'];
  input: FlowFieldUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateHierarchyArgs = {
  id: Scalars['ID']['input'];
  input: HierarchyUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateHierarchyNodeArgs = {
  hierarchyId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: HierarchyNodeUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdatePriceBookArgs = {
  id: Scalars['ID']['input'];
  input: PriceBookUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdatePriceModifierArgs = {
  id: Scalars['ID']['input'];
  input: PriceModifierUpdateInput;
  priceBookId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateProductPriceArgs = {
  id: Scalars['ID']['input'];
  input: ProductPriceUpdateInput;
  priceBookId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateStoreArgs = {
  id: Scalars['ID']['input'];
  input: StoreUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateVariationArgs = {
  id: Scalars['ID']['input'];
  input: VariationUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateVariationModifierArgs = {
  id: Scalars['ID']['input'];
  input: VariationModifierInput;
  optionId: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateVariationOptionArgs = {
  id: Scalars['ID']['input'];
  input: VariationOptionUpdateInput;
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUploadFileFromUrlArgs = {
  fileLocation: Scalars['String']['input'];
};

/** Where a page sits in the whole list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** True when items follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** The page size that was applied. */
  limit: Scalars['Int']['output'];
  /** The offset that was applied. */
  offset: Scalars['Int']['output'];
  /** How many items the whole list holds. */
  total: Scalars['Int']['output'];
};

/**
 * Which slice of a list to return. The provider returns at most 100 items per page and cannot page
 * beyond offset 10000; values outside those bounds are rejected with BAD_USER_INPUT.
 */
export type PageInput = {
  /** How many items to return, 1 to 100. Default 25. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** How many items to skip, 0 to 10000. Default 0. */
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The credentials of a seller signed in with username and password: the spec's "password" shape that
 * the admin stores under `epCredentials` (`access_token`, `expires`, `expires_in`,
 * `identifier: 'password'`, `refresh_token`, `token_type: 'Bearer'`).
 */
export type PasswordCredentials = {
  __typename?: 'PasswordCredentials';
  /** Bearer token to send as `Authorization: Bearer <token>` to this gateway. */
  accessToken: Scalars['String']['output'];
  /** When the access token expires, in milliseconds since the epoch. */
  expires: Scalars['Float']['output'];
  /** How long the access token lives, in seconds, from when it was issued. */
  expiresIn: Scalars['Int']['output'];
  /** Always `password` for this shape. */
  identifier: Scalars['String']['output'];
  /** Token that obtains a new access token when this one expires. */
  refreshToken: Scalars['String']['output'];
  /** Always `Bearer` for this shape. */
  tokenType: Scalars['String']['output'];
};

/** The result of asking for a password reset link. */
export type PasswordResetRequestPayload = {
  __typename?: 'PasswordResetRequestPayload';
  /**
   * True when the request was accepted. It says nothing about whether the address has an account:
   * a link is mailed only when it does.
   */
  accepted: Scalars['Boolean']['output'];
  /** Why the request was not accepted (for example an address that is not an email); empty otherwise. */
  userErrors: Array<UserError>;
};

/**
 * A price book of the provider's Product Experience Manager (`pcm/pricebooks`): a named set of prices,
 * one per product SKU, in one or more currencies. A catalog uses one or more price books.
 */
export type PriceBook = {
  __typename?: 'PriceBook';
  /** When the price book was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the price book is for, for example preferred customer pricing. */
  description?: Maybe<Scalars['String']['output']>;
  /** A reference from another system, for example an ERP's price list code. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The price modifiers of this book (amounts that variation options add, subtract or set), oldest first. */
  modifiers: PriceModifierPage;
  /** The name; unique among the store's price books, for example `Retail`. */
  name: Scalars['String']['output'];
  /** The prices in this book, oldest first, optionally only for some SKUs. */
  prices: ProductPricePage;
  /** When the price book was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/**
 * A price book of the provider's Product Experience Manager (`pcm/pricebooks`): a named set of prices,
 * one per product SKU, in one or more currencies. A catalog uses one or more price books.
 */
export type PriceBookModifiersArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A price book of the provider's Product Experience Manager (`pcm/pricebooks`): a named set of prices,
 * one per product SKU, in one or more currencies. A catalog uses one or more price books.
 */
export type PriceBookPricesArgs = {
  filter?: InputMaybe<ProductPriceFilter>;
  page?: InputMaybe<PageInput>;
};

/** A new price book. */
export type PriceBookCreateInput = {
  /** What the price book is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among the store's price books. */
  name: Scalars['String']['input'];
};

/**
 * Which price books to list. All given conditions must hold; `or` adds a group of alternatives of which
 * at least one must hold.
 */
export type PriceBookFilter = {
  /** Conditions on the creation time. */
  createdAt?: InputMaybe<DateTimeFilter>;
  /** Conditions on the description (`eq`, `like`). */
  description?: InputMaybe<TextFilter>;
  /** Conditions on the id. */
  id?: InputMaybe<IdFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Alternatives: at least one of these filters must hold. */
  or?: InputMaybe<Array<PriceBookFilter>>;
  /** Conditions on the last change time. */
  updatedAt?: InputMaybe<DateTimeFilter>;
};

/** A page of price books. */
export type PriceBookPage = {
  __typename?: 'PriceBookPage';
  /** The price books on this page. */
  items: Array<PriceBook>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a price book. */
export type PriceBookPayload = {
  __typename?: 'PriceBookPayload';
  /** The price book as saved; null when the change was refused. */
  priceBook?: Maybe<PriceBook>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** One sort key; a list of them sorts by the first, then the next. */
export type PriceBookSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: PriceBookSortField;
};

/** Fields price books can be sorted by. */
export type PriceBookSortField =
  /** The creation time. */
  | 'CREATED_AT'
  /** The name. */
  | 'NAME'
  /** The last change time. */
  | 'UPDATED_AT';

/** Changes to a price book; fields left out stay as they are, optional fields set to null are cleared. */
export type PriceBookUpdateInput = {
  /** What the price book is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among the store's price books. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A price modifier of a price book: a named amount per currency that changes the price of child
 * products built from a variation option, for example `Large size` adding 2.00.
 */
export type PriceModifier = {
  __typename?: 'PriceModifier';
  /** The amount in each currency, ordered by currency code. */
  amounts: Array<Money>;
  /** When the modifier was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A reference from another system. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** Whether the amount is added, subtracted or used as the price. */
  modifierType: PriceModifierType;
  /** The name; unique within the price book. Variation options refer to modifiers by this name. */
  name: Scalars['String']['output'];
  /** The id of the price book holding this modifier. */
  priceBookId: Scalars['ID']['output'];
  /** When the modifier was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new price modifier. */
export type PriceModifierCreateInput = {
  /** The amount in each currency. */
  amounts: Array<MoneyInput>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** Whether the amount is added, subtracted or used as the price. */
  modifierType: PriceModifierType;
  /** The name; unique within the price book. */
  name: Scalars['String']['input'];
};

/** A page of price modifiers. */
export type PriceModifierPage = {
  __typename?: 'PriceModifierPage';
  /** The modifiers on this page. */
  items: Array<PriceModifier>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a price modifier. */
export type PriceModifierPayload = {
  __typename?: 'PriceModifierPayload';
  /** The modifier as saved; null when the change was refused. */
  modifier?: Maybe<PriceModifier>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
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
  amounts?: InputMaybe<Array<MoneyInput>>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** Whether the amount is added, subtracted or used as the price. */
  modifierType?: InputMaybe<PriceModifierType>;
  /** The name; unique within the price book. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A volume price: the amount per item when at least `minimumQuantity` items are bought. */
export type PriceTier = {
  __typename?: 'PriceTier';
  /** The amount per item in the currency's minor unit. */
  amount: Scalars['Int']['output'];
  /** The smallest quantity the tier applies to. */
  minimumQuantity: Scalars['Int']['output'];
  /** The tier's name, for example `min_10`. */
  name: Scalars['String']['output'];
};

/** A volume price, as entered. */
export type PriceTierInput = {
  /** The amount per item in the currency's minor unit. */
  amount: Scalars['Int']['input'];
  /** The smallest quantity the tier applies to, 1 or more. */
  minimumQuantity: Scalars['Int']['input'];
  /** The tier's name, unique within the currency, for example `min_10`. */
  name: Scalars['String']['input'];
};

/**
 * A product of the provider's Product Experience Manager (`pcm/products`): what the seller sells,
 * before it is priced, stocked or published in a catalog.
 */
export type Product = {
  __typename?: 'Product';
  /** The child products built from the product's variations, oldest first. */
  children: ProductPage;
  /** Whether the product ships or is delivered digitally. */
  commodityType: CommodityType;
  /** When the product was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The custom relationships attached to the product, in the order they were attached. */
  customRelationships: Array<CustomRelationship>;
  /** A description for shoppers. */
  description?: Maybe<Scalars['String']['output']>;
  /** An identifier from another system of the seller's. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The product's main image (see files.graphql); null when it has none or the file is gone. */
  mainImage?: Maybe<File>;
  /** Manufacturer part number. */
  mpn?: Maybe<Scalars['String']['output']>;
  /** The name shoppers see. */
  name: Scalars['String']['output'];
  /** The hierarchy nodes the product is attached to (see hierarchies.graphql). */
  nodes: HierarchyNodePage;
  /** Whether the organization or the store owns the product. */
  owner?: Maybe<Scalars['String']['output']>;
  /** The parent of a child product; null for other products. */
  parent?: Maybe<Product>;
  /**
   * The product's price in each price book that prices its SKU (see pricebooks.graphql); empty when
   * the product has no SKU. Batched: a page of products costs one call per price book.
   */
  prices: Array<ProductPrice>;
  /** What kind of product this is for the provider (standard, parent, child, bundle). */
  productTypes: Array<Scalars['String']['output']>;
  /** The products related to this one under the custom relationship with this slug, oldest link first. */
  relatedProducts: ProductPage;
  /** Stock keeping unit, unique in the store. */
  sku?: Maybe<Scalars['String']['output']>;
  /** URL-safe unique name: letters, digits, hyphen, underscore and period. */
  slug?: Maybe<Scalars['String']['output']>;
  /** Draft products are not published to catalogs. */
  status: ProductStatus;
  /**
   * The product's stock; null when the store does not manage inventory for it. A page of products
   * costs one `POST v2/inventories/multiple` for all their stock.
   */
  stock?: Maybe<Stock>;
  /** Key words grouping the product (no spaces or commas), at most 20. */
  tags: Array<Scalars['String']['output']>;
  /** The templates (flows) attached to the product, in the order they were attached, with its values. */
  templates: Array<ProductTemplate>;
  /** Universal product code or European article number. */
  upcEan?: Maybe<Scalars['String']['output']>;
  /** When the product was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** For a child product, its option of each of its parent's variations; empty for other products. */
  variationChoices: Array<ProductVariationChoice>;
  /** The variations attached to the product, in the order they were attached. */
  variations: Array<Variation>;
};


/**
 * A product of the provider's Product Experience Manager (`pcm/products`): what the seller sells,
 * before it is priced, stocked or published in a catalog.
 */
export type ProductChildrenArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A product of the provider's Product Experience Manager (`pcm/products`): what the seller sells,
 * before it is priced, stocked or published in a catalog.
 */
export type ProductNodesArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A product of the provider's Product Experience Manager (`pcm/products`): what the seller sells,
 * before it is priced, stocked or published in a catalog.
 */
export type ProductRelatedProductsArgs = {
  page?: InputMaybe<PageInput>;
  slug: Scalars['String']['input'];
};

/** One attribute a product can have, as `GET pcm/products/attributes` describes it. */
export type ProductAttribute = {
  __typename?: 'ProductAttribute';
  /** Help text; empty when none. */
  description: Scalars['String']['output'];
  /** The label sellers see, e.g. `Name` or `Product care: Instructions`. */
  label: Scalars['String']['output'];
  /**
   * The attribute's key: a product attribute such as `sku`, or a template field as import and
   * export columns name it, `template:<flowSlug>:<fieldSlug>`.
   */
  name: Scalars['String']['output'];
  /** Whether a value must be given. */
  required: Scalars['Boolean']['output'];
  /** The kind of value: string, integer, float, boolean, date, array, object or relationship. */
  type: Scalars['String']['output'];
};

/** A new product. */
export type ProductCreateInput = {
  /** Whether the product ships or is delivered digitally. */
  commodityType: CommodityType;
  /** A description for shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** An identifier from another system of the seller's. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** Manufacturer part number. */
  mpn?: InputMaybe<Scalars['String']['input']>;
  /** The name shoppers see. */
  name: Scalars['String']['input'];
  /** Stock keeping unit, unique in the store. */
  sku: Scalars['String']['input'];
  /** URL-safe unique name; derived from the name when left out. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Default DRAFT. */
  status?: InputMaybe<ProductStatus>;
  /** Key words grouping the product. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Universal product code or European article number. */
  upcEan?: InputMaybe<Scalars['String']['input']>;
};

/** The result of attaching or detaching custom relationships, or relating or unrelating products. */
export type ProductCustomRelationshipsPayload = {
  __typename?: 'ProductCustomRelationshipsPayload';
  /** Products that could not be related, with the reason; empty when all were. */
  notRelated: Array<ProductNotRelated>;
  /** The product as it is now, when the mutation succeeded. */
  product?: Maybe<Product>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * Which products to list. All given conditions must hold; `or` adds a group of alternatives of which
 * at least one must hold. Encoded by the gateway into the provider's filter grammar.
 */
export type ProductFilter = {
  /** Conditions on the commodity type. */
  commodityType?: InputMaybe<CommodityTypeFilter>;
  /** Conditions on the creation time. */
  createdAt?: InputMaybe<DateTimeFilter>;
  /** Conditions on the description. */
  description?: InputMaybe<TextFilter>;
  /** Conditions on the id. */
  id?: InputMaybe<IdFilter>;
  /** Conditions on the name. */
  name?: InputMaybe<TextFilter>;
  /** Alternatives: at least one of these filters must hold. */
  or?: InputMaybe<Array<ProductFilter>>;
  /** Conditions on the SKU. */
  sku?: InputMaybe<TextFilter>;
  /** Conditions on the slug. */
  slug?: InputMaybe<TextFilter>;
  /** Conditions on the status. */
  status?: InputMaybe<ProductStatusFilter>;
  /** Conditions on the tags (a product matches when one of its tags does). */
  tags?: InputMaybe<TextFilter>;
  /** Conditions on the last change time. */
  updatedAt?: InputMaybe<DateTimeFilter>;
};

/** The result of setting or removing a product's main image. */
export type ProductMainImagePayload = {
  __typename?: 'ProductMainImagePayload';
  /** The product as it is now, when the mutation succeeded. */
  product?: Maybe<Product>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of attaching a product to nodes or detaching it from nodes. */
export type ProductNodesPayload = {
  __typename?: 'ProductNodesPayload';
  /** The product, whose `nodes` now reflect the change; null when it does not exist. */
  product?: Maybe<Product>;
  /** What could not be done (an unknown node id, a provider refusal); empty on success. */
  userErrors: Array<UserError>;
};

/** A product the provider refused to relate, and why. */
export type ProductNotRelated = {
  __typename?: 'ProductNotRelated';
  /** The id of the product that was not related. */
  productId: Scalars['ID']['output'];
  /** Why, in words fit to show the seller. */
  reason: Scalars['String']['output'];
};

/** A page of products. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** The products on this page. */
  items: Array<Product>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating a product. */
export type ProductPayload = {
  __typename?: 'ProductPayload';
  /** The product as stored, when the mutation succeeded. */
  product?: Maybe<Product>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * The price of one product SKU in one price book (the provider's `product-price`), in every currency
 * the book prices it in.
 */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  /** The amount in each currency, ordered by currency code. */
  amounts: Array<Money>;
  /** When the price was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A reference from another system; unique within the price book. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The price book holding this price. */
  priceBook?: Maybe<PriceBook>;
  /** The id of the price book holding this price. */
  priceBookId: Scalars['ID']['output'];
  /** The SKU of the product this price is for; unique within the price book. */
  sku: Scalars['String']['output'];
  /** When the price was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new price for a product SKU. */
export type ProductPriceCreateInput = {
  /** The amount in each currency; one entry per currency. */
  amounts: Array<MoneyInput>;
  /** A reference from another system; unique within the price book. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The product's SKU; a price book holds at most one price per SKU. */
  sku: Scalars['String']['input'];
};

/** Which prices of a price book to list. */
export type ProductPriceFilter = {
  /** Conditions on the SKU (`eq`, `in`, `like`). */
  sku?: InputMaybe<TextFilter>;
};

/** A page of product prices. */
export type ProductPricePage = {
  __typename?: 'ProductPricePage';
  /** The prices on this page. */
  items: Array<ProductPrice>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/**
 * The result of creating or changing a price. Field paths of amount errors name the currency, for
 * example `["amounts", "USD", "amount"]`.
 */
export type ProductPricePayload = {
  __typename?: 'ProductPricePayload';
  /** The price as saved; null when the change was refused. */
  price?: Maybe<ProductPrice>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * Changes to a price; fields left out stay as they are. `amounts` replaces every currency at once, so
 * a currency left out of it is removed.
 */
export type ProductPriceUpdateInput = {
  /** The amount in each currency; replaces the current amounts. */
  amounts?: InputMaybe<Array<MoneyInput>>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The product's SKU. */
  sku?: InputMaybe<Scalars['String']['input']>;
};

/** One sort key; a list of them sorts by the first, then the next. */
export type ProductSort = {
  /** The direction. Default ASC. */
  direction?: InputMaybe<SortDirection>;
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
  eq?: InputMaybe<ProductStatus>;
};

/** A flow attached to a product as a template, with the product's values for its fields. */
export type ProductTemplate = {
  __typename?: 'ProductTemplate';
  /** The product's entry in the flow (its id is the product id); null until values are first saved. */
  entry?: Maybe<FlowEntry>;
  /** The template (flow); its `fields` say what the product can hold. */
  flow: Flow;
  /** Field slug → the product's value; empty until values are saved. */
  values: Scalars['JSON']['output'];
};

/** The result of saving a product's values for one template. */
export type ProductTemplateValuesPayload = {
  __typename?: 'ProductTemplateValuesPayload';
  /** The template with the values as saved; null when there are user errors. */
  template?: Maybe<ProductTemplate>;
  /** What is wrong with the values; `field` is `["values", fieldSlug]` for a value. */
  userErrors: Array<UserError>;
};

/** The result of attaching or detaching templates. */
export type ProductTemplatesPayload = {
  __typename?: 'ProductTemplatesPayload';
  /** The product's templates after the change; empty when there are user errors. */
  templates: Array<ProductTemplate>;
  /** What is wrong with the input (`["flowIds", i]` for an unknown flow); empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a product; fields left out stay as they are, optional fields set to null are cleared. */
export type ProductUpdateInput = {
  /** Whether the product ships or is delivered digitally. */
  commodityType?: InputMaybe<CommodityType>;
  /** A description for shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** An identifier from another system of the seller's. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** Manufacturer part number. */
  mpn?: InputMaybe<Scalars['String']['input']>;
  /** The name shoppers see. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Stock keeping unit, unique in the store. */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** URL-safe unique name. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Publication status. */
  status?: InputMaybe<ProductStatus>;
  /** Key words grouping the product; replaces the whole list. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Universal product code or European article number. */
  upcEan?: InputMaybe<Scalars['String']['input']>;
};

/** A child product's option for one variation of its parent. */
export type ProductVariationChoice = {
  __typename?: 'ProductVariationChoice';
  /** The option chosen for this child. */
  optionId: Scalars['ID']['output'];
  /** The option's name, e.g. `Large`. */
  optionName: Scalars['String']['output'];
  /** The variation. */
  variationId: Scalars['ID']['output'];
  /** The variation's name, e.g. `Size`. */
  variationName: Scalars['String']['output'];
};

/** The root of every read. Each area adds its fields with `extend type Query`. */
export type Query = {
  __typename?: 'Query';
  /** One brand by id; null when there is none. */
  brand?: Maybe<Brand>;
  /** The store's brands, filtered and paged. */
  brands: BrandPage;
  /** The store's categories as a flat list, filtered and paged. */
  categories: CategoryPage;
  /** One category by id; null when there is none. */
  category?: Maybe<Category>;
  /** The top-level categories, each with its descendants under `children`. */
  categoryTree: Array<Category>;
  /** One collection by id; null when there is none. */
  collection?: Maybe<Collection>;
  /** The store's collections, filtered and paged. */
  collections: CollectionPage;
  /** The store's currencies, filtered and paged. */
  currencies: CurrencyPage;
  /** One currency by id; null when there is none. */
  currency?: Maybe<Currency>;
  /** One custom relationship by slug; null when there is none. */
  customRelationship?: Maybe<CustomRelationship>;
  /** The store's custom relationships, oldest first. */
  customRelationships: CustomRelationshipPage;
  /** One file by id; null when there is none. */
  file?: Maybe<File>;
  /** Files of the store, filtered and paged (oldest first). */
  files: FilePage;
  /** One flow by id; null when there is none. */
  flow?: Maybe<Flow>;
  /** One entry of the flow with this slug; null when there is none. */
  flowEntry?: Maybe<FlowEntry>;
  /**
   * The store's flows, paged. `template: true` lists only templates (flows attached to products),
   * `false` only the others; left out, all flows.
   */
  flows: FlowPage;
  /** What this gateway is and which provider it talks to. */
  gatewayInfo: GatewayInfo;
  /** Hierarchies of the store, filtered and paged (oldest first: the provider offers no sort here). */
  hierarchies: HierarchyPage;
  /** One hierarchy by id; null when there is none. */
  hierarchy?: Maybe<Hierarchy>;
  /** One node by id, whatever its hierarchy; null when there is none. */
  hierarchyNode?: Maybe<HierarchyNode>;
  /**
   * Nodes by id, whatever their hierarchies, in the order asked; ids without a node are left out. An
   * empty list answers an empty page at once, without asking the provider.
   */
  hierarchyNodesByIds: HierarchyNodePage;
  /** One job by id; null when there is none. */
  job?: Maybe<Job>;
  /** The store's jobs, newest first. The provider offers no filter on jobs. */
  jobs: JobPage;
  /** One price book by id; null when there is none. */
  priceBook?: Maybe<PriceBook>;
  /** The store's price books, filtered, sorted and paged. */
  priceBooks: PriceBookPage;
  /** One product by id; null when there is none. */
  product?: Maybe<Product>;
  /** The attributes products have: the provider's product attributes, then the templates' fields. */
  productAttributes: Array<ProductAttribute>;
  /** Products of the store, filtered, sorted and paged. */
  products: ProductPage;
  /** How to start single sign-on; needs no bearer token. */
  ssoSettings: SsoSettings;
  /** One store of the organization by id; null when there is none. */
  store?: Maybe<Store>;
  /** The store tiers the provider offers. */
  storeTiers: Array<StoreTierInfo>;
  /** The stores of the caller's organization, filtered by name and paged. */
  stores: StorePage;
  /** One variation by id; null when there is none. */
  variation?: Maybe<Variation>;
  /** Variations of the store, oldest first. */
  variations: VariationPage;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryBrandArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryBrandsArgs = {
  filter?: InputMaybe<LegacyCatalogueFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCategoriesArgs = {
  filter?: InputMaybe<LegacyCatalogueFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCollectionArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCollectionsArgs = {
  filter?: InputMaybe<LegacyCatalogueFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCurrenciesArgs = {
  filter?: InputMaybe<CurrencyFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCurrencyArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCustomRelationshipArgs = {
  slug: Scalars['String']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCustomRelationshipsArgs = {
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryFileArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryFilesArgs = {
  filter?: InputMaybe<FileFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryFlowArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryFlowEntryArgs = {
  flowSlug: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryFlowsArgs = {
  page?: InputMaybe<PageInput>;
  template?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryHierarchiesArgs = {
  filter?: InputMaybe<HierarchyFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryHierarchyArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryHierarchyNodeArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryHierarchyNodesByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryJobsArgs = {
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryPriceBookArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryPriceBooksArgs = {
  filter?: InputMaybe<PriceBookFilter>;
  page?: InputMaybe<PageInput>;
  sort?: InputMaybe<Array<PriceBookSort>>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<PageInput>;
  sort?: InputMaybe<Array<ProductSort>>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryStoreArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryStoresArgs = {
  filter?: InputMaybe<StoreFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryVariationArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryVariationsArgs = {
  page?: InputMaybe<PageInput>;
};

/** The result of renewing a session with its refresh token. */
export type RefreshSessionPayload = {
  __typename?: 'RefreshSessionPayload';
  /**
   * The new credentials, in the same password shape as sign-in returns, when the refresh token was
   * accepted. The provider rotates refresh tokens: the one sent is no longer valid afterwards.
   */
  credentials?: Maybe<PasswordCredentials>;
  /** Why the refresh failed (for example an expired or revoked refresh token); empty on success. */
  userErrors: Array<UserError>;
};

/**
 * The result of setting a new password with a reset token. Following the provider's client library,
 * a refused reset carries no message: `success` is false and `userErrors` is empty.
 */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** True when the password was changed. */
  success: Scalars['Boolean']['output'];
  /** Always empty; kept so every payload has the same shape. */
  userErrors: Array<UserError>;
};

/** The result of a sign-in attempt. */
export type SignInPayload = {
  __typename?: 'SignInPayload';
  /** The credentials, when sign-in succeeded. */
  credentials?: Maybe<PasswordCredentials>;
  /** Why sign-in failed (for example a wrong password); empty on success. */
  userErrors: Array<UserError>;
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
  name: Scalars['String']['input'];
  /** The password to sign in with (at least 8 characters). */
  password: Scalars['String']['input'];
  /** The token from the signup link that was emailed. */
  token: Scalars['String']['input'];
};

/** The result of a signup. */
export type SignUpPayload = {
  __typename?: 'SignUpPayload';
  /** The new account, when the signup succeeded. */
  seller?: Maybe<SignedUpSeller>;
  /** Why the signup failed (for example a used or expired token); empty on success. */
  userErrors: Array<UserError>;
};

/** The seller account a signup created. */
export type SignedUpSeller = {
  __typename?: 'SignedUpSeller';
  /** The email the signup link was sent to; the seller signs in with it. */
  email: Scalars['String']['output'];
  /** The seller's id. */
  id: Scalars['ID']['output'];
  /** The seller's name. */
  name: Scalars['String']['output'];
  /** The store created for the seller. */
  storeId: Scalars['ID']['output'];
};

/** Sort direction. */
export type SortDirection =
  /** Smallest first (A to Z, oldest first). */
  | 'ASC'
  /** Largest first (Z to A, newest first). */
  | 'DESC';

/** The result of putting a node's children (or a hierarchy's top-level nodes) in a new order. */
export type SortHierarchyNodeChildrenPayload = {
  __typename?: 'SortHierarchyNodeChildrenPayload';
  /** The children in their new order, when the mutation succeeded. */
  children?: Maybe<Array<HierarchyNode>>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of creating the store profile of a seller who signed in with SSO. */
export type SsoProfilePayload = {
  __typename?: 'SsoProfilePayload';
  /** The store created, when it succeeded. */
  store?: Maybe<SsoProfileStore>;
  /** Why it failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The store of an SSO profile. */
export type SsoProfileStore = {
  __typename?: 'SsoProfileStore';
  /** The store's id. */
  id: Scalars['ID']['output'];
  /** The store's name. */
  name: Scalars['String']['output'];
};

/**
 * Where and how the admin starts single sign-on (OAuth 2 authorization code with PKCE, S256). The
 * browser goes to `authorizeUrl` itself; the code comes back to the admin and is exchanged through the
 * gateway's `POST /api/sso-token`.
 */
export type SsoSettings = {
  __typename?: 'SsoSettings';
  /** The provider's authorization page (the embedded sandbox's `/oauth/authorize` by default). */
  authorizeUrl: Scalars['String']['output'];
  /** The SSO client id: always `dashboard`. */
  clientId: Scalars['String']['output'];
  /** The scope asked for: always `seller_admin`. */
  scope: Scalars['String']['output'];
};

/** A product's stock across the store (`v2/inventories`; with several locations, their sum). */
export type Stock = {
  __typename?: 'Stock';
  /** Units held for orders that are not yet shipped. */
  allocated: Scalars['Int']['output'];
  /** Units that can still be sold: total minus allocated. */
  available: Scalars['Int']['output'];
  /** The product the stock belongs to (stock is keyed by product id). */
  productId: Scalars['ID']['output'];
  /** Units in stock, allocated or not. */
  total: Scalars['Int']['output'];
};

/**
 * A store of the seller's organization (`v2/stores`, an organization-level resource): each store has
 * its own catalogue, orders and customers. The admin works in one store at a time (the store switcher).
 */
export type Store = {
  __typename?: 'Store';
  /** When the store was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The store's name. */
  name: Scalars['String']['output'];
  /** The organization owning the store (sent as the organization header in preview mode); null when unknown. */
  organizationId?: Maybe<Scalars['ID']['output']>;
  /** The store's tier (its plan and rate limit); null when the provider did not say. */
  tier?: Maybe<StoreTier>;
  /** When the store was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new store. */
export type StoreCreateInput = {
  /** The store's name. */
  name: Scalars['String']['input'];
  /** The store's tier; the provider's default (development) when left out. */
  tier?: InputMaybe<StoreTier>;
};

/** Which stores to list. */
export type StoreFilter = {
  /** Stores whose name contains this text (the provider's `like(name,"*text*")`). */
  nameContains?: InputMaybe<Scalars['String']['input']>;
};

/** A page of stores. */
export type StorePage = {
  __typename?: 'StorePage';
  /** The stores on this page. */
  items: Array<Store>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating a store. */
export type StorePayload = {
  __typename?: 'StorePayload';
  /** The store as stored, when the mutation succeeded. */
  store?: Maybe<Store>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
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

/** A store tier as the provider lists it (`v2/store-tiers`). */
export type StoreTierInfo = {
  __typename?: 'StoreTierInfo';
  /** The provider's name of the tier, for example `free-trial`. */
  name: Scalars['String']['output'];
  /** The tier. */
  tier: StoreTier;
};

/** Changes to a store; fields left out stay as they are. */
export type StoreUpdateInput = {
  /** The store's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The store's tier. */
  tier?: InputMaybe<StoreTier>;
};

/** Conditions on a text field. Several conditions on one field must all hold. */
export type TextFilter = {
  /** Exactly equal. */
  eq?: InputMaybe<Scalars['String']['input']>;
  /** Equal to one of these values. */
  in?: InputMaybe<Array<Scalars['String']['input']>>;
  /** True: the field has no value; false: it has one. */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * A pattern where `*` matches any run of characters, case-insensitive. Without any `*` the value
   * matches anywhere in the field (`shirt` means `*shirt*`).
   */
  like?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A problem with a mutation's input that the seller can fix. Mutations return these instead of
 * failing, so that a form can show each next to its field.
 */
export type UserError = {
  __typename?: 'UserError';
  /** A stable machine-readable code, for example `DUPLICATE`, `REQUIRED`, `NOT_FOUND`, `INVALID`. */
  code?: Maybe<Scalars['String']['output']>;
  /** Path to the offending input field, for example `["sku"]`; null when the error is about the whole input. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** What is wrong, in words fit to show the seller. */
  message: Scalars['String']['output'];
};

/**
 * A variation of the provider's Product Experience Manager (`pcm/variations`), such as `Size` or
 * `Colour`: a set of options that, attached to a product, lets the provider build one child product
 * per combination of options.
 */
export type Variation = {
  __typename?: 'Variation';
  /** When the variation was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name, unique in the store, for example `Size`. */
  name: Scalars['String']['output'];
  /** The options, highest sort order first, then alphabetically. */
  options: Array<VariationOption>;
  /** Orders variations in a product's variation matrix: the highest comes first. */
  sortOrder?: Maybe<Scalars['Int']['output']>;
  /** When the variation was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new variation. */
export type VariationCreateInput = {
  /** The name, unique in the store. */
  name: Scalars['String']['input'];
  /** Orders variations: the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * What a child product built with an option gets instead of its parent's value: for example
 * `NAME_APPEND` with value ` Large`, or `SKU_BUILDER` replacing `seek` (`{SIZE}`) with `set` (`L`).
 */
export type VariationModifier = {
  __typename?: 'VariationModifier';
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** For `SKU_BUILDER` and `SLUG_BUILDER`: the text of the parent's sku or slug to replace, e.g. `{SIZE}`. */
  seek?: Maybe<Scalars['String']['output']>;
  /** For `SKU_BUILDER` and `SLUG_BUILDER`: what replaces `seek`. */
  set?: Maybe<Scalars['String']['output']>;
  /** What the modifier changes and how. */
  type: VariationModifierType;
  /** The text used by every type except the builders. */
  value?: Maybe<Scalars['String']['output']>;
};

/** A modifier: `value` for most types, `seek` and `set` for the builders. */
export type VariationModifierInput = {
  /** For builders: the text to replace. */
  seek?: InputMaybe<Scalars['String']['input']>;
  /** For builders: what replaces `seek`. */
  set?: InputMaybe<Scalars['String']['input']>;
  /** What the modifier changes and how; an option has at most one modifier of each type. */
  type: VariationModifierType;
  /** The text for every type except the builders. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** The result of creating or updating a modifier. */
export type VariationModifierPayload = {
  __typename?: 'VariationModifierPayload';
  /** The modifier as stored, when the mutation succeeded. */
  modifier?: Maybe<VariationModifier>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
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

/** One option of a variation, such as `Large` for `Size`. */
export type VariationOption = {
  __typename?: 'VariationOption';
  /** A description of the option. */
  description?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** How choosing this option changes a child product's name, sku, slug and other attributes. */
  modifiers: Array<VariationModifier>;
  /** The name, unique within its variation. */
  name: Scalars['String']['output'];
  /** Orders the options of a variation: the highest comes first. */
  sortOrder?: Maybe<Scalars['Int']['output']>;
  /** The id of the variation the option belongs to. */
  variationId: Scalars['ID']['output'];
};

/** A new option. */
export type VariationOptionCreateInput = {
  /** A description of the option. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name, unique within the variation. */
  name: Scalars['String']['input'];
  /** Orders options: the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** The result of creating or updating an option. */
export type VariationOptionPayload = {
  __typename?: 'VariationOptionPayload';
  /** The option as stored, when the mutation succeeded. */
  option?: Maybe<VariationOption>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to an option; fields left out stay as they are, optional fields set to null are cleared. */
export type VariationOptionUpdateInput = {
  /** A description of the option. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name, unique within the variation. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Orders options: the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of variations. */
export type VariationPage = {
  __typename?: 'VariationPage';
  /** The variations on this page. */
  items: Array<Variation>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating a variation. */
export type VariationPayload = {
  __typename?: 'VariationPayload';
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
  /** The variation as stored, when the mutation succeeded. */
  variation?: Maybe<Variation>;
};

/** Changes to a variation; fields left out stay as they are, a sort order set to null is removed. */
export type VariationUpdateInput = {
  /** The name, unique in the store. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Orders variations: the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ApiKeySignInPayload: ResolverTypeWrapper<ApiKeySignInPayload>;
  ApiKeyToken: ResolverTypeWrapper<ApiKeyToken>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<LegacyCatalogueEntryModel>;
  BrandPage: ResolverTypeWrapper<Omit<BrandPage, 'items'> & { items: Array<ResolversTypes['Brand']> }>;
  BrandPayload: ResolverTypeWrapper<Omit<BrandPayload, 'brand'> & { brand?: Maybe<ResolversTypes['Brand']> }>;
  CatalogueEntryCreateInput: CatalogueEntryCreateInput;
  CatalogueEntryUpdateInput: CatalogueEntryUpdateInput;
  Category: ResolverTypeWrapper<CategoryModel>;
  CategoryCreateInput: CategoryCreateInput;
  CategoryPage: ResolverTypeWrapper<Omit<CategoryPage, 'items'> & { items: Array<ResolversTypes['Category']> }>;
  CategoryPayload: ResolverTypeWrapper<Omit<CategoryPayload, 'category'> & { category?: Maybe<ResolversTypes['Category']> }>;
  CategoryUpdateInput: CategoryUpdateInput;
  Collection: ResolverTypeWrapper<LegacyCatalogueEntryModel>;
  CollectionPage: ResolverTypeWrapper<Omit<CollectionPage, 'items'> & { items: Array<ResolversTypes['Collection']> }>;
  CollectionPayload: ResolverTypeWrapper<Omit<CollectionPayload, 'collection'> & { collection?: Maybe<ResolversTypes['Collection']> }>;
  CommodityType: CommodityType;
  CommodityTypeFilter: CommodityTypeFilter;
  Currency: ResolverTypeWrapper<CurrencyModel>;
  CurrencyCreateInput: CurrencyCreateInput;
  CurrencyFilter: CurrencyFilter;
  CurrencyPage: ResolverTypeWrapper<Omit<CurrencyPage, 'items'> & { items: Array<ResolversTypes['Currency']> }>;
  CurrencyPayload: ResolverTypeWrapper<Omit<CurrencyPayload, 'currency'> & { currency?: Maybe<ResolversTypes['Currency']> }>;
  CurrencyUpdateInput: CurrencyUpdateInput;
  CustomRelationship: ResolverTypeWrapper<CustomRelationshipModel>;
  CustomRelationshipCreateInput: CustomRelationshipCreateInput;
  CustomRelationshipDeletePayload: ResolverTypeWrapper<CustomRelationshipDeletePayload>;
  CustomRelationshipPage: ResolverTypeWrapper<Omit<CustomRelationshipPage, 'items'> & { items: Array<ResolversTypes['CustomRelationship']> }>;
  CustomRelationshipPayload: ResolverTypeWrapper<Omit<CustomRelationshipPayload, 'customRelationship'> & { customRelationship?: Maybe<ResolversTypes['CustomRelationship']> }>;
  CustomRelationshipUpdateInput: CustomRelationshipUpdateInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DateTimeFilter: DateTimeFilter;
  DeleteFilePayload: ResolverTypeWrapper<DeleteFilePayload>;
  DeleteFlowResourcePayload: ResolverTypeWrapper<DeleteFlowResourcePayload>;
  DeleteHierarchyNodePayload: ResolverTypeWrapper<DeleteHierarchyNodePayload>;
  DeleteHierarchyPayload: ResolverTypeWrapper<DeleteHierarchyPayload>;
  DeleteLegacyCataloguePayload: ResolverTypeWrapper<DeleteLegacyCataloguePayload>;
  DeletePriceBookPayload: ResolverTypeWrapper<DeletePriceBookPayload>;
  DeletePriceModifierPayload: ResolverTypeWrapper<DeletePriceModifierPayload>;
  DeleteProductPayload: ResolverTypeWrapper<DeleteProductPayload>;
  DeleteProductPricePayload: ResolverTypeWrapper<DeleteProductPricePayload>;
  DeleteVariationPayload: ResolverTypeWrapper<DeleteVariationPayload>;
  File: ResolverTypeWrapper<FileModel>;
  FileFilter: FileFilter;
  FileLink: ResolverTypeWrapper<FileLink>;
  FileNumberFilter: FileNumberFilter;
  FilePage: ResolverTypeWrapper<Omit<FilePage, 'items'> & { items: Array<ResolversTypes['File']> }>;
  FilePayload: ResolverTypeWrapper<Omit<FilePayload, 'file'> & { file?: Maybe<ResolversTypes['File']> }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Flow: ResolverTypeWrapper<FlowModel>;
  FlowCreateInput: FlowCreateInput;
  FlowEntry: ResolverTypeWrapper<FlowEntryModel>;
  FlowEntryPage: ResolverTypeWrapper<Omit<FlowEntryPage, 'items'> & { items: Array<ResolversTypes['FlowEntry']> }>;
  FlowEntryPayload: ResolverTypeWrapper<Omit<FlowEntryPayload, 'entry'> & { entry?: Maybe<ResolversTypes['FlowEntry']> }>;
  FlowEntryReference: ResolverTypeWrapper<FlowEntryReference>;
  FlowEntryReferenceInput: FlowEntryReferenceInput;
  FlowEntryRelationshipsPayload: ResolverTypeWrapper<FlowEntryRelationshipsPayload>;
  FlowField: ResolverTypeWrapper<FlowFieldModel>;
  FlowFieldCreateInput: FlowFieldCreateInput;
  FlowFieldPayload: ResolverTypeWrapper<Omit<FlowFieldPayload, 'field'> & { field?: Maybe<ResolversTypes['FlowField']> }>;
  FlowFieldType: FlowFieldType;
  FlowFieldUpdateInput: FlowFieldUpdateInput;
  FlowPage: ResolverTypeWrapper<Omit<FlowPage, 'items'> & { items: Array<ResolversTypes['Flow']> }>;
  FlowPayload: ResolverTypeWrapper<Omit<FlowPayload, 'flow'> & { flow?: Maybe<ResolversTypes['Flow']> }>;
  FlowUpdateInput: FlowUpdateInput;
  GatewayInfo: ResolverTypeWrapper<GatewayInfo>;
  Hierarchy: ResolverTypeWrapper<HierarchyModel>;
  HierarchyBreadcrumb: ResolverTypeWrapper<HierarchyBreadcrumb>;
  HierarchyCreateInput: HierarchyCreateInput;
  HierarchyDuplicateInput: HierarchyDuplicateInput;
  HierarchyFilter: HierarchyFilter;
  HierarchyNode: ResolverTypeWrapper<HierarchyNodeModel>;
  HierarchyNodeCreateInput: HierarchyNodeCreateInput;
  HierarchyNodePage: ResolverTypeWrapper<Omit<HierarchyNodePage, 'items'> & { items: Array<ResolversTypes['HierarchyNode']> }>;
  HierarchyNodePayload: ResolverTypeWrapper<Omit<HierarchyNodePayload, 'node'> & { node?: Maybe<ResolversTypes['HierarchyNode']> }>;
  HierarchyNodeUpdateInput: HierarchyNodeUpdateInput;
  HierarchyPage: ResolverTypeWrapper<Omit<HierarchyPage, 'items'> & { items: Array<ResolversTypes['Hierarchy']> }>;
  HierarchyPayload: ResolverTypeWrapper<Omit<HierarchyPayload, 'hierarchy'> & { hierarchy?: Maybe<ResolversTypes['Hierarchy']> }>;
  HierarchyUpdateInput: HierarchyUpdateInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdFilter: IdFilter;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Job: ResolverTypeWrapper<JobModel>;
  JobError: ResolverTypeWrapper<JobError>;
  JobErrorPage: ResolverTypeWrapper<JobErrorPage>;
  JobPage: ResolverTypeWrapper<Omit<JobPage, 'items'> & { items: Array<ResolversTypes['Job']> }>;
  JobPayload: ResolverTypeWrapper<Omit<JobPayload, 'job'> & { job?: Maybe<ResolversTypes['Job']> }>;
  JobStatus: JobStatus;
  JobType: JobType;
  LegacyCatalogueFilter: LegacyCatalogueFilter;
  LegacyCatalogueStatus: LegacyCatalogueStatus;
  LegacyCatalogueStatusFilter: LegacyCatalogueStatusFilter;
  Money: ResolverTypeWrapper<Money>;
  MoneyInput: MoneyInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageInput: PageInput;
  PasswordCredentials: ResolverTypeWrapper<PasswordCredentials>;
  PasswordResetRequestPayload: ResolverTypeWrapper<PasswordResetRequestPayload>;
  PriceBook: ResolverTypeWrapper<PriceBookModel>;
  PriceBookCreateInput: PriceBookCreateInput;
  PriceBookFilter: PriceBookFilter;
  PriceBookPage: ResolverTypeWrapper<Omit<PriceBookPage, 'items'> & { items: Array<ResolversTypes['PriceBook']> }>;
  PriceBookPayload: ResolverTypeWrapper<Omit<PriceBookPayload, 'priceBook'> & { priceBook?: Maybe<ResolversTypes['PriceBook']> }>;
  PriceBookSort: PriceBookSort;
  PriceBookSortField: PriceBookSortField;
  PriceBookUpdateInput: PriceBookUpdateInput;
  PriceModifier: ResolverTypeWrapper<PriceModifierModel>;
  PriceModifierCreateInput: PriceModifierCreateInput;
  PriceModifierPage: ResolverTypeWrapper<Omit<PriceModifierPage, 'items'> & { items: Array<ResolversTypes['PriceModifier']> }>;
  PriceModifierPayload: ResolverTypeWrapper<Omit<PriceModifierPayload, 'modifier'> & { modifier?: Maybe<ResolversTypes['PriceModifier']> }>;
  PriceModifierType: PriceModifierType;
  PriceModifierUpdateInput: PriceModifierUpdateInput;
  PriceTier: ResolverTypeWrapper<PriceTier>;
  PriceTierInput: PriceTierInput;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductAttribute: ResolverTypeWrapper<ProductAttribute>;
  ProductCreateInput: ProductCreateInput;
  ProductCustomRelationshipsPayload: ResolverTypeWrapper<Omit<ProductCustomRelationshipsPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductFilter: ProductFilter;
  ProductMainImagePayload: ResolverTypeWrapper<Omit<ProductMainImagePayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductNodesPayload: ResolverTypeWrapper<Omit<ProductNodesPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductNotRelated: ResolverTypeWrapper<ProductNotRelated>;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductPayload: ResolverTypeWrapper<Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductPrice: ResolverTypeWrapper<ProductPriceModel>;
  ProductPriceCreateInput: ProductPriceCreateInput;
  ProductPriceFilter: ProductPriceFilter;
  ProductPricePage: ResolverTypeWrapper<Omit<ProductPricePage, 'items'> & { items: Array<ResolversTypes['ProductPrice']> }>;
  ProductPricePayload: ResolverTypeWrapper<Omit<ProductPricePayload, 'price'> & { price?: Maybe<ResolversTypes['ProductPrice']> }>;
  ProductPriceUpdateInput: ProductPriceUpdateInput;
  ProductSort: ProductSort;
  ProductSortField: ProductSortField;
  ProductStatus: ProductStatus;
  ProductStatusFilter: ProductStatusFilter;
  ProductTemplate: ResolverTypeWrapper<Omit<ProductTemplate, 'entry' | 'flow'> & { entry?: Maybe<ResolversTypes['FlowEntry']>, flow: ResolversTypes['Flow'] }>;
  ProductTemplateValuesPayload: ResolverTypeWrapper<Omit<ProductTemplateValuesPayload, 'template'> & { template?: Maybe<ResolversTypes['ProductTemplate']> }>;
  ProductTemplatesPayload: ResolverTypeWrapper<Omit<ProductTemplatesPayload, 'templates'> & { templates: Array<ResolversTypes['ProductTemplate']> }>;
  ProductUpdateInput: ProductUpdateInput;
  ProductVariationChoice: ResolverTypeWrapper<ProductVariationChoice>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefreshSessionPayload: ResolverTypeWrapper<RefreshSessionPayload>;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  SignInPayload: ResolverTypeWrapper<SignInPayload>;
  SignUpCreateType: SignUpCreateType;
  SignUpInput: SignUpInput;
  SignUpPayload: ResolverTypeWrapper<SignUpPayload>;
  SignedUpSeller: ResolverTypeWrapper<SignedUpSeller>;
  SortDirection: SortDirection;
  SortHierarchyNodeChildrenPayload: ResolverTypeWrapper<Omit<SortHierarchyNodeChildrenPayload, 'children'> & { children?: Maybe<Array<ResolversTypes['HierarchyNode']>> }>;
  SsoProfilePayload: ResolverTypeWrapper<SsoProfilePayload>;
  SsoProfileStore: ResolverTypeWrapper<SsoProfileStore>;
  SsoSettings: ResolverTypeWrapper<SsoSettings>;
  Stock: ResolverTypeWrapper<StockModel>;
  Store: ResolverTypeWrapper<StoreModel>;
  StoreCreateInput: StoreCreateInput;
  StoreFilter: StoreFilter;
  StorePage: ResolverTypeWrapper<Omit<StorePage, 'items'> & { items: Array<ResolversTypes['Store']> }>;
  StorePayload: ResolverTypeWrapper<Omit<StorePayload, 'store'> & { store?: Maybe<ResolversTypes['Store']> }>;
  StoreTier: StoreTier;
  StoreTierInfo: ResolverTypeWrapper<StoreTierInfo>;
  StoreUpdateInput: StoreUpdateInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TextFilter: TextFilter;
  UserError: ResolverTypeWrapper<UserError>;
  Variation: ResolverTypeWrapper<VariationModel>;
  VariationCreateInput: VariationCreateInput;
  VariationModifier: ResolverTypeWrapper<VariationModifierModel>;
  VariationModifierInput: VariationModifierInput;
  VariationModifierPayload: ResolverTypeWrapper<Omit<VariationModifierPayload, 'modifier'> & { modifier?: Maybe<ResolversTypes['VariationModifier']> }>;
  VariationModifierType: VariationModifierType;
  VariationOption: ResolverTypeWrapper<VariationOptionModel>;
  VariationOptionCreateInput: VariationOptionCreateInput;
  VariationOptionPayload: ResolverTypeWrapper<Omit<VariationOptionPayload, 'option'> & { option?: Maybe<ResolversTypes['VariationOption']> }>;
  VariationOptionUpdateInput: VariationOptionUpdateInput;
  VariationPage: ResolverTypeWrapper<Omit<VariationPage, 'items'> & { items: Array<ResolversTypes['Variation']> }>;
  VariationPayload: ResolverTypeWrapper<Omit<VariationPayload, 'variation'> & { variation?: Maybe<ResolversTypes['Variation']> }>;
  VariationUpdateInput: VariationUpdateInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ApiKeySignInPayload: ApiKeySignInPayload;
  ApiKeyToken: ApiKeyToken;
  Boolean: Scalars['Boolean']['output'];
  Brand: LegacyCatalogueEntryModel;
  BrandPage: Omit<BrandPage, 'items'> & { items: Array<ResolversParentTypes['Brand']> };
  BrandPayload: Omit<BrandPayload, 'brand'> & { brand?: Maybe<ResolversParentTypes['Brand']> };
  CatalogueEntryCreateInput: CatalogueEntryCreateInput;
  CatalogueEntryUpdateInput: CatalogueEntryUpdateInput;
  Category: CategoryModel;
  CategoryCreateInput: CategoryCreateInput;
  CategoryPage: Omit<CategoryPage, 'items'> & { items: Array<ResolversParentTypes['Category']> };
  CategoryPayload: Omit<CategoryPayload, 'category'> & { category?: Maybe<ResolversParentTypes['Category']> };
  CategoryUpdateInput: CategoryUpdateInput;
  Collection: LegacyCatalogueEntryModel;
  CollectionPage: Omit<CollectionPage, 'items'> & { items: Array<ResolversParentTypes['Collection']> };
  CollectionPayload: Omit<CollectionPayload, 'collection'> & { collection?: Maybe<ResolversParentTypes['Collection']> };
  CommodityTypeFilter: CommodityTypeFilter;
  Currency: CurrencyModel;
  CurrencyCreateInput: CurrencyCreateInput;
  CurrencyFilter: CurrencyFilter;
  CurrencyPage: Omit<CurrencyPage, 'items'> & { items: Array<ResolversParentTypes['Currency']> };
  CurrencyPayload: Omit<CurrencyPayload, 'currency'> & { currency?: Maybe<ResolversParentTypes['Currency']> };
  CurrencyUpdateInput: CurrencyUpdateInput;
  CustomRelationship: CustomRelationshipModel;
  CustomRelationshipCreateInput: CustomRelationshipCreateInput;
  CustomRelationshipDeletePayload: CustomRelationshipDeletePayload;
  CustomRelationshipPage: Omit<CustomRelationshipPage, 'items'> & { items: Array<ResolversParentTypes['CustomRelationship']> };
  CustomRelationshipPayload: Omit<CustomRelationshipPayload, 'customRelationship'> & { customRelationship?: Maybe<ResolversParentTypes['CustomRelationship']> };
  CustomRelationshipUpdateInput: CustomRelationshipUpdateInput;
  DateTime: Scalars['DateTime']['output'];
  DateTimeFilter: DateTimeFilter;
  DeleteFilePayload: DeleteFilePayload;
  DeleteFlowResourcePayload: DeleteFlowResourcePayload;
  DeleteHierarchyNodePayload: DeleteHierarchyNodePayload;
  DeleteHierarchyPayload: DeleteHierarchyPayload;
  DeleteLegacyCataloguePayload: DeleteLegacyCataloguePayload;
  DeletePriceBookPayload: DeletePriceBookPayload;
  DeletePriceModifierPayload: DeletePriceModifierPayload;
  DeleteProductPayload: DeleteProductPayload;
  DeleteProductPricePayload: DeleteProductPricePayload;
  DeleteVariationPayload: DeleteVariationPayload;
  File: FileModel;
  FileFilter: FileFilter;
  FileLink: FileLink;
  FileNumberFilter: FileNumberFilter;
  FilePage: Omit<FilePage, 'items'> & { items: Array<ResolversParentTypes['File']> };
  FilePayload: Omit<FilePayload, 'file'> & { file?: Maybe<ResolversParentTypes['File']> };
  Float: Scalars['Float']['output'];
  Flow: FlowModel;
  FlowCreateInput: FlowCreateInput;
  FlowEntry: FlowEntryModel;
  FlowEntryPage: Omit<FlowEntryPage, 'items'> & { items: Array<ResolversParentTypes['FlowEntry']> };
  FlowEntryPayload: Omit<FlowEntryPayload, 'entry'> & { entry?: Maybe<ResolversParentTypes['FlowEntry']> };
  FlowEntryReference: FlowEntryReference;
  FlowEntryReferenceInput: FlowEntryReferenceInput;
  FlowEntryRelationshipsPayload: FlowEntryRelationshipsPayload;
  FlowField: FlowFieldModel;
  FlowFieldCreateInput: FlowFieldCreateInput;
  FlowFieldPayload: Omit<FlowFieldPayload, 'field'> & { field?: Maybe<ResolversParentTypes['FlowField']> };
  FlowFieldUpdateInput: FlowFieldUpdateInput;
  FlowPage: Omit<FlowPage, 'items'> & { items: Array<ResolversParentTypes['Flow']> };
  FlowPayload: Omit<FlowPayload, 'flow'> & { flow?: Maybe<ResolversParentTypes['Flow']> };
  FlowUpdateInput: FlowUpdateInput;
  GatewayInfo: GatewayInfo;
  Hierarchy: HierarchyModel;
  HierarchyBreadcrumb: HierarchyBreadcrumb;
  HierarchyCreateInput: HierarchyCreateInput;
  HierarchyDuplicateInput: HierarchyDuplicateInput;
  HierarchyFilter: HierarchyFilter;
  HierarchyNode: HierarchyNodeModel;
  HierarchyNodeCreateInput: HierarchyNodeCreateInput;
  HierarchyNodePage: Omit<HierarchyNodePage, 'items'> & { items: Array<ResolversParentTypes['HierarchyNode']> };
  HierarchyNodePayload: Omit<HierarchyNodePayload, 'node'> & { node?: Maybe<ResolversParentTypes['HierarchyNode']> };
  HierarchyNodeUpdateInput: HierarchyNodeUpdateInput;
  HierarchyPage: Omit<HierarchyPage, 'items'> & { items: Array<ResolversParentTypes['Hierarchy']> };
  HierarchyPayload: Omit<HierarchyPayload, 'hierarchy'> & { hierarchy?: Maybe<ResolversParentTypes['Hierarchy']> };
  HierarchyUpdateInput: HierarchyUpdateInput;
  ID: Scalars['ID']['output'];
  IdFilter: IdFilter;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Job: JobModel;
  JobError: JobError;
  JobErrorPage: JobErrorPage;
  JobPage: Omit<JobPage, 'items'> & { items: Array<ResolversParentTypes['Job']> };
  JobPayload: Omit<JobPayload, 'job'> & { job?: Maybe<ResolversParentTypes['Job']> };
  LegacyCatalogueFilter: LegacyCatalogueFilter;
  LegacyCatalogueStatusFilter: LegacyCatalogueStatusFilter;
  Money: Money;
  MoneyInput: MoneyInput;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  PageInput: PageInput;
  PasswordCredentials: PasswordCredentials;
  PasswordResetRequestPayload: PasswordResetRequestPayload;
  PriceBook: PriceBookModel;
  PriceBookCreateInput: PriceBookCreateInput;
  PriceBookFilter: PriceBookFilter;
  PriceBookPage: Omit<PriceBookPage, 'items'> & { items: Array<ResolversParentTypes['PriceBook']> };
  PriceBookPayload: Omit<PriceBookPayload, 'priceBook'> & { priceBook?: Maybe<ResolversParentTypes['PriceBook']> };
  PriceBookSort: PriceBookSort;
  PriceBookUpdateInput: PriceBookUpdateInput;
  PriceModifier: PriceModifierModel;
  PriceModifierCreateInput: PriceModifierCreateInput;
  PriceModifierPage: Omit<PriceModifierPage, 'items'> & { items: Array<ResolversParentTypes['PriceModifier']> };
  PriceModifierPayload: Omit<PriceModifierPayload, 'modifier'> & { modifier?: Maybe<ResolversParentTypes['PriceModifier']> };
  PriceModifierUpdateInput: PriceModifierUpdateInput;
  PriceTier: PriceTier;
  PriceTierInput: PriceTierInput;
  Product: ProductModel;
  ProductAttribute: ProductAttribute;
  ProductCreateInput: ProductCreateInput;
  ProductCustomRelationshipsPayload: Omit<ProductCustomRelationshipsPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductFilter: ProductFilter;
  ProductMainImagePayload: Omit<ProductMainImagePayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductNodesPayload: Omit<ProductNodesPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductNotRelated: ProductNotRelated;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductPayload: Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductPrice: ProductPriceModel;
  ProductPriceCreateInput: ProductPriceCreateInput;
  ProductPriceFilter: ProductPriceFilter;
  ProductPricePage: Omit<ProductPricePage, 'items'> & { items: Array<ResolversParentTypes['ProductPrice']> };
  ProductPricePayload: Omit<ProductPricePayload, 'price'> & { price?: Maybe<ResolversParentTypes['ProductPrice']> };
  ProductPriceUpdateInput: ProductPriceUpdateInput;
  ProductSort: ProductSort;
  ProductStatusFilter: ProductStatusFilter;
  ProductTemplate: Omit<ProductTemplate, 'entry' | 'flow'> & { entry?: Maybe<ResolversParentTypes['FlowEntry']>, flow: ResolversParentTypes['Flow'] };
  ProductTemplateValuesPayload: Omit<ProductTemplateValuesPayload, 'template'> & { template?: Maybe<ResolversParentTypes['ProductTemplate']> };
  ProductTemplatesPayload: Omit<ProductTemplatesPayload, 'templates'> & { templates: Array<ResolversParentTypes['ProductTemplate']> };
  ProductUpdateInput: ProductUpdateInput;
  ProductVariationChoice: ProductVariationChoice;
  Query: Record<PropertyKey, never>;
  RefreshSessionPayload: RefreshSessionPayload;
  ResetPasswordPayload: ResetPasswordPayload;
  SignInPayload: SignInPayload;
  SignUpInput: SignUpInput;
  SignUpPayload: SignUpPayload;
  SignedUpSeller: SignedUpSeller;
  SortHierarchyNodeChildrenPayload: Omit<SortHierarchyNodeChildrenPayload, 'children'> & { children?: Maybe<Array<ResolversParentTypes['HierarchyNode']>> };
  SsoProfilePayload: SsoProfilePayload;
  SsoProfileStore: SsoProfileStore;
  SsoSettings: SsoSettings;
  Stock: StockModel;
  Store: StoreModel;
  StoreCreateInput: StoreCreateInput;
  StoreFilter: StoreFilter;
  StorePage: Omit<StorePage, 'items'> & { items: Array<ResolversParentTypes['Store']> };
  StorePayload: Omit<StorePayload, 'store'> & { store?: Maybe<ResolversParentTypes['Store']> };
  StoreTierInfo: StoreTierInfo;
  StoreUpdateInput: StoreUpdateInput;
  String: Scalars['String']['output'];
  TextFilter: TextFilter;
  UserError: UserError;
  Variation: VariationModel;
  VariationCreateInput: VariationCreateInput;
  VariationModifier: VariationModifierModel;
  VariationModifierInput: VariationModifierInput;
  VariationModifierPayload: Omit<VariationModifierPayload, 'modifier'> & { modifier?: Maybe<ResolversParentTypes['VariationModifier']> };
  VariationOption: VariationOptionModel;
  VariationOptionCreateInput: VariationOptionCreateInput;
  VariationOptionPayload: Omit<VariationOptionPayload, 'option'> & { option?: Maybe<ResolversParentTypes['VariationOption']> };
  VariationOptionUpdateInput: VariationOptionUpdateInput;
  VariationPage: Omit<VariationPage, 'items'> & { items: Array<ResolversParentTypes['Variation']> };
  VariationPayload: Omit<VariationPayload, 'variation'> & { variation?: Maybe<ResolversParentTypes['Variation']> };
  VariationUpdateInput: VariationUpdateInput;
}>;

export type ApiKeySignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKeySignInPayload'] = ResolversParentTypes['ApiKeySignInPayload']> = ResolversObject<{
  token?: Resolver<Maybe<ResolversTypes['ApiKeyToken']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ApiKeyTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKeyToken'] = ResolversParentTypes['ApiKeyToken']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LegacyCatalogueStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type BrandPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandPage'] = ResolversParentTypes['BrandPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type BrandPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandPayload'] = ResolversParentTypes['BrandPayload']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LegacyCatalogueStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CategoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryPage'] = ResolversParentTypes['CategoryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CategoryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryPayload'] = ResolversParentTypes['CategoryPayload']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CollectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Collection'] = ResolversParentTypes['Collection']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LegacyCatalogueStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CollectionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CollectionPage'] = ResolversParentTypes['CollectionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CollectionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CollectionPayload'] = ResolversParentTypes['CollectionPayload']> = ResolversObject<{
  collection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CurrencyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decimalPlaces?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decimalPoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thousandSeparator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CurrencyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrencyPage'] = ResolversParentTypes['CurrencyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CurrencyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrencyPayload'] = ResolversParentTypes['CurrencyPayload']> = ResolversObject<{
  currency?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CustomRelationshipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomRelationship'] = ResolversParentTypes['CustomRelationship']> = ResolversObject<{
  biDirectional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CustomRelationshipDeletePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomRelationshipDeletePayload'] = ResolversParentTypes['CustomRelationshipDeletePayload']> = ResolversObject<{
  deletedSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CustomRelationshipPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomRelationshipPage'] = ResolversParentTypes['CustomRelationshipPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CustomRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CustomRelationshipPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomRelationshipPayload'] = ResolversParentTypes['CustomRelationshipPayload']> = ResolversObject<{
  customRelationship?: Resolver<Maybe<ResolversTypes['CustomRelationship']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteFilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteFilePayload'] = ResolversParentTypes['DeleteFilePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteFlowResourcePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteFlowResourcePayload'] = ResolversParentTypes['DeleteFlowResourcePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteHierarchyNodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteHierarchyNodePayload'] = ResolversParentTypes['DeleteHierarchyNodePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteHierarchyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteHierarchyPayload'] = ResolversParentTypes['DeleteHierarchyPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteLegacyCataloguePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteLegacyCataloguePayload'] = ResolversParentTypes['DeleteLegacyCataloguePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeletePriceBookPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletePriceBookPayload'] = ResolversParentTypes['DeletePriceBookPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeletePriceModifierPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletePriceModifierPayload'] = ResolversParentTypes['DeletePriceModifierPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteProductPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteProductPayload'] = ResolversParentTypes['DeleteProductPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteProductPricePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteProductPricePayload'] = ResolversParentTypes['DeleteProductPricePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteVariationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteVariationPayload'] = ResolversParentTypes['DeleteVariationPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type FileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['File'] = ResolversParentTypes['File']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['FileLink'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  public?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type FileLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FileLink'] = ResolversParentTypes['FileLink']> = ResolversObject<{
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FilePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FilePage'] = ResolversParentTypes['FilePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['File']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type FilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FilePayload'] = ResolversParentTypes['FilePayload']> = ResolversObject<{
  file?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type FlowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Flow'] = ResolversParentTypes['Flow']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['FlowEntryPage'], ParentType, ContextType, Partial<FlowEntriesArgs>>;
  fields?: Resolver<Array<ResolversTypes['FlowField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type FlowEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowEntry'] = ResolversParentTypes['FlowEntry']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type FlowEntryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowEntryPage'] = ResolversParentTypes['FlowEntryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['FlowEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type FlowEntryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowEntryPayload'] = ResolversParentTypes['FlowEntryPayload']> = ResolversObject<{
  entry?: Resolver<Maybe<ResolversTypes['FlowEntry']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type FlowEntryReferenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowEntryReference'] = ResolversParentTypes['FlowEntryReference']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FlowEntryRelationshipsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowEntryRelationshipsPayload'] = ResolversParentTypes['FlowEntryRelationshipsPayload']> = ResolversObject<{
  references?: Resolver<Maybe<Array<ResolversTypes['FlowEntryReference']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type FlowFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowField'] = ResolversParentTypes['FlowField']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fieldType?: Resolver<ResolversTypes['FlowFieldType'], ParentType, ContextType>;
  flowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validationRules?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type FlowFieldPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowFieldPayload'] = ResolversParentTypes['FlowFieldPayload']> = ResolversObject<{
  field?: Resolver<Maybe<ResolversTypes['FlowField']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type FlowPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowPage'] = ResolversParentTypes['FlowPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Flow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type FlowPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowPayload'] = ResolversParentTypes['FlowPayload']> = ResolversObject<{
  flow?: Resolver<Maybe<ResolversTypes['Flow']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type GatewayInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GatewayInfo'] = ResolversParentTypes['GatewayInfo']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerHost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sandbox?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HierarchyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Hierarchy'] = ResolversParentTypes['Hierarchy']> = ResolversObject<{
  children?: Resolver<ResolversTypes['HierarchyNodePage'], ParentType, ContextType, Partial<HierarchyChildrenArgs>>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodes?: Resolver<ResolversTypes['HierarchyNodePage'], ParentType, ContextType, Partial<HierarchyNodesArgs>>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type HierarchyBreadcrumbResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HierarchyBreadcrumb'] = ResolversParentTypes['HierarchyBreadcrumb']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type HierarchyNodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HierarchyNode'] = ResolversParentTypes['HierarchyNode']> = ResolversObject<{
  breadcrumbs?: Resolver<Array<ResolversTypes['HierarchyBreadcrumb']>, ParentType, ContextType>;
  children?: Resolver<ResolversTypes['HierarchyNodePage'], ParentType, ContextType, Partial<HierarchyNodeChildrenArgs>>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hierarchy?: Resolver<Maybe<ResolversTypes['Hierarchy']>, ParentType, ContextType>;
  hierarchyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['HierarchyNode']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<HierarchyNodeProductsArgs>>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type HierarchyNodePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HierarchyNodePage'] = ResolversParentTypes['HierarchyNodePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['HierarchyNode']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type HierarchyNodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HierarchyNodePayload'] = ResolversParentTypes['HierarchyNodePayload']> = ResolversObject<{
  node?: Resolver<Maybe<ResolversTypes['HierarchyNode']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type HierarchyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HierarchyPage'] = ResolversParentTypes['HierarchyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Hierarchy']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type HierarchyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HierarchyPayload'] = ResolversParentTypes['HierarchyPayload']> = ResolversObject<{
  hierarchy?: Resolver<Maybe<ResolversTypes['Hierarchy']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type JobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = ResolversObject<{
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  copiedFromHierarchyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['JobErrorPage'], ParentType, ContextType, Partial<JobErrorsArgs>>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hierarchyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobType?: Resolver<ResolversTypes['JobType'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobStatus'], ParentType, ContextType>;
}>;

export type JobErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobError'] = ResolversParentTypes['JobError']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type JobErrorPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobErrorPage'] = ResolversParentTypes['JobErrorPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['JobError']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type JobPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobPage'] = ResolversParentTypes['JobPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type JobPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobPayload'] = ResolversParentTypes['JobPayload']> = ResolversObject<{
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  includesTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['PriceTier']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  attachCustomRelationships?: Resolver<ResolversTypes['ProductCustomRelationshipsPayload'], ParentType, ContextType, RequireFields<MutationAttachCustomRelationshipsArgs, 'productId' | 'slugs'>>;
  attachProductNodes?: Resolver<ResolversTypes['ProductNodesPayload'], ParentType, ContextType, RequireFields<MutationAttachProductNodesArgs, 'nodeIds' | 'productId'>>;
  attachProductTemplates?: Resolver<ResolversTypes['ProductTemplatesPayload'], ParentType, ContextType, RequireFields<MutationAttachProductTemplatesArgs, 'flowIds' | 'productId'>>;
  attachProductsToHierarchyNode?: Resolver<ResolversTypes['HierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationAttachProductsToHierarchyNodeArgs, 'hierarchyId' | 'id' | 'productIds'>>;
  attachVariations?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationAttachVariationsArgs, 'productId' | 'variationIds'>>;
  buildChildProducts?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationBuildChildProductsArgs, 'productId'>>;
  createBrand?: Resolver<ResolversTypes['BrandPayload'], ParentType, ContextType, RequireFields<MutationCreateBrandArgs, 'input'>>;
  createCategory?: Resolver<ResolversTypes['CategoryPayload'], ParentType, ContextType, RequireFields<MutationCreateCategoryArgs, 'input'>>;
  createCollection?: Resolver<ResolversTypes['CollectionPayload'], ParentType, ContextType, RequireFields<MutationCreateCollectionArgs, 'input'>>;
  createCurrency?: Resolver<ResolversTypes['CurrencyPayload'], ParentType, ContextType, RequireFields<MutationCreateCurrencyArgs, 'input'>>;
  createCustomRelationship?: Resolver<ResolversTypes['CustomRelationshipPayload'], ParentType, ContextType, RequireFields<MutationCreateCustomRelationshipArgs, 'input'>>;
  createFlow?: Resolver<ResolversTypes['FlowPayload'], ParentType, ContextType, RequireFields<MutationCreateFlowArgs, 'input'>>;
  createFlowEntry?: Resolver<ResolversTypes['FlowEntryPayload'], ParentType, ContextType, RequireFields<MutationCreateFlowEntryArgs, 'flowSlug' | 'values'>>;
  createFlowField?: Resolver<ResolversTypes['FlowFieldPayload'], ParentType, ContextType, RequireFields<MutationCreateFlowFieldArgs, 'input'>>;
  createHierarchy?: Resolver<ResolversTypes['HierarchyPayload'], ParentType, ContextType, RequireFields<MutationCreateHierarchyArgs, 'input'>>;
  createHierarchyNode?: Resolver<ResolversTypes['HierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationCreateHierarchyNodeArgs, 'hierarchyId' | 'input'>>;
  createPriceBook?: Resolver<ResolversTypes['PriceBookPayload'], ParentType, ContextType, RequireFields<MutationCreatePriceBookArgs, 'input'>>;
  createPriceModifier?: Resolver<ResolversTypes['PriceModifierPayload'], ParentType, ContextType, RequireFields<MutationCreatePriceModifierArgs, 'input' | 'priceBookId'>>;
  createProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createProductPrice?: Resolver<ResolversTypes['ProductPricePayload'], ParentType, ContextType, RequireFields<MutationCreateProductPriceArgs, 'input' | 'priceBookId'>>;
  createSsoProfile?: Resolver<ResolversTypes['SsoProfilePayload'], ParentType, ContextType, RequireFields<MutationCreateSsoProfileArgs, 'storeName'>>;
  createStore?: Resolver<ResolversTypes['StorePayload'], ParentType, ContextType, RequireFields<MutationCreateStoreArgs, 'input'>>;
  createVariation?: Resolver<ResolversTypes['VariationPayload'], ParentType, ContextType, RequireFields<MutationCreateVariationArgs, 'input'>>;
  createVariationModifier?: Resolver<ResolversTypes['VariationModifierPayload'], ParentType, ContextType, RequireFields<MutationCreateVariationModifierArgs, 'input' | 'optionId' | 'variationId'>>;
  createVariationOption?: Resolver<ResolversTypes['VariationOptionPayload'], ParentType, ContextType, RequireFields<MutationCreateVariationOptionArgs, 'input' | 'variationId'>>;
  deleteBrand?: Resolver<ResolversTypes['DeleteLegacyCataloguePayload'], ParentType, ContextType, RequireFields<MutationDeleteBrandArgs, 'id'>>;
  deleteCategory?: Resolver<ResolversTypes['DeleteLegacyCataloguePayload'], ParentType, ContextType, RequireFields<MutationDeleteCategoryArgs, 'id'>>;
  deleteCollection?: Resolver<ResolversTypes['DeleteLegacyCataloguePayload'], ParentType, ContextType, RequireFields<MutationDeleteCollectionArgs, 'id'>>;
  deleteCurrency?: Resolver<ResolversTypes['DeleteLegacyCataloguePayload'], ParentType, ContextType, RequireFields<MutationDeleteCurrencyArgs, 'id'>>;
  deleteCustomRelationship?: Resolver<ResolversTypes['CustomRelationshipDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteCustomRelationshipArgs, 'slug'>>;
  deleteFile?: Resolver<ResolversTypes['DeleteFilePayload'], ParentType, ContextType, RequireFields<MutationDeleteFileArgs, 'id'>>;
  deleteFlow?: Resolver<ResolversTypes['DeleteFlowResourcePayload'], ParentType, ContextType, RequireFields<MutationDeleteFlowArgs, 'id'>>;
  deleteFlowEntry?: Resolver<ResolversTypes['DeleteFlowResourcePayload'], ParentType, ContextType, RequireFields<MutationDeleteFlowEntryArgs, 'flowSlug' | 'id'>>;
  deleteFlowField?: Resolver<ResolversTypes['DeleteFlowResourcePayload'], ParentType, ContextType, RequireFields<MutationDeleteFlowFieldArgs, 'id'>>;
  deleteHierarchy?: Resolver<ResolversTypes['DeleteHierarchyPayload'], ParentType, ContextType, RequireFields<MutationDeleteHierarchyArgs, 'id'>>;
  deleteHierarchyNode?: Resolver<ResolversTypes['DeleteHierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationDeleteHierarchyNodeArgs, 'hierarchyId' | 'id'>>;
  deletePriceBook?: Resolver<ResolversTypes['DeletePriceBookPayload'], ParentType, ContextType, RequireFields<MutationDeletePriceBookArgs, 'id'>>;
  deletePriceModifier?: Resolver<ResolversTypes['DeletePriceModifierPayload'], ParentType, ContextType, RequireFields<MutationDeletePriceModifierArgs, 'id' | 'priceBookId'>>;
  deleteProduct?: Resolver<ResolversTypes['DeleteProductPayload'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deleteProductPrice?: Resolver<ResolversTypes['DeleteProductPricePayload'], ParentType, ContextType, RequireFields<MutationDeleteProductPriceArgs, 'id' | 'priceBookId'>>;
  deleteVariation?: Resolver<ResolversTypes['DeleteVariationPayload'], ParentType, ContextType, RequireFields<MutationDeleteVariationArgs, 'id'>>;
  deleteVariationModifier?: Resolver<ResolversTypes['DeleteVariationPayload'], ParentType, ContextType, RequireFields<MutationDeleteVariationModifierArgs, 'id' | 'optionId' | 'variationId'>>;
  deleteVariationOption?: Resolver<ResolversTypes['DeleteVariationPayload'], ParentType, ContextType, RequireFields<MutationDeleteVariationOptionArgs, 'id' | 'variationId'>>;
  detachCustomRelationships?: Resolver<ResolversTypes['ProductCustomRelationshipsPayload'], ParentType, ContextType, RequireFields<MutationDetachCustomRelationshipsArgs, 'productId' | 'slugs'>>;
  detachProductNodes?: Resolver<ResolversTypes['ProductNodesPayload'], ParentType, ContextType, RequireFields<MutationDetachProductNodesArgs, 'nodeIds' | 'productId'>>;
  detachProductTemplates?: Resolver<ResolversTypes['ProductTemplatesPayload'], ParentType, ContextType, RequireFields<MutationDetachProductTemplatesArgs, 'flowIds' | 'productId'>>;
  detachProductsFromHierarchyNode?: Resolver<ResolversTypes['HierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationDetachProductsFromHierarchyNodeArgs, 'hierarchyId' | 'id' | 'productIds'>>;
  detachVariations?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationDetachVariationsArgs, 'productId' | 'variationIds'>>;
  duplicateHierarchy?: Resolver<ResolversTypes['JobPayload'], ParentType, ContextType, RequireFields<MutationDuplicateHierarchyArgs, 'id'>>;
  exportProducts?: Resolver<ResolversTypes['JobPayload'], ParentType, ContextType, Partial<MutationExportProductsArgs>>;
  importPriceBooks?: Resolver<ResolversTypes['JobPayload'], ParentType, ContextType, RequireFields<MutationImportPriceBooksArgs, 'jsonl'>>;
  importProducts?: Resolver<ResolversTypes['JobPayload'], ParentType, ContextType, RequireFields<MutationImportProductsArgs, 'csv'>>;
  moveHierarchyNode?: Resolver<ResolversTypes['HierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationMoveHierarchyNodeArgs, 'hierarchyId' | 'id'>>;
  refreshSession?: Resolver<ResolversTypes['RefreshSessionPayload'], ParentType, ContextType, RequireFields<MutationRefreshSessionArgs, 'refreshToken'>>;
  relateProducts?: Resolver<ResolversTypes['ProductCustomRelationshipsPayload'], ParentType, ContextType, RequireFields<MutationRelateProductsArgs, 'productId' | 'relatedProductIds' | 'slug'>>;
  removeFlowEntryRelationships?: Resolver<ResolversTypes['FlowEntryRelationshipsPayload'], ParentType, ContextType, RequireFields<MutationRemoveFlowEntryRelationshipsArgs, 'entryId' | 'fieldSlug' | 'flowSlug' | 'references'>>;
  removeProductMainImage?: Resolver<ResolversTypes['ProductMainImagePayload'], ParentType, ContextType, RequireFields<MutationRemoveProductMainImageArgs, 'productId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['PasswordResetRequestPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  saveProductTemplateValues?: Resolver<ResolversTypes['ProductTemplateValuesPayload'], ParentType, ContextType, RequireFields<MutationSaveProductTemplateValuesArgs, 'flowId' | 'productId' | 'values'>>;
  setFlowEntryRelationships?: Resolver<ResolversTypes['FlowEntryRelationshipsPayload'], ParentType, ContextType, RequireFields<MutationSetFlowEntryRelationshipsArgs, 'entryId' | 'fieldSlug' | 'flowSlug' | 'references'>>;
  setProductMainImage?: Resolver<ResolversTypes['ProductMainImagePayload'], ParentType, ContextType, RequireFields<MutationSetProductMainImageArgs, 'fileId' | 'productId'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'password' | 'username'>>;
  signInWithApiKey?: Resolver<ResolversTypes['ApiKeySignInPayload'], ParentType, ContextType, RequireFields<MutationSignInWithApiKeyArgs, 'clientId' | 'clientSecret'>>;
  signUp?: Resolver<ResolversTypes['SignUpPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  sortHierarchyNodeChildren?: Resolver<ResolversTypes['SortHierarchyNodeChildrenPayload'], ParentType, ContextType, RequireFields<MutationSortHierarchyNodeChildrenArgs, 'childIds' | 'hierarchyId'>>;
  unrelateProducts?: Resolver<ResolversTypes['ProductCustomRelationshipsPayload'], ParentType, ContextType, RequireFields<MutationUnrelateProductsArgs, 'productId' | 'relatedProductIds' | 'slug'>>;
  updateBrand?: Resolver<ResolversTypes['BrandPayload'], ParentType, ContextType, RequireFields<MutationUpdateBrandArgs, 'id' | 'input'>>;
  updateCategory?: Resolver<ResolversTypes['CategoryPayload'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'id' | 'input'>>;
  updateCollection?: Resolver<ResolversTypes['CollectionPayload'], ParentType, ContextType, RequireFields<MutationUpdateCollectionArgs, 'id' | 'input'>>;
  updateCurrency?: Resolver<ResolversTypes['CurrencyPayload'], ParentType, ContextType, RequireFields<MutationUpdateCurrencyArgs, 'id' | 'input'>>;
  updateCustomRelationship?: Resolver<ResolversTypes['CustomRelationshipPayload'], ParentType, ContextType, RequireFields<MutationUpdateCustomRelationshipArgs, 'input' | 'slug'>>;
  updateFlow?: Resolver<ResolversTypes['FlowPayload'], ParentType, ContextType, RequireFields<MutationUpdateFlowArgs, 'id' | 'input'>>;
  updateFlowEntry?: Resolver<ResolversTypes['FlowEntryPayload'], ParentType, ContextType, RequireFields<MutationUpdateFlowEntryArgs, 'flowSlug' | 'id' | 'values'>>;
  updateFlowField?: Resolver<ResolversTypes['FlowFieldPayload'], ParentType, ContextType, RequireFields<MutationUpdateFlowFieldArgs, 'id' | 'input'>>;
  updateHierarchy?: Resolver<ResolversTypes['HierarchyPayload'], ParentType, ContextType, RequireFields<MutationUpdateHierarchyArgs, 'id' | 'input'>>;
  updateHierarchyNode?: Resolver<ResolversTypes['HierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationUpdateHierarchyNodeArgs, 'hierarchyId' | 'id' | 'input'>>;
  updatePriceBook?: Resolver<ResolversTypes['PriceBookPayload'], ParentType, ContextType, RequireFields<MutationUpdatePriceBookArgs, 'id' | 'input'>>;
  updatePriceModifier?: Resolver<ResolversTypes['PriceModifierPayload'], ParentType, ContextType, RequireFields<MutationUpdatePriceModifierArgs, 'id' | 'input' | 'priceBookId'>>;
  updateProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateProductPrice?: Resolver<ResolversTypes['ProductPricePayload'], ParentType, ContextType, RequireFields<MutationUpdateProductPriceArgs, 'id' | 'input' | 'priceBookId'>>;
  updateStore?: Resolver<ResolversTypes['StorePayload'], ParentType, ContextType, RequireFields<MutationUpdateStoreArgs, 'id' | 'input'>>;
  updateVariation?: Resolver<ResolversTypes['VariationPayload'], ParentType, ContextType, RequireFields<MutationUpdateVariationArgs, 'id' | 'input'>>;
  updateVariationModifier?: Resolver<ResolversTypes['VariationModifierPayload'], ParentType, ContextType, RequireFields<MutationUpdateVariationModifierArgs, 'id' | 'input' | 'optionId' | 'variationId'>>;
  updateVariationOption?: Resolver<ResolversTypes['VariationOptionPayload'], ParentType, ContextType, RequireFields<MutationUpdateVariationOptionArgs, 'id' | 'input' | 'variationId'>>;
  uploadFileFromUrl?: Resolver<ResolversTypes['FilePayload'], ParentType, ContextType, RequireFields<MutationUploadFileFromUrlArgs, 'fileLocation'>>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PasswordCredentialsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordCredentials'] = ResolversParentTypes['PasswordCredentials']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PasswordResetRequestPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetRequestPayload'] = ResolversParentTypes['PasswordResetRequestPayload']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PriceBookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceBook'] = ResolversParentTypes['PriceBook']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifiers?: Resolver<ResolversTypes['PriceModifierPage'], ParentType, ContextType, Partial<PriceBookModifiersArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['ProductPricePage'], ParentType, ContextType, Partial<PriceBookPricesArgs>>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PriceBookPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceBookPage'] = ResolversParentTypes['PriceBookPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['PriceBook']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type PriceBookPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceBookPayload'] = ResolversParentTypes['PriceBookPayload']> = ResolversObject<{
  priceBook?: Resolver<Maybe<ResolversTypes['PriceBook']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PriceModifierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceModifier'] = ResolversParentTypes['PriceModifier']> = ResolversObject<{
  amounts?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifierType?: Resolver<ResolversTypes['PriceModifierType'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceBookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PriceModifierPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceModifierPage'] = ResolversParentTypes['PriceModifierPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['PriceModifier']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type PriceModifierPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceModifierPayload'] = ResolversParentTypes['PriceModifierPayload']> = ResolversObject<{
  modifier?: Resolver<Maybe<ResolversTypes['PriceModifier']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PriceTierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceTier'] = ResolversParentTypes['PriceTier']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  children?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<ProductChildrenArgs>>;
  commodityType?: Resolver<ResolversTypes['CommodityType'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  customRelationships?: Resolver<Array<ResolversTypes['CustomRelationship']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mainImage?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  mpn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodes?: Resolver<ResolversTypes['HierarchyNodePage'], ParentType, ContextType, Partial<ProductNodesArgs>>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  productTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  relatedProducts?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<ProductRelatedProductsArgs, 'slug'>>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['Stock']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  templates?: Resolver<Array<ResolversTypes['ProductTemplate']>, ParentType, ContextType>;
  upcEan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  variationChoices?: Resolver<Array<ResolversTypes['ProductVariationChoice']>, ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
}>;

export type ProductAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductAttribute'] = ResolversParentTypes['ProductAttribute']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductCustomRelationshipsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCustomRelationshipsPayload'] = ResolversParentTypes['ProductCustomRelationshipsPayload']> = ResolversObject<{
  notRelated?: Resolver<Array<ResolversTypes['ProductNotRelated']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ProductMainImagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductMainImagePayload'] = ResolversParentTypes['ProductMainImagePayload']> = ResolversObject<{
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ProductNodesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductNodesPayload'] = ResolversParentTypes['ProductNodesPayload']> = ResolversObject<{
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ProductNotRelatedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductNotRelated'] = ResolversParentTypes['ProductNotRelated']> = ResolversObject<{
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ProductPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPayload'] = ResolversParentTypes['ProductPayload']> = ResolversObject<{
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ProductPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = ResolversObject<{
  amounts?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priceBook?: Resolver<Maybe<ResolversTypes['PriceBook']>, ParentType, ContextType>;
  priceBookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type ProductPricePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPricePage'] = ResolversParentTypes['ProductPricePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ProductPricePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPricePayload'] = ResolversParentTypes['ProductPricePayload']> = ResolversObject<{
  price?: Resolver<Maybe<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ProductTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductTemplate'] = ResolversParentTypes['ProductTemplate']> = ResolversObject<{
  entry?: Resolver<Maybe<ResolversTypes['FlowEntry']>, ParentType, ContextType>;
  flow?: Resolver<ResolversTypes['Flow'], ParentType, ContextType>;
  values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type ProductTemplateValuesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductTemplateValuesPayload'] = ResolversParentTypes['ProductTemplateValuesPayload']> = ResolversObject<{
  template?: Resolver<Maybe<ResolversTypes['ProductTemplate']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ProductTemplatesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductTemplatesPayload'] = ResolversParentTypes['ProductTemplatesPayload']> = ResolversObject<{
  templates?: Resolver<Array<ResolversTypes['ProductTemplate']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ProductVariationChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductVariationChoice'] = ResolversParentTypes['ProductVariationChoice']> = ResolversObject<{
  optionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  optionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  variationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'id'>>;
  brands?: Resolver<ResolversTypes['BrandPage'], ParentType, ContextType, Partial<QueryBrandsArgs>>;
  categories?: Resolver<ResolversTypes['CategoryPage'], ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  categoryTree?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType, RequireFields<QueryCollectionArgs, 'id'>>;
  collections?: Resolver<ResolversTypes['CollectionPage'], ParentType, ContextType, Partial<QueryCollectionsArgs>>;
  currencies?: Resolver<ResolversTypes['CurrencyPage'], ParentType, ContextType, Partial<QueryCurrenciesArgs>>;
  currency?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType, RequireFields<QueryCurrencyArgs, 'id'>>;
  customRelationship?: Resolver<Maybe<ResolversTypes['CustomRelationship']>, ParentType, ContextType, RequireFields<QueryCustomRelationshipArgs, 'slug'>>;
  customRelationships?: Resolver<ResolversTypes['CustomRelationshipPage'], ParentType, ContextType, Partial<QueryCustomRelationshipsArgs>>;
  file?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType, RequireFields<QueryFileArgs, 'id'>>;
  files?: Resolver<ResolversTypes['FilePage'], ParentType, ContextType, Partial<QueryFilesArgs>>;
  flow?: Resolver<Maybe<ResolversTypes['Flow']>, ParentType, ContextType, RequireFields<QueryFlowArgs, 'id'>>;
  flowEntry?: Resolver<Maybe<ResolversTypes['FlowEntry']>, ParentType, ContextType, RequireFields<QueryFlowEntryArgs, 'flowSlug' | 'id'>>;
  flows?: Resolver<ResolversTypes['FlowPage'], ParentType, ContextType, Partial<QueryFlowsArgs>>;
  gatewayInfo?: Resolver<ResolversTypes['GatewayInfo'], ParentType, ContextType>;
  hierarchies?: Resolver<ResolversTypes['HierarchyPage'], ParentType, ContextType, Partial<QueryHierarchiesArgs>>;
  hierarchy?: Resolver<Maybe<ResolversTypes['Hierarchy']>, ParentType, ContextType, RequireFields<QueryHierarchyArgs, 'id'>>;
  hierarchyNode?: Resolver<Maybe<ResolversTypes['HierarchyNode']>, ParentType, ContextType, RequireFields<QueryHierarchyNodeArgs, 'id'>>;
  hierarchyNodesByIds?: Resolver<ResolversTypes['HierarchyNodePage'], ParentType, ContextType, RequireFields<QueryHierarchyNodesByIdsArgs, 'ids'>>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  jobs?: Resolver<ResolversTypes['JobPage'], ParentType, ContextType, Partial<QueryJobsArgs>>;
  priceBook?: Resolver<Maybe<ResolversTypes['PriceBook']>, ParentType, ContextType, RequireFields<QueryPriceBookArgs, 'id'>>;
  priceBooks?: Resolver<ResolversTypes['PriceBookPage'], ParentType, ContextType, Partial<QueryPriceBooksArgs>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productAttributes?: Resolver<Array<ResolversTypes['ProductAttribute']>, ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<QueryProductsArgs>>;
  ssoSettings?: Resolver<ResolversTypes['SsoSettings'], ParentType, ContextType>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType, RequireFields<QueryStoreArgs, 'id'>>;
  storeTiers?: Resolver<Array<ResolversTypes['StoreTierInfo']>, ParentType, ContextType>;
  stores?: Resolver<ResolversTypes['StorePage'], ParentType, ContextType, Partial<QueryStoresArgs>>;
  variation?: Resolver<Maybe<ResolversTypes['Variation']>, ParentType, ContextType, RequireFields<QueryVariationArgs, 'id'>>;
  variations?: Resolver<ResolversTypes['VariationPage'], ParentType, ContextType, Partial<QueryVariationsArgs>>;
}>;

export type RefreshSessionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RefreshSessionPayload'] = ResolversParentTypes['RefreshSessionPayload']> = ResolversObject<{
  credentials?: Resolver<Maybe<ResolversTypes['PasswordCredentials']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = ResolversObject<{
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = ResolversObject<{
  credentials?: Resolver<Maybe<ResolversTypes['PasswordCredentials']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SignUpPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignUpPayload'] = ResolversParentTypes['SignUpPayload']> = ResolversObject<{
  seller?: Resolver<Maybe<ResolversTypes['SignedUpSeller']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SignedUpSellerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignedUpSeller'] = ResolversParentTypes['SignedUpSeller']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SortHierarchyNodeChildrenPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SortHierarchyNodeChildrenPayload'] = ResolversParentTypes['SortHierarchyNodeChildrenPayload']> = ResolversObject<{
  children?: Resolver<Maybe<Array<ResolversTypes['HierarchyNode']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SsoProfilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SsoProfilePayload'] = ResolversParentTypes['SsoProfilePayload']> = ResolversObject<{
  store?: Resolver<Maybe<ResolversTypes['SsoProfileStore']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SsoProfileStoreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SsoProfileStore'] = ResolversParentTypes['SsoProfileStore']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SsoSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SsoSettings'] = ResolversParentTypes['SsoSettings']> = ResolversObject<{
  authorizeUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Stock'] = ResolversParentTypes['Stock']> = ResolversObject<{
  allocated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StoreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tier?: Resolver<Maybe<ResolversTypes['StoreTier']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type StorePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StorePage'] = ResolversParentTypes['StorePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type StorePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StorePayload'] = ResolversParentTypes['StorePayload']> = ResolversObject<{
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type StoreTierInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreTierInfo'] = ResolversParentTypes['StoreTierInfo']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['StoreTier'], ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VariationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Variation'] = ResolversParentTypes['Variation']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['VariationOption']>, ParentType, ContextType>;
  sortOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type VariationModifierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationModifier'] = ResolversParentTypes['VariationModifier']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seek?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  set?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['VariationModifierType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VariationModifierPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationModifierPayload'] = ResolversParentTypes['VariationModifierPayload']> = ResolversObject<{
  modifier?: Resolver<Maybe<ResolversTypes['VariationModifier']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type VariationOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationOption'] = ResolversParentTypes['VariationOption']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifiers?: Resolver<Array<ResolversTypes['VariationModifier']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  variationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VariationOptionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationOptionPayload'] = ResolversParentTypes['VariationOptionPayload']> = ResolversObject<{
  option?: Resolver<Maybe<ResolversTypes['VariationOption']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type VariationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationPage'] = ResolversParentTypes['VariationPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type VariationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationPayload'] = ResolversParentTypes['VariationPayload']> = ResolversObject<{
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  variation?: Resolver<Maybe<ResolversTypes['Variation']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  ApiKeySignInPayload?: ApiKeySignInPayloadResolvers<ContextType>;
  ApiKeyToken?: ApiKeyTokenResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandPage?: BrandPageResolvers<ContextType>;
  BrandPayload?: BrandPayloadResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryPage?: CategoryPageResolvers<ContextType>;
  CategoryPayload?: CategoryPayloadResolvers<ContextType>;
  Collection?: CollectionResolvers<ContextType>;
  CollectionPage?: CollectionPageResolvers<ContextType>;
  CollectionPayload?: CollectionPayloadResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  CurrencyPage?: CurrencyPageResolvers<ContextType>;
  CurrencyPayload?: CurrencyPayloadResolvers<ContextType>;
  CustomRelationship?: CustomRelationshipResolvers<ContextType>;
  CustomRelationshipDeletePayload?: CustomRelationshipDeletePayloadResolvers<ContextType>;
  CustomRelationshipPage?: CustomRelationshipPageResolvers<ContextType>;
  CustomRelationshipPayload?: CustomRelationshipPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteFilePayload?: DeleteFilePayloadResolvers<ContextType>;
  DeleteFlowResourcePayload?: DeleteFlowResourcePayloadResolvers<ContextType>;
  DeleteHierarchyNodePayload?: DeleteHierarchyNodePayloadResolvers<ContextType>;
  DeleteHierarchyPayload?: DeleteHierarchyPayloadResolvers<ContextType>;
  DeleteLegacyCataloguePayload?: DeleteLegacyCataloguePayloadResolvers<ContextType>;
  DeletePriceBookPayload?: DeletePriceBookPayloadResolvers<ContextType>;
  DeletePriceModifierPayload?: DeletePriceModifierPayloadResolvers<ContextType>;
  DeleteProductPayload?: DeleteProductPayloadResolvers<ContextType>;
  DeleteProductPricePayload?: DeleteProductPricePayloadResolvers<ContextType>;
  DeleteVariationPayload?: DeleteVariationPayloadResolvers<ContextType>;
  File?: FileResolvers<ContextType>;
  FileLink?: FileLinkResolvers<ContextType>;
  FilePage?: FilePageResolvers<ContextType>;
  FilePayload?: FilePayloadResolvers<ContextType>;
  Flow?: FlowResolvers<ContextType>;
  FlowEntry?: FlowEntryResolvers<ContextType>;
  FlowEntryPage?: FlowEntryPageResolvers<ContextType>;
  FlowEntryPayload?: FlowEntryPayloadResolvers<ContextType>;
  FlowEntryReference?: FlowEntryReferenceResolvers<ContextType>;
  FlowEntryRelationshipsPayload?: FlowEntryRelationshipsPayloadResolvers<ContextType>;
  FlowField?: FlowFieldResolvers<ContextType>;
  FlowFieldPayload?: FlowFieldPayloadResolvers<ContextType>;
  FlowPage?: FlowPageResolvers<ContextType>;
  FlowPayload?: FlowPayloadResolvers<ContextType>;
  GatewayInfo?: GatewayInfoResolvers<ContextType>;
  Hierarchy?: HierarchyResolvers<ContextType>;
  HierarchyBreadcrumb?: HierarchyBreadcrumbResolvers<ContextType>;
  HierarchyNode?: HierarchyNodeResolvers<ContextType>;
  HierarchyNodePage?: HierarchyNodePageResolvers<ContextType>;
  HierarchyNodePayload?: HierarchyNodePayloadResolvers<ContextType>;
  HierarchyPage?: HierarchyPageResolvers<ContextType>;
  HierarchyPayload?: HierarchyPayloadResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Job?: JobResolvers<ContextType>;
  JobError?: JobErrorResolvers<ContextType>;
  JobErrorPage?: JobErrorPageResolvers<ContextType>;
  JobPage?: JobPageResolvers<ContextType>;
  JobPayload?: JobPayloadResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordCredentials?: PasswordCredentialsResolvers<ContextType>;
  PasswordResetRequestPayload?: PasswordResetRequestPayloadResolvers<ContextType>;
  PriceBook?: PriceBookResolvers<ContextType>;
  PriceBookPage?: PriceBookPageResolvers<ContextType>;
  PriceBookPayload?: PriceBookPayloadResolvers<ContextType>;
  PriceModifier?: PriceModifierResolvers<ContextType>;
  PriceModifierPage?: PriceModifierPageResolvers<ContextType>;
  PriceModifierPayload?: PriceModifierPayloadResolvers<ContextType>;
  PriceTier?: PriceTierResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAttribute?: ProductAttributeResolvers<ContextType>;
  ProductCustomRelationshipsPayload?: ProductCustomRelationshipsPayloadResolvers<ContextType>;
  ProductMainImagePayload?: ProductMainImagePayloadResolvers<ContextType>;
  ProductNodesPayload?: ProductNodesPayloadResolvers<ContextType>;
  ProductNotRelated?: ProductNotRelatedResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPayload?: ProductPayloadResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  ProductPricePage?: ProductPricePageResolvers<ContextType>;
  ProductPricePayload?: ProductPricePayloadResolvers<ContextType>;
  ProductTemplate?: ProductTemplateResolvers<ContextType>;
  ProductTemplateValuesPayload?: ProductTemplateValuesPayloadResolvers<ContextType>;
  ProductTemplatesPayload?: ProductTemplatesPayloadResolvers<ContextType>;
  ProductVariationChoice?: ProductVariationChoiceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RefreshSessionPayload?: RefreshSessionPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  SignUpPayload?: SignUpPayloadResolvers<ContextType>;
  SignedUpSeller?: SignedUpSellerResolvers<ContextType>;
  SortHierarchyNodeChildrenPayload?: SortHierarchyNodeChildrenPayloadResolvers<ContextType>;
  SsoProfilePayload?: SsoProfilePayloadResolvers<ContextType>;
  SsoProfileStore?: SsoProfileStoreResolvers<ContextType>;
  SsoSettings?: SsoSettingsResolvers<ContextType>;
  Stock?: StockResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StorePage?: StorePageResolvers<ContextType>;
  StorePayload?: StorePayloadResolvers<ContextType>;
  StoreTierInfo?: StoreTierInfoResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Variation?: VariationResolvers<ContextType>;
  VariationModifier?: VariationModifierResolvers<ContextType>;
  VariationModifierPayload?: VariationModifierPayloadResolvers<ContextType>;
  VariationOption?: VariationOptionResolvers<ContextType>;
  VariationOptionPayload?: VariationOptionPayloadResolvers<ContextType>;
  VariationPage?: VariationPageResolvers<ContextType>;
  VariationPayload?: VariationPayloadResolvers<ContextType>;
}>;

