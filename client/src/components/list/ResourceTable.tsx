import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { Button, Checkbox, Classes, HTMLTable, Tooltip } from '@blueprintjs/core';
import { CaretDownIcon, CaretUpIcon, DoubleCaretVerticalIcon } from '@blueprintjs/icons';
import { Link, useNavigate } from 'react-router';
import { longText } from '../fullValue';
import type { ListSort } from './listParams';
import '../overflow.css';

export interface ResourceColumn<TRow, TSortField extends string = never> {
  /** Unique among the table's columns. */
  id: string;
  header: string;
  cell: (row: TRow) => ReactNode;
  /** Makes the header a button that sorts by this field. */
  sortField?: TSortField;
  width?: number | string;
  /** The column's value in CSV exports; without it a plain text or number cell is exported as shown. */
  csv?: (row: TRow) => string | number | null | undefined;
  /** Shows the cell whole, on as many lines as it needs, for form controls, messages or nested lists. */
  wrap?: boolean;
}

export interface ResourceTableProps<TRow, TSortField extends string = never> {
  /** Accessible name of the table, e.g. "Products". */
  label: string;
  columns: readonly ResourceColumn<TRow, TSortField>[];
  /** Undefined while nothing has loaded yet. */
  rows: readonly TRow[] | undefined;
  /** A row's key; rows that have an `id` are keyed by it when this is left out (`IdRowTableProps`). */
  rowKey: (row: TRow) => string;
  /** Where a row leads: its first cell becomes a link and a click anywhere on the row follows it. */
  rowHref?: (row: TRow) => string;
  loading?: boolean;
  sort?: ListSort<TSortField>;
  onSortChange?: (field: TSortField) => void;
  /** Shown in place of rows when the list is empty. */
  emptyState?: ReactNode;
  skeletonRowCount?: number;
  /** Ids of columns not to show (the column chooser's choice); the first column is always shown. */
  hiddenColumns?: readonly string[];
  /** A tick box per row and one for the page (bulk actions); none when absent. */
  selection?: RowSelection<TRow>;
  /** Tighter rows, for a table inside a detail page's section or a dialog. */
  compact?: boolean;
  /**
   * The page's own list: it scrolls inside a frame no taller than the window, its header row and
   * first column (with the tick boxes) kept in view, so a wide list never scrolls the page sideways.
   */
  framed?: boolean;
}

export interface RowSelection<TRow> {
  isSelected: (row: TRow) => boolean;
  onToggle: (row: TRow) => void;
  /** How much of the page on screen is ticked. */
  page: 'all' | 'some' | 'none';
  onTogglePage: () => void;
  /** The row's name for its tick box's accessible name, e.g. the customer's name. */
  describe: (row: TRow) => string;
}

/** The first column's cells: kept in view when a framed table scrolls sideways. */
const PRIMARY_CELL = 'resource-table__primary';

const INTERACTIVE_ELEMENTS = 'a, button, input, select, textarea, label';

/** A table of rows that have an `id`: keyed by it unless `rowKey` says otherwise. */
export type IdRowTableProps<TRow extends { readonly id: string }, TSortField extends string = never> = Omit<
  ResourceTableProps<TRow, TSortField>,
  'rowKey'
> & { rowKey?: (row: TRow) => string };

/** The row's `id`: a row's key when the table (or `ListPage`) names no `rowKey`. */
export function rowId(row: unknown): string {
  if (typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'string') return row.id;
  throw new Error('A table row without an id needs a rowKey.');
}

