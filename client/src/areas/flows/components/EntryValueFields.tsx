import { Checkbox, InputGroup } from '@blueprintjs/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import type { FlowFieldRowFragment } from '../../../graphql/generated';
import {
  FIELD_TYPE_LABELS,
  editableFields,
  entryFormKey,
  entryValueProblem,
  type EntryFormValues,
} from '../flowForms';

export interface EntryValueFieldsProps {
  form: UseFormReturn<EntryFormValues>;
  fields: readonly FlowFieldRowFragment[];
}

/** One input per field of the flow, chosen by the field's type; required fields are checked here too. */
export function EntryValueFields({ form, fields }: EntryValueFieldsProps) {
  const shown = editableFields(fields);
  if (shown.length === 0) return <p>This flow has no fields yet; add fields before entries.</p>;
  return (
    <>
      {shown.map((field) => {
        const name = `values.${entryFormKey(field.slug)}` as const;
        const id = `entry-${field.slug}`;
        const error = fieldErrorMessage(form.getFieldState(name, form.formState).error);
        const label = field.required ? `${field.name} (required)` : field.name;
        if (field.fieldType === 'BOOLEAN') {
          const { ref, ...registration } = form.register(name);
          return (
            <FormField key={field.id} id={id} label={label} error={error} helperText={field.description}>
              <Checkbox {...registration} inputRef={ref} id={id} label={FIELD_TYPE_LABELS.BOOLEAN} />
            </FormField>
          );
        }
        const numeric = field.fieldType === 'INTEGER' || field.fieldType === 'FLOAT';
        return (
          <FormField
            key={field.id}
            id={id}
            label={label}
            error={error}
            helperText={field.description || FIELD_TYPE_LABELS[field.fieldType]}
          >
            <InputGroup
              {...blueprintField(form, name, id, { validate: (value) => entryValueProblem(field, value) })}
              type={field.fieldType === 'DATE' ? 'date' : 'text'}
              inputMode={numeric ? 'decimal' : undefined}
              aria-required={field.required || undefined}
            />
          </FormField>
        );
      })}
    </>
  );
}
