import type { Router } from 'express';
import type { SandboxDatabase } from '../core/db';
import { conflict } from '../core/http';
import { isMultiLocation, positionTotals, stockCollection } from './inventory-stock';
import type { ResourceCollection } from '../core/resources';
import {
  createSimpleResourceRouter,
  readText,
  simpleResourceCollection,
  type FieldProblems,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject } from '../core/request';

/**
 * Multi-location inventory locations (`/v2/inventories/locations`), answered only when the
 * multi-location header is sent; without it the request falls through to the stock routes,
 * as the single-location API has no locations.
 */

export interface Geolocation {
  lat: number;
  lon: number;
}

export interface InventoryLocationData {
  name: string;
  slug: string;
  external_ref?: string;
  description?: string;
  address?: string[];
  geolocation?: Geolocation;
}

export const INVENTORY_LOCATION_TYPE = 'inventory_location';

const SLUG = /^[A-Za-z0-9._-]+$/;
const MAX_ADDRESS_LINES = 8;

function decodeLocation(data: unknown): InventoryLocationData {
  if (!isPlainObject(data) || typeof data.name !== 'string' || typeof data.slug !== 'string') {
    throw new Error('Corrupt stored inventory location');
  }
  const text = (field: string) => (typeof data[field] === 'string' ? { [field]: data[field] } : {});
  const address = Array.isArray(data.address)
    ? data.address.filter((line): line is string => typeof line === 'string')
    : undefined;
  const geo = data.geolocation;
  return {
    name: data.name,
    slug: data.slug,
    ...text('external_ref'),
    ...text('description'),
    ...(address ? { address } : {}),
    ...(isPlainObject(geo) && typeof geo.lat === 'number' && typeof geo.lon === 'number'
      ? { geolocation: { lat: geo.lat, lon: geo.lon } }
      : {}),
  };
}

/** A text attribute with the document's 3..1024 length; null clears it on update. */
function readOptionalText(
  document: Record<string, unknown>,
  field: 'external_ref' | 'description',
  existing: InventoryLocationData | undefined,
  problems: FieldProblems,
): string | undefined {
  const value = document[field];
  if (value === null) return undefined;
  if (value === undefined) return existing?.[field];
  if (typeof value !== 'string' || value.length < 3 || value.length > 1024) {
    problems.add(`${field} must be a string of 3 to 1024 characters`, field);
    return existing?.[field];
  }
  return value;
}

function readAddress(
  document: Record<string, unknown>,
  existing: InventoryLocationData | undefined,
  problems: FieldProblems,
): string[] | undefined {
  const value = document.address;
  if (value === null) return undefined;
  if (value === undefined) return existing?.address;
  const valid =
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= MAX_ADDRESS_LINES &&
    value.every((line) => typeof line === 'string' && line.length <= 1024);
  if (!valid) {
    problems.add(`address must be 1 to ${MAX_ADDRESS_LINES} lines of at most 1024 characters`, 'address');
    return existing?.address;
  }
  return value.filter((line): line is string => typeof line === 'string');
}

function readGeolocation(
  document: Record<string, unknown>,
  existing: InventoryLocationData | undefined,
  problems: FieldProblems,
): Geolocation | undefined {
  const value = document.geolocation;
  if (value === null) return undefined;
  if (value === undefined) return existing?.geolocation;
  const inRange = (coordinate: unknown, limit: number): coordinate is number =>
    typeof coordinate === 'number' && Number.isFinite(coordinate) && Math.abs(coordinate) <= limit;
  if (!isPlainObject(value) || !inRange(value.lat, 90) || !inRange(value.lon, 180)) {
    problems.add('geolocation needs lat between -90 and 90 and lon between -180 and 180', 'geolocation');
    return existing?.geolocation;
  }
  return { lat: value.lat, lon: value.lon };
}

function readLocation(
  document: Record<string, unknown>,
  existing: InventoryLocationData | undefined,
  problems: FieldProblems,
): InventoryLocationData {
  const name = readText(document, 'name', existing?.name, problems, { required: true, maxLength: 1024 });
  if (name !== undefined && name.length < 3) problems.add('name must be at least 3 characters', 'name');
  const slug = readText(document, 'slug', existing?.slug, problems, {
    required: true,
    maxLength: 128,
    pattern: SLUG,
    patternDetail: 'slug may only contain letters, digits, dots, dashes and underscores',
  });
  const externalRef = readOptionalText(document, 'external_ref', existing, problems);
  const description = readOptionalText(document, 'description', existing, problems);
  const address = readAddress(document, existing, problems);
  const geolocation = readGeolocation(document, existing, problems);
  return {
    name: name ?? '',
    slug: slug ?? '',
    ...(externalRef === undefined ? {} : { external_ref: externalRef }),
    ...(description === undefined ? {} : { description }),
    ...(address === undefined ? {} : { address }),
    ...(geolocation === undefined ? {} : { geolocation }),
  };
}

const matchText = ['eq', 'like', 'in'] as const;

export function inventoryLocationDefinition(
  db: SandboxDatabase,
): SimpleResourceDefinition<InventoryLocationData> {
  const stock = stockCollection(db);
  return {
    type: INVENTORY_LOCATION_TYPE,
    label: 'location',
    storedAs: 'inventory-location',
    path: '/v2/inventories/locations',
    shape: 'attributes',
    decode: decodeLocation,
    read: readLocation,
    unique: [{ field: 'slug', value: (data) => data.slug }],
    filterFields: {
      name: { operators: matchText, value: (item) => item.data.name },
      slug: { operators: matchText, value: (item) => item.data.slug },
      external_ref: { operators: matchText, value: (item) => item.data.external_ref },
    },
    sortFields: { name: (item) => item.data.name, slug: (item) => item.data.slug },
    // Deleting a location would silently destroy the stock counted there.
    beforeDelete: (record, context) => {
      const records = stock.list(context.storeId);
      const holding = records.some((item) => {
        const position = item.data.locations[record.id];
        return position !== undefined && positionTotals(position).total > 0;
      });
      if (holding) throw conflict(`Location ${record.data.slug} still holds stock`);
      // Empty positions go with the location.
      for (const item of records) {
        if (!(record.id in item.data.locations)) continue;
        const locations = { ...item.data.locations };
        delete locations[record.id];
        stock.replace(context.storeId, item.id, { ...item.data, locations }, context.timestamp);
      }
    },
    // Registered before the resource routes: without the header this API does not exist.
    extraRoutes: (router: Router) => {
      router.use((req, _res, next) => {
        if (isMultiLocation(req)) next();
        else next('router');
      });
    },
  };
}

export function inventoryLocationCollection(db: SandboxDatabase): ResourceCollection<InventoryLocationData> {
  return simpleResourceCollection(db, inventoryLocationDefinition(db));
}

/** Mounted at `/locations` by the stock router, ahead of its `/:productId` routes. */
export function createInventoryLocationsRouter(options: SimpleResourceRoutesOptions): Router {
  return createSimpleResourceRouter(inventoryLocationDefinition(options.db), options);
}
