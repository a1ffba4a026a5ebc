import DataLoader from 'dataloader';
import { inFilters } from './filters';
import type { ProviderClient } from './provider/client';
import type { ProviderList, ProviderResource } from './provider/resources';
import type { ProductModel } from './resolvers/models';

/** The provider's largest page, and so the largest useful batch. */
const MAX_BATCH = 100;

export interface Loaders {
  productById: DataLoader<string, ProductModel | null>;
}

/** Loaders live for one GraphQL request: never shared between requests or users. */
export function createLoaders(provider: ProviderClient): Loaders {
  return {
    productById: new DataLoader((ids) => loadByIds<ProductModel>(provider, 'pcm/products', ids), {
      maxBatchSize: MAX_BATCH,
    }),
  };
}

/** Fetches resources by id with `in(id,...)` filters, answering in the order asked, null when absent. */
async function loadByIds<T extends ProviderResource<unknown>>(
  provider: ProviderClient,
  path: string,
  ids: readonly string[],
): Promise<(T | null)[]> {
  const unique = [...new Set(ids)];
  const pages = await Promise.all(
    inFilters('id', unique).map((filter) =>
      provider.get<ProviderList<T>>(path, { query: { filter, 'page[limit]': MAX_BATCH } }),
    ),
  );
  const byId = new Map(pages.flatMap((page) => page.data).map((resource) => [resource.id, resource]));
  return ids.map((id) => byId.get(id) ?? null);
}
