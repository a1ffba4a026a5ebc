/** Runtime settings for the sandbox, read from environment variables with demo-friendly defaults. */

import { parseFaultsEnv, type FaultRule } from './faults';

export const DEFAULT_PORT = 4100;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_PATH = '.data/sandbox.db';
export const DEFAULT_CLIENT_ID = 'sandbox-demo-client';
export const DEFAULT_CLIENT_SECRET = 'sandbox-demo-secret';
export const DEFAULT_SELLER_EMAIL = 'seller@example.com';
export const DEFAULT_SELLER_PASSWORD = 'commerce-manager';
/** The provider issues one-hour access tokens. */
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;

export interface SandboxConfig {
  port: number;
  host: string;
  /** SQLite file path, or ':memory:' for a throwaway database. */
  dataPath: string;
  clientId: string;
  clientSecret: string;
  sellerEmail: string;
  sellerPassword: string;
  tokenTtlSeconds: number;
  /** Per-store rate limit by tier (the provider's); `SANDBOX_RATE_LIMIT=off` turns it off. */
  rateLimit: boolean;
  /** Faults injected from the start (`SANDBOX_FAULTS`); none by default. See faults.ts. */
  faults: readonly FaultRule[];
}

export type SandboxEnv = Readonly<Record<string, string | undefined>>;

export const DEFAULT_SANDBOX_CONFIG: Readonly<SandboxConfig> = Object.freeze({
  port: DEFAULT_PORT,
  host: DEFAULT_HOST,
  dataPath: DEFAULT_DATA_PATH,
  clientId: DEFAULT_CLIENT_ID,
  clientSecret: DEFAULT_CLIENT_SECRET,
  sellerEmail: DEFAULT_SELLER_EMAIL,
  sellerPassword: DEFAULT_SELLER_PASSWORD,
  tokenTtlSeconds: DEFAULT_TOKEN_TTL_SECONDS,
  rateLimit: true,
  faults: Object.freeze([]),
});

export function sandboxConfigFromEnv(env: SandboxEnv = process.env): SandboxConfig {
  return {
    port: parsePort(env.SANDBOX_PORT),
    host: nonEmpty(env.SANDBOX_HOST) ?? DEFAULT_HOST,
    dataPath: nonEmpty(env.SANDBOX_DATA) ?? DEFAULT_DATA_PATH,
    clientId: nonEmpty(env.SANDBOX_CLIENT_ID) ?? DEFAULT_CLIENT_ID,
    clientSecret: nonEmpty(env.SANDBOX_CLIENT_SECRET) ?? DEFAULT_CLIENT_SECRET,
    sellerEmail: nonEmpty(env.SANDBOX_SELLER_EMAIL) ?? DEFAULT_SELLER_EMAIL,
    sellerPassword: nonEmpty(env.SANDBOX_SELLER_PASSWORD) ?? DEFAULT_SELLER_PASSWORD,
    tokenTtlSeconds: DEFAULT_TOKEN_TTL_SECONDS,
    rateLimit: parseSwitch(env.SANDBOX_RATE_LIMIT, 'SANDBOX_RATE_LIMIT'),
    faults: parseFaultsEnv(env.SANDBOX_FAULTS),
  };
}

/** `on`/`off` (also true/false, 1/0); unset means on. */
function parseSwitch(raw: string | undefined, name: string): boolean {
  const value = nonEmpty(raw)?.toLowerCase();
  if (value === undefined || ['on', 'true', '1'].includes(value)) return true;
  if (['off', 'false', '0'].includes(value)) return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

/** Empty variables count as unset, so `SANDBOX_PORT= npm run sandbox` still works. */
function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(raw: string | undefined): number {
  const value = nonEmpty(raw);
  if (value === undefined) return DEFAULT_PORT;
  const port = Number(value);
  // Fail loudly: silently falling back would start the sandbox where nobody is looking for it.
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new Error(`SANDBOX_PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}
