import crypto from 'node:crypto';
import type { Request, Router } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { failedValidation, listEnvelope, notFound } from '../core/http';
import { runListQuery, type ListSchema } from '../core/query';
import { ResourceCollection, type ResourceRecord } from '../core/resources';
import {
  createSimpleResourceRouter,
  FieldProblems,
  simpleResourceCollection,
  type SimpleRecord,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import {
  checkPaymentAuthority,
  EMAIL,
  readAttributes,
  UUID,
  visiblePaymentAuthority,
  type FieldSpec,
} from './subscription-fields';
import {
  offeringCollection,
  offeringMembers,
  renderOffering,
  renderOfferingMember,
} from './subscription-offerings';
import { existing, subscribers, subscriptionPlans } from './subscription-resources';
import { isPlainObject, pageParams, requestData } from '../core/request';

/**
 * Subscriptions (`/v2/subscriptions/subscriptions`) and their lifecycle: `POST /:id/states` with
 * `cancel`, `pause` or `resume` moves a subscription between active, paused and canceled when
 * the transition is legal and its plan allows it. Also the subscription's products, plans and
 * invoices, and the invoices (`/v2/subscriptions/invoices`) with their payments, which are read
 * only: billing runs that would create them are not modelled, the demo seed provides them.
 */

export type SubscriptionState = 'active' | 'paused' | 'canceled';

/**
 * A subscription as stored. The create body is the provider's BuildSubscription: flat fields in
 * `data` (account_id, name, email, currency, manual_payments, an offering by id or external ref
 * and one of its plans). The subscription's subscriber is the store's subscriber for that
 * account, created from the name and email on the account's first subscription; invoices and
 * the `subscriber` relationship refer to it.
 */
export interface SubscriptionData {
  external_ref?: string;
  account_id: string;
  address_id?: string;
  name: string;
  email: string;
  subscriber_id: string;
  offering_id: string;
  plan_id: string;
  currency: string;
  manual_payments: boolean;
  /** BuildSubscription's `first_invoice_paid`, shown as meta.first_invoice_prepaid. */
  first_invoice_prepaid: boolean;
  pending: boolean;
  payment_authority?: Record<string, unknown>;
  go_live_after?: string;
  state: SubscriptionState;
  canceled_at?: string;
  paused_at?: string;
  resumed_at?: string;
}

type SubscriptionRecord = SimpleRecord<SubscriptionData>;

const CREATE_FIELDS: readonly FieldSpec[] = [
  { name: 'external_ref', kind: 'text', max: 2048 },
  { name: 'account_id', kind: 'text', required: true, pattern: UUID },
  { name: 'address_id', kind: 'text', pattern: UUID },
  { name: 'offering_id', kind: 'text' },
  { name: 'offering_external_ref', kind: 'text', max: 2048 },
  { name: 'plan_id', kind: 'text', required: true },
  { name: 'currency', kind: 'text', required: true, pattern: /^[A-Z]{3}$/ },
  { name: 'name', kind: 'text', required: true, min: 3 },
  { name: 'email', kind: 'text', required: true, min: 3, pattern: EMAIL },
  { name: 'manual_payments', kind: 'boolean', required: true },
  { name: 'pending', kind: 'boolean' },
  { name: 'first_invoice_paid', kind: 'boolean' },
  { name: 'started_at', kind: 'text' },
  { name: 'payment_authority', kind: 'object' },
];

/**
 * BuildSubscription fields for the newer offering model (an offering built inline, pricing
 * options, features) and order links: not modelled, so refused rather than silently dropped.
 */
const NOT_MODELLED = [
  'offering',
  'plans',
  'pricing_options',
  'pricing_option_id',
  'features',
  'configured_features',
  'pricing_option_associations',
  'selected_plan',
  'selected_pricing_option',
  'order',
] as const;

/** SubscriptionUpdateAttributes: the plan, the address, the payment authority, go-live date. */
const UPDATE_FIELDS: readonly FieldSpec[] = [
  { name: 'plan_id', kind: 'text' },
  { name: 'address_id', kind: 'text', pattern: UUID },
  { name: 'go_live_after', kind: 'text' },
  { name: 'payment_authority', kind: 'object' },
];

/** Set when the subscription is created; an update naming a different value is refused. */
const FIXED_ON_UPDATE = [
  'account_id',
  'offering_id',
  'currency',
  'name',
  'email',
  'external_ref',
  'manual_payments',
] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Reads a BuildSubscription; the offering and the subscriber are resolved when it is stored. */
function readBuildSubscription(
  document: Record<string, unknown>,
  problems: FieldProblems,
): {
  fields: Record<string, unknown>;
  offering: { by: 'offering_id' | 'offering_external_ref'; value: string };
} {
  for (const field of NOT_MODELLED) {
    if (document[field] !== undefined) problems.add(`${field} is not modelled by the sandbox`, field);
  }
  const fields = readAttributes(CREATE_FIELDS, document, undefined, problems);
  checkPaymentAuthority(document.payment_authority, problems, { nullable: false });
  if (fields.started_at !== undefined && fields.first_invoice_paid !== true) {
    problems.add('started_at may only be supplied when first_invoice_paid is true', 'started_at');
  }
  const byId = optionalText(fields.offering_id);
  const byRef = optionalText(fields.offering_external_ref);
  if (byId === undefined && byRef === undefined) {
    problems.add('offering_id or offering_external_ref is required', 'offering_id');
  }
  return {
    fields,
    offering:
      byId !== undefined
        ? { by: 'offering_id', value: byId }
        : { by: 'offering_external_ref', value: byRef ?? '' },
  };
}

/** An update (SubscriptionUpdate, `{ id, type, attributes }`) of an existing subscription. */
function readSubscriptionUpdate(
  document: Record<string, unknown>,
  previous: SubscriptionData | undefined,
  problems: FieldProblems,
): SubscriptionData {
  if (!previous) throw new Error('Subscriptions are created through BuildSubscription');
  for (const field of FIXED_ON_UPDATE) {
    if (document[field] !== undefined && document[field] !== previous[field]) {
      problems.add(`${field} cannot be changed`, field);
    }
  }
  if (document.pricing_option_id !== undefined) {
    problems.add('pricing_option_id is not modelled by the sandbox', 'pricing_option_id');
  }
  const NULLABLE = ['address_id', 'go_live_after', 'payment_authority'] as const;
  const present = Object.fromEntries(
    Object.entries(document).filter(
      ([field, value]) => value !== null || !NULLABLE.some((name) => name === field),
    ),
  );
  const fields = readAttributes(UPDATE_FIELDS, present, { ...previous }, problems);
  checkPaymentAuthority(document.payment_authority, problems, { nullable: true });
  const updated: SubscriptionData = { ...previous, plan_id: text(fields.plan_id) };
  // address_id, payment_authority and go_live_after are nullable: null clears them.
  for (const field of NULLABLE) {
    if (document[field] === null) delete updated[field];
    else if (fields[field] !== undefined) Object.assign(updated, { [field]: fields[field] });
  }
  return updated;
}

const INTERVAL_MONTHS: Readonly<Record<string, number>> = { month: 1, year: 12 };
const INTERVAL_DAYS: Readonly<Record<string, number>> = { day: 1, week: 7 };

/** The start of the billing period after `now`, stepping by the plan's cycle from `start`. */
function nextPeriodStart(start: string, plan: Record<string, unknown> | undefined, now: number): string {
  const interval = typeof plan?.billing_interval_type === 'string' ? plan.billing_interval_type : 'month';
  const frequency = typeof plan?.billing_frequency === 'number' ? plan.billing_frequency : 1;
  const next = new Date(start);
  // Bounded: a daily plan started 30 years ago still ends well within this.
  for (let step = 0; step < 20000 && next.getTime() <= now; step += 1) {
    const months = INTERVAL_MONTHS[interval];
    if (months !== undefined) next.setUTCMonth(next.getUTCMonth() + months * frequency);
    else next.setUTCDate(next.getUTCDate() + (INTERVAL_DAYS[interval] ?? 30) * frequency);
  }
  return next.toISOString();
}

function subscriptionDefinition(
  db: SandboxDatabase,
  now: () => number = Date.now,
): SimpleResourceDefinition<SubscriptionData> {
  const states = stateCollection(db);
  return {
    type: 'subscription',
    label: 'subscription',
    storedAs: 'subscription',
    path: '/v2/subscriptions/subscriptions',
    shape: 'attributes',
    // Created by the BuildSubscription route in createSubscriptionsRouter.
    operations: ['list', 'get', 'update', 'delete'],
    // Records stored before the BuildSubscription model (subscriber_id, no account fields) read
    // with empty account fields and the flags' defaults, so an older sandbox database still lists.
    decode: (data) => {
      if (!isPlainObject(data) || typeof data.subscriber_id !== 'string')
        throw new Error('Corrupt stored subscription');
      return {
        account_id: '',
        name: '',
        email: '',
        manual_payments: false,
        first_invoice_prepaid: false,
        pending: false,
        ...data,
      } as unknown as SubscriptionData;
    },
    read: readSubscriptionUpdate,
    unique: [],
    filterFields: {
      // The provider's filters…
      account_id: { operators: ['eq'], value: (item) => item.data.account_id },
      name: { operators: ['eq'], value: (item) => item.data.name },
      email: { operators: ['eq'], value: (item) => item.data.email },
      external_ref: { operators: ['eq'], value: (item) => item.data.external_ref },
      // …and the sandbox's own, for tests and the demo store.
      subscriber_id: { operators: ['eq'], value: (item) => item.data.subscriber_id },
      offering_id: { operators: ['eq'], value: (item) => item.data.offering_id },
      plan_id: { operators: ['eq'], value: (item) => item.data.plan_id },
      status: { operators: ['eq'], value: (item) => statusOf(item.data) },
    },
    sortFields: {},
    renderExtras: (record) => {
      const { data } = record;
      const offering = offeringCollection(db).get(record.storeId, data.offering_id);
      const plan = subscriptionPlans(db).get(record.storeId, data.plan_id);
      const latest = states
        .list(record.storeId)
        .filter((state) => state.data.subscription_id === record.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.data.sequence - a.data.sequence)[0];
      const paymentAuthority = visiblePaymentAuthority(data.payment_authority);
      return {
        // SubscriptionAttributes: the offering is embedded as an Offering document.
        attributes: {
          ...(data.external_ref === undefined ? {} : { external_ref: data.external_ref }),
          account_id: data.account_id,
          ...(data.address_id === undefined ? {} : { address_id: data.address_id }),
          offering: offering ? renderOffering(db, offering) : null,
          plan_id: data.plan_id,
          currency: data.currency,
          name: data.name,
          email: data.email,
          ...(paymentAuthority === undefined ? {} : { payment_authority: paymentAuthority }),
        },
        relationships: {
          subscriber: { data: { type: 'subscription_subscriber', id: data.subscriber_id } },
        },
        meta: {
          owner: 'store',
          status: statusOf(data),
          canceled: data.state === 'canceled',
          paused: data.state === 'paused',
          closed: false,
          suspended: false,
          pending: data.pending,
          manual_payments: data.manual_payments,
          first_invoice_prepaid: data.first_invoice_prepaid,
          invoice_after: nextPeriodStart(record.createdAt, plan?.data, now()),
          ...(latest ? { state: renderState(latest) } : {}),
          timestamps: {
            created_at: record.createdAt,
            updated_at: record.updatedAt,
            ...(data.canceled_at === undefined ? {} : { canceled_at: data.canceled_at }),
            ...(data.paused_at === undefined ? {} : { paused_at: data.paused_at }),
            ...(data.resumed_at === undefined ? {} : { resumed_at: data.resumed_at }),
            ...(data.go_live_after === undefined ? {} : { go_live_after: data.go_live_after }),
          },
        },
      };
    },
    // On update, the new plan must be one of the offering's.
    beforeWrite: (data, _previous, context) => {
      const offering = offeringCollection(db).get(context.storeId, data.offering_id);
      if (!offering?.data.plan_ids.includes(data.plan_id)) {
        throw failedValidation('The plan is not part of the offering', '/data/attributes/plan_id');
      }
    },
  };
}

function statusOf(data: SubscriptionData): 'active' | 'inactive' {
  return data.state === 'canceled' ? 'inactive' : 'active';
}

export const subscriptionCollection = (db: SandboxDatabase) =>
  simpleResourceCollection(db, subscriptionDefinition(db));

// ---------------------------------------------------------------------------------------------
// States

export const STATE_ACTIONS = ['cancel', 'pause', 'resume'] as const;
export type StateAction = (typeof STATE_ACTIONS)[number];

interface StateData {
  subscription_id: string;
  action: StateAction;
  /** Orders changes made within the same millisecond. */
  sequence: number;
}

const stateCollection = (db: SandboxDatabase) =>
  new ResourceCollection<StateData>(db, {
    name: 'subscription_state',
    decode: (data) => {
      if (!isPlainObject(data) || typeof data.subscription_id !== 'string')
        throw new Error('Corrupt stored state');
      return data as unknown as StateData;
    },
  });

/** Which states an action may start from, the state it leads to, and the plan flag it needs. */
const TRANSITIONS: Readonly<
  Record<
    StateAction,
    {
      from: readonly SubscriptionState[];
      to: SubscriptionState;
      planFlag: string;
      stamp: keyof SubscriptionData;
    }
  >
> = {
  cancel: { from: ['active', 'paused'], to: 'canceled', planFlag: 'can_cancel', stamp: 'canceled_at' },
  pause: { from: ['active'], to: 'paused', planFlag: 'can_pause', stamp: 'paused_at' },
  resume: { from: ['paused', 'canceled'], to: 'active', planFlag: 'can_resume', stamp: 'resumed_at' },
};

function readAction(body: unknown): StateAction {
  const data = requestData(body);
  if (data.type !== 'subscription_state')
    throw failedValidation('type must be subscription_state', '/data/type');
  const action = isPlainObject(data.attributes) ? data.attributes.action : undefined;
  const known = STATE_ACTIONS.find((candidate) => candidate === action);
  if (!known) {
    throw failedValidation(`action must be one of ${STATE_ACTIONS.join(', ')}`, '/data/attributes/action');
  }
  return known;
}

function renderState(record: ResourceRecord<StateData>): Record<string, unknown> {
  return {
    id: record.id,
    type: 'subscription_state',
    attributes: { action: record.data.action },
    meta: { created_at: record.createdAt },
  };
}

// ---------------------------------------------------------------------------------------------
// Invoices and payments (read only)

export interface InvoiceData {
  subscription_id: string;
  subscriber_id: string;
  billing_period: { start: string; end: string };
  invoice_items: { description: string; price: Price; plan_id?: string }[];
  outstanding: boolean;
  number: number;
  tax_required: boolean;
  payment_retries_limit_reached: boolean;
  manual_payment_pending: boolean;
  price: Price;
}

export interface Price {
  currency: string;
  amount: number;
  includes_tax: boolean;
}

export interface PaymentData {
  invoice_id: string;
  subscription_id: string;
  success: boolean;
  pending: boolean;
  gateway: string;
  external_payment_id?: string;
  failure_detail?: { reason: string };
  amount: Price;
  manual_payment: boolean;
}

function decodeWith<TData>(label: string, required: string) {
  return (data: unknown): TData => {
    if (!isPlainObject(data) || typeof data[required] !== 'string')
      throw new Error(`Corrupt stored ${label}`);
    return data as unknown as TData;
  };
}

export const invoiceDefinition: SimpleResourceDefinition<InvoiceData> = {
  type: 'subscription_invoice',
  label: 'invoice',
  storedAs: 'subscription_invoice',
  path: '/v2/subscriptions/invoices',
  shape: 'attributes',
  operations: ['list', 'get'],
  decode: decodeWith<InvoiceData>('invoice', 'subscription_id'),
  read: () => {
    throw new Error('Invoices are read only');
  },
  unique: [],
  filterFields: {
    subscription_id: { operators: ['eq'], value: (item) => item.data.subscription_id },
    subscriber_id: { operators: ['eq'], value: (item) => item.data.subscriber_id },
    outstanding: { operators: ['eq'], value: (item) => String(item.data.outstanding) },
  },
  sortFields: { number: (item) => item.data.number },
  renderFields: ({ subscription_id: _s, subscriber_id: _b, price: _p, ...fields }) => fields,
  renderExtras: (record) => ({
    meta: {
      owner: 'store',
      subscription_id: record.data.subscription_id,
      subscriber_id: record.data.subscriber_id,
      price: record.data.price,
      proration_events: [],
      timestamps: { created_at: record.createdAt, updated_at: record.updatedAt },
    },
  }),
};

export const invoiceCollection = (db: SandboxDatabase) => simpleResourceCollection(db, invoiceDefinition);

export const paymentDefinition: SimpleResourceDefinition<PaymentData> = {
  type: 'subscription_invoice_payment',
  label: 'payment',
  storedAs: 'subscription_invoice_payment',
  path: '/v2/subscriptions/invoices',
  shape: 'attributes',
  operations: ['list', 'get'],
  decode: decodeWith<PaymentData>('payment', 'invoice_id'),
  read: () => {
    throw new Error('Payments are read only');
  },
  unique: [],
  filterFields: { success: { operators: ['eq'], value: (item) => String(item.data.success) } },
  sortFields: {},
  renderFields: ({ invoice_id: _i, subscription_id: _s, manual_payment: _m, ...fields }) => fields,
  renderExtras: (record) => ({
    links: { self: `/v2/subscriptions/invoices/${record.data.invoice_id}/payments/${record.id}` },
    meta: {
      owner: 'store',
      invoice_id: record.data.invoice_id,
      subscription_id: record.data.subscription_id,
      manual_payment: record.data.manual_payment,
      timestamps: { created_at: record.createdAt, updated_at: record.updatedAt },
    },
  }),
};

export const paymentCollection = (db: SandboxDatabase) => simpleResourceCollection(db, paymentDefinition);

/** `/v2/subscriptions/invoices`: list (filter, paging), one invoice, its payments and one payment. */
export function createInvoicesRouter(options: SimpleResourceRoutesOptions): Router {
  const invoices = invoiceCollection(options.db);
  const payments = createSimpleResourceRouter(
    {
      ...paymentDefinition,
      parent: {
        param: 'invoiceId',
        idOf: (data) => data.invoice_id,
        withParent: (data, invoiceId) => ({ ...data, invoice_id: invoiceId }),
        assertExists: (storeId, invoiceId) => {
          existing(invoices.get(storeId, invoiceId), 'invoice');
        },
      },
    },
    options,
  );
  return createSimpleResourceRouter(
    { ...invoiceDefinition, extraRoutes: (router) => router.use('/:invoiceId/payments', payments) },
    options,
  );
}

// ---------------------------------------------------------------------------------------------
// Routes

const STATE_LIST_SCHEMA: ListSchema<ResourceRecord<StateData>> = {
  filter: { fields: {} },
  sortFields: {},
  defaultSort: [
    { field: 'created_at', descending: false, value: (record) => record.createdAt },
    { field: 'sequence', descending: false, value: (record) => record.data.sequence },
  ],
};

/** `/v2/subscriptions/subscriptions`: CRUD, states, and the subscription's products, plans and invoices. */
export function createSubscriptionsRouter(options: SimpleResourceRoutesOptions): Router {
  const { db } = options;
  const definition = subscriptionDefinition(db, options.now);
  const subscriptions = simpleResourceCollection(db, definition);
  const states = stateCollection(db);
  const offerings = offeringCollection(db);

  /** `POST /`: a BuildSubscription for an existing offering and one of its plans. */
  const create = (req: Request): SubscriptionRecord => {
    const storeId = authenticatedStoreId(req.auth);
    const body: unknown = req.body;
    const document = requestData(body);
    if (document.type !== undefined && document.type !== 'subscription') {
      throw failedValidation('type must be subscription', '/data/type');
    }
    const problems = new FieldProblems('/data');
    const { fields, offering: reference } = readBuildSubscription(document, problems);
    problems.throwIfAny();
    const timestamp = new Date(options.now()).toISOString();
    return subscriptions.transaction(() => {
      const offering = offerings
        .list(storeId)
        .find((candidate) =>
          reference.by === 'offering_id'
            ? candidate.id === reference.value
            : candidate.data.external_ref === reference.value,
        );
      if (!offering) throw failedValidation('No offering found', `/data/${reference.by}`);
      const planId = text(fields.plan_id);
      if (!offering.data.plan_ids.includes(planId)) {
        throw failedValidation('The plan is not part of the offering', '/data/plan_id');
      }
      const accountId = text(fields.account_id);
      const subscriberCollection = subscribers(db);
      let subscriber = subscriberCollection
        .list(storeId)
        .find((entry) => entry.data.account_id === accountId);
      if (!subscriber) {
        subscriber = {
          id: crypto.randomUUID(),
          storeId,
          data: {
            account_id: accountId,
            name: fields.name,
            email: fields.email,
            ...(fields.payment_authority === undefined
              ? {}
              : { payment_authority: fields.payment_authority }),
          },
          createdAt: timestamp,
          updatedAt: timestamp,
        };
        subscriberCollection.insert(subscriber);
      }
      const data: SubscriptionData = {
        ...(typeof fields.external_ref === 'string' ? { external_ref: fields.external_ref } : {}),
        account_id: accountId,
        ...(typeof fields.address_id === 'string' ? { address_id: fields.address_id } : {}),
        name: text(fields.name),
        email: text(fields.email),
        subscriber_id: subscriber.id,
        offering_id: offering.id,
        plan_id: planId,
        currency: text(fields.currency),
        manual_payments: fields.manual_payments === true,
        first_invoice_prepaid: fields.first_invoice_paid === true,
        pending: fields.pending === true,
        ...(isPlainObject(fields.payment_authority) ? { payment_authority: fields.payment_authority } : {}),
        state: 'active',
      };
      const record: SubscriptionRecord = {
        id: crypto.randomUUID(),
        storeId,
        data,
        createdAt: timestamp,
        updatedAt: timestamp,
      };
      subscriptions.insert(record);
      return record;
    });
  };

  const findSubscription = (req: Request): SubscriptionRecord => {
    const { id } = req.params;
    const storeId = authenticatedStoreId(req.auth);
    return existing(typeof id === 'string' ? subscriptions.get(storeId, id) : undefined, 'subscription');
  };
  const invoicesOfSubscription = createSimpleResourceRouter(
    {
      ...invoiceDefinition,
      parent: {
        // Not `id`: the nested router's own `/:id` is the invoice's.
        param: 'subscriptionId',
        idOf: (data) => data.subscription_id,
        withParent: (data, subscriptionId) => ({ ...data, subscription_id: subscriptionId }),
        assertExists: (storeId, subscriptionId) => {
          existing(subscriptions.get(storeId, subscriptionId), 'subscription');
        },
      },
    },
    options,
  );

  return createSimpleResourceRouter(
    {
      ...definition,
      extraRoutes: (router, helpers) => {
        router.post('/', requireWriteAccess, (req, res) => {
          const created = create(req);
          res.status(201).json({ data: helpers.render(created, []) });
        });

        router.use('/:subscriptionId/invoices', invoicesOfSubscription);

        router.get('/:id/states', (req, res) => {
          const subscription = findSubscription(req);
          const own = states
            .list(subscription.storeId)
            .filter((state) => state.data.subscription_id === subscription.id);
          const result = runListQuery(own, pageParams(req), STATE_LIST_SCHEMA);
          res.json(listEnvelope(req, result, renderState));
        });

        router.post('/:id/states', requireWriteAccess, (req, res) => {
          const subscription = findSubscription(req);
          const action = readAction(req.body);
          const transition = TRANSITIONS[action];
          if (!transition.from.includes(subscription.data.state)) {
            throw failedValidation(
              `A ${subscription.data.state} subscription cannot ${action}`,
              '/data/attributes/action',
            );
          }
          const plan = subscriptionPlans(db).get(subscription.storeId, subscription.data.plan_id);
          const allowed = plan ? plan.data[transition.planFlag] : undefined;
          if (allowed === false || (allowed === undefined && action !== 'cancel')) {
            throw failedValidation(
              `The subscription's plan does not allow ${action}`,
              '/data/attributes/action',
            );
          }
          const timestamp = new Date(options.now()).toISOString();
          const record: ResourceRecord<StateData> = {
            id: crypto.randomUUID(),
            storeId: subscription.storeId,
            data: { subscription_id: subscription.id, action, sequence: states.count(subscription.storeId) },
            createdAt: timestamp,
            updatedAt: timestamp,
          };
          subscriptions.transaction(() => {
            subscriptions.replace(
              subscription.storeId,
              subscription.id,
              { ...subscription.data, state: transition.to, [transition.stamp]: timestamp },
              timestamp,
            );
            states.insert(record);
          });
          // CreateSubscriptionState answers 204 without a body; GET …/states lists the change.
          res.status(204).end();
        });

        router.get('/:id/states/:stateId', (req, res) => {
          const subscription = findSubscription(req);
          const { stateId } = req.params;
          const state = typeof stateId === 'string' ? states.get(subscription.storeId, stateId) : undefined;
          if (state?.data.subscription_id !== subscription.id) throw notFound('No subscription state found');
          res.json({ data: renderState(state) });
        });

        for (const kind of ['products', 'plans'] as const) {
          router.get(`/:id/${kind}`, (req, res) => {
            const subscription = findSubscription(req);
            const offering = existing(
              offeringCollection(db).get(subscription.storeId, subscription.data.offering_id),
              'offering',
            );
            const type = kind === 'products' ? 'subscription_offering_product' : 'subscription_offering_plan';
            // The plan the subscription is on is marked as selected, like the provider's meta.
            const items = offeringMembers(db, offering, kind).map((member) =>
              renderOfferingMember(
                member,
                type,
                offering.id,
                // PlanMeta.active_plan: true for the subscription's plan, null for the others.
                kind === 'plans'
                  ? { active_plan: member.id === subscription.data.plan_id ? true : null }
                  : {},
              ),
            );
            res.json({ data: items, meta: { results: { total: items.length } } });
          });
        }
      },
    },
    options,
  );
}
