import type { RouteObject } from 'react-router';

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
