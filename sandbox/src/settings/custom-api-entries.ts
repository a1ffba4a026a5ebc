import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { ApiError, conflict, failedValidation, listEnvelope, notFound } from '../core/http';
import type { FilterField, FilterOperator, ListSchema } from '../core/query';
import { runListQuery } from '../core/query';
import { ResourceCollection, type ResourceRecord, type ResourceType } from '../core/resources';
import { FieldProblems, type SimpleResourceRoutesOptions } from '../core/simple-resources';
import {
  createCustomApiDefinitionsRouter,
  customApiCollection,
  customFieldCollection,
  ENTRY_STORED_AS,
  notFoundCustomApi,
  type CustomApiData,
  type CustomFieldData,
} from './custom-apis';
import { isPlainObject, listParams, requestData } from '../core/request';

/**
 * Custom API Entries: documents whose `type` is the API's `api_type` and whose members are the
 * API's field slugs, each validated against its field (type, null, length, range, regex, list
 * element type, immutable; 422 per invalid field) with `unique` strings answering 409. Reached by
 * id under `/v2/settings/extensions/custom-apis/{id}/entries` and by slug under
 * `/v2/extensions/{slug}`. Not modelled: ETags and conditional updates, upserts.
 */

export interface EntryData {
  custom_api_id: string;
  values: Record<string, unknown>;
  resource_version: number;
}

type EntryRecord = ResourceRecord<EntryData>;
type CustomApiRecord = ResourceRecord<CustomApiData>;
type FieldRecord = ResourceRecord<CustomFieldData>;

const entryType: ResourceType<EntryData> = {
  name: ENTRY_STORED_AS,
  decode: (data) => {
    if (!isPlainObject(data) || typeof data.custom_api_id !== 'string' || !isPlainObject(data.values)) {
      throw new Error('Corrupt stored custom API entry');
    }
    return {
      custom_api_id: data.custom_api_id,
      values: data.values,
      resource_version: typeof data.resource_version === 'number' ? data.resource_version : 0,
    };
  },
};

export const entryCollection = (db: SandboxDatabase) => new ResourceCollection(db, entryType);

/** The provider refuses entries larger than 64 KB. */
const MAX_ENTRY_BYTES = 64 * 1024;
const MAX_STRING_LENGTH = 65535;
const MAX_LIST_LENGTH = 1000;

// ---------------------------------------------------------------------------------------------
// Validation

