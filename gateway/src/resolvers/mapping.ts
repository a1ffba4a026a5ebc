import { gatewayError, toUserErrors, type PointerFields, type UserError } from '../errors';
import type { ProviderClient } from '../provider/client';
import {
  ProviderHttpError,
  ProviderOutcomeUnknownError,
  ProviderWriteTimeoutError,
} from '../provider/errors';
import { listQuery } from '../provider/query';
import type { ProviderList, ProviderSingle } from '../provider/resources';
import { providerPath } from '../provider/path';

/** `commodityType` → `commodity_type`. */
export function snakeCase(camel: string): string {
  return camel.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * Turns a GraphQL input into provider attributes: snake_case keys, enum values lowercased, fields
 * left out not sent, so an update changes only what the seller changed. An explicit null is sent
 * only when `clearWithNull` is set (updates), where the provider reads it as "remove this value".
 */
export function toProviderAttributes(
  input: Record<string, unknown>,
  {
    enumFields = [],
    clearWithNull = false,
  }: { enumFields?: readonly string[]; clearWithNull?: boolean } = {},
): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || (value === null && !clearWithNull)) continue;
    attributes[snakeCase(key)] =
      enumFields.includes(key) && typeof value === 'string' ? value.toLowerCase() : value;
  }
  return attributes;
}

/** `live` → `LIVE`, for provider enum strings read into GraphQL enums. */
export function enumValue<T extends string>(value: string): T {
  return value.toUpperCase() as T;
}

/**
 * Runs a provider write; input problems come back as `userErrors` (fields from the provider's
 * pointers; `fields` renames what the camelCase rule does not give, or maps pointers itself),
 * anything else is thrown.
 */
export async function attempt<T>(
  run: () => Promise<T>,
  fields: PointerFields = {},
): Promise<{ value: T | null; userErrors: UserError[] }> {
  try {
    return { value: await run(), userErrors: [] };
  } catch (error) {
    return { value: null, userErrors: toUserErrors(error, fields) };
  }
}

/** Where one kind of provider resource lives, for {@link resourceWrites}. */
export interface ResourceLocation {
  /** The provider's resource type, e.g. `product`. */
  type: string;
  /** The collection path, e.g. `pcm/products`. */
  collectionPath: string;
  /** Input fields holding GraphQL enums, sent lowercased. */
  enumFields?: readonly string[];
  /**
   * Provider fields the provider keeps unique in the store (e.g. `sku`, `slug`), in the order to
   * try: a create whose answer is lost is looked up by the first one sent ({@link createOnce}).
   */
  uniqueKeys?: readonly string[];
}

/**
 * The create, update and delete calls that every provider resource shares (`POST` the collection,
 * `PUT` and `DELETE` the item, `{data}` envelopes), each answering with `userErrors` instead of
 * throwing on bad input.
 */
export function resourceWrites<TModel>(provider: ProviderClient, location: ResourceLocation) {
  const { type, collectionPath, enumFields, uniqueKeys } = location;
  const lookup: UniqueLookup | undefined = uniqueKeys && {
    collectionPath,
    shape: 'attributes',
    keys: uniqueKeys,
    label: labelOf(type),
  };
  const itemPath = (id: string) => providerPath(collectionPath)`/${id}`;
  return {
    create: (input: Record<string, unknown>) =>
      attempt(async () => {
        const attributes = toProviderAttributes(input, { enumFields });
        return createOnce(provider, lookup, attributes, async () => {
          const created = await provider.post<ProviderSingle<TModel>>(collectionPath, {
            body: { data: { type, attributes } },
          });
          return created.data;
        });
      }),
    update: (id: string, input: Record<string, unknown>) =>
      attempt(async () => {
        const attributes = toProviderAttributes(input, { enumFields, clearWithNull: true });
        const updated = await provider.put<ProviderSingle<TModel>>(itemPath(id), {
          body: { data: { id, type, attributes } },
        });
        return updated.data;
      }),
    remove: async (id: string): Promise<{ deletedId: string | null; userErrors: UserError[] }> => {
      const { userErrors } = await attempt(() => provider.delete(itemPath(id)));
      return { deletedId: userErrors.length === 0 ? id : null, userErrors };
    },
  };
}

