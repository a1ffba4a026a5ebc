// The application-keys area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const APPLICATION_KEYS_PATH = '/application-keys';

/** The application key list, paged (the query string the page reads). */
export function applicationKeyListUrl(params: { pageSize?: PageSize; offset?: number } = {}): string {
  return listUrl(APPLICATION_KEYS_PATH, params);
}
