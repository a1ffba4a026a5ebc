import { badUserInput } from './errors';
import type { ProviderList } from './provider/resources';

/** The provider's paging rules (design: Lists). */
export const DEFAULT_PAGE_LIMIT = 25;
export const MAX_PAGE_LIMIT = 100;
export const MAX_PAGE_OFFSET = 10000;

export interface PageRequest {
  limit: number;
  offset: number;
}

export interface PageInfo extends PageRequest {
  total: number;
  hasNextPage: boolean;
}

/** Applies defaults and rejects what the provider would refuse or silently cut. */
export function pageRequest(
  page: { limit?: number | null; offset?: number | null } | null | undefined,
): PageRequest {
  const limit = page?.limit ?? DEFAULT_PAGE_LIMIT;
  const offset = page?.offset ?? 0;
  if (limit < 1 || limit > MAX_PAGE_LIMIT) {
    throw badUserInput(`page.limit must be between 1 and ${MAX_PAGE_LIMIT}`);
  }
  if (offset < 0 || offset > MAX_PAGE_OFFSET) {
    throw badUserInput(`page.offset must be between 0 and ${MAX_PAGE_OFFSET}`);
  }
  return { limit, offset };
}

export function pageInfo(list: ProviderList<unknown>, requested: PageRequest): PageInfo {
  const total = list.meta?.results?.total ?? list.meta?.page?.total ?? list.data.length;
  const limit = list.meta?.page?.limit ?? requested.limit;
  const offset = list.meta?.page?.offset ?? requested.offset;
  return { limit, offset, total, hasNextPage: offset + list.data.length < total };
}

export interface SortKey<TField extends string> {
  field: TField;
  direction?: 'ASC' | 'DESC' | null;
}

/** `[{field: NAME, direction: DESC}, {field: SKU}]` → `-name,sku`. */
export function encodeSort<TField extends string>(
  sort: readonly SortKey<TField>[] | null | undefined,
  fields: Record<TField, string>,
): string | undefined {
  if (!sort || sort.length === 0) return undefined;
  return sort.map((key) => `${key.direction === 'DESC' ? '-' : ''}${fields[key.field]}`).join(',');
}
