import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/form/TextField';

/** A realm user's form (add dialog, user page); field names match `UserAuthenticationInfoCreateInput`. */
export interface RealmUserFormValues {
  name: string;
  email: string;
  username: string;
}

export const REALM_USER_FIELDS = ['name', 'email', 'username'] as const;

/**
 * A realm user's name, email and username, as the add dialog and the user page edit them. The provider
 * requires a username on every user write, so the forms ask for one.
 */
export function RealmUserFields({ form }: { form: UseFormReturn<RealmUserFormValues> }) {
  return (
    <>
      <TextField form={form} name="name" id="realm-user-name" label="Name" />
      <TextField form={form} name="email" id="realm-user-email" label="Email" type="email" />
      <TextField form={form} name="username" id="realm-user-username" label="Username" required />
    </>
  );
}
