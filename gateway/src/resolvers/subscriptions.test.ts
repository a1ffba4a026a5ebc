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

  it('builds an offering with the documented plans and pricing_options, mapping their pointers back', async () => {
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
                source: { pointer: '/data/plans/0' },
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
    // BuildOffering: `plans` are what the subscriber receives (products), `pricing_options` the cycles.
    expect(sent).toEqual({ data: { name: 'Tea Club', plans: ['x'], pricing_options: ['p-1'] } });
    expect(result.data?.buildOffering).toEqual({
      offering: null,
      userErrors: [{ field: ['productIds'], message: 'No product found with id x', code: 'INVALID' }],
    });
  });

  it('refuses a build without a product or a plan before calling the provider', async () => {
    // No handler: a provider call would fail the test (onUnhandledRequest: 'error').
    const result = await gateway.execute(
      `mutation { buildOffering(input: { name: "Tea Club", productIds: [], planIds: [] }) { offering { id } ${USER_ERRORS} } }`,
    );
    expect(result.data?.buildOffering).toEqual({
      offering: null,
      userErrors: [
        { field: ['productIds'], message: 'Choose at least one product', code: 'REQUIRED' },
        { field: ['planIds'], message: 'Choose at least one plan', code: 'REQUIRED' },
      ],
    });
  });

  it('creates an offering, sets and clears its proration policy and replaces its products', async () => {
    const sent: { method: string; path: string; body: unknown }[] = [];
    const offering = (policy: string | null) => ({
      id: 'off-1',
      type: 'subscription_offering',
      attributes: { name: 'Tea Club' },
      relationships: {
        proration_policy: { data: policy ? { type: 'subscription_proration_policy', id: policy } : null },
      },
    });
    let policy: string | null = null;
    const record = async (request: Request) => {
      const body: unknown = await request.json();
      sent.push({ method: request.method, path: new URL(request.url).pathname, body });
      return body;
    };
    provider.use(
      http.post(`${BASE}/offerings`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: offering(null) }, { status: 201 });
      }),
      http.put(`${BASE}/offerings/off-1/relationships/proration-policies`, async ({ request }) => {
        const body = (await record(request)) as { data: { id: string } | null };
        policy = body.data?.id ?? null;
        return HttpResponse.json({ data: offering(policy) });
      }),
      http.put(`${BASE}/offerings/off-1/products/replace`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: [] });
      }),
      http.get(`${BASE}/offerings/off-1`, () => HttpResponse.json({ data: offering(policy) })),
    );
    const created = await gateway.execute(
      `mutation { createSubscriptionOffering(input: { name: "Tea Club", description: "Leaves" }) { offering { id prorationPolicyId } ${USER_ERRORS} } }`,
    );
    expect(created.data?.createSubscriptionOffering).toEqual({
      offering: { id: 'off-1', prorationPolicyId: null },
      userErrors: [],
    });
    const set = await gateway.execute(
      `mutation { setOfferingProrationPolicy(offeringId: "off-1", prorationPolicyId: "pp-1") { offering { prorationPolicyId } ${USER_ERRORS} } }`,
    );
    expect(set.data?.setOfferingProrationPolicy).toEqual({
      offering: { prorationPolicyId: 'pp-1' },
      userErrors: [],
    });
    const cleared = await gateway.execute(
      `mutation { setOfferingProrationPolicy(offeringId: "off-1", prorationPolicyId: null) { offering { prorationPolicyId } ${USER_ERRORS} } }`,
    );
    expect(cleared.data?.setOfferingProrationPolicy).toEqual({
      offering: { prorationPolicyId: null },
      userErrors: [],
    });
    const replaced = await gateway.execute(
      `mutation { replaceOfferingProducts(offeringId: "off-1", productIds: ["pr-2", "pr-1"]) { offering { id } ${USER_ERRORS} } }`,
    );
    expect(replaced.data?.replaceOfferingProducts).toEqual({ offering: { id: 'off-1' }, userErrors: [] });
    const empty = await gateway.execute(
      `mutation { replaceOfferingProducts(offeringId: "off-1", productIds: []) { offering { id } ${USER_ERRORS} } }`,
    );
    expect(empty.data?.replaceOfferingProducts).toEqual({
      offering: null,
      userErrors: [{ field: ['productIds'], message: 'Choose at least one product', code: 'REQUIRED' }],
    });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/v2/subscriptions/offerings',
        body: {
          data: { type: 'subscription_offering', attributes: { name: 'Tea Club', description: 'Leaves' } },
        },
      },
      {
        method: 'PUT',
        path: '/v2/subscriptions/offerings/off-1/relationships/proration-policies',
        body: { data: { type: 'subscription_proration_policy', id: 'pp-1' } },
      },
      {
        method: 'PUT',
        path: '/v2/subscriptions/offerings/off-1/relationships/proration-policies',
        body: { data: null },
      },
      {
        method: 'PUT',
        path: '/v2/subscriptions/offerings/off-1/products/replace',
        body: {
          data: [
            { type: 'subscription_product', id: 'pr-2' },
            { type: 'subscription_product', id: 'pr-1' },
          ],
        },
      },
    ]);
  });

  it('moves a subscription to another plan and reads its offering products and plans', async () => {
    let sent: unknown;
    provider.use(
      http.put(`${BASE}/subscriptions/s-1`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: subscription('s-1', 'p-2') });
      }),
      http.get(`${BASE}/subscriptions/s-1/products`, () =>
        list([{ id: 'pr-1', type: 'subscription_offering_product', attributes: { name: 'Tea box' } }]),
      ),
      http.get(`${BASE}/subscriptions/s-1/plans`, () => list([plan('p-1', {}), plan('p-2', {})])),
    );
    const result = await gateway.execute(
      `mutation { updateSubscription(id: "s-1", input: { planId: "p-2" }) { subscription { planId products { name } plans { id } } ${USER_ERRORS} } }`,
    );
    expect(sent).toEqual({ data: { id: 's-1', type: 'subscription', attributes: { plan_id: 'p-2' } } });
    expect(result.data?.updateSubscription).toEqual({
      subscription: { planId: 'p-2', products: [{ name: 'Tea box' }], plans: [{ id: 'p-1' }, { id: 'p-2' }] },
      userErrors: [],
    });
  });

  it('creates and updates subscribers; an account change is refused without a call', async () => {
    const sent: unknown[] = [];
    const subscriber = {
      id: 'sb-1',
      type: 'subscription_subscriber',
      attributes: { account_id: 'acc-1', name: 'Ada Lovelace', email: 'ada@example.com' },
    };
    provider.use(
      http.post(`${BASE}/subscribers`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: subscriber }, { status: 201 });
      }),
      http.put(`${BASE}/subscribers/sb-1`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'email must be an email address',
                source: { pointer: '/data/attributes/email' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const created = await gateway.execute(
      `mutation { createSubscriber(input: { accountId: "acc-1", name: "Ada Lovelace", email: "ada@example.com" }) { subscriber { id accountId } ${USER_ERRORS} } }`,
    );
    expect(created.data?.createSubscriber).toEqual({
      subscriber: { id: 'sb-1', accountId: 'acc-1' },
      userErrors: [],
    });
    const refused = await gateway.execute(
      `mutation { updateSubscriber(id: "sb-1", input: { email: "nope" }) { subscriber { id } ${USER_ERRORS} } }`,
    );
    expect(refused.data?.updateSubscriber).toEqual({
      subscriber: null,
      userErrors: [{ field: ['email'], message: 'email must be an email address', code: 'INVALID' }],
    });
    const moved = await gateway.execute(
      `mutation { updateSubscriber(id: "sb-1", input: { accountId: "acc-2" }) { subscriber { id } ${USER_ERRORS} } }`,
    );
    expect(moved.data?.updateSubscriber).toEqual({
      subscriber: null,
      userErrors: [
        { field: ['accountId'], message: "A subscriber's account cannot change", code: 'INVALID' },
      ],
    });
    expect(sent).toEqual([
      {
        data: {
          type: 'subscription_subscriber',
          attributes: { account_id: 'acc-1', name: 'Ada Lovelace', email: 'ada@example.com' },
        },
      },
      { data: { id: 'sb-1', type: 'subscription_subscriber', attributes: { email: 'nope' } } },
    ]);
  });

  it('creates jobs and schedules with kebab-case job types and maps job errors back to jobType', async () => {
    const sent: unknown[] = [];
    const schedule = (name: string) => ({
      id: 'sc-1',
      type: 'subscription_schedule',
      attributes: { name, specification: '0 3 * * *', location: 'UTC', job: { job_type: 'payment-run' } },
    });
    provider.use(
      http.post(`${BASE}/jobs`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            data: {
              id: 'j-1',
              type: 'subscription_job',
              attributes: { job_type: 'tax-run', status: 'pending' },
            },
          },
          { status: 201 },
        );
      }),
      http.get(`${BASE}/jobs`, () =>
        list([
          { id: 'j-1', type: 'subscription_job', attributes: { job_type: 'billing-run', status: 'success' } },
        ]),
      ),
      http.post(`${BASE}/schedules`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: schedule('Nightly payments') }, { status: 201 });
      }),
      http.put(`${BASE}/schedules/sc-1`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'job.job_type must be one of billing-run, tax-run, payment-run',
                source: { pointer: '/data/attributes/job/job_type' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const job = await gateway.execute(
      `mutation { createSubscriptionJob(input: { jobType: TAX_RUN }) { job { id jobType status } ${USER_ERRORS} } }`,
    );
    expect(job.data?.createSubscriptionJob).toEqual({
      job: { id: 'j-1', jobType: 'TAX_RUN', status: 'PENDING' },
      userErrors: [],
    });
    const jobs = await gateway.execute(
      `{ subscriptionJobs { items { jobType status } pageInfo { total } } }`,
    );
    expect(jobs.data?.subscriptionJobs).toEqual({
      items: [{ jobType: 'BILLING_RUN', status: 'SUCCESS' }],
      pageInfo: { total: 1 },
    });
    const created = await gateway.execute(
      `mutation { createSubscriptionSchedule(input: { name: "Nightly payments", specification: "0 3 * * *", location: "UTC", jobType: PAYMENT_RUN }) { schedule { id jobType location } ${USER_ERRORS} } }`,
    );
    expect(created.data?.createSubscriptionSchedule).toEqual({
      schedule: { id: 'sc-1', jobType: 'PAYMENT_RUN', location: 'UTC' },
      userErrors: [],
    });
    const updated = await gateway.execute(
      `mutation { updateSubscriptionSchedule(id: "sc-1", input: { jobType: TAX_RUN }) { schedule { id } ${USER_ERRORS} } }`,
    );
    expect(updated.data?.updateSubscriptionSchedule).toEqual({
      schedule: null,
      userErrors: [
        {
          field: ['jobType'],
          message: 'job.job_type must be one of billing-run, tax-run, payment-run',
          code: 'INVALID',
        },
      ],
    });
    expect(sent).toEqual([
      { data: { type: 'subscription_job', attributes: { job_type: 'tax-run' } } },
      {
        data: {
          type: 'subscription_schedule',
          attributes: {
            name: 'Nightly payments',
            specification: '0 3 * * *',
            location: 'UTC',
            job: { job_type: 'payment-run' },
          },
        },
      },
      { data: { id: 'sc-1', type: 'subscription_schedule', attributes: { job: { job_type: 'tax-run' } } } },
    ]);
  });

  it('reads one payment of an invoice by id; an unknown one is null', async () => {
    provider.use(
      http.get(`${BASE}/invoices/inv-1/payments/pay-1`, () =>
        HttpResponse.json({
          data: {
            id: 'pay-1',
            type: 'subscription_invoice_payment',
            attributes: {
              success: false,
              pending: false,
              failure_detail: { reason: 'card declined' },
              amount: { currency: 'USD', amount: 1800 },
            },
          },
        }),
      ),
      http.get(`${BASE}/invoices/inv-1/payments/pay-2`, () =>
        HttpResponse.json(
          { errors: [{ status: '404', title: 'Not Found', detail: 'No payment found' }] },
          { status: 404 },
        ),
      ),
    );
    const result = await gateway.execute(
      `{ found: subscriptionInvoicePayment(invoiceId: "inv-1", paymentId: "pay-1") { id success failureReason amount { formatted } }
         missing: subscriptionInvoicePayment(invoiceId: "inv-1", paymentId: "pay-2") { id } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      found: { id: 'pay-1', success: false, failureReason: 'card declined', amount: { formatted: '$18.00' } },
      missing: null,
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
