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

export type StockImportLevelsQueryVariables = Exact<{
  productId: string | number;
}>;

export type StockImportLevelsQuery = {
  __typename: 'Query';
  stock: {
    __typename: 'Stock';
    productId: string;
    total: number;
    multiLocation: boolean;
    locations: Array<{ __typename: 'StockLocationLevel'; slug: string; total: number }>;
  } | null;
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
export const StockImportLevelsDocument = gql`
  query StockImportLevels($productId: ID!) {
    stock(productId: $productId) {
      productId
      total
      multiLocation
      locations {
        slug
        total
      }
    }
  }
`;

/**
 * __useStockImportLevelsQuery__
 *
 * To run a query within a React component, call `useStockImportLevelsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockImportLevelsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockImportLevelsQuery({
 *   variables: {
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useStockImportLevelsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<StockImportLevelsQuery, StockImportLevelsQueryVariables> &
    ({ variables: StockImportLevelsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<StockImportLevelsQuery, StockImportLevelsQueryVariables>(
    StockImportLevelsDocument,
    options,
  );
}
export function useStockImportLevelsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    StockImportLevelsQuery,
    StockImportLevelsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<StockImportLevelsQuery, StockImportLevelsQueryVariables>(
    StockImportLevelsDocument,
    options,
  );
}
// @ts-ignore
export function useStockImportLevelsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    StockImportLevelsQuery,
    StockImportLevelsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<StockImportLevelsQuery, StockImportLevelsQueryVariables>;
export function useStockImportLevelsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StockImportLevelsQuery, StockImportLevelsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  StockImportLevelsQuery | undefined,
  StockImportLevelsQueryVariables
>;
export function useStockImportLevelsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StockImportLevelsQuery, StockImportLevelsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<StockImportLevelsQuery, StockImportLevelsQueryVariables>(
    StockImportLevelsDocument,
    options,
  );
}
export type StockImportLevelsQueryHookResult = ReturnType<typeof useStockImportLevelsQuery>;
export type StockImportLevelsLazyQueryHookResult = ReturnType<typeof useStockImportLevelsLazyQuery>;
export type StockImportLevelsSuspenseQueryHookResult = ReturnType<typeof useStockImportLevelsSuspenseQuery>;
export type StockImportLevelsQueryResult = ApolloReactCommon.QueryResult<
  StockImportLevelsQuery,
  StockImportLevelsQueryVariables
>;
