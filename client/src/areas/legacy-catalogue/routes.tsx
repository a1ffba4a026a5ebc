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
    ],
  },
];
