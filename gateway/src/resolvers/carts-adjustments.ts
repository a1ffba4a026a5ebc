import type { UserError } from '../errors';
import type {
  CartCustomDiscountInput,
  CartShippingGroupInput,
  CartTaxInput,
  Resolvers,
} from '../generated/graphql';
import type { ProviderClient } from '../provider/client';
import { ProviderHttpError } from '../provider/errors';
import { providerPath } from '../provider/path';
import type { ProviderList } from '../provider/resources';
import {
  address,
  CARTS,
  cartPath,
  checkoutField,
  itemPath,
  itemsPath,
  shippingGroupsPath,
  writeCart,
} from './carts';
import { attemptAsShopper, limitedShopperSignIn } from './carts-shopper-tokens';
import { attempt, toProviderAttributes } from './mapping';
import { countryErrors } from './country-codes';

/**
 * What a seller adjusts on a cart besides its lines: bulk line edits and merging another cart,
 * custom discounts (cart and line), tax items (line and bulk), shipping groups, customer and
 * account associations, and signing an account member in for an account checkout test. Every
 * mutation answers the cart as it is after the write, or `userErrors` with the input's field.
 */

/** The most lines or taxes one bulk mutation sends (the provider's page limit). */
export const MAX_BULK_ENTRIES = 100;

type CartResult = Awaited<ReturnType<typeof writeCart>>;

const refused = (field: string[], message: string, code: UserError['code'] = 'INVALID'): CartResult => ({
  cart: null,
  userErrors: [{ field, message, code }],
});

/** `/data/…` or `/data/3/…` (a bulk entry) → the input field, camelCase, under `prefix`. */
function entryField(prefix: (index: string | undefined) => string[]) {
  return (pointer: string | undefined): string[] | null => {
    const match = pointer?.match(/^\/data(?:\/(\d+))?\/(.+)$/);
    if (!match) return null;
    const [, index, path = ''] = match;
    const head = path.split('/')[0] ?? '';
    const field = head.replace(/_([a-z0-9])/g, (_w, letter: string) => letter.toUpperCase());
    return [...prefix(index), field];
  };
}

/** A line's custom discount when `itemId` is given (even empty: the path check refuses it), else the cart's. */
const customDiscountPath = (cartId: string, itemId: string | null | undefined, id: string) =>
  typeof itemId === 'string'
    ? providerPath(CARTS)`/${cartId}/items/${itemId}/custom-discounts/${id}`
    : providerPath(CARTS)`/${cartId}/custom-discounts/${id}`;

function customDiscountDocument(input: CartCustomDiscountInput): Record<string, unknown> {
  return {
    type: 'custom_discount',
    // The documents type the amount as an object (`{ amount }`, negative minor units).
    amount: { amount: -Math.abs(input.amount) },
    description: input.description.trim(),
    discount_code: input.discountCode.trim(),
    discount_engine: input.discountEngine.trim(),
    external_id: input.externalId.trim(),
  };
}

/** The gateway's own checks of a custom discount, before any call. */
function customDiscountProblem(input: CartCustomDiscountInput): CartResult | null {
  if (!Number.isInteger(input.amount) || input.amount <= 0)
    return refused(['amount'], 'Enter an amount above zero, in minor units');
  return null;
}

function taxDocument(input: CartTaxInput): Record<string, unknown> {
  return { type: 'tax_item', ...toProviderAttributes(input) };
}

/** A tax has a rate or an amount, not both; a rate is a decimal from 0 to 1. */
function taxProblem(input: CartTaxInput, at: string[] = []): UserError | null {
  const hasRate = input.rate !== null && input.rate !== undefined;
  const hasAmount = input.amount !== null && input.amount !== undefined;
  if (hasRate === hasAmount)
    return { field: [...at, 'rate'], message: 'Enter a rate or an amount, not both', code: 'INVALID' };
  if (hasRate && (input.rate! < 0 || input.rate! > 1))
    return {
      field: [...at, 'rate'],
      message: 'Enter the rate as a decimal from 0 to 1 (7.25% is 0.0725)',
      code: 'INVALID',
    };
  if (hasAmount && input.amount! < 0)
    return { field: [...at, 'amount'], message: 'Enter an amount of at least 0', code: 'INVALID' };
  return null;
}

