import type { ReactNode } from 'react';
import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import { FormField, fieldHelpId } from './FormField';
import { fieldErrorMessage, type FieldBinding } from './fieldProps';

export interface SelectFieldProps<TValues extends FieldValues> extends FieldBinding<TValues> {
  label: string;
  helperText?: ReactNode;
  /** The choices, e.g. `enumOptions('PaymentMethod')` for a schema enum. */
  options: HTMLSelectProps['options'];
  /** A first option whose value is blank, e.g. "Choose a node…" or "Not at a location". */
  blankOption?: string;
  /** Fills the row's width. */
  fill?: boolean;
  disabled?: boolean;
  /** Checks on the choice, e.g. that a placeholder option is not left chosen. */
  rules?: RegisterOptions<TValues, Path<TValues>>;
}

/** A labelled select of a react-hook-form form, its error shown under it. */
export function SelectField<TValues extends FieldValues>({
  form,
  name,
  id,
  label,
  helperText,
  options = [],
  blankOption,
  fill,
  disabled,
  rules,
}: SelectFieldProps<TValues>) {
  const error = fieldErrorMessage(form.getFieldState(name, form.formState).error);
  return (
    <FormField id={id} label={label} error={error} helperText={helperText}>
      <HTMLSelect
        id={id}
        {...form.register(name, rules)}
        options={blankOption === undefined ? options : [{ value: '', label: blankOption }, ...options]}
        fill={fill}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldHelpId(id) : undefined}
      />
    </FormField>
  );
}
