import type { MoneyAmountFragment, MoneyInput } from '../../graphql/generated';
import { decimalToMinorUnits, minorUnitsToDecimal } from '../../format/money';

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
