import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type {
  CommodityType,
  InputMaybe,
  PageInput,
  ProductBundleComponentInput,
  ProductCustomInputInput,
  ProductFilter,
  ProductLocaleInput,
  ProductSort,
  ProductSortField,
  ProductStatus,
  Resolvers,
} from '../generated/graphql';
import { encodeSort, listPage, type ListRequest } from '../lists';
import type { ProviderClient } from '../provider/client';
import type { ProviderSingle } from '../provider/resources';
import type { GatewayContext } from '../context';
import type { UserError } from '../errors';
import type { FileModel, PcmBundleComponent, PcmCustomInput, ProductModel } from './models';
import { attempt, enumValue, resourceWrites } from './mapping';
import { providerPath } from '../provider/path';
import { loadFound } from './provider-reads';
import { loadByIds, loadPricesBySku, loadStock } from '../loaders';
import { mainImageIdOf } from './files';
import { productFiles, productMainImage, productPrices, productStock } from './page-relations';
import { allPriceBooks } from './pricebooks';
import { selectedFields } from './selection';

const PRODUCTS = 'pcm/products';

/** Typed filter fields → the provider's filterable product fields (pcm.yaml, Get all products). */
export const PRODUCT_FILTER_FIELDS = sdlFilterFields('ProductFilter');

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
    uniqueKeys: ['sku', 'slug'],
  });

/** A product list's request: the same filter, sort and paging for products and children. */
export function productListRequest(
  filter: InputMaybe<ProductFilter> | undefined,
  sort: InputMaybe<ProductSort[]> | undefined,
  page: InputMaybe<PageInput> | undefined,
): ListRequest {
  return {
    page,
    filter: encodeFilter(filter as FilterInput | null | undefined, PRODUCT_FILTER_FIELDS),
    sort: encodeSort(sort, PRODUCT_SORT_FIELDS),
  };
}

// ---------------------------------------------------------------------------------------------
// Locales, custom inputs and bundle components: typed lists in GraphQL, keyed maps at the provider.

/** Map keys must be unique; a repeated key is a user error on the list rather than a silent overwrite. */
function duplicateKey(keys: readonly string[]): string | undefined {
  return keys.find((key, index) => keys.indexOf(key) !== index);
}

function localesAttribute(locales: readonly ProductLocaleInput[]) {
  return Object.fromEntries(
    locales.map(({ locale, name, description }) => [
      locale,
      { ...(name ? { name } : {}), ...(description ? { description } : {}) },
    ]),
  );
}

function customInputsAttribute(inputs: readonly ProductCustomInputInput[]): Record<string, PcmCustomInput> {
  return Object.fromEntries(
    inputs.map(({ key, name, required, maxLength }) => [
      key,
      {
        name,
        validation_rules: [
          { type: 'string', ...(maxLength == null ? {} : { options: { max_length: maxLength } }) },
        ],
        required: required ?? false,
      },
    ]),
  );
}

const definedOnly = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== null));

function componentsAttribute(
  components: readonly ProductBundleComponentInput[],
): Record<string, PcmBundleComponent> {
  return Object.fromEntries(
    components.map(({ key, name, min, max, sortOrder, options }) => [
      key,
      {
        ...definedOnly({ name, min, max, sort_order: sortOrder }),
        options: options.map((option) => ({
          id: option.productId,
          type: 'product' as const,
          quantity: option.quantity,
          ...definedOnly({
            min: option.min,
            max: option.max,
            sort_order: option.sortOrder,
            default: option.default,
          }),
        })),
      },
    ]),
  );
}

interface StructuredInput {
  locales?: InputMaybe<ProductLocaleInput[]>;
  extensions?: unknown;
  customInputs?: InputMaybe<ProductCustomInputInput[]>;
  components?: InputMaybe<ProductBundleComponentInput[]>;
}

/**
 * The GraphQL input with its lists turned into the provider's keyed maps (`toProviderAttributes` then
 * snake-cases the names). An empty list clears the attribute on update. Repeated keys and
 * non-object extensions are refused here, pointing at the input field, before any provider call.
 */
