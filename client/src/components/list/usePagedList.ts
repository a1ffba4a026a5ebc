import type { OperationVariables } from '@apollo/client';
import type { useQuery } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { usePagedSource, type PagedSource, type RowPage } from './bulk';
import { completeData, latestData } from '../../graphql/queryData';

/** A paged list query as a list page shows it: the table's rows, the pager's total, the bulk source. */
export interface PagedList<TRow> {
  /** The page on screen: the query's, or the one before while the next page loads. */
  page: RowPage<TRow> | undefined;
  /** The table's rows: none when the query failed with nothing loaded, undefined while loading. */
  rows: readonly TRow[] | undefined;
  loading: boolean;
  error: unknown;
  /** Every matching row, page by page, for select-all and CSV export. */
  source: PagedSource<TRow>;
}

/**
 * Reads a list page's query (a generated `use…ListQuery` result, usually `cache-and-network`):
 * `pick` takes the list's page out of the answer, and `document` with `variables` loads the other
 * pages for bulk actions.
 */
export function usePagedList<TData, TVariables extends OperationVariables & { page?: unknown }, TRow>(
  result: useQuery.Result<TData, TVariables>,
  document: DocumentNode,
  variables: TVariables,
  pick: (data: TData) => RowPage<TRow>,
): PagedList<TRow> {
  const source = usePagedSource(document, variables, pick);
  const data = completeData(result);
  const shown = latestData(result);
  const page = shown === undefined ? undefined : pick(shown);
  return {
    page,
    rows: result.error && !data ? [] : page?.items,
    loading: result.loading,
    error: result.error,
    source,
  };
}
