import type { Statement } from 'better-sqlite3';
import { Router, type RequestHandler } from 'express';
import type { SandboxDatabase } from '../core/db';
import { badRequest, forbidden, unauthorized } from '../core/http';
import { isPlainObject, nonEmptyText } from '../core/request';
import { looksLikeJwt, resolveSellerJwt } from './jwt';
import { exchangeAuthorizationCode } from './sso';
import { scopeToRequestedStore } from './stores';
import { verifyPassword } from './password-hashing';
import { newOpaqueToken, tokenDigest } from './secrets';

/**
 * OAuth for the sandbox: `POST /oauth/access_token` with the provider's grant types, opaque
 * bearer tokens persisted in SQLite (so they survive restarts), and the middleware that
 * resolves a bearer token to its store.
 */

export type GrantType =
  | 'client_credentials'
  | 'implicit'
  | 'password'
  | 'refresh_token'
  | 'authorization_code'
  /** A pre-issued signed token (see jwt.ts); never issued by the token endpoint. */
  | 'jwt';

export interface AuthContext {
  storeId: string;
  /** Set for seller (password / refresh_token) sessions. */
  userId: string | null;
  grant: GrantType;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by requireToken. */
    auth?: AuthContext;
  }
}

/** Refresh tokens outlive access tokens so a seller session can be kept alive between visits. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  /** Unix seconds. */
  expires: number;
  expires_in: number;
  identifier: GrantType;
  refresh_token?: string;
}

export interface AuthOptions {
  db: SandboxDatabase;
  /** Milliseconds since the epoch; injectable so tests can expire tokens. */
  now: () => number;
  tokenTtlSeconds: number;
}

// ---------------------------------------------------------------------------------------------
// Token persistence

type TokenKind = 'access' | 'refresh';

interface TokenRow {
  store_id: string;
  user_id: string | null;
  grant_type: GrantType;
  expires_at: number;
  revoked_at: number | null;
}

export class TokenStore {
  private lookup: Statement<[string, TokenKind], TokenRow> | undefined;

  constructor(private readonly options: AuthOptions) {}

