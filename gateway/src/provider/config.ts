import type { ProviderLogger } from './logger';
import type { RateBudget } from './throttle';

/** A throttle profile: at most `limit` requests per `intervalMs` for each store. */
export interface ThrottleSettings {
  enabled: boolean;
  limit: number;
  intervalMs: number;
  /**
   * The longest a call may expect to wait in its store's queue: a call that would wait longer is not
   * queued but refused at once (ProviderThrottledError, `THROTTLED` with `retryAfterSeconds`).
   * Absent: it waits its turn however long the queue.
   */
  maxWaitMs?: number;
}

/**
 * Where and how to reach the provider, shared by every request of the gateway (spec section 3,
 * "Client configuration": name, application, client_id, client_secret, currency, language, host,
 * protocol, store_id, headers, retry and throttle settings). It holds no keys: every call carries
 * its caller's token, and provider keys are only ever exchanged for a token (`signInWithApiKey`).
 */
export interface ProviderConfig {
  /** API host as the provider's SDK names it, e.g. `euwest.api.elasticpath.com` or `127.0.0.1:4100`. */
  host: string;
  protocol: 'https' | 'http';
  /** Sent as the application header so the provider can tell our traffic apart. */
  application: string;
  /** Attempts per call, first one included (spec: 4). */
  maxAttempts?: number;
  /** Prefix of the storage keys (`{name}_ep_credentials`), so two clients never overwrite each other. */
  name?: string;
  /** Defaults for the currency, language and store headers; a caller's own values win. */
  currency?: string;
  language?: string;
  storeId?: string;
  /** Extra headers sent with every call (after the built-in ones, before per-call ones). */
  headers?: Readonly<Record<string, string>>;
  /** Retry delay `retryDelayMs x attempt + random jitter below retryJitterMs` (spec: 1000 and 500). */
  retryDelayMs?: number;
  retryJitterMs?: number;
  /** Throttle profile; off unless enabled (library default 3 per 125 ms, dashboard 20 per 1000 ms). */
  throttle?: Partial<ThrottleSettings>;
  /** A shared budget (e.g. Redis-backed) replacing the in-process bucket built from `throttle`. */
  rateBudget?: RateBudget;
  /**
   * The deadline of one provider call (each attempt), in ms: a read past it fails (ProviderTimeoutError),
   * a write past it has an unknown outcome (ProviderWriteTimeoutError). Absent: no deadline.
   */
  callTimeoutMs?: number;
  /** Lifetime assumed for a token whose answer carries no `expires` (spec: 3600 s). */
  tokenLifetimeSeconds?: number;
  logger?: ProviderLogger;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Milliseconds since the epoch; injectable for expiry tests. */
  now?: () => number;
}

/** The client library's defaults (spec section 9, "API client defaults"). */
export const LIBRARY_DEFAULTS = {
  host: 'euwest.api.elasticpath.com',
  protocol: 'https',
  application: 'commerce-manager',
  version: 'v2',
  tokenLifetimeSeconds: 3600,
  maxAttempts: 4,
  retryDelayMs: 1000,
  retryJitterMs: 500,
  throttle: { enabled: false, limit: 3, intervalMs: 125 },
} as const satisfies {
  host: string;
  protocol: ProviderConfig['protocol'];
  application: string;
  version: string;
  tokenLifetimeSeconds: number;
  maxAttempts: number;
  retryDelayMs: number;
  retryJitterMs: number;
  throttle: ThrottleSettings;
};

/** The dashboard's own profile (spec section 9, "Client request throttle: 20 requests per 1000 ms, enabled"). */
export const DASHBOARD_THROTTLE: ThrottleSettings = { enabled: true, limit: 20, intervalMs: 1000 };

/** The API families and their path segment: v2, pcm, and none for the shopper catalog. */
export const API_VERSIONS = { v2: 'v2', pcm: 'pcm', catalog: '' } as const;
export type ApiFamily = keyof typeof API_VERSIONS;

/** `apiPath('pcm', 'products')` → `pcm/products`; `apiPath('catalog', 'catalog/products')` → `catalog/products`. */
export function apiPath(family: ApiFamily, path: string): string {
  const version = API_VERSIONS[family];
  const relative = path.replace(/^\/+/, '');
  return version ? `${version}/${relative}` : relative;
}

/** The throttle profile in force: the library default, overridden field by field. */
export function throttleSettings(config: ProviderConfig): ThrottleSettings {
  return { ...LIBRARY_DEFAULTS.throttle, ...config.throttle };
}
