import type { FieldError, FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { fieldHelpId } from './FormField';

/** Where a field is: its form, its name in the form's values, and its input's id. */
export interface FieldBinding<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  name: Path<TValues>;
  /** The input's id, unique on the page; the label points at it. */
  id: string;
}

/**
 * `register` for Blueprint inputs (InputGroup, TextArea take the DOM ref as `inputRef`), plus the
 * accessibility attributes that tie the input to its error.
 */
export function blueprintField<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  name: Path<TValues>,
  id: string,
  options?: RegisterOptions<TValues, Path<TValues>>,
) {
  const { ref, ...registration } = form.register(name, options);
  const error = fieldErrorMessage(form.getFieldState(name, form.formState).error);
  return {
    ...registration,
    id,
    inputRef: ref,
    intent: error ? ('danger' as const) : ('none' as const),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldHelpId(id) : undefined,
  };
}

export function fieldErrorMessage(error: FieldError | undefined): string | undefined {
  return error?.message || undefined;
}

/** `register` for a Blueprint Checkbox, which takes the DOM ref as `inputRef`. */
export function checkboxField<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  name: Path<TValues>,
) {
  const { ref, ...registration } = form.register(name);
  return { ...registration, inputRef: ref };
}
