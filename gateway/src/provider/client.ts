import { readErrorBody, readSuccessBody, requestPayload, type BodyOptions } from './body';
import { LIBRARY_DEFAULTS, throttleSettings, type ProviderConfig } from './config';
import {
  ProviderAbortError,
  ProviderHttpError,
  ProviderNetworkError,
  ProviderOutcomeUnknownError,
  ProviderTimeoutError,
  ProviderWriteTimeoutError,
} from './errors';
import { betaFeaturesFor, buildHeaders, effectiveStoreId, type BetaFeature } from './headers';
import { assertProviderPath } from './path';
import { encodeQuery, type QueryValue } from './query';
import { nextRetryStep, retryDelayMs } from './retry';
import { budgetKeyFor, rateBudgetFor, type RateBudget, type ThrottleStatus } from './throttle';
import { transportFor, type Transport, type TransportRequest, type TransportResponse } from './transport';

// Kept importable from here: the gateway's config and resolvers have always taken them from client.ts.
export type { ProviderConfig } from './config';
export { SDK_LANGUAGE, SDK_VERSION } from './headers';
export { retryDelayMs } from './retry';

/**
 * What one GraphQL request cost upstream; reported as `extensions.provider`. `throttledMs` sums the
 * waits of every call, so parallel calls can together wait longer than the request took.
 */
export interface ProviderStats {
  calls: number;
  retries: number;
  throttledMs: number;
}

export function newProviderStats(): ProviderStats {
  return { calls: 0, retries: 0, throttledMs: 0 };
}

/**
 * Who is calling and on whose behalf: one client per GraphQL request. Header names are listed in
 * headers.ts.
 */
export interface ProviderCallerOptions {
  /**
   * The caller's bearer token, passed through. A 401 on it is surfaced so the browser refreshes: the
   * gateway owns no credential of its own (see README, EP_CLIENT_ID).
   */
  token?: string;
  /** The token is a pre-issued JWT (token session): adds the JWT-auth header. */
  jwtAuth?: boolean;
  storeId?: string;
  organizationId?: string;
  /** In preview mode, preferred over `storeId` for the store header. */
  organizationStoreId?: string;
  currency?: string;
  language?: string;
  /** Preview mode: the organization id and store id headers are sent. */
  preview?: boolean;
}

export interface RequestOptions extends BodyOptions {
  query?: Readonly<Record<string, QueryValue>>;
  signal?: AbortSignal;
  /** Send no Authorization at all (the token endpoint). */
  anonymous?: boolean;
  /** Beta features to announce; by default derived from the path (headers.ts). */
  betaFeatures?: readonly BetaFeature[];
  /** Extra headers for this call; they win over every other header. */
  headers?: Readonly<Record<string, string>>;
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Limits of the work one client request (e.g. one GraphQL request) may cause upstream, shared by
 * every ProviderClient made for it.
 */
export interface RequestScope {
  /**
   * Aborted when the request's own caller is gone: calls waiting in the rate budget leave it, reads
   * in flight are aborted, and no new call (or retry) starts; each rejects with ProviderAbortError.
   * A write already sent runs to its answer.
   */
  signal?: AbortSignal;
  /**
   * The most provider calls (attempts, retries included) the request may make, counted in its
   * `stats`: a hard stop behind the gateway's estimate, in case that estimate is wrong.
   */
  maxCalls?: number;
  /** The error thrown past `maxCalls`; {@link ProviderCallLimitError} unless the gateway gives its own. */
  limitError?: (maxCalls: number) => Error;
}

/** A request made more provider calls than its scope allows. */
export class ProviderCallLimitError extends Error {
  constructor(readonly maxCalls: number) {
    super(`This request reached its budget of ${maxCalls} provider calls`);
    this.name = 'ProviderCallLimitError';
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The provider REST client for one caller: it carries the caller's identity, applies the spec's
 * rules for headers, retries and throttling, and counts what the calls cost. It knows nothing of
 * GraphQL.
 */
export class ProviderClient {
  private readonly transport: Transport;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly budget: RateBudget;

  constructor(
    readonly config: ProviderConfig,
    readonly caller: ProviderCallerOptions = {},
    readonly stats: ProviderStats = newProviderStats(),
    readonly scope: RequestScope = {},
  ) {
    this.transport = transportFor(config.fetch);
    this.sleep = config.sleep ?? defaultSleep;
    this.random = config.random ?? Math.random;
    this.budget = rateBudgetFor(config);
  }

  /** True when calls will carry the caller's credential. */
  get hasToken(): boolean {
    return this.caller.token !== undefined;
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('POST', path, options);
  }

  put<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('PUT', path, options);
  }

  delete<T = void>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  /**
   * Sends one call. A 429 waits (Retry-After, else `1000 ms x attempt + jitter`) and retries, up to
   * the attempt limit. Every other failure (a 401 included: the browser renews its session) rejects at
   * once with the parsed error body.
   */
  /** Where the rate budget of the caller's store stands now; undefined without a throttle. */
  async throttleStatus(): Promise<ThrottleStatus | undefined> {
    const identity = this.identity();
    const { key } = budgetKeyFor(
      { storeId: effectiveStoreId(identity), organizationId: identity.organizationId, token: identity.token },
      this.config.host,
    );
    return this.budget.status?.(key);
  }

  /** The caller with the configuration's defaults for what it did not name. */
  private identity() {
    const { config, caller } = this;
    return {
      ...caller,
      storeId: caller.storeId ?? config.storeId,
      currency: caller.currency ?? config.currency,
      language: caller.language ?? config.language,
    };
  }

  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    assertProviderPath(path); // defence in depth: a path not built by providerPath must not collapse
    const { config, caller } = this;
    const url = `${config.protocol}://${config.host}/${path.replace(/^\/+/, '')}${encodeQuery(options.query ?? {})}`;
    const payload = requestPayload(method, options);
    const identity = this.identity();
    const storeId = effectiveStoreId(identity);
    const token = options.anonymous ? undefined : caller.token;
    const headers = buildHeaders({
      application: config.application,
      identity: { ...identity, token },
      contentType: payload.contentType,
      betaFeatures: options.betaFeatures ?? betaFeaturesFor(path),
      configHeaders: config.headers,
      callHeaders: options.headers,
    });
    // A streamed body is consumed by its first send: it is never retried (body.ts).
    const maxAttempts = payload.streamed ? 1 : (config.maxAttempts ?? LIBRARY_DEFAULTS.maxAttempts);
    // Waiting in the rate budget and starting a call (a retry too) stop when the caller leaves.
    const scopeSignal = this.signalFor(options.signal);
    const init: TransportRequest = {
      method,
      headers,
      body: payload.body,
      // A write already sent runs to its answer when the request's caller leaves: aborting it would not
      // undo it at the provider, only lose its outcome. Reads in flight are aborted.
      signal: method === 'GET' || method === 'HEAD' ? scopeSignal : options.signal,
      streamed: payload.streamed,
    };
    // Per store when the call names one, else per caller (throttle.ts#budgetKeyFor); callers take turns.
    const { key: budgetKey, caller: budgetCaller } = budgetKeyFor(
      { storeId, organizationId: caller.organizationId, token },
      config.host,
    );

    for (let attempt = 1; ; attempt += 1) {
      // Awaited first: `stats.x += await ...` would read stats before the wait and lose concurrent updates.
      this.checkScope(scopeSignal);
      const waitedMs = await this.budget.acquire(budgetKey, { caller: budgetCaller, signal: scopeSignal });
      this.stats.throttledMs += Math.round(waitedMs);
      const response = await this.send(url, init, scopeSignal);
      if (response.ok) return (await readSuccessBody(response)) as T; // the caller names the body's type
      const retryAfterHeader = response.headers.get('retry-after');
      const delayMs = retryDelayMs(attempt, retryAfterHeader, this.random, {
        stepMs: config.retryDelayMs ?? LIBRARY_DEFAULTS.retryDelayMs,
        jitterMs: config.retryJitterMs ?? LIBRARY_DEFAULTS.retryJitterMs,
      });
      const step = nextRetryStep({ status: response.status, attempt, maxAttempts });
      // A wait longer than a caller is kept waiting in the store's queue is not waited out here
      // either: the caller hears when to come back (RATE_LIMITED with retryAfterSeconds).
      const maxWaitMs = throttleSettings(config).maxWaitMs;
      const tooLong = maxWaitMs !== undefined && delayMs > maxWaitMs;
      if (step === 'fail' || tooLong) {
        const retryAfter = response.status === 429 || retryAfterHeader !== null ? delayMs : undefined;
        throw new ProviderHttpError(response.status, await readErrorBody(response), retryAfter);
      }
      await response.arrayBuffer(); // drain, so the connection is reused
      this.stats.retries += 1;
      await this.sleep(delayMs);
    }
  }

