import type { Router } from 'express';
import { authenticatedStoreId } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { ApiError, conflict, failedValidation } from '../core/http';
import {
  createSimpleResourceRouter,
  readBoolean,
  readDescription,
  readEnum,
  readNumber,
  readRequiredName,
  readText,
  simpleResourceCollection,
  type FieldProblems,
  type SimpleRecord,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject } from '../core/request';

/**
 * The legacy v2 catalogue resources: `/v2/brands`, `/v2/categories` (+ `GET /v2/categories/tree`),
 * `/v2/collections` and `/v2/currencies`. Each is one declarative definition for the generic
 * simple resource router. Not modelled: product relationships to brands/categories/collections,
 * and the organization-level variants.
 */

export const STATUSES = ['live', 'draft'] as const;
export type LegacyStatus = (typeof STATUSES)[number];

/** The fields brands, categories and collections share. */
export interface LegacyCatalogueEntry {
  name: string;
  slug: string;
  description: string;
  status: LegacyStatus;
}

/** A category also names its parent category; children are derived from the parents. */
export interface LegacyCategory extends LegacyCatalogueEntry {
  parent_id?: string;
}

export interface LegacyCurrency {
  /** The currency's name for people, e.g. `US Dollar`; the document requires it on create. */
  name: string;
  code: string;
  exchange_rate: number;
  format: string;
  decimal_point: string;
  thousand_separator: string;
  decimal_places: number;
  default: boolean;
  enabled: boolean;
}

const SLUG = /^[A-Za-z0-9_-]+$/;
const CURRENCY_CODE = /^[A-Z]{3}$/;
/** The provider's hard limit of currencies per store. */
export const MAX_CURRENCIES = 10;

function decodeEntry(data: unknown, label: string): LegacyCategory {
  if (!isPlainObject(data) || typeof data.name !== 'string' || typeof data.slug !== 'string') {
    throw new Error(`Corrupt stored ${label}`);
  }
  return {
    name: data.name,
    slug: data.slug,
    description: typeof data.description === 'string' ? data.description : '',
    status: data.status === 'live' ? 'live' : 'draft',
    ...(typeof data.parent_id === 'string' ? { parent_id: data.parent_id } : {}),
  };
}

function readEntry(
  document: Record<string, unknown>,
  existing: LegacyCatalogueEntry | undefined,
  problems: FieldProblems,
): LegacyCatalogueEntry {
  return {
    name: readRequiredName(document, existing, problems),
    slug:
      readText(document, 'slug', existing?.slug, problems, {
        required: true,
        maxLength: 255,
        pattern: SLUG,
        patternDetail: 'slug may contain only letters, digits, hyphens and underscores',
      }) ?? '',
    description: readDescription(document, existing, problems),
    status: readEnum(document, 'status', STATUSES, existing?.status, problems) ?? 'draft',
  };
}

/** Filters and sort orders the three entry types share. */
const ENTRY_LIST_FIELDS = {
  filterFields: {
    name: { operators: ['eq', 'like'], value: (item: SimpleRecord<LegacyCatalogueEntry>) => item.data.name },
    slug: { operators: ['eq', 'like'], value: (item: SimpleRecord<LegacyCatalogueEntry>) => item.data.slug },
    status: { operators: ['eq'], value: (item: SimpleRecord<LegacyCatalogueEntry>) => item.data.status },
  },
  sortFields: {
    name: (item: SimpleRecord<LegacyCatalogueEntry>) => item.data.name,
    slug: (item: SimpleRecord<LegacyCatalogueEntry>) => item.data.slug,
  },
} satisfies Pick<SimpleResourceDefinition<LegacyCatalogueEntry>, 'filterFields' | 'sortFields'>;

const slugUnique = { field: 'slug', value: (data: LegacyCatalogueEntry) => data.slug };

export const brandDefinition: SimpleResourceDefinition<LegacyCatalogueEntry> = {
  type: 'brand',
  label: 'brand',
  decode: (data) => {
    const { parent_id: _ignored, ...entry } = decodeEntry(data, 'brand');
    return entry;
  },
  read: readEntry,
  unique: [slugUnique],
  ...ENTRY_LIST_FIELDS,
};

export const collectionDefinition: SimpleResourceDefinition<LegacyCatalogueEntry> = {
  ...brandDefinition,
  type: 'collection',
  label: 'collection',
};

/** `relationships.parent.data.id` sets the parent; `data: null` makes the category top-level. */
function readParent(
  document: Record<string, unknown>,
  fallback: string | undefined,
  problems: FieldProblems,
): string | undefined {
  const relationships = document.relationships;
  if (!isPlainObject(relationships) || !('parent' in relationships)) return fallback;
  const parent = relationships.parent;
  const data = isPlainObject(parent) ? parent.data : undefined;
  if (data === null) return undefined;
  if (!isPlainObject(data) || data.type !== 'category' || typeof data.id !== 'string') {
    problems.add(
      'parent must be { data: { type: "category", id } } or { data: null }',
      'relationships/parent',
    );
    return fallback;
  }
  return data.id;
}

