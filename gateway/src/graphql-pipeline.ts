import {
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';
import type { ProviderBudget } from './call-budget';
import type { GatewayContext } from './context';
import { createJitExecutor, LruCache } from './execution';
import type { ThrottleStatus } from './provider/throttle';
import { withoutSuggestion } from './security';

/**
 * One GraphQL operation from request to answer, the gateway's own: parse and validation cached per
 * operation text, the input limits and the provider-call budget checked once the operation is
 * known, execution through graphql-jit (execution.ts), errors formatted with Apollo's codes and
 * HTTP statuses (which the admin and scripts already know). It replaced Apollo Server, whose
 * request pipeline cost about 0.6 ms of CPU on every request, most of it garbage collection: as
 * much as the whole of the gateway's own work on a list page (bench/gateway-perf.ts).
 * HTTP itself (methods, bodies, CSRF, content types) is graphql-http.ts.
 */

/** The parameters of one request, as read from a POST body or a GET query string. */
export interface GraphqlParams {
  query?: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  extensions?: Record<string, unknown>;
}

export interface GraphqlResult {
  errors?: GraphQLFormattedError[];
  data?: Record<string, unknown> | null;
  extensions?: Record<string, unknown>;
}

export interface GraphqlAnswer {
  status: number;
  /** Headers the answer needs besides its content type (`Allow` on a 405). */
  headers: Record<string, string>;
  result: GraphqlResult;
}

export interface GraphqlPipelineOptions {
  schema: GraphQLSchema;
  /** Run after graphql-js's own rules (graphql-armor's, the introspection switch). */
  validationRules: readonly ValidationRule[];
  parseOptions: ParseOptions;
  /** With introspection off, messages lose graphql-js's "Did you mean" suggestions. */
  hideSuggestions: boolean;
  /** Refuses an operation's values over the input limits (security.ts) by throwing. */
  checkInput: (
    document: DocumentNode,
    schema: GraphQLSchema,
    variables: Readonly<Record<string, unknown>>,
  ) => void;
  /** Refuses an operation over the provider-call budget (call-budget.ts) by throwing. */
  checkBudget: (
    schema: GraphQLSchema,
    operation: OperationDefinitionNode,
    document: DocumentNode,
    variables: Readonly<Record<string, unknown>>,
  ) => ProviderBudget | undefined;
  /** The gateway's error formatting (server.ts), given the formatted error and the original. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  includeStacktrace: boolean;
}

/** Validated documents kept; a client sends a few dozen distinct operations, a hostile one many more. */
export const DOCUMENT_CACHE_SIZE = 1000;
/**
 * Longest operation text whose document (and compiled query) is kept. The admin's longest is a few
 * KB; a body may carry 2 MB of text (a comment, long literals) that would otherwise be kept a
 * thousand times over. Longer texts are parsed, validated and run each time (the token limit
 * bounds that work).
 */
export const MAX_CACHED_QUERY_LENGTH = 64 * 1024;

/** The HTTP side of an error: `extensions.http`, read and removed when the error is formatted. */
interface HttpHead {
  status?: number;
  headers?: Record<string, string>;
}

function isHttpHead(value: unknown): value is HttpHead {
  if (typeof value !== 'object' || value === null) return false;
  const { status, headers } = value as { status?: unknown; headers?: unknown };
  return (
    (status === undefined || typeof status === 'number') &&
    (headers === undefined || (typeof headers === 'object' && headers !== null))
  );
}

/** A request the endpoint refuses before running anything, with Apollo's code for it. */
export function requestError(
  message: string,
  options: { code?: string; status?: number; headers?: Record<string, string>; cause?: GraphQLError } = {},
): GraphQLError {
  const { cause } = options;
  return new GraphQLError(message, {
    nodes: cause?.nodes,
    source: cause?.source,
    positions: cause?.positions,
    originalError: cause,
    extensions: {
      ...cause?.extensions,
      code: options.code ?? 'BAD_REQUEST',
      http: { status: options.status ?? 400, ...(options.headers ? { headers: options.headers } : {}) },
    },
  });
}

/** graphql-js's errors for a variable that does not coerce (Apollo's test for BAD_USER_INPUT). */
function isVariableCoercionError(error: GraphQLError): boolean {
  const node = error.nodes?.length === 1 ? error.nodes[0] : undefined;
  if (node?.kind !== Kind.VARIABLE_DEFINITION) return false;
  const variable = `Variable "$${node.variable.name.value}" `;
  return ['has invalid value', 'got invalid value ', 'of required type ', 'of non-null type '].some((rest) =>
    error.message.startsWith(variable + rest),
  );
}

/** graphql-js's own message when a document names no runnable operation. */
function operationResolutionMessage(document: DocumentNode, operationName: string | undefined): string {
  if (operationName !== undefined) return `Unknown operation named "${operationName}".`;
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.length > 1
    ? 'Must provide operation name if query contains multiple operations.'
    : 'Must provide an operation.';
}

/** An error as a GraphQLError, wrapping (and keeping as `originalError`) anything else thrown. */
export function asGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const original = error instanceof Error ? error : new Error(`Unexpected error value: ${String(error)}`);
  return new GraphQLError(original.message, { originalError: original });
}

export function createGraphqlPipeline(options: GraphqlPipelineOptions) {
  const { schema } = options;
  const rules = [...specifiedRules, ...options.validationRules];
  /** Each operation text's document, or the errors that refused it (kept too: refused again as is). */
  const documents = new LruCache<DocumentNode | readonly GraphQLError[]>(DOCUMENT_CACHE_SIZE);
  const jit = createJitExecutor();

  const prepare = (query: string, cacheable: boolean): DocumentNode | readonly GraphQLError[] => {
    const known = cacheable ? documents.get(query) : undefined;
    if (known) return known;
    let prepared: DocumentNode | readonly GraphQLError[];
    try {
      const document = parse(query, options.parseOptions);
      const errors = validate(schema, document, rules);
      prepared = errors.length
        ? errors.map((error) =>
            requestError(error.message, { code: 'GRAPHQL_VALIDATION_FAILED', cause: error }),
          )
        : document;
    } catch (error) {
      const syntax = asGraphQLError(error);
      prepared = [requestError(syntax.message, { code: 'GRAPHQL_PARSE_FAILED', cause: syntax })];
    }
    if (cacheable) documents.set(query, prepared);
    return prepared;
  };

  /** Formats errors as the gateway sends them, collecting the HTTP status and headers they ask for. */
  const formatErrors = (errors: readonly GraphQLError[], head: HttpHead): GraphQLFormattedError[] =>
    errors.map((error) => {
      const message = options.hideSuggestions ? withoutSuggestion(error.message) : error.message;
      try {
        const { http, ...rest } = error.extensions;
        const extensions: Record<string, unknown> = { ...rest, code: rest.code ?? 'INTERNAL_SERVER_ERROR' };
        if (isHttpHead(http)) {
          if (http.status) head.status = http.status;
          if (http.headers) head.headers = { ...head.headers, ...http.headers };
        }
        if (options.includeStacktrace) extensions.stacktrace = error.stack?.split('\n');
        return options.formatError({ ...error.toJSON(), message, extensions }, error);
      } catch {
        return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
    });

  return {
    /** Documents kept (tests). */
    get documentsKept(): number {
      return documents.size;
    },

    /** The answer to a request refused before any operation ran (HTTP-level: method, body, CSRF). */
    refuse(error: GraphQLError): GraphqlAnswer {
      const head: HttpHead = {};
      const errors = formatErrors([error], head);
      return { status: head.status ?? 500, headers: head.headers ?? {}, result: { errors } };
    },

    /**
     * Runs one operation for `context`. `method` is the HTTP method (GET runs queries only); the
     * answer always carries `extensions.provider` (calls, retries, throttled time) and
     * `extensions.cost` (estimated and actual provider calls, the store's throttle status, also as
     * RateLimit headers) and, once the operation was checked against a budget, `extensions.providerBudget`.
     */
    async run(
      params: GraphqlParams,
      context: GatewayContext,
      method: 'GET' | 'POST' = 'POST',
    ): Promise<GraphqlAnswer> {
      const head: HttpHead = {};
      let budget: ProviderBudget | undefined;
      let errors: readonly GraphQLError[] | undefined;
      let data: Record<string, unknown> | null | undefined;
      let executed = false;
      try {
        const { query } = params;
        if (!query) {
          throw requestError(
            'GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension.',
          );
        }
        const cacheable = query.length <= MAX_CACHED_QUERY_LENGTH;
        const prepared = prepare(query, cacheable);
        if (!('kind' in prepared)) throw prepared;
        const operation = getOperationAST(prepared, params.operationName) ?? undefined;
        if (!operation) {
          throw requestError(operationResolutionMessage(prepared, params.operationName), {
            code: 'OPERATION_RESOLUTION_FAILURE',
          });
        }
        if (method === 'GET' && operation.operation !== 'query') {
          throw requestError(
            `GET requests only support query operations, not ${operation.operation} operations`,
            {
              status: 405,
              headers: { allow: 'POST' },
            },
          );
        }
        const variables = params.variables ?? {};
        options.checkInput(prepared, schema, variables);
        budget = options.checkBudget(schema, operation, prepared, variables);
        const result = await jit.execute({
          schema,
          document: prepared,
          source: cacheable ? query : undefined, // no source: not compiled, not kept (execution.ts)
          operationName: params.operationName,
          operation,
          contextValue: context,
          variables,
        });
        executed = true;
        data = result.data as Record<string, unknown> | null | undefined;
        errors = result.errors?.map((error) =>
          error.extensions.code == null && isVariableCoercionError(error)
            ? new GraphQLError(error.message, {
                nodes: error.nodes,
                originalError: error.originalError ?? error,
                extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
              })
            : error,
        );
      } catch (thrown) {
        errors = Array.isArray(thrown) ? (thrown as readonly GraphQLError[]) : [asGraphQLError(thrown)];
        data = undefined;
      }
      const formatted = errors?.length ? formatErrors(errors, head) : undefined;
      const throttle = await context.provider.throttleStatus();
      // An operation that answered data is a 200 whatever its errors ask for: a status for the whole
      // answer would hide the fields that ran (issue 32: a batch whose late aliases met the call cap).
      // Otherwise an error's status; else a 400 when it produced no data (its variables did not
      // coerce); one stopped by anything else, a 500.
      const answered = executed && data !== undefined && data !== null;
      const status = answered
        ? 200
        : (head.status ?? (executed ? (formatted && data === undefined ? 400 : 200) : 500));
      return {
        status,
        headers: { ...head.headers, ...(throttle ? rateLimitHeaders(throttle) : {}) },
        result: {
          errors: formatted,
          data,
          extensions: {
            provider: { ...context.provider.stats },
            ...(budget && budget.limit > 0 ? { providerBudget: budget } : {}),
            cost: {
              requestedProviderCalls: budget?.estimate ?? 0,
              actualProviderCalls: context.provider.stats.calls,
              throttleStatus: throttle
                ? {
                    limit: throttle.limit,
                    remaining: throttle.remaining,
                    restoreRatePerSecond: throttle.restoreRatePerSecond,
                  }
                : null,
            },
          },
        },
      };
    },
  };
}

export type GraphqlPipeline = ReturnType<typeof createGraphqlPipeline>;

/**
 * The store's budget as the IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers):
 * `RateLimit-Policy: "store";q=20;w=1` (20 calls per second) and `RateLimit: "store";r=5;t=1`
 * (5 may start now; more in 1 s). Seconds are whole, rounded up.
 */
export function rateLimitHeaders(throttle: ThrottleStatus): Record<string, string> {
  const seconds = (ms: number) => Math.ceil(ms / 1000);
  return {
    'RateLimit-Policy': `"store";q=${throttle.limit};w=${Math.max(1, seconds(throttle.intervalMs))}`,
    RateLimit: `"store";r=${throttle.remaining};t=${seconds(throttle.resetMs)}`,
  };
}
