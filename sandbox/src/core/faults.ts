import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { ApiError, providerError, type ProviderError } from './http';

/**
 * Fault injection, so clients can be tested against an unreliable provider: added latency, 5xx
 * answers, 429 with Retry-After, and connections dropped before or after the request is handled.
 * Off unless `SANDBOX_FAULTS` or `POST /__sandbox/faults` turns rules on.
 *
 * Also the traffic log behind `GET /__sandbox/traffic`: what the sandbox received, per route and
 * status, and the busiest second, so tests and benchmarks can count calls on the provider's side.
 */

/** Paths that faults never touch: the control endpoints themselves and the health check. */
export const CONTROL_PREFIX = '/__sandbox';
const UNTOUCHABLE = [CONTROL_PREFIX, '/healthz'];

interface FaultScope {
  /** Only requests with this method (GET, POST, ...); every method when left out. */
  method?: string;
  /** Only requests whose path starts with this, e.g. `/pcm/products`; every path when left out. */
  path?: string;
  /** Chance (0 to 1) that a matching request meets the fault. Default 1. */
  probability?: number;
  /** The rule is spent after this many requests met it. Unlimited when left out. */
  times?: number;
}

export type FaultRule = FaultScope &
  (
    | { kind: 'latency'; ms: number }
    | { kind: 'error'; status: number }
    | { kind: 'rate-limit'; retryAfterSeconds: number }
    /** `after: true` lets the request be handled and loses the answer: the worst case for writes. */
    | { kind: 'drop'; after?: boolean }
  );

/** Thrown for a rule that cannot be understood; the admin endpoint answers it with 422. */
export class FaultRuleError extends Error {
  override readonly name = 'FaultRuleError';
}

// ---------------------------------------------------------------------------------------------
// Parsing (SANDBOX_FAULTS and the admin endpoint)

/**
 * `SANDBOX_FAULTS` holds either JSON (one rule or an array of rules, as for the admin endpoint) or
 * a compact list `kind[=value][@probability]`, comma-separated:
 * `latency=200`, `error=503@0.1`, `rate-limit=2@0.05`, `drop@0.01`, `drop-after@0.01`.
 */
export function parseFaultsEnv(raw: string | undefined): FaultRule[] {
  const text = raw?.trim();
  if (!text || text === 'off') return [];
  if (text.startsWith('[') || text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new FaultRuleError('SANDBOX_FAULTS is not valid JSON');
    }
    return parseFaultRules(parsed);
  }
  return text.split(',').map((entry) => parseCompactRule(entry.trim()));
}

const COMPACT = /^(latency|error|rate-limit|drop|drop-after)(?:=(\d+))?(?:@(\d*\.?\d+))?$/;

function parseCompactRule(entry: string): FaultRule {
  const match = COMPACT.exec(entry);
  if (!match) throw new FaultRuleError(`SANDBOX_FAULTS: cannot read "${entry}"`);
  const [, kind, value, probability] = match;
  const scope = probability === undefined ? {} : { probability: Number(probability) };
  const number = value === undefined ? undefined : Number(value);
  switch (kind) {
    case 'latency':
      return parseFaultRule({ kind, ms: number, ...scope });
    case 'error':
      return parseFaultRule({ kind, status: number ?? 503, ...scope });
    case 'rate-limit':
      return parseFaultRule({ kind, retryAfterSeconds: number ?? 1, ...scope });
    case 'drop-after':
      return parseFaultRule({ kind: 'drop', after: true, ...scope });
    default:
      return parseFaultRule({ kind: 'drop', ...scope });
  }
}

/** One rule or an array of rules, checked field by field. */
export function parseFaultRules(value: unknown): FaultRule[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((entry) => parseFaultRule(entry));
}

export function parseFaultRule(value: unknown): FaultRule {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new FaultRuleError('A fault rule must be an object with a kind');
  }
  const rule = value as Record<string, unknown>;
  const scope: FaultScope = {
    ...optional('method', optionalString(rule.method, 'method')?.toUpperCase()),
    ...optional('path', optionalString(rule.path, 'path')),
    ...optional('probability', optionalNumber(rule.probability, 'probability', 0, 1)),
    ...optional('times', optionalInteger(rule.times, 'times', 1)),
  };
  switch (rule.kind) {
    case 'latency':
      return { kind: 'latency', ms: requiredInteger(rule.ms, 'ms', 0, 60_000), ...scope };
    case 'error':
      return { kind: 'error', status: requiredInteger(rule.status, 'status', 500, 599), ...scope };
    case 'rate-limit':
      return {
        kind: 'rate-limit',
        retryAfterSeconds: optionalInteger(rule.retryAfterSeconds, 'retryAfterSeconds', 0, 3600) ?? 1,
        ...scope,
      };
    case 'drop':
      return { kind: 'drop', ...optional('after', optionalBoolean(rule.after, 'after')), ...scope };
    default:
      throw new FaultRuleError('kind must be one of latency, error, rate-limit, drop');
  }
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '') throw new FaultRuleError(`${name} must be a string`);
  return value;
}

