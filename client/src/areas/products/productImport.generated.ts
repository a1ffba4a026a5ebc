/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type ProductImportMatchQueryVariables = Exact<{
  filter: Types.ProductFilter;
}>;

export type ProductImportMatchQuery = {
  __typename: 'Query';
  products: {
    __typename: 'ProductPage';
    items: Array<{
      __typename: 'Product';
      id: string;
      name: string;
      sku: string | null;
      slug: string | null;
      status: Types.ProductStatus;
      commodityType: Types.CommodityType;
      description: string | null;
      externalRef: string | null;
      upcEan: string | null;
      mpn: string | null;
      tags: Array<string>;
    }>;
  };
};

export const ProductImportMatchDocument = gql`
  query ProductImportMatch($filter: ProductFilter!) {
    products(filter: $filter, page: { limit: 2 }) {
      items {
        id
        name
        sku
        slug
        status
        commodityType
        description
        externalRef
        upcEan
        mpn
        tags
      }
    }
  }
`;

/**
 * __useProductImportMatchQuery__
 *
 * To run a query within a React component, call `useProductImportMatchQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductImportMatchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductImportMatchQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useProductImportMatchQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<ProductImportMatchQuery, ProductImportMatchQueryVariables> &
    ({ variables: ProductImportMatchQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ProductImportMatchQuery, ProductImportMatchQueryVariables>(
    ProductImportMatchDocument,
    options,
  );
}
export function useProductImportMatchLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    ProductImportMatchQuery,
    ProductImportMatchQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ProductImportMatchQuery, ProductImportMatchQueryVariables>(
    ProductImportMatchDocument,
    options,
  );
}
// @ts-ignore
export function useProductImportMatchSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    ProductImportMatchQuery,
    ProductImportMatchQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<ProductImportMatchQuery, ProductImportMatchQueryVariables>;
export function useProductImportMatchSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductImportMatchQuery, ProductImportMatchQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  ProductImportMatchQuery | undefined,
  ProductImportMatchQueryVariables
>;
export function useProductImportMatchSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductImportMatchQuery, ProductImportMatchQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ProductImportMatchQuery, ProductImportMatchQueryVariables>(
    ProductImportMatchDocument,
    options,
  );
}
export type ProductImportMatchQueryHookResult = ReturnType<typeof useProductImportMatchQuery>;
export type ProductImportMatchLazyQueryHookResult = ReturnType<typeof useProductImportMatchLazyQuery>;
export type ProductImportMatchSuspenseQueryHookResult = ReturnType<typeof useProductImportMatchSuspenseQuery>;
export type ProductImportMatchQueryResult = ApolloReactCommon.QueryResult<
  ProductImportMatchQuery,
  ProductImportMatchQueryVariables
>;
