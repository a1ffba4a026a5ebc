import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';
import { availableActions } from './subscriptions';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const BASE = `${PROVIDER}/v2/subscriptions`;
const USER_ERRORS = 'userErrors { field message code }';

const list = (data: unknown[]) =>
  HttpResponse.json({
    data,
    meta: { page: { limit: 25, offset: 0, total: data.length }, results: { total: data.length } },
  });

function plan(id: string, flags: Record<string, boolean>) {
  return {
    id,
    type: 'subscription_plan',
    attributes: {
      name: `Plan ${id}`,
      billing_interval_type: 'month',
      billing_frequency: 1,
      plan_length: 12,
      end_behavior: 'roll',
      ...flags,
    },
  };
}

function subscription(id: string, planId: string, meta: Record<string, unknown> = {}) {
  return {
    id,
    type: 'subscription',
    attributes: {
      account_id: 'acc-1',
      name: 'Ada',
      email: 'ada@example.com',
      currency: 'USD',
      plan_id: planId,
      offering: { id: 'off-1', attributes: { name: 'Coffee Club' } },
    },
    meta: { paused: false, canceled: false, ...meta },
  };
}

describe('subscription queries', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('lists subscriptions with the filter encoded, reading all plans once for every row', async () => {
    let filter: string | null = null;
    let planCalls = 0;
    provider.use(
      http.get(`${BASE}/subscriptions`, ({ request }) => {
        filter = new URL(request.url).searchParams.get('filter');
        return list([
          subscription('s-1', 'p-1'),
          subscription('s-2', 'p-2', { paused: true }),
          subscription('s-3', 'p-1', { canceled: true }),
        ]);
      }),
      http.get(`${BASE}/plans`, () => {
        planCalls += 1;
        return list([
          plan('p-1', { can_pause: true, can_resume: true }),
          plan('p-2', { can_resume: false, can_cancel: false }),
        ]);
      }),
    );
    const result = await gateway.execute(
      `{ customerSubscriptions(filter: { email: { eq: "ada@example.com" }, offeringId: { eq: "off-1" } }) {
        items { id state availableActions offeringName plan { name } } pageInfo { total } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(filter).toBe('eq(offering_id,off-1):eq(email,ada@example.com)');
    expect(planCalls).toBe(1);
    expect(result.data?.customerSubscriptions).toEqual({
      items: [
        {
          id: 's-1',
          state: 'ACTIVE',
          availableActions: ['PAUSE', 'CANCEL'],
          offeringName: 'Coffee Club',
          plan: { name: 'Plan p-1' },
        },
        {
          id: 's-2',
          state: 'PAUSED',
          availableActions: [],
          offeringName: 'Coffee Club',
          plan: { name: 'Plan p-2' },
        },
        {
          id: 's-3',
          state: 'CANCELED',
          availableActions: ['RESUME'],
          offeringName: 'Coffee Club',
          plan: { name: 'Plan p-1' },
        },
      ],
      pageInfo: { total: 3 },
    });
  });

  it('filters invoices by outstanding and maps prices to formatted money with payments', async () => {
    let url: URL | undefined;
    provider.use(
      http.get(`${BASE}/invoices`, ({ request }) => {
        url = new URL(request.url);
        return list([
          {
            id: 'inv-1',
            type: 'subscription_invoice',
            attributes: {
              number: 7,
              outstanding: true,
              billing_period: { start: '2026-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z' },
            },
            meta: { subscription_id: 's-1', price: { currency: 'USD', amount: 2400, includes_tax: false } },
          },
        ]);
      }),
      http.get(`${BASE}/invoices/inv-1/payments`, () =>
        list([
          {
            id: 'pay-1',
            type: 'subscription_invoice_payment',
            attributes: { success: true, pending: false, amount: { currency: 'USD', amount: 2400 } },
          },
        ]),
      ),
    );
    const result = await gateway.execute(
      `{ subscriptionInvoices(filter: { outstanding: true, subscriptionId: { eq: "s-1" } }) {
        items { number subscriptionId outstanding price { formatted } payments { id success amount { formatted } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('filter')).toBe('eq(subscription_id,s-1):eq(outstanding,true)');
    expect(result.data?.subscriptionInvoices).toEqual({
      items: [
        {
          number: 7,
          subscriptionId: 's-1',
          outstanding: true,
          price: { formatted: '$24.00' },
          payments: [{ id: 'pay-1', success: true, amount: { formatted: '$24.00' } }],
        },
      ],
    });
  });
});

describe('subscription mutations', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('sends a plan with enums lowercased and returns the provider pointer as the input field', async () => {
    let sent: unknown;
    provider.use(
      http.post(`${BASE}/plans`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'billing_frequency must be an integer from 1 to 365',
                source: { pointer: '/data/attributes/billing_frequency' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation { createSubscriptionPlan(input: { name: "Weekly", billingIntervalType: WEEK, billingFrequency: 0, planLength: 4, endBehavior: ROLL }) { plan { id } ${USER_ERRORS} } }`,
    );
    expect(sent).toEqual({
      data: {
        type: 'subscription_plan',
        attributes: {
          name: 'Weekly',
          billing_interval_type: 'week',
          billing_frequency: 0,
          plan_length: 4,
          end_behavior: 'roll',
        },
      },
    });
    expect(result.data?.createSubscriptionPlan).toEqual({
      plan: null,
      userErrors: [
        {
          field: ['billingFrequency'],
          message: 'billing_frequency must be an integer from 1 to 365',
          code: 'INVALID',
        },
      ],
    });
  });

  it('builds an offering with flat fields and maps product pointers to productIds', async () => {
    let sent: unknown;
    provider.use(
      http.post(`${BASE}/offerings/build`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'No product found with id x',
                source: { pointer: '/data/products/0' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation { buildOffering(input: { name: "Tea Club", productIds: ["x"], planIds: ["p-1"] }) { offering { id } ${USER_ERRORS} } }`,
    );
    expect(sent).toEqual({ data: { name: 'Tea Club', products: ['x'], plans: ['p-1'] } });
    expect(result.data?.buildOffering).toEqual({
      offering: null,
      userErrors: [{ field: ['productIds'], message: 'No product found with id x', code: 'INVALID' }],
    });
  });

  it('posts a state action and reads the subscription again; a refused action is a userError', async () => {
    const actions: unknown[] = [];
    provider.use(
      http.post(`${BASE}/subscriptions/s-1/states`, async ({ request }) => {
        const body = (await request.json()) as { data: { attributes: { action: string } } };
        actions.push(body);
        if (body.data.attributes.action === 'resume') {
          return HttpResponse.json(
            {
              errors: [
                {
                  status: '422',
                  title: 'Failed Validation',
                  detail: 'A active subscription cannot resume',
                  source: { pointer: '/data/attributes/action' },
                },
              ],
            },
            { status: 422 },
          );
        }
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${BASE}/subscriptions/s-1`, () =>
        HttpResponse.json({ data: subscription('s-1', 'p-1', { paused: true }) }),
      ),
      http.get(`${BASE}/plans`, () => list([plan('p-1', { can_pause: true, can_resume: true })])),
    );
    const mutation = (action: string) =>
      gateway.execute(
        `mutation { changeSubscriptionState(id: "s-1", action: ${action}) { subscription { state availableActions } ${USER_ERRORS} } }`,
      );
    expect((await mutation('PAUSE')).data?.changeSubscriptionState).toEqual({
      subscription: { state: 'PAUSED', availableActions: ['RESUME', 'CANCEL'] },
      userErrors: [],
    });
    expect(actions[0]).toEqual({ data: { type: 'subscription_state', attributes: { action: 'pause' } } });
    expect((await mutation('RESUME')).data?.changeSubscriptionState).toEqual({
      subscription: null,
      userErrors: [{ field: ['action'], message: 'A active subscription cannot resume', code: 'INVALID' }],
    });
  });
});

describe('dunning rules', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('sends isDefault as the provider default and points its errors back at isDefault', async () => {
    let sent: unknown;
    provider.use(
      http.post(`${BASE}/dunning-rules`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'default must be a boolean',
                source: { pointer: '/data/attributes/default' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation { createDunningRule(input: { paymentRetryType: BACKOFF, paymentRetriesLimit: 3, action: PAUSE, isDefault: true }) { dunningRule { id } ${USER_ERRORS} } }`,
    );
    expect(sent).toEqual({
      data: {
        type: 'subscription_dunning_rule',
        attributes: {
          payment_retry_type: 'backoff',
          payment_retries_limit: 3,
          action: 'pause',
          default: true,
        },
      },
    });
    expect(result.data?.createDunningRule).toEqual({
      dunningRule: null,
      userErrors: [{ field: ['isDefault'], message: 'default must be a boolean', code: 'INVALID' }],
    });
  });
});

describe('availableActions', () => {
  it('follows the state transitions, limited by the plan', () => {
    expect(availableActions('ACTIVE', undefined)).toEqual(['CANCEL']);
    expect(availableActions('CANCELED', plan('p', { can_resume: true }) as never)).toEqual(['RESUME']);
    expect(availableActions('PAUSED', plan('p', { can_cancel: false }) as never)).toEqual([]);
  });
});
