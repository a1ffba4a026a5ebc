import { Router } from 'express';
import type { SandboxDatabase } from '../core/db';
import { notFound } from '../core/http';
import { ResourceCollection, resourcesChanged, type ResourceType } from '../core/resources';
import {
  createSimpleResourceRouter,
  FieldProblems,
  parentScope,
  readBoolean,
  readDescription,
  readEnum,
  readNumber,
  readRequiredName,
  readText,
  simpleResourceCollection,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject } from '../core/request';

/**
 * Commerce Extensions (commerce-extensions.yaml): Custom APIs and their Custom Fields under
 * `/v2/settings/extensions/custom-apis`, both plain registry resources. Entries, whose document
 * type and members depend on the API's fields, live in custom-api-entries.ts.
 * Not modelled: `parent_apis` relationships (always empty), `use_as_url_slug`.
 */

export const CUSTOM_APIS_PATH = '/v2/settings/extensions/custom-apis';
/** Stored type of role policies (permissions.ts); deleting a Custom API removes its policies. */
export const ROLE_POLICY_STORED_AS = 'custom_api_role_policy';
export const ENTRY_STORED_AS = 'custom_api_entry';

export interface CustomApiData {
  name: string;
  description: string;
  slug: string;
  api_type: string;
  allow_upserts: boolean;
}

