import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { ProductModel, HierarchyModel, HierarchyNodeModel } from '../resolvers/models';
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

/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Attaches products to a node; products already attached stay once. */
  attachProductsToHierarchyNode: HierarchyNodePayload;
  /** Creates a hierarchy. */
  createHierarchy: HierarchyPayload;
  /** Creates a node in a hierarchy, at the top level or under `input.parentId`. */
  createHierarchyNode: HierarchyNodePayload;
  /** Creates a product. */
  createProduct: ProductPayload;
  /** Creates the store of a seller signed in with SSO (`POST /api/sso-profiles`); needs a bearer token. */
  createSsoProfile: SsoProfilePayload;
  /** Creates a store in the caller's organization. */
  createStore: StorePayload;
  /** Deletes a hierarchy and all its nodes. */
  deleteHierarchy: DeleteHierarchyPayload;
  /** Deletes a node together with every node under it. */
  deleteHierarchyNode: DeleteHierarchyNodePayload;
  /** Deletes a product. */
  deleteProduct: DeleteProductPayload;
  /** Detaches products from a node; the products themselves are kept. */
  detachProductsFromHierarchyNode: HierarchyNodePayload;
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
  /** Mails a password reset link to the address when it has an account (`POST /api/forgot`). */
  requestPasswordReset: PasswordResetRequestPayload;
  /** Sets a new password with the token of a reset link (`POST v2/password-reset`). */
  resetPassword: ResetPasswordPayload;
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
  /** Changes a hierarchy's name, description or slug. */
  updateHierarchy: HierarchyPayload;
  /** Changes a node's name, description, slug or sort order. */
  updateHierarchyNode: HierarchyNodePayload;
  /** Changes a product. */
  updateProduct: ProductPayload;
  /** Changes a store's name or tier. */
  updateStore: StorePayload;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAttachProductsToHierarchyNodeArgs = {
  hierarchyId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  productIds: Array<Scalars['ID']['input']>;
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
export type MutationCreateProductArgs = {
  input: ProductCreateInput;
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
export type MutationDeleteHierarchyArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteHierarchyNodeArgs = {
  hierarchyId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDetachProductsFromHierarchyNodeArgs = {
  hierarchyId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  productIds: Array<Scalars['ID']['input']>;
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
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
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
export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateStoreArgs = {
  id: Scalars['ID']['input'];
  input: StoreUpdateInput;
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
  /** The hierarchy nodes the product is attached to (see hierarchies.graphql). */
  nodes: HierarchyNodePage;
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


/**
 * A product of the provider's Product Experience Manager (`pcm/products`): what the seller sells,
 * before it is priced, stocked or published in a catalog.
 */
export type ProductNodesArgs = {
  page?: InputMaybe<PageInput>;
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
  /** One product by id; null when there is none. */
  product?: Maybe<Product>;
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
  CommodityType: CommodityType;
  CommodityTypeFilter: CommodityTypeFilter;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DateTimeFilter: DateTimeFilter;
  DeleteHierarchyNodePayload: ResolverTypeWrapper<DeleteHierarchyNodePayload>;
  DeleteHierarchyPayload: ResolverTypeWrapper<DeleteHierarchyPayload>;
  DeleteProductPayload: ResolverTypeWrapper<DeleteProductPayload>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GatewayInfo: ResolverTypeWrapper<GatewayInfo>;
  Hierarchy: ResolverTypeWrapper<HierarchyModel>;
  HierarchyBreadcrumb: ResolverTypeWrapper<HierarchyBreadcrumb>;
  HierarchyCreateInput: HierarchyCreateInput;
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
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageInput: PageInput;
  PasswordCredentials: ResolverTypeWrapper<PasswordCredentials>;
  PasswordResetRequestPayload: ResolverTypeWrapper<PasswordResetRequestPayload>;
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
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ApiKeySignInPayload: ApiKeySignInPayload;
  ApiKeyToken: ApiKeyToken;
  Boolean: Scalars['Boolean']['output'];
  CommodityTypeFilter: CommodityTypeFilter;
  DateTime: Scalars['DateTime']['output'];
  DateTimeFilter: DateTimeFilter;
  DeleteHierarchyNodePayload: DeleteHierarchyNodePayload;
  DeleteHierarchyPayload: DeleteHierarchyPayload;
  DeleteProductPayload: DeleteProductPayload;
  Float: Scalars['Float']['output'];
  GatewayInfo: GatewayInfo;
  Hierarchy: HierarchyModel;
  HierarchyBreadcrumb: HierarchyBreadcrumb;
  HierarchyCreateInput: HierarchyCreateInput;
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
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  PageInput: PageInput;
  PasswordCredentials: PasswordCredentials;
  PasswordResetRequestPayload: PasswordResetRequestPayload;
  Product: ProductModel;
  ProductCreateInput: ProductCreateInput;
  ProductFilter: ProductFilter;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductPayload: Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductSort: ProductSort;
  ProductStatusFilter: ProductStatusFilter;
  ProductUpdateInput: ProductUpdateInput;
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

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteHierarchyNodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteHierarchyNodePayload'] = ResolversParentTypes['DeleteHierarchyNodePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteHierarchyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteHierarchyPayload'] = ResolversParentTypes['DeleteHierarchyPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

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

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  attachProductsToHierarchyNode?: Resolver<ResolversTypes['HierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationAttachProductsToHierarchyNodeArgs, 'hierarchyId' | 'id' | 'productIds'>>;
  createHierarchy?: Resolver<ResolversTypes['HierarchyPayload'], ParentType, ContextType, RequireFields<MutationCreateHierarchyArgs, 'input'>>;
  createHierarchyNode?: Resolver<ResolversTypes['HierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationCreateHierarchyNodeArgs, 'hierarchyId' | 'input'>>;
  createProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createSsoProfile?: Resolver<ResolversTypes['SsoProfilePayload'], ParentType, ContextType, RequireFields<MutationCreateSsoProfileArgs, 'storeName'>>;
  createStore?: Resolver<ResolversTypes['StorePayload'], ParentType, ContextType, RequireFields<MutationCreateStoreArgs, 'input'>>;
  deleteHierarchy?: Resolver<ResolversTypes['DeleteHierarchyPayload'], ParentType, ContextType, RequireFields<MutationDeleteHierarchyArgs, 'id'>>;
  deleteHierarchyNode?: Resolver<ResolversTypes['DeleteHierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationDeleteHierarchyNodeArgs, 'hierarchyId' | 'id'>>;
  deleteProduct?: Resolver<ResolversTypes['DeleteProductPayload'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  detachProductsFromHierarchyNode?: Resolver<ResolversTypes['HierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationDetachProductsFromHierarchyNodeArgs, 'hierarchyId' | 'id' | 'productIds'>>;
  moveHierarchyNode?: Resolver<ResolversTypes['HierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationMoveHierarchyNodeArgs, 'hierarchyId' | 'id'>>;
  refreshSession?: Resolver<ResolversTypes['RefreshSessionPayload'], ParentType, ContextType, RequireFields<MutationRefreshSessionArgs, 'refreshToken'>>;
  requestPasswordReset?: Resolver<ResolversTypes['PasswordResetRequestPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'password' | 'username'>>;
  signInWithApiKey?: Resolver<ResolversTypes['ApiKeySignInPayload'], ParentType, ContextType, RequireFields<MutationSignInWithApiKeyArgs, 'clientId' | 'clientSecret'>>;
  signUp?: Resolver<ResolversTypes['SignUpPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  sortHierarchyNodeChildren?: Resolver<ResolversTypes['SortHierarchyNodeChildrenPayload'], ParentType, ContextType, RequireFields<MutationSortHierarchyNodeChildrenArgs, 'childIds' | 'hierarchyId'>>;
  updateHierarchy?: Resolver<ResolversTypes['HierarchyPayload'], ParentType, ContextType, RequireFields<MutationUpdateHierarchyArgs, 'id' | 'input'>>;
  updateHierarchyNode?: Resolver<ResolversTypes['HierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationUpdateHierarchyNodeArgs, 'hierarchyId' | 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateStore?: Resolver<ResolversTypes['StorePayload'], ParentType, ContextType, RequireFields<MutationUpdateStoreArgs, 'id' | 'input'>>;
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

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  commodityType?: Resolver<ResolversTypes['CommodityType'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mpn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodes?: Resolver<ResolversTypes['HierarchyNodePage'], ParentType, ContextType, Partial<ProductNodesArgs>>;
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
  hierarchies?: Resolver<ResolversTypes['HierarchyPage'], ParentType, ContextType, Partial<QueryHierarchiesArgs>>;
  hierarchy?: Resolver<Maybe<ResolversTypes['Hierarchy']>, ParentType, ContextType, RequireFields<QueryHierarchyArgs, 'id'>>;
  hierarchyNode?: Resolver<Maybe<ResolversTypes['HierarchyNode']>, ParentType, ContextType, RequireFields<QueryHierarchyNodeArgs, 'id'>>;
  hierarchyNodesByIds?: Resolver<ResolversTypes['HierarchyNodePage'], ParentType, ContextType, RequireFields<QueryHierarchyNodesByIdsArgs, 'ids'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<QueryProductsArgs>>;
  ssoSettings?: Resolver<ResolversTypes['SsoSettings'], ParentType, ContextType>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType, RequireFields<QueryStoreArgs, 'id'>>;
  storeTiers?: Resolver<Array<ResolversTypes['StoreTierInfo']>, ParentType, ContextType>;
  stores?: Resolver<ResolversTypes['StorePage'], ParentType, ContextType, Partial<QueryStoresArgs>>;
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

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  ApiKeySignInPayload?: ApiKeySignInPayloadResolvers<ContextType>;
  ApiKeyToken?: ApiKeyTokenResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteHierarchyNodePayload?: DeleteHierarchyNodePayloadResolvers<ContextType>;
  DeleteHierarchyPayload?: DeleteHierarchyPayloadResolvers<ContextType>;
  DeleteProductPayload?: DeleteProductPayloadResolvers<ContextType>;
  GatewayInfo?: GatewayInfoResolvers<ContextType>;
  Hierarchy?: HierarchyResolvers<ContextType>;
  HierarchyBreadcrumb?: HierarchyBreadcrumbResolvers<ContextType>;
  HierarchyNode?: HierarchyNodeResolvers<ContextType>;
  HierarchyNodePage?: HierarchyNodePageResolvers<ContextType>;
  HierarchyNodePayload?: HierarchyNodePayloadResolvers<ContextType>;
  HierarchyPage?: HierarchyPageResolvers<ContextType>;
  HierarchyPayload?: HierarchyPayloadResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordCredentials?: PasswordCredentialsResolvers<ContextType>;
  PasswordResetRequestPayload?: PasswordResetRequestPayloadResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPayload?: ProductPayloadResolvers<ContextType>;
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
  Store?: StoreResolvers<ContextType>;
  StorePage?: StorePageResolvers<ContextType>;
  StorePayload?: StorePayloadResolvers<ContextType>;
  StoreTierInfo?: StoreTierInfoResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
}>;

