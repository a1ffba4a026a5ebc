import type { SandboxDatabase } from '../core/db';
import { notFound } from '../core/http';
import type { SimpleResourceDefinition, SimpleResourceContext, SimpleRecord } from '../core/simple-resources';
import { simpleResourceCollection } from '../core/simple-resources';
import { attributesDefinition, EMAIL, UUID, type SubscriptionAttributes } from './subscription-fields';

/**
 * The plain subscriptions resources, each one registry definition: products, plans,
 * subscribers, schedules, dunning rules, proration policies and jobs. Field names and limits
 * follow the provider's subscriptions document (products and plans as the commerce manager
 * uses them: a plan carries its billing cycle and lifecycle permissions).
 */

export const INTERVALS = ['day', 'week', 'month', 'year'] as const;

export const productDefinition = attributesDefinition('subscription_product', 'products', 'product', [
  { name: 'external_ref', kind: 'text' },
  { name: 'name', kind: 'text', required: true, min: 3 },
  { name: 'description', kind: 'text' },
  { name: 'sku', kind: 'text' },
  { name: 'main_image', kind: 'text' },
  /** `{ USD: { amount, includes_tax } }`, as the provider prices plans. */
  { name: 'price', kind: 'object', required: true },
  { name: 'price_units', kind: 'object' },
]);

export const planDefinition = attributesDefinition(
  'subscription_plan',
  'plans',
  'plan',
  [
    { name: 'external_ref', kind: 'text' },
    { name: 'name', kind: 'text', required: true, min: 3 },
    { name: 'description', kind: 'text' },
    { name: 'billing_interval_type', kind: 'enum', required: true, values: INTERVALS },
    { name: 'billing_frequency', kind: 'integer', required: true, min: 1, max: 365 },
    { name: 'trial_period', kind: 'integer', min: 0, max: 365 },
    { name: 'plan_length', kind: 'integer', required: true, min: 1, max: 1000 },
    { name: 'end_behavior', kind: 'enum', required: true, values: ['close', 'roll'] },
    { name: 'can_pause', kind: 'boolean' },
    { name: 'can_resume', kind: 'boolean' },
    { name: 'can_cancel', kind: 'boolean', fallback: true },
    { name: 'base_price_percentage', kind: 'number', min: 0, max: 100 },
    { name: 'fixed_price', kind: 'object' },
  ],
  { timestamps: true },
);

export const subscriberDefinition = attributesDefinition(
  'subscription_subscriber',
  'subscribers',
  'subscriber',
  [
    { name: 'account_id', kind: 'text', required: true, pattern: UUID },
    { name: 'name', kind: 'text', required: true, min: 3 },
    { name: 'email', kind: 'text', required: true, min: 3, pattern: EMAIL },
    { name: 'payment_authority', kind: 'object' },
  ],
  // SubscriberUpdateAttributes has no account_id: a subscriber stays with its account.
  { fixed: ['account_id'], timestamps: true },
);

export const JOB_TYPES = ['billing-run', 'tax-run', 'payment-run'] as const;

const baseScheduleDefinition = attributesDefinition(
  'subscription_schedule',
  'schedules',
  'schedule',
  [
    { name: 'external_ref', kind: 'text', max: 2048 },
    { name: 'name', kind: 'text', min: 3 },
    /** A cron expression, e.g. `0 2 * * *`. */
    { name: 'specification', kind: 'text', required: true },
    /** An IANA time zone, e.g. `Europe/London`. */
    { name: 'location', kind: 'text', required: true },
    /** ScheduleJob: `{ job_type }`, the kind of job the schedule creates. */
    { name: 'job', kind: 'object', required: true },
  ],
  { timestamps: true },
);

export const scheduleDefinition: SimpleResourceDefinition<SubscriptionAttributes> = {
  ...baseScheduleDefinition,
  read: (document, existing, problems) => {
    const data = baseScheduleDefinition.read(document, existing, problems);
    const { job } = data;
    const jobType =
      typeof job === 'object' && job !== null ? (job as Record<string, unknown>).job_type : undefined;
    if (job !== undefined && !JOB_TYPES.some((type) => type === jobType)) {
      problems.add(`job.job_type must be one of ${JOB_TYPES.join(', ')}`, 'job/job_type');
    }
    return data;
  },
};

