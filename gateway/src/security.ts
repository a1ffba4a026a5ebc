/**
 * The gateway's security baseline: query limits (graphql-armor), introspection and GraphiQL
 * switches, CORS allow-list, security headers with a Content Security Policy that the bundled
 * GraphiQL and the admin run under, bounds on input values (variables and literals), and JSON
 * errors (with a code, never a stack) for requests that fail before GraphQL sees them.
 */
import { ApolloArmor } from '@escape.tech/graphql-armor';
import cors from 'cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express } from 'express';
import {
  GraphQLError,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';
import helmet from 'helmet';

/** Ceilings on one operation, checked before anything is executed. */
export interface QueryLimits {
  /** Nesting of selections (fragment spreads count as a level). */
  maxDepth: number;
  /** graphql-armor's cost: objects 2, scalars 1, times 1.5 per level of depth. */
  maxCost: number;
  maxAliases: number;
  maxDirectives: number;
  /** Lexical tokens of the whole document, so huge documents are refused while parsing. */
  maxTokens: number;
}

/**
 * Generous enough for every operation the admin and GraphiQL send (a test checks each one), tight
 * enough that a hostile document is refused before it costs provider calls. Introspection is not
 * counted against depth and cost: GraphiQL's own schema query is deep by nature.
 */
export const DEFAULT_QUERY_LIMITS: Readonly<QueryLimits> = Object.freeze({
  maxDepth: 10,
  maxCost: 5000,
  maxAliases: 30,
  maxDirectives: 50,
  maxTokens: 2000,
});

export interface SecurityConfig {
  /** Schema introspection (`__schema`, `__type`); also decides whether errors suggest field names. */
  introspection: boolean;
  /** Serve the bundled GraphiQL at `/graphiql`. */
  graphiql: boolean;
  /** Browser origins allowed to call `/graphql` cross-origin; empty means same origin only. */
  corsOrigins: readonly string[];
  queryLimits: QueryLimits;
}

export interface SecurityMode {
  development: boolean;
  /** The embedded sandbox is the backend: a local, developer setting. */
  useSandbox: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * `GRAPHQL_INTROSPECTION` and `GRAPHIQL` (on/off) default to on in development and with the
 * sandbox, off against the real provider; `CORS_ORIGINS` is a comma-separated list of origins;
 * `GRAPHQL_MAX_DEPTH`, `_COST`, `_ALIASES`, `_DIRECTIVES`, `_TOKENS` override the query limits.
 */
export function securityConfigFromEnv(env: Env, mode: SecurityMode): SecurityConfig {
  const developerSetting = mode.development || mode.useSandbox;
  return {
    introspection: onOff(env.GRAPHQL_INTROSPECTION, developerSetting, 'GRAPHQL_INTROSPECTION'),
    graphiql: onOff(env.GRAPHIQL, developerSetting, 'GRAPHIQL'),
    corsOrigins: corsOrigins(env.CORS_ORIGINS),
    queryLimits: {
      maxDepth: limit(env.GRAPHQL_MAX_DEPTH, DEFAULT_QUERY_LIMITS.maxDepth, 'GRAPHQL_MAX_DEPTH'),
      maxCost: limit(env.GRAPHQL_MAX_COST, DEFAULT_QUERY_LIMITS.maxCost, 'GRAPHQL_MAX_COST'),
      maxAliases: limit(env.GRAPHQL_MAX_ALIASES, DEFAULT_QUERY_LIMITS.maxAliases, 'GRAPHQL_MAX_ALIASES'),
      maxDirectives: limit(
        env.GRAPHQL_MAX_DIRECTIVES,
        DEFAULT_QUERY_LIMITS.maxDirectives,
        'GRAPHQL_MAX_DIRECTIVES',
      ),
      maxTokens: limit(env.GRAPHQL_MAX_TOKENS, DEFAULT_QUERY_LIMITS.maxTokens, 'GRAPHQL_MAX_TOKENS'),
    },
  };
}

function onOff(raw: string | undefined, fallback: boolean, name: string): boolean {
  const value = raw?.trim().toLowerCase();
  if (!value) return fallback;
  if (['on', 'true', '1'].includes(value)) return true;
  if (['off', 'false', '0'].includes(value)) return false;
  throw new Error(`${name} must be on or off`);
}

function limit(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** Origins are compared exactly (scheme, host and port), so each must be a bare origin. */
function corsOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    let origin: string | undefined;
    try {
      origin = new URL(entry).origin;
    } catch {
      origin = undefined;
    }
    if (origin !== entry) {
      throw new Error(`CORS_ORIGINS entries must be origins like https://admin.example.com, got "${entry}"`);
    }
  }
  return entries;
}

// ---------------------------------------------------------------------------------------------
// GraphQL: limits and suggestions

export interface GraphQLProtection {
  /** graphql-armor's rules, run after graphql-js's own. */
  validationRules: ValidationRule[];
  /** The introspection switch: with introspection off, a rule refusing `__schema` and `__type`. */
  introspectionRules: ValidationRule[];
  parseOptions: ParseOptions;
  /** With introspection off, error messages lose graphql-js's suggestions. */
  hideSuggestions: boolean;
}

/** graphql-armor's rules for the given limits, plus suggestion hiding when introspection is off. */
export function graphqlProtection(security: SecurityConfig): GraphQLProtection {
  const { queryLimits: limits, introspection } = security;
  const armor = new ApolloArmor({
    // A fragment spread is not a level of the answer: the admin's operations nest fragments, and
    // counting each spread made a depth-8 query read as 12.
    maxDepth: { n: limits.maxDepth, flattenFragments: true },
    costLimit: { maxCost: limits.maxCost, flattenFragments: true },
    maxAliases: { n: limits.maxAliases },
    maxDirectives: { n: limits.maxDirectives },
    // graphql-js's parser has the token limit built in (`parseOptions`).
    maxTokens: { enabled: false },
    // Suggestions are removed from every message by the endpoint (`hideSuggestions`).
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return {
    validationRules: armor.validationRules,
    introspectionRules: introspection ? [] : [noIntrospection],
    parseOptions: { maxTokens: limits.maxTokens },
    hideSuggestions: !introspection,
  };
}

/** With introspection switched off, `__schema` and `__type` fail validation. */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError('GraphQL introspection is switched off on this gateway', { nodes: [node] }),
      );
    }
  },
});

