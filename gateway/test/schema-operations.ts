/**
 * Operations generated from the schema, for tests that probe every root field (hostile ids,
 * authentication): the root fields, a valid value for any input type, and one operation per field
 * with its required arguments passed as variables.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

export type RootOperation = 'query' | 'mutation';

export interface RootField {
  operation: RootOperation;
  field: GraphQLField<unknown, unknown>;
}

/** Every Mutation field, then every Query field, in schema order. */
export function rootFields(schema: GraphQLSchema): RootField[] {
  const found: RootField[] = [];
  for (const operation of ['mutation', 'query'] as const) {
    const root = operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
    for (const field of Object.values(root?.getFields() ?? {})) found.push({ operation, field });
  }
  return found;
}

/** A valid value of no interest to the test, for any input type. */
export function minimalValue(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return minimalValue(type.ofType, depth);
  if (isListType(type)) return [minimalValue(type.ofType, depth)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    if (depth > 5) return value;
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) {
        value[field.name] = minimalValue(field.type, depth + 1);
      }
    }
    return value;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
      case 'Float':
      case 'MinorUnits':
        return 1;
      case 'Boolean':
        return true;
      case 'ID':
        return 'fine-id';
      case 'DateTime':
        return '2024-01-01T00:00:00Z';
      case 'JSON':
        return {};
      default:
        return 'x';
    }
  }
  throw new Error(`No minimal value for ${String(type)}`);
}

/** What to select: userErrors when the payload has them, so a validating mutation can say so. */
export function selection(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (isLeafType(named)) return '';
  const fields = isObjectType(named) || isInterfaceType(named) ? named.getFields() : {};
  return 'userErrors' in fields ? '{ __typename userErrors { code message } }' : '{ __typename }';
}

/**
 * The operation calling one root field, every argument passed as a variable: those in `given` with
 * their values, and each other required one (no default) with a minimal value.
 */
export function operationFor(
  { operation, field }: RootField,
  given: Record<string, unknown> = {},
): { query: string; variables: Record<string, unknown> } {
  const declarations: string[] = [];
  const passed: string[] = [];
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    const isGiven = Object.hasOwn(given, arg.name);
    if (!isGiven && !(isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    declarations.push(`$${arg.name}: ${String(arg.type)}`);
    passed.push(`${arg.name}: $${arg.name}`);
    variables[arg.name] = isGiven ? given[arg.name] : minimalValue(arg.type);
  }
  const vars = declarations.length > 0 ? `(${declarations.join(', ')})` : '';
  const args = passed.length > 0 ? `(${passed.join(', ')})` : '';
  return { query: `${operation}${vars} { ${field.name}${args} ${selection(field)} }`, variables };
}
