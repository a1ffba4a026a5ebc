import { seedAccounts } from './accounts';
import { seedCustomers } from './customers';
import type { SandboxDatabase } from '../core/db';
import { ensureMapping } from './merchant-realm-mappings';
import { realmCollections, seedRealms } from './realms';

/** The demo store's shoppers: realms, customers with addresses, accounts, tags and members. */
export function seedShoppers(db: SandboxDatabase, storeId: string, timestamp: string): void {
  const realms = seedRealms(db, storeId, timestamp);
  seedCustomers(db, storeId, timestamp);
  seedAccounts(db, storeId, realms, timestamp);
  ensureMapping(db, realmCollections(db), storeId, timestamp);
}
