import { ENUM_VALUES, type EnumName } from '../graphql/enums.generated';
import { ENUM_LABELS, enumLabel, enumLabelOf, enumOptions } from './labels';

const enumNames = Object.keys(ENUM_VALUES) as EnumName[];

describe('enum labels', () => {
  it('walks every generated enum: each value has a human label and nothing else is labelled', () => {
    expect(enumNames.length).toBeGreaterThan(40);
    for (const name of enumNames) {
      const labels: Readonly<Record<string, string>> = ENUM_LABELS[name];
      expect([name, Object.keys(labels).sort()]).toEqual([name, [...ENUM_VALUES[name]].sort()]);
      for (const value of ENUM_VALUES[name]) {
        const label = labels[value];
        // Not the raw value, not shouting, no underscores: "Partially paid", not "PARTIALLY_PAID".
        expect([name, value, label]).toEqual([name, value, expect.stringMatching(/^[A-Z][^_]*[a-z][^_]*$/)]);
      }
    }
  });

  it('gives the issue’s raw values their words', () => {
    expect(enumLabel('CatalogReleaseStatus', 'PUBLISHED')).toBe('Published');
    expect(enumLabel('StockTransactionAction', 'INCREMENT')).toBe('Increment (add units)');
    expect(enumLabel('StoreTier', 'TIER1000')).toBe('Tier 1000');
    expect(enumLabel('OrderPaymentStatus', 'PARTIALLY_PAID')).toBe('Partially paid');
  });

  it('labels untyped strings and leaves unknown ones as they are', () => {
    expect(enumLabelOf('ProductStatus', 'LIVE')).toBe('Live');
    expect(enumLabelOf('ProductStatus', 'toString')).toBe('toString');
    expect(enumLabelOf('ProductStatus', 'ARCHIVED')).toBe('ARCHIVED');
  });

  it('builds select options in the given order', () => {
    expect(enumOptions('OrderShippingStatus', ['FULFILLED', 'UNFULFILLED'])).toEqual([
      { value: 'FULFILLED', label: 'Fulfilled' },
      { value: 'UNFULFILLED', label: 'Unfulfilled' },
    ]);
    expect(enumOptions('ProductStatus').map((option) => option.value)).toEqual(['LIVE', 'DRAFT']);
  });
});
