import { importCells } from '../../components/list/csvImport';
import { parseStockRow } from './inventoryImport';

const row = (cells: Record<string, string>) => parseStockRow(importCells(Object.keys(cells), cells));

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
      row({ SKU: '', 'Product id': '', Quantity: '-3', Action: 'allocate', Location: 'a/b' }).errors,
    ).toEqual([
      'Give the product id or the SKU.',
      'Quantity must be a whole number of 0 or more (found “-3”).',
      'Action “allocate” is not increment, decrement or set.',
      'Location “a/b” is not a location slug.',
    ]);
    expect(row({ SKU: 'X', Quantity: '' }).errors).toEqual(['Quantity is required.']);
    expect(row({ 'Product id': 'a b', Quantity: '1.5' }).errors).toEqual([
      'Product id “a b” is not a product id.',
      'Quantity must be a whole number of 0 or more (found “1.5”).',
    ]);
  });
});
