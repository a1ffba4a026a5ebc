import { GraphQLError } from 'graphql';
import {
  ProviderAbortError,
  ProviderHttpError,
  ProviderNetworkError,
  ProviderOutcomeUnknownError,
  ProviderThrottledError,
  ProviderTimeoutError,
  errorEntries,
} from './provider/errors';
import { ProviderPathError } from './provider/path';
import type { UserErrorCode } from './generated/graphql';

/** The `extensions.code` values this gateway answers with (design: GraphQL conventions). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'THROTTLED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_TIMEOUT'
  | 'BAD_USER_INPUT'
  | 'OUTCOME_UNKNOWN'
  | 'INTERNAL_SERVER_ERROR';

export interface UserError {
  field: string[] | null;
  message: string;
  code: UserErrorCode | null;
  /** Set for failures that are not about the input (see {@link retryHint}). */
  retryable?: boolean;
  retryAfterSeconds?: number;
}

export function gatewayError(
  code: ErrorCode,
  message: string,
  retry?: { retryable: boolean; retryAfterSeconds?: number },
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...retry } });
}

/** Seconds to wait when nothing better is known (a dropped connection, a 5xx without Retry-After). */
export const DEFAULT_RETRY_AFTER_SECONDS = 1;

/** `extensions.retryable` and `retryAfterSeconds` of a failure that sending again may cure. */
function retryAfter(ms: number | undefined): { retryable: true; retryAfterSeconds: number } {
  return {
    retryable: true,
    retryAfterSeconds: ms === undefined ? DEFAULT_RETRY_AFTER_SECONDS : Math.max(1, Math.ceil(ms / 1000)),
  };
}

export function badUserInput(message: string): GraphQLError {
  return gatewayError('BAD_USER_INPUT', message);
}

/** Statuses that, on a mutation, are about the seller's input and become `userErrors`. */
const INPUT_STATUSES = new Set([400, 404, 409, 422]);

/** Translates any failure of a provider call into a GraphQL error the caller can act on. */
export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof ProviderHttpError) return fromHttpError(error);
  // An id that cannot be a path segment is refused before any call: the caller's input.
  if (error instanceof ProviderPathError) return gatewayError('BAD_USER_INPUT', error.message);
  if (error instanceof ProviderThrottledError) {
    return gatewayError(
      'THROTTLED',
      "The store's provider calls are queued longer than the gateway waits; not sent, try again later",
      retryAfter(error.retryAfterMs),
    );
  }
  if (error instanceof ProviderOutcomeUnknownError) {
    return gatewayError(
      'OUTCOME_UNKNOWN',
      'The provider did not answer, so this change may or may not have been saved; check before trying again',
      { retryable: false },
    );
  }
  if (error instanceof ProviderTimeoutError) {
    return gatewayError(
      'UPSTREAM_TIMEOUT',
      'The commerce provider did not answer in time',
      retryAfter(undefined),
    );
  }
  if (error instanceof ProviderNetworkError) {
    return gatewayError(
      'UPSTREAM_UNAVAILABLE',
      'The commerce provider could not be reached',
      retryAfter(undefined),
    );
  }
  if (error instanceof ProviderAbortError)
    return gatewayError('UPSTREAM_UNAVAILABLE', 'The request was aborted', retryAfter(undefined));
  return gatewayError('INTERNAL_SERVER_ERROR', 'Unexpected error');
}

function fromHttpError(error: ProviderHttpError): GraphQLError {
  const detail = error.message;
  switch (error.status) {
    case 400:
    case 422:
      return gatewayError('BAD_USER_INPUT', `The provider rejected the request: ${detail}`);
    case 401:
      return gatewayError('UNAUTHENTICATED', 'The session is missing or has expired; sign in again');
    case 403:
      return gatewayError('FORBIDDEN', `Not allowed: ${detail}`);
    case 404:
      return gatewayError('NOT_FOUND', detail);
    case 409:
      return gatewayError('BAD_USER_INPUT', detail);
    case 429:
      return gatewayError(
        'RATE_LIMITED',
        'The provider is rate limiting this store; try again shortly',
        retryAfter(error.retryAfterMs),
      );
    default:
      return gatewayError(
        'UPSTREAM_UNAVAILABLE',
        `The provider failed (HTTP ${error.status})`,
        retryAfter(error.retryAfterMs),
      );
  }
}

