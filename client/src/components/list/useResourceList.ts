import type { OperationVariables } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { QueryResult } from '../../graphql/apollo-hooks';
import type { RowPage } from './bulk';
import type { FilterBarProps } from './FilterBar';
import { listVariables, type ListDeclaration } from './listDeclaration';
import type { ListParams, ListSort } from './listParams';
import { listPager } from './listPager';
import type { PagerProps } from './Pager';
import { useListParams, type ListParamsControls } from './useListParams';
import { usePagedList, type PagedList } from './usePagedList';

/** A list's query: the generated hook, its document (for bulk pages) and where its page is in the answer. */
export interface ResourceListQuery<TData, TVariables extends OperationVariables, TRow> {
  /** The generated `use…ListQuery` hook. */
  hook: (options: {
    variables: TVariables;
    fetchPolicy: 'cache-and-network';
  }) => QueryResult<TData, TVariables>;
  /** Its `…Document`, which loads every matching page for select-all and CSV export. */
  document: DocumentNode;
  /** The list's page in the answer, e.g. `(data) => data.customers`. */
  pick: (data: TData) => RowPage<TRow>;
}

/** Variables a query takes besides the declared list's, such as a parent's id. */
type ExtraVariables<TVariables> = Omit<TVariables, 'filter' | 'sort' | 'page'>;

/** The query's `filter` variable. */
type QueryFilter<TVariables> = TVariables extends { filter?: infer F } ? NonNullable<F> : never;

/** The query's other variables: required when it has any that are. */
type WithExtraVariables<TVariables> =
  Record<never, never> extends ExtraVariables<TVariables>
    ? { variables?: ExtraVariables<TVariables> }
    : { variables: ExtraVariables<TVariables> };

export interface ResourceList<
  TKey extends string,
  TSort extends string,
  TData,
  TRow,
  TVariables extends OperationVariables,
> extends ListParamsControls<TKey, TSort> {
  /** The query's variables as sent. */
  variables: TVariables;
  /** True when any filter is set (the empty state then says "No … match these filters"). */
  filtered: boolean;
  /** Rows, pager total, loading, error and the bulk `source`. */
  list: PagedList<TRow>;
  /** Fetches the list again (after a bulk action or an import). */
  refetch: () => void;
  /** The query's own result, e.g. to poll while something on the page runs. */
  query: QueryResult<TData, TVariables>;
  /** `ListPage`'s filter bar; undefined when the list declares no filter. */
  filter: Omit<FilterBarProps<TKey>, 'actions'> | undefined;
  error: unknown;
  pager: PagerProps;
  /** `ListPage`'s table state: spread it beside the page's own columns and row links. */
  table: {
    rows: readonly TRow[] | undefined;
    loading: boolean;
    sort: ListSort<TSort> | undefined;
    onSortChange: (field: TSort) => void;
  };
}

/**
 * A declared list page's state: the URL's filters, sort and page (`useListParams`), the query run
 * with `cache-and-network` (the cached page at once, then a fresh one: lists change in other tabs
 * and tools) and what `ListPage` needs from them. While another page loads, the last one stays.
 */
export function useResourceList<
  TKey extends string,
  TSort extends string,
  TData,
  TVariables extends OperationVariables,
  TRow,
>(
  // The declared filter must be one the query takes.
  declaration: ListDeclaration<TKey, TSort, QueryFilter<TVariables>>,
  query: ResourceListQuery<TData, TVariables, TRow> & WithExtraVariables<TVariables>,
): ResourceList<TKey, TSort, TData, TRow, TVariables> {
  const controls = useListParams(declaration.config);
  const variables = resourceListVariables<TKey, TSort, QueryFilter<TVariables>, TVariables>(
    declaration,
    controls.params,
    query.variables,
  );
  const result = query.hook({ variables, fetchPolicy: 'cache-and-network' });
  const list = usePagedList(result, query.document, variables, query.pick);
  const { params, setFilters, toggleSort } = controls;
  return {
    ...controls,
    variables,
    filtered: Object.values<string>(params.filters).some((value) => value.trim() !== ''),
    list,
    refetch: () => void result.refetch(),
    query: result,
    filter:
      declaration.fields.length > 0
        ? { fields: declaration.fields, values: params.filters, onChange: setFilters }
        : undefined,
    error: list.error,
    pager: listPager(controls, list.page?.pageInfo.total, list.loading),
    table: { rows: list.rows, loading: list.loading, sort: params.sort, onSortChange: toggleSort },
  };
}

function resourceListVariables<TKey extends string, TSort extends string, TFilter, TVariables>(
  declaration: ListDeclaration<TKey, TSort, TFilter>,
  params: ListParams<TKey, TSort>,
  extra: ExtraVariables<TVariables> | undefined,
): TVariables {
  // The declared part is typed against the query's filter and sort (`useResourceList`'s bound);
  // with the page's own variables it is the whole of the query's variables.
  return { ...extra, ...listVariables(declaration, params) } as TVariables;
}
