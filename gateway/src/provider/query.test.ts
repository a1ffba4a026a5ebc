import {
  countFilterOperations,
  encodeFilterObject,
  encodeQuery,
  formatFilterValue,
  listQuery,
  MAX_FILTER_BYTES,
  splitInFilter,
} from './query';

describe('list query parameters (spec section 7)', () => {
  it('names include(s), sort, page[limit], page[offset], filter and total_method', () => {
    expect(
      listQuery({
        includes: ['main_image', 'files'],
        sort: '-created_at',
        limit: 0,
        offset: 100,
        filter: 'eq(status,live)',
        total_method: 'observed',
      }),
    ).toEqual({
      include: 'main_image,files',
      sort: '-created_at',
      'page[limit]': 0,
      'page[offset]': 100,
      filter: 'eq(status,live)',
      total_method: 'observed',
    });
    expect(listQuery({ include: 'store_tier' }, { useTemplateSlugs: true })).toMatchObject({
      include: 'store_tier',
      useTemplateSlugs: true,
    });
  });

  it('percent-encodes keys and values so that + arrives as %2B, leaving empty values out', () => {
    expect(
      encodeQuery({ filter: 'eq(sku,A+B)', 'page[limit]': 10, sort: undefined, include: null, x: '' }),
    ).toBe('?filter=eq(sku%2CA%2BB)&page%5Blimit%5D=10');
    expect(encodeQuery({})).toBe('');
  });
});

describe('filter objects', () => {
  it("encodes op(field,value) terms joined by ':'", () => {
    expect(
      encodeFilterObject({ eq: { status: 'live', commodity_type: 'physical' }, like: { name: '*shoe*' } }),
    ).toBe('eq(status,live):eq(commodity_type,physical):like(name,*shoe*)');
  });

  it("puts OR groups in parentheses joined by '|'", () => {
    expect(
      encodeFilterObject({
        or: [{ eq: { sku: 'a' } }, { eq: { sku: 'b' }, gt: { stock: 1 } }],
        eq: { status: 'live' },
      }),
    ).toBe('(eq(sku,a)|eq(sku,b):gt(stock,1)):eq(status,live)');
  });

  it('writes nested fields with dots and in lists comma-separated', () => {
    expect(
      encodeFilterObject({ eq: { meta: { owner: 'store', a: { b: 1 } } }, in: { id: ['x', 'y'] } }),
    ).toBe('eq(meta.owner,store):eq(meta.a.b,1):in(id,x,y)');
  });

  it('quotes values holding the grammar punctuation and escapes quotes and backslashes', () => {
    expect(encodeFilterObject({ eq: { name: 'a, b (c)' } })).toBe('eq(name,"a, b (c)")');
    expect(encodeFilterObject({ eq: { name: 'say "hi" \\' } })).toBe('eq(name,"say \\"hi\\" \\\\")');
    expect(encodeFilterObject({})).toBeUndefined();
  });

  it('encodes through listQuery and then percent-encodes + in values', () => {
    const query = encodeQuery(listQuery({ filter: { eq: { sku: 'A+B' } } }));
    expect(query).toBe('?filter=eq(sku%2CA%2BB)');
  });
});

describe('filter values', () => {
  it('leaves plain values bare, wildcards included', () => {
    expect(formatFilterValue('A-1.b_c*')).toBe('A-1.b_c*');
    expect(formatFilterValue(42)).toBe('42');
    expect(formatFilterValue('ünï😀')).toBe('ünï😀');
  });

  it('quotes whatever the grammar reads as structure, and the empty value', () => {
    for (const special of [' ', '\t', ',', '(', ')', ':', '|']) {
      expect(formatFilterValue(`a${special}b`)).toBe(`"a${special}b"`);
    }
    expect(formatFilterValue('')).toBe('""');
    expect(formatFilterValue('a\\')).toBe('"a\\\\"');
    expect(formatFilterValue('"')).toBe('"\\""');
  });

  it('refuses text that is not well-formed Unicode', () => {
    expect(() => formatFilterValue('\ud800')).toThrow(RangeError);
    expect(() => formatFilterValue('x\udc00')).toThrow(RangeError);
  });
});

describe('counting operations', () => {
  it('counts each op( outside quoted values', () => {
    expect(countFilterOperations('eq(a,1):(like(b,"x(y")|in(c,"d\\"e(",f))')).toBe(3);
    expect(countFilterOperations('')).toBe(0);
  });

  it('takes one pass over a long word (the old regex took seconds on 150,000 characters)', () => {
    expect(countFilterOperations('a'.repeat(150_000))).toBe(0);
  });
});

describe('in lists over the provider limits', () => {
  const ids = Array.from(
    { length: 600 },
    (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  );

  it('splits so that every filter, other terms included, stays under 8 KB and no value is lost', () => {
    const filters = splitInFilter('id', ids, { otherTerms: ['eq(status,live)'] });
    expect(filters.length).toBeGreaterThan(1);
    for (const filter of filters) {
      expect(Buffer.byteLength(filter)).toBeLessThanOrEqual(MAX_FILTER_BYTES);
      expect(filter.startsWith('eq(status,live):in(id,')).toBe(true);
    }
    expect(filters.flatMap((filter) => filter.slice('eq(status,live):in(id,'.length, -1).split(','))).toEqual(
      ids,
    );
  });

  it('splits by count too, so that one page answers each request', () => {
    const filters = splitInFilter('id', ids.slice(0, 250), { maxValues: 100 });
    expect(filters.map((filter) => filter.split(',').length - 1)).toEqual([100, 100, 50]);
  });

  it('quotes and escapes values, and refuses a value no filter can hold before formatting it', () => {
    expect(splitInFilter('id', ['a b', 'c"d\\'])).toEqual(['in(id,"a b","c\\"d\\\\")']);
    expect(() => splitInFilter('id', ['x'.repeat(150_000)])).toThrow(/longer than the provider accepts/);
  });

  it('refuses when the other terms already use the 10 operations', () => {
    const ten = Array.from({ length: 10 }, (_, index) => `eq(f${index},1)`);
    expect(() => splitInFilter('id', ['a'], { otherTerms: ten })).toThrow(/at most 10 operations/);
    expect(splitInFilter('id', ['a'], { otherTerms: ten.slice(1) })).toHaveLength(1);
  });
});
