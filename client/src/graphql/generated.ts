/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from './apollo-hooks';
import * as ApolloReactHooks from './apollo-hooks';
const defaultOptions = {} as const;
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

export type ProductListItemFragment = { __typename: 'Product', id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null };

export type ProductDetailsFragment = { __typename: 'Product', description: string | null, upcEan: string | null, mpn: string | null, externalRef: string | null, tags: Array<string>, productTypes: Array<string>, owner: string | null, createdAt: string | null, id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null };

export type ProductListQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
  sort?: Array<ProductSort> | ProductSort | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ProductListQuery = { __typename: 'Query', products: { __typename: 'ProductPage', items: Array<{ __typename: 'Product', id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null }>, pageInfo: { __typename: 'PageInfo', limit: number, offset: number, total: number, hasNextPage: boolean } } };

export type ProductDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductDetailsQuery = { __typename: 'Query', product: { __typename: 'Product', description: string | null, upcEan: string | null, mpn: string | null, externalRef: string | null, tags: Array<string>, productTypes: Array<string>, owner: string | null, createdAt: string | null, id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null } | null };

export type CreateProductMutationVariables = Exact<{
  input: ProductCreateInput;
}>;


export type CreateProductMutation = { __typename: 'Mutation', createProduct: { __typename: 'ProductPayload', product: { __typename: 'Product', description: string | null, upcEan: string | null, mpn: string | null, externalRef: string | null, tags: Array<string>, productTypes: Array<string>, owner: string | null, createdAt: string | null, id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

export type UpdateProductMutationVariables = Exact<{
  id: string | number;
  input: ProductUpdateInput;
}>;


export type UpdateProductMutation = { __typename: 'Mutation', updateProduct: { __typename: 'ProductPayload', product: { __typename: 'Product', description: string | null, upcEan: string | null, mpn: string | null, externalRef: string | null, tags: Array<string>, productTypes: Array<string>, owner: string | null, createdAt: string | null, id: string, name: string, sku: string | null, slug: string | null, status: ProductStatus, commodityType: CommodityType, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

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
export const ProductListItemFragmentDoc = gql`
    fragment ProductListItem on Product {
  id
  name
  sku
  slug
  status
  commodityType
  updatedAt
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