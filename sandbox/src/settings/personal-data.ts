import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess, type AuthContext } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { badRequest, listEnvelope, notFound, queryParam } from '../core/http';
import { parseFilter, runListQuery, type FilterNode, type ListSchema } from '../core/query';
import {
  ResourceCollection,
  resourcesChanged,
  type ResourceRecord,
  type ResourceType,
} from '../core/resources';
import { logsTtlDays } from './settings';
import {
  FieldProblems,
  readEnum,
  readText,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject, listParams, pageParams, requestData, requireDataType } from '../core/request';

/**
 * Personal data (personal-data.yaml): change logs per data item, the items related to one (its
 * personal data set), and erasure requests. An erasure request moves CREATED → IN_PROGRESS →
 * SUCCESS (or FAILURE when the item no longer exists) as the injected clock passes fixed
 * durations; the erasure runs once, the first time the request is read after it is due (no
 * background worker, as in jobs.ts). Erasing a customer (or account) deletes its stored record,
 * its addresses and every log of its data set, then logs the erasure itself. Logs older than
 * the store's logs-ttl setting are not returned.
 */

export const ERASABLE_TYPES = ['customer', 'account', 'account_member'] as const;
type ErasableType = (typeof ERASABLE_TYPES)[number];

/**
 * Where each erasable type's records live (the ResourceCollection types of customers.ts,
 * accounts.ts and realms.ts, whose account members are user-authentication-info records), and
 * the address type whose `owner_id` ties addresses to them.
 */
const STORED_TYPE: Readonly<Record<ErasableType, { records: string; addresses?: string }>> = {
  customer: { records: 'customer', addresses: 'customer-address' },
  account: { records: 'account', addresses: 'account-address' },
  account_member: { records: 'user-authentication-info' },
};

export const ERASURE_PENDING_MS = 1000;
export const ERASURE_RUNNING_MS = 2000;

type Initiator = Record<string, string>;

export interface LogData {
  resource_type: string;
  resource_id: string;
  /** The root item of the personal data set the item belongs to, e.g. its customer. */
  set_type: string;
  set_id: string;
  event_type: string;
  delta: Record<string, unknown>;
  initiator: Initiator;
}

interface ErasureData {
  resource_type: ErasableType;
  resource_id: string;
  initiator: Initiator;
  outcome?: 'SUCCESS' | 'FAILURE';
}

