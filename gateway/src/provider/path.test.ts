import { ProviderClient } from './client';
import {
  assertProviderPath,
  MAX_SEGMENT_LENGTH,
  pathSegment,
  providerPath,
  ProviderPathError,
  segmentProblem,
} from './path';

describe('providerPath', () => {
  it('encodes each interpolated value as one segment', () => {
    const id = 'a b:c+d%e';
    expect(providerPath`pcm/hierarchies/${'h1'}/nodes/${id}`).toBe(
      'pcm/hierarchies/h1/nodes/a%20b%3Ac%2Bd%25e',
    );
  });

  it('appends to a path the code owns', () => {
    const collection = 'v2/customers';
    expect(providerPath(collection)`/${'c-1'}/addresses`).toBe('v2/customers/c-1/addresses');
    expect(() => providerPath('v2/customers/..')).toThrow(ProviderPathError);
  });

  it('keeps real provider values: UUIDs, slugs, codes, skus, non-Latin text and emoji', () => {
    for (const value of [
      '6e7e9e46-3c6c-4f60-9d8e-3b0c4a0f2b1e',
      'product-templates',
      'SUMMER-2024',
      'SKU.001',
      '...',
      'Ünïcødé-商品',
      'gift 🎁',
      'x'.repeat(MAX_SEGMENT_LENGTH),
    ]) {
      expect(segmentProblem(value)).toBeNull();
      expect(decodeURIComponent(pathSegment(value))).toBe(value);
    }
  });

  it.each([
    ['empty', '', /empty/],
    ['.', '.', /must not be "."/],
    ['..', '..', /must not be ".."/],
    ['a slash', 'a/b', /"\/"/],
    ['a backslash', 'a\\b', /"\\"/],
    ['a question mark', 'a?b', /"\?"/],
    ['a hash', 'a#b', /"#"/],
    ['NUL', 'a\u0000b', /control/],
    ['a newline', 'a\nb', /control/],
    ['DEL', 'a\u007fb', /control/],
    ['a lone high surrogate', '\ud800', /surrogate/],
    ['a lone low surrogate', 'a\udc00', /surrogate/],
    ['surrogates in the wrong order', '\udc00\ud800', /surrogate/],
    ['257 characters', 'x'.repeat(MAX_SEGMENT_LENGTH + 1), /longer than 256/],
  ])('refuses %s', (_label, value, message) => {
    expect(() => providerPath`v2/customers/${value}`).toThrow(ProviderPathError);
    expect(() => pathSegment(value)).toThrow(message);
  });

  it('never echoes the value, and refuses a megabyte at once', () => {
    const huge = 'y'.repeat(1_000_000);
    const started = performance.now();
    let message = '';
    try {
      pathSegment(huge);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(performance.now() - started).toBeLessThan(20);
    expect(message).not.toContain('yyy');
    expect(message.length).toBeLessThan(100);
  });

  it('refuses a value that is not a string at run time', () => {
    expect(() => pathSegment(undefined as unknown as string)).toThrow(ProviderPathError);
  });

  it('is a RangeError', () => {
    expect(new ProviderPathError('x')).toBeInstanceOf(RangeError);
  });
});

describe('assertProviderPath', () => {
  it.each(['pcm/products', '/v2/customers/c1', 'pcm/jobs/j1/file?x=a/../b', 'v2/flows/a.b/entries'])(
    'lets %j through',
    (path) => {
      expect(() => assertProviderPath(path)).not.toThrow();
    },
  );

  it.each([
    'v2/customers/c1/',
    'v2/customers//c1',
    'v2/customers/./c1',
    'v2/customers/c1/addresses/..',
    'v2/customers/%2e%2E',
    'v2/customers/.%2e/x',
    '',
  ])('refuses %j', (path) => {
    expect(() => assertProviderPath(path)).toThrow(ProviderPathError);
  });
});

describe('ProviderClient', () => {
  it('refuses a path with a dot segment before any call, whoever built it', async () => {
    const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    const client = new ProviderClient({
      host: 'provider.test',
      protocol: 'https',
      application: 'test',
      fetch: fetchMock,
    });
    await expect(client.delete('v2/customers/c1/addresses/..')).rejects.toBeInstanceOf(ProviderPathError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
