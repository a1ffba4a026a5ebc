import { InputGroup } from '@blueprintjs/core';
import { MutationFormDialog, type EntityFormDialogProps } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { TextField } from '../../../components/form/TextField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';

export interface CustomApiFormValues {
  name: string;
  description: string;
  slug: string;
  apiType: string;
}

export const CUSTOM_API_FORM_FIELDS = ['name', 'description', 'slug', 'apiType'] as const;

/** Creates or edits a Custom API. Mounted only while open. */
export function CustomApiFormDialog({ onSubmit, ...dialog }: EntityFormDialogProps<CustomApiFormValues>) {
  return (
    <MutationFormDialog<CustomApiFormValues>
      {...dialog}
      fieldNames={CUSTOM_API_FORM_FIELDS}
      submit={onSubmit}
    >
      {(form, errors) => (
        <>
          <TextField form={form} name="name" id="custom-api-name" label="Name" required />
          <FormField
            id="custom-api-slug"
            label="Slug"
            error={fieldErrorMessage(errors.slug)}
            helperText="Entries live at /v2/extensions/{slug}: lower-case letters, digits, - and _."
          >
            <InputGroup {...blueprintField(form, 'slug', 'custom-api-slug')} aria-required />
          </FormField>
          <FormField
            id="custom-api-type"
            label="API type"
            error={fieldErrorMessage(errors.apiType)}
            helperText="The entries' type, ending in _ext, e.g. wishlist_ext."
          >
            <InputGroup {...blueprintField(form, 'apiType', 'custom-api-type')} aria-required />
          </FormField>
          <TextField
            form={form}
            name="description"
            id="custom-api-description"
            label="Description"
            rows={2}
          />
        </>
      )}
    </MutationFormDialog>
  );
}
