import type { GatewayContext } from '../context';
import { listPage } from '../lists';
import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type {
  LegacyModifierType,
  LegacyProductModifierInput,
  LegacyVariationOptionInput,
  Resolvers,
} from '../generated/graphql';
import { getFlat, type LegacyResourceKind } from './flat-resources';
import { createLegacy, deleteLegacy, updateLegacy } from './legacy-documents';
import { enumValue, toProviderAttributes } from './mapping';
import type { LegacyResourceMeta } from './models';
import type { ProviderList } from '../provider/resources';
import { providerPath } from '../provider/path';

/**
 * Legacy v2 product variations: `v2/variations`, `v2/variations/{id}/options` and
 * `v2/variations/{id}/options/{optionId}/modifiers` (the spec's paths). The provider embeds a
 * variation's options, each with its modifiers, in the variation document, so reading needs one
 * call; option and modifier writes read the variation again so the admin's cache sees the result.
 */

/** A price of a price modifier as the provider stores it. */
export interface LegacyModifierPriceModel {
  amount: number;
  currency: string;
  includes_tax: boolean;
}

/** The parent object of `LegacyProductModifier` resolvers. */
export interface LegacyProductModifierModel {
  id: string;
  type?: string;
  modifier_type: string;
  /** A string, `{ seek, set }` for the builder types or a list of prices for the price types. */
  value: unknown;
}

/** The parent object of `LegacyVariationOption` resolvers. */
export interface LegacyVariationOptionModel {
  id: string;
  type?: string;
  name: string;
  description?: string;
  modifiers?: LegacyProductModifierModel[];
}

/** The parent object of `LegacyVariation` resolvers. */
export interface LegacyVariationModel {
  id: string;
  type?: string;
  name: string;
  options?: LegacyVariationOptionModel[];
  meta?: LegacyResourceMeta;
}

export const LEGACY_VARIATIONS: LegacyResourceKind = { path: 'v2/variations', type: 'product-variation' };

export function optionsKind(variationId: string): LegacyResourceKind {
  return { path: providerPath(LEGACY_VARIATIONS.path)`/${variationId}/options`, type: 'option' };
}

export function modifiersKind(variationId: string, optionId: string): LegacyResourceKind {
  return {
    path: providerPath(optionsKind(variationId).path)`/${optionId}/modifiers`,
    type: 'modifier',
  };
}

const FILTER_FIELDS = sdlFilterFields('LegacyVariationFilter');

const BUILDER_TYPES = new Set(['slug_builder', 'sku_builder']);
const PRICE_TYPES = new Set(['price_equals', 'price_increment', 'price_decrement']);

/** The provider's `{ modifier_type, value }` for a modifier input. */
export function modifierFields(input: LegacyProductModifierInput): Record<string, unknown> {
  const modifierType = input.modifierType.toLowerCase();
  let value: unknown = input.value ?? undefined;
  if (BUILDER_TYPES.has(modifierType)) value = { seek: input.seek ?? '', set: input.set ?? '' };
  if (PRICE_TYPES.has(modifierType)) {
    value = (input.prices ?? []).map((price) => ({
      amount: price.amount,
      currency: price.currency,
      includes_tax: price.includesTax,
    }));
  }
  return { modifier_type: modifierType, ...(value === undefined ? {} : { value }) };
}

const optionFields = (input: LegacyVariationOptionInput) => toProviderAttributes(input);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isPrice(value: unknown): value is LegacyModifierPriceModel {
  return isRecord(value) && typeof value.amount === 'number' && typeof value.currency === 'string';
}

/** The variation as it is after a write to one of its options; null when it cannot be read. */
const currentVariation = (ctx: GatewayContext, variationId: string) =>
  getFlat<LegacyVariationModel>(ctx, LEGACY_VARIATIONS, variationId);

/** Runs a write below a variation; on success the payload also carries the variation re-read. */
async function withVariation<T>(
  ctx: GatewayContext,
  variationId: string,
  write: Promise<{ value: T | null; userErrors: { field?: string[] | null; message: string }[] }>,
) {
  const result = await write;
  const variation = result.userErrors.length === 0 ? await currentVariation(ctx, variationId) : null;
  return { ...result, variation };
}

