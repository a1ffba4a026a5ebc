import type { UserError } from '../errors';
import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type {
  Resolvers,
  StockLocationLevelInput,
  StockSortField,
  StockTransactionAction,
} from '../generated/graphql';
import { encodeSort, listPage } from '../lists';
import { MULTI_LOCATION } from '../loaders';
import type { ProviderClient } from '../provider/client';
import { ProviderHttpError } from '../provider/errors';
import { getOrNull } from './provider-reads';
import { productStock } from './page-relations';
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
const transactionPath = (productId: string, id: string) =>
  providerPath(INVENTORIES)`/${productId}/transactions/${id}`;
const locationPath = (id: string) => providerPath(LOCATIONS)`/${id}`;

/** At most this many locations in one stock write (the provider's largest page of locations). */
const MAX_LOCATION_LEVELS = 100;

/** The multi-location header when the stock uses locations, none for single-location stock. */
const apiHeaders = (multiLocation: boolean) => (multiLocation ? MULTI_LOCATION : {});

/** Stock is multi-location when the multi-location read shows it held at one or more locations. */
const heldAtLocations = (stock: StockModel | null): boolean =>
  Object.keys(stock?.attributes?.locations ?? {}).length > 0;

/** `GET v2/inventories/{id}` with the multi-location header: the stock with its per-location figures. */
const readLocatedStock = (provider: ProviderClient, productId: string) =>
  getOrNull<StockModel>(provider, stockPath(productId), MULTI_LOCATION);

const quantityError = (field: string[]): UserError => ({
  field,
  message: 'Quantity must be a whole number of 0 or more',
  code: 'INVALID',
});

/**
 * The gateway's checks on per-location stock before it is sent: bounded, each slug once, quantities
 * of 0 or more (null only where `allowRemove`). Errors point at `[prefix, index, field]`.
 */
function checkLevels(
  levels: readonly StockLocationLevelInput[],
  prefix: string,
  allowRemove: boolean,
): UserError[] {
  if (levels.length === 0 || levels.length > MAX_LOCATION_LEVELS) {
    return [
      {
        field: [prefix],
        message: `Name 1 to ${MAX_LOCATION_LEVELS} locations`,
        code: 'INVALID',
      },
    ];
  }
  const seen = new Set<string>();
  const errors: UserError[] = [];
  levels.forEach((level, index) => {
    const slug = level.slug.trim();
    if (slug === '' || slug.length > 128) {
      errors.push({ field: [prefix, String(index), 'slug'], message: 'Choose a location', code: 'REQUIRED' });
    } else if (seen.has(slug)) {
      errors.push({
        field: [prefix, String(index), 'slug'],
        message: `Location ${slug} is named twice`,
        code: 'INVALID',
      });
    }
    seen.add(slug);
    const available = level.available;
    if (available === null || available === undefined) {
      if (!allowRemove) errors.push(quantityError([prefix, String(index), 'available']));
    } else if (available < 0) {
      errors.push(quantityError([prefix, String(index), 'available']));
    }
  });
  return errors;
}

/** `[{ slug, available }]` → the provider's `{ <slug>: { available } | null }`. */
const providerLevels = (levels: readonly StockLocationLevelInput[]) =>
  Object.fromEntries(
    levels.map((level) => [
      level.slug.trim(),
      level.available === null || level.available === undefined ? null : { available: level.available },
    ]),
  );

