/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import { PageTotalFragmentDoc } from '../../components/list/pageInfo.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type JobListItemFragment = {
  __typename: 'Job';
  id: string;
  jobType: Types.JobType;
  status: Types.JobStatus;
  createdAt: string | null;
  completedAt: string | null;
  fileUrl: string | null;
};

export type JobListQueryVariables = Exact<{
  page?: Types.PageInput | null | undefined;
}>;

export type JobListQuery = {
  __typename: 'Query';
  jobs: {
    __typename: 'JobPage';
    items: Array<{
      __typename: 'Job';
      id: string;
      jobType: Types.JobType;
      status: Types.JobStatus;
      createdAt: string | null;
      completedAt: string | null;
      fileUrl: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; total: number };
  };
};

export const JobListItemFragmentDoc = gql`
  fragment JobListItem on Job {
    id
    jobType
    status
    createdAt
    completedAt
    fileUrl
  }
`;
export const JobListDocument = gql`
  query JobList($page: PageInput) {
    jobs(page: $page) {
      items {
        ...JobListItem
      }
      ...PageTotal
    }
  }
  ${JobListItemFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useJobListQuery__
 *
 * To run a query within a React component, call `useJobListQuery` and pass it any options that fit your needs.
 * When your component renders, `useJobListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useJobListQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useJobListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<JobListQuery, JobListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<JobListQuery, JobListQueryVariables>(JobListDocument, options);
}
export function useJobListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<JobListQuery, JobListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<JobListQuery, JobListQueryVariables>(JobListDocument, options);
}
// @ts-ignore
export function useJobListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<JobListQuery, JobListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<JobListQuery, JobListQueryVariables>;
export function useJobListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<JobListQuery, JobListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<JobListQuery | undefined, JobListQueryVariables>;
export function useJobListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<JobListQuery, JobListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<JobListQuery, JobListQueryVariables>(JobListDocument, options);
}
export type JobListQueryHookResult = ReturnType<typeof useJobListQuery>;
export type JobListLazyQueryHookResult = ReturnType<typeof useJobListLazyQuery>;
export type JobListSuspenseQueryHookResult = ReturnType<typeof useJobListSuspenseQuery>;
export type JobListQueryResult = ApolloReactCommon.QueryResult<JobListQuery, JobListQueryVariables>;
