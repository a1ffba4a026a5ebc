import crypto from 'node:crypto';
import type { Request, Router } from 'express';
import { authenticatedStoreId, requireWriteAccess } from './auth';
import type { SandboxDatabase } from './db';
import { failedValidation, listEnvelope, queryParam } from './http';
import { runListQuery, type ListSchema } from './query';
import { ResourceCollection, type ResourceRecord } from './resources';
import {
  createSimpleResourceRouter,
  simpleResourceCollection,
  type FieldProblems,
  type SimpleRecord,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from './simple-resources';
import { readAttributes, type FieldSpec } from './subscription-fields';
import { offeringCollection, offeringMembers, renderOfferingMember } from './subscription-offerings';
import { existing, subscribers, subscriptionPlans } from './subscription-resources';

/**
 * Subscriptions (`/v2/subscriptions/subscriptions`) and their lifecycle: `POST /:id/states` with
 * `cancel`, `pause` or `resume` moves a subscription between active, paused and canceled when
 * the transition is legal and its plan allows it. Also the subscription's products, plans and
 * invoices, and the invoices (`/v2/subscriptions/invoices`) with their payments, which are read
 * only: billing runs that would create them are not modelled, the demo seed provides them.
 */

export type SubscriptionState = 'active' | 'paused' | 'canceled';

export interface SubscriptionData {
  external_ref?: string;
  name?: string;
  subscriber_id: string;
  offering_id: string;
  plan_id: string;
  currency: string;
  state: SubscriptionState;
  canceled_at?: string;
  paused_at?: string;
  resumed_at?: string;
}

type SubscriptionRecord = SimpleRecord<SubscriptionData>;

const SUBSCRIPTION_FIELDS: readonly FieldSpec[] = [
  { name: 'external_ref', kind: 'text' },
  { name: 'name', kind: 'text' },
  { name: 'subscriber_id', kind: 'text', required: true },
  { name: 'offering_id', kind: 'text', required: true },
  { name: 'plan_id', kind: 'text', required: true },
  { name: 'currency', kind: 'text', required: true, pattern: /^[A-Z]{3}$/ },
];

/** A subscription keeps its subscriber, offering and currency; only the plan and refs change. */
const FIXED_ON_UPDATE = ['subscriber_id', 'offering_id', 'currency'] as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readSubscription(
  document: Record<string, unknown>,
  previous: SubscriptionData | undefined,
  problems: FieldProblems,
): SubscriptionData {
  if (previous) {
    for (const field of FIXED_ON_UPDATE) {
      if (document[field] !== undefined && document[field] !== previous[field]) {
        problems.add(`${field} cannot be changed`, field);
      }
    }
  }
  const fields = readAttributes(
    SUBSCRIPTION_FIELDS,
    document,
    previous ? { ...previous } : undefined,
    problems,
  );
  const { state: _state, ...lifecycle } = previous ?? {};
  return {
    ...lifecycle,
    ...fields,
    subscriber_id: text(fields.subscriber_id),
    offering_id: text(fields.offering_id),
    plan_id: text(fields.plan_id),
    currency: text(fields.currency),
    state: previous?.state ?? 'active',
  };
}

function subscriptionDefinition(db: SandboxDatabase): SimpleResourceDefinition<SubscriptionData> {
  return {
    type: 'subscription',
    label: 'subscription',
    storedAs: 'subscription',
    path: '/v2/subscriptions/subscriptions',
    shape: 'attributes',
    decode: (data) => {
      if (!isPlainObject(data) || typeof data.subscriber_id !== 'string')
        throw new Error('Corrupt stored subscription');
      return data as unknown as SubscriptionData;
    },
    read: readSubscription,
    unique: [],
    filterFields: {
      subscriber_id: { operators: ['eq'], value: (item) => item.data.subscriber_id },
      offering_id: { operators: ['eq'], value: (item) => item.data.offering_id },
      plan_id: { operators: ['eq'], value: (item) => item.data.plan_id },
      external_ref: { operators: ['eq'], value: (item) => item.data.external_ref },
      status: { operators: ['eq'], value: (item) => statusOf(item.data) },
    },
    sortFields: {},
    renderFields: ({ state: _state, canceled_at: _c, paused_at: _p, resumed_at: _r, ...fields }) => fields,
    renderExtras: (record) => ({
      meta: {
        owner: 'store',
        status: statusOf(record.data),
        canceled: record.data.state === 'canceled',
        paused: record.data.state === 'paused',
        closed: false,
        suspended: false,
        pending: false,
        timestamps: {
          created_at: record.createdAt,
          updated_at: record.updatedAt,
          ...(record.data.canceled_at === undefined ? {} : { canceled_at: record.data.canceled_at }),
          ...(record.data.paused_at === undefined ? {} : { paused_at: record.data.paused_at }),
          ...(record.data.resumed_at === undefined ? {} : { resumed_at: record.data.resumed_at }),
        },
      },
    }),
    // The subscriber, the offering and a plan of that offering must exist in the store.
    beforeWrite: (data, _previous, context) => {
      if (!subscribers(db).get(context.storeId, data.subscriber_id)) {
        throw failedValidation('No subscriber found with that id', '/data/attributes/subscriber_id');
      }
      const offering = offeringCollection(db).get(context.storeId, data.offering_id);
      if (!offering) throw failedValidation('No offering found with that id', '/data/attributes/offering_id');
      if (!offering.data.plan_ids.includes(data.plan_id)) {
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
  const data = isPlainObject(body) ? body.data : undefined;
  if (!isPlainObject(data)) throw failedValidation('data is required and must be an object', '/data');
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
  const definition = subscriptionDefinition(db);
  const subscriptions = simpleResourceCollection(db, definition);
  const states = stateCollection(db);

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
      extraRoutes: (router) => {
        router.use('/:subscriptionId/invoices', invoicesOfSubscription);

        router.get('/:id/states', (req, res) => {
          const subscription = findSubscription(req);
          const own = states
            .list(subscription.storeId)
            .filter((state) => state.data.subscription_id === subscription.id);
          const result = runListQuery(
            own,
            { limit: queryParam(req, 'page[limit]'), offset: queryParam(req, 'page[offset]') },
            STATE_LIST_SCHEMA,
          );
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
          res.status(201).json({ data: renderState(record) });
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
                kind === 'plans' ? { selected: member.id === subscription.data.plan_id } : {},
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
