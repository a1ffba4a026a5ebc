import type { RouteObject } from 'react-router';
import { listUrl, type PageSize } from '../../components/list/listParams';

export const HIERARCHIES_PATH = '/hierarchies';

/** The hierarchy list, optionally filtered by name and paged (the query string the page reads). */
export function hierarchyListUrl(
  params: { filters?: { name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(HIERARCHIES_PATH, params);
}

/** A hierarchy's tree, optionally with a node selected (`?node=`), so a selection can be shared. */
export function hierarchyUrl(id: string, nodeId?: string): string {
  const path = `${HIERARCHIES_PATH}/${encodeURIComponent(id)}`;
  return nodeId ? `${path}?node=${encodeURIComponent(nodeId)}` : path;
}

export const hierarchyRoutes: RouteObject[] = [
  {
    path: 'hierarchies',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./HierarchyListPage')).HierarchyListPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./HierarchyDetailPage')).HierarchyDetailPage }),
      },
    ],
  },
];
