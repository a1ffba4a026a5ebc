/**
 * A `validate` rule for a field that must hold more than spaces, e.g. `required('Name')` answers
 * "Name is required" for an empty or blank value.
 */
export function required(label: string) {
  return (value: unknown) => String(value ?? '').trim() !== '' || `${label} is required`;
}
