// The orders area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type ListSort, type PageSize } from '../../components/list/listParams';

export const ORDERS_PATH = '/orders';

/** Filter keys of the order list, as they appear in its query string. */
export type OrderFilterKey =
  'number' | 'status' | 'payment' | 'shipping' | 'email' | 'name' | 'customer' | 'account' | 'from' | 'to';
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

/**
 * How every screen names an order: `#10321` by its number, else the first 8 characters of its id
 * (orders made elsewhere may have no number; a whole UUID does not fit a table cell).
 */
export function orderName(order: { orderNumber?: string | null; id: string }): string {
  return order.orderNumber ? `#${order.orderNumber}` : order.id.slice(0, 8);
}

/** One order with its items, addresses and transactions. */
export function orderUrl(id: string): string {
  return `${ORDERS_PATH}/${encodeURIComponent(id)}`;
}

/** The store's payment gateways. */
export function paymentGatewaysUrl(): string {
  return `${ORDERS_PATH}/gateways`;
}
