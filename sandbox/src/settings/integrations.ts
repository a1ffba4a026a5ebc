import { Router, type Request } from 'express';
import { authenticatedStoreId } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { listEnvelope, notFound } from '../core/http';
import { runListQuery, type ListSchema } from '../core/query';
import {
  ResourceCollection,
  resourcesChanged,
  type ResourceRecord,
  type ResourceType,
} from '../core/resources';
import {
  createSimpleResourceRouter,
  FieldProblems,
  readBoolean,
  readDescription,
  readEnum,
  readRequiredName,
  readText,
  simpleResourceCollection,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject, pageParams } from '../core/request';

/**
 * Integrations (integrations.yaml): webhook, AWS SQS and STOMP integrations observing store
 * events, plus their delivery jobs and per-attempt logs (read-only; the sandbox delivers nothing,
 * so logs and jobs come from the seed). Secrets in a configuration are masked when rendered, as
 * the provider does. Differences: create answers 201 and delete 204 (registry defaults) where the
 * document shows 200.
 */

const INTEGRATION_TYPES = ['webhook', 'aws_sqs', 'stomp'] as const;
type IntegrationType = (typeof INTEGRATION_TYPES)[number];

export interface IntegrationData {
  name: string;
  description: string;
  enabled: boolean;
  integration_type: IntegrationType;
  observes: string[];
  configuration: Record<string, unknown>;
}

export interface IntegrationLogData {
  integration_id: string;
  job_id: string;
  succeeded: boolean;
  attempt: number;
  body: string;
  status_code: number;
  error_detail: string;
}

export interface IntegrationJobData {
  integration_id: string;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function decodeIntegration(data: unknown): IntegrationData {
  if (!isPlainObject(data)) throw new Error('Corrupt stored integration');
  return {
    name: str(data.name),
    description: str(data.description),
    enabled: data.enabled !== false,
    integration_type: INTEGRATION_TYPES.find((type) => type === data.integration_type) ?? 'webhook',
    observes: Array.isArray(data.observes)
      ? data.observes.filter((e): e is string => typeof e === 'string')
      : [],
    configuration: isPlainObject(data.configuration) ? data.configuration : {},
  };
}

const logType: ResourceType<IntegrationLogData> = {
  name: 'integration_log',
  decode: (data) => {
    if (!isPlainObject(data)) throw new Error('Corrupt stored integration log');
    return {
      integration_id: str(data.integration_id),
      job_id: str(data.job_id),
      succeeded: data.succeeded === true,
      attempt: typeof data.attempt === 'number' ? data.attempt : 1,
      body: str(data.body),
      status_code: typeof data.status_code === 'number' ? data.status_code : 0,
      error_detail: str(data.error_detail),
    };
  },
};

const jobType: ResourceType<IntegrationJobData> = {
  name: 'integration_job',
  decode: (data) => ({ integration_id: isPlainObject(data) ? str(data.integration_id) : '' }),
};

export const integrationLogCollection = (db: SandboxDatabase) => new ResourceCollection(db, logType);
export const integrationJobCollection = (db: SandboxDatabase) => new ResourceCollection(db, jobType);

/** Event names such as `order.created` or `wishlist_ext.updated`, or `*` for every event. */
const EVENT = /^(\*|[a-z0-9_-]+(\.[a-z0-9_-]+)+)$/;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/** Required members per integration type; STOMP needs broker addresses rather than a URL. */
function readConfiguration(
  document: Record<string, unknown>,
  type: IntegrationType,
  existing: IntegrationData | undefined,
  problems: FieldProblems,
): Record<string, unknown> {
  const sent = document.configuration;
  if (sent === undefined && existing && existing.integration_type === type) return existing.configuration;
  if (!isPlainObject(sent)) {
    problems.add('configuration is required and must be an object', 'configuration');
    return {};
  }
  const nested = new FieldProblems('/data/configuration');
  const text = (field: string, required: boolean, pattern?: RegExp) =>
    readText(sent, field, undefined, nested, {
      required,
      maxLength: 2048,
      ...(pattern ? { pattern, patternDetail: `${field} must be an http or https URL` } : {}),
    });
  let configuration: Record<string, unknown>;
  if (type === 'webhook') {
    configuration = { url: text('url', true, URL_PATTERN), secret_key: text('secret_key', false) };
  } else if (type === 'aws_sqs') {
    configuration = {
      url: text('url', true, URL_PATTERN),
      aws_access_key_id: text('aws_access_key_id', true),
      aws_secret_access_key: text('aws_secret_access_key', true),
      region: text('region', true),
    };
  } else {
    const addresses = sent.addresses;
    if (
      !Array.isArray(addresses) ||
      addresses.length === 0 ||
      !addresses.every((address) => typeof address === 'string' && /^stomp(\+ssl)?:\/\/\S+$/.test(address))
    ) {
      nested.add('addresses must be a non-empty list of stomp:// or stomp+ssl:// addresses', 'addresses');
    }
    configuration = {
      addresses,
      destination: text('destination', true),
      username: text('username', false),
      password: text('password', false),
    };
  }
  problems.list.push(...nested.list);
  return Object.fromEntries(Object.entries(configuration).filter(([, value]) => value !== undefined));
}

function readObserves(
  document: Record<string, unknown>,
  fallback: string[] | undefined,
  problems: FieldProblems,
) {
  const value = document.observes;
  if (value === undefined) {
    if (fallback === undefined) problems.add('observes is required', 'observes');
    return fallback ?? [];
  }
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    !value.every((event): event is string => typeof event === 'string' && EVENT.test(event))
  ) {
    problems.add('observes must be a non-empty list of event names such as order.created', 'observes');
    return fallback ?? [];
  }
  return [...new Set(value)];
}

