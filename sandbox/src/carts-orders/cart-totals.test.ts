import {
  allocate,
  computeCartTotals,
  fallbackFormat,
  formatAmount,
  type CustomDiscount,
  type PricedLine,
} from './cart-totals';

const line = (id: string, unit: number, quantity: number, extra: Partial<PricedLine> = {}): PricedLine => ({
  id,
  unit_amount: unit,
  quantity,
  custom_discounts: [],
  taxes: [],
  ...extra,
});

const discount = (id: string, amount: number): CustomDiscount => ({
  id,
  amount,
  description: 'd',
  discount_code: id.toUpperCase(),
  discount_engine: 'engine',
  external_id: id,
});

describe('cart totals', () => {
  it('adds line values, with a rate tax rounded per line and a fixed tax amount', () => {
    const totals = computeCartTotals({
      currency: 'USD',
      lines: [
        line('a', 1999, 3, { taxes: [{ id: 't1', rate: 0.0725 }] }),
        line('b', 500, 1, { taxes: [{ id: 't2', amount: 45 }] }),
      ],
      promotions: [],
      custom_discounts: [],
    });
    // 5997 * 7.25% = 434.78 -> 435
    expect(totals.lines.map((entry) => entry.tax)).toEqual([435, 45]);
    expect(totals).toMatchObject({
      without_discount: 6497,
      discount: 0,
      without_tax: 6497,
      tax: 480,
      with_tax: 6977,
    });
  });

  it('takes item discounts off their line, spreads cart discounts in proportion, and taxes the rest', () => {
    const totals = computeCartTotals({
      currency: 'USD',
      lines: [
        line('a', 3000, 1, { custom_discounts: [discount('item', -1000)], taxes: [{ id: 't', rate: 0.1 }] }),
        line('b', 6000, 1),
      ],
      promotions: [{ code: 'TEN', promotion_id: 'p', name: 'Ten', kind: 'percent', amount: 10 }],
      custom_discounts: [discount('cart', -200)],
    });
    // After the item discount: a 2000, b 6000. 10% of 8000 = 800 split 200/600; then 200 split 50/150
    // over what is left (1800/5400).
    expect(totals.lines[0]).toMatchObject({
      without_discount: 3000,
      discount: 1250,
      without_tax: 1750,
      tax: 175,
    });
    expect(totals.lines[1]).toMatchObject({ discount: 750, without_tax: 5250, tax: 0 });
    expect(totals.byCode).toEqual({ TEN: 800 });
    expect(totals).toMatchObject({ without_discount: 9000, discount: 2000, tax: 175, with_tax: 7175 });
  });

  it('caps a fixed promotion at the cart value and ignores one in another currency', () => {
    const fixed = {
      code: 'BIG',
      promotion_id: 'p',
      name: 'Big',
      kind: 'fixed' as const,
      amount: 99999,
      currency: 'USD',
    };
    const capped = computeCartTotals({
      currency: 'USD',
      lines: [line('a', 700, 2)],
      promotions: [fixed],
      custom_discounts: [],
    });
    expect(capped).toMatchObject({ discount: 1400, with_tax: 0 });
    const euro = computeCartTotals({
      currency: 'EUR',
      lines: [line('a', 700, 2)],
      promotions: [fixed],
      custom_discounts: [],
    });
    expect(euro.discount).toBe(0);
  });

  it('allocates exactly, never above a weight', () => {
    expect(allocate(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(allocate(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocate(10, [3, 0, 2])).toEqual([3, 0, 2]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
  });

  it('formats amounts like the provider', () => {
    expect(formatAmount(123456, fallbackFormat('USD'))).toBe('$1,234.56');
    expect(formatAmount(-5000, fallbackFormat('USD'))).toBe('-$50.00');
    expect(formatAmount(1500, fallbackFormat('JPY'))).toBe('¥1,500');
    expect(
      formatAmount(920, {
        format: '{price} kr',
        decimal_point: ',',
        thousand_separator: '.',
        decimal_places: 2,
      }),
    ).toBe('9,20 kr');
  });
});
