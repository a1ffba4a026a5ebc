import type { Router } from 'express';
import { releaseCollection } from './catalog-release-store';
import type { SandboxDatabase } from '../core/db';
import { hierarchyCollection } from '../catalogue/hierarchies';
import { failedValidation } from '../core/http';
import { priceBookCollection } from '../catalogue/pricebooks';
import type { FilterOperator } from '../core/query';
import { ResourceCollection } from '../core/resources';
import {
  createSimpleResourceRouter,
  readRequiredName,
  readText,
  type FieldProblems,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject } from '../core/request';

/**
 * PCM catalogs (`/pcm/catalogs`) and catalog rules (`/pcm/catalogs/rules`), both plain resources of
 * the registry. A catalog names hierarchies and a price book (or up to five prioritised ones); a rule
 * names a catalog and the shopper context (customers, accounts, channels, tags, schedules) it is for.
 * Publishing and reading releases is catalog-releases.ts; choosing a catalog for a shopper is
 * shopper-catalog.ts. Not modelled: locales, price segmentation, organization catalogs.
 */

export const CATALOG_TYPE = 'catalog';
export const RULE_TYPE = 'catalog_rule';
/** Stored type names, so the resources table reads plainly. */
const CATALOG_STORED_AS = 'catalog';
const RULE_STORED_AS = 'catalog-rule';

export const MAX_PRIORITISED_PRICEBOOKS = 5;

export interface PrioritisedPriceBook {
  id: string;
  /** The highest number wins. */
  priority: number;
}

export interface CatalogData {
  name: string;
  description?: string;
  hierarchy_ids: string[];
  pricebook_id?: string;
  pricebook_ids?: PrioritisedPriceBook[];
}

export interface RuleSchedule {
  valid_from?: string;
  valid_to?: string;
}

export interface RuleData {
  name: string;
  description?: string;
  catalog_id: string;
  customer_ids?: string[];
  account_ids?: string[];
  channels?: string[];
  tags?: string[];
  schedules?: RuleSchedule[];
}

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

function decodeCatalog(data: unknown): CatalogData {
  if (!isPlainObject(data) || typeof data.name !== 'string') throw new Error('Corrupt stored catalog');
  return {
    name: data.name,
    description: optionalString(data.description),
    hierarchy_ids: strings(data.hierarchy_ids) ?? [],
    pricebook_id: optionalString(data.pricebook_id),
    pricebook_ids: Array.isArray(data.pricebook_ids)
      ? (data.pricebook_ids as PrioritisedPriceBook[])
      : undefined,
  };
}

function decodeRule(data: unknown): RuleData {
  if (!isPlainObject(data) || typeof data.name !== 'string' || typeof data.catalog_id !== 'string') {
    throw new Error('Corrupt stored catalog rule');
  }
  return {
    name: data.name,
    description: optionalString(data.description),
    catalog_id: data.catalog_id,
    customer_ids: strings(data.customer_ids),
    account_ids: strings(data.account_ids),
    channels: strings(data.channels),
    tags: strings(data.tags),
    schedules: Array.isArray(data.schedules) ? (data.schedules as RuleSchedule[]) : undefined,
  };
}

export const catalogCollection = (db: SandboxDatabase) =>
  new ResourceCollection(db, { name: CATALOG_STORED_AS, decode: decodeCatalog });
export const ruleCollection = (db: SandboxDatabase) =>
  new ResourceCollection(db, { name: RULE_STORED_AS, decode: decodeRule });

// ---------------------------------------------------------------------------------------------
// Field readers: `null` clears an optional field, a missing field keeps its stored value.

function readOptionalText(
  document: Record<string, unknown>,
  field: string,
  existing: string | undefined,
  problems: FieldProblems,
): string | undefined {
  if (document[field] === null) return undefined;
  return readText(document, field, existing, problems, { required: false, maxLength: 1024 });
}

function readStringList(
  document: Record<string, unknown>,
  field: string,
  existing: string[] | undefined,
  problems: FieldProblems,
  required: boolean,
): string[] | undefined {
  const value = document[field];
  if (value === undefined) {
    if (existing === undefined && required) problems.add(`${field} is required`, field);
    return existing;
  }
  if (value === null && !required) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.trim() === '')) {
    problems.add(`${field} must be an array of non-empty strings`, field);
    return existing;
  }
  return [...new Set(value as string[])];
}

