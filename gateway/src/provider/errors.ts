/** One entry of the provider's error envelope `{"errors":[{status,title,detail,source}]}`. */
export interface ProviderErrorEntry {
  status?: string | number;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
  meta?: Record<string, unknown>;
}

/**
 * A provider call that answered with a non-2xx status. `body` is the parsed JSON error body, or `{}`
 * when the body was not JSON (the spec's error catalogue).
 */
export class ProviderHttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  /**
   * When the provider (its `Retry-After`) or the retry rule says the call may be sent again: set on
   * a 429 that used up its retries or would wait past the gateway's bound, and on a 5xx with Retry-After.
   */
  readonly retryAfterMs: number | undefined;

  constructor(status: number, body: unknown, retryAfterMs?: number) {
    super(firstErrorText(body) ?? `Provider answered ${status}`);
    this.name = 'ProviderHttpError';
    this.status = status;
    this.body = body;
    this.retryAfterMs = retryAfterMs;
  }

  get errors(): ProviderErrorEntry[] {
    return errorEntries(this.body);
  }
}

/**
 * A password login or a refresh the token endpoint refused. The spec wants its message to be the HTTP
 * status code alone ('401'); status and body stay available like any provider error.
 */
export class TokenGrantError extends ProviderHttpError {
  constructor(status: number, body: unknown) {
    super(status, body);
    this.name = 'TokenGrantError';
    this.message = String(status);
  }
}

/** The request never got an HTTP answer (connection refused, reset, DNS). */
export class ProviderNetworkError extends Error {
  constructor() {
    super('Network request failed');
    this.name = 'ProviderNetworkError';
  }
}

/**
 * A write whose request may have reached the provider but whose answer was lost (the connection
 * reset or closed after the request was sent). It may or may not have been applied: callers must
 * not report it as refused, nor retry it blindly.
 */
export class ProviderOutcomeUnknownError extends ProviderNetworkError {
  constructor() {
    super();
    this.name = 'ProviderOutcomeUnknownError';
    this.message = 'The provider did not answer; the change may or may not have been applied';
  }
}

/** A read that passed its deadline (`ProviderConfig.callTimeoutMs`) without an answer; nothing changed. */
export class ProviderTimeoutError extends ProviderNetworkError {
  constructor() {
    super();
    this.name = 'ProviderTimeoutError';
    this.message = 'The provider did not answer in time';
  }
}

/**
 * A write sent whose answer did not come before its deadline: like a lost answer, it may or may not
 * have been applied (a subclass, so the same look-up by unique key applies: resolvers/mapping.ts#createOnce).
 */
export class ProviderWriteTimeoutError extends ProviderOutcomeUnknownError {
  constructor() {
    super();
    this.name = 'ProviderWriteTimeoutError';
    this.message = 'The provider did not answer in time; the change may or may not have been applied';
  }
}

/**
 * The store's rate budget has more calls waiting than it can serve within the gateway's bound
 * (`ThrottleSettings.maxWaitMs`): the call was not sent, and may be sent after `retryAfterMs`.
 */
export class ProviderThrottledError extends Error {
  constructor(readonly retryAfterMs: number) {
    super("The store's request queue is full");
    this.name = 'ProviderThrottledError';
  }
}

/** The caller aborted the request through its AbortSignal. */
export class ProviderAbortError extends Error {
  constructor() {
    super('Aborted');
    this.name = 'AbortError';
  }
}

export function errorEntries(body: unknown): ProviderErrorEntry[] {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return [];
  const { errors } = body as { errors: unknown };
  return Array.isArray(errors) ? errors.filter(isErrorEntry) : [];
}

function isErrorEntry(value: unknown): value is ProviderErrorEntry {
  return typeof value === 'object' && value !== null;
}

function firstErrorText(body: unknown): string | undefined {
  const [first] = errorEntries(body);
  if (!first) return undefined;
  return first.detail ?? first.title;
}
