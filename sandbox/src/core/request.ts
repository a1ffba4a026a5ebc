/**
 * Request parsing shared by every route module: the plain-object guard, path parameters, the list
 * query and the `{ data: ... }` envelope checks. One copy, so every resource answers a malformed
 * request with the same provider words and JSON pointers.
 */
import type { Request } from 'express';
import { failedValidation, queryParam, type ApiError } from './http';
import type { ListQueryParams } from './query';

/** A JSON object (not an array, not null): what a request body or a nested document must be. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The raw `filter`, `sort`, `page[limit]` and `page[offset]` for `runListQuery`; `sort: false` for
 * the lists that take no sort (they ignore a `sort` parameter).
 */
export function listParams(req: Request, { sort = true }: { sort?: boolean } = {}): ListQueryParams {
  return {
    filter: queryParam(req, 'filter'),
    ...(sort ? { sort: queryParam(req, 'sort') } : {}),
    ...pageParams(req),
  };
}

/** Only the raw `page[limit]` and `page[offset]`, for lists that take no filter or sort. */
export function pageParams(req: Request): Pick<ListQueryParams, 'limit' | 'offset'> {
  return { limit: queryParam(req, 'page[limit]'), offset: queryParam(req, 'page[offset]') };
}

/**
 * A path parameter. Express always sets the ones its route names; `missing` is the error the
 * resource would give for an unknown id, so a mistyped route fails like a lookup, not a crash.
 */
export function param(req: Request, name: string, missing: () => ApiError): string {
  const value: unknown = req.params[name];
  if (typeof value !== 'string') throw missing();
  return value;
}

export const DATA_REQUIRED = 'data is required and must be an object';

/** `body.data` as an object, or 422 at `/data` (`detail` for the few calls the provider words otherwise). */
export function requestData(body: unknown, detail: string = DATA_REQUIRED): Record<string, unknown> {
  const data = isPlainObject(body) ? body.data : undefined;
  if (!isPlainObject(data)) throw failedValidation(detail, '/data');
  return data;
}

/** 422 at `/data/type` unless the document names `type`. */
export function requireDataType(data: Record<string, unknown>, type: string): void {
  if (data.type !== type) throw failedValidation(`type must be ${type}`, '/data/type');
}

export interface JsonApiDocument {
  id: unknown;
  attributes: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

/**
 * The JSON:API envelope `{ data: { type, id?, attributes, meta? } }`. `requireAttributes: false`
 * lets an update leave `attributes` out (it reads as `{}`).
 */
export function readJsonApiDocument(
  body: unknown,
  type: string,
  { requireAttributes = true }: { requireAttributes?: boolean } = {},
): JsonApiDocument {
  const data = requestData(body);
  requireDataType(data, type);
  if (data.attributes === undefined && !requireAttributes) return { id: data.id, attributes: {} };
  if (!isPlainObject(data.attributes)) {
    throw failedValidation('attributes is required and must be an object', '/data/attributes');
  }
  const meta = isPlainObject(data.meta) ? data.meta : undefined;
  return { id: data.id, attributes: data.attributes, meta };
}

/**
 * `body.data` for the few calls whose document may be left out (no body, or no `data`, reads as
 * `{}`); a `data` that is not an object is a 422 at `/data`.
 */
export function optionalRequestData(body: unknown): Record<string, unknown> {
  const data = isPlainObject(body) ? (body.data ?? {}) : {};
  if (!isPlainObject(data)) throw failedValidation('data must be an object', '/data');
  return data;
}

/** A request's `data` member; some documents show requests without the wrapper, so accept both. */
export function requestDataOrBare(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) return {};
  return isPlainObject(body.data) ? body.data : body;
}

/** A form or query member as text; absent, empty or not a string reads as undefined. */
export function nonEmptyText(source: Record<string, unknown>, name: string): string | undefined {
  const value = source[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `body.data` as a list (relationship and bulk requests), or 422 at `/data`. */
export function requestDataList(body: unknown, detail = 'data is required and must be an array'): unknown[] {
  const data = isPlainObject(body) ? body.data : undefined;
  if (!Array.isArray(data)) throw failedValidation(detail, '/data');
  return data;
}

/**
 * The form of a multipart upload. Express hands the body over raw (a Buffer), and the platform's
 * own `Request` parses it, so no multipart dependency is needed. 422 at `/file` when it is none.
 */
export async function readMultipartForm(req: Request): Promise<FormData> {
  if (!Buffer.isBuffer(req.body)) throw failedValidation('file is required', '/file');
  return new globalThis.Request('http://sandbox.invalid/', {
    method: 'POST',
    headers: { 'content-type': req.get('content-type') ?? '' },
    body: new Uint8Array(req.body),
  })
    .formData()
    .catch(() => {
      throw failedValidation('The multipart body could not be read', '/file');
    });
}

/** The form's `file` part, or 422 at `/file`. */
export function formFile(form: FormData): File {
  const file = form.get('file');
  if (!(file instanceof File)) throw failedValidation('file is required', '/file');
  return file;
}