export const CUSTOM_FIELD_TYPES = ['string', 'integer', 'boolean', 'float', 'any', 'list'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
const LIST_ELEMENT_TYPES = ['any', 'string', 'integer', 'boolean', 'float'] as const;

/** The rules of one field, with the provider's defaults filled in. */
export interface FieldValidation {
  allow_null_values: boolean;
  immutable: boolean;
  min_length?: number | null;
  max_length?: number | null;
  regex?: string | null;
  unique?: 'yes' | 'no';
  unique_case_insensitivity?: boolean;
  min_value?: number | null;
  max_value?: number | null;
  allowed_type?: (typeof LIST_ELEMENT_TYPES)[number];
}

export interface CustomFieldData {
  custom_api_id: string;
  name: string;
  description: string;
  slug: string;
  field_type: CustomFieldType;
  validation: FieldValidation;
  presentation: { sort_order: number };
}

const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

// ---------------------------------------------------------------------------------------------
// Custom APIs

function customApiDefinition(db: SandboxDatabase): SimpleResourceDefinition<CustomApiData> {
  return {
    type: 'custom_api',
    label: 'custom_api',
    storedAs: 'custom_api',
    path: CUSTOM_APIS_PATH,
    decode: decodeCustomApi,
    read: (document, existing, problems) => ({
      name: readRequiredName(document, existing, problems),
      description: readDescription(document, existing, problems, 255),
      slug:
        readText(document, 'slug', existing?.slug, problems, {
          required: true,
          pattern: /^[a-z0-9_-]{1,63}$/,
          patternDetail: 'slug must be 1 to 63 lower-case letters, digits, hyphens or underscores',
        }) ?? '',
      api_type:
        readText(document, 'api_type', existing?.api_type, problems, {
          required: true,
          pattern: /^[a-z0-9_]{1,59}_ext$/,
          patternDetail: 'api_type must be lower-case letters, digits or underscores ending in _ext',
        }) ?? '',
      allow_upserts:
        readBoolean(document, 'allow_upserts', existing?.allow_upserts ?? false, problems) ?? false,
    }),
    unique: [
      { field: 'slug', value: (data) => data.slug },
      { field: 'api_type', value: (data) => data.api_type },
    ],
    filterFields: {
      name: { operators: ['eq', 'like'], value: (item) => item.data.name },
      slug: { operators: ['eq', 'like'], value: (item) => item.data.slug },
      api_type: { operators: ['eq', 'like'], value: (item) => item.data.api_type },
      description: { operators: ['eq', 'like'], value: (item) => item.data.description },
    },
    sortFields: {
      name: (item) => item.data.name,
      slug: (item) => item.data.slug,
      api_type: (item) => item.data.api_type,
    },
    renderExtras: () => ({ relationships: { parent_apis: { data: [] } } }),
    // Fields, entries and role policies mean nothing without their API.
    beforeDelete: (record, context) => {
      db.prepare(
        `DELETE FROM resources WHERE store_id = ? AND type IN (?, ?, ?)
         AND json_extract(data, '$.custom_api_id') = ?`,
      ).run(context.storeId, 'custom_field', ENTRY_STORED_AS, ROLE_POLICY_STORED_AS, record.id);
      resourcesChanged(db);
    },
  };
}

function decodeCustomApi(data: unknown): CustomApiData {
  if (!isPlainObject(data)) throw new Error('Corrupt stored custom API');
  return {
    name: str(data.name),
    description: str(data.description),
    slug: str(data.slug),
    api_type: str(data.api_type),
    allow_upserts: data.allow_upserts === true,
  };
}

const customApiType: ResourceType<CustomApiData> = { name: 'custom_api', decode: decodeCustomApi };
export const customApiCollection = (db: SandboxDatabase) => new ResourceCollection(db, customApiType);

// ---------------------------------------------------------------------------------------------
// Custom fields

/** Slugs the provider reserves because they clash with an entry's own members. */
const RESERVED_SLUGS = new Set([
  'slug',
  'type',
  'id',
  'meta',
  'created_at',
  'updated_at',
  'links',
  'relationships',
  'attributes',
  'attribute',
  'dimension',
  'dimensions',
  'weight',
  'weights',
]);

const optionalInteger = (value: unknown) =>
  typeof value === 'number' ? value : value === null ? null : undefined;

function decodeValidation(value: unknown): FieldValidation {
  const v = isPlainObject(value) ? value : {};
  const allowed = LIST_ELEMENT_TYPES.find((type) => type === v.allowed_type);
  return {
    allow_null_values: v.allow_null_values !== false,
    immutable: v.immutable === true,
    min_length: optionalInteger(v.min_length),
    max_length: optionalInteger(v.max_length),
    regex: typeof v.regex === 'string' ? v.regex : v.regex === null ? null : undefined,
    unique: v.unique === 'yes' ? 'yes' : v.unique === 'no' ? 'no' : undefined,
    unique_case_insensitivity:
      typeof v.unique_case_insensitivity === 'boolean' ? v.unique_case_insensitivity : undefined,
    min_value: optionalInteger(v.min_value),
    max_value: optionalInteger(v.max_value),
    allowed_type: allowed,
  };
}

export function decodeCustomField(data: unknown): CustomFieldData {
  if (!isPlainObject(data)) throw new Error('Corrupt stored custom field');
  const fieldType = CUSTOM_FIELD_TYPES.find((type) => type === data.field_type) ?? 'string';
  const presentation = isPlainObject(data.presentation) ? data.presentation : {};
  return {
    custom_api_id: str(data.custom_api_id),
    name: str(data.name),
    description: str(data.description),
    slug: str(data.slug),
    field_type: fieldType,
    validation: decodeValidation(data.validation),
    presentation: { sort_order: typeof presentation.sort_order === 'number' ? presentation.sort_order : 0 },
  };
}

/** The rule names each field type accepts under `validation.<field_type>`. */
const RULES: Readonly<Record<CustomFieldType, readonly string[]>> = {
  string: [
    'min_length',
    'max_length',
    'regex',
    'allow_null_values',
    'unique',
    'unique_case_insensitivity',
    'immutable',
  ],
  integer: ['min_value', 'max_value', 'allow_null_values', 'immutable'],
  float: ['min_value', 'max_value', 'allow_null_values', 'immutable'],
  boolean: ['allow_null_values', 'immutable'],
  any: ['allow_null_values', 'immutable'],
  list: ['min_length', 'max_length', 'allowed_type', 'allow_null_values', 'immutable'],
};

type BoundRule = 'min_length' | 'max_length' | 'min_value' | 'max_value';

/** Reads `validation: { <field_type>: { ... } }`; problems point at the offending rule. */
function readValidation(
  document: Record<string, unknown>,
  fieldType: CustomFieldType,
  existing: CustomFieldData | undefined,
  problems: FieldProblems,
): FieldValidation {
  const previous: FieldValidation = existing?.validation ?? { allow_null_values: true, immutable: false };
  const sent = document.validation;
  if (sent === undefined) return withTypeDefaults(previous, fieldType);
  const pointer = `validation/${fieldType}`;
  if (!isPlainObject(sent) || Object.keys(sent).some((key) => key !== fieldType)) {
    problems.add(`validation may only hold rules for field_type ${fieldType}`, 'validation');
    return previous;
  }
  const rules = sent[fieldType] ?? {};
  if (!isPlainObject(rules)) {
    problems.add(`validation.${fieldType} must be an object`, pointer);
    return previous;
  }
  const nested = new FieldProblems(`/data/${pointer}`);
  const unknown = Object.keys(rules).filter((rule) => !RULES[fieldType].includes(rule));
  for (const rule of unknown) nested.add(`${rule} is not a ${fieldType} validation rule`, rule);
  const bound = (rule: BoundRule, min: number, max: number, integer: boolean) => {
    const value = rules[rule];
    if (value === undefined) return previous[rule];
    if (value === null) return null;
    return checkBound(value, rule, min, max, integer, nested);
  };
  const next: FieldValidation = {
    allow_null_values: readBoolean(rules, 'allow_null_values', previous.allow_null_values, nested) ?? true,
    immutable: readBoolean(rules, 'immutable', previous.immutable, nested) ?? false,
  };
  if (fieldType === 'string' || fieldType === 'list') {
    const max = fieldType === 'string' ? 65535 : 1000;
    next.min_length = bound('min_length', 0, max, true);
    next.max_length = bound('max_length', 0, max, true);
    checkRange(next.min_length, next.max_length, 'min_length', nested);
  }
  if (fieldType === 'integer' || fieldType === 'float') {
    const integer = fieldType === 'integer';
    next.min_value = bound('min_value', -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, integer);
    next.max_value = bound('max_value', -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, integer);
    checkRange(next.min_value, next.max_value, 'min_value', nested);
  }
  if (fieldType === 'string') {
    next.regex = readRegex(rules, nested);
    next.unique = readEnum(rules, 'unique', ['yes', 'no'] as const, previous.unique ?? 'no', nested);
    const caseInsensitive = readBoolean(
      rules,
      'unique_case_insensitivity',
      previous.unique_case_insensitivity ?? false,
      nested,
    );
    if (existing && caseInsensitive !== (existing.validation.unique_case_insensitivity ?? false)) {
      nested.add(
        'unique_case_insensitivity can only be set when the field is created',
        'unique_case_insensitivity',
      );
    } else if (caseInsensitive && next.unique !== 'yes') {
      nested.add(
        'unique_case_insensitivity can only be true when unique is yes',
        'unique_case_insensitivity',
      );
    }
    next.unique_case_insensitivity = caseInsensitive ?? false;
  }
  if (fieldType === 'list') {
    const allowed = readEnum(
      rules,
      'allowed_type',
      LIST_ELEMENT_TYPES,
      previous.allowed_type ?? 'any',
      nested,
    );
    if (existing && allowed !== (existing.validation.allowed_type ?? 'any')) {
      nested.add('allowed_type cannot be changed after the field is created', 'allowed_type');
    }
    next.allowed_type = allowed ?? 'any';
  }
  problems.list.push(...nested.list);
  return withTypeDefaults(next, fieldType);
}

function checkBound(
  value: unknown,
  rule: string,
  min: number,
  max: number,
  integer: boolean,
  problems: FieldProblems,
): number | undefined {
  if (typeof value !== 'number' || (integer && !Number.isInteger(value)) || value < min || value > max) {
    problems.add(`${rule} must be ${integer ? 'an integer' : 'a number'} between ${min} and ${max}`, rule);
    return undefined;
  }
  return value;
}

function checkRange(
  min: number | null | undefined,
  max: number | null | undefined,
  rule: string,
  problems: FieldProblems,
): void {
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    problems.add(`${rule} must not be greater than ${rule.replace('min', 'max')}`, rule);
  }
}

