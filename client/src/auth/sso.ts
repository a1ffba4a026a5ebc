/**
 * Single sign-on with PKCE (spec sections 1, 3 and 7): the admin keeps `sso_state` and
 * `sso_verifier`, sends the browser to the provider's authorization page with client id
 * `dashboard`, scope `seller_admin` and an S256 challenge, and exchanges the returned code through
 * `POST /api/sso-token`. A response whose state is not the one this browser stored is refused.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { runAuthAttempt, notifyAuthChanged } from './authStore';
import {
  clearAppStorage,
  SSO_NEXT_KEY,
  SSO_STATE_KEY,
  SSO_VERIFIER_KEY,
  storeCredentials,
} from './credentials';
import { DEFAULT_SIGNED_IN_PATH, safeNextPath } from './session';
import { requestSsoToken, SSO_CLIENT_ID, SSO_SCOPE, toSsoCredentials } from './ssoToken';

export const SSO_CALLBACK_PATH = '/sign-in/sso';

export const SSO_STATE_MISMATCH_MESSAGE =
  'Single sign-on was refused: the answer does not belong to the sign-in this browser started (state mismatch). Please sign in again.';

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomBase64Url(byteCount: number): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(byteCount)));
}

/** base64url(SHA-256(verifier)): the S256 code challenge. */
export async function s256Challenge(verifier: string): Promise<string> {
  // WebCrypto's digest exists only in secure contexts: https, or http on localhost / 127.0.0.1.
  if (!globalThis.crypto?.subtle) throw new Error('Single sign-on needs a secure connection (https).');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export interface SsoStart {
  authorizeUrl: string;
  /** Where the provider sends the browser back, e.g. `https://admin.example.com/sign-in/sso`. */
  redirectUri: string;
  clientId?: string;
  scope?: string;
  /** The admin page to open once signed in (the sign-in page's `next`). */
  next?: string;
}

/** Stores a fresh state and verifier and returns the authorization URL to send the browser to. */
export async function beginSsoSignIn({
  authorizeUrl,
  redirectUri,
  clientId = SSO_CLIENT_ID,
  scope = SSO_SCOPE,
  next,
}: SsoStart): Promise<string> {
  const state = randomBase64Url(16);
  // 32 random bytes give a 43-character verifier, the shortest RFC 7636 allows.
  const verifier = randomBase64Url(32);
  window.localStorage.setItem(SSO_STATE_KEY, state);
  window.localStorage.setItem(SSO_VERIFIER_KEY, verifier);
  const returnTo = safeNextPath(next ?? null);
  if (returnTo) window.localStorage.setItem(SSO_NEXT_KEY, returnTo);
  else window.localStorage.removeItem(SSO_NEXT_KEY);
  const url = new URL(authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope,
    state,
    code_challenge: await s256Challenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

export interface SsoCallbackLoaderData {
  error: string;
}

/**
 * `/sign-in/sso?code=...&state=...`: checks the state, exchanges the code with the stored verifier
 * and stores the SSO credentials, then opens the admin. The state and verifier are used once.
 */
export async function ssoCallbackLoader({ request }: LoaderFunctionArgs): Promise<SsoCallbackLoaderData> {
  const url = new URL(request.url);
  const expectedState = window.localStorage.getItem(SSO_STATE_KEY);
  const verifier = window.localStorage.getItem(SSO_VERIFIER_KEY);
  const next = safeNextPath(window.localStorage.getItem(SSO_NEXT_KEY));
  window.localStorage.removeItem(SSO_STATE_KEY);
  window.localStorage.removeItem(SSO_VERIFIER_KEY);
  window.localStorage.removeItem(SSO_NEXT_KEY);

  const refusal = url.searchParams.get('error');
  if (refusal) return { error: `Single sign-on was refused: ${refusal}` };
  const code = url.searchParams.get('code');
  if (!code) return { error: 'The single sign-on answer carried no authorization code.' };
  if (!expectedState || !verifier || url.searchParams.get('state') !== expectedState) {
    return { error: SSO_STATE_MISMATCH_MESSAGE };
  }
  try {
    const token = await runAuthAttempt(() =>
      requestSsoToken('/graphql', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${url.origin}${SSO_CALLBACK_PATH}`,
        client_id: SSO_CLIENT_ID,
        code_verifier: verifier,
      }),
    );
    const credentials = toSsoCredentials(token);
    clearAppStorage();
    storeCredentials(credentials);
    notifyAuthChanged();
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'Single sign-on failed.' };
  }
  throw redirect(next ?? DEFAULT_SIGNED_IN_PATH);
}
