import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';
import { fieldFromPointer } from '../errors';
import { transactionActions } from './orders';
import type { TransactionModel } from './models';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const USER_ERRORS = 'userErrors { field message code }';
const ORDER = 'o-1';

const price = (amount: number, currency = 'USD') => ({
  amount,
  currency,
  formatted: `$${(amount / 100).toFixed(2)}`,
});

const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  line_1: '1 Main St',
  city: 'Springfield',
  postcode: '12345',
  country: 'US',
};

function orderDocument(overrides: Record<string, unknown> = {}) {
  return {
    id: ORDER,
    type: 'order',
    status: 'incomplete',
    payment: 'unpaid',
    shipping: 'unfulfilled',
    anonymized: false,
    order_number: '10001',
    customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
    shipping_address: address,
    billing_address: address,
    meta: {
      display_price: {
        with_tax: price(2400),
        without_tax: price(2000),
        tax: price(400),
        discount: price(-100),
        without_discount: price(2100),
        shipping: price(0),
        balance_owing: price(2400),
        paid: price(0),
        authorized: price(0),
      },
      timestamps: { created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z' },
    },
    relationships: { items: { data: [{ type: 'item', id: 'i-1' }] }, customer: { data: { id: 'c-1' } } },
    ...overrides,
  };
}

function transactionDocument(overrides: Partial<TransactionModel> = {}): TransactionModel {
  return {
    id: 't-1',
    type: 'transaction',
    gateway: 'manual',
    reference: 'manual',
    amount: 2400,
    refunded_amount: 0,
    currency: 'USD',
    'transaction-type': 'purchase',
    status: 'complete',
    meta: { display_price: price(2400), display_refunded_amount: price(0) },
    ...overrides,
  };
}

const list = (data: unknown[]) =>
  HttpResponse.json({
    data,
    meta: { page: { limit: 25, offset: 0, current: 1, total: data.length }, results: { total: data.length } },
  });

const invalid = (detail: string, pointer?: string) =>
  HttpResponse.json(
    {
      errors: [
        { status: '422', title: 'Failed Validation', detail, ...(pointer ? { source: { pointer } } : {}) },
      ],
    },
    { status: 422 },
  );

describe('order queries', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it("filters by the customer's and the account's id and names the order's account", async () => {
    const urls: URL[] = [];
    provider.use(
      http.get(`${PROVIDER}/v2/orders`, ({ request }) => {
        urls.push(new URL(request.url));
        const relationships = { account: { data: { type: 'account', id: 'a-1' } } };
        return list([orderDocument({ relationships }), orderDocument({ id: 'o-2' })]);
      }),
    );
    const result = await gateway.execute(
      `{ orders(filter: { customerId: { eq: "c-1" }, accountId: { eq: "a-1" } }) {
        items { id accountId customer { id } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(urls[0]?.searchParams.get('filter')).toBe('eq(customer_id,c-1):eq(account_id,a-1)');
    expect(result.data?.orders).toEqual({
      items: [
        { id: ORDER, accountId: 'a-1', customer: { id: null } },
        { id: 'o-2', accountId: null, customer: { id: 'c-1' } },
      ],
    });
  });

  it('encodes typed filters for the provider and sorts newest first by default', async () => {
    const urls: URL[] = [];
    provider.use(
      http.get(`${PROVIDER}/v2/orders`, ({ request }) => {
        urls.push(new URL(request.url));
        return list([orderDocument()]);
      }),
    );
    const result = await gateway.execute(
      `{ orders(filter: { payment: { in: [UNPAID, PARTIALLY_PAID] }, shipping: { eq: UNFULFILLED },
          email: { like: "ada" }, createdAt: { ge: "2026-11-01T00:00:00Z" } }, page: { limit: 10 }) {
        items { id status payment shipping orderNumber currency itemCount
          customer { id name email } totals { withTax { amount formatted includesTax } discount { amount } } createdAt }
        pageInfo { total } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(urls[0]?.searchParams.get('filter')).toBe(
      'in(payment,unpaid,partially_paid):eq(shipping,unfulfilled):like(customer.email,*ada*):ge(created_at,"2026-11-01T00:00:00Z")',
    );
    expect(urls[0]?.searchParams.get('sort')).toBe('-created_at');
    expect(urls[0]?.searchParams.get('page[limit]')).toBe('10');
    expect(result.data?.orders).toEqual({
      items: [
        {
          id: ORDER,
          status: 'INCOMPLETE',
          payment: 'UNPAID',
          shipping: 'UNFULFILLED',
          orderNumber: '10001',
          currency: 'USD',
          itemCount: 1,
          customer: { id: 'c-1', name: 'Ada Lovelace', email: 'ada@example.com' },
          totals: {
            withTax: { amount: 2400, formatted: '$24.00', includesTax: true },
            discount: { amount: -100 },
          },
          createdAt: '2026-11-01T10:00:00.000Z',
        },
      ],
      pageInfo: { total: 1 },
    });

    await gateway.execute(`{ orders(sort: [{ field: TOTAL, direction: DESC }]) { items { id } } }`);
    expect(urls[1]?.searchParams.get('sort')).toBe('-with_tax');
  });

  it('derives one payment state from the order: a paid order with part refunded is PARTIALLY_REFUNDED', async () => {
    const displayPrice = (paid: number) => ({ ...orderDocument().meta.display_price, paid: price(paid) });
    const withPayment = (id: string, payment: string, paid: number) =>
      orderDocument({
        id,
        payment,
        meta: { ...orderDocument().meta, display_price: displayPrice(paid) },
      });
    provider.use(
      http.get(`${PROVIDER}/v2/orders`, () =>
        list([
          withPayment('paid', 'paid', 2400),
          withPayment('partly-refunded', 'paid', 1680),
          withPayment('refunded', 'refunded', 0),
          withPayment('partly-paid', 'partially_paid', 1000),
          withPayment('unpaid', 'unpaid', 0),
        ]),
      ),
    );
    const result = await gateway.execute(`{ orders { items { id payment paymentState } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.orders).toEqual({
      items: [
        { id: 'paid', payment: 'PAID', paymentState: 'PAID' },
        { id: 'partly-refunded', payment: 'PAID', paymentState: 'PARTIALLY_REFUNDED' },
        { id: 'refunded', payment: 'REFUNDED', paymentState: 'REFUNDED' },
        { id: 'partly-paid', payment: 'PARTIALLY_PAID', paymentState: 'PARTIALLY_PAID' },
        { id: 'unpaid', payment: 'UNPAID', paymentState: 'UNPAID' },
      ],
    });
  });

  it('reads an order with items, shipping groups and transactions with their actions; null when missing', async () => {
    provider.use(
      http.get(`${PROVIDER}/v2/orders/${ORDER}`, () => HttpResponse.json({ data: orderDocument() })),
      http.get(`${PROVIDER}/v2/orders/${ORDER}/items`, () =>
        list([
          {
            id: 'i-1',
            type: 'order_item',
            name: 'Mug',
            sku: 'MUG-1',
            product_id: 'p-1',
            quantity: 2,
            unit_price: { amount: 1050, currency: 'USD' },
            meta: {
              display_price: {
                without_discount: { unit: price(1050), value: price(2100) },
                discount: { unit: price(-50), value: price(-100) },
                tax: { unit: price(200), value: price(400) },
                with_tax: { unit: price(1200), value: price(2400) },
              },
            },
          },
        ]),
      ),
      http.get(`${PROVIDER}/v2/orders/${ORDER}/shipping-groups`, () =>
        list([
          { id: 'g-1', type: 'shipping_group', shipping_type: 'express', tracking_reference: '1Z', address },
        ]),
      ),
      http.get(`${PROVIDER}/v2/orders/${ORDER}/transactions`, () =>
        list([
          transactionDocument({ id: 't-1', 'transaction-type': 'authorize' }),
          transactionDocument({ id: 't-2', refunded_amount: 400, meta: undefined }),
        ]),
      ),
      http.get(`${PROVIDER}/v2/orders/missing`, () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 }),
      ),
    );
    const result = await gateway.execute(`{
      order(id: "${ORDER}") {
        shippingAddress { firstName line1 country }
        items { sku quantity unitPrice { formatted } discount { amount } total { formatted } }
        shippingGroups { id shippingType trackingReference address { city } }
        transactions { id orderId transactionType actions refundedAmount { amount formatted } refundable { amount formatted } }
      }
      missing: order(id: "missing") { id }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      order: {
        shippingAddress: { firstName: 'Ada', line1: '1 Main St', country: 'US' },
        items: [
          {
            sku: 'MUG-1',
            quantity: 2,
            unitPrice: { formatted: '$10.50' },
            discount: { amount: -100 },
            total: { formatted: '$24.00' },
          },
        ],
        shippingGroups: [
          { id: 'g-1', shippingType: 'express', trackingReference: '1Z', address: { city: 'Springfield' } },
        ],
        transactions: [
          {
            id: 't-1',
            orderId: ORDER,
            transactionType: 'AUTHORIZE',
            actions: ['CAPTURE'],
            refundedAmount: { amount: 0, formatted: '$0.00' },
            refundable: { amount: 0, formatted: '$0.00' },
          },
          {
            id: 't-2',
            orderId: ORDER,
            transactionType: 'PURCHASE',
            actions: ['REFUND'],
            refundedAmount: { amount: 400, formatted: '$4.00' },
            refundable: { amount: 2000, formatted: '$20.00' },
          },
        ],
      },
      missing: null,
    });
  });

  it('merges the three time series of order metrics by timestamp', async () => {
    const queries: URLSearchParams[] = [];
    const record = (request: Request) => queries.push(new URL(request.url).searchParams);
    const day = '2026-11-01T00:00:00.000Z';
    provider.use(
      http.get(`${PROVIDER}/v2/metrics/orders/total`, ({ request }) => {
        record(request);
        return HttpResponse.json({ data: { total: 3 }, meta: { from: day, to: '2026-11-02T00:00:00.000Z' } });
      }),
      http.get(`${PROVIDER}/v2/metrics/orders/timeseries/count`, ({ request }) => {
        record(request);
        return HttpResponse.json({ data: [{ timestamp: day, total: 3 }] });
      }),
      http.get(`${PROVIDER}/v2/metrics/orders/timeseries/value`, () =>
        HttpResponse.json({
          data: [
            { timestamp: day, ...price(7200) },
            { timestamp: day, ...price(900, 'EUR') },
          ],
        }),
      ),
      http.get(`${PROVIDER}/v2/metrics/orders/timeseries/discount`, () =>
        HttpResponse.json({ data: [{ timestamp: day, ...price(100) }] }),
      ),
    );
    const result =
      await gateway.execute(`{ orderMetrics(from: "2026-11-01", to: "2026-11-01", interval: DAY) {
      from to total timeseries { timestamp count value { currency amount } discount { amount } } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.orderMetrics).toEqual({
      from: day,
      to: '2026-11-02T00:00:00.000Z',
      total: 3,
      timeseries: [
        {
          timestamp: day,
          count: 3,
          value: [
            { currency: 'USD', amount: 7200 },
            { currency: 'EUR', amount: 900 },
          ],
          discount: [{ amount: 100 }],
        },
      ],
    });
    // One call for the window, however many of its fields were asked for.
    expect(queries.filter((query) => !query.has('interval'))).toHaveLength(1);
    expect(queries.find((query) => query.has('interval'))?.get('interval')).toBe('day');
    expect(queries[0]?.get('from')).toBe('2026-11-01');
  });
});

describe('order mutations', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('sends the flat order update and maps address pointers to the input path', async () => {
    let body: unknown;
    provider.use(
      http.put(`${PROVIDER}/v2/orders/${ORDER}`, async ({ request }) => {
        body = await request.json();
        return invalid('line_1 must not be empty', '/data/shipping_address/line_1');
      }),
    );
    const result = await gateway.execute(
      `mutation { updateOrder(id: "${ORDER}", input: { shipping: FULFILLED, externalRef: "ERP-1", shippingAddress: { line1: " ", phoneNumber: "555" } }) {
        order { id } ${USER_ERRORS} } }`,
    );
    expect(body).toEqual({
      data: {
        id: ORDER,
        type: 'order',
        external_ref: 'ERP-1',
        shipping: 'fulfilled',
        shipping_address: { line_1: ' ', phone_number: '555' },
      },
    });
    expect(result.data?.updateOrder).toEqual({
      order: null,
      userErrors: [
        { field: ['shippingAddress', 'line1'], message: 'line_1 must not be empty', code: 'INVALID' },
      ],
    });
  });

  it('refuses a shipping address whose country is not an ISO code, sending nothing', async () => {
    const bodies: unknown[] = [];
    provider.use(
      http.put(`${PROVIDER}/v2/orders/${ORDER}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: orderDocument() });
      }),
    );
    const mutation = `mutation ($country: String) { updateOrder(id: "${ORDER}", input: { shippingAddress: { country: $country } }) {
      order { id } ${USER_ERRORS} } }`;
    const refused = await gateway.execute(mutation, { country: 'Germany' });
    expect(refused.data?.updateOrder).toEqual({
      order: null,
      userErrors: [
        {
          field: ['shippingAddress', 'country'],
          message:
            '"Germany" is not a country code. Enter the 2-letter ISO country code, for example DE for Germany or US for the United States',
          code: 'INVALID',
        },
      ],
    });
    const unassigned = await gateway.execute(mutation, { country: 'XX' });
    expect(unassigned.data?.updateOrder).toMatchObject({ order: null, userErrors: [{ code: 'INVALID' }] });
    const lowercase = await gateway.execute(mutation, { country: 'de' });
    expect(lowercase.data?.updateOrder).toEqual({
      order: null,
      userErrors: [
        {
          field: ['shippingAddress', 'country'],
          message: 'Write the country code in capitals: DE',
          code: 'INVALID',
        },
      ],
    });
    expect(bodies).toEqual([]);

    const saved = await gateway.execute(mutation, { country: 'DE' });
    expect(saved.data?.updateOrder).toEqual({ order: { id: ORDER }, userErrors: [] });
    expect(bodies).toEqual([{ data: { id: ORDER, type: 'order', shipping_address: { country: 'DE' } } }]);
  });

  it('records a manual payment and returns the order as it now stands', async () => {
    let body: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/orders/${ORDER}/payments`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: transactionDocument({ 'transaction-type': 'authorize' }) });
      }),
      http.get(`${PROVIDER}/v2/orders/${ORDER}`, () =>
        HttpResponse.json({ data: orderDocument({ payment: 'authorized', status: 'processing' }) }),
      ),
    );
    const result = await gateway.execute(
      `mutation { payOrder(orderId: "${ORDER}", input: { method: AUTHORIZE, amount: 2400, customReference: "cheque 12" }) {
        transaction { id orderId actions } order { payment status } ${USER_ERRORS} } }`,
    );
    expect(body).toEqual({
      data: {
        gateway: 'manual',
        method: 'authorize',
        amount: 2400,
        paymentmethod_meta: { custom_reference: 'cheque 12' },
      },
    });
    expect(result.data?.payOrder).toEqual({
      transaction: { id: 't-1', orderId: ORDER, actions: ['CAPTURE'] },
      order: { payment: 'AUTHORIZED', status: 'PROCESSING' },
      userErrors: [],
    });
  });

  it("turns a refund above the refundable amount into a userError on amount with the provider's message", async () => {
    let body: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/orders/${ORDER}/transactions/t-1/refund`, async ({ request }) => {
        body = await request.json();
        return invalid('amount must not exceed the refundable 2400', '/data/amount');
      }),
    );
    const result = await gateway.execute(
      `mutation { refundTransaction(orderId: "${ORDER}", id: "t-1", amount: 5000) { transaction { id } order { id } ${USER_ERRORS} } }`,
    );
    expect(body).toEqual({ data: { amount: 5000 } });
    expect(result.data?.refundTransaction).toEqual({
      transaction: null,
      order: null,
      userErrors: [
        { field: ['amount'], message: 'amount must not exceed the refundable 2400', code: 'INVALID' },
      ],
    });
  });

  it('states a payment above the balance owing in the order currency, never in minor units', async () => {
    provider.use(
      http.post(`${PROVIDER}/v2/orders/${ORDER}/payments`, () =>
        invalid('amount must not exceed the balance owing of 45034', '/data/amount'),
      ),
      http.get(`${PROVIDER}/v2/orders/${ORDER}`, () => HttpResponse.json({ data: orderDocument() })),
    );
    const result = await gateway.execute(
      `mutation { payOrder(orderId: "${ORDER}", input: { method: PURCHASE, amount: 99999 }) { transaction { id } ${USER_ERRORS} } }`,
    );
    expect(result.data?.payOrder).toEqual({
      transaction: null,
      userErrors: [
        {
          field: ['amount'],
          message: 'amount must not exceed the balance owing of $450.34',
          code: 'INVALID',
        },
      ],
    });
  });

  it('names the ids on an anonymize refusal and the credentials on a gateway refusal', async () => {
    provider.use(
      http.post(`${PROVIDER}/v2/orders/anonymize`, () =>
        invalid('order_ids must be a non-empty array', '/data/order_ids'),
      ),
      http.put(`${PROVIDER}/v2/gateways/braintree`, () =>
        invalid('merchant_id is required to enable braintree', '/data/merchant_id'),
      ),
    );
    const anonymize = await gateway.execute(
      `mutation { anonymizeOrders(ids: []) { orders { id } ${USER_ERRORS} } }`,
    );
    expect(anonymize.data?.anonymizeOrders).toEqual({
      orders: [],
      userErrors: [{ field: ['ids'], message: 'order_ids must be a non-empty array', code: 'INVALID' }],
    });
    const gatewayResult = await gateway.execute(
      `mutation { updatePaymentGateway(slug: "braintree", input: { enabled: true }) { paymentGateway { slug } ${USER_ERRORS} } }`,
    );
    expect(gatewayResult.data?.updatePaymentGateway).toEqual({
      paymentGateway: null,
      userErrors: [
        {
          field: ['credentials', 'merchant_id'],
          message: 'merchant_id is required to enable braintree',
          code: 'INVALID',
        },
      ],
    });
  });
});

describe('order helpers', () => {
  it('reads flat pointers, leaving type and id unnamed', () => {
    expect(fieldFromPointer('/data/shipping_address/first_name')).toEqual(['shippingAddress', 'firstName']);
    expect(fieldFromPointer('/data/type')).toBeNull();
    expect(fieldFromPointer(undefined)).toBeNull();
  });

  it('offers the actions the transaction state machine allows', () => {
    const of = (overrides: Partial<TransactionModel>) => transactionActions(transactionDocument(overrides));
    expect(of({ status: 'pending', 'transaction-type': 'purchase_setup', gateway: 'stripe' })).toEqual([
      'CONFIRM',
      'CANCEL',
    ]);
    expect(of({ 'transaction-type': 'authorize' })).toEqual(['CAPTURE']);
    expect(of({ 'transaction-type': 'authorize', gateway: 'stripe' })).toEqual(['CAPTURE', 'CANCEL']);
    expect(of({ 'transaction-type': 'capture' })).toEqual(['REFUND']);
    expect(of({ status: 'refunded' })).toEqual([]);
  });
});