  /** The call's own signal and the request's, whichever aborts first. */
  private signalFor(own: AbortSignal | undefined): AbortSignal | undefined {
    const shared = this.scope.signal;
    if (!own || !shared) return own ?? shared;
    return AbortSignal.any([own, shared]);
  }

  /** Refuses to start a call once the request is aborted or has used its call budget. */
  private checkScope(signal: AbortSignal | null | undefined): void {
    if (signal?.aborted) throw new ProviderAbortError();
    const { maxCalls, limitError } = this.scope;
    if (maxCalls !== undefined && this.stats.calls >= maxCalls) {
      throw limitError ? limitError(maxCalls) : new ProviderCallLimitError(maxCalls);
    }
  }

  private async send(
    url: string,
    init: TransportRequest,
    scopeSignal?: AbortSignal,
  ): Promise<TransportResponse> {
    // Checked again after the wait in the rate budget: the caller may have left, or siblings used the budget.
    this.checkScope(scopeSignal);
    this.stats.calls += 1;
    const write = init.method !== 'GET' && init.method !== 'HEAD';
    const timeoutMs = this.config.callTimeoutMs;
    const deadline = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
    const signal =
      deadline && init.signal ? AbortSignal.any([init.signal, deadline]) : (deadline ?? init.signal);
    try {
      return await this.transport(url, { ...init, signal });
    } catch (error) {
      // Past the deadline: a read changed nothing; a write was sent and may have been applied.
      if (deadline?.aborted && !init.signal?.aborted) {
        throw write ? new ProviderWriteTimeoutError() : new ProviderTimeoutError();
      }
      if (init.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
        throw new ProviderAbortError();
      }
      if (write && !neverConnected(error)) {
        throw new ProviderOutcomeUnknownError();
      }
      throw new ProviderNetworkError();
    }
  }
}

/** Failures that happen before a request could be written: the provider certainly did not see it. */
const NOT_CONNECTED_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function neverConnected(error: unknown): boolean {
  // fetch wraps the socket's error as `cause`; undici's `request` rejects with it directly.
  return hasNotConnectedCode(error) || (error instanceof Error && hasNotConnectedCode(error.cause));
}

function hasNotConnectedCode(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? (error as { code: unknown }).code
      : undefined;
  return typeof code === 'string' && NOT_CONNECTED_CODES.has(code);
}
