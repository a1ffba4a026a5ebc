import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/**
 * The conformance recorder: with `SANDBOX_RECORD_REQUESTS=<file>`, every request that a provider
 * client sent (it carries the SDK language header, as the gateway's and the provider's SDKs do) and
 * that the sandbox accepted (status below 400) is appended to the file as one JSON line.
 * `npm run conformance` then checks each against the provider's OpenAPI documents, so what the
 * gateway sends is held to the documents and not only to what the sandbox happens to accept.
 * Requests the sandbox refused are left out: the gateway forwards a seller's bad input on purpose.
 * Each line also carries the sandbox's answer (its JSON body), so the same check holds the sandbox's
 * answers to the documents' response schemas; only the first few answers of each call are kept
 * whole, so a long test run's recording stays small.
 */

export interface RecordedRequest {
  /** The SDK language header: which client sent it (the gateway, or the provider's own JS SDK in a test). */
  client: string;
  method: string;
  /** Path without the query string, as the client sent it (percent-encoded). */
  path: string;
  query: Record<string, string>;
  contentType: string | null;
  /** The parsed JSON or form body; null when there is none or it is multipart or too large. */
  body: unknown;
  /** Why the body is not recorded although one was sent. */
  bodyOmitted?: 'multipart' | 'too large';
  status: number;
  /** The JSON body the sandbox answered with; null when there is none, it is not JSON or it is omitted. */
  answer?: unknown;
  /** Why a JSON answer is not recorded: too large, or enough answers of the same call were kept already. */
  answerOmitted?: 'too large' | 'enough of its kind';
}

const SDK_HEADER = 'x-moltin-sdk-language';
/** Larger bodies (CSV and JSONL imports) are recorded without their body. */
const MAX_RECORDED_BODY_CHARS = 64 * 1024;
/** Larger answers (long list pages) are recorded without their body. */
const MAX_RECORDED_ANSWER_CHARS = 256 * 1024;
/** Answers kept per method, path with ids folded and status (per process): enough to see each shape. */
const ANSWERS_KEPT_PER_CALL = 20;
/** Form fields whose values are credentials: recorded as a placeholder of the same type. */
const SECRET_FIELDS = new Set(['password', 'client_secret', 'refresh_token', 'code', 'code_verifier']);

function redact(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, SECRET_FIELDS.has(key) ? '<redacted>' : value]),
  );
}

function recordedBody(
  body: unknown,
  contentType: string | null,
): Pick<RecordedRequest, 'body' | 'bodyOmitted'> {
  if (contentType?.startsWith('multipart/')) return { body: null, bodyOmitted: 'multipart' };
  if (body === undefined || (typeof body === 'object' && body !== null && Object.keys(body).length === 0)) {
    return { body: null };
  }
  const text = JSON.stringify(body);
  if (text.length > MAX_RECORDED_BODY_CHARS) return { body: null, bodyOmitted: 'too large' };
  return { body: contentType?.includes('x-www-form-urlencoded') ? redact(body) : body };
}

/** A path with its ids folded to `{id}`, so the answers of one call are counted together. */
export function foldIds(requestPath: string): string {
  return requestPath
    .split('/')
    .map((segment) => (/\d/.test(segment) && segment.length > 8 ? '{id}' : segment))
    .join('/');
}

/** The recording middleware, or none when `file` is unset (the default: nothing is recorded). */
export function requestRecorder(
  file: string | undefined = process.env.SANDBOX_RECORD_REQUESTS,
): RequestHandler | undefined {
  if (!file) return undefined;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const answersKept = new Map<string, number>();
  /** The answer as recorded: whole for the first answers of each call, then only its omission. */
  const recordedAnswer = (
    call: string,
    answer: unknown,
  ): Pick<RecordedRequest, 'answer' | 'answerOmitted'> => {
    if (answer === undefined) return { answer: null };
    const kept = answersKept.get(call) ?? 0;
    if (kept >= ANSWERS_KEPT_PER_CALL) return { answer: null, answerOmitted: 'enough of its kind' };
    if (JSON.stringify(answer).length > MAX_RECORDED_ANSWER_CHARS) {
      return { answer: null, answerOmitted: 'too large' };
    }
    answersKept.set(call, kept + 1);
    return { answer };
  };
  return (req, res, next) => {
    if (!req.get(SDK_HEADER)) {
      next();
      return;
    }
    // Every JSON answer of the sandbox goes through `res.json`; its body is kept as it was sent.
    let answer: unknown;
    const sendJson = res.json.bind(res);
    res.json = (body: unknown) => {
      answer = body;
      return sendJson(body);
    };
    res.on('finish', () => {
      if (res.statusCode >= 400) return;
      const contentType = req.get('content-type') ?? null;
      const [pathOnly = ''] = req.originalUrl.split('?');
      const query = Object.fromEntries(
        Object.entries(req.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      const entry: RecordedRequest = {
        client: req.get(SDK_HEADER) ?? '',
        method: req.method,
        path: pathOnly,
        query,
        contentType,
        ...recordedBody(req.body, contentType),
        status: res.statusCode,
        ...recordedAnswer(`${req.method} ${foldIds(pathOnly)} ${res.statusCode}`, answer),
      };
      // One short append per request; lines from several processes (test workers) interleave whole.
      fs.appendFileSync(file, `${JSON.stringify(entry)}\n`);
    });
    next();
  };
}