/** The list building block of every area: a Blueprint HTMLTable with sorting, loading and empty states. */
export function ResourceTable<TRow, TSortField extends string = never>(
  props: ResourceTableProps<TRow, TSortField>,
): ReactElement;
export function ResourceTable<TRow extends { readonly id: string }, TSortField extends string = never>(
  props: IdRowTableProps<TRow, TSortField>,
): ReactElement;
export function ResourceTable<TRow, TSortField extends string = never>({
  label,
  columns: allColumns,
  rows,
  rowKey = rowId,
  rowHref,
  loading = false,
  sort,
  onSortChange,
  emptyState,
  skeletonRowCount = 5,
  hiddenColumns = [],
  selection,
  compact = false,
  framed = false,
}: Omit<ResourceTableProps<TRow, TSortField>, 'rowKey'> & { rowKey?: (row: TRow) => string }) {
  const navigate = useNavigate();
  const columns = allColumns.filter((column, index) => index === 0 || !hiddenColumns.includes(column.id));

  const followRow = (row: TRow) => (event: MouseEvent<HTMLTableRowElement>) => {
    // Links and buttons inside the row handle their own clicks.
    if (!rowHref || (event.target as Element).closest(INTERACTIVE_ELEMENTS)) return;
    void navigate(rowHref(row));
  };

  return (
    <div
      className={framed ? 'resource-table__scroll resource-table__scroll--framed' : 'resource-table__scroll'}
    >
      <HTMLTable
        className={selection ? 'resource-table resource-table--selectable' : 'resource-table'}
        aria-label={label}
        aria-busy={loading}
        interactive={Boolean(rowHref)}
        compact={compact}
        striped
      >
        <thead>
          <tr>
            {/* A control, not a column's name: a header cell would have no text. */}
            {selection && (
              <td className="resource-table__select">
                <Checkbox
                  aria-label="Select all rows on this page"
                  checked={selection.page === 'all'}
                  indeterminate={selection.page === 'some'}
                  disabled={!rows?.length}
                  onChange={selection.onTogglePage}
                />
              </td>
            )}
            {columns.map((column, index) => (
              <SortableHeader
                key={column.id}
                column={column}
                primary={index === 0}
                sort={sort}
                onSortChange={onSortChange}
              />
            ))}
          </tr>
        </thead>
        <tbody className={loading && rows?.length ? 'resource-table__body--stale' : undefined}>
          {rows === undefined || (loading && rows.length === 0) ? (
            Array.from({ length: skeletonRowCount }, (_, index) => (
              <tr key={index} aria-hidden="true">
                {selection && <td className="resource-table__select" />}
                {columns.map((column, index) => (
                  <td key={column.id} className={index === 0 ? PRIMARY_CELL : undefined}>
                    <span className={Classes.SKELETON}>Loading</span>
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + (selection ? 1 : 0)} className="resource-table__empty">
                {emptyState ?? 'Nothing here yet.'}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                onClick={followRow(row)}
                className={selection?.isSelected(row) ? 'resource-table__row--selected' : undefined}
              >
                {selection && (
                  <td className="resource-table__select">
                    <Checkbox
                      aria-label={`Select ${selection.describe(row)}`}
                      checked={selection.isSelected(row)}
                      onChange={() => selection.onToggle(row)}
                    />
                  </td>
                )}
                {columns.map((column, index) => (
                  <td key={column.id} className={index === 0 ? PRIMARY_CELL : undefined}>
                    <Cell
                      content={column.cell(row)}
                      href={index === 0 && rowHref ? rowHref(row) : undefined}
                      wrap={column.wrap}
                    />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** Shows the cell text in full on hover (or focus of its link) when it is cut off. */
function showFullTextIfCut(event: MouseEvent<HTMLDivElement>) {
  const cell = event.currentTarget;
  if (!cell.title && cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? '';
}

/**
 * A cell's content on one line, cut with an ellipsis: a long plain value gets a tooltip with the
 * whole text (it opens on hover and when the row's link is focused); other content gets a `title`
 * when the browser finds it cut. A wrapping column's content is shown whole.
 */
function Cell({ content, href, wrap = false }: { content: ReactNode; href?: string; wrap?: boolean }) {
  const inner = href ? <Link to={href}>{content}</Link> : content;
  if (wrap) return inner;
  const full = longText(content);
  if (full === undefined) {
    return (
      <div className="resource-table__truncate" onMouseEnter={showFullTextIfCut}>
        {inner}
      </div>
    );
  }
  return (
    <Tooltip
      content={full}
      hoverOpenDelay={200}
      targetTagName="div"
      className="resource-table__truncate"
      popoverClassName="full-value-tooltip"
    >
      {href ? inner : <span>{inner}</span>}
    </Tooltip>
  );
}

interface SortableHeaderProps<TRow, TSortField extends string> {
  column: ResourceColumn<TRow, TSortField>;
  primary: boolean;
  sort?: ListSort<TSortField>;
  onSortChange?: (field: TSortField) => void;
}

function SortableHeader<TRow, TSortField extends string>({
  column,
  primary,
  sort,
  onSortChange,
}: SortableHeaderProps<TRow, TSortField>) {
  const { sortField } = column;
  const className = primary ? PRIMARY_CELL : undefined;
  // A column of row buttons has no name: a header cell without text would name nothing.
  if (column.header === '') return <td className={className} style={{ width: column.width }} />;
  if (sortField === undefined || !onSortChange) {
    return (
      <th scope="col" className={className} style={{ width: column.width }}>
        {column.header}
      </th>
    );
  }
  const direction = sort?.field === sortField ? sort.direction : undefined;
  return (
    <th
      scope="col"
      className={className}
      style={{ width: column.width }}
      aria-sort={direction === 'ASC' ? 'ascending' : direction === 'DESC' ? 'descending' : 'none'}
    >
      <Button
        className="resource-table__sort"
        variant="minimal"
        size="small"
        text={column.header}
        endIcon={
          direction === 'ASC' ? (
            <CaretUpIcon />
          ) : direction === 'DESC' ? (
            <CaretDownIcon />
          ) : (
            <DoubleCaretVerticalIcon />
          )
        }
        onClick={() => onSortChange(sortField)}
      />
    </th>
  );
}
