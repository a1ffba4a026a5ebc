import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express from 'express';
import { GraphQLError } from 'graphql';
import Negotiator from 'negotiator';
import type { GatewayConfig } from './config';
import { abortWhenClosed, createContext } from './context';
import {
  asGraphQLError,
  requestError,
  type GraphqlAnswer,
  type GraphqlParams,
  type GraphqlPipeline,
} from './graphql-pipeline';
import {
  corsPolicy,
  requestProblemAnswer,
  securityHeaders,
  type NodeMiddleware,
  type SecurityConfig,
} from './security';
import { clientAddress } from './sign-in-limits';

/**
 * `/graphql` on Node's own request and response, not through Express: the same security headers,
 * CORS policy, compression and body limit as the other routes, run as plain middleware in a fixed
 * order, then the GraphQL pipeline (graphql-pipeline.ts). Express's router and its request and
 * response decoration cost about as much CPU as the gateway's own work on a list page
 * (bench/gateway-perf.ts), and `/graphql` uses none of it.
 */

/** The GraphQL endpoint's paths: `/graphql`, with or without a trailing path or query. */
export function isGraphqlPath(url: string | undefined): boolean {
  if (!url?.startsWith('/graphql')) return false;
  const rest = url.charAt('/graphql'.length);
  return rest === '' || rest === '/' || rest === '?';
}

/** Runs `steps` in order; `done` gets the first error, or nothing once every step called next. */
function runMiddleware(
  steps: readonly NodeMiddleware[],
  req: IncomingMessage,
  res: ServerResponse,
  done: (error?: unknown) => void,
): void {
  const step = (index: number, error?: unknown): void => {
    if (error !== undefined || index === steps.length) return done(error);
    try {
      steps[index]!(req, res, (next?: unknown) => step(index + 1, next));
    } catch (thrown) {
      done(thrown ?? new Error('A middleware threw'));
    }
  };
  step(0);
}

/** compression's types name Express's objects; it uses only Node's. */
const compress = compression({ threshold: 1024 }) as unknown as NodeMiddleware;

/** GraphQL answers (a 100-product page is tens of KB) travel compressed when the caller accepts it. */
const compressWhenAccepted: NodeMiddleware = (req, res, next) => {
  // Without Accept-Encoding compression would send identity anyway; skip its response wrapping.
  if (req.headers['accept-encoding']) compress(req, res, next);
  else next();
};

/** Every answer is per caller (tokens in sign-in answers, private data in the rest): none is cached. */
const noStore: NodeMiddleware = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

function sendRequestProblem(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const { status, body } = requestProblemAnswer(error, 'graphql');
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** The answer types a GraphQL client may ask for, the first being the default. */
const JSON_TYPE = 'application/json; charset=utf-8';
const ANSWER_TYPES = [
  JSON_TYPE,
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];

/** The answer type the caller's `Accept` allows, or null when it allows none of them. */
function answerType(accept: string | undefined): string | null {
  if (!accept) return JSON_TYPE;
  return new Negotiator({ headers: { accept } }).mediaType(ANSWER_TYPES) ?? null;
}

/** The media type of a `Content-Type` value, without parameters, lower-cased. */
function mediaTypeOf(contentType: string): string {
  return contentType.split(';', 1)[0]!.trim().toLowerCase();
}

/** Types a browser sends cross-site without asking first (a "simple request"). */
const SIMPLE_REQUEST_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
/** Headers that force a browser to ask first; the admin sends one of them. */
const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];

/**
 * CSRF prevention: a request a browser could send cross-site without a preflight (GET, or POST of a
 * form or text type) must carry a header that forces one. Same rule and message as Apollo Server's.
 */
