/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import { PageTotalFragmentDoc } from '../../components/list/pageInfo.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type LegacyModifierRowFragment = {
  __typename: 'LegacyProductModifier';
  id: string;
  modifierType: Types.LegacyModifierType;
  value: string | null;
  seek: string | null;
  set: string | null;
  prices: Array<{
    __typename: 'LegacyModifierPrice';
    amount: number;
    currency: string;
    includesTax: boolean;
  }> | null;
};

export type LegacyVariationRowFragment = {
  __typename: 'LegacyVariation';
  id: string;
  name: string;
  updatedAt: string | null;
  options: Array<{
    __typename: 'LegacyVariationOption';
    id: string;
    name: string;
    description: string;
    modifiers: Array<{
      __typename: 'LegacyProductModifier';
      id: string;
      modifierType: Types.LegacyModifierType;
      value: string | null;
      seek: string | null;
      set: string | null;
      prices: Array<{
        __typename: 'LegacyModifierPrice';
        amount: number;
        currency: string;
        includesTax: boolean;
      }> | null;
    }>;
  }>;
};

export type LegacyVariationsQueryVariables = Exact<{
  page?: Types.PageInput | null | undefined;
}>;

export type LegacyVariationsQuery = {
  __typename: 'Query';
  legacyVariations: {
    __typename: 'LegacyVariationPage';
    items: Array<{
      __typename: 'LegacyVariation';
      id: string;
      name: string;
      updatedAt: string | null;
      options: Array<{
        __typename: 'LegacyVariationOption';
        id: string;
        name: string;
        description: string;
        modifiers: Array<{
          __typename: 'LegacyProductModifier';
          id: string;
          modifierType: Types.LegacyModifierType;
          value: string | null;
          seek: string | null;
          set: string | null;
          prices: Array<{
            __typename: 'LegacyModifierPrice';
            amount: number;
            currency: string;
            includesTax: boolean;
          }> | null;
        }>;
      }>;
    }>;
    pageInfo: { __typename: 'PageInfo'; total: number };
  };
};

export type CreateLegacyVariationMutationVariables = Exact<{
  input: Types.LegacyVariationInput;
}>;

