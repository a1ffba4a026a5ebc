import { Transform, type TransformCallback } from 'node:stream';
import type { Request, Response } from 'express';
import { bearerToken } from './caller';
import type { GatewayConfig } from './config';
import { createRouteProvider } from './context';
import { ProviderHttpError } from './provider/errors';

/**
 * The multipart upload routes (`/api/files`, `/api/pricebooks/import`): the caller's bearer token is
 * checked before a byte of the body is read, and the body then streams to the provider through a
 * byte counter, so a request costs the gateway a few chunks of memory whatever its size.
 */

export class UploadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The upload is larger than ${limit} bytes`);
    this.name = 'UploadTooLargeError';
  }
}

/** Passes bytes through and fails once more than `limit` have gone by. */
export class ByteLimit extends Transform {
  private seen = 0;
  exceeded = false;

  constructor(readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      this.exceeded = true;
      callback(new UploadTooLargeError(this.limit));
      return;
    }
    callback(null, chunk);
  }
}

/**
 * Answers, closing the connection when the body was not read to its end, so the unread rest is
 * neither buffered nor parsed as a next request.
 */
function answer(req: Request, res: Response, status: number, body: unknown): void {
  if (res.headersSent || res.destroyed) return;
  if (!req.readableEnded) {
    req.unpipe();
    req.pause();
    res.set('Connection', 'close');
  }
  res.status(status).json(body);
}

function answerError(req: Request, res: Response, status: number, title: string, detail: string): void {
  answer(req, res, status, { errors: [{ status: String(status), title, detail }] });
}

export interface UploadRelay<T> {
  /** Provider path the multipart body is posted to. */
  providerPath: string;
  /** Largest body accepted, framing included. */
  maxBytes: number;
  /** Turns the provider's answer into the route's 201 body. */
  answer: (created: T) => unknown;
}

/** An express handler relaying one multipart upload with the caller's token. */
export function uploadRelay<T>(config: GatewayConfig, relay: UploadRelay<T>) {
  return async (req: Request, res: Response): Promise<void> => {
    if (!bearerToken(req.get('authorization'))) {
      answerError(req, res, 401, 'Unauthorized', 'Sign in first: no bearer token was sent');
      return;
    }
    const contentType = req.get('content-type');
    if (!contentType?.startsWith('multipart/form-data')) {
      answerError(req, res, 400, 'Bad Request', 'Send the file as multipart/form-data with a `file` field');
      return;
    }
    const tooLarge = () =>
      answerError(req, res, 413, 'Payload Too Large', `Uploads are limited to ${relay.maxBytes} bytes`);
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > relay.maxBytes) {
      tooLarge();
      return;
    }

    // Over the limit, or the caller gone mid-body: the provider's half-sent request is abandoned (a
    // write is otherwise left to finish when its caller leaves, but this one can never be complete).
    const upstream = new AbortController();
    const limit = new ByteLimit(relay.maxBytes);
    limit.on('error', () => upstream.abort());
    res.on('close', () => {
      if (!res.writableFinished) upstream.abort();
    });
    req.pipe(limit);

    // A streamed body cannot be replayed; the client sends it once (a 429 is answered, not retried).
    const caller = createRouteProvider(config, req, res);
    try {
      const created = await caller.post<T>(relay.providerPath, {
        multipart: { body: limit, contentType },
        signal: upstream.signal,
      });
      answer(req, res, 201, relay.answer(created));
    } catch (error) {
      if (limit.exceeded) {
        tooLarge();
      } else if (error instanceof ProviderHttpError && error.status < 500) {
        // The provider's own Retry-After is not kept by the client's error: one retry step (spec) instead.
        if (error.status === 429) res.set('Retry-After', '1');
        answer(req, res, error.status, error.body);
      } else {
        answerError(req, res, 502, 'Bad Gateway', 'The commerce provider could not complete the request');
      }
    }
  };
}
