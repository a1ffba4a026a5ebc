import { useState } from 'react';
import type { UserErrorLike } from '../form/userErrors';
import { useDeleteAndLeave, type DeleteAndLeaveOptions } from '../useDeleteAndLeave';
import { useUrlDialog } from '../useUrlDialog';

export interface DetailDeleteOptions extends DeleteAndLeaveOptions {
  /** The confirm dialog's name in the URL (`?dialog=delete-customer`); `delete` by default. */
  dialog?: string;
  /** Runs the delete mutation and returns its payload's userErrors. */
  remove: () => Promise<readonly UserErrorLike[] | null | undefined>;
}

export interface DetailDelete {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** True while the delete runs (the confirm button spins). */
  busy: boolean;
  /** The confirm dialog's button: deletes, then leaves for the list, or closes the dialog on failure. */
  confirm: () => void;
}

/**
 * The detail page's delete behind a URL-kept confirm dialog, built on `useDeleteAndLeave` (toasts,
 * navigation, cache eviction). `DetailLayout` renders its button and dialog.
 */
export function useDetailDelete({ dialog = 'delete', remove, ...leave }: DetailDeleteOptions): DetailDelete {
  const confirmDialog = useUrlDialog(dialog);
  const [busy, setBusy] = useState(false);
  const deleteAndLeave = useDeleteAndLeave(leave);

  const confirm = () => {
    setBusy(true);
    void deleteAndLeave(async () => (await remove()) ?? []).finally(() => setBusy(false));
  };

  return { ...confirmDialog, busy, confirm };
}
