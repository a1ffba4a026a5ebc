import type { RouteObject } from 'react-router';
import { listUrl, type PageSize } from '../../components/list/listParams';

export const CATALOGS_PATH = '/catalogs';

/** The catalog list, optionally filtered by name and paged. */
export function catalogListUrl(
  params: { filters?: { name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(CATALOGS_PATH, params);
}

/** A catalog with its rules and releases. */
export function catalogUrl(id: string): string {
  return `${CATALOGS_PATH}/${encodeURIComponent(id)}`;
}

/** A release's products, optionally of one hierarchy, paged. */
export function releaseUrl(
  catalogId: string,
  releaseId: string,
  params: { filters?: { hierarchy?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(`${catalogUrl(catalogId)}/releases/${encodeURIComponent(releaseId)}`, params);
}

export const catalogRoutes: RouteObject[] = [
  {
    path: 'catalogs',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./CatalogListPage')).CatalogListPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./CatalogDetailPage')).CatalogDetailPage }),
      },
      {
        path: ':id/releases/:releaseId',
        lazy: async () => ({ Component: (await import('./ReleasePage')).ReleasePage }),
      },
    ],
  },
];
