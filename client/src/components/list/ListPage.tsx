import { useState, type ReactNode } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '../../graphql/errors';
import { PageHeader } from '../PageHeader';
import { usePendingRemovals } from '../undo/undoWindow';
import { rowsSource, type PagedSource } from './bulk';
import { BulkBar, type ListBulk } from './BulkBar';
import { ColumnChooser } from './ColumnChooser';
import { CsvImportButton } from './CsvImportDialog';
import type { CsvImport } from './csvImport';
import type { CsvColumn } from './csv';
import { FilterBar, type FilterBarProps, type FilterField } from './FilterBar';
import { ListEmptyState, type ListEmptyStateProps } from './ListEmptyState';
import { parseHiddenColumns, writeHiddenColumns, type ListSort } from './listParams';
import { Pager, type PagerProps } from './Pager';
import { ResourceTable, rowId, type ResourceColumn, type ResourceTableProps } from './ResourceTable';
import { SavedViewsMenu } from './SavedViewsMenu';
import type { CreateFlow } from './useCreateFlow';
import { useSavedViews } from './useSavedViews';

/**
 * What a declared list (`useResourceList`) or a list read whole (`wholeList`) gives the page: its
 * filter bar, error, pager, rows and the bulk source.
 */
export interface ListPageList<TKey extends string, TSortField extends string, TRow> {
  filter: Omit<FilterBarProps<TKey>, 'actions'> | undefined;
  error: unknown;
  /** True when any filter is set. */
  filtered: boolean;
  /** None when the whole list is read at once. */
  pager?: PagerProps;
  table: {
    rows: readonly TRow[] | undefined;
    loading: boolean;
    sort?: ListSort<TSortField>;
    onSortChange?: (field: TSortField) => void;
  };
  /** Every matching row, page by page (select all, CSV export). */
  list: { source: PagedSource<TRow> };
}

/** How a row is keyed: by its `id` unless the page says otherwise (rows without one must). */
type RowKeyProp<TRow> = TRow extends { readonly id: string }
  ? { rowKey?: (row: TRow) => string }
  : { rowKey: (row: TRow) => string };

export interface ListPageProps<TRow, TFilterKey extends string = never, TSortField extends string = never> {
  /** The page heading and the table's accessible name, e.g. "Price books". */
  title: string;
  /**
   * The rows' noun, singular and plural (`['price book', 'price books']`): it turns on row selection
   * and CSV export over the declared `list` (or the rows given), `bulk` adding actions, and it names
   * the empty state.
   */
  noun?: readonly [string, string];
  /** The add button, e.g. `{ text: 'Add price book', onClick: dialog.open }`; none when absent. */
  add?: { text: string; onClick: () => void };
  /** The create flow (`useCreateFlow`): its add button and its dialog. */
  create?: CreateFlow;
  /** More controls in the page header, before the add button (export, import...). */
  actions?: ReactNode;
  /**
   * A declared list (`useResourceList`) or one read whole (`wholeList`): its filter bar, error, pager
   * and the table's rows, loading and sort, in place of `filter`, `error`, `pager` and those table
   * props.
   */
  list?: ListPageList<TFilterKey, TSortField, TRow>;
  /** The filter bar, usually fed by `useListParams`; none when the list has no filters. */
  filter?: {
    fields: readonly FilterField<TFilterKey>[];
    values: Record<TFilterKey, string>;
    onChange: (changes: Partial<Record<TFilterKey, string>>) => void;
  };
  /** The list query's error, shown above the table instead of rows. */
  error?: unknown;
  /**
   * The table, with rows as the query gave them. Its accessible name is the title unless `label`
   * names it otherwise (a page titled "Templates and flows" listing "Flows").
   */
  table: Omit<ResourceTableProps<TRow, TSortField>, 'label' | 'hiddenColumns' | 'rows' | 'rowKey'> &
    RowKeyProp<TRow> & {
      label?: string;
      /** The rows; a declared `list` gives them. */
      rows?: readonly TRow[];
      /** A row's page from its key (`priceBookUrl`), in place of `rowHref`. */
      rowUrl?: (key: string) => string;
    };
  /**
   * The table's empty state when it has no `emptyState`: "No {plural} yet" with `description`, or,
   * filtered, "No {plural} match these filters" or its own `filteredTitle` ("this name" for a list
   * filtered by name only). The plural is the `noun`'s unless given.
   */
  empty?: Pick<ListEmptyStateProps, 'icon' | 'description' | 'filteredTitle' | 'filteredDescription'> & {
    plural?: string;
  };
  /** None when the whole list is fetched at once. */
  pager?: PagerProps;
  /**
   * Row selection, bulk actions and CSV export (of the chosen rows or every matching row). On with a
   * `noun`, whose noun and the list's source (or the rows') it takes unless given; none without.
   */
  bulk?: Partial<ListBulk<TRow>>;
  /**
   * "Import (CSV)" in the header: rows of a file checked, compared with the store, previewed, sent
   * on confirmation and reported row by row (build it with `csvImport`); none when absent. Its
   * columns are also the CSV export's, so an exported file imports back unchanged.
   */
  import?: CsvImport<TRow>;
  /** Dialogs opened from the page (create, import...). */
  children?: ReactNode;
}

