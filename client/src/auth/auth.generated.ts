/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../graphql/schema-types';

import { gql } from '@apollo/client';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type SignInMutationVariables = Exact<{
  username: string;
  password: string;
}>;

export type SignInMutation = {
  __typename: 'Mutation';
  signIn: {
    __typename: 'SignInPayload';
    credentials: {
      __typename: 'PasswordCredentials';
      accessToken: string;
      expires: number;
      expiresIn: number;
      identifier: string;
      refreshToken: string;
      tokenType: string;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type RefreshSessionMutationVariables = Exact<{
  refreshToken: string;
}>;

export type RefreshSessionMutation = {
  __typename: 'Mutation';
  refreshSession: {
    __typename: 'RefreshSessionPayload';
    credentials: {
      __typename: 'PasswordCredentials';
      accessToken: string;
      expires: number;
      expiresIn: number;
      identifier: string;
      refreshToken: string;
      tokenType: string;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type SsoSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type SsoSettingsQuery = {
  __typename: 'Query';
  ssoSettings: { __typename: 'SsoSettings'; authorizeUrl: string; clientId: string; scope: string };
};

export type SignUpMutationVariables = Exact<{
  input: Types.SignUpInput;
}>;

export type SignUpMutation = {
  __typename: 'Mutation';
  signUp: {
    __typename: 'SignUpPayload';
    seller: { __typename: 'SignedUpSeller'; id: string; name: string; email: string; storeId: string } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateSsoProfileMutationVariables = Exact<{
  storeName: string;
}>;

export type CreateSsoProfileMutation = {
  __typename: 'Mutation';
  createSsoProfile: {
    __typename: 'SsoProfilePayload';
    store: { __typename: 'SsoProfileStore'; id: string; name: string } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;

export type RequestPasswordResetMutation = {
  __typename: 'Mutation';
  requestPasswordReset: {
    __typename: 'PasswordResetRequestPayload';
    accepted: boolean;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;

export type ResetPasswordMutation = {
  __typename: 'Mutation';
  resetPassword: {
    __typename: 'ResetPasswordPayload';
    success: boolean;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type GatewayInfoQueryVariables = Exact<{ [key: string]: never }>;

export type GatewayInfoQuery = {
  __typename: 'Query';
  gatewayInfo: {
    __typename: 'GatewayInfo';
    termsOfUseUrl: string;
    integrationUpdatesDocsUrl: string;
    credentialsCookieName: string;
  };
};

export const SignInDocument = gql`
  mutation SignIn($username: String!, $password: String!) {
    signIn(username: $username, password: $password) {
      credentials {
        accessToken
        expires
        expiresIn
        identifier
        refreshToken
        tokenType
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type SignInMutationFn = ApolloReactCommon.MutationFunction<SignInMutation, SignInMutationVariables>;

/**
 * __useSignInMutation__
 *
 * To run a mutation, you first call `useSignInMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSignInMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [signInMutation, { data, loading, error }] = useSignInMutation({
 *   variables: {
 *      username: // value for 'username'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useSignInMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<SignInMutation, SignInMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<SignInMutation, SignInMutationVariables>(SignInDocument, options);
}
export type SignInMutationHookResult = ReturnType<typeof useSignInMutation>;
export type SignInMutationResult = ApolloReactCommon.MutationResult<SignInMutation>;
export type SignInMutationOptions = ApolloReactCommon.BaseMutationOptions<
  SignInMutation,
  SignInMutationVariables
>;
export const RefreshSessionDocument = gql`
  mutation RefreshSession($refreshToken: String!) {
    refreshSession(refreshToken: $refreshToken) {
      credentials {
        accessToken
        expires
        expiresIn
        identifier
        refreshToken
        tokenType
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type RefreshSessionMutationFn = ApolloReactCommon.MutationFunction<
  RefreshSessionMutation,
  RefreshSessionMutationVariables
>;

/**
 * __useRefreshSessionMutation__
 *
 * To run a mutation, you first call `useRefreshSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRefreshSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [refreshSessionMutation, { data, loading, error }] = useRefreshSessionMutation({
 *   variables: {
 *      refreshToken: // value for 'refreshToken'
 *   },
 * });
 */
export function useRefreshSessionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<RefreshSessionMutation, RefreshSessionMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<RefreshSessionMutation, RefreshSessionMutationVariables>(
    RefreshSessionDocument,
    options,
  );
}
export type RefreshSessionMutationHookResult = ReturnType<typeof useRefreshSessionMutation>;
export type RefreshSessionMutationResult = ApolloReactCommon.MutationResult<RefreshSessionMutation>;
export type RefreshSessionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  RefreshSessionMutation,
  RefreshSessionMutationVariables
>;
export const SsoSettingsDocument = gql`
  query SsoSettings {
    ssoSettings {
      authorizeUrl
      clientId
      scope
    }
  }
`;

/**
 * __useSsoSettingsQuery__
 *
 * To run a query within a React component, call `useSsoSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSsoSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSsoSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useSsoSettingsQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<SsoSettingsQuery, SsoSettingsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<SsoSettingsQuery, SsoSettingsQueryVariables>(SsoSettingsDocument, options);
}
export function useSsoSettingsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SsoSettingsQuery, SsoSettingsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<SsoSettingsQuery, SsoSettingsQueryVariables>(
    SsoSettingsDocument,
    options,
  );
}
// @ts-ignore
export function useSsoSettingsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SsoSettingsQuery, SsoSettingsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<SsoSettingsQuery, SsoSettingsQueryVariables>;
export function useSsoSettingsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<SsoSettingsQuery, SsoSettingsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<SsoSettingsQuery | undefined, SsoSettingsQueryVariables>;
export function useSsoSettingsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<SsoSettingsQuery, SsoSettingsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<SsoSettingsQuery, SsoSettingsQueryVariables>(
    SsoSettingsDocument,
    options,
  );
}
export type SsoSettingsQueryHookResult = ReturnType<typeof useSsoSettingsQuery>;
export type SsoSettingsLazyQueryHookResult = ReturnType<typeof useSsoSettingsLazyQuery>;
export type SsoSettingsSuspenseQueryHookResult = ReturnType<typeof useSsoSettingsSuspenseQuery>;
export type SsoSettingsQueryResult = ApolloReactCommon.QueryResult<
  SsoSettingsQuery,
  SsoSettingsQueryVariables
>;
export const SignUpDocument = gql`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      seller {
        id
        name
        email
        storeId
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type SignUpMutationFn = ApolloReactCommon.MutationFunction<SignUpMutation, SignUpMutationVariables>;

/**
 * __useSignUpMutation__
 *
 * To run a mutation, you first call `useSignUpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSignUpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [signUpMutation, { data, loading, error }] = useSignUpMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSignUpMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<SignUpMutation, SignUpMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<SignUpMutation, SignUpMutationVariables>(SignUpDocument, options);
}
export type SignUpMutationHookResult = ReturnType<typeof useSignUpMutation>;
export type SignUpMutationResult = ApolloReactCommon.MutationResult<SignUpMutation>;
export type SignUpMutationOptions = ApolloReactCommon.BaseMutationOptions<
  SignUpMutation,
  SignUpMutationVariables
>;
export const CreateSsoProfileDocument = gql`
  mutation CreateSsoProfile($storeName: String!) {
    createSsoProfile(storeName: $storeName) {
      store {
        id
        name
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateSsoProfileMutationFn = ApolloReactCommon.MutationFunction<
  CreateSsoProfileMutation,
  CreateSsoProfileMutationVariables
>;

/**
 * __useCreateSsoProfileMutation__
 *
 * To run a mutation, you first call `useCreateSsoProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSsoProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSsoProfileMutation, { data, loading, error }] = useCreateSsoProfileMutation({
 *   variables: {
 *      storeName: // value for 'storeName'
 *   },
 * });
 */
export function useCreateSsoProfileMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateSsoProfileMutation,
    CreateSsoProfileMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateSsoProfileMutation, CreateSsoProfileMutationVariables>(
    CreateSsoProfileDocument,
    options,
  );
}
export type CreateSsoProfileMutationHookResult = ReturnType<typeof useCreateSsoProfileMutation>;
export type CreateSsoProfileMutationResult = ApolloReactCommon.MutationResult<CreateSsoProfileMutation>;
export type CreateSsoProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateSsoProfileMutation,
  CreateSsoProfileMutationVariables
>;
export const RequestPasswordResetDocument = gql`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      accepted
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type RequestPasswordResetMutationFn = ApolloReactCommon.MutationFunction<
  RequestPasswordResetMutation,
  RequestPasswordResetMutationVariables
>;

/**
 * __useRequestPasswordResetMutation__
 *
 * To run a mutation, you first call `useRequestPasswordResetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestPasswordResetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestPasswordResetMutation, { data, loading, error }] = useRequestPasswordResetMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useRequestPasswordResetMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    RequestPasswordResetMutation,
    RequestPasswordResetMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>(
    RequestPasswordResetDocument,
    options,
  );
}
export type RequestPasswordResetMutationHookResult = ReturnType<typeof useRequestPasswordResetMutation>;
export type RequestPasswordResetMutationResult =
  ApolloReactCommon.MutationResult<RequestPasswordResetMutation>;
export type RequestPasswordResetMutationOptions = ApolloReactCommon.BaseMutationOptions<
  RequestPasswordResetMutation,
  RequestPasswordResetMutationVariables
>;
export const ResetPasswordDocument = gql`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      success
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type ResetPasswordMutationFn = ApolloReactCommon.MutationFunction<
  ResetPasswordMutation,
  ResetPasswordMutationVariables
>;

/**
 * __useResetPasswordMutation__
 *
 * To run a mutation, you first call `useResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resetPasswordMutation, { data, loading, error }] = useResetPasswordMutation({
 *   variables: {
 *      token: // value for 'token'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useResetPasswordMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<ResetPasswordMutation, ResetPasswordMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(
    ResetPasswordDocument,
    options,
  );
}
export type ResetPasswordMutationHookResult = ReturnType<typeof useResetPasswordMutation>;
export type ResetPasswordMutationResult = ApolloReactCommon.MutationResult<ResetPasswordMutation>;
export type ResetPasswordMutationOptions = ApolloReactCommon.BaseMutationOptions<
  ResetPasswordMutation,
  ResetPasswordMutationVariables
>;
export const GatewayInfoDocument = gql`
  query GatewayInfo {
    gatewayInfo {
      termsOfUseUrl
      integrationUpdatesDocsUrl
      credentialsCookieName
    }
  }
`;

/**
 * __useGatewayInfoQuery__
 *
 * To run a query within a React component, call `useGatewayInfoQuery` and pass it any options that fit your needs.
 * When your component renders, `useGatewayInfoQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGatewayInfoQuery({
 *   variables: {
 *   },
 * });
 */
export function useGatewayInfoQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<GatewayInfoQuery, GatewayInfoQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<GatewayInfoQuery, GatewayInfoQueryVariables>(GatewayInfoDocument, options);
}
export function useGatewayInfoLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GatewayInfoQuery, GatewayInfoQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<GatewayInfoQuery, GatewayInfoQueryVariables>(
    GatewayInfoDocument,
    options,
  );
}
// @ts-ignore
export function useGatewayInfoSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GatewayInfoQuery, GatewayInfoQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<GatewayInfoQuery, GatewayInfoQueryVariables>;
export function useGatewayInfoSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<GatewayInfoQuery, GatewayInfoQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<GatewayInfoQuery | undefined, GatewayInfoQueryVariables>;
export function useGatewayInfoSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<GatewayInfoQuery, GatewayInfoQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<GatewayInfoQuery, GatewayInfoQueryVariables>(
    GatewayInfoDocument,
    options,
  );
}
export type GatewayInfoQueryHookResult = ReturnType<typeof useGatewayInfoQuery>;
export type GatewayInfoLazyQueryHookResult = ReturnType<typeof useGatewayInfoLazyQuery>;
export type GatewayInfoSuspenseQueryHookResult = ReturnType<typeof useGatewayInfoSuspenseQuery>;
export type GatewayInfoQueryResult = ApolloReactCommon.QueryResult<
  GatewayInfoQuery,
  GatewayInfoQueryVariables
>;
