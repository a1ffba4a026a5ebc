import type { GatewayContext } from './context';
import { gatewayError } from './errors';

/** Fails fast, without a provider call, when the request carries no bearer token. */
export function requireCaller(ctx: GatewayContext): void {
  if (!ctx.provider.hasToken)
    throw gatewayError('UNAUTHENTICATED', 'Sign in first: no bearer token was sent');
}
