/**
 * The spec's authentication state machine (section 4): which kind of session the stored credentials
 * describe, what that session may do, and the spec's messages for credentials of the wrong kind.
 */
import { jwtDecode } from 'jwt-decode';
import {
  isPasswordCredentials,
  isSsoCredentials,
  PRODUCT_NAME,
  type PasswordCredentials,
  type SsoCredentials,
} from './credentials';

export type AuthStatus =
  'unauthenticated' | 'sso-authenticated' | 'jwt-authenticated' | 'username-password-authenticated';

export const INVALID_CREDENTIALS_MESSAGE = 'invalid credentials';

/** The spec's wrong-type messages, e.g. "Commerce Manager Credentials were supposed to SSO but were not!". */
export const WRONG_CREDENTIALS_MESSAGES = {
  sso: `${PRODUCT_NAME} Credentials were supposed to SSO but were not!`,
  password: `${PRODUCT_NAME} Credentials were supposed to Username and Password but were not!`,
  jwt: `${PRODUCT_NAME} Credentials were supposed to JWT but were not!`,
} as const;

/**
 * Messages of a refresh that has no refresh token to use (spec section 5). The admin only ever meets
 * the generic one (stored password and SSO credentials always carry a refresh token); the SSO and
 * password wordings are the gateway's, for a refresh sent without one (`POST /api/sso-token`,
 * `refreshSession`).
 */
export const MISSING_REFRESH_TOKEN_MESSAGES = {
  any: 'Attempted to refresh authentication but refresh token was not set',
} as const;

export class InvalidCredentialsError extends Error {
  constructor(message: string = INVALID_CREDENTIALS_MESSAGE) {
    super(message);
    this.name = 'InvalidCredentialsError';
  }
}

function hasOwn(value: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(value, key);
}

/** True when `token` decodes as a JWT whose header says `typ: JWT` (case-insensitive). */
export function hasJwtHeader(token: unknown): boolean {
  if (typeof token !== 'string') return false;
  try {
    const header = jwtDecode(token, { header: true });
    return typeof header.typ === 'string' && header.typ.toUpperCase() === 'JWT';
  } catch {
    return false;
  }
}

/**
 * The state the credentials put the admin in. Null or undefined is unauthenticated; SSO is a
 * lower-case `bearer` without an identifier; password is the `password` identifier; JWT is a token
 * whose header type is JWT with an `expires` field. Anything else throws 'invalid credentials'.
 *
 * Password is checked before JWT: its identifier is decisive, and a provider may issue JWT-shaped
 * access tokens for password sessions too (which must keep their refresh token).
 */
export function authStatus(credentials: unknown): AuthStatus {
  if (credentials === null || credentials === undefined) return 'unauthenticated';
  if (typeof credentials !== 'object' || Array.isArray(credentials)) throw new InvalidCredentialsError();
  const record = credentials as Record<string, unknown>;
  if (record.token_type === 'bearer' && !hasOwn(record, 'identifier')) return 'sso-authenticated';
  if (record.identifier === 'password') return 'username-password-authenticated';
  if (hasOwn(record, 'expires') && hasJwtHeader(record.access_token)) return 'jwt-authenticated';
  throw new InvalidCredentialsError();
}

/** Signed in by any of the three ways. */
export function isAuthenticated(status: AuthStatus): boolean {
  return status !== 'unauthenticated';
}

/** Has a seller account behind the session: SSO and password do; a JWT visitor does not. */
export function hasAccount(status: AuthStatus): boolean {
  return status === 'sso-authenticated' || status === 'username-password-authenticated';
}

/** Only password and SSO sessions hold a refresh token. */
export function canRefresh(status: AuthStatus): boolean {
  return hasAccount(status);
}

export function requireSsoCredentials(credentials: unknown): SsoCredentials {
  if (!isSsoCredentials(credentials)) throw new InvalidCredentialsError(WRONG_CREDENTIALS_MESSAGES.sso);
  return credentials;
}

export function requirePasswordCredentials(credentials: unknown): PasswordCredentials {
  if (!isPasswordCredentials(credentials)) {
    throw new InvalidCredentialsError(WRONG_CREDENTIALS_MESSAGES.password);
  }
  return credentials;
}

/**
 * The status of a session opened with a pre-issued token (`isJwtAuth` set): its credentials must
 * still be JWT credentials, else the JWT wrong-type error (another sign-in or app replaced them).
 */
export function requireJwtSession(credentials: unknown): 'jwt-authenticated' {
  if (authStatusOrNull(credentials) !== 'jwt-authenticated') {
    throw new InvalidCredentialsError(WRONG_CREDENTIALS_MESSAGES.jwt);
  }
  return 'jwt-authenticated';
}

/** {@link authStatus}, with invalid credentials as null instead of an error. */
export function authStatusOrNull(credentials: unknown): AuthStatus | null {
  try {
    return authStatus(credentials);
  } catch {
    return null;
  }
}
