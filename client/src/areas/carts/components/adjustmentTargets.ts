/**
 * Which custom discount or tax a dialog is about, kept in the URL as one value
 * (`?dialog=custom-discount&target=cart/new`, `.../target=<itemId>/<discountId>`): the line (or
 * `cart`, or `all` lines for a bulk tax) and the entry being edited (or `new`). Provider ids hold no
 * `/`, so the split is unambiguous.
 */
export interface AdjustmentTarget {
  /** The line, or null for the cart itself (custom discounts) or every line (bulk taxes). */
  itemId: string | null;
  /** The entry being edited, or null when adding. */
  entryId: string | null;
}

const WHOLE = new Set(['cart', 'all']);

export function adjustmentTarget(itemId: string | null, entryId: string | null, whole = 'cart'): string {
  return `${itemId ?? whole}/${entryId ?? 'new'}`;
}

export function parseAdjustmentTarget(value: string): AdjustmentTarget | null {
  const [item, entry, ...rest] = value.split('/');
  if (!item || !entry || rest.length > 0) return null;
  return { itemId: WHOLE.has(item) ? null : item, entryId: entry === 'new' ? null : entry };
}
