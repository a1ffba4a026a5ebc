/**
 * Carts through the gateway against a real sandbox in this process: a seeded cart read with its
 * lines and totals, then the seller path (create, items, code, checkout) with its userErrors.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox/src/core/app';
import { startGateway, type RunningGateway } from '../src/server';
import { testConfig, type GraphQLResult } from './harness';
import { SEEDED_PASSWORD_PROFILE_ID } from '../../sandbox/src/customers-accounts/realms';
import { DEMO_SHOPPER_PASSWORD } from '../../sandbox/src/auth-stores/password-hashing';

let sandbox: RunningSandbox;
let gateway: RunningGateway;
let token: string;

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult;
}

/** Runs a mutation and returns its payload, failing loudly on GraphQL errors or userErrors. */
async function mutate<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await graphql(query, variables);
  expect(result.errors).toBeUndefined();
  const payload = Object.values(result.data ?? {})[0] as T & { userErrors: unknown[] };
  expect(payload.userErrors).toEqual([]);
  return payload;
}

const USER_ERRORS = 'userErrors { field message code }';

beforeAll(async () => {
  // Not a rate-limit test: its direct sandbox reads bypass the gateway's throttle, and a 429 there
  // read as an empty answer.
  sandbox = await startSandbox({ port: 0, dataPath: ':memory:', rateLimit: false });
  const base = testConfig();
  gateway = await startGateway({
    ...base,
    provider: {
      ...base.provider,
      host: sandbox.url.replace('http://', ''),
      protocol: 'http',
      sleep: undefined,
    },
  });
  const signIn = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($u: String!, $p: String!) { signIn(username: $u, password: $p) { credentials { accessToken } } }`,
      variables: { u: sandbox.config.sellerEmail, p: sandbox.config.sellerPassword },
    }),
  });
  const body = (await signIn.json()) as GraphQLResult;
  token = (body.data?.signIn as { credentials: { accessToken: string } }).credentials.accessToken;
});

afterAll(async () => {
  await gateway.close();
  await sandbox.close();
});

const CART = `id name items { id type name sku quantity unitPrice { amount formatted } }
  promotions { code amount { amount } } totals { withTax { amount formatted } discount { amount } }`;
const WEEKEND = '5eedca7100000000000000000000a001';
const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '1 Main St',
  city: 'Springfield',
  postcode: '12345',
  country: 'US',
};

interface CartRow {
  id: string;
  items: { id: string; type: string; sku: string | null; quantity: number }[];
  promotions: { code: string }[];
  totals: { withTax: { amount: number; formatted: string }; discount: { amount: number } };
}

describe('carts through the gateway', () => {
  it('reads a seeded cart with its lines and totals, and lists carts', async () => {
    const result = await graphql(
      `query { cart(id: "${WEEKEND}") { ${CART} } carts(sort: [{ field: NAME }]) { items { id name } pageInfo { total } } }`,
    );
    expect(result.errors).toBeUndefined();
    const cart = result.data?.cart as CartRow;
    expect(cart.items.length).toBeGreaterThan(0);
    expect(cart.totals.withTax.amount).toBeGreaterThan(0);
    const carts = result.data?.carts as { items: { id: string }[]; pageInfo: { total: number } };
    expect(carts.items.map((row) => row.id)).toContain(WEEKEND);
  });

  it('creates a cart (POST carts), adds items and a code, refuses a bad one, and checks out', async () => {
    const seeded = (await graphql(`query { cart(id: "${WEEKEND}") { ${CART} } }`)).data?.cart as CartRow;
    const skus = seeded.items.filter((item) => item.type === 'PRODUCT').map((item) => item.sku as string);

    const created = await mutate<{ cart: CartRow }>(
      `mutation ($input: CartCreateInput!) { createCart(input: $input) { cart { ${CART} } ${USER_ERRORS} } }`,
      { input: { name: 'Integration cart' } },
    );
    const cartId = created.cart.id;
    // `POST v2/carts`: the provider chooses the id.
    expect(cartId).toMatch(/^[0-9a-f-]{36}$/);

    const added = await mutate<{ cart: CartRow }>(
      `mutation ($id: ID!, $sku: String) { addCartProductItem(cartId: $id, input: { sku: $sku, quantity: 2 }) { cart { ${CART} } ${USER_ERRORS} } }`,
      { id: cartId, sku: skus[0] },
    );
    expect(added.cart.items).toEqual([expect.objectContaining({ sku: skus[0], quantity: 2 })]);

    const unknownSku = await graphql(
      `mutation ($id: ID!) { addCartProductItem(cartId: $id, input: { sku: "NO-SUCH-SKU" }) { cart { id } ${USER_ERRORS} } }`,
      { id: cartId },
    );
    expect(unknownSku.data?.addCartProductItem).toEqual({
      cart: null,
      userErrors: [expect.objectContaining({ field: ['sku'], code: 'NOT_FOUND' })],
    });

    const badCustom = await graphql(
      `mutation ($id: ID!) { addCartCustomItem(cartId: $id, input: { name: "Wrap", amount: -5 }) { cart { id } ${USER_ERRORS} } }`,
      { id: cartId },
    );
    expect(badCustom.data?.addCartCustomItem).toEqual({
      cart: null,
      userErrors: [expect.objectContaining({ field: ['amount'] })],
    });
    await mutate(
      `mutation ($id: ID!) { addCartCustomItem(cartId: $id, input: { name: "Wrap", sku: "WRAP", amount: 500 }) { cart { id } ${USER_ERRORS} } }`,
      { id: cartId },
    );

    const refused = await graphql(
      `mutation ($id: ID!) { applyCartPromotionCode(cartId: $id, code: "NOPE") { cart { id } ${USER_ERRORS} } }`,
      { id: cartId },
    );
    expect(refused.data?.applyCartPromotionCode).toEqual({
      cart: null,
      userErrors: [
        { field: ['code'], message: 'The promotion code NOPE is not valid or has expired', code: 'INVALID' },
      ],
    });
    const withCode = await mutate<{ cart: CartRow }>(
      `mutation ($id: ID!) { applyCartPromotionCode(cartId: $id, code: "WELCOME10") { cart { ${CART} } ${USER_ERRORS} } }`,
      { id: cartId },
    );
    expect(withCode.cart.promotions.map((promotion) => promotion.code)).toEqual(['WELCOME10']);
    expect(withCode.cart.totals.discount.amount).toBeLessThan(0);

    const line = withCode.cart.items.find((item) => item.sku === 'WRAP');
    const updated = await mutate<{ cart: CartRow }>(
      `mutation ($id: ID!, $item: ID!) { updateCartItemQuantity(cartId: $id, itemId: $item, quantity: 3) { cart { ${CART} } ${USER_ERRORS} } }`,
      { id: cartId, item: line?.id },
    );
    expect(updated.cart.items.find((item) => item.sku === 'WRAP')?.quantity).toBe(3);

    const badCheckout = await graphql(
      `mutation ($id: ID!, $input: CheckoutInput!) { checkoutCart(cartId: $id, input: $input) { order { id } ${USER_ERRORS} } }`,
      {
        id: cartId,
        input: {
          customer: { name: 'Guest', email: 'not-an-email' },
          billingAddress: ADDRESS,
          shippingAddress: { ...ADDRESS, line1: '' },
        },
      },
    );
    const bad = badCheckout.data?.checkoutCart as { order: null; userErrors: { field: string[] }[] };
    expect(bad.order).toBeNull();
    expect(bad.userErrors.map((error) => error.field)).toEqual(
      expect.arrayContaining([
        ['customer', 'email'],
        ['shippingAddress', 'line1'],
      ]),
    );

    const checkout = await mutate<{ order: { id: string; totals: { withTax: { amount: number } } } }>(
      `mutation ($id: ID!, $input: CheckoutInput!) { checkoutCart(cartId: $id, input: $input) { order { id totals { withTax { amount } } } ${USER_ERRORS} } }`,
      {
        id: cartId,
        input: {
          customer: { name: 'Guest', email: 'guest@example.com' },
          billingAddress: ADDRESS,
          shippingAddress: ADDRESS,
        },
      },
    );
    expect(checkout.order.totals.withTax.amount).toBe(updated.cart.totals.withTax.amount);

    const removed = await mutate<{ deletedId: string }>(
      `mutation ($id: ID!) { deleteCart(id: $id) { deletedId ${USER_ERRORS} } }`,
      { id: cartId },
    );
    expect(removed.deletedId).toBe(cartId);
  });

  it('prices a cart with a custom discount, a tax and a shipping group, and checks it out as an account member', async () => {
    const sandboxGet = async <T>(path: string) => {
      const response = await fetch(`${sandbox.url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const DETAIL = `id customDiscountsEnabled totals { withTax { amount } tax { amount } discount { amount } }
      customDiscounts { id amount { amount } } shippingGroups { id price { total } }
      items { id sku quantity shippingGroupId taxes { id rate } customDiscounts { id } } accounts { id }`;
    interface Detail {
      id: string;
      totals: { withTax: { amount: number }; tax: { amount: number }; discount: { amount: number } };
      customDiscounts: { id: string }[];
      shippingGroups: { id: string; price: { total: number } | null }[];
      items: {
        id: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        taxes: { id: string }[];
      }[];
      accounts: { id: string }[];
    }
    const created = await mutate<{ cart: Detail }>(
      `mutation { createCart(input: { name: "Account order", customDiscountsEnabled: true }) { cart { ${DETAIL} } ${USER_ERRORS} } }`,
      {},
    );
    const cartId = created.cart.id;
    expect(created.cart).toMatchObject({ customDiscountsEnabled: true });
    await mutate(
      `mutation ($id: ID!) { addCartCustomItem(cartId: $id, input: { name: "Desk", sku: "DESK", amount: 10000, includesTax: false }) { cart { id } ${USER_ERRORS} } }`,
      { id: cartId },
    );

    // Another cart merged in: its line joins this one.
    const other = await mutate<{ cart: Detail }>(
      `mutation { createCart(input: { name: "Other" }) { cart { id } ${USER_ERRORS} } }`,
      {},
    );
    await mutate(
      `mutation ($id: ID!) { addCartCustomItem(cartId: $id, input: { name: "Lamp", sku: "LAMP", amount: 2000, includesTax: false }) { cart { id } ${USER_ERRORS} } }`,
      { id: other.cart.id },
    );
    const merged = await mutate<{ cart: Detail }>(
      `mutation ($id: ID!, $from: ID!) { mergeCart(cartId: $id, fromCartId: $from) { cart { ${DETAIL} } ${USER_ERRORS} } }`,
      { id: cartId, from: other.cart.id },
    );
    expect(merged.cart.items.map((item) => item.sku).sort()).toEqual(['DESK', 'LAMP']);
    const lamp = merged.cart.items.find((item) => item.sku === 'LAMP')!;
    const desk = merged.cart.items.find((item) => item.sku === 'DESK')!;
    const bulk = await mutate<{ cart: Detail }>(
      `mutation ($id: ID!, $items: [CartItemQuantityInput!]!) { updateCartItems(cartId: $id, items: $items) { cart { ${DETAIL} } ${USER_ERRORS} } }`,
      { id: cartId, items: [{ itemId: lamp.id, quantity: 0 }] },
    );
    expect(bulk.cart.items.map((item) => item.sku)).toEqual(['DESK']);

    // A custom discount refused by the provider comes back on its field; then a good one.
    const refused = await graphql(
      `mutation ($id: ID!) { addCartCustomDiscount(cartId: $id, input: { amount: 500, description: "", discountCode: "C", discountEngine: "E", externalId: "x" }) { cart { id } ${USER_ERRORS} } }`,
      { id: cartId },
    );
    expect(refused.data?.addCartCustomDiscount).toEqual({
      cart: null,
      userErrors: [expect.objectContaining({ field: ['description'] })],
    });
    await mutate(
      `mutation ($id: ID!) { addCartCustomDiscount(cartId: $id, input: { amount: 1000, description: "Loyalty", discountCode: "LOYAL", discountEngine: "Engine", externalId: "x-1" }) { cart { id } ${USER_ERRORS} } }`,
      { id: cartId },
    );
    const taxed = await mutate<{ cart: Detail }>(
      `mutation ($id: ID!, $item: ID!) { addCartItemTax(cartId: $id, itemId: $item, input: { name: "Sales", rate: 0.1 }) { cart { ${DETAIL} } ${USER_ERRORS} } }`,
      { id: cartId, item: desk.id },
    );
    expect(taxed.cart.items[0]?.taxes).toHaveLength(1);
    const grouped = await mutate<{ cart: Detail }>(
      `mutation ($id: ID!) { createCartShippingGroup(cartId: $id, input: { shippingType: "express", priceTotal: 1500 }) { cart { ${DETAIL} } ${USER_ERRORS} } }`,
      { id: cartId },
    );
    const group = grouped.cart.shippingGroups[0]!;
    expect(group.price).toEqual({ total: 1500 });
    const priced = await mutate<{ cart: Detail }>(
      `mutation ($id: ID!, $item: ID!, $group: ID!) { setCartItemShippingGroup(cartId: $id, itemId: $item, shippingGroupId: $group) { cart { ${DETAIL} shippingGroup(id: $group) { id } } ${USER_ERRORS} } }`,
      { id: cartId, item: desk.id, group: group.id },
    );
    expect(priced.cart.items[0]?.shippingGroupId).toBe(group.id);
    // 100.00 - 10.00 discount = 90.00, + 10% tax = 99.00, + 15.00 shipping = 114.00.
    expect(priced.cart.totals).toEqual({
      withTax: { amount: 11400 },
      tax: { amount: 900 },
      discount: { amount: -1000 },
    });

    // Sign in as a seeded account member, associate the account and check out with the member's token.
    const members = await sandboxGet<{ data: { email: string }[] }>('/v2/account-members');
    const signedIn = await mutate<{
      tokens: { accountId: string; token: string }[];
      accountMemberId: string;
    }>(
      `mutation ($input: AccountMemberTokenInput!) { createAccountMemberToken(input: $input) { accountMemberId tokens { accountId token } ${USER_ERRORS} } }`,
      {
        input: {
          passwordProfileId: SEEDED_PASSWORD_PROFILE_ID,
          username: members.data[0]!.email,
          password: DEMO_SHOPPER_PASSWORD,
        },
      },
    );
    const [{ accountId, token: accountToken }] = signedIn.tokens as [{ accountId: string; token: string }];
    const wrongPassword = await graphql(
      `mutation ($input: AccountMemberTokenInput!) { createAccountMemberToken(input: $input) { tokens { token } ${USER_ERRORS} } }`,
      {
        input: {
          passwordProfileId: SEEDED_PASSWORD_PROFILE_ID,
          username: members.data[0]!.email,
          password: 'nope',
        },
      },
    );
    expect(wrongPassword.errors).toBeUndefined();
    expect(wrongPassword.data?.createAccountMemberToken).toMatchObject({
      tokens: [],
      userErrors: [{ field: ['password'], code: 'INVALID_CREDENTIALS' }],
    });
    const associated = await mutate<{ cart: Detail }>(
      `mutation ($id: ID!, $account: ID!, $token: String) { associateCartAccount(cartId: $id, accountId: $account, accountToken: $token) { cart { ${DETAIL} } ${USER_ERRORS} } }`,
      { id: cartId, account: accountId, token: accountToken },
    );
    expect(associated.cart.accounts).toEqual([{ id: accountId }]);

    const checkoutMutation = `mutation ($id: ID!, $input: CheckoutInput!) { checkoutCart(cartId: $id, input: $input) {
      order { id totals { withTax { amount } shipping { amount } } shippingGroups { id } } ${USER_ERRORS} } }`;
    const account = { accountId, name: 'Buyer', email: 'buyer@example.com' };
    const badToken = await graphql(checkoutMutation, {
      id: cartId,
      input: {
        account: { ...account, accountToken: 'not-a-token' },
        billingAddress: ADDRESS,
        shippingAddress: ADDRESS,
      },
    });
    expect(badToken.errors).toBeUndefined();
    expect(badToken.data?.checkoutCart).toMatchObject({
      order: null,
      userErrors: [{ field: ['account', 'accountToken'], code: 'INVALID_TOKEN' }],
    });
    const placed = await mutate<{
      order: {
        id: string;
        totals: { withTax: { amount: number }; shipping: { amount: number } };
        shippingGroups: { id: string }[];
      };
    }>(checkoutMutation, {
      id: cartId,
      input: { account: { ...account, accountToken }, billingAddress: ADDRESS, shippingAddress: ADDRESS },
    });
    expect(placed.order.totals).toEqual({ withTax: { amount: 11400 }, shipping: { amount: 1500 } });

    // The order's shipping group and a transaction, each read by id.
    const paid = await mutate<{ transaction: { id: string } }>(
      `mutation ($id: ID!) { payOrder(orderId: $id, input: { method: PURCHASE }) { transaction { id } ${USER_ERRORS} } }`,
      { id: placed.order.id },
    );
    const byId = await graphql(
      `
        query ($id: ID!, $group: ID!, $transaction: ID!) {
          order(id: $id) {
            shippingGroup(id: $group) {
              id
              shippingType
            }
            transaction(id: $transaction) {
              id
              status
              amount {
                amount
              }
            }
          }
        }
      `,
      { id: placed.order.id, group: placed.order.shippingGroups[0]!.id, transaction: paid.transaction.id },
    );
    expect(byId.errors).toBeUndefined();
    expect(byId.data?.order).toEqual({
      shippingGroup: { id: placed.order.shippingGroups[0]!.id, shippingType: 'express' },
      transaction: { id: paid.transaction.id, status: 'COMPLETE', amount: { amount: 11400 } },
    });
  });

  it("signs a customer in for a token, reads a customer's address by id, and checks out as that customer", async () => {
    const customers = await graphql(`
      {
        customers(page: { limit: 1 }) {
          items {
            id
            email
            addresses {
              items {
                id
              }
            }
          }
        }
      }
    `);
    const customer = (
      customers.data?.customers as {
        items: { id: string; email: string; addresses: { items: { id: string }[] } }[];
      }
    ).items[0]!;
    const address = await graphql(
      `
        query ($id: ID!, $address: ID!) {
          customer(id: $id) {
            address(id: $address) {
              id
            }
            none: address(id: "00000000-0000-4000-8000-000000000000") {
              id
            }
          }
        }
      `,
      { id: customer.id, address: customer.addresses.items[0]!.id },
    );
    expect(address.errors).toBeUndefined();
    expect(address.data?.customer).toEqual({ address: { id: customer.addresses.items[0]!.id }, none: null });

    const wrong = await graphql(
      `mutation ($input: CustomerTokenInput!) { createCustomerToken(input: $input) { token ${USER_ERRORS} } }`,
      { input: { email: customer.email, password: 'wrong' } },
    );
    expect(wrong.data?.createCustomerToken).toMatchObject({
      token: null,
      userErrors: [{ field: ['password'], code: 'INVALID_CREDENTIALS' }],
    });
    const signedIn = await mutate<{ customerId: string; token: string }>(
      `mutation ($input: CustomerTokenInput!) { createCustomerToken(input: $input) { customerId token expiresAt ${USER_ERRORS} } }`,
      { input: { email: customer.email, password: DEMO_SHOPPER_PASSWORD } },
    );
    expect(signedIn.customerId).toBe(customer.id);

    const cart = await mutate<{ cart: { id: string } }>(
      `mutation { createCart(input: { name: "Customer order" }) { cart { id } ${USER_ERRORS} } }`,
      {},
    );
    await mutate(
      `mutation ($id: ID!) { addCartCustomItem(cartId: $id, input: { name: "Mug", amount: 900 }) { cart { id } ${USER_ERRORS} } }`,
      { id: cart.cart.id },
    );
    await mutate(
      `mutation ($id: ID!, $customer: ID!, $token: String) { associateCartCustomer(cartId: $id, customerId: $customer, customerToken: $token) { cart { id customers { id } } ${USER_ERRORS} } }`,
      { id: cart.cart.id, customer: customer.id, token: signedIn.token },
    );
    const order = await mutate<{ order: { customer: { id: string | null } } }>(
      `mutation ($id: ID!, $input: CheckoutInput!) { checkoutCart(cartId: $id, input: $input) { order { customer { id } } ${USER_ERRORS} } }`,
      {
        id: cart.cart.id,
        input: {
          customer: { customerId: customer.id, customerToken: signedIn.token },
          billingAddress: ADDRESS,
          shippingAddress: ADDRESS,
        },
      },
    );
    expect(order.order.customer.id).toBe(customer.id);
  });
});
