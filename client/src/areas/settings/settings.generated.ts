/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type StoreSettingsFieldsFragment = {
  __typename: 'StoreSettings';
  pageLength: number;
  listChildProducts: boolean;
  additionalLanguages: Array<string>;
  calculationMethod: Types.TaxCalculationMethod;
  addressMandatoryFields: Array<string>;
  currencyLimit: number | null;
  fieldLimit: number | null;
  integrationLimit: number | null;
  eventLimit: number | null;
  filterLimit: number | null;
  taxItemLimit: number | null;
  pageOffsetLimit: number | null;
};

export type LogsTtlSettingsFieldsFragment = { __typename: 'LogsTtlSettings'; days: number };

export type CartSettingsFieldsFragment = {
  __typename: 'CartSettings';
  cartExpiryDays: number;
  customDiscountsEnabled: boolean;
  useRulePromotions: boolean;
};

export type SubscriptionSettingsFieldsFragment = {
  __typename: 'SubscriptionSettings';
  timezone: string;
  invoiceDueDays: number;
};

export type AccountAuthenticationSettingsFieldsFragment = {
  __typename: 'AccountAuthenticationSettings';
  enableSelfSignup: boolean;
  autoCreateAccountForAccountMembers: boolean;
  accountMemberSelfManagement: Types.AccountMemberSelfManagement;
  accountManagementAuthenticationTokenTimeoutSecs: number;
  realmId: string | null;
  clientId: string | null;
};

export type AccountMembershipSettingsFieldsFragment = {
  __typename: 'AccountMembershipSettings';
  membershipLimit: number;
};

export type SettingsPageQueryVariables = Exact<{ [key: string]: never }>;

export type SettingsPageQuery = {
  __typename: 'Query';
  settings: {
    __typename: 'Settings';
    store: {
      __typename: 'StoreSettings';
      pageLength: number;
      listChildProducts: boolean;
      additionalLanguages: Array<string>;
      calculationMethod: Types.TaxCalculationMethod;
      addressMandatoryFields: Array<string>;
      currencyLimit: number | null;
      fieldLimit: number | null;
      integrationLimit: number | null;
      eventLimit: number | null;
      filterLimit: number | null;
      taxItemLimit: number | null;
      pageOffsetLimit: number | null;
    };
    logsTtl: { __typename: 'LogsTtlSettings'; days: number };
    cart: {
      __typename: 'CartSettings';
      cartExpiryDays: number;
      customDiscountsEnabled: boolean;
      useRulePromotions: boolean;
    };
    subscriptions: { __typename: 'SubscriptionSettings'; timezone: string; invoiceDueDays: number };
    promotions: {
      __typename: 'PromotionSettings';
      promotionsLimit: number | null;
      promotionCodesLimit: number | null;
      useRulePromotions: boolean;
    };
    customerAuthentication: {
      __typename: 'CustomerAuthenticationSettings';
      realmId: string | null;
      clientId: string | null;
    };
    accountAuthentication: {
      __typename: 'AccountAuthenticationSettings';
      enableSelfSignup: boolean;
      autoCreateAccountForAccountMembers: boolean;
      accountMemberSelfManagement: Types.AccountMemberSelfManagement;
      accountManagementAuthenticationTokenTimeoutSecs: number;
      realmId: string | null;
      clientId: string | null;
    };
    accountMembership: { __typename: 'AccountMembershipSettings'; membershipLimit: number };
  };
};

