import { Checkbox, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { TextField } from '../../../components/form/TextField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import type { RowFormDialogProps } from '../../../components/detail/useRowEditing';
import type { CustomFieldRowFragment, CustomFieldType } from '../../../graphql/generated';
import { enumOptions } from '../../../format/labels';

export interface FieldFormValues {
  name: string;
  slug: string;
  fieldType: CustomFieldType;
  description: string;
  sortOrder: string;
  validation: {
    allowNullValues: boolean;
    minLength: string;
    maxLength: string;
    regex: string;
    minValue: string;
    maxValue: string;
  };
}

export const FIELD_FORM_FIELDS = [
  'name',
  'slug',
  'fieldType',
  'description',
  'sortOrder',
  'validation',
  'validation.allowNullValues',
  'validation.minLength',
  'validation.maxLength',
  'validation.regex',
  'validation.minValue',
  'validation.maxValue',
] as const;

export const FIELD_TYPES: { value: CustomFieldType; label: string }[] = enumOptions('CustomFieldType');

const EMPTY_FIELD: FieldFormValues = {
  name: '',
  slug: '',
  fieldType: 'STRING',
  description: '',
  sortOrder: '0',
  validation: { allowNullValues: true, minLength: '', maxLength: '', regex: '', minValue: '', maxValue: '' },
};

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A stored field as the form edits it. */
function fieldFormValues(field: CustomFieldRowFragment): FieldFormValues {
  return {
    name: field.name,
    slug: field.slug,
    fieldType: field.fieldType,
    description: field.description ?? '',
    sortOrder: String(field.sortOrder),
    validation: {
      allowNullValues: field.validation.allowNullValues,
      minLength: text(field.validation.minLength),
      maxLength: text(field.validation.maxLength),
      regex: field.validation.regex ?? '',
      minValue: text(field.validation.minValue),
      maxValue: text(field.validation.maxValue),
    },
  };
}

/** A number limit of the rules: its key, its input's id suffix and its label. */
type Limit = readonly ['minLength' | 'maxLength' | 'minValue' | 'maxValue', string, string];
const LENGTH_LIMITS: readonly Limit[] = [
  ['minLength', 'min-length', 'Minimum length'],
  ['maxLength', 'max-length', 'Maximum length'],
];
const VALUE_LIMITS: readonly Limit[] = [
  ['minValue', 'min-value', 'Minimum value'],
  ['maxValue', 'max-value', 'Maximum value'],
];

const NUMBER = /^-?\d+(\.\d+)?$/;
const optionalNumber = (value: unknown) =>
  String(value).trim() === '' || NUMBER.test(String(value).trim()) || 'Enter a number';

/**
 * Adds or edits (`row`) a Custom API field with the rules that apply to its type; the slug and type
 * are fixed once the field exists. Mounted only while open.
 */
export function FieldFormDialog({
  row: field,
  onSubmit,
  ...dialog
}: RowFormDialogProps<CustomFieldRowFragment, FieldFormValues>) {
  const existing = field !== undefined;
  return (
    <MutationFormDialog<FieldFormValues>
      {...dialog}
      defaultValues={field ? fieldFormValues(field) : EMPTY_FIELD}
      fieldNames={FIELD_FORM_FIELDS}
      submit={onSubmit}
    >
      {(form, errors) => {
        const fieldType = form.watch('fieldType');
        const hasLength = fieldType === 'STRING' || fieldType === 'LIST';
        const hasRange = fieldType === 'INTEGER' || fieldType === 'FLOAT';
        const { ref: nullRef, ...nullField } = form.register('validation.allowNullValues');
        const limitField = ([key, id, label]: Limit) => (
          <TextField
            key={key}
            form={form}
            name={`validation.${key}`}
            id={`custom-field-${id}`}
            label={label}
            rules={{ validate: optionalNumber }}
          />
        );
        return (
          <>
            <TextField form={form} name="name" id="custom-field-name" label="Name" required />
            <FormField
              id="custom-field-slug"
              label="Slug"
              error={fieldErrorMessage(errors.slug)}
              helperText={existing ? 'Fixed once the field exists.' : 'The entry member, e.g. gift_message.'}
            >
              <InputGroup
                {...blueprintField(form, 'slug', 'custom-field-slug')}
                readOnly={existing}
                aria-required
              />
            </FormField>
            <FormField id="custom-field-type" label="Type" error={fieldErrorMessage(errors.fieldType)}>
              <HTMLSelect
                id="custom-field-type"
                {...form.register('fieldType')}
                options={FIELD_TYPES}
                disabled={existing}
              />
            </FormField>
            <TextField form={form} name="description" id="custom-field-description" label="Description" />
            <TextField
              form={form}
              name="sortOrder"
              id="custom-field-sort"
              label="Sort order"
              rules={{ validate: optionalNumber }}
              inputMode="numeric"
            />
            <FormField
              id="custom-field-null"
              label=""
              error={fieldErrorMessage(errors.validation?.allowNullValues)}
            >
              <Checkbox
                id="custom-field-null"
                {...nullField}
                inputRef={nullRef}
                label="Allow empty (null) values"
              />
            </FormField>
            {hasLength && LENGTH_LIMITS.map(limitField)}
            {fieldType === 'STRING' && (
              <TextField
                form={form}
                name="validation.regex"
                id="custom-field-regex"
                label="Pattern (regular expression)"
              />
            )}
            {hasRange && VALUE_LIMITS.map(limitField)}
          </>
        );
      }}
    </MutationFormDialog>
  );
}
