import type { GatewayConfig } from './config';
import { callerOptions, type RequestHeaders } from './caller';
import { createLoaders, type Loaders } from './loaders';
import { ProviderClient, newProviderStats } from './provider/client';

/** Everything a resolver may use, created afresh for each GraphQL request. */
export interface GatewayContext {
  config: GatewayConfig;
  /** The provider client carrying the caller's bearer token (pass-through). */
  provider: ProviderClient;
  loaders: Loaders;
}

export function createContext(
  config: GatewayConfig,
  authorization: string | undefined,
  /** The request's headers: token session and preview-mode store (see caller.ts). */
  headers?: RequestHeaders,
): GatewayContext {
  const provider = new ProviderClient(
    config.provider,
    callerOptions(authorization, headers),
    newProviderStats(),
  );
  return { config, provider, loaders: createLoaders(provider) };
}

export { bearerToken } from './caller';
