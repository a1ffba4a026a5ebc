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
export type CustomerListItemFragment = {
  __typename: 'Customer';
  id: string;
  name: string;
  email: string;
  externalRef: string | null;
  createdAt: string | null;
  updatedAt: string | null;
};

export type AddressRowFragment = {
  __typename: 'Address';
  id: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  phoneNumber: string | null;
  instructions: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  county: string | null;
  region: string | null;
  postcode: string | null;
  country: string | null;
  updatedAt: string | null;
};

export type CustomerListQueryVariables = Exact<{
  filter?: Types.CustomerFilter | null | undefined;
  sort?: Array<Types.CustomerSort> | Types.CustomerSort | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type CustomerListQuery = {
  __typename: 'Query';
  customers: {
    __typename: 'CustomerPage';
    items: Array<{
      __typename: 'Customer';
      id: string;
      name: string;
      email: string;
      externalRef: string | null;
      createdAt: string | null;
      updatedAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type CustomerDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type CustomerDetailsQuery = {
  __typename: 'Query';
  customer: {
    __typename: 'Customer';
    id: string;
    name: string;
    email: string;
    externalRef: string | null;
    createdAt: string | null;
    updatedAt: string | null;
  } | null;
};

export type AddressListFragment = {
  __typename: 'AddressPage';
  items: Array<{
    __typename: 'Address';
    id: string;
    name: string | null;
    firstName: string | null;
    lastName: string | null;
    companyName: string | null;
    phoneNumber: string | null;
    instructions: string | null;
    line1: string | null;
    line2: string | null;
    city: string | null;
    county: string | null;
    region: string | null;
    postcode: string | null;
    country: string | null;
    updatedAt: string | null;
  }>;
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type CustomerAddressesQueryVariables = Exact<{
  id: string | number;
}>;

export type CustomerAddressesQuery = {
  __typename: 'Query';
  customer: {
    __typename: 'Customer';
    id: string;
    addresses: {
      __typename: 'AddressPage';
      items: Array<{
        __typename: 'Address';
        id: string;
        name: string | null;
        firstName: string | null;
        lastName: string | null;
        companyName: string | null;
        phoneNumber: string | null;
        instructions: string | null;
        line1: string | null;
        line2: string | null;
        city: string | null;
        county: string | null;
        region: string | null;
        postcode: string | null;
        country: string | null;
        updatedAt: string | null;
      }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
  } | null;
};

export type CreateCustomerMutationVariables = Exact<{
  input: Types.CustomerCreateInput;
}>;

export type CreateCustomerMutation = {
  __typename: 'Mutation';
  createCustomer: {
    __typename: 'CustomerPayload';
    customer: {
      __typename: 'Customer';
      id: string;
      name: string;
      email: string;
      externalRef: string | null;
      createdAt: string | null;
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

export type UpdateCustomerMutationVariables = Exact<{
  id: string | number;
  input: Types.CustomerUpdateInput;
}>;

export type UpdateCustomerMutation = {
  __typename: 'Mutation';
  updateCustomer: {
    __typename: 'CustomerPayload';
    customer: {
      __typename: 'Customer';
      id: string;
      name: string;
      email: string;
      externalRef: string | null;
      createdAt: string | null;
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

export type DeleteCustomerMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteCustomerMutation = {
  __typename: 'Mutation';
  deleteCustomer: {
    __typename: 'DeleteCustomerPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateCustomerAddressMutationVariables = Exact<{
  customerId: string | number;
  input: Types.AddressCreateInput;
}>;

export type CreateCustomerAddressMutation = {
  __typename: 'Mutation';
  createCustomerAddress: {
    __typename: 'AddressPayload';
    address: {
      __typename: 'Address';
      id: string;
      name: string | null;
      firstName: string | null;
      lastName: string | null;
      companyName: string | null;
      phoneNumber: string | null;
      instructions: string | null;
      line1: string | null;
      line2: string | null;
      city: string | null;
      county: string | null;
      region: string | null;
      postcode: string | null;
      country: string | null;
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

export type UpdateCustomerAddressMutationVariables = Exact<{
  customerId: string | number;
  id: string | number;
  input: Types.AddressUpdateInput;
}>;

export type UpdateCustomerAddressMutation = {
  __typename: 'Mutation';
  updateCustomerAddress: {
    __typename: 'AddressPayload';
    address: {
      __typename: 'Address';
      id: string;
      name: string | null;
      firstName: string | null;
      lastName: string | null;
      companyName: string | null;
      phoneNumber: string | null;
      instructions: string | null;
      line1: string | null;
      line2: string | null;
      city: string | null;
      county: string | null;
      region: string | null;
      postcode: string | null;
      country: string | null;
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

export type DeleteCustomerAddressMutationVariables = Exact<{
  customerId: string | number;
  id: string | number;
}>;

export type DeleteCustomerAddressMutation = {
  __typename: 'Mutation';
  deleteCustomerAddress: {
    __typename: 'DeleteAddressPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export const CustomerListItemFragmentDoc = gql`
  fragment CustomerListItem on Customer {
    id
    name
    email
    externalRef
    createdAt
    updatedAt
  }
`;
export const AddressRowFragmentDoc = gql`
  fragment AddressRow on Address {
    id
    name
    firstName
    lastName
    companyName
    phoneNumber
    instructions
    line1
    line2
    city
    county
    region
    postcode
    country
    updatedAt
  }
`;
export const AddressListFragmentDoc = gql`
  fragment AddressList on AddressPage {
    items {
      ...AddressRow
    }
    ...PageTotal
  }
`;
export const CustomerListDocument = gql`
  query CustomerList($filter: CustomerFilter, $sort: [CustomerSort!], $page: PageInput) {
    customers(filter: $filter, sort: $sort, page: $page) {
      items {
        ...CustomerListItem
      }
      ...PageFields
    }
  }
  ${CustomerListItemFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useCustomerListQuery__
 *
 * To run a query within a React component, call `useCustomerListQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useCustomerListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<CustomerListQuery, CustomerListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CustomerListQuery, CustomerListQueryVariables>(
    CustomerListDocument,
    options,
  );
}
export function useCustomerListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomerListQuery, CustomerListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CustomerListQuery, CustomerListQueryVariables>(
    CustomerListDocument,
    options,
  );
}
// @ts-ignore
export function useCustomerListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomerListQuery, CustomerListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CustomerListQuery, CustomerListQueryVariables>;
export function useCustomerListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CustomerListQuery, CustomerListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CustomerListQuery | undefined, CustomerListQueryVariables>;
export function useCustomerListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CustomerListQuery, CustomerListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CustomerListQuery, CustomerListQueryVariables>(
    CustomerListDocument,
    options,
  );
}
export type CustomerListQueryHookResult = ReturnType<typeof useCustomerListQuery>;
export type CustomerListLazyQueryHookResult = ReturnType<typeof useCustomerListLazyQuery>;
export type CustomerListSuspenseQueryHookResult = ReturnType<typeof useCustomerListSuspenseQuery>;
export type CustomerListQueryResult = ApolloReactCommon.QueryResult<
  CustomerListQuery,
  CustomerListQueryVariables
>;
export const CustomerDetailsDocument = gql`
  query CustomerDetails($id: ID!) {
    customer(id: $id) {
      ...CustomerListItem
    }
  }
  ${CustomerListItemFragmentDoc}
`;

/**
 * __useCustomerDetailsQuery__
 *
 * To run a query within a React component, call `useCustomerDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCustomerDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<CustomerDetailsQuery, CustomerDetailsQueryVariables> &
    ({ variables: CustomerDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CustomerDetailsQuery, CustomerDetailsQueryVariables>(
    CustomerDetailsDocument,
    options,
  );
}
export function useCustomerDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomerDetailsQuery, CustomerDetailsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CustomerDetailsQuery, CustomerDetailsQueryVariables>(
    CustomerDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useCustomerDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CustomerDetailsQuery,
    CustomerDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<CustomerDetailsQuery, CustomerDetailsQueryVariables>;
export function useCustomerDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CustomerDetailsQuery, CustomerDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CustomerDetailsQuery | undefined, CustomerDetailsQueryVariables>;
export function useCustomerDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CustomerDetailsQuery, CustomerDetailsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CustomerDetailsQuery, CustomerDetailsQueryVariables>(
    CustomerDetailsDocument,
    options,
  );
}
export type CustomerDetailsQueryHookResult = ReturnType<typeof useCustomerDetailsQuery>;
export type CustomerDetailsLazyQueryHookResult = ReturnType<typeof useCustomerDetailsLazyQuery>;
export type CustomerDetailsSuspenseQueryHookResult = ReturnType<typeof useCustomerDetailsSuspenseQuery>;
export type CustomerDetailsQueryResult = ApolloReactCommon.QueryResult<
  CustomerDetailsQuery,
  CustomerDetailsQueryVariables
>;
export const CustomerAddressesDocument = gql`
  query CustomerAddresses($id: ID!) {
    customer(id: $id) {
      id
      addresses(page: { limit: 100 }) {
        ...AddressList
      }
    }
  }
  ${AddressListFragmentDoc}
  ${AddressRowFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useCustomerAddressesQuery__
 *
 * To run a query within a React component, call `useCustomerAddressesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerAddressesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerAddressesQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCustomerAddressesQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<CustomerAddressesQuery, CustomerAddressesQueryVariables> &
    ({ variables: CustomerAddressesQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CustomerAddressesQuery, CustomerAddressesQueryVariables>(
    CustomerAddressesDocument,
    options,
  );
}
export function useCustomerAddressesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CustomerAddressesQuery,
    CustomerAddressesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CustomerAddressesQuery, CustomerAddressesQueryVariables>(
    CustomerAddressesDocument,
    options,
  );
}
// @ts-ignore
export function useCustomerAddressesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CustomerAddressesQuery,
    CustomerAddressesQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<CustomerAddressesQuery, CustomerAddressesQueryVariables>;
export function useCustomerAddressesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CustomerAddressesQuery, CustomerAddressesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  CustomerAddressesQuery | undefined,
  CustomerAddressesQueryVariables
>;
export function useCustomerAddressesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CustomerAddressesQuery, CustomerAddressesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CustomerAddressesQuery, CustomerAddressesQueryVariables>(
    CustomerAddressesDocument,
    options,
  );
}
export type CustomerAddressesQueryHookResult = ReturnType<typeof useCustomerAddressesQuery>;
export type CustomerAddressesLazyQueryHookResult = ReturnType<typeof useCustomerAddressesLazyQuery>;
export type CustomerAddressesSuspenseQueryHookResult = ReturnType<typeof useCustomerAddressesSuspenseQuery>;
export type CustomerAddressesQueryResult = ApolloReactCommon.QueryResult<
  CustomerAddressesQuery,
  CustomerAddressesQueryVariables
>;
export const CreateCustomerDocument = gql`
  mutation CreateCustomer($input: CustomerCreateInput!) {
    createCustomer(input: $input) {
      customer {
        ...CustomerListItem
      }
      ...PayloadErrors
    }
  }
  ${CustomerListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateCustomerMutationFn = ApolloReactCommon.MutationFunction<
  CreateCustomerMutation,
  CreateCustomerMutationVariables
>;

/**
 * __useCreateCustomerMutation__
 *
 * To run a mutation, you first call `useCreateCustomerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCustomerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCustomerMutation, { data, loading, error }] = useCreateCustomerMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCustomerMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCustomerMutation, CreateCustomerMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateCustomerMutation, CreateCustomerMutationVariables>(
    CreateCustomerDocument,
    options,
  );
}
export type CreateCustomerMutationHookResult = ReturnType<typeof useCreateCustomerMutation>;
export type CreateCustomerMutationResult = ApolloReactCommon.MutationResult<CreateCustomerMutation>;
export type CreateCustomerMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateCustomerMutation,
  CreateCustomerMutationVariables
>;
export const UpdateCustomerDocument = gql`
  mutation UpdateCustomer($id: ID!, $input: CustomerUpdateInput!) {
    updateCustomer(id: $id, input: $input) {
      customer {
        ...CustomerListItem
      }
      ...PayloadErrors
    }
  }
  ${CustomerListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateCustomerMutationFn = ApolloReactCommon.MutationFunction<
  UpdateCustomerMutation,
  UpdateCustomerMutationVariables
>;

/**
 * __useUpdateCustomerMutation__
 *
 * To run a mutation, you first call `useUpdateCustomerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCustomerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCustomerMutation, { data, loading, error }] = useUpdateCustomerMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCustomerMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateCustomerMutation, UpdateCustomerMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateCustomerMutation, UpdateCustomerMutationVariables>(
    UpdateCustomerDocument,
    options,
  );
}
export type UpdateCustomerMutationHookResult = ReturnType<typeof useUpdateCustomerMutation>;
export type UpdateCustomerMutationResult = ApolloReactCommon.MutationResult<UpdateCustomerMutation>;
export type UpdateCustomerMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateCustomerMutation,
  UpdateCustomerMutationVariables
>;
export const DeleteCustomerDocument = gql`
  mutation DeleteCustomer($id: ID!) {
    deleteCustomer(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteCustomerMutationFn = ApolloReactCommon.MutationFunction<
  DeleteCustomerMutation,
  DeleteCustomerMutationVariables
>;

/**
 * __useDeleteCustomerMutation__
 *
 * To run a mutation, you first call `useDeleteCustomerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCustomerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCustomerMutation, { data, loading, error }] = useDeleteCustomerMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCustomerMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCustomerMutation, DeleteCustomerMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteCustomerMutation, DeleteCustomerMutationVariables>(
    DeleteCustomerDocument,
    options,
  );
}
export type DeleteCustomerMutationHookResult = ReturnType<typeof useDeleteCustomerMutation>;
export type DeleteCustomerMutationResult = ApolloReactCommon.MutationResult<DeleteCustomerMutation>;
export type DeleteCustomerMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteCustomerMutation,
  DeleteCustomerMutationVariables
>;
export const CreateCustomerAddressDocument = gql`
  mutation CreateCustomerAddress($customerId: ID!, $input: AddressCreateInput!) {
    createCustomerAddress(customerId: $customerId, input: $input) {
      address {
        ...AddressRow
      }
      ...PayloadErrors
    }
  }
  ${AddressRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateCustomerAddressMutationFn = ApolloReactCommon.MutationFunction<
  CreateCustomerAddressMutation,
  CreateCustomerAddressMutationVariables
>;

/**
 * __useCreateCustomerAddressMutation__
 *
 * To run a mutation, you first call `useCreateCustomerAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCustomerAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCustomerAddressMutation, { data, loading, error }] = useCreateCustomerAddressMutation({
 *   variables: {
 *      customerId: // value for 'customerId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCustomerAddressMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateCustomerAddressMutation,
    CreateCustomerAddressMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>(
    CreateCustomerAddressDocument,
    options,
  );
}
export type CreateCustomerAddressMutationHookResult = ReturnType<typeof useCreateCustomerAddressMutation>;
export type CreateCustomerAddressMutationResult =
  ApolloReactCommon.MutationResult<CreateCustomerAddressMutation>;
export type CreateCustomerAddressMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateCustomerAddressMutation,
  CreateCustomerAddressMutationVariables
>;
export const UpdateCustomerAddressDocument = gql`
  mutation UpdateCustomerAddress($customerId: ID!, $id: ID!, $input: AddressUpdateInput!) {
    updateCustomerAddress(customerId: $customerId, id: $id, input: $input) {
      address {
        ...AddressRow
      }
      ...PayloadErrors
    }
  }
  ${AddressRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateCustomerAddressMutationFn = ApolloReactCommon.MutationFunction<
  UpdateCustomerAddressMutation,
  UpdateCustomerAddressMutationVariables
>;

/**
 * __useUpdateCustomerAddressMutation__
 *
 * To run a mutation, you first call `useUpdateCustomerAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCustomerAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCustomerAddressMutation, { data, loading, error }] = useUpdateCustomerAddressMutation({
 *   variables: {
 *      customerId: // value for 'customerId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCustomerAddressMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateCustomerAddressMutation,
    UpdateCustomerAddressMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>(
    UpdateCustomerAddressDocument,
    options,
  );
}
export type UpdateCustomerAddressMutationHookResult = ReturnType<typeof useUpdateCustomerAddressMutation>;
export type UpdateCustomerAddressMutationResult =
  ApolloReactCommon.MutationResult<UpdateCustomerAddressMutation>;
export type UpdateCustomerAddressMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateCustomerAddressMutation,
  UpdateCustomerAddressMutationVariables
>;
export const DeleteCustomerAddressDocument = gql`
  mutation DeleteCustomerAddress($customerId: ID!, $id: ID!) {
    deleteCustomerAddress(customerId: $customerId, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteCustomerAddressMutationFn = ApolloReactCommon.MutationFunction<
  DeleteCustomerAddressMutation,
  DeleteCustomerAddressMutationVariables
>;

/**
 * __useDeleteCustomerAddressMutation__
 *
 * To run a mutation, you first call `useDeleteCustomerAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCustomerAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCustomerAddressMutation, { data, loading, error }] = useDeleteCustomerAddressMutation({
 *   variables: {
 *      customerId: // value for 'customerId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCustomerAddressMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteCustomerAddressMutation,
    DeleteCustomerAddressMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>(
    DeleteCustomerAddressDocument,
    options,
  );
}
export type DeleteCustomerAddressMutationHookResult = ReturnType<typeof useDeleteCustomerAddressMutation>;
export type DeleteCustomerAddressMutationResult =
  ApolloReactCommon.MutationResult<DeleteCustomerAddressMutation>;
export type DeleteCustomerAddressMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteCustomerAddressMutation,
  DeleteCustomerAddressMutationVariables
>;
