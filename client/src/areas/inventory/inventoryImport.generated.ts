/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type StockImportProductQueryVariables = Exact<{
  sku: string;
}>;

export type StockImportProductQuery = {
  __typename: 'Query';
  products: {
    __typename: 'ProductPage';
    items: Array<{ __typename: 'Product'; id: string; sku: string | null }>;
  };
};

export const StockImportProductDocument = gql`
  query StockImportProduct($sku: String!) {
    products(filter: { sku: { eq: $sku } }, page: { limit: 2 }) {
      items {
        id
        sku
      }
    }
  }
`;

/**
 * __useStockImportProductQuery__
 *
 * To run a query within a React component, call `useStockImportProductQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockImportProductQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockImportProductQuery({
 *   variables: {
 *      sku: // value for 'sku'
 *   },
 * });
 */
export function useStockImportProductQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<StockImportProductQuery, StockImportProductQueryVariables> &
    ({ variables: StockImportProductQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<StockImportProductQuery, StockImportProductQueryVariables>(
    StockImportProductDocument,
    options,
  );
}
export function useStockImportProductLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    StockImportProductQuery,
    StockImportProductQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<StockImportProductQuery, StockImportProductQueryVariables>(
    StockImportProductDocument,
    options,
  );
}
// @ts-ignore
export function useStockImportProductSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    StockImportProductQuery,
    StockImportProductQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<StockImportProductQuery, StockImportProductQueryVariables>;
export function useStockImportProductSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StockImportProductQuery, StockImportProductQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  StockImportProductQuery | undefined,
  StockImportProductQueryVariables
>;
export function useStockImportProductSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StockImportProductQuery, StockImportProductQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<StockImportProductQuery, StockImportProductQueryVariables>(
    StockImportProductDocument,
    options,
  );
}
export type StockImportProductQueryHookResult = ReturnType<typeof useStockImportProductQuery>;
export type StockImportProductLazyQueryHookResult = ReturnType<typeof useStockImportProductLazyQuery>;
export type StockImportProductSuspenseQueryHookResult = ReturnType<typeof useStockImportProductSuspenseQuery>;
export type StockImportProductQueryResult = ApolloReactCommon.QueryResult<
  StockImportProductQuery,
  StockImportProductQueryVariables
>;
