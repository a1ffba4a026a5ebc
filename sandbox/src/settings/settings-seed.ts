import type { SandboxDatabase } from '../core/db';
import { seedApplicationKeys } from './application-keys';
import { insertSeedEntries } from './custom-api-entries';
import { customApiCollection, customFieldCollection, type CustomFieldData } from './custom-apis';
import { seedIntegrations } from './integrations';
import { ROLE_IDS, rolePolicyCollection } from './permissions';
import { seedPersonalData } from './personal-data';

/**
 * Demo data for the settings area: application keys, two Custom APIs with fields, entries and
 * role policies, two webhook integrations with delivery history, and personal-data logs. Settings
 * themselves are not seeded: a fresh store shows the provider's defaults. Ids are fixed and
 * derived from indices so every fresh start looks the same.
 */

export const SEEDED_CUSTOM_API_IDS = {
  wishlists: '3a1c5e7f-2b4d-4c6e-8f0a-1b2c3d4e5f01',
  reviews: '3a1c5e7f-2b4d-4c6e-8f0a-1b2c3d4e5f02',
} as const;

type SeedField = Omit<CustomFieldData, 'custom_api_id' | 'description' | 'presentation'>;

const base = { allow_null_values: true, immutable: false };

const CUSTOM_APIS: {
  id: string;
  name: string;
  slug: string;
  api_type: string;
  description: string;
  fields: SeedField[];
  entries: Record<string, unknown>[];
}[] = [
  {
    id: SEEDED_CUSTOM_API_IDS.wishlists,
    name: 'Wishlists',
    slug: 'wishlists',
    api_type: 'wishlist_ext',
    description: 'Shopper wishlists',
    fields: [
      {
        name: 'Name',
        slug: 'name',
        field_type: 'string',
        validation: {
          ...base,
          allow_null_values: false,
          min_length: 1,
          max_length: 64,
          regex: null,
          unique: 'no',
          unique_case_insensitivity: false,
        },
      },
      {
        name: 'Items count',
        slug: 'items_count',
        field_type: 'integer',
        validation: { ...base, min_value: 0, max_value: 500 },
      },
      { name: 'Keep purchased', slug: 'keep_purchased', field_type: 'boolean', validation: base },
    ],
    entries: [
      { name: 'Birthday ideas', items_count: 4, keep_purchased: false },
      { name: 'Home office', items_count: 7, keep_purchased: true },
      { name: 'Summer trip', items_count: 2, keep_purchased: false },
    ],
  },
  {
    id: SEEDED_CUSTOM_API_IDS.reviews,
    name: 'Product reviews',
    slug: 'product-reviews',
    api_type: 'product_review_ext',
    description: 'Ratings and comments left by shoppers',
    fields: [
      {
        name: 'Product SKU',
        slug: 'sku',
        field_type: 'string',
        validation: {
          ...base,
          allow_null_values: false,
          min_length: null,
          max_length: 64,
          regex: null,
          unique: 'no',
          unique_case_insensitivity: false,
        },
      },
      {
        name: 'Rating',
        slug: 'rating',
        field_type: 'integer',
        validation: { ...base, allow_null_values: false, min_value: 1, max_value: 5 },
      },
      {
        name: 'Comment',
        slug: 'comment',
        field_type: 'string',
        validation: {
          ...base,
          min_length: null,
          max_length: 2000,
          regex: null,
          unique: 'no',
          unique_case_insensitivity: false,
        },
      },
      { name: 'Verified purchase', slug: 'verified', field_type: 'boolean', validation: base },
    ],
    entries: [
      { sku: 'DEMO-SKU-1', rating: 5, comment: 'Exactly as described.', verified: true },
      { sku: 'DEMO-SKU-2', rating: 3, comment: 'Runs a little small.', verified: true },
      { sku: 'DEMO-SKU-1', rating: 4, comment: null, verified: false },
      { sku: 'DEMO-SKU-3', rating: 2, comment: 'Arrived late.', verified: true },
    ],
  },
];

function seedCustomApis(db: SandboxDatabase, storeId: string, timestamp: string): void {
  const apis = customApiCollection(db);
  const fields = customFieldCollection(db);
  const stamp = { storeId, createdAt: timestamp, updatedAt: timestamp };
  CUSTOM_APIS.forEach((api, apiIndex) => {
    apis.insert({
      id: api.id,
      data: {
        name: api.name,
        description: api.description,
        slug: api.slug,
        api_type: api.api_type,
        allow_upserts: false,
      },
      ...stamp,
    });
    api.fields.forEach((field, fieldIndex) => {
      fields.insert({
        id: `4b2d6f8a-3c5e-4d7f-9a1b-${apiIndex}${fieldIndex.toString().padStart(11, '0')}`,
        data: {
          ...field,
          custom_api_id: api.id,
          description: '',
          presentation: { sort_order: fieldIndex * 10 },
        },
        ...stamp,
      });
    });
    insertSeedEntries(
      db,
      storeId,
      api.id,
      api.entries.map((values, entryIndex) => ({
        id: `5c3e7a9b-4d6f-4e8a-8b2c-${apiIndex}${entryIndex.toString().padStart(11, '0')}`,
        values,
      })),
      timestamp,
    );
  });
  const policies = rolePolicyCollection(db);
  const policy = (index: number, customApiId: string, roleId: string, allowed: Record<string, boolean>) =>
    policies.insert({
      id: `6d4f8b0c-5e7a-4f9b-9c3d-${index.toString().padStart(12, '0')}`,
      data: {
        custom_api_id: customApiId,
        role_id: roleId,
        create: false,
        list: false,
        read: false,
        update: false,
        delete: false,
        ...allowed,
      },
      ...stamp,
    });
  policy(1, SEEDED_CUSTOM_API_IDS.wishlists, ROLE_IDS.shopper, {
    create: true,
    list: true,
    read: true,
    update: true,
    delete: true,
  });
  policy(2, SEEDED_CUSTOM_API_IDS.reviews, ROLE_IDS.shopper, { list: true, read: true });
  policy(3, SEEDED_CUSTOM_API_IDS.reviews, ROLE_IDS.support, {
    list: true,
    read: true,
    update: true,
    delete: true,
  });
}

/** Called once from seedStoreOnce with the store's creation time. */
export function seedSettingsArea(db: SandboxDatabase, storeId: string, now: () => number): void {
  const timestamp = new Date(now()).toISOString();
  seedApplicationKeys(db, storeId, timestamp);
  seedCustomApis(db, storeId, timestamp);
  seedIntegrations(db, storeId, now());
  seedPersonalData(db, storeId, now());
}
