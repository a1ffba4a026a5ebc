import crypto from 'node:crypto';
import type { SimpleResourceRoutesOptions } from '../core/simple-resources';
import { Router, type Request, type RequestHandler } from 'express';
import type { AuthContext } from './auth';
import type { SandboxDatabase } from '../core/db';
import {
  badRequest,
  failedValidation,
  forbidden,
  listEnvelope,
  notFound,
  queryParam,
  unauthorized,
} from '../core/http';
import { runListQuery, type ListSchema } from '../core/query';
import { listParams, requireDataType } from '../core/request';

/**
 * Organization-level stores (spec section 7, Stores v2): `GET/POST /v2/stores`,
 * `GET/PUT /v2/stores/:id`, `GET /v2/store-tiers`. A seller sees the stores of the organization
 * that owns their store, and may act in any of them by sending `X-MOLTIN-AUTH-STORE`.
 */

/** The spec's store tier names, with the requests per second the sandbox allows each. */
export const STORE_TIERS = [
  'development',
  'performance',
  'production',
  'enterprise',
  'free-trial',
  'basic',
  'training',
  'tier5',
  'tier2',
  'tier1000',
] as const;
export type StoreTier = (typeof STORE_TIERS)[number];
export const DEFAULT_STORE_TIER: StoreTier = 'development';

export function isStoreTier(value: unknown): value is StoreTier {
  return typeof value === 'string' && (STORE_TIERS as readonly string[]).includes(value);
}

/** Headers that pick the store (and organization) a call acts in, as the provider names them. */
export const STORE_HEADER = 'x-moltin-auth-store';
export const ORGANIZATION_HEADER = 'ep-internal-auth-org';

export interface StoreRow {
  id: string;
  name: string;
  tier: string;
  organization_id: string | null;
  created_at: string;
  updated_at: string | null;
}

export interface StoreResource {
  id: string;
  type: 'store';
  name: string;
  organization_id: string;
  store_tier: string;
  meta: { timestamps: { created_at: string; updated_at: string } };
  relationships: { store_tier: { data: { type: 'store_tier'; id: string } } };
}

export interface StoreTierResource {
  id: string;
  type: 'store_tier';
  name: string;
}

export function renderStoreTier(name: string): StoreTierResource {
  return { id: name, type: 'store_tier', name };
}

function renderStore(row: StoreRow & { organization_id: string }): StoreResource {
  return {
    id: row.id,
    type: 'store',
    name: row.name,
    organization_id: row.organization_id,
    store_tier: row.tier,
    meta: { timestamps: { created_at: row.created_at, updated_at: row.updated_at ?? row.created_at } },
    relationships: { store_tier: { data: { type: 'store_tier', id: row.tier } } },
  };
}

const STORE_COLUMNS = 'id, name, tier, organization_id, created_at, updated_at';

export function findStore(db: SandboxDatabase, storeId: string): StoreRow | undefined {
  return db.prepare<[string], StoreRow>(`SELECT ${STORE_COLUMNS} FROM stores WHERE id = ?`).get(storeId);
}

/**
 * The organization owning a store. Stores made before organizations existed (the seeded demo store
 * of an older database) get one of their own on first use.
 */
export function organizationOfStore(
  db: SandboxDatabase,
  storeId: string,
  now: () => number,
): string | undefined {
  const store = findStore(db, storeId);
  if (!store) return undefined;
  if (store.organization_id) return store.organization_id;
  const organizationId = crypto.randomUUID();
  db.transaction(() => {
    db.prepare('INSERT INTO organizations (id, name, created_at) VALUES (?, ?, ?)').run(
      organizationId,
      `${store.name} organization`,
      new Date(now()).toISOString(),
    );
    db.prepare('UPDATE stores SET organization_id = ? WHERE id = ? AND organization_id IS NULL').run(
      organizationId,
      storeId,
    );
  })();
  return findStore(db, storeId)?.organization_id ?? organizationId;
}

export function createOrganization(db: SandboxDatabase, name: string, now: () => number): string {
  const id = crypto.randomUUID();
  db.prepare('INSERT INTO organizations (id, name, created_at) VALUES (?, ?, ?)').run(
    id,
    name,
    new Date(now()).toISOString(),
  );
  return id;
}

export function insertStore(
  db: SandboxDatabase,
  store: { name: string; tier: string; organizationId: string },
  now: () => number,
): StoreRow & { organization_id: string } {
  const timestamp = new Date(now()).toISOString();
  const row = {
    id: crypto.randomUUID(),
    name: store.name,
    tier: store.tier,
    organization_id: store.organizationId,
    created_at: timestamp,
    updated_at: timestamp,
  };
  db.prepare(
    `INSERT INTO stores (id, name, tier, organization_id, created_at, updated_at)
     VALUES (@id, @name, @tier, @organization_id, @created_at, @updated_at)`,
  ).run(row);
  return row;
}

/**
 * Lets a seller session act in another store of its organization (`X-MOLTIN-AUTH-STORE`), and checks
 * the organization header when one is sent. API keys stay in their own store.
 */
