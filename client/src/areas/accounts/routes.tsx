import type { RouteObject } from 'react-router';

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
