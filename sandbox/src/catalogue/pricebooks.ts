import { Router } from 'express';
import type { SandboxDatabase } from '../core/db';
import { conflict, notFound } from '../core/http';
import type { FilterField, FilterOperator, ListSchema } from '../core/query';
import { ResourceCollection, type ResourceRecord, type ResourceType } from '../core/resources';
import { isPlainObject } from '../core/request';
import {
  createSimpleResourceRouter,
  parentScope,
  type FieldProblems,
  type SimpleRecord,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';

/**
 * PCM price books (`/pcm/pricebooks/...`), their product prices and their price modifiers. A price
 * belongs to one price book and names a product by SKU (not id), so prices can exist before or after
 * the product; amounts are integers in the currency's minor unit (cents), as on the provider.
 *
 * Not modelled: `POST /pcm/pricebooks/import` (needs the jobs resource), `/replicate`, sale prices
 * (`sales`), the cross-book `GET /pcm/pricebooks/prices` listing and organization-owned books.
 */

export const PRICEBOOK_TYPE = 'pricebook';
export const PRICE_TYPE = 'product-price';
export const MODIFIER_TYPE = 'price-modifier';

export interface TierAmount {
  minimum_quantity: number;
  amount: number;
}

export interface CurrencyAmount {
  amount: number;
  includes_tax: boolean;
  tiers?: Record<string, TierAmount>;
}

/** Keyed by ISO 4217 code, e.g. `USD`. */
export type Currencies = Record<string, CurrencyAmount>;

export interface PriceBookAttributes {
  name: string;
  description?: string;
  external_ref?: string;
}

export interface PriceData {
  pricebook_id: string;
  sku: string;
  currencies: Currencies;
  external_ref?: string;
}

export const MODIFIER_KINDS = ['price_increment', 'price_decrement', 'price_equals'] as const;
export type ModifierKind = (typeof MODIFIER_KINDS)[number];

export interface ModifierData {
  pricebook_id: string;
  name: string;
  modifier_type: ModifierKind;
  currencies: Currencies;
  external_ref?: string;
}

export type PriceBookRecord = ResourceRecord<PriceBookAttributes>;
export type PriceRecord = ResourceRecord<PriceData>;
export type ModifierRecord = ResourceRecord<ModifierData>;

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Stored currencies were validated on the way in; decoding only restores the type. */
function decodeCurrencies(value: unknown): Currencies {
  if (!isPlainObject(value)) return {};
  return value as unknown as Currencies;
}

export const priceBookResourceType: ResourceType<PriceBookAttributes> = {
  name: PRICEBOOK_TYPE,
  decode: (data) => {
    if (!isPlainObject(data) || typeof data.name !== 'string') throw new Error('Corrupt stored price book');
    return {
      name: data.name,
      description: optionalString(data.description),
      external_ref: optionalString(data.external_ref),
    };
  },
};

export const priceResourceType: ResourceType<PriceData> = {
  name: PRICE_TYPE,
  decode: (data) => {
    if (!isPlainObject(data) || typeof data.pricebook_id !== 'string' || typeof data.sku !== 'string') {
      throw new Error('Corrupt stored price');
    }
    return {
      pricebook_id: data.pricebook_id,
      sku: data.sku,
      currencies: decodeCurrencies(data.currencies),
      external_ref: optionalString(data.external_ref),
    };
  },
};

export const modifierResourceType: ResourceType<ModifierData> = {
  name: MODIFIER_TYPE,
  decode: (data) => {
    if (
      !isPlainObject(data) ||
      typeof data.pricebook_id !== 'string' ||
      typeof data.name !== 'string' ||
      !MODIFIER_KINDS.includes(data.modifier_type as ModifierKind)
    ) {
      throw new Error('Corrupt stored price modifier');
    }
    return {
      pricebook_id: data.pricebook_id,
      name: data.name,
      modifier_type: data.modifier_type as ModifierKind,
      currencies: decodeCurrencies(data.currencies),
      external_ref: optionalString(data.external_ref),
    };
  },
};

export const priceBookCollection = (db: SandboxDatabase) => new ResourceCollection(db, priceBookResourceType);
export const priceCollection = (db: SandboxDatabase) => new ResourceCollection(db, priceResourceType);
export const modifierCollection = (db: SandboxDatabase) => new ResourceCollection(db, modifierResourceType);

// ---------------------------------------------------------------------------------------------
// Rendering

const timestamps = (record: ResourceRecord<unknown>) => ({
  created_at: record.createdAt,
  updated_at: record.updatedAt,
});

export function renderPriceBook(record: PriceBookRecord) {
  return {
    id: record.id,
    type: PRICEBOOK_TYPE,
    attributes: { ...record.data, ...timestamps(record) },
    meta: {},
  };
}

export function renderPrice(record: PriceRecord) {
  const { pricebook_id: pricebookId, ...attributes } = record.data;
  return {
    id: record.id,
    type: PRICE_TYPE,
    attributes: { ...attributes, ...timestamps(record) },
    meta: { pricebook_id: pricebookId },
  };
}

export function renderModifier(record: ModifierRecord) {
  const { pricebook_id: pricebookId, ...attributes } = record.data;
  return {
    id: record.id,
    type: MODIFIER_TYPE,
    attributes: { ...attributes, ...timestamps(record) },
    meta: { pricebook_id: pricebookId },
  };
}

// ---------------------------------------------------------------------------------------------
// Filtering and sorting

const ORDERED: FilterOperator[] = ['gt', 'ge', 'lt', 'le'];

function listSchema<T>(
  fields: Record<string, FilterField<ResourceRecord<T>>>,
  sortFields: Record<string, (item: ResourceRecord<T>) => unknown>,
): ListSchema<ResourceRecord<T>> {
  return {
    filter: {
      fields: {
        id: { operators: ['eq', 'in'], value: (item) => item.id },
        created_at: { operators: ['eq', ...ORDERED], value: (item) => item.createdAt, kind: 'date' },
        updated_at: { operators: ['eq', ...ORDERED], value: (item) => item.updatedAt, kind: 'date' },
        ...fields,
      },
    },
    sortFields: {
      id: (item) => item.id,
      created_at: (item) => item.createdAt,
      updated_at: (item) => item.updatedAt,
      ...sortFields,
    },
    defaultSort: [
      { field: 'created_at', descending: false, value: (item) => item.createdAt },
      { field: 'id', descending: false, value: (item) => item.id },
    ],
  };
}

const PRICEBOOK_LIST_SCHEMA = listSchema<PriceBookAttributes>(
  {
    name: { operators: ['eq', 'like'], value: (item) => item.data.name },
    description: { operators: ['eq', 'like'], value: (item) => item.data.description },
    external_ref: { operators: ['eq'], value: (item) => item.data.external_ref },
  },
  { name: (item) => item.data.name },
);

const PRICE_LIST_SCHEMA = listSchema<PriceData>(
  {
    sku: { operators: ['eq', 'in', 'like'], value: (item) => item.data.sku },
    external_ref: { operators: ['eq', 'in'], value: (item) => item.data.external_ref },
  },
  { sku: (item) => item.data.sku },
);

const MODIFIER_LIST_SCHEMA = listSchema<ModifierData>(
  {
    name: { operators: ['eq', 'like'], value: (item) => item.data.name },
    modifier_type: { operators: ['eq'], value: (item) => item.data.modifier_type },
    external_ref: { operators: ['eq'], value: (item) => item.data.external_ref },
  },
  { name: (item) => item.data.name },
);

// ---------------------------------------------------------------------------------------------
// Request documents and validation (problems are collected, then thrown together as one 422)

const TEXT_LIMIT = 1024;
const EXTERNAL_REF_LIMIT = 2048;
const CURRENCY_CODE = /^[A-Z]{3}$/;
const pointer = (path: string) => `/data/attributes/${path}`;

const isNonNegativeInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Reads a required non-empty text attribute (create) or an optional one (update). */
function readName(raw: Record<string, unknown>, key: string, required: boolean, problems: FieldProblems) {
  const value = raw[key];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || value.trim() === '') {
    problems.add(`${key} is required and must be a non-empty string`, key);
    return undefined;
  }
  if (value.length > TEXT_LIMIT) {
    problems.add(`${key} must be at most ${TEXT_LIMIT} characters`, key);
    return undefined;
  }
  return value.trim();
}