const isPlainValue = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

/**
 * The CSV columns of a table: the row's key first, then every column with a `csv` reader or whose
 * cell is plain text or a number (cells that are only markup are left out).
 */
function csvColumns<TRow, TSortField extends string>(
  columns: readonly ResourceColumn<TRow, TSortField>[],
  rowKey: (row: TRow) => string,
  sample: TRow | undefined,
): CsvColumn<TRow>[] {
  const exported = columns.filter(
    (column) => column.csv !== undefined || (sample !== undefined && isPlainValue(column.cell(sample))),
  );
  return [
    { header: 'Id', value: rowKey },
    ...exported.map((column) => ({
      header: column.header,
      value: (row: TRow) => {
        if (column.csv) return column.csv(row);
        const cell = column.cell(row);
        return isPlainValue(cell) ? cell : '';
      },
    })),
  ];
}

/**
 * The list page every area shares: heading with the saved views, the column chooser, its actions and
 * add button, filter bar, the query's error, the table and the pager. Areas keep only their query,
 * columns and dialogs. Saved views are kept per list (the page's path) and store.
 */
export function ListPage<TRow, TFilterKey extends string = never, TSortField extends string = never>({
  title,
  noun,
  add: addProp,
  create,
  actions,
  list: declared,
  filter: filterProp,
  error: errorProp,
  table: tableProp,
  empty,
  pager: pagerProp,
  bulk: bulkProp,
  import: importer,
  children,
}: ListPageProps<TRow, TFilterKey, TSortField>) {
  const add = addProp ?? create?.add;
  const filter = declared ? declared.filter : filterProp;
  const error = declared ? declared.error : errorProp;
  const pager = declared ? declared.pager : pagerProp;
  const { rowUrl, ...tableProps } = tableProp;
  const rowKey = tableProp.rowKey ?? rowId;
  const table = {
    ...declared?.table,
    ...tableProps,
    rowKey,
    rowHref: tableProp.rowHref ?? (rowUrl && ((row: TRow) => rowUrl(rowKey(row)))),
  };
  const label = table.label ?? title;
  const bulkNoun = bulkProp?.noun ?? noun;
  const bulkSource = bulkProp?.source ?? declared?.list.source ?? (table.rows && rowsSource(table.rows));
  const bulk = bulkNoun && bulkSource && { ...bulkProp, noun: bulkNoun, source: bulkSource };
  const emptyState =
    table.emptyState ??
    (empty && (
      <ListEmptyState
        {...empty}
        plural={empty.plural ?? noun?.[1] ?? label.toLowerCase()}
        filtered={
          declared?.filtered ?? Object.values<string>(filter?.values ?? {}).some((value) => value !== '')
        }
        byName={filter?.fields.length === 1 && filter.fields[0]?.key === 'name'}
      />
    ));
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filterKeys = filter?.fields.map((field) => field.key) ?? [];
  const views = useSavedViews(pathname, filterKeys);
  const hiddenColumns = parseHiddenColumns(searchParams);
  const columnIds = table.columns.map((column) => column.id);
  const pendingRemovals = usePendingRemovals();
  const rows = table.rows?.filter((row) => !pendingRemovals.has(table.rowKey(row)));
  // Other filters make another list: what was chosen from the old one no longer applies.
  const filterKey = JSON.stringify(filter?.values ?? {});
  const [selection, setSelection] = useState<{
    filterKey: string;
    rows: ReadonlyMap<string, TRow>;
    allMatching: boolean;
  }>({ filterKey, rows: new Map(), allMatching: false });
  const current = selection.filterKey === filterKey ? selection : undefined;
  const selected = current?.rows ?? new Map<string, TRow>();
  const allMatching = current?.allMatching ?? false;
  const choose = (rows: ReadonlyMap<string, TRow>, all = false) =>
    setSelection({ filterKey, rows, allMatching: all });
  const clearSelection = () => choose(new Map());
  const describe =
    bulk?.describe ??
    ((row: TRow) => {
      const first = table.columns[0]?.cell(row);
      return isPlainValue(first) ? String(first) : table.rowKey(row);
    });
  const pageKeys = rows?.map(table.rowKey) ?? [];
  const tickedOnPage = pageKeys.filter((key) => allMatching || selected.has(key)).length;
  const pageState = tickedOnPage === 0 ? 'none' : tickedOnPage === pageKeys.length ? 'all' : 'some';
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <SavedViewsMenu controls={views} />
            <ColumnChooser
              columns={table.columns}
              hidden={hiddenColumns}
              onChange={(hidden) =>
                setSearchParams((previous) =>
                  writeHiddenColumns(
                    hidden.filter((id) => columnIds.includes(id)),
                    previous,
                  ),
                )
              }
            />
            {actions}
            {importer && <CsvImportButton importer={importer} title={title} />}
            {add && <Button intent="primary" icon={<AddIcon />} text={add.text} onClick={add.onClick} />}
          </>
        }
      />
      {filter && <FilterBar fields={filter.fields} values={filter.values} onChange={filter.onChange} />}
      {Boolean(error) && (
        <Callout
          intent="danger"
          title={`Could not load ${label.toLowerCase()}`}
          className="list-error"
          role="alert"
        >
          {errorMessage(error)}
        </Callout>
      )}
      {bulk && (
        <BulkBar
          bulk={{ ...bulk, describe }}
          title={label}
          csvColumns={importer?.exportColumns ?? (() => csvColumns(table.columns, table.rowKey, rows?.[0]))}
          rowKey={table.rowKey}
          selected={[...selected.values()]}
          allMatching={allMatching}
          total={pager?.total ?? table.rows?.length}
          pageFullySelected={pageState === 'all' && pageKeys.length > 0}
          onSelectAllMatching={() => choose(selected, true)}
          onClear={clearSelection}
        />
      )}
      <ResourceTable<TRow, TSortField>
        framed
        {...table}
        emptyState={emptyState}
        rows={rows}
        label={label}
        hiddenColumns={hiddenColumns}
        selection={
          bulk && {
            describe,
            isSelected: (row) => allMatching || selected.has(table.rowKey(row)),
            page: pageState,
            onToggle: (row) => {
              const key = table.rowKey(row);
              const next = new Map(allMatching ? [] : selected);
              if (allMatching) for (const other of rows ?? []) next.set(table.rowKey(other), other);
              if (next.has(key)) next.delete(key);
              else next.set(key, row);
              choose(next);
            },
            onTogglePage: () => {
              const next = new Map(allMatching ? [] : selected);
              if (pageState === 'all') for (const key of pageKeys) next.delete(key);
              else for (const row of rows ?? []) next.set(table.rowKey(row), row);
              choose(next);
            },
          }
        }
      />
      {pager && <Pager {...pager} />}
      {create?.dialog}
      {children}
    </>
  );
}
