import { InputGroup } from '@blueprintjs/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { TextField } from '../../../components/form/TextField';

/** A realm user's form (add dialog, user page); field names match `UserAuthenticationInfoCreateInput`. */
export interface RealmUserFormValues {
  name: string;
  email: string;
  username: string;
}

export const REALM_USER_FIELDS = ['name', 'email', 'username'] as const;

/** The provider requires a username on every user write, so the forms ask for one. */
const USERNAME_RULES = {
  validate: (value: unknown) => (typeof value === 'string' && value.trim() !== '') || 'Username is required',
};

/** A realm user's name, email and username, as the add dialog and the user page edit them. */
export function RealmUserFields({ form }: { form: UseFormReturn<RealmUserFormValues> }) {
  const { errors } = form.formState;
  return (
    <>
      <TextField form={form} name="name" id="realm-user-name" label="Name" />
      <TextField form={form} name="email" id="realm-user-email" label="Email" type="email" />
      <FormField id="realm-user-username" label="Username" error={fieldErrorMessage(errors.username)}>
        <InputGroup {...blueprintField(form, 'username', 'realm-user-username', USERNAME_RULES)} />
      </FormField>
    </>
  );
}
