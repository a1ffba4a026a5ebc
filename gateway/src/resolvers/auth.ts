import type { PasswordCredentials, Resolvers } from '../generated/graphql';
import type { GatewayContext } from '../context';
import {
  AUTH_MESSAGES,
  clientKeysGrant,
  passwordLogin,
  refreshPasswordAuthentication,
  requestToken,
  SSO_CLIENT_ID,
  SSO_SCOPE,
  type TokenGrant,
} from '../provider/auth';
import { LIBRARY_DEFAULTS } from '../provider/config';
import { clientCredentialsFrom } from '../provider/credentials';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderTokenResponse } from '../provider/resources';
import { toGraphQLError, type UserError } from '../errors';
import {
  accountFlowUserErrors,
  createSsoProfile,
  forgotPassword,
  resetPassword,
  signUp,
} from '../account-flows';
import {
  rateLimitedGraphQLError,
  signInLimitsFor,
  SignInRateLimitedError,
  type Attempt,
  type AttemptOutcome,
} from '../sign-in-limits';

/** Token endpoint answers that mean "these credentials are wrong", not "the provider failed". */
const REJECTED_CREDENTIAL_STATUSES = new Set([400, 401, 403, 422]);

/** The provider's token answer in the spec's password credential shape. */
export function toPasswordCredentials(token: ProviderTokenResponse): PasswordCredentials {
  return {
    accessToken: token.access_token,
    // The provider answers in epoch seconds; stored credentials hold milliseconds.
    expires: token.expires * 1000,
    expiresIn: token.expires_in,
    identifier: 'password',
    refreshToken: token.refresh_token ?? '',
    tokenType: 'Bearer',
  };
}

/**
 * Runs a grant; a refusal by the token endpoint becomes one user error, anything else (provider
 * down, 5xx) a GraphQL error.
 */
export async function attemptGrant<T>(
  run: () => Promise<T>,
  rejection: UserError,
): Promise<{ value: T | null; userErrors: UserError[] }> {
  try {
    return { value: await run(), userErrors: [] };
  } catch (error) {
    if (error instanceof ProviderHttpError && REJECTED_CREDENTIAL_STATUSES.has(error.status)) {
      return { value: null, userErrors: [rejection] };
    }
    throw toGraphQLError(error);
  }
}

/**
 * Runs a credential or mail-sending call under the sign-in limits (per account and per caller
 * address, with back-off); a refusal is `RATE_LIMITED` with `extensions.retryAfterSeconds`.
 */
async function limited<T>(
  ctx: GatewayContext,
  attempt: Omit<Attempt, 'address'>,
  run: () => Promise<T>,
  judge: (result: { value: T } | { error: unknown }) => AttemptOutcome,
): Promise<T> {
  try {
    return await signInLimitsFor(ctx.config).attempt({ ...attempt, address: ctx.clientAddress }, run, judge);
  } catch (error) {
    if (error instanceof SignInRateLimitedError) throw rateLimitedGraphQLError(error);
    throw error;
  }
}

/** A grant: credentials issued is a success, refused a failure, a provider outage neither. */
const judgeGrant = (result: { value: { value: unknown } } | { error: unknown }): AttemptOutcome =>
  'error' in result ? 'neutral' : result.value.value ? 'success' : 'failure';

/** A provider call whose refusal (4xx) is a failure; `ok` says whether its answer counts as success. */
const judgeCall =
  <T>(ok: (value: T) => boolean) =>
  (result: { value: T } | { error: unknown }): AttemptOutcome => {
    if ('value' in result) return ok(result.value) ? 'success' : 'failure';
    return result.error instanceof ProviderHttpError && result.error.status < 500 ? 'failure' : 'neutral';
  };

/** The authorization page's path on the provider host (the spec does not give the provider's; this is the sandbox's). */
export const SSO_AUTHORIZE_PATH = 'oauth/authorize';

