import type { UserError } from '../errors';
import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type {
  CatalogPriceBookInput,
  CatalogReleaseStatus,
  CatalogRuleScheduleInput,
  CatalogSortField,
  Resolvers,
} from '../generated/graphql';
import { encodeSort, listPage } from '../lists';
import type { ProviderSingle } from '../provider/resources';
import { attempt, enumValue, toProviderAttributes } from './mapping';
import type {
  CatalogModel,
  CatalogReleaseModel,
  CatalogReleaseProductModel,
  CatalogRuleModel,
} from './models';
import { providerPath } from '../provider/path';
import { getOrNull, loadFound } from './provider-reads';
import { contextView, displayPriceOf, viewNode, viewNodes } from './shopper-catalog';

const CATALOGS = 'pcm/catalogs';
const RULES = `${CATALOGS}/rules`;
const catalogPath = (id: string) => providerPath(CATALOGS)`/${id}`;
const rulePath = (id: string) => providerPath(RULES)`/${id}`;
const releasesPath = (catalogId: string) => `${catalogPath(catalogId)}/releases`;
const releasePath = (catalogId: string, id: string) => providerPath(CATALOGS)`/${catalogId}/releases/${id}`;
/** The same list as `releasesPath`, read by the catalog's id under `releases` (spec section 7). */
const releasesByCatalogPath = (catalogId: string) => providerPath(CATALOGS)`/releases/${catalogId}`;

/** Typed filter fields → the provider's filterable catalog fields. */
export const CATALOG_FILTER_FIELDS = sdlFilterFields('CatalogFilter');

const CATALOG_SORT_FIELDS: Record<CatalogSortField, string> = { NAME: 'name' };

// ---------------------------------------------------------------------------------------------
// Input mapping

interface CatalogInputLike {
  name?: string | null;
  description?: string | null;
  hierarchyIds?: readonly string[] | null;
  priceBookId?: string | null;
  priceBooks?: readonly CatalogPriceBookInput[] | null;
}

/** The provider calls the price books `pricebook_id` and `pricebook_ids: [{ id, priority }]`. */
export function catalogAttributes(input: CatalogInputLike, update: boolean): Record<string, unknown> {
  const { priceBookId, priceBooks, ...rest } = input;
  return {
    ...toProviderAttributes(rest, { clearWithNull: update }),
    ...(priceBookId ? { pricebook_id: priceBookId } : {}),
    ...(priceBooks
      ? { pricebook_ids: priceBooks.map((book) => ({ id: book.priceBookId, priority: book.priority })) }
      : {}),
  };
}

/** `["pricebookId"]` / `["pricebookIds"]` (from the provider's pointers) → the input's names. */
export function onCatalogFields(userErrors: UserError[]): UserError[] {
  const names: Record<string, string> = { pricebookId: 'priceBookId', pricebookIds: 'priceBooks' };
  return userErrors.map((error) => {
    const first = error.field?.[0];
    const renamed = first === undefined ? undefined : names[first];
    return renamed && error.field ? { ...error, field: [renamed, ...error.field.slice(1)] } : error;
  });
}

interface RuleInputLike {
  schedules?: readonly CatalogRuleScheduleInput[] | null;
  [key: string]: unknown;
}

function ruleAttributes(input: RuleInputLike, update: boolean): Record<string, unknown> {
  const { schedules, ...rest } = input;
  return {
    ...toProviderAttributes(rest, { clearWithNull: update }),
    ...(schedules === undefined || (schedules === null && !update)
      ? {}
      : {
          schedules:
            schedules?.map((schedule) => ({
              ...(schedule.validFrom ? { valid_from: schedule.validFrom } : {}),
              ...(schedule.validTo ? { valid_to: schedule.validTo } : {}),
            })) ?? null,
        }),
  };
}

async function write<T>(
  run: () => Promise<ProviderSingle<T>>,
): Promise<{ value: T | null; userErrors: UserError[] }> {
  const { value, userErrors } = await attempt(run);
  return { value: value?.data ?? null, userErrors };
}