/** Why `value` does not fit `field`, or undefined when it does. */
function valueProblem(field: CustomFieldData, value: unknown): string | undefined {
  const rules = field.validation;
  const { slug } = field;
  if (value === null) return rules.allow_null_values ? undefined : `${slug} must not be null`;
  switch (field.field_type) {
    case 'string': {
      if (typeof value !== 'string') return `${slug} must be a string`;
      const max = rules.max_length ?? MAX_STRING_LENGTH;
      if (value.length > max) return `${slug} must be at most ${max} characters`;
      if (typeof rules.min_length === 'number' && value.length < rules.min_length) {
        return `${slug} must be at least ${rules.min_length} characters`;
      }
      if (typeof rules.regex === 'string' && !new RegExp(rules.regex, 'u').test(value)) {
        return `${slug} does not match ${rules.regex}`;
      }
      return undefined;
    }
    case 'integer':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return `${slug} must be an integer`;
      return rangeProblem(slug, value, rules.min_value, rules.max_value);
    case 'float':
      if (typeof value !== 'number' || !Number.isFinite(value)) return `${slug} must be a number`;
      return rangeProblem(slug, value, rules.min_value, rules.max_value);
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${slug} must be true or false`;
    case 'list':
      return listProblem(field, value);
    case 'any':
      return undefined;
  }
}

function rangeProblem(
  slug: string,
  value: number,
  min: number | null | undefined,
  max: number | null | undefined,
): string | undefined {
  if (typeof min === 'number' && value < min) return `${slug} must be at least ${min}`;
  if (typeof max === 'number' && value > max) return `${slug} must be at most ${max}`;
  return undefined;
}

function listProblem(field: CustomFieldData, value: unknown): string | undefined {
  const { slug, validation: rules } = field;
  if (!Array.isArray(value)) return `${slug} must be a list`;
  const max = rules.max_length ?? MAX_LIST_LENGTH;
  if (value.length > max) return `${slug} must hold at most ${max} elements`;
  if (typeof rules.min_length === 'number' && value.length < rules.min_length) {
    return `${slug} must hold at least ${rules.min_length} elements`;
  }
  const allowed = rules.allowed_type ?? 'any';
  const fits = (element: unknown): boolean => {
    if (element === null) return rules.allow_null_values;
    switch (allowed) {
      case 'string':
        return typeof element === 'string';
      case 'integer':
        return typeof element === 'number' && Number.isSafeInteger(element);
      case 'float':
        return typeof element === 'number' && Number.isFinite(element);
      case 'boolean':
        return typeof element === 'boolean';
      case 'any':
        return ['string', 'number', 'boolean'].includes(typeof element);
    }
  };
  return value.every(fits)
    ? undefined
    : `${slug} elements must be ${allowed === 'any' ? 'primitive values' : allowed}`;
}

/** The entry's values after applying `document`; every invalid member is reported at once. */
function readEntry(
  fields: CustomFieldData[],
  document: Record<string, unknown>,
  existing: EntryData | undefined,
): Record<string, unknown> {
  const problems = new FieldProblems('/data');
  const bySlug = new Map(fields.map((field) => [field.slug, field]));
  const values: Record<string, unknown> = { ...(existing?.values ?? {}) };
  for (const [key, value] of Object.entries(document)) {
    if (key === 'type' || key === 'id') continue;
    const field = bySlug.get(key);
    if (!field) {
      problems.add(`${key} is not a field of this Custom API`, key);
      continue;
    }
    if (
      existing &&
      field.validation.immutable &&
      key in existing.values &&
      !sameJson(existing.values[key], value)
    ) {
      problems.add(`${key} is immutable and cannot be changed`, key);
      continue;
    }
    const problem = valueProblem(field, value);
    if (problem) problems.add(problem, key);
    else values[key] = value;
  }
  problems.throwIfAny();
  return values;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `unique: yes` string fields may not repeat within the API (case-insensitively when asked). */
function assertUniqueValues(
  fields: CustomFieldData[],
  values: Record<string, unknown>,
  others: EntryRecord[],
): void {
  for (const field of fields) {
    const value = values[field.slug];
    if (field.field_type !== 'string' || field.validation.unique !== 'yes' || typeof value !== 'string')
      continue;
    const fold = (text: string) => (field.validation.unique_case_insensitivity ? text.toLowerCase() : text);
    const clash = others.some((other) => {
      const theirs = other.data.values[field.slug];
      return typeof theirs === 'string' && fold(theirs) === fold(value);
    });
    if (clash) throw conflict(`An entry with ${field.slug} ${value} already exists`, `/data/${field.slug}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Listing

const OPERATORS: Readonly<Record<CustomFieldData['field_type'], readonly FilterOperator[]>> = {
  string: ['lt', 'le', 'eq', 'gt', 'ge', 'in', 'is_null', 'like'],
  integer: ['lt', 'le', 'eq', 'gt', 'ge', 'in', 'is_null'],
  float: ['lt', 'le', 'gt', 'ge', 'in', 'is_null'],
  boolean: ['eq', 'is_null'],
  list: ['is_null'],
  any: [],
};

function listSchema(fields: CustomFieldData[]): ListSchema<EntryRecord> {
  const fieldFilters: Record<string, FilterField<EntryRecord>> = {};
  const sorts: Record<string, (item: EntryRecord) => unknown> = {};
  for (const field of fields) {
    if (OPERATORS[field.field_type].length > 0) {
      fieldFilters[field.slug] = {
        operators: OPERATORS[field.field_type],
        value: (item) => item.data.values[field.slug],
      };
    }
    if (['string', 'integer', 'float', 'boolean'].includes(field.field_type)) {
      sorts[field.slug] = (item) => item.data.values[field.slug];
    }
  }
  return {
    filter: {
      fields: {
        id: { operators: ['lt', 'le', 'eq', 'gt', 'ge', 'in'], value: (item) => item.id },
        created_at: {
          operators: ['lt', 'le', 'eq', 'gt', 'ge'],
          value: (item) => item.createdAt,
          kind: 'date',
        },
        updated_at: {
          operators: ['lt', 'le', 'eq', 'gt', 'ge'],
          value: (item) => item.updatedAt,
          kind: 'date',
        },
        ...fieldFilters,
      },
    },
    sortFields: {
      id: (item) => item.id,
      created_at: (item) => item.createdAt,
      updated_at: (item) => item.updatedAt,
      ...sorts,
    },
    defaultSort: [
      { field: 'created_at', descending: false, value: (item) => item.createdAt },
      { field: 'id', descending: false, value: (item) => item.id },
    ],
  };
}

function render(api: CustomApiRecord, entry: EntryRecord): Record<string, unknown> {
  return {
    id: entry.id,
    type: api.data.api_type,
    ...entry.data.values,
    links: { self: `/v2/extensions/${api.data.slug}/${entry.id}` },
    meta: {
      timestamps: { created_at: entry.createdAt, updated_at: entry.updatedAt },
      data_size: Buffer.byteLength(JSON.stringify(entry.data.values)),
      resource_version: entry.data.resource_version,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Routes

type ApiResolver = (req: Request, storeId: string) => CustomApiRecord | undefined;

/** The entry routes of one API, found by `resolve`; `prefix` holds the route's API parameter. */
function addEntryRoutes(
  router: Router,
  prefix: string,
  resolve: ApiResolver,
  options: SimpleResourceRoutesOptions,
): void {
  const { db } = options;
  const entries = entryCollection(db);
  const fieldsOf = (storeId: string, api: CustomApiRecord): CustomFieldData[] =>
    customFieldCollection(db)
      .list(storeId)
      .filter((field: FieldRecord) => field.data.custom_api_id === api.id)
      .map((field) => field.data);
  const apiOf = (req: Request) => {
    const storeId = authenticatedStoreId(req.auth);
    const api = resolve(req, storeId);
    if (!api) throw notFoundCustomApi();
    return { storeId, api };
  };
  const entriesOf = (storeId: string, api: CustomApiRecord) =>
    entries.list(storeId).filter((entry) => entry.data.custom_api_id === api.id);
  const find = (req: Request) => {
    const { storeId, api } = apiOf(req);
    const id: unknown = req.params.entryId;
    const entry = typeof id === 'string' ? entries.get(storeId, id) : undefined;
    if (!entry || entry.data.custom_api_id !== api.id) throw notFound('No custom_api_entry found');
    return { storeId, api, entry };
  };
  const readBody = (req: Request, api: CustomApiRecord) => {
    const body: unknown = req.body;
    const data = requestData(body);
    if (data.type !== api.data.api_type)
      throw failedValidation(`type must be ${api.data.api_type}`, '/data/type');
    return data;
  };
  const assertSize = (values: Record<string, unknown>) => {
    if (Buffer.byteLength(JSON.stringify(values)) > MAX_ENTRY_BYTES) {
      throw ApiError.of(413, 'The total size of a Custom API Entry must not exceed 64KB');
    }
  };

  router.get(prefix, (req, res) => {
    const { storeId, api } = apiOf(req);
    const result = runListQuery(entriesOf(storeId, api), listParams(req), listSchema(fieldsOf(storeId, api)));
    res.json(listEnvelope(req, result, (entry) => render(api, entry)));
  });

  router.post(prefix, requireWriteAccess, (req, res) => {
    const { storeId, api } = apiOf(req);
    const fields = fieldsOf(storeId, api);
    const values = readEntry(fields, readBody(req, api), undefined);
    assertSize(values);
    const timestamp = new Date(options.now()).toISOString();
    const record: EntryRecord = {
      id: crypto.randomUUID(),
      storeId,
      data: { custom_api_id: api.id, values, resource_version: 0 },
      createdAt: timestamp,
      updatedAt: timestamp,
    };
    entries.transaction(() => {
      assertUniqueValues(fields, values, entriesOf(storeId, api));
      entries.insert(record);
    });
    res.status(201).json({ data: render(api, record) });
  });

  router.get(`${prefix}/:entryId`, (req, res) => {
    const { api, entry } = find(req);
    res.json({ data: render(api, entry) });
  });

  router.put(`${prefix}/:entryId`, requireWriteAccess, (req, res) => {
    const { storeId, api, entry } = find(req);
    const document = readBody(req, api);
    if (document.id !== undefined && document.id !== entry.id) {
      throw conflict('data.id must match the entry id in the URL', '/data/id');
    }
    const fields = fieldsOf(storeId, api);
    const values = readEntry(fields, document, entry.data);
    assertSize(values);
    const timestamp = new Date(options.now()).toISOString();
    const data: EntryData = { ...entry.data, values, resource_version: entry.data.resource_version + 1 };
    entries.transaction(() => {
      assertUniqueValues(
        fields,
        values,
        entriesOf(storeId, api).filter((other) => other.id !== entry.id),
      );
      entries.replace(storeId, entry.id, data, timestamp);
    });
    res.json({ data: render(api, { ...entry, data, updatedAt: timestamp }) });
  });

  router.delete(`${prefix}/:entryId`, requireWriteAccess, (req, res) => {
    const { storeId, entry } = find(req);
    entries.delete(storeId, entry.id);
    res.status(204).end();
  });
}

/** Mounted at `/v2/settings/extensions/custom-apis`: APIs, fields and `/{customApiId}/entries[/{entryId}]`. */
export function createCustomApisRouter(options: SimpleResourceRoutesOptions): Router {
  const apis = customApiCollection(options.db);
  const router = Router();
  router.use(createCustomApiDefinitionsRouter(options));
  addEntryRoutes(
    router,
    '/:customApiId/entries',
    (req, storeId) => {
      const id: unknown = req.params.customApiId;
      return typeof id === 'string' ? apis.get(storeId, id) : undefined;
    },
    options,
  );
  return router;
}

/** Mounted at `/v2/extensions`: the served API, `/{slug}[/{entryId}]`. */
export function createExtensionsRouter(options: SimpleResourceRoutesOptions): Router {
  const apis = customApiCollection(options.db);
  const router = Router();
  addEntryRoutes(
    router,
    '/:slug',
    (req, storeId) => apis.list(storeId).find((api) => api.data.slug === req.params.slug),
    options,
  );
  return router;
}

/** Inserts seeded entries (values trusted: they come from the seed's own field definitions). */
export function insertSeedEntries(
  db: SandboxDatabase,
  storeId: string,
  customApiId: string,
  rows: { id: string; values: Record<string, unknown> }[],
  timestamp: string,
): void {
  const entries = entryCollection(db);
  for (const row of rows) {
    entries.insert({
      id: row.id,
      storeId,
      data: { custom_api_id: customApiId, values: row.values, resource_version: 0 },
      createdAt: timestamp,
      updatedAt: timestamp,
    });
  }
}
