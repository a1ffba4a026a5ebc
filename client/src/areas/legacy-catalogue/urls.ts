// The legacy-catalogue area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.

export const LEGACY_CATALOGUE_PATH = '/legacy-catalogue';

/** The tabs of the legacy catalogue page, each its own URL segment. */
export const LEGACY_RESOURCES = ['brands', 'categories', 'collections', 'currencies', 'variations'] as const;
export type LegacyResource = (typeof LEGACY_RESOURCES)[number];

export function isLegacyResource(value: string): value is LegacyResource {
  return LEGACY_RESOURCES.some((resource) => resource === value);
}
