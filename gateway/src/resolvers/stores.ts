import type { GatewayContext } from '../context';
import { badUserInput, toGraphQLError, type UserError } from '../errors';
import type { Resolvers, StoreTier } from '../generated/graphql';
import { listPage } from '../lists';
import { ProviderClient } from '../provider/client';
import { errorEntries, ProviderHttpError } from '../provider/errors';
import type { ProviderList } from '../provider/resources';
import { providerPath } from '../provider/path';

/**
 * Organization-level stores (spec section 7, Stores v2). Store calls are sent without the store
 * scope of the request (no store or organization headers): they are about the organization itself.
 */

const STORES = 'v2/stores';
const STORE_TIERS = 'v2/store-tiers';
const INCLUDE_STORE_TIER = 'store_tier';
/** Store-level: the caller's own store's one mapping, whose `store_id` names that store. */
const MERCHANT_REALM_MAPPINGS = 'v2/merchant-realm-mappings';

/** A store as the provider sends it (flat v2 resource). */
export interface StoreModel {
  id: string;
  type: 'store';
  name: string;
  store_tier?: string;
  organization_id?: string;
  meta?: { timestamps?: { created_at?: string; updated_at?: string } };
  relationships?: { store_tier?: { data?: { type?: string; id?: string } | null } };
}

interface StoreTierResource {
  id: string;
  type: 'store_tier';
  name?: string;
}

interface StoreEnvelope {
  data: StoreModel;
  included?: { store_tiers?: StoreTierResource[] };
}

/** The spec's ten tier names, in its order. */
export const PROVIDER_STORE_TIERS = [
  'development',
  'performance',
  'production',
  'enterprise',
  'free-trial',
  'basic',
  'training',
  'tier5',
  'tier2',
  'tier1000',
] as const;
export type ProviderStoreTier = (typeof PROVIDER_STORE_TIERS)[number];

/** `free-trial` → `FREE_TRIAL`; null for a name outside the ten. */
export function tierFromProvider(name: string | undefined | null): StoreTier | null {
  if (!name || !(PROVIDER_STORE_TIERS as readonly string[]).includes(name)) return null;
  return name.toUpperCase().replace(/-/g, '_') as StoreTier;
}

/** `FREE_TRIAL` → `free-trial`. */
export function tierToProvider(tier: StoreTier): ProviderStoreTier {
  return tier.toLowerCase().replace(/_/g, '-') as ProviderStoreTier;
}

/** The part of a merchant realm mapping that names its store. */
interface MerchantRealmMappingStore {
  store_id?: string;
}

/** A client with the caller's token but no store scope: stores are organization-level. */
function organizationClient(ctx: GatewayContext): ProviderClient {
  const { token, jwtAuth } = ctx.provider.caller;
  return new ProviderClient(ctx.config.provider, { token, jwtAuth }, ctx.provider.stats, ctx.provider.scope);
}

