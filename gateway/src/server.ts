import fs from 'node:fs';
import http, { type RequestListener } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { createApiRouter } from './api-routes';
import type { GatewayConfig } from './config';
import { providerCallBudgetCheck } from './call-budget';
import { toGraphQLError } from './errors';
import { graphqlHandler, isGraphqlPath } from './graphql-http';
import { createGraphqlPipeline, type GraphqlPipeline } from './graphql-pipeline';
import { ProviderHealth } from './provider-health';
import {
  ProviderAbortError,
  ProviderHttpError,
  ProviderNetworkError,
  ProviderThrottledError,
} from './provider/errors';
import { ProviderPathError } from './provider/path';
import { rateBudgetMode, SharedStore, withSharedStore } from './redis';
import { buildGatewaySchema } from './schema';
import {
  DEFAULT_INPUT_LIMITS,
  graphqlProtection,
  inputLimitsCheck,
  installSecurity,
  requestErrorHandler,
  securityConfigFromEnv,
} from './security';

/**
 * Provider failures thrown by resolvers become errors with `extensions.code`; anything unexpected
 * is logged and answered without its message, so no stack trace, token or secret leaves the gateway.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  // A resolver's error arrives wrapped in a GraphQLError with its path; judge what it wraps.
  const original =
    error instanceof GraphQLError && error.path && error.originalError ? error.originalError : error;
  if (
    original instanceof ProviderHttpError ||
    original instanceof ProviderNetworkError ||
    original instanceof ProviderAbortError ||
    original instanceof ProviderThrottledError ||
    original instanceof ProviderPathError
  ) {
    const mapped = toGraphQLError(original);
    return {
      message: mapped.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: mapped.extensions,
    };
  }
  if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
    console.error('Unexpected error in a resolver:', original instanceof Error ? original.message : original);
    return {
      message: 'Unexpected error',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  return formatted;
}

export interface GatewayApp {
  /** The gateway's request listener: `/graphql` on Node's own objects, everything else through Express. */
  app: RequestListener;
  /** Runs operations as `/graphql` does, without HTTP (tests, scripts). */
  graphql: GraphqlPipeline;
  /** The Redis connections of several instances (`config.redis`); closed with the gateway. */
  shared?: SharedStore;
}

export async function createGatewayApp(given: GatewayConfig): Promise<GatewayApp> {
  // Several instances: the rate budget and sign-in limits in Redis (each instance's share of the
  // rate in process while Redis is unreachable); one: everything in process.
  const shared = given.redis ? new SharedStore(given.redis) : undefined;
  const config = shared ? withSharedStore(given, shared) : given;
  const security =
    config.security ??
    securityConfigFromEnv({}, { development: config.development, useSandbox: config.useSandbox });
  const protection = graphqlProtection(security);
  const graphql = createGraphqlPipeline({
    // Executed through graphql-jit with graphql-js as the fallback (execution.ts).
    schema: buildGatewaySchema(),
    validationRules: [...protection.validationRules, ...protection.introspectionRules],
    parseOptions: protection.parseOptions,
    hideSuggestions: protection.hideSuggestions,
    checkInput: inputLimitsCheck(DEFAULT_INPUT_LIMITS),
    checkBudget: providerCallBudgetCheck(config),
    formatError,
    includeStacktrace: config.development,
  });

  const app = express();
  app.disable('x-powered-by');
  installSecurity(app, security);
  // The provider's reachability, probed at most once per cache period however often this is polled.
  const providerHealth = new ProviderHealth({
    baseUrl: `${config.provider.protocol}://${config.provider.host}`,
    sandbox: config.useSandbox,
  });
  app.get('/healthz', async (_req, res) => {
    const health = await providerHealth.status();
    // A lost Redis is no 503: the gateway still serves, on its local share of the rate.
    const about = {
      provider: config.provider.host,
      sandbox: config.useSandbox,
      rateBudget: rateBudgetMode(shared),
    };
    res.set('cache-control', 'no-store');
    if (health.reachable) res.json({ status: 'ok', ...about });
    else res.status(503).json({ status: 'unavailable', ...about, reason: health.reason });
  });
  // `/api` files travel compressed when the caller accepts it; below 1 KB the headers would cost
  // more than they save.
  app.use('/api', compression({ threshold: 1024 }));
  app.use('/api', createApiRouter(config));
  serveAdmin(app, config.clientDist);
  app.use(requestErrorHandler);
  const graphqlEndpoint = graphqlHandler(graphql, config, security);
  const listener: RequestListener = (req, res) => {
    if (isGraphqlPath(req.url)) graphqlEndpoint(req, res);
    else app(req, res);
  };
  return { app: listener, graphql, shared };
}

