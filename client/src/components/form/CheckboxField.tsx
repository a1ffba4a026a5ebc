import type { ReactNode } from 'react';
import { Checkbox } from '@blueprintjs/core';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './FormField';
import { checkboxField, fieldErrorMessage, type FieldBinding } from './fieldProps';

export interface CheckboxFieldProps<TValues extends FieldValues> extends FieldBinding<TValues> {
  /** The row's label above the box; none by default (the text beside the box says it all). */
  label?: string;
  /** The text beside the box, e.g. "The flow is in use". */
  text: string;
  helperText?: ReactNode;
}

/** A labelled checkbox of a react-hook-form form, its error shown under it. */
export function CheckboxField<TValues extends FieldValues>({
  form,
  name,
  id,
  label = '',
  text,
  helperText,
}: CheckboxFieldProps<TValues>) {
  return (
    <FormField
      id={id}
      label={label}
      error={fieldErrorMessage(form.getFieldState(name, form.formState).error)}
      helperText={helperText}
    >
      <Checkbox {...checkboxField(form, name)} id={id} label={text} />
    </FormField>
  );
}
