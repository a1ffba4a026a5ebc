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
export type CustomApiListItemFragment = {
  __typename: 'CustomApi';
  id: string;
  name: string;
  description: string | null;
  slug: string;
  apiType: string;
  updatedAt: string | null;
};

export type CustomFieldRowFragment = {
  __typename: 'CustomField';
  id: string;
  name: string;
  description: string | null;
  slug: string;
  fieldType: Types.CustomFieldType;
  sortOrder: number;
  validation: {
    __typename: 'CustomFieldValidation';
    allowNullValues: boolean;
    immutable: boolean;
    minLength: number | null;
    maxLength: number | null;
    regex: string | null;
    unique: boolean | null;
    minValue: number | null;
    maxValue: number | null;
    allowedType: Types.CustomFieldType | null;
  };
};

export type CustomApiEntryRowFragment = {
  __typename: 'CustomApiEntry';
  id: string;
  values: unknown;
  updatedAt: string | null;
};

export type CustomApiRolePolicyRowFragment = {
  __typename: 'CustomApiRolePolicy';
  id: string;
  create: boolean;
  list: boolean;
  read: boolean;
  update: boolean;
  delete: boolean;
  role: { __typename: 'BuiltInRole'; id: string; name: string } | null;
};

export type CustomApiListQueryVariables = Exact<{
  filter?: Types.CustomApiFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type CustomApiListQuery = {
  __typename: 'Query';
  customApis: {
    __typename: 'CustomApiPage';
    items: Array<{
      __typename: 'CustomApi';
      id: string;
      name: string;
      description: string | null;
      slug: string;
      apiType: string;
      updatedAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type CustomApiDetailsQueryVariables = Exact<{
  id: string | number;
  entryPage?: Types.PageInput | null | undefined;
}>;

export type CustomApiDetailsQuery = {
  __typename: 'Query';
  customApi: {
    __typename: 'CustomApi';
    id: string;
    name: string;
    description: string | null;
    slug: string;
    apiType: string;
    updatedAt: string | null;
    fields: {
      __typename: 'CustomFieldPage';
      items: Array<{
        __typename: 'CustomField';
        id: string;
        name: string;
        description: string | null;
        slug: string;
        fieldType: Types.CustomFieldType;
        sortOrder: number;
        validation: {
          __typename: 'CustomFieldValidation';
          allowNullValues: boolean;
          immutable: boolean;
          minLength: number | null;
          maxLength: number | null;
          regex: string | null;
          unique: boolean | null;
          minValue: number | null;
          maxValue: number | null;
          allowedType: Types.CustomFieldType | null;
        };
      }>;
    };
    entries: {
      __typename: 'CustomApiEntryPage';
      items: Array<{ __typename: 'CustomApiEntry'; id: string; values: unknown; updatedAt: string | null }>;
      pageInfo: {
        __typename: 'PageInfo';
        limit: number;
        offset: number;
        total: number;
        hasNextPage: boolean;
      };
    };
    rolePolicies: {
      __typename: 'CustomApiRolePolicyPage';
      items: Array<{
        __typename: 'CustomApiRolePolicy';
        id: string;
        create: boolean;
        list: boolean;
        read: boolean;
        update: boolean;
        delete: boolean;
        role: { __typename: 'BuiltInRole'; id: string; name: string } | null;
      }>;
    };
  } | null;
  builtInRoles: Array<{ __typename: 'BuiltInRole'; id: string; name: string }>;
};

export type CreateCustomApiMutationVariables = Exact<{
  input: Types.CustomApiCreateInput;
}>;

export type CreateCustomApiMutation = {
  __typename: 'Mutation';
  createCustomApi: {
    __typename: 'CustomApiPayload';
    customApi: {
      __typename: 'CustomApi';
      id: string;
      name: string;
      description: string | null;
      slug: string;
      apiType: string;
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

export type UpdateCustomApiMutationVariables = Exact<{
  id: string | number;
  input: Types.CustomApiUpdateInput;
}>;

export type UpdateCustomApiMutation = {
  __typename: 'Mutation';
  updateCustomApi: {
    __typename: 'CustomApiPayload';
    customApi: {
      __typename: 'CustomApi';
      id: string;
      name: string;
      description: string | null;
      slug: string;
      apiType: string;
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

export type DeleteCustomApiMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteCustomApiMutation = {
  __typename: 'Mutation';
  deleteCustomApi: {
    __typename: 'DeleteCustomApiResourcePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateCustomFieldMutationVariables = Exact<{
  customApiId: string | number;
  input: Types.CustomFieldCreateInput;
}>;

export type CreateCustomFieldMutation = {
  __typename: 'Mutation';
  createCustomField: {
    __typename: 'CustomFieldPayload';
    field: {
      __typename: 'CustomField';
      id: string;
      name: string;
      description: string | null;
      slug: string;
      fieldType: Types.CustomFieldType;
      sortOrder: number;
      validation: {
        __typename: 'CustomFieldValidation';
        allowNullValues: boolean;
        immutable: boolean;
        minLength: number | null;
        maxLength: number | null;
        regex: string | null;
        unique: boolean | null;
        minValue: number | null;
        maxValue: number | null;
        allowedType: Types.CustomFieldType | null;
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

export type UpdateCustomFieldMutationVariables = Exact<{
  customApiId: string | number;
  id: string | number;
  input: Types.CustomFieldUpdateInput;
}>;

export type UpdateCustomFieldMutation = {
  __typename: 'Mutation';
  updateCustomField: {
    __typename: 'CustomFieldPayload';
    field: {
      __typename: 'CustomField';
      id: string;
      name: string;
      description: string | null;
      slug: string;
      fieldType: Types.CustomFieldType;
      sortOrder: number;
      validation: {
        __typename: 'CustomFieldValidation';
        allowNullValues: boolean;
        immutable: boolean;
        minLength: number | null;
        maxLength: number | null;
        regex: string | null;
        unique: boolean | null;
        minValue: number | null;
        maxValue: number | null;
        allowedType: Types.CustomFieldType | null;
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

export type DeleteCustomFieldMutationVariables = Exact<{
  customApiId: string | number;
  id: string | number;
}>;

export type DeleteCustomFieldMutation = {
  __typename: 'Mutation';
  deleteCustomField: {
    __typename: 'DeleteCustomApiResourcePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateCustomApiEntryMutationVariables = Exact<{
  customApiId: string | number;
  values: unknown;
}>;

export type CreateCustomApiEntryMutation = {
  __typename: 'Mutation';
  createCustomApiEntry: {
    __typename: 'CustomApiEntryPayload';
    entry: { __typename: 'CustomApiEntry'; id: string; values: unknown; updatedAt: string | null } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateCustomApiEntryMutationVariables = Exact<{
  customApiId: string | number;
  id: string | number;
  values: unknown;
}>;

export type UpdateCustomApiEntryMutation = {
  __typename: 'Mutation';
  updateCustomApiEntry: {
    __typename: 'CustomApiEntryPayload';
    entry: { __typename: 'CustomApiEntry'; id: string; values: unknown; updatedAt: string | null } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteCustomApiEntryMutationVariables = Exact<{
  customApiId: string | number;
  id: string | number;
}>;

export type DeleteCustomApiEntryMutation = {
  __typename: 'Mutation';
  deleteCustomApiEntry: {
    __typename: 'DeleteCustomApiResourcePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateCustomApiRolePolicyMutationVariables = Exact<{
  input: Types.CustomApiRolePolicyInput;
}>;

export type CreateCustomApiRolePolicyMutation = {
  __typename: 'Mutation';
  createCustomApiRolePolicy: {
    __typename: 'CustomApiRolePolicyPayload';
    rolePolicy: {
      __typename: 'CustomApiRolePolicy';
      id: string;
      create: boolean;
      list: boolean;
      read: boolean;
      update: boolean;
      delete: boolean;
      role: { __typename: 'BuiltInRole'; id: string; name: string } | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteCustomApiRolePolicyMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteCustomApiRolePolicyMutation = {
  __typename: 'Mutation';
  deleteCustomApiRolePolicy: {
    __typename: 'DeleteCustomApiResourcePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CustomApiEntryDetailsQueryVariables = Exact<{
  customApiId: string | number;
  id: string | number;
}>;

export type CustomApiEntryDetailsQuery = {
  __typename: 'Query';
  customApi: {
    __typename: 'CustomApi';
    id: string;
    name: string;
    description: string | null;
    slug: string;
    apiType: string;
    updatedAt: string | null;
    fields: {
      __typename: 'CustomFieldPage';
      items: Array<{
        __typename: 'CustomField';
        id: string;
        name: string;
        description: string | null;
        slug: string;
        fieldType: Types.CustomFieldType;
        sortOrder: number;
        validation: {
          __typename: 'CustomFieldValidation';
          allowNullValues: boolean;
          immutable: boolean;
          minLength: number | null;
          maxLength: number | null;
          regex: string | null;
          unique: boolean | null;
          minValue: number | null;
          maxValue: number | null;
          allowedType: Types.CustomFieldType | null;
        };
      }>;
    };
    entry: {
      __typename: 'CustomApiEntry';
      resourceVersion: number | null;
      createdAt: string | null;
      id: string;
      values: unknown;
      updatedAt: string | null;
    } | null;
  } | null;
};

export type UpdateCustomApiRolePolicyMutationVariables = Exact<{
  id: string | number;
  input: Types.CustomApiRolePolicyUpdateInput;
}>;

export type UpdateCustomApiRolePolicyMutation = {
  __typename: 'Mutation';
  updateCustomApiRolePolicy: {
    __typename: 'CustomApiRolePolicyPayload';
    rolePolicy: {
      __typename: 'CustomApiRolePolicy';
      id: string;
      create: boolean;
      list: boolean;
      read: boolean;
      update: boolean;
      delete: boolean;
      role: { __typename: 'BuiltInRole'; id: string; name: string } | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CustomApiFieldQueryVariables = Exact<{
  customApiId: string | number;
  id: string | number;
}>;

export type CustomApiFieldQuery = {
  __typename: 'Query';
  customApi: {
    __typename: 'CustomApi';
    id: string;
    field: {
      __typename: 'CustomField';
      id: string;
      name: string;
      description: string | null;
      slug: string;
      fieldType: Types.CustomFieldType;
      sortOrder: number;
      validation: {
        __typename: 'CustomFieldValidation';
        allowNullValues: boolean;
        immutable: boolean;
        minLength: number | null;
        maxLength: number | null;
        regex: string | null;
        unique: boolean | null;
        minValue: number | null;
        maxValue: number | null;
        allowedType: Types.CustomFieldType | null;
      };
    } | null;
  } | null;
};

export const CustomApiListItemFragmentDoc = gql`
  fragment CustomApiListItem on CustomApi {
    id
    name
    description
    slug
    apiType
    updatedAt
  }
`;
export const CustomFieldRowFragmentDoc = gql`
  fragment CustomFieldRow on CustomField {
    id
    name
    description
    slug
    fieldType
    sortOrder
    validation {
      allowNullValues
      immutable
      minLength
      maxLength
      regex
      unique
      minValue
      maxValue
      allowedType
    }
  }
`;
export const CustomApiEntryRowFragmentDoc = gql`
  fragment CustomApiEntryRow on CustomApiEntry {
    id
    values
    updatedAt
  }
`;
export const CustomApiRolePolicyRowFragmentDoc = gql`
  fragment CustomApiRolePolicyRow on CustomApiRolePolicy {
    id
    role {
      id
      name
    }
    create
    list
    read
    update
    delete
  }
`;
export const CustomApiListDocument = gql`
  query CustomApiList($filter: CustomApiFilter, $page: PageInput) {
    customApis(filter: $filter, page: $page) {
      items {
        ...CustomApiListItem
      }
      ...PageFields
    }
  }
  ${CustomApiListItemFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useCustomApiListQuery__
 *
 * To run a query within a React component, call `useCustomApiListQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomApiListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomApiListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useCustomApiListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<CustomApiListQuery, CustomApiListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CustomApiListQuery, CustomApiListQueryVariables>(
    CustomApiListDocument,
    options,
  );
}
export function useCustomApiListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomApiListQuery, CustomApiListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CustomApiListQuery, CustomApiListQueryVariables>(
    CustomApiListDocument,
    options,
  );
}
// @ts-ignore
export function useCustomApiListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomApiListQuery, CustomApiListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CustomApiListQuery, CustomApiListQueryVariables>;
export function useCustomApiListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CustomApiListQuery, CustomApiListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CustomApiListQuery | undefined, CustomApiListQueryVariables>;
export function useCustomApiListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CustomApiListQuery, CustomApiListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CustomApiListQuery, CustomApiListQueryVariables>(
    CustomApiListDocument,
    options,
  );
}
export type CustomApiListQueryHookResult = ReturnType<typeof useCustomApiListQuery>;
export type CustomApiListLazyQueryHookResult = ReturnType<typeof useCustomApiListLazyQuery>;
export type CustomApiListSuspenseQueryHookResult = ReturnType<typeof useCustomApiListSuspenseQuery>;
export type CustomApiListQueryResult = ApolloReactCommon.QueryResult<
  CustomApiListQuery,
  CustomApiListQueryVariables
>;
export const CustomApiDetailsDocument = gql`
  query CustomApiDetails($id: ID!, $entryPage: PageInput) {
    customApi(id: $id) {
      ...CustomApiListItem
      fields(page: { limit: 100 }) {
        items {
          ...CustomFieldRow
        }
      }
      entries(page: $entryPage) {
        items {
          ...CustomApiEntryRow
        }
        ...PageFields
      }
      rolePolicies(page: { limit: 100 }) {
        items {
          ...CustomApiRolePolicyRow
        }
      }
    }
    builtInRoles {
      id
      name
    }
  }
  ${CustomApiListItemFragmentDoc}
  ${CustomFieldRowFragmentDoc}
  ${CustomApiEntryRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
  ${CustomApiRolePolicyRowFragmentDoc}
`;

/**
 * __useCustomApiDetailsQuery__
 *
 * To run a query within a React component, call `useCustomApiDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomApiDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomApiDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *      entryPage: // value for 'entryPage'
 *   },
 * });
 */
export function useCustomApiDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<CustomApiDetailsQuery, CustomApiDetailsQueryVariables> &
    ({ variables: CustomApiDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>(
    CustomApiDetailsDocument,
    options,
  );
}
export function useCustomApiDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>(
    CustomApiDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useCustomApiDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CustomApiDetailsQuery,
    CustomApiDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>;
export function useCustomApiDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CustomApiDetailsQuery | undefined, CustomApiDetailsQueryVariables>;
export function useCustomApiDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CustomApiDetailsQuery, CustomApiDetailsQueryVariables>(
    CustomApiDetailsDocument,
    options,
  );
}
export type CustomApiDetailsQueryHookResult = ReturnType<typeof useCustomApiDetailsQuery>;
export type CustomApiDetailsLazyQueryHookResult = ReturnType<typeof useCustomApiDetailsLazyQuery>;
export type CustomApiDetailsSuspenseQueryHookResult = ReturnType<typeof useCustomApiDetailsSuspenseQuery>;
export type CustomApiDetailsQueryResult = ApolloReactCommon.QueryResult<
  CustomApiDetailsQuery,
  CustomApiDetailsQueryVariables
>;
export const CreateCustomApiDocument = gql`
  mutation CreateCustomApi($input: CustomApiCreateInput!) {
    createCustomApi(input: $input) {
      customApi {
        ...CustomApiListItem
      }
      ...PayloadErrors
    }
  }
  ${CustomApiListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateCustomApiMutationFn = ApolloReactCommon.MutationFunction<
  CreateCustomApiMutation,
  CreateCustomApiMutationVariables
>;

/**
 * __useCreateCustomApiMutation__
 *
 * To run a mutation, you first call `useCreateCustomApiMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCustomApiMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCustomApiMutation, { data, loading, error }] = useCreateCustomApiMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCustomApiMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateCustomApiMutation,
    CreateCustomApiMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateCustomApiMutation, CreateCustomApiMutationVariables>(
    CreateCustomApiDocument,
    options,
  );
}
export type CreateCustomApiMutationHookResult = ReturnType<typeof useCreateCustomApiMutation>;
export type CreateCustomApiMutationResult = ApolloReactCommon.MutationResult<CreateCustomApiMutation>;
export type CreateCustomApiMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateCustomApiMutation,
  CreateCustomApiMutationVariables
>;
export const UpdateCustomApiDocument = gql`
  mutation UpdateCustomApi($id: ID!, $input: CustomApiUpdateInput!) {
    updateCustomApi(id: $id, input: $input) {
      customApi {
        ...CustomApiListItem
      }
      ...PayloadErrors
    }
  }
  ${CustomApiListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateCustomApiMutationFn = ApolloReactCommon.MutationFunction<
  UpdateCustomApiMutation,
  UpdateCustomApiMutationVariables
>;

/**
 * __useUpdateCustomApiMutation__
 *
 * To run a mutation, you first call `useUpdateCustomApiMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCustomApiMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCustomApiMutation, { data, loading, error }] = useUpdateCustomApiMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCustomApiMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateCustomApiMutation,
    UpdateCustomApiMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateCustomApiMutation, UpdateCustomApiMutationVariables>(
    UpdateCustomApiDocument,
    options,
  );
}
export type UpdateCustomApiMutationHookResult = ReturnType<typeof useUpdateCustomApiMutation>;
export type UpdateCustomApiMutationResult = ApolloReactCommon.MutationResult<UpdateCustomApiMutation>;
export type UpdateCustomApiMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateCustomApiMutation,
  UpdateCustomApiMutationVariables
>;
export const DeleteCustomApiDocument = gql`
  mutation DeleteCustomApi($id: ID!) {
    deleteCustomApi(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteCustomApiMutationFn = ApolloReactCommon.MutationFunction<
  DeleteCustomApiMutation,
  DeleteCustomApiMutationVariables
>;

/**
 * __useDeleteCustomApiMutation__
 *
 * To run a mutation, you first call `useDeleteCustomApiMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCustomApiMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCustomApiMutation, { data, loading, error }] = useDeleteCustomApiMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCustomApiMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteCustomApiMutation,
    DeleteCustomApiMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteCustomApiMutation, DeleteCustomApiMutationVariables>(
    DeleteCustomApiDocument,
    options,
  );
}
export type DeleteCustomApiMutationHookResult = ReturnType<typeof useDeleteCustomApiMutation>;
export type DeleteCustomApiMutationResult = ApolloReactCommon.MutationResult<DeleteCustomApiMutation>;
export type DeleteCustomApiMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteCustomApiMutation,
  DeleteCustomApiMutationVariables
>;
export const CreateCustomFieldDocument = gql`
  mutation CreateCustomField($customApiId: ID!, $input: CustomFieldCreateInput!) {
    createCustomField(customApiId: $customApiId, input: $input) {
      field {
        ...CustomFieldRow
      }
      ...PayloadErrors
    }
  }
  ${CustomFieldRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateCustomFieldMutationFn = ApolloReactCommon.MutationFunction<
  CreateCustomFieldMutation,
  CreateCustomFieldMutationVariables
>;

/**
 * __useCreateCustomFieldMutation__
 *
 * To run a mutation, you first call `useCreateCustomFieldMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCustomFieldMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCustomFieldMutation, { data, loading, error }] = useCreateCustomFieldMutation({
 *   variables: {
 *      customApiId: // value for 'customApiId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCustomFieldMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateCustomFieldMutation,
    CreateCustomFieldMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateCustomFieldMutation, CreateCustomFieldMutationVariables>(
    CreateCustomFieldDocument,
    options,
  );
}
export type CreateCustomFieldMutationHookResult = ReturnType<typeof useCreateCustomFieldMutation>;
export type CreateCustomFieldMutationResult = ApolloReactCommon.MutationResult<CreateCustomFieldMutation>;
export type CreateCustomFieldMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateCustomFieldMutation,
  CreateCustomFieldMutationVariables
>;
export const UpdateCustomFieldDocument = gql`
  mutation UpdateCustomField($customApiId: ID!, $id: ID!, $input: CustomFieldUpdateInput!) {
    updateCustomField(customApiId: $customApiId, id: $id, input: $input) {
      field {
        ...CustomFieldRow
      }
      ...PayloadErrors
    }
  }
  ${CustomFieldRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateCustomFieldMutationFn = ApolloReactCommon.MutationFunction<
  UpdateCustomFieldMutation,
  UpdateCustomFieldMutationVariables
>;

/**
 * __useUpdateCustomFieldMutation__
 *
 * To run a mutation, you first call `useUpdateCustomFieldMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCustomFieldMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCustomFieldMutation, { data, loading, error }] = useUpdateCustomFieldMutation({
 *   variables: {
 *      customApiId: // value for 'customApiId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCustomFieldMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateCustomFieldMutation,
    UpdateCustomFieldMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateCustomFieldMutation, UpdateCustomFieldMutationVariables>(
    UpdateCustomFieldDocument,
    options,
  );
}
export type UpdateCustomFieldMutationHookResult = ReturnType<typeof useUpdateCustomFieldMutation>;
export type UpdateCustomFieldMutationResult = ApolloReactCommon.MutationResult<UpdateCustomFieldMutation>;
export type UpdateCustomFieldMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateCustomFieldMutation,
  UpdateCustomFieldMutationVariables
>;
export const DeleteCustomFieldDocument = gql`
  mutation DeleteCustomField($customApiId: ID!, $id: ID!) {
    deleteCustomField(customApiId: $customApiId, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteCustomFieldMutationFn = ApolloReactCommon.MutationFunction<
  DeleteCustomFieldMutation,
  DeleteCustomFieldMutationVariables
>;

/**
 * __useDeleteCustomFieldMutation__
 *
 * To run a mutation, you first call `useDeleteCustomFieldMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCustomFieldMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCustomFieldMutation, { data, loading, error }] = useDeleteCustomFieldMutation({
 *   variables: {
 *      customApiId: // value for 'customApiId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCustomFieldMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteCustomFieldMutation,
    DeleteCustomFieldMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteCustomFieldMutation, DeleteCustomFieldMutationVariables>(
    DeleteCustomFieldDocument,
    options,
  );
}
export type DeleteCustomFieldMutationHookResult = ReturnType<typeof useDeleteCustomFieldMutation>;
export type DeleteCustomFieldMutationResult = ApolloReactCommon.MutationResult<DeleteCustomFieldMutation>;
export type DeleteCustomFieldMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteCustomFieldMutation,
  DeleteCustomFieldMutationVariables
>;
export const CreateCustomApiEntryDocument = gql`
  mutation CreateCustomApiEntry($customApiId: ID!, $values: JSON!) {
    createCustomApiEntry(customApiId: $customApiId, values: $values) {
      entry {
        ...CustomApiEntryRow
      }
      ...PayloadErrors
    }
  }
  ${CustomApiEntryRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateCustomApiEntryMutationFn = ApolloReactCommon.MutationFunction<
  CreateCustomApiEntryMutation,
  CreateCustomApiEntryMutationVariables
>;

/**
 * __useCreateCustomApiEntryMutation__
 *
 * To run a mutation, you first call `useCreateCustomApiEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCustomApiEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCustomApiEntryMutation, { data, loading, error }] = useCreateCustomApiEntryMutation({
 *   variables: {
 *      customApiId: // value for 'customApiId'
 *      values: // value for 'values'
 *   },
 * });
 */
export function useCreateCustomApiEntryMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateCustomApiEntryMutation,
    CreateCustomApiEntryMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateCustomApiEntryMutation, CreateCustomApiEntryMutationVariables>(
    CreateCustomApiEntryDocument,
    options,
  );
}
export type CreateCustomApiEntryMutationHookResult = ReturnType<typeof useCreateCustomApiEntryMutation>;
export type CreateCustomApiEntryMutationResult =
  ApolloReactCommon.MutationResult<CreateCustomApiEntryMutation>;
export type CreateCustomApiEntryMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateCustomApiEntryMutation,
  CreateCustomApiEntryMutationVariables
>;
export const UpdateCustomApiEntryDocument = gql`
  mutation UpdateCustomApiEntry($customApiId: ID!, $id: ID!, $values: JSON!) {
    updateCustomApiEntry(customApiId: $customApiId, id: $id, values: $values) {
      entry {
        ...CustomApiEntryRow
      }
      ...PayloadErrors
    }
  }
  ${CustomApiEntryRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateCustomApiEntryMutationFn = ApolloReactCommon.MutationFunction<
  UpdateCustomApiEntryMutation,
  UpdateCustomApiEntryMutationVariables
>;

/**
 * __useUpdateCustomApiEntryMutation__
 *
 * To run a mutation, you first call `useUpdateCustomApiEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCustomApiEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCustomApiEntryMutation, { data, loading, error }] = useUpdateCustomApiEntryMutation({
 *   variables: {
 *      customApiId: // value for 'customApiId'
 *      id: // value for 'id'
 *      values: // value for 'values'
 *   },
 * });
 */
export function useUpdateCustomApiEntryMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateCustomApiEntryMutation,
    UpdateCustomApiEntryMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateCustomApiEntryMutation, UpdateCustomApiEntryMutationVariables>(
    UpdateCustomApiEntryDocument,
    options,
  );
}
export type UpdateCustomApiEntryMutationHookResult = ReturnType<typeof useUpdateCustomApiEntryMutation>;
export type UpdateCustomApiEntryMutationResult =
  ApolloReactCommon.MutationResult<UpdateCustomApiEntryMutation>;
export type UpdateCustomApiEntryMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateCustomApiEntryMutation,
  UpdateCustomApiEntryMutationVariables
>;
export const DeleteCustomApiEntryDocument = gql`
  mutation DeleteCustomApiEntry($customApiId: ID!, $id: ID!) {
    deleteCustomApiEntry(customApiId: $customApiId, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteCustomApiEntryMutationFn = ApolloReactCommon.MutationFunction<
  DeleteCustomApiEntryMutation,
  DeleteCustomApiEntryMutationVariables
>;

/**
 * __useDeleteCustomApiEntryMutation__
 *
 * To run a mutation, you first call `useDeleteCustomApiEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCustomApiEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCustomApiEntryMutation, { data, loading, error }] = useDeleteCustomApiEntryMutation({
 *   variables: {
 *      customApiId: // value for 'customApiId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCustomApiEntryMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteCustomApiEntryMutation,
    DeleteCustomApiEntryMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteCustomApiEntryMutation, DeleteCustomApiEntryMutationVariables>(
    DeleteCustomApiEntryDocument,
    options,
  );
}
export type DeleteCustomApiEntryMutationHookResult = ReturnType<typeof useDeleteCustomApiEntryMutation>;
export type DeleteCustomApiEntryMutationResult =
  ApolloReactCommon.MutationResult<DeleteCustomApiEntryMutation>;
export type DeleteCustomApiEntryMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteCustomApiEntryMutation,
  DeleteCustomApiEntryMutationVariables
>;
export const CreateCustomApiRolePolicyDocument = gql`
  mutation CreateCustomApiRolePolicy($input: CustomApiRolePolicyInput!) {
    createCustomApiRolePolicy(input: $input) {
      rolePolicy {
        ...CustomApiRolePolicyRow
      }
      ...PayloadErrors
    }
  }
  ${CustomApiRolePolicyRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateCustomApiRolePolicyMutationFn = ApolloReactCommon.MutationFunction<
  CreateCustomApiRolePolicyMutation,
  CreateCustomApiRolePolicyMutationVariables
>;

/**
 * __useCreateCustomApiRolePolicyMutation__
 *
 * To run a mutation, you first call `useCreateCustomApiRolePolicyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCustomApiRolePolicyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCustomApiRolePolicyMutation, { data, loading, error }] = useCreateCustomApiRolePolicyMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCustomApiRolePolicyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateCustomApiRolePolicyMutation,
    CreateCustomApiRolePolicyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    CreateCustomApiRolePolicyMutation,
    CreateCustomApiRolePolicyMutationVariables
  >(CreateCustomApiRolePolicyDocument, options);
}
export type CreateCustomApiRolePolicyMutationHookResult = ReturnType<
  typeof useCreateCustomApiRolePolicyMutation
>;
export type CreateCustomApiRolePolicyMutationResult =
  ApolloReactCommon.MutationResult<CreateCustomApiRolePolicyMutation>;
export type CreateCustomApiRolePolicyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateCustomApiRolePolicyMutation,
  CreateCustomApiRolePolicyMutationVariables
>;
export const DeleteCustomApiRolePolicyDocument = gql`
  mutation DeleteCustomApiRolePolicy($id: ID!) {
    deleteCustomApiRolePolicy(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteCustomApiRolePolicyMutationFn = ApolloReactCommon.MutationFunction<
  DeleteCustomApiRolePolicyMutation,
  DeleteCustomApiRolePolicyMutationVariables
>;

/**
 * __useDeleteCustomApiRolePolicyMutation__
 *
 * To run a mutation, you first call `useDeleteCustomApiRolePolicyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCustomApiRolePolicyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCustomApiRolePolicyMutation, { data, loading, error }] = useDeleteCustomApiRolePolicyMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCustomApiRolePolicyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteCustomApiRolePolicyMutation,
    DeleteCustomApiRolePolicyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    DeleteCustomApiRolePolicyMutation,
    DeleteCustomApiRolePolicyMutationVariables
  >(DeleteCustomApiRolePolicyDocument, options);
}
export type DeleteCustomApiRolePolicyMutationHookResult = ReturnType<
  typeof useDeleteCustomApiRolePolicyMutation
>;
export type DeleteCustomApiRolePolicyMutationResult =
  ApolloReactCommon.MutationResult<DeleteCustomApiRolePolicyMutation>;
export type DeleteCustomApiRolePolicyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteCustomApiRolePolicyMutation,
  DeleteCustomApiRolePolicyMutationVariables
>;
export const CustomApiEntryDetailsDocument = gql`
  query CustomApiEntryDetails($customApiId: ID!, $id: ID!) {
    customApi(id: $customApiId) {
      ...CustomApiListItem
      fields(page: { limit: 100 }) {
        items {
          ...CustomFieldRow
        }
      }
      entry(id: $id) {
        ...CustomApiEntryRow
        resourceVersion
        createdAt
      }
    }
  }
  ${CustomApiListItemFragmentDoc}
  ${CustomFieldRowFragmentDoc}
  ${CustomApiEntryRowFragmentDoc}
`;

/**
 * __useCustomApiEntryDetailsQuery__
 *
 * To run a query within a React component, call `useCustomApiEntryDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomApiEntryDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomApiEntryDetailsQuery({
 *   variables: {
 *      customApiId: // value for 'customApiId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCustomApiEntryDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    CustomApiEntryDetailsQuery,
    CustomApiEntryDetailsQueryVariables
  > &
    ({ variables: CustomApiEntryDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CustomApiEntryDetailsQuery, CustomApiEntryDetailsQueryVariables>(
    CustomApiEntryDetailsDocument,
    options,
  );
}
export function useCustomApiEntryDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CustomApiEntryDetailsQuery,
    CustomApiEntryDetailsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CustomApiEntryDetailsQuery, CustomApiEntryDetailsQueryVariables>(
    CustomApiEntryDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useCustomApiEntryDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CustomApiEntryDetailsQuery,
    CustomApiEntryDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<CustomApiEntryDetailsQuery, CustomApiEntryDetailsQueryVariables>;
export function useCustomApiEntryDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CustomApiEntryDetailsQuery,
        CustomApiEntryDetailsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CustomApiEntryDetailsQuery | undefined,
  CustomApiEntryDetailsQueryVariables
>;
export function useCustomApiEntryDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CustomApiEntryDetailsQuery,
        CustomApiEntryDetailsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CustomApiEntryDetailsQuery, CustomApiEntryDetailsQueryVariables>(
    CustomApiEntryDetailsDocument,
    options,
  );
}
export type CustomApiEntryDetailsQueryHookResult = ReturnType<typeof useCustomApiEntryDetailsQuery>;
export type CustomApiEntryDetailsLazyQueryHookResult = ReturnType<typeof useCustomApiEntryDetailsLazyQuery>;
export type CustomApiEntryDetailsSuspenseQueryHookResult = ReturnType<
  typeof useCustomApiEntryDetailsSuspenseQuery
>;
export type CustomApiEntryDetailsQueryResult = ApolloReactCommon.QueryResult<
  CustomApiEntryDetailsQuery,
  CustomApiEntryDetailsQueryVariables
>;
export const UpdateCustomApiRolePolicyDocument = gql`
  mutation UpdateCustomApiRolePolicy($id: ID!, $input: CustomApiRolePolicyUpdateInput!) {
    updateCustomApiRolePolicy(id: $id, input: $input) {
      rolePolicy {
        ...CustomApiRolePolicyRow
      }
      ...PayloadErrors
    }
  }
  ${CustomApiRolePolicyRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateCustomApiRolePolicyMutationFn = ApolloReactCommon.MutationFunction<
  UpdateCustomApiRolePolicyMutation,
  UpdateCustomApiRolePolicyMutationVariables
>;

/**
 * __useUpdateCustomApiRolePolicyMutation__
 *
 * To run a mutation, you first call `useUpdateCustomApiRolePolicyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCustomApiRolePolicyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCustomApiRolePolicyMutation, { data, loading, error }] = useUpdateCustomApiRolePolicyMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCustomApiRolePolicyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateCustomApiRolePolicyMutation,
    UpdateCustomApiRolePolicyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateCustomApiRolePolicyMutation,
    UpdateCustomApiRolePolicyMutationVariables
  >(UpdateCustomApiRolePolicyDocument, options);
}
export type UpdateCustomApiRolePolicyMutationHookResult = ReturnType<
  typeof useUpdateCustomApiRolePolicyMutation
>;
export type UpdateCustomApiRolePolicyMutationResult =
  ApolloReactCommon.MutationResult<UpdateCustomApiRolePolicyMutation>;
export type UpdateCustomApiRolePolicyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateCustomApiRolePolicyMutation,
  UpdateCustomApiRolePolicyMutationVariables
>;
export const CustomApiFieldDocument = gql`
  query CustomApiField($customApiId: ID!, $id: ID!) {
    customApi(id: $customApiId) {
      id
      field(id: $id) {
        ...CustomFieldRow
      }
    }
  }
  ${CustomFieldRowFragmentDoc}
`;

/**
 * __useCustomApiFieldQuery__
 *
 * To run a query within a React component, call `useCustomApiFieldQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomApiFieldQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomApiFieldQuery({
 *   variables: {
 *      customApiId: // value for 'customApiId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCustomApiFieldQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<CustomApiFieldQuery, CustomApiFieldQueryVariables> &
    ({ variables: CustomApiFieldQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CustomApiFieldQuery, CustomApiFieldQueryVariables>(
    CustomApiFieldDocument,
    options,
  );
}
export function useCustomApiFieldLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomApiFieldQuery, CustomApiFieldQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CustomApiFieldQuery, CustomApiFieldQueryVariables>(
    CustomApiFieldDocument,
    options,
  );
}
// @ts-ignore
export function useCustomApiFieldSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomApiFieldQuery, CustomApiFieldQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CustomApiFieldQuery, CustomApiFieldQueryVariables>;
export function useCustomApiFieldSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CustomApiFieldQuery, CustomApiFieldQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CustomApiFieldQuery | undefined, CustomApiFieldQueryVariables>;
export function useCustomApiFieldSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CustomApiFieldQuery, CustomApiFieldQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CustomApiFieldQuery, CustomApiFieldQueryVariables>(
    CustomApiFieldDocument,
    options,
  );
}
export type CustomApiFieldQueryHookResult = ReturnType<typeof useCustomApiFieldQuery>;
export type CustomApiFieldLazyQueryHookResult = ReturnType<typeof useCustomApiFieldLazyQuery>;
export type CustomApiFieldSuspenseQueryHookResult = ReturnType<typeof useCustomApiFieldSuspenseQuery>;
export type CustomApiFieldQueryResult = ApolloReactCommon.QueryResult<
  CustomApiFieldQuery,
  CustomApiFieldQueryVariables
>;
