/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import { MoneyFieldsFragmentDoc } from '../../components/money.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type OrderMetricsPageQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  interval: Types.MetricsInterval;
}>;

export type OrderMetricsPageQuery = {
  __typename: 'Query';
  orderMetrics: {
    __typename: 'OrderMetrics';
    from: string | null;
    to: string | null;
    interval: Types.MetricsInterval;
    total: number;
    value: Array<{ __typename: 'Money'; currency: string; amount: number; formatted: string }>;
    summary: Array<{
      __typename: 'OrderMetricsSummary';
      currency: string;
      totalOrders: number;
      totalValue: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      averageValue: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      totalDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    }>;
    timeseries: Array<{
      __typename: 'OrderMetricsPoint';
      timestamp: string;
      count: number;
      value: Array<{ __typename: 'Money'; currency: string; amount: number; formatted: string }>;
      discount: Array<{ __typename: 'Money'; currency: string; amount: number; formatted: string }>;
    }>;
  };
};

export type MetricsCurrenciesQueryVariables = Exact<{ [key: string]: never }>;

export type MetricsCurrenciesQuery = {
  __typename: 'Query';
  currencies: {
    __typename: 'CurrencyPage';
    items: Array<{ __typename: 'Currency'; id: string; code: string; isDefault: boolean; enabled: boolean }>;
  };
};

export const OrderMetricsPageDocument = gql`
  query OrderMetricsPage($from: DateTime, $to: DateTime, $interval: MetricsInterval!) {
    orderMetrics(from: $from, to: $to, interval: $interval) {
      from
      to
      interval
      total
      value {
        ...MoneyFields
      }
      summary {
        currency
        totalOrders
        totalValue {
          ...MoneyFields
        }
        averageValue {
          ...MoneyFields
        }
        totalDiscount {
          ...MoneyFields
        }
      }
      timeseries {
        timestamp
        count
        value {
          ...MoneyFields
        }
        discount {
          ...MoneyFields
        }
      }
    }
  }
  ${MoneyFieldsFragmentDoc}
`;

/**
 * __useOrderMetricsPageQuery__
 *
 * To run a query within a React component, call `useOrderMetricsPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderMetricsPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderMetricsPageQuery({
 *   variables: {
 *      from: // value for 'from'
 *      to: // value for 'to'
 *      interval: // value for 'interval'
 *   },
 * });
 */
export function useOrderMetricsPageQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<OrderMetricsPageQuery, OrderMetricsPageQueryVariables> &
    ({ variables: OrderMetricsPageQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<OrderMetricsPageQuery, OrderMetricsPageQueryVariables>(
    OrderMetricsPageDocument,
    options,
  );
}
export function useOrderMetricsPageLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OrderMetricsPageQuery, OrderMetricsPageQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<OrderMetricsPageQuery, OrderMetricsPageQueryVariables>(
    OrderMetricsPageDocument,
    options,
  );
}
// @ts-ignore
export function useOrderMetricsPageSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    OrderMetricsPageQuery,
    OrderMetricsPageQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<OrderMetricsPageQuery, OrderMetricsPageQueryVariables>;
export function useOrderMetricsPageSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<OrderMetricsPageQuery, OrderMetricsPageQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<OrderMetricsPageQuery | undefined, OrderMetricsPageQueryVariables>;
export function useOrderMetricsPageSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<OrderMetricsPageQuery, OrderMetricsPageQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<OrderMetricsPageQuery, OrderMetricsPageQueryVariables>(
    OrderMetricsPageDocument,
    options,
  );
}
export type OrderMetricsPageQueryHookResult = ReturnType<typeof useOrderMetricsPageQuery>;
export type OrderMetricsPageLazyQueryHookResult = ReturnType<typeof useOrderMetricsPageLazyQuery>;
export type OrderMetricsPageSuspenseQueryHookResult = ReturnType<typeof useOrderMetricsPageSuspenseQuery>;
export type OrderMetricsPageQueryResult = ApolloReactCommon.QueryResult<
  OrderMetricsPageQuery,
  OrderMetricsPageQueryVariables
>;
export const MetricsCurrenciesDocument = gql`
  query MetricsCurrencies {
    currencies(page: { limit: 100 }) {
      items {
        id
        code
        isDefault
        enabled
      }
    }
  }
`;

/**
 * __useMetricsCurrenciesQuery__
 *
 * To run a query within a React component, call `useMetricsCurrenciesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMetricsCurrenciesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMetricsCurrenciesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMetricsCurrenciesQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<MetricsCurrenciesQuery, MetricsCurrenciesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<MetricsCurrenciesQuery, MetricsCurrenciesQueryVariables>(
    MetricsCurrenciesDocument,
    options,
  );
}
export function useMetricsCurrenciesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    MetricsCurrenciesQuery,
    MetricsCurrenciesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<MetricsCurrenciesQuery, MetricsCurrenciesQueryVariables>(
    MetricsCurrenciesDocument,
    options,
  );
}
// @ts-ignore
export function useMetricsCurrenciesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    MetricsCurrenciesQuery,
    MetricsCurrenciesQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<MetricsCurrenciesQuery, MetricsCurrenciesQueryVariables>;
export function useMetricsCurrenciesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<MetricsCurrenciesQuery, MetricsCurrenciesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  MetricsCurrenciesQuery | undefined,
  MetricsCurrenciesQueryVariables
>;
export function useMetricsCurrenciesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<MetricsCurrenciesQuery, MetricsCurrenciesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<MetricsCurrenciesQuery, MetricsCurrenciesQueryVariables>(
    MetricsCurrenciesDocument,
    options,
  );
}
export type MetricsCurrenciesQueryHookResult = ReturnType<typeof useMetricsCurrenciesQuery>;
export type MetricsCurrenciesLazyQueryHookResult = ReturnType<typeof useMetricsCurrenciesLazyQuery>;
export type MetricsCurrenciesSuspenseQueryHookResult = ReturnType<typeof useMetricsCurrenciesSuspenseQuery>;
export type MetricsCurrenciesQueryResult = ApolloReactCommon.QueryResult<
  MetricsCurrenciesQuery,
  MetricsCurrenciesQueryVariables
>;
