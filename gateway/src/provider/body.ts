import { FORM_CONTENT_TYPE, JSON_CONTENT_TYPE } from './headers';
import type { TransportResponse } from './transport';

/** Spec section 5: a file upload from a non-browser runtime must say its content type. */
export const MISSING_CONTENT_TYPE_MESSAGE = 'You must provide a content type header';

/**
 * A multipart upload (files, imports). Bytes are replayable, so a retried attempt resends them; a
 * stream (web `ReadableStream`, or a Node `Readable` or any async iterable of bytes) is sent once as
 * it arrives, and is never retried.
 */
export interface MultipartBody {
  body:
    | FormData
    | Blob
    | ArrayBuffer
    | Uint8Array
    | string
    | ReadableStream<Uint8Array>
    | AsyncIterable<Uint8Array>;
  /** `multipart/form-data; boundary=...`; see {@link encodeMultipart}. */
  contentType?: string;
}

/** The spec's request envelope: `{ data }`, optionally with `options`. */
export interface Envelope<TData, TOptions = unknown> {
  data: TData;
  options?: TOptions;
}

export function envelope<TData, TOptions>(data: TData, options?: TOptions): Envelope<TData, TOptions> {
  return options === undefined ? { data } : { data, options };
}

export interface BodyOptions {
  /** JSON body, sent as is. */
  body?: unknown;
  /** JSON body wrapped as `{ data, options? }`. */
  data?: unknown;
  envelopeOptions?: unknown;
  /** Form-encoded body (the token endpoint). */
  form?: Readonly<Record<string, string>>;
  multipart?: MultipartBody;
}

export interface RequestPayload {
  body: BodyInit | undefined;
  /** null leaves the header off (multipart whose type the runtime sets). */
  contentType: string | null;
  /** The body is a one-shot stream: fetch needs `duplex: 'half'`, and it cannot be sent twice. */
  streamed: boolean;
}

export function isNodeRuntime(): boolean {
  return typeof process !== 'undefined' && typeof process.versions?.node === 'string';
}

/**
 * The body and content type of one call. GET and HEAD never carry a body (spec section 5), whatever
 * the caller passed. Multipart leaves the JSON content type off; from Node it must be given.
 */
export function requestPayload(
  method: string,
  options: BodyOptions,
  nodeRuntime = isNodeRuntime(),
): RequestPayload {
  const mayHaveBody = method !== 'GET' && method !== 'HEAD';
  if (options.multipart) {
    if (nodeRuntime && !options.multipart.contentType) throw new Error(MISSING_CONTENT_TYPE_MESSAGE);
    const body = mayHaveBody ? toBodyInit(options.multipart.body) : undefined;
    return {
      body,
      contentType: options.multipart.contentType ?? null,
      streamed: body instanceof ReadableStream,
    };
  }
  if (options.form) {
    return {
      body: mayHaveBody ? formEncode(options.form) : undefined,
      contentType: FORM_CONTENT_TYPE,
      streamed: false,
    };
  }
  const json = options.data !== undefined ? envelope(options.data, options.envelopeOptions) : options.body;
  return {
    body: mayHaveBody && json !== undefined ? JSON.stringify(json) : undefined,
    contentType: JSON_CONTENT_TYPE,
    streamed: false,
  };
}

function toBodyInit(body: MultipartBody['body']): BodyInit {
  // A Uint8Array view is copied into its own ArrayBuffer: BodyInit wants a plain buffer source.
  if (body instanceof Uint8Array) return body.slice().buffer;
  if (isAsyncIterable(body)) return iterableStream(body);
  return body;
}

function isAsyncIterable(body: MultipartBody['body']): body is AsyncIterable<Uint8Array> {
  return typeof body === 'object' && !(body instanceof ReadableStream) && Symbol.asyncIterator in body;
}

/**
 * A Node `Readable` (or any async iterable of bytes) as a web stream that pulls one chunk at a time,
 * so backpressure reaches the source; written without `node:stream` so this module stays
 * runtime-neutral.
 */
function iterableStream(source: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** `application/x-www-form-urlencoded`, every key and value percent-encoded (`+` as %2B). */
export function formEncode(form: Readonly<Record<string, string>>): string {
  return Object.entries(form)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/**
 * Serialises a FormData into bytes and the `multipart/form-data; boundary=...` type that goes with
 * them, which is how a Node caller satisfies the content-type rule.
 */
export async function encodeMultipart(form: FormData): Promise<Required<MultipartBody>> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!contentType) throw new Error(MISSING_CONTENT_TYPE_MESSAGE);
  return { body: await encoded.arrayBuffer(), contentType };
}

export async function readSuccessBody(
  response: Pick<TransportResponse, 'status' | 'text'>,
): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The parsed JSON error body, or `{}` when it is not JSON (spec section 8). */
export async function readErrorBody(response: Pick<TransportResponse, 'text'>): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return {};
  }
}
