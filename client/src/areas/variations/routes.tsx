import type { RouteObject } from 'react-router';

export const variationRoutes: RouteObject[] = [
  {
    path: 'variations',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./VariationListPage')).VariationListPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./VariationDetailPage')).VariationDetailPage }),
      },
    ],
  },
];
