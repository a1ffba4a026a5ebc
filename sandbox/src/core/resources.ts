import type { Statement } from 'better-sqlite3';
import type { SandboxDatabase } from './db';

/**
 * Generic persistence for provider resources: every type is a set of JSON documents in the
 * `resources` table, scoped by store. A resource module supplies the type name and a decoder
 * that turns stored JSON back into its typed shape; uniqueness and validation rules stay in
 * the resource module because they differ per type.
 *
 * Records handed out are deeply frozen: a store's decoded list of a type is cached until the next
 * write through any collection of the same database (lists are read on every list request, and
 * parsing and validating a few hundred documents each time was most of a page's cost), so a
 * caller that wants to change a document copies it and writes it back with `replace`.
 */

/** Bumped by every write; a cached list is valid while the database's generation is unchanged. */
const generations = new WeakMap<SandboxDatabase, number>();
interface CachedList {
  generation: string;
  records: readonly ResourceRecord<unknown>[];
  byId: Map<string, ResourceRecord<unknown>>;
}
const listCaches = new WeakMap<SandboxDatabase, Map<string, CachedList>>();
const dataVersionStatements = new WeakMap<SandboxDatabase, Statement<[], number>>();
/** Compiled statements per database: preparing the same SQL on every request was measurable. */
const statementCaches = new WeakMap<SandboxDatabase, Map<string, Statement<unknown[], unknown>>>();

/** Call after writing the `resources` table with SQL of your own, so cached lists are dropped. */
export function resourcesChanged(db: SandboxDatabase): void {
  bumpGeneration(db);
}

function bumpGeneration(db: SandboxDatabase): void {
  generations.set(db, (generations.get(db) ?? 0) + 1);
}

/**
 * This connection's writes count through `generations`; `PRAGMA data_version` changes when another
 * connection (a second process, the sqlite3 shell) commits, so those writes drop the cache too.
 */
function currentGeneration(db: SandboxDatabase): string {
  let dataVersion = dataVersionStatements.get(db);
  if (!dataVersion) {
    // Prepared once: `db.pragma()` compiles its statement on every call, and this runs on every read.
    dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
    dataVersionStatements.set(db, dataVersion);
  }
  return `${generations.get(db) ?? 0}:${String(dataVersion.get())}`;
}

