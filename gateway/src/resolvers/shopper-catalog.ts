import { createHash } from 'node:crypto';
import { badUserInput, type UserError } from '../errors';
import type {
  CatalogProductKind,
  Resolvers,
  SelectedOptionInput,
  ShopperContextInput,
} from '../generated/graphql';
import { listPage } from '../lists';
import type { ProviderClient } from '../provider/client';
import { HEADER } from '../provider/headers';
import { ProviderHttpError } from '../provider/errors';
import { providerPath } from '../provider/path';
import type { ProviderSingle } from '../provider/resources';
import { attempt, enumValue } from './mapping';
import type { CatalogDisplayPriceFields, CatalogReleaseModel } from './models';

/**
 * The published tree of a catalog, read through one of the provider's bases that answer the same
 * documents: the shopper catalog (`catalog`, chosen by the catalog rules from the context headers),
 * one release (`pcm/catalogs/{c}/releases/{r}`) or the latest release for a context
 * (`pcm/catalogs`, nodes only). Every document read below a view keeps its view, so a node's
 * children or a product's children are read on the same base with the same headers.
 */
export interface CatalogViewModel {
  /** A provider path built by `providerPath`, without a trailing slash. */
  base: string;
  /** The shopper context headers, sent on every call of this view. */
  headers: Readonly<Record<string, string>>;
}

export const SHOPPER_CATALOG = 'catalog';

/** The provider's shopper context headers not already named in provider/headers.ts. */
export const CONTEXT_HEADER = { channel: 'EP-Channel', tag: 'EP-Context-Tag' } as const;

const MAX_CONTEXT_NAME = 64;
const MAX_CONTEXT_TOKEN = 4096;
const MAX_SLUG = 64;
const MAX_SELECTED_OPTIONS = 50;
/** Printable ASCII without spaces in tokens; names may hold inner spaces. */
const NAME_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;
const TOKEN_PATTERN = /^[\x21-\x7e]+$/;

interface HierarchyAttributes {
  name: string;
  description?: string;
  slug?: string;
}

interface ViewDocument<TAttributes> {
  id: string;
  type: string;
  attributes: TAttributes;
  relationships?: Record<string, { data?: { id?: string } | null; links?: Record<string, string> }>;
  meta?: Record<string, unknown>;
}

export type ProviderViewHierarchy = ViewDocument<HierarchyAttributes>;
export type ProviderViewNode = ViewDocument<HierarchyAttributes>;
export type ProviderViewProduct = ViewDocument<{
  name: string;
  sku?: string;
  slug?: string;
  description?: string;
  base_product_id?: string;
}>;

/** The parent object of `CatalogViewHierarchy` resolvers. */
export interface CatalogViewHierarchyModel {
  view: CatalogViewModel;
  data: ProviderViewHierarchy;
}
/** The parent object of `CatalogViewNode` resolvers. */
export interface CatalogViewNodeModel {
  view: CatalogViewModel;
  data: ProviderViewNode;
}
/** The parent object of `CatalogViewProduct` resolvers. */
export interface CatalogViewProductModel {
  view: CatalogViewModel;
  data: ProviderViewProduct;
}

// ---------------------------------------------------------------------------------------------
// The shopper context

/** Problems with a shopper context, each naming its field below `context`. */
export function shopperContextProblems(context: ShopperContextInput | null | undefined): UserError[] {
  if (!context) return [];
  const problems: UserError[] = [];
  const check = (field: keyof ShopperContextInput, max: number, pattern: RegExp, what: string) => {
    const value = context[field];
    if (value === null || value === undefined || value === '') return;
    if (value.length > max || !pattern.test(value)) {
      problems.push({
        field: ['context', field],
        message: `The ${what} must be up to ${max} printable characters`,
        code: 'INVALID',
      });
    }
  };
  check('channel', MAX_CONTEXT_NAME, NAME_PATTERN, 'channel');
  check('tag', MAX_CONTEXT_NAME, NAME_PATTERN, 'tag');
  check('customerToken', MAX_CONTEXT_TOKEN, TOKEN_PATTERN, 'customer token');
  check('accountToken', MAX_CONTEXT_TOKEN, TOKEN_PATTERN, 'account token');
  return problems;
}

