import type { UserError } from '../errors';
import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type { CartItemType, CartSortField, CheckoutAddressInput, Resolvers } from '../generated/graphql';
import { encodeSort, listPage } from '../lists';
import { cartItem, cartQuantity } from '../provider/cart';
import type { ProviderClient } from '../provider/client';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderList, ProviderSingle } from '../provider/resources';
import { attempt, toProviderAttributes } from './mapping';
import type { FormattedPriceFields, OrderAddressFields, OrderModel } from './models';
import { nextOrderNumber, orderNumberRefusal, toAddress, toMoney } from './orders';
import { countryErrors } from './country-codes';
import { formatMoney } from '../money';
import { providerPath } from '../provider/path';
import { getOrNull, loadFound } from './provider-reads';
import { attemptAsShopper } from './carts-shopper-tokens';

export const CARTS = 'v2/carts';

type DisplayPrice = Partial<Record<string, FormattedPriceFields>>;

/** A provider cart line (`cart_item`, `custom_item`) or applied code (`promotion_item`). */
export interface ProviderCartItem {
  id: string;
  type: 'cart_item' | 'custom_item' | 'promotion_item';
  product_id?: string;
  name: string;
  sku?: string;
  code?: string;
  quantity: number;
  unit_price: { amount: number; currency: string; includes_tax?: boolean };
  value: { amount: number; currency: string; includes_tax?: boolean };
  discounts?: {
    id?: string;
    code?: string;
    amount: { amount: number; currency: string; includes_tax?: boolean };
  }[];
  meta?: {
    display_price?: Partial<Record<string, { unit?: FormattedPriceFields; value?: FormattedPriceFields }>>;
  };
  shipping_group_id?: string;
  relationships?: {
    taxes?: { data: { id: string }[] | null };
    custom_discounts?: { data: { id: string }[] | null };
  };
}

/** A tax on a line (`tax_item`): a rate or an amount. */
export interface ProviderTaxItem {
  id: string;
  type: 'tax_item';
  name?: string;
  code?: string;
  jurisdiction?: string;
  rate?: number;
  amount?: number;
}

/** A custom discount (`custom_discount`) on the cart, or on a line when `relationships.item` is set. */
export interface ProviderCustomDiscount {
  id: string;
  type: 'custom_discount';
  amount: FormattedPriceFields;
  description: string;
  discount_code: string;
  discount_engine: string;
  external_id: string;
}

/** What `?include=tax_items,custom_discounts` adds to a cart. */
export interface CartIncluded {
  taxItems: ProviderTaxItem[];
  customDiscounts: ProviderCustomDiscount[];
}

/** A provider cart document (flat, `type: cart`). */
export interface ProviderCart {
  id: string;
  type: 'cart';
  name: string;
  description?: string;
  discount_settings?: { custom_discounts_enabled?: boolean; use_rule_promotions?: boolean };
  meta?: { display_price?: DisplayPrice; timestamps?: { created_at?: string; updated_at?: string } };
  relationships?: {
    customers?: { data: { id: string }[] | null };
    accounts?: { data: { id: string }[] | null };
    custom_discounts?: { data: { id: string }[] | null };
  };
}

/**
 * The parent object of `Cart` resolvers: the cart, and its lines, tax items and custom discounts
 * when they were read with it (`readCart`); otherwise each is read once, when first asked for.
 */
export interface CartModel {
  cart: ProviderCart;
  items?: ProviderCartItem[];
  included?: Promise<CartIncluded>;
}

/** The parent object of `CartItem` resolvers: the line as shown, the provider's line and its cart. */
export type CartItemModel = ReturnType<typeof toCartItem> & { line: ProviderCartItem; cart: CartModel };

interface CartWithItems extends ProviderSingle<ProviderCart> {
  included?: {
    items?: ProviderCartItem[];
    tax_items?: ProviderTaxItem[];
    custom_discounts?: ProviderCustomDiscount[];
  };
}

/** Typed filter fields → the provider's filterable cart fields. */
export const CART_FILTER_FIELDS = sdlFilterFields('CartFilter');

const CART_SORT_FIELDS: Record<CartSortField, string> = {
  NAME: 'name',
  CREATED_AT: 'created_at',
  UPDATED_AT: 'updated_at',
};

