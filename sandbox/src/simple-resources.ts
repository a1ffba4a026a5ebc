import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess } from './auth';
import type { SandboxDatabase } from './db';
import {
  ApiError,
  conflict,
  failedValidation,
  listEnvelope,
  notFound,
  providerError,
  queryParam,
} from './http';
import type { ProviderError } from './http';
import { runListQuery, type FilterField, type ListSchema } from './query';
import { ResourceCollection, type ResourceRecord, type ResourceType } from './resources';

/**
 * A generic router for the provider's "simple" legacy v2 resources (brands, categories,
 * collections, currencies): flat documents `{ data: { type, ...fields } }`, list/get/create/
 * update/delete, field uniqueness (409) and field validation (422 with source pointers). Each
 * resource is one declarative `SimpleResourceDefinition`; only genuinely special behaviour
 * (a category tree, the single default currency) goes into its hooks.
 */

export type SimpleRecord<TData> = ResourceRecord<TData>;

/** Collects 422 problems so a request reports every invalid field at once. */
export class FieldProblems {
  readonly list: ProviderError[] = [];

  add(detail: string, field: string): void {
    this.list.push(providerError(422, detail, `/data/${field}`));
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new ApiError(422, this.list);
  }
}

/** What a definition's hooks may use: the store's records of this type and the clock. */
export interface SimpleResourceContext<TData extends object> {
  storeId: string;
  collection: ResourceCollection<TData>;
  timestamp: string;
}

export interface UniqueField<TData extends object> {
  /** Field name in the flat document, e.g. `slug`; also the 409's source pointer. */
  field: string;
  value: (data: TData) => string;
}

export interface SimpleResourceDefinition<TData extends object> {
  /** The `type` member, e.g. `brand`; also the stored resource type (prefixed `legacy-`). */
  type: string;
  /** Human label for messages, e.g. `brand`. */
  label: string;
  decode: (data: unknown) => TData;
  /**
   * Validates a request document. `existing` is undefined on create (required fields must be
   * present) and the stored data on update (missing fields keep their value).
   */
  read: (document: Record<string, unknown>, existing: TData | undefined, problems: FieldProblems) => TData;
  unique: UniqueField<TData>[];
  /** Extra filterable fields besides id and timestamps. */
  filterFields: Record<string, FilterField<SimpleRecord<TData>>>;
  sortFields: Record<string, (item: SimpleRecord<TData>) => unknown>;
  /** The document's own fields; defaults to the stored data (override to hide internal fields). */
  renderFields?: (data: TData) => Record<string, unknown>;
  /** Extra members of the rendered document, e.g. relationships computed from other records. */
  renderExtras?: (record: SimpleRecord<TData>, all: SimpleRecord<TData>[]) => Record<string, unknown>;
  /** Cross-record rules checked inside the write transaction, e.g. "one default currency". */
  beforeWrite?: (
    data: TData,
    previous: SimpleRecord<TData> | undefined,
    context: SimpleResourceContext<TData>,
  ) => void;
  beforeDelete?: (record: SimpleRecord<TData>, context: SimpleResourceContext<TData>) => void;
  /** Routes that must match before `/:id`, e.g. `GET /tree`. */
  extraRoutes?: (router: Router, helpers: SimpleResourceHelpers<TData>) => void;
}

