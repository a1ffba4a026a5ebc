import crypto from 'node:crypto';
import type { SandboxDatabase } from '../core/db';

/**
 * Signed JWTs for token sessions (the provider's "pre-issued signed token" sign-in): HS256 with a
 * secret generated once and kept in the sandbox database, so tokens stay valid across restarts
 * and a fresh database never shares a secret with another. node:crypto only (no ESM-only library).
 */

export const JWT_ALGORITHM = 'HS256';
/** Token sessions last a day unless asked otherwise. */
export const DEFAULT_JWT_TTL_SECONDS = 24 * 3600;
const SIGNING_KEY_ID = 'jwt-hs256';

export interface SellerJwtClaims {
  /** The seller's user id. */
  sub: string;
  /** The store the token opens. */
  store_id: string;
  /** Issued at, unix seconds. */
  iat: number;
  /** Expires at, unix seconds (the admin stores it times 1000). */
  exp: number;
  iss: 'commerce-manager-sandbox';
}

function base64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The database's signing secret, created on first use. */
export function signingSecret(db: SandboxDatabase, now: () => number = Date.now): Buffer {
  const row = db
    .prepare<[string], { secret: string }>('SELECT secret FROM signing_keys WHERE id = ?')
    .get(SIGNING_KEY_ID);
  if (row) return Buffer.from(row.secret, 'base64url');
  const secret = crypto.randomBytes(32);
  db.prepare(
    'INSERT OR IGNORE INTO signing_keys (id, algorithm, secret, created_at) VALUES (?, ?, ?, ?)',
  ).run(SIGNING_KEY_ID, JWT_ALGORITHM, secret.toString('base64url'), new Date(now()).toISOString());
  // Another process (the `sandbox:jwt` command) may have won the race: read back what is stored.
  return signingSecret(db, now);
}

function signature(signingInput: string, secret: Buffer): string {
  return crypto.createHmac('sha256', secret).update(signingInput).digest('base64url');
}

export function signJwt(claims: object, secret: Buffer): string {
  const signingInput = `${base64UrlJson({ alg: JWT_ALGORITHM, typ: 'JWT' })}.${base64UrlJson(claims)}`;
  return `${signingInput}.${signature(signingInput, secret)}`;
}

/** Three base64url segments: worth verifying as a JWT rather than looking up as an opaque token. */
export function looksLikeJwt(token: string): boolean {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token);
}

export type JwtVerdict = { claims: SellerJwtClaims } | 'invalid' | 'expired';

function isSellerClaims(value: unknown): value is SellerJwtClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.store_id === 'string' &&
    typeof claims.exp === 'number' &&
    typeof claims.iat === 'number'
  );
}

/** Checks the HS256 signature (in constant time) and expiry. */
export function verifyJwt(token: string, secret: Buffer, nowMs: number): JwtVerdict {
  const [header, payload, signed] = token.split('.');
  if (!header || !payload || !signed) return 'invalid';
  const expected = Buffer.from(signature(`${header}.${payload}`, secret));
  const actual = Buffer.from(signed);
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return 'invalid';
  let decodedHeader: unknown;
  let claims: unknown;
  try {
    decodedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return 'invalid';
  }
  const alg = (decodedHeader as { alg?: unknown } | null)?.alg;
  if (alg !== JWT_ALGORITHM || !isSellerClaims(claims)) return 'invalid';
  if (claims.exp * 1000 <= nowMs) return 'expired';
  return { claims };
}

export interface SellerJwtOptions {
  userId: string;
  storeId: string;
  nowMs: number;
  ttlSeconds?: number;
}

export function issueSellerJwt(db: SandboxDatabase, options: SellerJwtOptions): string {
  const iat = Math.floor(options.nowMs / 1000);
  const claims: SellerJwtClaims = {
    sub: options.userId,
    store_id: options.storeId,
    iat,
    exp: iat + (options.ttlSeconds ?? DEFAULT_JWT_TTL_SECONDS),
    iss: 'commerce-manager-sandbox',
  };
  return signJwt(
    claims,
    signingSecret(db, () => options.nowMs),
  );
}

/**
 * The session a valid JWT opens: only for a seller who still belongs to the store named in it
 * (a token for another store, or for a deleted seller, opens nothing).
 */
export function resolveSellerJwt(
  db: SandboxDatabase,
  token: string,
  nowMs: number,
): { userId: string; storeId: string } | 'invalid' | 'expired' {
  const verdict = verifyJwt(
    token,
    signingSecret(db, () => nowMs),
    nowMs,
  );
  if (typeof verdict === 'string') return verdict;
  const seller = db
    .prepare<[string, string], { id: string }>('SELECT id FROM users WHERE id = ? AND store_id = ?')
    .get(verdict.claims.sub, verdict.claims.store_id);
  if (!seller) return 'invalid';
  return { userId: seller.id, storeId: verdict.claims.store_id };
}
