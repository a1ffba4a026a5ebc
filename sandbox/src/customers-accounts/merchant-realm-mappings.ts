import crypto from 'node:crypto';
import { Router } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { conflict, failedValidation, notFound } from '../core/http';
import {
  REALM_ORIGINS,
  realmCollections,
  type MerchantRealmMappingData,
  type RealmCollections,
} from './realms';
import type { SimpleRecord, SimpleResourceRoutesOptions } from '../core/simple-resources';
import { requestDataOrBare } from '../core/request';

/**
 * `/v2/merchant-realm-mappings`: one mapping per store, created on first read together with the
 * store's merchant realm; its prefix is unique across all stores.
 */

const MAPPING_PREFIX = /^[A-Za-z0-9][A-Za-z0-9-]{0,62}$/;

function renderMapping(record: SimpleRecord<MerchantRealmMappingData>): Record<string, unknown> {
  return {
    id: record.id,
    type: 'merchant-realm-mappings',
    prefix: record.data.prefix,
    realm_id: record.data.realm_id,
    store_id: record.storeId,
    links: { self: `/v2/merchant-realm-mappings/${record.id}` },
  };
}

function prefixOwner(db: SandboxDatabase, prefix: string): string | undefined {
  return db
    .prepare<[string], { store_id: string }>(
      `SELECT store_id FROM resources
       WHERE type = 'merchant-realm-mapping' AND lower(json_extract(data, '$.prefix')) = lower(?)`,
    )
    .get(prefix)?.store_id;
}

export function ensureMapping(
  db: SandboxDatabase,
  collections: RealmCollections,
  storeId: string,
  timestamp: string,
): SimpleRecord<MerchantRealmMappingData> {
  return collections.mappings.transaction(() => {
    const existing = collections.mappings.list(storeId)[0];
    if (existing) return existing;
    let realm = collections.realms.list(storeId).find((r) => r.data.origin_type === REALM_ORIGINS.merchant);
    if (!realm) {
      realm = {
        id: crypto.randomUUID(),
        storeId,
        data: { name: 'Merchant Realm', origin_type: REALM_ORIGINS.merchant },
        createdAt: timestamp,
        updatedAt: timestamp,
      };
      collections.realms.insert(realm);
    }
    // Store ids are unique, so their first block makes a free default prefix.
    const base = `store-${storeId.slice(0, 8)}`;
    const prefix = prefixOwner(db, base) === undefined ? base : `store-${storeId}`;
    const record = {
      id: crypto.randomUUID(),
      storeId,
      data: { prefix, realm_id: realm.id },
      createdAt: timestamp,
      updatedAt: timestamp,
    };
    collections.mappings.insert(record);
    return record;
  });
}

/** Mounted at `/v2/merchant-realm-mappings`. */
export function createRealmMappingsRouter(options: SimpleResourceRoutesOptions): Router {
  const { db } = options;
  const collections = realmCollections(db);
  const router = Router();
  const mappingOf = (storeId: string) =>
    ensureMapping(db, collections, storeId, new Date(options.now()).toISOString());
  const find = (storeId: string, id: unknown) => {
    const mapping = mappingOf(storeId);
    if (mapping.id !== id) throw notFound('merchant realm mapping not found');
    return mapping;
  };
  router.get('/', (req, res) => {
    res.json({ data: renderMapping(mappingOf(authenticatedStoreId(req.auth))) });
  });
  router.get('/:id', (req, res) => {
    res.json({ data: renderMapping(find(authenticatedStoreId(req.auth), req.params.id)) });
  });
  router.put('/:id', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const mapping = find(storeId, req.params.id);
    const document = requestDataOrBare(req.body);
    if (document.type !== 'merchant-realm-mappings') {
      throw failedValidation('type must be merchant-realm-mappings', '/data/type');
    }
    const prefix = document.prefix;
    if (typeof prefix !== 'string' || !MAPPING_PREFIX.test(prefix)) {
      throw failedValidation(
        'prefix must be 1 to 63 letters, digits or hyphens, starting with a letter or digit',
        '/data/prefix',
      );
    }
    const updated = collections.mappings.transaction(() => {
      const owner = prefixOwner(db, prefix);
      if (owner !== undefined && owner !== storeId)
        throw conflict('the prefix is already in use', '/data/prefix');
      const timestamp = new Date(options.now()).toISOString();
      const data = { ...mapping.data, prefix };
      collections.mappings.replace(storeId, mapping.id, data, timestamp);
      return { ...mapping, data, updatedAt: timestamp };
    });
    res.json({ data: renderMapping(updated) });
  });
  return router;
}
