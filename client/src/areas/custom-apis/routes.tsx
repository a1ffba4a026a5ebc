import type { RouteObject } from 'react-router';
import { listUrl, type PageSize } from '../../components/list/listParams';

export const CUSTOM_APIS_PATH = '/custom-apis';

/** The Custom API list, optionally filtered by name and paged. */
export function customApiListUrl(
  params: { filters?: { name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(CUSTOM_APIS_PATH, params);
}

/** A Custom API with its fields, entries (paged) and role policies. */
export function customApiUrl(id: string, params: { pageSize?: PageSize; offset?: number } = {}): string {
  return listUrl(`${CUSTOM_APIS_PATH}/${encodeURIComponent(id)}`, params);
}

export const customApiRoutes: RouteObject[] = [
  {
    path: 'custom-apis',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./CustomApiListPage')).CustomApiListPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./CustomApiDetailPage')).CustomApiDetailPage }),
      },
    ],
  },
];
