// The command palette's recent pages: this tab's last few locations, newest first, in
// sessionStorage (a reload keeps them, another tab has its own; signing out clears them). Only paths
// are kept, never content.
import { RECENT_PAGES_KEY } from '../../auth/credentials';
import { areaOfPath } from '../areas';

/** Recent pages kept. */
export const RECENT_LIMIT = 8;

export interface RecentPage {
  /** The page's path. */
  to: string;
  /** The area's label, e.g. "Products". */
  area: string;
}

export function readRecentPages(storage: Storage = window.sessionStorage): RecentPage[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_PAGES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (entry): entry is RecentPage =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as RecentPage).to === 'string' &&
          (entry as RecentPage).to.startsWith('/') &&
          typeof (entry as RecentPage).area === 'string',
      )
      .slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
}

/** Puts `to` first (once) and keeps the newest {@link RECENT_LIMIT}. */
export function rememberPage(to: string, storage: Storage = window.sessionStorage): RecentPage[] {
  const page: RecentPage = { to, area: areaOfPath(to.split('?')[0] ?? to)?.label ?? to };
  const pages = [page, ...readRecentPages(storage).filter((entry) => entry.to !== to)].slice(0, RECENT_LIMIT);
  try {
    storage.setItem(RECENT_PAGES_KEY, JSON.stringify(pages));
  } catch {
    // Storage full or refused: the palette just remembers less.
  }
  return pages;
}
