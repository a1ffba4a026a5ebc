/**
 * The one module through which generated hooks reach Apollo Client's React API.
 *
 * graphql-codegen's `typescript-react-apollo` emits Apollo 3 style option types and overloads
 * (optional `variables`, a suspense hook with three signatures). Apollo Client 4 types the same hooks
 * with conditional types that reject those overloads. This module gives the generator the plain
 * signatures it expects, so hand-written code keeps full type checking through the generated hooks.
 */
import type { DocumentNode } from 'graphql';
import type { ApolloClient, ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import * as Apollo from '@apollo/client/react';

export { skipToken } from '@apollo/client/react';
export type { SkipToken } from '@apollo/client/react';

type Document<TData, TVariables> = DocumentNode | TypedDocumentNode<TData, TVariables>;
type WithOptionalVariables<TOptions, TVariables> = Omit<TOptions, 'variables'> & { variables?: TVariables };

export type QueryHookOptions<TData, TVariables extends OperationVariables> = WithOptionalVariables<
  Apollo.useQuery.Options<TData, TVariables>,
  TVariables
>;
export type QueryResult<TData, TVariables extends OperationVariables> = Apollo.useQuery.Result<
  TData,
  TVariables
>;
export type LazyQueryHookOptions<TData, TVariables extends OperationVariables> = Apollo.useLazyQuery.Options<
  TData,
  TVariables
>;
export type SuspenseQueryHookOptions<_TData, TVariables extends OperationVariables> = WithOptionalVariables<
  Apollo.useSuspenseQuery.Options<TVariables>,
  TVariables
>;
export type UseSuspenseQueryResult<
  TData,
  TVariables extends OperationVariables,
> = Apollo.useSuspenseQuery.Result<TData, TVariables>;
export type MutationHookOptions<TData, TVariables extends OperationVariables> = Apollo.useMutation.Options<
  TData,
  TVariables
>;
export type BaseMutationOptions<TData, TVariables extends OperationVariables> = MutationHookOptions<
  TData,
  TVariables
>;
export type MutationResult<TData> = Apollo.useMutation.Result<TData>;
export type MutationFunction<TData, TVariables extends OperationVariables> = Apollo.useMutation.ResultTuple<
  TData,
  TVariables
>[0];
export type { ApolloClient, ErrorLike };

// Apollo's overloads resolve `variables` through conditional types that a generic wrapper cannot
// satisfy; the casts below are confined to this adapter and checked at every call site by the
// signatures above.
export function useQuery<TData, TVariables extends OperationVariables>(
  query: Document<TData, TVariables>,
  options?: QueryHookOptions<TData, TVariables>,
): QueryResult<TData, TVariables> {
  return Apollo.useQuery<TData, TVariables>(query, options as Apollo.useQuery.Options<TData, TVariables>);
}

export function useLazyQuery<TData, TVariables extends OperationVariables>(
  query: Document<TData, TVariables>,
  options?: LazyQueryHookOptions<TData, TVariables>,
): Apollo.useLazyQuery.ResultTuple<TData, TVariables> {
  return Apollo.useLazyQuery<TData, TVariables>(query, options);
}

export function useSuspenseQuery<TData, TVariables extends OperationVariables>(
  query: Document<TData, TVariables>,
  options?: Apollo.SkipToken | SuspenseQueryHookOptions<TData, TVariables>,
): UseSuspenseQueryResult<TData | undefined, TVariables> {
  // Undefined data is possible here because the caller may pass skipToken.
  return Apollo.useSuspenseQuery<TData, TVariables>(
    query,
    options as Apollo.useSuspenseQuery.Options<TVariables>,
  ) as UseSuspenseQueryResult<TData | undefined, TVariables>;
}

export function useMutation<TData, TVariables extends OperationVariables>(
  mutation: Document<TData, TVariables>,
  options?: MutationHookOptions<TData, TVariables>,
): Apollo.useMutation.ResultTuple<TData, TVariables> {
  return Apollo.useMutation<TData, TVariables>(mutation, options);
}
