import type { Request, Response, Router } from 'express';
import type { GatewayConfig } from './config';
import { abortWhenClosed } from './context';
import type { ProviderSingle } from './provider/resources';
import { browserFileHref, SANDBOX_FILE_CONTENT_PATH } from './resolvers/files';
import type { FileModel } from './resolvers/models';
import { sendError } from './route-errors';
import { uploadRelay } from './upload-relay';

/**
 * File routes under `/api` (mounted by api-routes.ts): uploads, which GraphQL does not carry, and the
 * file bytes a provider serves from its own host (the sandbox's, embedded or remote) re-served on the
 * gateway's origin so the admin's `<img>` tags (and its CSP `img-src`) can load them.
 */

/** The provider refuses files over 8 MB with a 422; a little headroom for the multipart framing. */
const MAX_UPLOAD_BYTES = 9 * 1024 * 1024;

/** The multipart upload route (under `/api`); api-routes.ts exempts it from the JSON-only rule. */
export const FILE_UPLOAD_ROUTE = '/files';

/** Sandbox file ids are UUIDs (seeded ones too); anything else never reaches the sandbox. */
const FILE_ID = /^[\w-]{1,100}$/;

/** A file's bytes take longer than any JSON answer, but a provider that stalls must not hold the route. */
const FILE_FETCH_TIMEOUT_MS = 30_000;

export function registerFileRoutes(router: Router, config: GatewayConfig): void {
  /**
   * `POST /api/files`: the admin's multipart form (`file`, optional `file_name`, `public`) streamed
   * to `POST v2/files` unchanged, with the caller's bearer token; answers `{ data: file }` (201) or
   * the provider's errors with its status.
   */
  router.post(
    FILE_UPLOAD_ROUTE,
    uploadRelay<ProviderSingle<FileModel>>(config, {
      providerPath: 'v2/files',
      maxBytes: MAX_UPLOAD_BYTES,
      answer: (created) => {
        const file = created.data;
        const href = file.link?.href;
        return { data: href ? { ...file, link: { href: browserFileHref(href, config) } } : file };
      },
    }),
  );

  /**
   * `GET /api/files/content/:id/:name`: the bytes of a file the provider serves itself (public, like
   * the provider's CDN). Only ever the configured provider's file path, so it relays nothing else; a
   * provider whose files live on a CDN answers 404 here, and its links never point here.
   */
  router.get('/files/content/:id{/:name}', async (req: Request, res: Response) => {
    const { id, name } = req.params;
    if (typeof id !== 'string' || !FILE_ID.test(id)) {
      sendError(res, 404, 'Not Found', 'File not found');
      return;
    }
    const suffix = typeof name === 'string' ? `/${encodeURIComponent(name)}` : '';
    const origin = `${config.provider.protocol}://${config.provider.host}`;
    try {
      const upstream = await fetch(`${origin}${SANDBOX_FILE_CONTENT_PATH}${id}${suffix}`, {
        signal: AbortSignal.any([abortWhenClosed(res), AbortSignal.timeout(FILE_FETCH_TIMEOUT_MS)]),
      });
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
