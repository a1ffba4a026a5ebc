import { GraphQLError } from 'graphql';
import { ProviderAbortError, ProviderHttpError, ProviderNetworkError, errorEntries } from './provider/errors';

/** The `extensions.code` values this gateway answers with (design: GraphQL conventions). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'BAD_USER_INPUT'
  | 'INTERNAL_SERVER_ERROR';

export interface UserError {
  field: string[] | null;
  message: string;
  code: string | null;
}

export function gatewayError(code: ErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
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
  if (error instanceof ProviderNetworkError) {
    return gatewayError('UPSTREAM_UNAVAILABLE', 'The commerce provider could not be reached');
  }
  if (error instanceof ProviderAbortError)
    return gatewayError('UPSTREAM_UNAVAILABLE', 'The request was aborted');
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
      return gatewayError('RATE_LIMITED', 'The provider is rate limiting this store; try again shortly');
    default:
      return gatewayError('UPSTREAM_UNAVAILABLE', `The provider failed (HTTP ${error.status})`);
  }
}

/**
 * On a mutation, provider answers about the input (400/404/409/422) become `userErrors`, each with
 * the field path taken from the provider's `source.pointer`; anything else is thrown as a GraphQL
 * error.
 */
export function toUserErrors(error: unknown): UserError[] {
  if (!(error instanceof ProviderHttpError) || !INPUT_STATUSES.has(error.status)) throw toGraphQLError(error);
  const entries = errorEntries(error.body);
  if (entries.length === 0)
    return [{ field: null, message: error.message, code: userErrorCode(error.status) }];
  return entries.map((entry) => ({
    field: fieldFromPointer(entry.source?.pointer),
    message: entry.detail ?? entry.title ?? error.message,
    code: userErrorCode(error.status),
  }));
}

function userErrorCode(status: number): string {
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'DUPLICATE';
  return 'INVALID';
}

/** `/data/attributes/upc_ean` → `["upcEan"]`; pointers outside the attributes name no field. */
export function fieldFromPointer(pointer: string | undefined): string[] | null {
  const match = pointer?.match(/^\/data\/attributes\/(.+)$/);
  if (!match?.[1]) return null;
  return match[1].split('/').map(camelCase);
}

export function camelCase(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_whole, letter: string) => letter.toUpperCase());
}
