import type {
  FlowCreateInput,
  FlowFieldCreateInput,
  FlowFieldRowFragment,
  FlowFieldType,
  FlowFieldUpdateInput,
  FlowRowFragment,
  FlowUpdateInput,
} from '../../graphql/generated';
import { slugify } from '../legacy-catalogue/exports';
import { ENUM_LABELS } from '../../format/labels';

/**
 * Form values for flows, fields and entries, and their mapping to mutation inputs. Entry forms
 * are built from the flow's fields at run time, so their values live under `values.<key>`.
 */

export interface FlowFormValues {
  name: string;
  slug: string;
  description: string;
  enabled: boolean;
}

export const FLOW_FORM_FIELDS = ['name', 'slug', 'description', 'enabled'] as const;

export function flowFormValues(flow?: FlowRowFragment): FlowFormValues {
  return {
    name: flow?.name ?? '',
    slug: flow?.slug ?? '',
    description: flow?.description ?? '',
    enabled: flow?.enabled ?? true,
  };
}

export function flowCreateInput(values: FlowFormValues): FlowCreateInput {
  const name = values.name.trim();
  return {
    name,
    slug: values.slug.trim() || slugify(name),
    description: values.description,
    enabled: values.enabled,
  };
}

export function flowUpdateInput(values: FlowFormValues): FlowUpdateInput {
  return { ...flowCreateInput(values) };
}

export const FIELD_TYPE_LABELS = ENUM_LABELS.FlowFieldType;

export interface FieldFormValues {
  name: string;
  slug: string;
  fieldType: FlowFieldType;
  required: boolean;
  description: string;
  enabled: boolean;
}

export const FIELD_FORM_FIELDS = ['name', 'slug', 'fieldType', 'required', 'description', 'enabled'] as const;

export function fieldFormValues(field?: FlowFieldRowFragment): FieldFormValues {
  return {
    name: field?.name ?? '',
    slug: field?.slug ?? '',
    fieldType: field?.fieldType ?? 'STRING',
    required: field?.required ?? false,
    description: field?.description ?? '',
    enabled: field?.enabled ?? true,
  };
}

/** Field slugs become entry keys, so underscores (not hyphens) keep them easy to use in code. */
export function fieldCreateInput(flowId: string, values: FieldFormValues): FlowFieldCreateInput {
  const name = values.name.trim();
  return { flowId, ...values, name, slug: values.slug.trim() || slugify(name).replace(/-/g, '_') };
}

export function fieldUpdateInput(values: FieldFormValues): FlowFieldUpdateInput {
  const { flowId: _flowId, ...input } = fieldCreateInput('', values);
  return input;
}

/** The fields an entry dialog shows: relationships are set elsewhere, disabled fields not at all. */
export function editableFields<TField extends Pick<FlowFieldRowFragment, 'fieldType' | 'enabled'>>(
  fields: readonly TField[],
): TField[] {
  return fields.filter((field) => field.enabled && field.fieldType !== 'RELATIONSHIP');
}

export interface EntryFormValues {
  /** Form key (see {@link entryFormKey}) → text, or a boolean for yes/no fields. */
  values: Record<string, string | boolean>;
}

/**
 * The form key of a field: camelCase of its slug, because user errors arrive as
 * `["values", "wash_temperature"]` and the shared matcher compares camelCase paths.
 */
export function entryFormKey(slug: string): string {
  return slug.replace(/[_-]([a-z0-9])/g, (_whole, letter: string) => letter.toUpperCase());
}

export function entryFieldNames(fields: readonly FlowFieldRowFragment[]): `values.${string}`[] {
  return editableFields(fields).map((field) => `values.${entryFormKey(field.slug)}` as const);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An entry's stored values as form text (numbers as typed digits, absent values empty). */
export function entryFormValues(fields: readonly FlowFieldRowFragment[], stored?: unknown): EntryFormValues {
  const values: Record<string, string | boolean> = {};
  const source = isRecord(stored) ? stored : {};
  for (const field of editableFields(fields)) {
    const value = source[field.slug];
    values[entryFormKey(field.slug)] =
      field.fieldType === 'BOOLEAN'
        ? value === true
        : typeof value === 'string' || typeof value === 'number'
          ? String(value)
          : '';
  }
  return { values };
}

/**
 * The entry's `values` for the mutation, keyed by field slug. An emptied field is sent as null
 * (clearing it) when editing and left out when creating; numbers are sent as numbers.
 */
export function entryValuesInput(
  fields: readonly FlowFieldRowFragment[],
  form: EntryFormValues,
  editing: boolean,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of editableFields(fields)) {
    const value = form.values[entryFormKey(field.slug)];
    if (typeof value === 'boolean') {
      input[field.slug] = value;
      continue;
    }
    const text = (value ?? '').trim();
    if (text === '') {
      if (editing) input[field.slug] = null;
      continue;
    }
    input[field.slug] = field.fieldType === 'INTEGER' || field.fieldType === 'FLOAT' ? Number(text) : text;
  }
  return input;
}

/** Checks a typed value before it is sent; returns the message to show, or true when it fits. */
export function entryValueProblem(field: FlowFieldRowFragment, value: unknown): string | true {
  const text = typeof value === 'string' ? value.trim() : '';
  if (field.fieldType === 'BOOLEAN') return true;
  if (text === '') return field.required ? `${field.name} is required` : true;
  if (field.fieldType === 'INTEGER' && !/^-?\d+$/.test(text)) return `${field.name} must be a whole number`;
  if (field.fieldType === 'FLOAT' && !Number.isFinite(Number(text))) return `${field.name} must be a number`;
  return true;
}

/** How a stored value reads in the entries table. */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return `${value.length} linked`;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}
