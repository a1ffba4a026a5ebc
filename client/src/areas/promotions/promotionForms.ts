import type { UserErrorLike } from '../../components/form/userErrors';
import type {
  PromotionCodeInput,
  PromotionCreateInput,
  PromotionFieldsFragment,
  PromotionType,
  RulePromotionCreateInput,
  RulePromotionFieldsFragment,
} from '../../graphql/generated';
import { decimalToMinorUnits, minorUnitsToDecimal } from '../../format/money';
import { ENUM_LABELS } from '../../format/labels';
import type { PromotionPeriodValues } from './components/PromotionPeriodFields';

/** Dates travel as ISO times; the forms edit calendar days (`2026-06-01`). */
export function isoDay(value: string | null | undefined): string {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10);
}

/** Today (local calendar day) plus `days`, as `YYYY-MM-DD`. */
export function localDay(days = 0, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A start day begins at midnight UTC; an end day lasts until its last second. */
export const startOfDay = (day: string) => `${day}T00:00:00.000Z`;
export const endOfDay = (day: string) => `${day}T23:59:59.000Z`;

/** "USD, eur" → ["USD", "EUR"], without repeats. */
export function parseCurrencies(text: string): string[] {
  const codes = text
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(codes)];
}

/** Codes typed one per line (or separated by commas), without blanks or repeats. */
export function parseCodes(text: string): string[] {
  const codes = text
    .split(/[\n,]+/)
    .map((code) => code.trim())
    .filter(Boolean);
  return [...new Set(codes)];
}

export const PROMOTION_TYPE_LABELS = ENUM_LABELS.PromotionType;

/** The types the form edits (the cart discounts); others keep their provider schema as it is. */
export const EDITABLE_TYPES = ['PERCENT_DISCOUNT', 'FIXED_DISCOUNT'] as const;
type EditableType = (typeof EDITABLE_TYPES)[number];
const isEditableType = (type: PromotionType): type is EditableType =>
  (EDITABLE_TYPES as readonly string[]).includes(type);

/** What the legacy and the rule promotion forms share: the name, description and period fields. */
interface SharedPromotionValues extends PromotionPeriodValues {
  name: string;
  description: string;
}

/** A new form opens on today for 30 days, enabled, applying with a code. */
function sharedFormValues(promotion?: {
  name: string;
  description?: string | null;
  start: string;
  end: string;
  enabled: boolean;
  automatic: boolean;
}): SharedPromotionValues {
  return {
    name: promotion?.name ?? '',
    description: promotion?.description ?? '',
    start: promotion ? isoDay(promotion.start) : localDay(),
    end: promotion ? isoDay(promotion.end) : localDay(30),
    enabled: promotion?.enabled ?? true,
    automatic: promotion?.automatic ?? false,
  };
}

/** The shared fields of either family's input; a blank description is left out. */
function sharedInput(values: SharedPromotionValues) {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    ...(description ? { description } : {}),
    enabled: values.enabled,
    automatic: values.automatic,
    start: startOfDay(values.start),
    end: endOfDay(values.end),
  };
}

/** The legacy promotion form. The discount value applies to every currency listed. */
export interface PromotionFormValues extends SharedPromotionValues {
  promotionType: PromotionType;
  currencies: string;
  /** A percentage, or an amount in the major unit ("5.00"). */
  value: string;
  /** Optional, in the major unit of each currency. */
  minCartValue: string;
}

export const PROMOTION_FORM_FIELDS = [
  'name',
  'description',
  'promotionType',
  'currencies',
  'value',
  'minCartValue',
  'start',
  'end',
  'enabled',
  'automatic',
] as const satisfies readonly (keyof PromotionFormValues)[];

export function promotionFormValues(promotion?: PromotionFieldsFragment): PromotionFormValues {
  const first = promotion?.discounts[0];
  let value = '';
  if (first?.percentage !== null && first?.percentage !== undefined) value = String(first.percentage);
  else if (first?.amount !== null && first?.amount !== undefined)
    value = minorUnitsToDecimal(first.amount, first.currency);
  const minimum = promotion?.minCartValue[0];
  return {
    ...sharedFormValues(promotion),
    promotionType: promotion?.promotionType ?? 'PERCENT_DISCOUNT',
    currencies: promotion ? promotion.discounts.map((discount) => discount.currency).join(', ') : 'USD',
    value,
    minCartValue: minimum ? minorUnitsToDecimal(minimum.amount, minimum.currency) : '',
  };
}

/** Checks the form makes before sending: what the provider would refuse in words it cannot use. */
export function promotionFormProblems(values: PromotionFormValues): UserErrorLike[] {
  if (!isEditableType(values.promotionType)) return [];
  const problems: UserErrorLike[] = [];
  const currencies = parseCurrencies(values.currencies);
  if (currencies.length === 0)
    problems.push({ field: ['currencies'], message: 'Enter at least one currency' });
  if (values.value.trim() === '') problems.push({ field: ['value'], message: 'Enter the discount' });
  else if (values.promotionType === 'PERCENT_DISCOUNT' && Number.isNaN(Number(values.value)))
    problems.push({ field: ['value'], message: 'Enter a number, e.g. 10' });
  else if (
    values.promotionType === 'FIXED_DISCOUNT' &&
    currencies.some((currency) => decimalToMinorUnits(values.value, currency) === null)
  )
    problems.push({ field: ['value'], message: 'Enter an amount, e.g. 5.00' });
  if (
    values.minCartValue.trim() !== '' &&
    currencies.some((currency) => decimalToMinorUnits(values.minCartValue, currency) === null)
  )
    problems.push({ field: ['minCartValue'], message: 'Enter an amount, e.g. 50.00' });
  return problems;
}

