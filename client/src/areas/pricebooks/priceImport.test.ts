import { exportColumns, importCells, type ImportProblem } from '../../components/list/csvImport';
import { toCsv } from '../../components/list/csv';
import type { ProductPriceRowFragment } from '../../graphql/generated';
import { parsePriceRow, planPriceRow, PRICE_CSV_COLUMNS, priceImportAmounts } from './priceImport';

const row = (cells: Record<string, string>) => parsePriceRow(importCells(Object.keys(cells), cells));
const message = (problem: ImportProblem) => problem.message;

const stored: ProductPriceRowFragment = {
  __typename: 'ProductPrice',
  id: 'p-1',
  priceBookId: 'b-1',
  sku: 'SHIRT-1',
  externalRef: null,
  updatedAt: null,
  amounts: [
    {
      __typename: 'Money',
      currency: 'USD',
      amount: 1000,
      includesTax: true,
      formatted: '$10.00',
      tiers: [{ __typename: 'PriceTier', name: 'min_10', minimumQuantity: 10, amount: 900 }],
    },
    { __typename: 'Money', currency: 'EUR', amount: 950, includesTax: false, formatted: '€9.50', tiers: [] },
  ],
};

describe('parsePriceRow', () => {
  it('reads amounts as written (12.50) into minor units, one per currency column', () => {
    expect(
      row({ SKU: 'SHIRT-1', USD: '12.50', EUR: '', JPY: '1200', 'Includes tax': 'yes', Notes: 'x' }),
    ).toEqual({
      key: 'SHIRT-1',
      input: { sku: 'SHIRT-1', amounts: { USD: 1250, JPY: 1200 }, includesTax: true },
    });
  });

  it('refuses minor units, commas and unknown tax words, naming the cell', () => {
    expect(
      row({ SKU: 'SHIRT-1', USD: '12.505', GBP: '1,00', 'Includes tax': 'maybe' }).errors?.map(message),
    ).toEqual([
      'USD “12.505” is not an amount like 12.50.',
      'GBP “1,00” is not an amount like 12.50.',
      'Includes tax “maybe” is not yes or no.',
    ]);
  });

  it('needs a SKU and at least one amount', () => {
    expect(row({ SKU: '', USD: '1.00' }).errors?.map(message)).toEqual(['SKU is required.']);
    expect(row({ SKU: 'SHIRT-1', USD: '' }).errors?.map(message)).toEqual([
      'Enter an amount in at least one currency column (USD, EUR…).',
    ]);
  });
});

describe('priceImportAmounts', () => {
  it('changes the row’s currencies and sends the others back as stored, tiers included', () => {
    expect(priceImportAmounts({ sku: 'SHIRT-1', amounts: { USD: 1250, GBP: 800 } }, stored)).toEqual([
      {
        currency: 'USD',
        amount: 1250,
        includesTax: true,
        tiers: [{ name: 'min_10', minimumQuantity: 10, amount: 900 }],
      },
      { currency: 'EUR', amount: 950, includesTax: false },
      { currency: 'GBP', amount: 800, includesTax: false },
    ]);
  });

  it('sends only the row’s currencies for a new price', () => {
    expect(priceImportAmounts({ sku: 'X', amounts: { USD: 100 }, includesTax: true })).toEqual([
      { currency: 'USD', amount: 100, includesTax: true },
    ]);
  });
});

describe('planPriceRow', () => {
  it('skips a row whose amounts and tax flags are the stored ones', () => {
    expect(planPriceRow({ sku: 'SHIRT-1', amounts: { USD: 1000, EUR: 950 } }, stored)).toEqual({
      action: 'unchanged',
    });
  });

  it('names the currencies that change and sends the stored ones back', () => {
    expect(
      planPriceRow({ sku: 'SHIRT-1', amounts: { USD: 1000, EUR: 990 }, externalRef: 'x' }, stored),
    ).toEqual({
      action: 'update',
      input: {
        kind: 'update',
        id: 'p-1',
        amounts: priceImportAmounts({ sku: 'SHIRT-1', amounts: { USD: 1000, EUR: 990 } }, stored),
        externalRef: 'x',
      },
      changes: ['EUR', 'External reference'],
    });
    expect(
      planPriceRow({ sku: 'SHIRT-1', amounts: { USD: 1000 }, includesTax: false }, stored),
    ).toMatchObject({
      changes: ['USD'],
    });
  });

  it('creates a price the book does not have', () => {
    expect(planPriceRow({ sku: 'NEW', amounts: { USD: 100 } }, undefined)).toEqual({
      action: 'create',
      input: { kind: 'create', sku: 'NEW', amounts: [{ currency: 'USD', amount: 100, includesTax: false }] },
    });
  });
});

describe('the price export', () => {
  it('writes one decimal column per currency and the tax flag when every amount agrees', () => {
    const taxed = {
      ...stored,
      sku: 'CUP-1',
      externalRef: 'erp-1',
      amounts: stored.amounts.map((money) => ({ ...money, includesTax: true })),
    };
    const yen = {
      ...stored,
      sku: 'JP-1',
      amounts: [{ ...stored.amounts[1]!, currency: 'JPY', amount: 1200 }],
    };
    const prices = [taxed, yen];
    expect(toCsv(prices, exportColumns(PRICE_CSV_COLUMNS, prices)).split('\r\n')).toEqual([
      'SKU,EUR,JPY,USD,Includes tax,External reference',
      'CUP-1,9.50,,10.00,yes,erp-1',
      'JP-1,,1200,,no,',
    ]);
  });
});
