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
