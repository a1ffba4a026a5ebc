import {
  branchIds,
  categoryUpdateInput,
  currencyCreateInput,
  currencyFormValues,
  currencyUpdateInput,
  entryCreateInput,
  slugify,
} from './catalogueForms';

describe('legacy catalogue forms', () => {
  it('derives a slug from the name when none is given', () => {
    expect(slugify('Été Summer Sale!')).toBe('ete-summer-sale');
    expect(entryCreateInput({ name: ' Acme ', slug: '', description: '', status: 'LIVE' }).slug).toBe('acme');
  });

  it('sends only changed category fields, a cleared parent as null', () => {
    const before = {
      name: 'Shirts',
      slug: 'shirts',
      description: '',
      status: 'LIVE' as const,
      parentId: 'c-1',
    };
    expect(categoryUpdateInput(before, { ...before, name: 'Tees', parentId: '' })).toEqual({
      name: 'Tees',
      parentId: null,
    });
  });

  it('turns currency text fields into numbers and diffs updates', () => {
    const values = {
      ...currencyFormValues(),
      name: ' Swedish Krona ',
      code: 'SEK',
      exchangeRate: '10.5',
      decimalPlaces: '0',
    };
    expect(currencyCreateInput(values)).toMatchObject({
      name: 'Swedish Krona',
      code: 'SEK',
      exchangeRate: 10.5,
      decimalPlaces: 0,
    });
    expect(currencyUpdateInput(values, { ...values, isDefault: true })).toEqual({ isDefault: true });
  });

  it('lists the ids of categories with children', () => {
    expect(branchIds([{ id: 'a', name: 'A', children: [{ id: 'b', name: 'B', children: [] }] }])).toEqual([
      'a',
    ]);
  });
});
