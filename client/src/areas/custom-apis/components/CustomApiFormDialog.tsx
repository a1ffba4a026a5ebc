import { EntityFormDialog, type EntityFormDialogProps } from '../../../components/form/MutationFormDialog';
import { TextField } from '../../../components/form/TextField';

export interface CustomApiFormValues {
  name: string;
  description: string;
  slug: string;
  apiType: string;
}

export const CUSTOM_API_FORM_FIELDS = ['name', 'description', 'slug', 'apiType'] as const;

/** Creates or edits a Custom API. Mounted only while open. */
export function CustomApiFormDialog(props: EntityFormDialogProps<CustomApiFormValues>) {
  return (
    <EntityFormDialog {...props} fieldNames={CUSTOM_API_FORM_FIELDS}>
      {(form) => (
        <>
          <TextField form={form} name="name" id="custom-api-name" label="Name" required />
          <TextField
            form={form}
            name="slug"
            id="custom-api-slug"
            label="Slug"
            helperText="Entries live at /v2/extensions/{slug}: lower-case letters, digits, - and _."
            requiredMark
          />
          <TextField
            form={form}
            name="apiType"
            id="custom-api-type"
            label="API type"
            helperText="The entries' type, ending in _ext, e.g. wishlist_ext."
            requiredMark
          />
          <TextField
            form={form}
            name="description"
            id="custom-api-description"
            label="Description"
            rows={2}
          />
        </>
      )}
    </EntityFormDialog>
  );
}