function csrfRefusal(headers: IncomingHttpHeaders): GraphQLError | undefined {
  const contentType = headers['content-type'];
  if (contentType !== undefined && !SIMPLE_REQUEST_TYPES.includes(mediaTypeOf(contentType))) return undefined;
  if (PREFLIGHT_HEADERS.some((name) => (headers[name]?.length ?? 0) > 0)) return undefined;
  return requestError(
    'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please ' +
      `either specify a 'content-type' header (with a type that is not one of ${SIMPLE_REQUEST_TYPES.join(', ')}) ` +
      `or provide a non-empty value for one of the following headers: ${PREFLIGHT_HEADERS.join(', ')}\n`,
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** The parameters of a POST: its JSON body, checked as the GraphQL-over-HTTP rules ask. */
function postParams(body: unknown): GraphqlParams {
  if (Array.isArray(body)) throw requestError('Operation batching disabled.');
  if (!isRecord(body) || Object.keys(body).length === 0) {
    throw requestError('POST body missing, invalid Content-Type, or JSON object has no keys.');
  }
  const { query, variables, extensions, operationName } = body;
  if (query !== undefined && query !== null && typeof query !== 'string') {
    throw requestError('GraphQL queries must be strings.');
  }
  for (const [name, value] of [
    ['variables', variables],
    ['extensions', extensions],
  ] as const) {
    if (typeof value === 'string') {
      throw requestError(
        `\`${name}\` in a POST body should be provided as an object, not a recursively JSON-encoded string.`,
      );
    }
    if (value !== undefined && value !== null && !isRecord(value)) {
      throw requestError(`\`${name}\` in a POST body must be an object if provided.`);
    }
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw requestError('`operationName` in a POST body must be a string if provided.');
  }
  return {
    query: typeof query === 'string' ? query : undefined,
    operationName: typeof operationName === 'string' ? operationName : undefined,
    variables: isRecord(variables) ? variables : undefined,
    extensions: isRecord(extensions) ? extensions : undefined,
  };
}

/** The parameters of a GET, from its query string (each at most once; JSON ones as objects). */
function getParams(headers: IncomingHttpHeaders, search: string): GraphqlParams {
  const contentType = headers['content-type'];
  if (contentType !== undefined && mediaTypeOf(contentType) !== 'application/json') {
    throw requestError('GET requests may not have a content-type header other than application/json.', {
      status: 415,
    });
  }
  const parameters = new URLSearchParams(search);
  const once = (name: string): string | undefined => {
    const values = parameters.getAll(name);
    if (values.length > 1) throw requestError(`The '${name}' search parameter may only be specified once.`);
    return values[0];
  };
  const json = (name: string): Record<string, unknown> | undefined => {
    const text = once(name);
    if (text === undefined) return undefined;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw requestError(`The ${name} search parameter contains invalid JSON.`);
    }
    if (!isRecord(value))
      throw requestError(`The ${name} search parameter should contain a JSON-encoded object.`);
    return value;
  };
  return {
    query: once('query'),
    operationName: once('operationName'),
    variables: json('variables'),
    extensions: json('extensions'),
  };
}

export function graphqlHandler(
  pipeline: GraphqlPipeline,
  config: GatewayConfig,
  security: SecurityConfig,
): (req: IncomingMessage & { body?: unknown }, res: ServerResponse) => void {
  const steps: NodeMiddleware[] = [
    securityHeaders(),
    corsPolicy(security.corsOrigins),
    compressWhenAccepted,
    noStore,
    // 2 MB, so a 1 MB value reaches the input limits (security.ts) as BAD_USER_INPUT.
    express.json({ limit: '2mb' }),
  ];

  const send = (res: ServerResponse, type: string, answer: GraphqlAnswer) => {
    res.statusCode = answer.status;
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.setHeader('Content-Type', type);
    // Errors first, as the GraphQL spec orders an answer's entries.
    const { errors, data, extensions } = answer.result;
    res.end(`${JSON.stringify({ errors, data, extensions })}\n`);
  };

  const answer = async (req: IncomingMessage & { body?: unknown }, res: ServerResponse) => {
    const type = answerType(req.headers.accept);
    const method = (req.method ?? 'GET').toUpperCase();
    try {
      const refused = csrfRefusal(req.headers);
      if (refused) throw refused;
      if (method !== 'GET' && method !== 'POST') {
        throw requestError('The GraphQL endpoint supports only GET and POST requests.', {
          status: 405,
          headers: { allow: 'GET, POST' },
        });
      }
      if (type === null) {
        throw requestError(
          `An 'accept' header was provided for this request which does not accept ${ANSWER_TYPES[0]} or ${ANSWER_TYPES[1]}`,
          { status: 406 },
        );
      }
      const url = req.url ?? '';
      const query = url.indexOf('?');
      const params =
        method === 'POST'
          ? postParams(req.body)
          : getParams(req.headers, query === -1 ? '' : url.slice(query));
      const context = createContext(
        config,
        req.headers.authorization,
        req.headers,
        abortWhenClosed(res),
        clientAddress(req),
      );
      send(res, type, await pipeline.run(params, context, method));
    } catch (error) {
      send(
        res,
        type ?? JSON_TYPE,
        // Anything not a GraphQLError is the gateway's own failure: logged and masked by formatError.
        pipeline.refuse(asGraphQLError(error)),
      );
    }
  };

  return (req, res) => {
    runMiddleware(steps, req, res, (error) => {
      if (error !== undefined) {
        sendRequestProblem(res, error);
        return;
      }
      // A response already ended by a step (a CORS preflight) needs nothing more.
      if (res.writableEnded) return;
      answer(req, res).catch((thrown: unknown) => sendRequestProblem(res, thrown));
    });
  };
}
