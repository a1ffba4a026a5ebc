import type { UserError } from '../errors';
import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type { Resolvers, StockSortField, StockTransactionAction } from '../generated/graphql';
import { encodeSort, listPage } from '../lists';
import { MULTI_LOCATION } from '../loaders';
import type { ProviderClient } from '../provider/client';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderList, ProviderSingle } from '../provider/resources';
import { attempt, enumValue, toProviderAttributes } from './mapping';
import type {
  InventoryLocationModel,
  StockModel,
  StockTransactionFields,
  StockTransactionModel,
} from './models';
import { providerPath } from '../provider/path';

const INVENTORIES = 'v2/inventories';
const LOCATIONS = `${INVENTORIES}/locations`;
const stockPath = (productId: string) => providerPath(INVENTORIES)`/${productId}`;
const transactionsPath = (productId: string) => `${stockPath(productId)}/transactions`;

/** Typed stock filter fields → the provider's filterable stock fields. */
export const STOCK_FILTER_FIELDS = sdlFilterFields('StockFilter');

const STOCK_SORT_FIELDS: Record<StockSortField, string> = {
  CREATED_AT: 'created_at',
  UPDATED_AT: 'updated_at',
  AVAILABLE: 'available',
  TOTAL: 'total',
};

/** Single-location stock sits at the top level, multi-location stock under `attributes`. */
function figures(stock: StockModel): { total: number; available: number; allocated: number } {
  return (
    stock.attributes ?? {
      total: stock.total ?? 0,
      available: stock.available ?? 0,
      allocated: stock.allocated ?? 0,
    }
  );
}

/** Transactions are flat in single-location answers and under `attributes` in multi-location ones. */
function transactionFields(transaction: StockTransactionModel): StockTransactionFields {
  return (
    transaction.attributes ?? {
      action: transaction.action ?? '',
      product_id: transaction.product_id ?? '',
      quantity: transaction.quantity ?? 0,
      ...(transaction.location === undefined ? {} : { location: transaction.location }),
    }
  );
}

/**
 * The single-location API points quantity problems at `/data/quantity`, outside the attributes, so
 * the generic mapping names no field; a transaction's refusals are about its quantity.
 */
function onQuantity(userErrors: UserError[]): UserError[] {
  return userErrors.map((error) => (error.field === null ? { ...error, field: ['quantity'] } : error));
}

/** Location writes: the shared create/update/delete trio, with the multi-location header. */
function locationWrites(provider: ProviderClient) {
  const itemPath = (id: string) => providerPath(LOCATIONS)`/${id}`;
  const type = 'inventory_location';
  return {
    create: (input: Record<string, unknown>) =>
      attempt(async () => {
        const attributes = toProviderAttributes(input);
        return (
          await provider.post<ProviderSingle<InventoryLocationModel>>(LOCATIONS, {
            headers: MULTI_LOCATION,
            body: { data: { type, attributes } },
          })
        ).data;
      }),
    update: (id: string, input: Record<string, unknown>) =>
      attempt(async () => {
        const attributes = toProviderAttributes(input, { clearWithNull: true });
        return (
          await provider.put<ProviderSingle<InventoryLocationModel>>(itemPath(id), {
            headers: MULTI_LOCATION,
            body: { data: { id, type, attributes } },
          })
        ).data;
      }),
    remove: async (id: string) => {
      const { userErrors } = await attempt(() => provider.delete(itemPath(id), { headers: MULTI_LOCATION }));
      return { deletedId: userErrors.length === 0 ? id : null, userErrors };
    },
  };
}

