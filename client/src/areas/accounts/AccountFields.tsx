import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/form/TextField';
import type { AccountFormValues } from './accountForm';

/** The account's own fields, shared by the create dialog and the detail page's form. */
export function AccountFields({ form }: { form: UseFormReturn<AccountFormValues> }) {
  return (
    <>
      <TextField form={form} name="name" id="account-name" label="Name" required />
      <TextField form={form} name="legalName" id="account-legal-name" label="Legal name" />
      <TextField
        form={form}
        name="registrationId"
        id="account-registration-id"
        label="Registration id"
        helperText="The company registration number."
      />
      <TextField
        form={form}
        name="externalRef"
        id="account-external-ref"
        label="External reference"
        helperText="An id from another system, e.g. your ERP."
      />
    </>
  );
}
