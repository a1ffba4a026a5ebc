import type { Path } from 'react-hook-form';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { TextField } from '../../../components/form/TextField';
import type { UserErrorLike } from '../../../components/form/userErrors';
import type { CustomFieldRowFragment } from '../../../graphql/generated';
import { entryFormValues, entryValuesFromForm } from '../entryForm';

/** The form keeps each field's value under `values.f<index>`: slugs may hold characters form paths do not. */
interface EntryForm {
  values: Record<string, string | boolean>;
}

const keyOf = (index: number) => `f${index}`;

export interface EntryFormDialogProps {
  title: string;
  submitText: string;
  fields: readonly CustomFieldRowFragment[];
  /** The entry's current values when editing. */
  initialValues?: Record<string, unknown>;
  /** Sends the values by slug; answers with the payload's userErrors (`["values", slug]`). */
  onSubmit: (values: Record<string, unknown>) => Promise<{ userErrors: readonly UserErrorLike[] }>;
  onClose: () => void;
}

const TYPE_HINT: Record<string, string> = {
  INTEGER: 'A whole number.',
  FLOAT: 'A number.',
  LIST: 'A JSON list, e.g. ["a", "b"].',
  ANY: 'Any JSON value.',
};

/** An entry form generated from the API's fields; the provider's refusals show under each field. */
export function EntryFormDialog({
  title,
  submitText,
  fields,
  initialValues,
  onSubmit,
  onClose,
}: EntryFormDialogProps) {
  const bySlug = entryFormValues(fields, initialValues);
  const defaults: EntryForm = {
    values: Object.fromEntries(fields.map((field, index) => [keyOf(index), bySlug[field.slug] ?? ''])),
  };
  const fieldNames = [
    ...fields.map((_, index) => `values.${keyOf(index)}` as Path<EntryForm>),
    'values' as const,
  ];
  return (
    <MutationFormDialog<EntryForm>
      title={title}
      submitText={submitText}
      defaultValues={defaults}
      fieldNames={fieldNames}
      submit={async (form) => {
        const typed = Object.fromEntries(
          fields.map((field, index) => [field.slug, form.values[keyOf(index)] ?? '']),
        );
        const { values, errors } = entryValuesFromForm(fields, typed, {
          clearEmpty: initialValues !== undefined,
        });
        const toFormError = (
          slug: string,
          message: string,
          code: UserErrorLike['code'] = 'INVALID',
        ): UserErrorLike => {
          const index = fields.findIndex((field) => field.slug === slug);
          return { field: index >= 0 ? ['values', keyOf(index)] : null, message, code };
        };
        if (errors.length > 0)
          return { userErrors: errors.map((error) => toFormError(error.slug, error.message)) };
        const { userErrors } = await onSubmit(values);
        return {
          userErrors: userErrors.map((error) =>
            error.field?.[0] === 'values' && error.field[1]
              ? toFormError(error.field[1], error.message, error.code ?? null)
              : error,
          ),
        };
      }}
      onClose={onClose}
    >
      {(form) =>
        fields.map((field, index) => {
          const help = [field.description, TYPE_HINT[field.fieldType]].filter(Boolean).join(' ') || undefined;
          const input = {
            form,
            name: `values.${keyOf(index)}` as const,
            id: `custom-entry-${keyOf(index)}`,
            helperText: help,
          };
          if (field.fieldType === 'BOOLEAN')
            return <CheckboxField key={field.id} {...input} text={field.name} />;
          const multiLine = field.fieldType === 'LIST' || field.fieldType === 'ANY';
          return <TextField key={field.id} {...input} label={field.name} rows={multiLine ? 2 : undefined} />;
        })
      }
    </MutationFormDialog>
  );
}