const baseDunningRuleDefinition = attributesDefinition(
  'subscription_dunning_rule',
  'dunning-rules',
  'dunning rule',
  [
    { name: 'payment_retry_type', kind: 'enum', required: true, values: ['fixed', 'backoff', 'tiered'] },
    { name: 'payment_retry_interval', kind: 'integer', min: 1, max: 1024 },
    { name: 'payment_retry_unit', kind: 'enum', values: ['day', 'week'] },
    { name: 'payment_retry_multiplier', kind: 'number', min: 1, max: 1024 },
    { name: 'payment_retries_limit', kind: 'integer', required: true, min: 0, max: 1024 },
    { name: 'action', kind: 'enum', required: true, values: ['none', 'pause', 'close', 'suspend'] },
    { name: 'default', kind: 'boolean' },
  ],
);

/** Only one dunning rule is the store's default: making one default clears the others. */
export const dunningRuleDefinition: SimpleResourceDefinition<SubscriptionAttributes> = {
  ...baseDunningRuleDefinition,
  beforeWrite: (data, previous, context: SimpleResourceContext<SubscriptionAttributes>) => {
    if (data.default !== true) return;
    for (const other of context.collection.list(context.storeId)) {
      if (other.id !== previous?.id && other.data.default === true) {
        context.collection.replace(
          context.storeId,
          other.id,
          { ...other.data, default: false },
          context.timestamp,
        );
      }
    }
  },
};

export const prorationPolicyDefinition = attributesDefinition(
  'subscription_proration_policy',
  'proration-policies',
  'proration policy',
  [
    { name: 'external_ref', kind: 'text' },
    { name: 'name', kind: 'text', required: true, min: 3 },
    { name: 'rounding', kind: 'enum', required: true, values: ['up', 'down', 'nearest'] },
  ],
);

/** How long a subscriptions job waits, then runs, measured on the injected clock. */
export const SUBSCRIPTION_JOB_PENDING_MS = 1000;
export const SUBSCRIPTION_JOB_RUNNING_MS = 2000;

/** A job's status follows its age, like sandbox/src/jobs.ts (the runs themselves are not modelled). */
export function subscriptionJobDefinition(
  now: () => number,
): SimpleResourceDefinition<SubscriptionAttributes> {
  const base = attributesDefinition('subscription_job', 'jobs', 'job', [
    { name: 'external_ref', kind: 'text' },
    { name: 'job_type', kind: 'enum', required: true, values: JOB_TYPES },
  ]);
  const status = (record: SimpleRecord<SubscriptionAttributes>) => {
    const age = now() - Date.parse(record.createdAt);
    if (age < SUBSCRIPTION_JOB_PENDING_MS) return 'pending';
    return age < SUBSCRIPTION_JOB_PENDING_MS + SUBSCRIPTION_JOB_RUNNING_MS ? 'started' : 'success';
  };
  return {
    ...base,
    operations: ['list', 'create', 'get', 'delete'],
    // JobResponseAttributes: the create attributes, the status and the timestamps.
    renderExtras: (record) => ({
      attributes: {
        ...record.data,
        status: status(record),
        created_at: record.createdAt,
        updated_at: record.updatedAt,
      },
    }),
    filterFields: { ...base.filterFields, status: { operators: ['eq'], value: status } },
  };
}

export const subscriptionProducts = (db: SandboxDatabase) => simpleResourceCollection(db, productDefinition);
export const subscriptionPlans = (db: SandboxDatabase) => simpleResourceCollection(db, planDefinition);
export const subscribers = (db: SandboxDatabase) => simpleResourceCollection(db, subscriberDefinition);
export const prorationPolicies = (db: SandboxDatabase) =>
  simpleResourceCollection(db, prorationPolicyDefinition);

/** Throws a 404 unless the record exists in the store (another store's ids are unknown). */
export function existing<TData>(record: SimpleRecord<TData> | undefined, label: string): SimpleRecord<TData> {
  if (!record) throw notFound(`No ${label} found`);
  return record;
}
