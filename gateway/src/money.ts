/**
 * Money as the schema shows it (`Money` in `schema/pricebooks.graphql`): amounts in the currency's
 * minor unit, plus a display string. Every area that answers a price builds it here.
 */

/** How many minor units a currency has (2 for USD, 0 for JPY); 2 when the runtime does not know it. */
function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** `1999 USD` → `$19.99`; an unknown code still reads well: `19.99 XYZ`. */
export function formatMoney(amount: number, currency: string): string {
  const major = amount / 10 ** minorDigits(currency);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(major);
  } catch {
    return `${major.toFixed(2)} ${currency}`;
  }
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
