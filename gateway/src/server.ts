import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { createApiRouter } from './api-routes';
import type { GatewayConfig } from './config';
import { providerCallBudgetPlugin } from './call-budget';
import { abortWhenClosed, createContext, type GatewayContext } from './context';
import { toGraphQLError } from './errors';
import { ProviderHealth } from './provider-health';
import { ProviderAbortError, ProviderHttpError, ProviderNetworkError } from './provider/errors';
import { ProviderPathError } from './provider/path';
import { rateBudgetMode, SharedStore, withSharedStore } from './redis';
import { buildGatewaySchema } from './schema';
import { graphqlProtection, installSecurity, requestErrorHandler, securityConfigFromEnv } from './security';
import { graphqlCallerScope } from './sign-in-limits';

/** Reports what each GraphQL request cost upstream as `extensions.provider` (calls, retries, throttledMs). */
const providerCostPlugin: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        const { singleResult } = response.body;
        singleResult.extensions = {
          ...singleResult.extensions,
          provider: { ...contextValue.provider.stats },
        };
      },
    };
  },
};

/**
 * Provider failures thrown by resolvers become errors with `extensions.code`; anything unexpected
 * is logged and answered without its message, so no stack trace, token or secret leaves the gateway.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (
    original instanceof ProviderHttpError ||
    original instanceof ProviderNetworkError ||
    original instanceof ProviderAbortError ||
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
  app: express.Express;
  apollo: ApolloServer<GatewayContext>;
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
  const apollo = new ApolloServer<GatewayContext>({
    schema: buildGatewaySchema(),
    plugins: [
      providerCostPlugin,
      providerCallBudgetPlugin(config),
      ApolloServerPluginLandingPageDisabled(),
      // No @cacheControl hints are used; the default plugin would wrap every field resolver for nothing.
      ApolloServerPluginCacheControlDisabled(),
      ...protection.plugins,
    ],
    validationRules: protection.validationRules,
    parseOptions: protection.parseOptions,
    introspection: security.introspection,
    // Refuses simple-request-shaped (form, text/plain, header-less GET) operations a browser could forge.
    csrfPrevention: true,
    formatError,
    includeStacktraceInErrorResponses: config.development,
  });
  await apollo.start();

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
  app.use('/graphql', graphqlCallerScope); // no-store (answers are per caller); address for sign-in limits
  app.use(
    '/graphql',
    express.json({ limit: '2mb' }), // so a 1 MB value reaches the input limits (security.ts) as BAD_USER_INPUT
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        createContext(config, req.headers.authorization, req.headers, abortWhenClosed(res)),
    }),
  );
  app.use('/api', createApiRouter(config));
  serveAdmin(app, config.clientDist);
  app.use(requestErrorHandler);
  return { app, apollo, shared };
}

/** The built admin at `/` (SPA fallback) and the bundled GraphiQL at `/graphiql`. */
function serveAdmin(app: express.Express, clientDist: string): void {
  const page = (file: string) => (_req: express.Request, res: express.Response) => {
    const full = path.join(clientDist, file);
    if (fs.existsSync(full)) res.sendFile(full);
    else res.status(503).type('text').send('The admin is not built yet: run `npm run build`.');
  };
  app.get('/graphiql', page('graphiql.html'));
  app.use(express.static(clientDist, { index: false }));
  app.get(/^\/(?!graphql|api\/|healthz).*/, page('index.html'));
}

export interface RunningGateway {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const { app, apollo, shared } = await createGatewayApp(config);
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.port, config.host, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
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
      await apollo.stop();
      await shared?.close();
    },
  };
}
