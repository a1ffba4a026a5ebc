import path from 'node:path';
import type { ProviderConfig } from './provider/client';
import { DASHBOARD_THROTTLE, type ThrottleSettings } from './provider/config';
import type { SharedStoreSettings } from './redis';
import { securityConfigFromEnv, type SecurityConfig } from './security';

export const DEFAULT_PORT = 4000;
export const DEFAULT_SANDBOX_PORT = 4100;
export const APPLICATION_NAME = 'commerce-manager';
/**
 * Provider calls one GraphQL request may make unless GRAPHQL_MAX_PROVIDER_CALLS says otherwise:
 * every admin screen estimates well below it at its largest page size (gateway/test/call-budget.test.ts),
 * and at the default throttle (20 calls/s per store) it is a few seconds of a store's budget.
 */
export const DEFAULT_MAX_PROVIDER_CALLS = 200;
/**
 * How long a provider call may expect to wait in its store's queue before it is refused with
 * THROTTLED and `retryAfterSeconds` instead (`EP_THROTTLE_MAX_WAIT_MS`); also the longest 429
 * back-off the gateway waits out itself.
 */
export const DEFAULT_THROTTLE_MAX_WAIT_MS = 5000;
/** Deadline of one provider call (`EP_CALL_TIMEOUT_MS`): a stalled provider answers UPSTREAM_TIMEOUT. */
export const DEFAULT_CALL_TIMEOUT_MS = 10_000;
/** Instances assumed to share a Redis budget unless GATEWAY_INSTANCES says otherwise (see redis.ts). */
export const DEFAULT_GATEWAY_INSTANCES = 2;

export interface GatewayConfig {
  port: number;
  /** Address to listen on; loopback unless HOST says otherwise. */
  host: string;
  provider: ProviderConfig;
  /** True when no provider is configured and the embedded sandbox is the backend. */
  useSandbox: boolean;
  sandboxPort: number;
  /** The provider client id sent with sign-in (never handed to browsers). */
  clientId?: string;
  /** Folder of the built admin (`vite build` output). */
  clientDist: string;
  /** Development mode: stack traces in GraphQL errors. */
  development: boolean;
  /** Query limits, introspection, GraphiQL, CORS (security.ts); absent: that module's defaults for this mode. */
  security?: SecurityConfig;
  /**
   * The most provider calls one GraphQL request may make (call-budget.ts): operations estimated above
   * it are refused before any call, and a request stops calling once it has made that many. 0 turns
   * both off. Absent: {@link DEFAULT_MAX_PROVIDER_CALLS}.
   */
  maxProviderCalls?: number;
  /**
   * `REDIS_URL`: the state several instances share (rate budget per store, sign-in limits) is kept
   * there, each instance falling back to its share of the rate while Redis is unreachable.
   * Absent: everything in process, as for a single instance.
   */
  redis?: SharedStoreSettings;
  /** What the admin learns from `gatewayInfo` about this deployment (spec section 9). */
  admin?: AdminDeployment;
}

/**
 * The deployment facts the spec names without giving their values (section 9): the terms-of-use and
 * integration-update documentation links, and whether this deployment serves the provider's preview
 * store (the EU-west preview store keeps its credentials cookie under a name of its own).
 */
export interface AdminDeployment {
  termsOfUseUrl: string;
  integrationUpdatesDocsUrl: string;
  /** `EP_PREVIEW_STORE=on`: this deployment is the provider's preview store, not the live one. */
  previewStore: boolean;
}

export const DEFAULT_ADMIN_DEPLOYMENT: AdminDeployment = {
  termsOfUseUrl: 'https://www.elasticpath.com/legal/terms-of-use',
  // The provider's "Update an integration" reference (integrations.yaml links its pages under /docs/api/integrations).
  integrationUpdatesDocsUrl: 'https://elasticpath.dev/docs/api/integrations/update-integration',
  previewStore: false,
};

/** The name every deployment but one keeps the credentials cookie under (the localStorage key's). */
export const CREDENTIALS_COOKIE_NAME = 'epCredentials';
/** The EU-west preview store's own name, so its session never overwrites the live store's on the shared domain. */
export const EU_WEST_PREVIEW_CREDENTIALS_COOKIE_NAME = 'epCredentials_euwest_preview';

/** The credentials cookie's name for a provider host and deployment (spec section 9). */
export function credentialsCookieName(providerHost: string, previewStore: boolean): string {
  const region = providerHost.toLowerCase().split('.')[0];
  return previewStore && region === 'euwest'
    ? EU_WEST_PREVIEW_CREDENTIALS_COOKIE_NAME
    : CREDENTIALS_COOKIE_NAME;
}

