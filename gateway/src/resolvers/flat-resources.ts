import type { GatewayContext } from '../context';
import type { PointerFields, UserError } from '../errors';
import { pageInfo, type PageInfo, type PageRequest } from '../lists';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderList, ProviderSingle } from '../provider/resources';
import { requireCaller } from '../session';
import { attempt, createOnce, labelOf } from './mapping';
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

/** Runs a provider write for a signed-in caller; 400/404/409/422 come back as `userErrors`. */
export function attemptFlat<T>(
  ctx: GatewayContext,
  run: () => Promise<T>,
  fields: PointerFields = {},
): Promise<{ value: T | null; userErrors: UserError[] }> {
  requireCaller(ctx);
  return attempt(run, fields);
}

/** One page of a collection, with extra query parameters (filter, sort...). */
export async function fetchFlatPage<T>(
  ctx: GatewayContext,
  path: string,
  page: PageRequest,
  query: Record<string, string | number | undefined> = {},
): Promise<{ items: T[]; pageInfo: PageInfo }> {
  requireCaller(ctx);
  const list = await ctx.provider.get<ProviderList<T>>(path, {
    query: { ...query, 'page[limit]': page.limit, 'page[offset]': page.offset },
  });
  return { items: list.data, pageInfo: pageInfo(list, page) };
}

/** One item; null when the provider has none by that id (every other failure stays an error). */
export async function getFlat<T>(
  ctx: GatewayContext,
  kind: LegacyResourceKind,
  id: string,
): Promise<T | null> {
  requireCaller(ctx);
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
