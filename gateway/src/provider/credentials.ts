import type { ProviderTokenResponse } from './resources';

/*
 * Two families of credentials live here:
 * - the dashboard's stored shapes (spec section 3): password, JWT and SSO. Anything else, or null,
 *   is no credentials at all, so a damaged or foreign value never reaches a request header.
 * - the client library's record of a token obtained with provider keys (client_id, access_token,
 *   expires, expires_in, identifier, token_type, optionally refresh_token): what `signInWithApiKey`
 *   answers from.
 */

/** Signed in with email and password. `expires` is in milliseconds since the epoch. */
export interface PasswordCredentials {
  access_token: string;
  expires: number;
  expires_in: number;
  identifier: 'password';
  refresh_token: string;
  token_type: 'Bearer';
}

/** Signed in with a pre-issued signed token: the token's `exp` claim x 1000, no refresh token. */
export interface JwtCredentials {
  access_token: string;
  expires: number;
}

/** Signed in through single sign-on. */
export interface SsoCredentials {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  token_type: 'bearer';
}

export type StoredCredentials = PasswordCredentials | JwtCredentials | SsoCredentials;
export type CredentialKind = 'password' | 'sso' | 'jwt';

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function isPasswordCredentials(value: unknown): value is PasswordCredentials {
  return (
    isRecord(value) &&
    isNonEmptyString(value.access_token) &&
    isFiniteNumber(value.expires) &&
    isFiniteNumber(value.expires_in) &&
    value.identifier === 'password' &&
    isNonEmptyString(value.refresh_token) &&
    value.token_type === 'Bearer'
  );
}

export function isSsoCredentials(value: unknown): value is SsoCredentials {
  return (
    isRecord(value) &&
    isNonEmptyString(value.access_token) &&
    isFiniteNumber(value.expires_in) &&
    isNonEmptyString(value.refresh_token) &&
    value.token_type === 'bearer' &&
    // The spec tells SSO from password sign-in by the absence of `identifier`.
    !('identifier' in value)
  );
}

export function isJwtCredentials(value: unknown): value is JwtCredentials {
  return isRecord(value) && isNonEmptyString(value.access_token) && isFiniteNumber(value.expires);
}

/** The stored credentials in `value` (an object or its JSON text), or null when they match no shape. */
export function parseStoredCredentials(value: unknown): StoredCredentials | null {
  const candidate = typeof value === 'string' ? parseJson(value) : value;
  if (isPasswordCredentials(candidate) || isSsoCredentials(candidate) || isJwtCredentials(candidate)) {
    return candidate;
  }
  return null;
}

/** Password first (identifier), then SSO (lower-case bearer, no identifier), then JWT. */
export function credentialKind(credentials: StoredCredentials): CredentialKind {
  if (isPasswordCredentials(credentials)) return 'password';
  if (isSsoCredentials(credentials)) return 'sso';
  return 'jwt';
}

/** The client library's record of its own token. `expires` is the provider's epoch seconds. */
export interface ClientCredentials {
  client_id: string;
  access_token: string;
  expires: number;
  expires_in?: number;
  identifier?: string;
  token_type?: string;
  refresh_token?: string;
}

export function clientCredentialsFrom(
  clientId: string,
  token: Partial<ProviderTokenResponse>,
  nowMs: number,
  lifetimeSeconds: number,
): ClientCredentials {
  const expiresIn = token.expires_in ?? lifetimeSeconds;
  return {
    client_id: clientId,
    access_token: token.access_token ?? '',
    expires: token.expires ?? Math.floor(nowMs / 1000) + expiresIn,
    expires_in: expiresIn,
    ...(token.identifier !== undefined && { identifier: token.identifier }),
    ...(token.token_type !== undefined && { token_type: token.token_type }),
    ...(token.refresh_token && { refresh_token: token.refresh_token }),
  };
}

export function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
