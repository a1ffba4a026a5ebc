import fc from 'fast-check';
import {
  compileFilter,
  FILTER_PARSE_ERROR,
  parseFilter,
  parsePage,
  parseSort,
  QueryError,
  runListQuery,
  sortComparator,
  type FilterSchema,
  type ListSchema,
  wildcardMatcher,
} from './query';

interface Item {
  id: string;
  name: string;
  sku?: string;
  price: number;
  tags: string[];
  created: string;
  note?: string | null;
}

const ITEMS: Item[] = [
  {
    id: 'a',
    name: 'Blue Shirt',
    sku: 'SH-1',
    price: 9,
    tags: ['blue', 'sale'],
    created: '2024-01-05T10:00:00.000Z',
  },
  { id: 'b', name: 'Red Shirt', sku: 'SH-2', price: 10, tags: ['red'], created: '2024-02-01T00:00:00.000Z' },
  { id: 'c', name: 'Blue Mug', price: 100, tags: ['blue'], created: '2024-03-01T00:00:00.000Z', note: 'x' },
  {
    id: 'd',
    name: 'Shirt, Deluxe (XL)',
    sku: 'SH-3',
    price: 25,
    tags: [],
    created: '2024-04-01T00:00:00.000Z',
  },
];

const SCHEMA: FilterSchema<Item> = {
  fields: {
    id: { operators: ['eq', 'in', 'gt', 'ge', 'lt', 'le'], value: (item) => item.id },
    name: { operators: ['eq', 'like', 'in'], value: (item) => item.name },
    sku: { operators: ['eq', 'like', 'is_null'], value: (item) => item.sku },
    price: { operators: ['eq', 'gt', 'ge', 'lt', 'le'], value: (item) => item.price },
    tags: { operators: ['eq', 'like', 'in'], value: (item) => item.tags },
    created_at: { operators: ['eq', 'gt', 'lt'], value: (item) => item.created, kind: 'date' },
    note: { operators: ['is_null'], value: (item) => item.note },
  },
  dynamicField: (path) =>
    path === 'extensions.meta.code'
      ? { operators: ['eq'], value: (item) => item.id.toUpperCase() }
      : undefined,
};

function ids(filter: string): string[] {
  const predicate = compileFilter(parseFilter(filter), SCHEMA);
  return ITEMS.filter(predicate).map((item) => item.id);
}

function queryErrorOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof QueryError) return error.message;
    throw error;
  }
  throw new Error('expected a QueryError');
}

describe('filter operators', () => {
  it('eq matches exactly and case-sensitively', () => {
    expect(ids('eq(name,Red Shirt)')).toEqual(['b']);
    expect(ids('eq(name,red shirt)')).toEqual([]);
  });

  it('eq on an array field matches when any element matches', () => {
    expect(ids('eq(tags,blue)')).toEqual(['a', 'c']);
  });

  it('like supports contains, prefix and suffix wildcards case-insensitively', () => {
    expect(ids('like(name,*shirt*)')).toEqual(['a', 'b', 'd']);
    expect(ids('like(name,blue*)')).toEqual(['a', 'c']);
    expect(ids('like(name,*MUG)')).toEqual(['c']);
    expect(ids('like(name,b*t)')).toEqual(['a']);
  });

  it('like without a wildcard is a whole-value, case-insensitive match', () => {
    expect(ids('like(name,blue)')).toEqual([]);
    expect(ids('like(name,blue mug)')).toEqual(['c']);
  });

  it('like treats regular-expression characters literally', () => {
    expect(ids('like(name,"*(XL)")')).toEqual(['d']);
    expect(ids('like(name,.*)')).toEqual([]);
  });

  it('in matches any listed value', () => {
    expect(ids('in(id,a,c,zz)')).toEqual(['a', 'c']);
    expect(ids('in(tags,red,sale)')).toEqual(['a', 'b']);
  });

  it('gt/ge/lt/le compare numbers numerically', () => {
    // Lexicographically "100" < "25" < "9"; numerically it is the other way round.
    expect(ids('gt(price,10)')).toEqual(['c', 'd']);
    expect(ids('ge(price,10)')).toEqual(['b', 'c', 'd']);
    expect(ids('lt(price,10)')).toEqual(['a']);
    expect(ids('le(price,10)')).toEqual(['a', 'b']);
  });

  it('ordered operators compare strings lexicographically', () => {
    expect(ids('gt(id,b)')).toEqual(['c', 'd']);
    expect(ids('le(id,b)')).toEqual(['a', 'b']);
  });

  it('date fields compare instants, whatever the ISO spelling', () => {
    expect(ids('gt(created_at,2024-02-01T00:00:00Z)')).toEqual(['c', 'd']);
    expect(ids('eq(created_at,2024-02-01T00:00:00Z)')).toEqual(['b']);
    expect(ids('lt(created_at,2024-01-31)')).toEqual(['a']);
  });

  it('rejects a date field compared with something that is not a date', () => {
    expect(queryErrorOf(() => ids('gt(created_at,yesterday)'))).toMatch(/not a valid date/);
  });

  it('is_null matches missing and null values', () => {
    expect(ids('is_null(sku)')).toEqual(['c']);
    expect(ids('is_null(note)')).toEqual(['a', 'b', 'd']);
  });

  it('resolves dynamic (dotted) fields through the schema hook', () => {
    expect(ids('eq(extensions.meta.code,B)')).toEqual(['b']);
  });
});

