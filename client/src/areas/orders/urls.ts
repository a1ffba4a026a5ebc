// The orders area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type ListSort, type PageSize } from '../../components/list/listParams';

export const ORDERS_PATH = '/orders';

/** Filter keys of the order list, as they appear in its query string. */
export type OrderFilterKey =
  'status' | 'payment' | 'shipping' | 'email' | 'name' | 'customer' | 'account' | 'from' | 'to';
export type OrderListSortField = 'CREATED_AT' | 'TOTAL' | 'STATUS' | 'PAYMENT' | 'SHIPPING' | 'ORDER_NUMBER';

/** The order list, e.g. `?payment=UNPAID&email=ada` or `?customer=<id>`: what the list page reads. */
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
