import type { SandboxDatabase } from './db';

/**
 * Generic persistence for provider resources: every type is a set of JSON documents in the
 * `resources` table, scoped by store. A resource module supplies the type name and a decoder
 * that turns stored JSON back into its typed shape; uniqueness and validation rules stay in
 * the resource module because they differ per type.
 */

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

  /** All resources of this type in the store, oldest first. */
  list(storeId: string): ResourceRecord<TData>[] {
    const rows = this.db
      .prepare<[string, string], ResourceRow>(
        `SELECT id, store_id, data, created_at, updated_at FROM resources
         WHERE store_id = ? AND type = ? ORDER BY created_at, id`,
      )
      .all(storeId, this.type.name);
    return rows.map((row) => this.toRecord(row));
  }

  count(storeId: string): number {
    const row = this.db
      .prepare<[string, string], { total: number }>(
        'SELECT COUNT(*) AS total FROM resources WHERE store_id = ? AND type = ?',
      )
      .get(storeId, this.type.name);
    return row?.total ?? 0;
  }

  get(storeId: string, id: string): ResourceRecord<TData> | undefined {
    const row = this.db
      .prepare<[string, string, string], ResourceRow>(
        `SELECT id, store_id, data, created_at, updated_at FROM resources
         WHERE store_id = ? AND type = ? AND id = ?`,
      )
      .get(storeId, this.type.name, id);
    return row ? this.toRecord(row) : undefined;
  }

  /**
   * Ids of resources whose document has `value` at `jsonPath` (SQLite JSON path, e.g. '$.sku').
   * Used for per-type uniqueness rules.
   */
  idsWithValue(storeId: string, jsonPath: string, value: string): string[] {
    return this.db
      .prepare<[string, string, string, string], { id: string }>(
        `SELECT id FROM resources WHERE store_id = ? AND type = ? AND json_extract(data, ?) = ?`,
      )
      .all(storeId, this.type.name, jsonPath, value)
      .map((row) => row.id);
  }

  insert(record: ResourceRecord<TData>): void {
    this.db
      .prepare(
        `INSERT INTO resources (store_id, type, id, data, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
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
    const result = this.db
      .prepare(`UPDATE resources SET data = ?, updated_at = ? WHERE store_id = ? AND type = ? AND id = ?`)
      .run(JSON.stringify(data), updatedAt, storeId, this.type.name, id);
    return result.changes > 0;
  }

  /** Returns false when the resource did not exist. */
  delete(storeId: string, id: string): boolean {
    const result = this.db
      .prepare('DELETE FROM resources WHERE store_id = ? AND type = ? AND id = ?')
      .run(storeId, this.type.name, id);
    return result.changes > 0;
  }

  /** Runs `work` atomically, so check-then-write sequences (uniqueness) cannot interleave. */
  transaction<TResult>(work: () => TResult): TResult {
    return this.db.transaction(work)();
  }

  private toRecord(row: ResourceRow): ResourceRecord<TData> {
    const parsed: unknown = JSON.parse(row.data);
    return {
      id: row.id,
      storeId: row.store_id,
      data: this.type.decode(parsed),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }
}
