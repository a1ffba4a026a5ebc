import fs from 'node:fs';
import path from 'node:path';
import { buildASTSchema, concatAST, parse, type GraphQLSchema } from 'graphql';

export const SCHEMA_DIR = path.resolve(__dirname, '../../schema');

/** The SDL of every area, one file each, in a stable order. */
export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

let typesOnly: GraphQLSchema | undefined;

/**
 * The contract's types without resolvers, built once, for what is derived from the SDL itself (each
 * list's filter fields, filters.ts#sdlFilterFields). Kept apart from schema.ts, which imports the
 * resolvers that use it.
 */
export function sdlSchema(): GraphQLSchema {
  typesOnly ??= buildASTSchema(concatAST(loadTypeDefs().map((source) => parse(source))), {
    assumeValidSDL: true,
  });
  return typesOnly;
}
