import type { GatewayContext } from '../context';
import type { UserError } from '../errors';
import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type {
  MoneyInput,
  PriceBookSortField,
  PriceModifierType,
  ProductPriceFilter,
  Resolvers,
} from '../generated/graphql';
import { encodeSort, listAll, listPage } from '../lists';
import type { ProviderClient } from '../provider/client';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderSingle } from '../provider/resources';
import { getFlat } from './flat-resources';
import { attempt, enumValue, resourceWrites, toProviderAttributes } from './mapping';
import type {
  JobModel,
  PcmCurrencyAmount,
  PriceBookModel,
  PriceModifierModel,
  ProductPriceModel,
} from './models';
import { providerPath } from '../provider/path';
import { money } from '../money';
import { productPrices } from './page-relations';

const PRICEBOOKS = 'pcm/pricebooks';

/** Typed filter fields → the provider's filterable price book fields (pricebooks.yaml). */
export const PRICE_BOOK_FILTER_FIELDS = sdlFilterFields('PriceBookFilter');

const PRICE_FILTER_FIELDS = sdlFilterFields('ProductPriceFilter');

const PRICE_BOOK_SORT_FIELDS: Record<PriceBookSortField, string> = {
  NAME: 'name',
  CREATED_AT: 'created_at',
  UPDATED_AT: 'updated_at',
};

const priceBookPath = (id: string) => providerPath(PRICEBOOKS)`/${id}`;
const pricesPath = (priceBookId: string) => `${priceBookPath(priceBookId)}/prices`;
const pricePath = (priceBookId: string, id: string) => providerPath(PRICEBOOKS)`/${priceBookId}/prices/${id}`;
const modifiersPath = (priceBookId: string) => `${priceBookPath(priceBookId)}/modifiers`;
const priceBookWrites = (provider: ProviderClient) =>
  resourceWrites<PriceBookModel>(provider, {
    type: 'pricebook',
    collectionPath: PRICEBOOKS,
    uniqueKeys: ['name'],
  });
const modifierPath = (priceBookId: string, id: string) =>
  providerPath(PRICEBOOKS)`/${priceBookId}/modifiers/${id}`;

/** The multipart body `pcm/pricebooks/import` expects: the JSONL as the `file` field. */
export async function jsonlUpload(jsonl: string): Promise<{ body: Uint8Array; contentType: string }> {
  const form = new FormData();
  form.append('file', new Blob([jsonl], { type: 'application/jsonl' }), 'pricebooks.jsonl');
  const request = new Request('http://gateway.invalid/', { method: 'POST', body: form });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? 'multipart/form-data',
  };
}

// ---------------------------------------------------------------------------------------------
// Money

/** The provider's currency map as a list of `Money`, ordered by currency code for stable display. */
function moneyList(currencies: Record<string, PcmCurrencyAmount> | undefined) {
  return Object.entries(currencies ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, value]) =>
      money(value.amount, currency, {
        includesTax: value.includes_tax === true,
        tiers: Object.entries(value.tiers ?? {})
          .map(([name, tier]) => ({ name, minimumQuantity: tier.minimum_quantity, amount: tier.amount }))
          .sort((a, b) => a.minimumQuantity - b.minimumQuantity),
      }),
    );
}

/** `[{currency: USD, amount: 1999}]` → `{ USD: { amount: 1999, includes_tax: false } }`. */
function currencyMap(amounts: readonly MoneyInput[]): Record<string, PcmCurrencyAmount> {
  return Object.fromEntries(
    amounts.map((money) => [
      money.currency,
      {
        amount: money.amount,
        includes_tax: money.includesTax ?? false,
        ...(money.tiers && money.tiers.length > 0
          ? {
              tiers: Object.fromEntries(
                money.tiers.map((tier) => [
                  tier.name,
                  { minimum_quantity: tier.minimumQuantity, amount: tier.amount },
                ]),
              ),
            }
          : {}),
      },
    ]),
  );
}

/** Provider attributes from an input with `amounts`: the list becomes the `currencies` map. */
function withCurrencies(
  input: Record<string, unknown> & { amounts?: readonly MoneyInput[] | null },
  options: { clearWithNull?: boolean; enumFields?: readonly string[] } = {},
): Record<string, unknown> {
  const { amounts, ...rest } = input;
  return {
    ...toProviderAttributes(rest, options),
    ...(amounts ? { currencies: currencyMap(amounts) } : {}),
  };
}

