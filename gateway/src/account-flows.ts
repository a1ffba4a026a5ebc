import { camelCase, toGraphQLError, type UserError } from './errors';
import type { ProviderClient } from './provider/client';
import { errorEntries, ProviderHttpError } from './provider/errors';

/**
 * The provider calls behind the account flows, shared by the `/api/*` routes and the GraphQL
 * mutations: signup, SSO store profile, forgotten password and password reset (spec section 7).
 */

export const ACCOUNT_FLOW_PATHS = {
  signUp: 'v2/signups',
  ssoProfile: 'v2/sso-profiles',
  forgotPassword: 'v2/password-reset-requests',
  passwordReset: 'v2/password-reset',
} as const;

export interface SignUpRequest {
  name: string;
  token: string;
  /** The spec's `create_type`, lower case as the provider reads it. */
  create_type: string;
  password: string;
}

export interface SignedUpUser {
  id: string;
  name: string;
  email: string;
  store_id: string;
}

export interface SsoProfile {
  store_id: string;
  store_name: string;
}

export function signUp(provider: ProviderClient, request: SignUpRequest): Promise<{ data: SignedUpUser }> {
  return provider.post(ACCOUNT_FLOW_PATHS.signUp, { body: { data: request } });
}

export function createSsoProfile(provider: ProviderClient, storeName: string): Promise<{ data: SsoProfile }> {
  return provider.post(ACCOUNT_FLOW_PATHS.ssoProfile, { body: { data: { store_name: storeName } } });
}

export function forgotPassword(provider: ProviderClient, email: string): Promise<unknown> {
  return provider.post(ACCOUNT_FLOW_PATHS.forgotPassword, { body: { data: { email } } });
}

/**
 * `POST v2/password-reset` with `{data: {password, token}}`. Any answer outside 200-299 is a failure
 * with no message (spec section 5): this resolves to false, and only an unreachable provider throws.
 */
export async function resetPassword(
  provider: ProviderClient,
  reset: { password: string; token: string },
): Promise<boolean> {
  try {
    await provider.post(ACCOUNT_FLOW_PATHS.passwordReset, { body: { data: reset } });
    return true;
  } catch (error) {
    if (error instanceof ProviderHttpError) return false;
    throw error;
  }
}

/** `/data/create_type` → `["createType"]`; other pointers name no field. */
function fieldFromDataPointer(pointer: string | undefined): string[] | null {
  const match = pointer?.match(/^\/data\/(?:attributes\/)?([a-z_]+)$/);
  return match?.[1] ? [camelCase(match[1])] : null;
}

/** Statuses of a refusal about the input (as opposed to a provider failure). */
const REFUSAL_STATUSES = new Set([400, 401, 403, 404, 409, 422]);

/**
 * A provider refusal as userErrors (fields from `/data/<field>` pointers); anything else is thrown
 * as a GraphQL error. `unauthorizedField` names the field a 401 is about (the token of a link).
 */
export function accountFlowUserErrors(error: unknown, unauthorizedField?: string): UserError[] {
  if (!(error instanceof ProviderHttpError) || !REFUSAL_STATUSES.has(error.status))
    throw toGraphQLError(error);
  const code = error.status === 409 ? 'DUPLICATE' : error.status === 401 ? 'INVALID_TOKEN' : 'INVALID';
  const entries = errorEntries(error.body);
  if (entries.length === 0) {
    return [{ field: unauthorizedField ? [unauthorizedField] : null, message: error.message, code }];
  }
  return entries.map((entry) => ({
    field:
      fieldFromDataPointer(entry.source?.pointer) ??
      (error.status === 401 && unauthorizedField ? [unauthorizedField] : null),
    message: entry.detail ?? entry.title ?? error.message,
    code,
  }));
}
