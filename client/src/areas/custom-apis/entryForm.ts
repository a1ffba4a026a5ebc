import type { CustomFieldRowFragment } from '../../graphql/generated';

/** What the generated entry form edits: text per field, booleans for BOOLEAN fields. */
export type EntryFormValues = Record<string, string | boolean>;

/** Fields in the order the seller arranged them. */
export function sortedFields(fields: readonly CustomFieldRowFragment[]): CustomFieldRowFragment[] {
  return [...fields].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
}

/** An entry's stored values as form text: numbers as typed, lists and JSON pretty-printed. */
export function entryFormValues(
  fields: readonly CustomFieldRowFragment[],
  values: Record<string, unknown> = {},
): EntryFormValues {
  const form: EntryFormValues = {};
  for (const field of fields) {
    const value = values[field.slug];
    if (field.fieldType === 'BOOLEAN') form[field.slug] = value === true;
    else if (value === undefined || value === null) form[field.slug] = '';
    else if (field.fieldType === 'ANY' || field.fieldType === 'LIST')
      form[field.slug] = JSON.stringify(value);
    else form[field.slug] = String(value);
  }
  return form;
}

/**
 * Form text → entry values. Numbers that parse are sent as numbers; text that does not is sent as
 * typed, so the provider's own message ("points must be an integer") reaches the field. Empty
 * fields are left out on create and cleared (null) on update. JSON fields that do not parse are
 * the seller's error before anything is sent.
 */
export function entryValuesFromForm(
  fields: readonly CustomFieldRowFragment[],
  form: EntryFormValues,
  { clearEmpty }: { clearEmpty: boolean },
): { values: Record<string, unknown>; errors: { slug: string; message: string }[] } {
  const values: Record<string, unknown> = {};
  const errors: { slug: string; message: string }[] = [];
  for (const field of fields) {
    const raw = form[field.slug];
    if (field.fieldType === 'BOOLEAN') {
      values[field.slug] = raw === true;
      continue;
    }
    const text = typeof raw === 'string' ? raw : '';
    if (text.trim() === '') {
      if (clearEmpty) values[field.slug] = null;
      continue;
    }
    if (field.fieldType === 'INTEGER' || field.fieldType === 'FLOAT') {
      const number = Number(text.trim());
      values[field.slug] = Number.isFinite(number) ? number : text;
    } else if (field.fieldType === 'ANY' || field.fieldType === 'LIST') {
      try {
        values[field.slug] = JSON.parse(text) as unknown;
      } catch {
        errors.push({ slug: field.slug, message: 'Enter valid JSON' });
      }
    } else {
      values[field.slug] = text;
    }
  }
  return { values, errors };
}

/** A value for a table cell. */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** An entry's values by field slug (the schema types them as JSON). */
export function entryValues(entry: { values: unknown }): Record<string, unknown> {
  return typeof entry.values === 'object' && entry.values !== null
    ? (entry.values as Record<string, unknown>)
    : {};
}
