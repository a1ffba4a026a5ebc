import type {
  PriceModifierRowFragment,
  PriceModifierType,
  ProductPriceRowFragment,
} from '../../graphql/generated';
import type { UserErrorLike } from '../../components/form/userErrors';
import { amountsInput, amountsToFormValues, formCurrencies, type AmountsFormValues } from './currencyAmounts';
import { ENUM_LABELS } from '../../format/labels';

/** The price dialog; field names match `ProductPriceCreateInput`, so userErrors land on the right row. */
export interface PriceFormValues {
  sku: string;
  externalRef: string;
  amounts: AmountsFormValues;
}

/** The modifier dialog; field names match `PriceModifierCreateInput`. */
export interface ModifierFormValues {
  name: string;
  modifierType: PriceModifierType;
  externalRef: string;
  amounts: AmountsFormValues;
}

export const MODIFIER_TYPE_LABELS = ENUM_LABELS.PriceModifierType;

/**
 * Fields userErrors may point at: `amounts.USD.amount` puts the message on the USD input, any other
 * path into a currency (`amounts.USD`, `amounts.USD.tiers`) under its row, bare `amounts` above them.
 */
export function amountFieldNames(currencies: readonly string[]) {
  return [
    'amounts',
    ...currencies.flatMap((currency) => [`amounts.${currency}`, `amounts.${currency}.amount`] as const),
  ] as const;
}

/** A form-level check the provider would also make: a price with no amount at all says nothing. */
export function missingAmountError(amounts: AmountsFormValues): UserErrorLike[] {
  return Object.values(amounts).some((row) => row.amount.trim() !== '')
    ? []
    : [{ field: ['amounts'], message: 'Enter an amount in at least one currency.' }];
}

export function priceFormValues(price?: ProductPriceRowFragment): PriceFormValues {
  return {
    sku: price?.sku ?? '',
    externalRef: price?.externalRef ?? '',
    amounts: amountsToFormValues(formCurrencies(price?.amounts), price?.amounts),
  };
}

export function modifierFormValues(modifier?: PriceModifierRowFragment): ModifierFormValues {
  return {
    name: modifier?.name ?? '',
    modifierType: modifier?.modifierType ?? 'PRICE_INCREMENT',
    externalRef: modifier?.externalRef ?? '',
    amounts: amountsToFormValues(formCurrencies(modifier?.amounts), modifier?.amounts),
  };
}

/** A new price: a blank external reference is left out. */
export function priceCreateInput(values: PriceFormValues) {
  const externalRef = values.externalRef.trim();
  return {
    sku: values.sku.trim(),
    amounts: amountsInput(values.amounts),
    ...(externalRef ? { externalRef } : {}),
  };
}

/** A changed price: `amounts` always goes whole (the provider replaces every currency). */
export function priceUpdateInput(price: ProductPriceRowFragment, values: PriceFormValues) {
  const sku = values.sku.trim();
  const externalRef = values.externalRef.trim();
  return {
    ...(sku !== price.sku ? { sku } : {}),
    amounts: amountsInput(values.amounts, price.amounts),
    ...(externalRef !== (price.externalRef ?? '') ? { externalRef: externalRef || null } : {}),
  };
}

export function modifierCreateInput(values: ModifierFormValues) {
  const externalRef = values.externalRef.trim();
  return {
    name: values.name.trim(),
    modifierType: values.modifierType,
    amounts: amountsInput(values.amounts),
    ...(externalRef ? { externalRef } : {}),
  };
}

export function modifierUpdateInput(modifier: PriceModifierRowFragment, values: ModifierFormValues) {
  const name = values.name.trim();
  const externalRef = values.externalRef.trim();
  return {
    ...(name !== modifier.name ? { name } : {}),
    ...(values.modifierType !== modifier.modifierType ? { modifierType: values.modifierType } : {}),
    amounts: amountsInput(values.amounts, modifier.amounts),
    ...(externalRef !== (modifier.externalRef ?? '') ? { externalRef: externalRef || null } : {}),
  };
}

/** The price book dialog (name and description). */
export interface PriceBookFormValues {
  name: string;
  description: string;
}

export const PRICE_BOOK_FORM_FIELDS = [
  'name',
  'description',
] as const satisfies readonly (keyof PriceBookFormValues)[];

export function priceBookFormValues(book?: {
  name: string;
  description: string | null;
}): PriceBookFormValues {
  return { name: book?.name ?? '', description: book?.description ?? '' };
}

export function priceBookCreateInput(values: PriceBookFormValues) {
  const description = values.description.trim();
  return { name: values.name.trim(), ...(description ? { description } : {}) };
}

/** Only what changed; a cleared description is sent as null (the provider removes it). */
export function priceBookUpdateInput(before: PriceBookFormValues, after: PriceBookFormValues) {
  const input: { name?: string; description?: string | null } = {};
  if (after.name.trim() !== before.name) input.name = after.name.trim();
  const description = after.description.trim();
  if (description !== before.description) input.description = description || null;
  return input;
}
