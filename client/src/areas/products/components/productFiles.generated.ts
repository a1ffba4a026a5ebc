/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/schema-types';

import { gql } from '@apollo/client';
import { ProductMainImageFileFragmentDoc } from '../../files/files.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type ProductFilesFragment = {
  __typename: 'Product';
  id: string;
  files: Array<{
    __typename: 'File';
    id: string;
    fileName: string;
    link: { __typename: 'FileLink'; href: string };
  }>;
};

export type ProductFilesOfQueryVariables = Exact<{
  id: string | number;
}>;

export type ProductFilesOfQuery = {
  __typename: 'Query';
  product: {
    __typename: 'Product';
    id: string;
    files: Array<{
      __typename: 'File';
      id: string;
      fileName: string;
      link: { __typename: 'FileLink'; href: string };
    }>;
  } | null;
};

export type ProductFilesResultFragment = {
  __typename: 'ProductFilesPayload';
  product: {
    __typename: 'Product';
    id: string;
    files: Array<{
      __typename: 'File';
      id: string;
      fileName: string;
      link: { __typename: 'FileLink'; href: string };
    }>;
  } | null;
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type AttachProductFilesMutationVariables = Exact<{
  productId: string | number;
  fileIds: Array<string | number> | string | number;
}>;

export type AttachProductFilesMutation = {
  __typename: 'Mutation';
  attachProductFiles: {
    __typename: 'ProductFilesPayload';
    product: {
      __typename: 'Product';
      id: string;
      files: Array<{
        __typename: 'File';
        id: string;
        fileName: string;
        link: { __typename: 'FileLink'; href: string };
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

export type DetachProductFilesMutationVariables = Exact<{
  productId: string | number;
  fileIds: Array<string | number> | string | number;
}>;

export type DetachProductFilesMutation = {
  __typename: 'Mutation';
  detachProductFiles: {
    __typename: 'ProductFilesPayload';
    product: {
      __typename: 'Product';
      id: string;
      files: Array<{
        __typename: 'File';
        id: string;
        fileName: string;
        link: { __typename: 'FileLink'; href: string };
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

export type ReplaceProductFilesMutationVariables = Exact<{
  productId: string | number;
  fileIds: Array<string | number> | string | number;
}>;

export type ReplaceProductFilesMutation = {
  __typename: 'Mutation';
  replaceProductFiles: {
    __typename: 'ProductFilesPayload';
    product: {
      __typename: 'Product';
      id: string;
      files: Array<{
        __typename: 'File';
        id: string;
        fileName: string;
        link: { __typename: 'FileLink'; href: string };
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

export const ProductFilesFragmentDoc = gql`
  fragment ProductFiles on Product {
    id
    files {
      ...ProductMainImageFile
    }
  }
`;
export const ProductFilesResultFragmentDoc = gql`
  fragment ProductFilesResult on ProductFilesPayload {
    product {
      ...ProductFiles
    }
    ...PayloadErrors
  }
`;
export const ProductFilesOfDocument = gql`
  query ProductFilesOf($id: ID!) {
    product(id: $id) {
      ...ProductFiles
    }
  }
  ${ProductFilesFragmentDoc}
  ${ProductMainImageFileFragmentDoc}
`;

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
export function useProductFilesOfQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<ProductFilesOfQuery, ProductFilesOfQueryVariables> &
    ({ variables: ProductFilesOfQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ProductFilesOfQuery, ProductFilesOfQueryVariables>(
    ProductFilesOfDocument,
    options,
  );
}
export function useProductFilesOfLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductFilesOfQuery, ProductFilesOfQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ProductFilesOfQuery, ProductFilesOfQueryVariables>(
    ProductFilesOfDocument,
    options,
  );
}
// @ts-ignore
export function useProductFilesOfSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductFilesOfQuery, ProductFilesOfQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductFilesOfQuery, ProductFilesOfQueryVariables>;
export function useProductFilesOfSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductFilesOfQuery, ProductFilesOfQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductFilesOfQuery | undefined, ProductFilesOfQueryVariables>;
export function useProductFilesOfSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductFilesOfQuery, ProductFilesOfQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ProductFilesOfQuery, ProductFilesOfQueryVariables>(
    ProductFilesOfDocument,
    options,
  );
}
export type ProductFilesOfQueryHookResult = ReturnType<typeof useProductFilesOfQuery>;
export type ProductFilesOfLazyQueryHookResult = ReturnType<typeof useProductFilesOfLazyQuery>;
export type ProductFilesOfSuspenseQueryHookResult = ReturnType<typeof useProductFilesOfSuspenseQuery>;
export type ProductFilesOfQueryResult = ApolloReactCommon.QueryResult<
  ProductFilesOfQuery,
  ProductFilesOfQueryVariables
>;
export const AttachProductFilesDocument = gql`
  mutation AttachProductFiles($productId: ID!, $fileIds: [ID!]!) {
    attachProductFiles(productId: $productId, fileIds: $fileIds) {
      ...ProductFilesResult
    }
  }
  ${ProductFilesResultFragmentDoc}
  ${ProductFilesFragmentDoc}
  ${ProductMainImageFileFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AttachProductFilesMutationFn = ApolloReactCommon.MutationFunction<
  AttachProductFilesMutation,
  AttachProductFilesMutationVariables
>;

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
export function useAttachProductFilesMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AttachProductFilesMutation,
    AttachProductFilesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AttachProductFilesMutation, AttachProductFilesMutationVariables>(
    AttachProductFilesDocument,
    options,
  );
}
export type AttachProductFilesMutationHookResult = ReturnType<typeof useAttachProductFilesMutation>;
export type AttachProductFilesMutationResult = ApolloReactCommon.MutationResult<AttachProductFilesMutation>;
export type AttachProductFilesMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AttachProductFilesMutation,
  AttachProductFilesMutationVariables
>;
export const DetachProductFilesDocument = gql`
  mutation DetachProductFiles($productId: ID!, $fileIds: [ID!]!) {
    detachProductFiles(productId: $productId, fileIds: $fileIds) {
      ...ProductFilesResult
    }
  }
  ${ProductFilesResultFragmentDoc}
  ${ProductFilesFragmentDoc}
  ${ProductMainImageFileFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DetachProductFilesMutationFn = ApolloReactCommon.MutationFunction<
  DetachProductFilesMutation,
  DetachProductFilesMutationVariables
>;

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
export function useDetachProductFilesMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DetachProductFilesMutation,
    DetachProductFilesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DetachProductFilesMutation, DetachProductFilesMutationVariables>(
    DetachProductFilesDocument,
    options,
  );
}
export type DetachProductFilesMutationHookResult = ReturnType<typeof useDetachProductFilesMutation>;
export type DetachProductFilesMutationResult = ApolloReactCommon.MutationResult<DetachProductFilesMutation>;
export type DetachProductFilesMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DetachProductFilesMutation,
  DetachProductFilesMutationVariables
>;
export const ReplaceProductFilesDocument = gql`
  mutation ReplaceProductFiles($productId: ID!, $fileIds: [ID!]!) {
    replaceProductFiles(productId: $productId, fileIds: $fileIds) {
      ...ProductFilesResult
    }
  }
  ${ProductFilesResultFragmentDoc}
  ${ProductFilesFragmentDoc}
  ${ProductMainImageFileFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type ReplaceProductFilesMutationFn = ApolloReactCommon.MutationFunction<
  ReplaceProductFilesMutation,
  ReplaceProductFilesMutationVariables
>;

/**
 * __useReplaceProductFilesMutation__
 *
 * To run a mutation, you first call `useReplaceProductFilesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReplaceProductFilesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [replaceProductFilesMutation, { data, loading, error }] = useReplaceProductFilesMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      fileIds: // value for 'fileIds'
 *   },
 * });
 */
export function useReplaceProductFilesMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    ReplaceProductFilesMutation,
    ReplaceProductFilesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<ReplaceProductFilesMutation, ReplaceProductFilesMutationVariables>(
    ReplaceProductFilesDocument,
    options,
  );
}
export type ReplaceProductFilesMutationHookResult = ReturnType<typeof useReplaceProductFilesMutation>;
export type ReplaceProductFilesMutationResult = ApolloReactCommon.MutationResult<ReplaceProductFilesMutation>;
export type ReplaceProductFilesMutationOptions = ApolloReactCommon.BaseMutationOptions<
  ReplaceProductFilesMutation,
  ReplaceProductFilesMutationVariables
>;
