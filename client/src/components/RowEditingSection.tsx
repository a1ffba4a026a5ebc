import type { ReactNode } from 'react';
import { TableSection, type TableSectionProps } from './detail/TableSection';
import { RowFormDialogs, type RowEditing, type RowFormDialogsProps } from './detail/useRowEditing';
import type { ResourceColumn } from './list/ResourceTable';

export interface RowEditingSectionProps<TRow extends { id: string }, TValues> extends Omit<
  TableSectionProps<TRow>,
  'add' | 'table'
> {
  /** From `useRowEditing`: the dialogs kept in the URL, the visible rows and the Edit/Delete column. */
  rows: RowEditing<TRow>;
  /** The header's add button; its text is also the add dialog's title, e.g. `Add price`. */
  add: { text: string; disabled?: boolean; title?: string };
  /** The table's columns; the rows' Edit and Delete buttons come after them. */
  columns: readonly ResourceColumn<TRow>[];
  /** More of the table, as `TableSection` takes it; `rows` replaces the visible rows (e.g. none on a failed read). */
  table?: Partial<Pick<TableSectionProps<TRow>['table'], 'rows' | 'rowHref' | 'loading'>>;
  /** The add and edit dialogs, as `RowFormDialogs` takes them (`editing` is usually `rows.edited`). */
  form: Omit<RowFormDialogsProps<TRow, TValues>, 'rows' | 'addTitle'>;
  /** Other dialogs of the section. */
  children?: ReactNode;
}

/**
 * A detail page's table section whose rows are added, edited and deleted in dialogs kept in the URL
 * (a realm's profiles, a price book's prices): `TableSection` with the `useRowEditing` column, its
 * `RowFormDialogs` and its delete confirmation.
 */
export function RowEditingSection<TRow extends { id: string }, TValues>({
  rows,
  add,
  columns,
  table,
  form,
  children,
  ...section
}: RowEditingSectionProps<TRow, TValues>) {
  return (
    <TableSection
      {...section}
      add={{ ...add, onClick: rows.add.open }}
      table={{
        columns: [...columns, rows.actionsColumn],
        rowKey: (row) => row.id,
        ...table,
        rows: table?.rows ?? rows.visible,
      }}
    >
      <RowFormDialogs rows={rows} addTitle={add.text} {...form} />
      {children}
      {rows.confirmDialog}
    </TableSection>
  );
}

/**
 * Query options that read the row whose edit dialog is open by its id, skipped while none is; read
 * from the network, so the dialog opens on what is stored now (and from a bare URL).
 */
export function editedRowRead<TVariables>(
  rows: Pick<RowEditing<unknown>, 'edit'>,
  variables: (id: string) => TVariables,
) {
  const id = rows.edit.itemId;
  return { variables: variables(id ?? ''), skip: id === null, fetchPolicy: 'network-only' as const };
}
