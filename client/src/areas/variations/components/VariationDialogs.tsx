import type { FieldValues } from 'react-hook-form';
import { EntityFormDialog, type EntityFormDialogProps } from '../../../components/form/MutationFormDialog';
import type { FieldBinding } from '../../../components/form/fieldProps';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { enumOptions } from '../../../format/labels';
import {
  BUILDER_TYPES,
  EMPTY_MODIFIER_FORM,
  isWholeNumber,
  MODIFIER_FIELDS,
  OPTION_FIELDS,
  VARIATION_FIELDS,
  type ModifierFormValues,
  type OptionFormValues,
  type VariationFormValues,
} from '../variationForms';

function SortOrderField<TValues extends FieldValues>(field: FieldBinding<TValues>) {
  return (
    <TextField
      {...field}
      label="Sort order"
      helperText="The highest comes first; leave blank for none."
      rules={{
        validate: (value: unknown) =>
          (typeof value === 'string' && isWholeNumber(value)) || 'Sort order must be a whole number',
      }}
      inputMode="numeric"
    />
  );
}

/** Creates or edits a variation. Mounted only while open, so each opening starts from `defaultValues`. */
export function VariationFormDialog(props: EntityFormDialogProps<VariationFormValues>) {
  return (
    <EntityFormDialog {...props} fieldNames={VARIATION_FIELDS}>
      {(form) => (
        <>
          <TextField form={form} name="name" id="variation-name" label="Name" required />
          <SortOrderField form={form} name="sortOrder" id="variation-sort-order" />
        </>
      )}
    </EntityFormDialog>
  );
}

/** Creates or edits an option of a variation. */
export function OptionFormDialog(props: EntityFormDialogProps<OptionFormValues>) {
  return (
    <EntityFormDialog {...props} fieldNames={OPTION_FIELDS}>
      {(form) => (
        <>
          <TextField form={form} name="name" id="option-name" label="Name" required />
          <TextField form={form} name="description" id="option-description" label="Description" rows={2} />
          <SortOrderField form={form} name="sortOrder" id="option-sort-order" />
        </>
      )}
    </EntityFormDialog>
  );
}

/** Adds a modifier to an option: a value, or for builders the placeholder and its replacement. */
export function ModifierFormDialog({
  defaultValues = EMPTY_MODIFIER_FORM,
  ...dialog
}: Omit<EntityFormDialogProps<ModifierFormValues>, 'defaultValues'> & {
  defaultValues?: ModifierFormValues;
}) {
  return (
    <EntityFormDialog {...dialog} defaultValues={defaultValues} fieldNames={MODIFIER_FIELDS}>
      {(form) => (
        <>
          <SelectField
            form={form}
            name="type"
            id="modifier-type"
            label="Type"
            options={enumOptions('VariationModifierType')}
            fill
          />
          {BUILDER_TYPES.includes(form.watch('type')) ? (
            <>
              <TextField
                form={form}
                name="seek"
                id="modifier-seek"
                label="Placeholder to replace, e.g. {SIZE}"
                required
              />
              <TextField form={form} name="set" id="modifier-set" label="Replacement" required />
            </>
          ) : (
            <TextField form={form} name="value" id="modifier-value" label="Value" required />
          )}
        </>
      )}
    </EntityFormDialog>
  );
}
