import type { Resolvers } from '../generated/graphql';
import { pageInfo, pageRequest } from '../lists';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderList } from '../provider/resources';
import { requireCaller } from '../session';
import { createdAt, createFlat, deleteFlat, updatedAt, updateFlat } from './flat-resources';
import { flatFields } from './customers';
import { type LegacyResourceKind } from './flat-resources';
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
      requireCaller(ctx);
      const request = pageRequest(page);
      const list = await ctx.provider.get<ProviderList<ApplicationKeyModel>>(APPLICATION_KEYS.path, {
        query: { 'page[limit]': request.limit, 'page[offset]': request.offset },
      });
      // The provider adds the sum of every key's reservation to the list's meta.
      const total = (list.meta as { total_reserved_rate_limit?: unknown } | undefined)
        ?.total_reserved_rate_limit;
      return {
        items: list.data,
        pageInfo: pageInfo(list, request),
        totalReservedRateLimit: typeof total === 'number' ? total : null,
      };
    },
    applicationKey: async (_root, { id }, ctx) => {
      requireCaller(ctx);
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
