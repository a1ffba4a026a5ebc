import {
  cellChecks,
  type ImportCells,
  type ImportColumn,
  type RowParse,
} from '../../components/list/csvImport';
import type { StockTransactionAction } from '../../graphql/generated';

export const STOCK_IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    header: 'Product id',
    aliases: ['Id', 'productId'],
    help: 'The product whose stock changes (the export’s Id column). Or give its SKU instead.',
  },
  { header: 'SKU', help: 'The product’s SKU, when there is no product id.' },
  { header: 'Quantity', required: true, help: 'Units, a whole number of 0 or more.' },
  {
    header: 'Action',
    help: 'increment (default), decrement, or set (multi-location stock only). A product without managed stock starts with the quantity.',
  },
  {
    header: 'Location',
    help: 'The slug of an inventory location (multi-location stock); optional.',
  },
];

/** A checked stock row: the product (by id, or by SKU to look up) and the transaction. */
export interface StockImportInput {
  productId?: string;
  sku?: string;
  action: Extract<StockTransactionAction, 'INCREMENT' | 'DECREMENT' | 'SET'>;
  quantity: number;
  location?: string;
}

const ACTIONS: Record<string, StockImportInput['action']> = {
  increment: 'INCREMENT',
  decrement: 'DECREMENT',
  set: 'SET',
};
/** Provider ids are UUIDs; anything with a slash or a space is refused before it reaches a path. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SLUG = /^[A-Za-z0-9_-]{1,100}$/;

/** Checks one row of a stock CSV. */
export function parseStockRow(cells: ImportCells): RowParse<StockImportInput> {
  const productId = cells.get('Product id', 'Id', 'productId');
  const sku = cells.get('SKU');
  const quantityText = cells.get('Quantity');
  const actionText = cells.get('Action').toLowerCase();
  const location = cells.get('Location');
  const key = sku || productId;
  const errors: string[] = [];
  if (!productId && !sku) errors.push('Give the product id or the SKU.');
  if (productId && !ID.test(productId)) errors.push(`Product id “${productId}” is not a product id.`);
  const quantity =
    quantityText === '' ? 'Quantity is required.' : cellChecks.wholeNumber(quantityText, 'Quantity');
  if (typeof quantity === 'string') errors.push(quantity);
  const action = actionText === '' ? 'INCREMENT' : ACTIONS[actionText];
  if (!action) errors.push(`Action “${actionText}” is not increment, decrement or set.`);
  if (location && !SLUG.test(location)) errors.push(`Location “${location}” is not a location slug.`);
  if (errors.length > 0 || typeof quantity === 'string' || !action) return { key, errors };
  return {
    key,
    input: {
      ...(productId ? { productId } : { sku }),
      action,
      quantity,
      ...(location ? { location } : {}),
    },
  };
}
