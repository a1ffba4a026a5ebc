/** How many minor units a currency has (2 for USD, 0 for JPY); 2 when unknown. */
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

/** `"5.25"` in USD → 525 minor units; undefined when it is not a non-negative number. */
export function toMinorUnits(text: string, currency: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * 10 ** minorDigits(currency));
}

/** 525 minor units in USD → `"5.25"`, the text a price field shows for editing. */
export function toMajorUnitsText(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}
