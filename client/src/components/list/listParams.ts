/**
 * The query-string format of a list view: filters, sort, page size and offset. Kept apart from the
 * hook so URL builders (`productListUrl(...)`) produce exactly what the list page reads.
 *
 * `?name=shirt&status=LIVE&sort=updated_at&order=desc&hide=sku&limit=50&offset=100`
 */

export type SortDirection = 'ASC' | 'DESC';

export interface ListSort<TSortField extends string> {
  field: TSortField;
  direction: SortDirection;
}

/** Page sizes offered; the provider returns at most 100 items per page. */
export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
/** The spec's page size (§9: 100). */
export const DEFAULT_PAGE_SIZE: PageSize = 100;
/** The provider cannot page beyond this offset. */
export const MAX_OFFSET = 10000;

export interface ListParams<TFilterKey extends string, TSortField extends string> {
  /** Filter values by key; a key that is absent from the URL is ''. */
  filters: Record<TFilterKey, string>;
  sort: ListSort<TSortField> | undefined;
  pageSize: PageSize;
  offset: number;
}

export interface ListParamsConfig<TFilterKey extends string, TSortField extends string> {
  filterKeys: readonly TFilterKey[];
  sortFields: readonly TSortField[];
  /** Applied when the URL names no sort; undefined leaves the order to the provider. */
  defaultSort?: ListSort<TSortField>;
}

const SORT_KEY = 'sort';
const ORDER_KEY = 'order';
const LIMIT_KEY = 'limit';
const OFFSET_KEY = 'offset';
/** The sort's two query parameters. */
export const SORT_KEYS = [SORT_KEY, ORDER_KEY] as const;
/** The columns the seller hid, by column id, comma-separated: `?hide=sku,updated`. */
export const HIDE_KEY = 'hide';
/** More hidden columns than any table has are ignored. */
const MAX_HIDDEN_COLUMNS = 50;

/**
 * The hidden columns named in the URL. Hidden rather than shown columns are kept so that a column
 * added to a list later appears in every saved view.
 */
export function parseHiddenColumns(search: URLSearchParams): string[] {
  const raw = search.get(HIDE_KEY) ?? '';
  return [...new Set(raw.split(',').filter(Boolean))].slice(0, MAX_HIDDEN_COLUMNS);
}

/** Writes the hidden columns into `base` (a copy); none removes the parameter. */
export function writeHiddenColumns(hidden: readonly string[], base: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(base);
  if (hidden.length > 0) search.set(HIDE_KEY, hidden.join(','));
  else search.delete(HIDE_KEY);
  return search;
}

function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** Sort fields appear lower-case in the URL (`updated_at`), matched case-insensitively. */
function sortFieldToUrl(field: string): string {
  return field.toLowerCase();
}

export function parseListParams<TFilterKey extends string, TSortField extends string>(
  search: URLSearchParams,
  config: ListParamsConfig<TFilterKey, TSortField>,
): ListParams<TFilterKey, TSortField> {
  const filters = Object.fromEntries(config.filterKeys.map((key) => [key, search.get(key) ?? ''])) as Record<
    TFilterKey,
    string
  >;

  const sortInUrl = search.get(SORT_KEY)?.toLowerCase();
  const sortField = config.sortFields.find((field) => sortFieldToUrl(field) === sortInUrl);
  const sort: ListSort<TSortField> | undefined = sortField
    ? { field: sortField, direction: search.get(ORDER_KEY)?.toLowerCase() === 'desc' ? 'DESC' : 'ASC' }
    : config.defaultSort;

  return { filters, sort, ...parsePaging(search) };
}

/** Where paging sits in the URL: a list's own keys, or a second list's on the same page (`jobOffset`). */
export interface PagingKeys {
  offset: string;
  limit: string;
}

const LIST_PAGING: PagingKeys = { offset: OFFSET_KEY, limit: LIMIT_KEY };

/**
 * A page as the URL asks for it: a page size the lists offer (else the default) and an offset within
 * what the provider pages, whatever was typed into the address bar.
 */
export function parsePaging(
  search: URLSearchParams,
  keys: PagingKeys = LIST_PAGING,
): { pageSize: PageSize; offset: number } {
  const limit = Number(search.get(keys.limit));
  const pageSize = isPageSize(limit) ? limit : DEFAULT_PAGE_SIZE;
  const offsetInUrl = Number.parseInt(search.get(keys.offset) ?? '0', 10);
  const offset = Number.isFinite(offsetInUrl) ? Math.min(Math.max(offsetInUrl, 0), MAX_OFFSET) : 0;
  return { pageSize, offset };
}

/** Writes a page into `base` (a copy): the default page size and offset 0 are left out. */
export function writePaging(
  input: { pageSize?: PageSize; offset?: number },
  base: URLSearchParams,
  keys: PagingKeys = LIST_PAGING,
): URLSearchParams {
  const search = new URLSearchParams(base);
  if (input.pageSize !== undefined) {
    if (input.pageSize === DEFAULT_PAGE_SIZE) search.delete(keys.limit);
    else search.set(keys.limit, String(input.pageSize));
  }
  if (input.offset !== undefined) {
    if (input.offset > 0) search.set(keys.offset, String(input.offset));
    else search.delete(keys.offset);
  }
  return search;
}

export interface ListSearchInput {
  filters?: Partial<Record<string, string | undefined>>;
  sort?: ListSort<string>;
  pageSize?: PageSize;
  offset?: number;
}

/** Writes list params into `base` (a copy): empty filters, default page size and offset 0 are left out. */
export function writeListParams(input: ListSearchInput, base: URLSearchParams = new URLSearchParams()) {
  const search = new URLSearchParams(base);
  for (const [key, value] of Object.entries(input.filters ?? {})) {
    if (value) search.set(key, value);
    else search.delete(key);
  }
  if ('sort' in input) {
    if (input.sort) {
      search.set(SORT_KEY, sortFieldToUrl(input.sort.field));
      if (input.sort.direction === 'DESC') search.set(ORDER_KEY, 'desc');
      else search.delete(ORDER_KEY);
    } else {
      search.delete(SORT_KEY);
      search.delete(ORDER_KEY);
    }
  }
  return writePaging(input, search);
}

/** `path` plus the list's query string, for URL builders. */
export function listUrl(path: string, input: ListSearchInput = {}): string {
  const search = writeListParams(input).toString();
  return search ? `${path}?${search}` : path;
}
