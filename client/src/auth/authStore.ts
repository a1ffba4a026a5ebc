/**
 * The live authentication state for React: the state machine applied to what is in storage, plus
 * the spec's pending flag while a sign-in or refresh attempt runs. Components read it with
 * {@link useAuth}; code that changes credentials calls {@link notifyAuthChanged}.
 */
import { useSyncExternalStore } from 'react';
import { authStatus, hasAccount, isAuthenticated, type AuthStatus } from './authState';
import { CREDENTIALS_KEY, readCredentials } from './credentials';

export interface AuthSnapshot {
  /** Null when the stored credentials are of no known kind ('invalid credentials'). */
  status: AuthStatus | null;
  /** The state machine's error, e.g. 'invalid credentials'. */
  error: string | null;
  authenticated: boolean;
  /** SSO and password sessions have an account; a JWT visitor does not. */
  hasAccount: boolean;
  /** An authentication attempt (sign-in or refresh) is running. */
  pending: boolean;
}

const listeners = new Set<() => void>();
let pendingAttempts = 0;
let cached: { raw: string | null; pending: boolean; snapshot: AuthSnapshot } | undefined;

function computeSnapshot(pending: boolean): AuthSnapshot {
  try {
    const status = authStatus(readCredentials());
    return {
      status,
      error: null,
      authenticated: isAuthenticated(status),
      hasAccount: hasAccount(status),
      pending,
    };
  } catch (error) {
    return {
      status: null,
      error: error instanceof Error ? error.message : String(error),
      authenticated: false,
      hasAccount: false,
      pending,
    };
  }
}

/** The current state; the same object until storage or the pending flag changes. */
export function getAuthSnapshot(): AuthSnapshot {
  const raw = window.localStorage.getItem(CREDENTIALS_KEY);
  const pending = pendingAttempts > 0;
  if (!cached || cached.raw !== raw || cached.pending !== pending) {
    cached = { raw, pending, snapshot: computeSnapshot(pending) };
  }
  return cached.snapshot;
}

export function notifyAuthChanged(): void {
  for (const listener of listeners) listener();
}

export function subscribeToAuth(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CREDENTIALS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Runs an authentication attempt with the pending flag raised for its duration. */
export async function runAuthAttempt<T>(attempt: () => Promise<T>): Promise<T> {
  pendingAttempts += 1;
  notifyAuthChanged();
  try {
    return await attempt();
  } finally {
    pendingAttempts -= 1;
    notifyAuthChanged();
  }
}

export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(subscribeToAuth, getAuthSnapshot, getAuthSnapshot);
}
