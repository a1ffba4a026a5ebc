import crypto from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import type { SandboxDatabase } from '../core/db';
import {
  ApiError,
  badRequest,
  conflict,
  failedValidation,
  forbidden,
  providerError,
  unauthorized,
} from '../core/http';
import { hashSecret, newOpaqueToken, tokenDigest } from './secrets';
import { createOrganization, DEFAULT_STORE_TIER, insertStore, organizationOfStore } from './stores';

/**
 * Account flows behind the admin's `/api/*` routes (spec section 7): signup with an emailed token,
 * forgotten-password mail, password reset (`POST /v2/password-reset`) and SSO store profiles. What
 * the provider would email is kept in an outbox, readable at `GET /sandbox/mail` (a development
 * mail catcher, like MailHog for a real mail server).
 */

export const MIN_PASSWORD_LENGTH = 8;
export const SIGNUP_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;
export const PASSWORD_RESET_TOKEN_TTL_MS = 3600 * 1000;
/** What a signup creates besides the seller: an organization with its first store, or a store. */
export const SIGNUP_CREATE_TYPES = ['organization', 'store'] as const;

type Purpose = 'signup' | 'password_reset';

export interface AccountFlowOptions {
  db: SandboxDatabase;
  now: () => number;
}

function dataOf(body: unknown): Record<string, unknown> {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw failedValidation('data is required and must be an object', '/data');
  }
  return data as Record<string, unknown>;
}

function requiredText(data: Record<string, unknown>, name: string): string {
  const value = data[name];
  if (typeof value !== 'string' || value.trim() === '')
    throw failedValidation(`${name} is required`, `/data/${name}`);
  return value;
}

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw failedValidation(`password must be at least ${MIN_PASSWORD_LENGTH} characters`, '/data/password');
  }
}

