import { importCells, type ImportProblem } from '../../components/list/csvImport';
import { parseStockRow, planStockRow } from './inventoryImport';

const row = (cells: Record<string, string>) => parseStockRow(importCells(Object.keys(cells), cells));
const message = (problem: ImportProblem) => problem.message;

describe('parseStockRow', () => {
  it('takes the export’s Id column as the product id and increments by default', () => {
    expect(row({ Id: 'prod-1', Product: 'Shirt', SKU: 'SHIRT-1', Quantity: '5' })).toEqual({
      key: 'SHIRT-1',
      input: { productId: 'prod-1', action: 'INCREMENT', quantity: 5 },
    });
  });

  it('looks the product up by SKU without an id, with an action and a location', () => {
    expect(row({ SKU: 'SHIRT-1', Quantity: '12', Action: 'Set', Location: 'north-dc' })).toEqual({
      key: 'SHIRT-1',
      input: { sku: 'SHIRT-1', action: 'SET', quantity: 12, location: 'north-dc' },
    });
  });

  it('names every problem of a row', () => {
    expect(
      row({ SKU: '', 'Product id': '', Quantity: '-3', Action: 'allocate', Location: 'a/b' }).errors?.map(
        message,
      ),
    ).toEqual([
      'Give the product id or the SKU.',
      'Quantity must be a whole number of 0 or more (found “-3”).',
      'Action “allocate” is not increment, decrement or set.',
      'Location “a/b” is not a location slug.',
    ]);
    expect(row({ SKU: 'X', Quantity: '' }).errors?.map(message)).toEqual(['Quantity is required.']);
    expect(row({ 'Product id': 'a b', Quantity: '1.5' }).errors?.map(message)).toEqual([
      'Product id “a b” is not a product id.',
      'Quantity must be a whole number of 0 or more (found “1.5”).',
    ]);
  });
});

describe('planStockRow', () => {
  const stock = (
    total: number,
    multiLocation = false,
    locations: { slug: string; total: number }[] = [],
  ) => ({
    __typename: 'Stock' as const,
    productId: 'p-1',
    total,
    multiLocation,
    locations: locations.map((level) => ({ __typename: 'StockLocationLevel' as const, ...level })),
  });

  it('skips a set to the stored total (the export’s rows) and an increment of 0', () => {
    expect(planStockRow({ productId: 'p-1', action: 'SET', quantity: 12 }, 'p-1', stock(12))).toEqual({
      action: 'unchanged',
    });
    expect(planStockRow({ productId: 'p-1', action: 'INCREMENT', quantity: 0 }, 'p-1', stock(12))).toEqual({
      action: 'unchanged',
    });
  });

  it('reaches a set total on single-location stock with an increment or a decrement', () => {
    expect(planStockRow({ sku: 'MUG', action: 'SET', quantity: 9 }, 'p-1', stock(12))).toEqual({
      action: 'update',
      input: { kind: 'transaction', productId: 'p-1', action: 'DECREMENT', quantity: 3 },
      changes: ['Quantity'],
    });
    expect(planStockRow({ sku: 'MUG', action: 'SET', quantity: 15 }, 'p-1', stock(12))).toMatchObject({
      input: { action: 'INCREMENT', quantity: 3 },
    });
  });

  it('sets multi-location stock at its location, compared with that location’s total', () => {
    const located = stock(20, true, [{ slug: 'north', total: 8 }]);
    expect(
      planStockRow({ productId: 'p-1', action: 'SET', quantity: 8, location: 'north' }, 'p-1', located),
    ).toEqual({ action: 'unchanged' });
    expect(
      planStockRow({ productId: 'p-1', action: 'SET', quantity: 5, location: 'north' }, 'p-1', located),
    ).toMatchObject({ input: { kind: 'transaction', action: 'SET', quantity: 5, location: 'north' } });
    // Without a location, the whole total is reached: a set would change only the unlocated stock.
    expect(planStockRow({ productId: 'p-1', action: 'SET', quantity: 25 }, 'p-1', located)).toMatchObject({
      input: { kind: 'transaction', action: 'INCREMENT', quantity: 5 },
    });
  });

  it('starts stock a product does not have yet, but does not decrement it', () => {
    expect(planStockRow({ productId: 'p-2', action: 'SET', quantity: 4 }, 'p-2', null)).toEqual({
      action: 'create',
      input: { kind: 'start', productId: 'p-2', quantity: 4 },
      changes: ['Quantity'],
    });
    expect(planStockRow({ productId: 'p-2', action: 'DECREMENT', quantity: 4 }, 'p-2', null)).toMatchObject({
      action: 'invalid',
    });
  });
});