export type StoreSettingsResultFragment = {
  __typename: 'StoreSettingsPayload';
  settings: {
    __typename: 'StoreSettings';
    pageLength: number;
    listChildProducts: boolean;
    additionalLanguages: Array<string>;
    calculationMethod: Types.TaxCalculationMethod;
    addressMandatoryFields: Array<string>;
    currencyLimit: number | null;
    fieldLimit: number | null;
    integrationLimit: number | null;
    eventLimit: number | null;
    filterLimit: number | null;
    taxItemLimit: number | null;
    pageOffsetLimit: number | null;
  } | null;
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type UpdateStoreSettingsMutationVariables = Exact<{
  input: Types.StoreSettingsInput;
}>;

export type UpdateStoreSettingsMutation = {
  __typename: 'Mutation';
  updateStoreSettings: {
    __typename: 'StoreSettingsPayload';
    settings: {
      __typename: 'StoreSettings';
      pageLength: number;
      listChildProducts: boolean;
      additionalLanguages: Array<string>;
      calculationMethod: Types.TaxCalculationMethod;
      addressMandatoryFields: Array<string>;
      currencyLimit: number | null;
      fieldLimit: number | null;
      integrationLimit: number | null;
      eventLimit: number | null;
      filterLimit: number | null;
      taxItemLimit: number | null;
      pageOffsetLimit: number | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type ResetStoreSettingsMutationVariables = Exact<{ [key: string]: never }>;

export type ResetStoreSettingsMutation = {
  __typename: 'Mutation';
  resetStoreSettings: {
    __typename: 'StoreSettingsPayload';
    settings: {
      __typename: 'StoreSettings';
      pageLength: number;
      listChildProducts: boolean;
      additionalLanguages: Array<string>;
      calculationMethod: Types.TaxCalculationMethod;
      addressMandatoryFields: Array<string>;
      currencyLimit: number | null;
      fieldLimit: number | null;
      integrationLimit: number | null;
      eventLimit: number | null;
      filterLimit: number | null;
      taxItemLimit: number | null;
      pageOffsetLimit: number | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateLogsTtlSettingsMutationVariables = Exact<{
  input: Types.LogsTtlSettingsInput;
}>;

export type UpdateLogsTtlSettingsMutation = {
  __typename: 'Mutation';
  updateLogsTtlSettings: {
    __typename: 'LogsTtlSettingsPayload';
    settings: { __typename: 'LogsTtlSettings'; days: number } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateCartSettingsMutationVariables = Exact<{
  input: Types.CartSettingsInput;
}>;

export type UpdateCartSettingsMutation = {
  __typename: 'Mutation';
  updateCartSettings: {
    __typename: 'CartSettingsPayload';
    settings: {
      __typename: 'CartSettings';
      cartExpiryDays: number;
      customDiscountsEnabled: boolean;
      useRulePromotions: boolean;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateSubscriptionSettingsMutationVariables = Exact<{
  input: Types.SubscriptionSettingsInput;
}>;

export type UpdateSubscriptionSettingsMutation = {
  __typename: 'Mutation';
  updateSubscriptionSettings: {
    __typename: 'SubscriptionSettingsPayload';
    settings: { __typename: 'SubscriptionSettings'; timezone: string; invoiceDueDays: number } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateAccountAuthenticationSettingsMutationVariables = Exact<{
  input: Types.AccountAuthenticationSettingsInput;
}>;

export type UpdateAccountAuthenticationSettingsMutation = {
  __typename: 'Mutation';
  updateAccountAuthenticationSettings: {
    __typename: 'AccountAuthenticationSettingsPayload';
    settings: {
      __typename: 'AccountAuthenticationSettings';
      enableSelfSignup: boolean;
      autoCreateAccountForAccountMembers: boolean;
      accountMemberSelfManagement: Types.AccountMemberSelfManagement;
      accountManagementAuthenticationTokenTimeoutSecs: number;
      realmId: string | null;
      clientId: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateAccountMembershipSettingsMutationVariables = Exact<{
  input: Types.AccountMembershipSettingsInput;
}>;

export type UpdateAccountMembershipSettingsMutation = {
  __typename: 'Mutation';
  updateAccountMembershipSettings: {
    __typename: 'AccountMembershipSettingsPayload';
    settings: { __typename: 'AccountMembershipSettings'; membershipLimit: number } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export const LogsTtlSettingsFieldsFragmentDoc = gql`
  fragment LogsTtlSettingsFields on LogsTtlSettings {
    days
  }
`;
export const CartSettingsFieldsFragmentDoc = gql`
  fragment CartSettingsFields on CartSettings {
    cartExpiryDays
    customDiscountsEnabled
    useRulePromotions
  }
`;
export const SubscriptionSettingsFieldsFragmentDoc = gql`
  fragment SubscriptionSettingsFields on SubscriptionSettings {
    timezone
    invoiceDueDays
  }
`;
export const AccountAuthenticationSettingsFieldsFragmentDoc = gql`
  fragment AccountAuthenticationSettingsFields on AccountAuthenticationSettings {
    enableSelfSignup
    autoCreateAccountForAccountMembers
    accountMemberSelfManagement
    accountManagementAuthenticationTokenTimeoutSecs
    realmId
    clientId
  }
`;
export const AccountMembershipSettingsFieldsFragmentDoc = gql`
  fragment AccountMembershipSettingsFields on AccountMembershipSettings {
    membershipLimit
  }
`;
export const StoreSettingsFieldsFragmentDoc = gql`
  fragment StoreSettingsFields on StoreSettings {
    pageLength
    listChildProducts
    additionalLanguages
    calculationMethod
    addressMandatoryFields
    currencyLimit
    fieldLimit
    integrationLimit
    eventLimit
    filterLimit
    taxItemLimit
    pageOffsetLimit
  }
`;
export const StoreSettingsResultFragmentDoc = gql`
  fragment StoreSettingsResult on StoreSettingsPayload {
    settings {
      ...StoreSettingsFields
    }
    ...PayloadErrors
  }
`;
export const SettingsPageDocument = gql`
  query SettingsPage {
    settings {
      store {
        ...StoreSettingsFields
      }
      logsTtl {
        ...LogsTtlSettingsFields
      }
      cart {
        ...CartSettingsFields
      }
      subscriptions {
        ...SubscriptionSettingsFields
      }
      promotions {
        promotionsLimit
        promotionCodesLimit
        useRulePromotions
      }
      customerAuthentication {
        realmId
        clientId
      }
      accountAuthentication {
        ...AccountAuthenticationSettingsFields
      }
      accountMembership {
        ...AccountMembershipSettingsFields
      }
    }
  }
  ${StoreSettingsFieldsFragmentDoc}
  ${LogsTtlSettingsFieldsFragmentDoc}
  ${CartSettingsFieldsFragmentDoc}
  ${SubscriptionSettingsFieldsFragmentDoc}
  ${AccountAuthenticationSettingsFieldsFragmentDoc}
  ${AccountMembershipSettingsFieldsFragmentDoc}
`;

/**
 * __useSettingsPageQuery__
 *
 * To run a query within a React component, call `useSettingsPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsPageQuery({
 *   variables: {
 *   },
 * });
 */
export function useSettingsPageQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<SettingsPageQuery, SettingsPageQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<SettingsPageQuery, SettingsPageQueryVariables>(
    SettingsPageDocument,
    options,
  );
}
export function useSettingsPageLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsPageQuery, SettingsPageQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<SettingsPageQuery, SettingsPageQueryVariables>(
    SettingsPageDocument,
    options,
  );
}
// @ts-ignore
export function useSettingsPageSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsPageQuery, SettingsPageQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<SettingsPageQuery, SettingsPageQueryVariables>;
export function useSettingsPageSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<SettingsPageQuery, SettingsPageQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<SettingsPageQuery | undefined, SettingsPageQueryVariables>;
export function useSettingsPageSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<SettingsPageQuery, SettingsPageQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<SettingsPageQuery, SettingsPageQueryVariables>(
    SettingsPageDocument,
    options,
  );
}
export type SettingsPageQueryHookResult = ReturnType<typeof useSettingsPageQuery>;
export type SettingsPageLazyQueryHookResult = ReturnType<typeof useSettingsPageLazyQuery>;
export type SettingsPageSuspenseQueryHookResult = ReturnType<typeof useSettingsPageSuspenseQuery>;
export type SettingsPageQueryResult = ApolloReactCommon.QueryResult<
  SettingsPageQuery,
  SettingsPageQueryVariables
>;
export const UpdateStoreSettingsDocument = gql`
  mutation UpdateStoreSettings($input: StoreSettingsInput!) {
    updateStoreSettings(input: $input) {
      ...StoreSettingsResult
    }
  }
  ${StoreSettingsResultFragmentDoc}
  ${StoreSettingsFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateStoreSettingsMutationFn = ApolloReactCommon.MutationFunction<
  UpdateStoreSettingsMutation,
  UpdateStoreSettingsMutationVariables
>;

/**
 * __useUpdateStoreSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateStoreSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateStoreSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateStoreSettingsMutation, { data, loading, error }] = useUpdateStoreSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateStoreSettingsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateStoreSettingsMutation,
    UpdateStoreSettingsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateStoreSettingsMutation, UpdateStoreSettingsMutationVariables>(
    UpdateStoreSettingsDocument,
    options,
  );
}
export type UpdateStoreSettingsMutationHookResult = ReturnType<typeof useUpdateStoreSettingsMutation>;
export type UpdateStoreSettingsMutationResult = ApolloReactCommon.MutationResult<UpdateStoreSettingsMutation>;
export type UpdateStoreSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateStoreSettingsMutation,
  UpdateStoreSettingsMutationVariables
>;
export const ResetStoreSettingsDocument = gql`
  mutation ResetStoreSettings {
    resetStoreSettings {
      ...StoreSettingsResult
    }
  }
  ${StoreSettingsResultFragmentDoc}
  ${StoreSettingsFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type ResetStoreSettingsMutationFn = ApolloReactCommon.MutationFunction<
  ResetStoreSettingsMutation,
  ResetStoreSettingsMutationVariables
>;

/**
 * __useResetStoreSettingsMutation__
 *
 * To run a mutation, you first call `useResetStoreSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResetStoreSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resetStoreSettingsMutation, { data, loading, error }] = useResetStoreSettingsMutation({
 *   variables: {
 *   },
 * });
 */
export function useResetStoreSettingsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    ResetStoreSettingsMutation,
    ResetStoreSettingsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<ResetStoreSettingsMutation, ResetStoreSettingsMutationVariables>(
    ResetStoreSettingsDocument,
    options,
  );
}
export type ResetStoreSettingsMutationHookResult = ReturnType<typeof useResetStoreSettingsMutation>;
export type ResetStoreSettingsMutationResult = ApolloReactCommon.MutationResult<ResetStoreSettingsMutation>;
export type ResetStoreSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  ResetStoreSettingsMutation,
  ResetStoreSettingsMutationVariables
>;
export const UpdateLogsTtlSettingsDocument = gql`
  mutation UpdateLogsTtlSettings($input: LogsTtlSettingsInput!) {
    updateLogsTtlSettings(input: $input) {
      settings {
        ...LogsTtlSettingsFields
      }
      ...PayloadErrors
    }
  }
  ${LogsTtlSettingsFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateLogsTtlSettingsMutationFn = ApolloReactCommon.MutationFunction<
  UpdateLogsTtlSettingsMutation,
  UpdateLogsTtlSettingsMutationVariables
>;

/**
 * __useUpdateLogsTtlSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateLogsTtlSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLogsTtlSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLogsTtlSettingsMutation, { data, loading, error }] = useUpdateLogsTtlSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLogsTtlSettingsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateLogsTtlSettingsMutation,
    UpdateLogsTtlSettingsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateLogsTtlSettingsMutation, UpdateLogsTtlSettingsMutationVariables>(
    UpdateLogsTtlSettingsDocument,
    options,
  );
}
export type UpdateLogsTtlSettingsMutationHookResult = ReturnType<typeof useUpdateLogsTtlSettingsMutation>;
export type UpdateLogsTtlSettingsMutationResult =
  ApolloReactCommon.MutationResult<UpdateLogsTtlSettingsMutation>;
export type UpdateLogsTtlSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateLogsTtlSettingsMutation,
  UpdateLogsTtlSettingsMutationVariables
>;
export const UpdateCartSettingsDocument = gql`
  mutation UpdateCartSettings($input: CartSettingsInput!) {
    updateCartSettings(input: $input) {
      settings {
        ...CartSettingsFields
      }
      ...PayloadErrors
    }
  }
  ${CartSettingsFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateCartSettingsMutationFn = ApolloReactCommon.MutationFunction<
  UpdateCartSettingsMutation,
  UpdateCartSettingsMutationVariables
>;

/**
 * __useUpdateCartSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateCartSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCartSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCartSettingsMutation, { data, loading, error }] = useUpdateCartSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCartSettingsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateCartSettingsMutation,
    UpdateCartSettingsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateCartSettingsMutation, UpdateCartSettingsMutationVariables>(
    UpdateCartSettingsDocument,
    options,
  );
}
export type UpdateCartSettingsMutationHookResult = ReturnType<typeof useUpdateCartSettingsMutation>;
export type UpdateCartSettingsMutationResult = ApolloReactCommon.MutationResult<UpdateCartSettingsMutation>;
export type UpdateCartSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateCartSettingsMutation,
  UpdateCartSettingsMutationVariables
>;
export const UpdateSubscriptionSettingsDocument = gql`
  mutation UpdateSubscriptionSettings($input: SubscriptionSettingsInput!) {
    updateSubscriptionSettings(input: $input) {
      settings {
        ...SubscriptionSettingsFields
      }
      ...PayloadErrors
    }
  }
  ${SubscriptionSettingsFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateSubscriptionSettingsMutationFn = ApolloReactCommon.MutationFunction<
  UpdateSubscriptionSettingsMutation,
  UpdateSubscriptionSettingsMutationVariables
>;

/**
 * __useUpdateSubscriptionSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateSubscriptionSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSubscriptionSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSubscriptionSettingsMutation, { data, loading, error }] = useUpdateSubscriptionSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSubscriptionSettingsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateSubscriptionSettingsMutation,
    UpdateSubscriptionSettingsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateSubscriptionSettingsMutation,
    UpdateSubscriptionSettingsMutationVariables
  >(UpdateSubscriptionSettingsDocument, options);
}
export type UpdateSubscriptionSettingsMutationHookResult = ReturnType<
  typeof useUpdateSubscriptionSettingsMutation
>;
export type UpdateSubscriptionSettingsMutationResult =
  ApolloReactCommon.MutationResult<UpdateSubscriptionSettingsMutation>;
export type UpdateSubscriptionSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateSubscriptionSettingsMutation,
  UpdateSubscriptionSettingsMutationVariables
>;
export const UpdateAccountAuthenticationSettingsDocument = gql`
  mutation UpdateAccountAuthenticationSettings($input: AccountAuthenticationSettingsInput!) {
    updateAccountAuthenticationSettings(input: $input) {
      settings {
        ...AccountAuthenticationSettingsFields
      }
      ...PayloadErrors
    }
  }
  ${AccountAuthenticationSettingsFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateAccountAuthenticationSettingsMutationFn = ApolloReactCommon.MutationFunction<
  UpdateAccountAuthenticationSettingsMutation,
  UpdateAccountAuthenticationSettingsMutationVariables
>;

/**
 * __useUpdateAccountAuthenticationSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateAccountAuthenticationSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAccountAuthenticationSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAccountAuthenticationSettingsMutation, { data, loading, error }] = useUpdateAccountAuthenticationSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateAccountAuthenticationSettingsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateAccountAuthenticationSettingsMutation,
    UpdateAccountAuthenticationSettingsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateAccountAuthenticationSettingsMutation,
    UpdateAccountAuthenticationSettingsMutationVariables
  >(UpdateAccountAuthenticationSettingsDocument, options);
}
export type UpdateAccountAuthenticationSettingsMutationHookResult = ReturnType<
  typeof useUpdateAccountAuthenticationSettingsMutation
>;
export type UpdateAccountAuthenticationSettingsMutationResult =
  ApolloReactCommon.MutationResult<UpdateAccountAuthenticationSettingsMutation>;
export type UpdateAccountAuthenticationSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateAccountAuthenticationSettingsMutation,
  UpdateAccountAuthenticationSettingsMutationVariables
>;
export const UpdateAccountMembershipSettingsDocument = gql`
  mutation UpdateAccountMembershipSettings($input: AccountMembershipSettingsInput!) {
    updateAccountMembershipSettings(input: $input) {
      settings {
        ...AccountMembershipSettingsFields
      }
      ...PayloadErrors
    }
  }
  ${AccountMembershipSettingsFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateAccountMembershipSettingsMutationFn = ApolloReactCommon.MutationFunction<
  UpdateAccountMembershipSettingsMutation,
  UpdateAccountMembershipSettingsMutationVariables
>;

/**
 * __useUpdateAccountMembershipSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateAccountMembershipSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAccountMembershipSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAccountMembershipSettingsMutation, { data, loading, error }] = useUpdateAccountMembershipSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateAccountMembershipSettingsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateAccountMembershipSettingsMutation,
    UpdateAccountMembershipSettingsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateAccountMembershipSettingsMutation,
    UpdateAccountMembershipSettingsMutationVariables
  >(UpdateAccountMembershipSettingsDocument, options);
}
export type UpdateAccountMembershipSettingsMutationHookResult = ReturnType<
  typeof useUpdateAccountMembershipSettingsMutation
>;
export type UpdateAccountMembershipSettingsMutationResult =
  ApolloReactCommon.MutationResult<UpdateAccountMembershipSettingsMutation>;
export type UpdateAccountMembershipSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateAccountMembershipSettingsMutation,
  UpdateAccountMembershipSettingsMutationVariables
>;
