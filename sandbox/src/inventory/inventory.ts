import crypto from 'node:crypto';
import type { SimpleResourceRoutesOptions } from '../core/simple-resources';
import { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import { conflict, failedValidation, listEnvelope, notFound } from '../core/http';
import {
  createInventoryLocationsRouter,
  inventoryLocationCollection,
  type InventoryLocationData,
} from './inventory-locations';
import {
  applyTransaction,
  emptyPosition,
  isMultiLocation,
  positionTotals,
  SINGLE_LOCATION_ACTIONS,
  stockCollection,
  stockTotals,
  TRANSACTION_ACTIONS,
  transactionCollection,
  usesLocations,
  type StockData,
  type StockPosition,
  type StockRecord,
  type TransactionRecord,
} from './inventory-stock';
import { productCollection } from '../catalogue/products';
import { runListQuery, type ListSchema } from '../core/query';
import type { ResourceRecord } from '../core/resources';
import { isPlainObject, listParams, requestData, requestDataList } from '../core/request';

/**
 * Stock and stock transactions under `/v2/inventories`. One router answers both provider APIs:
 * with the multi-location header documents are JSON:API (`data.attributes`) and stock is
 * broken down per location; without it the older single-location API answers flat documents
 * (`total`, `available`, `allocated` in `data`) and has no locations, `set` or stock list writes.
 */

const STOCK_TYPE = 'stock';
const TRANSACTION_TYPE = 'stock-transaction';

type LocationRecord = ResourceRecord<InventoryLocationData>;

const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const productNotFound = () => notFound('No product found');
const stockNotFound = () => notFound('No stock found for this product');

// ---------------------------------------------------------------------------------------------
// Rendering

function stockMeta(record: StockRecord) {
  return {
    stock_id: record.data.stockId,
    timestamps: { created_at: record.createdAt, updated_at: record.updatedAt },
  };
}

/** Per-location breakdown keyed by slug, as the multi-location document shows it. */
function locationBreakdown(data: StockData, locations: Map<string, LocationRecord>) {
  const breakdown: Record<string, StockPosition & { total: number }> = {};
  for (const [locationId, position] of Object.entries(data.locations)) {
    const location = locations.get(locationId);
    if (location) breakdown[location.data.slug] = positionTotals(position);
  }
  return breakdown;
}

function renderStock(record: StockRecord, multi: boolean, locations: Map<string, LocationRecord>) {
  const { total, available, allocated } = stockTotals(record.data);
  const meta = stockMeta(record);
  if (!multi) return { id: record.id, type: STOCK_TYPE, total, available, allocated, meta };
  return {
    id: record.id,
    type: STOCK_TYPE,
    attributes: { available, allocated, total, locations: locationBreakdown(record.data, locations) },
    meta,
  };
}

function renderTransaction(record: TransactionRecord, multi: boolean) {
  const fields = {
    action: record.data.action,
    product_id: record.data.productId,
    quantity: record.data.quantity,
    ...(record.data.location === undefined ? {} : { location: record.data.location }),
  };
  const meta = { timestamps: { created_at: record.createdAt, updated_at: record.updatedAt } };
  return multi
    ? { id: record.id, type: TRANSACTION_TYPE, attributes: fields, meta }
    : { id: record.id, type: TRANSACTION_TYPE, ...fields, meta };
}

// ---------------------------------------------------------------------------------------------
// List schemas

function stockListSchema(locations: Map<string, LocationRecord>): ListSchema<StockRecord> {
  return {
    filter: {
      fields: {
        id: { operators: ['eq', 'in'], value: (item) => item.id },
        // Stock held at a location, by slug: `eq(location,store-front)`.
        location: {
          operators: ['eq', 'in'],
          value: (item) => Object.keys(item.data.locations).map((id) => locations.get(id)?.data.slug),
        },
      },
    },
    sortFields: {
      created_at: (item) => item.createdAt,
      updated_at: (item) => item.updatedAt,
      available: (item) => stockTotals(item.data).available,
      total: (item) => stockTotals(item.data).total,
    },
    defaultSort: [
      { field: 'created_at', descending: false, value: (item) => item.createdAt },
      { field: 'id', descending: false, value: (item) => item.id },
    ],
  };
}

const TRANSACTION_LIST_SCHEMA: ListSchema<TransactionRecord> = {
  filter: {
    fields: {
      action: { operators: ['eq', 'in'], value: (item) => item.data.action },
      location: { operators: ['eq', 'in'], value: (item) => item.data.location },
      created_at: { operators: ['eq', 'gt', 'lt'], value: (item) => item.createdAt, kind: 'date' },
    },
  },
  sortFields: { created_at: (item) => item.createdAt },
  // Oldest first, in the order they were recorded.
  defaultSort: [{ field: 'sequence', descending: false, value: (item) => item.data.sequence }],
};

// ---------------------------------------------------------------------------------------------
// Request reading

/** `{ data: { type, ... } }`; returns the fields: `data` (single) or `data.attributes` (multi). */
function readDocument(body: unknown, type: string, multi: boolean) {
  const data = requestData(body);
  // The older API's clients may leave `type` out; the multi-location documents require it.
  if ((multi || data.type !== undefined) && data.type !== type) {
    throw failedValidation(`type must be ${type}`, '/data/type');
  }
  if (!multi) return { data, fields: data, pointer: '/data' };
  const attributes = data.attributes ?? {};
  if (!isPlainObject(attributes)) throw failedValidation('attributes must be an object', '/data/attributes');
  return { data, fields: attributes, pointer: '/data/attributes' };
}

function readQuantity(fields: Record<string, unknown>, field: string, pointer: string, fallback?: number) {
  const value = fields[field];
  if (value === undefined && fallback !== undefined) return fallback;
  if (!isQuantity(value)) {
    throw failedValidation(`${field} must be a non-negative integer`, `${pointer}/${field}`);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Routes

/** Mounted at `/v2/inventories`; includes the locations routes. */
export function createInventoryRouter(options: SimpleResourceRoutesOptions): Router {
  const products = productCollection(options.db);
  const stock = stockCollection(options.db);
  const transactions = transactionCollection(options.db);
  const locationRecords = inventoryLocationCollection(options.db);
  const timestamp = () => new Date(options.now()).toISOString();
  const locationsById = (storeId: string) =>
    new Map(locationRecords.list(storeId).map((record) => [record.id, record]));
  const locationBySlug = (storeId: string, slug: string) =>
    locationRecords.list(storeId).find((record) => record.data.slug === slug);

  const productIdOf = (req: Request): string => {
    const id: unknown = req.params.productId;
    if (typeof id !== 'string') throw productNotFound();
    return id;
  };
  const assertProduct = (storeId: string, productId: string) => {
    if (!products.get(storeId, productId)) throw productNotFound();
  };
  /** The product's stock; a 404 names the product when it is the product that is unknown. */
  const findStock = (storeId: string, productId: string): StockRecord => {
    const record = stock.get(storeId, productId);
    if (record) return record;
    assertProduct(storeId, productId);
    throw stockNotFound();
  };
  const insertStock = (storeId: string, productId: string, data: StockData): StockRecord => {
    assertProduct(storeId, productId);
    if (stock.get(storeId, productId)) throw conflict('Stock already exists for this product');
    const at = timestamp();
    const record: StockRecord = { id: productId, storeId, data, createdAt: at, updatedAt: at };
    stock.insert(record);
    return record;
  };

  const router = Router();
  // Locations first, so `/locations` is not read as a product id (it falls through without the header).
  router.use('/locations', createInventoryLocationsRouter(options));

  router.post('/multiple', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const data = requestDataList(req.body, 'data must be a list of product ids');
    const ids = data.map((entry: unknown, index) => {
      // `[{ id }]` per the provider's document (multi-location); a list of bare ids is the spec's
      // single-location body. Both are accepted in either mode, as the two APIs share the stock.
      if (isPlainObject(entry)) {
        if (typeof entry.id !== 'string') throw failedValidation('id must be a string', `/data/${index}/id`);
        return entry.id;
      }
      if (typeof entry !== 'string') throw failedValidation('id must be a string', `/data/${index}`);
      return entry;
    });
    const multi = isMultiLocation(req);
    const locations = locationsById(storeId);
    // Products without stock are left out: their inventory is not managed.
    const found = [...new Set(ids)].flatMap((id) => {
      const record = stock.get(storeId, id);
      return record ? [renderStock(record, multi, locations)] : [];
    });
    res.json({ data: found });
  });

  router.get('/', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const locations = locationsById(storeId);
    const multi = isMultiLocation(req);
    const result = runListQuery(stock.list(storeId), listParams(req), stockListSchema(locations));
    res.json(listEnvelope(req, result, (record) => renderStock(record, multi, locations)));
  });

  /** Multi-location create: `{ data: { id, type: 'stock', attributes: { available, locations } } }`. */
  router.post('/', requireWriteAccess, (req, res, next) => {
    if (!isMultiLocation(req)) {
      next();
      return;
    }
    const storeId = authenticatedStoreId(req.auth);
    const { data, fields } = readDocument(req.body, STOCK_TYPE, true);
    if (typeof data.id !== 'string') throw failedValidation('id must be the product id', '/data/id');
    const productId = data.id;
    const available = readQuantity(fields, 'available', '/data/attributes', 0);
    const positions = readLocationPositions(fields.locations, (slug) => locationBySlug(storeId, slug), false);
    const created = stock.transaction(() =>
      insertStock(storeId, productId, {
        stockId: crypto.randomUUID(),
        unlocated: { available, allocated: 0 },
        locations: Object.fromEntries(
          [...positions].map(([id, position]) => [id, { available: position?.available ?? 0, allocated: 0 }]),
        ),
      }),
    );
    res.status(201).json({ data: renderStock(created, true, locationsById(storeId)) });
  });

  /** Single-location create: `{ data: { type: 'stock', quantity } }`. */
  router.post('/:productId', requireWriteAccess, (req, res, next) => {
    if (isMultiLocation(req)) {
      next();
      return;
    }
    const storeId = authenticatedStoreId(req.auth);
    const productId = productIdOf(req);
    const { fields } = readDocument(req.body, STOCK_TYPE, false);
    const quantity = readQuantity(fields, 'quantity', '/data', 0);
    const created = stock.transaction(() =>
      insertStock(storeId, productId, {
        stockId: crypto.randomUUID(),
        unlocated: { available: quantity, allocated: 0 },
        locations: {},
      }),
    );
    res.status(201).json({ data: renderStock(created, false, new Map()) });
  });

  router.get('/:productId', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const record = findStock(storeId, productIdOf(req));
    res.json({ data: renderStock(record, isMultiLocation(req), locationsById(storeId)) });
  });

  /** Multi-location update: sets `available` per location; a null location removes it. */
  router.put('/:productId', requireWriteAccess, (req, res, next) => {
    if (!isMultiLocation(req)) {
      next();
      return;
    }
    const storeId = authenticatedStoreId(req.auth);
    const productId = productIdOf(req);
    const { data, fields } = readDocument(req.body, STOCK_TYPE, true);
    if (data.id !== undefined && data.id !== productId) {
      throw conflict('data.id must match the product id in the URL', '/data/id');
    }
    const updated = stock.transaction(() => {
      const record = findStock(storeId, productId);
      const positions = readLocationPositions(
        fields.locations,
        (slug) => locationBySlug(storeId, slug),
        true,
      );
      const locations = { ...record.data.locations };
      for (const [locationId, position] of positions) {
        const current = locations[locationId] ?? emptyPosition();
        const slug = locationRecords.get(storeId, locationId)?.data.slug ?? locationId;
        if (position === null) {
          if (current.allocated > 0) {
            throw failedValidation(
              `${current.allocated} are allocated at ${slug}`,
              `/data/attributes/locations/${slug}`,
            );
          }
          delete locations[locationId];
        } else {
          locations[locationId] = { available: position.available, allocated: current.allocated };
        }
      }
      const at = timestamp();
      const next: StockData = { ...record.data, locations };
      stock.replace(storeId, productId, next, at);
      return { ...record, data: next, updatedAt: at };
    });
    res.json({ data: renderStock(updated, true, locationsById(storeId)) });
  });

  router.delete('/:productId', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const productId = productIdOf(req);
    stock.transaction(() => {
      findStock(storeId, productId);
      stock.delete(storeId, productId);
      // The history goes with the stock: re-created stock starts a new log.
      for (const id of transactions.idsWithValue(storeId, '$.productId', productId)) {
        transactions.delete(storeId, id);
      }
    });
    res.status(204).end();
  });

  router.get('/:productId/transactions', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const productId = productIdOf(req);
    findStock(storeId, productId);
    const own = transactions.list(storeId).filter((record) => record.data.productId === productId);
    const result = runListQuery(own, listParams(req), TRANSACTION_LIST_SCHEMA);
    const multi = isMultiLocation(req);
    res.json(listEnvelope(req, result, (record) => renderTransaction(record, multi)));
  });

  router.post('/:productId/transactions', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const productId = productIdOf(req);
    const multi = isMultiLocation(req);
    const { fields, pointer } = readDocument(req.body, TRANSACTION_TYPE, multi);
    const allowed = multi ? TRANSACTION_ACTIONS : SINGLE_LOCATION_ACTIONS;
    const action = allowed.find((name) => name === fields.action);
    if (!action) throw failedValidation(`action must be one of ${allowed.join(', ')}`, `${pointer}/action`);
    const quantity = readQuantity(fields, 'quantity', pointer);
    if (fields.product_id !== undefined && fields.product_id !== productId) {
      throw failedValidation('product_id must match the product in the URL', `${pointer}/product_id`);
    }
    const slug = multi ? fields.location : undefined;
    if (slug !== undefined && (typeof slug !== 'string' || slug === '')) {
      throw failedValidation('location must be a location slug', `${pointer}/location`);
    }
    const recorded = stock.transaction(() => {
      const record = findStock(storeId, productId);
      const location = slug === undefined ? undefined : locationBySlug(storeId, slug);
      if (slug !== undefined && !location) {
        throw failedValidation(`No location with slug ${slug}`, `${pointer}/location`);
      }
      // The older API knows one stock position; it must not reshuffle stock spread over locations.
      if (!multi && usesLocations(record.data)) {
        throw conflict(
          'Stock for this product is held in locations: send EP-Inventories-Multi-Location: true',
        );
      }
      const data = applyTransaction(record.data, action, quantity, location?.id, `${pointer}/quantity`);
      const at = timestamp();
      stock.replace(storeId, productId, data, at);
      const entry: TransactionRecord = {
        id: crypto.randomUUID(),
        storeId,
        data: {
          productId,
          action,
          quantity,
          ...(slug === undefined ? {} : { location: slug }),
          sequence: transactions.idsWithValue(storeId, '$.productId', productId).length + 1,
        },
        createdAt: at,
        updatedAt: at,
      };
      transactions.insert(entry);
      return entry;
    });
    res.status(201).json({ data: renderTransaction(recorded, multi) });
  });

  router.get('/:productId/transactions/:transactionId', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const productId = productIdOf(req);
    findStock(storeId, productId);
    const id: unknown = req.params.transactionId;
    const record = typeof id === 'string' ? transactions.get(storeId, id) : undefined;
    if (!record || record.data.productId !== productId) throw notFound('No stock transaction found');
    res.json({ data: renderTransaction(record, isMultiLocation(req)) });
  });

  return router;
}

/**
 * Reads `locations: { <slug>: { available } }` into positions by location id; with
 * `allowNull` (update) a null entry means "remove this location's stock".
 */
function readLocationPositions(
  value: unknown,
  bySlug: (slug: string) => LocationRecord | undefined,
  allowNull: boolean,
): Map<string, { available: number } | null> {
  const positions = new Map<string, { available: number } | null>();
  if (value === undefined || value === null) return positions;
  const pointer = '/data/attributes/locations';
  if (!isPlainObject(value)) throw failedValidation('locations must be an object keyed by slug', pointer);
  for (const [slug, entry] of Object.entries(value)) {
    const location = bySlug(slug);
    if (!location) throw failedValidation(`No location with slug ${slug}`, `${pointer}/${slug}`);
    if (entry === null && allowNull) {
      positions.set(location.id, null);
      continue;
    }
    if (!isPlainObject(entry)) {
      throw failedValidation('a location entry must be { available }', `${pointer}/${slug}`);
    }
    positions.set(location.id, { available: readQuantity(entry, 'available', `${pointer}/${slug}`) });
  }
  return positions;
}
