import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  Kind,
  type GraphQLInputField,
  type GraphQLSchema,
} from 'graphql';
import { badUserInput } from './errors';
import { formatFilterValue, MAX_FILTER_BYTES, MAX_FILTER_OPERATIONS, splitInFilter } from './provider/query';
import { snakeCase } from './resolvers/mapping';
import { sdlSchema } from './sdl';

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

/** Marks a filter input field whose provider name is not the snake_case of its own (common.graphql). */
const PROVIDER_DIRECTIVE = 'provider';
/** The filter input field that groups alternatives; not a provider field. */
const ALTERNATIVES = 'or';

/**
 * A list's filter fields, derived from its filter input type (`ProductFilter`) so that the SDL is the
 * one declaration: `commodityType` filters `commodity_type` (resolvers/mapping.ts#snakeCase) unless
 * the field says `@provider(name: "...")`; a field whose values are an enum (directly or as its
 * condition's `eq`/`in`) is sent lowercased, as the provider spells enum values.
 */
export function filterFieldsOf(schema: GraphQLSchema, inputName: string): FilterFields {
  const type = schema.getType(inputName);
  if (!isInputObjectType(type)) throw new Error(`${inputName} is not an input type of the schema`);
  const fields: FilterFields = {};
  for (const field of Object.values(type.getFields())) {
    if (field.name === ALTERNATIVES) continue;
    fields[field.name] = {
      name: providerName(field) ?? snakeCase(field.name),
      ...(hasEnumValues(field) ? { lowercase: true } : {}),
    };
  }
  return fields;
}

/** filterFieldsOf over the contract's SDL; resolver modules call it once, when they load. */
export function sdlFilterFields(inputName: string): FilterFields {
  return filterFieldsOf(sdlSchema(), inputName);
}

function providerName(field: GraphQLInputField): string | undefined {
  const directive = field.astNode?.directives?.find((node) => node.name.value === PROVIDER_DIRECTIVE);
  const argument = directive?.arguments?.find((node) => node.name.value === 'name');
  return argument?.value.kind === Kind.STRING ? argument.value.value : undefined;
}

function hasEnumValues(field: GraphQLInputField): boolean {
  const type = getNamedType(field.type);
  if (isEnumType(type)) return true;
  if (!isInputObjectType(type)) return false;
  const conditions = type.getFields();
  return ['eq', 'in'].some((operator) => {
    const condition = conditions[operator];
    return condition !== undefined && isEnumType(getNamedType(condition.type));
  });
}

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

const TOO_LONG = 'The filter is longer than the provider accepts (8 KB)';
const TOO_MANY = `A filter may hold at most ${MAX_FILTER_OPERATIONS} conditions (the provider's limit)`;

/**
 * The provider's limits, counted while terms are built: the encoder stops at the first term past
 * either, so no input costs more than about 8 KB of work, however long its values or lists.
 */
class FilterBudget {
  private operations = 0;
  private bytes = 0;

  /** Counts one `op(...)` term and its bytes, plus its `:` or `|` separator; returns the term. */
  spend(term: string): string {
    this.operations += 1;
    if (this.operations > MAX_FILTER_OPERATIONS) throw badUserInput(TOO_MANY);
    this.bytes += Buffer.byteLength(term) + 1;
    if (this.bytes > MAX_FILTER_BYTES + 1) throw badUserInput(TOO_LONG);
    return term;
  }
}

/**
 * Encodes a typed filter into the provider's grammar: `op(field,value)` terms joined by `:` (AND),
 * alternatives in one parenthesised group joined by `|` (OR). Returns undefined for an empty filter.
 * Values are quoted and escaped as provider/query.ts#formatFilterValue does, so any text is safe;
 * a `*` in a `like` value is the wildcard (a `like` without one matches anywhere in the value).
 * Rejects, with BAD_USER_INPUT, what the provider cannot express or would refuse, checking each
 * limit before the work that grows with it.
 */
