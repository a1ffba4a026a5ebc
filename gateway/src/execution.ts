import {
  execute,
  getNamedType,
  GraphQLError,
  GraphQLScalarType,
  GraphQLSchema,
  isInputObjectType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLInputObjectType,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Execution through graphql-jit: each operation is compiled once to a function (cached, bounded) and
 * run without graphql-js's per-field interpretation.
 * A variable of a recursive input type (the list filters' `or: [XFilter!]`) would make graphql-jit
 * 0.8.9 run out of memory (it unrolls the type to build its variable parser, its issue #81). Such a
 * variable is coerced by graphql-js instead, and the compiled operation declares it as an opaque
 * scalar that passes the coerced value through: the list queries still compile.
 * Operations graphql-jit cannot take run through graphql-js, as before: subscriptions, anything the
 * compiler refuses, and a request whose variables do not coerce (so its errors are graphql-js's own,
 * in the shape the endpoint tells BAD_USER_INPUT from, graphql-pipeline.ts).
 * Leaf values are serialised by each scalar's own `serialize` (no fast JSON serializer: it refuses
 * custom scalars such as `DateTime`).
 */

/** Compiled operations kept; a client sends a few dozen distinct ones, a hostile one many more. */
export const COMPILED_CACHE_SIZE = 500;

/** Compiled when the operation could be, else null: run through graphql-js. */
interface Compiled {
  query: CompiledQuery;
  /** Variables of recursive input types, coerced by graphql-js before the compiled query runs. */
  coercedByGraphqlJs: readonly VariableDefinitionNode[];
}

/** What a variable coerced by graphql-js is declared as in the compiled operation: passed through. */
const COERCED_INPUT = new GraphQLScalarType({
  name: 'JitCoercedInput',
  description: 'A variable value already coerced by graphql-js (execution.ts), passed through as is.',
  parseValue: (value: unknown) => value,
  serialize: (value: unknown) => value,
});

/** The schema with the pass-through scalar added (same type objects, so the same resolvers). */
const withCoercedInput = new WeakMap<GraphQLSchema, GraphQLSchema>();

function compilationSchema(schema: GraphQLSchema): GraphQLSchema {
  let extended = withCoercedInput.get(schema);
  if (!extended) {
    const config = schema.toConfig();
    extended = new GraphQLSchema({ ...config, types: [...config.types, COERCED_INPUT], assumeValid: true });
    withCoercedInput.set(schema, extended);
  }
  return extended;
}

/** The document with the given variables declared as the pass-through scalar. */
function declaringCoerced(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  coerced: readonly VariableDefinitionNode[],
): DocumentNode {
  const rewritten: OperationDefinitionNode = {
    ...operation,
    variableDefinitions: operation.variableDefinitions?.map((definition) =>
      coerced.includes(definition)
        ? {
            ...definition,
            type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: COERCED_INPUT.name } },
            defaultValue: undefined,
          }
        : definition,
    ),
  };
  return {
    ...document,
    definitions: document.definitions.map((definition) =>
      definition === operation ? rewritten : definition,
    ),
  };
}

export interface JitExecutorOptions {
  maxEntries?: number;
  /** Called for each compilation (tests count them). */
  onCompile?: (operationName: string | undefined, compiled: boolean) => void;
}

export interface ExecutionRequest {
  schema: GraphQLSchema;
  document: DocumentNode;
  /** The operation's source text (the cache key, with the operation name). */
  source: string | undefined;
  operationName: string | null | undefined;
  /** Absent when the document names no runnable operation: graphql-js reports why. */
  operation: OperationDefinitionNode | undefined;
  contextValue: unknown;
  variables: Record<string, unknown> | undefined;
}

const COMPILER_OPTIONS = { customJSONSerializer: false, disablingCapturingStackErrors: true } as const;

/** A least-recently-used map: the oldest entry leaves when a new one would exceed the size. */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}

/**
 * graphql-jit's errors are GraphQLErrors with a read-only message and no `extensions` object when the
 * thrown error had none; the endpoint's error formatting (which reads `extensions.code`) expects
 * graphql-js's own, so each is rebuilt as one, with the same message, path, locations and cause.
 */
