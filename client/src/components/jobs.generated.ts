/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../graphql/schema-types';

import { gql } from '@apollo/client';
import { PageTotalFragmentDoc } from './list/pageInfo.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type JobProgressFieldsFragment = {
  __typename: 'Job';
  id: string;
  jobType: Types.JobType;
  status: Types.JobStatus;
  startedAt: string | null;
  completedAt: string | null;
  fileUrl: string | null;
};

export type JobStartedFragment = {
  __typename: 'JobPayload';
  job: {
    __typename: 'Job';
    id: string;
    jobType: Types.JobType;
    status: Types.JobStatus;
    startedAt: string | null;
    completedAt: string | null;
    fileUrl: string | null;
  } | null;
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type JobProgressQueryVariables = Exact<{
  id: string | number;
}>;

export type JobProgressQuery = {
  __typename: 'Query';
  job: {
    __typename: 'Job';
    id: string;
    jobType: Types.JobType;
    status: Types.JobStatus;
    startedAt: string | null;
    completedAt: string | null;
    fileUrl: string | null;
  } | null;
};

export type JobErrorsQueryVariables = Exact<{
  id: string | number;
  page?: Types.PageInput | null | undefined;
}>;

export type JobErrorsQuery = {
  __typename: 'Query';
  job: {
    __typename: 'Job';
    id: string;
    errors: {
      __typename: 'JobErrorPage';
      items: Array<{ __typename: 'JobError'; id: string; message: string }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
  } | null;
};

export const JobProgressFieldsFragmentDoc = gql`
  fragment JobProgressFields on Job {
    id
    jobType
    status
    startedAt
    completedAt
    fileUrl
  }
`;
export const JobStartedFragmentDoc = gql`
  fragment JobStarted on JobPayload {
    job {
      ...JobProgressFields
    }
    ...PayloadErrors
  }
`;
export const JobProgressDocument = gql`
  query JobProgress($id: ID!) {
    job(id: $id) {
      ...JobProgressFields
    }
  }
  ${JobProgressFieldsFragmentDoc}
`;

/**
 * __useJobProgressQuery__
 *
 * To run a query within a React component, call `useJobProgressQuery` and pass it any options that fit your needs.
 * When your component renders, `useJobProgressQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useJobProgressQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useJobProgressQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<JobProgressQuery, JobProgressQueryVariables> &
    ({ variables: JobProgressQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<JobProgressQuery, JobProgressQueryVariables>(JobProgressDocument, options);
}
export function useJobProgressLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<JobProgressQuery, JobProgressQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<JobProgressQuery, JobProgressQueryVariables>(
    JobProgressDocument,
    options,
  );
}
// @ts-ignore
export function useJobProgressSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<JobProgressQuery, JobProgressQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<JobProgressQuery, JobProgressQueryVariables>;
export function useJobProgressSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<JobProgressQuery, JobProgressQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<JobProgressQuery | undefined, JobProgressQueryVariables>;
export function useJobProgressSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<JobProgressQuery, JobProgressQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<JobProgressQuery, JobProgressQueryVariables>(
    JobProgressDocument,
    options,
  );
}
export type JobProgressQueryHookResult = ReturnType<typeof useJobProgressQuery>;
export type JobProgressLazyQueryHookResult = ReturnType<typeof useJobProgressLazyQuery>;
export type JobProgressSuspenseQueryHookResult = ReturnType<typeof useJobProgressSuspenseQuery>;
export type JobProgressQueryResult = ApolloReactCommon.QueryResult<
  JobProgressQuery,
  JobProgressQueryVariables
>;
export const JobErrorsDocument = gql`
  query JobErrors($id: ID!, $page: PageInput) {
    job(id: $id) {
      id
      errors(page: $page) {
        items {
          id
          message
        }
        ...PageTotal
      }
    }
  }
  ${PageTotalFragmentDoc}
`;

/**
 * __useJobErrorsQuery__
 *
 * To run a query within a React component, call `useJobErrorsQuery` and pass it any options that fit your needs.
 * When your component renders, `useJobErrorsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useJobErrorsQuery({
 *   variables: {
 *      id: // value for 'id'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useJobErrorsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<JobErrorsQuery, JobErrorsQueryVariables> &
    ({ variables: JobErrorsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<JobErrorsQuery, JobErrorsQueryVariables>(JobErrorsDocument, options);
}
export function useJobErrorsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<JobErrorsQuery, JobErrorsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<JobErrorsQuery, JobErrorsQueryVariables>(JobErrorsDocument, options);
}
// @ts-ignore
export function useJobErrorsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<JobErrorsQuery, JobErrorsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<JobErrorsQuery, JobErrorsQueryVariables>;
export function useJobErrorsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<JobErrorsQuery, JobErrorsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<JobErrorsQuery | undefined, JobErrorsQueryVariables>;
export function useJobErrorsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<JobErrorsQuery, JobErrorsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<JobErrorsQuery, JobErrorsQueryVariables>(
    JobErrorsDocument,
    options,
  );
}
export type JobErrorsQueryHookResult = ReturnType<typeof useJobErrorsQuery>;
export type JobErrorsLazyQueryHookResult = ReturnType<typeof useJobErrorsLazyQuery>;
export type JobErrorsSuspenseQueryHookResult = ReturnType<typeof useJobErrorsSuspenseQuery>;
export type JobErrorsQueryResult = ApolloReactCommon.QueryResult<JobErrorsQuery, JobErrorsQueryVariables>;
