/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import {
  ListPageInfoFragmentDoc,
  PageFieldsFragmentDoc,
  PageTotalFragmentDoc,
} from '../../components/list/pageInfo.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type FlowRowFragment = {
  __typename: 'Flow';
  id: string;
  name: string;
  slug: string;
  description: string;
  enabled: boolean;
};

export type FlowFieldRowFragment = {
  __typename: 'FlowField';
  id: string;
  name: string;
  slug: string;
  fieldType: Types.FlowFieldType;
  required: boolean;
  description: string;
  enabled: boolean;
};

export type FlowEntryRowFragment = {
  __typename: 'FlowEntry';
  id: string;
  values: unknown;
  updatedAt: string | null;
};

export type FlowsQueryVariables = Exact<{
  page?: Types.PageInput | null | undefined;
}>;

export type FlowsQuery = {
  __typename: 'Query';
  flows: {
    __typename: 'FlowPage';
    items: Array<{
      __typename: 'Flow';
      id: string;
      name: string;
      slug: string;
      description: string;
      enabled: boolean;
    }>;
    pageInfo: { __typename: 'PageInfo'; total: number };
  };
};

export type FlowDetailQueryVariables = Exact<{
  id: string | number;
  entriesPage?: Types.PageInput | null | undefined;
}>;

