import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type SandboxDatabase = Database.Database;

export const IN_MEMORY = ':memory:';

/**
 * Ordered schema migrations. Each entry runs once, tracked by `PRAGMA user_version`;
 * append new entries, never edit old ones, so existing sandbox files upgrade in place.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE stores (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    tier TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  -- Seller accounts for the password grant; emails are global because login carries no store.
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    email TEXT NOT NULL COLLATE NOCASE UNIQUE,
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    client_id TEXT NOT NULL UNIQUE,
    client_secret_hash TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  -- Only a hash of each token is kept, so a copied database file does not leak live credentials.
  CREATE TABLE tokens (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
    grant_type TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX tokens_by_expiry ON tokens(expires_at);

  -- One table of JSON documents for every resource type; per-type rules live in code.
  CREATE TABLE resources (
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    id TEXT NOT NULL,
    data TEXT NOT NULL CHECK (json_valid(data)),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (store_id, type, id)
  );
  CREATE INDEX resources_by_creation ON resources(store_id, type, created_at, id);
  `,
];

/** Opens (creating if needed) the sandbox database and brings its schema up to date. */
export function openDatabase(dataPath: string): SandboxDatabase {
  if (dataPath !== IN_MEMORY) {
    fs.mkdirSync(path.dirname(path.resolve(dataPath)), { recursive: true });
  }
  const db = new Database(dataPath);
  db.pragma('journal_mode = WAL');
  // FULL fsyncs the WAL on every commit: a sandbox that forgets acknowledged writes is worse than a slow one.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: SandboxDatabase): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  MIGRATIONS.slice(current).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      // PRAGMA does not accept bound parameters; the value is a trusted integer.
      db.pragma(`user_version = ${current + index + 1}`);
    })();
  });
}