export interface SimpleResourceHelpers<TData extends object> {
  collection: ResourceCollection<TData>;
  render: (record: SimpleRecord<TData>, all: SimpleRecord<TData>[]) => Record<string, unknown>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function simpleResourceType<TData extends object>(
  definition: SimpleResourceDefinition<TData>,
): ResourceType<TData> {
  return { name: `legacy-${definition.type}`, decode: definition.decode };
}

export function simpleResourceCollection<TData extends object>(
  db: SandboxDatabase,
  definition: SimpleResourceDefinition<TData>,
): ResourceCollection<TData> {
  return new ResourceCollection(db, simpleResourceType(definition));
}

/** The legacy flat rendering: fields at the top level, timestamps under `meta.timestamps`. */
function renderer<TData extends object>(definition: SimpleResourceDefinition<TData>) {
  return (record: SimpleRecord<TData>, all: SimpleRecord<TData>[]): Record<string, unknown> => ({
    id: record.id,
    type: definition.type,
    ...(definition.renderFields ? definition.renderFields(record.data) : { ...record.data }),
    links: { self: `/v2/${definition.type}/${record.id}` },
    meta: { owner: 'store', timestamps: { created_at: record.createdAt, updated_at: record.updatedAt } },
    ...(definition.renderExtras?.(record, all) ?? {}),
  });
}

function listSchema<TData extends object>(
  definition: SimpleResourceDefinition<TData>,
): ListSchema<SimpleRecord<TData>> {
  return {
    filter: {
      fields: {
        id: { operators: ['eq', 'in'], value: (item) => item.id },
        created_at: { operators: ['eq', 'gt', 'lt'], value: (item) => item.createdAt, kind: 'date' },
        updated_at: { operators: ['eq', 'gt', 'lt'], value: (item) => item.updatedAt, kind: 'date' },
        ...definition.filterFields,
      },
    },
    sortFields: {
      created_at: (item) => item.createdAt,
      updated_at: (item) => item.updatedAt,
      ...definition.sortFields,
    },
    defaultSort: [
      { field: 'created_at', descending: false, value: (item) => item.createdAt },
      { field: 'id', descending: false, value: (item) => item.id },
    ],
  };
}

/** Reads `{ data: { type, ... } }`; a wrong or missing type is a 422 like on the provider. */
function readDocument(body: unknown, type: string): Record<string, unknown> {
  const data = isPlainObject(body) ? body.data : undefined;
  if (!isPlainObject(data)) throw failedValidation('data is required and must be an object', '/data');
  if (data.type !== type) throw failedValidation(`type must be ${type}`, '/data/type');
  return data;
}

export interface SimpleResourceRoutesOptions {
  db: SandboxDatabase;
  now: () => number;
}

/** Mounted at `/v2/<plural>`; every route needs a token, writes need write access. */
export function createSimpleResourceRouter<TData extends object>(
  definition: SimpleResourceDefinition<TData>,
  options: SimpleResourceRoutesOptions,
): Router {
  const collection = simpleResourceCollection(options.db, definition);
  const render = renderer(definition);
  const schema = listSchema(definition);
  const missing = () => notFound(`No ${definition.label} found`);
  const context = (storeId: string): SimpleResourceContext<TData> => ({
    storeId,
    collection,
    timestamp: new Date(options.now()).toISOString(),
  });
  const find = (req: Request) => {
    const storeId = authenticatedStoreId(req.auth);
    const id: unknown = req.params.id;
    const record = typeof id === 'string' ? collection.get(storeId, id) : undefined;
    if (!record) throw missing();
    return { storeId, record };
  };
  // Case-insensitive, so `ACME` clashes with `acme`: slugs end up in URLs, which shoppers type in any case.
  const assertUnique = (storeId: string, data: TData, ownId?: string) => {
    for (const rule of definition.unique) {
      const value = rule.value(data);
      const clash = collection
        .list(storeId)
        .some((other) => other.id !== ownId && rule.value(other.data).toLowerCase() === value.toLowerCase());
      if (clash) {
        throw conflict(
          `A ${definition.label} with ${rule.field} ${value} already exists`,
          `/data/${rule.field}`,
        );
      }
    }
  };
  const router = Router();
  definition.extraRoutes?.(router, { collection, render });

  router.get('/', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const all = collection.list(storeId);
    const result = runListQuery(
      all,
      {
        filter: queryParam(req, 'filter'),
        sort: queryParam(req, 'sort'),
        limit: queryParam(req, 'page[limit]'),
        offset: queryParam(req, 'page[offset]'),
      },
      schema,
    );
    res.json(listEnvelope(req, result, (record) => render(record, all)));
  });