/** How to find a created record again by a field the provider keeps unique, for {@link createOnce}. */
export interface UniqueLookup {
  /** The collection the record was posted to; listed with `eq(key,value)`. */
  collectionPath: string;
  /** Where a document's fields are: under `attributes` (JSON:API) or on the document (flat v2). */
  shape: 'attributes' | 'flat';
  /** Provider field names unique in the store, in the order to try; the first one sent is used. */
  keys: readonly string[];
  /** What the seller calls the resource, for messages, e.g. `product`. */
  label: string;
}

/** `account_tag` → `account tag`. */
export const labelOf = (type: string) => type.replace(/[_-]/g, ' ');

/**
 * Runs a create once. When its answer is lost after the request was sent (the provider may or may
 * not have applied it), and the seller gave a value for one of the resource's unique keys, the
 * record is looked up by that key so the seller is told what happened rather than left guessing:
 * - found, holding what was sent: the create happened, answered as if its answer had arrived;
 * - found, holding something else: that record was there before, so the provider refused this
 *   create; answered with the 409 it would have sent (a `DUPLICATE` userError);
 * - not found: the write was not applied; UPSTREAM_UNAVAILABLE, and trying again is safe, since a
 *   unique key makes a repeat of a write that did land a 409, never a second record; unless the
 *   write was cut at its deadline (it may still land), which stays OUTCOME_UNKNOWN;
 * - no key sent, or the lookup fails too: the outcome stays unknown (OUTCOME_UNKNOWN).
 * Nothing is retried here: only the seller sends a write again.
 */
export async function createOnce<T>(
  provider: ProviderClient,
  lookup: UniqueLookup | undefined,
  sent: Record<string, unknown>,
  post: () => Promise<T>,
): Promise<T> {
  try {
    return await post();
  } catch (error) {
    if (!(error instanceof ProviderOutcomeUnknownError) || !lookup) throw error;
    const key = lookup.keys.find((name) => typeof sent[name] === 'string' && sent[name] !== '');
    if (key === undefined) throw error;
    const value = sent[key] as string;
    let found: T[];
    try {
      const list = await provider.get<ProviderList<T>>(lookup.collectionPath, {
        query: listQuery({ filter: { eq: { [key]: value } } }),
      });
      found = list.data.filter((record) => sameValue(fieldsOf(record, lookup.shape)[key], value));
    } catch {
      throw error;
    }
    if (found.length === 0) {
      // A write cut at its deadline may still be on its way to being applied: not found yet proves nothing.
      if (error instanceof ProviderWriteTimeoutError) throw error;
      throw gatewayError(
        'UPSTREAM_UNAVAILABLE',
        `The provider did not answer and the ${lookup.label} was not saved; try again`,
      );
    }
    const created = found.find((record) => holdsSent(fieldsOf(record, lookup.shape), sent));
    if (created) return created;
    const pointer = lookup.shape === 'attributes' ? `/data/attributes/${key}` : `/data/${key}`;
    throw new ProviderHttpError(409, {
      errors: [
        {
          status: 409,
          title: 'Conflict',
          detail: `Another ${lookup.label} already has this ${key.replace(/_/g, ' ')}`,
          source: { pointer },
        },
      ],
    });
  }
}

function fieldsOf(record: unknown, shape: UniqueLookup['shape']): Record<string, unknown> {
  const fields: unknown =
    shape === 'flat'
      ? record
      : typeof record === 'object' && record !== null && 'attributes' in record
        ? record.attributes
        : undefined;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {};
}

/** Text compared as the provider's uniqueness rules compare it (case and edge spaces aside). */
function sameValue(stored: unknown, sent: unknown): boolean {
  if (typeof stored === 'string' && typeof sent === 'string') {
    return stored.trim().toLowerCase() === sent.trim().toLowerCase();
  }
  return stored === sent;
}

/**
 * Whether a record holds every plain value that was sent (nested objects and fields the provider
 * does not echo, such as passwords, are not compared): a record with the same key and the same
 * fields is the one this create made, or one the seller cannot tell from it.
 */
function holdsSent(record: Record<string, unknown>, sent: Record<string, unknown>): boolean {
  return Object.entries(sent).every(
    ([field, value]) =>
      !['string', 'number', 'boolean'].includes(typeof value) ||
      !(field in record) ||
      sameValue(record[field], value),
  );
}
