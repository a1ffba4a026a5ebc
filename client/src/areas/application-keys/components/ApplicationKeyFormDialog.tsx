import { EntityFormDialog, type EntityFormDialogProps } from '../../../components/form/MutationFormDialog';
import { TextField } from '../../../components/form/TextField';

export interface ApplicationKeyFormValues {
  name: string;
  /** Requests per second, as typed. */
  reservedRateLimit: string;
}

export const APPLICATION_KEY_FORM_FIELDS = ['name', 'reservedRateLimit'] as const;

/** Creates or renames an application key. Mounted only while open. */
export function ApplicationKeyFormDialog(props: EntityFormDialogProps<ApplicationKeyFormValues>) {
  return (
    <EntityFormDialog {...props} fieldNames={APPLICATION_KEY_FORM_FIELDS}>
      {(form) => (
        <>
          <TextField form={form} name="name" id="application-key-name" label="Name" required />
          <TextField
            form={form}
            name="reservedRateLimit"
            id="application-key-rate"
            label="Reserved rate limit"
            helperText="Requests per second reserved for this key; 0 reserves none."
            rules={{ validate: (value) => /^\d+$/.test(value.trim()) || 'Enter a whole number, 0 or more' }}
            inputMode="numeric"
          />
        </>
      )}
    </EntityFormDialog>
  );
}
