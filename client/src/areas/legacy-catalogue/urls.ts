// The legacy-catalogue area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.

export const LEGACY_CATALOGUE_PATH = '/legacy-catalogue';

/** The tabs of the legacy catalogue page, each its own URL segment. */
export const LEGACY_RESOURCES = ['brands', 'categories', 'collections', 'currencies', 'variations'] as const;
export type LegacyResource = (typeof LEGACY_RESOURCES)[number];

/** The resources that have a page of their own (variations are edited in their tab). */
export type LegacyItemResource = Exclude<LegacyResource, 'variations'>;

/** One brand, category, collection or currency. */
export function legacyItemUrl(resource: LegacyItemResource, id: string): string {
  return `${LEGACY_CATALOGUE_PATH}/${resource}/${encodeURIComponent(id)}`;
}

/** One option of a legacy variation, with its modifiers. */
export function legacyVariationOptionUrl(variationId: string, optionId: string): string {
  return `${LEGACY_CATALOGUE_PATH}/variations/${encodeURIComponent(variationId)}/options/${encodeURIComponent(optionId)}`;
}

/** One product modifier of a legacy variation's option. */
export function legacyProductModifierUrl(variationId: string, optionId: string, modifierId: string): string {
  return `${legacyVariationOptionUrl(variationId, optionId)}/modifiers/${encodeURIComponent(modifierId)}`;
}

export function isLegacyResource(value: string): value is LegacyResource {
  return LEGACY_RESOURCES.some((resource) => resource === value);
}
