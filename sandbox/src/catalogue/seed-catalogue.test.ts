import { decodeStoredAttributes } from './product-attributes';
import { generateCatalogue } from './seed-catalogue';

const NOW = Date.UTC(2026, 5, 1);
const catalogue = generateCatalogue(NOW);

it('is large enough and identical on every run, apart from timestamps', () => {
  expect(catalogue.length).toBeGreaterThanOrEqual(220);
  const withoutTimes = (now: number) =>
    generateCatalogue(now).map(({ id, attributes }) => ({ id, attributes }));
  expect(withoutTimes(0)).toEqual(withoutTimes(NOW));
});

it('has unique ids, skus and slugs in the provider formats', () => {
  for (const key of ['sku', 'slug'] as const) {
    expect(new Set(catalogue.map((product) => product.attributes[key])).size).toBe(catalogue.length);
  }
  expect(new Set(catalogue.map((product) => product.id)).size).toBe(catalogue.length);
  for (const { attributes } of catalogue) {
    expect(attributes.sku).toMatch(/^[A-Z]{3}-[A-Z]{3}-\d{4}$/);
    // Every seeded product must pass the same validation the API applies.
    expect(() => decodeStoredAttributes(attributes)).not.toThrow();
  }
});

it('is roughly 70% live and mixes physical and digital goods', () => {
  const live = catalogue.filter((product) => product.attributes.status === 'live').length / catalogue.length;
  expect(live).toBeGreaterThan(0.6);
  expect(live).toBeLessThan(0.8);
  const digital = catalogue.filter((product) => product.attributes.commodity_type === 'digital');
  expect(digital.length).toBeGreaterThan(30);
  expect(digital.every((product) => /^(BKS|DIG|GFT)-/.test(product.attributes.sku ?? ''))).toBe(true);
});

it('spreads creation over the past year with multi-sentence descriptions', () => {
  const yearAgo = NOW - 365 * 24 * 3600 * 1000;
  for (const product of catalogue) {
    const created = Date.parse(product.createdAt);
    expect(created).toBeGreaterThanOrEqual(yearAgo);
    expect(created).toBeLessThanOrEqual(NOW);
    expect(Date.parse(product.updatedAt)).toBeGreaterThanOrEqual(created);
    expect(product.attributes.description?.split('. ').length).toBeGreaterThanOrEqual(3);
  }
  expect(catalogue.some((product) => product.attributes.upc_ean)).toBe(true);
  expect(catalogue.some((product) => product.attributes.mpn)).toBe(true);
});
