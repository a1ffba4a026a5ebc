import type { Resolvers } from '../generated/graphql';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderTokenResponse } from '../provider/resources';
import { toGraphQLError } from '../errors';

/** Token endpoint answers that mean "these credentials are wrong", not "the provider failed". */
const REJECTED_CREDENTIAL_STATUSES = new Set([400, 401, 403, 422]);

export const authResolvers: Resolvers = {
  Mutation: {
    signIn: async (_root, { username, password }, ctx) => {
      const form: Record<string, string> = { grant_type: 'password', username, password };
      if (ctx.config.clientId) form.client_id = ctx.config.clientId;
      try {
        const token = await ctx.provider.post<ProviderTokenResponse>('oauth/access_token', { form });
        return {
          credentials: {
            accessToken: token.access_token,
            // The provider answers in epoch seconds; stored credentials hold milliseconds.
            expires: token.expires * 1000,
            expiresIn: token.expires_in,
            identifier: 'password',
            refreshToken: token.refresh_token ?? '',
            tokenType: 'Bearer',
          },
          userErrors: [],
        };
      } catch (error) {
        if (error instanceof ProviderHttpError && REJECTED_CREDENTIAL_STATUSES.has(error.status)) {
          return {
            credentials: null,
            userErrors: [
              { field: null, message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' },
            ],
          };
        }
        throw toGraphQLError(error);
      }
    },
  },
};
