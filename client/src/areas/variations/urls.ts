// The variations area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const VARIATIONS_PATH = '/variations';

/** The variation list, paged (the query string the page reads). */
export function variationListUrl(params: { pageSize?: PageSize; offset?: number } = {}): string {
  return listUrl(VARIATIONS_PATH, params);
}

/** A variation with its options and their modifiers. */
export function variationUrl(id: string): string {
  return `${VARIATIONS_PATH}/${encodeURIComponent(id)}`;
}

/** One option of a variation, read by its id, with its modifiers. */
export function variationOptionUrl(variationId: string, optionId: string): string {
  return `${variationUrl(variationId)}/options/${encodeURIComponent(optionId)}`;
}

/** One modifier of a variation's option, read by its id. */
export function variationModifierUrl(variationId: string, optionId: string, modifierId: string): string {
  return `${variationOptionUrl(variationId, optionId)}/modifiers/${encodeURIComponent(modifierId)}`;
}
