import {
  readBoolean,
  readEnum,
  readNumber,
  readText,
  type EditableResourceDefinition,
  type FieldProblems,
  type SimpleRecord,
} from '../core/simple-resources';
import { isPlainObject } from '../core/request';

/**
 * A compact way to declare the JSON:API `attributes` of the subscriptions resources: each field's
 * kind and limits, from which the registry definition's decode/read/filters are derived. Only
 * plain attribute documents fit here; relationships and state live in their own modules.
 */

export type SubscriptionAttributes = Record<string, unknown>;

export type FieldSpec =
  | { name: string; kind: 'text'; required?: boolean; min?: number; max?: number; pattern?: RegExp }
  | { name: string; kind: 'enum'; required?: boolean; values: readonly string[]; fallback?: string }
  | { name: string; kind: 'boolean'; required?: boolean; fallback?: boolean }
  | { name: string; kind: 'integer' | 'number'; required?: boolean; min?: number; max?: number }
  | { name: string; kind: 'object'; required?: boolean };

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
        typeof previous === 'boolean' ? previous : spec.required ? undefined : (spec.fallback ?? false),
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
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PAYMENT_GATEWAYS = ['elastic_path_payments_stripe', 'authorize_net'] as const;

/**
 * A `payment_authority` (PaymentAuthority in the provider's document): `{ type, ... }` naming
 * the gateway, Stripe's `customer_id`/`card_id` or Authorize.net's profile ids (3 to 1024
 * characters each). `null` is accepted where the document allows clearing it.
 */
export function checkPaymentAuthority(
  value: unknown,
  problems: FieldProblems,
  options: { nullable: boolean },
): void {
  const field = 'payment_authority';
  if (value === undefined || (value === null && options.nullable)) return;
  if (!isPlainObject(value)) {
    // A non-object is already reported by the `object` field reader; null is not.
    if (value === null) problems.add(`${field} must be an object`, field);
    return;
  }
  if (!PAYMENT_GATEWAYS.some((gateway) => gateway === value.type)) {
    problems.add(`${field}.type must be one of ${PAYMENT_GATEWAYS.join(', ')}`, `${field}/type`);
    return;
  }
  const ids =
    value.type === 'authorize_net'
      ? ['payment_profile_id', 'customer_profile_id']
      : ['customer_id', 'card_id'];
  for (const id of ids) {
    const entry = value[id];
    if (entry !== undefined && (typeof entry !== 'string' || entry.length < 3 || entry.length > 1024)) {
      problems.add(`${field}.${id} must be a string of 3 to 1024 characters`, `${field}/${id}`);
    }
  }
}

/** A Stripe payment authority is write only (PaymentAuthorityStripe); Authorize.net's is shown. */
export function visiblePaymentAuthority(value: unknown): unknown {
  return isPlainObject(value) && value.type === 'elastic_path_payments_stripe' ? undefined : value;
}

export interface AttributesOptions {
  /** Fields a create sets and an update may not change (422 "cannot be changed"). */
  fixed?: readonly string[];
  /** The document's `...ResponseAttributes` adds `created_at`/`updated_at` to the attributes. */
  timestamps?: boolean;
}

/** A registry definition of a JSON:API subscriptions resource under `/v2/subscriptions/<plural>`. */
export function attributesDefinition(
  type: string,
  plural: string,
  label: string,
  specs: readonly FieldSpec[],
  options: AttributesOptions = {},
): EditableResourceDefinition<SubscriptionAttributes> {
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
    read: (document, existing, problems) => {
      for (const name of existing ? (options.fixed ?? []) : []) {
        if (document[name] !== undefined && document[name] !== existing?.[name]) {
          problems.add(`${name} cannot be changed`, name);
        }
      }
      const result = readAttributes(specs, document, existing, problems);
      if (specs.some((spec) => spec.name === 'payment_authority')) {
        checkPaymentAuthority(document.payment_authority, problems, { nullable: existing !== undefined });
        if (document.payment_authority === null) delete result.payment_authority;
      }
      return result;
    },
    ...(options.timestamps
      ? {
          renderExtras: (record: SimpleRecord<SubscriptionAttributes>) => ({
            attributes: { ...record.data, created_at: record.createdAt, updated_at: record.updatedAt },
          }),
        }
      : {}),
    unique: [],
    filterFields: Object.fromEntries(
      textFields.map((name) => [name, { operators: ['eq', 'like', 'in'] as const, value: value(name) }]),
    ),
    sortFields: Object.fromEntries(textFields.map((name) => [name, value(name)])),
  };
}
