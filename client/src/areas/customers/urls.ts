// The customers area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const CUSTOMERS_PATH = '/customers';

/** The customer list, optionally filtered by email and name and paged (the query string the page reads). */
export function customerListUrl(
  params: { filters?: { email?: string; name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(CUSTOMERS_PATH, params);
}

/** A customer with their address book. */
export function customerUrl(id: string): string {
  return `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`;
}
