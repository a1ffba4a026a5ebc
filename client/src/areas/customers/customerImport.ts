import type { ImportCells, ImportColumn, RowParse } from '../../components/list/csvImport';
import type { CustomerCreateInput, CustomerUpdateInput } from '../../graphql/generated';

/** The columns of the customer list's export (Id, Name, Email, External reference) and a password. */
export const CUSTOMER_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { header: 'Id', help: 'Given: the customer with this id is updated. Empty: a new customer is created.' },
  { header: 'Name', required: true, help: 'The customer’s full name.' },
  { header: 'Email', required: true, help: 'The email they sign in with; one customer per email.' },
  {
    header: 'External reference',
    aliases: ['externalRef'],
    help: 'A reference from another system; optional.',
  },
  { header: 'Password', help: 'Optional: lets the customer sign in. Never exported.' },
];

/** A row of the customer import: a new customer, or changes to the one with `id`. */
export type CustomerImportInput =
  { id?: undefined; create: CustomerCreateInput } | { id: string; update: CustomerUpdateInput };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Provider ids are UUIDs; anything with a slash or a space is refused before it reaches a path. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Checks one row of a customer CSV; empty optional cells are left out (an update keeps them). */
export function parseCustomerRow(cells: ImportCells): RowParse<CustomerImportInput> {
  const id = cells.get('Id');
  const name = cells.get('Name');
  const email = cells.get('Email');
  const externalRef = cells.get('External reference', 'externalRef');
  const password = cells.get('Password');
  const key = email || name || id;
  const errors: string[] = [];
  if (id && !ID.test(id)) errors.push(`Id “${id}” is not a customer id.`);
  if (!name) errors.push('Name is required.');
  if (!email) errors.push('Email is required.');
  else if (!EMAIL.test(email)) errors.push(`Email “${email}” is not an email address.`);
  if (errors.length > 0) return { key, errors };
  const fields = {
    name,
    email,
    ...(externalRef ? { externalRef } : {}),
    ...(password ? { password } : {}),
  };
  return { key, input: id ? { id, update: fields } : { create: fields } };
}
