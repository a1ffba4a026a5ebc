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
  // Sign-in, session and stores (issue 5): organizations owning stores, the JWT signing secret,
  // SSO authorization codes (PKCE) and one-time account tokens (signup invitations, password resets).
  `
  CREATE TABLE organizations (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  ALTER TABLE stores ADD COLUMN organization_id TEXT REFERENCES organizations(id);
  ALTER TABLE stores ADD COLUMN updated_at TEXT;
  ALTER TABLE users ADD COLUMN name TEXT;

  CREATE TABLE signing_keys (
    id TEXT PRIMARY KEY,
    algorithm TEXT NOT NULL,
    secret TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  -- Only a hash of each code is kept, like tokens; a code is single-use and lives a few minutes.
  CREATE TABLE authorization_codes (
    code_hash TEXT PRIMARY KEY,
    client_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    redirect_uri TEXT NOT NULL,
    code_challenge TEXT NOT NULL,
    scope TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );

  CREATE TABLE account_tokens (
    token_hash TEXT PRIMARY KEY,
    purpose TEXT NOT NULL CHECK (purpose IN ('signup', 'password_reset')),
    email TEXT NOT NULL COLLATE NOCASE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    created_at INTEGER NOT NULL
  );
  `,
  // Mail the sandbox would have sent (signup and password-reset links), readable at GET /sandbox/mail.
  `
  CREATE TABLE mail_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
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

/**
 * Deletes a sandbox database file with its WAL and shared-memory companions (`npm run sandbox --
 * --reset`), so the next start seeds the demo store afresh. Returns whether a file existed.
 */
export function removeDatabaseFiles(dataPath: string): boolean {
  if (dataPath === IN_MEMORY) return false;
  const existed = fs.existsSync(dataPath);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${dataPath}${suffix}`, { force: true });
  return existed;
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
