import type { GatewayContext } from '../context';
import type { UserError } from '../errors';
import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type {
  BillingInterval,
  DunningAction,
  PaymentRetryType,
  PaymentRetryUnit,
  ProrationRounding,
  PlanEndBehavior,
  Resolvers,
  SubscriptionAction,
  SubscriptionJob,
  SubscriptionJobStatus,
  SubscriptionJobType,
  SubscriptionPriceInput,
  SubscriptionSchedule,
  SubscriptionState,
} from '../generated/graphql';
import { listAll, listPage, MAX_PAGE_LIMIT } from '../lists';
import type { ProviderClient } from '../provider/client';
import type { ProviderList, ProviderResource, ProviderSingle } from '../provider/resources';
import { attempt, enumValue, resourceWrites, toProviderAttributes } from './mapping';
import { money } from '../money';
import { providerPath } from '../provider/path';
import { getOrNull } from './provider-reads';

/**
 * The subscriptions service (`v2/subscriptions/...`, subscriptions.yaml): products, plans,
 * offerings, subscriptions with their state changes, invoices and payments. Parents are the
 * provider's resources as they come; fields are read from them here.
 */

const BASE = 'v2/subscriptions';

interface ProviderPrice {
  amount: number;
  includes_tax?: boolean;
}

export type SubscriptionProductModel = ProviderResource<{
  name: string;
  description?: string;
  sku?: string;
  external_ref?: string;
  price?: Record<string, ProviderPrice>;
}>;

export type SubscriptionPlanModel = ProviderResource<{
  name: string;
  description?: string;
  external_ref?: string;
  billing_interval_type: string;
  billing_frequency: number;
  trial_period?: number;
  plan_length: number;
  end_behavior: string;
  can_pause?: boolean;
  can_resume?: boolean;
  can_cancel?: boolean;
  base_price_percentage?: number;
  created_at?: string;
  updated_at?: string;
}>;

export type SubscriptionOfferingModel = ProviderResource<{
  name: string;
  description?: string;
  external_ref?: string;
  created_at?: string;
  updated_at?: string;
}>;

type SubscriptionJobModel = ProviderResource<{
  job_type: string;
  status: string;
  external_ref?: string;
  created_at?: string;
  updated_at?: string;
}>;

type SubscriptionScheduleModel = ProviderResource<{
  name?: string;
  specification: string;
  location: string;
  job?: { job_type?: string };
  external_ref?: string;
  created_at?: string;
  updated_at?: string;
}>;

export type CustomerSubscriptionModel = ProviderResource<{
  account_id: string;
  name: string;
  email: string;
  currency: string;
  plan_id: string;
  offering?: { id: string; attributes?: { name?: string } } | null;
}>;

interface CurrencyPrice {
  currency: string;
  amount: number;
  includes_tax?: boolean;
}

export type SubscriptionInvoiceModel = ProviderResource<{
  number?: number;
  outstanding?: boolean;
  billing_period?: { start?: string; end?: string };
  invoice_items?: { description: string; price: CurrencyPrice }[];
}>;

export type SubscriptionPaymentModel = ProviderResource<{
  success?: boolean;
  pending?: boolean;
  gateway?: string;
  external_payment_id?: string;
  failure_detail?: { reason?: string };
  amount?: CurrencyPrice;
}>;

export type SubscriberModel = ProviderResource<{
  account_id: string;
  name: string;
  email: string;
  created_at?: string;
}>;

export type DunningRuleModel = ProviderResource<{
  payment_retry_type: string;
  payment_retry_interval?: number;
  payment_retry_unit?: string;
  payment_retry_multiplier?: number;
  payment_retries_limit: number;
  action: string;
  default?: boolean;
}>;

export type ProrationPolicyModel = ProviderResource<{
  name: string;
  rounding: string;
  external_ref?: string;
}>;

// ---------------------------------------------------------------------------------------------
// Reading

const NAME_FILTER = sdlFilterFields('SubscriptionNameFilter');
const SUBSCRIPTION_FILTER = sdlFilterFields('CustomerSubscriptionFilter');

