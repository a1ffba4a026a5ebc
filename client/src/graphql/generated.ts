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

/** Sort direction. */
export type SortDirection =
  /** Smallest first (A to Z, oldest first). */
  | 'ASC'
  /** Largest first (Z to A, newest first). */
  | 'DESC';

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

export type SignInMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type SignInMutation = { __typename: 'Mutation', signIn: { __typename: 'SignInPayload', credentials: { __typename: 'PasswordCredentials', accessToken: string, expires: number, expiresIn: number, identifier: string, refreshToken: string, tokenType: string } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string> | null, message: string, code: string | null }> } };

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