/** Codes a mutation field still answers as a GraphQL error: the admin renews its session on them. */
const SESSION_CODES: ReadonlySet<unknown> = new Set<ErrorCode>(['UNAUTHENTICATED', 'FORBIDDEN']);

/** The gateway codes whose UserErrorCode has another name (the rest keep theirs). */
const USER_ERROR_CODES: Readonly<Record<string, UserErrorCode>> = {
  BAD_USER_INPUT: 'INVALID',
  BAD_REQUEST: 'INVALID',
};

/**
 * What a mutation field that failed answers in its payload's `userErrors` (schema.ts#answerWritesInPayloads),
 * with the code, `retryable` and `retryAfterSeconds` the GraphQL error would have carried; session
 * failures are thrown again, and anything unexpected is logged and masked as `formatError` does.
 */
export function failureAsUserError(error: unknown): UserError {
  const mapped = toGraphQLError(error);
  const { code, retryable, retryAfterSeconds } = mapped.extensions;
  if (SESSION_CODES.has(code)) throw mapped;
  const text = typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR';
  if (text === 'INTERNAL_SERVER_ERROR') {
    console.error('Unexpected error in a mutation:', error instanceof Error ? error.message : error);
  }
  return {
    field: null,
    message: text === 'INTERNAL_SERVER_ERROR' ? 'Unexpected error' : mapped.message,
    code: USER_ERROR_CODES[text] ?? (text as UserErrorCode),
    ...(typeof retryable === 'boolean' ? { retryable } : {}),
    ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}),
  };
}

/**
 * On a mutation, provider answers about the input (400/404/409/422) become `userErrors`, each with
 * the field path taken from the provider's `source.pointer`; anything else is thrown as a GraphQL
 * error.
 */
/** How a resource's error pointers become input fields: renames, or a mapping of its own. */
export type PointerFields = FieldRenames | ((pointer: string | undefined) => string[] | null);

export function toUserErrors(error: unknown, fields: PointerFields = {}): UserError[] {
  if (!(error instanceof ProviderHttpError) || !INPUT_STATUSES.has(error.status)) throw toGraphQLError(error);
  const entries = errorEntries(error.body);
  if (entries.length === 0)
    return [{ field: null, message: error.message, code: userErrorCode(error.status) }];
  return entries.map((entry) => ({
    field:
      typeof fields === 'function'
        ? fields(entry.source?.pointer)
        : fieldFromPointer(entry.source?.pointer, fields),
    message: entry.detail ?? entry.title ?? error.message,
    code: userErrorCode(error.status),
  }));
}

function userErrorCode(status: number): UserErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'DUPLICATE';
  return 'INVALID';
}

/**
 * Schema names for provider fields the snake_case → camelCase rule does not give: a key that is the
 * pointer's whole path below `/data` replaces it (`'relationships/parent': ['parentId']`); a key
 * that is its first segment replaces that segment (`default: ['isDefault']`).
 */
export type FieldRenames = Readonly<Record<string, readonly string[]>>;

/** Segments that name the document, not one of its fields. */
const NOT_A_FIELD = new Set(['type', 'id', 'attributes', 'relationships']);

/**
 * The input field a provider error points at, for both document shapes: JSON:API
 * `/data/attributes/upc_ean` and flat v2 `/data/line_1` → `["upcEan"]` / `["line1"]`; deeper
 * segments follow (`/data/shipping_address/line_1` → `["shippingAddress", "line1"]`). The document
 * itself (`/data`, `type`, `id`, relationships, list indexes) names no field unless renamed.
 */
export function fieldFromPointer(pointer: string | undefined, renames: FieldRenames = {}): string[] | null {
  const path = pointer?.match(/^\/data\/(?:attributes\/)?(.+)$/)?.[1];
  if (!path) return null;
  const whole = renames[path];
  if (whole) return [...whole];
  const [first = '', ...rest] = path.split('/');
  const renamed = renames[first];
  if (renamed) return [...renamed, ...rest.map(camelCase)];
  if (NOT_A_FIELD.has(first) || /^\d+$/.test(first)) return null;
  return [camelCase(first), ...rest.map(camelCase)];
}

export function camelCase(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_whole, letter: string) => letter.toUpperCase());
}
