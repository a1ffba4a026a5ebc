/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import {
  PageTotalFragmentDoc,
  ListPageInfoFragmentDoc,
  PageFieldsFragmentDoc,
} from '../../components/list/pageInfo.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type IntegrationListItemFragment = {
  __typename: 'Integration';
  id: string;
  name: string;
  description: string | null;
  enabled: boolean;
  integrationType: Types.IntegrationType;
  observes: Array<string>;
  updatedAt: string | null;
};

export type IntegrationDetailsFragment = {
  __typename: 'Integration';
  id: string;
  name: string;
  description: string | null;
  enabled: boolean;
  integrationType: Types.IntegrationType;
  observes: Array<string>;
  updatedAt: string | null;
  configuration: {
    __typename: 'IntegrationConfiguration';
    url: string | null;
    secretKey: string | null;
    awsAccessKeyId: string | null;
    awsSecretAccessKey: string | null;
    region: string | null;
    addresses: Array<string> | null;
    destination: string | null;
    username: string | null;
    password: string | null;
  };
};

export type IntegrationLogRowFragment = {
  __typename: 'IntegrationLog';
  id: string;
  succeeded: boolean;
  attempt: number;
  statusCode: number | null;
  errorDetail: string | null;
  jobId: string | null;
  createdAt: string | null;
};

