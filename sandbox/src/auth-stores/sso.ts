import crypto from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { AuthOptions, TokenResponse, TokenStore } from './auth';
import type { SandboxDatabase } from '../core/db';
import { badRequest, unauthorized } from '../core/http';
import { nonEmptyText } from '../core/request';
import { verifyPassword } from './password-hashing';
import { newOpaqueToken, tokenDigest } from './secrets';

/**
 * Single sign-on for the dashboard client (OAuth 2 authorization code with PKCE, S256):
 * `GET /oauth/authorize` shows a sign-in form for the seller, `POST /oauth/authorize` checks it and
 * redirects back with `code` and `state`, and the token endpoint's `authorization_code` grant
 * exchanges the code (with its `code_verifier`) for tokens.
 */

/** The SSO client and scope of the spec (sections 1 and 9). */
export const SSO_CLIENT_ID = 'dashboard';
export const SSO_SCOPE = 'seller_admin';
/** Authorization codes are single-use and short-lived. */
export const AUTHORIZATION_CODE_TTL_SECONDS = 300;

interface AuthorizeParams {
  clientId: string;
  redirectUri: string;
  state: string;
  scope: string;
  codeChallenge: string;
}

/**
 * Only redirect URIs on this machine or on the host the browser reached the sandbox by: the sandbox
 * is a development backend, and must not become an open redirect.
 */
function isAllowedRedirect(redirectUri: string, requestHost: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  const sameHost = requestHost !== undefined && url.hostname === requestHost.split(':')[0];
  return loopback || sameHost;
}

