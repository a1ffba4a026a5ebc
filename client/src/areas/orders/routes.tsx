import type { RouteObject } from 'react-router';
import { listUrl, type ListSort, type PageSize } from '../../components/list/listParams';

export const ORDERS_PATH = '/orders';

/** Filter keys of the order list, as they appear in its query string. */
export type OrderFilterKey = 'status' | 'payment' | 'shipping' | 'email' | 'name' | 'from' | 'to';
export type OrderListSortField = 'CREATED_AT' | 'TOTAL' | 'STATUS' | 'PAYMENT' | 'SHIPPING' | 'ORDER_NUMBER';

/** The order list, e.g. `?payment=UNPAID&email=ada`: what the list page reads. */
export function orderListUrl(
  params: {
    filters?: Partial<Record<OrderFilterKey, string>>;
    sort?: ListSort<OrderListSortField>;
    pageSize?: PageSize;
    offset?: number;
  } = {},
): string {
  return listUrl(ORDERS_PATH, params);
}

/** One order with its items, addresses and transactions. */
export function orderUrl(id: string): string {
  return `${ORDERS_PATH}/${encodeURIComponent(id)}`;
}

/** The store's payment gateways. */
export function paymentGatewaysUrl(): string {
  return `${ORDERS_PATH}/gateways`;
}

export const orderRoutes: RouteObject[] = [
  {
    path: 'orders',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./OrderListPage')).OrderListPage }),
      },
      {
        path: 'gateways',
        lazy: async () => ({ Component: (await import('./PaymentGatewaysPage')).PaymentGatewaysPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./OrderDetailPage')).OrderDetailPage }),
      },
    ],
  },
];
