import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const CART = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const USER_ERRORS = 'userErrors { field message code }';
const money = (amount: number) => ({ amount, currency: 'USD', formatted: `$${(amount / 100).toFixed(2)}` });

function cartResource(id = CART, customers: string[] = []) {
  return {
    id,
    type: 'cart',
    name: 'Weekend',
    description: '',
    meta: {
      display_price: {
        with_tax: money(3798),
        without_tax: money(3798),
        tax: money(0),
        discount: money(-200),
        without_discount: money(3998),
      },
      timestamps: { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z' },
    },
    relationships: {
      customers: { data: customers.map((customerId) => ({ type: 'customer', id: customerId })) },
    },
  };
}

const ITEMS = [
  {
    id: 'line-1',
    type: 'cart_item',
    product_id: 'p1',
    name: 'Tote',
    sku: 'TOTE',
    quantity: 2,
    unit_price: { amount: 1999, currency: 'USD', includes_tax: true },
    value: { amount: 3998, currency: 'USD', includes_tax: true },
    discounts: [
      { id: 'promo-1', code: 'WELCOME10', amount: { amount: -200, currency: 'USD', includes_tax: true } },
    ],
    meta: {
      display_price: {
        with_tax: { unit: money(1899), value: money(3798) },
        discount: { unit: money(-100), value: money(-200) },
      },
    },
  },
  {
    id: 'promo-1',
    type: 'promotion_item',
    name: 'Welcome',
    sku: 'WELCOME10',
    code: 'WELCOME10',
    quantity: 1,
    unit_price: { amount: -200, currency: 'USD' },
    value: { amount: -200, currency: 'USD' },
  },
];

const customer = (id: string) => ({
  id,
  type: 'customer',
  name: `Customer ${id}`,
  email: `${id}@example.com`,
});

describe('carts', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('lists carts with the filter, sort and page encoded, and their customers in one batched call', async () => {
    let url: URL | undefined;
    const customerCalls: string[] = [];
    provider.use(
      http.get(`${PROVIDER}/v2/carts`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({
          data: [cartResource('a', ['c1']), cartResource('b', ['c2'])],
          meta: { page: { limit: 10, offset: 0, current: 1, total: 2 }, results: { total: 2 } },
        });
      }),
      http.get(`${PROVIDER}/v2/customers`, ({ request }) => {
        customerCalls.push(new URL(request.url).searchParams.get('filter') ?? '');
        return HttpResponse.json({
          data: [customer('c1'), customer('c2')],
          meta: { page: { limit: 100, offset: 0, current: 1, total: 2 }, results: { total: 2 } },
        });
      }),
    );
    const result = await gateway.execute(
      `{ carts(filter: { name: { like: "week" } }, sort: [{ field: UPDATED_AT, direction: DESC }], page: { limit: 10 }) {
        items { id totals { withTax { formatted } } customers { email } } pageInfo { total } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('filter')).toBe('like(name,*week*)');
    expect(url?.searchParams.get('sort')).toBe('-updated_at');
    expect(url?.searchParams.get('page[limit]')).toBe('10');
    expect(customerCalls).toHaveLength(1);
    expect(result.data?.carts).toEqual({
      items: [
        { id: 'a', totals: { withTax: { formatted: '$37.98' } }, customers: [{ email: 'c1@example.com' }] },
        { id: 'b', totals: { withTax: { formatted: '$37.98' } }, customers: [{ email: 'c2@example.com' }] },
      ],
      pageInfo: { total: 2 },
    });
  });

  it('reads a cart with its lines in one call: prices, discounts, line totals and codes', async () => {
    let include: string | null = null;
    provider.use(
      http.get(`${PROVIDER}/v2/carts/${CART}`, ({ request }) => {
        include = new URL(request.url).searchParams.get('include');
        return HttpResponse.json({ data: cartResource(), included: { items: ITEMS } });
      }),
    );
    const result = await gateway.execute(
      `{ cart(id: "${CART}") { name description totals { discount { amount } withTax { formatted } }
        items { id type sku quantity unitPrice { amount formatted } discounts { code amount { amount } } totals { withTax { amount } } }
        promotions { code amount { amount formatted } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(include).toBe('items,tax_items,custom_discounts');
    expect(result.data?.cart).toEqual({
      name: 'Weekend',
      description: null,
      totals: { discount: { amount: -200 }, withTax: { formatted: '$37.98' } },
      items: [
        {
          id: 'line-1',
          type: 'PRODUCT',
          sku: 'TOTE',
          quantity: 2,
          unitPrice: { amount: 1999, formatted: '$19.99' },
          discounts: [{ code: 'WELCOME10', amount: { amount: -200 } }],
          totals: { withTax: { amount: 3798 } },
        },
      ],
      promotions: [{ code: 'WELCOME10', amount: { amount: -200, formatted: '-$2.00' } }],
    });
  });

  it('creates a cart with POST v2/carts under the id the provider chooses', async () => {
    let body: unknown;
    const created = '7d3c1a52-0000-4000-8000-000000000001';
    provider.use(
      http.post(`${PROVIDER}/v2/carts`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: cartResource(created) }, { status: 201 });
      }),
      http.get(`${PROVIDER}/v2/carts/:id`, ({ params }) =>
        HttpResponse.json({ data: cartResource(String(params.id)), included: { items: [] } }),
      ),
    );
    const result = await gateway.execute(
      `mutation { createCart(input: { name: "Phone order", customDiscountsEnabled: true }) { cart { id } ${USER_ERRORS} } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(body).toEqual({
      data: { name: 'Phone order', discount_settings: { custom_discounts_enabled: true } },
    });
    expect(result.data?.createCart).toEqual({ cart: { id: created }, userErrors: [] });
  });

  it('sends product and custom items in the provider shape, quantity 1 by default; a custom price error points at amount', async () => {
    const bodies: unknown[] = [];
    provider.use(
      http.post(`${PROVIDER}/v2/carts/${CART}/items`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 2) {
          return HttpResponse.json(
            {
              errors: [
                {
                  status: '422',
                  title: 'Failed Validation',
                  detail: 'Must be greater than or equal to 0',
                  source: { pointer: '/data/price/amount' },
                },
              ],
            },
            { status: 422 },
          );
        }
        return HttpResponse.json({ data: ITEMS }, { status: 201 });
      }),
      http.get(`${PROVIDER}/v2/carts/${CART}`, () =>
        HttpResponse.json({ data: cartResource(), included: { items: ITEMS } }),
      ),
    );
    const added = await gateway.execute(
      `mutation { addCartProductItem(cartId: "${CART}", input: { sku: "TOTE", quantity: 2 }) { cart { id } ${USER_ERRORS} } }`,
    );
    expect(added.data?.addCartProductItem).toEqual({ cart: { id: CART }, userErrors: [] });
    const refused = await gateway.execute(
      `mutation { addCartCustomItem(cartId: "${CART}", input: { name: "Wrap", amount: -1 }) { cart { id } ${USER_ERRORS} } }`,
    );
    expect(refused.data?.addCartCustomItem).toEqual({
      cart: null,
      userErrors: [{ field: ['amount'], message: 'Must be greater than or equal to 0', code: 'INVALID' }],
    });
    const byId = await gateway.execute(
      `mutation { addCartProductItem(cartId: "${CART}", input: { productId: "p-1" }) { cart { id } ${USER_ERRORS} } }`,
    );
    expect(byId.data?.addCartProductItem).toEqual({ cart: { id: CART }, userErrors: [] });
    // Without a quantity, one of each (spec section 5: default add quantity 1).
    expect(bodies).toEqual([
      { data: { type: 'cart_item', sku: 'TOTE', quantity: 2 } },
      { data: { type: 'custom_item', name: 'Wrap', quantity: 1, price: { amount: -1, includes_tax: true } } },
      { data: { type: 'cart_item', id: 'p-1', quantity: 1 } },
    ]);
  });

  it('puts an unknown promotion code on the code field, and quantity 0 deletes the line', async () => {
    let deleted = '';
    provider.use(
      http.post(`${PROVIDER}/v2/carts/${CART}/items`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Could not apply EP promotion with the given code',
                detail: 'The promotion code NOPE is not valid or has expired',
              },
            ],
          },
          { status: 422 },
        ),
      ),
      http.delete(`${PROVIDER}/v2/carts/${CART}/items/:item`, ({ params }) => {
        deleted = String(params.item);
        return HttpResponse.json({ data: [] });
      }),
      http.get(`${PROVIDER}/v2/carts/${CART}`, () =>
        HttpResponse.json({ data: cartResource(), included: { items: [] } }),
      ),
    );
    const code = await gateway.execute(
      `mutation { applyCartPromotionCode(cartId: "${CART}", code: " NOPE ") { cart { id } ${USER_ERRORS} } }`,
    );
    expect(code.data?.applyCartPromotionCode).toEqual({
      cart: null,
      userErrors: [
        { field: ['code'], message: 'The promotion code NOPE is not valid or has expired', code: 'INVALID' },
      ],
    });
    const zero = await gateway.execute(
      `mutation { updateCartItemQuantity(cartId: "${CART}", itemId: "line-1", quantity: 0) { cart { items { id } } ${USER_ERRORS} } }`,
    );
    expect(zero.data?.updateCartItemQuantity).toEqual({ cart: { items: [] }, userErrors: [] });
    expect(deleted).toBe('line-1');
  });

  it('checks out a guest with snake_case addresses; address errors come back camelCase', async () => {
    let body: unknown;
    provider.use(
      http.get(`${PROVIDER}/v2/orders`, () =>
        HttpResponse.json({ data: [], meta: { results: { total: 0 } } }),
      ),
      http.post(`${PROVIDER}/v2/carts/${CART}/checkout`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'line_1 is required',
                source: { pointer: '/data/shipping_address/line_1' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const address = { firstName: 'Ada', lastName: 'L', line1: '', city: 'X', postcode: '1', country: 'US' };
    const result = await gateway.execute(
      `mutation ($input: CheckoutInput!) { checkoutCart(cartId: "${CART}", input: $input) { order { id } ${USER_ERRORS} } }`,
      {
        input: {
          customer: { name: 'Guest', email: 'g@example.com' },
          billingAddress: address,
          shippingAddress: address,
        },
      },
    );
    expect(result.data?.checkoutCart).toEqual({
      order: null,
      userErrors: [{ field: ['shippingAddress', 'line1'], message: 'line_1 is required', code: 'INVALID' }],
    });
    const provided = {
      first_name: 'Ada',
      last_name: 'L',
      line_1: '',
      city: 'X',
      postcode: '1',
      country: 'US',
    };
    expect(body).toEqual({
      data: {
        customer: { name: 'Guest', email: 'g@example.com' },
        order_number: '10001',
        billing_address: { company_name: '', line_2: '', county: '', ...provided },
        shipping_address: {
          company_name: '',
          line_2: '',
          county: '',
          phone_number: '',
          instructions: '',
          ...provided,
        },
      },
    });
  });

  describe('checkout order numbers and countries', () => {
    const address = {
      firstName: 'Ada',
      lastName: 'L',
      line1: '1 Way',
      city: 'X',
      postcode: '1',
      country: 'DE',
    };
    const mutation = `mutation ($input: CheckoutInput!) { checkoutCart(cartId: "${CART}", input: $input) { order { id orderNumber } ${USER_ERRORS} } }`;
    const guest = { name: 'Guest', email: 'g@example.com' };

    /** The checkout answers with the order number it was sent; the orders list with `recentNumbers`. */
    function storeWithOrders(recentNumbers: (string | undefined)[]) {
      const sent: Record<string, unknown>[] = [];
      const listed: URL[] = [];
      provider.use(
        http.get(`${PROVIDER}/v2/orders`, ({ request }) => {
          listed.push(new URL(request.url));
          return HttpResponse.json({
            data: recentNumbers.map((number, index) => ({
              id: `o-${index}`,
              type: 'order',
              ...(number === undefined ? {} : { order_number: number }),
            })),
            meta: { results: { total: recentNumbers.length } },
          });
        }),
        http.post(`${PROVIDER}/v2/carts/${CART}/checkout`, async ({ request }) => {
          const { data } = (await request.json()) as { data: Record<string, unknown> };
          sent.push(data);
          return HttpResponse.json({
            data: {
              id: 'new-order',
              type: 'order',
              order_number: data.order_number,
              customer: guest,
              billing_address: {},
              shipping_address: {},
            },
          });
        }),
      );
      return { sent, listed };
    }

    it("numbers an order one past the largest whole number among the store's newest orders", async () => {
      const { sent, listed } = storeWithOrders(['10320', 'INV-99999', undefined, '10318', ' 10319 ', '1e9']);
      const result = await gateway.execute(mutation, {
        input: { customer: guest, billingAddress: address, shippingAddress: address },
      });
      expect(result.data?.checkoutCart).toEqual({
        order: { id: 'new-order', orderNumber: '10321' },
        userErrors: [],
      });
      expect(listed[0]?.searchParams.get('sort')).toBe('-created_at');
      expect(listed[0]?.searchParams.get('page[limit]')).toBe('100');
      expect(sent[0]?.order_number).toBe('10321');
    });

    it('keeps an order number the seller gives, without reading the orders; a blank one is assigned', async () => {
      const { sent, listed } = storeWithOrders(['41']);
      await gateway.execute(mutation, {
        input: { customer: guest, billingAddress: address, shippingAddress: address, orderNumber: ' PO-7 ' },
      });
      expect(listed).toHaveLength(0);
      expect(sent[0]?.order_number).toBe('PO-7');
      await gateway.execute(mutation, {
        input: { customer: guest, billingAddress: address, shippingAddress: address, orderNumber: ' ' },
      });
      expect(sent[1]?.order_number).toBe('10001');
    });

    it('refuses a country that is not an ISO 3166-1 alpha-2 code on its address, writing nothing', async () => {
      const { sent, listed } = storeWithOrders([]);
      const result = await gateway.execute(mutation, {
        input: {
          customer: guest,
          billingAddress: { ...address, country: 'Germany' },
          shippingAddress: { ...address, country: 'ZZ' },
          orderNumber: 'x'.repeat(65),
        },
      });
      expect(result.data?.checkoutCart).toEqual({
        order: null,
        userErrors: [
          {
            field: ['billingAddress', 'country'],
            message:
              '"Germany" is not a country code. Enter the 2-letter ISO country code, for example DE for Germany or US for the United States',
            code: 'INVALID',
          },
          {
            field: ['shippingAddress', 'country'],
            message:
              '"ZZ" is not a country code. Enter the 2-letter ISO country code, for example DE for Germany or US for the United States',
            code: 'INVALID',
          },
          {
            field: ['orderNumber'],
            message: 'Enter an order number of at most 64 characters',
            code: 'INVALID',
          },
        ],
      });
      expect(sent).toHaveLength(0);
      expect(listed).toHaveLength(0);
    });
  });
});