/** graphql-js appends ` Did you mean "x"?` or ` Did you mean the enum value "X"?` to errors. */
const SUGGESTION = / ?Did you mean .+?\?$/;

export function withoutSuggestion(message: string): string {
  return message.replace(SUGGESTION, '');
}

// ---------------------------------------------------------------------------------------------
// GraphQL: input values

/** Ceilings on the values one operation carries, in its variables and as literals. */
export interface InputLimits {
  /** Characters in one string (object keys included). */
  maxStringLength: number;
  /** Longer ceilings for named arguments that carry bulk text, as `Type.field.argument`. */
  bulkText: Readonly<Record<string, number>>;
  /** Nesting of objects and lists (a variable's own value is depth 1). */
  maxDepth: number;
  /** Values of all variables together: every scalar, object and list counts one. */
  maxValues: number;
}

/**
 * 64 K characters is many times the longest text an admin screen sends (descriptions and JSON
 * attribute strings run to a few KB; the provider's own text fields stop at 255 to 2,048), while
 * a string is refused before any work grows with it. The one bulk-text argument, a CSV import,
 * gets the "about 1 MB" its schema documents. Filters nest two levels and JSON attributes a few,
 * so 32 levels stop only hostile nesting (recursive inputs such as `ProductFilter.or`) before
 * graphql-js recurses through it; 10,000 values are far more than any form or id list holds.
 */
export const DEFAULT_INPUT_LIMITS: Readonly<InputLimits> = Object.freeze({
  maxStringLength: 64 * 1024,
  bulkText: Object.freeze({ 'Mutation.importProducts.csv': 1_000_000 }),
  maxDepth: 32,
  maxValues: 10_000,
});

function inputError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

/**
 * Checks every value of an operation against the limits once it is parsed and validated (both
 * bounded by the token limit) and before its variables are coerced: graphql-js coerces recursively,
 * so deep nesting overflowed the stack, and long strings flowed into encoders and provider calls.
 */
