import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEEDED_CART_IDS } from './carts';
import { SEEDED_PASSWORD_PROFILE_ID } from '../customers-accounts/realms';
import { DEMO_SHOPPER_PASSWORD } from '../auth-stores/password-hashing';
import { openDatabase } from '../core/db';
import { ResourceCollection } from '../core/resources';
import { DEMO_STORE_ID } from '../core/seed';
import {
  clientCredentialsToken,
  request,
  startTestSandbox,
  type ErrorBody,
  type TestSandbox,
} from '../core/test-support';

interface Money {
  amount: number;
  currency: string;
  formatted: string;
}

interface OrderBody {
  id: string;
  type: string;
  status: string;
  payment: string;
  shipping: string;
  customer: { name: string; email: string };
  contact?: { name: string; email: string };
  external_ref?: string;
  meta: { display_price: Record<string, Money> };
  relationships: Record<string, { data: unknown }>;
}

const CUSTOMER_ID = 'c0ffee00-0000-4000-8000-000000000001';
const ACCOUNT_ID = 'acc0acc0-0000-4000-8000-000000000001';

let sandbox: TestSandbox;
let token: string;
let dataDir: string;

beforeAll(async () => {
  // A file database, so the test can add the customer and account checkout refers to.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-'));
  const dataPath = path.join(dataDir, 'sandbox.db');
  sandbox = await startTestSandbox({ dataPath });
  const db = openDatabase(dataPath);
  const stamp = {
    storeId: DEMO_STORE_ID,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  new ResourceCollection(db, { name: 'customer', decode: (data: unknown) => data }).insert({
    id: CUSTOMER_ID,
    data: { type: 'customer', name: 'Ada Lovelace', email: 'ada@example.com' },
    ...stamp,
  });
  new ResourceCollection(db, { name: 'account', decode: (data: unknown) => data }).insert({
    id: ACCOUNT_ID,
    data: { type: 'account', name: 'Analytical Engines Ltd', legal_name: 'Analytical Engines Ltd' },
    ...stamp,
  });
  db.close();
  token = await clientCredentialsToken(sandbox);
});

afterAll(async () => {
  await sandbox.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const send = <T = { data: OrderBody }>(method: string, path: string, json?: unknown) =>
  request<T & ErrorBody>(sandbox, path, { method, token, json });
const newCartId = (() => {
  let next = 0;
  return () => `0dd${String((next += 1)).padStart(29, '0')}`;
})();

const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  line_1: '1 Sunny Street',
  city: 'Los Angeles',
  postcode: '92802',
  county: 'Orange',
  country: 'US',
};
const addresses = {
  billing_address: address,
  shipping_address: { ...address, instructions: 'Leave on porch' },
};

/** A checkout sent with shopper token headers. */
async function checkoutWith(
  cartId: string,
  headers: Record<string, string>,
  data: Record<string, unknown>,
): Promise<{ status: number; body: { data: OrderBody } & ErrorBody }> {
  const response = await fetch(`${sandbox.url}/v2/carts/${cartId}/checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data: { ...data, ...addresses } }),
  });
  return { status: response.status, body: (await response.json()) as { data: OrderBody } & ErrorBody };
}

/** A cart with two products, a taxed custom item and a percent code. */
async function fullCart(): Promise<string> {
  const cartId = newCartId();
  const seeded = await send<{ data: { product_id: string }[] }>(
    'GET',
    `/v2/carts/${SEEDED_CART_IDS.weekend}/items`,
  );
  const [first, second] = seeded.body.data;
  await send('POST', `/v2/carts/${cartId}/items`, {
    data: [
      { type: 'cart_item', id: first.product_id, quantity: 2 },
      { type: 'cart_item', id: second.product_id, quantity: 1 },
      { type: 'custom_item', name: 'Engraving', sku: 'engrave', quantity: 1, price: { amount: 1250 } },
      { type: 'promotion_item', code: 'WELCOME10' },
    ],
  });
  const items = await send<{ data: { id: string; type: string }[] }>('GET', `/v2/carts/${cartId}/items`);
  const engraving = items.body.data.find((item) => item.type === 'custom_item');
  await send('POST', `/v2/carts/${cartId}/items/${engraving?.id ?? ''}/taxes`, {
    data: { type: 'tax_item', name: 'Sales tax', rate: 0.0725 },
  });
  return cartId;
}

describe('checkout', () => {
  it('turns a cart into an unpaid order with the same totals (guest customer)', async () => {
    const cartId = await fullCart();
    const cart = await send<{ data: { meta: { display_price: Record<string, Money> } } }>(
      'GET',
      `/v2/carts/${cartId}`,
    );
    const checkout = await send('POST', `/v2/carts/${cartId}/checkout`, {
      data: {
        customer: { name: 'Guest Shopper', email: 'guest@example.com' },
        external_ref: 'ext-1',
        ...addresses,
      },
    });
    expect(checkout.status).toBe(201);
    const order = checkout.body.data;
    expect(order).toMatchObject({
      type: 'order',
      status: 'incomplete',
      payment: 'unpaid',
      shipping: 'unfulfilled',
      external_ref: 'ext-1',
      customer: { name: 'Guest Shopper', email: 'guest@example.com' },
    });
    const cartPrice = cart.body.data.meta.display_price;
    expect(cartPrice.discount.amount).toBeLessThan(0);
    expect(cartPrice.tax.amount).toBeGreaterThan(0);
    for (const field of ['with_tax', 'without_tax', 'tax', 'discount', 'without_discount']) {
      expect(order.meta.display_price[field]).toEqual(cartPrice[field]);
    }
    expect(order.meta.display_price.balance_owing.amount).toBe(cartPrice.with_tax.amount);

    const stored = await send('GET', `/v2/orders/${order.id}`);
    expect(stored.status).toBe(200);
    expect(stored.body.data.meta.display_price.with_tax).toEqual(cartPrice.with_tax);
    // The cart stays as it was.
    const after = await send<{ data: unknown[] }>('GET', `/v2/carts/${cartId}/items`);
    expect(after.body.data).toHaveLength(4);
  });

  it('uses up one use of each applied promotion code', async () => {
    const cartId = newCartId();
    const added = await send<{ data: { type: string; promotion_id?: string }[] }>(
      'POST',
      `/v2/carts/${cartId}/items`,
      {
        data: [
          { type: 'custom_item', name: 'Mug', sku: 'mug', quantity: 1, price: { amount: 1500 } },
          { type: 'promotion_item', code: 'SPRING-5' },
        ],
      },
    );
    const promotionId = added.body.data.find((item) => item.type === 'promotion_item')?.promotion_id ?? '';
    const usesLeft = async () => {
      const codes = await send<{ data: { code: string; uses?: number }[] }>(
        'GET',
        `/v2/promotions/${promotionId}/codes`,
      );
      return codes.body.data.find((code) => code.code === 'SPRING-5')?.uses;
    };
    const before = await usesLeft();
    const guest = { customer: { name: 'Guest', email: 'guest@example.com' }, ...addresses };
    expect((await send('POST', `/v2/carts/${cartId}/checkout`, { data: guest })).status).toBe(201);
    expect(await usesLeft()).toBe((before ?? 0) - 1);
  });

  it('copies the cart shipping groups into the order', async () => {
    const cartId = newCartId();
    const added = await send<{ data: { id: string }[] }>('POST', `/v2/carts/${cartId}/items`, {
      data: { type: 'custom_item', name: 'Lamp', sku: 'lamp', quantity: 1, price: { amount: 4000 } },
    });
    const group = await send<{ data: { id: string } }>('POST', `/v2/carts/${cartId}/shipping-groups`, {
      data: { type: 'shipping_group', shipping_type: 'Express', address },
    });
    const moved = await send<{ data: { shipping_group_id?: string }[] }>(
      'PUT',
      `/v2/carts/${cartId}/items/${added.body.data[0].id}`,
      { data: { shipping_group_id: group.body.data.id } },
    );
    expect(moved.body.data[0].shipping_group_id).toBe(group.body.data.id);
    const guest = { customer: { name: 'Guest', email: 'guest@example.com' }, ...addresses };
    const order = await send('POST', `/v2/carts/${cartId}/checkout`, { data: guest });
    const groups = await send<{ data: { id: string; shipping_type: string }[] }>(
      'GET',
      `/v2/orders/${order.body.data.id}/shipping-groups`,
    );
    expect(groups.body.data).toEqual([
      expect.objectContaining({ id: group.body.data.id, shipping_type: 'Express' }),
    ]);
  });

  it('checks out a registered customer by id, taking name and email from the customer', async () => {
    const cartId = await fullCart();
    const order = await send('POST', `/v2/carts/${cartId}/checkout`, {
      data: { customer: { id: CUSTOMER_ID }, ...addresses },
    });
    expect(order.status).toBe(201);
    expect(order.body.data.customer).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(order.body.data.relationships.customer).toEqual({ data: { type: 'customer', id: CUSTOMER_ID } });
    const unknown = await send('POST', `/v2/carts/${cartId}/checkout`, {
      data: { customer: { id: 'nobody' }, ...addresses },
    });
    expect(unknown.status).toBe(404);
  });

  it('checks out an account with its member contact', async () => {
    const cartId = await fullCart();
    const noContact = await send('POST', `/v2/carts/${cartId}/checkout`, {
      data: { account: { id: ACCOUNT_ID, member_id: 'member-1' }, ...addresses },
    });
    expect(noContact.status).toBe(422);
    expect(noContact.body.errors.map((error) => error.source?.pointer)).toEqual([
      '/data/contact/name',
      '/data/contact/email',
    ]);
    const unknown = await send('POST', `/v2/carts/${cartId}/checkout`, {
      data: {
        account: { id: 'no-account' },
        contact: { name: 'Ann', email: 'ann@example.com' },
        ...addresses,
      },
    });
    expect(unknown.status).toBe(404);
    const order = await send('POST', `/v2/carts/${cartId}/checkout`, {
      data: {
        account: { id: ACCOUNT_ID, member_id: 'member-1' },
        contact: { name: 'Ann', email: 'ann@example.com' },
        ...addresses,
      },
    });
    expect(order.status).toBe(201);
    expect(order.body.data).toMatchObject({
      contact: { name: 'Ann', email: 'ann@example.com' },
      relationships: {
        account: { data: { type: 'account', id: ACCOUNT_ID } },
        account_member: { data: { type: 'account_member', id: 'member-1' } },
      },
    });
  });

  it('validates the addresses and shopper with pointers', async () => {
    const cartId = await fullCart();
    const response = await send('POST', `/v2/carts/${cartId}/checkout`, {
      data: {
        customer: { name: 'Guest', email: 'not-an-email' },
        billing_address: { ...address, first_name: undefined, city: 7 },
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.map((error) => error.source?.pointer)).toEqual([
      '/data/customer/email',
      '/data/billing_address/first_name',
      '/data/billing_address/city',
      '/data/shipping_address',
    ]);
    const nobody = await send('POST', `/v2/carts/${cartId}/checkout`, { data: addresses });
    expect(nobody.status).toBe(422);
    expect(nobody.body.errors[0].source?.pointer).toBe('/data/customer');
  });

  it('refuses an empty cart, a preview cart and an unknown cart', async () => {
    const guest = { customer: { name: 'Guest', email: 'guest@example.com' }, ...addresses };
    const empty = newCartId();
    await send('GET', `/v2/carts/${empty}`);
    const emptyCheckout = await send('POST', `/v2/carts/${empty}/checkout`, { data: guest });
    expect(emptyCheckout.status).toBe(400);
    expect(emptyCheckout.body.errors[0].detail).toBe('Cannot check out an empty cart');

    const preview = await fullCart();
    await send('PUT', `/v2/carts/${preview}`, { data: { snapshot_date: '2026-09-10T00:12:00Z' } });
    expect((await send('POST', `/v2/carts/${preview}/checkout`, { data: guest })).status).toBe(400);

    expect((await send('POST', '/v2/carts/unknown-cart/checkout', { data: guest })).status).toBe(404);
  });
});

describe('cart associations', () => {
  it('associates a customer and an account, and keeps a customer from losing their last cart', async () => {
    const cartId = newCartId();
    const customer = await send<{ data: { type: string; id: string }[] }>(
      'POST',
      `/v2/carts/${cartId}/relationships/customers`,
      {
        data: [{ type: 'customer', id: CUSTOMER_ID }],
      },
    );
    expect(customer.status).toBe(200);
    expect(customer.body.data).toEqual([{ type: 'customer', id: CUSTOMER_ID }]);
    const account = await send('POST', `/v2/carts/${cartId}/relationships/accounts`, {
      data: [{ type: 'account', id: ACCOUNT_ID }],
    });
    expect(account.status).toBe(200);
    const cart = await send<{ data: { relationships: Record<string, { data: unknown }> } }>(
      'GET',
      `/v2/carts/${cartId}`,
    );
    expect(cart.body.data.relationships.customers.data).toEqual([{ type: 'customer', id: CUSTOMER_ID }]);
    expect(cart.body.data.relationships.accounts.data).toEqual([{ type: 'account', id: ACCOUNT_ID }]);

    const last = await send('DELETE', `/v2/carts/${cartId}`);
    expect(last.status).toBe(400);
    expect(last.body.errors[0].title).toBe('Last cart');
    expect(
      (
        await send('DELETE', `/v2/carts/${cartId}/relationships/customers`, {
          data: [{ type: 'customer', id: CUSTOMER_ID }],
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await send('DELETE', `/v2/carts/${cartId}/relationships/accounts`, {
          data: [{ type: 'account', id: ACCOUNT_ID }],
        })
      ).status,
    ).toBe(204);
    expect((await send('DELETE', `/v2/carts/${cartId}`)).status).toBe(204);

    const withEmail = newCartId();
    await send('PUT', `/v2/carts/${withEmail}`, { data: { contact: { email: 'guest@example.com' } } });
    const refused = await send('POST', `/v2/carts/${withEmail}/relationships/customers`, {
      data: [{ type: 'customer', id: CUSTOMER_ID }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].title).toBe('Cannot associate customers to carts with contact emails');
  });

  it('adds a priced shipping group to the cart and order totals', async () => {
    const cartId = newCartId();
    const added = await send<{ data: { id: string }[] }>('POST', `/v2/carts/${cartId}/items`, {
      data: { type: 'custom_item', name: 'Lamp', sku: 'lamp', quantity: 1, price: { amount: 4000 } },
    });
    const refused = await send('POST', `/v2/carts/${cartId}/shipping-groups`, {
      data: { type: 'shipping_group', shipping_price: { total: -5 } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].source).toEqual({ pointer: '/data/shipping_price/total' });
    const group = await send<{ data: { id: string; shipping_price: unknown } }>(
      'POST',
      `/v2/carts/${cartId}/shipping-groups`,
      {
        data: { type: 'shipping_group', shipping_type: 'Express', shipping_price: { base: 900, fees: 100 } },
      },
    );
    expect(group.body.data.shipping_price).toEqual({
      total: 1000,
      base: 900,
      tax: 0,
      fees: 100,
      discount: 0,
    });
    await send('PUT', `/v2/carts/${cartId}/items/${added.body.data[0].id}`, {
      data: { shipping_group_id: group.body.data.id },
    });
    const cart = await send<{ data: { meta: { display_price: Record<string, Money> } } }>(
      'GET',
      `/v2/carts/${cartId}`,
    );
    expect(cart.body.data.meta.display_price.with_tax.amount).toBe(5000);
    expect(cart.body.data.meta.display_price.shipping.amount).toBe(1000);
    const order = await send('POST', `/v2/carts/${cartId}/checkout`, {
      data: { customer: { name: 'Guest', email: 'guest@example.com' }, ...addresses },
    });
    expect(order.body.data.meta.display_price.with_tax.amount).toBe(5000);
    expect(order.body.data.meta.display_price.shipping.amount).toBe(1000);
    expect(order.body.data.meta.display_price.balance_owing.amount).toBe(5000);
  });

  it("checks out as an account member with the member's token, and refuses a token for someone else", async () => {
    const members = await send<{ data: { id: string; email: string }[] }>('GET', '/v2/account-members');
    const member = members.body.data[0];
    const signedIn = await send<{ data: { account_id: string; token: string }[] }>(
      'POST',
      '/v2/account-members/tokens',
      {
        data: {
          type: 'account_management_authentication_token',
          authentication_mechanism: 'password',
          password_profile_id: SEEDED_PASSWORD_PROFILE_ID,
          username: member.email,
          password: DEMO_SHOPPER_PASSWORD,
        },
      },
    );
    expect(signedIn.status).toBe(201);
    const [{ account_id: accountId, token: memberToken }] = signedIn.body.data;
    const cartId = await fullCart();
    const checkout = (account: string, header: string) =>
      checkoutWith(
        cartId,
        { 'EP-Account-Management-Authentication-Token': header },
        {
          account: { id: account },
          contact: { name: 'Buyer', email: 'buyer@example.com' },
        },
      );
    expect((await checkout(accountId, 'not-a-token')).status).toBe(401);
    expect((await checkout(ACCOUNT_ID, memberToken)).status).toBe(403);
    const order = await checkout(accountId, memberToken);
    expect(order.status).toBe(201);
    expect(order.body.data.contact).toEqual({ name: 'Buyer', email: 'buyer@example.com' });
    expect(order.body.data.relationships.account).toEqual({ data: { type: 'account', id: accountId } });
    expect(order.body.data.relationships.account_member).toEqual({
      data: { type: 'account_member', id: member.id },
    });
  });

  it('checks out as the customer whose token is sent', async () => {
    const customers = await send<{ data: { id: string; email: string }[] }>('GET', '/v2/customers');
    // Seeded customers sign in with the demo shopper password; the one this file added has none.
    const customer = customers.body.data.find((candidate) => candidate.id !== CUSTOMER_ID)!;
    const signedIn = await send<{ data: { token: string } }>('POST', '/v2/customers/tokens', {
      data: { type: 'token', email: customer.email, password: DEMO_SHOPPER_PASSWORD },
    });
    const cartId = await fullCart();
    const checkout = (header: string, json: Record<string, unknown>) =>
      checkoutWith(cartId, { 'X-Moltin-Customer-Token': header }, json);
    expect((await checkout('nope', { customer: {} })).status).toBe(401);
    expect((await checkout(signedIn.body.data.token, { customer: { id: CUSTOMER_ID } })).status).toBe(403);
    const order = await checkout(signedIn.body.data.token, { customer: {} });
    expect(order.status).toBe(201);
    expect(order.body.data.relationships.customer).toEqual({ data: { type: 'customer', id: customer.id } });
  });
});
