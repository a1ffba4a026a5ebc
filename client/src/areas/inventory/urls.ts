// The inventory area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const INVENTORY_PATH = '/inventory';

/** The stock list, optionally sorted and paged. */
export function stockListUrl(
  params: { sort?: { field: string; direction: 'ASC' | 'DESC' }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(INVENTORY_PATH, params);
}

/** A product's stock with its transaction history. */
export function stockUrl(productId: string): string {
  return `${INVENTORY_PATH}/stock/${encodeURIComponent(productId)}`;
}

/** The inventory locations tab. */
export const LOCATIONS_URL = `${INVENTORY_PATH}/locations`;

/** One transaction of a product's stock. */
export function stockTransactionUrl(productId: string, transactionId: string): string {
  return `${stockUrl(productId)}/transactions/${encodeURIComponent(transactionId)}`;
}

/** One inventory location's page (read and edit). */
export function locationUrl(id: string): string {
  return `${LOCATIONS_URL}/${encodeURIComponent(id)}`;
}
