import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterLike,
} from 'rate-limiter-flexible';
import { throttleSettings, type ProviderConfig, type ThrottleSettings } from './config';
import { ProviderAbortError, ProviderThrottledError } from './errors';
import { decodeJwt } from './jwt';

/**
 * The upstream request budget, per store or caller (see budgetKeyFor). `acquire` resolves when one
 * more request for `storeKey` may go, with the milliseconds it waited (added to `stats.throttledMs`).
 *
 * Several gateway instances share one budget through Redis ({@link LimiterRateBudget.shared}, built
 * by `gateway/src/redis.ts` when `REDIS_URL` is set and handed over as `config.rateBudget`): each
 * instance still queues its own waiters locally (fair queueing, below), but every consume is an
 * atomic increment on the shared key, so together they never pass the store's rate.
 */
export interface RateBudget {
  acquire(storeKey: string, options?: AcquireOptions): Promise<number>;
  /** Where `storeKey`'s budget stands now (reported to callers); absent without a throttle. */
  status?(storeKey: string): Promise<ThrottleStatus | undefined>;
}

/** A store's budget as a caller may pace itself by it (`extensions.cost.throttleStatus`, RateLimit headers). */
export interface ThrottleStatus {
  /** Calls per interval (`EP_THROTTLE_LIMIT`). */
  limit: number;
  /** Calls that may start now without waiting (the interval's budget is handed out in slices). */
  remaining: number;
  /** Calls the budget regains per second. */
  restoreRatePerSecond: number;
  /** Milliseconds until the budget next refills. */
  resetMs: number;
  /** The interval the limit is counted over, in ms. */
  intervalMs: number;
}

export interface AcquireOptions {
  /**
   * Who is asking within the key (a hash, never a raw token): the waiters of distinct callers are
   * served in turn, so one caller's burst cannot push another's call behind all of its own.
   */
  caller?: string;
  /** Aborting it takes the waiting call out of the queue at once (rejects with ProviderAbortError). */
  signal?: AbortSignal;
}

/** No throttle: the library default (`throttle.enabled` false). */
export const UNTHROTTLED: RateBudget = {
  acquire: (_key, options) =>
    options?.signal?.aborted ? Promise.reject(new ProviderAbortError()) : Promise.resolve(0),
};

interface Waiter {
  caller: string;
  resolve: () => void;
  reject: (error: Error) => void;
  /** Detaches the abort listener once the waiter has left the queue. */
  release: () => void;
}

/** The waiters of one budget key, per caller; Map order is the round-robin order. */
interface KeyQueue {
  callers: Map<string, Waiter[]>;
  /** Waiters in all of `callers`. */
  waiting: number;
  /** A consume is in flight: one at a time per key keeps the turn order. */
  consuming: boolean;
  /** Set while the limiter told us to wait for the next window. */
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * A budget over any rate-limiter-flexible limiter: `points` requests per `duration` per key,
 * counted by the limiter (in process, or atomically in Redis for several instances). The limiter
 * counts in an "enhanced fixed window" that starts at the first request; at steady state that lets
 * exactly `limit` requests through per interval, like a bucket of `limit` tokens refilled every
 * interval.
 *
 * Waiting is ours, not the library's RateLimiterQueue: that queue is FIFO per key (one caller's 200
 * queued calls delay everyone else's by 200 calls), cannot drop an aborted waiter, and keeps an entry
 * for every key it ever saw. Here each key has fair queueing (round-robin between callers: a new
 * caller is served after at most one call of every other waiting caller), aborted waiters leave at
 * once, and a key's queue is dropped as soon as nothing waits in it (the limiter's own counters
 * expire with their window), so memory is bounded by what is waiting now.
 */
export class LimiterRateBudget implements RateBudget {
  private readonly queues = new Map<string, KeyQueue>();

  constructor(
    private readonly limiter: RateLimiterLike,
    private readonly clock: () => number = () => performance.now(),
    /** The profile the limiter counts: for the wait bound and the status. Absent: neither. */
    private readonly profile?: BudgetProfile,
  ) {}

