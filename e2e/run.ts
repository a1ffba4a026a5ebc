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
import { hierarchiesJourney } from './journeys/hierarchies';
import { productsJourney } from './journeys/products';

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
  'developer explores the schema in the bundled GraphiQL': graphiqlJourney,
  'seller builds a hierarchy, moves a node and puts a product in it': hierarchiesJourney,
  'seller signs in with a pre-issued JWT; a broken token is refused': jwtSignInJourney,
  "seller signs in with SSO through the sandbox's authorize page": ssoSignInJourney,
  'an expired session is refreshed before and after the gateway refuses it': sessionRefreshJourney,
  'seller creates a store with a tier and switches the admin to it': storesJourney,
  'new seller signs up from an invitation and resets a forgotten password': accountJourney,
};

async function main(): Promise<void> {
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  const ports = await productPorts();
  let product = await startProduct(ports);
  const browser = await launchBrowser();
  let passed = 0;
  let failed = 0;
  try {
    for (const [name, journey] of Object.entries(journeys)) {
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
