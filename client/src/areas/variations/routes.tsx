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
        path: ':id/options/:optionId',
        lazy: async () => ({ Component: (await import('./VariationOptionPages')).VariationOptionPage }),
      },
      {
        path: ':id/options/:optionId/modifiers/:modifierId',
        lazy: async () => ({ Component: (await import('./VariationOptionPages')).VariationModifierPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./VariationDetailPage')).VariationDetailPage }),
      },
    ],
  },
];
