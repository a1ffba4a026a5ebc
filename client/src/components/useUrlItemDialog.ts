import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const DIALOG_KEY = 'dialog';

export interface UrlItemDialog {
  /** The id of the item the dialog is open for, or null when it is closed. */
  itemId: string | null;
  open: (itemId: string) => void;
  close: () => void;
}

/**
 * A dialog about one row of a table (edit or delete this price), kept in the query string as
 * `?dialog=edit-price&price=<id>` so reload and Back behave like `useUrlDialog`.
 */
export function useUrlItemDialog(name: string, itemKey: string): UrlItemDialog {
  const [searchParams, setSearchParams] = useSearchParams();
  const itemId = searchParams.get(DIALOG_KEY) === name ? searchParams.get(itemKey) : null;

  const open = useCallback(
    (id: string) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set(DIALOG_KEY, name);
        next.set(itemKey, id);
        return next;
      }),
    [name, itemKey, setSearchParams],
  );

  const close = useCallback(
    () =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(DIALOG_KEY);
        next.delete(itemKey);
        return next;
      }),
    [itemKey, setSearchParams],
  );

  return { itemId, open, close };
}
