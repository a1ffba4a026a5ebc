import type { Request, RequestHandler } from 'express';
import { TokenStore, type AuthContext } from '../auth-stores/auth';
import type { SandboxDatabase } from './db';
import { faultError } from './faults';
import { scopeToRequestedStore } from '../auth-stores/stores';

/**
 * The provider's per-store rate limit by tier: at most `limit` requests in any one second per
 * store, answered past that with 429, the provider's error shape and `Retry-After`. Requests
 * without a valid token are not counted here; the auth middleware refuses them.
 */

/** Requests per second per store tier (the provider's published limits). */
export const TIER_LIMITS: Readonly<Record<string, number>> = Object.freeze({
  development: 25,
  production: 100,
});
const DEFAULT_TIER = 'development';
const WINDOW_MS = 1000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** A sliding one-second window per store: strict, so no second ever holds more than the limit. */
export class StoreRateLimiter {
  private readonly windows = new Map<string, number[]>();

  /** `clock` is wall-clock time in ms; rate limits are about real traffic, never a test's fake date. */
  constructor(private readonly clock: () => number = () => performance.now()) {}

  take(storeId: string, limit: number): RateDecision {
    const now = this.clock();
    const recent = (this.windows.get(storeId) ?? []).filter((at) => now - at < WINDOW_MS);
    if (recent.length >= limit) {
      this.windows.set(storeId, recent);
      return { allowed: false, retryAfterMs: recent[0]! + WINDOW_MS - now };
    }
    recent.push(now);
    this.windows.set(storeId, recent);
    return { allowed: true };
  }
}

export interface RateLimitOptions {
  db: SandboxDatabase;
  /** Milliseconds since the epoch, for token expiry (the app's clock). */
  now: () => number;
  tokenTtlSeconds: number;
  limiter?: StoreRateLimiter;
}

/** The limit for a store's tier; unknown tiers get the development limit. */
export function storeLimit(db: SandboxDatabase, storeId: string): number {
  const row = db.prepare<[string], { tier: string }>('SELECT tier FROM stores WHERE id = ?').get(storeId);
  return TIER_LIMITS[row?.tier ?? DEFAULT_TIER] ?? TIER_LIMITS[DEFAULT_TIER]!;
}

/**
 * The store the call acts in: the token's own, or another of its organization named by the store
 * header. Undefined when the header is not allowed; the auth middleware then refuses the call.
 */
function actingStoreId(options: RateLimitOptions, context: AuthContext, req: Request): string | undefined {
  try {
    return scopeToRequestedStore(options.db, context, req, options.now).storeId;
  } catch {
    return undefined;
  }
}

export function rateLimitByStore(options: RateLimitOptions): RequestHandler {
  const tokens = new TokenStore(options);
  const limiter = options.limiter ?? new StoreRateLimiter();
  return (req, res, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    const context = match ? tokens.resolve(match[1]!, 'access') : undefined;
    if (context === undefined || typeof context === 'string') {
      next();
      return;
    }
    const storeId = actingStoreId(options, context, req);
    if (storeId === undefined) {
      next();
      return;
    }
    const limit = storeLimit(options.db, storeId);
    const decision = limiter.take(storeId, limit);
    if (decision.allowed) {
      next();
      return;
    }
    // Retry-After is whole seconds; rounding up never invites a retry that would be refused again.
    res
      .status(429)
      .set('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))))
      .json({
        errors: [faultError(429, `This store's tier allows ${limit} requests per second; slow down`)],
      });
  };
}