function shippingGroupDocument(input: CartShippingGroupInput): Record<string, unknown> {
  const { address: where, priceTotal, ...rest } = input;
  return {
    type: 'shipping_group',
    ...toProviderAttributes(rest),
    ...(where ? { address: address(where) } : {}),
    ...(priceTotal === null || priceTotal === undefined
      ? {}
      : { shipping_price: { total: priceTotal, base: priceTotal, tax: 0, fees: 0, discount: 0 } }),
  };
}

/** A 201 of a bulk write may still carry `errors` for entries it left out. */
interface BulkAnswer {
  errors?: { detail?: string; title?: string }[];
}

async function bulkWrite(
  provider: ProviderClient,
  cartId: string,
  field: string[],
  write: () => Promise<BulkAnswer | undefined>,
  fields: Parameters<typeof attempt>[1],
): Promise<CartResult> {
  let skipped: UserError[] = [];
  const result = await writeCart(
    provider,
    cartId,
    async () => {
      const answer = await write();
      skipped = (answer?.errors ?? []).map((error) => ({
        field,
        message: error.detail ?? error.title ?? 'Not applied',
        code: 'INVALID' as const,
      }));
    },
    fields,
  );
  return skipped.length > 0 ? { cart: result.cart, userErrors: [...result.userErrors, ...skipped] } : result;
}

/** One account-management token per account of the member (`POST v2/account-members/tokens`). */
interface AccountTokenDocument {
  account_id: string;
  account_name: string;
  token: string;
  expires?: string;
}

type AccountTokensAnswer = ProviderList<AccountTokenDocument> & { meta?: { account_member_id?: string } };

