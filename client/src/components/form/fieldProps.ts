import type { FieldError, FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { fieldHelpId } from './FormField';

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
