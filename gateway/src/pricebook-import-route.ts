import type { Router } from 'express';
import type { GatewayConfig } from './config';
import type { ProviderSingle } from './provider/resources';
import type { JobModel } from './resolvers/models';
import { uploadRelay } from './upload-relay';

/**
 * `POST /api/pricebooks/import` (registered by job-routes.ts): a price book import file, JSONL or
 * gzipped JSONL, streamed as multipart to `pcm/pricebooks/import` with the caller's bearer token.
 * Answers `{ data: job }` (201); follow the job through GraphQL `job(id)`. The `importPriceBooks`
 * mutation does the same for JSONL text small enough for a GraphQL request.
 */

/** 50,000 price objects of a few hundred bytes each, with headroom for the multipart framing. */
const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;

/** The multipart upload route (under `/api`); api-routes.ts exempts it from the JSON-only rule. */
export const PRICEBOOK_IMPORT_ROUTE = '/pricebooks/import';

export function registerPriceBookImportRoute(router: Router, config: GatewayConfig): void {
  router.post(
    PRICEBOOK_IMPORT_ROUTE,
    uploadRelay<ProviderSingle<JobModel>>(config, {
      providerPath: 'pcm/pricebooks/import',
      maxBytes: MAX_UPLOAD_BYTES,
      answer: (created) => ({ data: created.data }),
    }),
  );
}