/** Provider pointers into `attributes.locations.<slug>` name the input's entry for that slug. */
function levelPointers(levels: readonly StockLocationLevelInput[], prefix: string) {
  return (pointer: string | undefined): string[] | null => {
    const match = /^\/data\/attributes\/locations\/([^/]+)/.exec(pointer ?? '');
    if (!match) return pointer?.endsWith('/available') ? ['available'] : null;
    const index = levels.findIndex((level) => level.slug.trim() === match[1]);
    return index < 0 ? [prefix] : [prefix, String(index), 'available'];
  };
}

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
  const itemPath = locationPath;
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
    inventoryLocation: (_root, { id }, ctx) =>
      getOrNull<InventoryLocationModel>(ctx.provider, locationPath(id), MULTI_LOCATION),
    stockTransaction: async (_root, { productId, id }, ctx) => {
      const multiLocation = heldAtLocations(await ctx.loaders.locatedStockByProductId.load(productId));
      return getOrNull<StockTransactionModel>(
        ctx.provider,
        transactionPath(productId, id),
        apiHeaders(multiLocation),
      );
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
    createLocatedStock: async (_root, { input }, ctx) => {
      const available = input.available ?? 0;
      const userErrors = [
        ...(available < 0 ? [quantityError(['available'])] : []),
        ...checkLevels(input.locations, 'locations', false),
      ];
      if (userErrors.length > 0) return { stock: null, userErrors };
      // Spec §7, multi-location: `POST v2/inventories`, the product id in the body.
      const created = await attempt(
        () =>
          ctx.provider.post<ProviderSingle<StockModel>>(INVENTORIES, {
            headers: MULTI_LOCATION,
            body: {
              data: {
                id: input.productId,
                type: 'stock',
                attributes: { available, locations: providerLevels(input.locations) },
              },
            },
          }),
        levelPointers(input.locations, 'locations'),
      );
      return { stock: created.value?.data ?? null, userErrors: created.userErrors };
    },
    updateStockLocations: async (_root, { productId, locations }, ctx) => {
      const userErrors = checkLevels(locations, 'locations', true);
      if (userErrors.length > 0) return { stock: null, userErrors };
      const updated = await attempt(
        () =>
          ctx.provider.put<ProviderSingle<StockModel>>(stockPath(productId), {
            headers: MULTI_LOCATION,
            body: {
              data: { id: productId, type: 'stock', attributes: { locations: providerLevels(locations) } },
            },
          }),
        levelPointers(locations, 'locations'),
      );
      return { stock: updated.value?.data ?? null, userErrors: updated.userErrors };
    },
    deleteStock: async (_root, { productId }, ctx) => {
      // Through the API the stock uses: multi-location stock is deleted with the header.
      const { value: stock, userErrors: readErrors } = await attempt(() =>
        readLocatedStock(ctx.provider, productId),
      );
      if (readErrors.length > 0) return { deletedId: null, userErrors: readErrors };
      if (!stock) {
        return {
          deletedId: null,
          userErrors: [{ field: null, message: 'This product has no managed stock', code: 'NOT_FOUND' }],
        };
      }
      const { userErrors } = await attempt(() =>
        ctx.provider.delete(stockPath(productId), { headers: apiHeaders(heldAtLocations(stock)) }),
      );
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
      // Which API: the multi-location one for stock held at locations or a transaction naming one,
      // the single-location one otherwise (the documents: both share stock that uses no location).
      const before = await attempt(() => readLocatedStock(ctx.provider, productId));
      if (before.userErrors.length > 0)
        return { transaction: null, stock: null, userErrors: before.userErrors };
      if (!before.value) {
        return {
          transaction: null,
          stock: null,
          userErrors: [
            { field: ['productId'], message: 'This product has no managed stock', code: 'NOT_FOUND' },
          ],
        };
      }
      const multiLocation = Boolean(location) || heldAtLocations(before.value);
      if (!multiLocation && action === 'SET') {
        return {
          transaction: null,
          stock: null,
          userErrors: [
            {
              field: ['action'],
              message: 'Set is only for multi-location stock: increment or decrement single-location stock',
              code: 'INVALID',
            },
          ],
        };
      }
      const fields = {
        action: action.toLowerCase(),
        quantity,
        product_id: productId,
        ...(location ? { location } : {}),
      };
      // Multi-location bodies carry `attributes`; single-location ones are flat (spec §7).
      const data = multiLocation
        ? { type: 'stock-transaction', attributes: fields }
        : { type: 'stock-transaction', ...fields };
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<StockTransactionModel>>(transactionsPath(productId), {
          headers: apiHeaders(multiLocation),
          body: { data },
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
    stock: (product, _args, ctx) =>
      productStock.get(product, () => ctx.loaders.stockByProductId.load(product.id)),
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
    multiLocation: async (stock, _args, ctx) =>
      heldAtLocations(
        stock.attributes?.locations ? stock : await ctx.loaders.locatedStockByProductId.load(stock.id),
      ),
    transactions: async (stock, { page }, ctx) => {
      const located = stock.attributes?.locations
        ? stock
        : await ctx.loaders.locatedStockByProductId.load(stock.id);
      return listPage<StockTransactionModel>(ctx.provider, transactionsPath(stock.id), {
        page,
        headers: apiHeaders(heldAtLocations(located)),
      });
    },
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
