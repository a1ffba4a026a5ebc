import type { GatewayContext } from '../context';
import { encodeFilter, type FilterFields, type FilterInput } from '../filters';
import type { ErasableResourceType, ErasureRequestStatus, Resolvers } from '../generated/graphql';
import { listPage } from '../lists';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderSingle } from '../provider/resources';
import { attemptFlat } from './flat-resources';
import { getOrNull } from './provider-reads';
import { enumValue } from './mapping';
import type { ErasureRequestModel, PersonalDataLogModel, RelatedDataEntryModel } from './models';
import { providerPath, segmentProblem } from '../provider/path';

/**
 * Personal data (`v2/personal-data`): the change logs of one item, the items of its data set, and
 * erasure requests, whose status moves on the provider's side (CREATED → IN_PROGRESS → SUCCESS or
 * FAILURE). The provider insists on both `resource_type` and `resource_id` (eq) for logs and
 * related entries.
 */

const PERSONAL_DATA = 'v2/personal-data';
const ERASURE_REQUESTS = `${PERSONAL_DATA}/erasure-requests`;

export const TARGET_FILTER_FIELDS: FilterFields = {
  resourceType: { name: 'resource_type' },
  resourceId: { name: 'resource_id' },
};

/** `customer`, `abc` → `eq(resource_type,customer):eq(resource_id,abc)`. */
export function targetFilter(resourceType: string, resourceId: string): string | undefined {
  return encodeFilter(
    { resourceType: { eq: resourceType }, resourceId: { eq: resourceId } } as FilterInput,
    TARGET_FILTER_FIELDS,
  );
}

const lower = (value: string) => value.toLowerCase();

/** Where each erasable item is read, so a request names an item that exists (and not, say, an email). */
const ERASABLE: Readonly<Record<ErasableResourceType, { path: string; noun: string }>> = {
  CUSTOMER: { path: 'v2/customers', noun: 'customer' },
  ACCOUNT: { path: 'v2/accounts', noun: 'account' },
  ACCOUNT_MEMBER: { path: 'v2/account-members', noun: 'account member' },
};

export const personalDataResolvers: Resolvers = {
  Query: {
    personalDataLogs: (_root, { resourceType, resourceId, page }, ctx) =>
      listPage<PersonalDataLogModel>(ctx.provider, `${PERSONAL_DATA}/logs`, {
        page,
        filter: targetFilter(resourceType, resourceId),
      }),
    relatedDataEntries: (_root, { resourceType, resourceId, page }, ctx) =>
      listPage<RelatedDataEntryModel>(ctx.provider, `${PERSONAL_DATA}/related-data-entries`, {
        page,
        filter: targetFilter(resourceType, resourceId),
      }),
    erasureRequests: (_root, { filter, page }, ctx) =>
      listPage<ErasureRequestModel>(ctx.provider, ERASURE_REQUESTS, {
        page,
        filter: encodeFilter(
          filter
            ? ({
                resourceType: filter.resourceType ? { eq: lower(filter.resourceType) } : undefined,
                resourceId: filter.resourceId ? { eq: filter.resourceId } : undefined,
              } as FilterInput)
            : undefined,
          TARGET_FILTER_FIELDS,
        ),
      }),
    erasureRequest: async (_root, { id }, ctx: GatewayContext) => {
      try {
        return (
          await ctx.provider.get<ProviderSingle<ErasureRequestModel>>(providerPath(ERASURE_REQUESTS)`/${id}`)
        ).data;
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    createErasureRequest: async (_root, { input }, ctx) => {
      // The provider accepts any id and fails the request later with no reason the seller can act on.
      const erasable = ERASABLE[input.resourceType];
      const refuse = (code: 'REQUIRED' | 'NOT_FOUND', message: string) => ({
        erasureRequest: null,
        userErrors: [{ field: ['resourceId'], message, code }],
      });
      if (!input.resourceId.trim()) return refuse('REQUIRED', `Pick the ${erasable.noun} to erase`);
      const exists =
        segmentProblem(input.resourceId) === null &&
        (await getOrNull(ctx.provider, providerPath(erasable.path)`/${input.resourceId}`)) !== null;
      if (!exists) {
        return refuse(
          'NOT_FOUND',
          `No ${erasable.noun} has this id: pick the ${erasable.noun} by name or email`,
        );
      }
      const { value, userErrors } = await attemptFlat(
        ctx,
        async () =>
          (
            await ctx.provider.post<ProviderSingle<ErasureRequestModel>>(ERASURE_REQUESTS, {
              body: {
                data: {
                  type: 'erasure_request',
                  resource_type: lower(input.resourceType),
                  resource_id: input.resourceId,
                },
              },
            })
          ).data,
      );
      return { erasureRequest: value, userErrors };
    },
  },
  PersonalDataLogEntry: {
    id: (log) => log.id,
    time: (log) => log.time ?? null,
    eventType: (log) => log.event_type,
    delta: (log) => log.delta ?? null,
    resourceType: (log) => log.resource_type,
    resourceId: (log) => log.resource_id,
    initiator: (log) => log.initiator ?? null,
  },
  RelatedDataEntry: {
    resourceType: (entry) => entry.resource_type,
    resourceId: (entry) => entry.resource_id,
  },
  ErasureRequest: {
    id: (request) => request.id,
    resourceType: (request) => enumValue<ErasableResourceType>(request.resource_type),
    resourceId: (request) => request.resource_id,
    status: (request) => enumValue<ErasureRequestStatus>(request.status),
    statusDescription: (request) => request.status_description ?? null,
    initiator: (request) => request.initiator ?? null,
    createdAt: (request) => request.created_at ?? null,
    updatedAt: (request) => request.updated_at ?? null,
  },
};
