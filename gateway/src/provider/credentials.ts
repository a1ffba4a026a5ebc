import type { ProviderTokenResponse } from './resources';

/*
 * The client library's record of a token obtained with provider keys (client_id, access_token,
 * expires, expires_in, identifier, token_type, optionally refresh_token; spec section 3): what
 * `signInWithApiKey` answers from. The dashboard's own stored shapes (password, JWT, SSO) are the
 * admin's: client/src/auth/credentials.ts.
 */

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
