// The pricebooks area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const PRICE_BOOKS_PATH = '/price-books';

/** The price book list, optionally filtered by name and paged (the query string the page reads). */
export function priceBookListUrl(
  params: { filters?: { name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(PRICE_BOOKS_PATH, params);
}

/** One price of a price book. */
export function priceBookPriceUrl(priceBookId: string, id: string): string {
  return `${PRICE_BOOKS_PATH}/${encodeURIComponent(priceBookId)}/prices/${encodeURIComponent(id)}`;
}

/** One price modifier of a price book. */
export function priceBookModifierUrl(priceBookId: string, id: string): string {
  return `${PRICE_BOOKS_PATH}/${encodeURIComponent(priceBookId)}/modifiers/${encodeURIComponent(id)}`;
}

/** A price book with its prices, optionally filtered by SKU and paged. */
export function priceBookUrl(
  id: string,
  params: { filters?: { sku?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(`${PRICE_BOOKS_PATH}/${encodeURIComponent(id)}`, params);
}