/** Shows only the last four characters of a credential. */
const mask = (secret: unknown) =>
  typeof secret === 'string' ? `${'*'.repeat(Math.max(secret.length - 4, 0))}${secret.slice(-4)}` : secret;
const SECRET_MEMBERS = new Set(['aws_access_key_id', 'aws_secret_access_key', 'password']);

function integrationDefinition(db: SandboxDatabase): SimpleResourceDefinition<IntegrationData> {
  return {
    type: 'integration',
    label: 'integration',
    storedAs: 'integration',
    path: '/v2/integrations',
    decode: decodeIntegration,
    read: (document, existing, problems) => {
      const integrationType =
        readEnum(
          document,
          'integration_type',
          INTEGRATION_TYPES,
          existing?.integration_type ?? 'webhook',
          problems,
        ) ?? 'webhook';
      return {
        name: readRequiredName(document, existing, problems),
        description: readDescription(document, existing, problems),
        enabled: readBoolean(document, 'enabled', existing?.enabled ?? true, problems) ?? true,
        integration_type: integrationType,
        observes: readObserves(document, existing?.observes, problems),
        configuration: readConfiguration(document, integrationType, existing, problems),
      };
    },
    unique: [],
    filterFields: {
      name: { operators: ['eq', 'like'], value: (item) => item.data.name },
      integration_type: { operators: ['eq'], value: (item) => item.data.integration_type },
      enabled: { operators: ['eq'], value: (item) => item.data.enabled },
    },
    sortFields: { name: (item) => item.data.name },
    renderFields: (data) => ({
      ...data,
      configuration: Object.fromEntries(
        Object.entries(data.configuration).map(([key, value]) => [
          key,
          SECRET_MEMBERS.has(key) ? mask(value) : value,
        ]),
      ),
    }),
    // Its jobs and delivery logs go with it.
    beforeDelete: (record, context) => {
      db.prepare(
        `DELETE FROM resources WHERE store_id = ? AND type IN ('integration_log', 'integration_job')
         AND json_extract(data, '$.integration_id') = ?`,
      ).run(context.storeId, record.id);
      resourcesChanged(db);
    },
    extraRoutes: (router, { collection }) =>
      addLogRoutes(router, db, (storeId, id) => collection.get(storeId, id)),
  };
}

type LogRecord = ResourceRecord<IntegrationLogData>;
type JobRecord = ResourceRecord<IntegrationJobData>;

/** Newest first, as a delivery log is read. */
function newestFirst<T>(): ListSchema<ResourceRecord<T>> {
  return {
    filter: { fields: {} },
    sortFields: {},
    defaultSort: [
      { field: 'created_at', descending: true, value: (item) => item.createdAt },
      { field: 'id', descending: false, value: (item) => item.id },
    ],
  };
}

function renderLog(log: LogRecord) {
  return {
    id: log.id,
    type: 'integration',
    succeeded: log.data.succeeded,
    attempt: log.data.attempt,
    body: log.data.body,
    status_code: log.data.status_code,
    error_detail: log.data.error_detail,
    relationships: {
      integration: { data: { id: log.data.integration_id, type: 'integration' } },
      job: { data: { id: log.data.job_id, type: 'job' } },
    },
    meta: { timestamps: { created_at: log.createdAt, updated_at: log.updatedAt } },
  };
}

function renderJob(job: JobRecord) {
  return {
    id: job.id,
    type: 'integration-job',
    relationships: { integration: { data: { id: job.data.integration_id, type: 'integration' } } },
    meta: { timestamps: { created_at: job.createdAt, updated_at: job.updatedAt } },
  };
}

