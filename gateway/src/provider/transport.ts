import { request as undiciRequest } from 'undici';

/**
 * How one provider call goes over the wire. JSON and form calls (and bodiless reads) go through
 * undici's `request` with the whole body read into one buffer: no WHATWG `Response`, stream or
 * header-object machinery per call, which was a fifth of the gateway's CPU per request with `fetch`.
 * Uploads (multipart bytes, blobs, streams) keep going through `fetch`, which knows those body types.
 * A `fetch` given in the config, or a global `fetch` replaced after this module loaded (a mocking or
 * instrumentation layer such as msw), is used for every call, so whatever intercepts it still sees them.
 */
export interface TransportRequest {
  method: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  signal: AbortSignal | undefined;
  /** The body is a one-shot stream: fetch needs `duplex: 'half'`. */
  streamed: boolean;
}

/** The parts of an answer the client reads; a `Response` is one. */
export interface TransportResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
  /** Reads and drops the body, so the connection is reused. */
  arrayBuffer(): Promise<unknown>;
}

export type Transport = (url: string, init: TransportRequest) => Promise<TransportResponse>;

/** The runtime's own fetch as it was when the gateway loaded. */
const runtimeFetch: typeof fetch | undefined = globalThis.fetch;

/** A transport over the given fetch (or the global one at call time). */
export function fetchTransport(given?: typeof fetch): Transport {
  return (url, init) => {
    const fetchImpl = given ?? globalThis.fetch;
    // fetch sends a stream only with `duplex: 'half'` (absent from the DOM typings).
    const options: RequestInit & { duplex?: 'half' } = {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: init.signal,
      ...(init.streamed ? { duplex: 'half' as const } : {}),
    };
    return fetchImpl(url, options);
  };
}

const viaGlobalFetch = fetchTransport();

/** The transport of a client: `fetch` when one is given, else undici with a buffered body. */
export function transportFor(given: typeof fetch | undefined): Transport {
  if (given) return fetchTransport(given);
  return (url, init) => {
    const bufferable = init.body === undefined || typeof init.body === 'string';
    if (!bufferable || globalThis.fetch !== runtimeFetch) return viaGlobalFetch(url, init);
    return bufferedRequest(url, init);
  };
}

/** One call through undici's `request`; the body is read whole before the answer is handed back. */
async function bufferedRequest(url: string, init: TransportRequest): Promise<TransportResponse> {
  const answer = await undiciRequest(url, {
    method: init.method as 'GET',
    headers: init.headers,
    body: init.body as string | undefined,
    signal: init.signal,
  });
  // undici's own collector: its chunks by event, decoded once (no async iterator, no promise per chunk).
  const text = await answer.body.text();
  const headers = answer.headers;
  return {
    status: answer.statusCode,
    ok: answer.statusCode >= 200 && answer.statusCode < 300,
    headers: {
      get(name) {
        const value = headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
    },
    text: async () => text,
    arrayBuffer: async () => undefined,
  };
}
