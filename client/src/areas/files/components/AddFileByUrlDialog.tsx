import { InputGroup } from '@blueprintjs/core';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';

export interface FileUrlFormValues {
  fileLocation: string;
}

export interface AddFileByUrlDialogProps {
  onSubmit: (values: FileUrlFormValues) => Promise<MutationFormResult<FileUrlFormValues>>;
  onClose: () => void;
}

/** Links a file the provider fetches from a URL. Mounted only while open, so each opening starts blank. */
export function AddFileByUrlDialog({ onSubmit, onClose }: AddFileByUrlDialogProps) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<FileUrlFormValues>({
    defaultValues: { fileLocation: '' },
    fieldNames: ['fileLocation'],
    submit: onSubmit,
  });
  return (
    <FormDialog
      isOpen
      title="Add file by URL"
      submitText="Add file"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormField
        id="file-location"
        label="File URL"
        error={fieldErrorMessage(form.formState.errors.fileLocation)}
        helperText="An http or https address, e.g. https://example.com/images/shirt.png"
      >
        <InputGroup
          {...blueprintField(form, 'fileLocation', 'file-location', {
            validate: (value) => /^https?:\/\/\S+$/i.test(value.trim()) || 'Enter an http or https URL',
          })}
          aria-required
        />
      </FormField>
    </FormDialog>
  );
}