export function productAttributeInput<T extends StructuredInput>(
  input: T,
  isUpdate: boolean,
): { input: Record<string, unknown>; userErrors: UserError[] } {
  const { locales, extensions, customInputs, components, ...rest } = input;
  const result: Record<string, unknown> = { ...rest };
  const userErrors: UserError[] = [];
  const keyed = <L>(
    field: string,
    list: L[] | null | undefined,
    key: (item: L) => string,
    toMap: (list: L[]) => unknown,
  ) => {
    if (list === undefined) return;
    if (list === null || list.length === 0) {
      if (isUpdate) result[field] = null;
      return;
    }
    const repeated = duplicateKey(list.map(key));
    if (repeated !== undefined) {
      userErrors.push({
        field: ['input', field],
        message: `"${repeated}" is given more than once`,
        code: 'INVALID',
      });
      return;
    }
    result[field] = toMap(list);
  };
  keyed('locales', locales, (item) => item.locale, localesAttribute);
  keyed('customInputs', customInputs, (item) => item.key, customInputsAttribute);
  keyed('components', components, (item) => item.key, componentsAttribute);
  if (extensions !== undefined) {
    const isObject = typeof extensions === 'object' && extensions !== null && !Array.isArray(extensions);
    if (extensions === null) {
      if (isUpdate) result.extensions = null;
    } else if (!isObject) {
      userErrors.push({
        field: ['input', 'extensions'],
        message: 'Extensions must be an object of template slugs',
        code: 'INVALID',
      });
    } else {
      result.extensions = extensions;
    }
  }
  return { input: result, userErrors };
}

// ---------------------------------------------------------------------------------------------
// Files relationship

const filesPath = (productId: string) => providerPath(PRODUCTS)`/${productId}/relationships/files`;

/** `relationships.<name>.data[].id` of a product. */
export function relationshipIds(product: ProductModel, name: string): string[] {
  const relation: unknown = product.relationships?.[name];
  if (typeof relation !== 'object' || relation === null || !('data' in relation)) return [];
  const { data } = relation;
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) =>
    typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'string' ? [item.id] : [],
  );
}

/** Unknown files are 422s at `/data/<n>/id`; the seller chose them through `fileIds`. */
function onFileIds(userErrors: UserError[]): UserError[] {
  return userErrors.map((error) =>
    error.field === null && error.code === 'INVALID' ? { ...error, field: ['fileIds'] } : error,
  );
}

function changeFiles(method: 'post' | 'put' | 'delete') {
  return async (
    _root: unknown,
    { productId, fileIds }: { productId: string; fileIds: string[] },
    ctx: GatewayContext,
  ) => {
    const body = { data: fileIds.map((id) => ({ type: 'file', id })) };
    const { userErrors } = await attempt(() => ctx.provider[method](filesPath(productId), { body }));
    if (userErrors.length > 0) return { product: null, userErrors: onFileIds(userErrors) };
    const product = await ctx.provider.get<ProviderSingle<ProductModel>>(
      providerPath(PRODUCTS)`/${productId}`,
    );
    ctx.loaders.productById.prime(productId, product.data);
    return { product: product.data, userErrors: [] };
  };
}

/**
 * The relations the operation asks of a page of products, each read once for the whole page and
 * handed to every product (page-relations.ts): stock in one `v2/inventories/multiple`, main images
 * and files together in one `v2/files?filter=in(id,...)`, prices in one
 * `pcm/pricebooks/{id}/prices?filter=in(sku,...)` per price book. All in parallel, so the page takes
 * the round trips the DataLoaders took, without a promise per product and relation.
 */
