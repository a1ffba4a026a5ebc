import type { Router } from 'express';
import type { SandboxDatabase } from '../core/db';
import { notFound } from '../core/http';
import {
  codesOf,
  createPromotionCodesRouter,
  createPromotionHistoryRouter,
  deleteCodes,
  findStoredCode,
  promotionCodeCollection,
  type PromotionCodeData,
  type PromotionFamily,
  type PromotionScopeOptions,
} from './promotion-codes';
import { createPromotionJobsRouter, promotionJobCollection } from './promotion-jobs';
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
 * Promotions: legacy `/v2/promotions` (flat `promotion` documents with a typed `schema`) and
 * `/v2/rule-promotions` (flat `rule_promotion` documents with a `rule_set` of rules and actions;
 * the provider's document is flat, not JSON:API). Both get codes, jobs and, for legacy
 * promotions, history (see promotion-codes.ts and promotion-jobs.ts). `findCodeDiscount` is what
 * carts use to apply a promotion code. Not modelled: evaluating rules against a cart (only the
 * cart-level percent/fixed discount of a code is exposed), usages anonymisation.
 */

export const PROMOTION_TYPES = [
  'fixed_discount',
  'percent_discount',
  'item_fixed_discount',
  'item_percent_discount',
  'x_for_y',
  'x_for_amount',
  'bundle_fixed_discount',
  'bundle_gift',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

export interface PromotionData {
  name: string;
  description: string;
  enabled: boolean;
  automatic: boolean;
  promotion_type: PromotionType;
  /** Type-specific: `currencies`, `targets`, `percent`, `x`/`y`... kept as sent once validated. */
  schema: Record<string, unknown>;
  start: string;
  end: string;
  min_cart_value?: unknown;
  max_discount_value?: unknown;
  max_applications_per_cart?: number;
}

export interface RuleAction {
  strategy: string;
  args: unknown[];
  condition?: unknown;
  limitations?: unknown;
}

export interface RuleSet {
  catalog_ids?: string[];
  currencies?: string[];
  rules: unknown;
  actions: RuleAction[];
}

export interface RulePromotionData {
  name: string;
  description: string;
  enabled: boolean;
  automatic: boolean;
  stackable: boolean;
  override_stacking: boolean;
  priority?: number;
  start: string;
  end: string;
  rule_set: RuleSet;
}

const CURRENCY = /^[A-Z]{3}$/;

/** Start and end: required on create, parseable, and end after start. */
function readWindow(
  document: Record<string, unknown>,
  existing: { start: string; end: string } | undefined,
  problems: FieldProblems,
): { start: string; end: string } {
  const dateRule = { required: true, maxLength: 64 };
  const start = readText(document, 'start', existing?.start, problems, dateRule) ?? '';
  const end = readText(document, 'end', existing?.end, problems, dateRule) ?? '';
  const startMs = Date.parse(start);
  const endMs = Date.parse(end);
  if (start !== '' && Number.isNaN(startMs)) problems.add('start must be a date or date-time', 'start');
  if (end !== '' && Number.isNaN(endMs)) problems.add('end must be a date or date-time', 'end');
  if (!Number.isNaN(startMs) && !Number.isNaN(endMs) && endMs <= startMs) {
    problems.add('end must be after start', 'end');
  }
  return { start, end };
}

/** `schema.currencies` of the cart discounts: `{ amount, currency }` or `{ percentage, currency }`. */
function checkCurrencies(
  schema: Record<string, unknown>,
  type: PromotionType,
  problems: FieldProblems,
): void {
  if (type !== 'fixed_discount' && type !== 'percent_discount') return;
  const { currencies } = schema;
  if (!Array.isArray(currencies) || currencies.length === 0) {
    problems.add('schema.currencies must be a non-empty array', 'schema/currencies');
    return;
  }
  currencies.forEach((entry: unknown, index) => {
    const at = `schema/currencies/${index}`;
    if (!isPlainObject(entry) || typeof entry.currency !== 'string' || !CURRENCY.test(entry.currency)) {
      problems.add('currency must be a three-letter code', `${at}/currency`);
      return;
    }
    if (type === 'fixed_discount') {
      const { amount } = entry;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0) {
        problems.add('amount must be a non-negative integer in minor units', `${at}/amount`);
      }
    } else {
      const { percentage } = entry;
      if (typeof percentage !== 'number' || percentage <= 0 || percentage > 100) {
        problems.add('percentage must be greater than 0 and at most 100', `${at}/percentage`);
      }
    }
  });
}

function readPromotion(
  document: Record<string, unknown>,
  existing: PromotionData | undefined,
  problems: FieldProblems,
): PromotionData {
  const promotionType =
    readEnum(document, 'promotion_type', PROMOTION_TYPES, existing?.promotion_type, problems) ??
    'fixed_discount';
  const rawSchema = document.schema ?? existing?.schema;
  let schema: Record<string, unknown> = {};
  if (!isPlainObject(rawSchema)) problems.add('schema is required and must be an object', 'schema');
  else {
    schema = rawSchema;
    checkCurrencies(schema, promotionType, problems);
  }
  const maxApplications = readNumber(
    document,
    'max_applications_per_cart',
    existing?.max_applications_per_cart ?? 0,
    problems,
    {
      test: (value) => Number.isInteger(value) && value >= 0,
      detail: 'max_applications_per_cart must be a non-negative integer',
    },
  );
  return {
    name: readRequiredName(document, existing, problems),
    description: readDescription(document, existing, problems),
    enabled: readBoolean(document, 'enabled', existing?.enabled ?? false, problems) ?? false,
    automatic: readBoolean(document, 'automatic', existing?.automatic ?? false, problems) ?? false,
    promotion_type: promotionType,
    schema,
    ...readWindow(document, existing, problems),
    ...(document.min_cart_value !== undefined || existing?.min_cart_value !== undefined
      ? { min_cart_value: document.min_cart_value ?? existing?.min_cart_value }
      : {}),
    ...(document.max_discount_value !== undefined || existing?.max_discount_value !== undefined
      ? { max_discount_value: document.max_discount_value ?? existing?.max_discount_value }
      : {}),
    ...(maxApplications ? { max_applications_per_cart: maxApplications } : {}),
  };
}

const RULE_ACTION_STRATEGIES = ['cart_discount', 'item_discount', 'shipping_discount'] as const;

/** A rule argument as a number: a number, or a string that is one (`"10"`); otherwise undefined. */
function numericArgument(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function checkAction(action: unknown, index: number, problems: FieldProblems): RuleAction | undefined {
  const at = `rule_set/actions/${index}`;
  if (!isPlainObject(action) || typeof action.strategy !== 'string') {
    problems.add('action strategy must be a string', `${at}/strategy`);
    return undefined;
  }
  if (!RULE_ACTION_STRATEGIES.some((strategy) => strategy === action.strategy)) {
    problems.add(`strategy must be one of ${RULE_ACTION_STRATEGIES.join(', ')}`, `${at}/strategy`);
  }
  const { args } = action;
  if (!Array.isArray(args) || args.length < 2) {
    problems.add('args must be an array such as ["percent", 10]', `${at}/args`);
    return undefined;
  }
  // The document gives every argument as a string (`["percent", "10"]`); numbers are accepted too.
  const [kind, rawAmount] = args;
  const amount = numericArgument(rawAmount);
  if (kind === 'percent' && (amount === undefined || amount < 0 || amount > 100)) {
    problems.add('a percent discount must be between 0 and 100', `${at}/args`);
  } else if (kind === 'fixed' && (amount === undefined || !Number.isInteger(amount) || amount < 0)) {
    problems.add('a fixed discount must be a non-negative integer in minor units', `${at}/args`);
  } else if (kind !== 'percent' && kind !== 'fixed' && kind !== 'fixed_price') {
    problems.add('the first argument must be percent, fixed or fixed_price', `${at}/args`);
  }
  return {
    strategy: action.strategy,
    args,
    ...(action.condition === undefined ? {} : { condition: action.condition }),
    ...(action.limitations === undefined ? {} : { limitations: action.limitations }),
  };
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? value : undefined;
}

function readRuleSet(value: unknown, fallback: RuleSet | undefined, problems: FieldProblems): RuleSet {
  if (value === undefined && fallback) return fallback;
  if (!isPlainObject(value)) {
    problems.add('rule_set is required and must be an object', 'rule_set');
    return { rules: {}, actions: [] };
  }
  if (!isPlainObject(value.rules) && !Array.isArray(value.rules)) {
    problems.add('rule_set.rules is required', 'rule_set/rules');
  }
  if (!Array.isArray(value.actions) || value.actions.length === 0) {
    problems.add('rule_set.actions must be a non-empty array', 'rule_set/actions');
  }
  const actions = Array.isArray(value.actions)
    ? value.actions.flatMap((action: unknown, index) => checkAction(action, index, problems) ?? [])
    : [];
  const currencies = stringList(value.currencies);
  if (value.currencies !== undefined && (!currencies || !currencies.every((code) => CURRENCY.test(code)))) {
    problems.add('currencies must be three-letter codes', 'rule_set/currencies');
  }
  const catalogIds = stringList(value.catalog_ids);
  if (value.catalog_ids !== undefined && !catalogIds)
    problems.add('catalog_ids must be strings', 'rule_set/catalog_ids');
  return {
    ...(catalogIds ? { catalog_ids: catalogIds } : {}),
    ...(currencies ? { currencies } : {}),
    rules: value.rules,
    actions,
  };
}

function readRulePromotion(
  document: Record<string, unknown>,
  existing: RulePromotionData | undefined,
  problems: FieldProblems,
): RulePromotionData {
  const priority = readNumber(document, 'priority', existing?.priority ?? 1, problems, {
    test: (value) => Number.isInteger(value) && value >= 0,
    detail: 'priority must be a non-negative integer',
  });
  return {
    name: readRequiredName(document, existing, problems),
    description: readDescription(document, existing, problems),
    enabled: readBoolean(document, 'enabled', existing?.enabled ?? false, problems) ?? false,
    automatic: readBoolean(document, 'automatic', existing?.automatic ?? false, problems) ?? false,
    stackable: readBoolean(document, 'stackable', existing?.stackable ?? false, problems) ?? false,
    override_stacking:
      readBoolean(document, 'override_stacking', existing?.override_stacking ?? false, problems) ?? false,
    ...(priority === undefined ? {} : { priority }),
    ...readWindow(document, existing, problems),
    rule_set: readRuleSet(document.rule_set, existing?.rule_set, problems),
  };
}

// Stored documents were validated on write; decoding only guards against a corrupt row.
function decodeObject<TData>(label: string) {
  return (data: unknown): TData => {
    if (!isPlainObject(data) || typeof data.name !== 'string' || typeof data.start !== 'string') {
      throw new Error(`Corrupt stored ${label}`);
    }
    return data as TData;
  };
}

const commonListFields = <
  TData extends { name: string; enabled: boolean; start: string; end: string },
>(): Pick<SimpleResourceDefinition<TData>, 'filterFields' | 'sortFields'> => ({
  filterFields: {
    name: { operators: ['eq', 'like'], value: (item: SimpleRecord<TData>) => item.data.name },
    enabled: { operators: ['eq'], value: (item: SimpleRecord<TData>) => String(item.data.enabled) },
    start: {
      operators: ['gt', 'lt', 'eq'],
      value: (item: SimpleRecord<TData>) => item.data.start,
      kind: 'date' as const,
    },
    end: {
      operators: ['gt', 'lt', 'eq'],
      value: (item: SimpleRecord<TData>) => item.data.end,
      kind: 'date' as const,
    },
  },
  sortFields: {
    name: (item: SimpleRecord<TData>) => item.data.name,
    start: (item: SimpleRecord<TData>) => item.data.start,
    end: (item: SimpleRecord<TData>) => item.data.end,
  },
});

/** A promotion's codes and jobs go with it. */
function deleteDependents(
  db: SandboxDatabase,
  storeId: string,
  promotionId: string,
  timestamp: string,
): void {
  deleteCodes(db, storeId, codesOf(db, storeId, promotionId), timestamp);
  const jobs = promotionJobCollection(db);
  for (const job of jobs.list(storeId)) {
    if (job.data.promotion_id === promotionId) jobs.delete(storeId, job.id);
  }
}

function promotionDefinition(db: SandboxDatabase): SimpleResourceDefinition<PromotionData> {
  return {
    type: 'promotion',
    label: 'promotion',
    storedAs: 'promotion',
    path: '/v2/promotions',
    decode: decodeObject<PromotionData>('promotion'),
    read: readPromotion,
    unique: [],
    ...commonListFields<PromotionData>(),
    filterFields: {
      ...commonListFields<PromotionData>().filterFields,
      promotion_type: { operators: ['eq'], value: (item) => item.data.promotion_type },
      // The provider's `eq(code,...)` finds the promotion holding a code.
      code: {
        operators: ['eq'],
        value: (item) => codesOf(db, item.storeId, item.id).map((code) => code.data.code),
      },
    },
    beforeDelete: (record, context) => deleteDependents(db, record.storeId, record.id, context.timestamp),
  };
}

function rulePromotionDefinition(db: SandboxDatabase): SimpleResourceDefinition<RulePromotionData> {
  return {
    type: 'rule_promotion',
    label: 'rule promotion',
    storedAs: 'rule_promotion',
    path: '/v2/rule-promotions',
    decode: decodeObject<RulePromotionData>('rule promotion'),
    read: readRulePromotion,
    unique: [],
    ...commonListFields<RulePromotionData>(),
    renderExtras: (record) => ({ store_id: record.storeId }),
    beforeDelete: (record, context) => deleteDependents(db, record.storeId, record.id, context.timestamp),
  };
}

export const promotionCollection = (db: SandboxDatabase) =>
  simpleResourceCollection(db, promotionDefinition(db));
export const rulePromotionCollection = (db: SandboxDatabase) =>
  simpleResourceCollection(db, rulePromotionDefinition(db));

// ---------------------------------------------------------------------------------------------
// Applying a code

/** What a cart needs to apply a promotion code. */
export interface CodeDiscount {
  promotionId: string;
  promotionName: string;
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent 0-100, or minor units. */
  amount: number;
  /** Set for fixed discounts (the currency the amount is in). */
  currency?: string;
}

function inWindow(window: { start: string; end: string }, at: string): boolean {
  const time = Date.parse(at);
  return Date.parse(window.start) <= time && time < Date.parse(window.end);
}

function legacyDiscount(data: PromotionData): Pick<CodeDiscount, 'kind' | 'amount' | 'currency'> | undefined {
  const [first]: unknown[] = Array.isArray(data.schema.currencies) ? data.schema.currencies : [];
  if (!isPlainObject(first) || typeof first.currency !== 'string') return undefined;
  if (data.promotion_type === 'fixed_discount' && typeof first.amount === 'number') {
    return { kind: 'fixed', amount: first.amount, currency: first.currency };
  }
  if (data.promotion_type === 'percent_discount' && typeof first.percentage === 'number') {
    return { kind: 'percent', amount: first.percentage };
  }
  return undefined;
}

function ruleDiscount(
  data: RulePromotionData,
): Pick<CodeDiscount, 'kind' | 'amount' | 'currency'> | undefined {
  for (const action of data.rule_set.actions) {
    const [kind, rawAmount] = action.args;
    const amount = numericArgument(rawAmount);
    if (action.strategy !== 'cart_discount' || amount === undefined) continue;
    if (kind === 'percent') return { kind: 'percent', amount };
    if (kind === 'fixed') {
      const currency = data.rule_set.currencies?.[0];
      return { kind: 'fixed', amount, ...(currency === undefined ? {} : { currency }) };
    }
  }
  return undefined;
}

/**
 * The discount of an enabled promotion (legacy or rule) whose window contains `at` (ISO time)
 * and which holds `code` with uses left. Only cart-level percent/fixed discounts are mapped; a
 * code of any other kind of promotion gives undefined. A legacy discount in several currencies
 * answers with its first entry.
 */
export function findCodeDiscount(
  db: SandboxDatabase,
  storeId: string,
  code: string,
  at: string,
): CodeDiscount | undefined {
  const stored = findStoredCode(db, storeId, code);
  if (!stored || (stored.data.uses !== undefined && stored.data.uses <= 0)) return undefined;
  const promotionId = stored.data.promotion_id;
  const promotion =
    stored.data.family === 'promotion'
      ? promotionCollection(db).get(storeId, promotionId)
      : rulePromotionCollection(db).get(storeId, promotionId);
  if (!promotion || !promotion.data.enabled || !inWindow(promotion.data, at)) return undefined;
  const discount = isRulePromotion(promotion.data)
    ? ruleDiscount(promotion.data)
    : legacyDiscount(promotion.data);
  if (!discount) return undefined;
  return { promotionId, promotionName: promotion.data.name, code: stored.data.code, ...discount };
}

function isRulePromotion(data: PromotionData | RulePromotionData): data is RulePromotionData {
  return 'rule_set' in data;
}

// ---------------------------------------------------------------------------------------------
// Routes

/** What `GET /v2/promotions/attributes` describes: the fields of a promotion document. */
export const PROMOTION_ATTRIBUTES = [
  { name: 'name', type: 'string', required: true },
  { name: 'description', type: 'string', required: false },
  { name: 'enabled', type: 'boolean', required: false },
  { name: 'automatic', type: 'boolean', required: false },
  { name: 'promotion_type', type: 'string', required: true, enum: PROMOTION_TYPES },
  { name: 'schema', type: 'object', required: true },
  { name: 'start', type: 'string', required: true, format: 'date-time' },
  { name: 'end', type: 'string', required: true, format: 'date-time' },
  { name: 'min_cart_value', type: 'array', required: false },
  { name: 'max_discount_value', type: 'array', required: false },
  { name: 'max_applications_per_cart', type: 'integer', required: false },
] as const;

function nestedRoutes(router: Router, scope: PromotionScopeOptions, withHistory: boolean): void {
  router.use('/:promotionId/codes', createPromotionCodesRouter(scope));
  router.use('/:promotionId/jobs', createPromotionJobsRouter(scope));
  if (withHistory) router.use('/:promotionId/history', createPromotionHistoryRouter(scope));
}

function scopeOf(
  options: SimpleResourceRoutesOptions,
  family: PromotionFamily,
  exists: (storeId: string, id: string) => boolean,
): PromotionScopeOptions {
  return {
    ...options,
    family,
    assertPromotion: (storeId, id) => {
      if (!exists(storeId, id)) throw notFound('promotion not found');
    },
  };
}

/** `/v2/promotions`: CRUD, `GET /attributes`, codes, jobs and history. */
export function createPromotionsRouter(options: SimpleResourceRoutesOptions): Router {
  const promotions = promotionCollection(options.db);
  const scope = scopeOf(options, 'promotion', (storeId, id) => promotions.get(storeId, id) !== undefined);
  return createSimpleResourceRouter(
    {
      ...promotionDefinition(options.db),
      extraRoutes: (router) => {
        router.get('/attributes', (_req, res) => {
          res.json({
            data: PROMOTION_ATTRIBUTES.map((attribute) => ({ ...attribute, type: 'promotion_attribute' })),
          });
        });
        nestedRoutes(router, scope, true);
      },
    },
    options,
  );
}

/** `/v2/rule-promotions`: CRUD, codes and jobs (with cancel). */
export function createRulePromotionsRouter(options: SimpleResourceRoutesOptions): Router {
  const rulePromotions = rulePromotionCollection(options.db);
  const scope = scopeOf(
    options,
    'rule_promotion',
    (storeId, id) => rulePromotions.get(storeId, id) !== undefined,
  );
  return createSimpleResourceRouter(
    { ...rulePromotionDefinition(options.db), extraRoutes: (router) => nestedRoutes(router, scope, false) },
    options,
  );
}

// ---------------------------------------------------------------------------------------------
// Demo data

/** Stable ids so the demo store's promotions read the same on every fresh start. */
const seedId = (index: number) => `70c0e5a1-0000-4000-8000-${String(index).padStart(12, '0')}`;

export const SEEDED_PROMOTION_CODES = ['WELCOME10', 'SPRING-5', 'VIP-2026'] as const;

/** Three legacy promotions (one with codes), two rule promotions (one with a code). */
export function seedPromotions(db: SandboxDatabase, storeId: string, timestamp: string): void {
  const stamp = { storeId, createdAt: timestamp, updatedAt: timestamp };
  const window = { start: '2025-01-01T00:00:00Z', end: '2030-12-31T23:59:59Z' };
  const promotions = promotionCollection(db);
  const legacy: PromotionData[] = [
    {
      name: 'Welcome 10% off',
      description: '10% off the first order with a code',
      enabled: true,
      automatic: false,
      promotion_type: 'percent_discount',
      schema: {
        currencies: [
          { currency: 'USD', percentage: 10 },
          { currency: 'EUR', percentage: 10 },
        ],
      },
      ...window,
    },
    {
      name: '$5 off orders over $50',
      description: 'Applied automatically',
      enabled: true,
      automatic: true,
      promotion_type: 'fixed_discount',
      schema: { currencies: [{ currency: 'USD', amount: 500 }] },
      min_cart_value: [{ currency: 'USD', amount: 5000 }],
      ...window,
    },
    {
      name: 'Winter clearance (ended)',
      description: '20% off selected shirts',
      enabled: false,
      automatic: true,
      promotion_type: 'item_percent_discount',
      schema: { targets: ['SHIRT-001'], percent: 20 },
      start: '2025-12-01T00:00:00Z',
      end: '2026-01-01T00:00:00Z',
    },
  ];
  legacy.forEach((data, index) => promotions.insert({ id: seedId(index + 1), data, ...stamp }));
  const rules = rulePromotionCollection(db);
  const ruleData: RulePromotionData[] = [
    {
      name: '15% off carts over $100',
      description: 'Cart rule with a code',
      enabled: true,
      automatic: false,
      stackable: true,
      override_stacking: false,
      priority: 2,
      ...window,
      rule_set: {
        currencies: ['USD'],
        rules: { strategy: 'cart_total', operator: 'gte', args: [10000] },
        actions: [{ strategy: 'cart_discount', args: ['percent', 15] }],
      },
    },
    {
      name: '$10 off SKU1',
      description: 'Item discount applied automatically',
      enabled: true,
      automatic: true,
      stackable: false,
      override_stacking: false,
      priority: 1,
      ...window,
      rule_set: {
        rules: { strategy: 'item_sku', operator: 'in', args: ['SKU1'] },
        actions: [{ strategy: 'item_discount', args: ['fixed', 1000] }],
      },
    },
  ];
  ruleData.forEach((data, index) => rules.insert({ id: seedId(index + 11), data, ...stamp }));
  const codes = promotionCodeCollection(db);
  const seededCodes: PromotionCodeData[] = [
    { promotion_id: seedId(1), family: 'promotion', code: 'WELCOME10', consume_unit: 'per_cart' },
    {
      promotion_id: seedId(1),
      family: 'promotion',
      code: 'SPRING-5',
      uses: 5,
      max_uses: 5,
      consume_unit: 'per_cart',
    },
    {
      promotion_id: seedId(11),
      family: 'rule_promotion',
      code: 'VIP-2026',
      uses: 100,
      max_uses: 100,
      consume_unit: 'per_checkout',
    },
  ];
  seededCodes.forEach((data, index) => codes.insert({ id: seedId(index + 21), data, ...stamp }));
}
