// The custom-apis area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const CUSTOM_APIS_PATH = '/custom-apis';

/** The Custom API list, optionally filtered by name and paged. */
export function customApiListUrl(
  params: { filters?: { name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(CUSTOM_APIS_PATH, params);
}

/** A Custom API with its fields, entries (paged) and role policies. */
export function customApiUrl(id: string, params: { pageSize?: PageSize; offset?: number } = {}): string {
  return listUrl(`${CUSTOM_APIS_PATH}/${encodeURIComponent(id)}`, params);
}

/** One entry of a Custom API, on its own page. */
export function customApiEntryUrl(customApiId: string, entryId: string): string {
  return `${CUSTOM_APIS_PATH}/${encodeURIComponent(customApiId)}/entries/${encodeURIComponent(entryId)}`;
}
