import type { GatewayContext } from '../context';
import type { UserError } from '../errors';
import type { Resolvers, VariationModifierType } from '../generated/graphql';
import { listPage } from '../lists';
import type { ProviderSingle } from '../provider/resources';
import { getFlat } from './flat-resources';
import { attempt, createOnce, enumValue, toProviderAttributes } from './mapping';
import { productListRequest } from './products';
import type { ProductModel, VariationModel, VariationModifierModel, VariationOptionModel } from './models';
import { providerPath } from '../provider/path';
import { loadFound } from './provider-reads';

const VARIATIONS = 'pcm/variations';
const variationPath = (id: string) => providerPath(VARIATIONS)`/${id}`;
const optionsPath = (variationId: string) => providerPath(VARIATIONS)`/${variationId}/options`;
const optionPath = (variationId: string, optionId: string) =>
  providerPath(VARIATIONS)`/${variationId}/options/${optionId}`;
const modifiersPath = (variationId: string, optionId: string) =>
  providerPath(VARIATIONS)`/${variationId}/options/${optionId}/modifiers`;
const modifierPath = (variationId: string, optionId: string, id: string) =>
  providerPath(VARIATIONS)`/${variationId}/options/${optionId}/modifiers/${id}`;
const productPath = (id: string) => providerPath`pcm/products/${id}`;

// ---------------------------------------------------------------------------------------------
// Reading provider resources

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const integer = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** A summary from `meta.options` (or `meta.variations[].options`) as an option of `variationId`. */
function optionFromSummary(variationId: string, summary: unknown): VariationOptionModel[] {
  if (!isRecord(summary) || typeof summary.id !== 'string' || typeof summary.name !== 'string') return [];
  return [
    {
      id: summary.id,
      variationId,
      name: summary.name,
      description: text(summary.description),
      sortOrder: integer(summary.sort_order),
    },
  ];
}

interface OptionResource {
  id: string;
  attributes: { name: string; description?: string; sort_order?: number };
}

function optionFromResource(variationId: string, option: OptionResource): VariationOptionModel {
  return {
    id: option.id,
    variationId,
    name: option.attributes.name,
    description: option.attributes.description ?? null,
    sortOrder: option.attributes.sort_order ?? null,
  };
}

/** `relationships.<name>.data` ids: a list for variations, one reference for the parent. */
function relatedIds(product: ProductModel, name: string): string[] {
  const relation = product.relationships?.[name];
  if (!isRecord(relation)) return [];
  const data = Array.isArray(relation.data) ? relation.data : [relation.data];
  return data.flatMap((item: unknown) => (isRecord(item) && typeof item.id === 'string' ? [item.id] : []));
}

// ---------------------------------------------------------------------------------------------
// Mutation helpers

/** Relationship errors point at `/data/...`, not at attributes: name the GraphQL argument instead. */
function onArgument(userErrors: UserError[], field: string[]): UserError[] {
  return userErrors.map((error) => (error.field ? error : { ...error, field }));
}

const variationReferences = (ids: readonly string[]) => ({
  data: ids.map((id) => ({ type: 'product-variation', id })),
});

/** GraphQL `SKU_BUILDER` → the provider's `sku_builder`; builders send seek/set, the rest value. */
function modifierAttributes(input: {
  type: VariationModifierType;
  value?: string | null;
  seek?: string | null;
  set?: string | null;
}): Record<string, unknown> {
  return toProviderAttributes(input, { enumFields: ['type'] });
}

/** Reads the product back after a relationship change or build, which the provider answers 204/201. */
async function productAfter(
  ctx: GatewayContext,
  productId: string,
  change: () => Promise<unknown>,
  argument: string[],
) {
  const { userErrors } = await attempt(change);
  if (userErrors.length > 0) return { product: null, userErrors: onArgument(userErrors, argument) };
  const product = await ctx.provider.get<ProviderSingle<ProductModel>>(productPath(productId));
  return { product: product.data, userErrors: [] };
}

