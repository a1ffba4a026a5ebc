import express, { Router, type Request, type Response } from 'express';
import { createSsoProfile, forgotPassword, signUp } from './account-flows';
import { bearerToken } from './caller';
import type { GatewayConfig } from './config';
import { createRouteProvider } from './context';
import { FILE_UPLOAD_ROUTE, registerFileRoutes } from './file-routes';
import { registerJobRoutes } from './job-routes';
import { PRICEBOOK_IMPORT_ROUTE } from './pricebook-import-route';
import {
  exchangeAuthorizationCode,
  MissingRefreshTokenError,
  refreshSsoAuthentication,
} from './provider/auth';
import type { ProviderClient } from './provider/client';
import { ProviderHttpError } from './provider/errors';
import type { ProviderTokenResponse } from './provider/resources';
import { ApiRouteError, sendError, sendRouteFailure } from './route-errors';
import { clientAddress, signInLimitsFor, type AttemptKind, type AttemptOutcome } from './sign-in-limits';

/**
 * The spec's serverless functions under `/api` (section 7): plain REST next to GraphQL, because the
 * spec names these routes. Each forwards to the provider and answers in the provider's error shape
 * `{ errors: [{ status, title, detail }] }` on failure.
 */

/** The SSO credential shape the admin stores (spec section 3). */
export interface SsoTokenAnswer {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  token_type: 'bearer';
}

type Body = Readonly<Record<string, unknown>>;

const badRequest = (detail: string) => new ApiRouteError(400, 'Bad Request', detail);

function bodyOf(req: Request): Body {
  return typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body)
    ? (req.body as Body)
    : {};
}

export function requiredString(body: Body, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${name} is required`);
  return value;
}

/**
 * The `/api/sso-token` grants, checked before anything is sent: authorization_code (PKCE) through the
 * client library's code exchange, refresh_token through its SSO refresh (which refuses a missing
 * refresh token with the spec's SSO wording, and logs a refused one).
 */
export function ssoTokenGrant(body: Body): (provider: ProviderClient) => Promise<ProviderTokenResponse> {
  const grantType = requiredString(body, 'grant_type');
  if (grantType === 'authorization_code') {
    const exchange = {
      code: requiredString(body, 'code'),
      redirectUri: requiredString(body, 'redirect_uri'),
      clientId: requiredString(body, 'client_id'),
      codeVerifier: requiredString(body, 'code_verifier'),
    };
    return (provider) => exchangeAuthorizationCode(provider, exchange);
  }
  if (grantType === 'refresh_token') {
    const refreshToken = typeof body.refresh_token === 'string' ? body.refresh_token.trim() : undefined;
    return (provider) => refreshSsoAuthentication(provider, refreshToken);
  }
  throw badRequest('grant_type must be authorization_code or refresh_token');
}

export function toSsoTokenAnswer(token: ProviderTokenResponse): SsoTokenAnswer {
  if (!token.refresh_token)
    throw new ApiRouteError(502, 'Bad Gateway', 'The provider issued no refresh token');
  return {
    access_token: token.access_token,
    expires_in: token.expires_in,
    refresh_token: token.refresh_token,
    token_type: 'bearer',
  };
}

/** POST routes that take multipart uploads (with a bearer token) instead of JSON. */
const MULTIPART_ROUTES = new Set([FILE_UPLOAD_ROUTE, PRICEBOOK_IMPORT_ROUTE]);

/**
 * Only JSON is accepted on POST: a cross-site page can post a form or text/plain without a CORS
 * preflight, but not `application/json`, so no other site can trigger these routes.
 */
function requireJson(req: Request, res: Response, next: () => void): void {
  if (req.method !== 'POST' || MULTIPART_ROUTES.has(req.path) || req.is('application/json')) {
    next();
    return;
  }
  sendError(res, 415, 'Unsupported Media Type', 'Send the request body as application/json');
}

/** A provider call whose 4xx refusal is a failure; `ok` says whether its answer counts as success. */
const judgeCall =
  (ok: boolean) =>
  (result: { value: unknown } | { error: unknown }): AttemptOutcome => {
    if ('value' in result) return ok ? 'success' : 'failure';
    return result.error instanceof ProviderHttpError && result.error.status < 500 ? 'failure' : 'neutral';
  };

export function createApiRouter(config: GatewayConfig): Router {
  const router = Router();
  router.use(requireJson, express.json({ limit: '100kb' }));
  // Answers carry credentials: never cache them.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  /** Runs a credential or mail-sending call under the sign-in limits (account and address). */
  const limited = <T>(
    req: Request,
    kind: AttemptKind,
    account: string | undefined,
    run: () => Promise<T>,
    ok: boolean,
  ): Promise<T> =>
    signInLimitsFor(config).attempt({ kind, account, address: clientAddress(req) }, run, judgeCall(ok));

  router.post('/sso-token', async (req, res) => {
    try {
      const grant = ssoTokenGrant(bodyOf(req));
      // Per address only: the SSO client id is the public `dashboard` client every seller shares.
      const token = await limited(
        req,
        'sso',
        undefined,
        () => grant(createRouteProvider(config, req, res, 'anonymous')),
        true,
      );
      res.json(toSsoTokenAnswer(token));
    } catch (error) {
      if (error instanceof MissingRefreshTokenError) sendError(res, 400, 'Bad Request', error.message);
      else sendRouteFailure(res, error);
    }
  });

  /** Runs a provider call and answers with its status and body (spec: these routes return both). */
  const forward =
    (successStatus: number, call: (req: Request, res: Response) => Promise<unknown>) =>
    async (req: Request, res: Response) => {
      try {
        const body = await call(req, res);
        res.status(successStatus).json(body ?? {});
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status < 500) {
          res.status(error.status).json(error.body);
          return;
        }
        sendRouteFailure(res, error);
      }
    };

  router.post(
    '/signup',
    forward(201, (req, res) => {
      const body = bodyOf(req);
      const request = {
        name: requiredString(body, 'name'),
        token: requiredString(body, 'token'),
        create_type: requiredString(body, 'create_type'),
        password: requiredString(body, 'password'),
      };
      return limited(
        req,
        'signup',
        request.token,
        () => signUp(createRouteProvider(config, req, res, 'anonymous'), request),
        true,
      );
    }),
  );

  router.post(
    '/sso-profiles',
    forward(201, async (req, res) => {
      if (!bearerToken(req.get('authorization'))) {
        throw new ApiRouteError(401, 'Unauthorized', 'Sign in first: no bearer token was sent');
      }
      return createSsoProfile(
        createRouteProvider(config, req, res),
        requiredString(bodyOf(req), 'storeName'),
      );
    }),
  );

  router.post(
    '/forgot',
    forward(202, (req, res) => {
      const email = requiredString(bodyOf(req), 'email');
      // Every request mails someone: each one counts, success or not.
      return limited(
        req,
        'forgot',
        email,
        () => forgotPassword(createRouteProvider(config, req, res, 'anonymous'), email),
        false,
      );
    }),
  );

  registerFileRoutes(router, config);
  registerJobRoutes(router, config);

  router.use((req, res) =>
    sendError(res, 404, 'Not Found', `No route matches ${req.method} /api${req.path}`),
  );
  return router;
}
