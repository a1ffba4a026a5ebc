import { makeExecutableSchema } from '@graphql-tools/schema';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from './context';
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

export function buildGatewaySchema(): GraphQLSchema {
  return requireCallerOnRootFields(
    makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: [...resolvers, interfaceResolvers] }),
  );
}
