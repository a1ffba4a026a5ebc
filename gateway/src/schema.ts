import fs from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers';

export const SCHEMA_DIR = path.resolve(__dirname, '../../schema');

/** The SDL of every area, one file each, in a stable order. */
export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

export function buildGatewaySchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
}
