// The realms area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const REALMS_PATH = '/realms';

/** The realm list, optionally filtered by name and paged. */
export function realmListUrl(
  params: { filters?: { name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(REALMS_PATH, params);
}

/** A realm with its profiles and users (users paged in the query string). */
export function realmUrl(id: string, params: { pageSize?: PageSize; offset?: number } = {}): string {
  return listUrl(`${REALMS_PATH}/${encodeURIComponent(id)}`, params);
}
