/**
 * Query strings of provider calls (spec section 7): include(s), sort, `page[limit]`/limit,
 * `page[offset]`/offset, filter, total_method, and the filter grammar `op(field,value)` joined by
 * `:` with OR groups `(a|b)`, nested fields with dots and `in` lists.
 */

export type QueryValue = string | number | boolean | null | undefined;

/** The provider's documented limits on one request's filter. */
export const MAX_FILTER_OPERATIONS = 10;
export const MAX_FILTER_BYTES = 8 * 1024;

/**
 * Builds a query string with every key and value percent-encoded (RFC 3986): a `+` in a filter value
 * must reach the provider as `%2B`, not be read back as a space. Empty values are left out.
 */
export function encodeQuery(params: Readonly<Record<string, QueryValue>>): string {
  let query = '';
  for (const key in params) {
    const value = params[key];
    if (value === undefined || value === null || value === '') continue;
    query += `${query === '' ? '?' : '&'}${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`;
  }
  return query;
}

type FilterScalar = string | number | boolean;
/** A field's operand: a value, an `in` list, or nested fields (`{ meta: { owner: 'store' } }` → `meta.owner`). */
export type FilterOperand =
  FilterScalar | readonly FilterScalar[] | { readonly [field: string]: FilterOperand };
/** Operators to their fields: `{ eq: { status: 'live' }, in: { id: ['a', 'b'] } }`. */
export type FilterClauses = { readonly [operator: string]: { readonly [field: string]: FilterOperand } };
/** Clauses, plus an optional `or` list of alternative clause sets. */
export type FilterObject = {
  readonly [operator: string]:
    { readonly [field: string]: FilterOperand } | readonly FilterClauses[] | undefined;
};

/** Parameters of a list call, as the spec names them. */
export interface ListParams {
  include?: string | readonly string[];
  includes?: string | readonly string[];
  sort?: string;
  limit?: number;
  offset?: number;
  filter?: string | FilterObject;
  total_method?: string;
}

/** List parameters → query parameters (`limit` travels as `page[limit]`, `offset` as `page[offset]`). */
export function listQuery(
  params: ListParams,
  extra: Readonly<Record<string, QueryValue>> = {},
): Record<string, QueryValue> {
  const include = params.includes ?? params.include;
  return {
    include: typeof include === 'string' ? include : include?.join(','),
    sort: params.sort,
    'page[limit]': params.limit,
    'page[offset]': params.offset,
    filter: typeof params.filter === 'string' ? params.filter : encodeFilterObject(params.filter),
    total_method: params.total_method,
    ...extra,
  };
}

/**
 * What the filter grammar reads as structure in a bare value: whitespace, the separators
 * `, ( ) : |`, and the quote and escape characters. `*` is not among them: it is `like`'s wildcard
 * (in every operator's value alike), and the grammar has no way to ask for a literal `*`.
 */
