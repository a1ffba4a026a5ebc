import type { Request } from 'express';
import type { SandboxDatabase } from '../core/db';
import { ApiError, providerError } from '../core/http';
import { ResourceCollection, type ResourceRecord } from '../core/resources';
import { isPlainObject } from '../core/request';

/**
 * The inventory model shared by the stock routes (inventory.ts) and the locations registry
 * (inventory-locations.ts): one stock document per product, one document per transaction, and
 * the pure rules a transaction applies. Both provider APIs (single and multi-location) read and
 * write the same documents, like upstream where "the two systems operate on the same database".
 */

/** The provider's switch between the older single-location API and the multi-location one. */
export const MULTI_LOCATION_HEADER = 'ep-inventories-multi-location';

export function isMultiLocation(req: Request): boolean {
  return req.get(MULTI_LOCATION_HEADER)?.trim().toLowerCase() === 'true';
}

export interface StockPosition {
  available: number;
  allocated: number;
}

export interface StockData {
  /** The provider's `meta.stock_id`, distinct from the product id the stock is addressed by. */
  stockId: string;
  /** Stock not held at a named location: all of it for the single-location API. */
  unlocated: StockPosition;
  /** Positions by location id, so renaming a location's slug keeps its stock. */
  locations: Record<string, StockPosition>;
}

export const TRANSACTION_ACTIONS = ['increment', 'decrement', 'allocate', 'deallocate', 'set'] as const;
export type TransactionAction = (typeof TRANSACTION_ACTIONS)[number];
/** `set` exists only in the multi-location API. */
export const SINGLE_LOCATION_ACTIONS: readonly TransactionAction[] = [
  'increment',
  'decrement',
  'allocate',
  'deallocate',
];

export interface TransactionData {
  productId: string;
  action: TransactionAction;
  quantity: number;
  /** The location slug the transaction acted on, as sent (history keeps the slug of the time). */
  location?: string;
  /** Orders transactions recorded within the same millisecond. */
  sequence: number;
}

export type StockRecord = ResourceRecord<StockData>;
export type TransactionRecord = ResourceRecord<TransactionData>;

function decodePosition(value: unknown): StockPosition {
  if (!isPlainObject(value) || typeof value.available !== 'number' || typeof value.allocated !== 'number') {
    throw new Error('Corrupt stored stock position');
  }
  return { available: value.available, allocated: value.allocated };
}

function decodeStock(data: unknown): StockData {
  if (!isPlainObject(data) || typeof data.stockId !== 'string' || !isPlainObject(data.locations)) {
    throw new Error('Corrupt stored stock');
  }
  const locations: Record<string, StockPosition> = {};
  for (const [id, position] of Object.entries(data.locations)) locations[id] = decodePosition(position);
  return { stockId: data.stockId, unlocated: decodePosition(data.unlocated), locations };
}

function decodeTransaction(data: unknown): TransactionData {
  const action = isPlainObject(data) ? TRANSACTION_ACTIONS.find((name) => name === data.action) : undefined;
  if (
    !isPlainObject(data) ||
    !action ||
    typeof data.productId !== 'string' ||
    typeof data.quantity !== 'number' ||
    typeof data.sequence !== 'number'
  ) {
    throw new Error('Corrupt stored stock transaction');
  }
  return {
    productId: data.productId,
    action,
    quantity: data.quantity,
    ...(typeof data.location === 'string' ? { location: data.location } : {}),
    sequence: data.sequence,
  };
}

export function stockCollection(db: SandboxDatabase): ResourceCollection<StockData> {
  return new ResourceCollection(db, { name: 'inventory-stock', decode: decodeStock });
}

export function transactionCollection(db: SandboxDatabase): ResourceCollection<TransactionData> {
  return new ResourceCollection(db, { name: 'inventory-transaction', decode: decodeTransaction });
}

export const emptyPosition = (): StockPosition => ({ available: 0, allocated: 0 });

export function positionTotals(position: StockPosition): StockPosition & { total: number } {
  return { ...position, total: position.available + position.allocated };
}

/** Totals over the unlocated position and every location. */
export function stockTotals(data: StockData): StockPosition & { total: number } {
  const sum = [data.unlocated, ...Object.values(data.locations)].reduce(
    (acc, position) => ({
      available: acc.available + position.available,
      allocated: acc.allocated + position.allocated,
    }),
    emptyPosition(),
  );
  return positionTotals(sum);
}

export function usesLocations(data: StockData): boolean {
  return Object.keys(data.locations).length > 0;
}

/** The provider's answer to a transaction the stock cannot cover. */
function insufficientStock(detail: string, pointer: string): ApiError {
  return new ApiError(422, [{ ...providerError(422, detail, pointer), title: 'Cannot complete request' }]);
}

/**
 * One transaction's effect on a position (total = available + allocated throughout).
 * `quantityPointer` names the request field a refusal points at.
 */
export function applyAction(
  position: StockPosition,
  action: TransactionAction,
  quantity: number,
  quantityPointer: string,
): StockPosition {
  const { available, allocated } = position;
  switch (action) {
    case 'increment':
      return { available: available + quantity, allocated };
    case 'decrement':
      if (quantity > available) {
        throw insufficientStock(`Cannot decrement ${quantity}: only ${available} available`, quantityPointer);
      }
      return { available: available - quantity, allocated };
    case 'allocate':
      if (quantity > available) {
        throw insufficientStock(`Cannot allocate ${quantity}: only ${available} available`, quantityPointer);
      }
      return { available: available - quantity, allocated: allocated + quantity };
    case 'deallocate':
      if (quantity > allocated) {
        throw insufficientStock(
          `Cannot deallocate ${quantity}: only ${allocated} allocated`,
          quantityPointer,
        );
      }
      return { available: available + quantity, allocated: allocated - quantity };
    case 'set':
      // Sets the total; what is allocated stays allocated, so the total cannot go below it.
      if (quantity < allocated) {
        throw insufficientStock(
          `Cannot set the total to ${quantity}: ${allocated} are allocated`,
          quantityPointer,
        );
      }
      return { available: quantity - allocated, allocated };
  }
}

/** Applies one transaction to the unlocated position or to one location's position. */
export function applyTransaction(
  data: StockData,
  action: TransactionAction,
  quantity: number,
  locationId: string | undefined,
  quantityPointer: string,
): StockData {
  if (locationId === undefined) {
    return { ...data, unlocated: applyAction(data.unlocated, action, quantity, quantityPointer) };
  }
  const current = data.locations[locationId] ?? emptyPosition();
  return {
    ...data,
    locations: { ...data.locations, [locationId]: applyAction(current, action, quantity, quantityPointer) },
  };
}
