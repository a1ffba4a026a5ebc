import { ProviderAbortError, ProviderHttpError, ProviderNetworkError } from './errors';
import { encodeQuery, type QueryValue } from './query';

/** Where and how to reach the provider; shared by every request of the gateway. */
export interface ProviderConfig {
  /** API host as the provider's SDK names it, e.g. `euwest.api.elasticpath.com` or `127.0.0.1:4100`. */
  host: string;
  protocol: 'https' | 'http';
  /** Sent as the application header so the provider can tell our traffic apart. */
  application: string;
  /** Attempts per call, first one included (spec: 4). */
  maxAttempts: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** What one GraphQL request cost upstream; reported as `extensions.provider`. */
export interface ProviderStats {
  calls: number;
  retries: number;
  throttledMs: number;
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** JSON body; never sent with GET or HEAD. */
  body?: unknown;
  /** Form-encoded body (the token endpoint). */
  form?: Record<string, string>;
  signal?: AbortSignal;
  /** A token overriding the caller's for this one call. */
  token?: string;
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const SDK_LANGUAGE = 'commerce-manager-gateway';
export const SDK_VERSION = '0.1.0';
const RETRY_STEP_MS = 1000;
const RETRY_JITTER_MS = 500;

export function newProviderStats(): ProviderStats {
  return { calls: 0, retries: 0, throttledMs: 0 };
}

/**
 * Delay before retry number `attempt` (1-based) after a 429: the provider's `Retry-After` when it
 * sent one, else the spec's `1000 ms x attempt + random jitter up to 500 ms`.
 */
export function retryDelayMs(attempt: number, retryAfterHeader: string | null, random: () => number): number {
  const retryAfterSeconds = retryAfterHeader === null ? NaN : Number(retryAfterHeader);
  if (Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0) return retryAfterSeconds * 1000;
  return RETRY_STEP_MS * attempt + Math.floor(random() * RETRY_JITTER_MS);
}

/**
 * The provider REST client for one caller: it carries the caller's bearer token and counts what the
 * calls cost. It knows nothing of GraphQL.
 */
export class ProviderClient {
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;

  constructor(
    readonly config: ProviderConfig,
    private readonly token: string | undefined,
    readonly stats: ProviderStats = newProviderStats(),
  ) {
    this.fetchImpl = config.fetch ?? fetch;
    this.sleep = config.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = config.random ?? Math.random;
  }

  get hasToken(): boolean {
    return this.token !== undefined;
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('POST', path, options);
  }

  put<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('PUT', path, options);
  }

  delete<T = void>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  /** Sends one call, retrying 429 answers up to the attempt limit; every other failure rejects at once. */
  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const url = `${this.config.protocol}://${this.config.host}/${path.replace(/^\//, '')}${encodeQuery(options.query ?? {})}`;
    const init = this.buildInit(method, options);
    for (let attempt = 1; ; attempt += 1) {
      const response = await this.send(url, init);
      if (response.ok) return (await readSuccessBody(response)) as T;
      if (response.status === 429 && attempt < this.config.maxAttempts) {
        await response.arrayBuffer(); // drain, so the connection is reused
        this.stats.retries += 1;
        await this.sleep(retryDelayMs(attempt, response.headers.get('retry-after'), this.random));
        continue;
      }
      throw new ProviderHttpError(response.status, await readErrorBody(response));
    }
  }

  private buildInit(method: HttpMethod, options: RequestOptions): RequestInit {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-MOLTIN-SDK-LANGUAGE': SDK_LANGUAGE,
      'X-MOLTIN-SDK-VERSION': SDK_VERSION,
      'X-MOLTIN-APPLICATION': this.config.application,
    };
    const token = options.token ?? this.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    const mayHaveBody = method !== 'GET' && method !== 'HEAD';
    if (mayHaveBody && options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (mayHaveBody && options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    return { method, headers, body, signal: options.signal };
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    this.stats.calls += 1;
    try {
      return await this.fetchImpl(url, init);
    } catch (error) {
      if (init.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
        throw new ProviderAbortError();
      }
      throw new ProviderNetworkError();
    }
  }
}

async function readSuccessBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The parsed JSON error body, or `{}` when it is not JSON (spec section 8). */
async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return {};
  }
}