  router.post('/', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const problems = new FieldProblems();
    const data = definition.read(readDocument(req.body, definition.type), undefined, problems);
    problems.throwIfAny();
    const created = collection.transaction(() => {
      const writeContext = context(storeId);
      assertUnique(storeId, data);
      definition.beforeWrite?.(data, undefined, writeContext);
      const record: SimpleRecord<TData> = {
        id: crypto.randomUUID(),
        storeId,
        data,
        createdAt: writeContext.timestamp,
        updatedAt: writeContext.timestamp,
      };
      collection.insert(record);
      return record;
    });
    res.status(201).json({ data: render(created, collection.list(storeId)) });
  });

  router.get('/:id', (req, res) => {
    const { storeId, record } = find(req);
    res.json({ data: render(record, collection.list(storeId)) });
  });

  router.put('/:id', requireWriteAccess, (req, res) => {
    const { storeId, record } = find(req);
    const document = readDocument(req.body, definition.type);
    if (document.id !== undefined && document.id !== record.id) {
      throw conflict(`data.id must match the ${definition.label} id in the URL`, '/data/id');
    }
    const problems = new FieldProblems();
    const data = definition.read(document, record.data, problems);
    problems.throwIfAny();
    const updated = collection.transaction(() => {
      const writeContext = context(storeId);
      assertUnique(storeId, data, record.id);
      definition.beforeWrite?.(data, record, writeContext);
      collection.replace(storeId, record.id, data, writeContext.timestamp);
      return { ...record, data, updatedAt: writeContext.timestamp };
    });
    res.json({ data: render(updated, collection.list(storeId)) });
  });

  router.delete('/:id', requireWriteAccess, (req, res) => {
    const { storeId, record } = find(req);
    collection.transaction(() => {
      definition.beforeDelete?.(record, context(storeId));
      collection.delete(storeId, record.id);
    });
    res.status(204).end();
  });

  return router;
}

// ---------------------------------------------------------------------------------------------
// Field readers shared by definitions: `existing` undefined means create (required applies).

export function readText(
  document: Record<string, unknown>,
  field: string,
  fallback: string | undefined,
  problems: FieldProblems,
  options: { required: boolean; maxLength?: number; pattern?: RegExp; patternDetail?: string },
): string | undefined {
  const value = document[field];
  if (value === undefined) {
    if (fallback === undefined && options.required) problems.add(`${field} is required`, field);
    return fallback;
  }
  if (typeof value !== 'string' || (options.required && value.trim() === '')) {
    problems.add(`${field} must be a${options.required ? ' non-empty' : ''} string`, field);
    return fallback;
  }
  if (options.maxLength !== undefined && value.length > options.maxLength) {
    problems.add(`${field} must be at most ${options.maxLength} characters`, field);
    return fallback;
  }
  if (options.pattern && !options.pattern.test(value)) {
    problems.add(options.patternDetail ?? `${field} is not valid`, field);
    return fallback;
  }
  return value;
}

export function readEnum<TValue extends string>(
  document: Record<string, unknown>,
  field: string,
  allowed: readonly TValue[],
  fallback: TValue | undefined,
  problems: FieldProblems,
): TValue | undefined {
  const value = document[field];
  if (value === undefined) {
    if (fallback === undefined) problems.add(`${field} is required`, field);
    return fallback;
  }
  const match = allowed.find((candidate) => candidate === value);
  if (!match) problems.add(`${field} must be one of ${allowed.join(', ')}`, field);
  return match ?? fallback;
}

export function readBoolean(
  document: Record<string, unknown>,
  field: string,
  fallback: boolean | undefined,
  problems: FieldProblems,
): boolean | undefined {
  const value = document[field];
  if (value === undefined) {
    if (fallback === undefined) problems.add(`${field} is required`, field);
    return fallback;
  }
  if (typeof value !== 'boolean') {
    problems.add(`${field} must be true or false`, field);
    return fallback;
  }
  return value;
}

export function readNumber(
  document: Record<string, unknown>,
  field: string,
  fallback: number | undefined,
  problems: FieldProblems,
  rule: { test: (value: number) => boolean; detail: string },
): number | undefined {
  const value = document[field];
  if (value === undefined) {
    if (fallback === undefined) problems.add(`${field} is required`, field);
    return fallback;
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || !rule.test(value)) {
    problems.add(rule.detail, field);
    return fallback;
  }
  return value;
}
