import type { RouteObject } from 'react-router';

export const legacyCatalogueRoutes: RouteObject[] = [
  {
    path: 'legacy-catalogue',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./LegacyCataloguePage')).LegacyCataloguePage }),
      },
      {
        path: ':resource',
        lazy: async () => ({ Component: (await import('./LegacyCataloguePage')).LegacyCataloguePage }),
      },
      {
        path: 'variations/:variationId/options/:optionId',
        lazy: async () => ({
          Component: (await import('./LegacyVariationOptionPages')).LegacyVariationOptionPage,
        }),
      },
      {
        path: 'variations/:variationId/options/:optionId/modifiers/:modifierId',
        lazy: async () => ({
          Component: (await import('./LegacyVariationOptionPages')).LegacyProductModifierPage,
        }),
      },
      {
        path: ':resource/:id',
        lazy: async () => ({ Component: (await import('./LegacyItemPage')).LegacyItemPage }),
      },
    ],
  },
];
