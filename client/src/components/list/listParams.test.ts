import { listUrl, MAX_OFFSET, parseListParams, parsePaging, writePaging } from './listParams';

const config = { filterKeys: ['name', 'status'] as const, sortFields: ['NAME', 'UPDATED_AT'] as const };

describe('list params in the URL', () => {
  it('round-trips filters, sort, page size and offset', () => {
    const url = listUrl('/products', {
      filters: { name: 'blue shirt', status: '' },
      sort: { field: 'UPDATED_AT', direction: 'DESC' },
      pageSize: 50,
      offset: 200,
    });
    expect(url).toBe('/products?name=blue+shirt&sort=updated_at&order=desc&limit=50&offset=200');
    expect(parseListParams(new URL(url, 'http://x').searchParams, config)).toEqual({
      filters: { name: 'blue shirt', status: '' },
      sort: { field: 'UPDATED_AT', direction: 'DESC' },
      pageSize: 50,
      offset: 200,
    });
  });

  it("pages by the spec's 100 unless the URL asks for less, and leaves the default out of the URL", () => {
    expect(parseListParams(new URLSearchParams(), config).pageSize).toBe(100);
    expect(listUrl('/products', { pageSize: 100 })).toBe('/products');
    expect(listUrl('/products', { pageSize: 25 })).toBe('/products?limit=25');
  });

  it('falls back to defaults for values it cannot use', () => {
    const search = new URLSearchParams('sort=price&limit=1000&offset=-5');
    expect(parseListParams(search, config)).toEqual({
      filters: { name: '', status: '' },
      sort: undefined,
      pageSize: 100,
      offset: 0,
    });
    expect(parseListParams(new URLSearchParams('offset=999999'), config).offset).toBe(10000);
  });
});

describe('a second list’s paging under its own URL keys', () => {
  const keys = { offset: 'jobOffset', limit: 'jobLimit' };

  it('writes and reads only its own keys, leaving defaults out', () => {
    const search = writePaging({ pageSize: 50, offset: 150 }, new URLSearchParams('limit=25'), keys);
    expect(search.toString()).toBe('limit=25&jobLimit=50&jobOffset=150');
    expect(parsePaging(search, keys)).toEqual({ pageSize: 50, offset: 150 });
    expect(writePaging({ pageSize: 100, offset: 0 }, search, keys).toString()).toBe('limit=25');
  });

  it('bounds what is typed into the address bar as the list keys are', () => {
    const typed = new URLSearchParams('jobLimit=1000000&jobOffset=99999999');
    expect(parsePaging(typed, keys)).toEqual({ pageSize: 100, offset: MAX_OFFSET });
    expect(parsePaging(new URLSearchParams('jobLimit=x&jobOffset=-3'), keys)).toEqual({
      pageSize: 100,
      offset: 0,
    });
  });
});
