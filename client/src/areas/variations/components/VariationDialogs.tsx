import { HTMLSelect } from '@blueprintjs/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { fieldErrorMessage } from '../../../components/form/fieldProps';
import { TextField } from '../../../components/form/TextField';
import type { MutationFormResult } from '../../../components/form/useMutationForm';
import type { VariationModifierType } from '../../../graphql/generated';
import {
  BUILDER_TYPES,
  EMPTY_MODIFIER_FORM,
  isWholeNumber,
  MODIFIER_FIELDS,
  MODIFIER_TYPE_LABELS,
  OPTION_FIELDS,
  VARIATION_FIELDS,
  type ModifierFormValues,
  type OptionFormValues,
  type VariationFormValues,
} from '../variationForms';

interface DialogProps<TValues> {
  title: string;
  submitText: string;
  defaultValues: TValues;
  onSubmit: (values: TValues) => Promise<MutationFormResult<TValues>>;
  onClose: () => void;
}

const MODIFIER_TYPES = Object.keys(MODIFIER_TYPE_LABELS) as VariationModifierType[];

function SortOrderField<TValues extends FieldValues>({
  form,
  name,
  id,
}: {
  form: UseFormReturn<TValues>;
  name: Path<TValues>;
  id: string;
}) {
  return (
    <TextField
      form={form}
      name={name}
      id={id}
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
export function VariationFormDialog({ onSubmit, ...dialog }: DialogProps<VariationFormValues>) {
  return (
    <MutationFormDialog<VariationFormValues> {...dialog} fieldNames={VARIATION_FIELDS} submit={onSubmit}>
      {(form) => (
        <>
          <TextField form={form} name="name" id="variation-name" label="Name" required />
          <SortOrderField form={form} name="sortOrder" id="variation-sort-order" />
        </>
      )}
    </MutationFormDialog>
  );
}

/** Creates or edits an option of a variation. */
export function OptionFormDialog({ onSubmit, ...dialog }: DialogProps<OptionFormValues>) {
  return (
    <MutationFormDialog<OptionFormValues> {...dialog} fieldNames={OPTION_FIELDS} submit={onSubmit}>
      {(form) => (
        <>
          <TextField form={form} name="name" id="option-name" label="Name" required />
          <TextField form={form} name="description" id="option-description" label="Description" rows={2} />
          <SortOrderField form={form} name="sortOrder" id="option-sort-order" />
        </>
      )}
    </MutationFormDialog>
  );
}

/** Adds a modifier to an option: a value, or for builders the placeholder and its replacement. */
export function ModifierFormDialog({
  defaultValues = EMPTY_MODIFIER_FORM,
  onSubmit,
  ...dialog
}: Omit<DialogProps<ModifierFormValues>, 'defaultValues'> & { defaultValues?: ModifierFormValues }) {
  return (
    <MutationFormDialog<ModifierFormValues>
      {...dialog}
      defaultValues={defaultValues}
      fieldNames={MODIFIER_FIELDS}
      submit={onSubmit}
    >
      {(form, errors) => (
        <>
          <FormField id="modifier-type" label="Type" error={fieldErrorMessage(errors.type)}>
            <HTMLSelect {...form.register('type')} id="modifier-type" fill>
              {MODIFIER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {MODIFIER_TYPE_LABELS[type]}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
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
    </MutationFormDialog>
  );
}