/** Optional text: undefined keeps, null or '' clears. */
function readOptionalText(
  raw: Record<string, unknown>,
  key: string,
  limit: number,
  problems: FieldProblems,
): string | null | undefined {
  const value = raw[key];
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string') problems.add(`${key} must be a string`, key);
  else if (value.length > limit) problems.add(`${key} must be at most ${limit} characters`, key);
  else return value;
  return undefined;
}

/** `{ USD: { amount, includes_tax, tiers? } }`: amounts are integers of minor units, never negative. */
export function readCurrencies(raw: unknown, problems: FieldProblems): Currencies | undefined {
  if (!isPlainObject(raw)) {
    problems.add('currencies is required and must be an object keyed by currency code', 'currencies');
    return undefined;
  }
  const currencies: Currencies = {};
  for (const [code, entry] of Object.entries(raw)) {
    const at = `currencies/${code}`;
    if (!CURRENCY_CODE.test(code)) {
      problems.add('currency codes must be three upper-case letters (ISO 4217)', at);
      continue;
    }
    if (!isPlainObject(entry)) {
      problems.add('each currency must be an object with an amount', at);
      continue;
    }
    if (!isNonNegativeInteger(entry.amount)) {
      problems.add('amount must be a whole number of minor units (cents), 0 or more', `${at}/amount`);
    }
    if (entry.includes_tax !== undefined && typeof entry.includes_tax !== 'boolean') {
      problems.add('includes_tax must be a boolean', `${at}/includes_tax`);
    }
    const tiers = readTiers(entry.tiers, `${at}/tiers`, problems);
    if (isNonNegativeInteger(entry.amount)) {
      currencies[code] = {
        amount: entry.amount,
        includes_tax: entry.includes_tax === true,
        ...(tiers ? { tiers } : {}),
      };
    }
  }
  return currencies;
}

