/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import { JobProgressFieldsFragmentDoc, JobStartedFragmentDoc } from '../../components/jobs.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type ImportPriceBooksMutationVariables = Exact<{
  jsonl: string;
}>;

export type ImportPriceBooksMutation = {
  __typename: 'Mutation';
  importPriceBooks: {
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
};

export const ImportPriceBooksDocument = gql`
  mutation ImportPriceBooks($jsonl: String!) {
    importPriceBooks(jsonl: $jsonl) {
      ...JobStarted
    }
  }
  ${JobStartedFragmentDoc}
  ${JobProgressFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type ImportPriceBooksMutationFn = ApolloReactCommon.MutationFunction<
  ImportPriceBooksMutation,
  ImportPriceBooksMutationVariables
>;

/**
 * __useImportPriceBooksMutation__
 *
 * To run a mutation, you first call `useImportPriceBooksMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useImportPriceBooksMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [importPriceBooksMutation, { data, loading, error }] = useImportPriceBooksMutation({
 *   variables: {
 *      jsonl: // value for 'jsonl'
 *   },
 * });
 */
export function useImportPriceBooksMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    ImportPriceBooksMutation,
    ImportPriceBooksMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<ImportPriceBooksMutation, ImportPriceBooksMutationVariables>(
    ImportPriceBooksDocument,
    options,
  );
}
export type ImportPriceBooksMutationHookResult = ReturnType<typeof useImportPriceBooksMutation>;
export type ImportPriceBooksMutationResult = ApolloReactCommon.MutationResult<ImportPriceBooksMutation>;
export type ImportPriceBooksMutationOptions = ApolloReactCommon.BaseMutationOptions<
  ImportPriceBooksMutation,
  ImportPriceBooksMutationVariables
>;