export const authResolvers: Resolvers = {
  Query: {
    ssoSettings: (_root, _args, ctx) => ({
      authorizeUrl: `${ctx.config.provider.protocol}://${ctx.config.provider.host}/${SSO_AUTHORIZE_PATH}`,
      clientId: SSO_CLIENT_ID,
      scope: SSO_SCOPE,
    }),
  },
  Mutation: {
    signIn: async (_root, { username, password }, ctx) => {
      const { value, userErrors } = await limited(
        ctx,
        { kind: 'password', account: username },
        () =>
          attemptGrant(
            () => passwordLogin(ctx.provider, { username, password, clientId: ctx.config.clientId }),
            {
              field: null,
              message: 'Incorrect email or password',
              code: 'INVALID_CREDENTIALS',
            },
          ),
        judgeGrant,
      );
      return { credentials: value ? toPasswordCredentials(value) : null, userErrors };
    },
    signUp: async (_root, { input }, ctx) => {
      try {
        const { data } = await limited(
          ctx,
          { kind: 'signup', account: input.token },
          () =>
            signUp(ctx.provider, {
              name: input.name,
              token: input.token,
              create_type: input.createType.toLowerCase(),
              password: input.password,
            }),
          judgeCall(() => true),
        );
        return {
          seller: { id: data.id, name: data.name, email: data.email, storeId: data.store_id },
          userErrors: [],
        };
      } catch (error) {
        return { seller: null, userErrors: accountFlowUserErrors(error, 'token') };
      }
    },
    createSsoProfile: async (_root, { storeName }, ctx) => {
      try {
        const { data } = await createSsoProfile(ctx.provider, storeName);
        return { store: { id: data.store_id, name: data.store_name }, userErrors: [] };
      } catch (error) {
        return { store: null, userErrors: accountFlowUserErrors(error) };
      }
    },
    requestPasswordReset: async (_root, { email }, ctx) => {
      try {
        // Every request mails someone: each one counts, success or not.
        await limited(
          ctx,
          { kind: 'forgot', account: email },
          () => forgotPassword(ctx.provider, email),
          judgeCall(() => false),
        );
        return { accepted: true, userErrors: [] };
      } catch (error) {
        return { accepted: false, userErrors: accountFlowUserErrors(error) };
      }
    },
    resetPassword: async (_root, { token, password }, ctx) => {
      try {
        const success = await limited(
          ctx,
          { kind: 'reset', account: token },
          () => resetPassword(ctx.provider, { password, token }),
          judgeCall((done: boolean) => done),
        );
        return { success, userErrors: [] };
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
    signInWithApiKey: async (_root, { clientId, clientSecret }, ctx) => {
      let grant: TokenGrant;
      try {
        // With a secret: client_credentials (spec section 6); without a client id: the spec's message.
        grant = clientKeysGrant({ clientId: clientId.trim(), clientSecret });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { token: null, userErrors: [{ field: ['clientId'], message, code: 'REQUIRED' }] };
      }
      const { value, userErrors } = await limited(
        ctx,
        { kind: 'api-key', account: clientId },
        () =>
          attemptGrant(() => requestToken(ctx.provider, grant), {
            field: null,
            message: 'Incorrect client id or client secret',
            code: 'INVALID_CREDENTIALS',
          }),
        judgeGrant,
      );
      if (!value) return { token: null, userErrors };
      // The library's record of the token: an answer without an expiry lives the default 3600 s.
      const record = clientCredentialsFrom(
        clientId.trim(),
        value,
        Date.now(),
        LIBRARY_DEFAULTS.tokenLifetimeSeconds,
      );
      return {
        token: {
          accessToken: record.access_token,
          tokenType: 'Bearer',
          expires: record.expires * 1000,
          expiresIn: record.expires_in ?? LIBRARY_DEFAULTS.tokenLifetimeSeconds,
        },
        userErrors,
      };
    },
    refreshSession: async (_root, { refreshToken }, ctx) => {
      // The password path's own wording (spec section 5); the library refuses an empty token the same way.
      if (refreshToken === '') {
        return {
          credentials: null,
          userErrors: [
            { field: ['refreshToken'], message: AUTH_MESSAGES.missingPasswordRefreshToken, code: 'REQUIRED' },
          ],
        };
      }
      const { value, userErrors } = await attemptGrant(
        // The refresh token is the credential. Concurrent refreshes of one token share one provider
        // call, and a refused one logs 'Refresh token is possibly invalid' (provider/auth.ts).
        () => refreshPasswordAuthentication(ctx.provider, refreshToken, ctx.config.clientId),
        {
          field: ['refreshToken'],
          message: 'Refresh token is possibly invalid',
          code: 'INVALID_REFRESH_TOKEN',
        },
      );
      return { credentials: value ? toPasswordCredentials(value) : null, userErrors };
    },
  },
};
