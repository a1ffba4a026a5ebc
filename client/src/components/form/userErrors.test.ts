import { userErrorFieldName } from './userErrors';

const fields = ['name', 'sku', 'upcEan', 'tags'] as const;

describe('userErrorFieldName', () => {
  it('finds the form field a user error points at', () => {
    expect(userErrorFieldName({ field: ['sku'], message: 'taken' }, fields)).toBe('sku');
    expect(userErrorFieldName({ field: ['input', 'name'], message: 'blank' }, fields)).toBe('name');
    expect(userErrorFieldName({ field: ['upc_ean'], message: 'bad' }, fields)).toBe('upcEan');
    expect(userErrorFieldName({ field: ['tags', '3'], message: 'spaces' }, fields)).toBe('tags');
  });

  it('leaves errors about no known field to the form', () => {
    expect(userErrorFieldName({ field: null, message: 'limit reached' }, fields)).toBeNull();
    expect(userErrorFieldName({ field: ['price'], message: 'x' }, fields)).toBeNull();
  });
});
