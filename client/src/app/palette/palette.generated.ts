/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type PaletteSearchQueryVariables = Exact<{
  products: Types.ProductFilter;
  orders: Types.OrderFilter;
  customerNames: Types.CustomerFilter;
  customerEmails: Types.CustomerFilter;
  accounts: Types.AccountFilter;
  page: Types.PageInput;
  id: string | number;
  byId: boolean;
}>;

export type PaletteSearchQuery = {
  __typename: 'Query';
  productHits: {
    __typename: 'ProductPage';
    items: Array<{ __typename: 'Product'; id: string; name: string; sku: string | null }>;
  };
  orderHits: {
    __typename: 'OrderPage';
    items: Array<{
      __typename: 'Order';
      id: string;
      orderNumber: string | null;
      customer: { __typename: 'OrderCustomer'; name: string; email: string };
    }>;
  };
  orderById?: {
    __typename: 'Order';
    id: string;
    orderNumber: string | null;
    customer: { __typename: 'OrderCustomer'; name: string; email: string };
  } | null;
  customersByName: {
    __typename: 'CustomerPage';
    items: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
  };
  customersByEmail: {
    __typename: 'CustomerPage';
    items: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
  };
  customerById?: { __typename: 'Customer'; id: string; name: string; email: string } | null;
  accountHits: {
    __typename: 'AccountPage';
    items: Array<{ __typename: 'Account'; id: string; name: string; legalName: string | null }>;
  };
  accountById?: { __typename: 'Account'; id: string; name: string; legalName: string | null } | null;
};

export type PaletteOrderFragment = {
  __typename: 'Order';
  id: string;
  orderNumber: string | null;
  customer: { __typename: 'OrderCustomer'; name: string; email: string };
};

export type PaletteCustomerFragment = { __typename: 'Customer'; id: string; name: string; email: string };

export type PaletteAccountFragment = {
  __typename: 'Account';
  id: string;
  name: string;
  legalName: string | null;
};

export const PaletteOrderFragmentDoc = gql`
  fragment PaletteOrder on Order {
    id
    orderNumber
    customer {
      name
      email
    }
  }
`;
export const PaletteCustomerFragmentDoc = gql`
  fragment PaletteCustomer on Customer {
    id
    name
    email
  }
`;
export const PaletteAccountFragmentDoc = gql`
  fragment PaletteAccount on Account {
    id
    name
    legalName
  }
`;
export const PaletteSearchDocument = gql`
  query PaletteSearch(
    $products: ProductFilter!
    $orders: OrderFilter!
    $customerNames: CustomerFilter!
    $customerEmails: CustomerFilter!
    $accounts: AccountFilter!
    $page: PageInput!
    $id: ID!
    $byId: Boolean!
  ) {
    productHits: products(filter: $products, page: $page) {
      items {
        id
        name
        sku
      }
    }
    orderHits: orders(filter: $orders, page: $page, sort: [{ field: CREATED_AT, direction: DESC }]) {
      items {
        ...PaletteOrder
      }
    }
    orderById: order(id: $id) @include(if: $byId) {
      ...PaletteOrder
    }
    customersByName: customers(filter: $customerNames, page: $page) {
      items {
        ...PaletteCustomer
      }
    }
    customersByEmail: customers(filter: $customerEmails, page: $page) {
      items {
        ...PaletteCustomer
      }
    }
    customerById: customer(id: $id) @include(if: $byId) {
      ...PaletteCustomer
    }
    accountHits: accounts(filter: $accounts, page: $page) {
      items {
        ...PaletteAccount
      }
    }
    accountById: account(id: $id) @include(if: $byId) {
      ...PaletteAccount
    }
  }
  ${PaletteOrderFragmentDoc}
  ${PaletteCustomerFragmentDoc}
  ${PaletteAccountFragmentDoc}
`;

/**
 * __usePaletteSearchQuery__
 *
 * To run a query within a React component, call `usePaletteSearchQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaletteSearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaletteSearchQuery({
 *   variables: {
 *      products: // value for 'products'
 *      orders: // value for 'orders'
 *      customerNames: // value for 'customerNames'
 *      customerEmails: // value for 'customerEmails'
 *      accounts: // value for 'accounts'
 *      page: // value for 'page'
 *      id: // value for 'id'
 *      byId: // value for 'byId'
 *   },
 * });
 */
export function usePaletteSearchQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<PaletteSearchQuery, PaletteSearchQueryVariables> &
    ({ variables: PaletteSearchQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PaletteSearchQuery, PaletteSearchQueryVariables>(
    PaletteSearchDocument,
    options,
  );
}
export function usePaletteSearchLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PaletteSearchQuery, PaletteSearchQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PaletteSearchQuery, PaletteSearchQueryVariables>(
    PaletteSearchDocument,
    options,
  );
}
// @ts-ignore
export function usePaletteSearchSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PaletteSearchQuery, PaletteSearchQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PaletteSearchQuery, PaletteSearchQueryVariables>;
export function usePaletteSearchSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PaletteSearchQuery, PaletteSearchQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PaletteSearchQuery | undefined, PaletteSearchQueryVariables>;
export function usePaletteSearchSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PaletteSearchQuery, PaletteSearchQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PaletteSearchQuery, PaletteSearchQueryVariables>(
    PaletteSearchDocument,
    options,
  );
}
export type PaletteSearchQueryHookResult = ReturnType<typeof usePaletteSearchQuery>;
export type PaletteSearchLazyQueryHookResult = ReturnType<typeof usePaletteSearchLazyQuery>;
export type PaletteSearchSuspenseQueryHookResult = ReturnType<typeof usePaletteSearchSuspenseQuery>;
export type PaletteSearchQueryResult = ApolloReactCommon.QueryResult<
  PaletteSearchQuery,
  PaletteSearchQueryVariables
>;
