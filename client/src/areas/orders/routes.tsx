import type { RouteObject } from 'react-router';

export const orderRoutes: RouteObject[] = [
  {
    path: 'orders',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./OrderListPage')).OrderListPage }),
      },
      {
        path: 'gateways',
        lazy: async () => ({ Component: (await import('./PaymentGatewaysPage')).PaymentGatewaysPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./OrderDetailPage')).OrderDetailPage }),
      },
    ],
  },
];
