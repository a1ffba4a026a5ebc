/**
 * Reading the gateway's errors. GraphQL errors carry `extensions.code` (UNAUTHENTICATED, FORBIDDEN,
 * NOT_FOUND, RATE_LIMITED, UPSTREAM_UNAVAILABLE, BAD_USER_INPUT, OUTCOME_UNKNOWN,
 * INTERNAL_SERVER_ERROR); anything else is a transport failure.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

export type GatewayErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'BAD_USER_INPUT'
  /** A write the provider received but whose answer was lost: it may or may not have been saved. */
  | 'OUTCOME_UNKNOWN'
  | 'INTERNAL_SERVER_ERROR';

/** The `extensions.code` values of every GraphQL error in `error` (empty for transport failures). */
export function gatewayErrorCodes(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((graphQLError) => {
    const code = graphQLError.extensions?.code;
    return typeof code === 'string' ? [code] : [];
  });
}

export function hasGatewayErrorCode(error: unknown, code: GatewayErrorCode): boolean {
  if (code === 'UNAUTHENTICATED' && ServerError.is(error) && error.statusCode === 401) return true;
  return gatewayErrorCodes(error).includes(code);
}

/** A sentence fit to show the seller. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const messages = [...new Set(error.errors.map((graphQLError) => graphQLError.message))];
    return messages.join(' ');
  }
  if (ServerError.is(error)) return `The server answered ${error.statusCode}. Please try again.`;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
