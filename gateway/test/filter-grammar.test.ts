/**
 * The gateway's filter encoder against the sandbox's parser and evaluator (each side implements
 * the provider grammar on its own, so each checks the other): any text, the grammar's own
 * characters included, reaches the provider as exactly that value, and finds exactly the records
 * that hold it. The filter travels as it does on the wire: percent-encoded in a query string.
 */
import querystring from 'node:querystring';
import fc from 'fast-check';
import { compileFilter, parseFilter, type FilterNode, type FilterSchema } from '../../sandbox/src/core/query';
import { encodeFilter, type FilterFields } from '../src/filters';
import { encodeQuery } from '../src/provider/query';

interface Row {
  name: string;
  sku: string;
}

const FIELDS: FilterFields = { name: { name: 'name' }, sku: { name: 'sku' } };

const SCHEMA: FilterSchema<Row> = {
  fields: {
    name: { operators: ['eq', 'like', 'in'], value: (row) => row.name },
    sku: { operators: ['eq', 'like', 'in'], value: (row) => row.sku },
  },
};

/** Everything the grammar treats specially, often, among any Unicode text. */
const GRAMMAR = ['\\', '"', '*', ':', '|', '(', ')', ',', ' ', '\t', '\n', '+', '%', '&', '='];
const text = fc.string({
  unit: fc.oneof(fc.constantFrom(...GRAMMAR), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
  maxLength: 24,
});
/** Values without `*`, where `eq` and `like` mean the same text on both sides. */
const literal = text.map((value) => value.replaceAll('*', ''));

/** The filter as the sandbox reads it from the request URL. */
function sent(filter: string | undefined): FilterNode {
  const query = encodeQuery({ filter });
  const received = querystring.parse(query.slice(1)).filter;
  if (typeof received !== 'string') throw new Error(`no filter in ${query}`);
  return parseFilter(received);
}

const condition = (operator: string, field: string, ...values: string[]): FilterNode =>
  ({ kind: 'condition', operator, field, values }) as FilterNode;

const found = (filter: FilterNode, rows: readonly Row[]) => rows.filter(compileFilter(filter, SCHEMA));

it('round-trips any value through encoder and parser', () => {
  fc.assert(
    fc.property(text, (value) => {
      expect(sent(encodeFilter({ sku: { eq: value } }, FIELDS))).toEqual(condition('eq', 'sku', value));
      const pattern = value.includes('*') ? value : `*${value}*`;
      expect(sent(encodeFilter({ name: { like: value } }, FIELDS))).toEqual(
        condition('like', 'name', pattern),
      );
    }),
    { numRuns: 500 },
  );
});

it('keeps the structure of alternatives whatever their values (no injection)', () => {
  fc.assert(
    fc.property(text, text, fc.array(text, { minLength: 1, maxLength: 4 }), (like, eq, list) => {
      const filter = encodeFilter(
        { or: [{ name: { like } }, { sku: { eq } }, { name: { in: list } }] },
        FIELDS,
      );
      expect(sent(filter)).toEqual({
        kind: 'or',
        nodes: [
          condition('like', 'name', like.includes('*') ? like : `*${like}*`),
          condition('eq', 'sku', eq),
          condition('in', 'name', ...list),
        ],
      });
    }),
    { numRuns: 300 },
  );
});

it('finds exactly the records that hold the value', () => {
  const rows = fc.array(fc.record({ name: text, sku: text }), { maxLength: 12 });
  fc.assert(
    fc.property(rows, text, fc.nat(), (records, value, pick) => {
      // Half the time the value is one of the records' own, so there is something to find.
      const sku = records.length > 0 && pick % 2 === 0 ? records[pick % records.length]!.sku : value;
      expect(found(sent(encodeFilter({ sku: { eq: sku } }, FIELDS)), records)).toEqual(
        records.filter((row) => row.sku === sku),
      );
      const skus = [sku, value];
      expect(found(sent(encodeFilter({ sku: { in: skus } }, FIELDS)), records)).toEqual(
        records.filter((row) => skus.includes(row.sku)),
      );
    }),
    { numRuns: 300 },
  );
});

it('finds every record that contains a like value, and alternatives find the union', () => {
  const rows = fc.array(fc.record({ name: text, sku: text }), { maxLength: 12 });
  fc.assert(
    fc.property(rows, literal, text, (records, like, eq) => {
      const byLike = found(sent(encodeFilter({ name: { like } }, FIELDS)), records);
      for (const row of records) if (row.name.includes(like)) expect(byLike).toContain(row);
      const byEq = records.filter((row) => row.sku === eq);
      const either = found(
        sent(encodeFilter({ or: [{ name: { like } }, { sku: { eq } }] }, FIELDS)),
        records,
      );
      expect(either).toEqual(records.filter((row) => byLike.includes(row) || byEq.includes(row)));
    }),
    { numRuns: 300 },
  );
});

it('no longer lets a trailing backslash open the filter to injected terms (issue 12)', () => {
  const rows: Row[] = [
    { name: 'Draft shirt', sku: 'D-1' },
    { name: 'Back\\slash \\', sku: ')|eq(status,draft)|like(name,x' },
  ];
  const filter = encodeFilter(
    { or: [{ name: { like: '* \\' } }, { sku: { eq: ')|eq(status,draft)|like(name,x' } }] },
    FIELDS,
  );
  expect(found(sent(filter), rows)).toEqual([rows[1]]);
});
