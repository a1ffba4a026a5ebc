import type { RouteObject } from 'react-router';
import { listUrl, type PageSize } from '../../components/list/listParams';

export const INTEGRATIONS_PATH = '/integrations';

/** The integration list, optionally filtered by name and paged. */
export function integrationListUrl(
  params: { filters?: { name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(INTEGRATIONS_PATH, params);
}

/** An integration with its delivery logs (paged) and jobs. */
export function integrationUrl(id: string, params: { pageSize?: PageSize; offset?: number } = {}): string {
  return listUrl(`${INTEGRATIONS_PATH}/${encodeURIComponent(id)}`, params);
}

export const integrationRoutes: RouteObject[] = [
  {
    path: 'integrations',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./IntegrationListPage')).IntegrationListPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./IntegrationDetailPage')).IntegrationDetailPage }),
      },
    ],
  },
];
