import type { RouteObject } from 'react-router';

export const LEGACY_CATALOGUE_PATH = '/legacy-catalogue';

/** The tabs of the legacy catalogue page, each its own URL segment. */
export const LEGACY_RESOURCES = ['brands', 'categories', 'collections', 'currencies', 'variations'] as const;
export type LegacyResource = (typeof LEGACY_RESOURCES)[number];

export function isLegacyResource(value: string): value is LegacyResource {
  return LEGACY_RESOURCES.some((resource) => resource === value);
}

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
