import type { GatewayContext } from '../context';
import type { UserError } from '../errors';
import type { Resolvers } from '../generated/graphql';
import { listPage } from '../lists';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderList, ProviderSingle } from '../provider/resources';
import { attempt, resourceWrites, toProviderAttributes } from './mapping';
import type { CustomRelationshipModel } from './models';
import { providerPath } from '../provider/path';
import { loadFound } from './provider-reads';

/**
 * PCM custom relationships: the store's definitions (addressed by slug, as on the provider), the
 * definitions attached to a product, and the products related under each. Related products are
 * read as ids and resolved through the per-request `productById` loader, so a page of products
 * showing their related products costs one batched product call, not one per product.
 */

const CUSTOM_RELATIONSHIPS = 'pcm/custom-relationships';
const TYPE = 'custom-relationship';
const definitionPath = (slug: string) => providerPath(CUSTOM_RELATIONSHIPS)`/${slug}`;
const productLinksPath = (productId: string) => providerPath`pcm/products/${productId}/custom-relationships`;
const relatedPath = (productId: string, slug: string) =>
  providerPath`pcm/products/${productId}/custom-relationships/${slug}`;

/** `meta.products_not_associated` of a relate answer: the ids refused, with the provider's reason. */
interface RelateAnswer {
  meta?: { products_not_associated?: { ID?: string; Details?: string }[] | null };
}

const slugReferences = (slugs: readonly string[]) => ({ data: slugs.map((slug) => ({ type: TYPE, slug })) });
const productReferences = (ids: readonly string[]) => ({ data: ids.map((id) => ({ type: 'product', id })) });

async function findDefinition(ctx: GatewayContext, slug: string): Promise<CustomRelationshipModel | null> {
  try {
    return (await ctx.provider.get<ProviderSingle<CustomRelationshipModel>>(definitionPath(slug))).data;
  } catch (error) {
    // A missing definition is null, as elsewhere; every other failure stays an error.
    if (error instanceof ProviderHttpError && error.status === 404) return null;
    throw error;
  }
}

/** Runs a product-link change, then answers with the product as it is now. */
async function productAfter(
  ctx: GatewayContext,
  productId: string,
  change: () => Promise<{ id: string; reason: string }[]>,
) {
  const { value: refused, userErrors } = await attempt(change);
  if (userErrors.length > 0) return { product: null, notRelated: [], userErrors };
  const product = await ctx.loaders.productById.load(productId);
  return {
    product,
    notRelated: (refused ?? []).map(({ id, reason }) => ({ productId: id, reason })),
    userErrors: [] as UserError[],
  };
}

export const customRelationshipResolvers: Resolvers = {
  CustomRelationship: {
    slug: (definition) => definition.attributes.slug,
    name: (definition) => definition.attributes.name,
    description: (definition) => definition.attributes.description || null,
    externalName: (definition) => definition.attributes.external_name || null,
    externalDescription: (definition) => definition.attributes.external_description || null,
    biDirectional: (definition) => definition.attributes.bi_directional === true,
    createdAt: (definition) => definition.meta?.timestamps?.created_at ?? null,
    updatedAt: (definition) => definition.meta?.timestamps?.updated_at ?? null,
  },
  Product: {
    customRelationships: async (product, _args, ctx) => {
      const list = await ctx.provider.get<ProviderList<CustomRelationshipModel>>(
        productLinksPath(product.id),
        {
          query: { 'page[limit]': 100 },
        },
      );
      return list.data;
    },
    relatedProducts: async (product, { slug, page }, ctx) => {
      const references = await listPage<{ id: string }>(ctx.provider, relatedPath(product.id, slug), {
        page,
      });
      const ids = references.items.map((reference) => reference.id);
      return { ...references, items: await loadFound(ctx.loaders.productById, ids) };
    },
  },
  Query: {
    customRelationships: async (_root, { page }, ctx) => {
      return listPage<CustomRelationshipModel>(ctx.provider, CUSTOM_RELATIONSHIPS, { page });
    },
    customRelationship: (_root, { slug }, ctx) => {
      return findDefinition(ctx, slug);
    },
  },
  Mutation: {
    createCustomRelationship: async (_root, { input }, ctx) => {
      const { value, userErrors } = await resourceWrites<CustomRelationshipModel>(ctx.provider, {
        type: TYPE,
        collectionPath: CUSTOM_RELATIONSHIPS,
      }).create(input);
      return { customRelationship: value, userErrors };
    },
    // Not resourceWrites.update: the URL names the slug while the body must carry the id.
    updateCustomRelationship: async (_root, { slug, input }, ctx) => {
      const { value, userErrors } = await attempt(async () => {
        const current = await ctx.provider.get<ProviderSingle<CustomRelationshipModel>>(definitionPath(slug));
        const attributes = toProviderAttributes(input, { clearWithNull: true });
        const updated = await ctx.provider.put<ProviderSingle<CustomRelationshipModel>>(
          definitionPath(slug),
          {
            body: { data: { id: current.data.id, type: TYPE, attributes } },
          },
        );
        return updated.data;
      });
      return { customRelationship: value, userErrors };
    },
    deleteCustomRelationship: async (_root, { slug }, ctx) => {
      const { deletedId, userErrors } = await resourceWrites(ctx.provider, {
        type: TYPE,
        collectionPath: CUSTOM_RELATIONSHIPS,
      }).remove(slug);
      return { deletedSlug: deletedId, userErrors };
    },
    attachCustomRelationships: (_root, { productId, slugs }, ctx) =>
      productAfter(ctx, productId, async () => {
        await ctx.provider.post(productLinksPath(productId), { body: slugReferences(slugs) });
        return [];
      }),
    detachCustomRelationships: (_root, { productId, slugs }, ctx) =>
      productAfter(ctx, productId, async () => {
        await ctx.provider.delete(productLinksPath(productId), { body: slugReferences(slugs) });
        return [];
      }),
    relateProducts: (_root, { productId, slug, relatedProductIds }, ctx) =>
      productAfter(ctx, productId, async () => {
        const answer = await ctx.provider.post<RelateAnswer>(relatedPath(productId, slug), {
          body: productReferences(relatedProductIds),
        });
        return (answer.meta?.products_not_associated ?? []).map((refused) => ({
          id: refused.ID ?? '',
          reason: refused.Details ?? 'not related',
        }));
      }),
    unrelateProducts: (_root, { productId, slug, relatedProductIds }, ctx) =>
      productAfter(ctx, productId, async () => {
        await ctx.provider.delete(relatedPath(productId, slug), {
          body: productReferences(relatedProductIds),
        });
        return [];
      }),
  },
};
