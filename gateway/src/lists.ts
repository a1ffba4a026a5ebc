import { badUserInput } from './errors';
import type { ProviderClient } from './provider/client';
import type { QueryValue } from './provider/query';
import type { ProviderList } from './provider/resources';

/** The provider's paging rules (design: Lists); the default page is the spec's page size (§9: 100). */
export const DEFAULT_PAGE_LIMIT = 100;
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

/** What a list read sends: the caller's page, an encoded sort and filter, and any other parameter. */
export interface ListRequest {
  /** The GraphQL `page` argument (or an already checked `PageRequest`): defaults and limits applied. */
  page?: { limit?: number | null; offset?: number | null } | null;
  /** From `encodeSort`. */
  sort?: string;
  /** From `filters.ts#encodeFilter`. */
  filter?: string;
  /** Other query parameters the collection takes (`include`, `template`...). */
  query?: Readonly<Record<string, QueryValue>>;
  /** Extra request headers (inventory's location scope). */
  headers?: Readonly<Record<string, string>>;
}

/** A GraphQL `*Page`; `meta` is the provider's list meta, for the few pages that report more of it. */
export interface ListPage<T> {
  items: T[];
  pageInfo: PageInfo;
  meta: ProviderList<unknown>['meta'];
}

/**
 * The one way a resolver reads a provider collection: one `GET` of one page, answered as a GraphQL
 * `*Page`. `map` turns each provider document into what the page's items resolve from; it also
 * sees the whole list, for documents that refer to the list's `included` part.
 */
export function listPage<TItem>(
  provider: ProviderClient,
  path: string,
  request?: ListRequest,
): Promise<ListPage<TItem>>;
export function listPage<TItem, TNode, TList extends ProviderList<TItem> = ProviderList<TItem>>(
  provider: ProviderClient,
  path: string,
  request: ListRequest,
  map: (item: TItem, list: TList) => TNode,
): Promise<ListPage<TNode>>;
export async function listPage<TItem, TNode, TList extends ProviderList<TItem>>(
  provider: ProviderClient,
  path: string,
  request: ListRequest = {},
  map?: (item: TItem, list: TList) => TNode,
): Promise<ListPage<TItem | TNode>> {
  const requested = pageRequest(request.page);
  const list = await provider.get<TList>(path, {
    ...(request.headers ? { headers: request.headers } : {}),
    query: {
      filter: request.filter,
      sort: request.sort,
      ...request.query,
      'page[limit]': requested.limit,
      'page[offset]': requested.offset,
    },
  });
  return {
    items: map ? list.data.map((item) => map(item, list)) : list.data,
    pageInfo: pageInfo(list, requested),
    meta: list.meta,
  };
}

/** Every item of a small collection, read page after page at the provider's largest page size. */
export async function listAll<TItem>(
  provider: ProviderClient,
  path: string,
  request: Omit<ListRequest, 'page'> = {},
): Promise<TItem[]> {
  const found: TItem[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_LIMIT) {
    const page = await listPage<TItem>(provider, path, {
      ...request,
      page: { limit: MAX_PAGE_LIMIT, offset },
    });
    found.push(...page.items);
    // An empty page ends the loop even if the provider's total says more (it never would loop forever).
    if (!page.pageInfo.hasNextPage || page.items.length === 0) return found;
  }
}

/**
 * One page of items already in hand (all of a parent's items, read in one step for a whole page of
 * parents), answered as a GraphQL `*Page` with the same paging rules as `listPage`.
 */
export function pageOfAll<TItem>(
  all: readonly TItem[],
  page: { limit?: number | null; offset?: number | null } | null | undefined,
): ListPage<TItem> {
  const requested = pageRequest(page);
  const items = all.slice(requested.offset, requested.offset + requested.limit);
  return {
    items,
    pageInfo: { ...requested, total: all.length, hasNextPage: requested.offset + items.length < all.length },
    meta: undefined,
  };
}
