import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from './db';
import { ApiError, conflict, failedValidation, listEnvelope, notFound, providerError } from './http';
import type { ProviderError } from './http';
import { runListQuery, type FilterField, type ListSchema } from './query';
import { ResourceCollection, type ResourceRecord, type ResourceType } from './resources';
import { isPlainObject, listParams, readJsonApiDocument, requestData, requireDataType } from './request';

/**
 * The sandbox's declarative resource registry: one `SimpleResourceDefinition` per provider
 * resource gives list/get/create/update/delete with the provider's list grammar, field
 * uniqueness (409) and field validation (422 with source pointers). Two document shapes exist
 * upstream: v2 `flat` documents `{ data: { type, ...fields } }` and JSON:API `attributes`
 * documents `{ data: { type, attributes } }` (pcm, subscriptions, custom APIs). Nested resources
 * (an address under a customer) name their `parent` route parameter. Only genuinely special
 * behaviour (a category tree, the single default currency) goes into a definition's hooks.
 */

export type SimpleRecord<TData> = ResourceRecord<TData>;

/** Collects 422 problems so a request reports every invalid field at once. */
export class FieldProblems {
  readonly list: ProviderError[] = [];

  /** `pointerPrefix` is `/data` for flat documents and `/data/attributes` for JSON:API ones. */
  constructor(private readonly pointerPrefix = '/data') {}

  add(detail: string, field: string): void {
    this.list.push(providerError(422, detail, `${this.pointerPrefix}/${field}`));
  }

  /** A collector for the members of a nested object, e.g. an item's `price`. */
  within(field: string): FieldProblems {
    return new FieldProblems(`${this.pointerPrefix}/${field}`);
  }

  /** Problems a definition's own parser collected, with their pointers already set. */
  addAll(problems: readonly ProviderError[]): void {
    this.list.push(...problems);
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
  /** `ACME` and `acme` are two values (custom relationship slugs); by default they clash. */
  caseSensitive?: boolean;
}

export type ResourceOperation = 'list' | 'create' | 'get' | 'update' | 'delete';

/** A resource nested under another, e.g. addresses under `/v2/customers/:customerId/addresses`. */
export interface ParentScope<TData extends object> {
  /** Route parameter holding the parent id; the router is mounted with it in its path. */
  param: string;
  /** Reads the parent id stored in a record's data. */
  idOf: (data: TData) => string;
  /** Returns the data with the parent id set (on create). */
  withParent: (data: TData, parentId: string) => TData;
  /** Throws (usually a 404) when the parent does not exist in the store. */
  assertExists?: (storeId: string, parentId: string) => void;
}

export interface SimpleResourceDefinition<TData extends object> {
  /** The `type` member, e.g. `brand`. */
  type: string;
  /** Human label for messages, e.g. `brand`. */
  label: string;
  /** Stored resource type; defaults to `legacy-<type>` (what the first legacy resources used). */
  storedAs?: string;
  /** Base of `links.self`, e.g. `/v2/customers`; defaults to `/v2/<type>`. */
  path?: string;
  /** `flat` (v2, the default) or `attributes` (JSON:API, fields under `data.attributes`). */
  shape?: 'flat' | 'attributes';
  parent?: ParentScope<TData>;
  /** The operations the provider offers for this resource; defaults to all five. */
  operations?: readonly ResourceOperation[];
  /** The 404's detail; defaults to `No <label> found`. */
  notFoundDetail?: string;
  /**
   * The member that addresses a record in its URL instead of its id (a custom relationship's
   * `slug`): `/:id` routes look the record up by it and `links.self` names it. It must be unique.
   */
  addressedBy?: (data: TData) => string;

