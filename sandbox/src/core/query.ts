/**
 * The provider's list query grammar: `filter`, `sort` and `page[...]` parameters.
 *
 * Filter syntax: `op(field,value)` conditions joined with `:` (AND); `(a|b)` is an OR group
 * whose alternatives may themselves be AND chains. Values may be double-quoted so they can
 * contain `,` or `)`. Resource types declare which fields accept which operators; anything
 * else is rejected with a QueryError, which routes turn into HTTP 400.
 */

export const FILTER_OPERATORS = ['eq', 'like', 'in', 'gt', 'ge', 'lt', 'le', 'is_null'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type FilterNode =
  | { kind: 'condition'; operator: FilterOperator; field: string; values: string[] }
  | { kind: 'and'; nodes: FilterNode[] }
  | { kind: 'or'; nodes: FilterNode[] };

export const FILTER_PARSE_ERROR = 'Could not parse the supplied filter';
export const MAX_FILTER_OPERATIONS = 10;
export const MAX_FILTER_BYTES = 8 * 1024;

export const DEFAULT_PAGE_LIMIT = 25;
export const MAX_PAGE_LIMIT = 100;
export const MAX_PAGE_OFFSET = 10_000;

/** A client mistake in a list query; `message` is the provider-style error detail. */
export class QueryError extends Error {
  override readonly name = 'QueryError';
}

// ---------------------------------------------------------------------------------------------
// Filter parsing

export function parseFilter(source: string): FilterNode {
  if (Buffer.byteLength(source, 'utf8') > MAX_FILTER_BYTES) {
    throw new QueryError(`The filter must not be longer than ${MAX_FILTER_BYTES} bytes`);
  }
  return new FilterParser(source).parse();
}

const OPERATOR_NAMES: ReadonlySet<string> = new Set(FILTER_OPERATORS);
const FIELD_PATTERN = /[A-Za-z0-9_.]/;
const OPERATOR_PATTERN = /[a-z_]/;
/** Far beyond what ten conditions need; bounds the parser's recursion. */
const MAX_GROUP_DEPTH = 32;

class FilterParser {
  private position = 0;
  private conditionCount = 0;
  private groupDepth = 0;

  constructor(private readonly source: string) {}

  parse(): FilterNode {
    const node = this.parseAndChain();
    if (this.position !== this.source.length) this.fail();
    return node;
  }

  /** term (':' term)* */
  private parseAndChain(): FilterNode {
    const nodes = [this.parseTerm()];
    while (this.peek() === ':') {
      this.position += 1;
      nodes.push(this.parseTerm());
    }
    return nodes.length === 1 ? nodes[0] : { kind: 'and', nodes };
  }

  /** '(' chain ('|' chain)* ')' | condition */
  private parseTerm(): FilterNode {
    if (this.peek() !== '(') return this.parseCondition();
    this.position += 1;
    // Each group is a level of recursion: 8 KB of `(` would overflow the stack (a 500, not a 400).
    this.groupDepth += 1;
    if (this.groupDepth > MAX_GROUP_DEPTH) this.fail();
    const alternatives = [this.parseAndChain()];
    while (this.peek() === '|') {
      this.position += 1;
      alternatives.push(this.parseAndChain());
    }
    this.expect(')');
    this.groupDepth -= 1;
    return alternatives.length === 1 ? alternatives[0] : { kind: 'or', nodes: alternatives };
  }

  /** operator '(' field (',' value)* ')' */
  private parseCondition(): FilterNode {
    const operator = this.readWhile(OPERATOR_PATTERN);
    if (!isFilterOperator(operator)) this.fail();
    this.conditionCount += 1;
    if (this.conditionCount > MAX_FILTER_OPERATIONS) {
      throw new QueryError(`The filter must not contain more than ${MAX_FILTER_OPERATIONS} operations`);
    }
    this.expect('(');
    const field = this.readWhile(FIELD_PATTERN);
    if (!field) this.fail();
    const values: string[] = [];
    while (this.peek() === ',') {
      this.position += 1;
      values.push(this.parseValue());
    }
    this.expect(')');
    if (!hasValidArity(operator, values.length)) this.fail();
    return { kind: 'condition', operator, field, values };
  }

  private parseValue(): string {
    if (this.peek() === '"') return this.parseQuotedValue();
    const start = this.position;
    while (this.position < this.source.length && !',)'.includes(this.source[this.position])) {
      this.position += 1;
    }
    const value = this.source.slice(start, this.position);
    if (!value) this.fail();
    return value;
  }

  /** A double-quoted value; `\"` and `\\` escape a quote or backslash inside it. */
  private parseQuotedValue(): string {
    this.position += 1;
    let value = '';
    while (this.position < this.source.length) {
      const char = this.source[this.position];
      this.position += 1;
      if (char === '"') return value;
      if (char === '\\' && this.position < this.source.length) {
        value += this.source[this.position];
        this.position += 1;
      } else {
        value += char;
      }
    }
    return this.fail();
  }

  private readWhile(pattern: RegExp): string {
    const start = this.position;
    while (this.position < this.source.length && pattern.test(this.source[this.position])) {
      this.position += 1;
    }
    return this.source.slice(start, this.position);
  }

  private peek(): string | undefined {
    return this.source[this.position];
  }

  private expect(char: string): void {
    if (this.peek() !== char) this.fail();
    this.position += 1;
  }

  private fail(): never {
    throw new QueryError(FILTER_PARSE_ERROR);
  }
}

function isFilterOperator(name: string): name is FilterOperator {
  return OPERATOR_NAMES.has(name);
}

function hasValidArity(operator: FilterOperator, valueCount: number): boolean {
  if (operator === 'is_null') return valueCount === 0;
  if (operator === 'in') return valueCount >= 1;
  return valueCount === 1;
}

// ---------------------------------------------------------------------------------------------
// Filter evaluation

/** How a filterable field is read from a resource and which operators it accepts. */
export interface FilterField<T> {
  operators: readonly FilterOperator[];
  /** The field's value; arrays match when any element matches (e.g. tags). */
  value: (item: T) => unknown;
  /** 'date' compares instants, so `2024-01-01T00:00:00Z` equals `2024-01-01T00:00:00.000Z`. */
  kind?: 'text' | 'date';
}

export interface FilterSchema<T> {
  fields: Readonly<Record<string, FilterField<T>>>;
  /** For open-ended paths such as `extensions.book.isbn`. */
  dynamicField?: (path: string) => FilterField<T> | undefined;
}

export type Predicate<T> = (item: T) => boolean;

/** Checks fields and operators against the schema up front, then returns a predicate. */
export function compileFilter<T>(node: FilterNode, schema: FilterSchema<T>): Predicate<T> {
  switch (node.kind) {
    case 'and': {
      const predicates = node.nodes.map((child) => compileFilter(child, schema));
      return (item) => predicates.every((predicate) => predicate(item));
    }
    case 'or': {
      const predicates = node.nodes.map((child) => compileFilter(child, schema));
      return (item) => predicates.some((predicate) => predicate(item));
    }
    case 'condition':
      return compileCondition(node.operator, node.field, node.values, schema);
  }
}

function compileCondition<T>(
  operator: FilterOperator,
  fieldName: string,
  values: string[],
  schema: FilterSchema<T>,
): Predicate<T> {
  const field = lookupField(schema, fieldName);
  if (!field || !field.operators.includes(operator)) {
    throw new QueryError(`Filtering on ${fieldName} with ${operator} is not supported`);
  }
  const kind = field.kind ?? 'text';
  if (kind === 'date') values.forEach((value) => assertDate(fieldName, value));
  const matches = scalarMatcher(operator, values, kind);
  return (item) => {
    const actual = field.value(item);
    if (operator === 'is_null') return actual === null || actual === undefined;
    return Array.isArray(actual) ? actual.some(matches) : matches(actual);
  };
}

function lookupField<T>(schema: FilterSchema<T>, name: string): FilterField<T> | undefined {
  // hasOwn keeps names like `constructor` from resolving to Object.prototype members.
  if (Object.hasOwn(schema.fields, name)) return schema.fields[name];
  return schema.dynamicField?.(name);
}

function assertDate(fieldName: string, value: string): void {
  if (Number.isNaN(Date.parse(value))) {
    throw new QueryError(`${value} is not a valid date for ${fieldName}`);
  }
}

type ScalarMatcher = (actual: unknown) => boolean;

function scalarMatcher(operator: FilterOperator, values: string[], kind: 'text' | 'date'): ScalarMatcher {
  const [target] = values;
  switch (operator) {
    case 'eq':
      return (actual) => isEqual(actual, target, kind);
    case 'in':
      return (actual) => values.some((value) => isEqual(actual, value, kind));
    case 'like': {
      const matches = wildcardMatcher(target);
      return (actual) => isScalar(actual) && matches(String(actual));
    }
    case 'gt':
      return (actual) => compareOrdered(actual, target, kind) > 0;
    case 'ge':
      return (actual) => compareOrdered(actual, target, kind) >= 0;
    case 'lt':
      return (actual) => compareOrdered(actual, target, kind) < 0;
    case 'le':
      return (actual) => compareOrdered(actual, target, kind) <= 0;
    case 'is_null':
      return () => false; // handled by the caller, which sees the whole value
  }
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Exact match; numbers compare numerically so `eq(pages,300)` matches 300 but never `"0300"` text. */
function isEqual(actual: unknown, target: string, kind: 'text' | 'date'): boolean {
  if (!isScalar(actual)) return false;
  if (kind === 'date') return Date.parse(String(actual)) === Date.parse(target);
  if (typeof actual === 'number') return isNumeric(target) && actual === Number(target);
  return String(actual) === target;
}

/**
 * `*` matches any run of characters; the match is case-insensitive and anchored. The literal parts
 * are found greedily, each at its leftmost place after the previous one, which decides a wildcard
 * match in at worst text length times pattern length: a backtracking regex (`^a.*a.*b$`) takes time
 * exponential in the number of `*` (a 26-character pattern took 0.5 s against a 30-character name).
 */
export function wildcardMatcher(pattern: string): (text: string) => boolean {
  const [first = '', ...rest] = pattern.split('*');
  const last = rest.pop();
  if (last === undefined) {
    const whole = new RegExp(`^${escapeRegExp(first)}$`, 'i');
    return (text) => whole.test(text);
  }
  // Without the `u` flag, a case-insensitive literal matches exactly as many code units as it has.
  const head = new RegExp(escapeRegExp(first), 'iy');
  const tail = new RegExp(escapeRegExp(last), 'iy');
  const middle = rest.map((part) => new RegExp(escapeRegExp(part), 'gi'));
  return (text) => {
    head.lastIndex = 0;
    if (!head.test(text)) return false;
    let position = first.length;
    for (const part of middle) {
      part.lastIndex = position;
      if (!part.exec(text)) return false;
      position = part.lastIndex;
    }
    const tailStart = text.length - last.length;
    if (tailStart < position) return false;
    tail.lastIndex = tailStart;
    return tail.test(text);
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** NaN when the values cannot be ordered, which makes every comparison false. */
function compareOrdered(actual: unknown, target: string, kind: 'text' | 'date'): number {
  if (!isScalar(actual)) return Number.NaN;
  const text = String(actual);
  if (kind === 'date') return Date.parse(text) - Date.parse(target);
  if (isNumeric(text) && isNumeric(target)) return Number(text) - Number(target);
  return compareText(text, target);
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

function isNumeric(value: string): boolean {
  return NUMERIC.test(value);
}

/** Code-unit order, matching how ISO dates and UUIDs sort. */
function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

// ---------------------------------------------------------------------------------------------
// Sorting

export interface SortKey<T> {
  field: string;
  descending: boolean;
  value: (item: T) => unknown;
}

export type SortFields<T> = Readonly<Record<string, (item: T) => unknown>>;

/** Parses `sort=name,-created_at`; a leading `-` means descending. */
export function parseSort<T>(raw: string, fields: SortFields<T>): SortKey<T>[] {
  return raw.split(',').map((segment) => {
    const descending = segment.startsWith('-');
    const field = descending ? segment.slice(1) : segment;
    if (!Object.hasOwn(fields, field)) throw new QueryError('Invalid sort field');
    return { field, descending, value: fields[field] };
  });
}

/** Orders by each key in turn; missing values sort last whichever the direction. */
export function sortComparator<T>(keys: SortKey<T>[]): (a: T, b: T) => number {
  return (a, b) => {
    for (const key of keys) {
      const result = compareSortValues(key.value(a), key.value(b), key.descending);
      if (result !== 0) return result;
    }
    return 0;
  };
}

function compareSortValues(a: unknown, b: unknown, descending: boolean): number {
  const aMissing = a === undefined || a === null;
  const bMissing = b === undefined || b === null;
  if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
  const order =
    typeof a === 'number' && typeof b === 'number' ? Math.sign(a - b) : compareText(String(a), String(b));
  return descending ? -order : order;
}

// ---------------------------------------------------------------------------------------------
// Paging

export interface PageRequest {
  limit: number;
  offset: number;
}

export function parsePage(rawLimit: string | undefined, rawOffset: string | undefined): PageRequest {
  const limit = rawLimit === undefined ? DEFAULT_PAGE_LIMIT : parseInteger('page[limit]', rawLimit);
  const offset = rawOffset === undefined ? 0 : parseInteger('page[offset]', rawOffset);
  if (limit < 1) throw new QueryError('page[limit] must be greater than 0');
  if (offset < 0) throw new QueryError('page[offset] must not be negative');
  if (offset > MAX_PAGE_OFFSET) {
    throw new QueryError(`page[offset] must not be greater than ${MAX_PAGE_OFFSET}`);
  }
  // The provider silently caps oversized pages rather than rejecting them.
  return { limit: Math.min(limit, MAX_PAGE_LIMIT), offset };
}

function parseInteger(name: string, raw: string): number {
  if (!/^-?\d+$/.test(raw.trim())) throw new QueryError(`${name} must be an integer`);
  return Number(raw);
}

// ---------------------------------------------------------------------------------------------
// Putting it together

export interface ListQueryParams {
  filter?: string;
  sort?: string;
  limit?: string;
  offset?: string;
}

export interface ListSchema<T> {
  filter: FilterSchema<T>;
  sortFields: SortFields<T>;
  /** Applied when the request has no `sort`, and after explicit keys to break ties. */
  defaultSort: SortKey<T>[];
}

export interface ListResult<T> {
  items: T[];
  total: number;
  page: PageRequest;
}

/** The items a filter in the provider's grammar selects (no paging), e.g. for bulk operations. */
export function filterRecords<T>(items: readonly T[], filter: string, schema: FilterSchema<T>): T[] {
  return items.filter(compileFilter(parseFilter(filter), schema));
}

/** Filters, sorts and pages `items`; every client mistake surfaces as a QueryError. */
export function runListQuery<T>(
  items: readonly T[],
  params: ListQueryParams,
  schema: ListSchema<T>,
): ListResult<T> {
  const page = parsePage(params.limit, params.offset);
  const requestedSort = params.sort === undefined ? [] : parseSort(params.sort, schema.sortFields);
  const predicate =
    params.filter === undefined ? undefined : compileFilter(parseFilter(params.filter), schema.filter);
  const matching = predicate ? items.filter(predicate) : [...items];
  matching.sort(sortComparator([...requestedSort, ...schema.defaultSort]));
  return { items: matching.slice(page.offset, page.offset + page.limit), total: matching.length, page };
}

/** The same list grammar over another item type, read through `from` (e.g. a record in a wrapper). */
export function mapListSchema<TFrom, TTo>(
  schema: ListSchema<TFrom>,
  from: (item: TTo) => TFrom,
): ListSchema<TTo> {
  const mapField = (field: FilterField<TFrom>): FilterField<TTo> => ({
    ...field,
    value: (item) => field.value(from(item)),
  });
  const { fields, dynamicField } = schema.filter;
  return {
    filter: {
      fields: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, mapField(field)])),
      ...(dynamicField
        ? {
            dynamicField: (path: string) => {
              const field = dynamicField(path);
              return field && mapField(field);
            },
          }
        : {}),
    },
    sortFields: Object.fromEntries(
      Object.entries(schema.sortFields).map(([name, read]) => [name, (item: TTo) => read(from(item))]),
    ),
    defaultSort: schema.defaultSort.map((key) => ({ ...key, value: (item: TTo) => key.value(from(item)) })),
  };
}
