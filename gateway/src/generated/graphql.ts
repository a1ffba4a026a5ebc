import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { ProductModel } from '../resolvers/models';
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

/** The result of deleting a product. */
export type DeleteProductPayload = {
  __typename?: 'DeleteProductPayload';
  /** The id of the deleted product, when the mutation succeeded. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the product could not be deleted; empty on success. */
  userErrors: Array<UserError>;
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

/** Conditions on an identifier. */
export type IdFilter = {
  /** Exactly this id. */
  eq?: InputMaybe<Scalars['ID']['input']>;
  /** One of these ids. */
  in?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Creates a product. */
  createProduct: ProductPayload;
  /** Deletes a product. */
  deleteProduct: DeleteProductPayload;
  /** Signs a seller in with username (email) and password; see auth.graphql. */
  signIn: SignInPayload;
  /** Changes a product. */
  updateProduct: ProductPayload;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateProductArgs = {
  input: ProductCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSignInArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductUpdateInput;
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

/**
 * A product of the provider's Product Experience Manager (`pcm/products`): what the seller sells,
 * before it is priced, stocked or published in a catalog.
 */
export type Product = {
  __typename?: 'Product';
  /** Whether the product ships or is delivered digitally. */
  commodityType: CommodityType;
  /** When the product was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A description for shoppers. */
  description?: Maybe<Scalars['String']['output']>;
  /** An identifier from another system of the seller's. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** Manufacturer part number. */
  mpn?: Maybe<Scalars['String']['output']>;
  /** The name shoppers see. */
  name: Scalars['String']['output'];
  /** Whether the organization or the store owns the product. */
  owner?: Maybe<Scalars['String']['output']>;
  /** What kind of product this is for the provider (standard, parent, child, bundle). */
  productTypes: Array<Scalars['String']['output']>;
  /** Stock keeping unit, unique in the store. */
  sku?: Maybe<Scalars['String']['output']>;
  /** URL-safe unique name: letters, digits, hyphen, underscore and period. */
  slug?: Maybe<Scalars['String']['output']>;
  /** Draft products are not published to catalogs. */
  status: ProductStatus;
  /** Key words grouping the product (no spaces or commas), at most 20. */
  tags: Array<Scalars['String']['output']>;
  /** Universal product code or European article number. */
  upcEan?: Maybe<Scalars['String']['output']>;
  /** When the product was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
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

/** The root of every read. Each area adds its fields with `extend type Query`. */
export type Query = {
  __typename?: 'Query';
  /** What this gateway is and which provider it talks to. */
  gatewayInfo: GatewayInfo;
  /** One product by id; null when there is none. */
  product?: Maybe<Product>;
  /** Products of the store, filtered, sorted and paged. */
  products: ProductPage;
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

/** The result of a sign-in attempt. */
export type SignInPayload = {
  __typename?: 'SignInPayload';
  /** The credentials, when sign-in succeeded. */
  credentials?: Maybe<PasswordCredentials>;
  /** Why sign-in failed (for example a wrong password); empty on success. */
  userErrors: Array<UserError>;
};

/** Sort direction. */
export type SortDirection =
  /** Smallest first (A to Z, oldest first). */
  | 'ASC'
  /** Largest first (Z to A, newest first). */
  | 'DESC';

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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CommodityType: CommodityType;
  CommodityTypeFilter: CommodityTypeFilter;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DateTimeFilter: DateTimeFilter;
  DeleteProductPayload: ResolverTypeWrapper<DeleteProductPayload>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GatewayInfo: ResolverTypeWrapper<GatewayInfo>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdFilter: IdFilter;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageInput: PageInput;
  PasswordCredentials: ResolverTypeWrapper<PasswordCredentials>;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductCreateInput: ProductCreateInput;
  ProductFilter: ProductFilter;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductPayload: ResolverTypeWrapper<Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductSort: ProductSort;
  ProductSortField: ProductSortField;
  ProductStatus: ProductStatus;
  ProductStatusFilter: ProductStatusFilter;
  ProductUpdateInput: ProductUpdateInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SignInPayload: ResolverTypeWrapper<SignInPayload>;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TextFilter: TextFilter;
  UserError: ResolverTypeWrapper<UserError>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  CommodityTypeFilter: CommodityTypeFilter;
  DateTime: Scalars['DateTime']['output'];
  DateTimeFilter: DateTimeFilter;
  DeleteProductPayload: DeleteProductPayload;
  Float: Scalars['Float']['output'];
  GatewayInfo: GatewayInfo;
  ID: Scalars['ID']['output'];
  IdFilter: IdFilter;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  PageInput: PageInput;
  PasswordCredentials: PasswordCredentials;
  Product: ProductModel;
  ProductCreateInput: ProductCreateInput;
  ProductFilter: ProductFilter;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductPayload: Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductSort: ProductSort;
  ProductStatusFilter: ProductStatusFilter;
  ProductUpdateInput: ProductUpdateInput;
  Query: Record<PropertyKey, never>;
  SignInPayload: SignInPayload;
  String: Scalars['String']['output'];
  TextFilter: TextFilter;
  UserError: UserError;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteProductPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteProductPayload'] = ResolversParentTypes['DeleteProductPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type GatewayInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GatewayInfo'] = ResolversParentTypes['GatewayInfo']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerHost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sandbox?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  createProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  deleteProduct?: Resolver<ResolversTypes['DeleteProductPayload'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'password' | 'username'>>;
  updateProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
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

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  commodityType?: Resolver<ResolversTypes['CommodityType'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mpn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  upcEan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ProductPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPayload'] = ResolversParentTypes['ProductPayload']> = ResolversObject<{
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  gatewayInfo?: Resolver<ResolversTypes['GatewayInfo'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<QueryProductsArgs>>;
}>;

export type SignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = ResolversObject<{
  credentials?: Resolver<Maybe<ResolversTypes['PasswordCredentials']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  DateTime?: GraphQLScalarType;
  DeleteProductPayload?: DeleteProductPayloadResolvers<ContextType>;
  GatewayInfo?: GatewayInfoResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordCredentials?: PasswordCredentialsResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPayload?: ProductPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
}>;