const NEEDS_QUOTES = /[\s,():|"\\]/;
/** In `u` mode a surrogate matches only when unpaired. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * A value as the grammar carries it: bare when it holds nothing special, otherwise in double quotes
 * with `\` and `"` escaped (`\\`, `\"`), so no value can close its quotes early and inject terms.
 * The empty string is quoted too, since a bare empty value does not parse. Text that is not
 * well-formed Unicode (a lone surrogate) cannot be percent-encoded, so it is refused.
 */
export function formatFilterValue(value: FilterScalar): string {
  const raw = String(value);
  if (LONE_SURROGATE.test(raw))
    throw new RangeError('A provider filter value must be well-formed Unicode text');
  if (raw !== '' && !NEEDS_QUOTES.test(raw)) return raw;
  return `"${raw.replace(/["\\]/g, '\\$&')}"`;
}

/** Encodes a filter object; undefined when it holds no condition. */
export function encodeFilterObject(filter: FilterObject | undefined): string | undefined {
  if (!filter) return undefined;
  const terms: string[] = [];
  const alternatives: string[] = [];
  for (const [operator, operand] of Object.entries(filter)) {
    if (operand === undefined) continue;
    if (isClauseList(operand)) {
      if (operator !== 'or')
        throw new RangeError(`Only \`or\` may hold a list of clauses, not \`${operator}\``);
      for (const clauses of operand) {
        const encoded = encodeClauses(clauses);
        if (encoded.length > 0) alternatives.push(encoded.join(':'));
      }
    } else {
      terms.push(...encodeOperator(operator, operand));
    }
  }
  if (alternatives.length === 1) terms.unshift(alternatives[0]!);
  if (alternatives.length > 1) terms.unshift(`(${alternatives.join('|')})`);
  return terms.length > 0 ? terms.join(':') : undefined;
}

function isClauseList(value: unknown): value is readonly FilterClauses[] {
  return Array.isArray(value);
}

function encodeClauses(clauses: FilterClauses): string[] {
  return Object.entries(clauses).flatMap(([operator, fields]) => encodeOperator(operator, fields));
}

function encodeOperator(
  operator: string,
  fields: { readonly [field: string]: FilterOperand },
  prefix = '',
): string[] {
  return Object.entries(fields).flatMap(([field, operand]) => {
    const name = `${prefix}${field}`;
    if (Array.isArray(operand)) return [`${operator}(${name},${operand.map(formatFilterValue).join(',')})`];
    if (typeof operand === 'object' && operand !== null) {
      // Narrowed to the nested-fields member of FilterOperand (arrays were handled above).
      return encodeOperator(operator, operand as { readonly [field: string]: FilterOperand }, `${name}.`);
    }
    // Arrays and nested objects were handled above; readonly arrays defeat Array.isArray narrowing.
    return [`${operator}(${name},${formatFilterValue(operand as FilterScalar)})`];
  });
}

/**
 * How many operations a filter holds, as the provider counts them: each `op(` outside quoted values.
 * One pass over the text; a regex such as `/[a-z_]+\(/g` backtracks quadratically on long words.
 */
export function countFilterOperations(filter: string): number {
  let count = 0;
  let quoted = false;
  for (let index = 0; index < filter.length; index += 1) {
    const char = filter[index]!;
    if (quoted) {
      if (char === '\\') index += 1;
      else if (char === '"') quoted = false;
    } else if (char === '"') {
      quoted = true;
    } else if (char === '(' && index > 0 && OPERATOR_CHAR.test(filter[index - 1]!)) {
      count += 1;
    }
  }
  return count;
}

const OPERATOR_CHAR = /[a-z_]/;

const VALUE_TOO_LONG = 'A single filter value is longer than the provider accepts';

/**
 * Splits `in(field,...)` over several filters, each (with `otherTerms` ANDed in front) below the
 * provider's 8 KB and holding at most `maxValues` values (a page's worth, so no result is cut).
 * A value too long for any filter, or not well-formed Unicode, is a RangeError.
 */
export function splitInFilter(
  field: string,
  values: readonly FilterScalar[],
  options: { otherTerms?: readonly string[]; maxValues?: number; maxBytes?: number } = {},
): string[] {
  const otherTerms = options.otherTerms ?? [];
  const maxValues = options.maxValues ?? Number.POSITIVE_INFINITY;
  const maxBytes = options.maxBytes ?? MAX_FILTER_BYTES;
  const prefix = otherTerms.map((term) => `${term}:`).join('');
  if (countFilterOperations(prefix) + 1 > MAX_FILTER_OPERATIONS) {
    throw new RangeError(`A provider filter holds at most ${MAX_FILTER_OPERATIONS} operations`);
  }
  const opening = `${prefix}in(${field},`;
  const fixedBytes = Buffer.byteLength(opening) + 1; // the closing parenthesis
  const filters: string[] = [];
  let chunk: string[] = [];
  let chunkBytes = 0;
  for (const value of values) {
    // Checked before formatting, so an oversized value costs nothing that grows with it.
    if (fixedBytes + String(value).length > maxBytes) throw new RangeError(VALUE_TOO_LONG);
    const formatted = formatFilterValue(value);
    const added = Buffer.byteLength(formatted) + (chunk.length > 0 ? 1 : 0);
    if (fixedBytes + Buffer.byteLength(formatted) > maxBytes) throw new RangeError(VALUE_TOO_LONG);
    if (chunk.length > 0 && (chunk.length >= maxValues || fixedBytes + chunkBytes + added > maxBytes)) {
      filters.push(`${opening}${chunk.join(',')})`);
      chunk = [];
      chunkBytes = 0;
    }
    chunkBytes += Buffer.byteLength(formatted) + (chunk.length > 0 ? 1 : 0);
    chunk.push(formatted);
  }
  if (chunk.length > 0) filters.push(`${opening}${chunk.join(',')})`);
  return filters;
}
