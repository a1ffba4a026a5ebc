import { InputGroup } from '@blueprintjs/core';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { type MutationFormResult } from '../../../components/form/useMutationForm';

export interface ApplicationKeyFormValues {
  name: string;
  /** Requests per second, as typed. */
  reservedRateLimit: string;
}

export const APPLICATION_KEY_FORM_FIELDS = ['name', 'reservedRateLimit'] as const;

export interface ApplicationKeyFormDialogProps {
  title: string;
  submitText: string;
  defaultValues: ApplicationKeyFormValues;
  onSubmit: (values: ApplicationKeyFormValues) => Promise<MutationFormResult<ApplicationKeyFormValues>>;
  onClose: () => void;
}

/** Creates or renames an application key. Mounted only while open. */
export function ApplicationKeyFormDialog({
  title,
  submitText,
  defaultValues,
  onSubmit,
  onClose,
}: ApplicationKeyFormDialogProps) {
  return (
    <MutationFormDialog<ApplicationKeyFormValues>
      title={title}
      submitText={submitText}
      defaultValues={defaultValues}
      fieldNames={APPLICATION_KEY_FORM_FIELDS}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form, errors) => (
        <>
          <FormField id="application-key-name" label="Name" error={fieldErrorMessage(errors.name)}>
            <InputGroup
              {...blueprintField(form, 'name', 'application-key-name', {
                validate: (value) => value.trim() !== '' || 'Name is required',
              })}
              aria-required
            />
          </FormField>
          <FormField
            id="application-key-rate"
            label="Reserved rate limit"
            error={fieldErrorMessage(errors.reservedRateLimit)}
            helperText="Requests per second reserved for this key; 0 reserves none."
          >
            <InputGroup
              {...blueprintField(form, 'reservedRateLimit', 'application-key-rate', {
                validate: (value) => /^\d+$/.test(value.trim()) || 'Enter a whole number, 0 or more',
              })}
              inputMode="numeric"
            />
          </FormField>
        </>
      )}
    </MutationFormDialog>
  );
}
