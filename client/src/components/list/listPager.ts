import { useState } from 'react';
import type { PagerProps } from './Pager';
import { DEFAULT_PAGE_SIZE, type PageSize } from './listParams';

/** Where a paged list stands and how to move it: `useListParams` (URL) or `useSectionPaging` (state). */
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
