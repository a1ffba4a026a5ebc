import express, { type Request, type Response, type Router } from 'express';
import { bearerToken, callerOptions } from './caller';
import type { GatewayConfig } from './config';
import { newProviderStats, ProviderClient } from './provider/client';
import { ProviderHttpError } from './provider/errors';
import type { ProviderSingle } from './provider/resources';
import { browserFileHref, SANDBOX_FILE_CONTENT_PATH } from './resolvers/files';
import type { FileModel } from './resolvers/models';

/**
 * File routes under `/api` (mounted by api-routes.ts): uploads, which GraphQL does not carry, and the
 * embedded sandbox's file bytes re-served on the gateway's origin so the admin's `<img>` tags (and its
 * CSP `img-src 'self'`) can load them.
 */

/** The provider refuses files over 8 MB with a 422; a little headroom for the multipart framing. */
const MAX_UPLOAD_BYTES = 9 * 1024 * 1024;

/** Sandbox file ids are UUIDs (seeded ones too); anything else never reaches the sandbox. */
const FILE_ID = /^[\w-]{1,100}$/;

function sendError(res: Response, status: number, title: string, detail: string): void {
  res.status(status).json({ errors: [{ status: String(status), title, detail }] });
}

export function registerFileRoutes(router: Router, config: GatewayConfig): void {
  /**
   * `POST /api/files`: the admin's multipart form (`file`, optional `file_name`, `public`) relayed to
   * `POST v2/files` unchanged, with the caller's bearer token; answers `{ data: file }` (201) or the
   * provider's errors with its status.
   */
  router.post(
    '/files',
    express.raw({ type: 'multipart/form-data', limit: MAX_UPLOAD_BYTES }),
    async (req, res) => {
      const authorization = req.get('authorization');
      if (!bearerToken(authorization)) {
        sendError(res, 401, 'Unauthorized', 'Sign in first: no bearer token was sent');
        return;
      }
      const contentType = req.get('content-type');
      if (!Buffer.isBuffer(req.body) || !contentType?.startsWith('multipart/form-data')) {
        sendError(res, 400, 'Bad Request', 'Send the file as multipart/form-data with a `file` field');
        return;
      }
      const caller = new ProviderClient(
        config.provider,
        callerOptions(authorization, req.headers),
        newProviderStats(),
      );
      try {
        const created = await caller.post<ProviderSingle<FileModel>>('v2/files', {
          multipart: { body: new Uint8Array(req.body), contentType },
        });
        const file = created.data;
        const href = file.link?.href;
        res
          .status(201)
          .json({ data: href ? { ...file, link: { href: browserFileHref(href, config) } } : file });
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status < 500) {
          res.status(error.status).json(error.body);
          return;
        }
        sendError(res, 502, 'Bad Gateway', 'The commerce provider could not complete the request');
      }
    },
  );

  /** `GET /api/files/content/:id/:name`: an embedded-sandbox file's bytes (public, like the provider's CDN). */
  router.get('/files/content/:id{/:name}', async (req: Request, res: Response) => {
    const { id, name } = req.params;
    if (!config.useSandbox || typeof id !== 'string' || !FILE_ID.test(id)) {
      sendError(res, 404, 'Not Found', 'File not found');
      return;
    }
    const suffix = typeof name === 'string' ? `/${encodeURIComponent(name)}` : '';
    const origin = `${config.provider.protocol}://${config.provider.host}`;
    try {
      const upstream = await fetch(`${origin}${SANDBOX_FILE_CONTENT_PATH}${id}${suffix}`);
      if (!upstream.ok) {
        sendError(res, upstream.status === 404 ? 404 : 502, 'Not Found', 'File not found');
        return;
      }
      res.set('Content-Type', upstream.headers.get('content-type') ?? 'application/octet-stream');
      res.set('Cache-Control', upstream.headers.get('cache-control') ?? 'public, max-age=300');
      res.set('X-Content-Type-Options', 'nosniff');
      res.send(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      sendError(res, 502, 'Bad Gateway', 'The file could not be fetched');
    }
  });
}
