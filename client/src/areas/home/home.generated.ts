/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import { MoneyFieldsFragmentDoc } from '../../components/money.generated';
import { PageTotalFragmentDoc } from '../../components/list/pageInfo.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type HomeSalesTotalsFragment = {
  __typename: 'OrderMetrics';
  from: string | null;
  to: string | null;
  total: number;
  summary: Array<{
    __typename: 'OrderMetricsSummary';
    currency: string;
    totalOrders: number;
    totalValue: { __typename: 'Money'; currency: string; amount: number; formatted: string };
  }>;
};

export type HomeSalesQueryVariables = Exact<{
  today: string;
  monthStart: string;
}>;

export type HomeSalesQuery = {
  __typename: 'Query';
  today: {
    __typename: 'OrderMetrics';
    from: string | null;
    to: string | null;
    total: number;
    summary: Array<{
      __typename: 'OrderMetricsSummary';
      currency: string;
      totalOrders: number;
      totalValue: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    }>;
  };
  month: {
    __typename: 'OrderMetrics';
    from: string | null;
    to: string | null;
    total: number;
    summary: Array<{
      __typename: 'OrderMetricsSummary';
      currency: string;
      totalOrders: number;
      totalValue: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    }>;
  };
};

export type HomeOrderRowFragment = {
  __typename: 'Order';
  id: string;
  orderNumber: string | null;
  createdAt: string | null;
  customer: { __typename: 'OrderCustomer'; name: string };
  totals: {
    __typename: 'OrderTotals';
    withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
  };
};

export type HomeOrdersQueryVariables = Exact<{
  limit: number;
}>;

export type HomeOrdersQuery = {
  __typename: 'Query';
  toFulfil: {
    __typename: 'OrderPage';
    items: Array<{
      __typename: 'Order';
      id: string;
      orderNumber: string | null;
      createdAt: string | null;
      customer: { __typename: 'OrderCustomer'; name: string };
      totals: {
        __typename: 'OrderTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      };
    }>;
    pageInfo: { __typename: 'PageInfo'; total: number };
  };
  recent: {
    __typename: 'OrderPage';
    items: Array<{
      __typename: 'Order';
      id: string;
      orderNumber: string | null;
      createdAt: string | null;
      customer: { __typename: 'OrderCustomer'; name: string };
      totals: {
        __typename: 'OrderTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      };
    }>;
  };
};

export type HomeLowStockQueryVariables = Exact<{
  limit: number;
}>;

export type HomeLowStockQuery = {
  __typename: 'Query';
  stocks: {
    __typename: 'StockPage';
    items: Array<{
      __typename: 'Stock';
      productId: string;
      available: number;
      product: { __typename: 'Product'; id: string; name: string; sku: string | null } | null;
    }>;
  };
};

export const HomeSalesTotalsFragmentDoc = gql`
  fragment HomeSalesTotals on OrderMetrics {
    from
    to
    total
    summary {
      currency
      totalOrders
      totalValue {
        ...MoneyFields
      }
    }
  }
`;
export const HomeOrderRowFragmentDoc = gql`
  fragment HomeOrderRow on Order {
    id
    orderNumber
    customer {
      name
    }
    totals {
      withTax {
        ...MoneyFields
      }
    }
    createdAt
  }
`;
export const HomeSalesDocument = gql`
  query HomeSales($today: DateTime!, $monthStart: DateTime!) {
    today: orderMetrics(from: $today, to: $today) {
      ...HomeSalesTotals
    }
    month: orderMetrics(from: $monthStart, to: $today) {
      ...HomeSalesTotals
    }
  }
  ${HomeSalesTotalsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
`;

/**
 * __useHomeSalesQuery__
 *
 * To run a query within a React component, call `useHomeSalesQuery` and pass it any options that fit your needs.
 * When your component renders, `useHomeSalesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHomeSalesQuery({
 *   variables: {
 *      today: // value for 'today'
 *      monthStart: // value for 'monthStart'
 *   },
 * });
 */
export function useHomeSalesQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<HomeSalesQuery, HomeSalesQueryVariables> &
    ({ variables: HomeSalesQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<HomeSalesQuery, HomeSalesQueryVariables>(HomeSalesDocument, options);
}
export function useHomeSalesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HomeSalesQuery, HomeSalesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<HomeSalesQuery, HomeSalesQueryVariables>(HomeSalesDocument, options);
}
// @ts-ignore
export function useHomeSalesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HomeSalesQuery, HomeSalesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<HomeSalesQuery, HomeSalesQueryVariables>;
export function useHomeSalesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<HomeSalesQuery, HomeSalesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<HomeSalesQuery | undefined, HomeSalesQueryVariables>;
export function useHomeSalesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<HomeSalesQuery, HomeSalesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<HomeSalesQuery, HomeSalesQueryVariables>(
    HomeSalesDocument,
    options,
  );
}
export type HomeSalesQueryHookResult = ReturnType<typeof useHomeSalesQuery>;
export type HomeSalesLazyQueryHookResult = ReturnType<typeof useHomeSalesLazyQuery>;
export type HomeSalesSuspenseQueryHookResult = ReturnType<typeof useHomeSalesSuspenseQuery>;
export type HomeSalesQueryResult = ApolloReactCommon.QueryResult<HomeSalesQuery, HomeSalesQueryVariables>;
export const HomeOrdersDocument = gql`
  query HomeOrders($limit: Int!) {
    toFulfil: orders(
      filter: { payment: { eq: PAID }, shipping: { eq: UNFULFILLED } }
      page: { limit: $limit }
    ) {
      items {
        ...HomeOrderRow
      }
      ...PageTotal
    }
    recent: orders(sort: [{ field: CREATED_AT, direction: DESC }], page: { limit: $limit }) {
      items {
        ...HomeOrderRow
      }
    }
  }
  ${HomeOrderRowFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useHomeOrdersQuery__
 *
 * To run a query within a React component, call `useHomeOrdersQuery` and pass it any options that fit your needs.
 * When your component renders, `useHomeOrdersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHomeOrdersQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useHomeOrdersQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<HomeOrdersQuery, HomeOrdersQueryVariables> &
    ({ variables: HomeOrdersQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<HomeOrdersQuery, HomeOrdersQueryVariables>(HomeOrdersDocument, options);
}
export function useHomeOrdersLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HomeOrdersQuery, HomeOrdersQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<HomeOrdersQuery, HomeOrdersQueryVariables>(
    HomeOrdersDocument,
    options,
  );
}
// @ts-ignore
export function useHomeOrdersSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HomeOrdersQuery, HomeOrdersQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<HomeOrdersQuery, HomeOrdersQueryVariables>;
export function useHomeOrdersSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<HomeOrdersQuery, HomeOrdersQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<HomeOrdersQuery | undefined, HomeOrdersQueryVariables>;
export function useHomeOrdersSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<HomeOrdersQuery, HomeOrdersQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<HomeOrdersQuery, HomeOrdersQueryVariables>(
    HomeOrdersDocument,
    options,
  );
}
export type HomeOrdersQueryHookResult = ReturnType<typeof useHomeOrdersQuery>;
export type HomeOrdersLazyQueryHookResult = ReturnType<typeof useHomeOrdersLazyQuery>;
export type HomeOrdersSuspenseQueryHookResult = ReturnType<typeof useHomeOrdersSuspenseQuery>;
export type HomeOrdersQueryResult = ApolloReactCommon.QueryResult<HomeOrdersQuery, HomeOrdersQueryVariables>;
export const HomeLowStockDocument = gql`
  query HomeLowStock($limit: Int!) {
    stocks(sort: [{ field: AVAILABLE, direction: ASC }], page: { limit: $limit }) {
      items {
        productId
        available
        product {
          id
          name
          sku
        }
      }
    }
  }
`;

