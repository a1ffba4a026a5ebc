import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { ApiError, conflict, failedValidation, listEnvelope, notFound, providerError } from '../core/http';
import type { ProviderError } from '../core/http';
import { runListQuery, type ListSchema } from '../core/query';
import { ResourceCollection, type ResourceRecord } from '../core/resources';
import { isPlainObject, listParams, requestData, requireDataType } from '../core/request';

/**
 * Promotion codes and a promotion's history, shared by legacy promotions (`/v2/promotions`) and
 * rule promotions (`/v2/rule-promotions`). Codes are unique per store across both families
 * (case-insensitive, as shoppers type them in any case). `uses` is what is left; `max_uses` what
 * was granted. History records code creation and deletion; checkout usage is recorded by
 * `recordCodeUse` when a cart consumes a code.
 */

/** Which promotion resource a code or job belongs to. */
export type PromotionFamily = 'promotion' | 'rule_promotion';

export const CONSUME_UNITS: Readonly<Record<PromotionFamily, readonly string[]>> = {
  promotion: ['per_cart', 'per_item'],
  rule_promotion: ['per_checkout', 'per_application'],
};

export interface PromotionCodeData {
  promotion_id: string;
  family: PromotionFamily;
  code: string;
  /** Remaining uses; absent means unlimited. */
  uses?: number;
  max_uses?: number;
  user?: string;
  consume_unit: string;
  /** The job that generated the code, if any. */
  job_id?: string;
}

export type PromotionCodeRecord = ResourceRecord<PromotionCodeData>;

export interface PromotionHistoryData {
  promotion_id: string;
  family: PromotionFamily;
  action: 'code_created' | 'code_deleted' | 'code_used';
  code: string;
  order_id?: string;
  /** Orders entries written within the same millisecond (a frozen test clock, a bulk insert). */
  sequence: number;
}

type HistoryEntry = Omit<PromotionHistoryData, 'sequence'>;

function appendHistory(db: SandboxDatabase, storeId: string, entry: HistoryEntry, timestamp: string): void {
  const history = promotionHistoryCollection(db);
  history.insert({
    id: crypto.randomUUID(),
    storeId,
    data: { ...entry, sequence: history.count(storeId) },
    createdAt: timestamp,
    updatedAt: timestamp,
  });
}

const optionalNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);
const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);
const family = (value: unknown): PromotionFamily =>
  value === 'rule_promotion' ? 'rule_promotion' : 'promotion';

export const promotionCodeCollection = (db: SandboxDatabase) =>
  new ResourceCollection<PromotionCodeData>(db, {
    name: 'promotion_code',
    decode: (data) => {
      if (!isPlainObject(data) || typeof data.promotion_id !== 'string' || typeof data.code !== 'string') {
        throw new Error('Corrupt stored promotion code');
      }
      return {
        promotion_id: data.promotion_id,
        family: family(data.family),
        code: data.code,
        uses: optionalNumber(data.uses),
        max_uses: optionalNumber(data.max_uses),
        user: optionalString(data.user),
        consume_unit: optionalString(data.consume_unit) ?? 'per_cart',
        job_id: optionalString(data.job_id),
      };
    },
  });

export const promotionHistoryCollection = (db: SandboxDatabase) =>
  new ResourceCollection<PromotionHistoryData>(db, {
    name: 'promotion_history',
    decode: (data) => {
      if (!isPlainObject(data) || typeof data.promotion_id !== 'string' || typeof data.code !== 'string') {
        throw new Error('Corrupt stored promotion history');
      }
      const action =
        data.action === 'code_deleted' || data.action === 'code_used' ? data.action : 'code_created';
      return {
        promotion_id: data.promotion_id,
        family: family(data.family),
        action,
        code: data.code,
        order_id: optionalString(data.order_id),
        sequence: optionalNumber(data.sequence) ?? 0,
      };
    },
  });

/** A store's code with that text (case-insensitive), whichever promotion holds it. */
export function findStoredCode(
  db: SandboxDatabase,
  storeId: string,
  code: string,
): PromotionCodeRecord | undefined {
  const wanted = code.toLowerCase();
  return promotionCodeCollection(db)
    .list(storeId)
    .find((record) => record.data.code.toLowerCase() === wanted);
}

export function codesOf(db: SandboxDatabase, storeId: string, promotionId: string): PromotionCodeRecord[] {
  return promotionCodeCollection(db)
    .list(storeId)
    .filter((record) => record.data.promotion_id === promotionId);
}

/** Inserts codes and their history entries; the caller checks uniqueness. */
export function insertCodes(
  db: SandboxDatabase,
  storeId: string,
  codes: PromotionCodeData[],
  timestamp: string,
): PromotionCodeRecord[] {
  const collection = promotionCodeCollection(db);
  return codes.map((data) => {
    const record: PromotionCodeRecord = {
      id: crypto.randomUUID(),
      storeId,
      data,
      createdAt: timestamp,
      updatedAt: timestamp,
    };
    collection.insert(record);
    appendHistory(
      db,
      storeId,
      { promotion_id: data.promotion_id, family: data.family, action: 'code_created', code: data.code },
      timestamp,
    );
    return record;
  });
}

