import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { UserErrorCode } from '../../graphql/generated';

/** The `userErrors` entries every mutation payload returns. */
export interface UserErrorLike {
  /** Path to the input field, e.g. `["sku"]`; null for the input as a whole. */
  readonly field?: readonly string[] | null;
  readonly message: string;
  /** The schema's UserErrorCode: what the seller can do about it. */
  readonly code?: UserErrorCode | null;
}

function snakeToCamel(segment: string): string {
  return segment.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The form field a user error belongs to, or null. A leading `input` segment (the mutation argument)
 * is dropped, provider spellings (`upc_ean`) match camelCase fields, and a path into a list
 * (`["tags", "2"]`) belongs to the list's field.
 */
export function userErrorFieldName<TName extends string>(
  error: UserErrorLike,
  fieldNames: readonly TName[],
): TName | null {
  const path = (error.field ?? []).map(snakeToCamel);
  const relevant = path[0] === 'input' ? path.slice(1) : path;
  for (let length = relevant.length; length > 0; length -= 1) {
    const candidate = relevant.slice(0, length).join('.');
    const match = fieldNames.find((name) => name === candidate);
    if (match) return match;
  }
  return null;
}

/**
 * Shows each user error under its field (react-hook-form `setError`, focusing the first) and returns
 * the ones that belong to no field, for the form to show above itself.
 */
export function applyUserErrors<TValues extends FieldValues>(
  errors: readonly UserErrorLike[],
  setError: UseFormSetError<TValues>,
  fieldNames: readonly Path<TValues>[],
): UserErrorLike[] {
  const unmatched: UserErrorLike[] = [];
  let focused = false;
  for (const error of errors) {
    const name = userErrorFieldName(error, fieldNames);
    if (name === null) {
      unmatched.push(error);
      continue;
    }
    setError(name, { type: 'server', message: error.message }, { shouldFocus: !focused });
    focused = true;
  }
  return unmatched;
}
