import type { ProviderClient } from './client';
import { splitInFilter, type QueryValue } from './query';
import type { ProviderList } from './resources';

/** The provider's largest page, and so the most ids one request can answer. */
export const BY_IDS_PAGE_LIMIT = 100;

/** The spec's empty GetNodesByIds result (section 9): page current 1, limit 100, offset 0, total 0. */
export function emptyByIdsResult<T>(): ProviderList<T> {
  return {
    data: [],
    meta: {
      page: { current: 1, limit: BY_IDS_PAGE_LIMIT, offset: 0, total: 0 },
      results: { total: 0 },
    },
  };
}

/**
 * Fetches resources by id with `in(id,...)` filters: split so each request stays within the
 * provider's limits (8 KB, one page of 100), in parallel, merged into one list. An empty or missing
 * list answers locally, without a request. Ids the filter grammar cannot carry (a double quote) match
 * no provider resource and are left out.
 */
export async function getByIds<T>(
  client: Pick<ProviderClient, 'get'>,
  path: string,
  ids: readonly string[] | null | undefined,
  options: { field?: string; query?: Readonly<Record<string, QueryValue>> } = {},
): Promise<ProviderList<T>> {
  const expressible = [...new Set(ids ?? [])].filter((id) => id !== '' && !id.includes('"'));
  if (expressible.length === 0) return emptyByIdsResult<T>();
  const filters = splitInFilter(options.field ?? 'id', expressible, { maxValues: BY_IDS_PAGE_LIMIT });
  const pages = await Promise.all(
    filters.map((filter) =>
      client.get<ProviderList<T>>(path, {
        query: { ...options.query, filter, 'page[limit]': BY_IDS_PAGE_LIMIT },
      }),
    ),
  );
  if (pages.length === 1) return pages[0]!;
  const data = pages.flatMap((page) => page.data);
  return {
    data,
    meta: {
      page: { current: 1, limit: BY_IDS_PAGE_LIMIT * pages.length, offset: 0, total: data.length },
      results: { total: data.length },
    },
  };
}
