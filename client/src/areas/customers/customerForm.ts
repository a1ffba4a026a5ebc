import type { CustomerListItemFragment } from '../../graphql/generated';

/** The customer form; field names match `CustomerCreateInput`, so userErrors land on their field. */
export interface CustomerFormValues {
  name: string;
  email: string;
  password: string;
  externalRef: string;
}

export const CUSTOMER_FORM_FIELDS = [
  'name',
  'email',
  'password',
  'externalRef',
] as const satisfies readonly (keyof CustomerFormValues)[];

/** The password is write-only: the form always starts without one. */
export function customerFormValues(customer?: CustomerListItemFragment): CustomerFormValues {
  return {
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    password: '',
    externalRef: customer?.externalRef ?? '',
  };
}

export function customerCreateInput(values: CustomerFormValues) {
  const externalRef = values.externalRef.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(values.password ? { password: values.password } : {}),
    ...(externalRef ? { externalRef } : {}),
  };
}

/** Only what changed; a typed password is always sent, an empty one keeps the current password. */
export function customerUpdateInput(customer: CustomerListItemFragment, values: CustomerFormValues) {
  const input: { name?: string; email?: string; password?: string; externalRef?: string | null } = {};
  if (values.name.trim() !== customer.name) input.name = values.name.trim();
  if (values.email.trim() !== customer.email) input.email = values.email.trim();
  if (values.password) input.password = values.password;
  const externalRef = values.externalRef.trim();
  if (externalRef !== (customer.externalRef ?? '')) input.externalRef = externalRef || null;
  return input;
}
