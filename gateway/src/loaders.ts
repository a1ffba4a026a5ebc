import DataLoader from 'dataloader';
import { getByIds } from './provider/by-ids';
import type { ProviderClient } from './provider/client';
import { ProviderHttpError } from './provider/errors';
import type { ProviderList, ProviderResource, ProviderSingle } from './provider/resources';
import type {
  AccountMemberModel,
  AccountModel,
  AccountTagModel,
  CustomerModel,
  FileModel,
  HierarchyModel,
  HierarchyNodeModel,
  PriceBookModel,
  ProductModel,
  ProductPriceModel,
  StockModel,
  VariationModel,
  VariationModifierModel,
} from './resolvers/models';
import { providerPath, ProviderPathError, segmentError } from './provider/path';

/** The header that switches `v2/inventories` to the multi-location API (inventory locations). */
export const MULTI_LOCATION: Readonly<Record<string, string>> = { 'EP-Inventories-Multi-Location': 'true' };

/** The provider's largest page, and so the largest useful batch. */
const MAX_BATCH = 100;

export interface Loaders {
  productById: DataLoader<string, ProductModel | null>;
  /** `GET pcm/hierarchies/nodes?filter=in(id,...)`: nodes of any hierarchy. */
  nodeById: DataLoader<string, HierarchyNodeModel | null>;
  hierarchyById: DataLoader<string, HierarchyModel | null>;
  /** `GET pcm/pricebooks?filter=in(id,...)`: the price books catalogs name. */
  priceBookById: DataLoader<string, PriceBookModel | null>;
  /** `POST v2/inventories/multiple`: stock of many products in one call; null when unmanaged. */
  stockByProductId: DataLoader<string, StockModel | null>;
  /**
   * The same call with the multi-location header: stock with its per-location breakdown
   * (`attributes.locations`), for `Stock.locations`.
   */
  locatedStockByProductId: DataLoader<string, StockModel | null>;
  /** `GET v2/files?filter=in(id,...)`: product main images and other file references. */
  fileById: DataLoader<string, FileModel | null>;
  /**
   * SKU → its price in the given price book: `GET pcm/pricebooks/{id}/prices?filter=in(sku,...)`.
   * One loader per price book (so 100 SKUs cost one call per book), created on first use.
   */
  priceBySku: (priceBookId: string) => DataLoader<string, ProductPriceModel | null>;
  /**
   * `GET pcm/variations/{id}`. The provider has no filter on variations, so there is no batch call:
   * the loader still makes each variation cost one call per request however many products name it.
   */
  variationById: DataLoader<string, VariationModel | null>;
  /**
   * An option's modifiers, keyed `variationId/optionId`: `GET .../options/{id}/modifiers`, one call
   * per option (no batch endpoint), each asked once per request.
   */
  modifiersByOption: DataLoader<string, VariationModifierModel[]>;
  /** `GET v2/customers?filter=in(id,...)`. */
  customerById: DataLoader<string, CustomerModel | null>;
  /** `GET v2/accounts?filter=in(id,...)`: e.g. the parent accounts of a page of accounts. */
  accountById: DataLoader<string, AccountModel | null>;
  /** `GET v2/account-tags?filter=in(id,...)`: the tags of a page of accounts. */
  accountTagById: DataLoader<string, AccountTagModel | null>;
  /** `GET v2/account-members?filter=in(id,...)`: the members of a page of memberships. */
  accountMemberById: DataLoader<string, AccountMemberModel | null>;
}

/** Loaders live for one GraphQL request: never shared between requests or users. */
export function createLoaders(provider: ProviderClient): Loaders {
  return {
    productById: new DataLoader((ids) => loadByIds<ProductModel>(provider, 'pcm/products', ids), {
      maxBatchSize: MAX_BATCH,
    }),
    nodeById: new DataLoader((ids) => loadByIds<HierarchyNodeModel>(provider, 'pcm/hierarchies/nodes', ids), {
      maxBatchSize: MAX_BATCH,
    }),
    hierarchyById: new DataLoader((ids) => loadByIds<HierarchyModel>(provider, 'pcm/hierarchies', ids), {
      maxBatchSize: MAX_BATCH,
    }),
    priceBookById: new DataLoader((ids) => loadByIds<PriceBookModel>(provider, 'pcm/pricebooks', ids), {
      maxBatchSize: MAX_BATCH,
    }),
    fileById: new DataLoader((ids) => loadByIds<FileModel>(provider, 'v2/files', ids), {
      maxBatchSize: MAX_BATCH,
    }),
    stockByProductId: new DataLoader((ids) => loadStock(provider, ids, false), { maxBatchSize: MAX_BATCH }),
    locatedStockByProductId: new DataLoader((ids) => loadStock(provider, ids, true), {
      maxBatchSize: MAX_BATCH,
    }),
    priceBySku: perPriceBook(provider),
    variationById: new DataLoader(
      (ids) => Promise.all(ids.map((id) => refusedAlone(loadVariation(provider, id)))),
      { maxBatchSize: MAX_BATCH },
    ),
    modifiersByOption: new DataLoader(
      (keys) => Promise.all(keys.map((key) => refusedAlone(loadModifiers(provider, key)))),
      {
        maxBatchSize: MAX_BATCH,
      },
    ),
    customerById: new DataLoader((ids) => loadByIds<CustomerModel>(provider, 'v2/customers', ids), {
      maxBatchSize: MAX_BATCH,
    }),
    accountById: new DataLoader((ids) => loadByIds<AccountModel>(provider, 'v2/accounts', ids), {
      maxBatchSize: MAX_BATCH,
    }),
    accountTagById: new DataLoader((ids) => loadByIds<AccountTagModel>(provider, 'v2/account-tags', ids), {
      maxBatchSize: MAX_BATCH,
    }),
    accountMemberById: new DataLoader(
      (ids) => loadByIds<AccountMemberModel>(provider, 'v2/account-members', ids),
      { maxBatchSize: MAX_BATCH },
    ),
  };
}