/** Checks the authorization request; problems are 400s shown on the page, never redirects. */
function readAuthorizeParams(
  source: Record<string, unknown>,
  requestHost: string | undefined,
): AuthorizeParams {
  if (nonEmptyText(source, 'response_type') !== 'code') throw badRequest('response_type must be code');
  const clientId = nonEmptyText(source, 'client_id');
  if (clientId !== SSO_CLIENT_ID)
    throw badRequest(`Unknown client_id: only ${SSO_CLIENT_ID} may sign in here`);
  const redirectUri = nonEmptyText(source, 'redirect_uri');
  if (!redirectUri || !isAllowedRedirect(redirectUri, requestHost)) {
    throw badRequest('redirect_uri must be an http(s) URL on this machine');
  }
  const scope = nonEmptyText(source, 'scope') ?? '';
  if (!scope.split(' ').includes(SSO_SCOPE)) throw badRequest(`scope must include ${SSO_SCOPE}`);
  if (nonEmptyText(source, 'code_challenge_method') !== 'S256')
    throw badRequest('code_challenge_method must be S256');
  const codeChallenge = nonEmptyText(source, 'code_challenge');
  if (!codeChallenge || !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) {
    throw badRequest('code_challenge must be a base64url SHA-256 digest');
  }
  const state = nonEmptyText(source, 'state');
  if (!state) throw badRequest('state is required');
  return { clientId, redirectUri, state, scope, codeChallenge };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The sandbox's sign-in page: plain HTML, no scripts, every value escaped. */
function authorizePage(params: AuthorizeParams, email: string, problem?: string): string {
  const hidden = {
    response_type: 'code',
    client_id: params.clientId,
    redirect_uri: params.redirectUri,
    scope: params.scope,
    state: params.state,
    code_challenge: params.codeChallenge,
    code_challenge_method: 'S256',
  };
  const hiddenInputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Sandbox single sign-on</title>
    <style>
      body { font-family: system-ui, sans-serif; background: #f6f7f9; display: grid; place-items: center; min-height: 100vh; margin: 0; }
      form { background: #fff; padding: 2rem; border-radius: 4px; box-shadow: 0 1px 4px rgba(0,0,0,.2); display: grid; gap: .75rem; width: 20rem; }
      .problem { color: #ac2f33; }
    </style>
  </head>
  <body>
    <form method="post" action="/oauth/authorize">
      <h1>Sandbox single sign-on</h1>
      <p>Sign in to continue to Commerce Manager (${escapeHtml(params.clientId)}, scope ${escapeHtml(params.scope)}).</p>
      ${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
      <label for="sso-email">Email</label>
      <input id="sso-email" name="email" type="email" autocomplete="username" value="${escapeHtml(email)}" required>
      <label for="sso-password">Password</label>
      <input id="sso-password" name="password" type="password" autocomplete="current-password" required>
      ${hiddenInputs}
      <button type="submit">Continue</button>
    </form>
  </body>
</html>`;
}

function sendPage(res: Response, status: number, html: string): void {
  // The page must not be framed (click-jacking) nor cached (it carries the PKCE challenge).
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:",
    })
    .send(html);
}

interface SellerRow {
  id: string;
  store_id: string;
  password_hash: string;
}

export function createSsoRouter(options: AuthOptions): Router {
  const router = Router();

  router.get('/authorize', (req: Request, res) => {
    const params = readAuthorizeParams(req.query, req.get('host'));
    sendPage(res, 200, authorizePage(params, ''));
  });

  router.post('/authorize', async (req: Request, res) => {
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    const params = readAuthorizeParams(body, req.get('host'));
    const email = nonEmptyText(body, 'email') ?? '';
    const password = nonEmptyText(body, 'password') ?? '';
    const seller = options.db
      .prepare<[string], SellerRow>('SELECT id, store_id, password_hash FROM users WHERE email = ?')
      .get(email);
    // A dummy hash for an unknown email: the same work either way, so timing tells nothing.
    if (!(await verifyPassword(password, seller?.password_hash)) || !seller) {
      sendPage(res, 401, authorizePage(params, email, 'Invalid email or password'));
      return;
    }
    const code = newOpaqueToken();
    options.db
      .prepare(
        `INSERT INTO authorization_codes
           (code_hash, client_id, user_id, store_id, redirect_uri, code_challenge, scope, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        tokenDigest(code),
        params.clientId,
        seller.id,
        seller.store_id,
        params.redirectUri,
        params.codeChallenge,
        params.scope,
        options.now() + AUTHORIZATION_CODE_TTL_SECONDS * 1000,
      );
    const target = new URL(params.redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', params.state);
    res.redirect(303, target.toString());
  });

  return router;
}

/** base64url(SHA-256(verifier)), the S256 code challenge. */
export function s256CodeChallenge(verifier: string): string {
  return crypto.createHash('sha256').update(verifier).digest('base64url');
}

interface CodeRow {
  client_id: string;
  user_id: string;
  store_id: string;
  redirect_uri: string;
  code_challenge: string;
  expires_at: number;
  used_at: number | null;
}

/**
 * The token endpoint's `authorization_code` grant: the code must be unused and unexpired, and
 * client id, redirect URI and the verifier's S256 digest must match what the authorization asked.
 * Answers in the SSO shape: lower-case `bearer`, with a refresh token, no identifier.
 */
export function exchangeAuthorizationCode(
  body: Readonly<Record<string, unknown>>,
  db: SandboxDatabase,
  tokens: TokenStore,
  now: () => number,
): Omit<TokenResponse, 'token_type' | 'identifier'> & { token_type: 'bearer' } {
  const code = nonEmptyText(body, 'code');
  const redirectUri = nonEmptyText(body, 'redirect_uri');
  const clientId = nonEmptyText(body, 'client_id');
  const verifier = nonEmptyText(body, 'code_verifier');
  for (const [name, value] of Object.entries({
    code,
    redirect_uri: redirectUri,
    client_id: clientId,
    code_verifier: verifier,
  })) {
    if (value === undefined) throw badRequest(`${name} is required`);
  }
  const row = db
    .prepare<[string], CodeRow>(
      `SELECT client_id, user_id, store_id, redirect_uri, code_challenge, expires_at, used_at
       FROM authorization_codes WHERE code_hash = ?`,
    )
    .get(tokenDigest(code ?? ''));
  const invalid = () => unauthorized('Invalid, expired or already used authorization code');
  if (!row || row.used_at !== null || row.expires_at <= now()) throw invalid();
  if (row.client_id !== clientId || row.redirect_uri !== redirectUri) throw invalid();
  const expected = Buffer.from(row.code_challenge);
  const actual = Buffer.from(s256CodeChallenge(verifier ?? ''));
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) {
    throw unauthorized('code_verifier does not match the code challenge');
  }
  // Single use, even when two exchanges race: only the one that flips used_at wins.
  const claimed = db
    .prepare('UPDATE authorization_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL')
    .run(now(), tokenDigest(code ?? ''));
  if (claimed.changes === 0) throw invalid();
  const issued = tokens.issue(
    { storeId: row.store_id, userId: row.user_id, grant: 'authorization_code' },
    'authorization_code',
  );
  return {
    access_token: issued.access_token,
    token_type: 'bearer',
    expires: issued.expires,
    expires_in: issued.expires_in,
    refresh_token: issued.refresh_token,
  };
}