/** The input of a new promotion, or of a whole-form update (the provider keeps what is not sent). */
export function promotionInput(values: PromotionFormValues): PromotionCreateInput {
  const currencies = parseCurrencies(values.currencies);
  const editable = isEditableType(values.promotionType);
  const minimum = values.minCartValue.trim();
  return {
    ...sharedInput(values),
    promotionType: values.promotionType,
    ...(editable
      ? {
          discounts: currencies.map((currency) =>
            values.promotionType === 'PERCENT_DISCOUNT'
              ? { currency, percentage: Number(values.value) }
              : { currency, amount: decimalToMinorUnits(values.value, currency) ?? 0 },
          ),
        }
      : {}),
    ...(editable && minimum
      ? {
          minCartValue: currencies.map((currency) => ({
            currency,
            amount: decimalToMinorUnits(minimum, currency) ?? 0,
          })),
        }
      : {}),
  };
}

/** `["discounts", "0", "percentage"]` belongs to the value field, `["discounts", "0", "currency"]` to the currencies. */
export function promotionFormErrors(userErrors: readonly UserErrorLike[]): UserErrorLike[] {
  return userErrors.map((error) => {
    const [first, , leaf] = error.field ?? [];
    if (first === 'discounts') return { ...error, field: [leaf === 'currency' ? 'currencies' : 'value'] };
    if (first === 'minCartValue') return { ...error, field: ['minCartValue'] };
    return error;
  });
}

/** The rule promotion form; the rule set is edited as JSON. */
export interface RulePromotionFormValues extends SharedPromotionValues {
  ruleSet: string;
  priority: string;
  stackable: boolean;
}

export const RULE_PROMOTION_FORM_FIELDS = [
  'name',
  'description',
  'ruleSet',
  'priority',
  'start',
  'end',
  'enabled',
  'automatic',
  'stackable',
] as const satisfies readonly (keyof RulePromotionFormValues)[];

/** A new rule promotion starts from 10% off carts of at least $50. */
export const RULE_SET_TEMPLATE = {
  currencies: ['USD'],
  rules: { strategy: 'cart_total', operator: 'gte', args: [5000] },
  actions: [{ strategy: 'cart_discount', args: ['percent', 10] }],
};

export function rulePromotionFormValues(promotion?: RulePromotionFieldsFragment): RulePromotionFormValues {
  return {
    ...sharedFormValues(promotion),
    ruleSet: JSON.stringify(promotion?.ruleSet ?? RULE_SET_TEMPLATE, null, 2),
    priority:
      promotion?.priority === null || promotion?.priority === undefined ? '' : String(promotion.priority),
    stackable: promotion?.stackable ?? false,
  };
}

/** Parses the rule set text; a message for the field when it is not a JSON object. */
export function parseRuleSet(text: string): { value?: unknown; problem?: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { problem: 'The rule set must be a JSON object' };
    return { value };
  } catch {
    return { problem: 'The rule set is not valid JSON' };
  }
}

export function rulePromotionInput(values: RulePromotionFormValues): RulePromotionCreateInput {
  const priority = values.priority.trim();
  return {
    ...sharedInput(values),
    stackable: values.stackable,
    ...(priority ? { priority: Number(priority) } : {}),
    ruleSet: parseRuleSet(values.ruleSet).value ?? {},
  };
}

/** The add codes dialog. */
export interface CodesFormValues {
  codes: string;
  uses: string;
}

export const CODES_FORM_FIELDS = ['codes', 'uses'] as const satisfies readonly (keyof CodesFormValues)[];

export function codesInput(values: CodesFormValues): PromotionCodeInput[] {
  const uses = values.uses.trim();
  return parseCodes(values.codes).map((code) => ({ code, ...(uses ? { uses: Number(uses) } : {}) }));
}

/** `["codes", "1", "uses"]` belongs to the uses field; any other code error to the codes field. */
export function codesFormErrors(userErrors: readonly UserErrorLike[]): UserErrorLike[] {
  return userErrors.map((error) =>
    error.field?.[0] === 'codes' && error.field[2] === 'uses' ? { ...error, field: ['uses'] } : error,
  );
}

/** The generate codes dialog; names match `generatePromotionCodes`' arguments. */
export interface GenerateFormValues {
  count: string;
  prefix: string;
  maxUsesPerCode: string;
}

export const GENERATE_FORM_FIELDS = [
  'count',
  'prefix',
  'maxUsesPerCode',
] as const satisfies readonly (keyof GenerateFormValues)[];
