import type { GatewayContext } from '../context';
import { camelCase } from '../errors';
import { encodeFilter, type FilterFields, type FilterInput } from '../filters';
import type { IntegrationType, Resolvers } from '../generated/graphql';
import { listPage } from '../lists';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderSingle } from '../provider/resources';
import { createdAt, deleteFlat, updatedAt } from './flat-resources';
import { attempt, enumValue, snakeCase } from './mapping';
import type { IntegrationJobModel, IntegrationLogModel, IntegrationModel } from './models';
import { providerPath } from '../provider/path';

/**
 * Integrations (`v2/integrations`): flat documents with a nested `configuration` whose members
 * depend on the type, and their read-only delivery jobs and logs (newest first). Error pointers
 * name the field (`/data/observes`) or the configuration member (`/data/configuration/url`).
 */

const INTEGRATIONS = 'v2/integrations';
const integrationPath = (id: string) => providerPath(INTEGRATIONS)`/${id}`;

export const INTEGRATION_FILTER_FIELDS: FilterFields = {
  name: { name: 'name' },
  integrationType: { name: 'integration_type' },
  enabled: { name: 'enabled' },
};

/** `/data/configuration/url` → `["configuration", "url"]`, `/data/observes` → `["observes"]`. */
export function integrationFieldFromPointer(pointer: string | undefined): string[] | null {
  const [first, second] = pointer?.match(/^\/data\/(.+)$/)?.[1]?.split('/') ?? [];
  if (!first || first === 'type' || first === 'id') return null;
  if (first === 'configuration' && second) return ['configuration', camelCase(second)];
  return [camelCase(first)];
}

/** Input → provider members: snake_case, the type lowercased, the configuration nested. */
export function integrationMembers(input: Record<string, unknown>): Record<string, unknown> {
  const members: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (key === 'integrationType') members.integration_type = String(value).toLowerCase();
    else if (key === 'configuration') {
      members.configuration = Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, member]) => member !== undefined && member !== null)
          .map(([member, memberValue]) => [snakeCase(member), memberValue]),
      );
    } else members[snakeCase(key)] = value;
  }
  return members;
}

async function writeIntegration(ctx: GatewayContext, run: () => Promise<ProviderSingle<IntegrationModel>>) {
  let pointers: (string | undefined)[] = [];
  const { value, userErrors } = await attempt(async () => {
    try {
      return (await run()).data;
    } catch (error) {
      if (error instanceof ProviderHttpError) pointers = error.errors.map((entry) => entry.source?.pointer);
      throw error;
    }
  });
  return {
    integration: value,
    // toUserErrors keeps the provider's order, so pointer i explains user error i.
    userErrors: userErrors.map((userError, index) => ({
      ...userError,
      field: integrationFieldFromPointer(pointers[index]) ?? userError.field,
    })),
  };
}

const configText = (configuration: Record<string, unknown>, key: string) =>
  typeof configuration[key] === 'string' ? configuration[key] : null;

export const integrationResolvers: Resolvers = {
  Query: {
    integrations: (_root, { filter, page }, ctx) =>
      listPage<IntegrationModel>(ctx.provider, INTEGRATIONS, {
        page,
        filter: encodeFilter(
          filter
            ? ({
                name: filter.name ?? undefined,
                integrationType: filter.integrationType
                  ? { eq: filter.integrationType.toLowerCase() }
                  : undefined,
                enabled: typeof filter.enabled === 'boolean' ? { eq: filter.enabled } : undefined,
              } as FilterInput)
            : undefined,
          INTEGRATION_FILTER_FIELDS,
        ),
      }),
    integration: async (_root, { id }, ctx) => {
      try {
        return (await ctx.provider.get<ProviderSingle<IntegrationModel>>(integrationPath(id))).data;
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 404) return null;
        throw error;
      }
    },
    integrationLogs: (_root, { page }, ctx) =>
      listPage<IntegrationLogModel>(ctx.provider, `${INTEGRATIONS}/logs`, { page }),
  },
  Mutation: {
    createIntegration: (_root, { input }, ctx) =>
      writeIntegration(ctx, () =>
        ctx.provider.post(INTEGRATIONS, {
          body: { data: { type: 'integration', ...integrationMembers(input) } },
        }),
      ),
    updateIntegration: (_root, { id, input }, ctx) =>
      writeIntegration(ctx, () =>
        ctx.provider.put(integrationPath(id), {
          body: { data: { id, type: 'integration', ...integrationMembers(input) } },
        }),
      ),
    deleteIntegration: (_root, { id }, ctx) => deleteFlat(ctx, INTEGRATIONS, id),
  },
  Integration: {
    id: (integration) => integration.id,
    name: (integration) => integration.name,
    description: (integration) => (integration.description ? integration.description : null),
    enabled: (integration) => integration.enabled !== false,
    integrationType: (integration) => enumValue<IntegrationType>(integration.integration_type),
    observes: (integration) => integration.observes ?? [],
    configuration: (integration) => {
      const configuration = integration.configuration ?? {};
      const addresses = configuration.addresses;
      return {
        url: configText(configuration, 'url'),
        secretKey: configText(configuration, 'secret_key'),
        awsAccessKeyId: configText(configuration, 'aws_access_key_id'),
        awsSecretAccessKey: configText(configuration, 'aws_secret_access_key'),
        region: configText(configuration, 'region'),
        addresses: Array.isArray(addresses)
          ? addresses.filter((address): address is string => typeof address === 'string')
          : null,
        destination: configText(configuration, 'destination'),
        username: configText(configuration, 'username'),
        password: configText(configuration, 'password'),
      };
    },
    createdAt: (integration) => createdAt(integration),
    updatedAt: (integration) => updatedAt(integration),
    logs: (integration, { page }, ctx) =>
      listPage<IntegrationLogModel>(ctx.provider, `${integrationPath(integration.id)}/logs`, { page }),
    jobs: (integration, { page }, ctx) =>
      listPage<IntegrationJobModel>(ctx.provider, `${integrationPath(integration.id)}/jobs`, { page }),
  },
  IntegrationLog: {
    id: (log) => log.id,
    succeeded: (log) => log.succeeded === true,
    attempt: (log) => log.attempt ?? 1,
    body: (log) => log.body ?? null,
    statusCode: (log) => log.status_code ?? null,
    errorDetail: (log) => (log.error_detail ? log.error_detail : null),
    jobId: (log) => log.relationships?.job?.data?.id ?? null,
    integrationId: (log) => log.relationships?.integration?.data?.id ?? null,
    createdAt: (log) => createdAt(log),
  },
  IntegrationJob: {
    id: (job) => job.id,
    createdAt: (job) => createdAt(job),
    logs: (job, { page }, ctx) => {
      const integrationId = job.relationships?.integration?.data?.id ?? '';
      return listPage<IntegrationLogModel>(
        ctx.provider,
        providerPath(INTEGRATIONS)`/${integrationId}/jobs/${job.id}/logs`,
        { page },
      );
    },
  },
};
