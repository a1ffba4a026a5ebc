import { badUserInput } from './errors';
import { MAX_FILTER_BYTES, MAX_FILTER_OPERATIONS, splitInFilter } from './provider/query';

/** The provider's documented limits on one request's filter (one definition, in provider/query.ts). */
export { MAX_FILTER_BYTES, MAX_FILTER_OPERATIONS };

/** How one typed filter field reaches the provider. */
export interface FilterField {
  /** The provider's field name, e.g. `commodity_type`. */
  name: string;
  /** Enum values arrive as `LIVE` and are sent as `live`. */
  lowercase?: boolean;
}

export type FilterFields = Record<string, FilterField>;

type Scalar = string | number | boolean;

/** The operators a typed condition may carry (TextFilter, IdFilter, DateTimeFilter, enum filters). */
interface Condition {
  eq?: Scalar | null;
  like?: string | null;
  in?: readonly Scalar[] | null;
  isNull?: boolean | null;
  gt?: Scalar | null;
  ge?: Scalar | null;
  lt?: Scalar | null;
  le?: Scalar | null;
}

/** A typed filter input: conditions per field, plus an optional group of alternatives. */
export interface FilterInput {
  or?: readonly FilterInput[] | null;
  [field: string]: Condition | readonly FilterInput[] | null | undefined;
}

const COMPARISONS = ['gt', 'ge', 'lt', 'le'] as const;

/**
 * Encodes a typed filter into the provider's grammar: `op(field,value)` terms joined by `:` (AND),
 * alternatives in one parenthesised group joined by `|` (OR). Returns undefined for an empty filter.
 * Rejects, with BAD_USER_INPUT, what the provider cannot express or would refuse.
 */
export function encodeFilter(
  filter: FilterInput | null | undefined,
  fields: FilterFields,
): string | undefined {
  if (!filter) return undefined;
  const terms = encodeConditions(filter, fields);
  const alternatives = (filter.or ?? []).map((alternative) => {
    if (alternative.or && alternative.or.length > 0)
      throw badUserInput('Filter `or` groups cannot be nested');
    return encodeConditions(alternative, fields);
  });
  const nonEmpty = alternatives.filter((alternative) => alternative.length > 0);
  if (nonEmpty.length === 1) terms.push(...nonEmpty[0]!);
  if (nonEmpty.length > 1) terms.push(`(${nonEmpty.map((alternative) => alternative.join(':')).join('|')})`);
  const operations = terms.join(':').match(/[a-z_]+\(/g)?.length ?? 0;
  if (operations > MAX_FILTER_OPERATIONS) {
    throw badUserInput(
      `A filter may hold at most ${MAX_FILTER_OPERATIONS} conditions (the provider's limit)`,
    );
  }
  const encoded = terms.join(':');
  if (Buffer.byteLength(encoded) > MAX_FILTER_BYTES) {
    throw badUserInput('The filter is longer than the provider accepts (8 KB)');
  }
  return encoded === '' ? undefined : encoded;
}

function encodeConditions(filter: FilterInput, fields: FilterFields): string[] {
  const terms: string[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'or' || value === null || value === undefined) continue;
    const field = fields[key];
    if (!field) throw badUserInput(`Unknown filter field \`${key}\``);
    terms.push(...encodeCondition(field, value as Condition));
  }
  return terms;
}

function encodeCondition(field: FilterField, condition: Condition): string[] {
  const terms: string[] = [];
  const value = (raw: Scalar) => formatValue(field.lowercase ? String(raw).toLowerCase() : String(raw));
  if (condition.eq !== null && condition.eq !== undefined)
    terms.push(`eq(${field.name},${value(condition.eq)})`);
  if (condition.like !== null && condition.like !== undefined) {
    const pattern = condition.like.includes('*') ? condition.like : `*${condition.like}*`;
    terms.push(`like(${field.name},${value(pattern)})`);
  }
  if (condition.in !== null && condition.in !== undefined) {
    if (condition.in.length === 0) throw badUserInput(`\`in\` on \`${field.name}\` needs at least one value`);
    terms.push(`in(${field.name},${condition.in.map(value).join(',')})`);
  }
  if (condition.isNull === true) terms.push(`is_null(${field.name})`);
  if (condition.isNull === false) throw badUserInput('The provider cannot filter on `isNull: false`');
  for (const operator of COMPARISONS) {
    const operand = condition[operator];
    if (operand !== null && operand !== undefined) terms.push(`${operator}(${field.name},${value(operand)})`);
  }
  return terms;
}

/** Values holding the grammar's own punctuation or spaces travel in double quotes. */
function formatValue(raw: string): string {
  if (raw.includes('"')) throw badUserInput('Filter values cannot contain double quotes');
  return /[\s,():|]/.test(raw) ? `"${raw}"` : raw;
}

/**
 * Splits a long `in(field,...)` list into filters that each stay under the provider's 8 KB limit,
 * for loaders that fetch many ids at once (provider/query.ts#splitInFilter; values are checked
 * here so that a bad one is the caller's BAD_USER_INPUT).
 */
export function inFilters(fieldName: string, values: readonly string[]): string[] {
  for (const value of values) formatValue(value);
  return splitInFilter(fieldName, values);
}