  /** The in-process default: a memory limiter with the given profile, in slices (see windowSlices). */
  static inProcess(settings: BudgetProfile): LimiterRateBudget {
    return new LimiterRateBudget(memoryLimiter(settings), undefined, settings);
  }

  /**
   * One budget for every instance on the same Redis: the same slices as in process, counted
   * atomically in Redis (rate-limiter-flexible's RateLimiterRedis). While Redis is unreachable the
   * library answers from its insurance limiter, an in-process budget of this instance's share of
   * the rate ({@link fallbackShare}), so no call fails or waits because of Redis alone.
   */
  static shared(storeClient: Redis, settings: BudgetProfile, instances: number): LimiterRateBudget {
    checkProfile(settings);
    const slices = windowSlices(settings.limit);
    const sliceMs = Math.max(1, Math.round(settings.intervalMs / slices));
    return new LimiterRateBudget(
      new RateLimiterRedis({
        storeClient,
        keyPrefix: 'provider-budget',
        points: settings.limit / slices,
        // Nominal: the library's Redis windows are whole seconds (EX), too coarse for a 250 ms slice,
        // so its documented hook swaps in the same script with a millisecond window (PX).
        duration: 1,
        customIncrTtlLuaScript: millisecondWindowScript(sliceMs),
        insuranceLimiter: memoryLimiter(fallbackShare(settings, instances)),
      }),
      undefined,
      settings,
    );
  }

  /** Keys with calls waiting now (idle keys are dropped). */
  get waitingKeys(): number {
    return this.queues.size;
  }

