import { importCells, type ImportProblem } from '../../components/list/csvImport';
import type { ProductImportMatchQuery } from '../../graphql/generated';
import { jobErrorsByRow, parseProductRow, planProductRow, productJobCsv } from './productImport';

const row = (cells: Record<string, string>) => parseProductRow(importCells(Object.keys(cells), cells));
const message = (problem: ImportProblem) => problem.message;

const stored: ProductImportMatchQuery['products']['items'][number] = {
  __typename: 'Product',
  id: 'p-1',
  name: 'Blue mug',
  sku: 'MUG-1',
  slug: 'blue-mug',
  status: 'LIVE',
  commodityType: 'PHYSICAL',
  description: 'A mug.',
  externalRef: null,
  upcEan: null,
  mpn: null,
  tags: ['kitchen', 'blue'],
};

describe('parseProductRow', () => {
  it('reads the provider’s columns and raw values, in any case, leaving empty cells out', () => {
    expect(
      row({
        id: 'p-1',
        name: 'Blue mug',
        sku: 'MUG-1',
        status: 'LIVE',
        commodity_type: 'physical',
        tags: 'a, b,',
      }),
    ).toEqual({
      key: 'MUG-1',
      input: {
        id: 'p-1',
        name: 'Blue mug',
        sku: 'MUG-1',
        status: 'LIVE',
        commodityType: 'PHYSICAL',
        tags: ['a', 'b'],
      },
    });
  });

  it('names every problem of a row with its column', () => {
    expect(row({ id: '../x', status: '€15.60', commodity_type: 'boxed' }).errors).toEqual([
      { column: 'id', message: 'id “../x” is not a product id.' },
      { column: 'status', message: 'status “€15.60” is not live or draft.' },
      { column: 'commodity_type', message: 'commodity_type “boxed” is not physical or digital.' },
    ]);
    expect(row({ name: 'Mug' }).errors?.map(message)).toEqual(['Give the product’s id or its sku.']);
  });
});

describe('planProductRow', () => {
  it('skips a row equal to the stored product (empty cells keep what is stored)', () => {
    expect(
      planProductRow(
        { id: 'p-1', name: 'Blue mug', sku: 'MUG-1', status: 'LIVE', tags: ['kitchen', 'blue'] },
        [stored],
      ),
    ).toEqual({ action: 'unchanged' });
  });

  it('updates only the columns that differ, in the provider’s spelling', () => {
    expect(planProductRow({ sku: 'MUG-1', name: 'Red mug', status: 'DRAFT', mpn: 'M-1' }, [stored])).toEqual({
      action: 'update',
      input: { id: 'p-1', name: 'Red mug', status: 'draft', mpn: 'M-1' },
      changes: ['name', 'status', 'mpn'],
    });
  });

  it('creates a product no id or sku names, when it has what a new product needs', () => {
    expect(
      planProductRow({ sku: 'NEW-1', name: 'New', commodityType: 'DIGITAL', status: 'LIVE' }, []),
    ).toEqual({
      action: 'create',
      input: { name: 'New', sku: 'NEW-1', status: 'live', commodity_type: 'digital' },
    });
    expect(planProductRow({ sku: 'NEW-1' }, [])).toEqual({
      action: 'invalid',
      problems: [
        { column: 'name', message: 'A new product needs its name.' },
        { column: 'commodity_type', message: 'A new product needs its commodity_type.' },
      ],
    });
  });

  it('refuses an id no product has and a sku two products share', () => {
    expect(planProductRow({ id: 'p-9' }, [])).toMatchObject({ problems: [{ column: 'id' }] });
    expect(planProductRow({ sku: 'MUG-1' }, [stored, { ...stored, id: 'p-2' }])).toMatchObject({
      problems: [{ column: 'sku' }],
    });
  });
});

describe('the provider import job', () => {
  it('gets the columns the rows give, cells as they are (no spreadsheet escape)', () => {
    expect(
      productJobCsv([
        { id: 'p-1', name: '=Red, "big" mug' },
        { name: 'New', sku: '-NEW', commodity_type: 'physical' },
      ]),
    ).toBe('id,name,sku,commodity_type\r\np-1,"=Red, ""big"" mug",,\r\n,New,-NEW,physical');
  });

  it('ties the job’s “row N:” errors to the rows sent, and an untied error to all', () => {
    expect(jobErrorsByRow(['row 3: commodity_type must be one of physical, digital'], 2)).toEqual([
      [],
      [{ message: 'commodity_type must be one of physical, digital' }],
    ]);
    expect(jobErrorsByRow(['The file has no header row'], 2)).toEqual([
      [{ message: 'The file has no header row' }],
      [{ message: 'The file has no header row' }],
    ]);
  });
});
