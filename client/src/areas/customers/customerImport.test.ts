import { importCells } from '../../components/list/csvImport';
import type { CustomerListItemFragment } from '../../graphql/generated';
import { parseCustomerRow, planCustomerRow } from './customerImport';

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
        { column: 'Id', message: 'Id “../orders” is not a customer id.' },
        { column: 'Name', message: 'Name is required.' },
        { column: 'Email', message: 'Email “not-an-email” is not an email address.' },
      ],
    });
    expect(row({ Name: 'Ava', Email: '' }).errors).toEqual([
      { column: 'Email', message: 'Email is required.' },
    ]);
  });
});

describe('planCustomerRow', () => {
  const stored: CustomerListItemFragment = {
    __typename: 'Customer',
    id: 'c-1',
    name: 'Ava Patel',
    email: 'ava@example.com',
    externalRef: 'crm-1',
    createdAt: '2026-01-10T09:30:00.000Z',
    updatedAt: '2026-01-10T09:30:00.000Z',
  };
  const update = (fields: { name: string; email: string; externalRef?: string; password?: string }) => ({
    id: 'c-1',
    update: fields,
  });

  it('skips a row equal to the stored customer, an empty reference keeping the stored one', () => {
    expect(planCustomerRow(update({ name: 'Ava Patel', email: 'ava@example.com' }), stored)).toEqual({
      action: 'unchanged',
    });
  });

  it('updates only the fields that differ, and always a given password', () => {
    expect(
      planCustomerRow(
        update({ name: 'Ava Jones', email: 'ava@example.com', externalRef: 'crm-1', password: 'secret12' }),
        stored,
      ),
    ).toEqual({
      action: 'update',
      input: { id: 'c-1', update: { name: 'Ava Jones', password: 'secret12' } },
      changes: ['Name', 'Password'],
    });
  });

  it('creates a row without an id and refuses an id no customer has', () => {
    const create = { create: { name: 'Liam', email: 'liam@example.com' } };
    expect(planCustomerRow(create, undefined)).toEqual({ action: 'create', input: create });
    expect(planCustomerRow(update({ name: 'Ava', email: 'ava@example.com' }), null)).toEqual({
      action: 'invalid',
      problems: [{ column: 'Id', message: 'No customer has the id “c-1”.' }],
    });
  });
});
