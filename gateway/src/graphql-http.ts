import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import compression from 'compression';
import express from 'express';
import type { GatewayConfig } from './config';
import { abortWhenClosed, createContext, type GatewayContext } from './context';
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
 * order, then Apollo Server. Express's router and its request/response decoration cost about as
 * much CPU as the gateway's own work on a list page (bench/gateway-perf.ts), and `/graphql` uses
 * none of it.
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

export function graphqlHandler(
  apollo: ApolloServer<GatewayContext>,
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

  const answer = async (req: IncomingMessage & { body?: unknown }, res: ServerResponse) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: (req.method ?? 'GET').toUpperCase(),
        headers,
        search: query === -1 ? '' : url.slice(query),
        body: req.body,
      },
      context: async () =>
        createContext(
          config,
          req.headers.authorization,
          req.headers,
          abortWhenClosed(res),
          clientAddress(req),
        ),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      res.end(response.body.string);
      return;
    }
    // Incremental delivery: each part as it comes, pushed through compression at once.
    const flushing = res as ServerResponse & { flush?: () => void };
    for await (const chunk of response.body.asyncIterator) {
      res.write(chunk);
      flushing.flush?.();
    }
    res.end();
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