// ---------------------------------------------------------------------------------------------
// Resolvers

export const variationResolvers: Resolvers = {
  Query: {
    variations: async (_root, { page }, ctx) => {
      const found = await listPage<VariationModel>(ctx.provider, VARIATIONS, { page });
      for (const variation of found.items) ctx.loaders.variationById.prime(variation.id, variation);
      return found;
    },
    variation: (_root, { id }, ctx) => {
      return ctx.loaders.variationById.load(id);
    },
    variationOptions: (_root, { variationId, page }, ctx) =>
      listPage<OptionResource, VariationOptionModel>(
        ctx.provider,
        optionsPath(variationId),
        { page },
        (option) => optionFromResource(variationId, option),
      ),
    variationOption: async (_root, { variationId, id }, ctx) => {
      const option = await getFlat<OptionResource>(
        ctx,
        { path: optionsPath(variationId), type: 'product-variation-option' },
        id,
      );
      return option ? optionFromResource(variationId, option) : null;
    },
    variationModifier: (_root, { variationId, optionId, id }, ctx) =>
      getFlat<VariationModifierModel>(
        ctx,
        { path: modifiersPath(variationId, optionId), type: 'product-variation-modifier' },
        id,
      ),
  },
  Mutation: {
    createVariation: async (_root, { input }, ctx) => {
      const attributes = toProviderAttributes(input);
      // Variation names are unique in the store: a lost answer is settled by looking the name up.
      const lookup = {
        collectionPath: VARIATIONS,
        shape: 'attributes',
        keys: ['name'],
        label: 'variation',
      } as const;
      const { value, userErrors } = await attempt(() =>
        createOnce(ctx.provider, lookup, attributes, async () => {
          const created = await ctx.provider.post<ProviderSingle<VariationModel>>(VARIATIONS, {
            body: { data: { type: 'product-variation', attributes } },
          });
          return created.data;
        }),
      );
      return { variation: value, userErrors };
    },
    updateVariation: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.put<ProviderSingle<VariationModel>>(variationPath(id), {
          body: {
            data: {
              id,
              type: 'product-variation',
              attributes: toProviderAttributes(input, { clearWithNull: true }),
            },
          },
        }),
      );
      return { variation: value?.data ?? null, userErrors };
    },
    deleteVariation: async (_root, { id }, ctx) => {
      const { userErrors } = await attempt(() => ctx.provider.delete(variationPath(id)));
      return { deletedId: userErrors.length === 0 ? id : null, userErrors };
    },
    createVariationOption: async (_root, { variationId, input }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<OptionResource>>(optionsPath(variationId), {
          body: {
            data: {
              type: 'product-variation-option',
              // The provider's document requires a description; none given means an empty one.
              attributes: { description: '', ...toProviderAttributes(input) },
            },
          },
        }),
      );
      return { option: value ? optionFromResource(variationId, value.data) : null, userErrors };
    },
    updateVariationOption: async (_root, { variationId, id, input }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.put<ProviderSingle<OptionResource>>(optionPath(variationId, id), {
          body: {
            data: {
              id,
              type: 'product-variation-option',
              attributes: toProviderAttributes(input, { clearWithNull: true }),
            },
          },
        }),
      );
      return { option: value ? optionFromResource(variationId, value.data) : null, userErrors };
    },
    deleteVariationOption: async (_root, { variationId, id }, ctx) => {
      const { userErrors } = await attempt(() => ctx.provider.delete(optionPath(variationId, id)));
      return { deletedId: userErrors.length === 0 ? id : null, userErrors };
    },
    createVariationModifier: async (_root, { variationId, optionId, input }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<VariationModifierModel>>(modifiersPath(variationId, optionId), {
          body: { data: { type: 'product-variation-modifier', attributes: modifierAttributes(input) } },
        }),
      );
      return { modifier: value?.data ?? null, userErrors };
    },
    updateVariationModifier: async (_root, { variationId, optionId, id, input }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.put<ProviderSingle<VariationModifierModel>>(modifierPath(variationId, optionId, id), {
          body: {
            data: { id, type: 'product-variation-modifier', attributes: modifierAttributes(input) },
          },
        }),
      );
      return { modifier: value?.data ?? null, userErrors };
    },
    deleteVariationModifier: async (_root, { variationId, optionId, id }, ctx) => {
      const { userErrors } = await attempt(() =>
        ctx.provider.delete(modifierPath(variationId, optionId, id)),
      );
      return { deletedId: userErrors.length === 0 ? id : null, userErrors };
    },
    attachVariations: (_root, { productId, variationIds }, ctx) => {
      return productAfter(
        ctx,
        productId,
        () =>
          ctx.provider.post(`${productPath(productId)}/relationships/variations`, {
            body: variationReferences(variationIds),
          }),
        ['variationIds'],
      );
    },
    detachVariations: (_root, { productId, variationIds }, ctx) => {
      return productAfter(
        ctx,
        productId,
        () =>
          ctx.provider.delete(`${productPath(productId)}/relationships/variations`, {
            body: variationReferences(variationIds),
          }),
        ['variationIds'],
      );
    },
    replaceVariations: (_root, { productId, variationIds }, ctx) => {
      return productAfter(
        ctx,
        productId,
        () =>
          ctx.provider.put(`${productPath(productId)}/relationships/variations`, {
            body: variationReferences(variationIds),
          }),
        ['variationIds'],
      );
    },
    buildChildProducts: (_root, { productId }, ctx) => {
      return productAfter(ctx, productId, () => ctx.provider.post(`${productPath(productId)}/build`), [
        'productId',
      ]);
    },
  },
  Variation: {
    id: (variation) => variation.id,
    name: (variation) => variation.attributes.name,
    sortOrder: (variation) => variation.attributes.sort_order ?? null,
    options: (variation) => {
      const summaries = variation.meta?.options;
      return Array.isArray(summaries)
        ? summaries.flatMap((summary: unknown) => optionFromSummary(variation.id, summary))
        : [];
    },
    createdAt: (variation) => text(variation.meta?.created_at),
    updatedAt: (variation) => text(variation.meta?.updated_at),
  },
  VariationOption: {
    modifiers: (option, _args, ctx) =>
      ctx.loaders.modifiersByOption.load(`${option.variationId}/${option.id}`),
  },
  VariationModifier: {
    id: (modifier) => modifier.id,
    type: (modifier) => enumValue<VariationModifierType>(modifier.attributes.type),
    value: (modifier) => modifier.attributes.value ?? null,
    seek: (modifier) => modifier.attributes.seek ?? null,
    set: (modifier) => modifier.attributes.set ?? null,
  },
  Product: {
    variations: async (product, _args, ctx) => {
      return loadFound(ctx.loaders.variationById, relatedIds(product, 'variations'));
    },
    children: async (product, { filter, sort, page }, ctx) => {
      const found = await listPage<ProductModel>(
        ctx.provider,
        `${productPath(product.id)}/children`,
        productListRequest(filter, sort, page),
      );
      for (const child of found.items) ctx.loaders.productById.prime(child.id, child);
      return found;
    },
    parent: (product, _args, ctx) => {
      const [parentId] = relatedIds(product, 'parent');
      return parentId ? ctx.loaders.productById.load(parentId) : null;
    },
    variationChoices: (product) => {
      // `meta.child_variations`: the child's variations, each with the one option it was built from.
      const choices = product.meta?.child_variations;
      if (!Array.isArray(choices)) return [];
      return choices.flatMap((choice: unknown) => {
        if (!isRecord(choice) || !isRecord(choice.option)) return [];
        const { id, name } = choice;
        const { id: optionId, name: optionName } = choice.option;
        return typeof id === 'string' &&
          typeof name === 'string' &&
          typeof optionId === 'string' &&
          typeof optionName === 'string'
          ? [{ variationId: id, variationName: name, optionId, optionName }]
          : [];
      });
    },
  },
};
