import type { ComponentType, ReactElement } from 'react';
import type { MutationFormResult } from '../form/useMutationForm';
import type { ResourceColumn } from '../list/ResourceTable';
import { RowActions } from '../list/RowActions';
import { useUrlDialog, type UrlDialog } from '../useUrlDialog';
import { useUrlItemDialog, type UrlItemDialog } from '../useUrlItemDialog';
import { useRowDelete, type RowDeleteOptions } from './useRowDelete';

export interface RowEditingOptions<TRow extends { id: string }> {
  /**
   * Names the section's dialogs in the URL, e.g. `price`: `?dialog=add-price`,
   * `?dialog=edit-price&<itemKey>=<id>` and `?dialog=delete-price&<itemKey>=<id>`.
   */
  dialog: string;
  /** The query parameter holding the edited or deleted row's id, e.g. `price`. */
  itemKey: string;
  /** The table's rows as loaded. */
  rows: readonly TRow[] | undefined;
  /**
   * What the row is and its name, e.g. `price of MUG-1`: the row buttons' accessible names
   * (`Edit price of MUG-1`) and the edit dialog's title.
   */
  what: (row: TRow) => string;
  /** The delete's confirmation, toast and mutation (see `useRowDelete`). */
  remove: Pick<RowDeleteOptions<TRow>, 'question' | 'message' | 'remove' | 'confirmText'>;
}

export interface RowEditing<TRow> {
  /** The add dialog. */
  add: UrlDialog;
  /** The edit dialog, open for the row whose id is in the URL. */
  edit: UrlItemDialog;
  /** The loaded row the edit dialog is open for, if any. */
  edited: TRow | undefined;
  what: (row: TRow) => string;
  /** The rows the table shows (those waiting in a delete's undo window left out). */
  visible: TRow[] | undefined;
  /** The table's last column: the row's Edit and Delete buttons. */
  actionsColumn: ResourceColumn<TRow>;
  /** The delete confirmation, to render inside the section. */
  confirmDialog: ReactElement;
}

/**
 * The add, edit and delete of the rows of a detail page's table section (a realm's profiles, a price
 * book's prices) or of a list page (subscription plans), each behind a dialog kept in the URL; the delete goes through `useRowDelete`'s undo
 * window. `RowFormDialogs` renders the add and edit dialogs.
 */
export function useRowEditing<TRow extends { id: string }>({
  dialog,
  itemKey,
  rows,
  what,
  remove,
}: RowEditingOptions<TRow>): RowEditing<TRow> {
  const add = useUrlDialog(`add-${dialog}`);
  const edit = useUrlItemDialog(`edit-${dialog}`, itemKey);
  const rowDelete = useRowDelete({ dialog: `delete-${dialog}`, itemKey, rows, ...remove });
  const actionsColumn: ResourceColumn<TRow> = {
    id: 'actions',
    header: 'Actions',
    width: 200,
    cell: (row) => (
      <RowActions what={what(row)} onEdit={() => edit.open(row.id)} onDelete={() => rowDelete.ask(row.id)} />
    ),
  };
  return {
    add,
    edit,
    edited: rows?.find((row) => row.id === edit.itemId),
    what,
    visible: rowDelete.visible,
    actionsColumn,
    confirmDialog: rowDelete.confirmDialog,
  };
}

/** What `RowFormDialogs` gives the section's form dialog, to add a row or edit one. */
export interface RowFormDialogProps<TRow, TValues> {
  title: string;
  submitText: string;
  /** The row being edited; absent when adding one. */
  row?: TRow;
  onSubmit: (values: TValues) => Promise<MutationFormResult<TValues>>;
  onClose: () => void;
}

export interface RowFormDialogsProps<TRow extends { id: string }, TValues> {
  rows: RowEditing<TRow>;
  /** The row to edit once loaded; `rows.edited` unless the section reads it on its own. */
  editing: TRow | undefined;
  /** The add dialog's title, e.g. `Add price` (also the section's add button). */
  addTitle: string;
  /** The submit buttons, e.g. `{ add: 'Add price', save: 'Save price' }`. */
  submitText: { add: string; save: string };
  /** Sends the create; closes the add dialog on success (`payloadResult`'s `then`). */
  create: (values: TValues) => Promise<MutationFormResult<TValues>>;
  /** Sends the update of `row`; closes the edit dialog on success. */
  save: (row: TRow) => (values: TValues) => Promise<MutationFormResult<TValues>>;
  /** The form dialog, the same for adding and editing. */
  dialog: ComponentType<RowFormDialogProps<TRow, TValues>>;
}

/** The section's add dialog while it is open, its edit dialog once the edited row is there. */
export function RowFormDialogs<TRow extends { id: string }, TValues>({
  rows,
  editing,
  addTitle,
  submitText,
  create,
  save,
  dialog: Dialog,
}: RowFormDialogsProps<TRow, TValues>) {
  return (
    <>
      {rows.add.isOpen && (
        <Dialog title={addTitle} submitText={submitText.add} onSubmit={create} onClose={rows.add.close} />
      )}
      {editing && (
        <Dialog
          key={editing.id}
          title={`Edit ${rows.what(editing)}`}
          submitText={submitText.save}
          row={editing}
          onSubmit={save(editing)}
          onClose={rows.edit.close}
        />
      )}
    </>
  );
}
