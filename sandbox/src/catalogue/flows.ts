import crypto from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import {
  ApiError,
  badRequest,
  conflict,
  failedValidation,
  listEnvelope,
  notFound,
  queryParam,
} from '../core/http';
import { templateFlowIds } from './product-links';
import { runListQuery, type ListSchema } from '../core/query';
import { ResourceCollection, type ResourceRecord } from '../core/resources';
import {
  createSimpleResourceRouter,
  FieldProblems,
  readBoolean,
  readDescription,
  readEnum,
  readText,
  simpleResourceCollection,
  type SimpleRecord,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject, listParams, requestData, requireDataType } from '../core/request';

/**
 * Flows (templates and custom data, spec section 7): `/v2/flows` and `/v2/fields` are declarative
 * simple resources; a flow's entries (`/v2/flows/{slug}/entries`) are documents whose members are
 * the flow's field slugs, validated against each field's type. Relationship fields are set through
 * `.../entries/{id}/relationships/{fieldSlug}`. Not modelled: `unique`, `default` and `order` of
 * fields, and the validation rules themselves (they are stored and returned, not enforced).
 */

export const FIELD_TYPES = ['string', 'integer', 'float', 'boolean', 'date', 'relationship'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FlowData {
  name: string;
  slug: string;
  description: string;
  enabled: boolean;
}

export interface FieldData {
  name: string;
  slug: string;
  field_type: FieldType;
  description: string;
  required: boolean;
  enabled: boolean;
  validation_rules: unknown[];
  /** The flow the field belongs to; rendered as `relationships.flow`. */
  flow_id: string;
}

/** A reference stored in a relationship field, e.g. `{ type: 'product', id }`. */
export interface EntryReference {
  type: string;
  id: string;
}

export interface EntryData {
  flow_id: string;
  /** Field slug → value; relationship fields hold `EntryReference[]`. */
  values: Record<string, unknown>;
}

const SLUG = /^[A-Za-z0-9_-]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

const readName = (document: Record<string, unknown>, fallback: string | undefined, problems: FieldProblems) =>
  readText(document, 'name', fallback, problems, { required: true, maxLength: 255 }) ?? '';
const readSlug = (document: Record<string, unknown>, fallback: string | undefined, problems: FieldProblems) =>
  readText(document, 'slug', fallback, problems, {
    required: true,
    maxLength: 255,
    pattern: SLUG,
    patternDetail: 'slug may contain only letters, digits, hyphens and underscores',
  }) ?? '';

export const flowDefinition: SimpleResourceDefinition<FlowData> = {
  type: 'flow',
  label: 'flow',
  decode: (data) => {
    if (!isPlainObject(data) || typeof data.slug !== 'string') throw new Error('Corrupt stored flow');
    return {
      name: typeof data.name === 'string' ? data.name : data.slug,
      slug: data.slug,
      description: typeof data.description === 'string' ? data.description : '',
      enabled: data.enabled !== false,
    };
  },
  read: (document, existing, problems) => ({
    name: readName(document, existing?.name, problems),
    slug: readSlug(document, existing?.slug, problems),
    description: readDescription(document, existing, problems),
    enabled: readBoolean(document, 'enabled', existing?.enabled ?? true, problems) ?? true,
  }),
  unique: [{ field: 'slug', value: (data) => data.slug }],
  filterFields: {
    name: { operators: ['eq', 'like'], value: (item) => item.data.name },
    slug: { operators: ['eq', 'like'], value: (item) => item.data.slug },
  },
  sortFields: { name: (item) => item.data.name, slug: (item) => item.data.slug },
};

/** `relationships.flow.data.id` names the field's flow; required on create, fixed afterwards. */
function readFlowId(
  document: Record<string, unknown>,
  existing: FieldData | undefined,
  problems: FieldProblems,
): string {
  if (existing) return existing.flow_id;
  const relationships = document.relationships;
  const flow = isPlainObject(relationships) ? relationships.flow : undefined;
  const data = isPlainObject(flow) ? flow.data : undefined;
  if (!isPlainObject(data) || data.type !== 'flow' || typeof data.id !== 'string') {
    problems.add('relationships.flow must be { data: { type: "flow", id } }', 'relationships/flow');
    return '';
  }
  return data.id;
}

function decodeField(data: unknown): FieldData {
  if (!isPlainObject(data) || typeof data.slug !== 'string' || typeof data.flow_id !== 'string') {
    throw new Error('Corrupt stored field');
  }
  const fieldType = FIELD_TYPES.find((candidate) => candidate === data.field_type) ?? 'string';
  return {
    name: typeof data.name === 'string' ? data.name : data.slug,
    slug: data.slug,
    field_type: fieldType,
    description: typeof data.description === 'string' ? data.description : '',
    required: data.required === true,
    enabled: data.enabled !== false,
    validation_rules: Array.isArray(data.validation_rules) ? data.validation_rules : [],
    flow_id: data.flow_id,
  };
}

/** Fields need the flows collection to check their flow exists, so the definition closes over the db. */
export function fieldDefinition(db: SandboxDatabase): SimpleResourceDefinition<FieldData> {
  const flows = simpleResourceCollection(db, flowDefinition);
  return {
    type: 'field',
    label: 'field',
    decode: decodeField,
    read: (document, existing, problems) => {
      const rules = document.validation_rules;
      if (rules !== undefined && !Array.isArray(rules)) {
        problems.add('validation_rules must be an array', 'validation_rules');
      }
      return {
        name: readName(document, existing?.name, problems),
        slug: readSlug(document, existing?.slug, problems),
        field_type: readEnum(document, 'field_type', FIELD_TYPES, existing?.field_type, problems) ?? 'string',
        description: readDescription(document, existing, problems),
        required: readBoolean(document, 'required', existing?.required ?? false, problems) ?? false,
        enabled: readBoolean(document, 'enabled', existing?.enabled ?? true, problems) ?? true,
        validation_rules: Array.isArray(rules) ? rules : (existing?.validation_rules ?? []),
        flow_id: readFlowId(document, existing, problems),
      };
    },
    // Slugs are unique within a flow, not the store, so the generic store-wide rule does not fit.
    unique: [],
    filterFields: {
      slug: { operators: ['eq', 'like'], value: (item) => item.data.slug },
      field_type: { operators: ['eq'], value: (item) => item.data.field_type },
    },
    sortFields: { name: (item) => item.data.name, slug: (item) => item.data.slug },
    renderFields: ({ flow_id: _flow, ...fields }) => fields,
    renderExtras: (record) => ({
      relationships: { flow: { data: { type: 'flow', id: record.data.flow_id } } },
    }),
    beforeWrite: (data, previous, { storeId, collection }) => {
      if (!flows.get(storeId, data.flow_id)) {
        throw failedValidation('The flow does not exist', '/data/relationships/flow');
      }
      const clash = collection
        .list(storeId)
        .some(
          (other) =>
            other.id !== previous?.id &&
            other.data.flow_id === data.flow_id &&
            other.data.slug.toLowerCase() === data.slug.toLowerCase(),
        );
      if (clash) throw conflict(`A field with slug ${data.slug} already exists in this flow`, '/data/slug');
    },
  };
}

const entryType = { name: 'flow-entry', decode: decodeEntry };

function decodeEntry(data: unknown): EntryData {
  if (!isPlainObject(data) || typeof data.flow_id !== 'string' || !isPlainObject(data.values)) {
    throw new Error('Corrupt stored entry');
  }
  return { flow_id: data.flow_id, values: data.values };
}

export function entryCollection(db: SandboxDatabase): ResourceCollection<EntryData> {
  return new ResourceCollection(db, entryType);
}

export function fieldCollection(db: SandboxDatabase): ResourceCollection<FieldData> {
  return simpleResourceCollection(db, fieldDefinition(db));
}

/** Checks one value against its field's type; returns the problem, or undefined when it fits. */
function typeProblem(field: FieldData, value: unknown): string | undefined {
  switch (field.field_type) {
    case 'string':
      return typeof value === 'string' ? undefined : `${field.slug} must be a string`;
    case 'integer':
      return Number.isInteger(value) ? undefined : `${field.slug} must be a whole number`;
    case 'float':
      return typeof value === 'number' && Number.isFinite(value)
        ? undefined
        : `${field.slug} must be a number`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${field.slug} must be true or false`;
    case 'date':
      return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))
        ? undefined
        : `${field.slug} must be an ISO-8601 date`;
    case 'relationship':
      return `${field.slug} is a relationship; set it through relationships/${field.slug}`;
  }
}

/** A value that counts as "not given" for a required field. */
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Reads an entry document against the flow's enabled fields. On create every required field must
 * have a value; on update missing members keep their value and `null` clears one (unless required).
 */
export function readEntryValues(
  document: Record<string, unknown>,
  fields: FieldData[],
  existing: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const problems = new FieldProblems();
  const values: Record<string, unknown> = { ...(existing ?? {}) };
  for (const field of fields.filter((candidate) => candidate.enabled)) {
    const given = field.slug in document;
    const value = document[field.slug];
    if (given && value !== null && value !== '') {
      const problem = typeProblem(field, value);
      // One problem per field: a mistyped value is reported as such, not also as missing.
      if (problem) {
        problems.add(problem, field.slug);
        continue;
      }
      values[field.slug] = value;
    } else if (given) {
      delete values[field.slug];
    }
    if (field.required && field.field_type !== 'relationship' && isBlank(values[field.slug])) {
      problems.add(`${field.slug} is required`, field.slug);
    }
  }
  problems.throwIfAny();
  return values;
}

/** Reads `{ data: [{ type, id }] }` (or one reference) for a relationship field. */
function readReferences(body: unknown): EntryReference[] {
  const data = isPlainObject(body) ? body.data : undefined;
  const list = Array.isArray(data) ? data : data === undefined ? undefined : [data];
  const references: EntryReference[] = [];
  for (const item of list ?? [undefined]) {
    if (!isPlainObject(item) || typeof item.type !== 'string' || typeof item.id !== 'string') {
      throw failedValidation('data must be a list of { type, id }', '/data');
    }
    references.push({ type: item.type, id: item.id });
  }
  return references;
}

function referencesIn(value: unknown): EntryReference[] {
  return Array.isArray(value) ? value.filter((item): item is EntryReference => isPlainObject(item)) : [];
}

const sameReference = (a: EntryReference, b: EntryReference) => a.type === b.type && a.id === b.id;

const ENTRY_LIST_SCHEMA: ListSchema<ResourceRecord<EntryData>> = {
  filter: { fields: { id: { operators: ['eq', 'in'], value: (item) => item.id } } },
  sortFields: { created_at: (item) => item.createdAt, updated_at: (item) => item.updatedAt },
  defaultSort: [
    { field: 'created_at', descending: false, value: (item) => item.createdAt },
    { field: 'id', descending: false, value: (item) => item.id },
  ],
};

/** Flow routes below `/:slug`: its fields, attributes, entries and entry relationships. */
function flowChildRoutes(
  router: Router,
  flows: ResourceCollection<FlowData>,
  db: SandboxDatabase,
  now: () => number,
) {
  const fields = fieldCollection(db);
  const fieldRender = fieldDefinition(db).renderFields;
  const entries = entryCollection(db);
  const timestamp = () => new Date(now()).toISOString();

  /** Flows are addressed by slug (as on the provider) or, for convenience, by id. */
  const findFlow = (req: Request) => {
    const storeId = authenticatedStoreId(req.auth);
    const key = String(req.params.slug);
    const flow =
      flows.list(storeId).find((candidate) => candidate.data.slug === key) ?? flows.get(storeId, key);
    if (!flow) throw notFound('No flow found');
    const flowFields = fields.list(storeId).filter((field) => field.data.flow_id === flow.id);
    return { storeId, flow, flowFields: flowFields.map((field) => field.data), fieldRecords: flowFields };
  };
  const findEntry = (req: Request) => {
    const found = findFlow(req);
    const entry = entries.get(found.storeId, String(req.params.entryId));
    if (!entry || entry.data.flow_id !== found.flow.id) throw notFound('No entry found');
    return { ...found, entry };
  };
  const renderEntry = (entry: ResourceRecord<EntryData>, flowFields: FieldData[], flowSlug: string) => {
    const relationshipSlugs = new Set(
      flowFields.filter((field) => field.field_type === 'relationship').map((field) => field.slug),
    );
    const plain = Object.entries(entry.data.values).filter(([slug]) => !relationshipSlugs.has(slug));
    return {
      id: entry.id,
      type: 'entry',
      ...Object.fromEntries(plain),
      links: { self: `/v2/flows/${flowSlug}/entries/${entry.id}` },
      meta: { timestamps: { created_at: entry.createdAt, updated_at: entry.updatedAt } },
      relationships: Object.fromEntries(
        [...relationshipSlugs].map((slug) => [slug, { data: referencesIn(entry.data.values[slug]) }]),
      ),
    };
  };
  const readEntryId = (document: Record<string, unknown>): string | undefined => {
    if (document.id === undefined) return undefined;
    if (typeof document.id !== 'string' || !SLUG.test(document.id) || document.id.length > 255) {
      throw failedValidation('id must be letters, digits, hyphens and underscores', '/data/id');
    }
    return document.id;
  };
  const readEntryDocument = (body: unknown): Record<string, unknown> => {
    const data = requestData(body);
    requireDataType(data, 'entry');
    return data;
  };

  router.get('/:slug/fields', (req, res) => {
    const { fieldRecords } = findFlow(req);
    res.json({
      data: fieldRecords.map((record) => ({
        id: record.id,
        type: 'field',
        ...(fieldRender ? fieldRender(record.data) : record.data),
        relationships: { flow: { data: { type: 'flow', id: record.data.flow_id } } },
        meta: { timestamps: { created_at: record.createdAt, updated_at: record.updatedAt } },
      })),
    });
  });

  // The attributes an entry of this flow accepts, as forms and importers describe them.
  router.get('/:slug/attributes', (req, res) => {
    const { flowFields } = findFlow(req);
    res.json({
      data: flowFields
        .filter((field) => field.enabled)
        .map((field) => ({
          label: field.name,
          value: field.slug,
          type: field.field_type,
          required: field.required,
          description: field.description,
        })),
    });
  });

  router.get('/:slug/entries', (req, res) => {
    const { storeId, flow, flowFields } = findFlow(req);
    const all = entries.list(storeId).filter((entry) => entry.data.flow_id === flow.id);
    const result = runListQuery(all, listParams(req), ENTRY_LIST_SCHEMA);
    res.json(listEnvelope(req, result, (entry) => renderEntry(entry, flowFields, flow.data.slug)));
  });

  router.post('/:slug/entries', requireWriteAccess, (req, res) => {
    const { storeId, flow, flowFields } = findFlow(req);
    const document = readEntryDocument(req.body);
    const id = readEntryId(document);
    // A template's entry for a product takes the product's id, so ids may be chosen (once per store).
    if (id !== undefined && entries.get(storeId, id)) {
      throw conflict('An entry with this id already exists', '/data/id');
    }
    const values = readEntryValues(document, flowFields, undefined);
    const stamp = timestamp();
    const entry: ResourceRecord<EntryData> = {
      id: id ?? crypto.randomUUID(),
      storeId,
      data: { flow_id: flow.id, values },
      createdAt: stamp,
      updatedAt: stamp,
    };
    entries.insert(entry);
    res.status(201).json({ data: renderEntry(entry, flowFields, flow.data.slug) });
  });

  router.get('/:slug/entries/:entryId', (req, res) => {
    const { entry, flowFields, flow } = findEntry(req);
    res.json({ data: renderEntry(entry, flowFields, flow.data.slug) });
  });

  router.put('/:slug/entries/:entryId', requireWriteAccess, (req, res) => {
    const { storeId, entry, flowFields, flow } = findEntry(req);
    const document = readEntryDocument(req.body);
    if (document.id !== undefined && document.id !== entry.id) {
      throw conflict('data.id must match the entry id in the URL', '/data/id');
    }
    const values = readEntryValues(document, flowFields, entry.data.values);
    const updated = { ...entry, data: { ...entry.data, values }, updatedAt: timestamp() };
    entries.replace(storeId, entry.id, updated.data, updated.updatedAt);
    res.json({ data: renderEntry(updated, flowFields, flow.data.slug) });
  });

  router.delete('/:slug/entries/:entryId', requireWriteAccess, (req, res) => {
    const { storeId, entry } = findEntry(req);
    entries.delete(storeId, entry.id);
    res.status(204).end();
  });

  /** POST adds references, PUT replaces them, DELETE removes the ones named. */
  const relationshipWrite =
    (change: (current: EntryReference[], given: EntryReference[]) => EntryReference[]) =>
    (req: Request, res: Response) => {
      const { storeId, entry, flowFields } = findEntry(req);
      const field = flowFields.find((candidate) => candidate.slug === req.params.fieldSlug);
      if (!field || field.field_type !== 'relationship') {
        throw ApiError.of(404, `No relationship field ${String(req.params.fieldSlug)} in this flow`);
      }
      const next = change(referencesIn(entry.data.values[field.slug]), readReferences(req.body));
      const values = { ...entry.data.values, [field.slug]: next };
      entries.replace(storeId, entry.id, { ...entry.data, values }, timestamp());
      // flows.yaml: a write answers 201 with the field's references, a delete 204 with nothing.
      if (req.method === 'DELETE') res.status(204).end();
      else res.status(201).json({ data: next });
    };
  const relationshipPath = '/:slug/entries/:entryId/relationships/:fieldSlug';
  router.post(
    relationshipPath,
    requireWriteAccess,
    relationshipWrite((current, given) => [
      ...current,
      ...given.filter((reference) => !current.some((existing) => sameReference(existing, reference))),
    ]),
  );
  router.put(
    relationshipPath,
    requireWriteAccess,
    relationshipWrite((_current, given) => given),
  );
  router.delete(
    relationshipPath,
    requireWriteAccess,
    relationshipWrite((current, given) =>
      current.filter((existing) => !given.some((reference) => sameReference(existing, reference))),
    ),
  );
}

const FLOW_LIST_SCHEMA: ListSchema<SimpleRecord<FlowData>> = {
  filter: { fields: flowDefinition.filterFields ?? {} },
  sortFields: {
    ...flowDefinition.sortFields,
    created_at: (item) => item.createdAt,
    updated_at: (item) => item.updatedAt,
  },
  defaultSort: [
    { field: 'created_at', descending: false, value: (item) => item.createdAt },
    { field: 'id', descending: false, value: (item) => item.id },
  ],
};

/** `/v2/flows`: the generic flow resource plus its fields, attributes and entries. */
export function createFlowsRouter(options: SimpleResourceRoutesOptions): Router {
  const fields = fieldCollection(options.db);
  const entries = entryCollection(options.db);
  return createSimpleResourceRouter(
    {
      ...flowDefinition,
      // A flow's fields and entries cannot outlive it.
      beforeDelete: (record, { storeId }) => {
        for (const field of fields
          .list(storeId)
          .filter((candidate) => candidate.data.flow_id === record.id)) {
          fields.delete(storeId, field.id);
        }
        for (const entry of entries
          .list(storeId)
          .filter((candidate) => candidate.data.flow_id === record.id)) {
          entries.delete(storeId, entry.id);
        }
      },
      extraRoutes: (router, { collection, render }) => {
        // `?template=true|false`: only the flows attached to products as templates, or only the others.
        router.get('/', (req, res, next) => {
          const template = queryParam(req, 'template');
          if (template === undefined) {
            next();
            return;
          }
          if (template !== 'true' && template !== 'false') throw badRequest('template must be true or false');
          const storeId = authenticatedStoreId(req.auth);
          const templates = templateFlowIds(options.db, storeId);
          const all = collection.list(storeId);
          const chosen = all.filter((flow) => templates.has(flow.id) === (template === 'true'));
          const result = runListQuery(chosen, listParams(req), FLOW_LIST_SCHEMA);
          res.json(listEnvelope(req, result, (record) => render(record, all)));
        });
        flowChildRoutes(router, collection, options.db, options.now);
      },
    },
    options,
  );
}

/** `/v2/fields`: generic CRUD; a field names its flow through `relationships.flow`. */
export function createFieldsRouter(options: SimpleResourceRoutesOptions): Router {
  return createSimpleResourceRouter(fieldDefinition(options.db), options);
}

// ---------------------------------------------------------------------------------------------
// Seed: fixed ids so tests and journeys can refer to them.

export const SEEDED_FLOW = {
  id: 'f10a0c1e-2b3d-4e5f-8a9b-0c1d2e3f4a01',
  slug: 'product-care',
  fieldIds: {
    instructions: 'f10a0c1e-2b3d-4e5f-8a9b-0c1d2e3f4a11',
    washTemperature: 'f10a0c1e-2b3d-4e5f-8a9b-0c1d2e3f4a12',
  },
} as const;

/** One "Product care" flow with a required text field, a number field and two entries. */
export function seedFlows(db: SandboxDatabase, storeId: string, timestamp: string): void {
  const stamp = { storeId, createdAt: timestamp, updatedAt: timestamp };
  simpleResourceCollection(db, flowDefinition).insert({
    id: SEEDED_FLOW.id,
    data: {
      name: 'Product care',
      slug: SEEDED_FLOW.slug,
      description: 'Care instructions for products',
      enabled: true,
    },
    ...stamp,
  });
  const field = (name: string, slug: string, fieldType: FieldType, required: boolean): FieldData => ({
    name,
    slug,
    field_type: fieldType,
    description: '',
    required,
    enabled: true,
    validation_rules: [],
    flow_id: SEEDED_FLOW.id,
  });
  const fields = fieldCollection(db);
  fields.insert({
    id: SEEDED_FLOW.fieldIds.instructions,
    data: field('Instructions', 'instructions', 'string', true),
    ...stamp,
  });
  fields.insert({
    id: SEEDED_FLOW.fieldIds.washTemperature,
    data: field('Wash temperature', 'wash_temperature', 'integer', false),
    ...stamp,
  });
  const entries = entryCollection(db);
  const seeded: SimpleRecord<EntryData>[] = [
    {
      id: 'f10a0c1e-2b3d-4e5f-8a9b-0c1d2e3f4a21',
      data: { flow_id: SEEDED_FLOW.id, values: { instructions: 'Machine wash cold', wash_temperature: 30 } },
      ...stamp,
    },
    {
      id: 'f10a0c1e-2b3d-4e5f-8a9b-0c1d2e3f4a22',
      data: { flow_id: SEEDED_FLOW.id, values: { instructions: 'Hand wash only' } },
      ...stamp,
    },
  ];
  for (const entry of seeded) entries.insert(entry);
}