function optionalBoolean(value: unknown, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new FaultRuleError(`${name} must be true or false`);
  return value;
}

function optionalNumber(value: unknown, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new FaultRuleError(`${name} must be a number from ${min} to ${max}`);
  }
  return value;
}

function optionalInteger(
  value: unknown,
  name: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    throw new FaultRuleError(`${name} must be an integer from ${min} to ${max}`);
  }
  return value as number;
}

function requiredInteger(value: unknown, name: string, min: number, max: number): number {
  const checked = optionalInteger(value, name, min, max);
  if (checked === undefined) throw new FaultRuleError(`${name} is required`);
  return checked;
}

// ---------------------------------------------------------------------------------------------
// Injection

interface ActiveRule {
  rule: FaultRule;
  /** Requests this rule may still affect; Infinity when unlimited. */
  remaining: number;
}

export interface FaultInjectorOptions {
  /** Source of randomness for `probability`; injectable so tests are deterministic. */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export class FaultInjector {
  private active: ActiveRule[] = [];
  private readonly random: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(rules: readonly FaultRule[] = [], options: FaultInjectorOptions = {}) {
    this.random = options.random ?? Math.random;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.replace(rules);
  }

  /** The rules still in force (spent `times` rules are gone), with how many uses they have left. */
  get rules(): FaultRule[] {
    return this.active.map(({ rule, remaining }) =>
      Number.isFinite(remaining) ? { ...rule, times: remaining } : rule,
    );
  }

  replace(rules: readonly FaultRule[]): void {
    this.active = rules.map((rule) => ({ rule, remaining: rule.times ?? Infinity }));
  }

  /**
   * The faults a request meets: every matching latency rule adds up, and the first matching
   * rule of another kind decides the outcome. Rules are used up as they fire.
   */
  draw(method: string, path: string): { latencyMs: number; outcome?: FaultRule } {
    let latencyMs = 0;
    let outcome: FaultRule | undefined;
    for (const entry of this.active) {
      const { rule } = entry;
      if (rule.kind !== 'latency' && outcome) continue;
      if (!matches(rule, method, path) || this.random() >= (rule.probability ?? 1)) continue;
      entry.remaining -= 1;
      if (rule.kind === 'latency') latencyMs += rule.ms;
      else outcome = rule;
    }
    this.active = this.active.filter((entry) => entry.remaining > 0);
    return { latencyMs, outcome };
  }

  readonly middleware: RequestHandler = (req, res, next) => {
    if (this.active.length === 0 || isUntouchable(req.path)) {
      next();
      return;
    }
    const { latencyMs, outcome } = this.draw(req.method, req.path);
    const proceed = () => applyOutcome(outcome, req, res, next);
    if (latencyMs > 0) void this.sleep(latencyMs).then(proceed);
    else proceed();
  };
}

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method !== undefined && rule.method !== method.toUpperCase()) return false;
  return rule.path === undefined || path.startsWith(rule.path);
}