export const cartPath = (id: string) => providerPath(CARTS)`/${id}`;
export const itemsPath = (cartId: string) => providerPath(CARTS)`/${cartId}/items`;
export const itemPath = (cartId: string, itemId: string) => providerPath(CARTS)`/${cartId}/items/${itemId}`;
export const shippingGroupsPath = (cartId: string) => providerPath(CARTS)`/${cartId}/shipping-groups`;

/** A cart's shipping group (`shipping_group`); `shipping_price` amounts are minor units. */
export interface ProviderShippingGroup {
  id: string;
  shipping_type?: string;
  tracking_reference?: string;
  external_ref?: string;
  address?: OrderAddressFields;
  shipping_price?: { total?: number; base?: number; tax?: number; fees?: number; discount?: number };
}

function toCartShippingGroup(group: ProviderShippingGroup) {
  const price = group.shipping_price;
  return {
    id: group.id,
    shippingType: group.shipping_type ?? null,
    trackingReference: group.tracking_reference ?? null,
    externalRef: group.external_ref ?? null,
    address: group.address ? toAddress(group.address) : null,
    price: price
      ? {
          total: price.total ?? 0,
          base: price.base ?? 0,
          tax: price.tax ?? 0,
          fees: price.fees ?? 0,
          discount: price.discount ?? 0,
        }
      : null,
  };
}

const CART_INCLUDES = 'items,tax_items,custom_discounts';

/** Reads a cart with its lines, tax items and custom discounts (`?include=...`): one call. */
export async function readCart(provider: ProviderClient, id: string): Promise<CartModel> {
  const answer = await provider.get<CartWithItems>(cartPath(id), { query: { include: CART_INCLUDES } });
  return {
    cart: answer.data,
    items: answer.included?.items ?? [],
    included: Promise.resolve({
      taxItems: answer.included?.tax_items ?? [],
      customDiscounts: answer.included?.custom_discounts ?? [],
    }),
  };
}

/** The cart's tax items and custom discounts: from its read, or one call the first time. */
function includedOf(model: CartModel, provider: ProviderClient): Promise<CartIncluded> {
  model.included ??= readCart(provider, model.cart.id).then((read) => {
    if (!model.items) model.items = read.items;
    return read.included as Promise<CartIncluded>;
  });
  return model.included;
}

const idsOf = (relation: { data: { id: string }[] | null } | undefined) =>
  new Set((relation?.data ?? []).map((entry) => entry.id));

function toCustomDiscount(discount: ProviderCustomDiscount) {
  return {
    id: discount.id,
    amount: toMoney(discount.amount),
    description: discount.description,
    discountCode: discount.discount_code,
    discountEngine: discount.discount_engine,
    externalId: discount.external_id,
  };
}

function toTaxItem(tax: ProviderTaxItem) {
  return {
    id: tax.id,
    name: tax.name ?? null,
    code: tax.code ?? null,
    jurisdiction: tax.jurisdiction ?? null,
    rate: tax.rate ?? null,
    amount: tax.amount ?? null,
  };
}

/** Runs a cart write, then answers the cart as it is now (or the write's userErrors). */
export async function writeCart(
  provider: ProviderClient,
  cartId: string,
  write: () => Promise<unknown>,
  fields?: Parameters<typeof attempt>[1],
): Promise<{ cart: CartModel | null; userErrors: UserError[] }> {
  const { userErrors } = await attempt(write, fields);
  if (userErrors.length > 0) return { cart: null, userErrors };
  return { cart: await readCart(provider, cartId), userErrors };
}

function cartPrice(price: { amount: number; currency: string; includes_tax?: boolean }) {
  return {
    amount: price.amount,
    currency: price.currency,
    includesTax: price.includes_tax === true,
    formatted: formatMoney(price.amount, price.currency),
  };
}

function totalsOf(price: DisplayPrice | undefined) {
  return {
    withTax: toMoney(price?.with_tax, true),
    withoutTax: toMoney(price?.without_tax),
    tax: toMoney(price?.tax),
    discount: toMoney(price?.discount),
    withoutDiscount: toMoney(price?.without_discount),
    shipping: price?.shipping ? toMoney(price.shipping) : null,
  };
}