export const inventoryResolvers: Resolvers = {
  Query: {
    stocks: (_root, { filter, sort, page }, ctx) => {
      return listPage<StockModel>(ctx.provider, INVENTORIES, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, STOCK_FILTER_FIELDS),
        sort: encodeSort(sort, STOCK_SORT_FIELDS),
        // Spec §7: the multi-location `GET inventories` (filter, limit, offset) carries the header.
        headers: MULTI_LOCATION,
      });
    },
    stock: (_root, { productId }, ctx) => {
      return ctx.loaders.stockByProductId.load(productId);
    },
    inventoryLocations: (_root, { page }, ctx) => {
      return listPage<InventoryLocationModel>(ctx.provider, LOCATIONS, {
        page,
        sort: 'name',
        headers: MULTI_LOCATION,
      });
    },
  },
  Mutation: {
    createStock: async (_root, { productId, quantity }, ctx) => {
      if (quantity < 0) {
        return {
          stock: null,
          userErrors: [{ field: ['quantity'], message: 'Quantity must be 0 or more', code: 'INVALID' }],
        };
      }
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<StockModel>>(stockPath(productId), {
          body: { data: { type: 'stock', quantity } },
        }),
      );
      return { stock: value?.data ?? null, userErrors: onQuantity(userErrors) };
    },
    deleteStock: async (_root, { productId }, ctx) => {
      const { userErrors } = await attempt(() => ctx.provider.delete(stockPath(productId)));
      return { deletedId: userErrors.length === 0 ? productId : null, userErrors };
    },
    addStockTransaction: async (_root, { input }, ctx) => {
      const { productId, action, quantity, location } = input;
      if (quantity < 0) {
        return {
          transaction: null,
          stock: null,
          userErrors: [{ field: ['quantity'], message: 'Quantity must be 0 or more', code: 'INVALID' }],
        };
      }
      // The multi-location API: it knows `set` and locations, and also stock held in locations.
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<StockTransactionModel>>(transactionsPath(productId), {
          headers: MULTI_LOCATION,
          body: {
            data: {
              type: 'stock-transaction',
              attributes: {
                action: action.toLowerCase(),
                quantity,
                product_id: productId,
                ...(location ? { location } : {}),
              },
            },
          },
        }),
      );
      if (!value) return { transaction: null, stock: null, userErrors: onQuantity(userErrors) };
      // Fresh figures: the stock loaders of this request may hold the old ones. Read through the same
      // multi-location API that took the transaction (its answer also carries the per-location figures).
      const stock = await ctx.provider.get<ProviderSingle<StockModel>>(stockPath(productId), {
        headers: MULTI_LOCATION,
      });
      return { transaction: value.data, stock: stock.data, userErrors: [] };
    },
    createInventoryLocation: async (_root, { input }, ctx) => {
      const { value, userErrors } = await locationWrites(ctx.provider).create(input);
      return { location: value, userErrors };
    },
    updateInventoryLocation: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await locationWrites(ctx.provider).update(id, input);
      return { location: value, userErrors };
    },
    deleteInventoryLocation: async (_root, { id }, ctx) => {
      return locationWrites(ctx.provider).remove(id);
    },
  },
  Product: {
    stock: (product, _args, ctx) => ctx.loaders.stockByProductId.load(product.id),
  },
  Stock: {
    productId: (stock) => stock.id,
    total: (stock) => figures(stock).total,
    available: (stock) => figures(stock).available,
    allocated: (stock) => figures(stock).allocated,
    product: (stock, _args, ctx) => ctx.loaders.productById.load(stock.id),
    createdAt: (stock) => stock.meta?.timestamps?.created_at ?? null,
    updatedAt: (stock) => stock.meta?.timestamps?.updated_at ?? null,
    locations: async (stock, _args, ctx) => {
      const located = stock.attributes?.locations
        ? stock
        : await ctx.loaders.locatedStockByProductId.load(stock.id);
      const levels = Object.entries(located?.attributes?.locations ?? {});
      if (levels.length === 0) return [];
      const all = await allLocations(ctx.provider);
      return levels.map(([slug, level]) => ({
        slug,
        location: all.find((location) => location.attributes.slug === slug) ?? null,
        ...level,
      }));
    },
    transactions: (stock, { page }, ctx) =>
      listPage<StockTransactionModel>(ctx.provider, transactionsPath(stock.id), {
        page,
        headers: MULTI_LOCATION,
      }),
  },
  StockTransaction: {
    id: (transaction) => transaction.id,
    productId: (transaction) => transactionFields(transaction).product_id,
    action: (transaction) => enumValue<StockTransactionAction>(transactionFields(transaction).action),
    quantity: (transaction) => transactionFields(transaction).quantity,
    location: (transaction) => transactionFields(transaction).location ?? null,
    createdAt: (transaction) => transaction.meta?.timestamps?.created_at ?? null,
  },
  InventoryLocation: {
    id: (location) => location.id,
    name: (location) => location.attributes.name,
    slug: (location) => location.attributes.slug,
    description: (location) => location.attributes.description ?? null,
    externalRef: (location) => location.attributes.external_ref ?? null,
    address: (location) => location.attributes.address ?? [],
    latitude: (location) => location.attributes.geolocation?.lat ?? null,
    longitude: (location) => location.attributes.geolocation?.lon ?? null,
    createdAt: (location) => location.meta?.timestamps?.created_at ?? null,
    updatedAt: (location) => location.meta?.timestamps?.updated_at ?? null,
  },
};

/**
 * The store's locations, read once per provider client (one per GraphQL request), so a page of
 * stock names its locations with one call.
 */
const locationsByClient = new WeakMap<ProviderClient, Promise<InventoryLocationModel[]>>();

function allLocations(provider: ProviderClient): Promise<InventoryLocationModel[]> {
  let found = locationsByClient.get(provider);
  if (!found) {
    found = provider
      .get<ProviderList<InventoryLocationModel>>(LOCATIONS, {
        headers: MULTI_LOCATION,
        query: { 'page[limit]': 100 },
      })
      .then((list) => list.data)
      .catch((error: unknown) => {
        if (error instanceof ProviderHttpError && error.status === 404) return [];
        throw error;
      });
    locationsByClient.set(provider, found);
  }
  return found;
}
