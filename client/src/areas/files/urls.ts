// The files area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const FILES_PATH = '/files';

/** The file list, optionally filtered by name and paged (the query string the page reads). */
export function fileListUrl(
  params: { filters?: { name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(FILES_PATH, params);
}
