import crypto from 'node:crypto';
import type { SandboxDatabase } from '../core/db';
import { inventoryLocationCollection, type InventoryLocationData } from './inventory-locations';
import {
  applyTransaction,
  emptyPosition,
  stockCollection,
  transactionCollection,
  type StockData,
  type TransactionAction,
} from './inventory-stock';
import { productCollection } from '../catalogue/products';

/**
 * Demo inventory: two locations and stock for every product of the store, built by replaying a
 * short transaction history so the stock and its log always agree. Every third product keeps
 * its stock in the two locations (the multi-location screens), the rest unlocated (the
 * single-location API); some are sold out and some run low.
 */

export const SEEDED_INVENTORY_LOCATIONS: readonly { id: string; data: InventoryLocationData }[] = [
  {
    id: '3b6f1d2e-8c4a-4f7e-9a51-2d8e6c0b4a19',
    data: {
      name: 'Warehouse North',
      slug: 'warehouse-north',
      external_ref: 'wh-north-01',
      description: 'Main dispatch warehouse for online orders',
      address: ['Unit 4, Riverside Park', 'Leeds', 'LS10 1AB'],
      geolocation: { lat: 53.7868, lon: -1.5309 },
    },
  },
  {
    id: '9e2c4a7b-1d5f-4b3e-8c62-7a0f3e9d1b54',
    data: {
      name: 'Store Front',
      slug: 'store-front',
      description: 'Stock on the shop floor of the flagship store',
      address: ['12 High Street', 'York', 'YO1 8RS'],
      geolocation: { lat: 53.9591, lon: -1.0815 },
    },
  },
];

const DAY = 24 * 3600 * 1000;
const MINUTE = 60 * 1000;

interface SeedStep {
  action: TransactionAction;
  quantity: number;
  locationIndex?: number;
}

/** Deterministic history for the product at `index`; quantities derive from the index. */
export function seededHistory(index: number): SeedStep[] {
  const received = 20 + ((index * 37) % 150);
  const soldOut = index % 10 === 4;
  const low = index % 10 === 8;
  const allocated = index % 5;
  const sold = (index * 7) % 10;
  const located = index % 3 === 0;
  const at = located ? 0 : undefined;
  const steps: SeedStep[] = [{ action: 'increment', quantity: received, locationIndex: at }];
  if (soldOut) {
    steps.push({ action: 'decrement', quantity: received, locationIndex: at });
  } else if (low) {
    steps.push({ action: 'decrement', quantity: received - (2 + (index % 3)), locationIndex: at });
  } else {
    if (allocated > 0) steps.push({ action: 'allocate', quantity: allocated, locationIndex: at });
    if (sold > 0) steps.push({ action: 'decrement', quantity: sold, locationIndex: at });
  }
  if (located && !soldOut) {
    steps.push({ action: 'increment', quantity: 5 + ((index * 13) % 25), locationIndex: 1 });
  }
  return steps;
}

/** A stable UUID-shaped id from its parts, so reseeding yields the same ids. */
function seededId(...parts: string[]): string {
  const hex = crypto.createHash('sha1').update(parts.join('/')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function seedInventory(db: SandboxDatabase, storeId: string, now: () => number): void {
  const locations = inventoryLocationCollection(db);
  const start = now() - 30 * DAY;
  const locationStamp = new Date(start).toISOString();
  for (const location of SEEDED_INVENTORY_LOCATIONS) {
    locations.insert({ ...location, storeId, createdAt: locationStamp, updatedAt: locationStamp });
  }
  const stock = stockCollection(db);
  const transactions = transactionCollection(db);
  productCollection(db)
    .list(storeId)
    .forEach((product, index) => {
      let data: StockData = {
        stockId: seededId(storeId, product.id, 'stock'),
        unlocated: emptyPosition(),
        locations: {},
      };
      const stamps: string[] = [];
      seededHistory(index).forEach((step, sequence) => {
        const location =
          step.locationIndex === undefined ? undefined : SEEDED_INVENTORY_LOCATIONS[step.locationIndex];
        data = applyTransaction(data, step.action, step.quantity, location?.id, '/data/quantity');
        const at = new Date(start + (sequence * 7 + 1) * DAY + index * MINUTE).toISOString();
        stamps.push(at);
        transactions.insert({
          id: seededId(storeId, product.id, 'transaction', String(sequence)),
          storeId,
          data: {
            productId: product.id,
            action: step.action,
            quantity: step.quantity,
            ...(location ? { location: location.data.slug } : {}),
            sequence: sequence + 1,
          },
          createdAt: at,
          updatedAt: at,
        });
      });
      const first = stamps[0] ?? locationStamp;
      const last = stamps[stamps.length - 1] ?? locationStamp;
      stock.insert({ id: product.id, storeId, data, createdAt: first, updatedAt: last });
    });
}