// ---------------------------------------------------------------------------------------------
// Resolvers

export const catalogResolvers: Resolvers = {
  Query: {
    catalogs: (_root, { filter, sort, page }, ctx) => {
      return listPage<CatalogModel>(ctx.provider, CATALOGS, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, CATALOG_FILTER_FIELDS),
        sort: encodeSort(sort, CATALOG_SORT_FIELDS),
      });
    },
    catalog: (_root, { id }, ctx) => {
      return getOrNull<CatalogModel>(ctx.provider, catalogPath(id));
    },
    catalogRelease: (_root, { catalogId, id }, ctx) => {
      return getOrNull<CatalogReleaseModel>(ctx.provider, releasePath(catalogId, id));
    },
    catalogReleases: (_root, { catalogId, page }, ctx) =>
      listPage<CatalogReleaseModel>(ctx.provider, releasesByCatalogPath(catalogId), { page }),
    catalogRule: (_root, { id }, ctx) => getOrNull<CatalogRuleModel>(ctx.provider, rulePath(id)),
    catalogNodes: (_root, { context, page }, ctx) =>
      viewNodes(ctx.provider, contextView(CATALOGS, context), page),
    catalogNode: (_root, { id, context }, ctx) => viewNode(ctx.provider, contextView(CATALOGS, context), id),
  },
  Mutation: {
    createCatalog: async (_root, { input }, ctx) => {
      const { value, userErrors } = await write(() =>
        ctx.provider.post<ProviderSingle<CatalogModel>>(CATALOGS, {
          body: { data: { type: 'catalog', attributes: catalogAttributes(input, false) } },
        }),
      );
      return { catalog: value, userErrors: onCatalogFields(userErrors) };
    },
    updateCatalog: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await write(() =>
        ctx.provider.put<ProviderSingle<CatalogModel>>(catalogPath(id), {
          body: { data: { id, type: 'catalog', attributes: catalogAttributes(input, true) } },
        }),
      );
      return { catalog: value, userErrors: onCatalogFields(userErrors) };
    },
    deleteCatalog: async (_root, { id }, ctx) => {
      const { userErrors } = await attempt(() => ctx.provider.delete(catalogPath(id)));
      return { deletedId: userErrors.length === 0 ? id : null, userErrors };
    },
    createCatalogRule: async (_root, { input }, ctx) => {
      const { value, userErrors } = await write(() =>
        ctx.provider.post<ProviderSingle<CatalogRuleModel>>(RULES, {
          body: { data: { type: 'catalog_rule', attributes: ruleAttributes(input, false) } },
        }),
      );
      return { rule: value, userErrors };
    },
    updateCatalogRule: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await write(() =>
        ctx.provider.put<ProviderSingle<CatalogRuleModel>>(rulePath(id), {
          body: { data: { id, type: 'catalog_rule', attributes: ruleAttributes(input, true) } },
        }),
      );
      return { rule: value, userErrors };
    },
    deleteCatalogRule: async (_root, { id }, ctx) => {
      const { userErrors } = await attempt(() => ctx.provider.delete(rulePath(id)));
      return { deletedId: userErrors.length === 0 ? id : null, userErrors };
    },
    publishCatalog: async (_root, { catalogId }, ctx) => {
      const { value, userErrors } = await write(() =>
        ctx.provider.post<ProviderSingle<CatalogReleaseModel>>(releasesPath(catalogId), {
          body: { data: { export_full_delta: true } },
        }),
      );
      return { release: value, userErrors };
    },
    deleteCatalogReleases: async (_root, { catalogId }, ctx) => {
      const { userErrors } = await attempt(() => ctx.provider.delete(releasesPath(catalogId)));
      return { catalogId: userErrors.length === 0 ? catalogId : null, userErrors };
    },
    deleteCatalogRelease: async (_root, { catalogId, id }, ctx) => {
      const { userErrors } = await attempt(() => ctx.provider.delete(releasePath(catalogId, id)));
      return { deletedId: userErrors.length === 0 ? id : null, userErrors };
    },
  },
  Catalog: {
    id: (catalog) => catalog.id,
    name: (catalog) => catalog.attributes.name,
    description: (catalog) => catalog.attributes.description ?? null,
    hierarchyIds: (catalog) => catalog.attributes.hierarchy_ids ?? [],
    hierarchies: async (catalog, _args, ctx) => {
      return loadFound(ctx.loaders.hierarchyById, catalog.attributes.hierarchy_ids ?? []);
    },
    priceBooks: (catalog) => {
      const { pricebook_ids: books, pricebook_id: single } = catalog.attributes;
      if (books && books.length > 0) {
        return [...books]
          .sort((a, b) => b.priority - a.priority)
          .map((book) => ({ priceBookId: book.id, priority: book.priority }));
      }
      return single ? [{ priceBookId: single, priority: null }] : [];
    },
    createdAt: (catalog) => catalog.attributes.created_at ?? null,
    updatedAt: (catalog) => catalog.attributes.updated_at ?? null,
    releases: (catalog, { page }, ctx) =>
      listPage<CatalogReleaseModel>(ctx.provider, releasesPath(catalog.id), { page }),
    rules: (catalog, { page }, ctx) =>
      listPage<CatalogRuleModel>(ctx.provider, RULES, { page, filter: `eq(catalog_id,${catalog.id})` }),
  },
  CatalogPriceBook: {
    priceBook: (book, _args, ctx) => ctx.loaders.priceBookById.load(book.priceBookId),
  },
  CatalogRelease: {
    id: (release) => release.id,
    catalogId: (release) => release.attributes.catalog_id,
    name: (release) => release.attributes.name,
    description: (release) => release.attributes.description ?? null,
    status: (release) => enumValue<CatalogReleaseStatus>(release.meta?.release_status ?? 'PENDING'),
    createdAt: (release) => release.meta?.created_at ?? null,
    publishedAt: (release) => release.attributes.published_at ?? null,
    totalProducts: (release) => release.meta?.total_products ?? 0,
    totalNodes: (release) => release.meta?.total_nodes ?? 0,
    hierarchies: (release) => release.attributes.hierarchies ?? [],
    products: (release, { hierarchyId, page }, ctx) => {
      const base = releasePath(release.attributes.catalog_id, release.id);
      const path = hierarchyId
        ? providerPath(base)`/hierarchies/${hierarchyId}/products`
        : `${base}/products`;
      return listPage<CatalogReleaseProductModel>(ctx.provider, path, { page });
    },
    view: (release) => ({ base: releasePath(release.attributes.catalog_id, release.id), headers: {} }),
  },
  CatalogReleaseProduct: {
    id: (product) => product.id,
    name: (product) => product.attributes.name,
    sku: (product) => product.attributes.sku ?? null,
    slug: (product) => product.attributes.slug ?? null,
    displayPrice: (product) => displayPriceOf(product.meta?.display_price),
  },
  CatalogRule: {
    id: (rule) => rule.id,
    name: (rule) => rule.attributes.name,
    description: (rule) => rule.attributes.description ?? null,
    catalogId: (rule) => rule.attributes.catalog_id,
    customerIds: (rule) => rule.attributes.customer_ids ?? [],
    accountIds: (rule) => rule.attributes.account_ids ?? [],
    channels: (rule) => rule.attributes.channels ?? [],
    tags: (rule) => rule.attributes.tags ?? [],
    schedules: (rule) =>
      (rule.attributes.schedules ?? []).map((schedule) => ({
        validFrom: schedule.valid_from ?? null,
        validTo: schedule.valid_to ?? null,
      })),
    createdAt: (rule) => rule.attributes.created_at ?? null,
    updatedAt: (rule) => rule.attributes.updated_at ?? null,
  },
};