function readTiers(
  raw: unknown,
  at: string,
  problems: FieldProblems,
): Record<string, TierAmount> | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainObject(raw)) {
    problems.add('tiers must be an object keyed by tier name', at);
    return undefined;
  }
  const tiers: Record<string, TierAmount> = {};
  for (const [name, tier] of Object.entries(raw)) {
    if (!isPlainObject(tier)) {
      problems.add('each tier must be an object', `${at}/${name}`);
      continue;
    }
    const quantityOk = Number.isInteger(tier.minimum_quantity) && Number(tier.minimum_quantity) >= 1;
    if (!quantityOk)
      problems.add('minimum_quantity must be a whole number, 1 or more', `${at}/${name}/minimum_quantity`);
    if (!isNonNegativeInteger(tier.amount)) {
      problems.add('amount must be a whole number of minor units (cents), 0 or more', `${at}/${name}/amount`);
    }
    if (quantityOk && isNonNegativeInteger(tier.amount)) {
      tiers[name] = { minimum_quantity: Number(tier.minimum_quantity), amount: tier.amount };
    }
  }
  return tiers;
}

/** Applies optional-text updates: undefined keeps, null removes. */
function withOptional<T extends object, K extends keyof T & string>(
  target: T,
  key: K,
  value: string | null | undefined,
): void {
  if (value === null) delete target[key];
  else if (value !== undefined) (target as Record<string, unknown>)[key] = value;
}

// ---------------------------------------------------------------------------------------------
// Routes: three registry resources, the prices and modifiers nested under their price book.
// Names and SKUs are unique exactly as sent (the registry's own rule ignores case), so the
// definitions check them in `beforeWrite`.

const priceBookNotFound = () => notFound('No price book found');

/** A clash of `field` with another record of the same scope, as a 409 at its attribute. */
function assertNoClash<TData extends object>(
  others: SimpleRecord<TData>[],
  same: (other: TData) => boolean,
  ownId: string | undefined,
  detail: string,
  field: string,
): void {
  if (others.some((other) => other.id !== ownId && same(other.data))) throw conflict(detail, pointer(field));
}

/** Records of `collection` in one price book. */
const inBook = <TData extends { pricebook_id: string }>(
  collection: ResourceCollection<TData>,
  storeId: string,
  bookId: string,
) => collection.list(storeId).filter((record) => record.data.pricebook_id === bookId);

function priceBookDefinition(db: SandboxDatabase): SimpleResourceDefinition<PriceBookAttributes> {
  return {
    type: PRICEBOOK_TYPE,
    label: 'price book',
    storedAs: PRICEBOOK_TYPE,
    path: '/pcm/pricebooks',
    shape: 'attributes',
    requireAttributes: true,
    decode: priceBookResourceType.decode,
    read: (raw, existing, problems) => {
      const name = readName(raw, 'name', existing === undefined, problems);
      const data: PriceBookAttributes = {
        ...(existing ?? { name: '' }),
        ...(name === undefined ? {} : { name }),
      };
      withOptional(data, 'description', readOptionalText(raw, 'description', TEXT_LIMIT, problems));
      withOptional(data, 'external_ref', readOptionalText(raw, 'external_ref', EXTERNAL_REF_LIMIT, problems));
      return data;
    },
    listSchema: PRICEBOOK_LIST_SCHEMA,
    renderWith: () => renderPriceBook,
    beforeWrite: (data, previous, { storeId, collection }) =>
      assertNoClash(
        collection.list(storeId),
        (other) => other.name === data.name,
        previous?.id,
        'A price book with this name already exists',
        'name',
      ),
    // A price book's prices and modifiers go with it.
    beforeDelete: (book, { storeId }) => {
      const prices = priceCollection(db);
      const modifiers = modifierCollection(db);
      for (const price of inBook(prices, storeId, book.id)) prices.delete(storeId, price.id);
      for (const modifier of inBook(modifiers, storeId, book.id)) modifiers.delete(storeId, modifier.id);
    },
  };
}