function childrenOf(id: string, all: SimpleRecord<LegacyCategory>[]): SimpleRecord<LegacyCategory>[] {
  return all.filter((other) => other.data.parent_id === id);
}

export const categoryDefinition: SimpleResourceDefinition<LegacyCategory> = {
  type: 'category',
  label: 'category',
  decode: (data) => decodeEntry(data, 'category'),
  read: (document, existing, problems) => {
    const parentId = readParent(document, existing?.parent_id, problems);
    return { ...readEntry(document, existing, problems), ...(parentId ? { parent_id: parentId } : {}) };
  },
  unique: [slugUnique],
  filterFields: ENTRY_LIST_FIELDS.filterFields,
  sortFields: ENTRY_LIST_FIELDS.sortFields,
  renderFields: ({ parent_id: _parent, ...fields }) => fields,
  renderExtras: (record, all) => ({
    relationships: {
      parent: { data: record.data.parent_id ? { type: 'category', id: record.data.parent_id } : null },
      children: { data: childrenOf(record.id, all).map((child) => ({ type: 'category', id: child.id })) },
    },
  }),
  beforeWrite: (data, previous, { storeId, collection }) => {
    if (!data.parent_id) return;
    const all = collection.list(storeId);
    // Walking up from the new parent must never reach the category itself (no cycles).
    let cursor: string | undefined = data.parent_id;
    while (cursor) {
      if (previous && cursor === previous.id) {
        throw failedValidation('A category cannot be its own ancestor', '/data/relationships/parent');
      }
      const step = all.find((candidate) => candidate.id === cursor);
      if (!step) throw failedValidation('The parent category does not exist', '/data/relationships/parent');
      cursor = step.data.parent_id;
    }
  },
  // Children of a deleted category move up to its parent rather than disappearing.
  beforeDelete: (record, { storeId, collection, timestamp }) => {
    for (const child of childrenOf(record.id, collection.list(storeId))) {
      const { parent_id: _old, ...rest } = child.data;
      const data = record.data.parent_id ? { ...rest, parent_id: record.data.parent_id } : rest;
      collection.replace(storeId, child.id, data, timestamp);
    }
  },
  extraRoutes: (router: Router, { collection, render }) => {
    router.get('/tree', (req, res) => {
      const all = collection.list(authenticatedStoreId(req.auth));
      const nest = (record: SimpleRecord<LegacyCategory>): Record<string, unknown> => ({
        ...render(record, all),
        children: childrenOf(record.id, all).map(nest),
      });
      res.json({ data: all.filter((record) => !record.data.parent_id).map(nest) });
    });
  },
};

export const currencyDefinition: SimpleResourceDefinition<LegacyCurrency> = {
  type: 'currency',
  label: 'currency',
  decode: (data) => {
    if (!isPlainObject(data) || typeof data.code !== 'string') throw new Error('Corrupt stored currency');
    // Stored currencies were validated by `read` on the way in; decoding only restores the type.
    return data as unknown as LegacyCurrency;
  },
  read: (document, existing, problems) => ({
    // Currencies stored before names were kept fall back to their code.
    name:
      readText(document, 'name', existing ? (existing.name ?? existing.code) : undefined, problems, {
        required: true,
        maxLength: 255,
      }) ?? '',
    code:
      readText(document, 'code', existing?.code, problems, {
        required: true,
        pattern: CURRENCY_CODE,
        patternDetail: 'code must be three upper-case letters (ISO 4217)',
      }) ?? '',
    exchange_rate:
      readNumber(document, 'exchange_rate', existing?.exchange_rate, problems, {
        test: (value) => value > 0,
        detail: 'exchange_rate must be a number greater than 0',
      }) ?? 1,
    format:
      readText(document, 'format', existing?.format, problems, {
        required: true,
        pattern: /\{price\}/,
        patternDetail: 'format must contain {price}',
      }) ?? '',
    decimal_point:
      readText(document, 'decimal_point', existing?.decimal_point, problems, {
        required: true,
        maxLength: 1,
      }) ?? '.',
    thousand_separator:
      readText(document, 'thousand_separator', existing?.thousand_separator ?? '', problems, {
        required: false,
        maxLength: 1,
      }) ?? '',
    decimal_places:
      readNumber(document, 'decimal_places', existing?.decimal_places, problems, {
        test: (value) => Number.isInteger(value) && value >= 0 && value <= 8,
        detail: 'decimal_places must be a whole number from 0 to 8',
      }) ?? 2,
    default: readBoolean(document, 'default', existing?.default ?? false, problems) ?? false,
    enabled: readBoolean(document, 'enabled', existing?.enabled ?? true, problems) ?? true,
  }),
  unique: [{ field: 'code', value: (data) => data.code }],
  filterFields: {
    code: { operators: ['eq', 'in'], value: (item) => item.data.code },
    enabled: { operators: ['eq'], value: (item) => String(item.data.enabled) },
    default: { operators: ['eq'], value: (item) => String(item.data.default) },
  },
  sortFields: { code: (item) => item.data.code },
  // Exactly one default: a new default replaces the old one; the default cannot be unset directly.
  beforeWrite: (data, previous, { storeId, collection, timestamp }) => {
    const others = collection.list(storeId).filter((other) => other.id !== previous?.id);
    if (!previous && others.length >= MAX_CURRENCIES) {
      throw ApiError.of(422, `A store can have at most ${MAX_CURRENCIES} currencies`, '/data');
    }
    if (previous?.data.default && !data.default) {
      throw failedValidation('Make another currency the default instead of unsetting it', '/data/default');
    }
    if (!data.default && !others.some((other) => other.data.default)) data.default = true;
    if (!data.default) return;
    for (const other of others.filter((candidate) => candidate.data.default)) {
      collection.replace(storeId, other.id, { ...other.data, default: false }, timestamp);
    }
  },
  beforeDelete: (record) => {
    if (record.data.default) throw conflict('The default currency cannot be deleted', '/data/default');
  },
};