export function scopeToRequestedStore(
  db: SandboxDatabase,
  context: AuthContext,
  req: Request,
  now: () => number,
): AuthContext {
  const requestedStore = req.get(STORE_HEADER)?.trim();
  const requestedOrganization = req.get(ORGANIZATION_HEADER)?.trim();
  if (!requestedStore && !requestedOrganization) return context;
  const homeOrganization = organizationOfStore(db, context.storeId, now);
  if (requestedOrganization && requestedOrganization !== homeOrganization) {
    throw forbidden('The access token does not belong to this organization');
  }
  if (!requestedStore || requestedStore === context.storeId) return context;
  const target = findStore(db, requestedStore);
  if (context.userId === null || !target || organizationOfStore(db, target.id, now) !== homeOrganization) {
    throw forbidden('The access token cannot act in this store');
  }
  return { ...context, storeId: target.id };
}

// ---------------------------------------------------------------------------------------------
// Routes

type OrganizationStore = StoreRow & { organization_id: string };

const STORE_LIST_SCHEMA: ListSchema<OrganizationStore> = {
  filter: {
    fields: {
      id: { operators: ['eq', 'in'], value: (store) => store.id },
      name: { operators: ['eq', 'like', 'in'], value: (store) => store.name },
      store_tier: { operators: ['eq', 'in'], value: (store) => store.tier },
    },
  },
  sortFields: {
    name: (store) => store.name,
    created_at: (store) => store.created_at,
  },
  defaultSort: [
    { field: 'created_at', descending: false, value: (store) => store.created_at },
    { field: 'id', descending: false, value: (store) => store.id },
  ],
};

interface StoreDocument {
  name?: unknown;
  store_tier?: unknown;
  id?: unknown;
}

function readStoreDocument(body: unknown): StoreDocument {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw failedValidation('data is required and must be an object', '/data');
  }
  const document = data as Record<string, unknown>;
  requireDataType(document, 'store');
  return document;
}

function readName(value: unknown, required: boolean): string | undefined {
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || value.trim() === '')
    throw failedValidation('name is required', '/data/name');
  if (value.length > 255) throw failedValidation('name must be at most 255 characters', '/data/name');
  return value.trim();
}

function readTier(value: unknown): StoreTier | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isStoreTier(value)) {
    throw failedValidation(`store_tier must be one of ${STORE_TIERS.join(', ')}`, '/data/store_tier');
  }
  return value;
}

function includesStoreTier(req: Request): boolean {
  const include = queryParam(req, 'include');
  return include?.split(',').includes('store_tier') ?? false;
}

function withIncluded(req: Request, stores: readonly StoreRow[]) {
  if (!includesStoreTier(req)) return {};
  const tiers = [...new Set(stores.map((store) => store.tier))];
  return { included: { store_tiers: tiers.map(renderStoreTier) } };
}

/** `GET /v2/store-tiers` (behind requireToken): the ten tier names. */
export const listStoreTiers: RequestHandler = (_req, res) => {
  res.json({ data: STORE_TIERS.map(renderStoreTier) });
};

/** `/v2/stores` (behind requireToken): the caller's organization's stores. */
export function createStoresRouter({ db, now }: SimpleResourceRoutesOptions): Router {
  const router = Router();

  const callerOrganization = (req: Request): string => {
    if (!req.auth) throw unauthorized('An access token is required');
    if (req.auth.grant === 'implicit') throw forbidden('An implicit token cannot manage stores');
    const organizationId = organizationOfStore(db, req.auth.storeId, now);
    if (!organizationId) throw notFound('The store of this token no longer exists');
    return organizationId;
  };

  const organizationStores = (organizationId: string): OrganizationStore[] =>
    db
      .prepare<[string], OrganizationStore>(`SELECT ${STORE_COLUMNS} FROM stores WHERE organization_id = ?`)
      .all(organizationId);

  const findOrganizationStore = (organizationId: string, id: unknown): OrganizationStore => {
    const store = typeof id === 'string' ? findStore(db, id) : undefined;
    if (!store || store.organization_id !== organizationId) throw notFound('No store found');
    return store as OrganizationStore;
  };

  router.get('/', (req, res) => {
    const organizationId = callerOrganization(req);
    const result = runListQuery(organizationStores(organizationId), listParams(req), STORE_LIST_SCHEMA);
    res.json({ ...listEnvelope(req, result, renderStore), ...withIncluded(req, result.items) });
  });

  router.post('/', (req, res) => {
    const organizationId = callerOrganization(req);
    const document = readStoreDocument(req.body);
    const name = readName(document.name, true) ?? '';
    const tier = readTier(document.store_tier) ?? DEFAULT_STORE_TIER;
    const store = insertStore(db, { name, tier, organizationId }, now);
    res.status(201).json({ data: renderStore(store), ...withIncluded(req, [store]) });
  });

  router.get('/:id', (req, res) => {
    const store = findOrganizationStore(callerOrganization(req), req.params.id);
    res.json({ data: renderStore(store), ...withIncluded(req, [store]) });
  });

  router.put('/:id', (req, res) => {
    const store = findOrganizationStore(callerOrganization(req), req.params.id);
    const document = readStoreDocument(req.body);
    if (document.id !== undefined && document.id !== store.id) {
      throw badRequest('data.id must match the store id in the URL');
    }
    const name = readName(document.name, false) ?? store.name;
    const tier = readTier(document.store_tier) ?? store.tier;
    const updatedAt = new Date(now()).toISOString();
    db.prepare('UPDATE stores SET name = ?, tier = ?, updated_at = ? WHERE id = ?').run(
      name,
      tier,
      updatedAt,
      store.id,
    );
    const updated = { ...store, name, tier, updated_at: updatedAt };
    res.json({ data: renderStore(updated), ...withIncluded(req, [updated]) });
  });

  return router;
}
