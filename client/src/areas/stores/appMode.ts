/**
 * The store the admin works in, kept under the spec's `{product}AppMode` key. While one is chosen
 * the admin is in preview mode: every GraphQL request carries the organization id and store id,
 * and the gateway sends them on to the provider (organization store id preferred).
 */
import { useSyncExternalStore } from 'react';
import { APP_MODE_KEY } from '../../auth/credentials';

export interface AppMode {
  mode: 'preview';
  organizationId: string;
  storeId: string;
  /** Shown in the navbar; the id is what counts. */
  storeName: string;
}

/** Request headers the gateway reads (gateway/src/caller.ts). */
export const STORE_SCOPE_HEADERS = {
  organizationId: 'X-Commerce-Organization-Id',
  storeId: 'X-Commerce-Store-Id',
} as const;

const listeners = new Set<() => void>();
let cached: { raw: string | null; mode: AppMode | null } = { raw: null, mode: null };

function isAppMode(value: unknown): value is AppMode {
  if (typeof value !== 'object' || value === null) return false;
  const mode = value as Record<string, unknown>;
  return (
    mode.mode === 'preview' &&
    typeof mode.organizationId === 'string' &&
    mode.organizationId !== '' &&
    typeof mode.storeId === 'string' &&
    mode.storeId !== '' &&
    typeof mode.storeName === 'string'
  );
}

export function readAppMode(): AppMode | null {
  const raw = window.localStorage.getItem(APP_MODE_KEY);
  if (raw === cached.raw) return cached.mode;
  let mode: AppMode | null = null;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    mode = isAppMode(parsed) ? parsed : null;
  } catch {
    mode = null;
  }
  cached = { raw, mode };
  return mode;
}

export function writeAppMode(mode: AppMode | null): void {
  if (mode) window.localStorage.setItem(APP_MODE_KEY, JSON.stringify(mode));
  else window.localStorage.removeItem(APP_MODE_KEY);
  for (const listener of listeners) listener();
}

/** The headers for the active store, or none when the admin works in the seller's own store. */
export function storeScopeHeaders(): Record<string, string> {
  const mode = readAppMode();
  if (!mode) return {};
  return {
    [STORE_SCOPE_HEADERS.organizationId]: mode.organizationId,
    [STORE_SCOPE_HEADERS.storeId]: mode.storeId,
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === APP_MODE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAppMode(): AppMode | null {
  return useSyncExternalStore(subscribe, readAppMode, readAppMode);
}