export const legacyVariationResolvers: Resolvers = {
  Query: {
    legacyVariations: (_root, { filter, page }, ctx) =>
      listPage<LegacyVariationModel>(ctx.provider, LEGACY_VARIATIONS.path, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, FILTER_FIELDS),
      }),
    legacyVariation: (_root, { id }, ctx) => getFlat<LegacyVariationModel>(ctx, LEGACY_VARIATIONS, id),
    legacyVariationOptions: async (_root, { variationId }, ctx) =>
      (await ctx.provider.get<ProviderList<LegacyVariationOptionModel>>(optionsKind(variationId).path)).data,
    legacyVariationOption: (_root, { variationId, optionId }, ctx) =>
      getFlat<LegacyVariationOptionModel>(ctx, optionsKind(variationId), optionId),
    legacyProductModifiers: async (_root, { variationId, optionId }, ctx) =>
      (
        await ctx.provider.get<ProviderList<LegacyProductModifierModel>>(
          modifiersKind(variationId, optionId).path,
        )
      ).data,
    legacyProductModifier: (_root, { variationId, optionId, modifierId }, ctx) =>
      getFlat<LegacyProductModifierModel>(ctx, modifiersKind(variationId, optionId), modifierId),
  },
  Mutation: {
    createLegacyVariation: async (_root, { input }, ctx) => {
      const { value, userErrors } = await createLegacy<LegacyVariationModel>(ctx, LEGACY_VARIATIONS, {
        name: input.name,
      });
      return { variation: value, userErrors };
    },
    updateLegacyVariation: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await updateLegacy<LegacyVariationModel>(ctx, LEGACY_VARIATIONS, id, {
        name: input.name,
      });
      return { variation: value, userErrors };
    },
    deleteLegacyVariation: async (_root, { id }, ctx) => ({
      ...(await deleteLegacy(ctx, LEGACY_VARIATIONS, id)),
      variation: null,
    }),
    createLegacyVariationOption: async (_root, { variationId, input }, ctx) => {
      const { value, userErrors, variation } = await withVariation(
        ctx,
        variationId,
        createLegacy<LegacyVariationOptionModel>(ctx, optionsKind(variationId), optionFields(input)),
      );
      return { option: value, variation, userErrors };
    },
    updateLegacyVariationOption: async (_root, { variationId, optionId, input }, ctx) => {
      const { value, userErrors, variation } = await withVariation(
        ctx,
        variationId,
        updateLegacy<LegacyVariationOptionModel>(
          ctx,
          optionsKind(variationId),
          optionId,
          optionFields(input),
        ),
      );
      return { option: value, variation, userErrors };
    },
    deleteLegacyVariationOption: async (_root, { variationId, optionId }, ctx) => {
      const { deletedId, userErrors } = await deleteLegacy(ctx, optionsKind(variationId), optionId);
      const variation = deletedId ? await currentVariation(ctx, variationId) : null;
      return { deletedId, variation, userErrors };
    },
    createLegacyProductModifier: async (_root, { variationId, optionId, input }, ctx) => {
      const { value, userErrors, variation } = await withVariation(
        ctx,
        variationId,
        createLegacy<LegacyProductModifierModel>(
          ctx,
          modifiersKind(variationId, optionId),
          modifierFields(input),
        ),
      );
      return { modifier: value, variation, userErrors };
    },
    updateLegacyProductModifier: async (_root, { variationId, optionId, modifierId, input }, ctx) => {
      const { value, userErrors, variation } = await withVariation(
        ctx,
        variationId,
        updateLegacy<LegacyProductModifierModel>(
          ctx,
          modifiersKind(variationId, optionId),
          modifierId,
          modifierFields(input),
        ),
      );
      return { modifier: value, variation, userErrors };
    },
    deleteLegacyProductModifier: async (_root, { variationId, optionId, modifierId }, ctx) => {
      const { deletedId, userErrors } = await deleteLegacy(
        ctx,
        modifiersKind(variationId, optionId),
        modifierId,
      );
      const variation = deletedId ? await currentVariation(ctx, variationId) : null;
      return { deletedId, variation, userErrors };
    },
  },
  LegacyVariation: {
    id: (variation) => variation.id,
    name: (variation) => variation.name,
    options: (variation) => variation.options ?? [],
    createdAt: (variation) => variation.meta?.timestamps?.created_at ?? null,
    updatedAt: (variation) => variation.meta?.timestamps?.updated_at ?? null,
  },
  LegacyVariationOption: {
    id: (option) => option.id,
    name: (option) => option.name,
    description: (option) => option.description ?? '',
    modifiers: (option) => option.modifiers ?? [],
  },
  LegacyProductModifier: {
    id: (modifier) => modifier.id,
    modifierType: (modifier) => enumValue<LegacyModifierType>(modifier.modifier_type),
    value: (modifier) => (typeof modifier.value === 'string' ? modifier.value : null),
    seek: (modifier) =>
      isRecord(modifier.value) && typeof modifier.value.seek === 'string' ? modifier.value.seek : null,
    set: (modifier) =>
      isRecord(modifier.value) && typeof modifier.value.set === 'string' ? modifier.value.set : null,
    prices: (modifier) =>
      Array.isArray(modifier.value)
        ? modifier.value.filter(isPrice).map((price) => ({
            amount: price.amount,
            currency: price.currency,
            includesTax: price.includes_tax === true,
          }))
        : null,
  },
};
