import type { RouteObject } from 'react-router';
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

export const variationRoutes: RouteObject[] = [
  {
    path: 'variations',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./VariationListPage')).VariationListPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./VariationDetailPage')).VariationDetailPage }),
      },
    ],
  },
];
