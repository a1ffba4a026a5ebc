import type { RouteObject } from 'react-router';

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
