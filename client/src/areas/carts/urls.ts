// The carts area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const CARTS_PATH = '/carts';

/** The cart list, optionally filtered by name and paged (the query string the page reads). */
export function cartListUrl(
  params: { filters?: { name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(CARTS_PATH, params);
}

/** A cart with its items, codes, totals and checkout. */
export function cartUrl(id: string): string {
  return `${CARTS_PATH}/${encodeURIComponent(id)}`;
}
