import http from 'node:http';
import express, { type Express } from 'express';
import { createAuthRouter, requireToken, type AuthOptions } from '../auth-stores/auth';
import { createCatalogReleasesRouter } from '../catalogs/catalog-releases';
import { createCatalogRulesRouter, createCatalogsRouter } from '../catalogs/catalogs';
import { DEFAULT_SANDBOX_CONFIG, type SandboxConfig } from './config';
import {
  createCustomRelationshipsRouter,
  createProductCustomRelationshipsRouter,
} from '../catalogue/custom-relationships';
import { openDatabase, type SandboxDatabase } from './db';
import { CONTROL_PREFIX, createControlRouter, FaultInjector, TrafficLog } from './faults';
import { errorHandler, notFoundHandler } from './http';
import { rateLimitByStore } from './limits';
import { createFileContentRouter, createFilesRouter, createMainImageRouter } from '../catalogue/files';
import { createHierarchiesRouter } from '../catalogue/hierarchies';
import { createInventoryRouter } from '../inventory/inventory';
import {
  createBrandsRouter,
  createCategoriesRouter,
  createCollectionsRouter,
  createCurrenciesRouter,
} from '../catalogue/legacy-catalogue';
import { createLegacyVariationsRouter } from '../catalogue/legacy-variations';
import { createFieldsRouter, createFlowsRouter } from '../catalogue/flows';
import { createGatewaysRouter } from '../carts-orders/gateways';
import { createMetricsRouter } from '../carts-orders/metrics';
import { createOrdersRouter } from '../carts-orders/orders';
import { createOrderPaymentsRouter } from '../carts-orders/payments';
import {
  createHierarchyJobsRouter,
  createJobFileRouter,
  createJobsRouter,
  createPriceBookJobsRouter,
  createProductJobsRouter,
  JOB_FILE_PREFIX,
} from '../catalogue/jobs';
import { createPriceBooksRouter } from '../catalogue/pricebooks';
import { createPromotionsRouter, createRulePromotionsRouter } from '../promotions/promotions';
import { createPromotionCodesFileRouter, PROMOTION_CODES_FILE_PREFIX } from '../promotions/promotion-jobs';
import { createSubscriptionsApiRouter } from '../subscriptions/subscriptions';
import { createProductsRouter } from '../catalogue/products';
import { createProductFilesRouter } from '../catalogue/product-files';
import { createProductVariationsRouter, createVariationsRouter } from '../catalogue/variations';
import { seedDatabase } from './seed';
import { createCartCustomDiscountsRouter } from '../carts-orders/cart-custom-discounts';
import { createCartItemsRouter } from '../carts-orders/cart-items';
import { createCartShippingGroupsRouter } from '../carts-orders/cart-shipping-groups';
import { createCartsRouter } from '../carts-orders/carts';
import { createCheckoutRouter } from '../carts-orders/checkout';
import { createShopperCatalogRouter } from '../catalogs/shopper-catalog';
import { createSsoRouter } from '../auth-stores/sso';
import {
  createAccountFlowsRouter,
  createMailOutboxRouter,
  createSsoProfilesHandler,
} from '../auth-stores/account-flows';
import { createStoresRouter, listStoreTiers } from '../auth-stores/stores';
import { createApplicationKeysRouter } from '../settings/application-keys';
import { createCustomApisRouter, createExtensionsRouter } from '../settings/custom-api-entries';
import { createIntegrationsRouter } from '../settings/integrations';
import { createPermissionsRouter } from '../settings/permissions';
import { requestRecorder } from './request-recorder';
import { createPersonalDataRouter } from '../settings/personal-data';
import { createSettingsRouter } from '../settings/settings';
import {
  createAccountMembersRouter,
  createAccountsRouter,
  createAccountTagsRouter,
} from '../customers-accounts/accounts';
import { createCustomersRouter } from '../customers-accounts/customers';
import { createRealmMappingsRouter } from '../customers-accounts/merchant-realm-mappings';
import { createRealmsRouter } from '../customers-accounts/realms';

export interface SandboxAppOptions {
  db: SandboxDatabase;
  config: SandboxConfig;
  /** Milliseconds since the epoch; defaults to Date.now. Tests inject a fake clock. */
  now?: () => number;
}

