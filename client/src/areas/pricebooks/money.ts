import type { MoneyAmountFragment, MoneyInput } from '../../graphql/generated';

/** The currencies every price and modifier dialog offers a row for, whatever the book already holds. */
export const OFFERED_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

/** One currency row of a price or modifier form, as typed. */
export interface CurrencyAmountValues {
  /** A decimal in the currency's major unit, e.g. "19.99"; '' leaves the currency out. */
  amount: string;
  includesTax: boolean;
}

/** The rows by currency code, e.g. `{ USD: { amount: '19.99', includesTax: false } }`. */
export type AmountsFormValues = Record<string, CurrencyAmountValues>;

/** Digits after the decimal point in a currency's minor unit (2 for USD, 0 for JPY). */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/**
 * "19.99" USD → 1999. Parsed as text, not as a float, so 0.29 never becomes 28.999…; null when the
 * text is not a non-negative amount with at most the currency's decimals.
 */
export function decimalToMinorUnits(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 1999 USD → "19.99": what the seller edits. */
export function minorUnitsToDecimal(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/** The currencies a form shows: the offered ones, then any others the resource already prices in. */
export function formCurrencies(amounts: readonly MoneyAmountFragment[] = []): string[] {
  const extra = amounts
    .map((money) => money.currency)
    .filter((code) => !(OFFERED_CURRENCIES as readonly string[]).includes(code));
  return [...OFFERED_CURRENCIES, ...extra];
}

/** Form rows for stored amounts; currencies without an amount get a blank row. */
export function amountsToFormValues(
  currencies: readonly string[],
  amounts: readonly MoneyAmountFragment[] = [],
): AmountsFormValues {
  return Object.fromEntries(
    currencies.map((currency) => {
      const stored = amounts.find((money) => money.currency === currency);
      return [
        currency,
        stored
          ? { amount: minorUnitsToDecimal(stored.amount, currency), includesTax: stored.includesTax }
          : { amount: '', includesTax: false },
      ];
    }),
  );
}

/**
 * The filled rows as `MoneyInput`s in minor units. Volume tiers are not edited here, so a currency's
 * stored tiers are sent back with it (the provider replaces every currency on update).
 */
export function amountsInput(
  values: AmountsFormValues,
  stored: readonly MoneyAmountFragment[] = [],
): MoneyInput[] {
  return Object.entries(values).flatMap(([currency, row]) => {
    if (row.amount.trim() === '') return [];
    const amount = decimalToMinorUnits(row.amount, currency);
    if (amount === null) return [];
    const tiers = stored.find((money) => money.currency === currency)?.tiers ?? [];
    return [
      {
        currency,
        amount,
        includesTax: row.includesTax,
        ...(tiers.length > 0
          ? {
              tiers: tiers.map(({ name, minimumQuantity, amount: tierAmount }) => ({
                name,
                minimumQuantity,
                amount: tierAmount,
              })),
            }
          : {}),
      },
    ];
  });
}

/** "$19.99 · €18.40 (tax incl.)": a price's amounts on one line for tables. */
export function formatAmounts(amounts: readonly MoneyAmountFragment[]): string {
  return amounts
    .map((money) => (money.includesTax ? `${money.formatted} (tax incl.)` : money.formatted))
    .join(' · ');
}
