/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type HomeStoreQueryVariables = Exact<{ [key: string]: never }>;

export type HomeStoreQuery = { __typename: 'Query'; homeStoreId: string | null };

export const HomeStoreDocument = gql`
  query HomeStore {
    homeStoreId
  }
`;

/**
 * __useHomeStoreQuery__
 *
 * To run a query within a React component, call `useHomeStoreQuery` and pass it any options that fit your needs.
 * When your component renders, `useHomeStoreQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHomeStoreQuery({
 *   variables: {
 *   },
 * });
 */
export function useHomeStoreQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<HomeStoreQuery, HomeStoreQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<HomeStoreQuery, HomeStoreQueryVariables>(HomeStoreDocument, options);
}
export function useHomeStoreLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HomeStoreQuery, HomeStoreQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<HomeStoreQuery, HomeStoreQueryVariables>(HomeStoreDocument, options);
}
// @ts-ignore
export function useHomeStoreSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HomeStoreQuery, HomeStoreQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<HomeStoreQuery, HomeStoreQueryVariables>;
export function useHomeStoreSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<HomeStoreQuery, HomeStoreQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<HomeStoreQuery | undefined, HomeStoreQueryVariables>;
export function useHomeStoreSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<HomeStoreQuery, HomeStoreQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<HomeStoreQuery, HomeStoreQueryVariables>(
    HomeStoreDocument,
    options,
  );
}
export type HomeStoreQueryHookResult = ReturnType<typeof useHomeStoreQuery>;
export type HomeStoreLazyQueryHookResult = ReturnType<typeof useHomeStoreLazyQuery>;
export type HomeStoreSuspenseQueryHookResult = ReturnType<typeof useHomeStoreSuspenseQuery>;
export type HomeStoreQueryResult = ApolloReactCommon.QueryResult<HomeStoreQuery, HomeStoreQueryVariables>;
