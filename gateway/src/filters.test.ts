import { GraphQLError } from 'graphql';
import { encodeFilter, inFilters, MAX_FILTER_BYTES } from './filters';
import { PRODUCT_FILTER_FIELDS as fields } from './resolvers/products';

function rejection(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
    return (error as GraphQLError).message;
  }
  throw new Error('expected a rejection');
}

describe('encodeFilter', () => {
  it('leaves an empty filter out', () => {
    expect(encodeFilter(undefined, fields)).toBeUndefined();
    expect(encodeFilter({}, fields)).toBeUndefined();
  });

  it('encodes each operator with the provider field name', () => {
    expect(encodeFilter({ sku: { eq: 'A-1' } }, fields)).toBe('eq(sku,A-1)');
    expect(encodeFilter({ name: { in: ['a', 'b'] } }, fields)).toBe('in(name,a,b)');
    expect(encodeFilter({ description: { isNull: true } }, fields)).toBe('is_null(description)');
    expect(encodeFilter({ createdAt: { ge: '2026-01-01', lt: '2026-02-01' } }, fields)).toBe(
      'ge(created_at,2026-01-01):lt(created_at,2026-02-01)',
    );
  });

  it('turns a like without wildcards into a contains match and keeps explicit wildcards', () => {
    expect(encodeFilter({ name: { like: 'shirt' } }, fields)).toBe('like(name,*shirt*)');
    expect(encodeFilter({ name: { like: 'shirt*' } }, fields)).toBe('like(name,shirt*)');
  });

  it('lowercases enum values and joins conditions with ":"', () => {
    expect(encodeFilter({ status: { eq: 'LIVE' }, commodityType: { eq: 'DIGITAL' } }, fields)).toBe(
      'eq(status,live):eq(commodity_type,digital)',
    );
  });

  it('encodes alternatives as one parenthesised OR group', () => {
    expect(
      encodeFilter(
        {
          status: { eq: 'LIVE' },
          or: [{ sku: { like: 'APP' } }, { name: { eq: 'Mug' }, tags: { eq: 'x' } }],
        },
        fields,
      ),
    ).toBe('eq(status,live):(like(sku,*APP*)|eq(name,Mug):eq(tags,x))');
    expect(encodeFilter({ or: [{ sku: { eq: 'A' } }] }, fields)).toBe('eq(sku,A)');
  });

  it('quotes values that hold the grammar punctuation or spaces', () => {
    expect(encodeFilter({ name: { eq: 'Red, blue (big)' } }, fields)).toBe('eq(name,"Red, blue (big)")');
    expect(encodeFilter({ name: { like: 'a|b' } }, fields)).toBe('like(name,"*a|b*")');
  });

  it('escapes backslashes and double quotes inside the quotes, so no value can end its quotes early', () => {
    expect(encodeFilter({ name: { eq: 'say "hi"' } }, fields)).toBe('eq(name,"say \\"hi\\"")');
    expect(encodeFilter({ name: { eq: 'C:\\temp\\' } }, fields)).toBe('eq(name,"C:\\\\temp\\\\")');
    expect(encodeFilter({ sku: { eq: '' } }, fields)).toBe('eq(sku,"")');
    // The injection of issue 12: a trailing backslash used to escape the closing quote.
    expect(
      encodeFilter(
        { or: [{ name: { like: '* \\' } }, { sku: { eq: ')|eq(status,draft)|like(name,x' } }] },
        fields,
      ),
    ).toBe('(like(name,"* \\\\")|eq(sku,")|eq(status,draft)|like(name,x"))');
  });

  it('counts conditions, not words followed by "(" inside values', () => {
    const value = Array.from({ length: 20 }, (_, index) => `f${index}(x)`).join(' ');
    expect(encodeFilter({ name: { eq: value } }, fields)).toBe(`eq(name,"${value}")`);
  });

  it('refuses a huge value or list at once, before any work that grows with it', () => {
    // 150,000 characters: the old regex over the joined terms took 16 s on this one.
    expect(rejection(() => encodeFilter({ name: { like: 'a'.repeat(150_000) } }, fields))).toMatch(/8 KB/);
    expect(
      rejection(() => encodeFilter({ sku: { in: Array.from({ length: 150_000 }, () => 'a') } }, fields)),
    ).toMatch(/8 KB/);
    expect(rejection(() => encodeFilter({ name: { eq: 'a(b'.repeat(50_000) } }, fields))).toMatch(/8 KB/);
  });

  it('rejects what the provider cannot express or would refuse', () => {
    expect(rejection(() => encodeFilter({ or: [{ or: [{ sku: { eq: 'a' } }] }] }, fields))).toMatch(/nested/);
    expect(rejection(() => encodeFilter({ sku: { isNull: false } }, fields))).toMatch(/isNull: false/);
    expect(rejection(() => encodeFilter({ sku: { in: [] } }, fields))).toMatch(/at least one/);
    expect(rejection(() => encodeFilter({ name: { eq: 'half \ud800 a pair' } }, fields))).toMatch(/Unicode/);
    expect(rejection(() => encodeFilter({ color: { eq: 'red' } }, fields))).toMatch(/Unknown filter field/);
    expect(rejection(() => encodeFilter({ name: { eq: 'x'.repeat(MAX_FILTER_BYTES) } }, fields))).toMatch(
      /8 KB/,
    );
  });

  it('allows ten conditions and rejects the eleventh', () => {
    const ten = {
      createdAt: { gt: '1', ge: '2', lt: '3', le: '4' },
      updatedAt: { gt: '1', ge: '2', lt: '3', le: '4' },
      sku: { eq: 'a', like: 'b' },
    };
    expect(encodeFilter(ten, fields)).toBeDefined();
    expect(rejection(() => encodeFilter({ ...ten, name: { eq: 'c' } }, fields))).toMatch(/at most 10/);
  });
});

describe('inFilters', () => {
  it('keeps a short list in one filter', () => {
    expect(inFilters('id', ['a', 'b'])).toEqual(['in(id,a,b)']);
  });

  it('splits long lists so that every filter stays under 8 KB and no id is lost', () => {
    const ids = Array.from(
      { length: 600 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const filters = inFilters('id', ids);
    expect(filters.length).toBeGreaterThan(1);
    for (const filter of filters) expect(Buffer.byteLength(filter)).toBeLessThanOrEqual(MAX_FILTER_BYTES);
    const joined = filters.flatMap((filter) => filter.slice('in(id,'.length, -1).split(','));
    expect(joined).toEqual(ids);
  });
});
