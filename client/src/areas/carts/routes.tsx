import type { RouteObject } from 'react-router';

export const cartRoutes: RouteObject[] = [
  {
    path: 'carts',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./CartListPage')).CartListPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./CartDetailPage')).CartDetailPage }),
      },
    ],
  },
];
