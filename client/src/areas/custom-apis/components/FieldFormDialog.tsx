import { Checkbox, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
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

const NUMBER = /^-?\d+(\.\d+)?$/;
const optionalNumber = (value: unknown) =>
  String(value).trim() === '' || NUMBER.test(String(value).trim()) || 'Enter a number';

/**
 * Adds or edits (`row`) a Custom API field with the rules that apply to its type; the slug and type
 * are fixed once the field exists. Mounted only while open.
 */
export function FieldFormDialog({
  title,
  submitText,
  row: field,
  onSubmit,
  onClose,
}: RowFormDialogProps<CustomFieldRowFragment, FieldFormValues>) {
  const existing = field !== undefined;
  return (
    <MutationFormDialog<FieldFormValues>
      title={title}
      submitText={submitText}
      defaultValues={field ? fieldFormValues(field) : EMPTY_FIELD}
      fieldNames={FIELD_FORM_FIELDS}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form, errors) => {
        const fieldType = form.watch('fieldType');
        const hasLength = fieldType === 'STRING' || fieldType === 'LIST';
        const hasRange = fieldType === 'INTEGER' || fieldType === 'FLOAT';
        const { ref: nullRef, ...nullField } = form.register('validation.allowNullValues');
        return (
          <>
            <FormField id="custom-field-name" label="Name" error={fieldErrorMessage(errors.name)}>
              <InputGroup
                {...blueprintField(form, 'name', 'custom-field-name', {
                  validate: (value) => String(value).trim() !== '' || 'Name is required',
                })}
                aria-required
              />
            </FormField>
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
            <FormField
              id="custom-field-description"
              label="Description"
              error={fieldErrorMessage(errors.description)}
            >
              <InputGroup {...blueprintField(form, 'description', 'custom-field-description')} />
            </FormField>
            <FormField id="custom-field-sort" label="Sort order" error={fieldErrorMessage(errors.sortOrder)}>
              <InputGroup
                {...blueprintField(form, 'sortOrder', 'custom-field-sort', { validate: optionalNumber })}
                inputMode="numeric"
              />
            </FormField>
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
            {hasLength && (
              <>
                <FormField
                  id="custom-field-min-length"
                  label="Minimum length"
                  error={fieldErrorMessage(errors.validation?.minLength)}
                >
                  <InputGroup
                    {...blueprintField(form, 'validation.minLength', 'custom-field-min-length', {
                      validate: optionalNumber,
                    })}
                  />
                </FormField>
                <FormField
                  id="custom-field-max-length"
                  label="Maximum length"
                  error={fieldErrorMessage(errors.validation?.maxLength)}
                >
                  <InputGroup
                    {...blueprintField(form, 'validation.maxLength', 'custom-field-max-length', {
                      validate: optionalNumber,
                    })}
                  />
                </FormField>
              </>
            )}
            {fieldType === 'STRING' && (
              <FormField
                id="custom-field-regex"
                label="Pattern (regular expression)"
                error={fieldErrorMessage(errors.validation?.regex)}
              >
                <InputGroup {...blueprintField(form, 'validation.regex', 'custom-field-regex')} />
              </FormField>
            )}
            {hasRange && (
              <>
                <FormField
                  id="custom-field-min-value"
                  label="Minimum value"
                  error={fieldErrorMessage(errors.validation?.minValue)}
                >
                  <InputGroup
                    {...blueprintField(form, 'validation.minValue', 'custom-field-min-value', {
                      validate: optionalNumber,
                    })}
                  />
                </FormField>
                <FormField
                  id="custom-field-max-value"
                  label="Maximum value"
                  error={fieldErrorMessage(errors.validation?.maxValue)}
                >
                  <InputGroup
                    {...blueprintField(form, 'validation.maxValue', 'custom-field-max-value', {
                      validate: optionalNumber,
                    })}
                  />
                </FormField>
              </>
            )}
          </>
        );
      }}
    </MutationFormDialog>
  );
}
