import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { TextField } from '../../../components/form/TextField';
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
        const input = {
          form,
          name: `values.${entryFormKey(field.slug)}` as const,
          id: `entry-${field.slug}`,
          label: field.required ? `${field.name} (required)` : field.name,
        };
        if (field.fieldType === 'BOOLEAN') {
          return (
            <CheckboxField
              key={field.id}
              {...input}
              text={FIELD_TYPE_LABELS.BOOLEAN}
              helperText={field.description}
            />
          );
        }
        const numeric = field.fieldType === 'INTEGER' || field.fieldType === 'FLOAT';
        return (
          <TextField
            key={field.id}
            {...input}
            helperText={field.description || FIELD_TYPE_LABELS[field.fieldType]}
            requiredMark={field.required}
            rules={{ validate: (value) => entryValueProblem(field, value) }}
            type={field.fieldType === 'DATE' ? 'date' : 'text'}
            inputMode={numeric ? 'decimal' : undefined}
          />
        );
      })}
    </>
  );
}