export function createBrandsRouter(options: SimpleResourceRoutesOptions): Router {
  return createSimpleResourceRouter(brandDefinition, options);
}
export function createCategoriesRouter(options: SimpleResourceRoutesOptions): Router {
  return createSimpleResourceRouter(categoryDefinition, options);
}
export function createCollectionsRouter(options: SimpleResourceRoutesOptions): Router {
  return createSimpleResourceRouter(collectionDefinition, options);
}
export function createCurrenciesRouter(options: SimpleResourceRoutesOptions): Router {
  return createSimpleResourceRouter(currencyDefinition, options);
}

// ---------------------------------------------------------------------------------------------
// Seed: fixed ids so tests and journeys can refer to them.

export const SEEDED_CATEGORY_IDS = {
  clothing: '5c1e2a90-7b3d-4f6a-9e21-0d8c4b7a1f01',
  shirts: '5c1e2a90-7b3d-4f6a-9e21-0d8c4b7a1f02',
  outdoor: '5c1e2a90-7b3d-4f6a-9e21-0d8c4b7a1f03',
} as const;

const entry = (name: string, slug: string, description: string): LegacyCatalogueEntry => ({
  name,
  slug,
  description,
  status: 'live',
});

const currency = (
  name: string,
  code: string,
  symbol: string,
  rate: number,
  isDefault: boolean,
): LegacyCurrency => ({
  name,
  code,
  exchange_rate: rate,
  format: `${symbol}{price}`,
  decimal_point: '.',
  thousand_separator: ',',
  decimal_places: 2,
  default: isDefault,
  enabled: true,
});

/** Demo brands, categories (a small tree), collections and USD/EUR/GBP currencies. */
export function seedLegacyCatalogue(db: SandboxDatabase, storeId: string, timestamp: string): void {
  const stamp = { storeId, createdAt: timestamp, updatedAt: timestamp };
  const brands = simpleResourceCollection(db, brandDefinition);
  brands.insert({
    id: 'b7a3c1d2-0e4f-4a5b-8c6d-7e8f9a0b1c01',
    data: entry('Northwind', 'northwind', 'Outdoor apparel'),
    ...stamp,
  });
  brands.insert({
    id: 'b7a3c1d2-0e4f-4a5b-8c6d-7e8f9a0b1c02',
    data: entry('Fjällbacka', 'fjallbacka', 'Scandinavian knitwear'),
    ...stamp,
  });
  const categories = simpleResourceCollection(db, categoryDefinition);
  categories.insert({
    id: SEEDED_CATEGORY_IDS.clothing,
    data: entry('Clothing', 'clothing', 'Everything to wear'),
    ...stamp,
  });
  categories.insert({
    id: SEEDED_CATEGORY_IDS.shirts,
    data: { ...entry('Shirts', 'shirts', 'Tees and shirts'), parent_id: SEEDED_CATEGORY_IDS.clothing },
    ...stamp,
  });
  categories.insert({
    id: SEEDED_CATEGORY_IDS.outdoor,
    data: entry('Outdoor', 'outdoor', 'Camping and hiking'),
    ...stamp,
  });
  const collections = simpleResourceCollection(db, collectionDefinition);
  collections.insert({
    id: 'c0e1d2f3-4a5b-4c6d-8e7f-9a0b1c2d3e01',
    data: entry('Summer sale', 'summer-sale', 'Reduced for summer'),
    ...stamp,
  });
  collections.insert({
    id: 'c0e1d2f3-4a5b-4c6d-8e7f-9a0b1c2d3e02',
    data: entry('New arrivals', 'new-arrivals', 'Just in'),
    ...stamp,
  });
  const currencies = simpleResourceCollection(db, currencyDefinition);
  currencies.insert({
    id: 'd1c2b3a4-5e6f-4a7b-8c9d-0e1f2a3b4c01',
    data: currency('US Dollar', 'USD', '$', 1, true),
    ...stamp,
  });
  currencies.insert({
    id: 'd1c2b3a4-5e6f-4a7b-8c9d-0e1f2a3b4c02',
    data: currency('Euro', 'EUR', '€', 0.92, false),
    ...stamp,
  });
  currencies.insert({
    id: 'd1c2b3a4-5e6f-4a7b-8c9d-0e1f2a3b4c03',
    data: currency('Pound Sterling', 'GBP', '£', 0.79, false),
    ...stamp,
  });
}
