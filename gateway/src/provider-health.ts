/**
 * Whether the provider answers, for the gateway's `/healthz`. Probes are cached and single-flight,
 * so however often `/healthz` is polled the provider sees at most one probe per `cacheMs`, and
 * `/healthz` never waits on a slow provider for more than `answerWithinMs`.
 */

export interface ProviderHealthStatus {
  reachable: boolean;
  /** Why it is not reachable (`ECONNREFUSED`, `timeout`, `HTTP 503`, ...); absent when it is. */
  reason?: string;
  checkedAt: number;
  /** The value of `generation` when the probe started; a probe of an older one is stale. */
  generation: number;
}

export interface ProviderHealthOptions {
  /** Base URL, e.g. `http://127.0.0.1:4100` or `https://euwest.api.elasticpath.com`. */
  baseUrl: string;
  /**
   * The embedded sandbox has a `/healthz` that must answer 2xx. A real provider is only asked for
   * `/` without a credential: any HTTP answer, even 401 or 404, shows it is reachable.
   */
  sandbox: boolean;
  cacheMs?: number;
  probeTimeoutMs?: number;
  answerWithinMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

const DEFAULT_CACHE_MS = 1000;
const SANDBOX_PROBE_TIMEOUT_MS = 1000;
const REMOTE_PROBE_TIMEOUT_MS = 2000;
const DEFAULT_ANSWER_WITHIN_MS = 30;

/**
 * Bumped by whoever knows the provider just went down or came back (the sandbox supervisor), so
 * cached answers are dropped at once instead of lagging up to a cache period behind a crash.
 */
let generation = 0;

export function providerStateChanged(): void {
  generation += 1;
}

export class ProviderHealth {
  private last: ProviderHealthStatus | undefined;
  private inFlight: { generation: number; promise: Promise<ProviderHealthStatus> } | undefined;
  private readonly cacheMs: number;
  private readonly probeTimeoutMs: number;
  private readonly answerWithinMs: number;
  private readonly now: () => number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: ProviderHealthOptions) {
    this.cacheMs = options.cacheMs ?? DEFAULT_CACHE_MS;
    this.probeTimeoutMs =
      options.probeTimeoutMs ?? (options.sandbox ? SANDBOX_PROBE_TIMEOUT_MS : REMOTE_PROBE_TIMEOUT_MS);
    this.answerWithinMs = options.answerWithinMs ?? DEFAULT_ANSWER_WITHIN_MS;
    this.now = options.now ?? Date.now;
    this.fetch = options.fetch ?? fetch;
  }

  /**
   * The cached status while fresh; otherwise a new probe, waited for at most `answerWithinMs`
   * before answering with the previous status (the first call, having none, waits for the probe).
   */
  async status(): Promise<ProviderHealthStatus> {
    const last = this.last;
    if (last && last.generation === generation && this.now() - last.checkedAt < this.cacheMs) return last;
    const probe = this.startProbe();
    if (!last) return probe;
    let timer: NodeJS.Timeout | undefined;
    const stale = new Promise<ProviderHealthStatus>((resolve) => {
      timer = setTimeout(() => resolve(last), this.answerWithinMs);
    });
    try {
      return await Promise.race([probe, stale]);
    } finally {
      clearTimeout(timer);
    }
  }

  private startProbe(): Promise<ProviderHealthStatus> {
    if (this.inFlight?.generation === generation) return this.inFlight.promise;
    const promise = this.probe().then((status) => {
      // A late answer about an older state must not replace a newer one.
      if (!this.last || status.generation >= this.last.generation) this.last = status;
      if (this.inFlight?.promise === promise) this.inFlight = undefined;
      return status;
    });
    this.inFlight = { generation, promise };
    return promise;
  }

  private async probe(): Promise<ProviderHealthStatus> {
    const at = { generation };
    const path = this.options.sandbox ? '/healthz' : '/';
    try {
      const response = await this.fetch(`${this.options.baseUrl}${path}`, {
        method: 'GET',
        redirect: 'manual',
        signal: AbortSignal.timeout(this.probeTimeoutMs),
      });
      // The body is not needed; dropping it frees the connection.
      await response.body?.cancel().catch(() => undefined);
      if (this.options.sandbox && !response.ok) {
        return { reachable: false, reason: `HTTP ${response.status}`, checkedAt: this.now(), ...at };
      }
      return { reachable: true, checkedAt: this.now(), ...at };
    } catch (error) {
      return { reachable: false, reason: failureReason(error), checkedAt: this.now(), ...at };
    }
  }
}

/**
 * A short, secret-free reason: `timeout`, or the socket error's code. Duck-typed: fetch's errors
 * may come from another realm (jest), where `instanceof Error` fails.
 */
function failureReason(error: unknown): string {
  const name = property(error, 'name');
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  const code = property(property(error, 'cause'), 'code');
  return typeof code === 'string' ? code : 'unreachable';
}

function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}
