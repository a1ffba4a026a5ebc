import { decimalToMinorUnits, minorUnitsToDecimal } from '../../format/money';
import { amountsInput } from './currencyAmounts';

describe('money conversions', () => {
  it('reads decimals as minor units without float rounding', () => {
    expect(decimalToMinorUnits('19.99', 'USD')).toBe(1999);
    expect(decimalToMinorUnits('0.29', 'EUR')).toBe(29);
    expect(decimalToMinorUnits('12.5', 'GBP')).toBe(1250);
    expect(decimalToMinorUnits('7', 'USD')).toBe(700);
    expect(decimalToMinorUnits('500', 'JPY')).toBe(500);
  });

  it('refuses what is not an amount in the currency', () => {
    expect(decimalToMinorUnits('1.999', 'USD')).toBeNull();
    expect(decimalToMinorUnits('-1', 'USD')).toBeNull();
    expect(decimalToMinorUnits('abc', 'USD')).toBeNull();
    expect(decimalToMinorUnits('1.5', 'JPY')).toBeNull();
  });

  it('shows minor units as decimals and leaves blank rows out of the input', () => {
    expect(minorUnitsToDecimal(1999, 'USD')).toBe('19.99');
    expect(
      amountsInput({
        USD: { amount: '19.99', includesTax: true },
        EUR: { amount: '', includesTax: false },
      }),
    ).toEqual([{ currency: 'USD', amount: 1999, includesTax: true }]);
  });
});
