import type { RouteObject } from 'react-router';
import { listUrl, type PageSize } from '../../components/list/listParams';

export const FILES_PATH = '/files';

/** The file list, optionally filtered by name and paged (the query string the page reads). */
export function fileListUrl(
  params: { filters?: { name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(FILES_PATH, params);
}

export const fileRoutes: RouteObject[] = [
  {
    path: 'files',
    lazy: async () => ({ Component: (await import('./FileListPage')).FileListPage }),
  },
];
