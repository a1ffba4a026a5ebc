import { Checkbox, InputGroup, TextArea } from '@blueprintjs/core';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
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
  title,
  submitText,
  defaultValues,
  slugEditable,
  onSubmit,
  onClose,
}: CustomRelationshipDialogProps) {
  return (
    <MutationFormDialog<CustomRelationshipFormValues>
      title={title}
      submitText={submitText}
      defaultValues={defaultValues}
      fieldNames={CUSTOM_RELATIONSHIP_FIELDS}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form, errors) => {
        // Blueprint's Checkbox takes the input's ref as `inputRef`.
        const { ref: biDirectionalRef, ...biDirectional } = form.register('biDirectional');
        return (
          <>
            <FormField id="custom-relationship-name" label="Name" error={fieldErrorMessage(errors.name)}>
              <InputGroup
                {...blueprintField(form, 'name', 'custom-relationship-name', { validate: required('Name') })}
                aria-required
              />
            </FormField>
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
            <FormField
              id="custom-relationship-description"
              label="Description"
              error={fieldErrorMessage(errors.description)}
            >
              <TextArea
                {...blueprintField(form, 'description', 'custom-relationship-description')}
                fill
                rows={2}
              />
            </FormField>
            <FormField
              id="custom-relationship-external-name"
              label="Name shown to shoppers"
              error={fieldErrorMessage(errors.externalName)}
            >
              <InputGroup {...blueprintField(form, 'externalName', 'custom-relationship-external-name')} />
            </FormField>
            <FormField
              id="custom-relationship-external-description"
              label="Description shown to shoppers"
              error={fieldErrorMessage(errors.externalDescription)}
            >
              <TextArea
                {...blueprintField(form, 'externalDescription', 'custom-relationship-external-description')}
                fill
                rows={2}
              />
            </FormField>
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
