/**
 * Browser journeys: the product started as `npm start` starts it (random ports, a fresh database),
 * driven in Debian's headless chromium. Prints one line per journey and the closing
 * "N passed, N failed" line; exits non-zero when any journey fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  OUTPUT_DIR,
  productPorts,
  startProduct,
  type ProductPorts,
  type RunningProduct,
} from './harness';
import { accountJourney } from './journeys/account';
import { jwtSignInJourney, sessionRefreshJourney, ssoSignInJourney } from './journeys/auth';
import { storesJourney } from './journeys/stores';
import { graphiqlJourney } from './journeys/graphiql';
import { rolePolicyJourney } from './journeys/custom-apis';
import { customRelationshipsJourney } from './journeys/custom-relationships';
import { accountMembersTagsGatewaysJourney, customersAccountsJourney } from './journeys/customers-accounts';
import { filesJourney } from './journeys/files';
import { flowsJourney } from './journeys/flows';
import { hierarchiesJourney } from './journeys/hierarchies';
import { inventoryCatalogsJourney, singleLocationStockJourney } from './journeys/inventory-catalogs';
import { jobsJourney } from './journeys/jobs';
import { legacyCatalogueJourney } from './journeys/legacy-catalogue';
import { metricsJourney } from './journeys/metrics';
import { customerOrdersJourney, ordersJourney } from './journeys/orders';
import { priceBooksJourney } from './journeys/pricebooks';
import { subscriptionScheduleJobJourney, subscriptionsJourney } from './journeys/subscriptions';
import { bulkJourney } from './journeys/bulk';
import { bulkParamsJourney } from './journeys/bulk-params';
import { importsJourney } from './journeys/imports';
import { cartsJourney } from './journeys/carts';
import { settingsJourney } from './journeys/settings';
import { shopperPreviewJourney } from './journeys/shopper-preview';
import { frameJourney, paletteJourney } from './journeys/shell';
import { pricedProductJourney, productsJourney } from './journeys/products';
import { promotionsJourney } from './journeys/promotions';
import { merchantRealmMappingsJourney, realmUserJourney } from './journeys/realms';
import { variationsJourney } from './journeys/variations';

export interface JourneyContext {
  browser: Browser;
  product: RunningProduct;
  /** The product's ports and sandbox database (journeys that sign JWTs or visit the sandbox's pages). */
  ports: ProductPorts;
  /** Stops the product and starts it again on the same database (durability checks). */
  restartProduct(): Promise<RunningProduct>;
  screenshot(name: string): string;
}

export type Journey = (context: JourneyContext) => Promise<void>;

const journeys: Record<string, Journey> = {
  'seller signs in and manages products': productsJourney,
  'seller creates a priced product with an image and sets products to draft in bulk': pricedProductJourney,
  'developer explores the schema in the bundled GraphiQL': graphiqlJourney,
  'seller builds a hierarchy, moves a node and puts a product in it': hierarchiesJourney,
  'seller prices a product in a new price book and sees it on the product': priceBooksJourney,
  'seller builds a subscription offering, subscribes an account, pauses and resumes it': subscriptionsJourney,
  'seller sets up a subscription schedule and job, then opens an invoice and its payment':
    subscriptionScheduleJobJourney,
  'seller fills a cart, applies a promotion code and checks out a guest order': cartsJourney,
  'seller records a manual payment on an unpaid order, captures and refunds part of it': ordersJourney,
  "seller opens a customer's unpaid order from their page, captures and refunds part, and lists their orders":
    customerOrdersJourney,
  "seller uploads an image and makes it a product's main image": filesJourney,
  'seller builds child products from a new variation': variationsJourney,
  'seller adds a related product by SKU under a new custom relationship': customRelationshipsJourney,
  'seller manages the legacy catalogue: brand, category in the tree, currency, v2 variation':
    legacyCatalogueJourney,
  'seller builds templates and flows: a flow, a required field and an entry': flowsJourney,
  'seller exports products filtered by SKU and downloads the file when the jobs bar completes': jobsJourney,
  'seller signs in with a pre-issued JWT; a broken token is refused': jwtSignInJourney,
  "seller signs in with SSO through the sandbox's authorize page": ssoSignInJourney,
  'an expired session is refreshed before and after the gateway refuses it': sessionRefreshJourney,
  'seller creates a store with a tier and switches the admin to it': storesJourney,
  'new seller signs up from an invitation and resets a forgotten password': accountJourney,
  'seller creates a customer with an address, then an account with a tag and a member':
    customersAccountsJourney,
  "seller opens an account member's page, signs them in for a test, edits and deletes an account tag, and onboards a Stripe gateway":
    accountMembersTagsGatewaysJourney,
  'seller adjusts stock and publishes a new catalog': inventoryCatalogsJourney,
  'seller sees single-location stock adjusted without Set, opens the transaction and edits a location':
    singleLocationStockJourney,
  'seller previews the catalog as a tagged shopper and configures a parent product by its options':
    shopperPreviewJourney,
  'seller creates a promotion, adds and generates codes and downloads them as CSV': promotionsJourney,
  'seller views order metrics over 90 days weekly in EUR; a reversed custom range is refused': metricsJourney,
  'seller changes settings, creates an application key and a Custom API entry, and erases a customer':
    settingsJourney,
  'seller finds a seeded product by SKU in the command palette (Ctrl+K) and opens it': paletteJourney,
  'seller exports 1,000 customers to CSV, closes the tab inside an undo window, then bulk-deletes 111':
    bulkJourney,
  'seller adds selected products to a node and a price book, and undoes an address delete': bulkParamsJourney,
  'seller imports customers, prices and stock from CSV with a per-row report': importsJourney,
  'seller works in dark mode, saves a list view and uses the admin at 768 px': frameJourney,
  'seller gives a realm user credentials under a new password profile and requests a one-time password':
    realmUserJourney,
  "seller changes the store's merchant realm mapping prefix; a bad prefix is refused":
    merchantRealmMappingsJourney,
  "seller edits a Custom API role policy and an entry on the entry's own page": rolePolicyJourney,
};