  async acquire(storeKey: string, options: AcquireOptions = {}): Promise<number> {
    const { caller = '', signal } = options;
    if (signal?.aborted) throw new ProviderAbortError();
    const expectedWaitMs = this.expectedWaitMs(storeKey);
    const maxWaitMs = this.profile?.maxWaitMs;
    if (maxWaitMs !== undefined && expectedWaitMs > maxWaitMs)
      throw new ProviderThrottledError(expectedWaitMs);
    const started = this.clock();
    await new Promise<void>((resolve, reject) => {
      let queue = this.queues.get(storeKey);
      if (!queue) {
        queue = { callers: new Map(), waiting: 0, consuming: false, timer: undefined };
        this.queues.set(storeKey, queue);
      }
      const onAbort = () => {
        this.remove(storeKey, waiter);
        reject(new ProviderAbortError());
      };
      const waiter: Waiter = {
        caller,
        resolve,
        reject,
        release: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const own = queue.callers.get(caller);
      if (own) own.push(waiter);
      else queue.callers.set(caller, [waiter]);
      queue.waiting += 1;
      this.pump(storeKey, queue);
    });
    return this.clock() - started;
  }

  /**
   * How long a call joining `storeKey`'s queue now would wait, at most: the calls already waiting
   * and itself, at the profile's rate (a call is served within one call's share of the interval once
   * nothing waits before it). Callers take turns, so one caller's new call may well go sooner.
   */
  private expectedWaitMs(storeKey: string): number {
    if (!this.profile) return 0;
    const waiting = this.queues.get(storeKey)?.waiting ?? 0;
    return waiting === 0 ? 0 : Math.ceil(((waiting + 1) * this.profile.intervalMs) / this.profile.limit);
  }

  async status(storeKey: string): Promise<ThrottleStatus | undefined> {
    const profile = this.profile;
    if (!profile) return undefined;
    const slices = windowSlices(profile.limit);
    const perSlice = profile.limit / slices;
    let counted: RateLimiterRes | null;
    try {
      counted = await this.limiter.get(storeKey);
    } catch {
      return undefined; // the shared store failed: no status rather than a failed answer
    }
    const waiting = this.queues.get(storeKey)?.waiting ?? 0;
    return {
      limit: profile.limit,
      remaining: Math.max(0, Math.floor(perSlice - (counted?.consumedPoints ?? 0)) - waiting),
      restoreRatePerSecond: (profile.limit * 1000) / profile.intervalMs,
      resetMs: Math.max(0, Math.ceil(counted?.msBeforeNext ?? 0)),
      intervalMs: profile.intervalMs,
    };
  }

  /** Serves the key's waiters one by one, callers in turn, as fast as the limiter allows. */
  private pump(key: string, queue: KeyQueue): void {
    if (queue.consuming || queue.timer !== undefined) return;
    if (queue.callers.size === 0) {
      if (this.queues.get(key) === queue) this.queues.delete(key);
      return;
    }
    queue.consuming = true;
    this.limiter.consume(key, 1).then(
      () => {
        queue.consuming = false;
        // Whoever's turn it is now gets the token (the one first in line may have aborted meanwhile).
        this.next(key, queue)?.resolve();
        this.pump(key, queue);
      },
      (rejection: unknown) => {
        queue.consuming = false;
        if (rejection instanceof Error) {
          // The limiter's store failed (e.g. Redis down): fail the call in line rather than hang.
          this.next(key, queue)?.reject(rejection);
          this.pump(key, queue);
          return;
        }
        const waitMs = rejection instanceof RateLimiterRes ? rejection.msBeforeNext : 0;
        queue.timer = setTimeout(
          () => {
            queue.timer = undefined;
            this.pump(key, queue);
          },
          Math.max(1, waitMs),
        );
      },
    );
  }

  /** Takes the first waiter of the caller whose turn it is, and moves that caller to the back. */
  private next(key: string, queue: KeyQueue): Waiter | undefined {
    const first = queue.callers.entries().next();
    if (first.done) return undefined;
    const [caller, waiters] = first.value;
    const waiter = waiters.shift();
    if (waiter) queue.waiting -= 1;
    queue.callers.delete(caller);
    if (waiters.length > 0) queue.callers.set(caller, waiters);
    waiter?.release();
    if (queue.callers.size === 0 && !queue.consuming && queue.timer === undefined) this.queues.delete(key);
    return waiter;
  }

  private remove(key: string, waiter: Waiter): void {
    const queue = this.queues.get(key);
    const waiters = queue?.callers.get(waiter.caller);
    if (!queue || !waiters) return;
    const index = waiters.indexOf(waiter);
    if (index >= 0) {
      waiters.splice(index, 1);
      queue.waiting -= 1;
    }
    if (waiters.length === 0) queue.callers.delete(waiter.caller);
    if (queue.callers.size === 0 && !queue.consuming) {
      if (queue.timer !== undefined) clearTimeout(queue.timer);
      this.queues.delete(key);
    }
  }
}

/**
 * The budget key and the caller within it for one call.
 *
 * - The store the call is for (the store headers, or the configured store): `store:<id>`; an
 *   organization without a store: `org:<id>`.
 * - Otherwise a JWT token session's own `store_id` / `organization_id` claim. Claims are not verified
 *   here (the provider does that); a forged claim only joins that store's key as one more caller,
 *   served in turn.
 * - Otherwise the caller's token, hashed (`token:<sha256>`): the provider's access tokens are opaque,
 *   so they name no store we could read.
 *
 * Trade-off of per-token keys: two sessions of the same home store (two sellers, or a script and the
 * admin) get separate budgets, so together they may send twice the configured rate to that store and
 * meet the provider's own 429s (which are retried). Keying them together would need the provider to
 * tell us the token's store; sending the store header (the admin's store switch) does exactly that.
 *
 * The caller is always the token's hash, so within a store key distinct sessions take turns. Raw
 * tokens are never kept: they would stay in memory as map keys.
 */
export function budgetKeyFor(
  scope: { storeId?: string; organizationId?: string; token?: string },
  fallback: string,
): { key: string; caller: string } {
  const caller = scope.token ? `token:${tokenHash(scope.token)}` : 'gateway';
  if (scope.storeId) return { key: `store:${scope.storeId}`, caller };
  if (scope.organizationId) return { key: `org:${scope.organizationId}`, caller };
  const claims = scope.token ? sessionClaims(scope.token) : undefined;
  if (claims?.storeId) return { key: `store:${claims.storeId}`, caller };
  if (claims?.organizationId) return { key: `org:${claims.organizationId}`, caller };
  // No token (anonymous calls: the token endpoint, signup, password reset): the configured host's.
  return { key: scope.token ? caller : fallback, caller };
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 22);
}