export const cartAdjustmentResolvers: Resolvers = {
  Mutation: {
    updateCartItems: async (_root, { cartId, items }, ctx) => {
      if (items.length === 0) return refused(['items'], 'Choose at least one line');
      if (items.length > MAX_BULK_ENTRIES)
        return refused(['items'], `Change at most ${MAX_BULK_ENTRIES} lines at once`);
      const bad = items.findIndex((item) => !Number.isInteger(item.quantity) || item.quantity < 0);
      if (bad >= 0) return refused(['items', String(bad), 'quantity'], 'Enter a quantity of 0 or more');
      return writeCart(
        ctx.provider,
        cartId,
        () =>
          ctx.provider.put(itemsPath(cartId), {
            body: {
              data: items.map((item) => ({ id: item.itemId, quantity: item.quantity })),
              options: { update_all_or_nothing: true },
            },
          }),
        (pointer) => entryField((index) => ['items', index ?? '0'])(pointer) ?? ['items'],
      );
    },
    clearCartItems: async (_root, { cartId }, ctx) =>
      writeCart(ctx.provider, cartId, () => ctx.provider.delete(itemsPath(cartId))),
    mergeCart: async (_root, { cartId, fromCartId }, ctx) => {
      const from = fromCartId.trim();
      if (from === '') return refused(['fromCartId'], 'Enter the id of the cart to merge', 'REQUIRED');
      if (from === cartId) return refused(['fromCartId'], 'Choose another cart than this one');
      return bulkWrite(
        ctx.provider,
        cartId,
        ['fromCartId'],
        () =>
          ctx.provider.post<BulkAnswer>(itemsPath(cartId), {
            body: { data: { type: 'cart_items', cart_id: from }, options: { add_all_or_nothing: true } },
          }),
        () => ['fromCartId'],
      );
    },
    addCartCustomDiscount: async (_root, { cartId, itemId, input }, ctx) => {
      const problem = customDiscountProblem(input);
      if (problem) return problem;
      const document = customDiscountDocument(input);
      return writeCart(
        ctx.provider,
        cartId,
        () =>
          typeof itemId === 'string'
            ? ctx.provider.post(providerPath(CARTS)`/${cartId}/items/${itemId}/custom-discounts`, {
                body: { data: document },
              })
            : ctx.provider.post(providerPath(CARTS)`/${cartId}/custom-discounts`, {
                body: { data: [document], options: { add_all_or_nothing: true } },
              }),
        entryField(() => []),
      );
    },
    updateCartCustomDiscount: async (_root, { cartId, itemId, id, input }, ctx) => {
      const problem = customDiscountProblem(input);
      if (problem) return problem;
      return writeCart(
        ctx.provider,
        cartId,
        () =>
          ctx.provider.put(customDiscountPath(cartId, itemId, id), {
            body: { data: customDiscountDocument(input) },
          }),
        entryField(() => []),
      );
    },
    removeCartCustomDiscount: async (_root, { cartId, itemId, id }, ctx) =>
      writeCart(ctx.provider, cartId, () => ctx.provider.delete(customDiscountPath(cartId, itemId, id))),
    addCartItemTax: async (_root, { cartId, itemId, input }, ctx) => {
      const problem = taxProblem(input);
      if (problem) return { cart: null, userErrors: [problem] };
      return writeCart(
        ctx.provider,
        cartId,
        () => ctx.provider.post(`${itemPath(cartId, itemId)}/taxes`, { body: { data: taxDocument(input) } }),
        entryField(() => []),
      );
    },
    updateCartItemTax: async (_root, { cartId, itemId, id, input }, ctx) => {
      const problem = taxProblem(input);
      if (problem) return { cart: null, userErrors: [problem] };
      return writeCart(
        ctx.provider,
        cartId,
        () =>
          ctx.provider.put(providerPath(CARTS)`/${cartId}/items/${itemId}/taxes/${id}`, {
            body: { data: taxDocument(input) },
          }),
        entryField(() => []),
      );
    },
    removeCartItemTax: async (_root, { cartId, itemId, id }, ctx) =>
      writeCart(ctx.provider, cartId, () =>
        ctx.provider.delete(providerPath(CARTS)`/${cartId}/items/${itemId}/taxes/${id}`),
      ),
    addCartTaxes: async (_root, { cartId, taxes }, ctx) => {
      if (taxes.length === 0) return refused(['taxes'], 'Add at least one tax');
      if (taxes.length > MAX_BULK_ENTRIES)
        return refused(['taxes'], `Add at most ${MAX_BULK_ENTRIES} taxes at once`);
      const problems = taxes
        .map((entry, index) => taxProblem(entry.tax, ['taxes', String(index), 'tax']))
        .filter((problem): problem is UserError => problem !== null);
      if (problems.length > 0) return { cart: null, userErrors: problems };
      return bulkWrite(
        ctx.provider,
        cartId,
        ['taxes'],
        () =>
          ctx.provider.post<BulkAnswer>(providerPath(CARTS)`/${cartId}/taxes`, {
            body: {
              data: taxes.map((entry) => ({
                ...taxDocument(entry.tax),
                relationships: { item: { data: { type: 'cart_item', id: entry.itemId } } },
              })),
              options: { add_all_or_nothing: true },
            },
          }),
        entryField((index) => ['taxes', index ?? '0', 'tax']),
      );
    },
    createCartShippingGroup: async (_root, { cartId, input }, ctx) => {
      if (input.priceTotal !== null && input.priceTotal !== undefined && input.priceTotal < 0)
        return refused(['priceTotal'], 'Enter a shipping price of at least 0');
      const badCountry = countryErrors([[['address'], input.address]]);
      if (badCountry.length > 0) return { cart: null, userErrors: badCountry };
      return writeCart(
        ctx.provider,
        cartId,
        () => ctx.provider.post(shippingGroupsPath(cartId), { body: { data: shippingGroupDocument(input) } }),
        checkoutField,
      );
    },
    setCartItemShippingGroup: async (_root, { cartId, itemId, shippingGroupId }, ctx) =>
      writeCart(
        ctx.provider,
        cartId,
        () =>
          ctx.provider.put(itemPath(cartId, itemId), {
            body: { data: { type: 'cart_item', id: itemId, shipping_group_id: shippingGroupId } },
          }),
        () => ['shippingGroupId'],
      ),
    associateCartCustomer: async (_root, { cartId, customerId, customerToken }, ctx) => {
      const { userErrors } = await attemptAsShopper({ customerToken }, ['customerToken'], (headers) =>
        ctx.provider.post(`${cartPath(cartId)}/relationships/customers`, {
          headers,
          body: { data: [{ type: 'customer', id: customerId }] },
        }),
      );
      if (userErrors.length > 0) return { cart: null, userErrors: fieldOr(userErrors, ['customerId']) };
      return writeCart(ctx.provider, cartId, async () => {});
    },
    associateCartAccount: async (_root, { cartId, accountId, accountToken }, ctx) => {
      const { userErrors } = await attemptAsShopper({ accountToken }, ['accountToken'], (headers) =>
        ctx.provider.post(`${cartPath(cartId)}/relationships/accounts`, {
          headers,
          body: { data: [{ type: 'account', id: accountId }] },
        }),
      );
      if (userErrors.length > 0) return { cart: null, userErrors: fieldOr(userErrors, ['accountId']) };
      return writeCart(ctx.provider, cartId, async () => {});
    },
    dissociateCartAccount: async (_root, { cartId, accountId, accountToken }, ctx) => {
      const { userErrors } = await attemptAsShopper({ accountToken }, ['accountToken'], (headers) =>
        ctx.provider.delete(`${cartPath(cartId)}/relationships/accounts`, {
          headers,
          body: { data: [{ type: 'account', id: accountId }] },
        }),
      );
      if (userErrors.length > 0) return { cart: null, userErrors: fieldOr(userErrors, ['accountId']) };
      return writeCart(ctx.provider, cartId, async () => {});
    },
    createAccountMemberToken: (_root, { input }, ctx) =>
      limitedShopperSignIn(ctx, input.username.trim(), () => signInAccountMember(ctx.provider, input)),
  },
};

