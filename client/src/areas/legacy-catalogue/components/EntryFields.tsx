import { HTMLSelect, TextArea } from '@blueprintjs/core';
import type { Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
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
  const error = (name: keyof EntryFormValues) =>
    fieldErrorMessage(form.getFieldState(path(name), form.formState).error);
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
      <FormField id={`${idPrefix}-description`} label="Description" error={error('description')}>
        <TextArea {...blueprintField(form, path('description'), `${idPrefix}-description`)} fill rows={2} />
      </FormField>
      <FormField id={`${idPrefix}-status`} label="Status" error={error('status')}>
        <HTMLSelect
          id={`${idPrefix}-status`}
          {...form.register(path('status'))}
          options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </FormField>
    </>
  );
}
