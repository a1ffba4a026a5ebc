import { Redis } from 'ioredis';
import type { GatewayConfig } from './config';
import { LimiterRateBudget } from './provider/throttle';
import { throttleSettings } from './provider/config';
import { shareSignInLimits } from './sign-in-limits';

/**
 * State several gateway instances share through Redis (`REDIS_URL`): the upstream rate budget per
 * store and the sign-in limits. Redis is an optimisation of correctness between instances, never a
 * dependency of a request: every command fails fast while Redis is unreachable (no offline queue,
 * short timeouts), and rate-limiter-flexible then answers from each limiter's in-process insurance
 * limiter. The connection heals on its own (ioredis reconnects), and the shared counters resume.
 *
 * Nothing else needs sharing today: the gateway passes each caller's own token through and owns no
 * client-credentials token of its own, and it keeps no cache
 * (automatic persisted queries are off, see security.ts).
 */

export interface SharedStoreSettings {
  /** `redis://[user:password@]host:port[/db]` (or `rediss://`); may carry a password: never logged whole. */
  url: string;
  /**
   * Instances sharing the budget (`GATEWAY_INSTANCES`): while Redis is unreachable each one keeps
   * `limit / instances` of the rate on its own, so together they stay near the store's rate.
   */
  instances: number;
}

/** Where the rate budget is counted now, for `/healthz`. */
export type RateBudgetMode = 'in-process' | 'shared' | 'local-fallback';

/** Fail fast: a request waits at most this long on Redis before the in-process insurance answers. */
const CONNECT_TIMEOUT_MS = 1000;
const COMMAND_TIMEOUT_MS = 500;
/** Reconnect attempts back off to this, so a restarted Redis is used again within about a second. */
const MAX_RECONNECT_DELAY_MS = 1000;

export class SharedStore {
  private readonly connections: Redis[] = [];
  private mode: 'shared' | 'local-fallback' | undefined;
  private closed = false;
  readonly where: string;

  constructor(
    readonly settings: SharedStoreSettings,
    private readonly log: (line: string) => void = (line) => console.error(line),
  ) {
    this.where = redactedRedisUrl(settings.url);
  }

  /**
   * A connection of its own for each user: rate-limiter-flexible defines its increment script on
   * the client it is given, and the budget's (millisecond windows) differs from the default one.
   */
  connection(): Redis {
    const client = new Redis(this.settings.url, {
      // A command while disconnected fails at once (into the insurance limiter) instead of queueing.
      enableOfflineQueue: false,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      autoResendUnfulfilledCommands: false,
      retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
      // Closing waits this long (not the default 2 s) for the socket of a Redis that is gone.
      disconnectTimeout: 200,
    });
    client.on('ready', () => this.update());
    client.on('close', () => this.update());
    // ioredis prints unhandled 'error' events itself (with the URL); this handles them instead.
    client.on('error', (error: unknown) => this.update(error));
    this.connections.push(client);
    return client;
  }

  /** `shared` while every connection is ready; `local-fallback` otherwise (also before the first connect). */
  get rateBudgetMode(): 'shared' | 'local-fallback' {
    return this.connections.length > 0 && this.connections.every((client) => client.status === 'ready')
      ? 'shared'
      : 'local-fallback';
  }

  /** One log line per change of mode, never per reconnect attempt. */
  private update(error?: unknown): void {
    if (this.closed) return;
    const mode = this.rateBudgetMode;
    if (mode === this.mode) return;
    // Before the first connect has had a chance, "not ready yet" is no news.
    if (this.mode === undefined && mode === 'local-fallback' && error === undefined) return;
    this.mode = mode;
    const fraction = `1/${this.settings.instances}`;
    this.log(
      mode === 'shared'
        ? `Redis at ${this.where} is reachable: the rate budget and sign-in limits are shared.`
        : `Redis at ${this.where} is unreachable (${errorCode(error)}): each limit is counted in ` +
            `this process until it is back, the rate budget at ${fraction} of the rate (GATEWAY_INSTANCES).`,
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    // disconnect, not quit: quit waits for an answer a lost Redis never gives.
    for (const client of this.connections) client.disconnect();
  }
}

/**
 * `config` as it runs on `store`: the provider budget counted in Redis (with an in-process share
 * as insurance) and the sign-in limits in Redis. Returns a new config; `config` is left as it was.
 */
export function withSharedStore(config: GatewayConfig, store: SharedStore): GatewayConfig {
  const throttle = throttleSettings(config.provider);
  const rateBudget =
    config.provider.rateBudget ??
    (throttle.enabled
      ? LimiterRateBudget.shared(store.connection(), throttle, store.settings.instances)
      : undefined);
  const shared: GatewayConfig = { ...config, provider: { ...config.provider, rateBudget } };
  shareSignInLimits(config, shared, store.connection());
  return shared;
}

/** `rate budget` for `/healthz`: in-process without Redis, else whether Redis answers now. */
export function rateBudgetMode(store: SharedStore | undefined): RateBudgetMode {
  return store ? store.rateBudgetMode : 'in-process';
}

/** Scheme, host, port and database only: a REDIS_URL may carry a user name and password. */
export function redactedRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(REDIS_URL, unparseable)';
  }
}

/** A short, secret-free reason: the socket error's code (`ECONNREFUSED`), else a generic word. */
function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return error === undefined ? 'connection closed' : 'connection error';
}
