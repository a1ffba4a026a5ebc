import express, { type Router } from 'express';
import { bearerToken, callerOptions } from './caller';
import type { GatewayConfig } from './config';
import { newProviderStats, ProviderClient } from './provider/client';
import { ProviderHttpError } from './provider/errors';
import type { ProviderSingle } from './provider/resources';
import type { JobModel } from './resolvers/models';

/**
 * `POST /api/pricebooks/import` (registered by job-routes.ts): a price book import file, JSONL or
 * gzipped JSONL, relayed as multipart to `pcm/pricebooks/import` with the caller's bearer token.
 * Answers `{ data: job }` (201); follow the job through GraphQL `job(id)`. The `importPriceBooks`
 * mutation does the same for JSONL text small enough for a GraphQL request.
 */

/** 50,000 price objects of a few hundred bytes each, with headroom for the multipart framing. */
const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;

function sendError(res: express.Response, status: number, title: string, detail: string): void {
  res.status(status).json({ errors: [{ status: String(status), title, detail }] });
}

export function registerPriceBookImportRoute(router: Router, config: GatewayConfig): void {
  router.post(
    '/pricebooks/import',
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
        const created = await caller.post<ProviderSingle<JobModel>>('pcm/pricebooks/import', {
          multipart: { body: new Uint8Array(req.body), contentType },
        });
        res.status(201).json({ data: created.data });
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status < 500) {
          res.status(error.status).json(error.body);
          return;
        }
        sendError(res, 502, 'Bad Gateway', 'The commerce provider could not complete the request');
      }
    },
  );
}
