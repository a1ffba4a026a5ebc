import type { Request, Response, Router } from 'express';
import { bearerToken } from './caller';
import type { GatewayConfig } from './config';
import { createRouteProvider } from './context';
import { registerPriceBookImportRoute } from './pricebook-import-route';
import { providerPath } from './provider/path';
import { sendError, sendRouteFailure } from './route-errors';

/**
 * Job routes under `/api` (mounted by api-routes.ts). An export's CSV is bytes, which GraphQL does not
 * carry, and the provider's `pcm/jobs/{id}/file` needs the caller's token, so the admin fetches it
 * here with the same bearer token it sends to GraphQL.
 */

/** Provider job ids are UUIDs; anything else never reaches the provider. */
const JOB_ID = /^[\w-]{1,100}$/;

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
    try {
      // The client parses JSON bodies and returns anything else as text, which a CSV is.
      const file = await caller.get<unknown>(providerPath`pcm/jobs/${id}/file`);
      if (typeof file !== 'string') {
        sendError(res, 502, 'Bad Gateway', 'The provider did not answer with a CSV file');
        return;
      }
      res.set('Content-Type', 'text/csv; charset=utf-8');
      res.set('Content-Disposition', `attachment; filename="products-${id}.csv"`);
      res.set('Cache-Control', 'no-store');
      res.set('X-Content-Type-Options', 'nosniff');
      res.send(file);
    } catch (error) {
      sendRouteFailure(res, error);
    }
  });
}
