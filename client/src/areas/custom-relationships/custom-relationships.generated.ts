/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import { PageTotalFragmentDoc } from '../../components/list/pageInfo.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type CustomRelationshipDetailsFragment = {
  __typename: 'CustomRelationship';
  id: string;
  slug: string;
  name: string;
  description: string | null;
  externalName: string | null;
  externalDescription: string | null;
  biDirectional: boolean;
};

export type RelatedProductRowFragment = {
  __typename: 'Product';
  id: string;
  name: string;
  sku: string | null;
};

export type CustomRelationshipListQueryVariables = Exact<{
  page?: Types.PageInput | null | undefined;
}>;

export type CustomRelationshipListQuery = {
  __typename: 'Query';
  customRelationships: {
    __typename: 'CustomRelationshipPage';
    items: Array<{
      __typename: 'CustomRelationship';
      id: string;
      slug: string;
      name: string;
      description: string | null;
      externalName: string | null;
      externalDescription: string | null;
      biDirectional: boolean;
    }>;
    pageInfo: { __typename: 'PageInfo'; total: number };
  };
};

export type CreateCustomRelationshipMutationVariables = Exact<{
  input: Types.CustomRelationshipCreateInput;
}>;

export type CreateCustomRelationshipMutation = {
  __typename: 'Mutation';
  createCustomRelationship: {
    __typename: 'CustomRelationshipPayload';
    customRelationship: {
      __typename: 'CustomRelationship';
      id: string;
      slug: string;
      name: string;
      description: string | null;
      externalName: string | null;
      externalDescription: string | null;
      biDirectional: boolean;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateCustomRelationshipMutationVariables = Exact<{
  slug: string;
  input: Types.CustomRelationshipUpdateInput;
}>;

export type UpdateCustomRelationshipMutation = {
  __typename: 'Mutation';
  updateCustomRelationship: {
    __typename: 'CustomRelationshipPayload';
    customRelationship: {
      __typename: 'CustomRelationship';
      id: string;
      slug: string;
      name: string;
      description: string | null;
      externalName: string | null;
      externalDescription: string | null;
      biDirectional: boolean;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteCustomRelationshipMutationVariables = Exact<{
  slug: string;
}>;

export type DeleteCustomRelationshipMutation = {
  __typename: 'Mutation';
  deleteCustomRelationship: {
    __typename: 'CustomRelationshipDeletePayload';
    deletedSlug: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type ProductRelatedQueryVariables = Exact<{
  id: string | number;
  slug: string;
}>;

export type ProductRelatedQuery = {
  __typename: 'Query';
  product: {
    __typename: 'Product';
    id: string;
    relatedProducts: {
      __typename: 'ProductPage';
      items: Array<{ __typename: 'Product'; id: string; name: string; sku: string | null }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
  } | null;
};

export type RelatedProductSearchQueryVariables = Exact<{
  sku: string;
}>;

export type RelatedProductSearchQuery = {
  __typename: 'Query';
  products: {
    __typename: 'ProductPage';
    items: Array<{ __typename: 'Product'; id: string; name: string; sku: string | null }>;
  };
};

export type RelateProductsMutationVariables = Exact<{
  productId: string | number;
  slug: string;
  relatedProductIds: Array<string | number> | string | number;
}>;

export type RelateProductsMutation = {
  __typename: 'Mutation';
  relateProducts: {
    __typename: 'ProductCustomRelationshipsPayload';
    notRelated: Array<{ __typename: 'ProductNotRelated'; productId: string; reason: string }>;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UnrelateProductsMutationVariables = Exact<{
  productId: string | number;
  slug: string;
  relatedProductIds: Array<string | number> | string | number;
}>;

export type UnrelateProductsMutation = {
  __typename: 'Mutation';
  unrelateProducts: {
    __typename: 'ProductCustomRelationshipsPayload';
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type ProductCustomRelationshipListFragment = {
  __typename: 'Product';
  id: string;
  customRelationships: Array<{ __typename: 'CustomRelationship'; id: string; slug: string; name: string }>;
};

export type ProductCustomRelationshipsResultFragment = {
  __typename: 'ProductCustomRelationshipsPayload';
  product: {
    __typename: 'Product';
    id: string;
    customRelationships: Array<{ __typename: 'CustomRelationship'; id: string; slug: string; name: string }>;
  } | null;
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type ProductCustomRelationshipsQueryVariables = Exact<{
  id: string | number;
}>;

export type ProductCustomRelationshipsQuery = {
  __typename: 'Query';
  product: {
    __typename: 'Product';
    id: string;
    customRelationships: Array<{ __typename: 'CustomRelationship'; id: string; slug: string; name: string }>;
  } | null;
};

export type AttachCustomRelationshipsMutationVariables = Exact<{
  productId: string | number;
  slugs: Array<string> | string;
}>;

export type AttachCustomRelationshipsMutation = {
  __typename: 'Mutation';
  attachCustomRelationships: {
    __typename: 'ProductCustomRelationshipsPayload';
    product: {
      __typename: 'Product';
      id: string;
      customRelationships: Array<{
        __typename: 'CustomRelationship';
        id: string;
        slug: string;
        name: string;
      }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DetachCustomRelationshipsMutationVariables = Exact<{
  productId: string | number;
  slugs: Array<string> | string;
}>;

export type DetachCustomRelationshipsMutation = {
  __typename: 'Mutation';
  detachCustomRelationships: {
    __typename: 'ProductCustomRelationshipsPayload';
    product: {
      __typename: 'Product';
      id: string;
      customRelationships: Array<{
        __typename: 'CustomRelationship';
        id: string;
        slug: string;
        name: string;
      }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

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
export const ProductCustomRelationshipListFragmentDoc = gql`
  fragment ProductCustomRelationshipList on Product {
    id
    customRelationships {
      id
      slug
      name
    }
  }
`;
export const ProductCustomRelationshipsResultFragmentDoc = gql`
  fragment ProductCustomRelationshipsResult on ProductCustomRelationshipsPayload {
    product {
      ...ProductCustomRelationshipList
    }
    ...PayloadErrors
  }
`;
export const CustomRelationshipListDocument = gql`
  query CustomRelationshipList($page: PageInput) {
    customRelationships(page: $page) {
      items {
        ...CustomRelationshipDetails
      }
      ...PageTotal
    }
  }
  ${CustomRelationshipDetailsFragmentDoc}
  ${PageTotalFragmentDoc}
`;

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
export function useCustomRelationshipListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    CustomRelationshipListQuery,
    CustomRelationshipListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CustomRelationshipListQuery, CustomRelationshipListQueryVariables>(
    CustomRelationshipListDocument,
    options,
  );
}
export function useCustomRelationshipListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CustomRelationshipListQuery,
    CustomRelationshipListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CustomRelationshipListQuery, CustomRelationshipListQueryVariables>(
    CustomRelationshipListDocument,
    options,
  );
}
// @ts-ignore
export function useCustomRelationshipListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CustomRelationshipListQuery,
    CustomRelationshipListQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<CustomRelationshipListQuery, CustomRelationshipListQueryVariables>;
export function useCustomRelationshipListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CustomRelationshipListQuery,
        CustomRelationshipListQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CustomRelationshipListQuery | undefined,
  CustomRelationshipListQueryVariables
>;
export function useCustomRelationshipListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CustomRelationshipListQuery,
        CustomRelationshipListQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CustomRelationshipListQuery, CustomRelationshipListQueryVariables>(
    CustomRelationshipListDocument,
    options,
  );
}
export type CustomRelationshipListQueryHookResult = ReturnType<typeof useCustomRelationshipListQuery>;
export type CustomRelationshipListLazyQueryHookResult = ReturnType<typeof useCustomRelationshipListLazyQuery>;
export type CustomRelationshipListSuspenseQueryHookResult = ReturnType<
  typeof useCustomRelationshipListSuspenseQuery
>;
export type CustomRelationshipListQueryResult = ApolloReactCommon.QueryResult<
  CustomRelationshipListQuery,
  CustomRelationshipListQueryVariables
>;
export const CreateCustomRelationshipDocument = gql`
  mutation CreateCustomRelationship($input: CustomRelationshipCreateInput!) {
    createCustomRelationship(input: $input) {
      customRelationship {
        ...CustomRelationshipDetails
      }
      ...PayloadErrors
    }
  }
  ${CustomRelationshipDetailsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateCustomRelationshipMutationFn = ApolloReactCommon.MutationFunction<
  CreateCustomRelationshipMutation,
  CreateCustomRelationshipMutationVariables
>;

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
export function useCreateCustomRelationshipMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateCustomRelationshipMutation,
    CreateCustomRelationshipMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    CreateCustomRelationshipMutation,
    CreateCustomRelationshipMutationVariables
  >(CreateCustomRelationshipDocument, options);
}
export type CreateCustomRelationshipMutationHookResult = ReturnType<
  typeof useCreateCustomRelationshipMutation
>;
export type CreateCustomRelationshipMutationResult =
  ApolloReactCommon.MutationResult<CreateCustomRelationshipMutation>;
export type CreateCustomRelationshipMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateCustomRelationshipMutation,
  CreateCustomRelationshipMutationVariables
>;
export const UpdateCustomRelationshipDocument = gql`
  mutation UpdateCustomRelationship($slug: String!, $input: CustomRelationshipUpdateInput!) {
    updateCustomRelationship(slug: $slug, input: $input) {
      customRelationship {
        ...CustomRelationshipDetails
      }
      ...PayloadErrors
    }
  }
  ${CustomRelationshipDetailsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateCustomRelationshipMutationFn = ApolloReactCommon.MutationFunction<
  UpdateCustomRelationshipMutation,
  UpdateCustomRelationshipMutationVariables
>;

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
export function useUpdateCustomRelationshipMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateCustomRelationshipMutation,
    UpdateCustomRelationshipMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateCustomRelationshipMutation,
    UpdateCustomRelationshipMutationVariables
  >(UpdateCustomRelationshipDocument, options);
}
export type UpdateCustomRelationshipMutationHookResult = ReturnType<
  typeof useUpdateCustomRelationshipMutation
>;
export type UpdateCustomRelationshipMutationResult =
  ApolloReactCommon.MutationResult<UpdateCustomRelationshipMutation>;
export type UpdateCustomRelationshipMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateCustomRelationshipMutation,
  UpdateCustomRelationshipMutationVariables
>;
export const DeleteCustomRelationshipDocument = gql`
  mutation DeleteCustomRelationship($slug: String!) {
    deleteCustomRelationship(slug: $slug) {
      deletedSlug
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteCustomRelationshipMutationFn = ApolloReactCommon.MutationFunction<
  DeleteCustomRelationshipMutation,
  DeleteCustomRelationshipMutationVariables
>;

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
export function useDeleteCustomRelationshipMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteCustomRelationshipMutation,
    DeleteCustomRelationshipMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    DeleteCustomRelationshipMutation,
    DeleteCustomRelationshipMutationVariables
  >(DeleteCustomRelationshipDocument, options);
}
export type DeleteCustomRelationshipMutationHookResult = ReturnType<
  typeof useDeleteCustomRelationshipMutation
>;
export type DeleteCustomRelationshipMutationResult =
  ApolloReactCommon.MutationResult<DeleteCustomRelationshipMutation>;
export type DeleteCustomRelationshipMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteCustomRelationshipMutation,
  DeleteCustomRelationshipMutationVariables
>;
export const ProductRelatedDocument = gql`
  query ProductRelated($id: ID!, $slug: String!) {
    product(id: $id) {
      id
      relatedProducts(slug: $slug, page: { limit: 100 }) {
        items {
          ...RelatedProductRow
        }
        ...PageTotal
      }
    }
  }
  ${RelatedProductRowFragmentDoc}
  ${PageTotalFragmentDoc}
`;

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
export function useProductRelatedQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables> &
    ({ variables: ProductRelatedQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ProductRelatedQuery, ProductRelatedQueryVariables>(
    ProductRelatedDocument,
    options,
  );
}
export function useProductRelatedLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ProductRelatedQuery, ProductRelatedQueryVariables>(
    ProductRelatedDocument,
    options,
  );
}
// @ts-ignore
export function useProductRelatedSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductRelatedQuery, ProductRelatedQueryVariables>;
export function useProductRelatedSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductRelatedQuery | undefined, ProductRelatedQueryVariables>;
export function useProductRelatedSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ProductRelatedQuery, ProductRelatedQueryVariables>(
    ProductRelatedDocument,
    options,
  );
}
export type ProductRelatedQueryHookResult = ReturnType<typeof useProductRelatedQuery>;
export type ProductRelatedLazyQueryHookResult = ReturnType<typeof useProductRelatedLazyQuery>;
export type ProductRelatedSuspenseQueryHookResult = ReturnType<typeof useProductRelatedSuspenseQuery>;
export type ProductRelatedQueryResult = ApolloReactCommon.QueryResult<
  ProductRelatedQuery,
  ProductRelatedQueryVariables
>;
export const RelatedProductSearchDocument = gql`
  query RelatedProductSearch($sku: String!) {
    products(filter: { sku: { like: $sku } }, page: { limit: 10 }) {
      items {
        ...RelatedProductRow
      }
    }
  }
  ${RelatedProductRowFragmentDoc}
`;

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
export function useRelatedProductSearchQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    RelatedProductSearchQuery,
    RelatedProductSearchQueryVariables
  > &
    ({ variables: RelatedProductSearchQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<RelatedProductSearchQuery, RelatedProductSearchQueryVariables>(
    RelatedProductSearchDocument,
    options,
  );
}
export function useRelatedProductSearchLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    RelatedProductSearchQuery,
    RelatedProductSearchQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<RelatedProductSearchQuery, RelatedProductSearchQueryVariables>(
    RelatedProductSearchDocument,
    options,
  );
}
// @ts-ignore
export function useRelatedProductSearchSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    RelatedProductSearchQuery,
    RelatedProductSearchQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<RelatedProductSearchQuery, RelatedProductSearchQueryVariables>;
export function useRelatedProductSearchSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        RelatedProductSearchQuery,
        RelatedProductSearchQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  RelatedProductSearchQuery | undefined,
  RelatedProductSearchQueryVariables
>;
export function useRelatedProductSearchSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        RelatedProductSearchQuery,
        RelatedProductSearchQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<RelatedProductSearchQuery, RelatedProductSearchQueryVariables>(
    RelatedProductSearchDocument,
    options,
  );
}
export type RelatedProductSearchQueryHookResult = ReturnType<typeof useRelatedProductSearchQuery>;
export type RelatedProductSearchLazyQueryHookResult = ReturnType<typeof useRelatedProductSearchLazyQuery>;
export type RelatedProductSearchSuspenseQueryHookResult = ReturnType<
  typeof useRelatedProductSearchSuspenseQuery
>;
export type RelatedProductSearchQueryResult = ApolloReactCommon.QueryResult<
  RelatedProductSearchQuery,
  RelatedProductSearchQueryVariables
>;
export const RelateProductsDocument = gql`
  mutation RelateProducts($productId: ID!, $slug: String!, $relatedProductIds: [ID!]!) {
    relateProducts(productId: $productId, slug: $slug, relatedProductIds: $relatedProductIds) {
      notRelated {
        productId
        reason
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type RelateProductsMutationFn = ApolloReactCommon.MutationFunction<
  RelateProductsMutation,
  RelateProductsMutationVariables
>;

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
export function useRelateProductsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<RelateProductsMutation, RelateProductsMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<RelateProductsMutation, RelateProductsMutationVariables>(
    RelateProductsDocument,
    options,
  );
}
export type RelateProductsMutationHookResult = ReturnType<typeof useRelateProductsMutation>;
export type RelateProductsMutationResult = ApolloReactCommon.MutationResult<RelateProductsMutation>;
export type RelateProductsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  RelateProductsMutation,
  RelateProductsMutationVariables
>;
export const UnrelateProductsDocument = gql`
  mutation UnrelateProducts($productId: ID!, $slug: String!, $relatedProductIds: [ID!]!) {
    unrelateProducts(productId: $productId, slug: $slug, relatedProductIds: $relatedProductIds) {
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UnrelateProductsMutationFn = ApolloReactCommon.MutationFunction<
  UnrelateProductsMutation,
  UnrelateProductsMutationVariables
>;

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
export function useUnrelateProductsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UnrelateProductsMutation,
    UnrelateProductsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UnrelateProductsMutation, UnrelateProductsMutationVariables>(
    UnrelateProductsDocument,
    options,
  );
}
export type UnrelateProductsMutationHookResult = ReturnType<typeof useUnrelateProductsMutation>;
export type UnrelateProductsMutationResult = ApolloReactCommon.MutationResult<UnrelateProductsMutation>;
export type UnrelateProductsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UnrelateProductsMutation,
  UnrelateProductsMutationVariables
>;
export const ProductCustomRelationshipsDocument = gql`
  query ProductCustomRelationships($id: ID!) {
    product(id: $id) {
      ...ProductCustomRelationshipList
    }
  }
  ${ProductCustomRelationshipListFragmentDoc}
`;

/**
 * __useProductCustomRelationshipsQuery__
 *
 * To run a query within a React component, call `useProductCustomRelationshipsQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductCustomRelationshipsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductCustomRelationshipsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductCustomRelationshipsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    ProductCustomRelationshipsQuery,
    ProductCustomRelationshipsQueryVariables
  > &
    ({ variables: ProductCustomRelationshipsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ProductCustomRelationshipsQuery, ProductCustomRelationshipsQueryVariables>(
    ProductCustomRelationshipsDocument,
    options,
  );
}
export function useProductCustomRelationshipsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    ProductCustomRelationshipsQuery,
    ProductCustomRelationshipsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<
    ProductCustomRelationshipsQuery,
    ProductCustomRelationshipsQueryVariables
  >(ProductCustomRelationshipsDocument, options);
}
// @ts-ignore
export function useProductCustomRelationshipsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    ProductCustomRelationshipsQuery,
    ProductCustomRelationshipsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  ProductCustomRelationshipsQuery,
  ProductCustomRelationshipsQueryVariables
>;
export function useProductCustomRelationshipsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        ProductCustomRelationshipsQuery,
        ProductCustomRelationshipsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  ProductCustomRelationshipsQuery | undefined,
  ProductCustomRelationshipsQueryVariables
>;
export function useProductCustomRelationshipsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        ProductCustomRelationshipsQuery,
        ProductCustomRelationshipsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    ProductCustomRelationshipsQuery,
    ProductCustomRelationshipsQueryVariables
  >(ProductCustomRelationshipsDocument, options);
}
export type ProductCustomRelationshipsQueryHookResult = ReturnType<typeof useProductCustomRelationshipsQuery>;
export type ProductCustomRelationshipsLazyQueryHookResult = ReturnType<
  typeof useProductCustomRelationshipsLazyQuery
>;
export type ProductCustomRelationshipsSuspenseQueryHookResult = ReturnType<
  typeof useProductCustomRelationshipsSuspenseQuery
>;
export type ProductCustomRelationshipsQueryResult = ApolloReactCommon.QueryResult<
  ProductCustomRelationshipsQuery,
  ProductCustomRelationshipsQueryVariables
>;
export const AttachCustomRelationshipsDocument = gql`
  mutation AttachCustomRelationships($productId: ID!, $slugs: [String!]!) {
    attachCustomRelationships(productId: $productId, slugs: $slugs) {
      ...ProductCustomRelationshipsResult
    }
  }
  ${ProductCustomRelationshipsResultFragmentDoc}
  ${ProductCustomRelationshipListFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AttachCustomRelationshipsMutationFn = ApolloReactCommon.MutationFunction<
  AttachCustomRelationshipsMutation,
  AttachCustomRelationshipsMutationVariables
>;

/**
 * __useAttachCustomRelationshipsMutation__
 *
 * To run a mutation, you first call `useAttachCustomRelationshipsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachCustomRelationshipsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachCustomRelationshipsMutation, { data, loading, error }] = useAttachCustomRelationshipsMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      slugs: // value for 'slugs'
 *   },
 * });
 */
export function useAttachCustomRelationshipsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AttachCustomRelationshipsMutation,
    AttachCustomRelationshipsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    AttachCustomRelationshipsMutation,
    AttachCustomRelationshipsMutationVariables
  >(AttachCustomRelationshipsDocument, options);
}
export type AttachCustomRelationshipsMutationHookResult = ReturnType<
  typeof useAttachCustomRelationshipsMutation
>;
export type AttachCustomRelationshipsMutationResult =
  ApolloReactCommon.MutationResult<AttachCustomRelationshipsMutation>;
export type AttachCustomRelationshipsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AttachCustomRelationshipsMutation,
  AttachCustomRelationshipsMutationVariables
>;
export const DetachCustomRelationshipsDocument = gql`
  mutation DetachCustomRelationships($productId: ID!, $slugs: [String!]!) {
    detachCustomRelationships(productId: $productId, slugs: $slugs) {
      ...ProductCustomRelationshipsResult
    }
  }
  ${ProductCustomRelationshipsResultFragmentDoc}
  ${ProductCustomRelationshipListFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DetachCustomRelationshipsMutationFn = ApolloReactCommon.MutationFunction<
  DetachCustomRelationshipsMutation,
  DetachCustomRelationshipsMutationVariables
>;

/**
 * __useDetachCustomRelationshipsMutation__
 *
 * To run a mutation, you first call `useDetachCustomRelationshipsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDetachCustomRelationshipsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [detachCustomRelationshipsMutation, { data, loading, error }] = useDetachCustomRelationshipsMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      slugs: // value for 'slugs'
 *   },
 * });
 */
export function useDetachCustomRelationshipsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DetachCustomRelationshipsMutation,
    DetachCustomRelationshipsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    DetachCustomRelationshipsMutation,
    DetachCustomRelationshipsMutationVariables
  >(DetachCustomRelationshipsDocument, options);
}
export type DetachCustomRelationshipsMutationHookResult = ReturnType<
  typeof useDetachCustomRelationshipsMutation
>;
export type DetachCustomRelationshipsMutationResult =
  ApolloReactCommon.MutationResult<DetachCustomRelationshipsMutation>;
export type DetachCustomRelationshipsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DetachCustomRelationshipsMutation,
  DetachCustomRelationshipsMutationVariables
>;