/**
 * Fetches resources by id with `in(id,...)` filters (split under the provider's limits by
 * provider/by-ids.ts), answering in the order asked, null when absent. An id that could not be a
 * path segment (`GET {path}/{id}`) is refused as it would be there, for its own key only; an empty
 * one (a missing reference) is simply absent.
 */
export async function loadByIds<T extends Pick<ProviderResource<unknown>, 'id'>>(
  provider: ProviderClient,
  path: string,
  ids: readonly string[],
): Promise<(T | null | ProviderPathError)[]> {
  const refused = ids.map((id) => (id === '' ? null : segmentError(id)));
  const list = await getByIds<T>(
    provider,
    path,
    ids.filter((_id, index) => refused[index] === null),
  );
  const byId = new Map(list.data.map((resource) => [resource.id, resource]));
  return ids.map((id, index) => refused[index] ?? byId.get(id) ?? null);
}

/** One key's path refusal fails that key alone, not the whole batch (DataLoader takes Error values). */
function refusedAlone<T>(load: Promise<T>): Promise<T | ProviderPathError> {
  return load.catch((error: unknown) => {
    if (error instanceof ProviderPathError) return error;
    throw error;
  });
}

/**
 * Products without managed stock are simply absent from the provider's answer. Spec §7: the
 * single-location API takes a list of product ids, the multi-location one (header set) a list of `{id}`.
 */
export async function loadStock(
  provider: ProviderClient,
  ids: readonly string[],
  multiLocation: boolean,
): Promise<(StockModel | null)[]> {
  const list = await provider.post<ProviderList<StockModel>>(
    'v2/inventories/multiple',
    multiLocation
      ? { headers: MULTI_LOCATION, body: { data: ids.map((id) => ({ id })) } }
      : { body: { data: [...ids] } },
  );
  const byId = new Map(list.data.map((stock) => [stock.id, stock]));
  return ids.map((id) => byId.get(id) ?? null);
}

/**
 * The prices of many SKUs in one price book (`path`: `pcm/pricebooks/{id}/prices`), by
 * `filter=in(sku,...)`, in the order asked, null for a SKU the book has no price for.
 */
export async function loadPricesBySku(
  provider: ProviderClient,
  path: string,
  skus: readonly string[],
): Promise<(ProductPriceModel | null)[]> {
  const list = await getByIds<ProductPriceModel>(provider, path, skus, { field: 'sku' });
  const bySku = new Map(list.data.map((price) => [price.attributes.sku, price]));
  return skus.map((sku) => bySku.get(sku) ?? null);
}

/** Lazily creates one SKU loader per price book for this request. */
function perPriceBook(provider: ProviderClient): Loaders['priceBySku'] {
  const loaders = new Map<string, DataLoader<string, ProductPriceModel | null>>();
  return (priceBookId) => {
    let loader = loaders.get(priceBookId);
    if (!loader) {
      const path = providerPath`pcm/pricebooks/${priceBookId}/prices`;
      loader = new DataLoader((skus) => loadPricesBySku(provider, path, skus), { maxBatchSize: MAX_BATCH });
      loaders.set(priceBookId, loader);
    }
    return loader;
  };
}

/** One variation, null when the provider has none by that id. */
async function loadVariation(provider: ProviderClient, id: string): Promise<VariationModel | null> {
  try {
    return (await provider.get<ProviderSingle<VariationModel>>(providerPath`pcm/variations/${id}`)).data;
  } catch (error) {
    if (error instanceof ProviderHttpError && error.status === 404) return null;
    throw error;
  }
}

/** Every modifier of one option (`variationId/optionId`); an option has at most one of each type. */
async function loadModifiers(provider: ProviderClient, key: string): Promise<VariationModifierModel[]> {
  const parts = key.split('/');
  // Two parts exactly: a `/` inside either id must not shift the other into its place.
  if (parts.length !== 2) throw new ProviderPathError('Invalid id: the value must not contain "/"');
  const [variationId = '', optionId = ''] = parts;
  const path = providerPath`pcm/variations/${variationId}/options/${optionId}/modifiers`;
  const list = await provider.get<ProviderList<VariationModifierModel>>(path, {
    query: { 'page[limit]': MAX_BATCH },
  });
  return list.data;
}
