import type { Resolvers } from '../generated/graphql';
import { listPage } from '../lists';
import { ProviderHttpError } from '../provider/errors';
import {
  createdAt,
  createFlat,
  deleteFlat,
  updatedAt,
  updateFlat,
  flatFields,
  type LegacyResourceKind,
} from './flat-resources';
import type { ApplicationKeyModel } from './models';
import { providerPath } from '../provider/path';

/**
 * Application keys (`v2/application-keys`): flat v2 documents. The provider returns the client
 * secret only in the answer to the POST; the create payload passes it on once.
 */

export const APPLICATION_KEYS: LegacyResourceKind = { path: 'v2/application-keys', type: 'application_key' };

/** Only what was given is sent: an update changes only what the seller changed. */
function keyFields(input: Record<string, unknown>): Record<string, unknown> {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
  return flatFields(given);
}

export const applicationKeyResolvers: Resolvers = {
  Query: {
    applicationKeys: async (_root, { page }, ctx) => {
      const found = await listPage<ApplicationKeyModel>(ctx.provider, APPLICATION_KEYS.path, { page });
      // The provider adds the sum of every key's reservation to the list's meta.
      const total = (found.meta as { total_reserved_rate_limit?: unknown } | undefined)
        ?.total_reserved_rate_limit;
      return { ...found, totalReservedRateLimit: typeof total === 'number' ? total : null };
    },
    applicationKey: async (_root, { id }, ctx) => {
      try {
        return (
          await ctx.provider.get<{ data: ApplicationKeyModel }>(providerPath(APPLICATION_KEYS.path)`/${id}`)
        ).data;
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    createApplicationKey: async (_root, { input }, ctx) => {
      const { value, userErrors } = await createFlat<ApplicationKeyModel>(
        ctx,
        APPLICATION_KEYS,
        keyFields(input),
      );
      return { applicationKey: value, clientSecret: value?.client_secret ?? null, userErrors };
    },
    updateApplicationKey: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await updateFlat<ApplicationKeyModel>(
        ctx,
        APPLICATION_KEYS,
        id,
        keyFields(input),
      );
      return { applicationKey: value, userErrors };
    },
    deleteApplicationKey: (_root, { id }, ctx) => deleteFlat(ctx, APPLICATION_KEYS.path, id),
  },
  ApplicationKey: {
    id: (key) => key.id,
    name: (key) => key.name,
    clientId: (key) => key.client_id,
    reservedRateLimit: (key) => key.reserved_rate_limit ?? 0,
    createdAt: (key) => createdAt(key),
    updatedAt: (key) => updatedAt(key),
  },
};
