import type { GatewayContext } from './context';
import { gatewayError } from './errors';

/** The SDL directive (schema/common.graphql) on the root fields that answer without a bearer token. */
export const PUBLIC_DIRECTIVE = 'public';

/**
 * Fails fast, without a provider call, when the request carries no bearer token. Applied to every
 * root field not marked `@public` by the schema transform in schema.ts, not by resolvers.
 */
export function requireCaller(ctx: GatewayContext): void {
  if (!ctx.provider.hasToken)
    throw gatewayError('UNAUTHENTICATED', 'Sign in first: no bearer token was sent');
}