function readRegex(rules: Record<string, unknown>, problems: FieldProblems): string | null | undefined {
  const value = rules.regex;
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string' || value.length > 1024) {
    problems.add('regex must be a string of at most 1024 characters', 'regex');
    return undefined;
  }
  try {
    new RegExp(value, 'u');
  } catch {
    problems.add('regex is not a valid regular expression', 'regex');
    return undefined;
  }
  return value;
}

/** What the provider reports when a rule was never set. */
function withTypeDefaults(validation: FieldValidation, fieldType: CustomFieldType): FieldValidation {
  const base = { allow_null_values: validation.allow_null_values, immutable: validation.immutable };
  switch (fieldType) {
    case 'string':
      return {
        min_length: validation.min_length ?? null,
        max_length: validation.max_length ?? null,
        regex: validation.regex ?? null,
        ...base,
        unique: validation.unique ?? 'no',
        unique_case_insensitivity: validation.unique_case_insensitivity ?? false,
      };
    case 'integer':
    case 'float':
      return { min_value: validation.min_value ?? null, max_value: validation.max_value ?? null, ...base };
    case 'list':
      return {
        min_length: validation.min_length ?? null,
        max_length: validation.max_length ?? null,
        allowed_type: validation.allowed_type ?? 'any',
        ...base,
      };
    default:
      return base;
  }
}

