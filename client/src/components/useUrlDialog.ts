import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const DIALOG_KEY = 'dialog';

export interface UrlDialog {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

/** An open dialog lives in the query string (`?dialog=delete`), so reload and Back behave. */
export function useUrlDialog(name: string): UrlDialog {
  const [searchParams, setSearchParams] = useSearchParams();
  const isOpen = searchParams.get(DIALOG_KEY) === name;

  const open = useCallback(
    () =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set(DIALOG_KEY, name);
        return next;
      }),
    [name, setSearchParams],
  );

  const close = useCallback(
    () =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(DIALOG_KEY);
        return next;
      }),
    [setSearchParams],
  );

  return { isOpen, open, close };
}