/** `POST v2/account-members/tokens` with a password; wrong credentials are a user error on the password. */
async function signInAccountMember(
  provider: ProviderClient,
  input: { passwordProfileId: string; username: string; password: string },
) {
  const { value, userErrors } = await attempt(
    async () => {
      try {
        return await provider.post<AccountTokensAnswer>('v2/account-members/tokens', {
          body: {
            data: {
              type: 'account_management_authentication_token',
              authentication_mechanism: 'password',
              password_profile_id: input.passwordProfileId.trim(),
              username: input.username.trim(),
              password: input.password,
            },
          },
        });
      } catch (error) {
        // The provider's 401 here is about the member's credentials, not the seller's session.
        if (error instanceof ProviderHttpError && error.status === 401) return null;
        throw error;
      }
    },
    entryField(() => []),
  );
  if (userErrors.length > 0) return { accountMemberId: null, tokens: [], userErrors };
  if (!value) {
    return {
      accountMemberId: null,
      tokens: [],
      userErrors: [
        {
          field: ['password'],
          message: 'Incorrect username or password',
          code: 'INVALID_CREDENTIALS' as const,
        },
      ],
    };
  }
  return {
    accountMemberId: value.meta?.account_member_id ?? null,
    tokens: value.data.map((token) => ({
      accountId: token.account_id,
      accountName: token.account_name,
      token: token.token,
      expiresAt: token.expires ?? null,
    })),
    userErrors: [],
  };
}

/** Errors without a field (a 404 naming no pointer) are about the id the seller chose. */
function fieldOr(errors: UserError[], field: string[]): UserError[] {
  return errors.map((error) => ({ ...error, field: error.field ?? field }));
}
