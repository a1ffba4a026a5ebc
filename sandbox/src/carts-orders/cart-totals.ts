/**
 * Pure cart pricing: line values, promotion codes, custom discounts, taxes, totals and the
 * provider's `display_price` blocks. Amounts are integers in the currency's minor unit.
 *
 * Rules (kept deliberately simple, and the same ones checkout copies into the order):
 * - a line is worth `unit_amount * quantity`; its own custom discounts come off first;
 * - cart-level discounts (promotion codes, then cart custom discounts) are spread over the lines
 *   in proportion to what is left of each line, so every cent of discount belongs to a line and
 *   an order's per-item discounts add up to the cart's discount;
 * - a discount never takes a line below zero;
 * - taxes apply to the discounted line: a `rate` is rounded per line, an `amount` is taken as is.
 *   Taxes are always added on top; the sandbox does not back included tax out of a price.
 */

export interface TaxItem {
  id: string;
  code?: string;
  jurisdiction?: string;
  name?: string;
  /** Decimal rate (0.2 is 20%); exactly one of rate and amount is set. */
  rate?: number;
  /** Tax for the whole line in minor units. */
  amount?: number;
}

export interface CustomDiscount {
  id: string;
  /** Negative, minor units, as the provider stores it. */
  amount: number;
  description: string;
  discount_code: string;
  discount_engine: string;
  external_id: string;
}

/** A promotion code applied to the cart (what the promotions engine answered when it was added). */
export interface AppliedPromotion {
  code: string;
  promotion_id: string;
  name: string;
  kind: 'percent' | 'fixed';
  /** Percent 0-100, or minor units for `fixed`. */
  amount: number;
  currency?: string;
}

export interface PricedLine {
  id: string;
  quantity: number;
  unit_amount: number;
  custom_discounts: CustomDiscount[];
  taxes: TaxItem[];
}

/** Discount from one source on one line (positive minor units). */
export interface LineDiscount {
  /** Promotion code or custom discount code. */
  code: string;
  /** Promotion id or custom discount id. */
  id: string;
  source: 'promotion' | 'custom_discount';
  amount: number;
}

export interface LineTotals {
  id: string;
  without_discount: number;
  /** Positive: how much was taken off. */
  discount: number;
  without_tax: number;
  tax: number;
  with_tax: number;
  discounts: LineDiscount[];
}

export interface CartTotals {
  lines: LineTotals[];
  without_discount: number;
  discount: number;
  without_tax: number;
  tax: number;
  with_tax: number;
  /** Total per promotion code (positive), for `meta.display_price.discounts`. */
  byCode: Record<string, number>;
}

export interface CartPricingInput {
  currency: string | undefined;
  lines: PricedLine[];
  promotions: AppliedPromotion[];
  custom_discounts: CustomDiscount[];
}

/**
 * Splits `amount` over `weights` in proportion, largest remainder first, so the parts add up
 * exactly; a part never exceeds its weight.
 */
export function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const capped = Math.min(amount, total);
  const exact = weights.map((weight) => (capped * weight) / total);
  const parts = exact.map(Math.floor);
  let left = capped - parts.reduce((sum, part) => sum + part, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    if (parts[index] < weights[index]) {
      parts[index] += 1;
      left -= 1;
    }
  }
  return parts;
}

/** What a cart-level promotion takes off a base (positive minor units). */
export function promotionDiscount(
  promotion: AppliedPromotion,
  base: number,
  currency: string | undefined,
): number {
  if (promotion.kind === 'percent')
    return Math.round((base * Math.min(100, Math.max(0, promotion.amount))) / 100);
  // A fixed amount in another currency does not apply, as on the provider.
  if (promotion.currency !== undefined && currency !== undefined && promotion.currency !== currency) return 0;
  return Math.min(base, Math.max(0, promotion.amount));
}