export function deleteCodes(
  db: SandboxDatabase,
  storeId: string,
  codes: PromotionCodeRecord[],
  timestamp: string,
): void {
  const collection = promotionCodeCollection(db);
  for (const record of codes) {
    collection.delete(storeId, record.id);
    appendHistory(
      db,
      storeId,
      {
        promotion_id: record.data.promotion_id,
        family: record.data.family,
        action: 'code_deleted',
        code: record.data.code,
      },
      timestamp,
    );
  }
}

/**
 * Consumes one use of a code at checkout (for the carts/orders area): decrements `uses` and
 * records the usage in the promotion's history. Returns false when the code has no use left.
 */
export function recordCodeUse(
  db: SandboxDatabase,
  storeId: string,
  code: string,
  orderId: string,
  timestamp: string,
): boolean {
  const collection = promotionCodeCollection(db);
  return collection.transaction(() => {
    const record = findStoredCode(db, storeId, code);
    if (!record || (record.data.uses !== undefined && record.data.uses <= 0)) return false;
    if (record.data.uses !== undefined) {
      collection.replace(storeId, record.id, { ...record.data, uses: record.data.uses - 1 }, timestamp);
    }
    appendHistory(
      db,
      storeId,
      {
        promotion_id: record.data.promotion_id,
        family: record.data.family,
        action: 'code_used',
        code: record.data.code,
        order_id: orderId,
      },
      timestamp,
    );
    return true;
  });
}

export function renderCode(record: PromotionCodeRecord): Record<string, unknown> {
  const { data } = record;
  return {
    type: 'promotion_codes',
    id: record.id,
    code: data.code,
    consume_unit: data.consume_unit,
    ...(data.uses === undefined ? {} : { uses: data.uses }),
    ...(data.max_uses === undefined ? {} : { max_uses: data.max_uses }),
    ...(data.user === undefined ? {} : { user: data.user }),
    created_by: data.job_id === undefined ? 'api' : `job:${data.job_id}`,
    meta: { timestamps: { created_at: record.createdAt } },
  };
}

const CODE_LIST_SCHEMA: ListSchema<PromotionCodeRecord> = {
  filter: {
    fields: {
      code: { operators: ['eq', 'like'], value: (record) => record.data.code },
    },
  },
  sortFields: { code: (record) => record.data.code, created_at: (record) => record.createdAt },
  defaultSort: [
    { field: 'created_at', descending: false, value: (record) => record.createdAt },
    { field: 'code', descending: false, value: (record) => record.data.code },
  ],
};

const HISTORY_LIST_SCHEMA: ListSchema<ResourceRecord<PromotionHistoryData>> = {
  filter: { fields: { action: { operators: ['eq'], value: (record) => record.data.action } } },
  sortFields: {},
  defaultSort: [
    { field: 'created_at', descending: true, value: (record) => record.createdAt },
    { field: 'sequence', descending: true, value: (record) => record.data.sequence },
  ],
};

export interface PromotionScopeOptions {
  db: SandboxDatabase;
  now: () => number;
  family: PromotionFamily;
  /** Throws a 404 when the promotion is not in the store. */
  assertPromotion: (storeId: string, promotionId: string) => void;
}

/** The `:promotionId` of a nested route, after checking the promotion is in the caller's store. */
export function promotionScope(
  req: Request,
  options: PromotionScopeOptions,
): { storeId: string; promotionId: string } {
  const storeId = authenticatedStoreId(req.auth);
  const promotionId: unknown = req.params.promotionId;
  if (typeof promotionId !== 'string') throw notFound('promotion not found');
  options.assertPromotion(storeId, promotionId);
  return { storeId, promotionId };
}

interface CodeRequest {
  code: string;
  uses?: number;
  user?: string;
  consume_unit?: string;
}

/** Reads `{ data: { type: 'promotion_codes', codes: [...] } }`, reporting every bad field. */
function readCodesDocument(body: unknown, options: PromotionScopeOptions, forDelete: boolean): CodeRequest[] {
  const data = requestData(body);
  requireDataType(data, 'promotion_codes');
  if (!Array.isArray(data.codes) || data.codes.length === 0) {
    throw failedValidation('codes must be a non-empty array', '/data/codes');
  }
  const problems: ProviderError[] = [];
  const problem = (detail: string, pointer: string) => problems.push(providerError(422, detail, pointer));
  const units = CONSUME_UNITS[options.family];
  const codes = data.codes.flatMap((entry: unknown, index): CodeRequest[] => {
    const at = `/data/codes/${index}`;
    if (!isPlainObject(entry) || typeof entry.code !== 'string' || entry.code.trim() === '') {
      problem('code must be a non-empty string', `${at}/code`);
      return [];
    }
    if (forDelete) return [{ code: entry.code }];
    if (entry.code.length > 255) problem('code must be at most 255 characters', `${at}/code`);
    const uses = entry.uses;
    if (uses !== undefined && (typeof uses !== 'number' || !Number.isInteger(uses) || uses < 0)) {
      problem('uses must be a non-negative integer', `${at}/uses`);
    }
    if (entry.user !== undefined && typeof entry.user !== 'string')
      problem('user must be a string', `${at}/user`);
    const unit = entry.consume_unit;
    if (unit !== undefined && (typeof unit !== 'string' || !units.includes(unit))) {
      problem(`consume_unit must be one of ${units.join(', ')}`, `${at}/consume_unit`);
    }
    return [
      {
        code: entry.code,
        uses: typeof uses === 'number' ? uses : undefined,
        user: optionalString(entry.user),
        consume_unit: optionalString(unit),
      },
    ];
  });
  if (problems.length > 0) throw new ApiError(422, problems);
  return codes;
}

