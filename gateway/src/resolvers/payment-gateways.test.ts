import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const USER_ERRORS = 'userErrors { field message code }';
const ORDER = 'o-1';

const invalid = (detail: string, pointer: string) =>
  HttpResponse.json(
    { errors: [{ status: '422', title: 'Failed Validation', detail, source: { pointer } }] },
    { status: 422 },
  );

const transaction = (gateway: string) => ({
  id: 't-1',
  type: 'transaction',
  gateway,
  reference: 'ref',
  amount: 2400,
  refunded_amount: 0,
  currency: 'USD',
  'transaction-type': 'purchase',
  status: 'complete',
});

describe('payment gateways', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('reads the attributes of one gateway', async () => {
    provider.use(
      http.get(`${PROVIDER}/v2/gateways/braintree/attributes`, () =>
        HttpResponse.json({
          data: {
            type: 'gateway_attributes',
            slug: 'braintree',
            attributes: [
              { name: 'enabled', type: 'boolean', required: false },
              { name: 'merchant_id', type: 'string', required: true },
              { name: 'environment', type: 'string' },
            ],
          },
        }),
      ),
    );
    const result = await gateway.execute(
      `{ paymentGatewayAttributes(slug: "braintree") { name type required } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.paymentGatewayAttributes).toEqual([
      { name: 'enabled', type: 'boolean', required: false },
      { name: 'merchant_id', type: 'string', required: true },
      { name: 'environment', type: 'string', required: false },
    ]);
  });

  it('asks for an onboarding link with test and return_url; a bad URL is refused before any call', async () => {
    let body: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/gateways/stripe_connect/onboarding-links`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            data: {
              type: 'onboarding_link',
              url: 'https://connect.stripe.com/setup/test/acct_1',
              test: true,
              return_url: 'https://seller.example/back',
              expires_at: '2026-11-26T04:00:00.000Z',
            },
          },
          { status: 201 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation { createPaymentGatewayOnboardingLink(slug: "stripe_connect", input: { returnUrl: " https://seller.example/back ", test: true }) {
        onboardingLink { url test returnUrl expiresAt } ${USER_ERRORS} } }`,
    );
    expect(body).toEqual({ data: { return_url: 'https://seller.example/back', test: true } });
    expect(result.data?.createPaymentGatewayOnboardingLink).toEqual({
      onboardingLink: {
        url: 'https://connect.stripe.com/setup/test/acct_1',
        test: true,
        returnUrl: 'https://seller.example/back',
        expiresAt: '2026-11-26T04:00:00.000Z',
      },
      userErrors: [],
    });
    const bad = await gateway.execute(
      `mutation { createPaymentGatewayOnboardingLink(slug: "stripe_connect", input: { returnUrl: "javascript:alert(1)" }) {
        onboardingLink { url } ${USER_ERRORS} } }`,
    );
    expect(bad.data?.createPaymentGatewayOnboardingLink).toEqual({
      onboardingLink: null,
      userErrors: [
        { field: ['returnUrl'], message: 'Enter an http(s) URL of at most 2048 characters', code: 'INVALID' },
      ],
    });
  });

  it('creates a Stripe customer and invoice with the account option; a refusal names its field', async () => {
    const bodies: unknown[] = [];
    provider.use(
      http.post(`${PROVIDER}/v2/gateways/stripe/stripe_customers`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { data: { type: 'stripe_customer', id: 'cus_1', account: 'acct_9' } },
          { status: 201 },
        );
      }),
      http.post(`${PROVIDER}/v2/gateways/stripe/stripe_invoices`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { data: { type: 'stripe_invoice', id: 'in_1', customer_id: 'cus_1', status: 'draft' } },
          { status: 201 },
        );
      }),
      http.post(`${PROVIDER}/v2/gateways/manual/stripe_customers`, () =>
        invalid('options.account must be a string', '/options/account'),
      ),
    );
    const customer = await gateway.execute(
      `mutation { createStripeCustomer(slug: "stripe", account: "acct_9") { stripeCustomer { id account } ${USER_ERRORS} } }`,
    );
    expect(customer.data?.createStripeCustomer).toEqual({
      stripeCustomer: { id: 'cus_1', account: 'acct_9' },
      userErrors: [],
    });
    const invoice = await gateway.execute(
      `mutation { createStripeInvoice(slug: "stripe", input: { customerId: "cus_1" }) {
        stripeInvoice { id customerId status account } ${USER_ERRORS} } }`,
    );
    expect(invoice.data?.createStripeInvoice).toEqual({
      stripeInvoice: { id: 'in_1', customerId: 'cus_1', status: 'draft', account: null },
      userErrors: [],
    });
    expect(bodies).toEqual([
      { data: {}, options: { account: 'acct_9' } },
      { data: { customer_id: 'cus_1' } },
    ]);
    const refused = await gateway.execute(
      `mutation { createStripeCustomer(slug: "manual", account: "x") { stripeCustomer { id } ${USER_ERRORS} } }`,
    );
    expect(refused.data?.createStripeCustomer).toEqual({
      stripeCustomer: null,
      userErrors: [{ field: ['account'], message: 'options.account must be a string', code: 'INVALID' }],
    });
    const blank = await gateway.execute(
      `mutation { createStripeInvoice(slug: "stripe", input: { customerId: "  " }) { stripeInvoice { id } ${USER_ERRORS} } }`,
    );
    expect(blank.data?.createStripeInvoice).toEqual({
      stripeInvoice: null,
      userErrors: [
        {
          field: ['customerId'],
          message: 'Enter a Stripe customer id of at most 255 characters',
          code: 'INVALID',
        },
      ],
    });
  });
});

describe('payOrder per gateway', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('sends payment to a card gateway and no paymentmethod_meta, which only the manual body defines', async () => {
    let body: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/orders/${ORDER}/payments`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: transaction('braintree') });
      }),
      http.get(`${PROVIDER}/v2/orders/${ORDER}`, () => new HttpResponse(null, { status: 404 })),
    );
    const result = await gateway.execute(
      `mutation { payOrder(orderId: "${ORDER}", input: { gateway: "braintree", method: PURCHASE, payment: " cust-7 ", name: "Ada" }) {
        transaction { id } ${USER_ERRORS} } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(body).toEqual({ data: { gateway: 'braintree', method: 'purchase', payment: 'cust-7' } });
  });

  it('refuses a card gateway payment without payment before any call, on the payment field', async () => {
    const result = await gateway.execute(
      `mutation { payOrder(orderId: "${ORDER}", input: { gateway: "adyen", method: PURCHASE }) {
        transaction { id } ${USER_ERRORS} } }`,
    );
    expect(result.data?.payOrder).toEqual({
      transaction: null,
      userErrors: [
        {
          field: ['payment'],
          message: 'The adyen gateway needs the token or customer id to charge',
          code: 'REQUIRED',
        },
      ],
    });
  });

  it('does not send payment to the manual gateway', async () => {
    let body: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/orders/${ORDER}/payments`, async ({ request }) => {
        body = await request.json();
        return invalid('The manual gateway is not enabled', '/data/gateway');
      }),
    );
    const result = await gateway.execute(
      `mutation { payOrder(orderId: "${ORDER}", input: { method: PURCHASE, payment: "tok", name: "Ada" }) {
        transaction { id } ${USER_ERRORS} } }`,
    );
    expect(body).toEqual({
      data: { gateway: 'manual', method: 'purchase', paymentmethod_meta: { name: 'Ada' } },
    });
    expect(result.data?.payOrder).toEqual({
      transaction: null,
      userErrors: [{ field: ['gateway'], message: 'The manual gateway is not enabled', code: 'INVALID' }],
    });
  });
});
