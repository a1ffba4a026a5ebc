import type { RouteObject } from 'react-router';

export const priceBookRoutes: RouteObject[] = [
  {
    path: 'price-books',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./PriceBookListPage')).PriceBookListPage }),
      },
      {
        path: ':id/prices/:priceId',
        lazy: async () => ({ Component: (await import('./PriceBookItemPages')).PriceBookPricePage }),
      },
      {
        path: ':id/modifiers/:modifierId',
        lazy: async () => ({ Component: (await import('./PriceBookItemPages')).PriceBookModifierPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./PriceBookDetailPage')).PriceBookDetailPage }),
      },
    ],
  },
];
