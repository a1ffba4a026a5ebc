// The products area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type ListSort, type PageSize } from '../../components/list/listParams';
import type { ProductFilterKey, ProductSortField } from './productList';

export const PRODUCTS_PATH = '/products';

export interface ProductListUrlParams {
  filters?: Partial<Record<ProductFilterKey, string>>;
  sort?: ListSort<ProductSortField>;
  pageSize?: PageSize;
  offset?: number;
}

/** The product list, optionally filtered, sorted and paged (the same query string the page reads). */
export function productListUrl(params: ProductListUrlParams = {}): string {
  return listUrl(PRODUCTS_PATH, params);
}

export function productAddUrl(): string {
  return `${PRODUCTS_PATH}/add`;
}

export function productUrl(id: string): string {
  return `${PRODUCTS_PATH}/${encodeURIComponent(id)}`;
}
