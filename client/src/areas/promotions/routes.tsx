import type { RouteObject } from 'react-router';

export const promotionRoutes: RouteObject[] = [
  {
    path: 'promotions',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./PromotionListPage')).PromotionListPage }),
      },
      {
        path: 'attributes',
        lazy: async () => ({
          Component: (await import('./PromotionAttributesPage')).PromotionAttributesPage,
        }),
      },
      {
        path: 'rules',
        lazy: async () => ({ Component: (await import('./PromotionListPage')).RulePromotionListPage }),
      },
      {
        path: 'rules/:id',
        lazy: async () => ({
          Component: (await import('./RulePromotionDetailPage')).RulePromotionDetailPage,
        }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./PromotionDetailPage')).PromotionDetailPage }),
      },
    ],
  },
];