export function inputLimitsCheck(
  limits: Readonly<InputLimits>,
): (document: DocumentNode, schema: GraphQLSchema, variables: Readonly<Record<string, unknown>>) => void {
  // A document's literals are checked once: the endpoint hands the same parsed document object to
  // every request that sends the same operation text, and walking it with type information was a
  // twentieth of the gateway's CPU on a small list query. A document that fails is not kept.
  const checked = new WeakMap<DocumentNode, { schema: GraphQLSchema; bulkVariables: Map<string, number> }>();
  return (document, schema, variables) => {
    let entry = checked.get(document);
    if (entry?.schema !== schema) {
      entry = { schema, bulkVariables: checkLiterals(document, schema, limits) };
      checked.set(document, entry);
    }
    checkVariables(variables, entry.bulkVariables, limits);
  };
}

/**
 * Literal values in the document, each string against its argument's ceiling; returns the
 * variables passed straight to a bulk-text argument, with their ceilings.
 */
function checkLiterals(
  document: DocumentNode,
  schema: GraphQLSchema,
  limits: Readonly<InputLimits>,
): Map<string, number> {
  const typeInfo = new TypeInfo(schema);
  const bulkVariables = new Map<string, number>();
  const bulkLimit = (): number | undefined => {
    const [parent, field, argument] = [
      typeInfo.getParentType(),
      typeInfo.getFieldDef(),
      typeInfo.getArgument(),
    ];
    return parent && field && argument
      ? limits.bulkText[`${parent.name}.${field.name}.${argument.name}`]
      : undefined;
  };
  let depth = 0;
  const enterNesting = () => {
    depth += 1;
    if (depth > limits.maxDepth) throw inputError(`Input values may nest at most ${limits.maxDepth} levels`);
  };
  const leaveNesting = () => {
    depth -= 1;
  };
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      ObjectValue: { enter: enterNesting, leave: leaveNesting },
      ListValue: { enter: enterNesting, leave: leaveNesting },
      StringValue(node, _key, parent) {
        const limit = isArgument(parent) ? (bulkLimit() ?? limits.maxStringLength) : limits.maxStringLength;
        checkLength(node.value, limit, 'A string value');
      },
      Variable(node, _key, parent) {
        const limit = isArgument(parent) ? bulkLimit() : undefined;
        if (limit !== undefined) bulkVariables.set(node.name.value, limit);
      },
    }),
  );
  return bulkVariables;
}

function isArgument(node: unknown): boolean {
  return typeof node === 'object' && node !== null && 'kind' in node && node.kind === Kind.ARGUMENT;
}

/** In `u` mode a surrogate matches only when unpaired. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Length first, so nothing scans a string longer than the limit. Text that is not well-formed
 * Unicode (a lone surrogate, which JSON allows) cannot be percent-encoded into a provider URL or
 * form body, so it is refused here once rather than failing deep inside an encoder.
 */
function checkLength(text: string, limit: number, what: string): void {
  if (text.length > limit) throw inputError(`${what} is longer than ${limit} characters`);
  if (LONE_SURROGATE.test(text)) throw inputError(`${what} is not well-formed Unicode text`);
}

/**
 * The variables as sent, walked without recursion (so no nesting can overflow the stack) and
 * counted as they are queued (so a long list costs no more than the limit).
 */
function checkVariables(
  variables: Readonly<Record<string, unknown>>,
  bulkVariables: ReadonlyMap<string, number>,
  limits: Readonly<InputLimits>,
): void {
  const pending: { value: unknown; depth: number; name: string; limit: number }[] = [];
  let values = 0;
  const queue = (value: unknown, depth: number, name: string, limit: number) => {
    values += 1;
    if (values > limits.maxValues)
      throw inputError(`Variables may hold at most ${limits.maxValues} values in all`);
    pending.push({ value, depth, name, limit });
  };
  for (const [name, value] of Object.entries(variables)) {
    checkLength(name, limits.maxStringLength, 'A variable name');
    queue(value, 1, name, bulkVariables.get(name) ?? limits.maxStringLength);
  }
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value, depth, name } = item;
    if (typeof value === 'string') {
      checkLength(value, item.limit, `A string in variable $${name}`);
    } else if (typeof value === 'object' && value !== null) {
      if (depth > limits.maxDepth) {
        throw inputError(`Variable $${name} nests deeper than ${limits.maxDepth} levels`);
      }
      // A bulk-text ceiling is for the argument's own string, not for strings nested in it.
      if (Array.isArray(value)) {
        for (const element of value as unknown[]) queue(element, depth + 1, name, limits.maxStringLength);
      } else {
        for (const [key, element] of Object.entries(value)) {
          checkLength(key, limits.maxStringLength, `A key in variable $${name}`);
          queue(element, depth + 1, name, limits.maxStringLength);
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP: headers, CORS, GraphiQL switch

/**
 * The admin and GraphiQL are same-origin bundles: scripts only from here, Monaco's workers from
 * here or blob:, inline styles (GraphiQL's page style, Blueprint and Monaco set style attributes),
 * fonts and images from here or data:. No upgrade-insecure-requests: the product is commonly
 * served on plain http on loopback, where upgrading would break every asset.
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = Object.freeze({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // https: for product images on the provider's file CDN (and files linked by URL); sandbox files come via /api.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'worker-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** Middleware written against Node's own objects, usable with and without Express. */
export type NodeMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

export function securityHeaders(): NodeMiddleware {
  const directives: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(CONTENT_SECURITY_POLICY)) directives[name] = [...value];
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
  });
}

