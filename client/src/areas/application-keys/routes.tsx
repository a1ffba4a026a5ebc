import type { RouteObject } from 'react-router';
import { listUrl, type PageSize } from '../../components/list/listParams';

export const APPLICATION_KEYS_PATH = '/application-keys';

/** The application key list, paged (the query string the page reads). */
export function applicationKeyListUrl(params: { pageSize?: PageSize; offset?: number } = {}): string {
  return listUrl(APPLICATION_KEYS_PATH, params);
}

export const applicationKeyRoutes: RouteObject[] = [
  {
    path: 'application-keys',
    lazy: async () => ({ Component: (await import('./ApplicationKeyListPage')).ApplicationKeyListPage }),
  },
];