export function encodeFilter(
  filter: FilterInput | null | undefined,
  fields: FilterFields,
): string | undefined {
  if (!filter) return undefined;
  const budget = new FilterBudget();
  const terms = encodeConditions(filter, fields, budget);
  const alternatives: string[][] = [];
  for (const alternative of filter.or ?? []) {
    if (alternative.or && alternative.or.length > 0)
      throw badUserInput('Filter `or` groups cannot be nested');
    const encoded = encodeConditions(alternative, fields, budget);
    if (encoded.length > 0) alternatives.push(encoded);
  }
  if (alternatives.length === 1) terms.push(...alternatives[0]!);
  if (alternatives.length > 1)
    terms.push(`(${alternatives.map((alternative) => alternative.join(':')).join('|')})`);
  const encoded = terms.join(':');
  // The budget counted every term and separator; the group's parentheses are the only bytes left.
  if (Buffer.byteLength(encoded) > MAX_FILTER_BYTES) throw badUserInput(TOO_LONG);
  return encoded === '' ? undefined : encoded;
}

function encodeConditions(filter: FilterInput, fields: FilterFields, budget: FilterBudget): string[] {
  const terms: string[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'or' || value === null || value === undefined) continue;
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!field) throw badUserInput(`Unknown filter field \`${key}\``);
    terms.push(...encodeCondition(field, value as Condition, budget));
  }
  return terms;
}

function encodeCondition(field: FilterField, condition: Condition, budget: FilterBudget): string[] {
  const terms: string[] = [];
  const value = (raw: Scalar) => formatValue(field.lowercase ? String(raw).toLowerCase() : String(raw));
  if (condition.eq !== null && condition.eq !== undefined)
    terms.push(budget.spend(`eq(${field.name},${value(condition.eq)})`));
  if (condition.like !== null && condition.like !== undefined) {
    const pattern = condition.like.includes('*') ? condition.like : `*${condition.like}*`;
    terms.push(budget.spend(`like(${field.name},${value(pattern)})`));
  }
  if (condition.in !== null && condition.in !== undefined) {
    if (condition.in.length === 0) throw badUserInput(`\`in\` on \`${field.name}\` needs at least one value`);
    terms.push(budget.spend(`in(${field.name},${inValues(condition.in, value)})`));
  }
  if (condition.isNull === true) terms.push(budget.spend(`is_null(${field.name})`));
  if (condition.isNull === false) throw badUserInput('The provider cannot filter on `isNull: false`');
  for (const operator of COMPARISONS) {
    const operand = condition[operator];
    if (operand !== null && operand !== undefined)
      terms.push(budget.spend(`${operator}(${field.name},${value(operand)})`));
  }
  return terms;
}

/** An `in` list's values, stopping at the first one past 8 KB in all (a long list costs no more). */
function inValues(values: readonly Scalar[], format: (raw: Scalar) => string): string {
  const formatted: string[] = [];
  let bytes = 0;
  for (const raw of values) {
    const encoded = format(raw);
    bytes += Buffer.byteLength(encoded) + 1;
    if (bytes > MAX_FILTER_BYTES) throw badUserInput(TOO_LONG);
    formatted.push(encoded);
  }
  return formatted.join(',');
}

/** A value checked for length before any work that grows with it, then quoted as the grammar needs. */
function formatValue(raw: string): string {
  if (raw.length > MAX_FILTER_BYTES) throw badUserInput(TOO_LONG);
  try {
    return formatFilterValue(raw);
  } catch (error) {
    throw asBadUserInput(error);
  }
}

function asBadUserInput(error: unknown): unknown {
  return error instanceof RangeError ? badUserInput(error.message) : error;
}

/**
 * Splits a long `in(field,...)` list into filters that each stay under the provider's 8 KB limit,
 * for loaders that fetch many ids at once (provider/query.ts#splitInFilter); a value the provider
 * cannot take is the caller's BAD_USER_INPUT.
 */
export function inFilters(fieldName: string, values: readonly string[]): string[] {
  try {
    return splitInFilter(fieldName, values);
  } catch (error) {
    throw asBadUserInput(error);
  }
}
