import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseListParams,
  writeListParams,
  type ListParams,
  type ListParamsConfig,
  type PageSize,
} from './listParams';

export interface ListParamsControls<TFilterKey extends string, TSortField extends string> {
  params: ListParams<TFilterKey, TSortField>;
  /** Sets the given filters ('' removes one) and goes back to the first page. */
  setFilters: (changes: Partial<Record<TFilterKey, string>>) => void;
  /** A new field sorts ascending; the current field flips direction. */
  toggleSort: (field: TSortField) => void;
  /** Changes the page size and goes back to the first page. */
  setPageSize: (pageSize: PageSize) => void;
  setOffset: (offset: number) => void;
}

/**
 * A list view's filter, sort, page size and offset, kept in the URL's query string so the view can be
 * shared, bookmarked and reloaded. Other query parameters (an open dialog, say) are left alone.
 */
export function useListParams<TFilterKey extends string, TSortField extends string>(
  config: ListParamsConfig<TFilterKey, TSortField>,
): ListParamsControls<TFilterKey, TSortField> {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseListParams(searchParams, config);
  const currentSort = params.sort;

  // Typing a filter replaces the history entry; sorting and paging push one, so Back undoes them.
  const setFilters = useCallback(
    (changes: Partial<Record<TFilterKey, string>>) =>
      setSearchParams((previous) => writeListParams({ filters: changes, offset: 0 }, previous), {
        replace: true,
      }),
    [setSearchParams],
  );

  const toggleSort = useCallback(
    (field: TSortField) => {
      const direction = currentSort?.field === field && currentSort.direction === 'ASC' ? 'DESC' : 'ASC';
      setSearchParams((previous) => writeListParams({ sort: { field, direction }, offset: 0 }, previous));
    },
    [currentSort, setSearchParams],
  );

  const setPageSize = useCallback(
    (pageSize: PageSize) => setSearchParams((previous) => writeListParams({ pageSize, offset: 0 }, previous)),
    [setSearchParams],
  );

  const setOffset = useCallback(
    (offset: number) => setSearchParams((previous) => writeListParams({ offset }, previous)),
    [setSearchParams],
  );

  return { params, setFilters, toggleSort, setPageSize, setOffset };
}