/** Throws 409 when a requested code exists in the store or repeats within the request. */
export function assertCodesFree(db: SandboxDatabase, storeId: string, codes: readonly string[]): void {
  const taken = new Set(
    promotionCodeCollection(db)
      .list(storeId)
      .map((record) => record.data.code.toLowerCase()),
  );
  codes.forEach((code, index) => {
    const key = code.toLowerCase();
    if (taken.has(key)) throw conflict(`The code ${code} already exists`, `/data/codes/${index}/code`);
    taken.add(key);
  });
}

/** `GET|POST|DELETE /:promotionId/codes` and `DELETE /:promotionId/codes/:codeId` (id or code text). */
export function createPromotionCodesRouter(options: PromotionScopeOptions): Router {
  const { db } = options;
  const codes = promotionCodeCollection(db);
  const router = Router({ mergeParams: true });
  const timestamp = () => new Date(options.now()).toISOString();

  router.get('/', (req, res) => {
    const { storeId, promotionId } = promotionScope(req, options);
    const result = runListQuery(codesOf(db, storeId, promotionId), listParams(req), CODE_LIST_SCHEMA);
    res.json(listEnvelope(req, result, renderCode));
  });

  router.post('/', requireWriteAccess, (req, res) => {
    const { storeId, promotionId } = promotionScope(req, options);
    const requested = readCodesDocument(req.body, options, false);
    const defaultUnit = CONSUME_UNITS[options.family][0] ?? 'per_cart';
    const created = codes.transaction(() => {
      assertCodesFree(
        db,
        storeId,
        requested.map((entry) => entry.code),
      );
      return insertCodes(
        db,
        storeId,
        requested.map((entry) => ({
          promotion_id: promotionId,
          family: options.family,
          code: entry.code,
          uses: entry.uses,
          max_uses: entry.uses,
          user: entry.user,
          consume_unit: entry.consume_unit ?? defaultUnit,
        })),
        timestamp(),
      );
    });
    res.status(201).json({ data: created.map(renderCode) });
  });

  // Bulk delete names the codes in the body; without a body every code of the promotion goes.
  router.delete('/', requireWriteAccess, (req, res) => {
    const { storeId, promotionId } = promotionScope(req, options);
    const own = codesOf(db, storeId, promotionId);
    const hasBody = isPlainObject(req.body) && req.body.data !== undefined;
    const names = hasBody
      ? new Set(readCodesDocument(req.body, options, true).map((entry) => entry.code.toLowerCase()))
      : undefined;
    const doomed = names ? own.filter((record) => names.has(record.data.code.toLowerCase())) : own;
    codes.transaction(() => deleteCodes(db, storeId, doomed, timestamp()));
    res.status(204).end();
  });

  router.delete('/:codeId', requireWriteAccess, (req, res) => {
    const { storeId, promotionId } = promotionScope(req, options);
    const { codeId } = req.params;
    const wanted = typeof codeId === 'string' ? codeId.toLowerCase() : '';
    const record = codesOf(db, storeId, promotionId).find(
      (candidate) => candidate.id === codeId || candidate.data.code.toLowerCase() === wanted,
    );
    if (!record) throw notFound('promotion code not found');
    codes.transaction(() => deleteCodes(db, storeId, [record], timestamp()));
    res.status(204).end();
  });

  return router;
}

/** `GET /:promotionId/history`: code creation, deletion and checkout usage, newest first. */
export function createPromotionHistoryRouter(options: PromotionScopeOptions): Router {
  const history = promotionHistoryCollection(options.db);
  const router = Router({ mergeParams: true });
  router.get('/', (req, res) => {
    const { storeId, promotionId } = promotionScope(req, options);
    const entries = history.list(storeId).filter((record) => record.data.promotion_id === promotionId);
    const result = runListQuery(entries, listParams(req, { sort: false }), HISTORY_LIST_SCHEMA);
    res.json(
      listEnvelope(req, result, (record) => ({
        type: 'promotion_history',
        id: record.id,
        promotion_id: record.data.promotion_id,
        action: record.data.action,
        code: record.data.code,
        ...(record.data.order_id === undefined ? {} : { order_id: record.data.order_id }),
        meta: { timestamps: { created_at: record.createdAt } },
      })),
    );
  });
  return router;
}
