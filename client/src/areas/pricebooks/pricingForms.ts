import type {
  MoneyAmountFragment,
  PriceModifierRowFragment,
  PriceModifierType,
  ProductPriceRowFragment,
} from '../../graphql/generated';
import type { UserErrorLike } from '../../components/form/userErrors';
import { amountsInput, amountsToFormValues, formCurrencies, type AmountsFormValues } from './currencyAmounts';
import { ENUM_LABELS } from '../../format/labels';

/** What a price and a modifier form share: an amount per currency and an external reference. */
export interface PricingFields {
  externalRef: string;
  amounts: AmountsFormValues;
}

/** The price dialog; field names match `ProductPriceCreateInput`, so userErrors land on the right row. */
export interface PriceFormValues extends PricingFields {
  sku: string;
}

/** The modifier dialog; field names match `PriceModifierCreateInput`. */
export interface ModifierFormValues extends PricingFields {
  name: string;
  modifierType: PriceModifierType;
}

/** A stored price or modifier, as far as the shared fields go. */
interface StoredPricing {
  externalRef: string | null;
  amounts: readonly MoneyAmountFragment[];
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

function pricingFormValues(stored?: StoredPricing): PricingFields {
  return {
    externalRef: stored?.externalRef ?? '',
    amounts: amountsToFormValues(formCurrencies(stored?.amounts), stored?.amounts),
  };
}

/** A new price's or modifier's amounts; a blank external reference is left out. */
function pricingCreateInput(values: PricingFields) {
  const externalRef = values.externalRef.trim();
  return { amounts: amountsInput(values.amounts), ...(externalRef ? { externalRef } : {}) };
}

/**
 * A changed price's or modifier's amounts, always whole (the provider replaces every currency), and
 * its external reference when changed (a cleared one sent as null).
 */
function pricingUpdateInput(stored: StoredPricing, values: PricingFields) {
  const externalRef = values.externalRef.trim();
  return {
    amounts: amountsInput(values.amounts, stored.amounts),
    ...(externalRef !== (stored.externalRef ?? '') ? { externalRef: externalRef || null } : {}),
  };
}

export function priceFormValues(price?: ProductPriceRowFragment): PriceFormValues {
  return { sku: price?.sku ?? '', ...pricingFormValues(price) };
}

export function modifierFormValues(modifier?: PriceModifierRowFragment): ModifierFormValues {
  return {
    name: modifier?.name ?? '',
    modifierType: modifier?.modifierType ?? 'PRICE_INCREMENT',
    ...pricingFormValues(modifier),
  };
}

export function priceCreateInput(values: PriceFormValues) {
  return { sku: values.sku.trim(), ...pricingCreateInput(values) };
}

export function priceUpdateInput(price: ProductPriceRowFragment, values: PriceFormValues) {
  const sku = values.sku.trim();
  return { ...(sku !== price.sku ? { sku } : {}), ...pricingUpdateInput(price, values) };
}

export function modifierCreateInput(values: ModifierFormValues) {
  return { name: values.name.trim(), modifierType: values.modifierType, ...pricingCreateInput(values) };
}

export function modifierUpdateInput(modifier: PriceModifierRowFragment, values: ModifierFormValues) {
  const name = values.name.trim();
  return {
    ...(name !== modifier.name ? { name } : {}),
    ...(values.modifierType !== modifier.modifierType ? { modifierType: values.modifierType } : {}),
    ...pricingUpdateInput(modifier, values),
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
