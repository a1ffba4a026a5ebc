/**
 * Money as the schema shows it (`Money` in `schema/pricebooks.graphql`): amounts in the currency's
 * minor unit, plus a display string. Every area that answers a price builds it here.
 */

/**
 * One formatter per currency code, made once: building an `Intl.NumberFormat` costs tens of
 * microseconds, which a page of prices paid per amount (two thirds of the gateway's CPU on the
 * products list). `null` for a code the runtime refuses. Codes come from provider data, so the
 * cache is bounded: past its size a code is formatted without being kept.
 */
const formatters = new Map<string, CurrencyFormat | null>();
const MAX_FORMATTERS = 512;

interface CurrencyFormat {
  format: Intl.NumberFormat;
  /** How many minor units the currency has (2 for USD, 0 for JPY). */
  minorDigits: number;
}

function formatterOf(currency: string): CurrencyFormat | null {
  let formatter = formatters.get(currency);
  if (formatter === undefined) {
    try {
      const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      formatter = { format, minorDigits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    } catch {
      formatter = null;
    }
    if (formatters.size < MAX_FORMATTERS) formatters.set(currency, formatter);
  }
  return formatter;
}

/** `1999 USD` → `$19.99`; an unknown code still reads well: `19.99 XYZ` (2 minor digits assumed). */
export function formatMoney(amount: number, currency: string): string {
  const formatter = formatterOf(currency);
  if (!formatter) return `${(amount / 100).toFixed(2)} ${currency}`;
  return formatter.format.format(amount / 10 ** formatter.minorDigits);
}

export interface MoneyTier {
  name: string;
  minimumQuantity: number;
  amount: number;
}

/** A GraphQL `Money`. */
export interface Money {
  currency: string;
  amount: number;
  includesTax: boolean;
  formatted: string;
  tiers: MoneyTier[];
}

/**
 * A `Money` from minor units; `formatted` is the provider's own display string when it sent one
 * (it knows the store's format), else ours.
 */
export function money(
  amount: number,
  currency: string,
  options: { includesTax?: boolean; formatted?: string; tiers?: MoneyTier[] } = {},
): Money {
  return {
    currency,
    amount,
    includesTax: options.includesTax ?? false,
    formatted: options.formatted ?? formatMoney(amount, currency),
    tiers: options.tiers ?? [],
  };
}