function deepFreeze<TValue>(value: TValue): TValue {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

export interface ResourceType<TData> {
  /** Value of the `type` column, e.g. 'product'. */
  readonly name: string;
  /** Narrows a parsed JSON document into the typed shape; throws if the stored data is corrupt. */
  readonly decode: (data: unknown) => TData;
}

export interface ResourceRecord<TData> {
  id: string;
  storeId: string;
  data: TData;
  /** ISO-8601 timestamps kept outside the document so they can be indexed and sorted on. */
  createdAt: string;
  updatedAt: string;
}

interface ResourceRow {
  id: string;
  store_id: string;
  data: string;
  created_at: string;
  updated_at: string;
}

export class ResourceCollection<TData> {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly type: ResourceType<TData>,
  ) {}

  get typeName(): string {
    return this.type.name;
  }

  /** All resources of this type in the store, oldest first (a new array; the records are frozen). */
  list(storeId: string): ResourceRecord<TData>[] {
    return [...this.cachedList(storeId).records] as ResourceRecord<TData>[];
  }

  private cachedList(storeId: string): CachedList {
    const generation = currentGeneration(this.db);
    let caches = listCaches.get(this.db);
    if (!caches) listCaches.set(this.db, (caches = new Map()));
    const key = `${this.type.name}\u0000${storeId}`;
    const cached = caches.get(key);
    if (cached?.generation === generation) return cached;
    const records = this.prepare<[string, string], ResourceRow>(
      `SELECT id, store_id, data, created_at, updated_at FROM resources
         WHERE store_id = ? AND type = ? ORDER BY created_at, id`,
    )
      .all(storeId, this.type.name)
      .map((row) => this.toRecord(row));
    const fresh: CachedList = {
      generation,
      records,
      byId: new Map(records.map((record) => [record.id, record])),
    };
    // Inside a transaction the rows may still be rolled back, so they are not worth remembering.
    if (!this.db.inTransaction) caches.set(key, fresh);
    return fresh;
  }

  count(storeId: string): number {
    const row = this.prepare<[string, string], { total: number }>(
      'SELECT COUNT(*) AS total FROM resources WHERE store_id = ? AND type = ?',
    ).get(storeId, this.type.name);
    return row?.total ?? 0;
  }

  get(storeId: string, id: string): ResourceRecord<TData> | undefined {
    // Outside transactions the store's whole list is read once and then answers every lookup
    // until the next write: pages decorate each item with lookups of other types.
    if (!this.db.inTransaction) {
      return this.cachedList(storeId).byId.get(id) as ResourceRecord<TData> | undefined;
    }
    const row = this.prepare<[string, string, string], ResourceRow>(
      `SELECT id, store_id, data, created_at, updated_at FROM resources
         WHERE store_id = ? AND type = ? AND id = ?`,
    ).get(storeId, this.type.name, id);
    return row ? this.toRecord(row) : undefined;
  }

  /**
   * Ids of resources whose document has `value` at `jsonPath` (SQLite JSON path, e.g. '$.sku').
   * Used for per-type uniqueness rules.
   */
  idsWithValue(storeId: string, jsonPath: string, value: string): string[] {
    return this.prepare<[string, string, string, string], { id: string }>(
      `SELECT id FROM resources WHERE store_id = ? AND type = ? AND json_extract(data, ?) = ?`,
    )
      .all(storeId, this.type.name, jsonPath, value)
      .map((row) => row.id);
  }

  insert(record: ResourceRecord<TData>): void {
    bumpGeneration(this.db);
    this.prepare(
      `INSERT INTO resources (store_id, type, id, data, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(
      record.storeId,
      this.type.name,
      record.id,
      JSON.stringify(record.data),
      record.createdAt,
      record.updatedAt,
    );
  }

  /** Replaces the stored document; returns false when the resource does not exist. */
  replace(storeId: string, id: string, data: TData, updatedAt: string): boolean {
    bumpGeneration(this.db);
    const result = this.prepare(
      `UPDATE resources SET data = ?, updated_at = ? WHERE store_id = ? AND type = ? AND id = ?`,
    ).run(JSON.stringify(data), updatedAt, storeId, this.type.name, id);
    return result.changes > 0;
  }

  /** Returns false when the resource did not exist. */
  delete(storeId: string, id: string): boolean {
    bumpGeneration(this.db);
    const result = this.prepare('DELETE FROM resources WHERE store_id = ? AND type = ? AND id = ?').run(
      storeId,
      this.type.name,
      id,
    );
    return result.changes > 0;
  }

  /** Runs `work` atomically, so check-then-write sequences (uniqueness) cannot interleave. */
  transaction<TResult>(work: () => TResult): TResult {
    try {
      return this.db.transaction(work)();
    } finally {
      // A rolled-back transaction may have been read by a list inside it.
      bumpGeneration(this.db);
    }
  }

  private prepare<TParams extends unknown[], TRow = unknown>(sql: string): Statement<TParams, TRow> {
    let statements = statementCaches.get(this.db);
    if (!statements) statementCaches.set(this.db, (statements = new Map()));
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = this.db.prepare<unknown[], unknown>(sql)));
    // The SQL text fixes the parameters and row shape, so the cached statement is the typed one.
    return statement as unknown as Statement<TParams, TRow>;
  }

  private toRecord(row: ResourceRow): ResourceRecord<TData> {
    const parsed: unknown = JSON.parse(row.data);
    return deepFreeze({
      id: row.id,
      storeId: row.store_id,
      data: this.type.decode(parsed),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    });
  }
}