type LogRecord = ResourceRecord<LogData>;
type ErasureRecord = ResourceRecord<ErasureData>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const strings = (value: unknown): Initiator =>
  isPlainObject(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

const logType: ResourceType<LogData> = {
  name: 'personal_data_log_entry',
  decode: (data) => {
    if (!isPlainObject(data)) throw new Error('Corrupt stored personal data log');
    return {
      resource_type: str(data.resource_type),
      resource_id: str(data.resource_id),
      set_type: str(data.set_type),
      set_id: str(data.set_id),
      event_type: str(data.event_type),
      delta: isPlainObject(data.delta) ? data.delta : {},
      initiator: strings(data.initiator),
    };
  },
};

const erasureType: ResourceType<ErasureData> = {
  name: 'erasure_request',
  decode: (data) => {
    if (!isPlainObject(data)) throw new Error('Corrupt stored erasure request');
    return {
      resource_type: ERASABLE_TYPES.find((type) => type === data.resource_type) ?? 'customer',
      resource_id: str(data.resource_id),
      initiator: strings(data.initiator),
      outcome: data.outcome === 'SUCCESS' || data.outcome === 'FAILURE' ? data.outcome : undefined,
    };
  },
};

export const personalDataLogCollection = (db: SandboxDatabase) => new ResourceCollection(db, logType);
const erasureCollection = (db: SandboxDatabase) => new ResourceCollection(db, erasureType);

/** Any stored JSON document (the records of other modules are only checked and deleted here). */
const anyDocument = (name: string): ResourceType<unknown> => ({ name, decode: (data) => data });

function initiatorOf(auth: AuthContext | undefined, storeId: string): Initiator {
  return {
    'access-token-id': auth?.userId ?? 'client-credentials',
    'access-token-name': auth?.userId ? 'seller' : 'application key',
    'access-token-store-id': storeId,
    'access-token-type': auth?.userId ? 'user-token' : 'client-credentials-token',
  };
}

// ---------------------------------------------------------------------------------------------
// Filters: both resource_type and resource_id, with eq, as the provider insists

/** Reads `eq(resource_type,…):eq(resource_id,…)`; anything else is the provider's 400. */
function requiredTarget(req: Request): { type: string; id: string } {
  const raw = queryParam(req, 'filter');
  const bad = () =>
    badRequest(
      'bad filter: resource_id and resource_type are the filter fields that are both mandatory and only they are allowed',
    );
  if (raw === undefined) throw bad();
  const conditions = andedConditions(parseFilter(raw));
  const value = (field: string) => conditions?.find((node) => node.field === field)?.values[0];
  const type = value('resource_type');
  const id = value('resource_id');
  if (
    type === undefined ||
    id === undefined ||
    conditions?.length !== 2 ||
    conditions.some((node) => node.operator !== 'eq')
  ) {
    throw bad();
  }
  return { type, id };
}

type Condition = Extract<FilterNode, { kind: 'condition' }>;

/** The conditions of a filter that only ANDs them; undefined when it has an OR group. */
function andedConditions(node: FilterNode): Condition[] | undefined {
  if (node.kind === 'condition') return [node];
  if (node.kind === 'or') return undefined;
  const parts = node.nodes.map(andedConditions);
  return parts.every((part) => part !== undefined) ? parts.flat() : undefined;
}

// ---------------------------------------------------------------------------------------------
// Logs and related entries

/** Logs still within the store's retention period. */
function liveLogs(db: SandboxDatabase, storeId: string, now: number): LogRecord[] {
  const oldest = now - logsTtlDays(db, storeId) * 86_400_000;
  return personalDataLogCollection(db)
    .list(storeId)
    .filter((log) => Date.parse(log.createdAt) >= oldest);
}

/** The personal data set an item belongs to, from what its logs record. */
function dataSetOf(logs: LogRecord[], type: string, id: string): { type: string; id: string } {
  const own = logs.find((log) => log.data.resource_type === type && log.data.resource_id === id);
  return own ? { type: own.data.set_type, id: own.data.set_id } : { type, id };
}

function inDataSet(log: LogRecord, set: { type: string; id: string }): boolean {
  return log.data.set_type === set.type && log.data.set_id === set.id;
}

function renderLog(log: LogRecord) {
  return {
    id: log.id,
    store_id: log.storeId,
    type: 'personal_data_log_entry',
    initiator: log.data.initiator,
    time: log.createdAt,
    event_type: log.data.event_type,
    delta: log.data.delta,
    resource_id: log.data.resource_id,
    resource_type: log.data.resource_type,
    relationships: { resource_path: { url: `/v2/${log.data.resource_type}s/${log.data.resource_id}` } },
  };
}

const byTime = <T>(): ListSchema<ResourceRecord<T>> => ({
  filter: { fields: {} },
  sortFields: {},
  defaultSort: [
    { field: 'created_at', descending: false, value: (item) => item.createdAt },
    { field: 'id', descending: false, value: (item) => item.id },
  ],
});

interface RelatedEntry {
  resource_type: string;
  resource_id: string;
}

const RELATED_SCHEMA: ListSchema<RelatedEntry> = {
  filter: { fields: {} },
  sortFields: {},
  defaultSort: [
    { field: 'resource_type', descending: false, value: (item) => item.resource_type },
    { field: 'resource_id', descending: false, value: (item) => item.resource_id },
  ],
};

// ---------------------------------------------------------------------------------------------
// Erasure

function statusOf(request: ErasureRecord, now: number): 'CREATED' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILURE' {
  if (request.data.outcome) return request.data.outcome;
  return now - Date.parse(request.createdAt) < ERASURE_PENDING_MS ? 'CREATED' : 'IN_PROGRESS';
}

const STATUS_DESCRIPTIONS = {
  CREATED: 'The erasure request successfully created',
  IN_PROGRESS: 'The erasure request is being processed',
  SUCCESS: 'The erasure request is successfully processed',
  FAILURE: 'There was an error processing your request, you can retry it or report it using the id',
} as const;

