import { InputGroup } from '@blueprintjs/core';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { type MutationFormResult } from '../../../components/form/useMutationForm';

export interface FileUrlFormValues {
  fileLocation: string;
}

export interface AddFileByUrlDialogProps {
  onSubmit: (values: FileUrlFormValues) => Promise<MutationFormResult<FileUrlFormValues>>;
  onClose: () => void;
}

/** Links a file the provider fetches from a URL. Mounted only while open, so each opening starts blank. */
export function AddFileByUrlDialog({ onSubmit, onClose }: AddFileByUrlDialogProps) {
  return (
    <MutationFormDialog<FileUrlFormValues>
      title="Add file by URL"
      submitText="Add file"
      defaultValues={{ fileLocation: '' }}
      fieldNames={['fileLocation']}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form, errors) => (
        <>
          <FormField
            id="file-location"
            label="File URL"
            error={fieldErrorMessage(errors.fileLocation)}
            helperText="An http or https address, e.g. https://example.com/images/shirt.png"
          >
            <InputGroup
              {...blueprintField(form, 'fileLocation', 'file-location', {
                validate: (value) => /^https?:\/\/\S+$/i.test(value.trim()) || 'Enter an http or https URL',
              })}
              aria-required
            />
          </FormField>
        </>
      )}
    </MutationFormDialog>
  );
}
