import type { MoneyAmountFragment } from '../graphql/generated';

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

/** "$19.99 · €18.40 (tax incl.)": a price's amounts on one line for tables. */
export function formatAmounts(amounts: readonly MoneyAmountFragment[]): string {
  return amounts
    .map((money) => (money.includesTax ? `${money.formatted} (tax incl.)` : money.formatted))
    .join(' · ');
}

/** 45034 EUR → "€450.34": an amount as the seller reads it, never in minor units. */
export function formatMinorUnits(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount / 10 ** digits);
  } catch {
    // Not an ISO currency code: the decimal with the code.
    return `${minorUnitsToDecimal(amount, currency)} ${currency}`;
  }
}

const OVER_REFUND = /must not exceed the refundable (\d+)\b/;

/**
 * The provider's over-refund refusal ("amount must not exceed the refundable 45034", in minor units)
 * in the seller's words with the amount formatted; other messages unchanged.
 */
export function sellerRefundMessage(message: string, currency: string): string {
  const match = OVER_REFUND.exec(message);
  if (!match?.[1]) return message;
  return `The refund can be at most ${formatMinorUnits(Number(match[1]), currency)}, what is left to refund.`;
}
