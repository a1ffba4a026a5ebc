import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const CART = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const USER_ERRORS = 'userErrors { field message code }';
const money = (amount: number) => ({ amount, currency: 'USD', formatted: `$${(amount / 100).toFixed(2)}` });

const CART_DOCUMENT = {
  id: CART,
  type: 'cart',
  name: 'Office',
  discount_settings: { custom_discounts_enabled: true },
  meta: {
    display_price: {
      with_tax: money(2675),
      without_tax: money(1500),
      tax: money(175),
      discount: money(-500),
      without_discount: money(2000),
      shipping: money(1000),
    },
  },
  relationships: { custom_discounts: { data: [{ type: 'custom_discount', id: 'cd-cart' }] } },
};

const LINE = {
  id: 'line-1',
  type: 'cart_item',
  product_id: 'p1',
  name: 'Tote',
  sku: 'TOTE',
  quantity: 1,
  unit_price: { amount: 2000, currency: 'USD', includes_tax: false },
  value: { amount: 2000, currency: 'USD', includes_tax: false },
  shipping_group_id: 'sg-1',
  relationships: {
    taxes: { data: [{ type: 'tax_item', id: 'tax-1' }] },
    custom_discounts: { data: [{ type: 'custom_discount', id: 'cd-line' }] },
  },
};

const customDiscount = (id: string, amount: number) => ({
  type: 'custom_discount',
  id,
  amount: money(amount),
  description: 'Loyalty',
  discount_code: 'LOYAL',
  discount_engine: 'Engine',
  external_id: `ext-${id}`,
});

const INCLUDED = {
  items: [LINE],
  tax_items: [{ type: 'tax_item', id: 'tax-1', name: 'Sales', jurisdiction: 'CA', code: 'CA', rate: 0.0875 }],
  custom_discounts: [customDiscount('cd-cart', -300), customDiscount('cd-line', -200)],
};

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** Records every write to the cart's sub-resources and answers the cart with its includes. */
function recordCart(calls: Call[], answer: (call: Call) => Response | undefined = () => undefined) {
  const record = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const text = await request.text();
    const call: Call = {
      method: request.method,
      path: url.pathname,
      body: text ? (JSON.parse(text) as unknown) : null,
      headers: request.headers,
    };
    calls.push(call);
    return answer(call) ?? HttpResponse.json({ data: [] }, { status: request.method === 'POST' ? 201 : 200 });
  };
  return [
    http.get(`${PROVIDER}/v2/carts/${CART}`, () =>
      HttpResponse.json({ data: CART_DOCUMENT, included: INCLUDED }),
    ),
    http.post(`${PROVIDER}/v2/carts/${CART}/*`, record),
    http.put(`${PROVIDER}/v2/carts/${CART}/*`, record),
    http.delete(`${PROVIDER}/v2/carts/${CART}/*`, record),
  ];
}