function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const rebuilt = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  if (error.locations) {
    Object.defineProperty(rebuilt, 'locations', { value: error.locations, enumerable: true, writable: true });
  }
  return rebuilt;
}

/** True when an input type can contain itself (directly or through other input types, lists included). */
export function isRecursiveInput(type: GraphQLInputObjectType): boolean {
  const onPath = new Set<GraphQLInputObjectType>();
  const done = new Set<GraphQLInputObjectType>();
  const visit = (current: GraphQLInputObjectType): boolean => {
    if (onPath.has(current)) return true;
    if (done.has(current)) return false;
    onPath.add(current);
    for (const field of Object.values(current.getFields())) {
      const named = getNamedType(field.type);
      if (isInputObjectType(named) && visit(named)) return true;
    }
    onPath.delete(current);
    done.add(current);
    return false;
  };
  return visit(type);
}

/** The operation's variables of recursive input types. */
export function recursiveVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
): VariableDefinitionNode[] {
  return (operation.variableDefinitions ?? []).filter((definition) => {
    const type = typeFromAST(schema, definition.type);
    const named = type ? getNamedType(type) : undefined;
    return named !== undefined && isInputObjectType(named) && isRecursiveInput(named);
  });
}

/** Runs operations compiled by graphql-jit where they can be, through graphql-js where not. */
export function createJitExecutor(options: JitExecutorOptions = {}) {
  const cache = new LruCache<{ compiled: Compiled | null }>(options.maxEntries ?? COMPILED_CACHE_SIZE);

  const compile = (request: ExecutionRequest & { operation: OperationDefinitionNode }): Compiled | null => {
    const { schema, document, operation } = request;
    const operationName = request.operationName ?? undefined;
    let compiled: Compiled | null = null;
    if (operation.operation !== 'subscription') {
      const coercedByGraphqlJs = recursiveVariables(schema, operation);
      try {
        const result = coercedByGraphqlJs.length
          ? compileQuery(
              compilationSchema(schema),
              declaringCoerced(document, operation, coercedByGraphqlJs),
              operationName,
              COMPILER_OPTIONS,
            )
          : compileQuery(schema, document, operationName, COMPILER_OPTIONS);
        compiled = isCompiledQuery(result) ? { query: result, coercedByGraphqlJs } : null;
      } catch {
        compiled = null; // the compiler's own failure: graphql-js runs it
      }
    }
    options.onCompile?.(operationName, compiled !== null);
    return compiled;
  };

  const viaGraphqlJs = (request: ExecutionRequest) =>
    execute({
      schema: request.schema,
      document: request.document,
      contextValue: request.contextValue,
      variableValues: request.variables,
      operationName: request.operationName,
    });

  return {
    get size(): number {
      return cache.size;
    },
    async execute(request: ExecutionRequest): Promise<ExecutionResult> {
      if (request.source === undefined || request.operation === undefined) return viaGraphqlJs(request);
      const key = `${request.operationName ?? ''}\u0000${request.source}`;
      let entry = cache.get(key);
      if (!entry) {
        entry = { compiled: compile({ ...request, operation: request.operation }) };
        cache.set(key, entry);
      }
      const { compiled } = entry;
      if (!compiled) return viaGraphqlJs(request);
      let variables = request.variables ?? {};
      if (compiled.coercedByGraphqlJs.length) {
        const coerced = getVariableValues(request.schema, compiled.coercedByGraphqlJs, variables);
        if (coerced.errors) return viaGraphqlJs(request);
        variables = { ...variables, ...coerced.coerced };
      }
      const result = await compiled.query.query(undefined, request.contextValue, variables);
      // Variables that did not coerce: nothing ran; graphql-js reports them in the shape the endpoint knows.
      if (result.data === undefined && result.errors?.length) return viaGraphqlJs(request);
      return result.errors ? { ...result, errors: result.errors.map(asGraphqlJsError) } : result;
    },
  };
}