/** `like(name,"*text*")`: the spec's name-contains filter, quoted as the spec writes it. */
export function storeNameFilter(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  if (/["\\]/.test(trimmed)) throw badUserInput('Store names to search for cannot contain " or \\');
  return `like(name,"*${trimmed}*")`;
}

/** The tier named by the store itself, its relationship, or the included tier resource. */
function withTier(store: StoreModel, included: StoreTierResource[] = []): StoreModel {
  if (store.store_tier) return store;
  const tierId = store.relationships?.store_tier?.data?.id;
  const tier = included.find((candidate) => candidate.id === tierId);
  const name = tier?.name ?? tierId;
  return name ? { ...store, store_tier: name } : store;
}

function storeBody(input: { name?: string | null; tier?: StoreTier | null }, id?: string) {
  const data: Record<string, unknown> = { type: 'store' };
  if (id) data.id = id;
  if (input.name !== undefined && input.name !== null) data.name = input.name.trim();
  if (input.tier) data.store_tier = tierToProvider(input.tier);
  return { data };
}

export const storeResolvers: Resolvers = {
  Query: {
    stores: async (_root, { filter, page }, ctx) => {
      return listPage(
        organizationClient(ctx),
        STORES,
        { page, filter: storeNameFilter(filter?.nameContains), query: { include: INCLUDE_STORE_TIER } },
        (store: StoreModel, list: ProviderList<StoreModel> & StoreEnvelopeIncluded) =>
          withTier(store, list.included?.store_tiers ?? []),
      );
    },
    store: async (_root, { id }, ctx) => {
      try {
        const { data, included } = await organizationClient(ctx).get<StoreEnvelope>(
          providerPath(STORES)`/${id}`,
          { query: { include: INCLUDE_STORE_TIER } },
        );
        return withTier(data, included?.store_tiers);
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 404) return null;
        throw error;
      }
    },
    homeStoreId: async (_root, _args, ctx) => {
      try {
        // Without the preview headers: the store of the token itself, whichever store is previewed.
        const { data } = await organizationClient(ctx).get<{
          data?: MerchantRealmMappingStore | MerchantRealmMappingStore[];
        }>(MERCHANT_REALM_MAPPINGS);
        const mapping = Array.isArray(data) ? data[0] : data;
        return typeof mapping?.store_id === 'string' && mapping.store_id !== '' ? mapping.store_id : null;
      } catch (error) {
        // A key without access to mappings, or a provider without them: the switcher cannot tell.
        if (error instanceof ProviderHttpError && [403, 404].includes(error.status)) return null;
        throw error;
      }
    },
    storeTiers: async (_root, _args, ctx) => {
      const { data } = await organizationClient(ctx).get<{ data: StoreTierResource[] }>(STORE_TIERS);
      return data.flatMap((resource) => {
        const name = resource.name ?? resource.id;
        const tier = tierFromProvider(name);
        return tier ? [{ tier, name }] : [];
      });
    },
  },
  Mutation: {
    createStore: async (_root, { input }, ctx) => {
      const { value, userErrors } = await attemptStoreWrite(() =>
        organizationClient(ctx).post<StoreEnvelope>(STORES, {
          query: { include: INCLUDE_STORE_TIER },
          body: storeBody(input),
        }),
      );
      return { store: value ? withTier(value.data, value.included?.store_tiers) : null, userErrors };
    },
    updateStore: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await attemptStoreWrite(() =>
        organizationClient(ctx).put<StoreEnvelope>(providerPath(STORES)`/${id}`, {
          body: storeBody(input, id),
        }),
      );
      return { store: value ? withTier(value.data, value.included?.store_tiers) : null, userErrors };
    },
  },
  Store: {
    id: (store) => store.id,
    name: (store) => store.name,
    tier: (store) => tierFromProvider(store.store_tier),
    organizationId: (store) => store.organization_id ?? null,
    createdAt: (store) => store.meta?.timestamps?.created_at ?? null,
    updatedAt: (store) => store.meta?.timestamps?.updated_at ?? null,
  },
};

type StoreEnvelopeIncluded = Pick<StoreEnvelope, 'included'>;

/** Provider pointers of a flat v2 store document → the GraphQL input fields. */
const STORE_FIELDS_BY_POINTER: Record<string, string> = {
  '/data/name': 'name',
  '/data/store_tier': 'tier',
};

const INPUT_STATUSES = new Set([400, 404, 409, 422]);

/** Runs a store write; refusals about the input become userErrors, anything else is thrown. */
async function attemptStoreWrite<T>(
  run: () => Promise<T>,
): Promise<{ value: T | null; userErrors: UserError[] }> {
  try {
    return { value: await run(), userErrors: [] };
  } catch (error) {
    if (!(error instanceof ProviderHttpError) || !INPUT_STATUSES.has(error.status))
      throw toGraphQLError(error);
    const code = error.status === 404 ? 'NOT_FOUND' : error.status === 409 ? 'DUPLICATE' : 'INVALID';
    const entries = errorEntries(error.body);
    if (entries.length === 0)
      return { value: null, userErrors: [{ field: null, message: error.message, code }] };
    return {
      value: null,
      userErrors: entries.map((entry) => {
        const field = STORE_FIELDS_BY_POINTER[entry.source?.pointer ?? ''];
        return { field: field ? [field] : null, message: entry.detail ?? entry.title ?? error.message, code };
      }),
    };
  }
}
