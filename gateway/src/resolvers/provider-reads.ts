import type { ProviderClient } from '../provider/client';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderSingle } from '../provider/resources';

/** A GET of one resource whose 404 means "none": null; every other failure stays an error. */
export async function getOrNull<T>(provider: ProviderClient, path: string): Promise<T | null> {
  try {
    return (await provider.get<ProviderSingle<T>>(path)).data;
  } catch (error) {
    if (error instanceof ProviderHttpError && error.status === 404) return null;
    throw error;
  }
}
