/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import { JobProgressFieldsFragmentDoc, JobStartedFragmentDoc } from '../../components/jobs.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type ExportProductsMutationVariables = Exact<{
  filter?: Types.ProductFilter | null | undefined;
}>;

export type ExportProductsMutation = {
  __typename: 'Mutation';
  exportProducts: {
    __typename: 'JobPayload';
    job: {
      __typename: 'Job';
      id: string;
      jobType: Types.JobType;
      status: Types.JobStatus;
      startedAt: string | null;
      completedAt: string | null;
      fileUrl: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type ImportProductsMutationVariables = Exact<{
  csv: string;
}>;

export type ImportProductsMutation = {
  __typename: 'Mutation';
  importProducts: {
    __typename: 'JobPayload';
    job: {
      __typename: 'Job';
      id: string;
      jobType: Types.JobType;
      status: Types.JobStatus;
      startedAt: string | null;
      completedAt: string | null;
      fileUrl: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type ProductAttributeListQueryVariables = Exact<{ [key: string]: never }>;

export type ProductAttributeListQuery = {
  __typename: 'Query';
  productAttributes: Array<{
    __typename: 'ProductAttribute';
    label: string;
    name: string;
    type: string;
    required: boolean;
    description: string;
  }>;
};

export const ExportProductsDocument = gql`
  mutation ExportProducts($filter: ProductFilter) {
    exportProducts(filter: $filter) {
      ...JobStarted
    }
  }
  ${JobStartedFragmentDoc}
  ${JobProgressFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type ExportProductsMutationFn = ApolloReactCommon.MutationFunction<
  ExportProductsMutation,
  ExportProductsMutationVariables
>;

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
export function useExportProductsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<ExportProductsMutation, ExportProductsMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<ExportProductsMutation, ExportProductsMutationVariables>(
    ExportProductsDocument,
    options,
  );
}
export type ExportProductsMutationHookResult = ReturnType<typeof useExportProductsMutation>;
export type ExportProductsMutationResult = ApolloReactCommon.MutationResult<ExportProductsMutation>;
export type ExportProductsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  ExportProductsMutation,
  ExportProductsMutationVariables
>;
export const ImportProductsDocument = gql`
  mutation ImportProducts($csv: String!) {
    importProducts(csv: $csv) {
      ...JobStarted
    }
  }
  ${JobStartedFragmentDoc}
  ${JobProgressFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type ImportProductsMutationFn = ApolloReactCommon.MutationFunction<
  ImportProductsMutation,
  ImportProductsMutationVariables
>;

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
export function useImportProductsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<ImportProductsMutation, ImportProductsMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<ImportProductsMutation, ImportProductsMutationVariables>(
    ImportProductsDocument,
    options,
  );
}
export type ImportProductsMutationHookResult = ReturnType<typeof useImportProductsMutation>;
export type ImportProductsMutationResult = ApolloReactCommon.MutationResult<ImportProductsMutation>;
export type ImportProductsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  ImportProductsMutation,
  ImportProductsMutationVariables
>;
export const ProductAttributeListDocument = gql`
  query ProductAttributeList {
    productAttributes {
      label
      name
      type
      required
      description
    }
  }
`;

/**
 * __useProductAttributeListQuery__
 *
 * To run a query within a React component, call `useProductAttributeListQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductAttributeListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductAttributeListQuery({
 *   variables: {
 *   },
 * });
 */
export function useProductAttributeListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    ProductAttributeListQuery,
    ProductAttributeListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ProductAttributeListQuery, ProductAttributeListQueryVariables>(
    ProductAttributeListDocument,
    options,
  );
}
export function useProductAttributeListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    ProductAttributeListQuery,
    ProductAttributeListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ProductAttributeListQuery, ProductAttributeListQueryVariables>(
    ProductAttributeListDocument,
    options,
  );
}
// @ts-ignore
export function useProductAttributeListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    ProductAttributeListQuery,
    ProductAttributeListQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<ProductAttributeListQuery, ProductAttributeListQueryVariables>;
export function useProductAttributeListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        ProductAttributeListQuery,
        ProductAttributeListQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  ProductAttributeListQuery | undefined,
  ProductAttributeListQueryVariables
>;
export function useProductAttributeListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        ProductAttributeListQuery,
        ProductAttributeListQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ProductAttributeListQuery, ProductAttributeListQueryVariables>(
    ProductAttributeListDocument,
    options,
  );
}
export type ProductAttributeListQueryHookResult = ReturnType<typeof useProductAttributeListQuery>;
export type ProductAttributeListLazyQueryHookResult = ReturnType<typeof useProductAttributeListLazyQuery>;
export type ProductAttributeListSuspenseQueryHookResult = ReturnType<
  typeof useProductAttributeListSuspenseQuery
>;
export type ProductAttributeListQueryResult = ApolloReactCommon.QueryResult<
  ProductAttributeListQuery,
  ProductAttributeListQueryVariables
>;