function customFieldDefinition(db: SandboxDatabase): SimpleResourceDefinition<CustomFieldData> {
  const apis = customApiCollection(db);
  return {
    type: 'custom_field',
    label: 'custom_field',
    storedAs: 'custom_field',
    decode: decodeCustomField,
    parent: parentScope('customApiId', 'custom_api_id', apis, () => notFoundCustomApi()),
    read: (document, existing, problems) => {
      const fieldType =
        readEnum(document, 'field_type', CUSTOM_FIELD_TYPES, existing?.field_type, problems) ?? 'string';
      if (existing && fieldType !== existing.field_type) {
        problems.add('field_type cannot be changed after the field is created', 'field_type');
      }
      const slug =
        readText(document, 'slug', existing?.slug, problems, {
          required: true,
          maxLength: 63,
          pattern: /^[a-z0-9_-]+$/,
          patternDetail: 'slug may contain only lower-case letters, digits, underscores and hyphens',
        }) ?? '';
      if (RESERVED_SLUGS.has(slug)) problems.add(`slug ${slug} is reserved`, 'slug');
      if (existing && slug !== existing.slug) {
        // Entries are keyed by the slug, so renaming it would orphan every stored value.
        problems.add('slug cannot be changed after the field is created', 'slug');
      }
      const presentation = isPlainObject(document.presentation) ? document.presentation : {};
      const nested = new FieldProblems('/data/presentation');
      const sortOrder = readNumber(
        presentation,
        'sort_order',
        existing?.presentation.sort_order ?? 0,
        nested,
        {
          test: (value) => Number.isInteger(value) && value >= 0 && value <= 1000,
          detail: 'sort_order must be an integer between 0 and 1000',
        },
      );
      problems.list.push(...nested.list);
      return {
        custom_api_id: existing?.custom_api_id ?? '',
        name: readRequiredName(document, existing, problems),
        description: readDescription(document, existing, problems, 255),
        slug,
        field_type: fieldType,
        validation: readValidation(document, fieldType, existing, problems),
        presentation: { sort_order: sortOrder ?? 0 },
      };
    },
    unique: [{ field: 'slug', value: (data) => data.slug }],
    filterFields: {
      name: { operators: ['eq', 'like'], value: (item) => item.data.name },
      slug: { operators: ['eq', 'like'], value: (item) => item.data.slug },
      field_type: { operators: ['eq'], value: (item) => item.data.field_type },
    },
    sortFields: { name: (item) => item.data.name, slug: (item) => item.data.slug },
    renderFields: ({ custom_api_id: _customApiId, validation, ...fields }) => ({
      ...fields,
      validation: { [fields.field_type]: validation },
    }),
    renderExtras: (record) => ({
      links: { self: `${CUSTOM_APIS_PATH}/${record.data.custom_api_id}/fields/${record.id}` },
    }),
    // Entries lose the deleted field's values (slugs are [a-z0-9_-], safe inside a quoted JSON path).
    beforeDelete: (record, context) => {
      db.prepare(
        `UPDATE resources SET data = json_remove(data, ?) WHERE store_id = ? AND type = ?
         AND json_extract(data, '$.custom_api_id') = ?`,
      ).run(`$.values."${record.data.slug}"`, context.storeId, ENTRY_STORED_AS, record.data.custom_api_id);
      resourcesChanged(db);
    },
  };
}

export const customFieldCollection = (db: SandboxDatabase) =>
  simpleResourceCollection(db, customFieldDefinition(db));

export const notFoundCustomApi = () => notFound('No custom_api found');

// ---------------------------------------------------------------------------------------------
// Routes

/** The APIs and their fields; custom-api-entries.ts adds the entries and mounts the whole. */
export function createCustomApiDefinitionsRouter(options: SimpleResourceRoutesOptions): Router {
  const router = Router();
  router.use('/:customApiId/fields', createSimpleResourceRouter(customFieldDefinition(options.db), options));
  router.use('/', createSimpleResourceRouter(customApiDefinition(options.db), options));
  return router;
}
