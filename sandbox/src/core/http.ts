import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { MAX_PAGE_OFFSET, QueryError, type ListResult } from './query';

/**
 * Provider-shaped envelopes and errors. Every non-2xx response the sandbox sends goes through
 * here so clients always see `{ errors: [{ status, title, detail?, source? }] }`.
 */

export interface ProviderError {
  status: string;
  title: string;
  detail?: string;
  source?: { pointer: string };
}

const TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Failed Validation',
  500: 'Internal Server Error',
};

/** Thrown from handlers; the error middleware renders it. Holds one or more provider errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errors: ProviderError[],
  ) {
    super(errors.map((error) => error.detail ?? error.title).join('; '));
  }

  static of(status: number, detail?: string, pointer?: string): ApiError {
    return new ApiError(status, [providerError(status, detail, pointer)]);
  }
}

export function providerError(status: number, detail?: string, pointer?: string): ProviderError {
  return {
    status: String(status),
    title: TITLES[status] ?? 'Error',
    ...(detail === undefined ? {} : { detail }),
    ...(pointer === undefined ? {} : { source: { pointer } }),
  };
}

export const badRequest = (detail: string): ApiError => ApiError.of(400, detail);
export const unauthorized = (detail: string): ApiError => ApiError.of(401, detail);
export const forbidden = (detail: string): ApiError => ApiError.of(403, detail);
export const notFound = (detail: string): ApiError => ApiError.of(404, detail);
export const conflict = (detail: string, pointer?: string): ApiError => ApiError.of(409, detail, pointer);
export const failedValidation = (detail: string, pointer?: string): ApiError =>
  ApiError.of(422, detail, pointer);

export function sendErrors(res: Response, status: number, errors: ProviderError[]): void {
  res.status(status).json({ errors });
}

// ---------------------------------------------------------------------------------------------
// Middleware

export const notFoundHandler: RequestHandler = (req, res) => {
  sendErrors(res, 404, [providerError(404, `No route matches ${req.method} ${req.path}`)]);
};

/** Last middleware: maps known failures to provider errors and hides everything else. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof ApiError) {
    sendErrors(res, error.status, error.errors);
    return;
  }
  if (error instanceof QueryError) {
    sendErrors(res, 400, [providerError(400, error.message)]);
    return;
  }
  const clientError = describeBodyParserError(error);
  if (clientError) {
    sendErrors(res, clientError.status, [providerError(clientError.status, clientError.detail)]);
    return;
  }
  // Log for whoever runs the sandbox, but never echo internals to the client.
  // The stack, never the value itself: an error can carry the request's body (body-parser's) or headers.
  const logged = error instanceof Error ? (error.stack ?? error.message) : `a thrown ${typeof error}`;
  console.error('Sandbox request failed:', logged);
  sendErrors(res, 500, [providerError(500, 'An unexpected error occurred in the sandbox')]);
};

/** body-parser reports client mistakes as errors carrying `type` and a 4xx `status`. */
function describeBodyParserError(error: unknown): { status: number; detail: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const type = 'type' in error ? error.type : undefined;
  const status = 'status' in error ? error.status : undefined;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  switch (type) {
    case 'entity.parse.failed':
      return { status: 400, detail: 'The request body is not valid JSON' };
    case 'entity.too.large':
      return { status: 413, detail: 'The request body is too large' };
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return { status: 415, detail: 'The request body encoding is not supported' };
    default:
      return { status, detail: 'The request body could not be read' };
  }
}

// ---------------------------------------------------------------------------------------------
// Query parameters

/**
 * A single-valued query parameter as a string. Express is configured with the 'simple' query
 * parser, so `page[limit]` arrives as a literal key; repeating a parameter is a client error.
 */
export function queryParam(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  if (value === undefined || typeof value === 'string') return value;
  throw badRequest(`${name} must be given only once`);
}

// ---------------------------------------------------------------------------------------------
// Envelopes

export interface ListLinks {
  current: string;
  first: string;
  last: string;
  next?: string;
  prev?: string;
}

export interface ListEnvelope<TResource> {
  data: TResource[];
  links: ListLinks;
  meta: {
    page: { current: number; limit: number; offset: number; total: number };
    results: { total: number };
  };
}

const PAGE_PARAMS = new Set(['page[limit]', 'page[offset]']);

/** Wraps one page of results with provider-style paging links (absolute paths) and totals. */
export function listEnvelope<TItem, TResource>(
  req: Request,
  result: ListResult<TItem>,
  render: (item: TItem) => TResource,
): ListEnvelope<TResource> {
  const { page, total } = result;
  const link = pageLinkBuilder(req, page.limit);
  // Links never point past the offset limit, which would only produce a 400.
  const lastOffset = Math.min(Math.max(0, Math.ceil(total / page.limit) - 1) * page.limit, MAX_PAGE_OFFSET);
  const nextOffset = page.offset + page.limit;
  return {
    data: result.items.map(render),
    links: {
      current: link(page.offset),
      first: link(0),
      last: link(lastOffset),
      ...(nextOffset < total && nextOffset <= MAX_PAGE_OFFSET ? { next: link(nextOffset) } : {}),
      ...(page.offset > 0 ? { prev: link(Math.max(0, page.offset - page.limit)) } : {}),
    },
    meta: {
      page: {
        current: Math.floor(page.offset / page.limit) + 1,
        limit: page.limit,
        offset: page.offset,
        total: Math.ceil(total / page.limit),
      },
      results: { total },
    },
  };
}

/** Keeps the request's other parameters (filter, sort, ...) so links stay on the same result set. */
function pageLinkBuilder(req: Request, limit: number): (offset: number) => string {
  const preserved = Object.entries(req.query)
    .filter(([name, value]) => !PAGE_PARAMS.has(name) && typeof value === 'string')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  const path = `${req.baseUrl}${req.path === '/' ? '' : req.path}`;
  return (offset: number) => {
    const params = [...preserved, `page[offset]=${offset}`, `page[limit]=${limit}`];
    return `${path}?${params.join('&')}`;
  };
}
