import type { RouteObject } from 'react-router';
import { listUrl, type PageSize } from '../../components/list/listParams';

export const ACCOUNTS_PATH = '/accounts';

/** The account list, optionally filtered by name and legal name and paged. */
export function accountListUrl(
  params: { filters?: { name?: string; legalName?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(ACCOUNTS_PATH, params);
}

/** An account with its addresses, tags and members. */
export function accountUrl(id: string): string {
  return `${ACCOUNTS_PATH}/${encodeURIComponent(id)}`;
}

export const accountRoutes: RouteObject[] = [
  {
    path: 'accounts',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./AccountListPage')).AccountListPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./AccountDetailPage')).AccountDetailPage }),
      },
    ],
  },
];
