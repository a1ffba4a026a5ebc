import { HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';
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

/** A required text input; `label` also names the "is required" message. */
function RequiredText<TValues extends FieldValues>({
  form,
  name,
  id,
  label,
}: {
  form: UseFormReturn<TValues>;
  name: Path<TValues>;
  id: string;
  label: string;
}) {
  return (
    <FormField
      id={id}
      label={label}
      error={fieldErrorMessage(form.getFieldState(name, form.formState).error)}
    >
      <InputGroup
        {...blueprintField(form, name, id, {
          validate: (value: unknown) =>
            (typeof value === 'string' && value.trim() !== '') || `${label} is required`,
        })}
        aria-required
      />
    </FormField>
  );
}

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
    <FormField
      id={id}
      label="Sort order"
      error={fieldErrorMessage(form.getFieldState(name, form.formState).error)}
      helperText="The highest comes first; leave blank for none."
    >
      <InputGroup
        {...blueprintField(form, name, id, {
          validate: (value: unknown) =>
            (typeof value === 'string' && isWholeNumber(value)) || 'Sort order must be a whole number',
        })}
        inputMode="numeric"
      />
    </FormField>
  );
}

/** Creates or edits a variation. Mounted only while open, so each opening starts from `defaultValues`. */
export function VariationFormDialog({
  title,
  submitText,
  defaultValues,
  onSubmit,
  onClose,
}: DialogProps<VariationFormValues>) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<VariationFormValues>({
    defaultValues,
    fieldNames: VARIATION_FIELDS,
    submit: onSubmit,
  });
  return (
    <FormDialog
      isOpen
      title={title}
      submitText={submitText}
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <RequiredText form={form} name="name" id="variation-name" label="Name" />
      <SortOrderField form={form} name="sortOrder" id="variation-sort-order" />
    </FormDialog>
  );
}

/** Creates or edits an option of a variation. */
export function OptionFormDialog({
  title,
  submitText,
  defaultValues,
  onSubmit,
  onClose,
}: DialogProps<OptionFormValues>) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<OptionFormValues>({
    defaultValues,
    fieldNames: OPTION_FIELDS,
    submit: onSubmit,
  });
  return (
    <FormDialog
      isOpen
      title={title}
      submitText={submitText}
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <RequiredText form={form} name="name" id="option-name" label="Name" />
      <FormField
        id="option-description"
        label="Description"
        error={fieldErrorMessage(form.formState.errors.description)}
      >
        <TextArea {...blueprintField(form, 'description', 'option-description')} fill rows={2} />
      </FormField>
      <SortOrderField form={form} name="sortOrder" id="option-sort-order" />
    </FormDialog>
  );
}

/** Adds a modifier to an option: a value, or for builders the placeholder and its replacement. */
export function ModifierFormDialog({
  title,
  submitText,
  defaultValues = EMPTY_MODIFIER_FORM,
  onSubmit,
  onClose,
}: Omit<DialogProps<ModifierFormValues>, 'defaultValues'> & { defaultValues?: ModifierFormValues }) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<ModifierFormValues>({
    defaultValues,
    fieldNames: MODIFIER_FIELDS,
    submit: onSubmit,
  });
  const { errors } = form.formState;
  const isBuilder = BUILDER_TYPES.includes(form.watch('type'));
  const typeField = form.register('type');
  return (
    <FormDialog
      isOpen
      title={title}
      submitText={submitText}
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormField id="modifier-type" label="Type" error={fieldErrorMessage(errors.type)}>
        <HTMLSelect {...typeField} id="modifier-type" fill>
          {MODIFIER_TYPES.map((type) => (
            <option key={type} value={type}>
              {MODIFIER_TYPE_LABELS[type]}
            </option>
          ))}
        </HTMLSelect>
      </FormField>
      {isBuilder ? (
        <>
          <RequiredText
            form={form}
            name="seek"
            id="modifier-seek"
            label="Placeholder to replace, e.g. {SIZE}"
          />
          <RequiredText form={form} name="set" id="modifier-set" label="Replacement" />
        </>
      ) : (
        <RequiredText form={form} name="value" id="modifier-value" label="Value" />
      )}
    </FormDialog>
  );
}
