import {
  readBoolean,
  readEnum,
  readNumber,
  readText,
  type FieldProblems,
  type SimpleRecord,
  type SimpleResourceDefinition,
} from './simple-resources';

/**
 * A compact way to declare the JSON:API `attributes` of the subscriptions resources: each field's
 * kind and limits, from which the registry definition's decode/read/filters are derived. Only
 * plain attribute documents fit here; relationships and state live in their own modules.
 */

export type SubscriptionAttributes = Record<string, unknown>;

export type FieldSpec =
  | { name: string; kind: 'text'; required?: boolean; min?: number; max?: number; pattern?: RegExp }
  | { name: string; kind: 'enum'; required?: boolean; values: readonly string[]; fallback?: string }
  | { name: string; kind: 'boolean'; fallback?: boolean }
  | { name: string; kind: 'integer' | 'number'; required?: boolean; min?: number; max?: number }
  | { name: string; kind: 'object'; required?: boolean };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readField(
  spec: FieldSpec,
  document: Record<string, unknown>,
  existing: SubscriptionAttributes | undefined,
  problems: FieldProblems,
): unknown {
  const previous = existing?.[spec.name];
  switch (spec.kind) {
    case 'text': {
      const value = readText(
        document,
        spec.name,
        typeof previous === 'string' ? previous : undefined,
        problems,
        { required: spec.required ?? false, maxLength: spec.max ?? 1024, pattern: spec.pattern },
      );
      if (
        value !== undefined &&
        spec.min !== undefined &&
        value.length < spec.min &&
        document[spec.name] !== undefined
      ) {
        problems.add(`${spec.name} must be at least ${spec.min} characters`, spec.name);
      }
      return value;
    }
    case 'enum': {
      const fallback = typeof previous === 'string' ? previous : spec.fallback;
      if (!spec.required && fallback === undefined && document[spec.name] === undefined) return undefined;
      return readEnum(document, spec.name, spec.values, fallback, problems);
    }
    case 'boolean':
      return readBoolean(
        document,
        spec.name,
        typeof previous === 'boolean' ? previous : (spec.fallback ?? false),
        problems,
      );
    case 'integer':
    case 'number': {
      const fallback = typeof previous === 'number' ? previous : undefined;
      if (!spec.required && fallback === undefined && document[spec.name] === undefined) return undefined;
      const min = spec.min ?? Number.MIN_SAFE_INTEGER;
      const max = spec.max ?? Number.MAX_SAFE_INTEGER;
      const integer = spec.kind === 'integer';
      return readNumber(document, spec.name, fallback, problems, {
        test: (value) => (!integer || Number.isInteger(value)) && value >= min && value <= max,
        detail: `${spec.name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`,
      });
    }
    case 'object': {
      const value = document[spec.name] ?? previous;
      if (value === undefined) {
        if (spec.required) problems.add(`${spec.name} is required`, spec.name);
        return undefined;
      }
      if (!isPlainObject(value)) problems.add(`${spec.name} must be an object`, spec.name);
      return value;
    }
  }
}

/** Reads every declared field; absent optional fields stay absent. */
export function readAttributes(
  specs: readonly FieldSpec[],
  document: Record<string, unknown>,
  existing: SubscriptionAttributes | undefined,
  problems: FieldProblems,
): SubscriptionAttributes {
  const result: SubscriptionAttributes = {};
  for (const spec of specs) {
    const value = readField(spec, document, existing, problems);
    if (value !== undefined) result[spec.name] = value;
  }
  return result;
}

export function decodeAttributes(label: string) {
  return (data: unknown): SubscriptionAttributes => {
    if (!isPlainObject(data)) throw new Error(`Corrupt stored ${label}`);
    return data;
  };
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A registry definition of a JSON:API subscriptions resource under `/v2/subscriptions/<plural>`. */
export function attributesDefinition(
  type: string,
  plural: string,
  label: string,
  specs: readonly FieldSpec[],
): SimpleResourceDefinition<SubscriptionAttributes> {
  const textFields = specs
    .filter((spec) => spec.kind === 'text' || spec.kind === 'enum')
    .map((spec) => spec.name);
  const value = (name: string) => (item: SimpleRecord<SubscriptionAttributes>) => item.data[name];
  return {
    type,
    label,
    storedAs: type,
    path: `/v2/subscriptions/${plural}`,
    shape: 'attributes',
    decode: decodeAttributes(label),
    read: (document, existing, problems) => readAttributes(specs, document, existing, problems),
    unique: [],
    filterFields: Object.fromEntries(
      textFields.map((name) => [name, { operators: ['eq', 'like', 'in'] as const, value: value(name) }]),
    ),
    sortFields: Object.fromEntries(textFields.map((name) => [name, value(name)])),
  };
}
