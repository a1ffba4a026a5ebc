import crypto from 'node:crypto';
import type { Request, Router } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { ApiError, conflict, failedValidation, notFound, providerError } from '../core/http';
import type { ProviderError } from '../core/http';
import {
  createSimpleResourceRouter,
  FieldProblems,
  simpleResourceCollection,
  type SimpleRecord,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { readAttributes, type FieldSpec } from './subscription-fields';
import {
  existing,
  prorationPolicies,
  subscriptionPlans,
  subscriptionProducts,
} from './subscription-resources';
import { isPlainObject, requestData } from '../core/request';

/**
 * Offerings (`/v2/subscriptions/offerings`): a named bundle of subscription products and the
 * plans they can be bought on, plus an optional proration policy. CRUD comes from the registry;
 * `POST /build` creates an offering with its products and plans in one call, and the nested
 * routes attach, remove and replace them. An offering refers to products and plans by id, so
 * editing a product shows in every offering that holds it.
 */

export interface OfferingData {
  name: string;
  description?: string;
  external_ref?: string;
  product_ids: string[];
  plan_ids: string[];
  proration_policy_id?: string;
}

type OfferingRecord = SimpleRecord<OfferingData>;

const OFFERING_FIELDS: readonly FieldSpec[] = [
  { name: 'external_ref', kind: 'text' },
  { name: 'name', kind: 'text', required: true, min: 3 },
  { name: 'description', kind: 'text' },
];

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

function readOffering(
  document: Record<string, unknown>,
  previous: OfferingData | undefined,
  problems: FieldProblems,
): OfferingData {
  const fields = readAttributes(OFFERING_FIELDS, document, previous ? { ...previous } : undefined, problems);
  return {
    name: typeof fields.name === 'string' ? fields.name : '',
    ...(typeof fields.description === 'string' ? { description: fields.description } : {}),
    ...(typeof fields.external_ref === 'string' ? { external_ref: fields.external_ref } : {}),
    // Relationships change only through the dedicated routes.
    product_ids: previous?.product_ids ?? [],
    plan_ids: previous?.plan_ids ?? [],
    ...(previous?.proration_policy_id === undefined
      ? {}
      : { proration_policy_id: previous.proration_policy_id }),
  };
}

const OFFERINGS_PATH = '/v2/subscriptions/offerings';

function withoutRelationships({
  product_ids: _products,
  plan_ids: _plans,
  proration_policy_id: _policy,
  ...fields
}: OfferingData): Record<string, unknown> {
  return fields;
}

/** OfferingMeta's `external_plan_refs`: the external refs of the offering's plans that have one. */
function planExternalRefs(db: SandboxDatabase, record: OfferingRecord): string[] {
  const plans = subscriptionPlans(db);
  return record.data.plan_ids.flatMap((id) => {
    const ref = plans.get(record.storeId, id)?.data.external_ref;
    return typeof ref === 'string' ? [ref] : [];
  });
}

export const offeringDefinition = (db: SandboxDatabase): SimpleResourceDefinition<OfferingData> => ({
  type: 'subscription_offering',
  label: 'offering',
  storedAs: 'subscription_offering',
  path: OFFERINGS_PATH,
  shape: 'attributes',
  decode: (data) => {
    if (!isPlainObject(data) || typeof data.name !== 'string') throw new Error('Corrupt stored offering');
    return {
      name: data.name,
      ...(typeof data.description === 'string' ? { description: data.description } : {}),
      ...(typeof data.external_ref === 'string' ? { external_ref: data.external_ref } : {}),
      product_ids: strings(data.product_ids),
      plan_ids: strings(data.plan_ids),
      ...(typeof data.proration_policy_id === 'string'
        ? { proration_policy_id: data.proration_policy_id }
        : {}),
    };
  },
  read: readOffering,
  unique: [],
  filterFields: {
    name: { operators: ['eq', 'like'], value: (item) => item.data.name },
    external_ref: { operators: ['eq'], value: (item) => item.data.external_ref },
  },
  sortFields: { name: (item) => item.data.name },
  renderFields: withoutRelationships,
  // OfferingResponseAttributes carry the timestamps; OfferingMeta lists the plans' external refs.
  renderExtras: (record) => ({
    attributes: {
      ...withoutRelationships(record.data),
      created_at: record.createdAt,
      updated_at: record.updatedAt,
    },
    meta: {
      owner: 'store',
      timestamps: { created_at: record.createdAt, updated_at: record.updatedAt },
      external_plan_refs: planExternalRefs(db, record),
    },
    relationships: {
      products: {
        data: record.data.product_ids.map((id) => ({ type: 'subscription_offering_product', id })),
      },
      plans: { data: record.data.plan_ids.map((id) => ({ type: 'subscription_offering_plan', id })) },
      // The document allows a policy reference or no relationship at all, never `{ data: null }`.
      ...(record.data.proration_policy_id === undefined
        ? {}
        : {
            proration_policy: {
              data: { type: 'subscription_proration_policy', id: record.data.proration_policy_id },
            },
          }),
    },
  }),
});

export const offeringCollection = (db: SandboxDatabase) =>
  simpleResourceCollection(db, offeringDefinition(db));

/** An offering as the provider's Offering document, e.g. embedded in a subscription. */
export function renderOffering(db: SandboxDatabase, record: OfferingRecord): Record<string, unknown> {
  const definition = offeringDefinition(db);
  return {
    id: record.id,
    type: definition.type,
    links: { self: `${OFFERINGS_PATH}/${record.id}` },
    ...definition.renderExtras?.(record, []),
  };
}

/** An offering's product or plan, shown with the offering's own document type. */
export function renderOfferingMember(
  record: SimpleRecord<Record<string, unknown>>,
  type: 'subscription_offering_product' | 'subscription_offering_plan',
  offeringId: string,
  extraMeta: Record<string, unknown> = {},
): Record<string, unknown> {
  const plural = type === 'subscription_offering_product' ? 'products' : 'plans';
  return {
    id: record.id,
    type,
    // OfferingPlanResponseAttributes: the plan's attributes, its timestamps and the (not
    // modelled, so empty) feature configurations.
    attributes: {
      ...record.data,
      created_at: record.createdAt,
      updated_at: record.updatedAt,
      ...(type === 'subscription_offering_plan' ? { feature_configurations: {} } : {}),
    },
    links: { self: `${OFFERINGS_PATH}/${offeringId}/${plural}/${record.id}` },
    meta: {
      owner: 'store',
      timestamps: { created_at: record.createdAt, updated_at: record.updatedAt },
      ...extraMeta,
    },
  };
}

/** Ids from `{ data: [{ type, id }] }` (or plain id strings), each checked to exist in the store. */
function readMemberIds(
  body: unknown,
  exists: (id: string) => boolean,
  label: string,
  pointerBase = '/data',
): string[] {
  const data = isPlainObject(body) ? body.data : undefined;
  // The JS SDK's AttachProducts/AttachPlans/ReplaceProducts send `{ data: { products: [ids] } }`.
  const named = isPlainObject(data) ? data[`${label}s`] : undefined;
  if (Array.isArray(named)) return readMemberIds({ data: named }, exists, label, `${pointerBase}/${label}s`);
  const list = isPlainObject(data) ? [data] : data;
  if (!Array.isArray(list)) throw failedValidation('data must be an array of { type, id }', pointerBase);
  const problems: ProviderError[] = [];
  const ids = list.map((entry: unknown, index) => {
    const id = typeof entry === 'string' ? entry : isPlainObject(entry) ? entry.id : undefined;
    if (typeof id !== 'string' || !exists(id)) {
      problems.push(providerError(422, `No ${label} found with id ${String(id)}`, `${pointerBase}/${index}`));
      return '';
    }
    return id;
  });
  if (problems.length > 0) throw new ApiError(422, problems);
  return ids;
}

/**
 * The members of a BuildOffering body. The document's form requires `plans` and `pricing_options`,
 * each with at least one item: its plans are what a subscriber receives (name, SKU, price per
 * currency; this sandbox's products) and its pricing options the billing cycles with their discount
 * (this sandbox's plans), named here by id. The JS SDK's older body (`products`, optional `plans`,
 * both ids as named) is told apart by having `products` and no `pricing_options`.
 */
function readBuildMembers(
  data: Record<string, unknown>,
  exists: { product: (id: string) => boolean; plan: (id: string) => boolean },
): { productIds: string[]; planIds: string[] } {
  const sdkForm = data.products !== undefined && data.pricing_options === undefined;
  const productsAt = sdkForm ? 'products' : 'plans';
  const plansAt = sdkForm ? 'plans' : 'pricing_options';
  const required = (field: string, what: string) => {
    const value = data[field];
    if (value === undefined) throw failedValidation(`${field} is required`, `/data/${field}`);
    if (!Array.isArray(value) || value.length === 0) {
      throw failedValidation(`${field} must name at least one ${what}`, `/data/${field}`);
    }
    return value;
  };
  const productIds = readMemberIds(
    { data: required(productsAt, 'product') },
    exists.product,
    'product',
    `/data/${productsAt}`,
  );
  const planIds = readMemberIds(
    { data: sdkForm ? (data.plans ?? []) : required(plansAt, 'plan') },
    exists.plan,
    'plan',
    `/data/${plansAt}`,
  );
  return { productIds, planIds };
}

interface MemberKind {
  field: 'product_ids' | 'plan_ids';
  label: string;
  type: 'subscription_offering_product' | 'subscription_offering_plan';
  collection: (db: SandboxDatabase) => {
    get: (storeId: string, id: string) => SimpleRecord<Record<string, unknown>> | undefined;
  };
}

const PRODUCTS: MemberKind = {
  field: 'product_ids',
  label: 'product',
  type: 'subscription_offering_product',
  collection: subscriptionProducts,
};
const PLANS: MemberKind = {
  field: 'plan_ids',
  label: 'plan',
  type: 'subscription_offering_plan',
  collection: subscriptionPlans,
};

/** The offering's members that still exist, in attachment order. */
export function offeringMembers(
  db: SandboxDatabase,
  offering: OfferingRecord,
  kind: 'products' | 'plans',
): SimpleRecord<Record<string, unknown>>[] {
  const member = kind === 'products' ? PRODUCTS : PLANS;
  const collection = member.collection(db);
  return offering.data[member.field].flatMap((id) => collection.get(offering.storeId, id) ?? []);
}

/** `/v2/subscriptions/offerings`: CRUD plus build, attach/remove/replace and the proration policy. */
export function createOfferingsRouter(options: SimpleResourceRoutesOptions): Router {
  const { db } = options;
  const offerings = offeringCollection(db);
  const timestamp = () => new Date(options.now()).toISOString();

  const findOffering = (req: Request): OfferingRecord => {
    const { id } = req.params;
    const storeId = authenticatedStoreId(req.auth);
    return existing(typeof id === 'string' ? offerings.get(storeId, id) : undefined, 'offering');
  };
  const save = (offering: OfferingRecord, data: OfferingData): OfferingRecord => {
    const updatedAt = timestamp();
    offerings.replace(offering.storeId, offering.id, data, updatedAt);
    return { ...offering, data, updatedAt };
  };
  const exists = (member: MemberKind, storeId: string) => (id: string) =>
    member.collection(db).get(storeId, id) !== undefined;
  const membersEnvelope = (offering: OfferingRecord, member: MemberKind) => {
    const items = offeringMembers(db, offering, member === PRODUCTS ? 'products' : 'plans');
    return {
      data: items.map((record) => renderOfferingMember(record, member.type, offering.id)),
      meta: { results: { total: items.length } },
    };
  };

  const memberRoutes = (router: Router, plural: 'products' | 'plans', member: MemberKind) => {
    router.get(`/:id/${plural}`, (req, res) => {
      res.json(membersEnvelope(findOffering(req), member));
    });
    router.post(`/:id/${plural}/attach`, requireWriteAccess, (req, res) => {
      const offering = findOffering(req);
      const ids = readMemberIds(req.body, exists(member, offering.storeId), member.label);
      const current = offering.data[member.field];
      ids.forEach((id, index) => {
        if (current.includes(id) || ids.indexOf(id) !== index) {
          throw conflict(`The ${member.label} ${id} is already attached to this offering`, `/data/${index}`);
        }
      });
      const saved = save(offering, { ...offering.data, [member.field]: [...current, ...ids] });
      res.status(201).json(membersEnvelope(saved, member));
    });
    router.delete(`/:id/${plural}/:memberId`, requireWriteAccess, (req, res) => {
      const offering = findOffering(req);
      const { memberId } = req.params;
      const current = offering.data[member.field];
      if (typeof memberId !== 'string' || !current.includes(memberId)) {
        throw notFound(`No ${member.label} attached to this offering with that id`);
      }
      save(offering, { ...offering.data, [member.field]: current.filter((id) => id !== memberId) });
      res.status(204).end();
    });
  };

  return createSimpleResourceRouter(
    {
      ...offeringDefinition(db),
      extraRoutes: (router, helpers) => {
        router.post('/build', requireWriteAccess, (req, res) => {
          const storeId = authenticatedStoreId(req.auth);
          const data = requestData(req.body);
          // The provider's BuildOffering body carries the fields flat in `data`, without a type
          // (what the JS SDK sends); the `{ type, attributes }` form is accepted as well.
          if (data.type !== undefined && data.type !== 'subscription_offering') {
            throw failedValidation('type must be subscription_offering', '/data/type');
          }
          const attributes = isPlainObject(data.attributes) ? data.attributes : undefined;
          const problems = new FieldProblems(attributes ? '/data/attributes' : '/data');
          const fields = readOffering(attributes ?? data, undefined, problems);
          problems.throwIfAny();
          const { productIds, planIds } = readBuildMembers(data, {
            product: exists(PRODUCTS, storeId),
            plan: exists(PLANS, storeId),
          });
          const policyId = data.proration_policy_id;
          if (
            policyId !== undefined &&
            (typeof policyId !== 'string' || !prorationPolicies(db).get(storeId, policyId))
          ) {
            throw failedValidation('No proration policy found with that id', '/data/proration_policy_id');
          }
          const created: OfferingRecord = {
            id: crypto.randomUUID(),
            storeId,
            data: {
              ...fields,
              product_ids: [...new Set(productIds)],
              plan_ids: [...new Set(planIds)],
              ...(typeof policyId === 'string' ? { proration_policy_id: policyId } : {}),
            },
            createdAt: timestamp(),
            updatedAt: timestamp(),
          };
          offerings.insert(created);
          res.status(201).json({ data: helpers.render(created, []) });
        });

        memberRoutes(router, 'products', PRODUCTS);
        memberRoutes(router, 'plans', PLANS);

        router.put('/:id/products/replace', requireWriteAccess, (req, res) => {
          const offering = findOffering(req);
          const ids = readMemberIds(req.body, exists(PRODUCTS, offering.storeId), 'product');
          const saved = save(offering, { ...offering.data, product_ids: [...new Set(ids)] });
          res.json(membersEnvelope(saved, PRODUCTS));
        });

        // `{ data: { type, id } }` sets the policy; `{ data: null }` clears it.
        router.put('/:id/relationships/proration-policies', requireWriteAccess, (req, res) => {
          const offering = findOffering(req);
          const data = isPlainObject(req.body) ? req.body.data : undefined;
          const { proration_policy_id: _previous, ...rest } = offering.data;
          if (data === null) {
            res.json({ data: helpers.render(save(offering, rest), []) });
            return;
          }
          if (!isPlainObject(data) || data.type !== 'subscription_proration_policy') {
            throw failedValidation(
              'data must be { type: subscription_proration_policy, id } or null',
              '/data',
            );
          }
          const { id } = data;
          if (typeof id !== 'string' || !prorationPolicies(db).get(offering.storeId, id)) {
            throw failedValidation('No proration policy found with that id', '/data/id');
          }
          res.json({ data: helpers.render(save(offering, { ...rest, proration_policy_id: id }), []) });
        });
      },
    },
    options,
  );
}
