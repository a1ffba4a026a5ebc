import type { OperationVariables } from '@apollo/client';
import type { QueryResult } from '../../graphql/apollo-hooks';
import { completeData } from '../../graphql/queryData';
import { rowsSource } from './bulk';
import type { ListPageList } from './ListPage';

/**
 * A list read whole in one query (no filters, no pager) as `ListPage`'s `list`: its rows (none when
 * the query failed with nothing loaded), loading, error and the bulk source over those rows.
 */
export function wholeList<TData, TVariables extends OperationVariables, TRow>(
  result: QueryResult<TData, TVariables>,
  pick: (data: TData) => readonly TRow[],
): ListPageList<never, never, TRow> {
  const data = completeData(result);
  const rows = data === undefined ? undefined : pick(data);
  return {
    filter: undefined,
    error: result.error,
    filtered: false,
    table: { rows: result.error && !rows ? [] : rows, loading: result.loading },
    list: { source: rowsSource(rows) },
  };
}