/** Runs a due request's erasure once and stores its outcome. */
function settle(db: SandboxDatabase, request: ErasureRecord, now: number): ErasureRecord {
  const dueAt = Date.parse(request.createdAt) + ERASURE_PENDING_MS + ERASURE_RUNNING_MS;
  if (request.data.outcome || now < dueAt) return request;
  const completedAt = new Date(dueAt).toISOString();
  const requests = erasureCollection(db);
  return requests.transaction(() => {
    const current = requests.get(request.storeId, request.id) ?? request;
    if (current.data.outcome) return current;
    const erased = erase(db, current, completedAt);
    const data: ErasureData = { ...current.data, outcome: erased ? 'SUCCESS' : 'FAILURE' };
    requests.replace(current.storeId, current.id, data, completedAt);
    return { ...current, data, updatedAt: completedAt };
  });
}

/** Deletes the item and its data set's logs, then logs the erasure; false if nothing is known of it. */
function erase(db: SandboxDatabase, request: ErasureRecord, timestamp: string): boolean {
  const { storeId } = request;
  const { resource_type: type, resource_id: id } = request.data;
  const stored = STORED_TYPE[type];
  const records = new ResourceCollection(db, anyDocument(stored.records));
  const logs = personalDataLogCollection(db);
  const all = logs.list(storeId);
  const set = dataSetOf(all, type, id);
  const setLogs = all.filter((log) => inDataSet(log, set));
  const deleted = records.delete(storeId, id);
  if (!deleted && setLogs.length === 0) return false;
  for (const log of setLogs) logs.delete(storeId, log.id);
  if (stored.addresses) {
    db.prepare(
      `DELETE FROM resources WHERE store_id = ? AND type = ? AND json_extract(data, '$.owner_id') = ?`,
    ).run(storeId, stored.addresses, id);
    resourcesChanged(db);
  }
  logs.insert({
    id: crypto.randomUUID(),
    storeId,
    data: {
      resource_type: type,
      resource_id: id,
      set_type: set.type,
      set_id: set.id,
      event_type: `${type}.event.erased`,
      delta: {},
      initiator: request.data.initiator,
    },
    createdAt: timestamp,
    updatedAt: timestamp,
  });
  return true;
}

function renderErasure(request: ErasureRecord, now: number) {
  const status = statusOf(request, now);
  return {
    id: request.id,
    type: 'erasure_request',
    resource_id: request.data.resource_id,
    resource_type: request.data.resource_type,
    initiator: request.data.initiator,
    status,
    status_description: STATUS_DESCRIPTIONS[status],
    created_at: request.createdAt,
    updated_at: request.updatedAt,
    links: { self: `/v2/personal-data/erasure-requests/${request.id}` },
  };
}

const ERASURE_SCHEMA: ListSchema<ErasureRecord> = {
  filter: {
    fields: {
      resource_type: { operators: ['eq'], value: (item) => item.data.resource_type },
      resource_id: { operators: ['eq'], value: (item) => item.data.resource_id },
    },
  },
  sortFields: {},
  defaultSort: [
    { field: 'created_at', descending: true, value: (item) => item.createdAt },
    { field: 'id', descending: false, value: (item) => item.id },
  ],
};

// ---------------------------------------------------------------------------------------------
// Routes

