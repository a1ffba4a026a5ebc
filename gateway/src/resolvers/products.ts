import type { FilterFields, FilterInput } from '../filters';
import { encodeFilter } from '../filters';
import type { CommodityType, ProductSortField, ProductStatus, Resolvers } from '../generated/graphql';
import { encodeSort, pageInfo, pageRequest } from '../lists';
import type { ProviderClient } from '../provider/client';
import type { ProviderList } from '../provider/resources';
import { requireCaller } from '../session';
import { enumValue, resourceWrites } from './mapping';
import type { ProductModel } from './models';

const PRODUCTS = 'pcm/products';

/** Typed filter fields → the provider's filterable product fields (pcm.yaml, Get all products). */
export const PRODUCT_FILTER_FIELDS: FilterFields = {
  id: { name: 'id' },
  name: { name: 'name' },
  sku: { name: 'sku' },
  slug: { name: 'slug' },
  description: { name: 'description' },
  status: { name: 'status', lowercase: true },
  commodityType: { name: 'commodity_type', lowercase: true },
  tags: { name: 'tags' },
  createdAt: { name: 'created_at' },
  updatedAt: { name: 'updated_at' },
};

const PRODUCT_SORT_FIELDS: Record<ProductSortField, string> = {
  NAME: 'name',
  SKU: 'sku',
  SLUG: 'slug',
  STATUS: 'status',
  COMMODITY_TYPE: 'commodity_type',
  CREATED_AT: 'created_at',
  UPDATED_AT: 'updated_at',
};

const productWrites = (provider: ProviderClient) =>
  resourceWrites<ProductModel>(provider, {
    type: 'product',
    collectionPath: PRODUCTS,
    enumFields: ['status', 'commodityType'],
  });

function metaString(product: ProductModel, key: string): string | null {
  const value = product.meta?.[key];
  return typeof value === 'string' ? value : null;
}

export const productResolvers: Resolvers = {
  Query: {
    products: async (_root, { filter, sort, page }, ctx) => {
      requireCaller(ctx);
      const requested = pageRequest(page);
      const list = await ctx.provider.get<ProviderList<ProductModel>>(PRODUCTS, {
        query: {
          filter: encodeFilter(filter as FilterInput | null | undefined, PRODUCT_FILTER_FIELDS),
          sort: encodeSort(sort, PRODUCT_SORT_FIELDS),
          'page[limit]': requested.limit,
          'page[offset]': requested.offset,
        },
      });
      for (const product of list.data) ctx.loaders.productById.prime(product.id, product);
      return { items: list.data, pageInfo: pageInfo(list, requested) };
    },
    product: (_root, { id }, ctx) => {
      requireCaller(ctx);
      return ctx.loaders.productById.load(id);
    },
  },
  Mutation: {
    createProduct: async (_root, { input }, ctx) => {
      requireCaller(ctx);
      const { value, userErrors } = await productWrites(ctx.provider).create(input);
      return { product: value, userErrors };
    },
    updateProduct: async (_root, { id, input }, ctx) => {
      requireCaller(ctx);
      const { value, userErrors } = await productWrites(ctx.provider).update(id, input);
      return { product: value, userErrors };
    },
    deleteProduct: async (_root, { id }, ctx) => {
      requireCaller(ctx);
      return productWrites(ctx.provider).remove(id);
    },
  },
  Product: {
    id: (product) => product.id,
    name: (product) => product.attributes.name,
    sku: (product) => product.attributes.sku ?? null,
    slug: (product) => product.attributes.slug ?? null,
    description: (product) => product.attributes.description ?? null,
    status: (product) => enumValue<ProductStatus>(product.attributes.status),
    commodityType: (product) => enumValue<CommodityType>(product.attributes.commodity_type),
    upcEan: (product) => product.attributes.upc_ean ?? null,
    mpn: (product) => product.attributes.mpn ?? null,
    externalRef: (product) => product.attributes.external_ref ?? null,
    tags: (product) => product.attributes.tags ?? [],
    owner: (product) => metaString(product, 'owner'),
    productTypes: (product) => {
      const types = product.meta?.product_types;
      return Array.isArray(types) ? types.filter((type): type is string => typeof type === 'string') : [];
    },
    createdAt: (product) => metaString(product, 'created_at'),
    updatedAt: (product) => metaString(product, 'updated_at'),
  },
};