export type FlowDetailQuery = {
  __typename: 'Query';
  flow: {
    __typename: 'Flow';
    id: string;
    name: string;
    slug: string;
    description: string;
    enabled: boolean;
    fields: Array<{
      __typename: 'FlowField';
      id: string;
      name: string;
      slug: string;
      fieldType: Types.FlowFieldType;
      required: boolean;
      description: string;
      enabled: boolean;
    }>;
    entries: {
      __typename: 'FlowEntryPage';
      items: Array<{ __typename: 'FlowEntry'; id: string; values: unknown; updatedAt: string | null }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
  } | null;
};

export type CreateFlowMutationVariables = Exact<{
  input: Types.FlowCreateInput;
}>;

export type CreateFlowMutation = {
  __typename: 'Mutation';
  createFlow: {
    __typename: 'FlowPayload';
    flow: {
      __typename: 'Flow';
      id: string;
      name: string;
      slug: string;
      description: string;
      enabled: boolean;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateFlowMutationVariables = Exact<{
  id: string | number;
  input: Types.FlowUpdateInput;
}>;

export type UpdateFlowMutation = {
  __typename: 'Mutation';
  updateFlow: {
    __typename: 'FlowPayload';
    flow: {
      __typename: 'Flow';
      id: string;
      name: string;
      slug: string;
      description: string;
      enabled: boolean;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteFlowMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteFlowMutation = {
  __typename: 'Mutation';
  deleteFlow: {
    __typename: 'DeleteFlowResourcePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateFlowFieldMutationVariables = Exact<{
  input: Types.FlowFieldCreateInput;
}>;

export type CreateFlowFieldMutation = {
  __typename: 'Mutation';
  createFlowField: {
    __typename: 'FlowFieldPayload';
    field: {
      __typename: 'FlowField';
      id: string;
      name: string;
      slug: string;
      fieldType: Types.FlowFieldType;
      required: boolean;
      description: string;
      enabled: boolean;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateFlowFieldMutationVariables = Exact<{
  id: string | number;
  input: Types.FlowFieldUpdateInput;
}>;

export type UpdateFlowFieldMutation = {
  __typename: 'Mutation';
  updateFlowField: {
    __typename: 'FlowFieldPayload';
    field: {
      __typename: 'FlowField';
      id: string;
      name: string;
      slug: string;
      fieldType: Types.FlowFieldType;
      required: boolean;
      description: string;
      enabled: boolean;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteFlowFieldMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteFlowFieldMutation = {
  __typename: 'Mutation';
  deleteFlowField: {
    __typename: 'DeleteFlowResourcePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateFlowEntryMutationVariables = Exact<{
  flowSlug: string;
  values: unknown;
}>;

export type CreateFlowEntryMutation = {
  __typename: 'Mutation';
  createFlowEntry: {
    __typename: 'FlowEntryPayload';
    entry: { __typename: 'FlowEntry'; id: string; values: unknown; updatedAt: string | null } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateFlowEntryMutationVariables = Exact<{
  flowSlug: string;
  id: string | number;
  values: unknown;
}>;

export type UpdateFlowEntryMutation = {
  __typename: 'Mutation';
  updateFlowEntry: {
    __typename: 'FlowEntryPayload';
    entry: { __typename: 'FlowEntry'; id: string; values: unknown; updatedAt: string | null } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteFlowEntryMutationVariables = Exact<{
  flowSlug: string;
  id: string | number;
}>;

export type DeleteFlowEntryMutation = {
  __typename: 'Mutation';
  deleteFlowEntry: {
    __typename: 'DeleteFlowResourcePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type FlowEntryReferenceFieldsFragment = { __typename: 'FlowEntryReference'; type: string; id: string };

export type SetFlowEntryRelationshipsMutationVariables = Exact<{
  flowSlug: string;
  entryId: string | number;
  fieldSlug: string;
  references: Array<Types.FlowEntryReferenceInput> | Types.FlowEntryReferenceInput;
  replace?: boolean | null | undefined;
}>;

export type SetFlowEntryRelationshipsMutation = {
  __typename: 'Mutation';
  setFlowEntryRelationships: {
    __typename: 'FlowEntryRelationshipsPayload';
    references: Array<{ __typename: 'FlowEntryReference'; type: string; id: string }> | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type RemoveFlowEntryRelationshipsMutationVariables = Exact<{
  flowSlug: string;
  entryId: string | number;
  fieldSlug: string;
  references: Array<Types.FlowEntryReferenceInput> | Types.FlowEntryReferenceInput;
}>;

export type RemoveFlowEntryRelationshipsMutation = {
  __typename: 'Mutation';
  removeFlowEntryRelationships: {
    __typename: 'FlowEntryRelationshipsPayload';
    references: Array<{ __typename: 'FlowEntryReference'; type: string; id: string }> | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type StoreFlowFieldRowFragment = {
  __typename: 'FlowField';
  flowId: string;
  id: string;
  name: string;
  slug: string;
  fieldType: Types.FlowFieldType;
  required: boolean;
  description: string;
  enabled: boolean;
};

export type FlowFieldsQueryVariables = Exact<{
  page?: Types.PageInput | null | undefined;
}>;

export type FlowFieldsQuery = {
  __typename: 'Query';
  flowFields: {
    __typename: 'FlowFieldPage';
    items: Array<{
      __typename: 'FlowField';
      flowId: string;
      id: string;
      name: string;
      slug: string;
      fieldType: Types.FlowFieldType;
      required: boolean;
      description: string;
      enabled: boolean;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type FlowFieldQueryVariables = Exact<{
  id: string | number;
}>;

export type FlowFieldQuery = {
  __typename: 'Query';
  flowField: {
    __typename: 'FlowField';
    validationRules: unknown;
    flowId: string;
    id: string;
    name: string;
    slug: string;
    fieldType: Types.FlowFieldType;
    required: boolean;
    description: string;
    enabled: boolean;
  } | null;
};

export type FlowAttributesQueryVariables = Exact<{
  flowSlug: string;
}>;

export type FlowAttributesQuery = {
  __typename: 'Query';
  flowAttributes: Array<{
    __typename: 'FlowAttribute';
    label: string;
    value: string;
    type: string;
    required: boolean;
    description: string;
  }>;
};

export const FlowRowFragmentDoc = gql`
  fragment FlowRow on Flow {
    id
    name
    slug
    description
    enabled
  }
`;
export const FlowEntryRowFragmentDoc = gql`
  fragment FlowEntryRow on FlowEntry {
    id
    values
    updatedAt
  }
`;
export const FlowEntryReferenceFieldsFragmentDoc = gql`
  fragment FlowEntryReferenceFields on FlowEntryReference {
    type
    id
  }
`;
export const FlowFieldRowFragmentDoc = gql`
  fragment FlowFieldRow on FlowField {
    id
    name
    slug
    fieldType
    required
    description
    enabled
  }
`;
export const StoreFlowFieldRowFragmentDoc = gql`
  fragment StoreFlowFieldRow on FlowField {
    ...FlowFieldRow
    flowId
  }
`;
export const FlowsDocument = gql`
  query Flows($page: PageInput) {
    flows(page: $page) {
      items {
        ...FlowRow
      }
      ...PageTotal
    }
  }
  ${FlowRowFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useFlowsQuery__
 *
 * To run a query within a React component, call `useFlowsQuery` and pass it any options that fit your needs.
 * When your component renders, `useFlowsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFlowsQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useFlowsQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<FlowsQuery, FlowsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<FlowsQuery, FlowsQueryVariables>(FlowsDocument, options);
}
export function useFlowsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FlowsQuery, FlowsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<FlowsQuery, FlowsQueryVariables>(FlowsDocument, options);
}
// @ts-ignore
export function useFlowsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FlowsQuery, FlowsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<FlowsQuery, FlowsQueryVariables>;
export function useFlowsSuspenseQuery(
  baseOptions?:
    ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FlowsQuery, FlowsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<FlowsQuery | undefined, FlowsQueryVariables>;
export function useFlowsSuspenseQuery(
  baseOptions?:
    ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FlowsQuery, FlowsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<FlowsQuery, FlowsQueryVariables>(FlowsDocument, options);
}
export type FlowsQueryHookResult = ReturnType<typeof useFlowsQuery>;
export type FlowsLazyQueryHookResult = ReturnType<typeof useFlowsLazyQuery>;
export type FlowsSuspenseQueryHookResult = ReturnType<typeof useFlowsSuspenseQuery>;
export type FlowsQueryResult = ApolloReactCommon.QueryResult<FlowsQuery, FlowsQueryVariables>;
export const FlowDetailDocument = gql`
  query FlowDetail($id: ID!, $entriesPage: PageInput) {
    flow(id: $id) {
      ...FlowRow
      fields {
        ...FlowFieldRow
      }
      entries(page: $entriesPage) {
        items {
          ...FlowEntryRow
        }
        ...PageTotal
      }
    }
  }
  ${FlowRowFragmentDoc}
  ${FlowFieldRowFragmentDoc}
  ${FlowEntryRowFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useFlowDetailQuery__
 *
 * To run a query within a React component, call `useFlowDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useFlowDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFlowDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *      entriesPage: // value for 'entriesPage'
 *   },
 * });
 */
export function useFlowDetailQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<FlowDetailQuery, FlowDetailQueryVariables> &
    ({ variables: FlowDetailQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<FlowDetailQuery, FlowDetailQueryVariables>(FlowDetailDocument, options);
}
export function useFlowDetailLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FlowDetailQuery, FlowDetailQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<FlowDetailQuery, FlowDetailQueryVariables>(
    FlowDetailDocument,
    options,
  );
}
// @ts-ignore
export function useFlowDetailSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FlowDetailQuery, FlowDetailQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<FlowDetailQuery, FlowDetailQueryVariables>;
export function useFlowDetailSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<FlowDetailQuery, FlowDetailQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<FlowDetailQuery | undefined, FlowDetailQueryVariables>;
export function useFlowDetailSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<FlowDetailQuery, FlowDetailQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<FlowDetailQuery, FlowDetailQueryVariables>(
    FlowDetailDocument,
    options,
  );
}
export type FlowDetailQueryHookResult = ReturnType<typeof useFlowDetailQuery>;
export type FlowDetailLazyQueryHookResult = ReturnType<typeof useFlowDetailLazyQuery>;
export type FlowDetailSuspenseQueryHookResult = ReturnType<typeof useFlowDetailSuspenseQuery>;
export type FlowDetailQueryResult = ApolloReactCommon.QueryResult<FlowDetailQuery, FlowDetailQueryVariables>;
export const CreateFlowDocument = gql`
  mutation CreateFlow($input: FlowCreateInput!) {
    createFlow(input: $input) {
      flow {
        ...FlowRow
      }
      ...PayloadErrors
    }
  }
  ${FlowRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateFlowMutationFn = ApolloReactCommon.MutationFunction<
  CreateFlowMutation,
  CreateFlowMutationVariables
>;

/**
 * __useCreateFlowMutation__
 *
 * To run a mutation, you first call `useCreateFlowMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateFlowMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createFlowMutation, { data, loading, error }] = useCreateFlowMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateFlowMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<CreateFlowMutation, CreateFlowMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateFlowMutation, CreateFlowMutationVariables>(
    CreateFlowDocument,
    options,
  );
}
export type CreateFlowMutationHookResult = ReturnType<typeof useCreateFlowMutation>;
export type CreateFlowMutationResult = ApolloReactCommon.MutationResult<CreateFlowMutation>;
export type CreateFlowMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateFlowMutation,
  CreateFlowMutationVariables
>;
export const UpdateFlowDocument = gql`
  mutation UpdateFlow($id: ID!, $input: FlowUpdateInput!) {
    updateFlow(id: $id, input: $input) {
      flow {
        ...FlowRow
      }
      ...PayloadErrors
    }
  }
  ${FlowRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateFlowMutationFn = ApolloReactCommon.MutationFunction<
  UpdateFlowMutation,
  UpdateFlowMutationVariables
>;

/**
 * __useUpdateFlowMutation__
 *
 * To run a mutation, you first call `useUpdateFlowMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateFlowMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateFlowMutation, { data, loading, error }] = useUpdateFlowMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateFlowMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateFlowMutation, UpdateFlowMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateFlowMutation, UpdateFlowMutationVariables>(
    UpdateFlowDocument,
    options,
  );
}
export type UpdateFlowMutationHookResult = ReturnType<typeof useUpdateFlowMutation>;
export type UpdateFlowMutationResult = ApolloReactCommon.MutationResult<UpdateFlowMutation>;
export type UpdateFlowMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateFlowMutation,
  UpdateFlowMutationVariables
>;
export const DeleteFlowDocument = gql`
  mutation DeleteFlow($id: ID!) {
    deleteFlow(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteFlowMutationFn = ApolloReactCommon.MutationFunction<
  DeleteFlowMutation,
  DeleteFlowMutationVariables
>;

/**
 * __useDeleteFlowMutation__
 *
 * To run a mutation, you first call `useDeleteFlowMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteFlowMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteFlowMutation, { data, loading, error }] = useDeleteFlowMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteFlowMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteFlowMutation, DeleteFlowMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteFlowMutation, DeleteFlowMutationVariables>(
    DeleteFlowDocument,
    options,
  );
}
export type DeleteFlowMutationHookResult = ReturnType<typeof useDeleteFlowMutation>;
export type DeleteFlowMutationResult = ApolloReactCommon.MutationResult<DeleteFlowMutation>;
export type DeleteFlowMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteFlowMutation,
  DeleteFlowMutationVariables
>;
export const CreateFlowFieldDocument = gql`
  mutation CreateFlowField($input: FlowFieldCreateInput!) {
    createFlowField(input: $input) {
      field {
        ...FlowFieldRow
      }
      ...PayloadErrors
    }
  }
  ${FlowFieldRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateFlowFieldMutationFn = ApolloReactCommon.MutationFunction<
  CreateFlowFieldMutation,
  CreateFlowFieldMutationVariables
>;

/**
 * __useCreateFlowFieldMutation__
 *
 * To run a mutation, you first call `useCreateFlowFieldMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateFlowFieldMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createFlowFieldMutation, { data, loading, error }] = useCreateFlowFieldMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateFlowFieldMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateFlowFieldMutation,
    CreateFlowFieldMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateFlowFieldMutation, CreateFlowFieldMutationVariables>(
    CreateFlowFieldDocument,
    options,
  );
}
export type CreateFlowFieldMutationHookResult = ReturnType<typeof useCreateFlowFieldMutation>;
export type CreateFlowFieldMutationResult = ApolloReactCommon.MutationResult<CreateFlowFieldMutation>;
export type CreateFlowFieldMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateFlowFieldMutation,
  CreateFlowFieldMutationVariables
>;
export const UpdateFlowFieldDocument = gql`
  mutation UpdateFlowField($id: ID!, $input: FlowFieldUpdateInput!) {
    updateFlowField(id: $id, input: $input) {
      field {
        ...FlowFieldRow
      }
      ...PayloadErrors
    }
  }
  ${FlowFieldRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateFlowFieldMutationFn = ApolloReactCommon.MutationFunction<
  UpdateFlowFieldMutation,
  UpdateFlowFieldMutationVariables
>;

/**
 * __useUpdateFlowFieldMutation__
 *
 * To run a mutation, you first call `useUpdateFlowFieldMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateFlowFieldMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateFlowFieldMutation, { data, loading, error }] = useUpdateFlowFieldMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateFlowFieldMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateFlowFieldMutation,
    UpdateFlowFieldMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateFlowFieldMutation, UpdateFlowFieldMutationVariables>(
    UpdateFlowFieldDocument,
    options,
  );
}
export type UpdateFlowFieldMutationHookResult = ReturnType<typeof useUpdateFlowFieldMutation>;
export type UpdateFlowFieldMutationResult = ApolloReactCommon.MutationResult<UpdateFlowFieldMutation>;
export type UpdateFlowFieldMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateFlowFieldMutation,
  UpdateFlowFieldMutationVariables
>;
export const DeleteFlowFieldDocument = gql`
  mutation DeleteFlowField($id: ID!) {
    deleteFlowField(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteFlowFieldMutationFn = ApolloReactCommon.MutationFunction<
  DeleteFlowFieldMutation,
  DeleteFlowFieldMutationVariables
>;

/**
 * __useDeleteFlowFieldMutation__
 *
 * To run a mutation, you first call `useDeleteFlowFieldMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteFlowFieldMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteFlowFieldMutation, { data, loading, error }] = useDeleteFlowFieldMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteFlowFieldMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteFlowFieldMutation,
    DeleteFlowFieldMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteFlowFieldMutation, DeleteFlowFieldMutationVariables>(
    DeleteFlowFieldDocument,
    options,
  );
}
export type DeleteFlowFieldMutationHookResult = ReturnType<typeof useDeleteFlowFieldMutation>;
export type DeleteFlowFieldMutationResult = ApolloReactCommon.MutationResult<DeleteFlowFieldMutation>;
export type DeleteFlowFieldMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteFlowFieldMutation,
  DeleteFlowFieldMutationVariables
>;
export const CreateFlowEntryDocument = gql`
  mutation CreateFlowEntry($flowSlug: String!, $values: JSON!) {
    createFlowEntry(flowSlug: $flowSlug, values: $values) {
      entry {
        ...FlowEntryRow
      }
      ...PayloadErrors
    }
  }
  ${FlowEntryRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateFlowEntryMutationFn = ApolloReactCommon.MutationFunction<
  CreateFlowEntryMutation,
  CreateFlowEntryMutationVariables
>;

/**
 * __useCreateFlowEntryMutation__
 *
 * To run a mutation, you first call `useCreateFlowEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateFlowEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createFlowEntryMutation, { data, loading, error }] = useCreateFlowEntryMutation({
 *   variables: {
 *      flowSlug: // value for 'flowSlug'
 *      values: // value for 'values'
 *   },
 * });
 */
export function useCreateFlowEntryMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateFlowEntryMutation,
    CreateFlowEntryMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateFlowEntryMutation, CreateFlowEntryMutationVariables>(
    CreateFlowEntryDocument,
    options,
  );
}
export type CreateFlowEntryMutationHookResult = ReturnType<typeof useCreateFlowEntryMutation>;
export type CreateFlowEntryMutationResult = ApolloReactCommon.MutationResult<CreateFlowEntryMutation>;
export type CreateFlowEntryMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateFlowEntryMutation,
  CreateFlowEntryMutationVariables
>;
export const UpdateFlowEntryDocument = gql`
  mutation UpdateFlowEntry($flowSlug: String!, $id: ID!, $values: JSON!) {
    updateFlowEntry(flowSlug: $flowSlug, id: $id, values: $values) {
      entry {
        ...FlowEntryRow
      }
      ...PayloadErrors
    }
  }
  ${FlowEntryRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateFlowEntryMutationFn = ApolloReactCommon.MutationFunction<
  UpdateFlowEntryMutation,
  UpdateFlowEntryMutationVariables
>;

/**
 * __useUpdateFlowEntryMutation__
 *
 * To run a mutation, you first call `useUpdateFlowEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateFlowEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateFlowEntryMutation, { data, loading, error }] = useUpdateFlowEntryMutation({
 *   variables: {
 *      flowSlug: // value for 'flowSlug'
 *      id: // value for 'id'
 *      values: // value for 'values'
 *   },
 * });
 */
export function useUpdateFlowEntryMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateFlowEntryMutation,
    UpdateFlowEntryMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateFlowEntryMutation, UpdateFlowEntryMutationVariables>(
    UpdateFlowEntryDocument,
    options,
  );
}
export type UpdateFlowEntryMutationHookResult = ReturnType<typeof useUpdateFlowEntryMutation>;
export type UpdateFlowEntryMutationResult = ApolloReactCommon.MutationResult<UpdateFlowEntryMutation>;
export type UpdateFlowEntryMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateFlowEntryMutation,
  UpdateFlowEntryMutationVariables
>;
export const DeleteFlowEntryDocument = gql`
  mutation DeleteFlowEntry($flowSlug: String!, $id: ID!) {
    deleteFlowEntry(flowSlug: $flowSlug, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteFlowEntryMutationFn = ApolloReactCommon.MutationFunction<
  DeleteFlowEntryMutation,
  DeleteFlowEntryMutationVariables
>;

/**
 * __useDeleteFlowEntryMutation__
 *
 * To run a mutation, you first call `useDeleteFlowEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteFlowEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteFlowEntryMutation, { data, loading, error }] = useDeleteFlowEntryMutation({
 *   variables: {
 *      flowSlug: // value for 'flowSlug'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteFlowEntryMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteFlowEntryMutation,
    DeleteFlowEntryMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteFlowEntryMutation, DeleteFlowEntryMutationVariables>(
    DeleteFlowEntryDocument,
    options,
  );
}
export type DeleteFlowEntryMutationHookResult = ReturnType<typeof useDeleteFlowEntryMutation>;
export type DeleteFlowEntryMutationResult = ApolloReactCommon.MutationResult<DeleteFlowEntryMutation>;
export type DeleteFlowEntryMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteFlowEntryMutation,
  DeleteFlowEntryMutationVariables
>;
export const SetFlowEntryRelationshipsDocument = gql`
  mutation SetFlowEntryRelationships(
    $flowSlug: String!
    $entryId: ID!
    $fieldSlug: String!
    $references: [FlowEntryReferenceInput!]!
    $replace: Boolean
  ) {
    setFlowEntryRelationships(
      flowSlug: $flowSlug
      entryId: $entryId
      fieldSlug: $fieldSlug
      references: $references
      replace: $replace
    ) {
      references {
        ...FlowEntryReferenceFields
      }
      ...PayloadErrors
    }
  }
  ${FlowEntryReferenceFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type SetFlowEntryRelationshipsMutationFn = ApolloReactCommon.MutationFunction<
  SetFlowEntryRelationshipsMutation,
  SetFlowEntryRelationshipsMutationVariables
>;

/**
 * __useSetFlowEntryRelationshipsMutation__
 *
 * To run a mutation, you first call `useSetFlowEntryRelationshipsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetFlowEntryRelationshipsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setFlowEntryRelationshipsMutation, { data, loading, error }] = useSetFlowEntryRelationshipsMutation({
 *   variables: {
 *      flowSlug: // value for 'flowSlug'
 *      entryId: // value for 'entryId'
 *      fieldSlug: // value for 'fieldSlug'
 *      references: // value for 'references'
 *      replace: // value for 'replace'
 *   },
 * });
 */
export function useSetFlowEntryRelationshipsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    SetFlowEntryRelationshipsMutation,
    SetFlowEntryRelationshipsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    SetFlowEntryRelationshipsMutation,
    SetFlowEntryRelationshipsMutationVariables
  >(SetFlowEntryRelationshipsDocument, options);
}
export type SetFlowEntryRelationshipsMutationHookResult = ReturnType<
  typeof useSetFlowEntryRelationshipsMutation
>;
export type SetFlowEntryRelationshipsMutationResult =
  ApolloReactCommon.MutationResult<SetFlowEntryRelationshipsMutation>;
export type SetFlowEntryRelationshipsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  SetFlowEntryRelationshipsMutation,
  SetFlowEntryRelationshipsMutationVariables
>;
export const RemoveFlowEntryRelationshipsDocument = gql`
  mutation RemoveFlowEntryRelationships(
    $flowSlug: String!
    $entryId: ID!
    $fieldSlug: String!
    $references: [FlowEntryReferenceInput!]!
  ) {
    removeFlowEntryRelationships(
      flowSlug: $flowSlug
      entryId: $entryId
      fieldSlug: $fieldSlug
      references: $references
    ) {
      references {
        ...FlowEntryReferenceFields
      }
      ...PayloadErrors
    }
  }
  ${FlowEntryReferenceFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type RemoveFlowEntryRelationshipsMutationFn = ApolloReactCommon.MutationFunction<
  RemoveFlowEntryRelationshipsMutation,
  RemoveFlowEntryRelationshipsMutationVariables
>;

/**
 * __useRemoveFlowEntryRelationshipsMutation__
 *
 * To run a mutation, you first call `useRemoveFlowEntryRelationshipsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveFlowEntryRelationshipsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeFlowEntryRelationshipsMutation, { data, loading, error }] = useRemoveFlowEntryRelationshipsMutation({
 *   variables: {
 *      flowSlug: // value for 'flowSlug'
 *      entryId: // value for 'entryId'
 *      fieldSlug: // value for 'fieldSlug'
 *      references: // value for 'references'
 *   },
 * });
 */
export function useRemoveFlowEntryRelationshipsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    RemoveFlowEntryRelationshipsMutation,
    RemoveFlowEntryRelationshipsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    RemoveFlowEntryRelationshipsMutation,
    RemoveFlowEntryRelationshipsMutationVariables
  >(RemoveFlowEntryRelationshipsDocument, options);
}
export type RemoveFlowEntryRelationshipsMutationHookResult = ReturnType<
  typeof useRemoveFlowEntryRelationshipsMutation
>;
export type RemoveFlowEntryRelationshipsMutationResult =
  ApolloReactCommon.MutationResult<RemoveFlowEntryRelationshipsMutation>;
export type RemoveFlowEntryRelationshipsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  RemoveFlowEntryRelationshipsMutation,
  RemoveFlowEntryRelationshipsMutationVariables
>;
export const FlowFieldsDocument = gql`
  query FlowFields($page: PageInput) {
    flowFields(page: $page) {
      items {
        ...StoreFlowFieldRow
      }
      ...PageFields
    }
  }
  ${StoreFlowFieldRowFragmentDoc}
  ${FlowFieldRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useFlowFieldsQuery__
 *
 * To run a query within a React component, call `useFlowFieldsQuery` and pass it any options that fit your needs.
 * When your component renders, `useFlowFieldsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFlowFieldsQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useFlowFieldsQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<FlowFieldsQuery, FlowFieldsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<FlowFieldsQuery, FlowFieldsQueryVariables>(FlowFieldsDocument, options);
}
export function useFlowFieldsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FlowFieldsQuery, FlowFieldsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<FlowFieldsQuery, FlowFieldsQueryVariables>(
    FlowFieldsDocument,
    options,
  );
}
// @ts-ignore
export function useFlowFieldsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FlowFieldsQuery, FlowFieldsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<FlowFieldsQuery, FlowFieldsQueryVariables>;
export function useFlowFieldsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<FlowFieldsQuery, FlowFieldsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<FlowFieldsQuery | undefined, FlowFieldsQueryVariables>;
export function useFlowFieldsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<FlowFieldsQuery, FlowFieldsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<FlowFieldsQuery, FlowFieldsQueryVariables>(
    FlowFieldsDocument,
    options,
  );
}
export type FlowFieldsQueryHookResult = ReturnType<typeof useFlowFieldsQuery>;
export type FlowFieldsLazyQueryHookResult = ReturnType<typeof useFlowFieldsLazyQuery>;
export type FlowFieldsSuspenseQueryHookResult = ReturnType<typeof useFlowFieldsSuspenseQuery>;
export type FlowFieldsQueryResult = ApolloReactCommon.QueryResult<FlowFieldsQuery, FlowFieldsQueryVariables>;
export const FlowFieldDocument = gql`
  query FlowField($id: ID!) {
    flowField(id: $id) {
      ...StoreFlowFieldRow
      validationRules
    }
  }
  ${StoreFlowFieldRowFragmentDoc}
  ${FlowFieldRowFragmentDoc}
`;

/**
 * __useFlowFieldQuery__
 *
 * To run a query within a React component, call `useFlowFieldQuery` and pass it any options that fit your needs.
 * When your component renders, `useFlowFieldQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFlowFieldQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useFlowFieldQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<FlowFieldQuery, FlowFieldQueryVariables> &
    ({ variables: FlowFieldQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<FlowFieldQuery, FlowFieldQueryVariables>(FlowFieldDocument, options);
}
export function useFlowFieldLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FlowFieldQuery, FlowFieldQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<FlowFieldQuery, FlowFieldQueryVariables>(FlowFieldDocument, options);
}
// @ts-ignore
export function useFlowFieldSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FlowFieldQuery, FlowFieldQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<FlowFieldQuery, FlowFieldQueryVariables>;
export function useFlowFieldSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<FlowFieldQuery, FlowFieldQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<FlowFieldQuery | undefined, FlowFieldQueryVariables>;
export function useFlowFieldSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<FlowFieldQuery, FlowFieldQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<FlowFieldQuery, FlowFieldQueryVariables>(
    FlowFieldDocument,
    options,
  );
}
export type FlowFieldQueryHookResult = ReturnType<typeof useFlowFieldQuery>;
export type FlowFieldLazyQueryHookResult = ReturnType<typeof useFlowFieldLazyQuery>;
export type FlowFieldSuspenseQueryHookResult = ReturnType<typeof useFlowFieldSuspenseQuery>;
export type FlowFieldQueryResult = ApolloReactCommon.QueryResult<FlowFieldQuery, FlowFieldQueryVariables>;
export const FlowAttributesDocument = gql`
  query FlowAttributes($flowSlug: String!) {
    flowAttributes(flowSlug: $flowSlug) {
      label
      value
      type
      required
      description
    }
  }
`;

/**
 * __useFlowAttributesQuery__
 *
 * To run a query within a React component, call `useFlowAttributesQuery` and pass it any options that fit your needs.
 * When your component renders, `useFlowAttributesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFlowAttributesQuery({
 *   variables: {
 *      flowSlug: // value for 'flowSlug'
 *   },
 * });
 */
export function useFlowAttributesQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<FlowAttributesQuery, FlowAttributesQueryVariables> &
    ({ variables: FlowAttributesQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<FlowAttributesQuery, FlowAttributesQueryVariables>(
    FlowAttributesDocument,
    options,
  );
}
export function useFlowAttributesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FlowAttributesQuery, FlowAttributesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<FlowAttributesQuery, FlowAttributesQueryVariables>(
    FlowAttributesDocument,
    options,
  );
}
// @ts-ignore
export function useFlowAttributesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FlowAttributesQuery, FlowAttributesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<FlowAttributesQuery, FlowAttributesQueryVariables>;
export function useFlowAttributesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<FlowAttributesQuery, FlowAttributesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<FlowAttributesQuery | undefined, FlowAttributesQueryVariables>;
export function useFlowAttributesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<FlowAttributesQuery, FlowAttributesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<FlowAttributesQuery, FlowAttributesQueryVariables>(
    FlowAttributesDocument,
    options,
  );
}
export type FlowAttributesQueryHookResult = ReturnType<typeof useFlowAttributesQuery>;
export type FlowAttributesLazyQueryHookResult = ReturnType<typeof useFlowAttributesLazyQuery>;
export type FlowAttributesSuspenseQueryHookResult = ReturnType<typeof useFlowAttributesSuspenseQuery>;
export type FlowAttributesQueryResult = ApolloReactCommon.QueryResult<
  FlowAttributesQuery,
  FlowAttributesQueryVariables
>;
