import DataLoader from 'dataloader';
import { getByIds } from './provider/by-ids';
import type { ProviderClient } from './provider/client';
import type { ProviderResource } from './provider/resources';
import type { HierarchyModel, HierarchyNodeModel, ProductModel } from './resolvers/models';

/** The provider's largest page, and so the largest useful batch. */
const MAX_BATCH = 100;

export interface Loaders {
  productById: DataLoader<string, ProductModel | null>;
  /** `GET pcm/hierarchies/nodes?filter=in(id,...)`: nodes of any hierarchy. */
  nodeById: DataLoader<string, HierarchyNodeModel | null>;
  hierarchyById: DataLoader<string, HierarchyModel | null>;
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
  };
}

/**
 * Fetches resources by id with `in(id,...)` filters (split under the provider's limits by
 * provider/by-ids.ts), answering in the order asked, null when absent.
 */
async function loadByIds<T extends ProviderResource<unknown>>(
  provider: ProviderClient,
  path: string,
  ids: readonly string[],
): Promise<(T | null)[]> {
  const list = await getByIds<T>(provider, path, ids);
  const byId = new Map(list.data.map((resource) => [resource.id, resource]));
  return ids.map((id) => byId.get(id) ?? null);
}
