import { formatMoney, money } from './money';

describe('formatMoney', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes one formatter per currency, however many amounts it formats', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    const amounts = Array.from({ length: 50 }, (_, index) => formatMoney(index * 100, 'CHF'));
    expect(amounts[3]).toMatch(/^CHF\s3\.00$/);
    expect(formatMoney(500, 'KRW')).toBe('₩500');
    expect(formatMoney(1999, 'KRW')).toBe('₩1,999');
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('formats in the currency’s minor unit, and writes out a code the runtime refuses', () => {
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(1999, 'US')).toBe('19.99 US');
    expect(money(250, 'EUR').formatted).toBe('€2.50');
  });
});
