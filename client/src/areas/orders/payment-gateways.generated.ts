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
export type PaymentGatewayAttributesQueryVariables = Exact<{
  slug: string;
}>;

export type PaymentGatewayAttributesQuery = {
  __typename: 'Query';
  paymentGatewayAttributes: Array<{
    __typename: 'PaymentGatewayAttribute';
    name: string;
    type: string;
    required: boolean;
  }>;
};

export type CreatePaymentGatewayOnboardingLinkMutationVariables = Exact<{
  slug: string;
  input: Types.PaymentGatewayOnboardingLinkInput;
}>;

export type CreatePaymentGatewayOnboardingLinkMutation = {
  __typename: 'Mutation';
  createPaymentGatewayOnboardingLink: {
    __typename: 'PaymentGatewayOnboardingLinkPayload';
    onboardingLink: {
      __typename: 'PaymentGatewayOnboardingLink';
      url: string;
      test: boolean;
      returnUrl: string;
      expiresAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateStripeCustomerMutationVariables = Exact<{
  slug: string;
  account?: string | null | undefined;
}>;

export type CreateStripeCustomerMutation = {
  __typename: 'Mutation';
  createStripeCustomer: {
    __typename: 'StripeCustomerPayload';
    stripeCustomer: { __typename: 'StripeCustomer'; id: string; account: string | null } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateStripeInvoiceMutationVariables = Exact<{
  slug: string;
  input: Types.StripeInvoiceInput;
}>;

export type CreateStripeInvoiceMutation = {
  __typename: 'Mutation';
  createStripeInvoice: {
    __typename: 'StripeInvoicePayload';
    stripeInvoice: {
      __typename: 'StripeInvoice';
      id: string;
      customerId: string;
      status: string;
      account: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export const PaymentGatewayAttributesDocument = gql`
  query PaymentGatewayAttributes($slug: String!) {
    paymentGatewayAttributes(slug: $slug) {
      name
      type
      required
    }
  }
`;

/**
 * __usePaymentGatewayAttributesQuery__
 *
 * To run a query within a React component, call `usePaymentGatewayAttributesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaymentGatewayAttributesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaymentGatewayAttributesQuery({
 *   variables: {
 *      slug: // value for 'slug'
 *   },
 * });
 */
export function usePaymentGatewayAttributesQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    PaymentGatewayAttributesQuery,
    PaymentGatewayAttributesQueryVariables
  > &
    ({ variables: PaymentGatewayAttributesQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PaymentGatewayAttributesQuery, PaymentGatewayAttributesQueryVariables>(
    PaymentGatewayAttributesDocument,
    options,
  );
}
export function usePaymentGatewayAttributesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    PaymentGatewayAttributesQuery,
    PaymentGatewayAttributesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PaymentGatewayAttributesQuery, PaymentGatewayAttributesQueryVariables>(
    PaymentGatewayAttributesDocument,
    options,
  );
}
// @ts-ignore
export function usePaymentGatewayAttributesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    PaymentGatewayAttributesQuery,
    PaymentGatewayAttributesQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  PaymentGatewayAttributesQuery,
  PaymentGatewayAttributesQueryVariables
>;
export function usePaymentGatewayAttributesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        PaymentGatewayAttributesQuery,
        PaymentGatewayAttributesQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  PaymentGatewayAttributesQuery | undefined,
  PaymentGatewayAttributesQueryVariables
>;
export function usePaymentGatewayAttributesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        PaymentGatewayAttributesQuery,
        PaymentGatewayAttributesQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    PaymentGatewayAttributesQuery,
    PaymentGatewayAttributesQueryVariables
  >(PaymentGatewayAttributesDocument, options);
}
export type PaymentGatewayAttributesQueryHookResult = ReturnType<typeof usePaymentGatewayAttributesQuery>;
export type PaymentGatewayAttributesLazyQueryHookResult = ReturnType<
  typeof usePaymentGatewayAttributesLazyQuery
>;
export type PaymentGatewayAttributesSuspenseQueryHookResult = ReturnType<
  typeof usePaymentGatewayAttributesSuspenseQuery
>;
export type PaymentGatewayAttributesQueryResult = ApolloReactCommon.QueryResult<
  PaymentGatewayAttributesQuery,
  PaymentGatewayAttributesQueryVariables
>;
export const CreatePaymentGatewayOnboardingLinkDocument = gql`
  mutation CreatePaymentGatewayOnboardingLink($slug: String!, $input: PaymentGatewayOnboardingLinkInput!) {
    createPaymentGatewayOnboardingLink(slug: $slug, input: $input) {
      onboardingLink {
        url
        test
        returnUrl
        expiresAt
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreatePaymentGatewayOnboardingLinkMutationFn = ApolloReactCommon.MutationFunction<
  CreatePaymentGatewayOnboardingLinkMutation,
  CreatePaymentGatewayOnboardingLinkMutationVariables
>;

/**
 * __useCreatePaymentGatewayOnboardingLinkMutation__
 *
 * To run a mutation, you first call `useCreatePaymentGatewayOnboardingLinkMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePaymentGatewayOnboardingLinkMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPaymentGatewayOnboardingLinkMutation, { data, loading, error }] = useCreatePaymentGatewayOnboardingLinkMutation({
 *   variables: {
 *      slug: // value for 'slug'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePaymentGatewayOnboardingLinkMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreatePaymentGatewayOnboardingLinkMutation,
    CreatePaymentGatewayOnboardingLinkMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    CreatePaymentGatewayOnboardingLinkMutation,
    CreatePaymentGatewayOnboardingLinkMutationVariables
  >(CreatePaymentGatewayOnboardingLinkDocument, options);
}
export type CreatePaymentGatewayOnboardingLinkMutationHookResult = ReturnType<
  typeof useCreatePaymentGatewayOnboardingLinkMutation
>;
export type CreatePaymentGatewayOnboardingLinkMutationResult =
  ApolloReactCommon.MutationResult<CreatePaymentGatewayOnboardingLinkMutation>;
export type CreatePaymentGatewayOnboardingLinkMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreatePaymentGatewayOnboardingLinkMutation,
  CreatePaymentGatewayOnboardingLinkMutationVariables
>;
export const CreateStripeCustomerDocument = gql`
  mutation CreateStripeCustomer($slug: String!, $account: String) {
    createStripeCustomer(slug: $slug, account: $account) {
      stripeCustomer {
        id
        account
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateStripeCustomerMutationFn = ApolloReactCommon.MutationFunction<
  CreateStripeCustomerMutation,
  CreateStripeCustomerMutationVariables
>;

/**
 * __useCreateStripeCustomerMutation__
 *
 * To run a mutation, you first call `useCreateStripeCustomerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateStripeCustomerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createStripeCustomerMutation, { data, loading, error }] = useCreateStripeCustomerMutation({
 *   variables: {
 *      slug: // value for 'slug'
 *      account: // value for 'account'
 *   },
 * });
 */
export function useCreateStripeCustomerMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateStripeCustomerMutation,
    CreateStripeCustomerMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateStripeCustomerMutation, CreateStripeCustomerMutationVariables>(
    CreateStripeCustomerDocument,
    options,
  );
}
export type CreateStripeCustomerMutationHookResult = ReturnType<typeof useCreateStripeCustomerMutation>;
export type CreateStripeCustomerMutationResult =
  ApolloReactCommon.MutationResult<CreateStripeCustomerMutation>;
export type CreateStripeCustomerMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateStripeCustomerMutation,
  CreateStripeCustomerMutationVariables
>;
export const CreateStripeInvoiceDocument = gql`
  mutation CreateStripeInvoice($slug: String!, $input: StripeInvoiceInput!) {
    createStripeInvoice(slug: $slug, input: $input) {
      stripeInvoice {
        id
        customerId
        status
        account
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateStripeInvoiceMutationFn = ApolloReactCommon.MutationFunction<
  CreateStripeInvoiceMutation,
  CreateStripeInvoiceMutationVariables
>;

/**
 * __useCreateStripeInvoiceMutation__
 *
 * To run a mutation, you first call `useCreateStripeInvoiceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateStripeInvoiceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createStripeInvoiceMutation, { data, loading, error }] = useCreateStripeInvoiceMutation({
 *   variables: {
 *      slug: // value for 'slug'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateStripeInvoiceMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateStripeInvoiceMutation,
    CreateStripeInvoiceMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateStripeInvoiceMutation, CreateStripeInvoiceMutationVariables>(
    CreateStripeInvoiceDocument,
    options,
  );
}
export type CreateStripeInvoiceMutationHookResult = ReturnType<typeof useCreateStripeInvoiceMutation>;
export type CreateStripeInvoiceMutationResult = ApolloReactCommon.MutationResult<CreateStripeInvoiceMutation>;
export type CreateStripeInvoiceMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateStripeInvoiceMutation,
  CreateStripeInvoiceMutationVariables
>;