  decode: (data: unknown) => TData;
  /**
   * Validates a request document. `existing` is undefined on create (required fields must be
   * present) and the stored data on update (missing fields keep their value). `meta` is the
   * document's `data.meta` object when it has one (JSON:API options such as a `sort_order`). Needed
   * when the definition offers create or update.
   */
  read?: (
    document: Record<string, unknown>,
    existing: TData | undefined,
    problems: FieldProblems,
    meta?: Record<string, unknown>,
  ) => TData;
  /** JSON:API only: a document without `attributes` is a 422 (pcm), instead of reading as `{}`. */
  requireAttributes?: boolean;
  /** An update must name `data.id` (pcm), instead of leaving it out. */
  requireDocumentId?: boolean;
  /** Case-insensitive unique fields, checked before `beforeWrite`; defaults to none. */
  unique?: UniqueField<TData>[];
  /** Extra filterable fields besides id and timestamps. */
  filterFields?: Record<string, FilterField<SimpleRecord<TData>>>;
  sortFields?: Record<string, (item: SimpleRecord<TData>) => unknown>;
  /** The whole list grammar, for resources whose fields and operators differ from the defaults. */
  listSchema?: ListSchema<SimpleRecord<TData>>;
  /** The document's own fields; defaults to the stored data (override to hide internal fields). */
  renderFields?: (data: TData) => Record<string, unknown>;
  /** Extra members of the rendered document, e.g. relationships computed from other records. */
  renderExtras?: (record: SimpleRecord<TData>, all: SimpleRecord<TData>[]) => Record<string, unknown>;
  /**
   * A custom renderer replacing the default document. Called once a request with the store, so a
   * list looks up related records once for the whole page.
   */
  renderWith?: (storeId: string, req: Request) => (record: SimpleRecord<TData>) => object;
  /** Completes the data inside the write transaction, e.g. a slug derived from the name. */
  prepare?: (
    data: TData,
    previous: SimpleRecord<TData> | undefined,
    context: SimpleResourceContext<TData>,
  ) => TData;
  /** Cross-record rules checked inside the write transaction, e.g. "one default currency". */
  beforeWrite?: (
    data: TData,
    previous: SimpleRecord<TData> | undefined,
    context: SimpleResourceContext<TData>,
  ) => void;
  beforeDelete?: (record: SimpleRecord<TData>, context: SimpleResourceContext<TData>) => void;
  /** Cascades once the record is gone, e.g. forgetting a deleted product's file links. */
  afterDelete?: (record: SimpleRecord<TData>, context: SimpleResourceContext<TData>) => void;
  /** Routes that must match before `/:id`, e.g. `GET /tree`. */
  extraRoutes?: (router: Router, helpers: SimpleResourceHelpers<TData>) => void;
}

/** A definition that reads request documents (one that offers create or update). */
export type EditableResourceDefinition<TData extends object> = SimpleResourceDefinition<TData> &
  Required<Pick<SimpleResourceDefinition<TData>, 'read'>>;

export interface SimpleResourceHelpers<TData extends object> {
  collection: ResourceCollection<TData>;
  render: (record: SimpleRecord<TData>, all: SimpleRecord<TData>[]) => object;
}

export function simpleResourceType<TData extends object>(
  definition: SimpleResourceDefinition<TData>,
): ResourceType<TData> {
  return { name: definition.storedAs ?? `legacy-${definition.type}`, decode: definition.decode };
}

export function simpleResourceCollection<TData extends object>(
  db: SandboxDatabase,
  definition: SimpleResourceDefinition<TData>,
): ResourceCollection<TData> {
  return new ResourceCollection(db, simpleResourceType(definition));
}

/**
 * Flat rendering puts fields at the top level, JSON:API rendering under `attributes`; both keep
 * timestamps under `meta.timestamps`.
 */
function renderer<TData extends object>(definition: SimpleResourceDefinition<TData>) {
  return (record: SimpleRecord<TData>, all: SimpleRecord<TData>[]): object => {
    const fields = definition.renderFields ? definition.renderFields(record.data) : { ...record.data };
    return {
      id: record.id,
      type: definition.type,
      ...(definition.shape === 'attributes' ? { attributes: fields } : fields),
      links: {
        self: `${definition.path ?? `/v2/${definition.type}`}/${definition.addressedBy?.(record.data) ?? record.id}`,
      },
      meta: { owner: 'store', timestamps: { created_at: record.createdAt, updated_at: record.updatedAt } },
      ...(definition.renderExtras?.(record, all) ?? {}),
    };
  };
}

function listSchema<TData extends object>(
  definition: SimpleResourceDefinition<TData>,
): ListSchema<SimpleRecord<TData>> {
  if (definition.listSchema) return definition.listSchema;
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

interface RequestDocument {
  id: unknown;
  /** The fields to validate: `data` itself (flat) or `data.attributes` (JSON:API). */
  fields: Record<string, unknown>;
  meta: Record<string, unknown> | undefined;
}

/** Reads `{ data: { type, ... } }`; a wrong or missing type is a 422 like on the provider. */
function readDocument<TData extends object>(
  body: unknown,
  definition: SimpleResourceDefinition<TData>,
): RequestDocument {
  const { type, shape = 'flat' } = definition;
  if (shape === 'attributes' && definition.requireAttributes) {
    const document = readJsonApiDocument(body, type);
    return { id: document.id, fields: document.attributes, meta: document.meta };
  }
  const data = requestData(body);
  requireDataType(data, type);
  const meta = isPlainObject(data.meta) ? data.meta : undefined;
  if (shape === 'flat') return { id: data.id, fields: data, meta };
  const attributes = data.attributes ?? {};
  if (!isPlainObject(attributes)) {
    throw failedValidation('attributes must be an object', '/data/attributes');
  }
  return { id: data.id, fields: attributes, meta };
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
  const { parent } = definition;
  const offers = (operation: ResourceOperation) =>
    definition.operations === undefined || definition.operations.includes(operation);
  const newProblems = () =>
    new FieldProblems(definition.shape === 'attributes' ? '/data/attributes' : '/data');
  const missing = () => notFound(definition.notFoundDetail ?? `No ${definition.label} found`);
  const { read: readData } = definition;
  if (!readData && (offers('create') || offers('update'))) {
    throw new Error(`The ${definition.label} definition offers create or update without read`);
  }
  /** The parent id of a nested route (after checking the parent exists), else undefined. */
  const parentId = (req: Request, storeId: string): string | undefined => {
    if (!parent) return undefined;
    const id: unknown = req.params[parent.param];
    if (typeof id !== 'string') throw missing();
    parent.assertExists?.(storeId, id);
    return id;
  };
  /** Records of the store, narrowed to the parent's when nested. */
  const scoped = (req: Request, storeId: string): SimpleRecord<TData>[] => {
    const all = collection.list(storeId);
    const owner = parentId(req, storeId);
    return parent && owner !== undefined ? all.filter((record) => parent.idOf(record.data) === owner) : all;
  };
  /** The renderer for one request: the definition's own, or the default one over the store's records. */
  const rendererFor = (
    req: Request,
    storeId: string,
    all?: SimpleRecord<TData>[],
  ): ((record: SimpleRecord<TData>) => object) =>
    definition.renderWith?.(storeId, req) ?? ((record) => render(record, all ?? collection.list(storeId)));
  const context = (storeId: string): SimpleResourceContext<TData> => ({
    storeId,
    collection,
    timestamp: new Date(options.now()).toISOString(),
  });
  const find = (req: Request) => {
    const storeId = authenticatedStoreId(req.auth);
    const owner = parentId(req, storeId);
    const id: unknown = req.params.id;
    const { addressedBy } = definition;
    const record =
      typeof id !== 'string'
        ? undefined
        : addressedBy
          ? collection.list(storeId).find((candidate) => addressedBy(candidate.data) === id)
          : collection.get(storeId, id);
    if (!record) throw missing();
    if (parent && owner !== undefined && parent.idOf(record.data) !== owner) throw missing();
    return { storeId, record };
  };
  // Case-insensitive unless said otherwise, so `ACME` clashes with `acme`: slugs end up in URLs,
  // which shoppers type in any case.
  const assertUnique = (storeId: string, data: TData, ownId?: string) => {
    for (const rule of definition.unique ?? []) {
      const fold = (value: string) => (rule.caseSensitive ? value : value.toLowerCase());
      const value = rule.value(data);
      const clash = collection
        .list(storeId)
        .filter((other) => !parent || parent.idOf(other.data) === parent.idOf(data))
        .some((other) => other.id !== ownId && fold(rule.value(other.data)) === fold(value));
      if (clash) {
        throw conflict(
          `A ${definition.label} with ${rule.field} ${value} already exists`,
          `${definition.shape === 'attributes' ? '/data/attributes' : '/data'}/${rule.field}`,
        );
      }
    }
  };
  // Nested definitions read their parent's id from the mount path.
  const router = Router({ mergeParams: true });
  definition.extraRoutes?.(router, { collection, render });

  if (offers('list')) {
    router.get('/', (req, res) => {
      const storeId = authenticatedStoreId(req.auth);
      const all = scoped(req, storeId);
      const result = runListQuery(all, listParams(req), schema);
      res.json(listEnvelope(req, result, rendererFor(req, storeId, all)));
    });
  }

  if (readData && offers('create')) {
    router.post('/', requireWriteAccess, (req, res) => {
      const storeId = authenticatedStoreId(req.auth);
      const owner = parentId(req, storeId);
      const problems = newProblems();
      const document = readDocument(req.body, definition);
      const read = readData(document.fields, undefined, problems, document.meta);
      problems.throwIfAny();
      const given = parent && owner !== undefined ? parent.withParent(read, owner) : read;
      const created = collection.transaction(() => {
        const writeContext = context(storeId);
        const data = definition.prepare?.(given, undefined, writeContext) ?? given;
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
      res.status(201).json({ data: rendererFor(req, storeId)(created) });
    });
  }

  if (offers('get')) {
    router.get('/:id', (req, res) => {
      const { storeId, record } = find(req);
      res.json({ data: rendererFor(req, storeId)(record) });
    });
  }

  if (readData && offers('update')) {
    router.put('/:id', requireWriteAccess, (req, res) => {
      const { storeId, record } = find(req);
      const document = readDocument(req.body, definition);
      if (document.id === undefined && definition.requireDocumentId) {
        throw failedValidation('id is required', '/data/id');
      }
      if (document.id !== undefined && document.id !== record.id) {
        throw conflict(`data.id must match the ${definition.label} id in the URL`, '/data/id');
      }
      const problems = newProblems();
      const read = readData(document.fields, record.data, problems, document.meta);
      problems.throwIfAny();
      // The parent of a nested record never changes through an update.
      const given = parent ? parent.withParent(read, parent.idOf(record.data)) : read;
      const updated = collection.transaction(() => {
        const writeContext = context(storeId);
        const data = definition.prepare?.(given, record, writeContext) ?? given;
        assertUnique(storeId, data, record.id);
        definition.beforeWrite?.(data, record, writeContext);
        collection.replace(storeId, record.id, data, writeContext.timestamp);
        return { ...record, data, updatedAt: writeContext.timestamp };
      });
      res.json({ data: rendererFor(req, storeId)(updated) });
    });
  }

  if (offers('delete')) {
    router.delete('/:id', requireWriteAccess, (req, res) => {
      const { storeId, record } = find(req);
      collection.transaction(() => {
        definition.beforeDelete?.(record, context(storeId));
        collection.delete(storeId, record.id);
      });
      definition.afterDelete?.(record, context(storeId));
      res.status(204).end();
    });
  }

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

/** The usual `name`: required, at most 255 characters ('' only while a problem is reported). */
export function readRequiredName(
  document: Record<string, unknown>,
  existing: { name: string } | undefined,
  problems: FieldProblems,
): string {
  return readText(document, 'name', existing?.name, problems, { required: true, maxLength: 255 }) ?? '';
}

/** The usual `description`: optional, at most `maxLength` characters; absent keeps the stored one or ''. */
export function readDescription(
  document: Record<string, unknown>,
  existing: { description?: string } | undefined,
  problems: FieldProblems,
  maxLength = 1024,
): string {
  return (
    readText(document, 'description', existing?.description ?? '', problems, {
      required: false,
      maxLength,
    }) ?? ''
  );
}

/**
 * A `description` a document may go without: at most 1024 characters; absent keeps the stored one,
 * or leaves the member out (spread the result into the data).
 */
export function readOptionalDescription(
  document: Record<string, unknown>,
  existing: { description?: string } | undefined,
  problems: FieldProblems,
): { description?: string } {
  const description = readText(document, 'description', existing?.description, problems, {
    required: false,
    maxLength: 1024,
  });
  return description === undefined ? {} : { description };
}

/**
 * The usual nested scope: the route parameter `param`, the parent's id stored in `field`, and the
 * parent's 404 (`missing`) when `parents` holds no such record in the store.
 */
export function parentScope<TData extends Record<TField, string>, TField extends string>(
  param: string,
  field: TField,
  parents: { get: (storeId: string, id: string) => unknown },
  missing: () => ApiError,
): ParentScope<TData> {
  return {
    param,
    idOf: (data) => data[field],
    withParent: (data, parentId) => ({ ...data, [field]: parentId }),
    assertExists: (storeId, parentId) => {
      if (!parents.get(storeId, parentId)) throw missing();
    },
  };
}
