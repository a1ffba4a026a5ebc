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
import { AccountMemberSummaryFragmentDoc } from '../accounts/accounts.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type ErasureRequestRowFragment = {
  __typename: 'ErasureRequest';
  id: string;
  resourceType: Types.ErasableResourceType;
  resourceId: string;
  status: Types.ErasureRequestStatus;
  statusDescription: string | null;
  createdAt: string | null;
  updatedAt: string | null;
};

export type PersonalDataItemQueryVariables = Exact<{
  resourceType: string;
  resourceId: string | number;
  page?: Types.PageInput | null | undefined;
}>;

export type PersonalDataItemQuery = {
  __typename: 'Query';
  personalDataLogs: {
    __typename: 'PersonalDataLogPage';
    items: Array<{
      __typename: 'PersonalDataLogEntry';
      id: string;
      time: string | null;
      eventType: string;
      delta: unknown;
      resourceType: string;
      resourceId: string;
      initiator: unknown;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
  relatedDataEntries: {
    __typename: 'RelatedDataEntryPage';
    items: Array<{ __typename: 'RelatedDataEntry'; resourceType: string; resourceId: string }>;
  };
};

export type ErasureRequestListQueryVariables = Exact<{
  filter?: Types.ErasureRequestFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type ErasureRequestListQuery = {
  __typename: 'Query';
  erasureRequests: {
    __typename: 'ErasureRequestPage';
    items: Array<{
      __typename: 'ErasureRequest';
      id: string;
      resourceType: Types.ErasableResourceType;
      resourceId: string;
      status: Types.ErasureRequestStatus;
      statusDescription: string | null;
      createdAt: string | null;
      updatedAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type CreateErasureRequestMutationVariables = Exact<{
  input: Types.ErasureRequestInput;
}>;

export type CreateErasureRequestMutation = {
  __typename: 'Mutation';
  createErasureRequest: {
    __typename: 'ErasureRequestPayload';
    erasureRequest: {
      __typename: 'ErasureRequest';
      id: string;
      resourceType: Types.ErasableResourceType;
      resourceId: string;
      status: Types.ErasureRequestStatus;
      statusDescription: string | null;
      createdAt: string | null;
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

export type ErasureCandidatesQueryVariables = Exact<{
  customers: boolean;
  accounts: boolean;
  members: boolean;
  customerFilter?: Types.CustomerFilter | null | undefined;
  accountFilter?: Types.AccountFilter | null | undefined;
  memberFilter?: Types.AccountMemberFilter | null | undefined;
}>;

export type ErasureCandidatesQuery = {
  __typename: 'Query';
  customers?: {
    __typename: 'CustomerPage';
    items: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
  };
  accounts?: { __typename: 'AccountPage'; items: Array<{ __typename: 'Account'; id: string; name: string }> };
  accountMembers?: {
    __typename: 'AccountMemberPage';
    items: Array<{ __typename: 'AccountMember'; id: string; name: string; email: string }>;
  };
};

export const ErasureRequestRowFragmentDoc = gql`
  fragment ErasureRequestRow on ErasureRequest {
    id
    resourceType
    resourceId
    status
    statusDescription
    createdAt
    updatedAt
  }
`;
export const PersonalDataItemDocument = gql`
  query PersonalDataItem($resourceType: String!, $resourceId: ID!, $page: PageInput) {
    personalDataLogs(resourceType: $resourceType, resourceId: $resourceId, page: $page) {
      items {
        id
        time
        eventType
        delta
        resourceType
        resourceId
        initiator
      }
      ...PageFields
    }
    relatedDataEntries(resourceType: $resourceType, resourceId: $resourceId, page: { limit: 100 }) {
      items {
        resourceType
        resourceId
      }
    }
  }
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __usePersonalDataItemQuery__
 *
 * To run a query within a React component, call `usePersonalDataItemQuery` and pass it any options that fit your needs.
 * When your component renders, `usePersonalDataItemQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePersonalDataItemQuery({
 *   variables: {
 *      resourceType: // value for 'resourceType'
 *      resourceId: // value for 'resourceId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function usePersonalDataItemQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<PersonalDataItemQuery, PersonalDataItemQueryVariables> &
    ({ variables: PersonalDataItemQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PersonalDataItemQuery, PersonalDataItemQueryVariables>(
    PersonalDataItemDocument,
    options,
  );
}
export function usePersonalDataItemLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PersonalDataItemQuery, PersonalDataItemQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PersonalDataItemQuery, PersonalDataItemQueryVariables>(
    PersonalDataItemDocument,
    options,
  );
}
// @ts-ignore
export function usePersonalDataItemSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    PersonalDataItemQuery,
    PersonalDataItemQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<PersonalDataItemQuery, PersonalDataItemQueryVariables>;
export function usePersonalDataItemSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PersonalDataItemQuery, PersonalDataItemQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PersonalDataItemQuery | undefined, PersonalDataItemQueryVariables>;
export function usePersonalDataItemSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PersonalDataItemQuery, PersonalDataItemQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PersonalDataItemQuery, PersonalDataItemQueryVariables>(
    PersonalDataItemDocument,
    options,
  );
}
export type PersonalDataItemQueryHookResult = ReturnType<typeof usePersonalDataItemQuery>;
export type PersonalDataItemLazyQueryHookResult = ReturnType<typeof usePersonalDataItemLazyQuery>;
export type PersonalDataItemSuspenseQueryHookResult = ReturnType<typeof usePersonalDataItemSuspenseQuery>;
export type PersonalDataItemQueryResult = ApolloReactCommon.QueryResult<
  PersonalDataItemQuery,
  PersonalDataItemQueryVariables
>;
export const ErasureRequestListDocument = gql`
  query ErasureRequestList($filter: ErasureRequestFilter, $page: PageInput) {
    erasureRequests(filter: $filter, page: $page) {
      items {
        ...ErasureRequestRow
      }
      ...PageFields
    }
  }
  ${ErasureRequestRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useErasureRequestListQuery__
 *
 * To run a query within a React component, call `useErasureRequestListQuery` and pass it any options that fit your needs.
 * When your component renders, `useErasureRequestListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useErasureRequestListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useErasureRequestListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<ErasureRequestListQuery, ErasureRequestListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ErasureRequestListQuery, ErasureRequestListQueryVariables>(
    ErasureRequestListDocument,
    options,
  );
}
export function useErasureRequestListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    ErasureRequestListQuery,
    ErasureRequestListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ErasureRequestListQuery, ErasureRequestListQueryVariables>(
    ErasureRequestListDocument,
    options,
  );
}
// @ts-ignore
export function useErasureRequestListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    ErasureRequestListQuery,
    ErasureRequestListQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<ErasureRequestListQuery, ErasureRequestListQueryVariables>;
export function useErasureRequestListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ErasureRequestListQuery, ErasureRequestListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  ErasureRequestListQuery | undefined,
  ErasureRequestListQueryVariables
>;
export function useErasureRequestListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ErasureRequestListQuery, ErasureRequestListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ErasureRequestListQuery, ErasureRequestListQueryVariables>(
    ErasureRequestListDocument,
    options,
  );
}
export type ErasureRequestListQueryHookResult = ReturnType<typeof useErasureRequestListQuery>;
export type ErasureRequestListLazyQueryHookResult = ReturnType<typeof useErasureRequestListLazyQuery>;
export type ErasureRequestListSuspenseQueryHookResult = ReturnType<typeof useErasureRequestListSuspenseQuery>;
export type ErasureRequestListQueryResult = ApolloReactCommon.QueryResult<
  ErasureRequestListQuery,
  ErasureRequestListQueryVariables
>;
export const CreateErasureRequestDocument = gql`
  mutation CreateErasureRequest($input: ErasureRequestInput!) {
    createErasureRequest(input: $input) {
      erasureRequest {
        ...ErasureRequestRow
      }
      ...PayloadErrors
    }
  }
  ${ErasureRequestRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateErasureRequestMutationFn = ApolloReactCommon.MutationFunction<
  CreateErasureRequestMutation,
  CreateErasureRequestMutationVariables
>;

/**
 * __useCreateErasureRequestMutation__
 *
 * To run a mutation, you first call `useCreateErasureRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateErasureRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createErasureRequestMutation, { data, loading, error }] = useCreateErasureRequestMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateErasureRequestMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateErasureRequestMutation,
    CreateErasureRequestMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateErasureRequestMutation, CreateErasureRequestMutationVariables>(
    CreateErasureRequestDocument,
    options,
  );
}
export type CreateErasureRequestMutationHookResult = ReturnType<typeof useCreateErasureRequestMutation>;
export type CreateErasureRequestMutationResult =
  ApolloReactCommon.MutationResult<CreateErasureRequestMutation>;
export type CreateErasureRequestMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateErasureRequestMutation,
  CreateErasureRequestMutationVariables
>;
export const ErasureCandidatesDocument = gql`
  query ErasureCandidates(
    $customers: Boolean!
    $accounts: Boolean!
    $members: Boolean!
    $customerFilter: CustomerFilter
    $accountFilter: AccountFilter
    $memberFilter: AccountMemberFilter
  ) {
    customers(filter: $customerFilter, page: { limit: 8 }) @include(if: $customers) {
      items {
        id
        name
        email
      }
    }
    accounts(filter: $accountFilter, page: { limit: 8 }) @include(if: $accounts) {
      items {
        id
        name
      }
    }
    accountMembers(filter: $memberFilter, page: { limit: 8 }) @include(if: $members) {
      items {
        ...AccountMemberSummary
      }
    }
  }
  ${AccountMemberSummaryFragmentDoc}
`;

/**
 * __useErasureCandidatesQuery__
 *
 * To run a query within a React component, call `useErasureCandidatesQuery` and pass it any options that fit your needs.
 * When your component renders, `useErasureCandidatesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useErasureCandidatesQuery({
 *   variables: {
 *      customers: // value for 'customers'
 *      accounts: // value for 'accounts'
 *      members: // value for 'members'
 *      customerFilter: // value for 'customerFilter'
 *      accountFilter: // value for 'accountFilter'
 *      memberFilter: // value for 'memberFilter'
 *   },
 * });
 */
export function useErasureCandidatesQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<ErasureCandidatesQuery, ErasureCandidatesQueryVariables> &
    ({ variables: ErasureCandidatesQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ErasureCandidatesQuery, ErasureCandidatesQueryVariables>(
    ErasureCandidatesDocument,
    options,
  );
}
export function useErasureCandidatesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    ErasureCandidatesQuery,
    ErasureCandidatesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ErasureCandidatesQuery, ErasureCandidatesQueryVariables>(
    ErasureCandidatesDocument,
    options,
  );
}
// @ts-ignore
export function useErasureCandidatesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    ErasureCandidatesQuery,
    ErasureCandidatesQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<ErasureCandidatesQuery, ErasureCandidatesQueryVariables>;
export function useErasureCandidatesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ErasureCandidatesQuery, ErasureCandidatesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  ErasureCandidatesQuery | undefined,
  ErasureCandidatesQueryVariables
>;
export function useErasureCandidatesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ErasureCandidatesQuery, ErasureCandidatesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ErasureCandidatesQuery, ErasureCandidatesQueryVariables>(
    ErasureCandidatesDocument,
    options,
  );
}
export type ErasureCandidatesQueryHookResult = ReturnType<typeof useErasureCandidatesQuery>;
export type ErasureCandidatesLazyQueryHookResult = ReturnType<typeof useErasureCandidatesLazyQuery>;
export type ErasureCandidatesSuspenseQueryHookResult = ReturnType<typeof useErasureCandidatesSuspenseQuery>;
export type ErasureCandidatesQueryResult = ApolloReactCommon.QueryResult<
  ErasureCandidatesQuery,
  ErasureCandidatesQueryVariables
>;