/** Headers a browser may send cross-origin: the bearer token and Apollo's CSRF-preflight headers. */
const CORS_HEADERS = ['authorization', 'content-type', 'apollo-require-preflight', 'x-apollo-operation-name'];

/** Cross-origin access for the listed origins only; with none listed, browsers keep it same-origin. */
export function corsPolicy(origins: readonly string[]): NodeMiddleware {
  return cors({
    origin: origins.length === 0 ? false : [...origins],
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: CORS_HEADERS,
    maxAge: 600,
  });
}

/**
 * Installs, before any route: security headers on every response, the CORS policy on the API
 * paths, and, when GraphiQL is switched off, a 404 for its page.
 */
export function installSecurity(app: Express, security: SecurityConfig): void {
  app.use(securityHeaders());
  app.use(['/graphql', '/api'], corsPolicy(security.corsOrigins));
  if (!security.graphiql) {
    app.get(['/graphiql', '/graphiql.html'], (_req, res) => {
      res.status(404).type('text').send('GraphiQL is switched off on this gateway (GRAPHIQL=off).');
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Errors outside GraphQL

interface HttpErrorShape {
  status: number;
  code: string;
  message: string;
}

/** Titles for the provider-shaped errors of the `/api` routes. */
const TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
};

/** body-parser marks client mistakes with `type` and a 4xx `status`. */
function requestProblem(error: unknown): HttpErrorShape {
  const type = typeof error === 'object' && error !== null && 'type' in error ? error.type : undefined;
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  switch (type) {
    case 'entity.parse.failed':
      return { status: 400, code: 'BAD_REQUEST', message: 'The request body is not a valid JSON object' };
    case 'entity.too.large':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return {
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'The request body encoding is not supported',
      };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, code: 'BAD_REQUEST', message: 'The request could not be read' };
  }
  return { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Unexpected error' };
}

/**
 * Last handler: answers what failed outside GraphQL (unreadable or oversized bodies, unexpected
 * errors) as JSON with a code: GraphQL-shaped errors, or the provider's error shape on the `/api`
 * routes, which answer in it. Express's own handler would send an HTML page with the stack trace
 * whenever NODE_ENV is not `production`.
 */
export const requestErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const { status, body } = requestProblemAnswer(
    error,
    req.originalUrl.startsWith('/api/') ? 'api' : 'graphql',
  );
  res.status(status).json(body);
};

/**
 * The answer to a request that failed outside GraphQL: the provider's error shape on the `/api`
 * routes, which answer in it, GraphQL-shaped errors elsewhere. Unexpected errors are logged here,
 * by message only.
 */
export function requestProblemAnswer(
  error: unknown,
  shape: 'api' | 'graphql',
): { status: number; body: { errors: unknown[] } } {
  const problem = requestProblem(error);
  if (problem.status >= 500) {
    console.error('Unexpected error outside GraphQL:', error instanceof Error ? error.message : error);
  }
  if (shape === 'api') {
    const title = TITLES[problem.status] ?? 'Error';
    return {
      status: problem.status,
      body: { errors: [{ status: String(problem.status), title, detail: problem.message }] },
    };
  }
  return {
    status: problem.status,
    body: { errors: [{ message: problem.message, extensions: { code: problem.code } }] },
  };
}
