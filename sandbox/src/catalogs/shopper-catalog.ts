import { Router, type Request } from 'express';
import { authenticatedStoreId } from '../auth-stores/auth';
import {
  latestPublishedByCatalog,
  releaseCollection,
  type ReleaseRecord,
  type SnapshotProduct,
} from './catalog-release-store';
import {
  registerReleaseViews,
  renderContext,
  renderProduct,
  renderRelease,
  ReleaseIndex,
  type ReleaseView,
} from './catalog-release-views';
import { catalogCollection, ruleCollection, type RuleData, type RuleSchedule } from './catalogs';
import type { SandboxDatabase } from '../core/db';
import { ApiError, failedValidation, notFound, providerError } from '../core/http';
import { isPlainObject } from '../core/request';

/**
 * The shopper catalog (`/catalog/...`): the latest PUBLISHED release of the catalog that the catalog
 * rules choose for the caller. The context is the `EP-Channel` and `EP-Context-Tag` headers and the
 * customer (`X-Moltin-Customer-Token`) and account (`EP-Account-Management-Authentication-Token`)
 * tokens. Also `POST /catalog/products/:id/configure`, which picks a parent's child from options.
 */

export interface ShopperContext {
  channel?: string;
  tag?: string;
  customerId?: string;
  accountId?: string;
}

/**
 * The sandbox does not issue customer or account tokens yet, so the id is read, unverified, from a
 * JWT-shaped token's payload (`customer_id` / `account_id`, else `sub`). It only picks which catalog
 * to show, never grants access.
 */
function tokenSubject(token: string | undefined, claim: 'customer_id' | 'account_id'): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const record = claims as Record<string, unknown>;
    const value = record[claim] ?? record.sub;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function shopperContext(req: Request): ShopperContext {
  const header = (name: string) => req.get(name)?.trim() || undefined;
  return {
    channel: header('EP-Channel'),
    tag: header('EP-Context-Tag'),
    customerId: tokenSubject(header('X-Moltin-Customer-Token'), 'customer_id'),
    accountId: tokenSubject(header('EP-Account-Management-Authentication-Token'), 'account_id'),
  };
}

function scheduleActive(schedules: RuleSchedule[] | undefined, nowMs: number): boolean {
  if (!schedules || schedules.length === 0) return true;
  return schedules.some(
    ({ valid_from, valid_to }) =>
      (valid_from === undefined || Date.parse(valid_from) <= nowMs) &&
      (valid_to === undefined || nowMs < Date.parse(valid_to)),
  );
}

/**
 * How many of the rule's criteria the context meets, or undefined when one of them fails. An empty
 * criterion matches everyone, so the rule with the most met criteria is the most specific match.
 */
export function ruleScore(rule: RuleData, context: ShopperContext, nowMs: number): number | undefined {
  if (!scheduleActive(rule.schedules, nowMs)) return undefined;
  const criteria: [string[] | undefined, string | undefined][] = [
    [rule.customer_ids, context.customerId],
    [rule.account_ids, context.accountId],
    [rule.channels, context.channel],
    [rule.tags, context.tag],
  ];
  let score = 0;
  for (const [allowed, actual] of criteria) {
    if (!allowed || allowed.length === 0) continue;
    if (actual === undefined || !allowed.includes(actual)) return undefined;
    score += 1;
  }
  return score;
}

/**
 * The best matching rule's catalog; without one, the oldest published catalog that no rule names;
 * else the most recently published catalog.
 */
export function resolveShopperRelease(
  db: SandboxDatabase,
  storeId: string,
  context: ShopperContext,
  nowMs: number,
): ReleaseRecord | undefined {
  const latest = latestPublishedByCatalog(releaseCollection(db), storeId, nowMs);
  const rules = ruleCollection(db).list(storeId);
  const published = (catalogId: string) => latest.get(catalogId);
  let best: { score: number; release: ReleaseRecord } | undefined;
  // Newest rule first, so among equally specific rules the latest one wins.
  for (const rule of [...rules].reverse()) {
    const score = ruleScore(rule.data, context, nowMs);
    const release = score === undefined ? undefined : published(rule.data.catalog_id);
    if (score !== undefined && release && (!best || score > best.score)) best = { score, release };
  }
  if (best) return best.release;
  const ruled = new Set(rules.map((rule) => rule.data.catalog_id));
  const catalogs = catalogCollection(db).list(storeId);
  const unruled = catalogs.filter((catalog) => !ruled.has(catalog.id)).flatMap((c) => published(c.id) ?? []);
  if (unruled[0]) return unruled[0];
  return catalogs
    .flatMap((catalog) => published(catalog.id) ?? [])
    .sort((a, b) =>
      a.data.publish_at < b.data.publish_at ? 1 : a.data.publish_at > b.data.publish_at ? -1 : 0,
    )[0];
}

