import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { conflict, listEnvelope, notFound } from '../core/http';
import { storeLimit } from '../core/limits';
import { runListQuery, type ListSchema } from '../core/query';
import { ResourceCollection, type ResourceType } from '../core/resources';
import { hashSecret } from '../auth-stores/secrets';
import {
  FieldProblems,
  readNumber,
  readText,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { pageParams, requestData, requireDataType } from '../core/request';

/**
 * Application keys (`/v2/application-keys`). The credentials live in the `api_keys` table that the
 * client_credentials grant (auth.ts) already reads, so a created key really opens the store and a
 * deleted one stops working. The secret is only ever shown in the create response; the table
 * keeps a hash. The provider's reserved rate limit has no column there, so it is kept in a small
 * side document with the key's id.
 */

const KEY_TYPE = 'application_key';
const PATH = '/v2/application-keys';

interface KeyRow {
  id: string;
  store_id: string;
  name: string;
  client_id: string;
  created_at: string;
  updated_at: string;
}

interface KeyExtras {
  reserved_rate_limit: number;
}

const extrasType: ResourceType<KeyExtras> = {
  name: 'application_key',
  decode: (data) => {
    const limit =
      typeof data === 'object' && data !== null && 'reserved_rate_limit' in data
        ? data.reserved_rate_limit
        : 0;
    return { reserved_rate_limit: typeof limit === 'number' ? limit : 0 };
  },
};

const extrasCollection = (db: SandboxDatabase) => new ResourceCollection(db, extrasType);

interface ApplicationKey extends KeyRow {
  reserved_rate_limit: number;
}

function listKeys(db: SandboxDatabase, storeId: string): ApplicationKey[] {
  const extras = new Map(
    extrasCollection(db)
      .list(storeId)
      .map((record) => [record.id, record.data]),
  );
  return db
    .prepare<[string], KeyRow>(
      `SELECT id, store_id, name, client_id, created_at, updated_at FROM api_keys
       WHERE store_id = ? ORDER BY created_at, id`,
    )
    .all(storeId)
    .map((row) => ({ ...row, reserved_rate_limit: extras.get(row.id)?.reserved_rate_limit ?? 0 }));
}

export interface CreatedApplicationKey {
  id: string;
  clientId: string;
  /** Only available here: the table keeps a hash. */
  clientSecret: string;
}

/**
 * Inserts a usable key for the store (the client_credentials grant accepts it at once).
 * `secretHash` lets seeds store a hash nobody knows the secret of without paying for scrypt.
 */
export async function createApplicationKey(
  db: SandboxDatabase,
  storeId: string,
  input: { name: string; reservedRateLimit: number; timestamp: string },
): Promise<CreatedApplicationKey> {
  const clientSecret = crypto.randomBytes(30).toString('base64url');
  const key = insertApplicationKey(db, storeId, { ...input, secretHash: await hashSecret(clientSecret) });
  return { ...key, clientSecret };
}

function insertApplicationKey(
  db: SandboxDatabase,
  storeId: string,
  input: { name: string; reservedRateLimit: number; timestamp: string; secretHash: string; id?: string },
): Omit<CreatedApplicationKey, 'clientSecret'> {
  const id = input.id ?? crypto.randomUUID();
  // 42 hex characters, like the provider's client ids.
  const clientId = crypto.createHash('sha256').update(`${id}:${storeId}`).digest('hex').slice(0, 42);
  db.transaction(() => {
    db.prepare(
      `INSERT INTO api_keys (id, store_id, name, client_id, client_secret_hash, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(id, storeId, input.name, clientId, input.secretHash, input.timestamp, input.timestamp);
    extrasCollection(db).insert({
      id,
      storeId,
      data: { reserved_rate_limit: input.reservedRateLimit },
      createdAt: input.timestamp,
      updatedAt: input.timestamp,
    });
  })();
  return { id, clientId };
}

/** Removes the key; its client_id can no longer obtain tokens. Returns false if it did not exist. */
export function deleteApplicationKey(db: SandboxDatabase, storeId: string, id: string): boolean {
  return db.transaction(() => {
    extrasCollection(db).delete(storeId, id);
    return db.prepare('DELETE FROM api_keys WHERE store_id = ? AND id = ?').run(storeId, id).changes > 0;
  })();
}

/** Seeded keys get a secret hash that matches no secret: their secret was "shown once" long ago. */
const UNKNOWN_SECRET_HASH = 'seeded$no-known-secret';

export function seedApplicationKeys(db: SandboxDatabase, storeId: string, timestamp: string): void {
  const seeds = [
    { id: 'b1d6f0a2-3c4e-4f58-9a7b-1c2d3e4f5a61', name: 'Storefront', reservedRateLimit: 10 },
    { id: 'b1d6f0a2-3c4e-4f58-9a7b-1c2d3e4f5a62', name: 'Search indexer', reservedRateLimit: 0 },
    { id: 'b1d6f0a2-3c4e-4f58-9a7b-1c2d3e4f5a63', name: 'ERP order sync', reservedRateLimit: 5 },
  ];
  for (const seed of seeds) {
    insertApplicationKey(db, storeId, { ...seed, timestamp, secretHash: UNKNOWN_SECRET_HASH });
  }
}

function render(key: ApplicationKey, clientSecret?: string): Record<string, unknown> {
  return {
    id: key.id,
    type: KEY_TYPE,
    name: key.name,
    client_id: key.client_id,
    ...(clientSecret === undefined ? {} : { client_secret: clientSecret }),
    reserved_rate_limit: key.reserved_rate_limit,
    links: { self: `${PATH}/${key.id}` },
    meta: { timestamps: { created_at: key.created_at, updated_at: key.updated_at } },
  };
}

const LIST_SCHEMA: ListSchema<ApplicationKey> = {
  filter: { fields: {} },
  sortFields: {},
  defaultSort: [
    { field: 'created_at', descending: false, value: (key) => key.created_at },
    { field: 'id', descending: false, value: (key) => key.id },
  ],
};

function readKeyDocument(req: Request, existing: ApplicationKey | undefined) {
  const body: unknown = req.body;
  const data = requestData(body);
  requireDataType(data, KEY_TYPE);
  const problems = new FieldProblems('/data');
  const name = readText(data, 'name', existing?.name, problems, { required: true, maxLength: 255 });
  const reserved = readNumber(data, 'reserved_rate_limit', existing?.reserved_rate_limit ?? 0, problems, {
    test: (value) => Number.isInteger(value) && value >= 0,
    detail: 'reserved_rate_limit must be a whole number of requests per second, 0 or more',
  });
  problems.throwIfAny();
  return { name: name ?? '', reservedRateLimit: reserved ?? 0 };
}

/** The store's keys together may not reserve more than the store's own rate limit. */
function assertReservable(db: SandboxDatabase, storeId: string, reserved: number, ownId?: string): void {
  const others = listKeys(db, storeId)
    .filter((key) => key.id !== ownId)
    .reduce((sum, key) => sum + key.reserved_rate_limit, 0);
  if (others + reserved > storeLimit(db, storeId)) {
    throw conflict('requested reserved rate limit will exceed the maximum', '/data/reserved_rate_limit');
  }
}

/** Mounted at `/v2/application-keys`. */
export function createApplicationKeysRouter(options: SimpleResourceRoutesOptions): Router {
  const { db } = options;
  const router = Router();
  const find = (req: Request) => {
    const storeId = authenticatedStoreId(req.auth);
    const key = listKeys(db, storeId).find((candidate) => candidate.id === req.params.id);
    if (!key) throw notFound('application key not found');
    return { storeId, key };
  };

  router.get('/', (req, res) => {
    const keys = listKeys(db, authenticatedStoreId(req.auth));
    const result = runListQuery(keys, pageParams(req), LIST_SCHEMA);
    const envelope = listEnvelope(req, result, (key) => render(key));
    const totalReserved = keys.reduce((sum, key) => sum + key.reserved_rate_limit, 0);
    res.json({ ...envelope, meta: { ...envelope.meta, total_reserved_rate_limit: totalReserved } });
  });

  router.post('/', requireWriteAccess, async (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const input = readKeyDocument(req, undefined);
    assertReservable(db, storeId, input.reservedRateLimit);
    const timestamp = new Date(options.now()).toISOString();
    const created = await createApplicationKey(db, storeId, { ...input, timestamp });
    const key = listKeys(db, storeId).find((candidate) => candidate.id === created.id);
    if (!key) throw notFound('application key not found');
    res.status(201).json({ data: render(key, created.clientSecret) });
  });

  router.get('/:id', (req, res) => {
    res.json({ data: render(find(req).key) });
  });

  router.put('/:id', requireWriteAccess, (req, res) => {
    const { storeId, key } = find(req);
    const input = readKeyDocument(req, key);
    assertReservable(db, storeId, input.reservedRateLimit, key.id);
    const timestamp = new Date(options.now()).toISOString();
    db.transaction(() => {
      db.prepare('UPDATE api_keys SET name = ?, updated_at = ? WHERE store_id = ? AND id = ?').run(
        input.name,
        timestamp,
        storeId,
        key.id,
      );
      const extras = extrasCollection(db);
      const data = { reserved_rate_limit: input.reservedRateLimit };
      if (!extras.replace(storeId, key.id, data, timestamp)) {
        extras.insert({ id: key.id, storeId, data, createdAt: key.created_at, updatedAt: timestamp });
      }
    })();
    res.json({
      data: render({
        ...key,
        name: input.name,
        reserved_rate_limit: input.reservedRateLimit,
        updated_at: timestamp,
      }),
    });
  });

  router.delete('/:id', requireWriteAccess, (req, res) => {
    const { storeId, key } = find(req);
    deleteApplicationKey(db, storeId, key.id);
    res.status(204).end();
  });

  return router;
}
