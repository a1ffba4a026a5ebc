import type { Request, Response, Router } from 'express';
import { bearerToken } from './caller';
import type { GatewayConfig } from './config';
import { abortWhenClosed, createRouteProvider } from './context';
import { registerPriceBookImportRoute } from './pricebook-import-route';
import { providerPath } from './provider/path';
import type { ProviderSingle } from './provider/resources';
import { boundedText, FILE_FETCH_TIMEOUT_MS, followableFileLink, MAX_EXPORT_FILE_BYTES } from './file-links';
import type { JobModel } from './resolvers/models';
import { sendError, sendRouteFailure } from './route-errors';

/**
 * Job routes under `/api` (mounted by api-routes.ts). An export's CSV is bytes, which GraphQL does not
 * carry: the admin fetches it here with the same bearer token it sends to GraphQL. The gateway reads
 * the job (`GET pcm/jobs/{id}`) with that token and downloads the file from where the job's
 * `meta.file_locations` says (pcm.yaml `job`: a link created for a finished `product-export`).
 */

/** Provider job ids are UUIDs; anything else never reaches the provider. */
const JOB_ID = /^[\w-]{1,100}$/;

/** The export's file link (`meta.file_locations`), when the gateway may follow it. */
export function exportFileLocation(job: JobModel, config: Pick<GatewayConfig, 'provider'>): URL | null {
  const [location] = job.meta?.file_locations ?? [];
  return followableFileLink(location, config);
}

export function registerJobRoutes(router: Router, config: GatewayConfig): void {
  registerPriceBookImportRoute(router, config);
  /** `GET /api/jobs/:id/file`: a finished export's CSV, as an attachment. */
  router.get('/jobs/:id/file', async (req: Request, res: Response) => {
    if (!bearerToken(req.get('authorization'))) {
      sendError(res, 401, 'Unauthorized', 'Sign in first: no bearer token was sent');
      return;
    }
    const { id } = req.params;
    if (typeof id !== 'string' || !JOB_ID.test(id)) {
      sendError(res, 404, 'Not Found', 'Job not found');
      return;
    }
    const caller = createRouteProvider(config, req, res);
    let location: URL | null;
    try {
      const job = await caller.get<ProviderSingle<JobModel>>(providerPath`pcm/jobs/${id}`);
      location = exportFileLocation(job.data, config);
    } catch (error) {
      sendRouteFailure(res, error);
      return;
    }
    if (!location) {
      sendError(res, 404, 'Not Found', 'This job has no file (yet)');
      return;
    }
    try {
      // The link is the capability (like a signed storage URL): the caller's token is not sent on.
      const upstream = await fetch(location, {
        redirect: 'error',
        signal: AbortSignal.any([abortWhenClosed(res), AbortSignal.timeout(FILE_FETCH_TIMEOUT_MS)]),
      });
      const file = upstream.ok ? await boundedText(upstream, MAX_EXPORT_FILE_BYTES) : null;
      if (file === null) {
        sendError(res, 502, 'Bad Gateway', 'The provider did not give the export file');
        return;
      }
      res.set('Content-Type', 'text/csv; charset=utf-8');
      res.set('Content-Disposition', `attachment; filename="products-${id}.csv"`);
      res.set('Cache-Control', 'no-store');
      res.set('X-Content-Type-Options', 'nosniff');
      res.send(file);
    } catch {
      sendError(res, 502, 'Bad Gateway', 'The export file could not be fetched');
    }
  });
}
