import { makeExecutableSchema } from '@graphql-tools/schema';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  isListType,
  isNonNullType,
  isObjectType,
  GraphQLBoolean,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { GatewayContext } from './context';
import { failureAsUserError } from './errors';
import { interfaceResolvers } from './interfaces';
import { resolvers } from './resolvers';
import { loadTypeDefs } from './sdl';
import { PUBLIC_DIRECTIVE, requireCaller } from './session';

// The SDL loader lives in sdl.ts, which filters.ts also reads without importing the resolvers.
export { loadTypeDefs, SCHEMA_DIR } from './sdl';

/**
 * Authentication as a rule of the schema (deny by default, as envelop's generic-auth `protect-all`
 * with `@skipAuth`): every Query and Mutation field refuses a caller without a bearer token before
 * its resolver runs, unless the SDL marks it `@public`. Other fields need no check: they are reached
 * only through a root field.
 */
export function requireCallerOnRootFields(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (fieldConfig) => {
      if (getDirective(schema, fieldConfig, PUBLIC_DIRECTIVE)?.[0]) return fieldConfig;
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        resolve: (source, args, ctx: GatewayContext, info) => {
          requireCaller(ctx);
          return resolve(source, args, ctx, info);
        },
      };
    },
  });
}

/** The interface every mutation's payload implements (schema/common.graphql). */
const PAYLOAD_INTERFACE = 'Payload';

/**
 * Every mutation field answers for itself (issue 32): a field whose resolver fails answers its
 * payload with the failure as a `userErrors` entry (code, `retryable`, `retryAfterSeconds`:
 * errors.ts#failureAsUserError) instead of a GraphQL error. Payloads are non-null, so one thrown
 * error would null the whole answer, and with it the results of the aliases that did run. Session
 * failures (UNAUTHENTICATED, FORBIDDEN) stay GraphQL errors: the admin renews its session on them.
 */
export function answerWritesInPayloads(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (fieldConfig, fieldName) => {
      const payload = getNamedType(fieldConfig.type);
      if (!isObjectType(payload) || !payload.getInterfaces().some((i) => i.name === PAYLOAD_INTERFACE)) {
        return fieldConfig;
      }
      const empty = emptyPayload(payload, fieldName);
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        resolve: async (source, args, ctx: GatewayContext, info) => {
          try {
            return await resolve(source, args, ctx, info);
          } catch (error) {
            return { ...empty, userErrors: [failureAsUserError(error)] };
          }
        },
      };
    },
  });
}

/**
 * A payload with no result: its nullable fields left out, its non-null lists empty and booleans
 * false. Any other non-null field fails here, when the schema is built, not when a write fails.
 */
function emptyPayload(payload: GraphQLObjectType, mutation: string): Record<string, unknown> {
  const empty: Record<string, unknown> = {};
  for (const field of Object.values(payload.getFields())) {
    if (!isNonNullType(field.type) || field.name === 'userErrors') continue;
    const type = getNullableType(field.type);
    if (isListType(type)) empty[field.name] = [];
    else if (type === GraphQLBoolean) empty[field.name] = false;
    else
      throw new Error(`${payload.name}.${field.name} (of ${mutation}) must be nullable, a list or a Boolean`);
  }
  return empty;
}

export function buildGatewaySchema(): GraphQLSchema {
  return requireCallerOnRootFields(
    answerWritesInPayloads(
      makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: [...resolvers, interfaceResolvers] }),
    ),
  );
}
