/**
 * Carts through the gateway against a real sandbox in this process: a seeded cart read with its
 * lines and totals, then the seller path (create, items, code, checkout) with its userErrors.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox/src/core/app';
import { startGateway, type RunningGateway } from '../src/server';
import { testConfig, type GraphQLResult } from './harness';

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
  sandbox = await startSandbox({ port: 0, dataPath: ':memory:' });
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

  it('creates a cart with a generated id, adds items and a code, refuses a bad one, and checks out', async () => {
    const seeded = (await graphql(`query { cart(id: "${WEEKEND}") { ${CART} } }`)).data?.cart as CartRow;
    const skus = seeded.items.filter((item) => item.type === 'PRODUCT').map((item) => item.sku as string);

    const created = await mutate<{ cart: CartRow }>(
      `mutation ($input: CartCreateInput!) { createCart(input: $input) { cart { ${CART} } ${USER_ERRORS} } }`,
      { input: { name: 'Integration cart' } },
    );
    const cartId = created.cart.id;
    expect(cartId).toMatch(/^[0-9a-f]{32}$/);

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
});
