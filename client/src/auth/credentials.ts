/**
 * The credentials the admin keeps in browser storage (spec section 3) and the storage keys it owns.
 *
 * Three shapes are valid; anything else (or unparsable JSON) counts as no credentials at all, so a
 * damaged or foreign value never reaches a request header.
 */

/** Signed in with email and password. */
export interface PasswordCredentials {
  access_token: string;
  /** When the access token expires, in milliseconds since the epoch. */
  expires: number;
  /** Lifetime of the access token in seconds. */
  expires_in: number;
  identifier: 'password';
  refresh_token: string;
  token_type: 'Bearer';
}

/** Signed in with a pre-issued signed token (no refresh token, no account). */
export interface JwtCredentials {
  access_token: string;
  /** The token's `exp` claim times 1000. */
  expires: number;
}

/** Signed in through single sign-on (PKCE). */
export interface SsoCredentials {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  token_type: 'bearer';
}

export type StoredCredentials = PasswordCredentials | JwtCredentials | SsoCredentials;

export type CredentialKind = 'password' | 'sso' | 'jwt';

/** localStorage key of the credentials (shared with the provider's client library). */
export const CREDENTIALS_KEY = 'epCredentials';

/** Every key the admin may leave in browser storage; signing out removes them all. */
export const APP_STORAGE_KEYS = [
  'accountId',
  'page-has-been-force-refreshed',
  CREDENTIALS_KEY,
  'sso_state',
  'sso_verifier',
  'isJwtAuth',
  'hierarchyManagement',
  'utm_tracking',
  'brand-update-dismissed',
  'epcart',
  'epcurrency',
] as const;

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

export function isJwtCredentials(value: unknown): value is JwtCredentials {
  return isRecord(value) && isNonEmptyString(value.access_token) && isFiniteNumber(value.expires);
}

export function isSsoCredentials(value: unknown): value is SsoCredentials {
  return (
    isRecord(value) &&
    isNonEmptyString(value.access_token) &&
    isFiniteNumber(value.expires_in) &&
    isNonEmptyString(value.refresh_token) &&
    value.token_type === 'bearer' &&
    // The spec's state machine tells SSO from password sign-in by the absence of `identifier`.
    !('identifier' in value)
  );
}

export function isStoredCredentials(value: unknown): value is StoredCredentials {
  return isPasswordCredentials(value) || isSsoCredentials(value) || isJwtCredentials(value);
}

/**
 * Which sign-in produced the credentials. Checked in the spec's order: password (identifier), then
 * SSO (lower-case bearer, no identifier), then JWT (a password credential also has `expires`).
 */
export function credentialKind(credentials: StoredCredentials): CredentialKind {
  if (isPasswordCredentials(credentials)) return 'password';
  if (isSsoCredentials(credentials)) return 'sso';
  return 'jwt';
}

/** The stored credentials, or null when there are none or they match none of the three shapes. */
export function readCredentials(storage: Storage = window.localStorage): StoredCredentials | null {
  const raw = storage.getItem(CREDENTIALS_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredCredentials(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeCredentials(
  credentials: StoredCredentials,
  storage: Storage = window.localStorage,
): void {
  storage.setItem(CREDENTIALS_KEY, JSON.stringify(credentials));
}

/** Removes every key of {@link APP_STORAGE_KEYS} (sign-out, or a session the gateway rejected). */
export function clearAppStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of APP_STORAGE_KEYS) storage.removeItem(key);
  }
}