describe('cart adjustments', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('reads custom discounts, taxes and the shipping group of a cart and its lines from one call', async () => {
    let calls = 0;
    let include: string | null = null;
    provider.use(
      http.get(`${PROVIDER}/v2/carts/${CART}`, ({ request }) => {
        calls += 1;
        include = new URL(request.url).searchParams.get('include');
        return HttpResponse.json({ data: CART_DOCUMENT, included: INCLUDED });
      }),
    );
    const result = await gateway.execute(
      `{ cart(id: "${CART}") { customDiscountsEnabled totals { withTax { amount } shipping { amount } }
        customDiscounts { id amount { amount } discountCode }
        items { id shippingGroupId taxes { id name rate amount } customDiscounts { id amount { amount } externalId } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(calls).toBe(1);
    expect(include).toBe('items,tax_items,custom_discounts');
    expect(result.data?.cart).toEqual({
      customDiscountsEnabled: true,
      totals: { withTax: { amount: 2675 }, shipping: { amount: 1000 } },
      customDiscounts: [{ id: 'cd-cart', amount: { amount: -300 }, discountCode: 'LOYAL' }],
      items: [
        {
          id: 'line-1',
          shippingGroupId: 'sg-1',
          taxes: [{ id: 'tax-1', name: 'Sales', rate: 0.0875, amount: null }],
          customDiscounts: [{ id: 'cd-line', amount: { amount: -200 }, externalId: 'ext-cd-line' }],
        },
      ],
    });
  });

  it('sends custom discounts to the cart (a list) and to a line, negative; checks the amount first', async () => {
    const calls: Call[] = [];
    provider.use(...recordCart(calls));
    const input = `{ amount: 500, description: " Loyalty ", discountCode: "LOYAL", discountEngine: "Engine", externalId: "x-1" }`;
    const onCart = await gateway.execute(
      `mutation { addCartCustomDiscount(cartId: "${CART}", input: ${input}) { cart { id } ${USER_ERRORS} } }`,
    );
    expect(onCart.data?.addCartCustomDiscount).toEqual({ cart: { id: CART }, userErrors: [] });
    await gateway.execute(
      `mutation { addCartCustomDiscount(cartId: "${CART}", itemId: "line-1", input: ${input}) { cart { id } } }`,
    );
    await gateway.execute(
      `mutation { updateCartCustomDiscount(cartId: "${CART}", itemId: "line-1", id: "cd-line", input: ${input}) { cart { id } } }`,
    );
    await gateway.execute(
      `mutation { removeCartCustomDiscount(cartId: "${CART}", id: "cd-cart") { cart { id } } }`,
    );
    const document = {
      type: 'custom_discount',
      amount: { amount: -500 },
      description: 'Loyalty',
      discount_code: 'LOYAL',
      discount_engine: 'Engine',
      external_id: 'x-1',
    };
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: `/v2/carts/${CART}/custom-discounts`,
        body: { data: [document], options: { add_all_or_nothing: true } },
      },
      { method: 'POST', path: `/v2/carts/${CART}/items/line-1/custom-discounts`, body: { data: document } },
      {
        method: 'PUT',
        path: `/v2/carts/${CART}/items/line-1/custom-discounts/cd-line`,
        body: { data: document },
      },
      { method: 'DELETE', path: `/v2/carts/${CART}/custom-discounts/cd-cart`, body: null },
    ]);

    const zero = await gateway.execute(
      `mutation { addCartCustomDiscount(cartId: "${CART}", input: { amount: 0, description: "d", discountCode: "c", discountEngine: "e", externalId: "x" }) { cart { id } ${USER_ERRORS} } }`,
    );
    expect(zero.data?.addCartCustomDiscount).toEqual({
      cart: null,
      userErrors: [
        { field: ['amount'], message: 'Enter an amount above zero, in minor units', code: 'INVALID' },
      ],
    });
    expect(calls).toHaveLength(4);
  });

  it('puts a custom discount refused by the provider on its field (bulk pointers included)', async () => {
    provider.use(
      ...recordCart([], () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'discount_engine is required',
                source: { pointer: '/data/0/discount_engine' },
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const result = await gateway.execute(
      `mutation { addCartCustomDiscount(cartId: "${CART}", input: { amount: 1, description: "d", discountCode: "c", discountEngine: "", externalId: "x" }) { cart { id } ${USER_ERRORS} } }`,
    );
    expect(result.data?.addCartCustomDiscount).toEqual({
      cart: null,
      userErrors: [{ field: ['discountEngine'], message: 'discount_engine is required', code: 'INVALID' }],
    });
  });

  it('sends line taxes one by one and in bulk; a rate and an amount together are refused', async () => {
    const calls: Call[] = [];
    provider.use(...recordCart(calls));
    await gateway.execute(
      `mutation { addCartItemTax(cartId: "${CART}", itemId: "line-1", input: { name: "Sales", jurisdiction: "CA", rate: 0.0875 }) { cart { id } } }`,
    );
    await gateway.execute(
      `mutation { updateCartItemTax(cartId: "${CART}", itemId: "line-1", id: "tax-1", input: { amount: 120 }) { cart { id } } }`,
    );
    await gateway.execute(
      `mutation { removeCartItemTax(cartId: "${CART}", itemId: "line-1", id: "tax-1") { cart { id } } }`,
    );
    const bulk = await gateway.execute(
      `mutation { addCartTaxes(cartId: "${CART}", taxes: [{ itemId: "line-1", tax: { code: "VAT", rate: 0.2 } }]) { cart { id } ${USER_ERRORS} } }`,
    );
    expect(bulk.data?.addCartTaxes).toEqual({ cart: { id: CART }, userErrors: [] });
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: `/v2/carts/${CART}/items/line-1/taxes`,
        body: { data: { type: 'tax_item', name: 'Sales', jurisdiction: 'CA', rate: 0.0875 } },
      },
      {
        method: 'PUT',
        path: `/v2/carts/${CART}/items/line-1/taxes/tax-1`,
        body: { data: { type: 'tax_item', amount: 120 } },
      },
      { method: 'DELETE', path: `/v2/carts/${CART}/items/line-1/taxes/tax-1`, body: null },
      {
        method: 'POST',
        path: `/v2/carts/${CART}/taxes`,
        body: {
          data: [
            {
              type: 'tax_item',
              code: 'VAT',
              rate: 0.2,
              relationships: { item: { data: { type: 'cart_item', id: 'line-1' } } },
            },
          ],
          options: { add_all_or_nothing: true },
        },
      },
    ]);
    const both = await gateway.execute(
      `mutation { addCartTaxes(cartId: "${CART}", taxes: [{ itemId: "line-1", tax: { rate: 0.2, amount: 5 } }]) { cart { id } ${USER_ERRORS} } }`,
    );
    expect(both.data?.addCartTaxes).toEqual({
      cart: null,
      userErrors: [
        {
          field: ['taxes', '0', 'tax', 'rate'],
          message: 'Enter a rate or an amount, not both',
          code: 'INVALID',
        },
      ],
    });
    expect(calls).toHaveLength(4);
  });

  it('creates a priced shipping group, puts a line in it, and reads groups as a list and by id', async () => {
    const calls: Call[] = [];
    const group = {
      type: 'shipping_group',
      id: 'sg-1',
      shipping_type: 'express',
      shipping_price: { total: 1000, base: 1000, tax: 0, fees: 0, discount: 0 },
    };
    provider.use(
      ...recordCart(calls),
      http.get(`${PROVIDER}/v2/carts/${CART}/shipping-groups`, () => HttpResponse.json({ data: [group] })),
      http.get(`${PROVIDER}/v2/carts/${CART}/shipping-groups/:id`, ({ params }) =>
        params.id === 'sg-1'
          ? HttpResponse.json({ data: group })
          : HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 }),
      ),
    );
    const created = await gateway.execute(
      `mutation { createCartShippingGroup(cartId: "${CART}", input: { shippingType: "express", priceTotal: 1000 }) {
        cart { shippingGroups { id shippingType price { total } } one: shippingGroup(id: "sg-1") { id } none: shippingGroup(id: "nope") { id } }
        ${USER_ERRORS} } }`,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createCartShippingGroup).toEqual({
      cart: {
        shippingGroups: [{ id: 'sg-1', shippingType: 'express', price: { total: 1000 } }],
        one: { id: 'sg-1' },
        none: null,
      },
      userErrors: [],
    });
    await gateway.execute(
      `mutation { setCartItemShippingGroup(cartId: "${CART}", itemId: "line-1", shippingGroupId: "sg-1") { cart { id } } }`,
    );
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: `/v2/carts/${CART}/shipping-groups`,
        body: {
          data: {
            type: 'shipping_group',
            shipping_type: 'express',
            shipping_price: { total: 1000, base: 1000, tax: 0, fees: 0, discount: 0 },
          },
        },
      },
      {
        method: 'PUT',
        path: `/v2/carts/${CART}/items/line-1`,
        body: { data: { type: 'cart_item', id: 'line-1', shipping_group_id: 'sg-1' } },
      },
    ]);
  });

  it('bulk-updates quantities, clears the lines and merges another cart', async () => {
    const calls: Call[] = [];
    provider.use(...recordCart(calls));
    await gateway.execute(
      `mutation { updateCartItems(cartId: "${CART}", items: [{ itemId: "line-1", quantity: 3 }]) { cart { id } } }`,
    );
    await gateway.execute(`mutation { clearCartItems(cartId: "${CART}") { cart { id } } }`);
    await gateway.execute(`mutation { mergeCart(cartId: "${CART}", fromCartId: "other") { cart { id } } }`);
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PUT',
        path: `/v2/carts/${CART}/items`,
        body: { data: [{ id: 'line-1', quantity: 3 }], options: { update_all_or_nothing: true } },
      },
      { method: 'DELETE', path: `/v2/carts/${CART}/items`, body: null },
      {
        method: 'POST',
        path: `/v2/carts/${CART}/items`,
        body: { data: { type: 'cart_items', cart_id: 'other' }, options: { add_all_or_nothing: true } },
      },
    ]);
    const self = await gateway.execute(
      `mutation { mergeCart(cartId: "${CART}", fromCartId: "${CART}") { cart { id } ${USER_ERRORS} } }`,
    );
    expect(self.data?.mergeCart).toEqual({
      cart: null,
      userErrors: [{ field: ['fromCartId'], message: 'Choose another cart than this one', code: 'INVALID' }],
    });
    const negative = await gateway.execute(
      `mutation { updateCartItems(cartId: "${CART}", items: [{ itemId: "line-1", quantity: -1 }]) { cart { id } ${USER_ERRORS} } }`,
    );
    expect(negative.data?.updateCartItems).toEqual({
      cart: null,
      userErrors: [
        { field: ['items', '0', 'quantity'], message: 'Enter a quantity of 0 or more', code: 'INVALID' },
      ],
    });
    expect(calls).toHaveLength(3);
  });

  it('associates a customer and an account with their tokens in the provider headers', async () => {
    const calls: Call[] = [];
    provider.use(...recordCart(calls));
    await gateway.execute(
      `mutation { associateCartCustomer(cartId: "${CART}", customerId: "cu-1", customerToken: "ct-1") { cart { id } } }`,
    );
    await gateway.execute(
      `mutation { associateCartAccount(cartId: "${CART}", accountId: "ac-1", accountToken: "at-1") { cart { id } } }`,
    );
    await gateway.execute(
      `mutation { dissociateCartAccount(cartId: "${CART}", accountId: "ac-1") { cart { id } } }`,
    );
    expect(
      calls.map(({ method, path, body, headers }) => ({
        method,
        path,
        body,
        customerToken: headers.get('x-moltin-customer-token'),
        accountToken: headers.get('ep-account-management-authentication-token'),
      })),
    ).toEqual([
      {
        method: 'POST',
        path: `/v2/carts/${CART}/relationships/customers`,
        body: { data: [{ type: 'customer', id: 'cu-1' }] },
        customerToken: 'ct-1',
        accountToken: null,
      },
      {
        method: 'POST',
        path: `/v2/carts/${CART}/relationships/accounts`,
        body: { data: [{ type: 'account', id: 'ac-1' }] },
        customerToken: null,
        accountToken: 'at-1',
      },
      {
        method: 'DELETE',
        path: `/v2/carts/${CART}/relationships/accounts`,
        body: { data: [{ type: 'account', id: 'ac-1' }] },
        customerToken: null,
        accountToken: null,
      },
    ]);
  });

  it('checks out as an account member with the token header and `contact`; a refused token is a user error', async () => {
    const calls: Call[] = [];
    let refuse = false;
    provider.use(
      ...recordCart(calls, () =>
        refuse
          ? HttpResponse.json({ errors: [{ status: '401', title: 'Unauthorized' }] }, { status: 401 })
          : HttpResponse.json({ data: { type: 'order', id: 'order-1' } }, { status: 201 }),
      ),
    );
    const address = {
      firstName: 'Ada',
      lastName: 'L',
      line1: '1 Way',
      city: 'X',
      postcode: '1',
      country: 'US',
    };
    const mutation = `mutation ($input: CheckoutInput!) { checkoutCart(cartId: "${CART}", input: $input) { order { id } ${USER_ERRORS} } }`;
    const input = {
      account: { accountId: 'ac-1', name: 'Ada', email: 'ada@example.com', accountToken: 'at-1' },
      billingAddress: address,
      shippingAddress: address,
      orderNumber: 'A-1',
    };
    const placed = await gateway.execute(mutation, { input });
    expect(placed.data?.checkoutCart).toEqual({ order: { id: 'order-1' }, userErrors: [] });
    expect(calls[0]?.headers.get('ep-account-management-authentication-token')).toBe('at-1');
    expect(calls[0]?.body).toMatchObject({
      data: { account: { id: 'ac-1' }, contact: { name: 'Ada', email: 'ada@example.com' } },
    });

    refuse = true;
    const refused = await gateway.execute(mutation, { input });
    expect(refused.errors).toBeUndefined();
    expect(refused.data?.checkoutCart).toEqual({
      order: null,
      userErrors: [
        {
          field: ['account', 'accountToken'],
          message: 'The shopper token is not valid for this cart or has expired; sign the shopper in again',
          code: 'INVALID_TOKEN',
        },
      ],
    });
  });

  it('signs an account member in; wrong credentials are a user error on the password', async () => {
    let body: unknown;
    let wrong = false;
    provider.use(
      http.post(`${PROVIDER}/v2/account-members/tokens`, async ({ request }) => {
        body = await request.json();
        if (wrong)
          return HttpResponse.json({ errors: [{ status: '401', title: 'Unauthorized' }] }, { status: 401 });
        return HttpResponse.json(
          {
            data: [
              {
                type: 'account_management_authentication_token',
                account_id: 'ac-1',
                account_name: 'Acme',
                token: 'at-1',
                expires: '2030-01-01T00:00:00.000Z',
              },
            ],
            meta: { account_member_id: 'm-1' },
          },
          { status: 201 },
        );
      }),
    );
    const mutation = `mutation { createAccountMemberToken(input: { passwordProfileId: "pp-1", username: " ada ", password: "secret" }) {
      accountMemberId tokens { accountId accountName token expiresAt } ${USER_ERRORS} } }`;
    const signed = await gateway.execute(mutation);
    expect(signed.data?.createAccountMemberToken).toEqual({
      accountMemberId: 'm-1',
      tokens: [
        { accountId: 'ac-1', accountName: 'Acme', token: 'at-1', expiresAt: '2030-01-01T00:00:00.000Z' },
      ],
      userErrors: [],
    });
    expect(body).toEqual({
      data: {
        type: 'account_management_authentication_token',
        authentication_mechanism: 'password',
        password_profile_id: 'pp-1',
        username: 'ada',
        password: 'secret',
      },
    });
    wrong = true;
    const refused = await gateway.execute(mutation);
    expect(refused.errors).toBeUndefined();
    expect(refused.data?.createAccountMemberToken).toEqual({
      accountMemberId: null,
      tokens: [],
      userErrors: [
        { field: ['password'], message: 'Incorrect username or password', code: 'INVALID_CREDENTIALS' },
      ],
    });
  });
});

describe('customer tokens and addresses, order shipping groups and transactions by id', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('signs a customer in for a token; wrong credentials are a user error on the password', async () => {
    let body: unknown;
    let wrong = false;
    provider.use(
      http.post(`${PROVIDER}/v2/customers/tokens`, async ({ request }) => {
        body = await request.json();
        if (wrong)
          return HttpResponse.json({ errors: [{ status: '401', title: 'Unauthorized' }] }, { status: 401 });
        return HttpResponse.json({
          data: { type: 'token', id: 't', customer_id: 'cu-1', token: 'ct-1', expires: 1893456000 },
        });
      }),
    );
    const mutation = `mutation { createCustomerToken(input: { email: " ada@example.com ", password: "pw" }) { customerId token expiresAt ${USER_ERRORS} } }`;
    const signed = await gateway.execute(mutation);
    expect(signed.data?.createCustomerToken).toEqual({
      customerId: 'cu-1',
      token: 'ct-1',
      expiresAt: '2030-01-01T00:00:00.000Z',
      userErrors: [],
    });
    expect(body).toEqual({
      data: { type: 'token', authentication_mechanism: 'password', email: 'ada@example.com', password: 'pw' },
    });
    wrong = true;
    const refused = await gateway.execute(mutation);
    expect(refused.data?.createCustomerToken).toEqual({
      customerId: null,
      token: null,
      expiresAt: null,
      userErrors: [
        { field: ['password'], message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' },
      ],
    });
  });

  it("reads a customer's address by id", async () => {
    provider.use(
      http.get(`${PROVIDER}/v2/customers/cu-1`, () =>
        HttpResponse.json({ data: { type: 'customer', id: 'cu-1', name: 'Ada', email: 'a@example.com' } }),
      ),
      http.get(`${PROVIDER}/v2/customers/cu-1/addresses/:id`, ({ params }) =>
        params.id === 'ad-1'
          ? HttpResponse.json({ data: { type: 'address', id: 'ad-1', line_1: '1 Way', city: 'Leeds' } })
          : HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 }),
      ),
    );
    const result = await gateway.execute(
      `{ customer(id: "cu-1") { one: address(id: "ad-1") { id line1 city } none: address(id: "ad-2") { id } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.customer).toEqual({ one: { id: 'ad-1', line1: '1 Way', city: 'Leeds' }, none: null });
  });

  it("reads an order's shipping group and transaction by id", async () => {
    provider.use(
      http.get(`${PROVIDER}/v2/orders/o-1`, () =>
        HttpResponse.json({ data: { type: 'order', id: 'o-1', status: 'incomplete' } }),
      ),
      http.get(`${PROVIDER}/v2/orders/o-1/shipping-groups/sg-1`, () =>
        HttpResponse.json({ data: { type: 'shipping_group', id: 'sg-1', shipping_type: 'express' } }),
      ),
      http.get(`${PROVIDER}/v2/orders/o-1/transactions/t-1`, () =>
        HttpResponse.json({
          data: {
            type: 'transaction',
            id: 't-1',
            gateway: 'manual',
            'transaction-type': 'purchase',
            status: 'complete',
            amount: 1000,
            currency: 'USD',
          },
        }),
      ),
    );
    const result = await gateway.execute(
      `{ order(id: "o-1") { shippingGroup(id: "sg-1") { id shippingType } transaction(id: "t-1") { id orderId status amount { amount } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.order).toEqual({
      shippingGroup: { id: 'sg-1', shippingType: 'express' },
      transaction: { id: 't-1', orderId: 'o-1', status: 'COMPLETE', amount: { amount: 1000 } },
    });
  });
});
