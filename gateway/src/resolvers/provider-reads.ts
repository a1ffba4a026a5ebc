import type { ProviderClient } from '../provider/client';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderSingle } from '../provider/resources';

/** A GET of one resource whose 404 means "none": null; every other failure stays an error. */
export async function getOrNull<T>(
  provider: ProviderClient,
  path: string,
  headers?: Readonly<Record<string, string>>,
): Promise<T | null> {
  try {
    return (await provider.get<ProviderSingle<T>>(path, headers ? { headers } : undefined)).data;
  } catch (error) {
    if (error instanceof ProviderHttpError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Records by id through a loader, in order, leaving out those the provider no longer has (null):
 * a record deleted since its parent was read is simply not shown. Any other failure (the provider
 * down, the request aborted or over its call budget, a malformed id) is thrown, not dropped, so a
 * partial list never passes for a whole one.
 */
export async function loadFound<T>(
  loader: { loadMany(ids: readonly string[]): Promise<(T | null | Error)[]> },
  ids: readonly string[],
): Promise<T[]> {
  if (ids.length === 0) return [];
  const found = await loader.loadMany(ids);
  const failure = found.find((entry): entry is Error => entry instanceof Error);
  if (failure) throw failure;
  return found.filter((entry): entry is T => entry !== null && !(entry instanceof Error));
}
