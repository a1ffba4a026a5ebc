import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useAppMode } from '../../areas/stores/exports';
import {
  applyViewQuery,
  newViewError,
  newViewId,
  OWN_STORE_KEY,
  readViews,
  viewNameError,
  viewQuery,
  viewsStorageKey,
  writeViews,
  type SavedView,
} from './savedViews';

export interface SavedViewsControls {
  views: readonly SavedView[];
  /** The saved view the list shows now (same filters, sort and columns), if any. */
  active: SavedView | undefined;
  /** The list shows its default view: no filter, the default sort, every column. */
  isDefault: boolean;
  /** Saves the current filters, sort and columns under `name`; returns why not, or undefined. */
  save: (name: string) => string | undefined;
  rename: (id: string, name: string) => string | undefined;
  remove: (id: string) => void;
  /** Shows a saved view, or the default view for null. */
  apply: (view: SavedView | null) => void;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saving a view changes the same storage.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The saved views of the list at `list` (its path) in the current store, and the current view's
 * query (`filterKeys` are the list's filters; see savedViews.ts for where views are kept).
 */
export function useSavedViews(list: string, filterKeys: readonly string[]): SavedViewsControls {
  const appMode = useAppMode();
  const store = appMode?.storeId ?? OWN_STORE_KEY;
  const key = viewsStorageKey(store, list);
  const raw = useSyncExternalStore(subscribe, () => window.localStorage.getItem(key));
  // Parsed again only when what is stored changes.
  const views = useMemo(() => (raw === null ? [] : readViews(store, list)), [raw, store, list]);
  const [searchParams, setSearchParams] = useSearchParams();
  const current = viewQuery(searchParams, filterKeys);
  const active = views.find((view) => view.query === current);

  const persist = useCallback(
    (next: readonly SavedView[]) => {
      writeViews(store, list, next);
      for (const listener of listeners) listener();
    },
    [store, list],
  );

  const save = (name: string) => {
    const error = newViewError(current, views) ?? viewNameError(name, views);
    if (error) return error;
    persist([...views, { id: newViewId(), name: name.trim(), query: current }]);
    return undefined;
  };

  const rename = (id: string, name: string) => {
    const error = viewNameError(name, views, id);
    if (error) return error;
    persist(views.map((view) => (view.id === id ? { ...view, name: name.trim() } : view)));
    return undefined;
  };

  const remove = (id: string) => persist(views.filter((view) => view.id !== id));

  const apply = (view: SavedView | null) =>
    setSearchParams((previous) => applyViewQuery(previous, view?.query ?? '', filterKeys));

  return { views, active, isDefault: current === '', save, rename, remove, apply };
}
