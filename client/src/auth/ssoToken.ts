/**
 * The gateway's `POST /api/sso-token` (spec section 7): exchanges an SSO authorization code (PKCE)
 * or an SSO refresh token for tokens. Plain fetch rather than GraphQL, as the spec names the route.
 */
import type { SsoCredentials } from './credentials';

/** The SSO client of the dashboard (spec sections 1 and 9). */
export const SSO_CLIENT_ID = 'dashboard';
export const SSO_SCOPE = 'seller_admin';
/** The spec's serverless functions path. */
export const API_PATH = '/api';

export type SsoTokenRequest =
  | {
      grant_type: 'authorization_code';
      code: string;
      redirect_uri: string;
      client_id: string;
      code_verifier: string;
    }
  | { grant_type: 'refresh_token'; refresh_token: string };

export interface SsoTokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  token_type?: string;
}

/** `/api/<route>` next to the GraphQL endpoint (same origin in the browser, absolute in tests). */
export function apiUrl(graphqlUri: string, route: string): string {
  const base = new URL(graphqlUri, window.location.href);
  return new URL(`${API_PATH}/${route}`, base).toString();
}

function errorDetail(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body as { errors: unknown };
  if (!Array.isArray(errors)) return undefined;
  const first: unknown = errors[0];
  if (typeof first !== 'object' || first === null) return undefined;
  const { detail, title } = first as { detail?: unknown; title?: unknown };
  return typeof detail === 'string' ? detail : typeof title === 'string' ? title : undefined;
}

export async function requestSsoToken(
  graphqlUri: string,
  request: SsoTokenRequest,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<SsoTokenResponse> {
  const response = await fetchImpl(apiUrl(graphqlUri, 'sso-token'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(errorDetail(body) ?? String(response.status));
  const token = body as Partial<SsoTokenResponse>;
  if (typeof token.access_token !== 'string' || typeof token.expires_in !== 'number') {
    throw new Error('The SSO token answer had no access token');
  }
  return token as SsoTokenResponse;
}

/** The spec's SSO credential shape: lower-case `bearer` and no identifier. */
export function toSsoCredentials(token: SsoTokenResponse): SsoCredentials {
  if (!token.refresh_token) throw new Error('The SSO token answer had no refresh token');
  return {
    access_token: token.access_token,
    expires_in: token.expires_in,
    refresh_token: token.refresh_token,
    token_type: 'bearer',
  };
}
