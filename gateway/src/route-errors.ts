import type { Response } from 'express';
import { errorEntries, ProviderHttpError } from './provider/errors';
import { SignInRateLimitedError } from './sign-in-limits';

/**
 * The error answers every `/api` route module shares (api-routes, job-routes), kept apart so that
 * neither imports the other: the provider's error shape `{ errors: [{ status, title, detail }] }`.
 */

export class ApiRouteError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
  ) {
    super(detail);
  }
}

export function sendError(res: Response, status: number, title: string, detail: string): void {
  res.status(status).json({ errors: [{ status: String(status), title, detail }] });
}

/** Provider refusals keep their status and detail; outages become 502 without internals. */
export function sendRouteFailure(res: Response, error: unknown): void {
  if (error instanceof SignInRateLimitedError) {
    res.set('Retry-After', String(error.retryAfterSeconds));
    sendError(res, 429, 'Too Many Requests', error.message);
    return;
  }
  if (error instanceof ApiRouteError) {
    sendError(res, error.status, error.title, error.message);
    return;
  }
  if (error instanceof ProviderHttpError && error.status < 500) {
    const [first] = errorEntries(error.body);
    sendError(res, error.status, first?.title ?? 'Error', first?.detail ?? error.message);
    return;
  }
  sendError(res, 502, 'Bad Gateway', 'The commerce provider could not complete the request');
}
