import { importCells } from '../../components/list/csvImport';
import { parseCustomerRow } from './customerImport';

const HEADERS = ['Id', 'Name', 'Email', 'External reference', 'Password'];
const row = (cells: Record<string, string>) => parseCustomerRow(importCells(HEADERS, cells));

describe('parseCustomerRow', () => {
  it('makes a new customer without an id, leaving empty optional cells out', () => {
    expect(
      row({ Id: '', Name: 'Ava Patel', Email: 'ava@example.com', 'External reference': '', Password: '' }),
    ).toEqual({
      key: 'ava@example.com',
      input: { create: { name: 'Ava Patel', email: 'ava@example.com' } },
    });
  });

  it('updates the customer with the id, with the reference and password given', () => {
    expect(
      row({
        Id: 'c-1',
        Name: 'Ava',
        Email: 'ava@example.com',
        'External reference': 'crm-7',
        Password: 'secret12',
      }),
    ).toEqual({
      key: 'ava@example.com',
      input: {
        id: 'c-1',
        update: { name: 'Ava', email: 'ava@example.com', externalRef: 'crm-7', password: 'secret12' },
      },
    });
  });

  it('names every problem of a row in the seller’s words', () => {
    expect(row({ Id: '../orders', Name: '', Email: 'not-an-email' })).toEqual({
      key: 'not-an-email',
      errors: [
        'Id “../orders” is not a customer id.',
        'Name is required.',
        'Email “not-an-email” is not an email address.',
      ],
    });
    expect(row({ Name: 'Ava', Email: '' }).errors).toEqual(['Email is required.']);
  });
});
