import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/form/TextField';
import type { NamedFormValues } from '../namedForm';

const SLUG_PATTERN = /^[A-Za-z0-9._-]*$/;

export interface NamedFieldsProps {
  form: UseFormReturn<NamedFormValues>;
  /** Prefix of the input ids, unique on the page, e.g. "node" or "new-node". */
  idPrefix: string;
}

/** Name, slug and description inputs with their client-side checks. */
export function NamedFields({ form, idPrefix }: NamedFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <>
      <TextField form={form} name="name" id={id('name')} label="Name" required />
      <TextField
        form={form}
        name="slug"
        id={id('slug')}
        label="Slug"
        helperText="Letters, digits, hyphens, underscores and periods."
        rules={{
          pattern: {
            value: SLUG_PATTERN,
            message: 'Use only letters, digits, hyphens, underscores and periods',
          },
        }}
      />
      <TextField form={form} name="description" id={id('description')} label="Description" rows={3} />
    </>
  );
}
