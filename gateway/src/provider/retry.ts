import { LIBRARY_DEFAULTS } from './config';
import { ProviderHttpError } from './errors';
import type { ProviderLogger } from './logger';

export interface RetryTiming {
  /** `stepMs x attempt` (spec: 1000 ms). */
  stepMs: number;
  /** Random jitter below this many ms (spec: up to 500 ms). */
  jitterMs: number;
}

const DEFAULT_TIMING: RetryTiming = {
  stepMs: LIBRARY_DEFAULTS.retryDelayMs,
  jitterMs: LIBRARY_DEFAULTS.retryJitterMs,
};

/**
 * Delay before retry number `attempt` (1-based) after a 429: the provider's `Retry-After` when it
 * sent one (seconds or an HTTP date), else the spec's `1000 ms x attempt + random jitter up to 500 ms`.
 */
export function retryDelayMs(
  attempt: number,
  retryAfterHeader: string | null,
  random: () => number,
  timing: RetryTiming = DEFAULT_TIMING,
  nowMs: number = Date.now(),
): number {
  const retryAfter = retryAfterMs(retryAfterHeader, nowMs);
  if (retryAfter !== undefined) return retryAfter;
  return timing.stepMs * attempt + Math.floor(random() * timing.jitterMs);
}

function retryAfterMs(header: string | null, nowMs: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/** What to do with a failed answer (spec section 4, "Request retry"). */
export type RetryStep = 'reauthenticate' | 'wait' | 'fail';

export function nextRetryStep(input: {
  status: number;
  attempt: number;
  maxAttempts: number;
  /** True only where the client owns the credential and reauth is on. */
  canReauthenticate: boolean;
}): RetryStep {
  if (input.attempt >= input.maxAttempts) return 'fail';
  if (input.status === 401 && input.canReauthenticate) return 'reauthenticate';
  if (input.status === 429) return 'wait';
  return 'fail';
}

export interface StoreCallOptions {
  /** Refreshes the session token that the call sends. */
  refreshSession: () => Promise<unknown>;
  /** A call that returns nothing: only 401 refreshes, and the error is still thrown afterwards. */
  returnsNothing?: boolean;
  logger?: ProviderLogger;
}

/**
 * The dashboard's store calls (spec section 4): on the first 401 or 403 the session token is
 * refreshed and the call retried once; for calls that return nothing only 401 triggers the refresh
 * and the error is thrown anyway. Every other failure is re-thrown; failures are logged.
 */
export async function storeCall<T>(call: () => Promise<T>, options: StoreCallOptions): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const status = error instanceof ProviderHttpError ? error.status : undefined;
    const refreshes = options.returnsNothing ? status === 401 : status === 401 || status === 403;
    if (!refreshes) throw logged(error, options.logger);
    await options.refreshSession();
    if (options.returnsNothing) throw logged(error, options.logger);
    try {
      return await call();
    } catch (retryError) {
      throw logged(retryError, options.logger);
    }
  }
}

function logged(error: unknown, logger: ProviderLogger | undefined): unknown {
  const status = error instanceof ProviderHttpError ? ` (${error.status})` : '';
  logger?.error(`Store call failed${status}`, error instanceof Error ? error.message : error);
  return error;
}
