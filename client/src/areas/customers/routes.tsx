import type { RouteObject } from 'react-router';
import { listUrl, type PageSize } from '../../components/list/listParams';

export const CUSTOMERS_PATH = '/customers';

/** The customer list, optionally filtered by email and name and paged (the query string the page reads). */
export function customerListUrl(
  params: { filters?: { email?: string; name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(CUSTOMERS_PATH, params);
}

/** A customer with their address book. */
export function customerUrl(id: string): string {
  return `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`;
}

export const customerRoutes: RouteObject[] = [
  {
    path: 'customers',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./CustomerListPage')).CustomerListPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./CustomerDetailPage')).CustomerDetailPage }),
      },
    ],
  },
];
