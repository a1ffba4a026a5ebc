import type { UseFormReturn } from 'react-hook-form';
import { required } from '../../../components/form/required';
import { TextField } from '../../../components/form/TextField';

const MAX_NAME = 255;
const MAX_DESCRIPTION = 1024;

/** An account tag's form, as both its create and its edit dialog send it. */
export interface TagFormValues {
  name: string;
  description: string;
}

export const TAG_FORM_FIELDS = ['name', 'description'] as const;

/** A tag's name (required, unique among the store's tags) and description; `idPrefix` keeps ids apart. */
export function TagFields({ form, idPrefix }: { form: UseFormReturn<TagFormValues>; idPrefix: string }) {
  return (
    <>
      <TextField
        form={form}
        name="name"
        id={`${idPrefix}-name`}
        label="Tag name"
        helperText="Unique among the store's tags."
        required
        rules={{
          validate: required('Name'),
          maxLength: { value: MAX_NAME, message: `At most ${MAX_NAME} characters` },
        }}
      />
      <TextField
        form={form}
        name="description"
        id={`${idPrefix}-description`}
        label="Description"
        rules={{ maxLength: { value: MAX_DESCRIPTION, message: `At most ${MAX_DESCRIPTION} characters` } }}
        rows={2}
      />
    </>
  );
}
