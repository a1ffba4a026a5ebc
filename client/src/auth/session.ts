import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { authStatus, authStatusOrNull, requireJwtSession, type AuthStatus } from './authState';
import { notifyAuthChanged } from './authStore';
import { clearAppStorage, JWT_AUTH_KEY, readCredentials } from './credentials';

export const SIGN_IN_PATH = '/sign-in';
/** Where a seller lands after signing in when no other destination was asked for. */
export const DEFAULT_SIGNED_IN_PATH = '/products';

/** The sign-in page, remembering where to go afterwards and, optionally, why the seller is there. */
export function signInUrl(next?: string, reason?: string): string {
  const safeNext = safeNextPath(next ?? null);
  const parts: string[] = [];
  if (safeNext && safeNext !== '/') parts.push(`next=${encodeURIComponent(safeNext)}`);
  if (reason) parts.push(`reason=${encodeURIComponent(reason)}`);
  return parts.length > 0 ? `${SIGN_IN_PATH}?${parts.join('&')}` : SIGN_IN_PATH;
}

/** Only same-site paths are followed after sign-in (never `//other.host` or a full URL). */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next === SIGN_IN_PATH || next.startsWith(`${SIGN_IN_PATH}?`)) return null;
  return next;
}

export interface SessionLoaderData {
  authStatus: Exclude<AuthStatus, 'unauthenticated'>;
}

/** Shown on the sign-in page when stored credentials matched no known kind of session. */
export const INVALID_CREDENTIALS_REASON = 'invalid-credentials';

/**
 * Route loader of everything behind sign-in: no valid credentials means the sign-in page; credentials
 * the state machine rejects ('invalid credentials', or no longer JWT credentials in a session opened
 * with a token) are cleared first, and the error logged.
 */
export function requireCredentials({ request }: LoaderFunctionArgs): SessionLoaderData {
  const url = new URL(request.url);
  let status: AuthStatus;
  try {
    const credentials = readCredentials();
    status =
      window.localStorage.getItem(JWT_AUTH_KEY) === 'true'
        ? requireJwtSession(credentials)
        : authStatus(credentials);
  } catch (error) {
    console.warn(error instanceof Error ? error.message : String(error));
    clearAppStorage();
    notifyAuthChanged();
    throw redirect(signInUrl(url.pathname + url.search, INVALID_CREDENTIALS_REASON));
  }
  if (status === 'unauthenticated') throw redirect(signInUrl(url.pathname + url.search));
  return { authStatus: status };
}

/** Route loader of the sign-in page: a signed-in seller goes straight on. */
export function redirectIfSignedIn({ request }: LoaderFunctionArgs): null {
  const status = authStatusOrNull(readCredentials());
  if (status === null || status === 'unauthenticated') return null;
  const next = safeNextPath(new URL(request.url).searchParams.get('next'));
  throw redirect(next ?? DEFAULT_SIGNED_IN_PATH);
}

/**
 * Ends the session: app storage cleared, sign-in page shown, then the cache emptied (after leaving
 * the page, so no mounted query refetches without credentials).
 */
export async function endSession(
  client: ApolloClient,
  navigate: (to: string) => Promise<void> | void,
  returnTo?: string,
): Promise<void> {
  clearAppStorage();
  notifyAuthChanged();
  await navigate(signInUrl(returnTo));
  await client.clearStore();
}