function readPrioritisedPriceBooks(
  document: Record<string, unknown>,
  existing: PrioritisedPriceBook[] | undefined,
  problems: FieldProblems,
): PrioritisedPriceBook[] | undefined {
  const value = document.pricebook_ids;
  if (value === undefined) return existing;
  if (value === null) return undefined;
  const valid =
    Array.isArray(value) &&
    value.every(
      (item) => isPlainObject(item) && typeof item.id === 'string' && Number.isInteger(item.priority),
    );
  if (!valid) {
    problems.add(
      'pricebook_ids must be an array of { id, priority } with an integer priority',
      'pricebook_ids',
    );
    return existing;
  }
  const books = (value as PrioritisedPriceBook[]).map(({ id, priority }) => ({ id, priority }));
  if (books.length > MAX_PRIORITISED_PRICEBOOKS) {
    problems.add(`pricebook_ids must have at most ${MAX_PRIORITISED_PRICEBOOKS} items`, 'pricebook_ids');
  } else if (new Set(books.map((book) => book.id)).size !== books.length) {
    problems.add('pricebook_ids must not repeat a price book', 'pricebook_ids');
  } else if (new Set(books.map((book) => book.priority)).size !== books.length) {
    problems.add('pricebook_ids must not repeat a priority', 'pricebook_ids');
  }
  return books;
}

function readCatalog(
  document: Record<string, unknown>,
  existing: CatalogData | undefined,
  problems: FieldProblems,
): CatalogData {
  if (document.pricebook_id !== undefined && document.pricebook_id !== null && document.pricebook_ids) {
    problems.add('specify either pricebook_id or pricebook_ids, not both', 'pricebook_ids');
  }
  // Setting one kind of price book replaces the other.
  const keepSingle = document.pricebook_ids === undefined || document.pricebook_ids === null;
  const keepList = document.pricebook_id === undefined || document.pricebook_id === null;
  const pricebookId = readOptionalText(
    document,
    'pricebook_id',
    keepSingle ? existing?.pricebook_id : undefined,
    problems,
  );
  const pricebookIds = readPrioritisedPriceBooks(
    document,
    keepList ? existing?.pricebook_ids : undefined,
    problems,
  );
  return {
    name: readRequiredName(document, existing, problems),
    description: readOptionalText(document, 'description', existing?.description, problems),
    hierarchy_ids: readStringList(document, 'hierarchy_ids', existing?.hierarchy_ids, problems, true) ?? [],
    ...(pricebookId === undefined ? {} : { pricebook_id: pricebookId }),
    ...(pricebookIds === undefined ? {} : { pricebook_ids: pricebookIds }),
  };
}

function readSchedules(
  document: Record<string, unknown>,
  existing: RuleSchedule[] | undefined,
  problems: FieldProblems,
): RuleSchedule[] | undefined {
  const value = document.schedules;
  if (value === undefined) return existing;
  if (value === null) return undefined;
  const isDate = (date: unknown) =>
    date === undefined || date === null || (typeof date === 'string' && !Number.isNaN(Date.parse(date)));
  if (
    !Array.isArray(value) ||
    !value.every((item) => isPlainObject(item) && isDate(item.valid_from) && isDate(item.valid_to))
  ) {
    problems.add('schedules must be an array of { valid_from, valid_to } date-times', 'schedules');
    return existing;
  }
  const schedules = (value as Record<string, unknown>[]).map((item) => ({
    ...(typeof item.valid_from === 'string' ? { valid_from: item.valid_from } : {}),
    ...(typeof item.valid_to === 'string' ? { valid_to: item.valid_to } : {}),
  }));
  const backwards = schedules.findIndex(
    (schedule) =>
      schedule.valid_from !== undefined &&
      schedule.valid_to !== undefined &&
      Date.parse(schedule.valid_from) >= Date.parse(schedule.valid_to),
  );
  if (backwards >= 0) problems.add('valid_to must be after valid_from', `schedules/${backwards}`);
  return schedules;
}

function readRule(
  document: Record<string, unknown>,
  existing: RuleData | undefined,
  problems: FieldProblems,
): RuleData {
  const list = (field: 'customer_ids' | 'account_ids' | 'channels' | 'tags') => {
    const value = readStringList(document, field, existing?.[field], problems, false);
    return value === undefined || value.length === 0 ? {} : { [field]: value };
  };
  const schedules = readSchedules(document, existing?.schedules, problems);
  const description = readOptionalText(document, 'description', existing?.description, problems);
  return {
    name:
      readText(document, 'name', existing?.name, problems, {
        required: true,
        maxLength: 255,
        pattern: /^\S+$/,
        patternDetail: 'name must not contain spaces',
      }) ?? '',
    ...(description === undefined ? {} : { description }),
    catalog_id: readText(document, 'catalog_id', existing?.catalog_id, problems, { required: true }) ?? '',
    ...list('customer_ids'),
    ...list('account_ids'),
    ...list('channels'),
    ...list('tags'),
    ...(schedules === undefined || schedules.length === 0 ? {} : { schedules }),
  };
}

