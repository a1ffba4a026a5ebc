import type { ReactElement, ReactNode } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import type { UserErrorLike } from '../form/userErrors';
import { deleteAfterUndoWindow, useWithoutPendingRemovals } from '../undo/undoWindow';
import { useUrlDialog } from '../useUrlDialog';
import { useUrlItemDialog } from '../useUrlItemDialog';

export interface RowDeleteOptions<TRow extends { id: string }> {
  /** The confirmation's name in the URL (`?dialog=<name>&<itemKey>=<id>`), e.g. `delete-oidc-profile`. */
  dialog: string;
  itemKey: string;
  /** The table's rows as loaded. */
  rows: readonly TRow[] | undefined;
  /** The confirmation's question, e.g. "Delete password profile Staff?". */
  question: (row: TRow) => ReactNode;
  /** The toast with its Undo button, e.g. "Password profile deleted" (or the row's, "Price of MUG-1 deleted"). */
  message: string | ((row: TRow) => string);
  /** Sends the delete mutation; resolves to its payload's userErrors. */
  remove: (row: TRow) => Promise<readonly UserErrorLike[] | null | undefined>;
  /** The confirming button's text, e.g. "Remove"; `Delete` by default. */
  confirmText?: string;
  /** What names the row in the URL when not its `id`, e.g. its slug (the undo window still hides its `id`). */
  urlId?: (row: TRow) => string;
  /** Further keys hidden with the row while its undo window is open, e.g. a node's descendants. */
  alsoHides?: (row: TRow) => Iterable<string>;
  /** The item key is also the page's selection (e.g. `?node=`): cancelling leaves the row selected. */
  cancelKeepsItem?: boolean;
}

export interface RowDelete<TRow> {
  /** The rows without those whose delete waits in its undo window: what the table shows. */
  visible: TRow[] | undefined;
  /** Asks to confirm the delete of the row with this id (its `urlId`). */
  ask: (id: string) => void;
  /** The confirmation dialog, to render inside the section. */
  confirmDialog: ReactElement;
}

/**
 * The delete of a row inside a page (a list's row, a detail section's row): a confirmation kept in the
 * URL, then the undo window of `deleteAfterUndoWindow` (the row hides at once; the mutation goes out
 * when the window ends). `ListPage` hides pending rows itself; other tables show `visible`.
 */
export function useRowDelete<TRow extends { id: string }>({
  dialog,
  itemKey,
  rows,
  question,
  message,
  remove,
  confirmText = 'Delete',
  urlId = (row) => row.id,
  alsoHides,
  cancelKeepsItem = false,
}: RowDeleteOptions<TRow>): RowDelete<TRow> {
  const confirm = useUrlItemDialog(dialog, itemKey);
  const closeDialogOnly = useUrlDialog(dialog).close;
  const visible = useWithoutPendingRemovals(rows, (row) => row.id);
  const deleting = rows?.find((row) => urlId(row) === confirm.itemId);
  const onConfirm = () => {
    if (!deleting) return;
    confirm.close();
    void deleteAfterUndoWindow({
      key: deleting.id,
      alsoHides: alsoHides ? [...alsoHides(deleting)] : [],
      message: typeof message === 'string' ? message : message(deleting),
      remove: () => remove(deleting),
    });
  };
  const confirmDialog = (
    <ConfirmDialog
      isOpen={deleting !== undefined}
      confirmText={confirmText}
      onConfirm={onConfirm}
      onCancel={cancelKeepsItem ? closeDialogOnly : confirm.close}
    >
      {deleting && question(deleting)}
    </ConfirmDialog>
  );
  return { visible, ask: confirm.open, confirmDialog };
}
