/** Query parameters of a provider list call, as the spec names them (section 7). */
export interface ListParams {
  filter?: string;
  sort?: string;
  limit?: number;
  offset?: number;
  include?: string[];
}

export type QueryValue = string | number | boolean | undefined;

/**
 * Builds a query string with every value percent-encoded (RFC 3986): a `+` in a filter value must
 * reach the provider as `%2B`, not be read back as a space, which URLSearchParams would cause.
 */
export function encodeQuery(params: Record<string, QueryValue>): string {
  const parts = Object.entries(params)
    .filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== '',
    )
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function listQuery(params: ListParams): Record<string, QueryValue> {
  return {
    'page[limit]': params.limit,
    'page[offset]': params.offset,
    filter: params.filter,
    sort: params.sort,
    include: params.include?.join(','),
  };
}