describe('filter combinators', () => {
  it('joins conditions with : as AND', () => {
    expect(ids('like(name,*shirt*):eq(tags,blue)')).toEqual(['a']);
    expect(ids('like(name,*shirt*):gt(price,9):lt(price,25)')).toEqual(['b']);
  });

  it('treats (a|b) as OR', () => {
    expect(ids('(eq(id,a)|eq(id,c))')).toEqual(['a', 'c']);
  });

  it('allows AND chains inside OR alternatives, and AND around OR groups', () => {
    expect(ids('(eq(tags,blue):gt(price,50)|eq(name,Red Shirt))')).toEqual(['b', 'c']);
    expect(ids('like(name,*shirt*):(eq(id,a)|eq(id,d))')).toEqual(['a', 'd']);
    expect(ids('((eq(id,a)|eq(id,b)):eq(tags,red)|eq(id,d))')).toEqual(['b', 'd']);
  });

  it('like with many wildcards over a long value answers at once (no backtracking blow-up)', () => {
    const matches = wildcardMatcher(`${'*a'.repeat(40)}*b`);
    expect(matches('a'.repeat(200))).toBe(false);
    expect(matches(`${'a'.repeat(200)}b`)).toBe(true);
    expect(wildcardMatcher('*a*a*a*')('aa')).toBe(false);
  });

  it('like matches exactly what an anchored, case-insensitive wildcard regex matches', () => {
    const reference = (pattern: string) =>
      new RegExp(
        `^${pattern
          .split('*')
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
        'is',
      );
    const text = fc.string({ unit: fc.constantFrom('a', 'A', 'b', '.', 'é', 'É', '\n'), maxLength: 12 });
    const pattern = fc.string({ unit: fc.constantFrom('a', 'B', 'b', '*', '.', 'É'), maxLength: 8 });
    fc.assert(
      fc.property(pattern, text, (p, t) => {
        expect(wildcardMatcher(p)(t)).toBe(reference(p).test(t));
      }),
    );
  });

  it('accepts double-quoted values containing commas, parentheses and escaped quotes', () => {
    expect(ids('eq(name,"Shirt, Deluxe (XL)")')).toEqual(['d']);
    expect(ids('in(name,"Red Shirt","Shirt, Deluxe (XL)")')).toEqual(['b', 'd']);
    expect(parseFilter('eq(name,"say \\"hi\\"")')).toEqual({
      kind: 'condition',
      operator: 'eq',
      field: 'name',
      values: ['say "hi"'],
    });
  });

  it('keeps colons inside values (timestamps) as part of the value', () => {
    expect(parseFilter('gt(created_at,2024-01-01T00:00:00Z):eq(id,a)')).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'condition', operator: 'gt', field: 'created_at', values: ['2024-01-01T00:00:00Z'] },
        { kind: 'condition', operator: 'eq', field: 'id', values: ['a'] },
      ],
    });
  });
});

describe('filter errors', () => {
  it.each([
    ['', 'empty'],
    ['eq(name,a', 'unclosed condition'],
    ['(eq(id,a)|eq(id,b)', 'unbalanced group'],
    ['eq(id,a))', 'trailing parenthesis'],
    ['eq(name)', 'missing comma and value'],
    ['eq(name,)', 'empty value'],
    ['eq(name,a,b)', 'too many values'],
    ['in(id)', 'in without values'],
    ['is_null(sku,x)', 'is_null with a value'],
    ['contains(name,a)', 'unknown operator'],
    ['eq(name,a):', 'dangling AND'],
    ['eq(name,a)|eq(name,b)', 'OR outside a group'],
    ['eq(name,"open', 'unterminated quote'],
    ['eq(na me,a)', 'space in field name'],
  ])('rejects %j (%s)', (filter) => {
    expect(queryErrorOf(() => parseFilter(filter))).toBe(FILTER_PARSE_ERROR);
  });

  it('bounds the nesting of groups, so deep parentheses are a parse error and not a stack overflow', () => {
    expect(queryErrorOf(() => parseFilter('('.repeat(8000)))).toBe(FILTER_PARSE_ERROR);
    expect(queryErrorOf(() => parseFilter(`${'('.repeat(33)}eq(id,a)${')'.repeat(33)}`))).toBe(
      FILTER_PARSE_ERROR,
    );
    expect(ids(`${'('.repeat(32)}eq(id,a)${')'.repeat(32)}`)).toEqual(['a']);
  });

  it('rejects fields and operators the schema does not allow', () => {
    expect(queryErrorOf(() => ids('like(id,a*)'))).toMatch(/not supported/);
    expect(queryErrorOf(() => ids('eq(colour,red)'))).toMatch(/not supported/);
    expect(queryErrorOf(() => ids('eq(constructor,x)'))).toMatch(/not supported/);
    expect(queryErrorOf(() => ids('eq(extensions.meta.other,x)'))).toMatch(/not supported/);
  });

  it('allows 10 operations but not 11', () => {
    const conditions = (count: number) => Array.from({ length: count }, (_, i) => `eq(id,${i})`);
    expect(() => parseFilter(conditions(10).join(':'))).not.toThrow();
    expect(queryErrorOf(() => parseFilter(conditions(11).join(':')))).toMatch(/more than 10 operations/);
    expect(queryErrorOf(() => parseFilter(`(${conditions(11).join('|')})`))).toMatch(
      /more than 10 operations/,
    );
  });

  it('allows 8 KB of filter but not more', () => {
    const filterOfLength = (length: number) => `eq(name,"${'x'.repeat(length - 'eq(name,"")'.length)}")`;
    expect(filterOfLength(8192)).toHaveLength(8192);
    expect(() => parseFilter(filterOfLength(8192))).not.toThrow();
    expect(queryErrorOf(() => parseFilter(filterOfLength(8193)))).toMatch(/longer than 8192 bytes/);
  });
});

describe('sort', () => {
  const fields = {
    name: (item: Item) => item.name,
    price: (item: Item) => item.price,
    sku: (item: Item) => item.sku,
  };

  it('sorts ascending, descending and by several keys', () => {
    const sorted = (raw: string) =>
      [...ITEMS].sort(sortComparator(parseSort(raw, fields))).map((item) => item.id);
    expect(sorted('price')).toEqual(['a', 'b', 'd', 'c']);
    expect(sorted('-price')).toEqual(['c', 'd', 'b', 'a']);
    expect(sorted('-name')).toEqual(['d', 'b', 'a', 'c']);
    expect(sorted('-sku,name')).toEqual(['d', 'b', 'a', 'c']); // missing sku last even when descending
  });

  it('rejects unknown or empty sort fields', () => {
    expect(queryErrorOf(() => parseSort('colour', fields))).toBe('Invalid sort field');
    expect(queryErrorOf(() => parseSort('name,', fields))).toBe('Invalid sort field');
    expect(queryErrorOf(() => parseSort('toString', fields))).toBe('Invalid sort field');
  });
});

describe('paging', () => {
  it('defaults to 25 from offset 0', () => {
    expect(parsePage(undefined, undefined)).toEqual({ limit: 25, offset: 0 });
  });

  it('caps the limit at 100 silently', () => {
    expect(parsePage('500', '0')).toEqual({ limit: 100, offset: 0 });
  });

  it('accepts offset 10000 but rejects anything beyond', () => {
    expect(parsePage('10', '10000')).toEqual({ limit: 10, offset: 10000 });
    expect(queryErrorOf(() => parsePage('10', '10001'))).toBe('page[offset] must not be greater than 10000');
  });

  it('rejects non-numeric, zero and negative values', () => {
    expect(queryErrorOf(() => parsePage('ten', undefined))).toBe('page[limit] must be an integer');
    expect(queryErrorOf(() => parsePage('1.5', undefined))).toBe('page[limit] must be an integer');
    expect(queryErrorOf(() => parsePage(undefined, 'x'))).toBe('page[offset] must be an integer');
    expect(queryErrorOf(() => parsePage('0', undefined))).toMatch(/page\[limit\]/);
    expect(queryErrorOf(() => parsePage(undefined, '-1'))).toMatch(/page\[offset\]/);
  });
});

describe('runListQuery', () => {
  const schema: ListSchema<Item> = {
    filter: SCHEMA,
    sortFields: { price: (item) => item.price },
    defaultSort: [{ field: 'id', descending: false, value: (item) => item.id }],
  };

  it('filters, then sorts, then pages, and reports the filtered total', () => {
    const result = runListQuery(ITEMS, { filter: 'like(name,*shirt*)', sort: '-price', limit: '2' }, schema);
    expect(result.items.map((item) => item.id)).toEqual(['d', 'b']);
    expect(result.total).toBe(3);
    expect(result.page).toEqual({ limit: 2, offset: 0 });
  });

  it('uses the default sort when none is given', () => {
    expect(runListQuery([...ITEMS].reverse(), {}, schema).items.map((item) => item.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });
});
