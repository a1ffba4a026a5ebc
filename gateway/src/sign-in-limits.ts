import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { GraphQLError } from 'graphql';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { GatewayConfig } from './config';
import type { ErrorCode } from './errors';

/**
 * Brute-force protection for everything that takes a credential or sends mail: password and API key
 * sign-in, signup and reset tokens, forgotten-password mail, SSO token exchange (GraphQL and `/api`).
 * Failures are counted per account (email, client id, token) and per client address with
 * rate-limiter-flexible, as its login-protection guide does: after a few failures the key is blocked,
 * each further failure after a block doubles the block, and a success clears the account's count.
 * Keys are hashed (no email kept in memory, fixed size) and each table keeps at most `maxKeys`.
 * With a Redis client (`REDIS_URL`, see redis.ts) the counters live in Redis, so every gateway
 * instance counts the same failures; while Redis is unreachable each instance counts in process.
 */

export interface SignInLimitOptions {
  /** Consecutive failures an account may have before its first block. */
  accountFailures: number;
  /** Failures one client address may have (any account) before its first block. */
  addressFailures: number;
  /** How long failures are counted from the first one. */
  failureWindowSeconds: number;
  /** The first block; each failure after a block doubles the next one, up to `maxBlockSeconds`. */
  firstBlockSeconds: number;
  maxBlockSeconds: number;
  /** How long the back-off level (number of blocks so far) is remembered. */
  levelMemorySeconds: number;
  /** Keys each table holds at most; the least recently used is forgotten first. */
  maxKeys: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimitOptions = {
  accountFailures: 5,
  addressFailures: 20,
  failureWindowSeconds: 60 * 60,
  firstBlockSeconds: 2,
  maxBlockSeconds: 15 * 60,
  levelMemorySeconds: 24 * 60 * 60,
  maxKeys: 20_000,
};

/** What kind of credential an attempt presents; accounts of different kinds are counted apart. */
export type AttemptKind = 'password' | 'api-key' | 'forgot' | 'signup' | 'reset' | 'sso';

/** How an attempt ended: a success clears the account's count; neutral (provider down) counts nothing. */
export type AttemptOutcome = 'success' | 'failure' | 'neutral';

export interface Attempt {
  kind: AttemptKind;
  /** The email, client id or token the attempt is about; absent when there is none. */
  account?: string;
  /** The client address; absent when unknown (in-process GraphQL execution). */
  address?: string;
}

/** Refused because of too many failures; `retryAfterSeconds` says when to try again. */
export class SignInRateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts; try again in ${retryAfterSeconds} seconds`);
    this.name = 'SignInRateLimitedError';
  }
}

/** The GraphQL form of a refusal: `RATE_LIMITED` with the wait in `extensions.retryAfterSeconds`. */
export function rateLimitedGraphQLError(error: SignInRateLimitedError): GraphQLError {
  const code: ErrorCode = 'RATE_LIMITED';
  return new GraphQLError(error.message, {
    extensions: { code, retryable: true, retryAfterSeconds: error.retryAfterSeconds },
  });
}

/** Least-recently-used key book: what a table may hold, so a flood of new keys cannot grow memory. */
class KeyBook {
  private readonly keys = new Map<string, true>();

  constructor(
    private readonly max: number,
    private readonly forget: (key: string) => void,
  ) {}

  touch(key: string): void {
    this.keys.delete(key);
    this.keys.set(key, true);
    while (this.keys.size > this.max) {
      const oldest = this.keys.keys().next().value;
      if (oldest === undefined) break;
      this.keys.delete(oldest);
      this.forget(oldest);
    }
  }

  get size(): number {
    return this.keys.size;
  }
}

/** A counter in process, or in Redis with an in-process one as insurance; `local` is the in-process one. */
interface Counter {
  limiter: RateLimiterAbstract;
  local: RateLimiterMemory;
}

function counter(
  store: { client: Redis; prefix: string } | undefined,
  points: number,
  duration: number,
): Counter {
  const local = new RateLimiterMemory({ points, duration });
  if (!store) return { limiter: local, local };
  const limiter = new RateLimiterRedis({
    storeClient: store.client,
    keyPrefix: store.prefix,
    points,
    // Redis keeps whole seconds (a shorter one would never expire there).
    duration: Math.max(1, Math.ceil(duration)),
    insuranceLimiter: local,
  });
  return { limiter, local };
}

/** One kind of key (account or address): failures, blocks and back-off level. */
class Track {
  private readonly failures: RateLimiterAbstract;
  private readonly blocks: RateLimiterAbstract;
  private readonly levels: RateLimiterAbstract;
  readonly book: KeyBook;

  constructor(
    private readonly options: SignInLimitOptions,
    private readonly freeFailures: number,
    /** Accounts start over after a success; an address only gets its reserved attempt back. */
    private readonly clearOnSuccess: boolean,
    /** Redis, with the key prefix of this track; absent: in process. */
    private readonly store?: { client: Redis; prefix: string },
  ) {
    const shared = (name: string) => store && { client: store.client, prefix: `${store.prefix}:${name}` };
    const failures = counter(shared('failures'), freeFailures, options.failureWindowSeconds);
    const blocks = counter(shared('blocks'), 1, options.maxBlockSeconds);
    const levels = counter(shared('levels'), 1_000_000, options.levelMemorySeconds);
    this.failures = failures.limiter;
    this.blocks = blocks.limiter;
    this.levels = levels.limiter;
    // The book bounds this process's memory; Redis expires its own keys (and other instances may
    // still need them), so only the in-process counters are forgotten.
    this.book = new KeyBook(options.maxKeys, (key) => {
      void failures.local.delete(key);
      void blocks.local.delete(key);
      void levels.local.delete(key);
    });
  }

  /** Seconds until `key` may try again, or 0 when it is not blocked. */
  async blockedFor(key: string): Promise<number> {
    const block = await this.blocks.get(key);
    return block && block.consumedPoints > 1 && block.msBeforeNext > 0
      ? Math.max(1, Math.ceil(block.msBeforeNext / 1000))
      : 0;
  }

  private async level(key: string): Promise<number> {
    return (await this.levels.get(key))?.consumedPoints ?? 0;
  }

  /** After a block, a single failure blocks again (longer); before, `freeFailures` are allowed. */
  private async allowed(key: string): Promise<number> {
    return (await this.level(key)) > 0 ? 1 : this.freeFailures;
  }

  /**
   * Counts the attempt before it is made, so parallel guesses cannot all pass the check; false (and
   * nothing counted) when the attempts in flight already use up what is allowed.
   */
  async reserve(key: string): Promise<boolean> {
    this.book.touch(key);
    const reserved = await this.failures.penalty(key, 1);
    if (reserved.consumedPoints <= (await this.allowed(key))) return true;
    await this.release(key);
    return false;
  }

  /** Gives a reserved attempt back (a success on an address, or an attempt that never ran). */
  async release(key: string): Promise<void> {
    const current = await this.failures.get(key);
    if (current && current.consumedPoints > 0) await this.failures.reward(key, 1);
  }

  async succeeded(key: string): Promise<void> {
    if (!this.clearOnSuccess) {
      await this.release(key);
      return;
    }
    await this.failures.delete(key);
    await this.levels.delete(key);
  }

  /** A counted failure: once the allowance is used up, the key is blocked for a doubling time. */
  async failed(key: string): Promise<void> {
    const counted = (await this.failures.get(key))?.consumedPoints ?? 0;
    if (counted < (await this.allowed(key))) return;
    const level = (await this.levels.penalty(key, 1)).consumedPoints;
    const seconds = Math.min(this.options.firstBlockSeconds * 2 ** (level - 1), this.options.maxBlockSeconds);
    // Redis blocks in whole seconds: less than one would be a block without expiry there.
    await this.blocks.block(key, this.store ? Math.max(1, Math.ceil(seconds)) : seconds);
    await this.failures.delete(key);
  }
}

export class SignInLimits {
  private readonly accounts: Track;
  private readonly addresses: Track;

  constructor(
    readonly options: SignInLimitOptions = DEFAULT_SIGN_IN_LIMITS,
    /** Counts in Redis, shared by every instance on it (REDIS_URL); absent: in process. */
    redis?: Redis,
  ) {
    this.accounts = new Track(
      options,
      options.accountFailures,
      true,
      redis && { client: redis, prefix: 'sign-in:account' },
    );
    this.addresses = new Track(
      options,
      options.addressFailures,
      false,
      redis && { client: redis, prefix: 'sign-in:address' },
    );
  }

  /** Keys held, for tests of the bound. */
  get trackedKeys(): { accounts: number; addresses: number } {
    return { accounts: this.accounts.book.size, addresses: this.addresses.book.size };
  }

  /**
   * Runs `run` unless the account or address is blocked (then throws {@link SignInRateLimitedError}
   * without calling it), and counts its outcome as `judge` says. Errors from `run` are re-thrown.
   */
  async attempt<T>(
    attempt: Attempt,
    run: () => Promise<T>,
    judge: (result: { value: T } | { error: unknown }) => AttemptOutcome,
  ): Promise<T> {
    const keys = this.keysOf(attempt);
    for (const { track, key } of keys) {
      const wait = await track.blockedFor(key);
      if (wait > 0) throw new SignInRateLimitedError(wait);
    }
    const reserved: typeof keys = [];
    for (const entry of keys) {
      if (!(await entry.track.reserve(entry.key))) {
        for (const done of reserved) await done.track.release(done.key);
        throw new SignInRateLimitedError(Math.ceil(this.options.firstBlockSeconds));
      }
      reserved.push(entry);
    }
    let result: { value: T } | { error: unknown };
    try {
      result = { value: await run() };
    } catch (error) {
      result = { error };
    }
    const outcome = judge(result);
    for (const { track, key } of keys) {
      if (outcome === 'success') await track.succeeded(key);
      else if (outcome === 'failure') await track.failed(key);
      else await track.release(key);
    }
    if ('error' in result) throw result.error;
    return result.value;
  }

  private keysOf(attempt: Attempt): { track: Track; key: string }[] {
    const keys: { track: Track; key: string }[] = [];
    if (attempt.address) keys.push({ track: this.addresses, key: digest(`address:${attempt.address}`) });
    const account = attempt.account?.trim().toLowerCase();
    if (account) keys.push({ track: this.accounts, key: digest(`${attempt.kind}:${account}`) });
    return keys;
  }
}

/** A fixed-size key that keeps no email or token in memory. */
function digest(value: string): string {
  return crypto.createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

const limitsByConfig = new WeakMap<GatewayConfig, SignInLimits>();

/** The limits of one gateway (its config object), shared by its GraphQL resolvers and `/api` routes. */
export function signInLimitsFor(config: GatewayConfig): SignInLimits {
  let limits = limitsByConfig.get(config);
  if (!limits) {
    limits = new SignInLimits();
    limitsByConfig.set(config, limits);
  }
  return limits;
}

/** Sets the limits of the gateway built from `config` (before it is started): embedding and tests. */
export function configureSignInLimits(config: GatewayConfig, options: Partial<SignInLimitOptions>): void {
  limitsByConfig.set(config, new SignInLimits({ ...DEFAULT_SIGN_IN_LIMITS, ...options }));
}

/**
 * The limits of `shared` (the config `from` running on Redis, see redis.ts): `from`'s options,
 * counted in Redis through `client`.
 */
export function shareSignInLimits(from: GatewayConfig, shared: GatewayConfig, client: Redis): void {
  limitsByConfig.set(shared, new SignInLimits(signInLimitsFor(from).options, client));
}

/**
 * The client address a limit is kept for: the socket's (no proxy header is trusted); IPv6 by its
 * /64, which one host can fill at will; IPv4-mapped IPv6 as IPv4.
 */
export function clientAddress(req: IncomingMessage): string | undefined {
  const raw = req.socket.remoteAddress;
  if (!raw) return undefined;
  const mapped = raw.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped) return mapped;
  if (!net.isIPv6(raw)) return raw;
  const [head = '', tail = ''] = raw.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = raw.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).join(':')}::/64`;
}
