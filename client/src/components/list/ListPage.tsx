import type { ReactNode } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '../../graphql/errors';
import { PageHeader } from '../PageHeader';
import { ColumnChooser } from './ColumnChooser';
import { FilterBar, type FilterField } from './FilterBar';
import { parseHiddenColumns, writeHiddenColumns } from './listParams';
import { Pager, type PagerProps } from './Pager';
import { ResourceTable, type ResourceTableProps } from './ResourceTable';
import { SavedViewsMenu } from './SavedViewsMenu';
import { useSavedViews } from './useSavedViews';

export interface ListPageProps<TRow, TFilterKey extends string = never, TSortField extends string = never> {
  /** The page heading and the table's accessible name, e.g. "Price books". */
  title: string;
  /** The add button, e.g. `{ text: 'Add price book', onClick: dialog.open }`; none when absent. */
  add?: { text: string; onClick: () => void };
  /** More controls in the page header, before the add button (export, import...). */
  actions?: ReactNode;
  /** The filter bar, usually fed by `useListParams`; none when the list has no filters. */
  filter?: {
    fields: readonly FilterField<TFilterKey>[];
    values: Record<TFilterKey, string>;
    onChange: (changes: Partial<Record<TFilterKey, string>>) => void;
  };
  /** The list query's error, shown above the table instead of rows. */
  error: unknown;
  /**
   * The table, with rows as the query gave them. Its accessible name is the title unless `label`
   * names it otherwise (a page titled "Templates and flows" listing "Flows").
   */
  table: Omit<ResourceTableProps<TRow, TSortField>, 'label' | 'hiddenColumns'> & { label?: string };
  /** None when the whole list is fetched at once. */
  pager?: PagerProps;
  /** Dialogs opened from the page (create, import...). */
  children?: ReactNode;
}

/**
 * The list page every area shares: heading with the saved views, the column chooser, its actions and
 * add button, filter bar, the query's error, the table and the pager. Areas keep only their query,
 * columns and dialogs. Saved views are kept per list (the page's path) and store.
 */
export function ListPage<TRow, TFilterKey extends string = never, TSortField extends string = never>({
  title,
  add,
  actions,
  filter,
  error,
  table,
  pager,
  children,
}: ListPageProps<TRow, TFilterKey, TSortField>) {
  const label = table.label ?? title;
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filterKeys = filter?.fields.map((field) => field.key) ?? [];
  const views = useSavedViews(pathname, filterKeys);
  const hiddenColumns = parseHiddenColumns(searchParams);
  const columnIds = table.columns.map((column) => column.id);
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
      <ResourceTable {...table} label={label} hiddenColumns={hiddenColumns} />
      {pager && <Pager {...pager} />}
      {children}
    </>
  );
}