export type CreateLegacyVariationMutation = {
  __typename: 'Mutation';
  createLegacyVariation: {
    __typename: 'LegacyVariationPayload';
    variation: {
      __typename: 'LegacyVariation';
      id: string;
      name: string;
      updatedAt: string | null;
      options: Array<{
        __typename: 'LegacyVariationOption';
        id: string;
        name: string;
        description: string;
        modifiers: Array<{
          __typename: 'LegacyProductModifier';
          id: string;
          modifierType: Types.LegacyModifierType;
          value: string | null;
          seek: string | null;
          set: string | null;
          prices: Array<{
            __typename: 'LegacyModifierPrice';
            amount: number;
            currency: string;
            includesTax: boolean;
          }> | null;
        }>;
      }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateLegacyVariationMutationVariables = Exact<{
  id: string | number;
  input: Types.LegacyVariationInput;
}>;

export type UpdateLegacyVariationMutation = {
  __typename: 'Mutation';
  updateLegacyVariation: {
    __typename: 'LegacyVariationPayload';
    variation: {
      __typename: 'LegacyVariation';
      id: string;
      name: string;
      updatedAt: string | null;
      options: Array<{
        __typename: 'LegacyVariationOption';
        id: string;
        name: string;
        description: string;
        modifiers: Array<{
          __typename: 'LegacyProductModifier';
          id: string;
          modifierType: Types.LegacyModifierType;
          value: string | null;
          seek: string | null;
          set: string | null;
          prices: Array<{
            __typename: 'LegacyModifierPrice';
            amount: number;
            currency: string;
            includesTax: boolean;
          }> | null;
        }>;
      }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteLegacyVariationMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteLegacyVariationMutation = {
  __typename: 'Mutation';
  deleteLegacyVariation: {
    __typename: 'DeleteLegacyVariationPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateLegacyVariationOptionMutationVariables = Exact<{
  variationId: string | number;
  input: Types.LegacyVariationOptionInput;
}>;

export type CreateLegacyVariationOptionMutation = {
  __typename: 'Mutation';
  createLegacyVariationOption: {
    __typename: 'LegacyVariationOptionPayload';
    option: { __typename: 'LegacyVariationOption'; id: string } | null;
    variation: {
      __typename: 'LegacyVariation';
      id: string;
      name: string;
      updatedAt: string | null;
      options: Array<{
        __typename: 'LegacyVariationOption';
        id: string;
        name: string;
        description: string;
        modifiers: Array<{
          __typename: 'LegacyProductModifier';
          id: string;
          modifierType: Types.LegacyModifierType;
          value: string | null;
          seek: string | null;
          set: string | null;
          prices: Array<{
            __typename: 'LegacyModifierPrice';
            amount: number;
            currency: string;
            includesTax: boolean;
          }> | null;
        }>;
      }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateLegacyVariationOptionMutationVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
  input: Types.LegacyVariationOptionInput;
}>;

export type UpdateLegacyVariationOptionMutation = {
  __typename: 'Mutation';
  updateLegacyVariationOption: {
    __typename: 'LegacyVariationOptionPayload';
    option: { __typename: 'LegacyVariationOption'; id: string } | null;
    variation: {
      __typename: 'LegacyVariation';
      id: string;
      name: string;
      updatedAt: string | null;
      options: Array<{
        __typename: 'LegacyVariationOption';
        id: string;
        name: string;
        description: string;
        modifiers: Array<{
          __typename: 'LegacyProductModifier';
          id: string;
          modifierType: Types.LegacyModifierType;
          value: string | null;
          seek: string | null;
          set: string | null;
          prices: Array<{
            __typename: 'LegacyModifierPrice';
            amount: number;
            currency: string;
            includesTax: boolean;
          }> | null;
        }>;
      }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteLegacyVariationOptionMutationVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
}>;

export type DeleteLegacyVariationOptionMutation = {
  __typename: 'Mutation';
  deleteLegacyVariationOption: {
    __typename: 'DeleteLegacyVariationPayload';
    deletedId: string | null;
    variation: {
      __typename: 'LegacyVariation';
      id: string;
      name: string;
      updatedAt: string | null;
      options: Array<{
        __typename: 'LegacyVariationOption';
        id: string;
        name: string;
        description: string;
        modifiers: Array<{
          __typename: 'LegacyProductModifier';
          id: string;
          modifierType: Types.LegacyModifierType;
          value: string | null;
          seek: string | null;
          set: string | null;
          prices: Array<{
            __typename: 'LegacyModifierPrice';
            amount: number;
            currency: string;
            includesTax: boolean;
          }> | null;
        }>;
      }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateLegacyProductModifierMutationVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
  input: Types.LegacyProductModifierInput;
}>;

export type CreateLegacyProductModifierMutation = {
  __typename: 'Mutation';
  createLegacyProductModifier: {
    __typename: 'LegacyProductModifierPayload';
    modifier: { __typename: 'LegacyProductModifier'; id: string } | null;
    variation: {
      __typename: 'LegacyVariation';
      id: string;
      name: string;
      updatedAt: string | null;
      options: Array<{
        __typename: 'LegacyVariationOption';
        id: string;
        name: string;
        description: string;
        modifiers: Array<{
          __typename: 'LegacyProductModifier';
          id: string;
          modifierType: Types.LegacyModifierType;
          value: string | null;
          seek: string | null;
          set: string | null;
          prices: Array<{
            __typename: 'LegacyModifierPrice';
            amount: number;
            currency: string;
            includesTax: boolean;
          }> | null;
        }>;
      }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateLegacyProductModifierMutationVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
  modifierId: string | number;
  input: Types.LegacyProductModifierInput;
}>;

export type UpdateLegacyProductModifierMutation = {
  __typename: 'Mutation';
  updateLegacyProductModifier: {
    __typename: 'LegacyProductModifierPayload';
    modifier: { __typename: 'LegacyProductModifier'; id: string } | null;
    variation: {
      __typename: 'LegacyVariation';
      id: string;
      name: string;
      updatedAt: string | null;
      options: Array<{
        __typename: 'LegacyVariationOption';
        id: string;
        name: string;
        description: string;
        modifiers: Array<{
          __typename: 'LegacyProductModifier';
          id: string;
          modifierType: Types.LegacyModifierType;
          value: string | null;
          seek: string | null;
          set: string | null;
          prices: Array<{
            __typename: 'LegacyModifierPrice';
            amount: number;
            currency: string;
            includesTax: boolean;
          }> | null;
        }>;
      }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteLegacyProductModifierMutationVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
  modifierId: string | number;
}>;

export type DeleteLegacyProductModifierMutation = {
  __typename: 'Mutation';
  deleteLegacyProductModifier: {
    __typename: 'DeleteLegacyVariationPayload';
    deletedId: string | null;
    variation: {
      __typename: 'LegacyVariation';
      id: string;
      name: string;
      updatedAt: string | null;
      options: Array<{
        __typename: 'LegacyVariationOption';
        id: string;
        name: string;
        description: string;
        modifiers: Array<{
          __typename: 'LegacyProductModifier';
          id: string;
          modifierType: Types.LegacyModifierType;
          value: string | null;
          seek: string | null;
          set: string | null;
          prices: Array<{
            __typename: 'LegacyModifierPrice';
            amount: number;
            currency: string;
            includesTax: boolean;
          }> | null;
        }>;
      }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type LegacyVariationOptionPageQueryVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
}>;

export type LegacyVariationOptionPageQuery = {
  __typename: 'Query';
  legacyVariationOption: {
    __typename: 'LegacyVariationOption';
    id: string;
    name: string;
    description: string;
  } | null;
  legacyProductModifiers: Array<{
    __typename: 'LegacyProductModifier';
    id: string;
    modifierType: Types.LegacyModifierType;
    value: string | null;
    seek: string | null;
    set: string | null;
    prices: Array<{
      __typename: 'LegacyModifierPrice';
      amount: number;
      currency: string;
      includesTax: boolean;
    }> | null;
  }>;
  legacyVariationOptions: Array<{ __typename: 'LegacyVariationOption'; id: string; name: string }>;
};

export type LegacyProductModifierPageQueryVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
  modifierId: string | number;
}>;

export type LegacyProductModifierPageQuery = {
  __typename: 'Query';
  legacyProductModifier: {
    __typename: 'LegacyProductModifier';
    id: string;
    modifierType: Types.LegacyModifierType;
    value: string | null;
    seek: string | null;
    set: string | null;
    prices: Array<{
      __typename: 'LegacyModifierPrice';
      amount: number;
      currency: string;
      includesTax: boolean;
    }> | null;
  } | null;
};

export const LegacyModifierRowFragmentDoc = gql`
  fragment LegacyModifierRow on LegacyProductModifier {
    id
    modifierType
    value
    seek
    set
    prices {
      amount
      currency
      includesTax
    }
  }
`;
export const LegacyVariationRowFragmentDoc = gql`
  fragment LegacyVariationRow on LegacyVariation {
    id
    name
    updatedAt
    options {
      id
      name
      description
      modifiers {
        ...LegacyModifierRow
      }
    }
  }
`;
export const LegacyVariationsDocument = gql`
  query LegacyVariations($page: PageInput) {
    legacyVariations(page: $page) {
      items {
        ...LegacyVariationRow
      }
      ...PageTotal
    }
  }
  ${LegacyVariationRowFragmentDoc}
  ${LegacyModifierRowFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useLegacyVariationsQuery__
 *
 * To run a query within a React component, call `useLegacyVariationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyVariationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyVariationsQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLegacyVariationsQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<LegacyVariationsQuery, LegacyVariationsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<LegacyVariationsQuery, LegacyVariationsQueryVariables>(
    LegacyVariationsDocument,
    options,
  );
}
export function useLegacyVariationsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegacyVariationsQuery, LegacyVariationsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<LegacyVariationsQuery, LegacyVariationsQueryVariables>(
    LegacyVariationsDocument,
    options,
  );
}
// @ts-ignore
export function useLegacyVariationsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    LegacyVariationsQuery,
    LegacyVariationsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyVariationsQuery, LegacyVariationsQueryVariables>;
export function useLegacyVariationsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyVariationsQuery, LegacyVariationsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyVariationsQuery | undefined, LegacyVariationsQueryVariables>;
export function useLegacyVariationsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyVariationsQuery, LegacyVariationsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<LegacyVariationsQuery, LegacyVariationsQueryVariables>(
    LegacyVariationsDocument,
    options,
  );
}
export type LegacyVariationsQueryHookResult = ReturnType<typeof useLegacyVariationsQuery>;
export type LegacyVariationsLazyQueryHookResult = ReturnType<typeof useLegacyVariationsLazyQuery>;
export type LegacyVariationsSuspenseQueryHookResult = ReturnType<typeof useLegacyVariationsSuspenseQuery>;
export type LegacyVariationsQueryResult = ApolloReactCommon.QueryResult<
  LegacyVariationsQuery,
  LegacyVariationsQueryVariables
>;
export const CreateLegacyVariationDocument = gql`
  mutation CreateLegacyVariation($input: LegacyVariationInput!) {
    createLegacyVariation(input: $input) {
      variation {
        ...LegacyVariationRow
      }
      ...PayloadErrors
    }
  }
  ${LegacyVariationRowFragmentDoc}
  ${LegacyModifierRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateLegacyVariationMutationFn = ApolloReactCommon.MutationFunction<
  CreateLegacyVariationMutation,
  CreateLegacyVariationMutationVariables
>;

/**
 * __useCreateLegacyVariationMutation__
 *
 * To run a mutation, you first call `useCreateLegacyVariationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLegacyVariationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLegacyVariationMutation, { data, loading, error }] = useCreateLegacyVariationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLegacyVariationMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateLegacyVariationMutation,
    CreateLegacyVariationMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateLegacyVariationMutation, CreateLegacyVariationMutationVariables>(
    CreateLegacyVariationDocument,
    options,
  );
}
export type CreateLegacyVariationMutationHookResult = ReturnType<typeof useCreateLegacyVariationMutation>;
export type CreateLegacyVariationMutationResult =
  ApolloReactCommon.MutationResult<CreateLegacyVariationMutation>;
export type CreateLegacyVariationMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateLegacyVariationMutation,
  CreateLegacyVariationMutationVariables
>;
export const UpdateLegacyVariationDocument = gql`
  mutation UpdateLegacyVariation($id: ID!, $input: LegacyVariationInput!) {
    updateLegacyVariation(id: $id, input: $input) {
      variation {
        ...LegacyVariationRow
      }
      ...PayloadErrors
    }
  }
  ${LegacyVariationRowFragmentDoc}
  ${LegacyModifierRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateLegacyVariationMutationFn = ApolloReactCommon.MutationFunction<
  UpdateLegacyVariationMutation,
  UpdateLegacyVariationMutationVariables
>;

/**
 * __useUpdateLegacyVariationMutation__
 *
 * To run a mutation, you first call `useUpdateLegacyVariationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLegacyVariationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLegacyVariationMutation, { data, loading, error }] = useUpdateLegacyVariationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLegacyVariationMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateLegacyVariationMutation,
    UpdateLegacyVariationMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateLegacyVariationMutation, UpdateLegacyVariationMutationVariables>(
    UpdateLegacyVariationDocument,
    options,
  );
}
export type UpdateLegacyVariationMutationHookResult = ReturnType<typeof useUpdateLegacyVariationMutation>;
export type UpdateLegacyVariationMutationResult =
  ApolloReactCommon.MutationResult<UpdateLegacyVariationMutation>;
export type UpdateLegacyVariationMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateLegacyVariationMutation,
  UpdateLegacyVariationMutationVariables
>;
export const DeleteLegacyVariationDocument = gql`
  mutation DeleteLegacyVariation($id: ID!) {
    deleteLegacyVariation(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteLegacyVariationMutationFn = ApolloReactCommon.MutationFunction<
  DeleteLegacyVariationMutation,
  DeleteLegacyVariationMutationVariables
>;

/**
 * __useDeleteLegacyVariationMutation__
 *
 * To run a mutation, you first call `useDeleteLegacyVariationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLegacyVariationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLegacyVariationMutation, { data, loading, error }] = useDeleteLegacyVariationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteLegacyVariationMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteLegacyVariationMutation,
    DeleteLegacyVariationMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteLegacyVariationMutation, DeleteLegacyVariationMutationVariables>(
    DeleteLegacyVariationDocument,
    options,
  );
}
export type DeleteLegacyVariationMutationHookResult = ReturnType<typeof useDeleteLegacyVariationMutation>;
export type DeleteLegacyVariationMutationResult =
  ApolloReactCommon.MutationResult<DeleteLegacyVariationMutation>;
export type DeleteLegacyVariationMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteLegacyVariationMutation,
  DeleteLegacyVariationMutationVariables
>;
export const CreateLegacyVariationOptionDocument = gql`
  mutation CreateLegacyVariationOption($variationId: ID!, $input: LegacyVariationOptionInput!) {
    createLegacyVariationOption(variationId: $variationId, input: $input) {
      option {
        id
      }
      variation {
        ...LegacyVariationRow
      }
      ...PayloadErrors
    }
  }
  ${LegacyVariationRowFragmentDoc}
  ${LegacyModifierRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateLegacyVariationOptionMutationFn = ApolloReactCommon.MutationFunction<
  CreateLegacyVariationOptionMutation,
  CreateLegacyVariationOptionMutationVariables
>;

/**
 * __useCreateLegacyVariationOptionMutation__
 *
 * To run a mutation, you first call `useCreateLegacyVariationOptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLegacyVariationOptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLegacyVariationOptionMutation, { data, loading, error }] = useCreateLegacyVariationOptionMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLegacyVariationOptionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateLegacyVariationOptionMutation,
    CreateLegacyVariationOptionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    CreateLegacyVariationOptionMutation,
    CreateLegacyVariationOptionMutationVariables
  >(CreateLegacyVariationOptionDocument, options);
}
export type CreateLegacyVariationOptionMutationHookResult = ReturnType<
  typeof useCreateLegacyVariationOptionMutation
>;
export type CreateLegacyVariationOptionMutationResult =
  ApolloReactCommon.MutationResult<CreateLegacyVariationOptionMutation>;
export type CreateLegacyVariationOptionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateLegacyVariationOptionMutation,
  CreateLegacyVariationOptionMutationVariables
>;
export const UpdateLegacyVariationOptionDocument = gql`
  mutation UpdateLegacyVariationOption(
    $variationId: ID!
    $optionId: ID!
    $input: LegacyVariationOptionInput!
  ) {
    updateLegacyVariationOption(variationId: $variationId, optionId: $optionId, input: $input) {
      option {
        id
      }
      variation {
        ...LegacyVariationRow
      }
      ...PayloadErrors
    }
  }
  ${LegacyVariationRowFragmentDoc}
  ${LegacyModifierRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateLegacyVariationOptionMutationFn = ApolloReactCommon.MutationFunction<
  UpdateLegacyVariationOptionMutation,
  UpdateLegacyVariationOptionMutationVariables
>;

/**
 * __useUpdateLegacyVariationOptionMutation__
 *
 * To run a mutation, you first call `useUpdateLegacyVariationOptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLegacyVariationOptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLegacyVariationOptionMutation, { data, loading, error }] = useUpdateLegacyVariationOptionMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLegacyVariationOptionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateLegacyVariationOptionMutation,
    UpdateLegacyVariationOptionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateLegacyVariationOptionMutation,
    UpdateLegacyVariationOptionMutationVariables
  >(UpdateLegacyVariationOptionDocument, options);
}
export type UpdateLegacyVariationOptionMutationHookResult = ReturnType<
  typeof useUpdateLegacyVariationOptionMutation
>;
export type UpdateLegacyVariationOptionMutationResult =
  ApolloReactCommon.MutationResult<UpdateLegacyVariationOptionMutation>;
export type UpdateLegacyVariationOptionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateLegacyVariationOptionMutation,
  UpdateLegacyVariationOptionMutationVariables
>;
export const DeleteLegacyVariationOptionDocument = gql`
  mutation DeleteLegacyVariationOption($variationId: ID!, $optionId: ID!) {
    deleteLegacyVariationOption(variationId: $variationId, optionId: $optionId) {
      deletedId
      variation {
        ...LegacyVariationRow
      }
      ...PayloadErrors
    }
  }
  ${LegacyVariationRowFragmentDoc}
  ${LegacyModifierRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteLegacyVariationOptionMutationFn = ApolloReactCommon.MutationFunction<
  DeleteLegacyVariationOptionMutation,
  DeleteLegacyVariationOptionMutationVariables
>;

/**
 * __useDeleteLegacyVariationOptionMutation__
 *
 * To run a mutation, you first call `useDeleteLegacyVariationOptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLegacyVariationOptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLegacyVariationOptionMutation, { data, loading, error }] = useDeleteLegacyVariationOptionMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *   },
 * });
 */
export function useDeleteLegacyVariationOptionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteLegacyVariationOptionMutation,
    DeleteLegacyVariationOptionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    DeleteLegacyVariationOptionMutation,
    DeleteLegacyVariationOptionMutationVariables
  >(DeleteLegacyVariationOptionDocument, options);
}
export type DeleteLegacyVariationOptionMutationHookResult = ReturnType<
  typeof useDeleteLegacyVariationOptionMutation