/** Every resource of a small collection, read once per GraphQL request (not shared between callers). */
function allOnce<T extends { id: string }>(path: string) {
  const byRequest = new WeakMap<GatewayContext, Promise<Map<string, T>>>();
  return (ctx: GatewayContext): Promise<Map<string, T>> => {
    let all = byRequest.get(ctx);
    if (!all) {
      all = listAll<T>(ctx.provider, path).then((items) => new Map(items.map((item) => [item.id, item])));
      byRequest.set(ctx, all);
    }
    return all;
  };
}

/**
 * The provider cannot fetch plans by a list of ids, so a page of subscriptions reads the store's
 * plans once per request and each row's plan comes from that.
 */
const allPlans = allOnce<SubscriptionPlanModel>(`${BASE}/plans`);

const priceMoney = (price: ProviderPrice | CurrencyPrice, currency: string) =>
  money(price.amount, currency, { includesTax: price.includes_tax === true });

const optionalMoney = (price: CurrencyPrice | undefined) =>
  price ? priceMoney(price, price.currency) : null;

function timestamp(resource: ProviderResource<object>, key: 'created_at' | 'updated_at'): string | null {
  const fromAttributes: unknown = (resource.attributes as Record<string, unknown>)[key];
  if (typeof fromAttributes === 'string') return fromAttributes;
  const timestamps = resource.meta?.timestamps as Record<string, unknown> | undefined;
  const fromMeta = timestamps?.[key];
  return typeof fromMeta === 'string' ? fromMeta : null;
}

const metaString = (resource: ProviderResource<object>, key: string) => {
  const value = resource.meta?.[key];
  return typeof value === 'string' ? value : null;
};

export function subscriptionState(subscription: CustomerSubscriptionModel): SubscriptionState {
  if (subscription.meta?.canceled === true) return 'CANCELED';
  if (subscription.meta?.paused === true) return 'PAUSED';
  return 'ACTIVE';
}

/** The actions the provider would accept now: its state transitions, limited by the plan's flags. */
export function availableActions(
  state: SubscriptionState,
  plan: SubscriptionPlanModel | null | undefined,
): SubscriptionAction[] {
  const flags = plan?.attributes;
  const actions: SubscriptionAction[] = [];
  if (state === 'ACTIVE' && flags?.can_pause === true) actions.push('PAUSE');
  if (state !== 'ACTIVE' && flags?.can_resume === true) actions.push('RESUME');
  if (state !== 'CANCELED' && flags?.can_cancel !== false) actions.push('CANCEL');
  return actions;
}

/** The document's JobType values are kebab-case (`billing-run`); the schema's are `BILLING_RUN`. */
const jobTypeOf = (value: string | undefined) =>
  enumValue<SubscriptionJobType>((value ?? '').replace(/-/g, '_'));
const providerJobType = (value: SubscriptionJobType) => value.toLowerCase().replace(/_/g, '-');

function toJob(job: SubscriptionJobModel): SubscriptionJob {
  return {
    id: job.id,
    jobType: jobTypeOf(job.attributes.job_type),
    status: enumValue<SubscriptionJobStatus>(job.attributes.status),
    externalRef: job.attributes.external_ref ?? null,
    createdAt: timestamp(job, 'created_at'),
    updatedAt: timestamp(job, 'updated_at'),
  };
}

