import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { ApiError, conflict, listEnvelope, notFound, providerError, type ProviderError } from '../core/http';
import { runListQuery, type FilterField, type FilterOperator, type ListSchema } from '../core/query';
import { ResourceCollection, type ResourceRecord, type ResourceType } from '../core/resources';
import { isPlainObject, listParams, param, readJsonApiDocument } from '../core/request';

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

function assertDocumentId(documentId: unknown, pathId: string, type: string): void {
  if (documentId !== undefined && documentId !== pathId) {
    throw conflict(`data.id must match the ${type} id in the URL`, '/data/id');
  }
}

/** Collects 422 problems with `/data/attributes/...` pointers (also used by the price book import). */
export class Problems {
  readonly list: ProviderError[] = [];

  add(detail: string, path: string): void {
    this.list.push(providerError(422, detail, pointer(path)));
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new ApiError(422, this.list);
  }
}

const isNonNegativeInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Reads a required non-empty text attribute (create) or an optional one (update). */
function readName(raw: Record<string, unknown>, key: string, required: boolean, problems: Problems) {
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
  problems: Problems,
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
export function readCurrencies(raw: unknown, problems: Problems): Currencies | undefined {
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

function readTiers(raw: unknown, at: string, problems: Problems): Record<string, TierAmount> | undefined {
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
// Routes

export interface PriceBookRoutesOptions {
  db: SandboxDatabase;
  now: () => number;
}

const priceBookNotFound = () => notFound('No price book found');
const priceNotFound = () => notFound('No price found');
const modifierNotFound = () => notFound('No price modifier found');

/** Mounted at `/pcm/pricebooks`. */
export function createPriceBooksRouter(options: PriceBookRoutesOptions): Router {
  const books = priceBookCollection(options.db);
  const prices = priceCollection(options.db);
  const modifiers = modifierCollection(options.db);
  const timestamp = () => new Date(options.now()).toISOString();
  const router = Router();

  const findBook = (req: Request) => {
    const storeId = authenticatedStoreId(req.auth);
    const book = books.get(storeId, param(req, 'pricebookId', priceBookNotFound));
    if (!book) throw priceBookNotFound();
    return { storeId, book };
  };
  const pricesOf = (storeId: string, bookId: string) =>
    prices.list(storeId).filter((price) => price.data.pricebook_id === bookId);
  const modifiersOf = (storeId: string, bookId: string) =>
    modifiers.list(storeId).filter((modifier) => modifier.data.pricebook_id === bookId);
  const findPrice = (req: Request) => {
    const { storeId, book } = findBook(req);
    const price = prices.get(storeId, param(req, 'priceId', priceNotFound));
    if (!price || price.data.pricebook_id !== book.id) throw priceNotFound();
    return { storeId, book, price };
  };
  const findModifier = (req: Request) => {
    const { storeId, book } = findBook(req);
    const modifier = modifiers.get(storeId, param(req, 'modifierId', modifierNotFound));
    if (!modifier || modifier.data.pricebook_id !== book.id) throw modifierNotFound();
    return { storeId, book, modifier };
  };
  const assertUniqueBookName = (storeId: string, name: string, ownId?: string) => {
    if (books.idsWithValue(storeId, '$.name', name).some((id) => id !== ownId)) {
      throw conflict('A price book with this name already exists', pointer('name'));
    }
  };
  const assertUniqueSku = (storeId: string, bookId: string, sku: string, ownId?: string) => {
    if (pricesOf(storeId, bookId).some((price) => price.data.sku === sku && price.id !== ownId)) {
      throw conflict('This price book already has a price for this sku', pointer('sku'));
    }
  };
  const assertUniqueModifierName = (storeId: string, bookId: string, name: string, ownId?: string) => {
    if (modifiersOf(storeId, bookId).some((other) => other.data.name === name && other.id !== ownId)) {
      throw conflict('This price book already has a modifier with this name', pointer('name'));
    }
  };

  // --- price books -----------------------------------------------------------------------------

  router.get('/', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const result = runListQuery(books.list(storeId), listParams(req), PRICEBOOK_LIST_SCHEMA);
    res.json(listEnvelope(req, result, renderPriceBook));
  });

  router.post('/', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const raw = readJsonApiDocument(req.body, PRICEBOOK_TYPE).attributes;
    const problems = new Problems();
    const name = readName(raw, 'name', true, problems);
    const description = readOptionalText(raw, 'description', TEXT_LIMIT, problems);
    const externalRef = readOptionalText(raw, 'external_ref', EXTERNAL_REF_LIMIT, problems);
    problems.throwIfAny();
    const record = books.transaction(() => {
      assertUniqueBookName(storeId, name as string);
      const data: PriceBookAttributes = { name: name as string };
      withOptional(data, 'description', description);
      withOptional(data, 'external_ref', externalRef);
      const now = timestamp();
      const created: PriceBookRecord = {
        id: crypto.randomUUID(),
        storeId,
        data,
        createdAt: now,
        updatedAt: now,
      };
      books.insert(created);
      return created;
    });
    res.status(201).json({ data: renderPriceBook(record) });
  });

  router.get('/:pricebookId', (req, res) => {
    res.json({ data: renderPriceBook(findBook(req).book) });
  });

  router.put('/:pricebookId', requireWriteAccess, (req, res) => {
    const { storeId, book } = findBook(req);
    const document = readJsonApiDocument(req.body, PRICEBOOK_TYPE);
    assertDocumentId(document.id, book.id, 'price book');
    const problems = new Problems();
    const name = readName(document.attributes, 'name', false, problems);
    const description = readOptionalText(document.attributes, 'description', TEXT_LIMIT, problems);
    const externalRef = readOptionalText(document.attributes, 'external_ref', EXTERNAL_REF_LIMIT, problems);
    problems.throwIfAny();
    const record = books.transaction(() => {
      const data: PriceBookAttributes = { ...book.data, ...(name === undefined ? {} : { name }) };
      withOptional(data, 'description', description);
      withOptional(data, 'external_ref', externalRef);
      assertUniqueBookName(storeId, data.name, book.id);
      const now = timestamp();
      books.replace(storeId, book.id, data, now);
      return { ...book, data, updatedAt: now };
    });
    res.json({ data: renderPriceBook(record) });
  });

  router.delete('/:pricebookId', requireWriteAccess, (req, res) => {
    const { storeId, book } = findBook(req);
    // A price book's prices and modifiers go with it.
    books.transaction(() => {
      for (const price of pricesOf(storeId, book.id)) prices.delete(storeId, price.id);
      for (const modifier of modifiersOf(storeId, book.id)) modifiers.delete(storeId, modifier.id);
      books.delete(storeId, book.id);
    });
    res.status(204).end();
  });

  // --- prices ----------------------------------------------------------------------------------

  router.get('/:pricebookId/prices', (req, res) => {
    const { storeId, book } = findBook(req);
    const result = runListQuery(pricesOf(storeId, book.id), listParams(req), PRICE_LIST_SCHEMA);
    res.json(listEnvelope(req, result, renderPrice));
  });

  router.post('/:pricebookId/prices', requireWriteAccess, (req, res) => {
    const { storeId, book } = findBook(req);
    const raw = readJsonApiDocument(req.body, PRICE_TYPE).attributes;
    const problems = new Problems();
    const sku = readName(raw, 'sku', true, problems);
    const currencies = readCurrencies(raw.currencies, problems);
    const externalRef = readOptionalText(raw, 'external_ref', EXTERNAL_REF_LIMIT, problems);
    problems.throwIfAny();
    const record = prices.transaction(() => {
      assertUniqueSku(storeId, book.id, sku as string);
      const data: PriceData = {
        pricebook_id: book.id,
        sku: sku as string,
        currencies: currencies as Currencies,
      };
      withOptional(data, 'external_ref', externalRef);
      const now = timestamp();
      const created: PriceRecord = { id: crypto.randomUUID(), storeId, data, createdAt: now, updatedAt: now };
      prices.insert(created);
      return created;
    });
    res.status(201).json({ data: renderPrice(record) });
  });

  router.get('/:pricebookId/prices/:priceId', (req, res) => {
    res.json({ data: renderPrice(findPrice(req).price) });
  });

  router.put('/:pricebookId/prices/:priceId', requireWriteAccess, (req, res) => {
    const { storeId, book, price } = findPrice(req);
    const document = readJsonApiDocument(req.body, PRICE_TYPE);
    assertDocumentId(document.id, price.id, 'price');
    const raw = document.attributes;
    const problems = new Problems();
    const sku = readName(raw, 'sku', false, problems);
    // Currencies replace the stored map as a whole, so a currency can be removed.
    const currencies = raw.currencies === undefined ? undefined : readCurrencies(raw.currencies, problems);
    const externalRef = readOptionalText(raw, 'external_ref', EXTERNAL_REF_LIMIT, problems);
    problems.throwIfAny();
    const record = prices.transaction(() => {
      const data: PriceData = {
        ...price.data,
        ...(sku === undefined ? {} : { sku }),
        ...(currencies === undefined ? {} : { currencies }),
      };
      withOptional(data, 'external_ref', externalRef);
      assertUniqueSku(storeId, book.id, data.sku, price.id);
      const now = timestamp();
      prices.replace(storeId, price.id, data, now);
      return { ...price, data, updatedAt: now };
    });
    res.json({ data: renderPrice(record) });
  });

  router.delete('/:pricebookId/prices/:priceId', requireWriteAccess, (req, res) => {
    const { storeId, price } = findPrice(req);
    prices.delete(storeId, price.id);
    res.status(204).end();
  });

  // --- modifiers -------------------------------------------------------------------------------

  const readModifierType = (raw: Record<string, unknown>, required: boolean, problems: Problems) => {
    const value = raw.modifier_type;
    if (value === undefined && !required) return undefined;
    if (!MODIFIER_KINDS.includes(value as ModifierKind)) {
      problems.add(`modifier_type must be one of ${MODIFIER_KINDS.join(', ')}`, 'modifier_type');
      return undefined;
    }
    return value as ModifierKind;
  };

  router.get('/:pricebookId/modifiers', (req, res) => {
    const { storeId, book } = findBook(req);
    const result = runListQuery(modifiersOf(storeId, book.id), listParams(req), MODIFIER_LIST_SCHEMA);
    res.json(listEnvelope(req, result, renderModifier));
  });

  router.post('/:pricebookId/modifiers', requireWriteAccess, (req, res) => {
    const { storeId, book } = findBook(req);
    const raw = readJsonApiDocument(req.body, MODIFIER_TYPE).attributes;
    const problems = new Problems();
    const name = readName(raw, 'name', true, problems);
    const modifierType = readModifierType(raw, true, problems);
    const currencies = readCurrencies(raw.currencies, problems);
    const externalRef = readOptionalText(raw, 'external_ref', EXTERNAL_REF_LIMIT, problems);
    problems.throwIfAny();
    const record = modifiers.transaction(() => {
      assertUniqueModifierName(storeId, book.id, name as string);
      const data: ModifierData = {
        pricebook_id: book.id,
        name: name as string,
        modifier_type: modifierType as ModifierKind,
        currencies: currencies as Currencies,
      };
      withOptional(data, 'external_ref', externalRef);
      const now = timestamp();
      const created: ModifierRecord = {
        id: crypto.randomUUID(),
        storeId,
        data,
        createdAt: now,
        updatedAt: now,
      };
      modifiers.insert(created);
      return created;
    });
    res.status(201).json({ data: renderModifier(record) });
  });

  router.get('/:pricebookId/modifiers/:modifierId', (req, res) => {
    res.json({ data: renderModifier(findModifier(req).modifier) });
  });

  router.put('/:pricebookId/modifiers/:modifierId', requireWriteAccess, (req, res) => {
    const { storeId, book, modifier } = findModifier(req);
    const document = readJsonApiDocument(req.body, MODIFIER_TYPE);
    assertDocumentId(document.id, modifier.id, 'price modifier');
    const raw = document.attributes;
    const problems = new Problems();
    const name = readName(raw, 'name', false, problems);
    const modifierType = readModifierType(raw, false, problems);
    const currencies = raw.currencies === undefined ? undefined : readCurrencies(raw.currencies, problems);
    const externalRef = readOptionalText(raw, 'external_ref', EXTERNAL_REF_LIMIT, problems);
    problems.throwIfAny();
    const record = modifiers.transaction(() => {
      const data: ModifierData = {
        ...modifier.data,
        ...(name === undefined ? {} : { name }),
        ...(modifierType === undefined ? {} : { modifier_type: modifierType }),
        ...(currencies === undefined ? {} : { currencies }),
      };
      withOptional(data, 'external_ref', externalRef);
      assertUniqueModifierName(storeId, book.id, data.name, modifier.id);
      const now = timestamp();
      modifiers.replace(storeId, modifier.id, data, now);
      return { ...modifier, data, updatedAt: now };
    });
    res.json({ data: renderModifier(record) });
  });

  router.delete('/:pricebookId/modifiers/:modifierId', requireWriteAccess, (req, res) => {
    const { storeId, modifier } = findModifier(req);
    modifiers.delete(storeId, modifier.id);
    res.status(204).end();
  });

  return router;
}
