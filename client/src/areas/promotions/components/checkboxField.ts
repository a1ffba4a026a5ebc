import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** `register` for a Blueprint Checkbox, which takes the DOM ref as `inputRef`. */
export function checkboxField<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  name: Path<TValues>,
) {
  const { ref, ...registration } = form.register(name);
  return { ...registration, inputRef: ref };
}
