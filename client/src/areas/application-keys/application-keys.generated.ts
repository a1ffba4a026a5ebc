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
export type ApplicationKeyRowFragment = {
  __typename: 'ApplicationKey';
  id: string;
  name: string;
  clientId: string;
  reservedRateLimit: number;
  createdAt: string | null;
  updatedAt: string | null;
};

export type ApplicationKeyListQueryVariables = Exact<{
  page?: Types.PageInput | null | undefined;
}>;

export type ApplicationKeyListQuery = {
  __typename: 'Query';
  applicationKeys: {
    __typename: 'ApplicationKeyPage';
    totalReservedRateLimit: number | null;
    items: Array<{
      __typename: 'ApplicationKey';
      id: string;
      name: string;
      clientId: string;
      reservedRateLimit: number;
      createdAt: string | null;
      updatedAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type CreateApplicationKeyMutationVariables = Exact<{
  input: Types.ApplicationKeyCreateInput;
}>;

export type CreateApplicationKeyMutation = {
  __typename: 'Mutation';
  createApplicationKey: {
    __typename: 'CreateApplicationKeyPayload';
    clientSecret: string | null;
    applicationKey: {
      __typename: 'ApplicationKey';
      id: string;
      name: string;
      clientId: string;
      reservedRateLimit: number;
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

export type UpdateApplicationKeyMutationVariables = Exact<{
  id: string | number;
  input: Types.ApplicationKeyUpdateInput;
}>;

export type UpdateApplicationKeyMutation = {
  __typename: 'Mutation';
  updateApplicationKey: {
    __typename: 'ApplicationKeyPayload';
    applicationKey: {
      __typename: 'ApplicationKey';
      id: string;
      name: string;
      clientId: string;
      reservedRateLimit: number;
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

export type DeleteApplicationKeyMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteApplicationKeyMutation = {
  __typename: 'Mutation';
  deleteApplicationKey: {
    __typename: 'DeleteApplicationKeyPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export const ApplicationKeyRowFragmentDoc = gql`
  fragment ApplicationKeyRow on ApplicationKey {
    id
    name
    clientId
    reservedRateLimit
    createdAt
    updatedAt
  }
`;
export const ApplicationKeyListDocument = gql`
  query ApplicationKeyList($page: PageInput) {
    applicationKeys(page: $page) {
      items {
        ...ApplicationKeyRow
      }
      ...PageFields
      totalReservedRateLimit
    }
  }
  ${ApplicationKeyRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useApplicationKeyListQuery__
 *
 * To run a query within a React component, call `useApplicationKeyListQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationKeyListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationKeyListQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useApplicationKeyListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>(
    ApplicationKeyListDocument,
    options,
  );
}
export function useApplicationKeyListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    ApplicationKeyListQuery,
    ApplicationKeyListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>(
    ApplicationKeyListDocument,
    options,
  );
}
// @ts-ignore
export function useApplicationKeyListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    ApplicationKeyListQuery,
    ApplicationKeyListQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>;
export function useApplicationKeyListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  ApplicationKeyListQuery | undefined,
  ApplicationKeyListQueryVariables
>;
export function useApplicationKeyListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>(
    ApplicationKeyListDocument,
    options,
  );
}
export type ApplicationKeyListQueryHookResult = ReturnType<typeof useApplicationKeyListQuery>;
export type ApplicationKeyListLazyQueryHookResult = ReturnType<typeof useApplicationKeyListLazyQuery>;
export type ApplicationKeyListSuspenseQueryHookResult = ReturnType<typeof useApplicationKeyListSuspenseQuery>;
export type ApplicationKeyListQueryResult = ApolloReactCommon.QueryResult<
  ApplicationKeyListQuery,
  ApplicationKeyListQueryVariables
>;
export const CreateApplicationKeyDocument = gql`
  mutation CreateApplicationKey($input: ApplicationKeyCreateInput!) {
    createApplicationKey(input: $input) {
      applicationKey {
        ...ApplicationKeyRow
      }
      clientSecret
      ...PayloadErrors
    }
  }
  ${ApplicationKeyRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateApplicationKeyMutationFn = ApolloReactCommon.MutationFunction<
  CreateApplicationKeyMutation,
  CreateApplicationKeyMutationVariables
>;

/**
 * __useCreateApplicationKeyMutation__
 *
 * To run a mutation, you first call `useCreateApplicationKeyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateApplicationKeyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createApplicationKeyMutation, { data, loading, error }] = useCreateApplicationKeyMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateApplicationKeyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateApplicationKeyMutation,
    CreateApplicationKeyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateApplicationKeyMutation, CreateApplicationKeyMutationVariables>(
    CreateApplicationKeyDocument,
    options,
  );
}
export type CreateApplicationKeyMutationHookResult = ReturnType<typeof useCreateApplicationKeyMutation>;
export type CreateApplicationKeyMutationResult =
  ApolloReactCommon.MutationResult<CreateApplicationKeyMutation>;
export type CreateApplicationKeyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateApplicationKeyMutation,
  CreateApplicationKeyMutationVariables
>;
export const UpdateApplicationKeyDocument = gql`
  mutation UpdateApplicationKey($id: ID!, $input: ApplicationKeyUpdateInput!) {
    updateApplicationKey(id: $id, input: $input) {
      applicationKey {
        ...ApplicationKeyRow
      }
      ...PayloadErrors
    }
  }
  ${ApplicationKeyRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateApplicationKeyMutationFn = ApolloReactCommon.MutationFunction<
  UpdateApplicationKeyMutation,
  UpdateApplicationKeyMutationVariables
>;

/**
 * __useUpdateApplicationKeyMutation__
 *
 * To run a mutation, you first call `useUpdateApplicationKeyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateApplicationKeyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateApplicationKeyMutation, { data, loading, error }] = useUpdateApplicationKeyMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateApplicationKeyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateApplicationKeyMutation,
    UpdateApplicationKeyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateApplicationKeyMutation, UpdateApplicationKeyMutationVariables>(
    UpdateApplicationKeyDocument,
    options,
  );
}
export type UpdateApplicationKeyMutationHookResult = ReturnType<typeof useUpdateApplicationKeyMutation>;
export type UpdateApplicationKeyMutationResult =
  ApolloReactCommon.MutationResult<UpdateApplicationKeyMutation>;
export type UpdateApplicationKeyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateApplicationKeyMutation,
  UpdateApplicationKeyMutationVariables
>;
export const DeleteApplicationKeyDocument = gql`
  mutation DeleteApplicationKey($id: ID!) {
    deleteApplicationKey(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteApplicationKeyMutationFn = ApolloReactCommon.MutationFunction<
  DeleteApplicationKeyMutation,
  DeleteApplicationKeyMutationVariables
>;

/**
 * __useDeleteApplicationKeyMutation__
 *
 * To run a mutation, you first call `useDeleteApplicationKeyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteApplicationKeyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteApplicationKeyMutation, { data, loading, error }] = useDeleteApplicationKeyMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteApplicationKeyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteApplicationKeyMutation,
    DeleteApplicationKeyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteApplicationKeyMutation, DeleteApplicationKeyMutationVariables>(
    DeleteApplicationKeyDocument,
    options,
  );
}
export type DeleteApplicationKeyMutationHookResult = ReturnType<typeof useDeleteApplicationKeyMutation>;
export type DeleteApplicationKeyMutationResult =
  ApolloReactCommon.MutationResult<DeleteApplicationKeyMutation>;
export type DeleteApplicationKeyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteApplicationKeyMutation,
  DeleteApplicationKeyMutationVariables
>;
