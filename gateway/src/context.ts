import type { GatewayConfig } from './config';
import { createLoaders, type Loaders } from './loaders';
import { ProviderClient, newProviderStats } from './provider/client';

/** Everything a resolver may use, created afresh for each GraphQL request. */
export interface GatewayContext {
  config: GatewayConfig;
  /** The provider client carrying the caller's bearer token (pass-through). */
  provider: ProviderClient;
  loaders: Loaders;
}

export function createContext(config: GatewayConfig, authorization: string | undefined): GatewayContext {
  const provider = new ProviderClient(config.provider, bearerToken(authorization), newProviderStats());
  return { config, provider, loaders: createLoaders(provider) };
}

/** `Bearer abc` → `abc`; anything else is no token. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
