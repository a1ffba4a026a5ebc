import type { SandboxConfig } from './config';
import type { SandboxDatabase } from './db';
import { seedCatalogs } from '../catalogs/catalog-releases';
import { seedCarts } from '../carts-orders/carts';
import { seedCustomRelationships } from '../catalogue/custom-relationships';
import { seedFiles } from '../catalogue/files';
import { hierarchyCollection, nodeCollection } from '../catalogue/hierarchies';
import { seedFlows } from '../catalogue/flows';
import { seedInventory } from '../inventory/inventory-seed';
import { seedLegacyCatalogue } from '../catalogue/legacy-catalogue';
import { seedLegacyVariations } from '../catalogue/legacy-variations';
import { seedPromotions } from '../promotions/promotions';
import { seedSubscriptions } from '../subscriptions/subscriptions';
import { modifierCollection, priceBookCollection, priceCollection } from '../catalogue/pricebooks';
import { productCollection } from '../catalogue/products';
import { generateCatalogue } from '../catalogue/seed-catalogue';
import { generateHierarchies } from '../catalogue/seed-hierarchies';
import { seedOrders } from '../carts-orders/seed-orders';
import { seedShoppers } from '../customers-accounts/seed-shoppers';
import { generatePriceBooks, RETAIL_PRICE_BOOK_ID } from '../catalogue/seed-pricebooks';
import { hashSecret, verifySecret } from '../auth-stores/secrets';
import { seedSettingsArea } from '../settings/settings-seed';
import { SEEDED_PARENT_PRODUCTS, seedVariations } from '../catalogue/variations';

/**
 * First-start data: the demo store and its catalogue are created once; the API key and seller
 * account are re-synchronised with the config on every start, so changing SANDBOX_* variables
 * takes effect without wiping the database.
 */

export const DEMO_STORE_ID = '7d3f2a6e-5b1c-4e8d-9f20-6a4c1b8e3d57';
export const DEMO_STORE_NAME = 'Demo Store';
export const DEMO_STORE_TIER = 'development';
/** Fixed ids let later starts find and update the seeded credentials. */
const SEED_API_KEY_ID = 'c0a8e1f4-2d7b-4c59-8e36-91f5a7b2d4c8';
const SEED_USER_ID = 'e4b9c2d1-8f3a-4b6e-a5d7-3c1f9e8b2a60';

export type SeedCredentials = Pick<
  SandboxConfig,
  'clientId' | 'clientSecret' | 'sellerEmail' | 'sellerPassword'
>;

export async function seedDatabase(
  db: SandboxDatabase,
  config: SeedCredentials,
  now: () => number,
): Promise<void> {
  seedStoreOnce(db, now);
  await syncApiKey(db, config, isoNow(now));
  await syncSeller(db, config, isoNow(now));
}

const isoNow = (now: () => number) => new Date(now()).toISOString();

/** The catalogue is only generated with the store, so deleted demo products stay deleted. */
function seedStoreOnce(db: SandboxDatabase, now: () => number): void {
  const exists = db.prepare('SELECT 1 FROM stores WHERE id = ?').get(DEMO_STORE_ID);
  if (exists) return;
  const products = productCollection(db);
  db.transaction(() => {
    db.prepare('INSERT INTO stores (id, name, tier, created_at) VALUES (?, ?, ?, ?)').run(
      DEMO_STORE_ID,
      DEMO_STORE_NAME,
      DEMO_STORE_TIER,
      isoNow(now),
    );
    const catalogue = generateCatalogue(now());
    for (const product of catalogue) {
      products.insert({ ...product, storeId: DEMO_STORE_ID, data: product.attributes });
    }
    seedHierarchies(
      db,
      catalogue.map((product) => ({ id: product.id, sku: product.attributes.sku })),
      isoNow(now),
    );
    // Two apparel products become parents of Size x Colour children.
    seedVariations(
      db,
      DEMO_STORE_ID,
      catalogue
        .filter((product) => product.attributes.tags?.includes('apparel'))
        .slice(0, SEEDED_PARENT_PRODUCTS)
        .map((p) => p.id),
      isoNow(now),
    );
    seedFiles(
      db,
      DEMO_STORE_ID,
      catalogue.map((product) => product.id),
      isoNow(now),
    );
    seedPriceBooks(
      db,
      catalogue.flatMap((product) => (product.attributes.sku ? [product.attributes.sku] : [])),
      isoNow(now),
    );
    seedLegacyCatalogue(db, DEMO_STORE_ID, isoNow(now));
    seedLegacyVariations(db, DEMO_STORE_ID, isoNow(now));
    seedFlows(db, DEMO_STORE_ID, isoNow(now));
    seedCustomRelationships(
      db,
      DEMO_STORE_ID,
      catalogue.map((product) => product.id),
      now,
    );
    seedShoppers(db, DEMO_STORE_ID, isoNow(now));
    seedSettingsArea(db, DEMO_STORE_ID, now);
    seedCarts(db, DEMO_STORE_ID, isoNow(now));
    seedPromotions(db, DEMO_STORE_ID, isoNow(now));
    seedSubscriptions(db, DEMO_STORE_ID, isoNow(now));
    seedCatalogs(db, DEMO_STORE_ID, RETAIL_PRICE_BOOK_ID, now);
    seedInventory(db, DEMO_STORE_ID, now);
    seedOrders(db, DEMO_STORE_ID, now);
  })();
}