/** Mounted at `/v2/personal-data`. */
export function createPersonalDataRouter(options: SimpleResourceRoutesOptions): Router {
  const { db } = options;
  const requests = erasureCollection(db);
  const router = Router();

  router.get('/logs', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const target = requiredTarget(req);
    const mine = liveLogs(db, storeId, options.now()).filter(
      (log) => log.data.resource_type === target.type && log.data.resource_id === target.id,
    );
    res.json(listEnvelope(req, runListQuery(mine, pageParams(req), byTime()), renderLog));
  });

  router.get('/related-data-entries', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const target = requiredTarget(req);
    const logs = liveLogs(db, storeId, options.now());
    const set = dataSetOf(logs, target.type, target.id);
    const entries = new Map<string, RelatedEntry>();
    for (const log of logs.filter((candidate) => inDataSet(candidate, set))) {
      const { resource_type, resource_id } = log.data;
      entries.set(`${resource_type}/${resource_id}`, { resource_type, resource_id });
    }
    const result = runListQuery([...entries.values()], pageParams(req), RELATED_SCHEMA);
    res.json(listEnvelope(req, result, (entry) => ({ ...entry, type: 'related_data_entry' })));
  });

  router.get('/erasure-requests', (req, res) => {
    const now = options.now();
    const all = requests.list(authenticatedStoreId(req.auth)).map((request) => settle(db, request, now));
    const result = runListQuery(all, listParams(req, { sort: false }), ERASURE_SCHEMA);
    res.json(listEnvelope(req, result, (request) => renderErasure(request, now)));
  });

  router.post('/erasure-requests', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const body: unknown = req.body;
    const data = requestData(body);
    requireDataType(data, 'erasure_request');
    const problems = new FieldProblems('/data');
    const resourceType = readEnum(data, 'resource_type', ERASABLE_TYPES, undefined, problems);
    const resourceId = readText(data, 'resource_id', undefined, problems, { required: true, maxLength: 64 });
    problems.throwIfAny();
    const timestamp = new Date(options.now()).toISOString();
    const request: ErasureRecord = {
      id: crypto.randomUUID(),
      storeId,
      data: {
        resource_type: resourceType ?? 'customer',
        resource_id: resourceId ?? '',
        initiator: initiatorOf(req.auth, storeId),
      },
      createdAt: timestamp,
      updatedAt: timestamp,
    };
    requests.insert(request);
    res.status(201).json({ data: renderErasure(request, options.now()) });
  });

  router.get('/erasure-requests/:id', (req, res) => {
    const request = requests.get(authenticatedStoreId(req.auth), req.params.id);
    if (!request) throw notFound('not found');
    const now = options.now();
    res.json({ data: renderErasure(settle(db, request, now), now) });
  });

  return router;
}

// ---------------------------------------------------------------------------------------------
// Seed

export const SEEDED_PERSONAL_DATA_CUSTOMER_ID = '9c4b2a10-7d3e-4f6a-8b5c-1e2d3f4a5b60';
/** Her address (seeded with the customers, customers-accounts/customers.ts). */
export const SEEDED_PERSONAL_DATA_ADDRESS_ID = '9c4b2a10-7d3e-4f6a-8b5c-1e2d3f4a5b61';

/**
 * A week of history for one demo customer's data set (the customer, an address and its login
 * info), all within the default 7-day retention of a development store.
 */
export function seedPersonalData(db: SandboxDatabase, storeId: string, now: number): void {
  const logs = personalDataLogCollection(db);
  const customerId = SEEDED_PERSONAL_DATA_CUSTOMER_ID;
  const set = { set_type: 'customer', set_id: customerId };
  const initiator = initiatorOf(undefined, storeId);
  const events: { type: string; id: string; event: string; delta: Record<string, unknown> }[] = [
    {
      type: 'customer',
      id: customerId,
      event: 'customer.event.created',
      delta: { name: 'Ada Lovelace', email: 'ada@example.com' },
    },
    {
      type: 'address',
      id: SEEDED_PERSONAL_DATA_ADDRESS_ID,
      event: 'address.event.created',
      delta: {
        first_name: 'Ada',
        line_1: '12 St James Square',
        city: 'London',
        postcode: 'SW1Y 4JH',
        country: 'GB',
      },
    },
    {
      type: 'user-authentication-info',
      id: '9c4b2a10-7d3e-4f6a-8b5c-1e2d3f4a5b62',
      event: 'user-authentication-info.event.created',
      delta: { name: 'Ada Lovelace', email: 'ada@example.com' },
    },
    {
      type: 'customer',
      id: customerId,
      event: 'customer.event.updated',
      delta: { email: 'ada.lovelace@example.com' },
    },
    {
      type: 'address',
      id: SEEDED_PERSONAL_DATA_ADDRESS_ID,
      event: 'address.event.updated',
      delta: { line_2: 'Flat 3' },
    },
    {
      type: 'user-authentication-info',
      id: '9c4b2a10-7d3e-4f6a-8b5c-1e2d3f4a5b62',
      event: 'user-authentication-info.event.updated',
      delta: { email: 'ada.lovelace@example.com' },
    },
  ];
  events.forEach((event, index) => {
    const at = new Date(now - (events.length - index) * 86_400_000 + 3_600_000).toISOString();
    logs.insert({
      id: `8d9e0f1a-2b3c-4d5e-9f6a-7b8c9d0e1f${index.toString().padStart(2, '0')}`,
      storeId,
      data: {
        resource_type: event.type,
        resource_id: event.id,
        ...set,
        event_type: event.event,
        delta: event.delta,
        initiator,
      },
      createdAt: at,
      updatedAt: at,
    });
  });
}
