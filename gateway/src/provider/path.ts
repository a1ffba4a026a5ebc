/**
 * The one way to put a value (an id, slug, code, sku) into a provider URL path. Percent-encoding
 * alone is not enough: `..` and `.` are not encoded and collapse in the URL, so an id of `..` turned
 * `DELETE v2/customers/C/addresses/..` into `DELETE v2/customers/C/`. Every interpolated value is
 * checked here, before any call, and refused with a {@link ProviderPathError}.
 */

/**
 * Longest value accepted as one segment. The provider's ids are UUIDs (36 characters); its slugs,
 * codes, skus and cart references are free text the provider itself caps at 255, so 256 fits every
 * real one, while the worst case encoded (9 characters per UTF-16 unit) stays far below the
 * provider's 8 KB request limit.
 */
export const MAX_SEGMENT_LENGTH = 256;

/** A value that cannot be one segment of a provider path; the gateway answers BAD_USER_INPUT. */
export class ProviderPathError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderPathError';
  }
}

/** Characters that end or split a segment (`/`, `\` which URL parsers read as `/`, `?`, `#`) or controls. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN = /[/\\?#\u0000-\u001f\u007f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const FORBIDDEN_NAMES: Readonly<Record<string, string>> = {
  '/': '"/"',
  '\\': '"\\"',
  '?': '"?"',
  '#': '"#"',
};

/**
 * Why `value` cannot be a path segment, or null when it can. The message names the problem and
 * never echoes the value (it may be huge, or contain characters that are unsafe to log).
 */
export function segmentProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'is not a string';
  // Length first: it is O(1), so a megabyte of input is refused before anything scans it.
  if (value.length === 0) return 'is empty';
  if (value.length > MAX_SEGMENT_LENGTH) return `is longer than ${MAX_SEGMENT_LENGTH} characters`;
  if (value === '.' || value === '..') return `must not be "${value}"`;
  const forbidden = FORBIDDEN.exec(value)?.[0];
  if (forbidden !== undefined) {
    return `must not contain ${FORBIDDEN_NAMES[forbidden] ?? 'control characters'}`;
  }
  if (LONE_SURROGATE.test(value)) return 'must not contain unpaired surrogate characters';
  return null;
}

/** The error for a value that cannot be a path segment, or null when it can. */
export function segmentError(value: unknown): ProviderPathError | null {
  const problem = segmentProblem(value);
  return problem === null ? null : new ProviderPathError(`Invalid id: the value ${problem}`);
}

/** One checked, percent-encoded path segment. */
export function pathSegment(value: string): string {
  const error = segmentError(value);
  if (error) throw error;
  return encodeURIComponent(value);
}

/** Segments the URL parser resolves away: `.` and `..`, also as `%2e` (WHATWG URL decodes those). */
function isDotSegment(segment: string): boolean {
  const decoded = segment.replace(/%2e/gi, '.');
  return decoded === '.' || decoded === '..';
}

/**
 * Refuses a path with an empty, `.` or `..` segment (leading slashes and a query string aside). The
 * provider client calls it on every path, for any that was not built by {@link providerPath}.
 */
export function assertProviderPath(path: string): void {
  const [pathname = ''] = path.replace(/^\/+/, '').split('?', 1);
  for (const segment of pathname.split('/')) {
    if (segment === '' || isDotSegment(segment)) {
      throw new ProviderPathError('Invalid provider path: it has an empty or dot segment');
    }
  }
}

type PathTag = (strings: TemplateStringsArray, ...values: readonly string[]) => string;

function build(base: string, strings: TemplateStringsArray, values: readonly string[]): string {
  let path = base;
  strings.forEach((literal, index) => {
    path += literal;
    if (index < values.length) path += pathSegment(values[index] as string);
  });
  return path;
}

/**
 * Builds a provider path; every interpolated value is one checked, encoded segment:
 * ``providerPath`pcm/hierarchies/${hierarchyId}/nodes/${id}` ``. Below a path the code owns (a
 * collection constant, or a path built here), `providerPath(base)` gives a tag that appends to it:
 * ``providerPath(collectionPath)`/${id}` ``. The base is checked for empty and dot segments too.
 */
export function providerPath(strings: TemplateStringsArray, ...values: readonly string[]): string;
export function providerPath(base: string): PathTag;
export function providerPath(
  first: TemplateStringsArray | string,
  ...values: readonly string[]
): string | PathTag {
  if (typeof first === 'string') {
    assertProviderPath(first);
    return (strings, ...rest) => build(first, strings, rest);
  }
  return build('', first, values);
}