export function computeCartTotals(input: CartPricingInput): CartTotals {
  const lines = input.lines.map((line) => {
    const gross = line.unit_amount * line.quantity;
    const discounts: LineDiscount[] = [];
    let remaining = gross;
    for (const custom of line.custom_discounts) {
      const taken = Math.min(remaining, Math.abs(custom.amount));
      remaining -= taken;
      discounts.push({ code: custom.discount_code, id: custom.id, source: 'custom_discount', amount: taken });
    }
    return { line, gross, remaining, discounts };
  });
  const byCode: Record<string, number> = {};
  const spread = (code: string, id: string, source: LineDiscount['source'], amount: number) => {
    const parts = allocate(
      amount,
      lines.map((entry) => entry.remaining),
    );
    parts.forEach((part, index) => {
      if (part === 0) return;
      lines[index].remaining -= part;
      lines[index].discounts.push({ code, id, source, amount: part });
    });
    return parts.reduce((sum, part) => sum + part, 0);
  };
  for (const promotion of input.promotions) {
    const base = lines.reduce((sum, entry) => sum + entry.remaining, 0);
    const applied = spread(
      promotion.code,
      promotion.promotion_id,
      'promotion',
      promotionDiscount(promotion, base, input.currency),
    );
    byCode[promotion.code] = (byCode[promotion.code] ?? 0) + applied;
  }
  for (const custom of input.custom_discounts) {
    spread(custom.discount_code, custom.id, 'custom_discount', Math.abs(custom.amount));
  }
  const totals: LineTotals[] = lines.map(({ line, gross, remaining, discounts }) => {
    let tax = 0;
    for (const item of line.taxes) {
      tax += item.rate !== undefined ? Math.round(remaining * item.rate) : (item.amount ?? 0);
    }
    return {
      id: line.id,
      without_discount: gross,
      discount: gross - remaining,
      without_tax: remaining,
      tax,
      with_tax: remaining + tax,
      discounts,
    };
  });
  const sum = (pick: (line: LineTotals) => number) => totals.reduce((total, line) => total + pick(line), 0);
  return {
    lines: totals,
    without_discount: sum((line) => line.without_discount),
    discount: sum((line) => line.discount),
    without_tax: sum((line) => line.without_tax),
    tax: sum((line) => line.tax),
    with_tax: sum((line) => line.with_tax),
    byCode,
  };
}

// ---------------------------------------------------------------------------------------------
// Display prices

/** How a store formats a currency (the v2 currency resource's fields). */
export interface CurrencyFormat {
  format: string;
  decimal_point: string;
  thousand_separator: string;
  decimal_places: number;
}

/** Used when the store has no currency of that code: `$`-style symbol, two decimals. */
export function fallbackFormat(currency: string): CurrencyFormat {
  const symbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥' };
  return {
    format: `${symbols[currency] ?? `${currency} `}{price}`,
    decimal_point: '.',
    thousand_separator: ',',
    decimal_places: currency === 'JPY' ? 0 : 2,
  };
}

/** `-1234` with `$` two decimals is `-$12.34`, like the provider. */
export function formatAmount(amount: number, format: CurrencyFormat): string {
  const places = format.decimal_places;
  const absolute = Math.abs(amount);
  const whole = Math.floor(absolute / 10 ** places);
  const fraction = absolute - whole * 10 ** places;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, format.thousand_separator);
  const number =
    places > 0 ? `${grouped}${format.decimal_point}${String(fraction).padStart(places, '0')}` : grouped;
  return `${amount < 0 ? '-' : ''}${format.format.replace('{price}', number)}`;
}

export interface FormattedPrice {
  amount: number;
  currency: string;
  formatted: string;
}

export type Formatter = (amount: number) => FormattedPrice;

export function formatter(currency: string, format: CurrencyFormat): Formatter {
  return (amount) => ({ amount, currency, formatted: formatAmount(amount, format) });
}

/** The cart's (or order's) `meta.display_price`; discounts are shown negative as on the provider. */
export function displayPrice(
  totals: Pick<CartTotals, 'with_tax' | 'without_tax' | 'tax' | 'discount' | 'without_discount'>,
  money: Formatter,
): Record<string, FormattedPrice> {
  return {
    with_tax: money(totals.with_tax),
    without_tax: money(totals.without_tax),
    tax: money(totals.tax),
    discount: money(-totals.discount),
    without_discount: money(totals.without_discount),
  };
}

/** An item's `meta.display_price`: each block with `unit` and `value`. */
export function lineDisplayPrice(
  line: LineTotals,
  quantity: number,
  money: Formatter,
): Record<string, { unit: FormattedPrice; value: FormattedPrice }> {
  const unit = (value: number) => (quantity > 0 ? Math.round(value / quantity) : 0);
  const block = (value: number) => ({ unit: money(unit(value)), value: money(value) });
  return {
    with_tax: block(line.with_tax),
    without_tax: block(line.without_tax),
    tax: block(line.tax),
    discount: block(-line.discount),
    without_discount: block(line.without_discount),
  };
}
