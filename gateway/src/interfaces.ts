import { getNullableType, isEnumType, type GraphQLFieldResolver, type GraphQLTypeResolver } from 'graphql';

/**
 * Resolvers for what every area shares in common.graphql. `Page` and `Payload` are never a field's
 * type, so nothing asks which implementation a value is; should one become one, a value names its
 * type by `__typename`, as graphql-js's default does.
 */
const byTypename: GraphQLTypeResolver<unknown, unknown> = (value) =>
  typeof value === 'object' && value !== null && '__typename' in value && typeof value.__typename === 'string'
    ? value.__typename
    : undefined;

/**
 * A `UserError.code` the enum does not know (a provider or helper spelling not yet in the SDL) is
 * sent as INVALID rather than failing the whole payload.
 */
const userErrorCode: GraphQLFieldResolver<{ code?: string | null }, unknown> = (error, _args, _ctx, info) => {
  if (error.code === null || error.code === undefined) return null;
  const type = getNullableType(info.returnType);
  return isEnumType(type) && !type.getValue(error.code) ? 'INVALID' : error.code;
};

export const interfaceResolvers = {
  Page: { __resolveType: byTypename },
  Payload: { __resolveType: byTypename },
  UserError: { code: userErrorCode },
};