export type IntegrationListQueryVariables = Exact<{
  filter?: Types.IntegrationFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type IntegrationListQuery = {
  __typename: 'Query';
  integrations: {
    __typename: 'IntegrationPage';
    items: Array<{
      __typename: 'Integration';
      id: string;
      name: string;
      description: string | null;
      enabled: boolean;
      integrationType: Types.IntegrationType;
      observes: Array<string>;
      updatedAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type IntegrationDetailsPageQueryVariables = Exact<{
  id: string | number;
  logPage?: Types.PageInput | null | undefined;
  jobPage?: Types.PageInput | null | undefined;
}>;

export type IntegrationDetailsPageQuery = {
  __typename: 'Query';
  integration: {
    __typename: 'Integration';
    id: string;
    name: string;
    description: string | null;
    enabled: boolean;
    integrationType: Types.IntegrationType;
    observes: Array<string>;
    updatedAt: string | null;
    logs: {
      __typename: 'IntegrationLogPage';
      items: Array<{
        __typename: 'IntegrationLog';
        id: string;
        succeeded: boolean;
        attempt: number;
        statusCode: number | null;
        errorDetail: string | null;
        jobId: string | null;
        createdAt: string | null;
      }>;
      pageInfo: {
        __typename: 'PageInfo';
        limit: number;
        offset: number;
        total: number;
        hasNextPage: boolean;
      };
    };
    jobs: {
      __typename: 'IntegrationJobPage';
      items: Array<{
        __typename: 'IntegrationJob';
        id: string;
        createdAt: string | null;
        logs: {
          __typename: 'IntegrationLogPage';
          items: Array<{
            __typename: 'IntegrationLog';
            id: string;
            succeeded: boolean;
            attempt: number;
            statusCode: number | null;
            errorDetail: string | null;
            jobId: string | null;
            createdAt: string | null;
          }>;
          pageInfo: { __typename: 'PageInfo'; total: number };
        };
      }>;
      pageInfo: {
        __typename: 'PageInfo';
        limit: number;
        offset: number;
        total: number;
        hasNextPage: boolean;
      };
    };
    configuration: {
      __typename: 'IntegrationConfiguration';
      url: string | null;
      secretKey: string | null;
      awsAccessKeyId: string | null;
      awsSecretAccessKey: string | null;
      region: string | null;
      addresses: Array<string> | null;
      destination: string | null;
      username: string | null;
      password: string | null;
    };
  } | null;
};

export type CreateIntegrationMutationVariables = Exact<{
  input: Types.IntegrationInput;
}>;

export type CreateIntegrationMutation = {
  __typename: 'Mutation';
  createIntegration: {
    __typename: 'IntegrationPayload';
    integration: {
      __typename: 'Integration';
      id: string;
      name: string;
      description: string | null;
      enabled: boolean;
      integrationType: Types.IntegrationType;
      observes: Array<string>;
      updatedAt: string | null;
      configuration: {
        __typename: 'IntegrationConfiguration';
        url: string | null;
        secretKey: string | null;
        awsAccessKeyId: string | null;
        awsSecretAccessKey: string | null;
        region: string | null;
        addresses: Array<string> | null;
        destination: string | null;
        username: string | null;
        password: string | null;
      };
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateIntegrationMutationVariables = Exact<{
  id: string | number;
  input: Types.IntegrationInput;
}>;

export type UpdateIntegrationMutation = {
  __typename: 'Mutation';
  updateIntegration: {
    __typename: 'IntegrationPayload';
    integration: {
      __typename: 'Integration';
      id: string;
      name: string;
      description: string | null;
      enabled: boolean;
      integrationType: Types.IntegrationType;
      observes: Array<string>;
      updatedAt: string | null;
      configuration: {
        __typename: 'IntegrationConfiguration';
        url: string | null;
        secretKey: string | null;
        awsAccessKeyId: string | null;
        awsSecretAccessKey: string | null;
        region: string | null;
        addresses: Array<string> | null;
        destination: string | null;
        username: string | null;
        password: string | null;
      };
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteIntegrationMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteIntegrationMutation = {
  __typename: 'Mutation';
  deleteIntegration: {
    __typename: 'DeleteIntegrationPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type StoreIntegrationLogRowFragment = {
  __typename: 'IntegrationLog';
  integrationId: string | null;
  id: string;
  succeeded: boolean;
  attempt: number;
  statusCode: number | null;
  errorDetail: string | null;
  jobId: string | null;
  createdAt: string | null;
};

export type IntegrationLogsQueryVariables = Exact<{
  page?: Types.PageInput | null | undefined;
}>;

export type IntegrationLogsQuery = {
  __typename: 'Query';
  integrationLogs: {
    __typename: 'IntegrationLogPage';
    items: Array<{
      __typename: 'IntegrationLog';
      integrationId: string | null;
      id: string;
      succeeded: boolean;
      attempt: number;
      statusCode: number | null;
      errorDetail: string | null;
      jobId: string | null;
      createdAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export const IntegrationListItemFragmentDoc = gql`
  fragment IntegrationListItem on Integration {
    id
    name
    description
    enabled
    integrationType
    observes
    updatedAt
  }
`;
export const IntegrationDetailsFragmentDoc = gql`
  fragment IntegrationDetails on Integration {
    ...IntegrationListItem
    configuration {
      url
      secretKey
      awsAccessKeyId
      awsSecretAccessKey
      region
      addresses
      destination
      username
      password
    }
  }
`;
export const IntegrationLogRowFragmentDoc = gql`
  fragment IntegrationLogRow on IntegrationLog {
    id
    succeeded
    attempt
    statusCode
    errorDetail
    jobId
    createdAt
  }
`;
export const StoreIntegrationLogRowFragmentDoc = gql`
  fragment StoreIntegrationLogRow on IntegrationLog {
    ...IntegrationLogRow
    integrationId
  }
`;
export const IntegrationListDocument = gql`
  query IntegrationList($filter: IntegrationFilter, $page: PageInput) {
    integrations(filter: $filter, page: $page) {
      items {
        ...IntegrationListItem
      }
      ...PageFields
    }
  }
  ${IntegrationListItemFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useIntegrationListQuery__
 *
 * To run a query within a React component, call `useIntegrationListQuery` and pass it any options that fit your needs.
 * When your component renders, `useIntegrationListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useIntegrationListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useIntegrationListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<IntegrationListQuery, IntegrationListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<IntegrationListQuery, IntegrationListQueryVariables>(
    IntegrationListDocument,
    options,
  );
}
export function useIntegrationListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<IntegrationListQuery, IntegrationListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<IntegrationListQuery, IntegrationListQueryVariables>(
    IntegrationListDocument,
    options,
  );
}
// @ts-ignore
export function useIntegrationListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    IntegrationListQuery,
    IntegrationListQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<IntegrationListQuery, IntegrationListQueryVariables>;
export function useIntegrationListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<IntegrationListQuery, IntegrationListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<IntegrationListQuery | undefined, IntegrationListQueryVariables>;
export function useIntegrationListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<IntegrationListQuery, IntegrationListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<IntegrationListQuery, IntegrationListQueryVariables>(
    IntegrationListDocument,
    options,
  );
}
export type IntegrationListQueryHookResult = ReturnType<typeof useIntegrationListQuery>;
export type IntegrationListLazyQueryHookResult = ReturnType<typeof useIntegrationListLazyQuery>;
export type IntegrationListSuspenseQueryHookResult = ReturnType<typeof useIntegrationListSuspenseQuery>;
export type IntegrationListQueryResult = ApolloReactCommon.QueryResult<
  IntegrationListQuery,
  IntegrationListQueryVariables
>;
export const IntegrationDetailsPageDocument = gql`
  query IntegrationDetailsPage($id: ID!, $logPage: PageInput, $jobPage: PageInput) {
    integration(id: $id) {
      ...IntegrationDetails
      logs(page: $logPage) {
        items {
          ...IntegrationLogRow
        }
        ...PageFields
      }
      jobs(page: $jobPage) {
        items {
          id
          createdAt
          logs(page: { limit: 10 }) {
            items {
              ...IntegrationLogRow
            }
            ...PageTotal
          }
        }
        ...PageFields
      }
    }
  }
  ${IntegrationDetailsFragmentDoc}
  ${IntegrationListItemFragmentDoc}
  ${IntegrationLogRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useIntegrationDetailsPageQuery__
 *
 * To run a query within a React component, call `useIntegrationDetailsPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useIntegrationDetailsPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useIntegrationDetailsPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *      logPage: // value for 'logPage'
 *      jobPage: // value for 'jobPage'
 *   },
 * });
 */
export function useIntegrationDetailsPageQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    IntegrationDetailsPageQuery,
    IntegrationDetailsPageQueryVariables
  > &
    ({ variables: IntegrationDetailsPageQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables>(
    IntegrationDetailsPageDocument,
    options,
  );
}
export function useIntegrationDetailsPageLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    IntegrationDetailsPageQuery,
    IntegrationDetailsPageQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables>(
    IntegrationDetailsPageDocument,
    options,
  );
}
// @ts-ignore
export function useIntegrationDetailsPageSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    IntegrationDetailsPageQuery,
    IntegrationDetailsPageQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables>;
export function useIntegrationDetailsPageSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        IntegrationDetailsPageQuery,
        IntegrationDetailsPageQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  IntegrationDetailsPageQuery | undefined,
  IntegrationDetailsPageQueryVariables
>;
export function useIntegrationDetailsPageSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        IntegrationDetailsPageQuery,
        IntegrationDetailsPageQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables>(
    IntegrationDetailsPageDocument,
    options,
  );
}
export type IntegrationDetailsPageQueryHookResult = ReturnType<typeof useIntegrationDetailsPageQuery>;
export type IntegrationDetailsPageLazyQueryHookResult = ReturnType<typeof useIntegrationDetailsPageLazyQuery>;
export type IntegrationDetailsPageSuspenseQueryHookResult = ReturnType<
  typeof useIntegrationDetailsPageSuspenseQuery
>;
export type IntegrationDetailsPageQueryResult = ApolloReactCommon.QueryResult<
  IntegrationDetailsPageQuery,
  IntegrationDetailsPageQueryVariables
>;
export const CreateIntegrationDocument = gql`
  mutation CreateIntegration($input: IntegrationInput!) {
    createIntegration(input: $input) {
      integration {
        ...IntegrationDetails
      }
      ...PayloadErrors
    }
  }
  ${IntegrationDetailsFragmentDoc}
  ${IntegrationListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateIntegrationMutationFn = ApolloReactCommon.MutationFunction<
  CreateIntegrationMutation,
  CreateIntegrationMutationVariables
>;

/**
 * __useCreateIntegrationMutation__
 *
 * To run a mutation, you first call `useCreateIntegrationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateIntegrationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createIntegrationMutation, { data, loading, error }] = useCreateIntegrationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateIntegrationMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateIntegrationMutation,
    CreateIntegrationMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateIntegrationMutation, CreateIntegrationMutationVariables>(
    CreateIntegrationDocument,
    options,
  );
}
export type CreateIntegrationMutationHookResult = ReturnType<typeof useCreateIntegrationMutation>;
export type CreateIntegrationMutationResult = ApolloReactCommon.MutationResult<CreateIntegrationMutation>;
export type CreateIntegrationMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateIntegrationMutation,
  CreateIntegrationMutationVariables
>;
export const UpdateIntegrationDocument = gql`
  mutation UpdateIntegration($id: ID!, $input: IntegrationInput!) {
    updateIntegration(id: $id, input: $input) {
      integration {
        ...IntegrationDetails
      }
      ...PayloadErrors
    }
  }
  ${IntegrationDetailsFragmentDoc}
  ${IntegrationListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateIntegrationMutationFn = ApolloReactCommon.MutationFunction<
  UpdateIntegrationMutation,
  UpdateIntegrationMutationVariables
>;

/**
 * __useUpdateIntegrationMutation__
 *
 * To run a mutation, you first call `useUpdateIntegrationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateIntegrationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateIntegrationMutation, { data, loading, error }] = useUpdateIntegrationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateIntegrationMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateIntegrationMutation,
    UpdateIntegrationMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateIntegrationMutation, UpdateIntegrationMutationVariables>(
    UpdateIntegrationDocument,
    options,
  );
}
export type UpdateIntegrationMutationHookResult = ReturnType<typeof useUpdateIntegrationMutation>;
export type UpdateIntegrationMutationResult = ApolloReactCommon.MutationResult<UpdateIntegrationMutation>;
export type UpdateIntegrationMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateIntegrationMutation,
  UpdateIntegrationMutationVariables
>;
export const DeleteIntegrationDocument = gql`
  mutation DeleteIntegration($id: ID!) {
    deleteIntegration(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteIntegrationMutationFn = ApolloReactCommon.MutationFunction<
  DeleteIntegrationMutation,
  DeleteIntegrationMutationVariables
>;

/**
 * __useDeleteIntegrationMutation__
 *
 * To run a mutation, you first call `useDeleteIntegrationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteIntegrationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteIntegrationMutation, { data, loading, error }] = useDeleteIntegrationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteIntegrationMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteIntegrationMutation,
    DeleteIntegrationMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteIntegrationMutation, DeleteIntegrationMutationVariables>(
    DeleteIntegrationDocument,
    options,
  );
}
export type DeleteIntegrationMutationHookResult = ReturnType<typeof useDeleteIntegrationMutation>;
export type DeleteIntegrationMutationResult = ApolloReactCommon.MutationResult<DeleteIntegrationMutation>;
export type DeleteIntegrationMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteIntegrationMutation,
  DeleteIntegrationMutationVariables
>;
export const IntegrationLogsDocument = gql`
  query IntegrationLogs($page: PageInput) {
    integrationLogs(page: $page) {
      items {
        ...StoreIntegrationLogRow
      }
      ...PageFields
    }
  }
  ${StoreIntegrationLogRowFragmentDoc}
  ${IntegrationLogRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useIntegrationLogsQuery__
 *
 * To run a query within a React component, call `useIntegrationLogsQuery` and pass it any options that fit your needs.
 * When your component renders, `useIntegrationLogsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useIntegrationLogsQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useIntegrationLogsQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<IntegrationLogsQuery, IntegrationLogsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<IntegrationLogsQuery, IntegrationLogsQueryVariables>(
    IntegrationLogsDocument,
    options,
  );
}
export function useIntegrationLogsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<IntegrationLogsQuery, IntegrationLogsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<IntegrationLogsQuery, IntegrationLogsQueryVariables>(
    IntegrationLogsDocument,
    options,
  );
}
// @ts-ignore
export function useIntegrationLogsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    IntegrationLogsQuery,
    IntegrationLogsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<IntegrationLogsQuery, IntegrationLogsQueryVariables>;
export function useIntegrationLogsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<IntegrationLogsQuery, IntegrationLogsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<IntegrationLogsQuery | undefined, IntegrationLogsQueryVariables>;
export function useIntegrationLogsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<IntegrationLogsQuery, IntegrationLogsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<IntegrationLogsQuery, IntegrationLogsQueryVariables>(
    IntegrationLogsDocument,
    options,
  );
}
export type IntegrationLogsQueryHookResult = ReturnType<typeof useIntegrationLogsQuery>;
export type IntegrationLogsLazyQueryHookResult = ReturnType<typeof useIntegrationLogsLazyQuery>;
export type IntegrationLogsSuspenseQueryHookResult = ReturnType<typeof useIntegrationLogsSuspenseQuery>;
export type IntegrationLogsQueryResult = ApolloReactCommon.QueryResult<
  IntegrationLogsQuery,
  IntegrationLogsQueryVariables
>;
