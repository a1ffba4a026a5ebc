/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import { ListPageInfoFragmentDoc, PageFieldsFragmentDoc } from '../../components/list/pageInfo.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type StoreListItemFragment = {
  __typename: 'Store';
  id: string;
  name: string;
  tier: Types.StoreTier | null;
  organizationId: string | null;
  updatedAt: string | null;
};

export type StoreDetailsFragment = {
  __typename: 'Store';
  createdAt: string | null;
  id: string;
  name: string;
  tier: Types.StoreTier | null;
  organizationId: string | null;
  updatedAt: string | null;
};

export type StoreListQueryVariables = Exact<{
  filter?: Types.StoreFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type StoreListQuery = {
  __typename: 'Query';
  stores: {
    __typename: 'StorePage';
    items: Array<{
      __typename: 'Store';
      id: string;
      name: string;
      tier: Types.StoreTier | null;
      organizationId: string | null;
      updatedAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type StoreDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type StoreDetailsQuery = {
  __typename: 'Query';
  store: {
    __typename: 'Store';
    createdAt: string | null;
    id: string;
    name: string;
    tier: Types.StoreTier | null;
    organizationId: string | null;
    updatedAt: string | null;
  } | null;
};

export type StoreTiersQueryVariables = Exact<{ [key: string]: never }>;

export type StoreTiersQuery = {
  __typename: 'Query';
  storeTiers: Array<{ __typename: 'StoreTierInfo'; tier: Types.StoreTier; name: string }>;
};

export type CreateStoreMutationVariables = Exact<{
  input: Types.StoreCreateInput;
}>;

export type CreateStoreMutation = {
  __typename: 'Mutation';
  createStore: {
    __typename: 'StorePayload';
    store: {
      __typename: 'Store';
      createdAt: string | null;
      id: string;
      name: string;
      tier: Types.StoreTier | null;
      organizationId: string | null;
      updatedAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateStoreMutationVariables = Exact<{
  id: string | number;
  input: Types.StoreUpdateInput;
}>;

export type UpdateStoreMutation = {
  __typename: 'Mutation';
  updateStore: {
    __typename: 'StorePayload';
    store: {
      __typename: 'Store';
      createdAt: string | null;
      id: string;
      name: string;
      tier: Types.StoreTier | null;
      organizationId: string | null;
      updatedAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export const StoreListItemFragmentDoc = gql`
  fragment StoreListItem on Store {
    id
    name
    tier
    organizationId
    updatedAt
  }
`;
export const StoreDetailsFragmentDoc = gql`
  fragment StoreDetails on Store {
    ...StoreListItem
    createdAt
  }
`;
export const StoreListDocument = gql`
  query StoreList($filter: StoreFilter, $page: PageInput) {
    stores(filter: $filter, page: $page) {
      items {
        ...StoreListItem
      }
      ...PageFields
    }
  }
  ${StoreListItemFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useStoreListQuery__
 *
 * To run a query within a React component, call `useStoreListQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoreListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoreListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useStoreListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<StoreListQuery, StoreListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<StoreListQuery, StoreListQueryVariables>(StoreListDocument, options);
}
export function useStoreListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoreListQuery, StoreListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<StoreListQuery, StoreListQueryVariables>(StoreListDocument, options);
}
// @ts-ignore
export function useStoreListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoreListQuery, StoreListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<StoreListQuery, StoreListQueryVariables>;
export function useStoreListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StoreListQuery, StoreListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<StoreListQuery | undefined, StoreListQueryVariables>;
export function useStoreListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StoreListQuery, StoreListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<StoreListQuery, StoreListQueryVariables>(
    StoreListDocument,
    options,
  );
}
export type StoreListQueryHookResult = ReturnType<typeof useStoreListQuery>;
export type StoreListLazyQueryHookResult = ReturnType<typeof useStoreListLazyQuery>;
export type StoreListSuspenseQueryHookResult = ReturnType<typeof useStoreListSuspenseQuery>;
export type StoreListQueryResult = ApolloReactCommon.QueryResult<StoreListQuery, StoreListQueryVariables>;
export const StoreDetailsDocument = gql`
  query StoreDetails($id: ID!) {
    store(id: $id) {
      ...StoreDetails
    }
  }
  ${StoreDetailsFragmentDoc}
  ${StoreListItemFragmentDoc}
`;

/**
 * __useStoreDetailsQuery__
 *
 * To run a query within a React component, call `useStoreDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoreDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoreDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStoreDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<StoreDetailsQuery, StoreDetailsQueryVariables> &
    ({ variables: StoreDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<StoreDetailsQuery, StoreDetailsQueryVariables>(
    StoreDetailsDocument,
    options,
  );
}
export function useStoreDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoreDetailsQuery, StoreDetailsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<StoreDetailsQuery, StoreDetailsQueryVariables>(
    StoreDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useStoreDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoreDetailsQuery, StoreDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<StoreDetailsQuery, StoreDetailsQueryVariables>;
export function useStoreDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StoreDetailsQuery, StoreDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<StoreDetailsQuery | undefined, StoreDetailsQueryVariables>;
export function useStoreDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StoreDetailsQuery, StoreDetailsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<StoreDetailsQuery, StoreDetailsQueryVariables>(
    StoreDetailsDocument,
    options,
  );
}
export type StoreDetailsQueryHookResult = ReturnType<typeof useStoreDetailsQuery>;
export type StoreDetailsLazyQueryHookResult = ReturnType<typeof useStoreDetailsLazyQuery>;
export type StoreDetailsSuspenseQueryHookResult = ReturnType<typeof useStoreDetailsSuspenseQuery>;
export type StoreDetailsQueryResult = ApolloReactCommon.QueryResult<
  StoreDetailsQuery,
  StoreDetailsQueryVariables
>;
export const StoreTiersDocument = gql`
  query StoreTiers {
    storeTiers {
      tier
      name
    }
  }
`;

/**
 * __useStoreTiersQuery__
 *
 * To run a query within a React component, call `useStoreTiersQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoreTiersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoreTiersQuery({
 *   variables: {
 *   },
 * });
 */
export function useStoreTiersQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<StoreTiersQuery, StoreTiersQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<StoreTiersQuery, StoreTiersQueryVariables>(StoreTiersDocument, options);
}
export function useStoreTiersLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoreTiersQuery, StoreTiersQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<StoreTiersQuery, StoreTiersQueryVariables>(
    StoreTiersDocument,
    options,
  );
}
// @ts-ignore
export function useStoreTiersSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoreTiersQuery, StoreTiersQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<StoreTiersQuery, StoreTiersQueryVariables>;
export function useStoreTiersSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StoreTiersQuery, StoreTiersQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<StoreTiersQuery | undefined, StoreTiersQueryVariables>;
export function useStoreTiersSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StoreTiersQuery, StoreTiersQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<StoreTiersQuery, StoreTiersQueryVariables>(
    StoreTiersDocument,
    options,
  );
}
export type StoreTiersQueryHookResult = ReturnType<typeof useStoreTiersQuery>;
export type StoreTiersLazyQueryHookResult = ReturnType<typeof useStoreTiersLazyQuery>;
export type StoreTiersSuspenseQueryHookResult = ReturnType<typeof useStoreTiersSuspenseQuery>;
export type StoreTiersQueryResult = ApolloReactCommon.QueryResult<StoreTiersQuery, StoreTiersQueryVariables>;
export const CreateStoreDocument = gql`
  mutation CreateStore($input: StoreCreateInput!) {
    createStore(input: $input) {
      store {
        ...StoreDetails
      }
      ...PayloadErrors
    }
  }
  ${StoreDetailsFragmentDoc}
  ${StoreListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateStoreMutationFn = ApolloReactCommon.MutationFunction<
  CreateStoreMutation,
  CreateStoreMutationVariables
>;

/**
 * __useCreateStoreMutation__
 *
 * To run a mutation, you first call `useCreateStoreMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateStoreMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createStoreMutation, { data, loading, error }] = useCreateStoreMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateStoreMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<CreateStoreMutation, CreateStoreMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateStoreMutation, CreateStoreMutationVariables>(
    CreateStoreDocument,
    options,
  );
}
export type CreateStoreMutationHookResult = ReturnType<typeof useCreateStoreMutation>;
export type CreateStoreMutationResult = ApolloReactCommon.MutationResult<CreateStoreMutation>;
export type CreateStoreMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateStoreMutation,
  CreateStoreMutationVariables
>;
export const UpdateStoreDocument = gql`
  mutation UpdateStore($id: ID!, $input: StoreUpdateInput!) {
    updateStore(id: $id, input: $input) {
      store {
        ...StoreDetails
      }
      ...PayloadErrors
    }
  }
  ${StoreDetailsFragmentDoc}
  ${StoreListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateStoreMutationFn = ApolloReactCommon.MutationFunction<
  UpdateStoreMutation,
  UpdateStoreMutationVariables
>;

/**
 * __useUpdateStoreMutation__
 *
 * To run a mutation, you first call `useUpdateStoreMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateStoreMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateStoreMutation, { data, loading, error }] = useUpdateStoreMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateStoreMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateStoreMutation, UpdateStoreMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateStoreMutation, UpdateStoreMutationVariables>(
    UpdateStoreDocument,
    options,
  );
}
export type UpdateStoreMutationHookResult = ReturnType<typeof useUpdateStoreMutation>;
export type UpdateStoreMutationResult = ApolloReactCommon.MutationResult<UpdateStoreMutation>;
export type UpdateStoreMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateStoreMutation,
  UpdateStoreMutationVariables
>;