/** The headers of a checked context: only the fields given. */
function contextHeaders(context: ShopperContextInput | null | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (context?.channel) headers[CONTEXT_HEADER.channel] = context.channel;
  if (context?.tag) headers[CONTEXT_HEADER.tag] = context.tag;
  if (context?.customerToken) headers[HEADER.customerToken] = context.customerToken;
  if (context?.accountToken) headers[HEADER.accountManagementToken] = context.accountToken;
  return headers;
}

/** A view on `base` for `context`; a malformed context is the caller's input, refused before any call. */
export function contextView(base: string, context: ShopperContextInput | null | undefined): CatalogViewModel {
  const problems = shopperContextProblems(context);
  if (problems[0]) throw badUserInput(`${problems[0].field?.join('.')}: ${problems[0].message}`);
  return { base, headers: contextHeaders(context) };
}

/** The base and a digest of the headers: stable per shopper, and no token readable from it. */
export function viewId(view: CatalogViewModel): string {
  const headers = Object.entries(view.headers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const digest = createHash('sha256').update(JSON.stringify(headers)).digest('hex').slice(0, 16);
  return `${view.base}#${digest}`;
}

// ---------------------------------------------------------------------------------------------
// Reads on a view

type Page = { limit?: number | null; offset?: number | null } | null | undefined;

function viewList<TData, TModel>(
  provider: ProviderClient,
  view: CatalogViewModel,
  path: string,
  page: Page,
  wrap: (view: CatalogViewModel, data: TData) => TModel,
) {
  return listPage<TData, TModel>(provider, path, { page, headers: view.headers }, (data) => wrap(view, data));
}

/** A GET of one document on the view (its headers sent) whose 404 means "none": null. */
async function viewOne<TData>(provider: ProviderClient, view: CatalogViewModel, path: string) {
  try {
    return (await provider.get<ProviderSingle<TData>>(path, { headers: view.headers })).data;
  } catch (error) {
    if (error instanceof ProviderHttpError && error.status === 404) return null;
    throw error;
  }
}

const hierarchyModel = (view: CatalogViewModel, data: ProviderViewHierarchy) => ({ view, data });
const nodeModel = (view: CatalogViewModel, data: ProviderViewNode) => ({ view, data });
const productModel = (view: CatalogViewModel, data: ProviderViewProduct) => ({ view, data });

/** The nodes of `view` (a page), for `Query.catalogNodes` and `CatalogView.nodes`. */
export function viewNodes(provider: ProviderClient, view: CatalogViewModel, page: Page) {
  return viewList(provider, view, `${view.base}/nodes`, page, nodeModel);
}

/** One node of `view` by id, or null. */
export async function viewNode(
  provider: ProviderClient,
  view: CatalogViewModel,
  id: string,
): Promise<CatalogViewNodeModel | null> {
  const data = await viewOne<ProviderViewNode>(provider, view, providerPath(view.base)`/nodes/${id}`);
  return data ? nodeModel(view, data) : null;
}

// ---------------------------------------------------------------------------------------------
// Mapping of the provider's documents

/** A release product's `meta.display_price` → the price shoppers see (tax-exclusive preferred). */
export function displayPriceOf(
  display: { with_tax?: CatalogDisplayPriceFields; without_tax?: CatalogDisplayPriceFields } | undefined,
) {
  const price = display?.without_tax ?? display?.with_tax;
  if (!price) return null;
  return {
    currency: price.currency,
    amount: price.amount,
    formatted: price.formatted,
    includesTax: !display?.without_tax,
  };
}

interface ProviderVariation {
  id: string;
  name: string;
  options?: { id: string; name: string; description?: string }[];
}
interface ProviderChildVariation {
  id: string;
  name: string;
  option?: { id: string; name: string };
}

const PRODUCT_KINDS = new Set(['standard', 'parent', 'child', 'bundle']);

function productKind(product: ProviderViewProduct): CatalogProductKind {
  const types = product.meta?.product_types;
  const first = Array.isArray(types)
    ? types.find((type): type is string => PRODUCT_KINDS.has(String(type)))
    : undefined;
  if (first === 'parent' || first === 'child') return enumValue<CatalogProductKind>(first);
  return product.attributes.base_product_id ? 'CHILD' : 'STANDARD';
}

function arrayMeta<T>(product: ProviderViewProduct, key: string): T[] {
  const value = product.meta?.[key];
  return Array.isArray(value) ? (value as T[]) : [];
}

/** Custom relationships are the ones linking to `.../relationships/{slug}/products`. */
function relationshipSlugs(product: ProviderViewProduct): string[] {
  return Object.entries(product.relationships ?? {}).flatMap(([slug, relationship]) => {
    const link = relationship.links?.related ?? '';
    return link.endsWith(`/relationships/${slug}/products`) ? [slug] : [];
  });
}

/** `{ variationId: { optionId: 1 } }`: the provider's `selected_options` (bundle configuration). */
function selectedOptionsBody(
  options: readonly SelectedOptionInput[],
): Record<string, Record<string, number>> {
  const body: Record<string, Record<string, number>> = {};
  for (const { variationId, optionId } of options)
    body[variationId] = { ...body[variationId], [optionId]: 1 };
  return body;
}

function selectionProblems(options: readonly SelectedOptionInput[]): UserError[] {
  if (options.length === 0)
    return [{ field: ['selectedOptions'], message: 'Pick one option per variation', code: 'INVALID' }];
  if (options.length > MAX_SELECTED_OPTIONS)
    return [
      {
        field: ['selectedOptions'],
        message: `Pick at most ${MAX_SELECTED_OPTIONS} options`,
        code: 'INVALID',
      },
    ];
  const variations = options.map((option) => option.variationId);
  if (new Set(variations).size !== variations.length)
    return [
      { field: ['selectedOptions'], message: 'Pick one option per variation, not more', code: 'INVALID' },
    ];
  return [];
}

function checkedSlug(slug: string): string {
  if (slug.length === 0 || slug.length > MAX_SLUG) {
    throw badUserInput(`slug must be 1 to ${MAX_SLUG} characters`);
  }
  return slug;
}

// ---------------------------------------------------------------------------------------------
// Resolvers

export const shopperCatalogResolvers: Resolvers = {
  Query: {
    shopperCatalog: (_root, { context }) => contextView(SHOPPER_CATALOG, context),
  },
  Mutation: {
    configureShopperProduct: async (_root, { productId, selectedOptions, context }, ctx) => {
      const problems = [...shopperContextProblems(context), ...selectionProblems(selectedOptions)];
      if (problems.length > 0) return { product: null, userErrors: problems };
      const view: CatalogViewModel = { base: SHOPPER_CATALOG, headers: contextHeaders(context) };
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<ProviderViewProduct>>(
          providerPath(SHOPPER_CATALOG)`/products/${productId}/configure`,
          {
            headers: view.headers,
            body: { data: { selected_options: selectedOptionsBody(selectedOptions) } },
          },
        ),
      );
      return { product: value ? productModel(view, value.data) : null, userErrors };
    },
  },
  CatalogView: {
    id: (view) => viewId(view),
    release: (view, _args, ctx) => viewOne<CatalogReleaseModel>(ctx.provider, view, view.base),
    hierarchies: (view, { page }, ctx) =>
      viewList(ctx.provider, view, `${view.base}/hierarchies`, page, hierarchyModel),
    hierarchy: async (view, { id }, ctx) => {
      const path = providerPath(view.base)`/hierarchies/${id}`;
      const data = await viewOne<ProviderViewHierarchy>(ctx.provider, view, path);
      return data ? hierarchyModel(view, data) : null;
    },
    nodes: (view, { page }, ctx) => viewNodes(ctx.provider, view, page),
    node: (view, { id }, ctx) => viewNode(ctx.provider, view, id),
    products: (view, { page }, ctx) =>
      viewList(ctx.provider, view, `${view.base}/products`, page, productModel),
    product: async (view, { id }, ctx) => {
      const path = providerPath(view.base)`/products/${id}`;
      const data = await viewOne<ProviderViewProduct>(ctx.provider, view, path);
      return data ? productModel(view, data) : null;
    },
  },
  CatalogViewHierarchy: {
    id: ({ data }) => data.id,
    name: ({ data }) => data.attributes.name,
    description: ({ data }) => data.attributes.description ?? null,
    slug: ({ data }) => data.attributes.slug ?? null,
    hasChildren: ({ data }) => data.meta?.has_children === true,
    children: ({ view, data }, { page }, ctx) =>
      viewList(
        ctx.provider,
        view,
        providerPath(view.base)`/hierarchies/${data.id}/children`,
        page,
        nodeModel,
      ),
    nodes: ({ view, data }, { page }, ctx) =>
      viewList(ctx.provider, view, providerPath(view.base)`/hierarchies/${data.id}/nodes`, page, nodeModel),
    products: ({ view, data }, { page }, ctx) =>
      viewList(
        ctx.provider,
        view,
        providerPath(view.base)`/hierarchies/${data.id}/products`,
        page,
        productModel,
      ),
  },
  CatalogViewNode: {
    id: ({ data }) => data.id,
    name: ({ data }) => data.attributes.name,
    description: ({ data }) => data.attributes.description ?? null,
    slug: ({ data }) => data.attributes.slug ?? null,
    parentId: ({ data }) => data.relationships?.parent?.data?.id ?? null,
    hasChildren: ({ data }) => data.meta?.has_children === true,
    breadcrumbs: ({ data }) => {
      const crumbs = data.meta?.breadcrumbs;
      return Array.isArray(crumbs)
        ? (crumbs as { id: string; name: string }[]).map(({ id, name }) => ({ id, name }))
        : [];
    },
    children: ({ view, data }, { page }, ctx) =>
      viewList(
        ctx.provider,
        view,
        providerPath(view.base)`/nodes/${data.id}/relationships/children`,
        page,
        nodeModel,
      ),
    products: ({ view, data }, { page }, ctx) =>
      viewList(
        ctx.provider,
        view,
        providerPath(view.base)`/nodes/${data.id}/relationships/products`,
        page,
        productModel,
      ),
  },
  CatalogViewProduct: {
    id: ({ data }) => data.id,
    name: ({ data }) => data.attributes.name,
    sku: ({ data }) => data.attributes.sku ?? null,
    slug: ({ data }) => data.attributes.slug ?? null,
    description: ({ data }) => data.attributes.description ?? null,
    kind: ({ data }) => productKind(data),
    parentId: ({ data }) => data.attributes.base_product_id ?? null,
    displayPrice: ({ data }) =>
      displayPriceOf(
        data.meta?.display_price as
          { with_tax?: CatalogDisplayPriceFields; without_tax?: CatalogDisplayPriceFields } | undefined,
      ),
    variations: ({ data }) =>
      arrayMeta<ProviderVariation>(data, 'variations').map((variation) => ({
        id: variation.id,
        name: variation.name,
        options: (variation.options ?? []).map((option) => ({
          id: option.id,
          name: option.name,
          description: option.description ?? null,
        })),
      })),
    selectedOptions: ({ data }) =>
      arrayMeta<ProviderChildVariation>(data, 'child_variations').flatMap((variation) =>
        variation.option
          ? [
              {
                variationId: variation.id,
                variationName: variation.name,
                optionId: variation.option.id,
                optionName: variation.option.name,
              },
            ]
          : [],
      ),
    relationshipSlugs: ({ data }) => relationshipSlugs(data),
    children: ({ view, data }, { page }, ctx) =>
      viewList(
        ctx.provider,
        view,
        providerPath(view.base)`/products/${data.id}/relationships/children`,
        page,
        productModel,
      ),
    relatedProducts: ({ view, data }, { slug, page }, ctx) =>
      viewList(
        ctx.provider,
        view,
        providerPath(view.base)`/products/${data.id}/relationships/${checkedSlug(slug)}/products`,
        page,
        productModel,
      ),
  },
};
