import { InputGroup, TextArea } from '@blueprintjs/core';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { type MutationFormResult } from '../../../components/form/useMutationForm';

export interface CustomApiFormValues {
  name: string;
  description: string;
  slug: string;
  apiType: string;
}

export const CUSTOM_API_FORM_FIELDS = ['name', 'description', 'slug', 'apiType'] as const;

export interface CustomApiFormDialogProps {
  title: string;
  submitText: string;
  defaultValues: CustomApiFormValues;
  onSubmit: (values: CustomApiFormValues) => Promise<MutationFormResult<CustomApiFormValues>>;
  onClose: () => void;
}

/** Creates or edits a Custom API. Mounted only while open. */
export function CustomApiFormDialog({
  title,
  submitText,
  defaultValues,
  onSubmit,
  onClose,
}: CustomApiFormDialogProps) {
  return (
    <MutationFormDialog<CustomApiFormValues>
      title={title}
      submitText={submitText}
      defaultValues={defaultValues}
      fieldNames={CUSTOM_API_FORM_FIELDS}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form, errors) => (
        <>
          <FormField id="custom-api-name" label="Name" error={fieldErrorMessage(errors.name)}>
            <InputGroup
              {...blueprintField(form, 'name', 'custom-api-name', {
                validate: (value) => value.trim() !== '' || 'Name is required',
              })}
              aria-required
            />
          </FormField>
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
          <FormField
            id="custom-api-description"
            label="Description"
            error={fieldErrorMessage(errors.description)}
          >
            <TextArea {...blueprintField(form, 'description', 'custom-api-description')} fill rows={2} />
          </FormField>
        </>
      )}
    </MutationFormDialog>
  );
}