>;
export type DeleteLegacyVariationOptionMutationResult =
  ApolloReactCommon.MutationResult<DeleteLegacyVariationOptionMutation>;
export type DeleteLegacyVariationOptionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteLegacyVariationOptionMutation,
  DeleteLegacyVariationOptionMutationVariables
>;
export const CreateLegacyProductModifierDocument = gql`
  mutation CreateLegacyProductModifier(
    $variationId: ID!
    $optionId: ID!
    $input: LegacyProductModifierInput!
  ) {
    createLegacyProductModifier(variationId: $variationId, optionId: $optionId, input: $input) {
      modifier {
        id
      }
      variation {
        ...LegacyVariationRow
      }
      ...PayloadErrors
    }
  }
  ${LegacyVariationRowFragmentDoc}
  ${LegacyModifierRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateLegacyProductModifierMutationFn = ApolloReactCommon.MutationFunction<
  CreateLegacyProductModifierMutation,
  CreateLegacyProductModifierMutationVariables
>;

/**
 * __useCreateLegacyProductModifierMutation__
 *
 * To run a mutation, you first call `useCreateLegacyProductModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLegacyProductModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLegacyProductModifierMutation, { data, loading, error }] = useCreateLegacyProductModifierMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLegacyProductModifierMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateLegacyProductModifierMutation,
    CreateLegacyProductModifierMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    CreateLegacyProductModifierMutation,
    CreateLegacyProductModifierMutationVariables
  >(CreateLegacyProductModifierDocument, options);
}
export type CreateLegacyProductModifierMutationHookResult = ReturnType<
  typeof useCreateLegacyProductModifierMutation
