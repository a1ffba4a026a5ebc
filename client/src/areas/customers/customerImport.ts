import { useApolloClient } from '@apollo/client/react';
import { requirePayload } from '../../components/form/useMutationForm';
import {
  changedColumns,
  csvImport,
  type CsvImport,
  type ImportCells,
  type ImportColumn,
  type ImportProblem,
  type RowParse,
  type RowPlan,
} from '../../components/list/csvImport';
import {
  CustomerDetailsDocument,
  useCreateCustomerMutation,
  useUpdateCustomerMutation,
  type CustomerCreateInput,
  type CustomerDetailsQuery,
  type CustomerDetailsQueryVariables,
  type CustomerListItemFragment,
  type CustomerUpdateInput,
} from '../../graphql/generated';

/** The customer list's CSV, both ways: the export writes these columns, the import reads them. */
export const CUSTOMER_CSV_COLUMNS: readonly ImportColumn<CustomerListItemFragment>[] = [
  {
    header: 'Id',
    help: 'Given: the customer with this id is updated. Empty: a new customer is created.',
    value: (customer) => customer.id,
  },
  { header: 'Name', required: true, help: 'The customer’s full name.', value: (customer) => customer.name },
  {
    header: 'Email',
    required: true,
    help: 'The email they sign in with; one customer per email.',
    value: (customer) => customer.email,
  },
  {
    header: 'External reference',
    aliases: ['externalRef'],
    help: 'A reference from another system; optional.',
    value: (customer) => customer.externalRef,
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
  const errors: ImportProblem[] = [];
  if (id && !ID.test(id)) errors.push({ column: 'Id', message: `Id “${id}” is not a customer id.` });
  if (!name) errors.push({ column: 'Name', message: 'Name is required.' });
  if (!email) errors.push({ column: 'Email', message: 'Email is required.' });
  else if (!EMAIL.test(email)) {
    errors.push({ column: 'Email', message: `Email “${email}” is not an email address.` });
  }
  if (errors.length > 0) return { key, errors };
  const fields = {
    name,
    email,
    ...(externalRef ? { externalRef } : {}),
    ...(password ? { password } : {}),
  };
  return { key, input: id ? { id, update: fields } : { create: fields } };
}

/**
 * A checked row against the stored customer: the update carries only the fields that differ (a
 * password always counts as a change: it cannot be read back), none means unchanged.
 */
export function planCustomerRow(
  input: CustomerImportInput,
  stored: CustomerListItemFragment | null | undefined,
): RowPlan<CustomerImportInput> {
  if (input.id === undefined) return { action: 'create', input };
  if (!stored) {
    return {
      action: 'invalid',
      problems: [{ column: 'Id', message: `No customer has the id “${input.id}”.` }],
    };
  }
  const { name, email, externalRef, password } = input.update;
  const changes = changedColumns([
    { header: 'Name', file: name ?? '', stored: stored.name },
    { header: 'Email', file: email ?? '', stored: stored.email },
    { header: 'External reference', file: externalRef ?? '', stored: stored.externalRef },
  ]);
  if (password) changes.push('Password');
  if (changes.length === 0) return { action: 'unchanged' };
  const update: CustomerUpdateInput = {
    ...(changes.includes('Name') ? { name } : {}),
    ...(changes.includes('Email') ? { email } : {}),
    ...(changes.includes('External reference') ? { externalRef } : {}),
    ...(password ? { password } : {}),
  };
  return { action: 'update', input: { id: input.id, update }, changes };
}

/** The customer list's import (and, through its columns, its export). */
export function useCustomerImport(onFinished: () => void): CsvImport<CustomerListItemFragment> {
  const client = useApolloClient();
  // The import's own hooks: no cache eviction per row, the list is fetched again once at the end.
  const [importCreate] = useCreateCustomerMutation();
  const [importUpdate] = useUpdateCustomerMutation();
  return csvImport<CustomerImportInput, CustomerListItemFragment>({
    noun: ['customer', 'customers'],
    keyHeader: 'Email',
    columns: CUSTOMER_CSV_COLUMNS,
    parseRow: parseCustomerRow,
    plan: async (input) => {
      if (input.id === undefined) return planCustomerRow(input, undefined);
      const { data } = await client.query<CustomerDetailsQuery, CustomerDetailsQueryVariables>({
        query: CustomerDetailsDocument,
        variables: { id: input.id },
        fetchPolicy: 'network-only',
      });
      return planCustomerRow(input, data?.customer);
    },
    send: async (input) => {
      if (input.id === undefined) {
        const { data: created } = await importCreate({ variables: { input: input.create } });
        return requirePayload(created?.createCustomer).userErrors;
      }
      const { data: updated } = await importUpdate({ variables: { id: input.id, input: input.update } });
      return requirePayload(updated?.updateCustomer).userErrors;
    },
    onFinished,
  });
}