export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const epHost = env.EP_HOST?.trim() || undefined;
  const sandboxPort = integer(env.SANDBOX_PORT, DEFAULT_SANDBOX_PORT, 'SANDBOX_PORT');
  const protocol = env.EP_PROTOCOL ?? (epHost ? 'https' : 'http');
  if (protocol !== 'https' && protocol !== 'http') throw new Error('EP_PROTOCOL must be https or http');
  return {
    port: integer(env.PORT, DEFAULT_PORT, 'PORT'),
    host: env.HOST ?? '127.0.0.1',
    provider: {
      host: epHost ?? `127.0.0.1:${sandboxPort}`,
      protocol,
      application: APPLICATION_NAME,
      maxAttempts: 4,
      throttle: throttleFromEnv(env),
      callTimeoutMs: positive(env.EP_CALL_TIMEOUT_MS, DEFAULT_CALL_TIMEOUT_MS, 'EP_CALL_TIMEOUT_MS'),
    },
    useSandbox: epHost === undefined,
    sandboxPort,
    clientId: env.EP_CLIENT_ID || undefined,
    clientDist: path.resolve(__dirname, '../../client/dist'),
    development: env.NODE_ENV === 'development',
    security: securityConfigFromEnv(env, {
      development: env.NODE_ENV === 'development',
      useSandbox: epHost === undefined,
    }),
    maxProviderCalls: count(
      env.GRAPHQL_MAX_PROVIDER_CALLS,
      DEFAULT_MAX_PROVIDER_CALLS,
      'GRAPHQL_MAX_PROVIDER_CALLS',
    ),
    redis: redisFromEnv(env),
    admin: adminDeploymentFromEnv(env),
  };
}

/** `TERMS_OF_USE_URL`, `INTEGRATION_UPDATES_DOCS_URL` (http(s) URLs) and `EP_PREVIEW_STORE` (on/off). */
function adminDeploymentFromEnv(env: NodeJS.ProcessEnv): AdminDeployment {
  const previewStore = env.EP_PREVIEW_STORE?.trim() ?? 'off';
  if (previewStore !== 'on' && previewStore !== 'off') throw new Error('EP_PREVIEW_STORE must be on or off');
  return {
    termsOfUseUrl: webUrl(env.TERMS_OF_USE_URL, DEFAULT_ADMIN_DEPLOYMENT.termsOfUseUrl, 'TERMS_OF_USE_URL'),
    integrationUpdatesDocsUrl: webUrl(
      env.INTEGRATION_UPDATES_DOCS_URL,
      DEFAULT_ADMIN_DEPLOYMENT.integrationUpdatesDocsUrl,
      'INTEGRATION_UPDATES_DOCS_URL',
    ),
    previewStore: previewStore === 'on',
  };
}

/** An http(s) URL the admin may link to; anything else (a `javascript:` URL) fails at start. */
function webUrl(raw: string | undefined, fallback: string, name: string): string {
  const value = raw?.trim();
  if (!value) return fallback;
  const protocol = URL.canParse(value) ? new URL(value).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`${name} must be an http(s) URL`);
  return value;
}

/** `REDIS_URL` (several instances) and `GATEWAY_INSTANCES` (how many share the rate; at least 1). */
function redisFromEnv(env: NodeJS.ProcessEnv): SharedStoreSettings | undefined {
  const instances = count(env.GATEWAY_INSTANCES, DEFAULT_GATEWAY_INSTANCES, 'GATEWAY_INSTANCES');
  if (instances < 1) throw new Error('GATEWAY_INSTANCES must be at least 1');
  const url = env.REDIS_URL?.trim();
  if (!url) return undefined;
  // Checked here so a typo fails at start; the message names no part of the URL (it may hold a password).
  if (!/^rediss?:\/\//.test(url) || !URL.canParse(url)) {
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  }
  return { url, instances };
}

/**
 * The upstream throttle per store: `EP_THROTTLE_LIMIT` requests per `EP_THROTTLE_INTERVAL_MS`
 * (the dashboard's 20 per 1000 ms by default); a limit of 0 turns it off.
 */
function throttleFromEnv(env: NodeJS.ProcessEnv): ThrottleSettings {
  const limit = count(env.EP_THROTTLE_LIMIT, DASHBOARD_THROTTLE.limit, 'EP_THROTTLE_LIMIT');
  const intervalMs = count(
    env.EP_THROTTLE_INTERVAL_MS,
    DASHBOARD_THROTTLE.intervalMs,
    'EP_THROTTLE_INTERVAL_MS',
  );
  if (intervalMs === 0) throw new Error('EP_THROTTLE_INTERVAL_MS must be at least 1');
  const maxWaitMs = positive(
    env.EP_THROTTLE_MAX_WAIT_MS,
    DEFAULT_THROTTLE_MAX_WAIT_MS,
    'EP_THROTTLE_MAX_WAIT_MS',
  );
  return { enabled: limit > 0, limit, intervalMs, maxWaitMs };
}

/** A whole number of at least 1. */
function positive(raw: string | undefined, fallback: number, name: string): number {
  const value = count(raw, fallback, name);
  if (value < 1) throw new Error(`${name} must be at least 1`);
  return value;
}

function count(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

function integer(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`${name} must be a port number`);
  return value;
}
