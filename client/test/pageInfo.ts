/** Where a fixture page sits in its list. */
export interface PageInfoFixture {
  __typename: 'PageInfo';
  limit: number;
  offset: number;
  total: number;
  hasNextPage: boolean;
}

/**
 * A list's `pageInfo` as the gateway answers it, for msw fixtures: the first page of 25 holding all
 * `total` items unless `limit`, `offset` or `hasNextPage` say otherwise.
 */
export function pageInfo(
  total: number,
  {
    limit = 25,
    offset = 0,
    hasNextPage = false,
  }: { limit?: number; offset?: number; hasNextPage?: boolean } = {},
): PageInfoFixture {
  return { __typename: 'PageInfo', limit, offset, total, hasNextPage };
}