/** Demo price books (Retail, Wholesale) with USD and EUR prices for most seeded SKUs. */
function seedPriceBooks(db: SandboxDatabase, skus: string[], timestamp: string): void {
  const plan = generatePriceBooks(skus);
  const stamp = { storeId: DEMO_STORE_ID, createdAt: timestamp, updatedAt: timestamp };
  const books = priceBookCollection(db);
  for (const book of plan.books) books.insert({ id: book.id, data: book.attributes, ...stamp });
  const prices = priceCollection(db);
  for (const price of plan.prices) prices.insert({ ...price, ...stamp });
  const modifiers = modifierCollection(db);
  for (const modifier of plan.modifiers) modifiers.insert({ ...modifier, ...stamp });
}

/** Demo hierarchies whose nodes hold seeded products; part of the store's one-time catalogue. */
function seedHierarchies(
  db: SandboxDatabase,
  products: { id: string; sku?: string }[],
  timestamp: string,
): void {
  const hierarchies = hierarchyCollection(db);
  const nodes = nodeCollection(db);
  const plan = generateHierarchies(products);
  for (const hierarchy of plan.hierarchies) {
    hierarchies.insert({
      id: hierarchy.id,
      storeId: DEMO_STORE_ID,
      data: hierarchy.attributes,
      createdAt: timestamp,
      updatedAt: timestamp,
    });
  }
  for (const node of plan.nodes) {
    nodes.insert({
      id: node.id,
      storeId: DEMO_STORE_ID,
      data: node.data,
      createdAt: timestamp,
      updatedAt: timestamp,
    });
  }
}

interface ApiKeyRow {
  client_id: string;
  client_secret_hash: string;
}

async function syncApiKey(db: SandboxDatabase, config: SeedCredentials, timestamp: string): Promise<void> {
  const row = db
    .prepare<[string], ApiKeyRow>('SELECT client_id, client_secret_hash FROM api_keys WHERE id = ?')
    .get(SEED_API_KEY_ID);
  if (
    row &&
    row.client_id === config.clientId &&
    (await verifySecret(config.clientSecret, row.client_secret_hash))
  ) {
    return;
  }
  const secretHash = await hashSecret(config.clientSecret);
  db.prepare(
    `INSERT INTO api_keys (id, store_id, name, client_id, client_secret_hash, created_at, updated_at)
     VALUES (?, ?, 'Sandbox demo key', ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET client_id = excluded.client_id,
       client_secret_hash = excluded.client_secret_hash, updated_at = excluded.updated_at`,
  ).run(SEED_API_KEY_ID, DEMO_STORE_ID, config.clientId, secretHash, timestamp, timestamp);
}

interface UserRow {
  email: string;
  password_hash: string;
}

async function syncSeller(db: SandboxDatabase, config: SeedCredentials, timestamp: string): Promise<void> {
  const row = db
    .prepare<[string], UserRow>('SELECT email, password_hash FROM users WHERE id = ?')
    .get(SEED_USER_ID);
  if (
    row &&
    row.email === config.sellerEmail &&
    (await verifySecret(config.sellerPassword, row.password_hash))
  ) {
    return;
  }
  const passwordHash = await hashSecret(config.sellerPassword);
  db.prepare(
    `INSERT INTO users (id, store_id, email, password_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET email = excluded.email,
       password_hash = excluded.password_hash, updated_at = excluded.updated_at`,
  ).run(SEED_USER_ID, DEMO_STORE_ID, config.sellerEmail, passwordHash, timestamp, timestamp);
}