/** Content-hashed build output (`name-HASH.ext` under `/assets/`): its URL changes with its content. */
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Encodings the build writes beside each asset (client/vite.config.mts), in order of preference. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The built admin at `/` (SPA fallback) and the bundled GraphiQL at `/graphiql`. A file the build
 * precompressed (`.br`, `.gz` beside it, no older than it) is sent as is with its `Content-Encoding`;
 * any other answer is compressed on the fly from 1 KB. Hashed assets are cached for a year as
 * `immutable` (a repeat visit fetches none of them); the HTML pages are `no-cache` (revalidated by
 * ETag, 304 when unchanged) so a new build is picked up at once. A missing asset is a 404, not the
 * SPA page, so a stale chunk name fails as a script error instead of a MIME-type one.
 */
function serveAdmin(app: express.Express, clientDist: string): void {
  const root = path.resolve(clientDist);
  /** The precompressed variant of `file` (under `root`) the caller accepts, if the build wrote one. */
  const statFile = (file: string) => {
    try {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      return stat?.isFile() ? stat : undefined;
    } catch {
      return undefined; // ENOTDIR, a name too long...: not a file we serve
    }
  };
  const precompressed = (req: express.Request, file: string) => {
    const original = statFile(file);
    if (!original) return undefined;
    for (const variant of PRECOMPRESSED) {
      // Express's negotiation of Accept-Encoding (q-values, `*`, a `q=0` refusing one).
      if (req.acceptsEncodings(variant.encoding) !== variant.encoding) continue;
      const compressed = statFile(file + variant.suffix);
      if (compressed && compressed.mtimeMs >= original.mtimeMs) return variant;
    }
    return undefined;
  };
  /** Headers of a precompressed answer; `send` keeps a Content-Type already set. */
  const encoded = (res: express.Response, file: string, encoding: string) => {
    res.setHeader('Content-Encoding', encoding);
    res.type(path.extname(file));
  };

  app.use(compression({ threshold: 1024 }));
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.vary('Accept-Encoding');
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep) || pathname.includes('\0')) return next();
    const variant = precompressed(req, file);
    if (!variant) return next();
    encoded(res, file, variant.encoding);
    req.url = req.url.replace(/^[^?]*/, (base) => base + variant.suffix);
    next();
  });
  app.use(
    express.static(root, {
      index: false,
      setHeaders(res) {
        const url = res.req.originalUrl.replace(/\?.*$/, '');
        res.setHeader('Cache-Control', HASHED_ASSET.test(url) ? IMMUTABLE : 'no-cache');
      },
    }),
  );
  app.use('/assets', (_req, res) => {
    res.status(404).type('text').send('No such asset: the admin may have been rebuilt; reload the page.');
  });
  const page = (file: string) => (req: express.Request, res: express.Response) => {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) {
      res.status(503).type('text').send('The admin is not built yet: run `npm run build`.');
      return;
    }
    const variant = precompressed(req, full);
    if (variant) encoded(res, full, variant.encoding);
    res.sendFile(variant ? full + variant.suffix : full, { headers: { 'Cache-Control': 'no-cache' } });
  };
  app.get('/graphiql', page('graphiql.html'));
  app.get(/^\/(?!graphql|api\/|healthz).*/, page('index.html'));
}

export interface RunningGateway {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const { app, shared } = await createGatewayApp(config);
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://${config.host}:${port}`,
    port,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await shared?.close();
    },
  };
}
