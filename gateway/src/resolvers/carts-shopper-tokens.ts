import type { PointerFields, UserError } from '../errors';
import { attempt } from './mapping';
import type { GatewayContext } from '../context';
import { rateLimitedGraphQLError, SignInRateLimitedError, signInLimitsFor } from '../sign-in-limits';
import { HEADER } from '../provider/headers';
import { ProviderHttpError } from '../provider/errors';

/**
 * The shopper tokens a seller obtains to act as a customer or an account member on a cart
 * (`createCustomerToken`, `createAccountMemberToken`) and sends back with one call. They travel
 * only in the call's headers; nothing here logs or keeps them.
 */
export interface ShopperTokens {
  customerToken?: string | null;
  accountToken?: string | null;
}

/** The provider's headers for the given tokens (`X-Moltin-Customer-Token`, `EP-Account-Management-Authentication-Token`). */
export function shopperHeaders(tokens: ShopperTokens): Record<string, string> {
  const headers: Record<string, string> = {};
  const customer = tokens.customerToken?.trim();
  const account = tokens.accountToken?.trim();
  if (customer) headers[HEADER.customerToken] = customer;
  if (account) headers[HEADER.accountManagementToken] = account;
  return headers;
}

/**
 * `attempt` for a call made with shopper tokens. A 401 or 403 on it is about those tokens, not
 * about the seller's session, so it becomes a user error on `tokenField` (`INVALID_TOKEN`) instead
 * of an UNAUTHENTICATED error that would sign the seller out.
 */
export async function attemptAsShopper<T>(
  tokens: ShopperTokens,
  tokenField: string[],
  run: (headers: Record<string, string>) => Promise<T>,
  fields?: PointerFields,
): Promise<{ value: T | null; userErrors: UserError[] }> {
  const headers = shopperHeaders(tokens);
  let refused = false;
  const result = await attempt(async () => {
    try {
      return await run(headers);
    } catch (error) {
      const tokenRefused =
        Object.keys(headers).length > 0 &&
        error instanceof ProviderHttpError &&
        (error.status === 401 || error.status === 403);
      if (!tokenRefused) throw error;
      refused = true;
      return null;
    }
  }, fields);
  if (!refused) return result;
  return {
    value: null,
    userErrors: [
      {
        field: tokenField,
        message: 'The shopper token is not valid for this cart or has expired; sign the shopper in again',
        code: 'INVALID_TOKEN',
      },
    ],
  };
}

/**
 * Signs a shopper in (`POST customers/tokens`, `POST account-members/tokens`) under the gateway's
 * sign-in limits, as the seller's own sign-in is: wrong credentials count as failures for that
 * shopper account and the client address, and past the limit the gateway answers RATE_LIMITED.
 */
export async function limitedShopperSignIn<T extends { userErrors: UserError[] }>(
  ctx: GatewayContext,
  account: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await signInLimitsFor(ctx.config).attempt(
      { kind: 'password', account: `shopper:${account.toLowerCase()}`, address: ctx.clientAddress },
      run,
      (result) =>
        'error' in result
          ? 'neutral'
          : result.value.userErrors.some((error) => error.code === 'INVALID_CREDENTIALS')
            ? 'failure'
            : result.value.userErrors.length === 0
              ? 'success'
              : 'neutral',
    );
  } catch (error) {
    if (error instanceof SignInRateLimitedError) throw rateLimitedGraphQLError(error);
    throw error;
  }
}
