import type { ReactNode } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { errorMessage } from '../../graphql/errors';
import { PageHeader } from '../PageHeader';
import { FilterBar, type FilterField } from './FilterBar';
import { Pager, type PagerProps } from './Pager';
import { ResourceTable, type ResourceTableProps } from './ResourceTable';

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
  table: Omit<ResourceTableProps<TRow, TSortField>, 'label'> & { label?: string };
  /** None when the whole list is fetched at once. */
  pager?: PagerProps;
  /** Dialogs opened from the page (create, import...). */
  children?: ReactNode;
}

/**
 * The list page every area shares: heading with its actions and add button, filter bar, the query's
 * error, the table and the pager. Areas keep only their query, columns and dialogs.
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
  return (
    <>
      <PageHeader
        title={title}
        actions={
          actions || add ? (
            <>
              {actions}
              {add && <Button intent="primary" icon={<AddIcon />} text={add.text} onClick={add.onClick} />}
            </>
          ) : undefined
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
      <ResourceTable {...table} label={label} />
      {pager && <Pager {...pager} />}
      {children}
    </>
  );
}
