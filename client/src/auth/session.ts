import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { clearAppStorage, credentialKind, readCredentials, type CredentialKind } from './credentials';

export const SIGN_IN_PATH = '/sign-in';
/** Where a seller lands after signing in when no other destination was asked for. */
export const DEFAULT_SIGNED_IN_PATH = '/products';

/** The sign-in page, remembering where to go afterwards. */
export function signInUrl(next?: string): string {
  const safeNext = safeNextPath(next ?? null);
  return safeNext && safeNext !== '/' ? `${SIGN_IN_PATH}?next=${encodeURIComponent(safeNext)}` : SIGN_IN_PATH;
}

/** Only same-site paths are followed after sign-in (never `//other.host` or a full URL). */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next === SIGN_IN_PATH || next.startsWith(`${SIGN_IN_PATH}?`)) return null;
  return next;
}

export interface SessionLoaderData {
  credentialKind: CredentialKind;
}

/** Route loader of everything behind sign-in: no valid credentials means the sign-in page. */
export function requireCredentials({ request }: LoaderFunctionArgs): SessionLoaderData {
  const credentials = readCredentials();
  if (!credentials) {
    const url = new URL(request.url);
    throw redirect(signInUrl(url.pathname + url.search));
  }
  return { credentialKind: credentialKind(credentials) };
}

/** Route loader of the sign-in page: a signed-in seller goes straight on. */
export function redirectIfSignedIn({ request }: LoaderFunctionArgs): null {
  if (!readCredentials()) return null;
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
  await navigate(signInUrl(returnTo));
  await client.clearStore();
}
