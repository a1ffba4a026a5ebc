import { setMaxListeners } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { callBudgetExceeded, maxProviderCallsOf } from './call-budget';
import type { GatewayConfig } from './config';
import { callerOptions, type RequestHeaders } from './caller';
import { createLoaders, type Loaders } from './loaders';
import { ProviderClient, newProviderStats, type RequestScope } from './provider/client';

/** Everything a resolver may use, created afresh for each GraphQL request. */
export interface GatewayContext {
  config: GatewayConfig;
  /**
   * The provider client carrying the caller's bearer token (pass-through). Other clients made for
   * this request share its `stats` and `scope` (abort signal, call budget).
   */
  provider: ProviderClient;
  loaders: Loaders;
  /** The caller's address for the sign-in limits (see `clientAddress`); absent outside HTTP. */
  clientAddress?: string;
}

export function createContext(
  config: GatewayConfig,
  authorization: string | undefined,
  /** The request's headers: token session and preview-mode store (see caller.ts). */
  headers?: RequestHeaders,
  /** Aborted when the caller hangs up (see {@link abortWhenClosed}): the request stops calling upstream. */
  signal?: AbortSignal,
  clientAddress?: string,
): GatewayContext {
  const provider = new ProviderClient(
    config.provider,
    callerOptions(authorization, headers),
    newProviderStats(),
    requestScope(config, signal),
  );
  return { config, provider, loaders: createLoaders(provider), clientAddress };
}

/**
 * The provider client of one `/api` route request: the caller's bearer token (or none, for the routes
 * that carry their credential in the body), stopped when the caller hangs up and capped like a GraphQL
 * request, so a route is no cheaper way than GraphQL to make the gateway work for nobody.
 */
export function createRouteProvider(
  config: GatewayConfig,
  request: IncomingMessage,
  response: ServerResponse,
  credential: 'caller' | 'anonymous' = 'caller',
): ProviderClient {
  return new ProviderClient(
    config.provider,
    credential === 'caller' ? callerOptions(request.headers.authorization, request.headers) : {},
    newProviderStats(),
    requestScope(config, abortWhenClosed(response)),
  );
}

/** The request's abort signal and its hard cap on provider calls (the budget the estimate checks). */
function requestScope(config: GatewayConfig, signal: AbortSignal | undefined): RequestScope {
  const maxCalls = maxProviderCallsOf(config);
  return {
    ...(signal ? { signal } : {}),
    ...(maxCalls > 0 ? { maxCalls, limitError: (limit: number) => callBudgetExceeded(limit) } : {}),
  };
}

/**
 * A signal aborted when the HTTP response closes before it was finished, i.e. the client hung up
 * (a finished response closes too; that is not an abort).
 */
export function abortWhenClosed(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  // Every provider call of the request listens to it (rate-budget waits, fetch): no leak warning at 11.
  setMaxListeners(0, controller.signal);
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}

export { bearerToken } from './caller';