/** A line's `meta.display_price` blocks (`{unit, value}`) → totals of the whole line. */
function lineTotals(item: ProviderCartItem) {
  const blocks = item.meta?.display_price;
  if (!blocks || Object.keys(blocks).length === 0) return null;
  return totalsOf(Object.fromEntries(Object.entries(blocks).map(([key, block]) => [key, block?.value])));
}

export function toCartItem(item: ProviderCartItem) {
  return {
    id: item.id,
    type: (item.type === 'custom_item' ? 'CUSTOM' : 'PRODUCT') as CartItemType,
    productId: item.product_id ?? null,
    name: item.name,
    sku: item.sku ?? null,
    quantity: item.quantity,
    unitPrice: cartPrice(item.unit_price),
    value: cartPrice(item.value),
    discounts: (item.discounts ?? []).map((discount) => ({
      sourceId: discount.id ?? null,
      code: discount.code ?? null,
      amount: cartPrice(discount.amount),
    })),
    totals: lineTotals(item),
  };
}

async function itemsOf(model: CartModel, provider: ProviderClient): Promise<ProviderCartItem[]> {
  if (model.items) return model.items;
  const answer = await provider.get<ProviderList<ProviderCartItem>>(itemsPath(model.cart.id));
  model.items = answer.data;
  return model.items;
}

/**
 * The provider's checkout document requires every address field; those a seller leaves out go as
 * empty text (a shipping address has two more: phone number and instructions).
 */
const ADDRESS_FIELDS = { company_name: '', line_2: '', county: '' };
const SHIPPING_ADDRESS_FIELDS = { ...ADDRESS_FIELDS, phone_number: '', instructions: '' };

export function address(
  input: CheckoutAddressInput,
  kind: 'billing' | 'shipping' = 'billing',
): Record<string, unknown> {
  const { line1, line2, ...rest } = input;
  return {
    ...(kind === 'shipping' ? SHIPPING_ADDRESS_FIELDS : ADDRESS_FIELDS),
    ...toProviderAttributes(rest),
    line_1: line1,
    ...(line2 ? { line_2: line2 } : {}),
  };
}

/** The provider points at `line_1`; the schema's address calls it `line1`. */
export function checkoutField(pointer: string | undefined): string[] | null {
  const path = pointer?.match(/^\/data\/(.+)$/)?.[1];
  if (!path) return null;
  return path
    .split('/')
    .map((part) => part.replace(/_([a-z0-9])/g, (_w, letter: string) => letter.toUpperCase()));
}

/** Custom item price errors point at `price/amount`; the input calls it `amount`. */
function customItemField(pointer: string | undefined): string[] | null {
  const path = pointer?.match(/^\/data\/(.+)$/)?.[1];
  if (!path) return null;
  if (path === 'price/amount' || path === 'price') return ['amount'];
  if (path === 'price/includes_tax') return ['includesTax'];
  return checkoutField(pointer);
}

/** Cart name, description and discount setting → the provider's cart document. */
function cartFields(input: {
  name?: string | null;
  description?: string | null;
  customDiscountsEnabled?: boolean | null;
}): Record<string, unknown> {
  const { customDiscountsEnabled, ...rest } = input;
  return {
    ...toProviderAttributes(rest),
    ...(typeof customDiscountsEnabled === 'boolean'
      ? { discount_settings: { custom_discounts_enabled: customDiscountsEnabled } }
      : {}),
  };
}

/** `discount_settings/...` errors are about the `customDiscountsEnabled` input. */
function cartField(pointer: string | undefined): string[] | null {
  if (pointer?.startsWith('/data/discount_settings')) return ['customDiscountsEnabled'];
  return checkoutField(pointer);
}