function toSchedule(schedule: SubscriptionScheduleModel): SubscriptionSchedule {
  return {
    id: schedule.id,
    name: schedule.attributes.name ?? null,
    specification: schedule.attributes.specification,
    location: schedule.attributes.location,
    jobType: jobTypeOf(schedule.attributes.job?.job_type),
    externalRef: schedule.attributes.external_ref ?? null,
    createdAt: timestamp(schedule, 'created_at'),
    updatedAt: timestamp(schedule, 'updated_at'),
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

/** `[{currency: USD, amount: 1800}]` → `{ USD: { amount: 1800, includes_tax: false } }`. */
function priceMap(prices: readonly SubscriptionPriceInput[]): Record<string, ProviderPrice> {
  return Object.fromEntries(
    prices.map((price) => [
      price.currency,
      { amount: price.amount, includes_tax: price.includesTax ?? false },
    ]),
  );
}

function productAttributes(
  input: Record<string, unknown> & { price?: readonly SubscriptionPriceInput[] | null },
  clearWithNull: boolean,
) {
  const { price, ...rest } = input;
  return { ...toProviderAttributes(rest, { clearWithNull }), ...(price ? { price: priceMap(price) } : {}) };
}

/** Renames the first segment of userError fields the camelCase rule got wrong (`default` → `isDefault`). */
function renamed(userErrors: UserError[], renames: Record<string, string[]>): UserError[] {
  return userErrors.map((error) => {
    const [first, ...rest] = error.field ?? [];
    const replacement = first === undefined ? undefined : renames[first];
    return replacement ? { ...error, field: [...replacement, ...rest] } : error;
  });
}

/** The provider points at `price/USD/amount`; keep the error on the input's `price` list. */
const onPrice = (userErrors: UserError[]) =>
  userErrors.map((error) => (error.field?.[0] === 'price' ? { ...error, field: ['price'] } : error));

const PLAN_ENUMS = ['billingIntervalType', 'endBehavior'];
const planWrites = (provider: ProviderClient) =>
  resourceWrites<SubscriptionPlanModel>(provider, {
    type: 'subscription_plan',
    collectionPath: `${BASE}/plans`,
    enumFields: PLAN_ENUMS,
  });
const offeringWrites = (provider: ProviderClient) =>
  resourceWrites<SubscriptionOfferingModel>(provider, {
    type: 'subscription_offering',
    collectionPath: `${BASE}/offerings`,
  });

const dunningRuleWrites = (provider: ProviderClient) =>
  resourceWrites<DunningRuleModel>(provider, {
    type: 'subscription_dunning_rule',
    collectionPath: `${BASE}/dunning-rules`,
    enumFields: ['paymentRetryType', 'paymentRetryUnit', 'action'],
  });
const subscriberWrites = (provider: ProviderClient) =>
  resourceWrites<SubscriberModel>(provider, {
    type: 'subscription_subscriber',
    collectionPath: `${BASE}/subscribers`,
  });
const scheduleWrites = (provider: ProviderClient) =>
  resourceWrites<SubscriptionScheduleModel>(provider, {
    type: 'subscription_schedule',
    collectionPath: `${BASE}/schedules`,
  });

/** ScheduleAttributes nest the job's kind: `jobType` is sent as `job: { job_type }`. */
function scheduleAttributes(input: Record<string, unknown> & { jobType?: SubscriptionJobType | null }) {
  const { jobType, ...rest } = input;
  return { ...rest, ...(jobType ? { job: { job_type: providerJobType(jobType) } } : {}) };
}
/** The provider points at `job/job_type`; keep the error on the input's `jobType`. */
const onJobType = (userErrors: UserError[]) =>
  userErrors.map((error) => (error.field?.[0] === 'job' ? { ...error, field: ['jobType'] } : error));

const prorationPolicyWrites = (provider: ProviderClient) =>
  resourceWrites<ProrationPolicyModel>(provider, {
    type: 'subscription_proration_policy',
    collectionPath: `${BASE}/proration-policies`,
    enumFields: ['rounding'],
  });

/** The schema's `isDefault` is the provider's `default` (a reserved word in many languages). */
function dunningAttributes(input: Record<string, unknown>): Record<string, unknown> {
  const { isDefault, ...rest } = input;
  return { ...rest, ...(isDefault === undefined || isDefault === null ? {} : { default: isDefault }) };
}
const DUNNING_FIELDS = { default: ['isDefault'] };

const offeringPath = (id: string) => providerPath(BASE)`/offerings/${id}`;
const subscriptionPath = (id: string) => providerPath(BASE)`/subscriptions/${id}`;

/**
 * Build errors point into `/data/plans/0` or `/data/pricing_options/0`. The document's BuildOffering
 * calls what a subscriber receives (name, SKU, price per currency) a plan and a billing cycle with
 * its discount a pricing option: the schema's products and plans, so `plans` are `productIds`.
 */
function memberPointer(pointer: string | undefined): string[] | null {
  const path = pointer?.match(/^\/data\/(?:attributes\/)?(.+)$/)?.[1];
  if (!path) return null;
  const [first = ''] = path.split('/');
  if (first === 'products' || first === 'plans') return ['productIds'];
  if (first === 'pricing_options') return ['planIds'];
  if (/^\d+$/.test(first)) return null;
  return [first.replace(/_([a-z])/g, (_w, letter: string) => letter.toUpperCase())];
}

async function offeringAfter(
  provider: ProviderClient,
  offeringId: string,
  run: () => Promise<unknown>,
  field: string,
) {
  const { userErrors } = await attempt(run, (pointer) => (pointer?.startsWith('/data') ? [field] : null));
  const offering =
    userErrors.length === 0
      ? await getOrNull<SubscriptionOfferingModel>(provider, offeringPath(offeringId))
      : null;
  return { offering, userErrors };
}

// ---------------------------------------------------------------------------------------------
// Resolvers

export const subscriptionResolvers: Resolvers = {
  Query: {
    subscriptionProducts: (_root, { filter, page }, ctx) => {
      return listPage<SubscriptionProductModel>(ctx.provider, `${BASE}/products`, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, NAME_FILTER),
      });
    },
    subscriptionProduct: (_root, { id }, ctx) => {
      return getOrNull<SubscriptionProductModel>(ctx.provider, providerPath(BASE)`/products/${id}`);
    },
    subscriptionPlans: (_root, { filter, page }, ctx) => {
      return listPage<SubscriptionPlanModel>(ctx.provider, `${BASE}/plans`, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, NAME_FILTER),
      });
    },
    subscriptionPlan: (_root, { id }, ctx) => {
      return getOrNull<SubscriptionPlanModel>(ctx.provider, providerPath(BASE)`/plans/${id}`);
    },
    subscriptionOfferings: (_root, { filter, page }, ctx) => {
      return listPage<SubscriptionOfferingModel>(ctx.provider, `${BASE}/offerings`, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, NAME_FILTER),
      });
    },
    subscriptionOffering: (_root, { id }, ctx) => {
      return getOrNull<SubscriptionOfferingModel>(ctx.provider, offeringPath(id));
    },
    customerSubscriptions: (_root, { filter, page }, ctx) => {
      return listPage<CustomerSubscriptionModel>(ctx.provider, `${BASE}/subscriptions`, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, SUBSCRIPTION_FILTER),
      });
    },
    customerSubscription: (_root, { id }, ctx) => {
      return getOrNull<CustomerSubscriptionModel>(ctx.provider, subscriptionPath(id));
    },
    subscriptionInvoices: (_root, { filter, page }, ctx) => {
      const { outstanding, ...typed } = filter ?? {};
      const terms = [
        encodeFilter(typed as FilterInput, { subscriptionId: { name: 'subscription_id' } }),
        outstanding === null || outstanding === undefined
          ? undefined
          : `eq(outstanding,${String(outstanding)})`,
      ].filter((term): term is string => term !== undefined);
      return listPage<SubscriptionInvoiceModel>(ctx.provider, `${BASE}/invoices`, {
        page,
        filter: terms.length > 0 ? terms.join(':') : undefined,
        sort: 'number',
      });
    },
    subscribers: (_root, { page }, ctx) => {
      return listPage<SubscriberModel>(ctx.provider, `${BASE}/subscribers`, { page });
    },
    subscriber: (_root, { id }, ctx) => {
      return getOrNull<SubscriberModel>(ctx.provider, providerPath(BASE)`/subscribers/${id}`);
    },
    dunningRules: (_root, { page }, ctx) => {
      return listPage<DunningRuleModel>(ctx.provider, `${BASE}/dunning-rules`, { page });
    },
    prorationPolicies: (_root, { page }, ctx) => {
      return listPage<ProrationPolicyModel>(ctx.provider, `${BASE}/proration-policies`, { page });
    },
    subscriptionInvoice: (_root, { id }, ctx) => {
      return getOrNull<SubscriptionInvoiceModel>(ctx.provider, providerPath(BASE)`/invoices/${id}`);
    },
    subscriptionInvoicePayment: (_root, { invoiceId, paymentId }, ctx) => {
      return getOrNull<SubscriptionPaymentModel>(
        ctx.provider,
        providerPath(BASE)`/invoices/${invoiceId}/payments/${paymentId}`,
      );
    },
    subscriptionJobs: (_root, { page }, ctx) => {
      return listPage(ctx.provider, `${BASE}/jobs`, { page }, toJob);
    },
    subscriptionSchedules: (_root, { page }, ctx) => {
      return listPage(ctx.provider, `${BASE}/schedules`, { page }, toSchedule);
    },
  },
  Mutation: {
    createSubscriptionProduct: async (_root, { input }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<SubscriptionProductModel>>(`${BASE}/products`, {
          body: { data: { type: 'subscription_product', attributes: productAttributes(input, false) } },
        }),
      );
      return { product: value?.data ?? null, userErrors: onPrice(userErrors) };
    },
    updateSubscriptionProduct: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.put<ProviderSingle<SubscriptionProductModel>>(providerPath(BASE)`/products/${id}`, {
          body: { data: { id, type: 'subscription_product', attributes: productAttributes(input, true) } },
        }),
      );
      return { product: value?.data ?? null, userErrors: onPrice(userErrors) };
    },
    deleteSubscriptionProduct: (_root, { id }, ctx) => {
      return resourceWrites(ctx.provider, {
        type: 'subscription_product',
        collectionPath: `${BASE}/products`,
      }).remove(id);
    },
    createSubscriptionPlan: async (_root, { input }, ctx) => {
      const { value, userErrors } = await planWrites(ctx.provider).create(input);
      return { plan: value, userErrors };
    },
    updateSubscriptionPlan: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await planWrites(ctx.provider).update(id, input);
      return { plan: value, userErrors };
    },
    deleteSubscriptionPlan: (_root, { id }, ctx) => {
      return planWrites(ctx.provider).remove(id);
    },
    buildOffering: async (_root, { input }, ctx) => {
      const { productIds, planIds, ...fields } = input;
      // BuildOffering requires at least one plan and one pricing option (see memberPointer).
      const missing: UserError[] = [
        ...(productIds.length === 0
          ? [{ field: ['productIds'], message: 'Choose at least one product', code: 'REQUIRED' as const }]
          : []),
        ...((planIds ?? []).length === 0
          ? [{ field: ['planIds'], message: 'Choose at least one plan', code: 'REQUIRED' as const }]
          : []),
      ];
      if (missing.length > 0) return { offering: null, userErrors: missing };
      const { value, userErrors } = await attempt(
        () =>
          ctx.provider.post<ProviderSingle<SubscriptionOfferingModel>>(`${BASE}/offerings/build`, {
            body: {
              data: {
                ...toProviderAttributes(fields),
                plans: productIds,
                pricing_options: planIds,
              },
            },
          }),
        memberPointer,
      );
      return { offering: value?.data ?? null, userErrors };
    },
    createSubscriptionOffering: async (_root, { input }, ctx) => {
      const { value, userErrors } = await offeringWrites(ctx.provider).create(input);
      return { offering: value, userErrors };
    },
    setOfferingProrationPolicy: (_root, { offeringId, prorationPolicyId }, ctx) => {
      return offeringAfter(
        ctx.provider,
        offeringId,
        () =>
          ctx.provider.put(`${offeringPath(offeringId)}/relationships/proration-policies`, {
            body: {
              data: prorationPolicyId
                ? { type: 'subscription_proration_policy', id: prorationPolicyId }
                : null,
            },
          }),
        'prorationPolicyId',
      );
    },
    replaceOfferingProducts: async (_root, { offeringId, productIds }, ctx) => {
      if (productIds.length === 0) {
        return {
          offering: null,
          userErrors: [{ field: ['productIds'], message: 'Choose at least one product', code: 'REQUIRED' }],
        };
      }
      return offeringAfter(
        ctx.provider,
        offeringId,
        () =>
          ctx.provider.put(`${offeringPath(offeringId)}/products/replace`, {
            body: { data: productIds.map((id) => ({ type: 'subscription_product', id })) },
          }),
        'productIds',
      );
    },
    updateSubscriptionOffering: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await offeringWrites(ctx.provider).update(id, input);
      return { offering: value, userErrors };
    },
    deleteSubscriptionOffering: (_root, { id }, ctx) => {
      return offeringWrites(ctx.provider).remove(id);
    },
    attachOfferingProducts: (_root, { offeringId, productIds }, ctx) => {
      return offeringAfter(
        ctx.provider,
        offeringId,
        () =>
          ctx.provider.post(`${offeringPath(offeringId)}/products/attach`, {
            body: { data: productIds.map((id) => ({ type: 'subscription_product', id })) },
          }),
        'productIds',
      );
    },
    removeOfferingProduct: (_root, { offeringId, productId }, ctx) => {
      return offeringAfter(
        ctx.provider,
        offeringId,
        () => ctx.provider.delete(providerPath(BASE)`/offerings/${offeringId}/products/${productId}`),
        'productId',
      );
    },
    attachOfferingPlans: (_root, { offeringId, planIds }, ctx) => {
      return offeringAfter(
        ctx.provider,
        offeringId,
        () =>
          ctx.provider.post(`${offeringPath(offeringId)}/plans/attach`, {
            body: { data: planIds.map((id) => ({ type: 'subscription_plan', id })) },
          }),
        'planIds',
      );
    },
    removeOfferingPlan: (_root, { offeringId, planId }, ctx) => {
      return offeringAfter(
        ctx.provider,
        offeringId,
        () => ctx.provider.delete(providerPath(BASE)`/offerings/${offeringId}/plans/${planId}`),
        'planId',
      );
    },
    createDunningRule: async (_root, { input }, ctx) => {
      const { value, userErrors } = await dunningRuleWrites(ctx.provider).create(dunningAttributes(input));
      return { dunningRule: value, userErrors: renamed(userErrors, DUNNING_FIELDS) };
    },
    updateDunningRule: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await dunningRuleWrites(ctx.provider).update(
        id,
        dunningAttributes(input),
      );
      return { dunningRule: value, userErrors: renamed(userErrors, DUNNING_FIELDS) };
    },
    deleteDunningRule: (_root, { id }, ctx) => {
      return dunningRuleWrites(ctx.provider).remove(id);
    },
    createProrationPolicy: async (_root, { input }, ctx) => {
      const { value, userErrors } = await prorationPolicyWrites(ctx.provider).create(input);
      return { prorationPolicy: value, userErrors };
    },
    updateProrationPolicy: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await prorationPolicyWrites(ctx.provider).update(id, input);
      return { prorationPolicy: value, userErrors };
    },
    deleteProrationPolicy: (_root, { id }, ctx) => {
      return prorationPolicyWrites(ctx.provider).remove(id);
    },
    createSubscription: async (_root, { input }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<CustomerSubscriptionModel>>(`${BASE}/subscriptions`, {
          body: {
            data: {
              type: 'subscription',
              ...toProviderAttributes(input),
              manual_payments: input.manualPayments ?? false,
            },
          },
        }),
      );
      return { subscription: value?.data ?? null, userErrors };
    },
    updateSubscription: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.put<ProviderSingle<CustomerSubscriptionModel>>(subscriptionPath(id), {
          body: { data: { id, type: 'subscription', attributes: toProviderAttributes(input) } },
        }),
      );
      return { subscription: value?.data ?? null, userErrors };
    },
    createSubscriber: async (_root, { input }, ctx) => {
      const { value, userErrors } = await subscriberWrites(ctx.provider).create(input);
      return { subscriber: value, userErrors };
    },
    updateSubscriber: async (_root, { id, input }, ctx) => {
      // SubscriberUpdateAttributes have no account_id: a subscriber stays with its account.
      const { accountId, ...changes } = input;
      if (accountId !== undefined && accountId !== null) {
        return {
          subscriber: null,
          userErrors: [
            { field: ['accountId'], message: "A subscriber's account cannot change", code: 'INVALID' },
          ],
        };
      }
      const { value, userErrors } = await subscriberWrites(ctx.provider).update(id, changes);
      return { subscriber: value, userErrors };
    },
    createSubscriptionJob: async (_root, { input }, ctx) => {
      const { value, userErrors } = await attempt(
        () =>
          ctx.provider.post<ProviderSingle<SubscriptionJobModel>>(`${BASE}/jobs`, {
            body: {
              data: {
                type: 'subscription_job',
                attributes: {
                  job_type: providerJobType(input.jobType),
                  ...(input.externalRef ? { external_ref: input.externalRef } : {}),
                },
              },
            },
          }),
        { job_type: ['jobType'] },
      );
      return { job: value ? toJob(value.data) : null, userErrors };
    },
    createSubscriptionSchedule: async (_root, { input }, ctx) => {
      const { value, userErrors } = await scheduleWrites(ctx.provider).create(scheduleAttributes(input));
      return { schedule: value ? toSchedule(value) : null, userErrors: onJobType(userErrors) };
    },
    updateSubscriptionSchedule: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await scheduleWrites(ctx.provider).update(id, scheduleAttributes(input));
      return { schedule: value ? toSchedule(value) : null, userErrors: onJobType(userErrors) };
    },
    changeSubscriptionState: async (_root, { id, action }, ctx) => {
      const { userErrors } = await attempt(() =>
        ctx.provider.post(`${subscriptionPath(id)}/states`, {
          body: { data: { type: 'subscription_state', attributes: { action: action.toLowerCase() } } },
        }),
      );
      const subscription =
        userErrors.length === 0
          ? await getOrNull<CustomerSubscriptionModel>(ctx.provider, subscriptionPath(id))
          : null;
      return { subscription, userErrors };
    },
  },
  SubscriptionProduct: {
    id: (product) => product.id,
    name: (product) => product.attributes.name,
    description: (product) => product.attributes.description ?? null,
    sku: (product) => product.attributes.sku ?? null,
    externalRef: (product) => product.attributes.external_ref ?? null,
    price: (product) =>
      Object.entries(product.attributes.price ?? {})
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, price]) => priceMoney(price, currency)),
  },
  SubscriptionPlan: {
    id: (plan) => plan.id,
    name: (plan) => plan.attributes.name,
    description: (plan) => plan.attributes.description ?? null,
    externalRef: (plan) => plan.attributes.external_ref ?? null,
    billingIntervalType: (plan) => enumValue<BillingInterval>(plan.attributes.billing_interval_type),
    billingFrequency: (plan) => plan.attributes.billing_frequency,
    trialPeriod: (plan) => plan.attributes.trial_period ?? null,
    planLength: (plan) => plan.attributes.plan_length,
    endBehavior: (plan) => enumValue<PlanEndBehavior>(plan.attributes.end_behavior),
    canPause: (plan) => plan.attributes.can_pause === true,
    canResume: (plan) => plan.attributes.can_resume === true,
    canCancel: (plan) => plan.attributes.can_cancel !== false,
    basePricePercentage: (plan) => plan.attributes.base_price_percentage ?? null,
    createdAt: (plan) => timestamp(plan, 'created_at'),
    updatedAt: (plan) => timestamp(plan, 'updated_at'),
  },
  SubscriptionOffering: {
    id: (offering) => offering.id,
    name: (offering) => offering.attributes.name,
    description: (offering) => offering.attributes.description ?? null,
    externalRef: (offering) => offering.attributes.external_ref ?? null,
    createdAt: (offering) => timestamp(offering, 'created_at'),
    updatedAt: (offering) => timestamp(offering, 'updated_at'),
    products: async (offering, _args, ctx) =>
      (
        await ctx.provider.get<ProviderList<SubscriptionProductModel>>(
          `${offeringPath(offering.id)}/products`,
        )
      ).data,
    plans: async (offering, _args, ctx) =>
      (await ctx.provider.get<ProviderList<SubscriptionPlanModel>>(`${offeringPath(offering.id)}/plans`))
        .data,
    prorationPolicyId: (offering) => {
      const policy = offering.relationships?.proration_policy as
        { data?: { id?: string } | null } | undefined;
      return policy?.data?.id ?? null;
    },
  },
  CustomerSubscription: {
    id: (subscription) => subscription.id,
    accountId: (subscription) => subscription.attributes.account_id,
    name: (subscription) => subscription.attributes.name,
    email: (subscription) => subscription.attributes.email,
    currency: (subscription) => subscription.attributes.currency,
    state: (subscription) => subscriptionState(subscription),
    availableActions: async (subscription, _args, ctx) =>
      availableActions(
        subscriptionState(subscription),
        (await allPlans(ctx)).get(subscription.attributes.plan_id),
      ),
    offeringId: (subscription) => subscription.attributes.offering?.id ?? null,
    offeringName: (subscription) => subscription.attributes.offering?.attributes?.name ?? null,
    planId: (subscription) => subscription.attributes.plan_id,
    plan: async (subscription, _args, ctx) =>
      (await allPlans(ctx)).get(subscription.attributes.plan_id) ?? null,
    subscriberId: (subscription) => {
      const subscriber = subscription.relationships?.subscriber as { data?: { id?: string } } | undefined;
      return subscriber?.data?.id ?? null;
    },
    manualPayments: (subscription) => subscription.meta?.manual_payments === true,
    invoiceAfter: (subscription) => metaString(subscription, 'invoice_after'),
    createdAt: (subscription) => timestamp(subscription, 'created_at'),
    updatedAt: (subscription) => timestamp(subscription, 'updated_at'),
    products: async (subscription, _args, ctx) =>
      (
        await ctx.provider.get<ProviderList<SubscriptionProductModel>>(
          `${subscriptionPath(subscription.id)}/products`,
        )
      ).data,
    plans: async (subscription, _args, ctx) =>
      (
        await ctx.provider.get<ProviderList<SubscriptionPlanModel>>(
          `${subscriptionPath(subscription.id)}/plans`,
        )
      ).data,
    invoices: (subscription, { page }, ctx) =>
      listPage<SubscriptionInvoiceModel>(ctx.provider, `${subscriptionPath(subscription.id)}/invoices`, {
        page,
        sort: 'number',
      }),
  },
  SubscriptionInvoice: {
    id: (invoice) => invoice.id,
    number: (invoice) => invoice.attributes.number ?? null,
    subscriptionId: (invoice) => metaString(invoice, 'subscription_id') ?? '',
    outstanding: (invoice) => invoice.attributes.outstanding === true,
    periodStart: (invoice) => invoice.attributes.billing_period?.start ?? null,
    periodEnd: (invoice) => invoice.attributes.billing_period?.end ?? null,
    price: (invoice) => optionalMoney(invoice.meta?.price as CurrencyPrice | undefined),
    items: (invoice) =>
      (invoice.attributes.invoice_items ?? []).map((item) => ({
        description: item.description,
        price: priceMoney(item.price, item.price.currency),
      })),
    createdAt: (invoice) => timestamp(invoice, 'created_at'),
    payments: async (invoice, _args, ctx) =>
      (
        await ctx.provider.get<ProviderList<SubscriptionPaymentModel>>(
          providerPath(BASE)`/invoices/${invoice.id}/payments`,
          { query: { 'page[limit]': MAX_PAGE_LIMIT } },
        )
      ).data,
  },
  Subscriber: {
    id: (subscriber) => subscriber.id,
    accountId: (subscriber) => subscriber.attributes.account_id,
    name: (subscriber) => subscriber.attributes.name,
    email: (subscriber) => subscriber.attributes.email,
    createdAt: (subscriber) => timestamp(subscriber, 'created_at'),
  },
  DunningRule: {
    id: (rule) => rule.id,
    paymentRetryType: (rule) => enumValue<PaymentRetryType>(rule.attributes.payment_retry_type),
    paymentRetryInterval: (rule) => rule.attributes.payment_retry_interval ?? null,
    paymentRetryUnit: (rule) =>
      rule.attributes.payment_retry_unit
        ? enumValue<PaymentRetryUnit>(rule.attributes.payment_retry_unit)
        : null,
    paymentRetryMultiplier: (rule) => rule.attributes.payment_retry_multiplier ?? null,
    paymentRetriesLimit: (rule) => rule.attributes.payment_retries_limit,
    action: (rule) => enumValue<DunningAction>(rule.attributes.action),
    isDefault: (rule) => rule.attributes.default === true,
  },
  ProrationPolicy: {
    id: (policy) => policy.id,
    name: (policy) => policy.attributes.name,
    rounding: (policy) => enumValue<ProrationRounding>(policy.attributes.rounding),
    externalRef: (policy) => policy.attributes.external_ref ?? null,
  },
  SubscriptionPayment: {
    id: (payment) => payment.id,
    success: (payment) => payment.attributes.success === true,
    pending: (payment) => payment.attributes.pending === true,
    gateway: (payment) => payment.attributes.gateway ?? null,
    externalPaymentId: (payment) => payment.attributes.external_payment_id ?? null,
    failureReason: (payment) => payment.attributes.failure_detail?.reason ?? null,
    amount: (payment) => optionalMoney(payment.attributes.amount),
    createdAt: (payment) => timestamp(payment, 'created_at'),
  },
};
