/**
 * Renewing a session before or when its access token expires (spec section 4, Refresh and logout).
 *
 * Password sessions renew through the gateway's `refreshSession` mutation, SSO sessions through
 * `POST /api/sso-token` (grant refresh_token); JWT sessions cannot renew. Concurrent refreshes share
 * one request. A failed refresh clears app storage: the seller is signed out.
 */
import { jwtDecode, type JwtPayload } from 'jwt-decode';
import { print } from 'graphql';
import {
  RefreshSessionDocument,
  type RefreshSessionMutation,
  type RefreshSessionMutationVariables,
} from '../graphql/generated';
import {
  authStatus,
  canRefresh,
  MISSING_REFRESH_TOKEN_MESSAGES,
  requirePasswordCredentials,
  requireSsoCredentials,
} from './authState';
import { notifyAuthChanged, runAuthAttempt } from './authStore';
import {
  ADMIN_CLIENT_ID,
  clearAppStorage,
  isNonEmptyString,
  readCredentials,
  readStoredRecord,
  storeCredentials,
  type PasswordCredentials,
  type SsoCredentials,
  type StoredCredentials,
} from './credentials';
import { requestSsoToken, toSsoCredentials } from './ssoToken';
import { toPasswordCredentials } from './signIn';

/** Refresh this long before the access token expires, so no request is sent with a dying token. */
export const REFRESH_MARGIN_MS = 60_000;

export const REFRESH_FAILED_LOG = 'Refresh token is possibly invalid';

/**
 * When the access token expires (ms since the epoch), if the credentials say: password and JWT
 * credentials carry `expires`; SSO credentials only carry `expires_in`, so their token's own `exp`
 * claim is used when it is a JWT, and otherwise the gateway's UNAUTHENTICATED answer triggers the refresh.
 */
export function accessTokenExpiry(credentials: StoredCredentials): number | undefined {
  if ('expires' in credentials && typeof credentials.expires === 'number') return credentials.expires;
  try {
    const { exp } = jwtDecode<JwtPayload>(credentials.access_token);
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** The spec's logged token-invalid reasons (section 8), for credentials a request is about to carry. */
export type TokenStatus =
  | 'credentials do not exist'
  | 'credentials missing access_token'
  | 'client_id mismatch'
  | 'credentials expired';

/**
 * Why what is stored cannot authenticate a request as it is; null when it can. In the spec's order:
 * nothing usable stored (no object, or none of the three shapes), a stored record without an access
 * token (told apart before the shape check, which would drop it), credentials issued to a client
 * other than this admin ({@link ADMIN_CLIENT_ID}; a record of an older version names none), an
 * access token past its expiry.
 */
export function tokenStatus(
  now: number = Date.now(),
  storage: Storage = window.localStorage,
): TokenStatus | null {
  const stored = readStoredRecord(storage);
  if (!stored) return 'credentials do not exist';
  if (!isNonEmptyString(stored.access_token)) return 'credentials missing access_token';
  const credentials = readCredentials(storage);
  if (!credentials) return 'credentials do not exist';
  if (credentials.client_id !== ADMIN_CLIENT_ID) return 'client_id mismatch';
  const expiry = accessTokenExpiry(credentials);
  return expiry !== undefined && expiry <= now ? 'credentials expired' : null;
}

/**
 * The credentials a request goes out with: the token status is logged when there is one (spec
 * section 8, 'Token status: ...'); credentials of another client are cleared with the rest of app
 * storage and not sent (the gateway's UNAUTHENTICATED answer then ends the session); a session about
 * to expire is renewed first.
 */
export async function credentialsForRequest(refresher: SessionRefresher): Promise<StoredCredentials | null> {
  const status = tokenStatus();
  if (status) console.info(`Token status: ${status}`);
  if (status === 'client_id mismatch') {
    clearAppStorage();
    notifyAuthChanged();
    return null;
  }
  const credentials = readCredentials();
  return needsRefresh(credentials) ? refresher.refresh().catch(() => null) : credentials;
}

/** True when the credentials can renew and their token expires within the margin. */
export function needsRefresh(credentials: StoredCredentials | null, now: number = Date.now()): boolean {
  if (!credentials) return false;
  let refreshable: boolean;
  try {
    refreshable = canRefresh(authStatus(credentials));
  } catch {
    return false;
  }
  const expiry = accessTokenExpiry(credentials);
  return refreshable && expiry !== undefined && expiry - now <= REFRESH_MARGIN_MS;
}

export interface SessionRefresherOptions {
  /** The gateway's GraphQL endpoint (absolute in tests). */
  graphqlUri: string;
  /** Called after a failed refresh has cleared app storage (show the sign-in page). */
  onRefreshFailed?: (error: Error) => void;
  fetch?: typeof fetch;
}

export interface SessionRefresher {
  /** Renews the stored session; concurrent calls share one request. Rejects when it failed. */
  refresh(): Promise<StoredCredentials>;
}

export function createSessionRefresher({
  graphqlUri,
  onRefreshFailed,
  fetch: fetchImpl = (input, init) => fetch(input, init),
}: SessionRefresherOptions): SessionRefresher {
  let inFlight: Promise<StoredCredentials> | null = null;

  async function refreshPassword(credentials: PasswordCredentials): Promise<PasswordCredentials> {
    const variables: RefreshSessionMutationVariables = { refreshToken: credentials.refresh_token };
    const response = await fetchImpl(graphqlUri, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: 'RefreshSession',
        query: print(RefreshSessionDocument),
        variables,
      }),
    });
    // The spec's refresh failure: an error whose message is the HTTP status code.
    if (!response.ok) throw new Error(String(response.status));
    const body = (await response.json()) as { data?: RefreshSessionMutation | null; errors?: unknown[] };
    const payload = body.data?.refreshSession;
    if (!payload?.credentials || payload.userErrors.length > 0) {
      throw new Error(payload?.userErrors.map((error) => error.message).join(' ') || REFRESH_FAILED_LOG);
    }
    const renewed = toPasswordCredentials(payload.credentials);
    if (!renewed) throw new Error('The gateway returned credentials of an unknown shape');
    return renewed;
  }

  async function refreshSso(credentials: SsoCredentials): Promise<SsoCredentials> {
    const token = await requestSsoToken(
      graphqlUri,
      { grant_type: 'refresh_token', refresh_token: credentials.refresh_token },
      fetchImpl,
    );
    return toSsoCredentials(token);
  }

  async function renew(): Promise<StoredCredentials> {
    const credentials = readCredentials();
    if (!credentials || !('refresh_token' in credentials) || !credentials.refresh_token) {
      throw new Error(MISSING_REFRESH_TOKEN_MESSAGES.any);
    }
    const status = authStatus(credentials);
    const renewed =
      status === 'sso-authenticated'
        ? await refreshSso(requireSsoCredentials(credentials))
        : await refreshPassword(requirePasswordCredentials(credentials));
    storeCredentials(renewed);
    notifyAuthChanged();
    return renewed;
  }

  return {
    refresh() {
      inFlight ??= runAuthAttempt(renew)
        .catch((caught: unknown) => {
          const error = caught instanceof Error ? caught : new Error(String(caught));
          console.warn(REFRESH_FAILED_LOG);
          clearAppStorage();
          notifyAuthChanged();
          onRefreshFailed?.(error);
          throw error;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