async function preloadProductRelations(
  ctx: GatewayContext,
  products: readonly ProductModel[],
  selected: ReadonlySet<string>,
): Promise<void> {
  const loads: Promise<void>[] = [];
  if (selected.has('stock')) {
    loads.push(
      productStock.load(products, (items) =>
        loadStock(
          ctx.provider,
          items.map((product) => product.id),
          false,
        ),
      ),
    );
  }
  const image = selected.has('mainImage');
  const files = selected.has('files');
  if (image || files) {
    const ids = new Set<string>();
    for (const product of products) {
      const imageId = image ? mainImageIdOf(product) : null;
      if (imageId) ids.add(imageId);
      if (files) for (const id of relationshipIds(product, 'files')) ids.add(id);
    }
    const read =
      ids.size > 0 ? loadByIds<FileModel>(ctx.provider, 'v2/files', [...ids]) : Promise.resolve([]);
    const byId = read.then((found) => new Map([...ids].map((id, index) => [id, found[index] ?? null])));
    if (image) {
      loads.push(
        productMainImage.load(products, async (items) => {
          const found = await byId;
          return items.map((product) => found.get(mainImageIdOf(product) ?? '') ?? null);
        }),
      );
    }
    if (files) {
      loads.push(
        productFiles.load(products, async (items) => {
          const found = await byId;
          return items.map((product) => {
            const entries = relationshipIds(product, 'files').map((id) => found.get(id) ?? null);
            const failure = entries.find((entry): entry is Error => entry instanceof Error);
            return (
              failure ??
              entries.filter((entry): entry is FileModel => entry !== null && !(entry instanceof Error))
            );
          });
        }),
      );
    }
  }
  if (selected.has('prices')) {
    loads.push(
      productPrices.load(products, async (items) => {
        const skus = [
          ...new Set(items.flatMap((product) => (product.attributes.sku ? [product.attributes.sku] : []))),
        ];
        if (skus.length === 0) return items.map(() => []);
        const books = await allPriceBooks(ctx);
        const byBook = await Promise.all(
          books.map(async (book) => {
            const prices = await loadPricesBySku(
              ctx.provider,
              providerPath`pcm/pricebooks/${book.id}/prices`,
              skus,
            );
            return new Map(skus.map((sku, index) => [sku, prices[index] ?? null]));
          }),
        );
        return items.map((product) => {
          const sku = product.attributes.sku;
          return sku ? byBook.flatMap((prices) => prices.get(sku) ?? []) : [];
        });
      }),
    );
  }
  await Promise.all(loads);
}

function metaString(product: ProductModel, key: string): string | null {
  const value = product.meta?.[key];
  return typeof value === 'string' ? value : null;
}

export const productResolvers: Resolvers = {
  Query: {
    products: async (_root, { filter, sort, page }, ctx, info) => {
      const found = await listPage<ProductModel>(
        ctx.provider,
        PRODUCTS,
        productListRequest(filter, sort, page),
      );
      for (const product of found.items) ctx.loaders.productById.prime(product.id, product);
      await preloadProductRelations(ctx, found.items, selectedFields(info, ['items']));
      return found;
    },
    product: (_root, { id }, ctx) => {
      return ctx.loaders.productById.load(id);
    },
  },
  Mutation: {
    createProduct: async (_root, { input }, ctx) => {
      const prepared = productAttributeInput(input, false);
      if (prepared.userErrors.length > 0) return { product: null, userErrors: prepared.userErrors };
      const { value, userErrors } = await productWrites(ctx.provider).create(prepared.input);
      return { product: value, userErrors };
    },
    updateProduct: async (_root, { id, input }, ctx) => {
      const prepared = productAttributeInput(input, true);
      if (prepared.userErrors.length > 0) return { product: null, userErrors: prepared.userErrors };
      const { value, userErrors } = await productWrites(ctx.provider).update(id, prepared.input);
      return { product: value, userErrors };
    },
    attachProductFiles: changeFiles('post'),
    replaceProductFiles: changeFiles('put'),
    detachProductFiles: changeFiles('delete'),
    deleteProduct: async (_root, { id }, ctx) => {
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
    locales: (product) =>
      Object.entries(product.attributes.locales ?? {}).map(([locale, entry]) => ({
        locale,
        name: entry.name ?? null,
        description: entry.description ?? null,
      })),
    extensions: (product) => product.attributes.extensions ?? null,
    customInputs: (product) =>
      Object.entries(product.attributes.custom_inputs ?? {}).map(([key, entry]) => {
        const lengths = (entry.validation_rules ?? []).flatMap((rule) =>
          typeof rule.options?.max_length === 'number' ? [rule.options.max_length] : [],
        );
        return {
          key,
          name: entry.name,
          required: entry.required ?? false,
          maxLength: lengths.length > 0 ? Math.min(...lengths) : null,
        };
      }),
    components: (product) =>
      Object.entries(product.attributes.components ?? {}).map(([key, component]) => ({
        key,
        name: component.name ?? null,
        min: component.min ?? null,
        max: component.max ?? null,
        sortOrder: component.sort_order ?? null,
        options: component.options.map((option) => ({
          productId: option.id,
          quantity: option.quantity,
          min: option.min ?? null,
          max: option.max ?? null,
          sortOrder: option.sort_order ?? null,
          default: option.default ?? null,
        })),
      })),
    // Batched: a page of products asks `v2/files?filter=in(id,...)` once for all their files.
    files: (product, _args, ctx) =>
      productFiles.get(product, () => loadFound(ctx.loaders.fileById, relationshipIds(product, 'files'))),
  },
  ProductBundleOption: {
    product: (option, _args, ctx) => ctx.loaders.productById.load(option.productId),
  },
};
