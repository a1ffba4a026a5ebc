import { toUserErrors, type PointerFields, type UserError } from '../errors';
import type { ProviderClient } from '../provider/client';
import type { ProviderSingle } from '../provider/resources';

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
}

/**
 * The create, update and delete calls that every provider resource shares (`POST` the collection,
 * `PUT` and `DELETE` the item, `{data}` envelopes), each answering with `userErrors` instead of
 * throwing on bad input.
 */
export function resourceWrites<TModel>(provider: ProviderClient, location: ResourceLocation) {
  const { type, collectionPath, enumFields } = location;
  const itemPath = (id: string) => `${collectionPath}/${encodeURIComponent(id)}`;
  return {
    create: (input: Record<string, unknown>) =>
      attempt(async () => {
        const attributes = toProviderAttributes(input, { enumFields });
        const created = await provider.post<ProviderSingle<TModel>>(collectionPath, {
          body: { data: { type, attributes } },
        });
        return created.data;
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
