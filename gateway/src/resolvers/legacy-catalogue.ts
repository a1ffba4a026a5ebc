import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type {
  CategoryCreateInput,
  CategoryUpdateInput,
  LegacyCatalogueStatus,
  Resolvers,
} from '../generated/graphql';
import { listPage } from '../lists';
import { getFlat, type LegacyResourceKind, createdAt, updatedAt } from './flat-resources';
import type { ProviderList } from '../provider/resources';
import { createLegacy, deleteLegacy, updateLegacy } from './legacy-documents';
import { enumValue, toProviderAttributes } from './mapping';
import type { CategoryModel, CurrencyModel, LegacyCatalogueEntryModel } from './models';

/**
 * Legacy v2 catalogue resources: brands, categories (with `categories/tree`), collections and
 * currencies. The four share one set of helpers: a resource is its path and `type`, and each
 * operation is the same provider call with a differently shaped body.
 */

export const BRANDS: LegacyResourceKind = { path: 'v2/brands', type: 'brand', uniqueKeys: ['slug'] };
export const CATEGORIES: LegacyResourceKind = {
  path: 'v2/categories',
  type: 'category',
  uniqueKeys: ['slug'],
};
export const COLLECTIONS: LegacyResourceKind = {
  path: 'v2/collections',
  type: 'collection',
  uniqueKeys: ['slug'],
};
export const CURRENCIES: LegacyResourceKind = {
  path: 'v2/currencies',
  type: 'currency',
  uniqueKeys: ['code'],
};

export const CATALOGUE_ENTRY_FILTER_FIELDS = sdlFilterFields('LegacyCatalogueFilter');

export const CURRENCY_FILTER_FIELDS = sdlFilterFields('CurrencyFilter');

/** Brand/collection/category fields for the provider: snake_case, status lowercased, nulls dropped. */
const entryFields = (input: Record<string, unknown>) =>
  toProviderAttributes(input, { enumFields: ['status'] });

/** Category fields; `parentId` becomes the parent relationship, `null` makes it top-level. */
function categoryFields(input: CategoryCreateInput | CategoryUpdateInput): Record<string, unknown> {
  const { parentId, ...entry } = input;
  if (parentId === undefined) return entryFields(entry);
  return {
    ...entryFields(entry),
    relationships: { parent: { data: parentId === null ? null : { type: 'category', id: parentId } } },
  };
}

/** Currency fields; `isDefault` is the provider's `default`. */
function currencyFields(input: Record<string, unknown>): Record<string, unknown> {
  const { isDefault, ...rest } = input;
  return { ...toProviderAttributes(rest), ...(typeof isDefault === 'boolean' ? { default: isDefault } : {}) };
}

/** The fields brands, categories and collections share. */
const entryResolvers = {
  id: (entry: LegacyCatalogueEntryModel) => entry.id,
  name: (entry: LegacyCatalogueEntryModel) => entry.name,
  slug: (entry: LegacyCatalogueEntryModel) => entry.slug,
  description: (entry: LegacyCatalogueEntryModel) => entry.description ?? '',
  status: (entry: LegacyCatalogueEntryModel) => enumValue<LegacyCatalogueStatus>(entry.status),
  createdAt,
  updatedAt,
};

const entryFilter = (filter: unknown) =>
  encodeFilter(filter as FilterInput | null | undefined, CATALOGUE_ENTRY_FILTER_FIELDS);

