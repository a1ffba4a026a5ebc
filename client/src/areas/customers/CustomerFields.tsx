import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/form/TextField';
import type { CustomerFormValues } from './customerForm';

/** The customer's fields, shared by the create dialog and the detail page's form. */
export function CustomerFields({
  form,
  passwordHelp,
}: {
  form: UseFormReturn<CustomerFormValues>;
  passwordHelp: string;
}) {
  return (
    <>
      <TextField form={form} name="name" id="customer-name" label="Name" required />
      <TextField
        form={form}
        name="email"
        id="customer-email"
        label="Email"
        helperText="The customer signs in with it; one customer per email."
        type="email"
        required
      />
      <TextField
        form={form}
        name="password"
        id="customer-password"
        label="Password"
        helperText={passwordHelp}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        form={form}
        name="externalRef"
        id="customer-external-ref"
        label="External reference"
        helperText="An id from another system, e.g. your CRM."
      />
    </>
  );
}
