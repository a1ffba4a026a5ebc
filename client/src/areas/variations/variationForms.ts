import type { VariationModifierType } from '../../graphql/generated';
import { ENUM_LABELS } from '../../format/labels';

/**
 * Form values for variations, options and modifiers. Field names match the GraphQL inputs, so
 * `userErrors` land under the right field; numbers are typed as text and read on submit.
 */
export interface VariationFormValues {
  name: string;
  sortOrder: string;
}

export interface OptionFormValues {
  name: string;
  description: string;
  sortOrder: string;
}

export interface ModifierFormValues {
  type: VariationModifierType;
  value: string;
  seek: string;
  set: string;
}

export const VARIATION_FIELDS = [
  'name',
  'sortOrder',
] as const satisfies readonly (keyof VariationFormValues)[];
export const OPTION_FIELDS = [
  'name',
  'description',
  'sortOrder',
] as const satisfies readonly (keyof OptionFormValues)[];
export const MODIFIER_FIELDS = [
  'type',
  'value',
  'seek',
  'set',
] as const satisfies readonly (keyof ModifierFormValues)[];

export const EMPTY_VARIATION_FORM: VariationFormValues = { name: '', sortOrder: '' };
export const EMPTY_OPTION_FORM: OptionFormValues = { name: '', description: '', sortOrder: '' };
export const EMPTY_MODIFIER_FORM: ModifierFormValues = { type: 'NAME_APPEND', value: '', seek: '', set: '' };

/** Builders replace `seek` with `set`; every other modifier type has a single value. */
export const BUILDER_TYPES: readonly VariationModifierType[] = ['SKU_BUILDER', 'SLUG_BUILDER'];

/** Every modifier type with a label sellers recognise, in the provider's order. */
export const MODIFIER_TYPE_LABELS = ENUM_LABELS.VariationModifierType;

/** Blank text means "no sort order"; the form has already checked it is a whole number. */
function sortOrderOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

export const isWholeNumber = (text: string): boolean => /^\s*(-?\d+)?\s*$/.test(text);

export function variationFormValues(variation: {
  name: string;
  sortOrder: number | null;
}): VariationFormValues {
  return { name: variation.name, sortOrder: variation.sortOrder === null ? '' : String(variation.sortOrder) };
}

export function variationInput(values: VariationFormValues): { name: string; sortOrder: number | null } {
  return { name: values.name.trim(), sortOrder: sortOrderOf(values.sortOrder) };
}

export function optionFormValues(option: {
  name: string;
  description: string | null;
  sortOrder: number | null;
}): OptionFormValues {
  return {
    name: option.name,
    description: option.description ?? '',
    sortOrder: option.sortOrder === null ? '' : String(option.sortOrder),
  };
}

export function optionInput(values: OptionFormValues): {
  name: string;
  description: string | null;
  sortOrder: number | null;
} {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    sortOrder: sortOrderOf(values.sortOrder),
  };
}

/** Only the fields the type uses are sent: `seek`/`set` for builders, `value` for the rest. */
export function modifierInput(values: ModifierFormValues): {
  type: VariationModifierType;
  value?: string;
  seek?: string;
  set?: string;
} {
  return BUILDER_TYPES.includes(values.type)
    ? { type: values.type, seek: values.seek, set: values.set }
    : { type: values.type, value: values.value };
}

/** A stored modifier as the modifier form's values, for editing it. */
export function modifierFormValues(modifier: {
  type: VariationModifierType;
  value: string | null;
  seek: string | null;
  set: string | null;
}): ModifierFormValues {
  return {
    type: modifier.type,
    value: modifier.value ?? '',
    seek: modifier.seek ?? '',
    set: modifier.set ?? '',
  };
}

/** `Name: append " Large"` or `SKU: build {SIZE} → L`, for lists of modifiers. */
export function describeModifier(modifier: {
  type: VariationModifierType;
  value: string | null;
  seek: string | null;
  set: string | null;
}): string {
  const label = MODIFIER_TYPE_LABELS[modifier.type];
  return BUILDER_TYPES.includes(modifier.type)
    ? `${label}: ${modifier.seek ?? ''} → ${modifier.set ?? ''}`
    : `${label}: “${modifier.value ?? ''}”`;
}
