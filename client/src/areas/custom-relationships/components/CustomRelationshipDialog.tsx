import { Checkbox, InputGroup } from '@blueprintjs/core';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { TextField } from '../../../components/form/TextField';
import { required } from '../../../components/form/required';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { type MutationFormResult } from '../../../components/form/useMutationForm';
import { CUSTOM_RELATIONSHIP_FIELDS, type CustomRelationshipFormValues } from '../customRelationshipForms';

export interface CustomRelationshipDialogProps {
  title: string;
  submitText: string;
  defaultValues: CustomRelationshipFormValues;
  /** The slug addresses the definition everywhere, so it is only typed when creating. */
  slugEditable: boolean;
  onSubmit: (
    values: CustomRelationshipFormValues,
  ) => Promise<MutationFormResult<CustomRelationshipFormValues>>;
  onClose: () => void;
}

/** Creates or edits a custom relationship. Mounted only while open, so each opening starts afresh. */
export function CustomRelationshipDialog({
  slugEditable,
  onSubmit,
  ...dialog
}: CustomRelationshipDialogProps) {
  return (
    <MutationFormDialog<CustomRelationshipFormValues>
      {...dialog}
      fieldNames={CUSTOM_RELATIONSHIP_FIELDS}
      submit={onSubmit}
    >
      {(form, errors) => {
        // Blueprint's Checkbox takes the input's ref as `inputRef`.
        const { ref: biDirectionalRef, ...biDirectional } = form.register('biDirectional');
        return (
          <>
            <TextField form={form} name="name" id="custom-relationship-name" label="Name" required />
            <FormField
              id="custom-relationship-slug"
              label="Slug"
              error={fieldErrorMessage(errors.slug)}
              helperText={
                slugEditable ? 'Letters, digits, dots, hyphens and underscores.' : 'A slug cannot change.'
              }
            >
              <InputGroup
                {...blueprintField(form, 'slug', 'custom-relationship-slug', { validate: required('Slug') })}
                disabled={!slugEditable}
                aria-required
              />
            </FormField>
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
              {...biDirectional}
              inputRef={biDirectionalRef}
              label="Relate both ways (A → B also lists A under B)"
            />
          </>
        );
      }}
    </MutationFormDialog>
  );
}
