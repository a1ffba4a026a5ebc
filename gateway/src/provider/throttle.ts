import { RateLimiterMemory, RateLimiterQueue, type RateLimiterLike } from 'rate-limiter-flexible';
import { throttleSettings, type ProviderConfig, type ThrottleSettings } from './config';

/**
 * The upstream request budget, per store. `acquire` resolves when one more request for `storeKey`
 * may go, with the milliseconds it waited (added to `stats.throttledMs`).
 *
 * Sharing one budget between gateway instances: build a {@link LimiterRateBudget} over a store-backed
 * limiter instead of the in-process one, and hand it to every instance as `config.rateBudget`:
 *
 *   import Redis from 'ioredis';
 *   import { RateLimiterRedis } from 'rate-limiter-flexible';
 *   const limiter = new RateLimiterRedis({
 *     storeClient: new Redis(process.env.REDIS_URL), keyPrefix: 'provider-budget',
 *     points: 20, duration: 1, // 20 requests per 1000 ms, counted atomically in Redis
 *   });
 *   config.provider.rateBudget = new LimiterRateBudget(limiter);
 *
 * Each instance still queues its own waiters locally (RateLimiterQueue), but every consume is an
 * atomic increment on the shared key, so together they never pass the store's rate.
 */
export interface RateBudget {
  acquire(storeKey: string): Promise<number>;
}

/** No throttle: the library default (`throttle.enabled` false). */
export const UNTHROTTLED: RateBudget = { acquire: () => Promise.resolve(0) };

/**
 * A budget over any rate-limiter-flexible limiter: `points` requests per `duration`, one FIFO queue
 * per store key. The limiter counts in an "enhanced fixed window" that starts at the first request;
 * at steady state that lets exactly `limit` requests through per interval, like a bucket of `limit`
 * tokens refilled every interval.
 */
export class LimiterRateBudget implements RateBudget {
  private readonly queue: RateLimiterQueue;

  constructor(
    limiter: RateLimiterLike,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.queue = new RateLimiterQueue(limiter);
  }

  /** The in-process default: a memory limiter with the given profile, in slices (see windowSlices). */
  static inProcess(settings: Pick<ThrottleSettings, 'limit' | 'intervalMs'>): LimiterRateBudget {
    if (!(settings.limit >= 1) || !(settings.intervalMs > 0)) {
      throw new RangeError('A throttle needs a limit of at least 1 and a positive interval');
    }
    const slices = windowSlices(settings.limit);
    return new LimiterRateBudget(
      new RateLimiterMemory({
        keyPrefix: 'provider',
        points: settings.limit / slices,
        // The library counts in seconds; fractions are honoured.
        duration: settings.intervalMs / slices / 1000,
      }),
    );
  }

  async acquire(storeKey: string): Promise<number> {
    const started = this.clock();
    await this.queue.removeTokens(1, storeKey);
    return this.clock() - started;
  }
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
