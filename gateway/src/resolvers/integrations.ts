import type { GatewayContext } from '../context';
import { camelCase } from '../errors';
import { encodeFilter, type FilterFields, type FilterInput } from '../filters';
import type { IntegrationType, Resolvers } from '../generated/graphql';
import { listPage, MAX_PAGE_LIMIT, pageOfAll, pageRequest, type ListPage } from '../lists';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderSingle } from '../provider/resources';
import { createdAt, deleteFlat, updatedAt } from './flat-resources';
import { attempt, enumValue, snakeCase } from './mapping';
import type { IntegrationJobModel, IntegrationLogModel, IntegrationModel } from './models';
import { providerPath } from '../provider/path';
import { selectedFields } from './selection';

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

/** The delivery a create without an integration type gets (integrations.yaml's default). */
const DEFAULT_INTEGRATION_TYPE = 'webhook';

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

/** Pages of integrations' logs read in this request, by integration, offset and limit. */
const logPagesByRequest = new WeakMap<GatewayContext, Map<string, Promise<ListPage<IntegrationLogModel>>>>();

/**
 * One page of an integration's logs, read once per request: the logs table and the jobs' logs (below)
 * share the first page of 100, the admin's default page size.
 */
function integrationLogPage(
  ctx: GatewayContext,
  integrationId: string,
  page: { limit?: number | null; offset?: number | null } | null | undefined,
): Promise<ListPage<IntegrationLogModel>> {
  const requested = pageRequest(page);
  const key = `${integrationId}/${requested.offset}/${requested.limit}`;
  let pages = logPagesByRequest.get(ctx);
  if (!pages) {
    pages = new Map();
    logPagesByRequest.set(ctx, pages);
  }
  let read = pages.get(key);
  if (!read) {
    read = listPage<IntegrationLogModel>(ctx.provider, `${integrationPath(integrationId)}/logs`, {
      page: requested,
    });
    pages.set(key, read);
  }
  return read;
}

/**
 * Each job's logs (newest first), read for a whole page of jobs in one step: set by
 * `Integration.jobs` when the operation asks the jobs' logs, read by `IntegrationJob.logs`.
 */
const preloadedJobLogs = new WeakMap<IntegrationJobModel, IntegrationLogModel[]>();

/**
 * A page of an integration's jobs. When the operation asks each job's logs, the integration's logs
 * are read in the same round trip (one page of the provider's largest size, shared with the logs
 * table when it shows that page: every log names its job) and handed to the jobs, instead of one
 * `jobs/{id}/logs` call per job. An integration with more logs than that page keeps the per-job reads.
 */
async function integrationJobs(
  ctx: GatewayContext,
  integrationId: string,
  page: { limit?: number | null; offset?: number | null } | null | undefined,
  withLogs: boolean,
) {
  const path = integrationPath(integrationId);
  const [jobs, logs] = await Promise.all([
    listPage<IntegrationJobModel>(ctx.provider, `${path}/jobs`, { page }),
    withLogs ? integrationLogPage(ctx, integrationId, { limit: MAX_PAGE_LIMIT }) : undefined,
  ]);
  if (logs && logs.items.length >= logs.pageInfo.total) {
    const byJob = new Map<string, IntegrationLogModel[]>(jobs.items.map((job) => [job.id, []]));
    for (const log of logs.items) byJob.get(log.relationships?.job?.data?.id ?? '')?.push(log);
    for (const job of jobs.items) preloadedJobLogs.set(job, byJob.get(job.id) ?? []);
  }
  return jobs;
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
          // integrations.yaml requires integration_type of a create; left out, it is its default.
          body: {
            data: {
              type: 'integration',
              integration_type: DEFAULT_INTEGRATION_TYPE,
              ...integrationMembers(input),
            },
          },
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
    logs: (integration, { page }, ctx) => integrationLogPage(ctx, integration.id, page),
    jobs: (integration, { page }, ctx, info) =>
      integrationJobs(ctx, integration.id, page, selectedFields(info, ['items']).has('logs')),
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
      const preloaded = preloadedJobLogs.get(job);
      if (preloaded) return pageOfAll(preloaded, page);
      const integrationId = job.relationships?.integration?.data?.id ?? '';
      return listPage<IntegrationLogModel>(
        ctx.provider,
        providerPath(INTEGRATIONS)`/${integrationId}/jobs/${job.id}/logs`,
        { page },
      );
    },
  },
};