/** The provider points at `currencies/USD/amount`; the schema's input calls the list `amounts`. */
function onAmounts(userErrors: UserError[]): UserError[] {
  return userErrors.map((error) =>
    error.field?.[0] === 'currencies' ? { ...error, field: ['amounts', ...error.field.slice(1)] } : error,
  );
}

// ---------------------------------------------------------------------------------------------
// Reading

function attributeString(resource: { attributes: object }, key: string): string | null {
  const value: unknown = (resource.attributes as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

function priceBookIdOf(resource: ProductPriceModel | PriceModifierModel): string {
  const id = resource.meta?.pricebook_id;
  return typeof id === 'string' ? id : '';
}

/**
 * Every price book of the store, read once per GraphQL request (keyed by the request's context,
 * so never shared between callers): `Product.prices` on a page of products asks each book once.
 */
const allPriceBooksByRequest = new WeakMap<GatewayContext, Promise<PriceBookModel[]>>();

export function allPriceBooks(ctx: GatewayContext): Promise<PriceBookModel[]> {
  let books = allPriceBooksByRequest.get(ctx);
  if (!books) {
    books = listAll<PriceBookModel>(ctx.provider, PRICEBOOKS);
    allPriceBooksByRequest.set(ctx, books);
  }
  return books;
}

// ---------------------------------------------------------------------------------------------
// Resolvers

export const priceBookResolvers: Resolvers = {
  Query: {
    priceBooks: (_root, { filter, sort, page }, ctx) => {
      return listPage<PriceBookModel>(ctx.provider, PRICEBOOKS, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, PRICE_BOOK_FILTER_FIELDS),
        sort: encodeSort(sort, PRICE_BOOK_SORT_FIELDS),
      });
    },
    priceBook: async (_root, { id }, ctx) => {
      try {
        return (await ctx.provider.get<ProviderSingle<PriceBookModel>>(priceBookPath(id))).data;
      } catch (error) {
        // A missing price book is null, as a missing product is; every other failure stays an error.
        if (error instanceof ProviderHttpError && error.status === 404) return null;
        throw error;
      }
    },
    priceBookPrice: (_root, { priceBookId, id }, ctx) =>
      getFlat<ProductPriceModel>(ctx, { path: pricesPath(priceBookId), type: 'product-price' }, id),
    priceBookModifier: (_root, { priceBookId, id }, ctx) =>
      getFlat<PriceModifierModel>(ctx, { path: modifiersPath(priceBookId), type: 'price-modifier' }, id),
  },
  Mutation: {
    importPriceBooks: async (_root, { jsonl }, ctx) => {
      if (jsonl.trim() === '') {
        return {
          job: null,
          userErrors: [{ field: ['jsonl'], message: 'The file is empty', code: 'INVALID' }],
        };
      }
      const multipart = await jsonlUpload(jsonl);
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<JobModel>>(`${PRICEBOOKS}/import`, { multipart }),
      );
      return { job: value?.data ?? null, userErrors };
    },
    createPriceBook: async (_root, { input }, ctx) => {
      const { value, userErrors } = await priceBookWrites(ctx.provider).create(input);
      return { priceBook: value, userErrors };
    },
    updatePriceBook: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await priceBookWrites(ctx.provider).update(id, input);
      return { priceBook: value, userErrors };
    },
    deletePriceBook: async (_root, { id }, ctx) => {
      return priceBookWrites(ctx.provider).remove(id);
    },
    createProductPrice: async (_root, { priceBookId, input }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<ProductPriceModel>>(pricesPath(priceBookId), {
          body: { data: { type: 'product-price', attributes: withCurrencies(input) } },
        }),
      );
      return { price: value?.data ?? null, userErrors: onAmounts(userErrors) };
    },
    updateProductPrice: async (_root, { priceBookId, id, input }, ctx) => {
      const { value, userErrors } = await attempt(async () => {
        // The document requires `attributes.sku` on every update: a change that leaves the SKU out
        // sends the price's current one.
        const sku =
          input.sku ??
          (await ctx.provider.get<ProviderSingle<ProductPriceModel>>(pricePath(priceBookId, id))).data
            .attributes.sku;
        return ctx.provider.put<ProviderSingle<ProductPriceModel>>(pricePath(priceBookId, id), {
          body: {
            data: {
              id,
              type: 'product-price',
              attributes: withCurrencies({ ...input, sku }, { clearWithNull: true }),
            },
          },
        });
      });
      return { price: value?.data ?? null, userErrors: onAmounts(userErrors) };
    },
    deleteProductPrice: async (_root, { priceBookId, id }, ctx) => {
      const { userErrors } = await attempt(() => ctx.provider.delete(pricePath(priceBookId, id)));
      return { deletedId: userErrors.length === 0 ? id : null, userErrors };
    },
    createPriceModifier: async (_root, { priceBookId, input }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<PriceModifierModel>>(modifiersPath(priceBookId), {
          body: {
            data: {
              type: 'price-modifier',
              attributes: withCurrencies(input, { enumFields: ['modifierType'] }),
            },
          },
        }),
      );
      return { modifier: value?.data ?? null, userErrors: onAmounts(userErrors) };
    },
    updatePriceModifier: async (_root, { priceBookId, id, input }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.put<ProviderSingle<PriceModifierModel>>(modifierPath(priceBookId, id), {
          body: {
            data: {
              id,
              type: 'price-modifier',
              attributes: withCurrencies(input, { clearWithNull: true, enumFields: ['modifierType'] }),
            },
          },
        }),
      );
      return { modifier: value?.data ?? null, userErrors: onAmounts(userErrors) };
    },
    deletePriceModifier: async (_root, { priceBookId, id }, ctx) => {
      const { userErrors } = await attempt(() => ctx.provider.delete(modifierPath(priceBookId, id)));
      return { deletedId: userErrors.length === 0 ? id : null, userErrors };
    },
  },
  PriceBook: {
    id: (book) => book.id,
    name: (book) => book.attributes.name,
    description: (book) => book.attributes.description ?? null,
    externalRef: (book) => book.attributes.external_ref ?? null,
    createdAt: (book) => attributeString(book, 'created_at'),
    updatedAt: (book) => attributeString(book, 'updated_at'),
    prices: (book, { filter, page }, ctx) =>
      listPage<ProductPriceModel>(ctx.provider, pricesPath(book.id), {
        page,
        filter: encodeFilter(
          filter as (ProductPriceFilter & FilterInput) | null | undefined,
          PRICE_FILTER_FIELDS,
        ),
      }),
    modifiers: (book, { page }, ctx) =>
      listPage<PriceModifierModel>(ctx.provider, modifiersPath(book.id), { page }),
  },
  ProductPrice: {
    id: (price) => price.id,
    priceBookId: (price) => priceBookIdOf(price),
    sku: (price) => price.attributes.sku,
    amounts: (price) => moneyList(price.attributes.currencies),
    externalRef: (price) => price.attributes.external_ref ?? null,
    createdAt: (price) => attributeString(price, 'created_at'),
    updatedAt: (price) => attributeString(price, 'updated_at'),
    priceBook: async (price, _args, ctx) =>
      (await allPriceBooks(ctx)).find((book) => book.id === priceBookIdOf(price)) ?? null,
  },
  PriceModifier: {
    id: (modifier) => modifier.id,
    priceBookId: (modifier) => priceBookIdOf(modifier),
    name: (modifier) => modifier.attributes.name,
    modifierType: (modifier) => enumValue<PriceModifierType>(modifier.attributes.modifier_type),
    amounts: (modifier) => moneyList(modifier.attributes.currencies),
    externalRef: (modifier) => modifier.attributes.external_ref ?? null,
    createdAt: (modifier) => attributeString(modifier, 'created_at'),
    updatedAt: (modifier) => attributeString(modifier, 'updated_at'),
  },
  Product: {
    prices: (product, _args, ctx) =>
      productPrices.get(product, async () => {
        const sku = product.attributes.sku;
        if (!sku) return [];
        const books = await allPriceBooks(ctx);
        const prices = await Promise.all(books.map((book) => ctx.loaders.priceBySku(book.id).load(sku)));
        return prices.filter((price): price is ProductPriceModel => price !== null);
      }),
  },
};
