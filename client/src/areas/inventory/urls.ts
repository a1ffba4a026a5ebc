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

/** The inventory list's dialog that picks a product (by name or SKU) and starts its stock. */
export const ADD_STOCK_DIALOG = 'add-stock';

/** The inventory list with "Add stock for a product" open. */
export function addStockUrl(): string {
  return `${INVENTORY_PATH}?dialog=${ADD_STOCK_DIALOG}`;
}

/** A product's stock with its transaction history. */
export function stockUrl(productId: string): string {
  return `${INVENTORY_PATH}/stock/${encodeURIComponent(productId)}`;
}

/** The stock page of a product whose stock is not managed yet, with "Manage stock" open to start it. */
export function startStockUrl(productId: string): string {
  return `${stockUrl(productId)}?dialog=manage`;
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