>;
export type CreateLegacyProductModifierMutationResult =
  ApolloReactCommon.MutationResult<CreateLegacyProductModifierMutation>;
export type CreateLegacyProductModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateLegacyProductModifierMutation,
  CreateLegacyProductModifierMutationVariables
>;
export const UpdateLegacyProductModifierDocument = gql`
  mutation UpdateLegacyProductModifier(
    $variationId: ID!
    $optionId: ID!
    $modifierId: ID!
    $input: LegacyProductModifierInput!
  ) {
    updateLegacyProductModifier(
      variationId: $variationId
      optionId: $optionId
      modifierId: $modifierId
      input: $input
    ) {
      modifier {
        id
      }
      variation {
        ...LegacyVariationRow
      }
      ...PayloadErrors
    }
  }
  ${LegacyVariationRowFragmentDoc}
  ${LegacyModifierRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateLegacyProductModifierMutationFn = ApolloReactCommon.MutationFunction<
  UpdateLegacyProductModifierMutation,
  UpdateLegacyProductModifierMutationVariables
>;

/**
 * __useUpdateLegacyProductModifierMutation__
 *
 * To run a mutation, you first call `useUpdateLegacyProductModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLegacyProductModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLegacyProductModifierMutation, { data, loading, error }] = useUpdateLegacyProductModifierMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *      modifierId: // value for 'modifierId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLegacyProductModifierMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateLegacyProductModifierMutation,
    UpdateLegacyProductModifierMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateLegacyProductModifierMutation,
    UpdateLegacyProductModifierMutationVariables
  >(UpdateLegacyProductModifierDocument, options);
}
export type UpdateLegacyProductModifierMutationHookResult = ReturnType<
  typeof useUpdateLegacyProductModifierMutation
