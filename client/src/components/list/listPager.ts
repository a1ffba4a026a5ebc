import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PagerProps } from './Pager';
import { DEFAULT_PAGE_SIZE, parsePaging, writePaging, type PageSize, type PagingKeys } from './listParams';

/**
 * Where a paged list stands and how to move it: `useListParams` (the URL's list keys), `useUrlPaging`
 * (a second list's own URL keys) or `useSectionPaging` (state).
 */
export interface PagingState {
  params: { offset: number; pageSize: PageSize };
  setOffset: (offset: number) => void;
  setPageSize: (pageSize: PageSize) => void;
}

/** A paged list's `Pager`: where `paging` stands, the list's `total`, its buttons off while `loading`. */
export function listPager(
  { params, setOffset, setPageSize }: PagingState,
  total: number | undefined,
  loading: boolean,
): PagerProps {
  return {
    offset: params.offset,
    pageSize: params.pageSize,
    total,
    onOffsetChange: setOffset,
    onPageSizeChange: setPageSize,
    disabled: loading,
  };
}

/** Paging kept in component state, for a sub-list inside a page whose URL pages something else. */
export function useSectionPaging(): PagingState {
  const [offset, setOffset] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  return { params: { offset, pageSize }, setOffset, setPageSize };
}

/**
 * Paging kept in the URL under its own keys, for a second paged list on a page whose list keys page
 * another (an integration's jobs beside its delivery logs); read as strictly as the list's own.
 */
export function useUrlPaging(keys: PagingKeys): PagingState {
  const [searchParams, setSearchParams] = useSearchParams();
  const move = (page: { pageSize?: PageSize; offset: number }) =>
    setSearchParams((previous) => writePaging(page, previous, keys));
  return {
    params: parsePaging(searchParams, keys),
    setOffset: (offset) => move({ offset }),
    setPageSize: (pageSize) => move({ pageSize, offset: 0 }),
  };
}
