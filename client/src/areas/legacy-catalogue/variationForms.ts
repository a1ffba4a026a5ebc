import type {
  LegacyModifierRowFragment,
  LegacyModifierType,
  LegacyProductModifierInput,
  LegacyVariationOptionInput,
  LegacyVariationRowFragment,
} from '../../graphql/generated';
import type { UserErrorLike } from '../../components/form/userErrors';
import { ENUM_LABELS } from '../../format/labels';

/**
 * Form values and mutation inputs for legacy (v2) variations, their options and the options'
 * product modifiers. Field names match the schema's inputs so userErrors land on their field.
 */

/** An option as the variations list reads it. */
export type LegacyOptionRowFragment = LegacyVariationRowFragment['options'][number];

export interface VariationFormValues {
  name: string;
}

export const VARIATION_FORM_FIELDS = ['name'] as const satisfies readonly (keyof VariationFormValues)[];

export const variationFormValues = (row?: LegacyVariationRowFragment): VariationFormValues => ({
  name: row?.name ?? '',
});

export interface OptionFormValues {
  name: string;
  description: string;
}

export const OPTION_FORM_FIELDS = [
  'name',
  'description',
] as const satisfies readonly (keyof OptionFormValues)[];

export const optionFormValues = (row?: LegacyOptionRowFragment): OptionFormValues => ({
  name: row?.name ?? '',
  description: row?.description ?? '',
});

/** Create sends both fields; an update only what changed. */
export function optionInput(values: OptionFormValues, before?: OptionFormValues): LegacyVariationOptionInput {
  const input: LegacyVariationOptionInput = {};
  if (!before || values.name !== before.name) input.name = values.name.trim();
  if (!before || values.description !== before.description) input.description = values.description;
  return input;
}

/** A modifier's value is text, a seek/set pair or a price, depending on its type. */
export type ModifierKind = 'text' | 'builder' | 'price';

export const MODIFIER_TYPE_LABELS = ENUM_LABELS.LegacyModifierType;

export function modifierKind(type: LegacyModifierType): ModifierKind {
  if (type === 'SLUG_BUILDER' || type === 'SKU_BUILDER') return 'builder';
  if (type.startsWith('PRICE_')) return 'price';
  return 'text';
}

/** Numbers stay text until submitted so a half-typed amount is not lost. */
export interface ModifierFormValues {
  modifierType: LegacyModifierType;
  value: string;
  seek: string;
  set: string;
  amount: string;
  currency: string;
  includesTax: boolean;
}

export const MODIFIER_FORM_FIELDS = [
  'modifierType',
  'value',
  'seek',
  'set',
  'amount',
  'currency',
  'includesTax',
] as const satisfies readonly (keyof ModifierFormValues)[];

/** The form edits one price; a modifier saved elsewhere with several keeps only the first. */
export function modifierFormValues(row?: LegacyModifierRowFragment): ModifierFormValues {
  const price = row?.prices?.[0];
  return {
    modifierType: row?.modifierType ?? 'SKU_APPEND',
    value: row?.value ?? '',
    seek: row?.seek ?? '',
    set: row?.set ?? '',
    amount: price ? String(price.amount) : '',
    currency: price?.currency ?? 'USD',
    includesTax: price?.includesTax ?? true,
  };
}

export function modifierInput(values: ModifierFormValues): LegacyProductModifierInput {
  const kind = modifierKind(values.modifierType);
  if (kind === 'builder') return { modifierType: values.modifierType, seek: values.seek, set: values.set };
  if (kind === 'price') {
    return {
      modifierType: values.modifierType,
      prices: [
        {
          amount: Number(values.amount),
          currency: values.currency.trim().toUpperCase(),
          includesTax: values.includesTax,
        },
      ],
    };
  }
  return { modifierType: values.modifierType, value: values.value };
}

/** The provider reports every value problem on `value`; show it on the field the seller sees. */
export function modifierUserErrors(
  errors: readonly UserErrorLike[],
  type: LegacyModifierType,
): readonly UserErrorLike[] {
  const target = { text: 'value', builder: 'seek', price: 'amount' }[modifierKind(type)];
  return errors.map((error) => (error.field?.[0] === 'value' ? { ...error, field: [target] } : error));
}

/** `SKU append: -S`, `Slug builder: {size} → s`, `Price increment: 250 USD (incl. tax)`. */
export function describeModifier(modifier: LegacyModifierRowFragment): string {
  const label = MODIFIER_TYPE_LABELS[modifier.modifierType];
  const kind = modifierKind(modifier.modifierType);
  if (kind === 'builder') return `${label}: ${modifier.seek ?? ''} → ${modifier.set ?? ''}`;
  if (kind === 'price') {
    const prices = (modifier.prices ?? []).map(
      (price) => `${price.amount} ${price.currency}${price.includesTax ? ' (incl. tax)' : ''}`,
    );
    return `${label}: ${prices.join(', ')}`;
  }
  return `${label}: ${modifier.value ?? ''}`;
}
