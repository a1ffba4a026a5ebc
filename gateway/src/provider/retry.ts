import { LIBRARY_DEFAULTS } from './config';

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

/**
 * What to do with a failed answer (spec section 4, "Request retry"). The spec's "401 with reauth:
 * re-authenticate and retry" is for a credential the client owns; the gateway owns none (every call
 * carries the caller's token), so a 401 fails at once and the browser renews its session.
 */
export type RetryStep = 'wait' | 'fail';

export function nextRetryStep(input: { status: number; attempt: number; maxAttempts: number }): RetryStep {
  if (input.attempt >= input.maxAttempts) return 'fail';
  if (input.status === 429) return 'wait';
  return 'fail';
}
