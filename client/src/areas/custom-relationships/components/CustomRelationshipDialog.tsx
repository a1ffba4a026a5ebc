import { Checkbox } from '@blueprintjs/core';
import { EntityFormDialog, type EntityFormDialogProps } from '../../../components/form/MutationFormDialog';
import { TextField } from '../../../components/form/TextField';
import { checkboxField } from '../../../components/form/fieldProps';
import { CUSTOM_RELATIONSHIP_FIELDS, type CustomRelationshipFormValues } from '../customRelationshipForms';

export interface CustomRelationshipDialogProps extends EntityFormDialogProps<CustomRelationshipFormValues> {
  /** The slug addresses the definition everywhere, so it is only typed when creating. */
  slugEditable: boolean;
}

/** Creates or edits a custom relationship. Mounted only while open, so each opening starts afresh. */
export function CustomRelationshipDialog({ slugEditable, ...dialog }: CustomRelationshipDialogProps) {
  return (
    <EntityFormDialog {...dialog} fieldNames={CUSTOM_RELATIONSHIP_FIELDS}>
      {(form) => (
        <>
          <TextField form={form} name="name" id="custom-relationship-name" label="Name" required />
          <TextField
            form={form}
            name="slug"
            id="custom-relationship-slug"
            label="Slug"
            helperText={
              slugEditable ? 'Letters, digits, dots, hyphens and underscores.' : 'A slug cannot change.'
            }
            required
            disabled={!slugEditable}
          />
          <TextField
            form={form}
            name="description"
            id="custom-relationship-description"
            label="Description"
            rows={2}
          />
          <TextField
            form={form}
            name="externalName"
            id="custom-relationship-external-name"
            label="Name shown to shoppers"
          />
          <TextField
            form={form}
            name="externalDescription"
            id="custom-relationship-external-description"
            label="Description shown to shoppers"
            rows={2}
          />
          <Checkbox
            {...checkboxField(form, 'biDirectional')}
            label="Relate both ways (A → B also lists A under B)"
          />
        </>
      )}
    </EntityFormDialog>
  );
}