>;
export type UpdateLegacyProductModifierMutationResult =
  ApolloReactCommon.MutationResult<UpdateLegacyProductModifierMutation>;
export type UpdateLegacyProductModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateLegacyProductModifierMutation,
  UpdateLegacyProductModifierMutationVariables
>;
export const DeleteLegacyProductModifierDocument = gql`
  mutation DeleteLegacyProductModifier($variationId: ID!, $optionId: ID!, $modifierId: ID!) {
    deleteLegacyProductModifier(variationId: $variationId, optionId: $optionId, modifierId: $modifierId) {
      deletedId
      variation {
        ...LegacyVariationRow
      }
      ...PayloadErrors
    }
  }
  ${LegacyVariationRowFragmentDoc}
  ${LegacyModifierRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteLegacyProductModifierMutationFn = ApolloReactCommon.MutationFunction<
  DeleteLegacyProductModifierMutation,
  DeleteLegacyProductModifierMutationVariables
>;

/**
 * __useDeleteLegacyProductModifierMutation__
 *
 * To run a mutation, you first call `useDeleteLegacyProductModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLegacyProductModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLegacyProductModifierMutation, { data, loading, error }] = useDeleteLegacyProductModifierMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *      modifierId: // value for 'modifierId'
 *   },
 * });
 */
export function useDeleteLegacyProductModifierMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteLegacyProductModifierMutation,
    DeleteLegacyProductModifierMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    DeleteLegacyProductModifierMutation,
    DeleteLegacyProductModifierMutationVariables
  >(DeleteLegacyProductModifierDocument, options);
}
export type DeleteLegacyProductModifierMutationHookResult = ReturnType<
  typeof useDeleteLegacyProductModifierMutation
>;
export type DeleteLegacyProductModifierMutationResult =
  ApolloReactCommon.MutationResult<DeleteLegacyProductModifierMutation>;
export type DeleteLegacyProductModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteLegacyProductModifierMutation,
  DeleteLegacyProductModifierMutationVariables
>;
export const LegacyVariationOptionPageDocument = gql`
  query LegacyVariationOptionPage($variationId: ID!, $optionId: ID!) {
    legacyVariationOption(variationId: $variationId, optionId: $optionId) {
      id
      name
      description
    }
    legacyProductModifiers(variationId: $variationId, optionId: $optionId) {
      ...LegacyModifierRow
    }
    legacyVariationOptions(variationId: $variationId) {
      id
      name
    }
  }
  ${LegacyModifierRowFragmentDoc}
`;

/**
 * __useLegacyVariationOptionPageQuery__
 *
 * To run a query within a React component, call `useLegacyVariationOptionPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyVariationOptionPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyVariationOptionPageQuery({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *   },
 * });
 */
export function useLegacyVariationOptionPageQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    LegacyVariationOptionPageQuery,
    LegacyVariationOptionPageQueryVariables
  > &
    ({ variables: LegacyVariationOptionPageQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<LegacyVariationOptionPageQuery, LegacyVariationOptionPageQueryVariables>(
    LegacyVariationOptionPageDocument,
    options,
  );
}
export function useLegacyVariationOptionPageLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    LegacyVariationOptionPageQuery,
    LegacyVariationOptionPageQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<
    LegacyVariationOptionPageQuery,
    LegacyVariationOptionPageQueryVariables
  >(LegacyVariationOptionPageDocument, options);
}
// @ts-ignore
export function useLegacyVariationOptionPageSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    LegacyVariationOptionPageQuery,
    LegacyVariationOptionPageQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  LegacyVariationOptionPageQuery,
  LegacyVariationOptionPageQueryVariables
>;
export function useLegacyVariationOptionPageSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        LegacyVariationOptionPageQuery,
        LegacyVariationOptionPageQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  LegacyVariationOptionPageQuery | undefined,
  LegacyVariationOptionPageQueryVariables
>;
export function useLegacyVariationOptionPageSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        LegacyVariationOptionPageQuery,
        LegacyVariationOptionPageQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    LegacyVariationOptionPageQuery,
    LegacyVariationOptionPageQueryVariables
  >(LegacyVariationOptionPageDocument, options);
}
export type LegacyVariationOptionPageQueryHookResult = ReturnType<typeof useLegacyVariationOptionPageQuery>;
export type LegacyVariationOptionPageLazyQueryHookResult = ReturnType<
  typeof useLegacyVariationOptionPageLazyQuery
