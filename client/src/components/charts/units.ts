/** Minor units (cents) to the currency's major unit (dollars), by the currency's usual decimals. */
export function majorUnits(amount: number, currency: string): number {
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    digits = 2;
  }
  return amount / 10 ** digits;
}
