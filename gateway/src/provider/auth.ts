import type { ProviderClient } from './client';
import { ProviderHttpError, TokenGrantError } from './errors';
import { consoleLogger } from './logger';
import type { ProviderTokenResponse } from './resources';
import { SingleFlight } from './singleflight';

/** The provider's token endpoint (spec section 7: POST oauth/access_token, form-encoded). */
export const TOKEN_PATH = 'oauth/access_token';
/** Single sign-on: the dashboard's public client and scope (spec section 9). */
export const SSO_CLIENT_ID = 'dashboard';
export const SSO_SCOPE = 'seller_admin';

/** The spec's messages (sections 5 and 8), word for word. */
export const AUTH_MESSAGES = {
  missingClientId: 'You must have a client_id set',
  missingHost: 'You have not specified an API host',
  missingSsoRefreshToken:
    'Attempted to refresh sso authentication using refresh token but refresh token was not set',
  missingPasswordRefreshToken: 'No refresh token',
  refreshPossiblyInvalid: 'Refresh token is possibly invalid',
} as const;

/** A refresh asked for without a refresh token: refused before any call, with the spec's wording. */
export class MissingRefreshTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MissingRefreshTokenError';
  }
}

/** The grants the client speaks; each is sent form-encoded. */
export type TokenGrant =
  | { grant_type: 'client_credentials'; client_id: string; client_secret: string }
  | { grant_type: 'implicit'; client_id: string }
  | { grant_type: 'password'; username: string; password: string; client_id?: string }
  | { grant_type: 'refresh_token'; refresh_token: string; client_id?: string }
  | {
      grant_type: 'authorization_code';
      code: string;
      redirect_uri: string;
      client_id: string;
      code_verifier: string;
    };

/** The provider keys a client may own: with a secret, client_credentials (trusted); without, implicit. */
export interface ClientKeys {
  clientId?: string;
  clientSecret?: string;
}

export function clientKeysGrant(keys: ClientKeys): TokenGrant {
  if (!keys.clientId) throw new Error(AUTH_MESSAGES.missingClientId);
  return keys.clientSecret
    ? { grant_type: 'client_credentials', client_id: keys.clientId, client_secret: keys.clientSecret }
    : { grant_type: 'implicit', client_id: keys.clientId };
}

function grantForm(grant: TokenGrant): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(grant)) if (value !== undefined) form[key] = value;
  return form;
}

/** Posts one grant to the token endpoint, without the caller's bearer token. */
export async function requestToken(
  client: ProviderClient,
  grant: TokenGrant,
  signal?: AbortSignal,
): Promise<ProviderTokenResponse> {
  if (!client.config.host) throw new Error(AUTH_MESSAGES.missingHost);
  return client.post<ProviderTokenResponse>(TOKEN_PATH, { form: grantForm(grant), anonymous: true, signal });
}

/** Password login; a refusal is an error whose message is the HTTP status code. */
export async function passwordLogin(
  client: ProviderClient,
  input: { username: string; password: string; clientId?: string },
): Promise<ProviderTokenResponse> {
  try {
    return await requestToken(client, {
      grant_type: 'password',
      username: input.username,
      password: input.password,
      ...(input.clientId && { client_id: input.clientId }),
    });
  } catch (error) {
    throw error instanceof ProviderHttpError ? new TokenGrantError(error.status, error.body) : error;
  }
}

/** Concurrent refreshes of the same token, from any request of this process, share one call. */
const refreshes = new SingleFlight<string, ProviderTokenResponse>();

function refreshWith(
  client: ProviderClient,
  refreshToken: string,
  clientId: string | undefined,
): Promise<ProviderTokenResponse> {
  const { protocol, host } = client.config;
  const key = `${protocol}://${host}\n${clientId ?? ''}\n${refreshToken}`;
  return refreshes.run(key, async () => {
    try {
      return await requestToken(client, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        ...(clientId && { client_id: clientId }),
      });
    } catch (error) {
      if (!(error instanceof ProviderHttpError)) throw error;
      (client.config.logger ?? consoleLogger).error(AUTH_MESSAGES.refreshPossiblyInvalid);
      throw new TokenGrantError(error.status, error.body);
    }
  });
}

/** Refreshes an SSO session (the dashboard's public client). */
export function refreshSsoAuthentication(
  client: ProviderClient,
  refreshToken: string | undefined,
): Promise<ProviderTokenResponse> {
  if (!refreshToken)
    return Promise.reject(new MissingRefreshTokenError(AUTH_MESSAGES.missingSsoRefreshToken));
  return refreshWith(client, refreshToken, SSO_CLIENT_ID);
}

/** Refreshes a password session; a refusal is an error whose message is the HTTP status code. */
export function refreshPasswordAuthentication(
  client: ProviderClient,
  refreshToken: string | undefined,
  clientId?: string,
): Promise<ProviderTokenResponse> {
  if (!refreshToken)
    return Promise.reject(new MissingRefreshTokenError(AUTH_MESSAGES.missingPasswordRefreshToken));
  return refreshWith(client, refreshToken, clientId);
}

/** The SSO code exchange with PKCE (authorization_code plus code_verifier). */
export function exchangeAuthorizationCode(
  client: ProviderClient,
  input: { code: string; redirectUri: string; codeVerifier: string; clientId?: string },
): Promise<ProviderTokenResponse> {
  return requestToken(client, {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    client_id: input.clientId ?? SSO_CLIENT_ID,
    code_verifier: input.codeVerifier,
  });
}