>;
export type LegacyVariationOptionPageSuspenseQueryHookResult = ReturnType<
  typeof useLegacyVariationOptionPageSuspenseQuery
>;
export type LegacyVariationOptionPageQueryResult = ApolloReactCommon.QueryResult<
  LegacyVariationOptionPageQuery,
  LegacyVariationOptionPageQueryVariables
>;
export const LegacyProductModifierPageDocument = gql`
  query LegacyProductModifierPage($variationId: ID!, $optionId: ID!, $modifierId: ID!) {
    legacyProductModifier(variationId: $variationId, optionId: $optionId, modifierId: $modifierId) {
      ...LegacyModifierRow
    }
  }
  ${LegacyModifierRowFragmentDoc}
`;

/**
 * __useLegacyProductModifierPageQuery__
 *
 * To run a query within a React component, call `useLegacyProductModifierPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyProductModifierPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyProductModifierPageQuery({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *      modifierId: // value for 'modifierId'
 *   },
 * });
 */
export function useLegacyProductModifierPageQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    LegacyProductModifierPageQuery,
    LegacyProductModifierPageQueryVariables
  > &
    ({ variables: LegacyProductModifierPageQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<LegacyProductModifierPageQuery, LegacyProductModifierPageQueryVariables>(
    LegacyProductModifierPageDocument,
    options,
  );
}
export function useLegacyProductModifierPageLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    LegacyProductModifierPageQuery,
    LegacyProductModifierPageQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<
    LegacyProductModifierPageQuery,
    LegacyProductModifierPageQueryVariables
  >(LegacyProductModifierPageDocument, options);
}
// @ts-ignore
export function useLegacyProductModifierPageSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    LegacyProductModifierPageQuery,
    LegacyProductModifierPageQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  LegacyProductModifierPageQuery,
  LegacyProductModifierPageQueryVariables
>;
export function useLegacyProductModifierPageSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        LegacyProductModifierPageQuery,
        LegacyProductModifierPageQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  LegacyProductModifierPageQuery | undefined,
  LegacyProductModifierPageQueryVariables
>;
export function useLegacyProductModifierPageSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        LegacyProductModifierPageQuery,
        LegacyProductModifierPageQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    LegacyProductModifierPageQuery,
    LegacyProductModifierPageQueryVariables
  >(LegacyProductModifierPageDocument, options);
}
export type LegacyProductModifierPageQueryHookResult = ReturnType<typeof useLegacyProductModifierPageQuery>;
export type LegacyProductModifierPageLazyQueryHookResult = ReturnType<
  typeof useLegacyProductModifierPageLazyQuery
>;
export type LegacyProductModifierPageSuspenseQueryHookResult = ReturnType<
  typeof useLegacyProductModifierPageSuspenseQuery
>;
export type LegacyProductModifierPageQueryResult = ApolloReactCommon.QueryResult<
  LegacyProductModifierPageQuery,
  LegacyProductModifierPageQueryVariables
>;
