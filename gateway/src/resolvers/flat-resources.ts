import type { GatewayContext } from '../context';
import type { PointerFields, UserError } from '../errors';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderSingle } from '../provider/resources';
import { attempt, createOnce, labelOf, snakeCase } from './mapping';
import type { LegacyResourceMeta } from './models';
import { providerPath } from '../provider/path';

/**
 * Calls on the provider's flat v2 documents (`{ data: { type, ...fields } }`): the legacy
 * catalogue, customers, accounts, realms, settings-side resources. Every area that speaks v2 goes
 * through these, passing its own pointer renames where the provider's names differ.
 */

export interface LegacyResourceKind {
  /** Path below the provider host, e.g. `v2/brands`. */
  path: string;
  /** The `type` member of request documents, e.g. `brand`. */
  type: string;
  /**
   * Fields the provider keeps unique in the store (e.g. `email`), in the order to try: a create
   * whose answer is lost is looked up by the first one sent (mapping.ts#createOnce).
   */
  uniqueKeys?: readonly string[];
}

const itemPath = (path: string, id: string) => providerPath(path)`/${id}`;

/** Runs a provider write; 400/404/409/422 come back as `userErrors`. */
export function attemptFlat<T>(
  ctx: GatewayContext,
  run: () => Promise<T>,
  fields: PointerFields = {},
): Promise<{ value: T | null; userErrors: UserError[] }> {
  return attempt(run, fields);
}

/** One item; null when the provider has none by that id (every other failure stays an error). */
export async function getFlat<T>(
  ctx: GatewayContext,
  kind: LegacyResourceKind,
  id: string,
): Promise<T | null> {
  try {
    return (await ctx.provider.get<ProviderSingle<T>>(itemPath(kind.path, id))).data;
  } catch (error) {
    if (error instanceof ProviderHttpError && error.status === 404) return null;
    throw error;
  }
}

/** `POST` a flat document to a collection (once; a lost answer is settled by the kind's unique keys). */
export function createFlat<T>(
  ctx: GatewayContext,
  kind: LegacyResourceKind,
  fields: Record<string, unknown>,
  pointerFields: PointerFields = {},
) {
  const lookup = kind.uniqueKeys && {
    collectionPath: kind.path,
    shape: 'flat' as const,
    keys: kind.uniqueKeys,
    label: labelOf(kind.type),
  };
  return attemptFlat(
    ctx,
    () =>
      createOnce(ctx.provider, lookup, fields, async () => {
        const created = await ctx.provider.post<ProviderSingle<T>>(kind.path, {
          body: { data: { type: kind.type, ...fields } },
        });
        return created.data;
      }),
    pointerFields,
  );
}

/** `PUT` a flat document to its item path. */
export function updateFlat<T>(
  ctx: GatewayContext,
  kind: LegacyResourceKind,
  id: string,
  fields: Record<string, unknown>,
  pointerFields: PointerFields = {},
) {
  return attemptFlat(
    ctx,
    async () =>
      (
        await ctx.provider.put<ProviderSingle<T>>(itemPath(kind.path, id), {
          body: { data: { id, type: kind.type, ...fields } },
        })
      ).data,
    pointerFields,
  );
}

/** `DELETE` an item; `deletedId` is null when the provider refused. */
export async function deleteFlat(
  ctx: GatewayContext,
  path: string,
  id: string,
  pointerFields: PointerFields = {},
) {
  const { userErrors } = await attemptFlat(ctx, () => ctx.provider.delete(itemPath(path, id)), pointerFields);
  return { deletedId: userErrors.length === 0 ? id : null, userErrors };
}

export const createdAt = (resource: { meta?: LegacyResourceMeta }) =>
  resource.meta?.timestamps?.created_at ?? null;
export const updatedAt = (resource: { meta?: LegacyResourceMeta }) =>
  resource.meta?.timestamps?.updated_at ?? null;

/** An empty stored value reads as "no value". */
export const storedText = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** Schema field names that do not follow the camelCase → snake_case rule. */
const PROVIDER_FIELD: Readonly<Record<string, string>> = { line1: 'line_1', line2: 'line_2' };

/**
 * A GraphQL input as flat v2 fields: snake_case keys (`line1` → `line_1`), fields left out not
 * sent. The provider refuses null for text fields, so on updates a null (clear this value) is sent
 * as an empty string, which it stores as "no value".
 */
export function flatFields(input: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    fields[PROVIDER_FIELD[key] ?? snakeCase(key)] = value ?? '';
  }
  return fields;
}