function isUntouchable(path: string): boolean {
  return UNTOUCHABLE.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const INJECTED = 'Injected by the sandbox (fault injection)';

function applyOutcome(
  outcome: FaultRule | undefined,
  req: Request,
  res: Response,
  next: (error?: unknown) => void,
): void {
  if (req.socket.destroyed) return; // The client gave up while we were slow.
  switch (outcome?.kind) {
    case undefined:
    case 'latency':
      next();
      return;
    case 'error':
      res.status(outcome.status).json({ errors: [faultError(outcome.status, INJECTED)] });
      return;
    case 'rate-limit':
      res
        .status(429)
        .set('Retry-After', String(outcome.retryAfterSeconds))
        .json({ errors: [faultError(429, INJECTED)] });
      return;
    case 'drop':
      if (!outcome.after) {
        req.socket.destroy();
        return;
      }
      // Let the handler do its work, then lose the answer instead of sending it.
      res.end = function droppedEnd(this: Response) {
        req.socket.destroy();
        return this;
      } as Response['end'];
      next();
      return;
  }
}

const FAULT_TITLES: Readonly<Record<number, string>> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The provider's error entry, with titles for the statuses faults and limits produce. */
export function faultError(status: number, detail: string): ProviderError {
  return { ...providerError(status, detail), title: FAULT_TITLES[status] ?? 'Error' };
}

// ---------------------------------------------------------------------------------------------
// Traffic log

/** What the sandbox received, for tests and benchmarks that count provider calls. */
export interface TrafficStats {
  /** Requests received (control endpoints and health checks excluded). */
  total: number;
  /** `METHOD /path` with ids replaced by `:id`, e.g. `POST /pcm/products`, to count. */
  byRoute: Record<string, number>;
  /** Final status per request; `dropped` when the connection closed without an answer. */
  byStatus: Record<string, number>;
  /** The most requests received within any one second. */
  peakPerSecond: number;
  /** The most requests within any one second that were not refused with 429: what was served. */
  peakServedPerSecond: number;
}

interface TrafficEntry {
  at: number;
  route: string;
  status?: number | 'dropped';
}

/** Keeps the log bounded in a long-running sandbox; old entries fall off. */
const MAX_TRAFFIC_ENTRIES = 100_000;
const SECOND_MS = 1000;

export class TrafficLog {
  private entries: TrafficEntry[] = [];

  constructor(private readonly clock: () => number = () => performance.now()) {}

  readonly middleware: RequestHandler = (req, res, next) => {
    if (isUntouchable(req.path)) {
      next();
      return;
    }
    const entry: TrafficEntry = { at: this.clock(), route: routeKey(req.method, req.path) };
    if (this.entries.length >= MAX_TRAFFIC_ENTRIES) this.entries.shift();
    this.entries.push(entry);
    res.once('finish', () => (entry.status ??= res.statusCode));
    res.once('close', () => (entry.status ??= res.writableFinished ? res.statusCode : 'dropped'));
    next();
  };

  reset(): void {
    this.entries = [];
  }

  stats(): TrafficStats {
    const byRoute: Record<string, number> = {};
    const byStatus: Record<string, number> = {};
    for (const entry of this.entries) {
      byRoute[entry.route] = (byRoute[entry.route] ?? 0) + 1;
      if (entry.status !== undefined) byStatus[entry.status] = (byStatus[entry.status] ?? 0) + 1;
    }
    const times = this.entries.map((entry) => entry.at);
    const served = this.entries.filter((entry) => entry.status !== 429).map((entry) => entry.at);
    return {
      total: this.entries.length,
      byRoute,
      byStatus,
      peakPerSecond: peakWithinOneSecond(times),
      peakServedPerSecond: peakWithinOneSecond(served),
    };
  }
}

const ID_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+)$/i;

export function routeKey(method: string, path: string): string {
  const segments = path.split('/').map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment));
  return `${method.toUpperCase()} ${segments.join('/').replace(/\/$/, '') || '/'}`;
}

/** The largest number of timestamps (ms, ascending) inside any window of one second. */
export function peakWithinOneSecond(times: readonly number[]): number {
  let peak = 0;
  let start = 0;
  for (let end = 0; end < times.length; end += 1) {
    while (times[end]! - times[start]! >= SECOND_MS) start += 1;
    peak = Math.max(peak, end - start + 1);
  }
  return peak;
}

// ---------------------------------------------------------------------------------------------
// Control endpoints

/**
 * `GET /__sandbox/faults` lists the rules in force; `POST` replaces them with `{ "data": [rule...] }`;
 * `DELETE` turns faults off. `GET /__sandbox/traffic` reports the traffic log; `DELETE` clears it.
 */
export function createControlRouter(faults: FaultInjector, traffic: TrafficLog): Router {
  const router = Router();
  router.use(express.json({ limit: '64kb' }));

  router.get('/faults', (_req, res) => {
    res.json({ data: faults.rules });
  });
  router.post('/faults', (req, res) => {
    const body: unknown = req.body;
    const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
    if (data === undefined) throw ApiError.of(422, 'Send { "data": [fault rules] }', '/data');
    try {
      faults.replace(parseFaultRules(data));
    } catch (error) {
      if (error instanceof FaultRuleError) throw ApiError.of(422, error.message, '/data');
      throw error;
    }
    res.json({ data: faults.rules });
  });
  router.delete('/faults', (_req, res) => {
    faults.replace([]);
    res.status(204).end();
  });

  router.get('/traffic', (_req, res) => {
    res.json({ data: traffic.stats() });
  });
  router.delete('/traffic', (_req, res) => {
    traffic.reset();
    res.status(204).end();
  });
  return router;
}