/** What prices and modifiers have in common: they belong to a book and carry currencies. */
interface InBookData {
  pricebook_id: string;
  currencies: Currencies;
  external_ref?: string;
}

interface InBookSpec<TData extends InBookData> {
  type: string;
  label: string;
  decode: (data: unknown) => TData;
  listSchema: ListSchema<ResourceRecord<TData>>;
  render: (record: ResourceRecord<TData>) => object;
  /** The data a create starts from, before the request's attributes are read. */
  blank: Omit<TData, 'pricebook_id' | 'currencies'>;
  /** Reads the resource's own attributes (read before the currencies, as the provider reports them). */
  readOwn: (
    raw: Record<string, unknown>,
    existing: TData | undefined,
    problems: FieldProblems,
  ) => Partial<TData>;
  /** The attribute unique within a book, and the 409's words. */
  unique: { field: keyof TData & string; detail: string };
}

/**
 * A resource nested under `/:pricebookId` (a missing book is the book's 404). Its currencies
 * replace the stored map as a whole, so a currency can be removed; `external_ref` null clears.
 */
function inBookDefinition<TData extends InBookData>(
  db: SandboxDatabase,
  spec: InBookSpec<TData>,
): SimpleResourceDefinition<TData> {
  const books = priceBookCollection(db);
  const { field, detail } = spec.unique;
  return {
    type: spec.type,
    label: spec.label,
    storedAs: spec.type,
    shape: 'attributes',
    requireAttributes: true,
    parent: parentScope('pricebookId', 'pricebook_id', books, () => priceBookNotFound()),
    decode: spec.decode,
    read: (raw, existing, problems) => {
      const own = spec.readOwn(raw, existing, problems);
      const currencies =
        existing && raw.currencies === undefined ? undefined : readCurrencies(raw.currencies, problems);
      // The blank's attributes first: a new record's attributes keep the provider's order.
      const start: TData = existing ?? ({ ...spec.blank, pricebook_id: '', currencies: {} } as TData);
      const data: TData = { ...start, ...own, ...(currencies === undefined ? {} : { currencies }) };
      withOptional(data, 'external_ref', readOptionalText(raw, 'external_ref', EXTERNAL_REF_LIMIT, problems));
      return data;
    },
    listSchema: spec.listSchema,
    renderWith: () => spec.render,
    beforeWrite: (data, previous, { storeId, collection }) =>
      assertNoClash(
        inBook(collection, storeId, data.pricebook_id),
        (other) => other[field] === data[field],
        previous?.id,
        detail,
        field,
      ),
  };
}

const priceDefinition = (db: SandboxDatabase) =>
  inBookDefinition<PriceData>(db, {
    type: PRICE_TYPE,
    label: 'price',
    decode: priceResourceType.decode,
    listSchema: PRICE_LIST_SCHEMA,
    render: renderPrice,
    blank: { sku: '' },
    readOwn: (raw, existing, problems) => {
      const sku = readName(raw, 'sku', existing === undefined, problems);
      return sku === undefined ? {} : { sku };
    },
    unique: { field: 'sku', detail: 'This price book already has a price for this sku' },
  });

function readModifierType(raw: Record<string, unknown>, required: boolean, problems: FieldProblems) {
  const value = raw.modifier_type;
  if (value === undefined && !required) return undefined;
  const kind = MODIFIER_KINDS.find((candidate) => candidate === value);
  if (!kind) problems.add(`modifier_type must be one of ${MODIFIER_KINDS.join(', ')}`, 'modifier_type');
  return kind;
}

const modifierDefinition = (db: SandboxDatabase) =>
  inBookDefinition<ModifierData>(db, {
    type: MODIFIER_TYPE,
    label: 'price modifier',
    decode: modifierResourceType.decode,
    listSchema: MODIFIER_LIST_SCHEMA,
    render: renderModifier,
    blank: { name: '', modifier_type: 'price_equals' },
    readOwn: (raw, existing, problems) => {
      const name = readName(raw, 'name', existing === undefined, problems);
      const modifierType = readModifierType(raw, existing === undefined, problems);
      return {
        ...(name === undefined ? {} : { name }),
        ...(modifierType === undefined ? {} : { modifier_type: modifierType }),
      };
    },
    unique: { field: 'name', detail: 'This price book already has a modifier with this name' },
  });

/** Mounted at `/pcm/pricebooks`. */
export function createPriceBooksRouter(options: SimpleResourceRoutesOptions): Router {
  const router = Router();
  router.use('/:pricebookId/prices', createSimpleResourceRouter(priceDefinition(options.db), options));
  router.use('/:pricebookId/modifiers', createSimpleResourceRouter(modifierDefinition(options.db), options));
  router.use('/', createSimpleResourceRouter(priceBookDefinition(options.db), options));
  return router;
}