function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export class AccountFlows {
  constructor(private readonly options: AccountFlowOptions) {}

  private get db(): SandboxDatabase {
    return this.options.db;
  }

  private iso(): string {
    return new Date(this.options.now()).toISOString();
  }

  sendMail(recipient: string, subject: string, body: string): void {
    this.db
      .prepare('INSERT INTO mail_outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)')
      .run(recipient, subject, body, this.iso());
  }

  private issueToken(purpose: Purpose, email: string, ttlMs: number): string {
    const token = newOpaqueToken();
    const now = this.options.now();
    this.db
      .prepare(
        'INSERT INTO account_tokens (token_hash, purpose, email, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(tokenDigest(token), purpose, email, now + ttlMs, now);
    return token;
  }

  /** Marks a live token used and returns its email; single use even when two requests race. */
  private consumeToken(purpose: Purpose, token: string): string | undefined {
    const now = this.options.now();
    const row = this.db
      .prepare<[string, Purpose, number], { email: string }>(
        `SELECT email FROM account_tokens
         WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`,
      )
      .get(tokenDigest(token), purpose, now);
    if (!row) return undefined;
    const claimed = this.db
      .prepare('UPDATE account_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL')
      .run(now, tokenDigest(token));
    return claimed.changes > 0 ? row.email : undefined;
  }

  private userIdByEmail(email: string): string | undefined {
    return this.db.prepare<[string], { id: string }>('SELECT id FROM users WHERE email = ?').get(email)?.id;
  }

  /** Mails a signup link; an address that already has an account is told so instead. */
  requestSignup(email: string): void {
    if (this.userIdByEmail(email)) {
      this.sendMail(
        email,
        'You already have a Commerce Manager account',
        'Sign in, or reset your password at /forgot-password',
      );
      return;
    }
    const token = this.issueToken('signup', email, SIGNUP_TOKEN_TTL_MS);
    this.sendMail(
      email,
      'Create your Commerce Manager account',
      `Finish signing up: /sign-up?token=${token}`,
    );
  }

  async signUp(input: { name: string; token: string; createType: string; password: string }) {
    if (!(SIGNUP_CREATE_TYPES as readonly string[]).includes(input.createType)) {
      throw failedValidation(
        `create_type must be one of ${SIGNUP_CREATE_TYPES.join(', ')}`,
        '/data/create_type',
      );
    }
    checkPassword(input.password);
    const passwordHash = await hashSecret(input.password);
    const email = this.consumeToken('signup', input.token);
    if (!email) throw unauthorized('The signup token is invalid, expired or already used');
    if (this.userIdByEmail(email)) throw conflict('An account with this email already exists', '/data/token');
    const now = this.options.now;
    const userId = crypto.randomUUID();
    const storeName = input.createType === 'store' ? input.name : `${input.name}'s store`;
    const store = this.db.transaction(() => {
      const organizationId = createOrganization(
        this.db,
        input.createType === 'store' ? storeName : input.name,
        now,
      );
      const created = insertStore(
        this.db,
        { name: storeName, tier: DEFAULT_STORE_TIER, organizationId },
        now,
      );
      this.db
        .prepare(
          `INSERT INTO users (id, store_id, email, password_hash, name, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(userId, created.id, email, passwordHash, input.name, this.iso(), this.iso());
      return created;
    })();
    return {
      type: 'user' as const,
      id: userId,
      name: input.name,
      email,
      store_id: store.id,
      organization_id: store.organization_id,
    };
  }

  /** Mails a reset link when the address has an account; the answer never says whether it has. */
  requestPasswordReset(email: string): void {
    if (!this.userIdByEmail(email)) return;
    const token = this.issueToken('password_reset', email, PASSWORD_RESET_TOKEN_TTL_MS);
    this.sendMail(
      email,
      'Reset your Commerce Manager password',
      `Choose a new password: /reset-password?token=${token}`,
    );
  }

  async resetPassword(token: string, password: string): Promise<void> {
    checkPassword(password);
    const passwordHash = await hashSecret(password);
    const email = this.consumeToken('password_reset', token);
    if (!email) throw badRequest('The password reset token is invalid, expired or already used');
    this.db.transaction(() => {
      const user = this.db
        .prepare<[string], { id: string }>('SELECT id FROM users WHERE email = ?')
        .get(email);
      if (!user) return;
      this.db
        .prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?')
        .run(passwordHash, this.iso(), user.id);
      // A new password ends every session opened with the old one.
      this.db
        .prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
        .run(this.options.now(), user.id);
    })();
  }
}

/** Unauthenticated routes under `/v2`: signup, forgotten password, password reset. */
export function createAccountFlowsRouter(options: AccountFlowOptions): Router {
  const flows = new AccountFlows(options);
  const router = Router();

  router.post('/signup-requests', (req, res) => {
    const email = requiredText(dataOf(req.body), 'email').trim();
    if (!isEmail(email)) throw failedValidation('email must be an email address', '/data/email');
    flows.requestSignup(email);
    res.status(202).json({ meta: { message: 'If the address can sign up, a link is on its way' } });
  });

  router.post('/signups', async (req, res) => {
    const data = dataOf(req.body);
    const user = await flows.signUp({
      name: requiredText(data, 'name').trim(),
      token: requiredText(data, 'token'),
      createType: requiredText(data, 'create_type'),
      password: requiredText(data, 'password'),
    });
    res.status(201).json({ data: user });
  });

  router.post('/password-reset-requests', (req, res) => {
    const email = requiredText(dataOf(req.body), 'email').trim();
    if (!isEmail(email)) throw failedValidation('email must be an email address', '/data/email');
    flows.requestPasswordReset(email);
    res.status(202).json({ meta: { message: 'If the address has an account, a reset link is on its way' } });
  });

  router.post('/password-reset', async (req, res) => {
    const data = dataOf(req.body);
    await flows.resetPassword(requiredText(data, 'token'), requiredText(data, 'password'));
    res.status(204).end();
  });

  return router;
}

/** `POST /v2/sso-profiles` (behind requireToken): a store for the SSO seller's organization. */
export function createSsoProfilesHandler({ db, now }: AccountFlowOptions): RequestHandler {
  return (req: Request, res) => {
    if (!req.auth || req.auth.userId === null) throw unauthorized('A seller session is required');
    const data = dataOf(req.body);
    const storeName = requiredText(data, 'store_name').trim();
    const organizationId = organizationOfStore(db, req.auth.storeId, now);
    if (!organizationId)
      throw new ApiError(404, [providerError(404, 'The store of this token no longer exists')]);
    const store = insertStore(db, { name: storeName, tier: DEFAULT_STORE_TIER, organizationId }, now);
    res.status(201).json({
      data: {
        type: 'sso_profile',
        store_id: store.id,
        store_name: store.name,
        organization_id: organizationId,
      },
    });
  };
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/** `GET /sandbox/mail`: what the sandbox would have mailed, newest first. */
export function createMailOutboxRouter({ db }: Pick<AccountFlowOptions, 'db'>): Router {
  const router = Router();
  router.get('/mail', (req, res) => {
    // Mail holds live reset and signup tokens: only this machine may read it, even when the sandbox
    // listens on a wider address.
    if (!isLoopback(req.socket.remoteAddress))
      throw forbidden('The mail outbox is readable from this machine only');
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    const rows = db
      .prepare<[], { id: number; recipient: string; subject: string; body: string; created_at: string }>(
        'SELECT id, recipient, subject, body, created_at FROM mail_outbox ORDER BY id DESC LIMIT 100',
      )
      .all()
      .filter((row) => to === undefined || row.recipient.toLowerCase() === to.toLowerCase());
    res.json({
      data: rows.map((row) => ({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        created_at: row.created_at,
      })),
    });
  });
  return router;
}
