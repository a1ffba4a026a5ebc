import { jwtDecode } from 'jwt-decode';
import type { ProviderCallerOptions } from './provider/client';
import { hasJwtShape } from './provider/jwt';

/**
 * Who is calling, read from the GraphQL request's headers: the bearer token (passed through), whether
 * it is a token session's JWT, and the store the admin works in (preview mode). The admin sends the
 * store headers below; scripts may send them too.
 */

/** Request headers naming the store to work in (lower case, as node reports them). */
export const STORE_SCOPE_HEADERS = {
  organizationId: 'x-commerce-organization-id',
  storeId: 'x-commerce-store-id',
  organizationStoreId: 'x-commerce-organization-store-id',
} as const;

export type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** `Bearer abc` → `abc`; anything else is no token. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * True for a token session: the bearer token decodes as a JWT whose header type is JWT. The
 * provider's own access tokens are opaque, so this never mistakes a password or SSO session.
 */
export function isJwtSessionToken(token: string | undefined): boolean {
  // Opaque tokens (the usual case) are told apart without decoding, which would throw on each request.
  if (!token || !hasJwtShape(token)) return false;
  try {
    const header = jwtDecode(token, { header: true });
    return typeof header.typ === 'string' && header.typ.toUpperCase() === 'JWT';
  } catch {
    return false;
  }
}

function singleHeader(headers: RequestHeaders, name: string): string | undefined {
  const value = headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  // Ids are UUID-like; anything with spaces or control characters is not one of ours.
  return text && /^[\w.-]{1,100}$/.test(text) ? text : undefined;
}

/** The provider client options for this caller. */
export function callerOptions(
  authorization: string | undefined,
  headers: RequestHeaders = {},
): ProviderCallerOptions {
  const token = bearerToken(authorization);
  const organizationId = singleHeader(headers, STORE_SCOPE_HEADERS.organizationId);
  const storeId = singleHeader(headers, STORE_SCOPE_HEADERS.storeId);
  const organizationStoreId = singleHeader(headers, STORE_SCOPE_HEADERS.organizationStoreId);
  return {
    token,
    jwtAuth: isJwtSessionToken(token),
    organizationId,
    storeId,
    organizationStoreId,
    // Preview mode: working in a chosen store of an organization.
    preview: organizationId !== undefined && (storeId !== undefined || organizationStoreId !== undefined),
  };
}
