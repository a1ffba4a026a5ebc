/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type ProductSkuSearchQueryVariables = Exact<{
  sku: string;
}>;

export type ProductSkuSearchQuery = {
  __typename: 'Query';
  products: {
    __typename: 'ProductPage';
    items: Array<{ __typename: 'Product'; id: string; name: string; sku: string | null }>;
  };
};

export const ProductSkuSearchDocument = gql`
  query ProductSkuSearch($sku: String!) {
    products(filter: { sku: { like: $sku } }, sort: [{ field: SKU }], page: { limit: 8 }) {
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
export function useProductSkuSearchQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<ProductSkuSearchQuery, ProductSkuSearchQueryVariables> &
    ({ variables: ProductSkuSearchQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>(
    ProductSkuSearchDocument,
    options,
  );
}
export function useProductSkuSearchLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>(
    ProductSkuSearchDocument,
    options,
  );
}
// @ts-ignore
export function useProductSkuSearchSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    ProductSkuSearchQuery,
    ProductSkuSearchQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>;
export function useProductSkuSearchSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductSkuSearchQuery | undefined, ProductSkuSearchQueryVariables>;
export function useProductSkuSearchSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ProductSkuSearchQuery, ProductSkuSearchQueryVariables>(
    ProductSkuSearchDocument,
    options,
  );
}
export type ProductSkuSearchQueryHookResult = ReturnType<typeof useProductSkuSearchQuery>;
export type ProductSkuSearchLazyQueryHookResult = ReturnType<typeof useProductSkuSearchLazyQuery>;
export type ProductSkuSearchSuspenseQueryHookResult = ReturnType<typeof useProductSkuSearchSuspenseQuery>;
export type ProductSkuSearchQueryResult = ApolloReactCommon.QueryResult<
  ProductSkuSearchQuery,
  ProductSkuSearchQueryVariables
>;
