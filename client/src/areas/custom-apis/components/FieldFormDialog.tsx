import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
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
      {(form) => {
        const fieldType = form.watch('fieldType');
        const hasLength = fieldType === 'STRING' || fieldType === 'LIST';
        const hasRange = fieldType === 'INTEGER' || fieldType === 'FLOAT';
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
            <TextField
              form={form}
              name="slug"
              id="custom-field-slug"
              label="Slug"
              helperText={existing ? 'Fixed once the field exists.' : 'The entry member, e.g. gift_message.'}
              requiredMark
              readOnly={existing}
            />
            <SelectField
              form={form}
              name="fieldType"
              id="custom-field-type"
              label="Type"
              options={FIELD_TYPES}
              disabled={existing}
            />
            <TextField form={form} name="description" id="custom-field-description" label="Description" />
            <TextField
              form={form}
              name="sortOrder"
              id="custom-field-sort"
              label="Sort order"
              rules={{ validate: optionalNumber }}
              inputMode="numeric"
            />
            <CheckboxField
              form={form}
              name="validation.allowNullValues"
              id="custom-field-null"
              text="Allow empty (null) values"
            />
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