// ---------------------------------------------------------------------------------------------
// Configure: a parent's child from the selected options

/**
 * `selected_options` names one option per variation, as an array of option ids, as
 * `{ variationId: optionId }`, or in the bundle shape `{ variationId: { optionId: 1 } }`.
 */
function readSelectedOptions(body: unknown): string[] {
  const data = isPlainObject(body) ? body.data : undefined;
  const selected = isPlainObject(data) ? data.selected_options : undefined;
  const pointer = '/data/selected_options';
  if (Array.isArray(selected) && selected.every((item) => typeof item === 'string')) return selected;
  if (isPlainObject(selected)) {
    const ids = Object.values(selected).flatMap((value) =>
      typeof value === 'string' ? [value] : isPlainObject(value) ? Object.keys(value) : [undefined],
    );
    if (ids.every((id): id is string => id !== undefined)) return ids;
  }
  throw failedValidation('selected_options must name one option per variation', pointer);
}

function configureChild(index: ReleaseIndex, parent: SnapshotProduct, optionIds: string[]): SnapshotProduct {
  const variations = parent.variations ?? [];
  const children = index.childProducts(parent.id);
  if (variations.length === 0 || children.length === 0) {
    throw failedValidation('This product has no variations to configure', '/data/selected_options');
  }
  const chosen = new Set(optionIds);
  const problems = variations.flatMap((variation) =>
    variation.options.filter((option) => chosen.has(option.id)).length === 1
      ? []
      : [providerError(422, `Select exactly one option of ${variation.name}`, '/data/selected_options')],
  );
  const known = new Set(variations.flatMap((variation) => variation.options.map((option) => option.id)));
  const unknown = optionIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    problems.push(providerError(422, `Unknown options: ${unknown.join(', ')}`, '/data/selected_options'));
  }
  if (problems.length > 0) throw new ApiError(422, problems);
  const child = children.find((candidate) =>
    (candidate.options ?? []).every((choice) => chosen.has(choice.option_id)),
  );
  if (!child) throw notFound('No child product has the selected options');
  return child;
}

// ---------------------------------------------------------------------------------------------
// Routes

export interface ShopperCatalogOptions {
  db: SandboxDatabase;
  now: () => number;
}

/** The release the caller's context resolves to, or 404 when no catalog is published. */
export function shopperReleaseResolver(options: ShopperCatalogOptions) {
  return (req: Request): ReleaseView => {
    const nowMs = options.now();
    const release = resolveShopperRelease(
      options.db,
      authenticatedStoreId(req.auth),
      shopperContext(req),
      nowMs,
    );
    if (!release) throw notFound('No published catalog found');
    return { release, nowMs };
  };
}

/** Mounted at `/catalog`. */
export function createShopperCatalogRouter(options: ShopperCatalogOptions): Router {
  const resolve = shopperReleaseResolver(options);
  const router = Router();

  router.get('/', (req, res) => {
    const { release, nowMs } = resolve(req);
    res.json({ data: renderRelease(release, nowMs) });
  });

  // Reads the catalog, so an implicit (storefront) token may configure too.
  router.post('/products/:productId/configure', (req, res) => {
    const context = renderContext(resolve(req), req);
    const productId: unknown = req.params.productId;
    const parent = typeof productId === 'string' ? context.index.productById.get(productId) : undefined;
    if (!parent) throw notFound('No product found');
    const child = configureChild(context.index, parent, readSelectedOptions(req.body));
    res.json({ data: renderProduct(child, context) });
  });

  registerReleaseViews(router, '', resolve);
  return router;
}