// ---------------------------------------------------------------------------------------------
// Definitions

const attributesWithTimestamps = (fields: object, createdAt: string, updatedAt: string) => ({
  ...fields,
  created_at: createdAt,
  updated_at: updatedAt,
});

function catalogDefinition(db: SandboxDatabase): SimpleResourceDefinition<CatalogData> {
  const hierarchies = hierarchyCollection(db);
  const priceBooks = priceBookCollection(db);
  const releases = releaseCollection(db);
  return {
    type: CATALOG_TYPE,
    label: 'catalog',
    storedAs: CATALOG_STORED_AS,
    path: '/pcm/catalogs',
    shape: 'attributes',
    decode: decodeCatalog,
    read: readCatalog,
    unique: [],
    filterFields: {
      name: { operators: ['eq', 'in', 'like'], value: (item) => item.data.name },
    },
    sortFields: { name: (item) => item.data.name },
    // The provider lists timestamps and owner among a catalog's attributes.
    renderExtras: (record) => ({
      attributes: {
        ...attributesWithTimestamps(record.data, record.createdAt, record.updatedAt),
        owner: 'store',
      },
      relationships: {
        rules: { links: { related: `/catalogs/rules?filter=eq(catalog_id,${record.id})` } },
        releases: {
          links: { related: `/catalogs/${record.id}/releases` },
          meta: {
            count: releases.list(record.storeId).filter((release) => release.data.catalog_id === record.id)
              .length,
          },
        },
      },
    }),
    beforeWrite: (data, _previous, { storeId }) => {
      const missingHierarchy = data.hierarchy_ids.find((id) => !hierarchies.get(storeId, id));
      if (missingHierarchy !== undefined) {
        throw failedValidation(
          `No hierarchy found with id ${missingHierarchy}`,
          '/data/attributes/hierarchy_ids',
        );
      }
      if (data.pricebook_id !== undefined && !priceBooks.get(storeId, data.pricebook_id)) {
        throw failedValidation(
          `No price book found with id ${data.pricebook_id}`,
          '/data/attributes/pricebook_id',
        );
      }
      const missingBook = data.pricebook_ids?.find((book) => !priceBooks.get(storeId, book.id));
      if (missingBook) {
        throw failedValidation(
          `No price book found with id ${missingBook.id}`,
          '/data/attributes/pricebook_ids',
        );
      }
    },
    // The provider deletes only unpublished catalogs: releases must be deleted first.
    beforeDelete: (record, { storeId }) => {
      if (releases.list(storeId).some((release) => release.data.catalog_id === record.id)) {
        throw failedValidation('A published catalog cannot be deleted; delete its releases first');
      }
    },
  };
}

const LIST_OPERATORS: FilterOperator[] = ['eq', 'in'];

function ruleDefinition(db: SandboxDatabase): SimpleResourceDefinition<RuleData> {
  const catalogs = catalogCollection(db);
  return {
    type: RULE_TYPE,
    label: 'catalog rule',
    storedAs: RULE_STORED_AS,
    path: '/pcm/catalogs/rules',
    shape: 'attributes',
    decode: decodeRule,
    read: readRule,
    unique: [],
    filterFields: {
      catalog_id: { operators: ['eq'], value: (item) => item.data.catalog_id },
      customer_ids: { operators: LIST_OPERATORS, value: (item) => item.data.customer_ids },
      account_ids: { operators: LIST_OPERATORS, value: (item) => item.data.account_ids },
      channels: { operators: LIST_OPERATORS, value: (item) => item.data.channels },
      tags: { operators: LIST_OPERATORS, value: (item) => item.data.tags },
    },
    sortFields: { name: (item) => item.data.name },
    renderExtras: (record) => ({
      attributes: attributesWithTimestamps(record.data, record.createdAt, record.updatedAt),
    }),
    beforeWrite: (data, _previous, { storeId }) => {
      if (!catalogs.get(storeId, data.catalog_id)) {
        throw failedValidation(`No catalog found with id ${data.catalog_id}`, '/data/attributes/catalog_id');
      }
    },
  };
}

/** Mounted at `/pcm/catalogs`, after the rules and releases routers that share its prefix. */
export function createCatalogsRouter(options: SimpleResourceRoutesOptions): Router {
  return createSimpleResourceRouter(catalogDefinition(options.db), options);
}

/** Mounted at `/pcm/catalogs/rules`, before the catalogs router whose `/:id` would take `rules`. */
export function createCatalogRulesRouter(options: SimpleResourceRoutesOptions): Router {
  return createSimpleResourceRouter(ruleDefinition(options.db), options);
}