const CLAIM_ID = /^[\w.-]{1,100}$/;

/** The store and organization a JWT session token names, if it is one (unverified). */
function sessionClaims(token: string): { storeId?: string; organizationId?: string } | undefined {
  if (token.split('.').length !== 3) return undefined;
  try {
    const { payload } = decodeJwt(token);
    const text = (value: unknown) => (typeof value === 'string' && CLAIM_ID.test(value) ? value : undefined);
    return {
      storeId: text(payload.store_id),
      organizationId: text(payload.organization_id) ?? text(payload.org_id),
    };
  } catch {
    return undefined;
  }
}

/**
 * What one of `instances` gateways keeps on its own while the shared budget is unreachable:
 * `floor(limit / instances)` per interval (at least 1), so together they stay at about the rate.
 */
export function fallbackShare(
  settings: Pick<ThrottleSettings, 'limit' | 'intervalMs'>,
  instances: number,
): Pick<ThrottleSettings, 'limit' | 'intervalMs'> {
  return {
    limit: Math.max(1, Math.floor(settings.limit / Math.max(1, instances))),
    intervalMs: settings.intervalMs,
  };
}

function checkProfile(settings: Pick<ThrottleSettings, 'limit' | 'intervalMs'>): void {
  if (!(settings.limit >= 1) || !(settings.intervalMs > 0)) {
    throw new RangeError('A throttle needs a limit of at least 1 and a positive interval');
  }
}

/** An in-process limiter of `limit` per `intervalMs`, in slices (see windowSlices). */
function memoryLimiter(settings: Pick<ThrottleSettings, 'limit' | 'intervalMs'>): RateLimiterMemory {
  checkProfile(settings);
  const slices = windowSlices(settings.limit);
  return new RateLimiterMemory({
    keyPrefix: 'provider',
    points: settings.limit / slices,
    // The library counts in seconds; fractions are honoured in memory.
    duration: settings.intervalMs / slices / 1000,
  });
}

/**
 * rate-limiter-flexible's own increment script for Redis, with the window in milliseconds (PX)
 * instead of whole seconds: the key starts at 0 with the window's lifetime, each consume adds its
 * points, and the answer is the count with the milliseconds left.
 */
function millisecondWindowScript(windowMs: number): string {
  return `redis.call('set', KEYS[1], 0, 'PX', ${windowMs}, 'NX')
local consumed = redis.call('incrby', KEYS[1], ARGV[1])
local ttl = redis.call('pttl', KEYS[1])
if ttl == -1 then
  redis.call('pexpire', KEYS[1], ${windowMs})
  ttl = ${windowMs}
end
return {consumed, ttl}`;
}

/**
 * How many equal slices the interval is cut into: the largest divisor of `limit` up to 4. A single
 * fixed window lets `limit` requests through at the end of one window and `limit` more at the start
 * of the next, i.e. twice the rate within one interval, which a provider counting a sliding window
 * (the sandbox's 25/s against our 20/s) answers with 429s. Slices keep the rate (`limit` per
 * interval) and cap any sliding interval at `limit x (1 + 1/slices)`, e.g. 25 for 20 per 1000 ms.
 */
export function windowSlices(limit: number): number {
  for (let slices = 4; slices > 1; slices -= 1) if (limit % slices === 0) return slices;
  return 1;
}

/** What a budget counts: `limit` calls per `intervalMs`, with the wait bound if there is one. */
export type BudgetProfile = Pick<ThrottleSettings, 'limit' | 'intervalMs' | 'maxWaitMs'>;

/** One budget per configuration object, so every request of a gateway draws from the same bucket. */
const budgets = new WeakMap<ProviderConfig, RateBudget>();

export function rateBudgetFor(config: ProviderConfig): RateBudget {
  if (config.rateBudget) return config.rateBudget;
  let budget = budgets.get(config);
  if (!budget) {
    const settings = throttleSettings(config);
    budget = settings.enabled ? LimiterRateBudget.inProcess(settings) : UNTHROTTLED;
    budgets.set(config, budget);
  }
  return budget;
}
