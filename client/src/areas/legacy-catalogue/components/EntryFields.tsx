import type { Path, UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { STATUS_LABELS, type EntryFormValues } from '../catalogueForms';

export interface EntryFieldsProps<TValues extends EntryFormValues> {
  form: UseFormReturn<TValues>;
  /** Prefix of the inputs' ids, e.g. `brand`, so labels stay unique on the page. */
  idPrefix: string;
}

/** Name, slug, description and status: the fields brands, categories and collections share. */
export function EntryFields<TValues extends EntryFormValues>({ form, idPrefix }: EntryFieldsProps<TValues>) {
  // The generic form knows these names exist (TValues extends EntryFormValues) but not as literal paths.
  const path = (name: keyof EntryFormValues) => name as Path<TValues>;
  return (
    <>
      <TextField form={form} name={path('name')} id={`${idPrefix}-name`} label="Name" required />
      <TextField
        form={form}
        name={path('slug')}
        id={`${idPrefix}-slug`}
        label="Slug"
        helperText="Unique, URL-friendly; left empty it is made from the name."
      />
      <TextField
        form={form}
        name={path('description')}
        id={`${idPrefix}-description`}
        label="Description"
        rows={2}
      />
      <SelectField
        form={form}
        name={path('status')}
        id={`${idPrefix}-status`}
        label="Status"
        options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
      />
    </>
  );
}
