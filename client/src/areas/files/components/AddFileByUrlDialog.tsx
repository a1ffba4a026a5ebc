import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { TextField } from '../../../components/form/TextField';
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
      {(form) => (
        <TextField
          form={form}
          name="fileLocation"
          id="file-location"
          label="File URL"
          helperText="An http or https address, e.g. https://example.com/images/shirt.png"
          required
          rules={{
            validate: (value) => /^https?:\/\/\S+$/i.test(value.trim()) || 'Enter an http or https URL',
          }}
        />
      )}
    </MutationFormDialog>
  );
}
