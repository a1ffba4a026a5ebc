import { useApolloClient } from '@apollo/client/react';
import { requirePayload } from '../../components/form/useMutationForm';
import {
  cellChecks,
  csvImport,
  type CsvImport,
  type ImportCells,
  type ImportColumn,
  type ImportProblem,
  type RowParse,
  type RowPlan,
} from '../../components/list/csvImport';
import {
  StockImportLevelsDocument,
  StockImportProductDocument,
  useAddStockTransactionMutation,
  useCreateLocatedStockMutation,
  useCreateStockMutation,
  type StockImportLevelsQuery,
  type StockImportLevelsQueryVariables,
  type StockImportProductQuery,
  type StockImportProductQueryVariables,
  type StockListQuery,
  type StockTransactionAction,
} from '../../graphql/generated';

/** A row of the inventory list. */
export type StockRow = StockListQuery['stocks']['items'][number];

/**
 * The inventory list's CSV, both ways: the export writes each product's total with the action
 * `set`, so importing it unchanged finds every total as stored and writes nothing.
 */
export const STOCK_CSV_COLUMNS: readonly ImportColumn<StockRow>[] = [
  {
    header: 'Product id',
    aliases: ['Id', 'productId'],
    help: 'The product whose stock changes. Or give its SKU instead.',
    value: (row) => row.productId,
  },
  {
    header: 'SKU',
    help: 'The product’s SKU, when there is no product id.',
    value: (row) => row.product?.sku,
  },
  {
    header: 'Product',
    help: 'The product’s name, for reading the file; not imported.',
    value: (row) => row.product?.name,
  },
  {
    header: 'Quantity',
    required: true,
    help: 'Units, a whole number of 0 or more.',
    value: (row) => row.total,
  },
  {
    header: 'Action',
    help: 'increment (default), decrement, or set (the total, or the total at the Location). A product without managed stock starts with the quantity.',
    value: () => 'set',
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
  const errors: ImportProblem[] = [];
  if (!productId && !sku) errors.push({ column: 'Product id', message: 'Give the product id or the SKU.' });
  if (productId && !ID.test(productId)) {
    errors.push({ column: 'Product id', message: `Product id “${productId}” is not a product id.` });
  }
  const quantity =
    quantityText === ''
      ? { column: 'Quantity', message: 'Quantity is required.' }
      : cellChecks.wholeNumber(quantityText, 'Quantity');
  if (typeof quantity !== 'number') errors.push(quantity);
  const action = actionText === '' ? 'INCREMENT' : ACTIONS[actionText];
  if (!action) {
    errors.push({ column: 'Action', message: `Action “${actionText}” is not increment, decrement or set.` });
  }
  if (location && !SLUG.test(location)) {
    errors.push({ column: 'Location', message: `Location “${location}” is not a location slug.` });
  }
  if (errors.length > 0 || typeof quantity !== 'number' || !action) return { key, errors };
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

/** What a planned stock row sends: a transaction, or the first stock of a product without any. */
export type StockWrite =
  | {
      kind: 'transaction';
      productId: string;
      action: StockImportInput['action'];
      quantity: number;
      location?: string;
    }
  | { kind: 'start'; productId: string; quantity: number; location?: string };

type StockLevels = StockImportLevelsQuery['stock'];

const quantityChange = (write: StockWrite): RowPlan<StockWrite> => ({
  action: write.kind === 'start' ? 'create' : 'update',
  input: write,
  changes: ['Quantity'],
});

/**
 * A checked stock row against the product's stock: a `set` to the stored total (at the location,
 * when one is named) is unchanged. A `set` of the whole total becomes the increment or decrement
 * that reaches it: single-location stock has no `set`, and on multi-location stock a `set` without
 * a location would set only the stock held at no location. An increment or decrement of 0 is
 * unchanged; a product without managed stock starts with the quantity, unless the row decrements.
 */
export function planStockRow(
  input: StockImportInput,
  productId: string,
  stock: StockLevels,
): RowPlan<StockWrite> {
  const { action, quantity, location } = input;
  const at = location ? { location } : {};
  if (!stock) {
    if (action === 'DECREMENT') {
      return {
        action: 'invalid',
        problems: [
          { column: 'Action', message: 'This product’s stock is not managed: nothing to decrement.' },
        ],
      };
    }
    return quantityChange({ kind: 'start', productId, quantity, ...at });
  }
  if (action !== 'SET') {
    return quantity === 0
      ? { action: 'unchanged' }
      : quantityChange({ kind: 'transaction', productId, action, quantity, ...at });
  }
  const stored = location
    ? (stock.locations.find((level) => level.slug === location)?.total ?? 0)
    : stock.total;
  if (stored === quantity) return { action: 'unchanged' };
  if (location) return quantityChange({ kind: 'transaction', productId, action: 'SET', quantity, location });
  return quantityChange({
    kind: 'transaction',
    productId,
    action: quantity > stored ? 'INCREMENT' : 'DECREMENT',
    quantity: Math.abs(quantity - stored),
  });
}

/** The inventory list's import (and, through its columns, its export). */
export function useStockImport(onFinished: () => void): CsvImport<StockRow> {
  const client = useApolloClient();
  const [addTransaction] = useAddStockTransactionMutation();
  const [createStock] = useCreateStockMutation();
  const [createLocatedStock] = useCreateLocatedStockMutation();

  /** The product's id: given, or the one product with the row's SKU. */
  const productIdOf = async (input: StockImportInput): Promise<string | ImportProblem> => {
    if (input.productId) return input.productId;
    const sku = input.sku ?? '';
    const { data: found } = await client.query<StockImportProductQuery, StockImportProductQueryVariables>({
      query: StockImportProductDocument,
      variables: { sku },
      fetchPolicy: 'network-only',
    });
    const matches = found?.products.items.filter((product) => product.sku === sku) ?? [];
    if (matches.length > 1) {
      return { column: 'SKU', message: `Several products have the SKU “${sku}”: give the product id.` };
    }
    return matches[0]?.id ?? { column: 'SKU', message: `No product has the SKU “${sku}”.` };
  };

  return csvImport<StockImportInput, StockRow, StockWrite>({
    noun: ['stock row', 'stock rows'],
    keyHeader: 'Product',
    columns: STOCK_CSV_COLUMNS,
    parseRow: parseStockRow,
    plan: async (input) => {
      const productId = await productIdOf(input);
      if (typeof productId !== 'string') return { action: 'invalid', problems: [productId] };
      const { data } = await client.query<StockImportLevelsQuery, StockImportLevelsQueryVariables>({
        query: StockImportLevelsDocument,
        variables: { productId },
        fetchPolicy: 'network-only',
      });
      return planStockRow(input, productId, data?.stock ?? null);
    },
    send: async (write) => {
      const at = write.location ? { location: write.location } : {};
      if (write.kind === 'transaction') {
        const { productId, action, quantity } = write;
        const { data: changed } = await addTransaction({
          variables: { input: { productId, action, quantity, ...at } },
        });
        return requirePayload(changed?.addStockTransaction).userErrors;
      }
      if (write.location) {
        const { data: created } = await createLocatedStock({
          variables: {
            input: {
              productId: write.productId,
              locations: [{ slug: write.location, available: write.quantity }],
            },
          },
        });
        return requirePayload(created?.createLocatedStock).userErrors;
      }
      const { data: created } = await createStock({
        variables: { productId: write.productId, quantity: write.quantity },
      });
      return requirePayload(created?.createStock).userErrors;
    },
    onFinished,
  });
}
