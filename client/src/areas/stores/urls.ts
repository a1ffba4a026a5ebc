// The stores area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const STORES_PATH = '/stores';

/** The store list, optionally searched by name and paged (the same query string the page reads). */
export function storeListUrl(params: { name?: string; pageSize?: PageSize; offset?: number } = {}): string {
  return listUrl(STORES_PATH, {
    filters: { name: params.name },
    pageSize: params.pageSize,
    offset: params.offset,
  });
}

export function storeAddUrl(): string {
  return `${STORES_PATH}/add`;
}

export function storeUrl(id: string): string {
  return `${STORES_PATH}/${encodeURIComponent(id)}`;
}
