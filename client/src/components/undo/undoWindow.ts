import { useSyncExternalStore } from 'react';
import { getToaster, showToast } from '../../app/toaster';
import type { UserErrorLike } from '../form/userErrors';
import { toastMutationError } from '../mutationError';

/** How long a destructive action waits, with an Undo button, before anything is sent. */
export const UNDO_WINDOW_MS = 5000;

/**
 * Keys (row keys, usually provider ids) of things whose removal waits in an undo window: lists hide
 * them meanwhile. Nothing is sent to the provider before the window ends, so closing the tab inside
 * it loses nothing (react-admin's "undoable" mode works the same way).
 */
let pending: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
/** Undo functions of the windows still open (tests end each case with none). */
const openWindows = new Set<() => void>();

function setPending(next: ReadonlySet<string>): void {
  pending = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The keys hidden while their removal waits for its undo window to end. */
export function usePendingRemovals(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => pending,
  );
}

/** `rows` without those whose removal waits in an undo window (in-page tables hide them at once). */
export function useWithoutPendingRemovals<TRow>(
  rows: readonly TRow[] | undefined,
  key: (row: TRow) => string,
): TRow[] | undefined {
  const hidden = usePendingRemovals();
  return rows?.filter((row) => !hidden.has(key(row)));
}

/** Warns before the tab closes while a removal waits (closing cancels it: nothing is sent). */
function warnBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

export interface UndoableRemoval {
  /** Row keys to hide while the window is open. */
  keys: readonly string[];
  /** The toast's text, e.g. "Customer Ada deleted" or "12 products will be deleted". */
  message: string;
  /** Sends the removal; called once the window ends without an undo. */
  run: () => Promise<void> | void;
}

/**
 * Hides `keys` at once and shows `message` with an Undo button; `run` goes out only when the window
 * ends. Undo shows the rows again and sends nothing. Resolves to whether `run` ran.
 */
export function removeAfterUndoWindow({ keys, message, run }: UndoableRemoval): Promise<boolean> {
  setPending(new Set([...pending, ...keys]));
  const release = () => setPending(new Set([...pending].filter((key) => !keys.includes(key))));
  window.addEventListener('beforeunload', warnBeforeUnload);
  return new Promise((resolve) => {
    let toastKey: string | undefined;
    const timer = window.setTimeout(() => {
      openWindows.delete(undo);
      window.removeEventListener('beforeunload', warnBeforeUnload);
      void getToaster().then((toaster) => toastKey && toaster.dismiss(toastKey));
      void Promise.resolve()
        .then(run)
        .catch(toastMutationError)
        .finally(() => {
          release();
          resolve(true);
        });
    }, UNDO_WINDOW_MS);
    const undo = () => {
      openWindows.delete(undo);
      window.clearTimeout(timer);
      window.removeEventListener('beforeunload', warnBeforeUnload);
      release();
      resolve(false);
    };
    openWindows.add(undo);
    void getToaster().then((toaster) => {
      toastKey = toaster.show({
        message,
        intent: 'primary',
        timeout: UNDO_WINDOW_MS,
        action: { text: 'Undo', onClick: undo },
      });
    });
  });
}

/** Undoes every removal still waiting, as closing the tab would (tests start each case with none). */
export function undoPendingRemovals(): void {
  for (const undo of [...openWindows]) undo();
}

export interface UndoableDelete {
  /** The row's key (usually its provider id): hidden while the window is open. */
  key: string;
  /** Further keys hidden with it: what goes with it, e.g. a node's descendants. */
  alsoHides?: readonly string[];
  /** The toast's text with its Undo button, e.g. "Address deleted". */
  message: string;
  /** Sends the delete mutation; resolves to its payload's userErrors (empty or none when it worked). */
  remove: () => Promise<readonly UserErrorLike[] | null | undefined>;
}

/**
 * A delete inside a page (an address, a price, a tag...), undoable like list and detail deletes: the
 * row is hidden at once (tables read `useWithoutPendingRemovals`), `message` shows with Undo, and
 * `remove` goes out only when the window ends. A refusal or a failure shows as a toast and the row
 * comes back. Resolves to whether the delete went out.
 */
export function deleteAfterUndoWindow({
  key,
  alsoHides = [],
  message,
  remove,
}: UndoableDelete): Promise<boolean> {
  return removeAfterUndoWindow({
    keys: [key, ...alsoHides],
    message,
    run: async () => {
      const problems = (await remove()) ?? [];
      if (problems.length > 0) showToast(problems.map((problem) => problem.message).join(' '), 'danger');
    },
  });
}