export const legacyCatalogueResolvers: Resolvers = {
  Query: {
    brands: (_root, { filter, page }, ctx) =>
      listPage(ctx.provider, BRANDS.path, { page, filter: entryFilter(filter) }),
    brand: (_root, { id }, ctx) => getFlat(ctx, BRANDS, id),
    categories: (_root, { filter, page }, ctx) =>
      listPage(ctx.provider, CATEGORIES.path, { page, filter: entryFilter(filter) }),
    category: (_root, { id }, ctx) => getFlat(ctx, CATEGORIES, id),
    categoryTree: async (_root, _args, ctx) => {
      return (await ctx.provider.get<ProviderList<CategoryModel>>(`${CATEGORIES.path}/tree`)).data;
    },
    collections: (_root, { filter, page }, ctx) =>
      listPage(ctx.provider, COLLECTIONS.path, { page, filter: entryFilter(filter) }),
    collection: (_root, { id }, ctx) => getFlat(ctx, COLLECTIONS, id),
    currencies: (_root, { filter, page }, ctx) =>
      listPage(ctx.provider, CURRENCIES.path, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, CURRENCY_FILTER_FIELDS),
      }),
    currency: (_root, { id }, ctx) => getFlat(ctx, CURRENCIES, id),
  },
  Mutation: {
    createBrand: async (_root, { input }, ctx) => {
      const { value, userErrors } = await createLegacy<LegacyCatalogueEntryModel>(
        ctx,
        BRANDS,
        entryFields(input),
      );
      return { brand: value, userErrors };
    },
    updateBrand: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await updateLegacy<LegacyCatalogueEntryModel>(
        ctx,
        BRANDS,
        id,
        entryFields(input),
      );
      return { brand: value, userErrors };
    },
    deleteBrand: (_root, { id }, ctx) => deleteLegacy(ctx, BRANDS, id),
    createCategory: async (_root, { input }, ctx) => {
      const { value, userErrors } = await createLegacy<CategoryModel>(ctx, CATEGORIES, categoryFields(input));
      return { category: value, userErrors };
    },
    updateCategory: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await updateLegacy<CategoryModel>(
        ctx,
        CATEGORIES,
        id,
        categoryFields(input),
      );
      return { category: value, userErrors };
    },
    deleteCategory: (_root, { id }, ctx) => deleteLegacy(ctx, CATEGORIES, id),
    createCollection: async (_root, { input }, ctx) => {
      const { value, userErrors } = await createLegacy<LegacyCatalogueEntryModel>(
        ctx,
        COLLECTIONS,
        entryFields(input),
      );
      return { collection: value, userErrors };
    },
    updateCollection: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await updateLegacy<LegacyCatalogueEntryModel>(
        ctx,
        COLLECTIONS,
        id,
        entryFields(input),
      );
      return { collection: value, userErrors };
    },
    deleteCollection: (_root, { id }, ctx) => deleteLegacy(ctx, COLLECTIONS, id),
    createCurrency: async (_root, { input }, ctx) => {
      const { value, userErrors } = await createLegacy<CurrencyModel>(ctx, CURRENCIES, currencyFields(input));
      return { currency: value, userErrors };
    },
    updateCurrency: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await updateLegacy<CurrencyModel>(
        ctx,
        CURRENCIES,
        id,
        currencyFields(input),
      );
      return { currency: value, userErrors };
    },
    deleteCurrency: (_root, { id }, ctx) => deleteLegacy(ctx, CURRENCIES, id),
  },
  Brand: entryResolvers,
  Collection: entryResolvers,
  Category: {
    ...entryResolvers,
    parentId: (category) => category.relationships?.parent?.data?.id ?? null,
    children: async (category, _args, ctx) => {
      // Tree answers carry the nested children; a single category only names them.
      if (category.children) return category.children;
      const ids = category.relationships?.children?.data.map((child) => child.id) ?? [];
      if (ids.length === 0) return [];
      const list = await ctx.provider.get<ProviderList<CategoryModel>>(CATEGORIES.path, {
        query: { filter: `in(id,${ids.join(',')})`, 'page[limit]': 100 },
      });
      return list.data;
    },
  },
  Currency: {
    id: (currency) => currency.id,
    name: (currency) => currency.name ?? currency.code,
    code: (currency) => currency.code,
    exchangeRate: (currency) => currency.exchange_rate,
    format: (currency) => currency.format,
    decimalPoint: (currency) => currency.decimal_point,
    thousandSeparator: (currency) => currency.thousand_separator ?? '',
    decimalPlaces: (currency) => currency.decimal_places,
    isDefault: (currency) => currency.default,
    enabled: (currency) => currency.enabled,
    createdAt,
    updatedAt,
  },
};