  /** Issues an access token, plus a refresh token for seller sessions. */
  issue(context: AuthContext, identifier: GrantType): TokenResponse {
    const { db, now, tokenTtlSeconds } = this.options;
    const issuedAt = now();
    const accessToken = newOpaqueToken();
    const expiresAt = issuedAt + tokenTtlSeconds * 1000;
    const refreshToken = context.userId === null ? undefined : newOpaqueToken();
    db.transaction(() => {
      db.prepare('DELETE FROM tokens WHERE expires_at < ?').run(issuedAt);
      this.insert(accessToken, 'access', context, expiresAt, issuedAt);
      if (refreshToken) {
        this.insert(refreshToken, 'refresh', context, issuedAt + REFRESH_TOKEN_TTL_SECONDS * 1000, issuedAt);
      }
    })();
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires: Math.floor(expiresAt / 1000),
      expires_in: tokenTtlSeconds,
      identifier,
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
    };
  }

  /**
   * The context of a live token of the given kind, or why it cannot be used. An access token may
   * also be a signed JWT of a token session (jwt.ts), which opens the seller's store.
   */
  resolve(token: string, kind: TokenKind): AuthContext | 'unknown' | 'expired' {
    if (kind === 'access' && looksLikeJwt(token)) {
      const session = resolveSellerJwt(this.options.db, token, this.options.now());
      if (session === 'invalid') return 'unknown';
      if (session === 'expired') return 'expired';
      return { storeId: session.storeId, userId: session.userId, grant: 'jwt' };
    }
    // Every request resolves its token: the statement is compiled once.
    this.lookup ??= this.options.db.prepare<[string, TokenKind], TokenRow>(
      `SELECT store_id, user_id, grant_type, expires_at, revoked_at FROM tokens
       WHERE token_hash = ? AND kind = ?`,
    );
    const row = this.lookup.get(tokenDigest(token), kind);
    if (!row || row.revoked_at !== null) return 'unknown';
    if (row.expires_at <= this.options.now()) return 'expired';
    return { storeId: row.store_id, userId: row.user_id, grant: row.grant_type };
  }

  /** Marks a token unusable; returns false if it was already revoked or never existed. */
  revoke(token: string): boolean {
    const result = this.options.db
      .prepare('UPDATE tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')
      .run(this.options.now(), tokenDigest(token));
    return result.changes > 0;
  }

  private insert(token: string, kind: TokenKind, context: AuthContext, expiresAt: number, createdAt: number) {
    this.options.db
      .prepare(
        `INSERT INTO tokens (token_hash, kind, store_id, user_id, grant_type, expires_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(tokenDigest(token), kind, context.storeId, context.userId, context.grant, expiresAt, createdAt);
  }
}

// ---------------------------------------------------------------------------------------------
// Grants

interface ApiKeyRow {
  store_id: string;
  client_secret_hash: string;
}

interface UserRow {
  id: string;
  store_id: string;
  password_hash: string;
}

type FormBody = Readonly<Record<string, unknown>>;

export function createAuthRouter(options: AuthOptions): Router {
  const tokens = new TokenStore(options);
  const router = Router();

  router.post('/access_token', async (req, res) => {
    const body = asFormBody(req.body);
    const grantType = nonEmptyText(body, 'grant_type');
    if (grantType === undefined) throw badRequest('grant_type is required');
    const response =
      grantType === 'authorization_code'
        ? exchangeAuthorizationCode(body, options.db, tokens, options.now)
        : await grant(grantType, body, options.db, tokens);
    res.status(200).json(response);
  });

  return router;
}

async function grant(
  grantType: string,
  body: FormBody,
  db: SandboxDatabase,
  tokens: TokenStore,
): Promise<TokenResponse> {
  switch (grantType) {
    case 'client_credentials':
      return clientCredentialsGrant(body, db, tokens);
    case 'implicit':
      return implicitGrant(body, db, tokens);
    case 'password':
      return passwordGrant(body, db, tokens);
    case 'refresh_token':
      return refreshTokenGrant(body, tokens);
    default:
      throw badRequest(`Unsupported grant_type: ${grantType}`);
  }
}

async function clientCredentialsGrant(body: FormBody, db: SandboxDatabase, tokens: TokenStore) {
  const clientId = requiredField(body, 'client_id');
  const clientSecret = requiredField(body, 'client_secret');
  const key = findApiKey(db, clientId);
  // Verified first, against a dummy hash for an unknown id, so timing does not tell which ids exist.
  if (!(await verifyPassword(clientSecret, key?.client_secret_hash)) || !key) {
    throw unauthorized('Invalid client_id or client_secret');
  }
  return tokens.issue(
    { storeId: key.store_id, userId: null, grant: 'client_credentials' },
    'client_credentials',
  );
}

async function implicitGrant(body: FormBody, db: SandboxDatabase, tokens: TokenStore) {
  const key = findApiKey(db, requiredField(body, 'client_id'));
  if (!key) throw unauthorized('Invalid client_id');
  return tokens.issue({ storeId: key.store_id, userId: null, grant: 'implicit' }, 'implicit');
}

async function passwordGrant(body: FormBody, db: SandboxDatabase, tokens: TokenStore) {
  const username = requiredField(body, 'username');
  const password = requiredField(body, 'password');
  const user = db
    .prepare<[string], UserRow>('SELECT id, store_id, password_hash FROM users WHERE email = ?')
    .get(username);
  // Verified first, against a dummy hash for an unknown email, so timing does not tell which exist.
  if (!(await verifyPassword(password, user?.password_hash)) || !user) {
    throw unauthorized('Invalid username or password');
  }
  return tokens.issue({ storeId: user.store_id, userId: user.id, grant: 'password' }, 'password');
}

/** Rotates: the presented refresh token is revoked and a fresh pair is issued. */
async function refreshTokenGrant(body: FormBody, tokens: TokenStore) {
  const refreshToken = requiredField(body, 'refresh_token');
  const context = tokens.resolve(refreshToken, 'refresh');
  if (typeof context === 'string' || !tokens.revoke(refreshToken)) {
    throw unauthorized('Invalid or expired refresh token');
  }
  return tokens.issue(context, 'refresh_token');
}

function findApiKey(db: SandboxDatabase, clientId: string): ApiKeyRow | undefined {
  return db
    .prepare<[string], ApiKeyRow>('SELECT store_id, client_secret_hash FROM api_keys WHERE client_id = ?')
    .get(clientId);
}

/** Form and JSON bodies both parse to plain objects; anything else counts as empty. */
function asFormBody(body: unknown): FormBody {
  return isPlainObject(body) ? { ...body } : {};
}

function requiredField(body: FormBody, name: string): string {
  const value = nonEmptyText(body, name);
  if (value === undefined) throw badRequest(`${name} is required`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Middleware

/** Resolves `Authorization: Bearer <token>` to `req.auth`, or answers 401. */
export function requireToken(options: AuthOptions): RequestHandler {
  const tokens = new TokenStore(options);
  return (req, _res, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (!match) throw unauthorized('An access token is required: send Authorization: Bearer <token>');
    const context = tokens.resolve(match[1], 'access');
    if (context === 'unknown') throw unauthorized('The access token is not valid');
    if (context === 'expired') throw unauthorized('The access token has expired');
    // A seller may act in another store of their organization (the provider's store header).
    req.auth = scopeToRequestedStore(options.db, context, req, options.now);
    next();
  };
}

/** Implicit tokens are the provider's read-only, storefront-safe credential. */
export const requireWriteAccess: RequestHandler = (req, _res, next) => {
  if (req.auth?.grant === 'implicit') throw forbidden('An implicit token cannot modify resources');
  next();
};

/** The authenticated store; only valid behind requireToken. */
export function authenticatedStoreId(auth: AuthContext | undefined): string {
  if (!auth) throw unauthorized('An access token is required');
  return auth.storeId;
}