function addLogRoutes(
  router: Router,
  db: SandboxDatabase,
  getIntegration: (storeId: string, id: string) => unknown,
): void {
  const logs = integrationLogCollection(db);
  const jobs = integrationJobCollection(db);
  const integrationOf = (req: Request) => {
    const storeId = authenticatedStoreId(req.auth);
    const id = req.params.id;
    if (typeof id !== 'string' || !getIntegration(storeId, id)) throw notFound('No integration found');
    return { storeId, id };
  };

  router.get('/logs', (req, res) => {
    const all = logs.list(authenticatedStoreId(req.auth));
    res.json(listEnvelope(req, runListQuery(all, pageParams(req), newestFirst()), renderLog));
  });

  router.get('/:id/logs', (req, res) => {
    const { storeId, id } = integrationOf(req);
    const mine = logs.list(storeId).filter((log) => log.data.integration_id === id);
    res.json(listEnvelope(req, runListQuery(mine, pageParams(req), newestFirst()), renderLog));
  });

  router.get('/:id/jobs', (req, res) => {
    const { storeId, id } = integrationOf(req);
    const mine = jobs.list(storeId).filter((job) => job.data.integration_id === id);
    res.json(listEnvelope(req, runListQuery(mine, pageParams(req), newestFirst()), renderJob));
  });

  router.get('/:id/jobs/:jobId/logs', (req, res) => {
    const { storeId, id } = integrationOf(req);
    const job = jobs.get(storeId, String(req.params.jobId));
    if (!job || job.data.integration_id !== id) throw notFound('No job found');
    const mine = logs.list(storeId).filter((log) => log.data.job_id === job.id);
    res.json(listEnvelope(req, runListQuery(mine, pageParams(req), newestFirst()), renderLog));
  });
}

export const integrationCollection = (db: SandboxDatabase) =>
  simpleResourceCollection(db, integrationDefinition(db));

/** Mounted at `/v2/integrations`. */
export function createIntegrationsRouter(options: SimpleResourceRoutesOptions): Router {
  return createSimpleResourceRouter(integrationDefinition(options.db), options);
}

export const SEEDED_INTEGRATION_IDS = {
  orderWebhook: '5e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a41',
  customerWebhook: '5e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a42',
} as const;

/**
 * Two webhooks, each with delivery jobs and their attempt logs. Every fourth job of the order
 * webhook failed once (503) before succeeding on retry, so the logs show both outcomes.
 */
export function seedIntegrations(db: SandboxDatabase, storeId: string, now: number): void {
  const integrations = integrationCollection(db);
  const jobs = integrationJobCollection(db);
  const logs = integrationLogCollection(db);
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const plans = [
    {
      id: SEEDED_INTEGRATION_IDS.orderWebhook,
      data: {
        name: 'Order fulfilment',
        description: 'Sends paid orders to the warehouse system',
        enabled: true,
        integration_type: 'webhook' as const,
        observes: ['order.paid', 'order.fulfilled'],
        configuration: { url: 'https://hooks.example.com/warehouse/orders', secret_key: 'whsec_demo_orders' },
      },
      jobCount: 16,
    },
    {
      id: SEEDED_INTEGRATION_IDS.customerWebhook,
      data: {
        name: 'CRM customer sync',
        description: 'Keeps the CRM in step with customer changes',
        enabled: false,
        integration_type: 'webhook' as const,
        observes: ['customer.created', 'customer.updated', 'customer.deleted'],
        configuration: { url: 'https://crm.example.com/webhooks/commerce' },
      },
      jobCount: 6,
    },
  ];
  plans.forEach((plan, planIndex) => {
    const created = at(60 * 24 * 30);
    integrations.insert({ id: plan.id, storeId, data: plan.data, createdAt: created, updatedAt: created });
    for (let index = 0; index < plan.jobCount; index += 1) {
      const suffix = `${planIndex}${index.toString(16).padStart(3, '0')}`;
      const jobId = `6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b${suffix}`;
      const when = at((plan.jobCount - index) * 45);
      jobs.insert({
        id: jobId,
        storeId,
        data: { integration_id: plan.id },
        createdAt: when,
        updatedAt: when,
      });
      const failedFirst = planIndex === 0 && index % 4 === 3;
      const attempts = failedFirst ? [false, true] : [true];
      attempts.forEach((succeeded, attemptIndex) => {
        const logAt = new Date(Date.parse(when) + attemptIndex * 30_000).toISOString();
        logs.insert({
          id: `7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8${suffix}${attemptIndex}`,
          storeId,
          data: {
            integration_id: plan.id,
            job_id: jobId,
            succeeded,
            attempt: attemptIndex + 1,
            body: succeeded ? 'OK' : 'Service Unavailable',
            status_code: succeeded ? 200 : 503,
            error_detail: succeeded
              ? ''
              : 'Received a status code outside of 2xx range - treating webhook as a fail',
          },
          createdAt: logAt,
          updatedAt: logAt,
        });
      });
    }
  });
}
