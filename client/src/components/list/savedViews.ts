/**
 * Saved views of a list: a name for the list's filters, sort and columns, i.e. its query string
 * without paging (`?status=PAID&sort=total&order=desc&hide=email`).
 *
 * Where they are kept: in this browser's localStorage, one entry per store and list
 * (`commerceManagerViews:{store}:{list path}`). The provider has no resource for an admin's
 * preferences, so there is nowhere server-side to keep them without inventing storage the gateway
 * would have to own; a view is a convenience of the seller's working place, like a bookmark, so it
 * is kept per browser. Views survive sign-out (`clearAppStorage` removes credentials and the
 * provider client's keys, not these): they hold no secret, only filter values the seller typed,
 * and signing in again should bring back the same working views. The seller's own store has no id
 * the admin knows (only a previewed store has one, `useAppMode`), so it is kept under `own`.
 */
import { SORT_KEYS, HIDE_KEY } from './listParams';

export interface SavedView {
  /** Unique within the list; stable across renames. */
  id: string;
  name: string;
  /** The view's query string, normalized by {@link viewQuery}. */
  query: string;
}

const STORAGE_PREFIX = 'commerceManagerViews';
/** The seller's own store (no store id is known for it in the browser). */
export const OWN_STORE_KEY = 'own';
/** Bounds on what is stored, so storage cannot be filled through a list. */
export const MAX_VIEWS_PER_LIST = 30;
export const MAX_VIEW_NAME_LENGTH = 60;
const MAX_QUERY_LENGTH = 2000;

export function viewsStorageKey(store: string, list: string): string {
  return `${STORAGE_PREFIX}:${store}:${list}`;
}

/**
 * The view part of a list's query string: the given filter keys, the sort and the hidden columns,
 * in a fixed order so the same view always gives the same text. Paging and other parameters (an
 * open dialog) are left out.
 */
export function viewQuery(search: URLSearchParams, filterKeys: readonly string[]): string {
  const view = new URLSearchParams();
  for (const key of [...[...filterKeys].sort(), ...SORT_KEYS, HIDE_KEY]) {
    const value = search.get(key);
    if (value) view.set(key, value);
  }
  return view.toString();
}

/** `current` with its view part replaced by `query` and the first page shown. */
export function applyViewQuery(
  current: URLSearchParams,
  query: string,
  filterKeys: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of [...filterKeys, ...SORT_KEYS, HIDE_KEY, 'offset']) next.delete(key);
  for (const [key, value] of new URLSearchParams(query)) next.set(key, value);
  return next;
}

function isSavedView(value: unknown): value is SavedView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  return (
    typeof view.id === 'string' &&
    view.id !== '' &&
    typeof view.name === 'string' &&
    view.name.trim() !== '' &&
    view.name.length <= MAX_VIEW_NAME_LENGTH &&
    typeof view.query === 'string' &&
    view.query.length <= MAX_QUERY_LENGTH
  );
}

/** The list's views; damaged or foreign entries are skipped. */
export function readViews(store: string, list: string, storage: Storage = window.localStorage): SavedView[] {
  const raw = storage.getItem(viewsStorageKey(store, list));
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isSavedView).slice(0, MAX_VIEWS_PER_LIST) : [];
  } catch {
    return [];
  }
}

export function writeViews(
  store: string,
  list: string,
  views: readonly SavedView[],
  storage: Storage = window.localStorage,
): void {
  const key = viewsStorageKey(store, list);
  if (views.length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(views));
}

/** Why `name` cannot name a view among `views` (`except` is the view being renamed), or undefined. */
export function viewNameError(
  name: string,
  views: readonly SavedView[],
  except?: string,
): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a name.';
  if (trimmed.length > MAX_VIEW_NAME_LENGTH) return `At most ${MAX_VIEW_NAME_LENGTH} characters.`;
  const taken = views.some((view) => view.id !== except && view.name.toLowerCase() === trimmed.toLowerCase());
  return taken ? `A view named "${trimmed}" exists; pick another name.` : undefined;
}

/** Why the current filters cannot be saved as a new view, or undefined. */
export function newViewError(query: string, views: readonly SavedView[]): string | undefined {
  if (views.length >= MAX_VIEWS_PER_LIST)
    return `A list keeps at most ${MAX_VIEWS_PER_LIST} views; delete one first.`;
  if (query.length > MAX_QUERY_LENGTH) return 'These filters are too long to save.';
  return undefined;
}

export function newViewId(): string {
  return `v${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
