import type { RouteObject } from 'react-router';

export const catalogRoutes: RouteObject[] = [
  {
    path: 'catalogs',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./CatalogListPage')).CatalogListPage }),
      },
      {
        path: 'preview',
        lazy: async () => ({ Component: (await import('./ShopperPreviewPage')).ShopperPreviewPage }),
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