/**
 * The journeys `--embedded-smoke` runs with the embedded provider: what only that mode can break
 * (the gateway spawning, supervising and restarting its own sandbox on loopback; the sandbox's sign-in
 * pages and the `/api/*` routes reached through it). Every journey runs with the remote provider, the
 * stricter mode (no shared host, the gateway joined to it only by `EP_HOST`), so running all of them
 * twice proved the same thing twice.
 */
const EMBEDDED_SMOKE = new Set([
  'seller signs in and manages products',
  'developer explores the schema in the bundled GraphiQL',
  'seller signs in with a pre-issued JWT; a broken token is refused',
  "seller signs in with SSO through the sandbox's authorize page",
  'new seller signs up from an invitation and resets a forgotten password',
]);
for (const name of EMBEDDED_SMOKE) {
  if (!(name in journeys)) throw new Error(`The embedded smoke set names an unknown journey: ${name}`);
}

/** What the browser showed when a journey failed, for whoever reads the CI log next. */
async function screenshotOpenPages(browser: Browser, journey: string): Promise<void> {
  const pages = browser.contexts().flatMap((context) => context.pages());
  const slug = journey.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  await Promise.all(
    pages.map((page, index) =>
      page.screenshot({ path: path.join(OUTPUT_DIR, `failed-${slug}-${index}.png`) }).catch(() => undefined),
    ),
  );
  if (pages.length > 0) console.log(`     screenshots: e2e/output/failed-${slug}-*.png`);
}

async function main(): Promise<void> {
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  // `--remote` (or E2E_PROVIDER=remote): the provider as a separate process on another host name.
  // `--embedded-smoke`: the embedded provider, only the journeys of EMBEDDED_SMOKE.
  const args = process.argv.slice(2);
  const remote = args.includes('--remote') || process.env.E2E_PROVIDER === 'remote';
  const smokeOnly = !remote && args.includes('--embedded-smoke');
  const ports = await productPorts(remote ? 'remote' : 'embedded');
  console.log(`provider: ${remote ? `remote at ${ports.providerOrigin}` : 'embedded'}`);
  let product = await startProduct(ports);
  const browser = await launchBrowser();
  let passed = 0;
  let failed = 0;
  try {
    // `npm run e2e -- <text>` runs only the journeys whose name contains the text.
    const only = args.find((argument) => !argument.startsWith('--'))?.toLowerCase();
    for (const [name, journey] of Object.entries(journeys)) {
      if (only && !name.toLowerCase().includes(only)) continue;
      if (smokeOnly && !EMBEDDED_SMOKE.has(name)) continue;
      const started = Date.now();
      try {
        await journey({
          browser,
          get product() {
            return product;
          },
          ports,
          async restartProduct() {
            await product.stop();
            product = await startProduct(ports);
            return product;
          },
          screenshot: (file) => path.join(OUTPUT_DIR, file),
        });
        passed += 1;
        console.log(`ok   ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      } catch (error) {
        failed += 1;
        await screenshotOpenPages(browser, name);
        console.log(
          `FAIL ${name}\n     ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      }
    }
  } finally {
    await browser.close();
    await product.stop();
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
