/**
 * The credentials the admin keeps in browser storage (spec section 3) and the storage keys it owns.
 *
 * Three shapes are valid; anything else (or unparsable JSON) counts as no credentials at all, so a
 * damaged or foreign value never reaches a request header. Like the provider's client library, the
 * admin keeps with them the client id they were issued for (`client_id`), and a request checks it
 * (refresh.ts `tokenStatus`: credentials of another client are not sent).
 */
import { SSO_CLIENT_ID } from './ssoToken';

/** The client id stored credentials were issued for; absent only in records of older versions. */
interface IssuedToClient {
  client_id?: string;
}

/** Signed in with email and password. */
export interface PasswordCredentials extends IssuedToClient {
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
export interface JwtCredentials extends IssuedToClient {
  access_token: string;
  /** The token's `exp` claim times 1000. */
  expires: number;
}

/** Signed in through single sign-on (PKCE). */
export interface SsoCredentials extends IssuedToClient {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  token_type: 'bearer';
}

export type StoredCredentials = PasswordCredentials | JwtCredentials | SsoCredentials;

/**
 * The provider client the admin is (spec sections 1 and 9: `dashboard`, the client id the gateway's
 * `ssoSettings` names too): every session it opens, by password, SSO or JWT, is stored as issued to it.
 */
export const ADMIN_CLIENT_ID = SSO_CLIENT_ID;

/** The product name as the spec's messages spell it (`{product}`). */
export const PRODUCT_NAME = 'Commerce Manager';
/** `{product}` as it appears inside storage keys (no spaces). */
export const PRODUCT_STORAGE_NAME = 'commerceManager';

/** localStorage key of the credentials (shared with the provider's client library). */
export const CREDENTIALS_KEY = 'epCredentials';
/** `{product}AppMode`: which store the seller works in (see stores/appMode.ts). */
export const APP_MODE_KEY = `${PRODUCT_STORAGE_NAME}AppMode`;
/** PKCE state and verifier of an SSO sign-in in progress. */
export const SSO_STATE_KEY = 'sso_state';
export const SSO_VERIFIER_KEY = 'sso_verifier';
/**
 * Where to return after single sign-on (the sign-in page's `next`), kept across the round trip. Not
 * one of the spec's app storage keys: every SSO start sets or removes it and the callback removes it.
 */
export const SSO_NEXT_KEY = 'sso_next';
/** Set while the session was opened with a pre-issued JWT. */
export const JWT_AUTH_KEY = 'isJwtAuth';
/** The landing URL's UTM parameters (spec section 9: kept in local storage and a cookie; utmTracking.ts). */
export const UTM_TRACKING_KEY = 'utm_tracking';
/** The active currency: kept in client storage only, never sent anywhere to be stored. */
export const CURRENCY_KEY = 'epcurrency';

/**
 * The client library's keys when it is given a `name`: `{name}_ep_credentials` and so on (its
 * default keys, epCredentials, epcart and epcurrency, are among {@link APP_STORAGE_KEYS}).
 */
export const CLIENT_LIBRARY_PREFIXED_SUFFIXES = ['_ep_credentials', '_ep_cart', '_ep_currency'] as const;

/** Every fixed key the admin may leave in browser storage (spec section 3); signing out removes them all. */
export const APP_STORAGE_KEYS = [
  'accountId',
  'page-has-been-force-refreshed',
  CREDENTIALS_KEY,
  APP_MODE_KEY,
  SSO_STATE_KEY,
  SSO_VERIFIER_KEY,
  JWT_AUTH_KEY,
  'hierarchyManagement',
  UTM_TRACKING_KEY,
  'brand-update-dismissed',
  'epcart',
  CURRENCY_KEY,
] as const;

/**
 * The admin's own record of what the signed-in seller looked at (the command palette's recent
 * pages: order, customer and product paths); the next person to sign in in this tab must not see it.
 */
export const RECENT_PAGES_KEY = 'commerceManagerPaletteRecent';

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isNonEmptyString(value: unknown): value is string {
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
 * What is stored under the credentials key, whatever its shape: an object, or null when there is
 * nothing or no object there (for {@link readCredentials} and the token status, which names what is wrong).
 */
export function readStoredRecord(storage: Storage = window.localStorage): UnknownRecord | null {
  const raw = storage.getItem(CREDENTIALS_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The stored credentials, or null when there are none or they match none of the three shapes. */
export function readCredentials(storage: Storage = window.localStorage): StoredCredentials | null {
  const stored = readStoredRecord(storage);
  return isStoredCredentials(stored) ? stored : null;
}

/**
 * Stores the credentials in local storage, with the client id they were issued for ({@link
 * ADMIN_CLIENT_ID} unless they name one), and mirrors them to the credentials cookie (spec section 9).
 */
export function storeCredentials(
  credentials: StoredCredentials,
  storage: Storage = window.localStorage,
): void {
  const serialized = JSON.stringify({ client_id: ADMIN_CLIENT_ID, ...credentials });
  storage.setItem(CREDENTIALS_KEY, serialized);
  if (storage === window.localStorage) {
    document.cookie = siteCookie(credentialsCookieName, serialized, window.location.hostname);
  }
}

/** The cookie the credentials are mirrored to (site-wide, so sibling apps on the parent domain see it). */
export const CREDENTIALS_COOKIE = CREDENTIALS_KEY;

/** Cookie names the gateway may give: a token of letters, digits, `_` and `-`. */
const COOKIE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * This deployment's credentials cookie name: {@link CREDENTIALS_COOKIE} until the gateway's
 * `gatewayInfo.credentialsCookieName` says otherwise (the EU-west preview store has a name of its own).
 */
let credentialsCookieName: string = CREDENTIALS_COOKIE;

/**
 * Adopts the deployment's cookie name (see CredentialsCookieName.tsx): a stored session moves to it,
 * and a cookie under the previous name is deleted. A name that is not a cookie token is ignored.
 */
export function adoptCredentialsCookieName(name: string): void {
  if (!COOKIE_NAME.test(name) || name === credentialsCookieName) return;
  const previous = credentialsCookieName;
  credentialsCookieName = name;
  document.cookie = expiredCookie(previous, window.location.hostname);
  const stored = readCredentials();
  if (stored) storeCredentials(stored);
}

/**
 * A `Set-Cookie`-style string of one of the admin's cookies (the credentials, the analytics record):
 * path `/`, shared parent domain, secure, strict same-site (spec section 9's cookie storage).
 */
export function siteCookie(name: string, serialized: string, hostname: string): string {
  const domain = sharedParentDomain(hostname);
  return [
    `${name}=${encodeURIComponent(serialized)}`,
    'path=/',
    ...(domain ? [`domain=${domain}`] : []),
    'secure',
    'samesite=strict',
  ].join('; ');
}

/**
 * The parent domain shared with sibling apps (`admin.shop.example.com` → `.shop.example.com`), or
 * undefined where none exists (localhost, an IP address, a two-label domain is its own parent).
 */
export function sharedParentDomain(hostname: string): string | undefined {
  if (!hostname || hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.includes(':')) {
    return undefined;
  }
  const labels = hostname.split('.');
  if (labels.length < 2) return undefined;
  return `.${(labels.length > 2 ? labels.slice(1) : labels).join('.')}`;
}

/** A `Set-Cookie`-style string that deletes `name`: path `/`, shared parent domain, secure, strict. */
export function expiredCookie(name: string, hostname: string): string {
  const domain = sharedParentDomain(hostname);
  return [
    `${name}=`,
    'expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'max-age=0',
    'path=/',
    ...(domain ? [`domain=${domain}`] : []),
    'secure',
    'samesite=strict',
  ].join('; ');
}

function isPrefixedClientLibraryKey(key: string): boolean {
  return CLIENT_LIBRARY_PREFIXED_SUFFIXES.some(
    (suffix) => key.endsWith(suffix) && key.length > suffix.length,
  );
}

/**
 * Clears app storage (sign-out, a failed refresh, a session the gateway rejected): every key of
 * {@link APP_STORAGE_KEYS} and every name-prefixed client library key, in local and session
 * storage, the seller's recent pages ({@link RECENT_PAGES_KEY}), the credentials cookie and the analytics
 * cookie that mirrors `utm_tracking`. Other keys
 * (the theme, the navigation's open groups, saved list views: preferences, not history) are left alone.
 */
export function clearAppStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of APP_STORAGE_KEYS) storage.removeItem(key);
    storage.removeItem(RECENT_PAGES_KEY);
    const prefixed: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && isPrefixedClientLibraryKey(key)) prefixed.push(key);
    }
    for (const key of prefixed) storage.removeItem(key);
  }
  document.cookie = expiredCookie(credentialsCookieName, window.location.hostname);
  document.cookie = expiredCookie(UTM_TRACKING_KEY, window.location.hostname);
}