export const cartResolvers: Resolvers = {
  Query: {
    carts: async (_root, { filter, sort, page }, ctx) => {
      return listPage(
        ctx.provider,
        CARTS,
        {
          page,
          filter: encodeFilter(filter as FilterInput | null | undefined, CART_FILTER_FIELDS),
          sort: encodeSort(sort, CART_SORT_FIELDS),
        },
        (cart: ProviderCart) => ({ cart }),
      );
    },
    cart: async (_root, { id }, ctx) => {
      try {
        return await readCart(ctx.provider, id);
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    createCart: async (_root, { input }, ctx) => {
      const { value, userErrors } = await attempt(
        () => ctx.provider.post<ProviderSingle<ProviderCart>>(CARTS, { body: { data: cartFields(input) } }),
        cartField,
      );
      if (!value) return { cart: null, userErrors };
      return { cart: await readCart(ctx.provider, value.data.id), userErrors };
    },
    updateCart: async (_root, { id, input }, ctx) => {
      return writeCart(
        ctx.provider,
        id,
        () => ctx.provider.put(cartPath(id), { body: { data: cartFields(input) } }),
        cartField,
      );
    },
    deleteCart: async (_root, { id }, ctx) => {
      const { userErrors } = await attempt(() => ctx.provider.delete(cartPath(id)));
      return { deletedId: userErrors.length === 0 ? id : null, userErrors };
    },
    addCartProductItem: async (_root, { cartId, input }, ctx) => {
      const productId = input.productId?.trim();
      const sku = input.sku?.trim();
      if (!productId && !sku) {
        return {
          cart: null,
          userErrors: [{ field: ['sku'], message: 'Enter a product id or a SKU', code: 'REQUIRED' }],
        };
      }
      const data = cartItem(productId ? { id: productId } : { sku: sku ?? '' }, input.quantity);
      const result = await writeCart(ctx.provider, cartId, () =>
        ctx.provider.post(itemsPath(cartId), { body: { data } }),
      );
      // "Product not found" and "price not found" carry no pointer: they are about what was entered.
      return {
        ...result,
        userErrors: result.userErrors.map((error) => ({
          ...error,
          field: error.field ?? [productId ? 'productId' : 'sku'],
        })),
      };
    },
    addCartCustomItem: async (_root, { cartId, input }, ctx) => {
      const data = {
        type: 'custom_item',
        name: input.name,
        ...(input.sku ? { sku: input.sku } : {}),
        quantity: cartQuantity(input.quantity),
        price: { amount: input.amount, includes_tax: input.includesTax ?? true },
      };
      return writeCart(
        ctx.provider,
        cartId,
        () => ctx.provider.post(itemsPath(cartId), { body: { data } }),
        customItemField,
      );
    },
    updateCartItemQuantity: async (_root, { cartId, itemId, quantity }, ctx) => {
      return writeCart(
        ctx.provider,
        cartId,
        () =>
          quantity === 0
            ? ctx.provider.delete(itemPath(cartId, itemId))
            : ctx.provider.put(itemPath(cartId, itemId), {
                body: { data: { type: 'cart_item', id: itemId, quantity } },
              }),
        checkoutField,
      );
    },
    removeCartItem: async (_root, { cartId, itemId }, ctx) => {
      return writeCart(ctx.provider, cartId, () => ctx.provider.delete(itemPath(cartId, itemId)));
    },
    applyCartPromotionCode: async (_root, { cartId, code }, ctx) => {
      const result = await writeCart(ctx.provider, cartId, () =>
        ctx.provider.post(itemsPath(cartId), {
          body: { data: { type: 'promotion_item', code: code.trim() } },
        }),
      );
      return { ...result, userErrors: result.userErrors.map((error) => ({ ...error, field: ['code'] })) };
    },
    removeCartPromotionCode: async (_root, { cartId, code }, ctx) => {
      return writeCart(ctx.provider, cartId, () =>
        ctx.provider.delete(providerPath(CARTS)`/${cartId}/discounts/${code}`),
      );
    },
    checkoutCart: async (_root, { cartId, input }, ctx) => {
      const { customer, account } = input;
      const refusals = [
        ...countryErrors([
          [['billingAddress'], input.billingAddress],
          [['shippingAddress'], input.shippingAddress],
        ]),
        ...orderNumberRefusal(input.orderNumber),
      ];
      if (refusals.length > 0) return { order: null, userErrors: refusals };
      // The cart's path is checked before the order numbers are read.
      const checkoutPath = `${cartPath(cartId)}/checkout`;
      const orderNumber = input.orderNumber?.trim() || (await nextOrderNumber(ctx));
      let shopper: Record<string, unknown>;
      if (account) {
        shopper = {
          account: { id: account.accountId, ...(account.memberId ? { member_id: account.memberId } : {}) },
          contact: { name: account.name, email: account.email },
        };
      } else if (customer?.customerId) {
        shopper = { customer: { id: customer.customerId } };
      } else {
        shopper = { customer: { name: customer?.name ?? '', email: customer?.email ?? '' } };
      }
      // A member checks out with their account-management token, a customer with their customer token.
      const tokens = account
        ? { accountToken: account.accountToken }
        : { customerToken: customer?.customerToken };
      const { value, userErrors } = await attemptAsShopper(
        tokens,
        account ? ['account', 'accountToken'] : ['customer', 'customerToken'],
        (headers) =>
          ctx.provider.post<ProviderSingle<OrderModel>>(checkoutPath, {
            headers,
            body: {
              data: {
                ...shopper,
                order_number: orderNumber,
                billing_address: address(input.billingAddress),
                shipping_address: address(input.shippingAddress, 'shipping'),
              },
            },
          }),
        checkoutField,
      );
      return { order: value?.data ?? null, userErrors };
    },
  },
  Cart: {
    id: (model) => model.cart.id,
    name: (model) => model.cart.name,
    description: (model) => model.cart.description || null,
    totals: (model) => totalsOf(model.cart.meta?.display_price),
    items: async (model, _args, ctx) =>
      (await itemsOf(model, ctx.provider))
        .filter((item) => item.type !== 'promotion_item')
        .map((line) => ({ ...toCartItem(line), line, cart: model })),
    promotions: async (model, _args, ctx) =>
      (await itemsOf(model, ctx.provider))
        .filter((item) => item.type === 'promotion_item')
        .map((item) => ({
          promotionId: item.id,
          code: item.code ?? item.sku ?? '',
          name: item.name || null,
          amount: toMoney({
            amount: item.value.amount,
            currency: item.value.currency,
            formatted: formatMoney(item.value.amount, item.value.currency),
          }),
        })),
    customers: async (model, _args, ctx) => {
      const ids = (model.cart.relationships?.customers?.data ?? []).map((entry) => entry.id);
      return loadFound(ctx.loaders.customerById, ids);
    },
    accounts: async (model, _args, ctx) => {
      const ids = (model.cart.relationships?.accounts?.data ?? []).map((entry) => entry.id);
      return loadFound(ctx.loaders.accountById, ids);
    },
    createdAt: (model) => model.cart.meta?.timestamps?.created_at ?? null,
    updatedAt: (model) => model.cart.meta?.timestamps?.updated_at ?? null,
    customDiscountsEnabled: (model) => model.cart.discount_settings?.custom_discounts_enabled === true,
    customDiscounts: async (model, _args, ctx) => {
      const ids = idsOf(model.cart.relationships?.custom_discounts);
      const { customDiscounts } = await includedOf(model, ctx.provider);
      return customDiscounts.filter((discount) => ids.has(discount.id)).map(toCustomDiscount);
    },
    shippingGroups: async (model, _args, ctx) => {
      const list = await ctx.provider.get<ProviderList<ProviderShippingGroup>>(
        shippingGroupsPath(model.cart.id),
      );
      return list.data.map(toCartShippingGroup);
    },
    shippingGroup: async (model, { id }, ctx) => {
      const group = await getOrNull<ProviderShippingGroup>(
        ctx.provider,
        providerPath(CARTS)`/${model.cart.id}/shipping-groups/${id}`,
      );
      return group ? toCartShippingGroup(group) : null;
    },
  },
  CartItem: {
    customDiscounts: async (item, _args, ctx) => {
      const ids = idsOf(item.line.relationships?.custom_discounts);
      const { customDiscounts } = await includedOf(item.cart, ctx.provider);
      return customDiscounts.filter((discount) => ids.has(discount.id)).map(toCustomDiscount);
    },
    taxes: async (item, _args, ctx) => {
      const ids = idsOf(item.line.relationships?.taxes);
      const { taxItems } = await includedOf(item.cart, ctx.provider);
      return taxItems.filter((tax) => ids.has(tax.id)).map(toTaxItem);
    },
    shippingGroupId: (item) => item.line.shipping_group_id ?? null,
  },
};
