import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { authStatus, authStatusOrNull, requireJwtSession, type AuthStatus } from './authState';
import { notifyAuthChanged } from './authStore';
import { clearAppStorage, JWT_AUTH_KEY, readCredentials } from './credentials';
import { rememberLandingUtm } from './utmTracking';

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
 * The session the stored credentials open, or null when the state machine rejects them ('invalid
 * credentials', or no longer JWT credentials in a session opened with a token): they are cleared
 * then, and the error logged.
 */
function storedSessionStatus(): AuthStatus | null {
  try {
    const credentials = readCredentials();
    return window.localStorage.getItem(JWT_AUTH_KEY) === 'true'
      ? requireJwtSession(credentials)
      : authStatus(credentials);
  } catch (error) {
    console.warn(error instanceof Error ? error.message : String(error));
    clearAppStorage();
    notifyAuthChanged();
    return null;
  }
}

/**
 * Route loader of everything behind sign-in: no valid credentials means the sign-in page (rejected
 * ones are cleared first). A landing URL's UTM parameters are kept either way.
 */
export function requireCredentials({ request }: LoaderFunctionArgs): SessionLoaderData {
  const url = new URL(request.url);
  const status = storedSessionStatus();
  rememberLandingUtm(url);
  if (status === null) throw redirect(signInUrl(url.pathname + url.search, INVALID_CREDENTIALS_REASON));
  if (status === 'unauthenticated') throw redirect(signInUrl(url.pathname + url.search));
  return { authStatus: status };
}

/** Route loader of the sign-in page: a signed-in seller goes straight on; UTM parameters are kept. */
export function redirectIfSignedIn({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  rememberLandingUtm(url);
  const status = authStatusOrNull(readCredentials());
  if (status === null || status === 'unauthenticated') return null;
  const next = safeNextPath(url.searchParams.get('next'));
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