/**
 * __useHomeLowStockQuery__
 *
 * To run a query within a React component, call `useHomeLowStockQuery` and pass it any options that fit your needs.
 * When your component renders, `useHomeLowStockQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHomeLowStockQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useHomeLowStockQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<HomeLowStockQuery, HomeLowStockQueryVariables> &
    ({ variables: HomeLowStockQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<HomeLowStockQuery, HomeLowStockQueryVariables>(
    HomeLowStockDocument,
    options,
  );
}
export function useHomeLowStockLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HomeLowStockQuery, HomeLowStockQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<HomeLowStockQuery, HomeLowStockQueryVariables>(
    HomeLowStockDocument,
    options,
  );
}
// @ts-ignore
export function useHomeLowStockSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HomeLowStockQuery, HomeLowStockQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<HomeLowStockQuery, HomeLowStockQueryVariables>;
export function useHomeLowStockSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<HomeLowStockQuery, HomeLowStockQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<HomeLowStockQuery | undefined, HomeLowStockQueryVariables>;
export function useHomeLowStockSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<HomeLowStockQuery, HomeLowStockQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<HomeLowStockQuery, HomeLowStockQueryVariables>(
    HomeLowStockDocument,
    options,
  );
}
export type HomeLowStockQueryHookResult = ReturnType<typeof useHomeLowStockQuery>;
export type HomeLowStockLazyQueryHookResult = ReturnType<typeof useHomeLowStockLazyQuery>;
export type HomeLowStockSuspenseQueryHookResult = ReturnType<typeof useHomeLowStockSuspenseQuery>;
export type HomeLowStockQueryResult = ApolloReactCommon.QueryResult<
  HomeLowStockQuery,
  HomeLowStockQueryVariables
>;