/** The express app with every sandbox route; the caller owns the database. */
export function createSandboxApp(options: SandboxAppOptions): Express {
  const now = options.now ?? Date.now;
  const auth: AuthOptions = { db: options.db, now, tokenTtlSeconds: options.config.tokenTtlSeconds };
  const app = express();
  app.disable('x-powered-by');
  // Keeps `page[limit]` a literal key rather than qs-style nesting into `page.limit`.
  app.set('query parser', 'simple');
  // Traffic is logged and faults are injected before anything else, so they hit every route alike.
  const traffic = new TrafficLog();
  const faults = new FaultInjector(options.config.faults);
  app.use(traffic.middleware);
  const recorder = requestRecorder();
  if (recorder) app.use(recorder);
  app.use(CONTROL_PREFIX, createControlRouter(faults, traffic));
  app.use(faults.middleware);
  if (options.config.rateLimit) app.use(rateLimitByStore(auth));
  app.use(express.json({ limit: '1mb', type: ['application/json', 'application/*+json'] }));
  app.use(express.urlencoded({ limit: '1mb', extended: false }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use('/oauth', createAuthRouter(auth));
  app.use('/oauth', createSsoRouter(auth));
  // Sign-in, session and stores (issue 5): account flows, organization-level stores, the mail outbox.
  const sellerRoutes = { db: options.db, now };
  app.use('/v2', createAccountFlowsRouter(sellerRoutes));
  app.post('/v2/sso-profiles', requireToken(auth), createSsoProfilesHandler(sellerRoutes));
  app.get('/v2/store-tiers', requireToken(auth), listStoreTiers);
  app.use('/v2/stores', requireToken(auth), createStoresRouter(sellerRoutes));
  app.use('/sandbox', createMailOutboxRouter(sellerRoutes));
  // Variations first: it decorates product documents with their family and owns build/children.
  app.use('/pcm/products', requireToken(auth), createProductVariationsRouter({ db: options.db, now }));
  // Before the products router, whose `/:id` routes would otherwise answer these paths.
  app.use(
    '/pcm/products',
    requireToken(auth),
    createProductCustomRelationshipsRouter({ db: options.db, now }),
  );
  app.use(
    '/pcm/custom-relationships',
    requireToken(auth),
    createCustomRelationshipsRouter({ db: options.db, now }),
  );
  app.use('/pcm/variations', requireToken(auth), createVariationsRouter({ db: options.db, now }));
  app.use('/pcm/products', requireToken(auth), createProductsRouter({ db: options.db, now }));
  // Files (issue 6): `/v2/files`, their public bytes, and a product's main image relationship.
  app.use('/v2/files', requireToken(auth), createFilesRouter({ db: options.db, now }));
  app.use('/sandbox/files', createFileContentRouter({ db: options.db }));
  app.use('/pcm/products', requireToken(auth), createMainImageRouter({ db: options.db, now }));
  // A product's files and a bundle's component products (issue 6).
  app.use('/pcm/products', requireToken(auth), createProductFilesRouter({ db: options.db, now }));
  // Price book import (issue 6) before the price books router, whose `/:pricebookId` is a GET only.
  app.use('/pcm/pricebooks', requireToken(auth), createPriceBookJobsRouter({ db: options.db, now }));
  app.use('/pcm/pricebooks', requireToken(auth), createPriceBooksRouter({ db: options.db, now }));
  // Jobs (issue 6): product export and import start jobs that progress with the clock.
  app.use('/pcm/products', requireToken(auth), createProductJobsRouter({ db: options.db, now }));
  app.use('/pcm/jobs', requireToken(auth), createJobsRouter({ db: options.db, now }));
  app.use(JOB_FILE_PREFIX, createJobFileRouter({ db: options.db }));
  app.use(PROMOTION_CODES_FILE_PREFIX, createPromotionCodesFileRouter({ db: options.db }));
  app.use('/pcm/hierarchies', requireToken(auth), createHierarchyJobsRouter({ db: options.db, now }));
  // Hierarchies, nodes and `/pcm/products/:id/nodes` (requests the products router leaves unmatched).
  app.use('/pcm', requireToken(auth), createHierarchiesRouter({ db: options.db, now }));
  // Legacy v2 catalogue resources (issue 6), one generic simple-resource router each.
  app.use('/v2/brands', requireToken(auth), createBrandsRouter({ db: options.db, now }));
  app.use('/v2/categories', requireToken(auth), createCategoriesRouter({ db: options.db, now }));
  app.use('/v2/collections', requireToken(auth), createCollectionsRouter({ db: options.db, now }));
  app.use('/v2/currencies', requireToken(auth), createCurrenciesRouter({ db: options.db, now }));
  app.use('/v2/variations', requireToken(auth), createLegacyVariationsRouter({ db: options.db, now }));
  // Flows, fields and entries (issue 6): templates and custom data.
  app.use('/v2/flows', requireToken(auth), createFlowsRouter({ db: options.db, now }));
  app.use('/v2/fields', requireToken(auth), createFieldsRouter({ db: options.db, now }));

  app.use('/v2/promotions', requireToken(auth), createPromotionsRouter({ db: options.db, now }));
  app.use('/v2/rule-promotions', requireToken(auth), createRulePromotionsRouter({ db: options.db, now }));
  app.use('/v2/subscriptions', requireToken(auth), createSubscriptionsApiRouter({ db: options.db, now }));
  app.use('/v2/inventories', requireToken(auth), createInventoryRouter({ db: options.db, now }));
  // Catalogs (pcm): rules and releases before the catalogs router, whose `/:id` would take them.
  app.use('/pcm/catalogs/rules', requireToken(auth), createCatalogRulesRouter({ db: options.db, now }));
  app.use('/pcm/catalogs', requireToken(auth), createCatalogReleasesRouter({ db: options.db, now }));
  app.use('/pcm/catalogs', requireToken(auth), createCatalogsRouter({ db: options.db, now }));
  app.use('/catalog', requireToken(auth), createShopperCatalogRouter({ db: options.db, now }));
  // Orders, payments (transactions), gateways and order metrics.
  app.use('/v2/orders', requireToken(auth), createOrdersRouter({ db: options.db, now }));
  app.use('/v2/orders/:orderId', requireToken(auth), createOrderPaymentsRouter({ db: options.db, now }));
  app.use('/v2/gateways', requireToken(auth), createGatewaysRouter({ db: options.db, now }));
  app.use('/v2/metrics', requireToken(auth), createMetricsRouter({ db: options.db, now }));
  // Carts: the cart itself, then its items/taxes, custom discounts, shipping groups and checkout.
  app.use('/v2/carts', requireToken(auth), createCartsRouter({ db: options.db, now }));
  app.use('/v2/carts/:cartId', requireToken(auth), createCartItemsRouter({ db: options.db, now }));
  app.use('/v2/carts/:cartId', requireToken(auth), createCartCustomDiscountsRouter({ db: options.db, now }));
  app.use('/v2/carts/:cartId', requireToken(auth), createCartShippingGroupsRouter({ db: options.db, now }));
  app.use('/v2/carts/:cartId/checkout', requireToken(auth), createCheckoutRouter({ db: options.db, now }));
  // Settings, personal data, application keys, custom APIs, permissions and integrations.
  app.use('/v2/settings', requireToken(auth), createSettingsRouter({ db: options.db, now }));
  app.use('/v2/settings/extensions/custom-apis', requireToken(auth), createCustomApisRouter(sellerRoutes));
  app.use('/v2/extensions', requireToken(auth), createExtensionsRouter({ db: options.db, now }));
  app.use('/v2/permissions', requireToken(auth), createPermissionsRouter({ db: options.db, now }));
  app.use('/v2/application-keys', requireToken(auth), createApplicationKeysRouter({ db: options.db, now }));
  app.use('/v2/personal-data', requireToken(auth), createPersonalDataRouter({ db: options.db, now }));
  app.use('/v2/integrations', requireToken(auth), createIntegrationsRouter({ db: options.db, now }));
  // Customers, accounts and authentication realms.
  app.use('/v2/customers', requireToken(auth), createCustomersRouter({ db: options.db, now }));
  app.use('/v2/accounts', requireToken(auth), createAccountsRouter({ db: options.db, now }));
  app.use('/v2/account-tags', requireToken(auth), createAccountTagsRouter({ db: options.db, now }));
  app.use('/v2/account-members', requireToken(auth), createAccountMembersRouter({ db: options.db, now }));
  app.use('/v2/authentication-realms', requireToken(auth), createRealmsRouter({ db: options.db, now }));
  app.use('/v2/merchant-realm-mappings', requireToken(auth), createRealmMappingsRouter(sellerRoutes));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

export type StartSandboxOptions = Partial<SandboxConfig> & { now?: () => number };

export interface RunningSandbox {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:4100 */
  url: string;
  port: number;
  config: SandboxConfig;
  close(): Promise<void>;
}

/** Opens (and if new, seeds) the database, then listens. Port 0 picks a free port. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const { now = Date.now, ...overrides } = options;
  const config: SandboxConfig = { ...DEFAULT_SANDBOX_CONFIG, ...withoutUndefined(overrides) };
  const db = openDatabase(config.dataPath);
  try {
    await seedDatabase(db, config, now);
    const server = http.createServer(createSandboxApp({ db, config, now }));
    const port = await listen(server, config.port, config.host);
    return { url: `http://${urlHost(config.host)}:${port}`, port, config, close: closer(server, db) };
  } catch (error) {
    db.close();
    throw error;
  }
}

function withoutUndefined(overrides: Partial<SandboxConfig>): Partial<SandboxConfig> {
  return Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

/** Wildcard bind addresses are not dialable; point clients at loopback instead. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function closer(server: http.Server, db: SandboxDatabase): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= new Promise<void>((resolve, reject) => {
      server.close((error) => {
        db.close();
        if (error) reject(error);
        else resolve();
      });
      // Keep-alive sockets (e.g. from fetch) would otherwise hold close() open for seconds.
      server.closeAllConnections();
    });
    return closing;
  };
}
