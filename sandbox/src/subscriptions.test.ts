import { SEEDED_OFFERING_ID } from './subscriptions';
import {
  clientCredentialsToken,
  request,
  startTestSandbox,
  type ErrorBody,
  type TestSandbox,
} from './test-support';

interface Doc {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string } | { id: string }[] | null }>;
  meta: Record<string, unknown>;
}

type Body = { data: Doc & Doc[]; meta?: { results: { total: number } } } & ErrorBody;

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await clientCredentialsToken(sandbox);
});

afterAll(async () => {
  await sandbox.close();
});

const BASE = '/v2/subscriptions';
const send = (method: string, path: string, json?: unknown) =>
  request<Body>(sandbox, `${BASE}${path}`, { method, token, json });
const get = (path: string) => send('GET', path);
const create = async (plural: string, type: string, attributes: Record<string, unknown>) => {
  const response = await send('POST', `/${plural}`, { data: { type, attributes } });
  if (response.status !== 201) throw new Error(`${plural}: ${JSON.stringify(response.body)}`);
  return response.body.data.id;
};
const pointers = (body: ErrorBody) => body.errors.map((error) => error.source?.pointer);

const product = (name: string) =>
  create('products', 'subscription_product', { name, price: { USD: { amount: 1000, includes_tax: false } } });
const plan = (name: string, flags: Record<string, unknown> = {}) =>
  create('plans', 'subscription_plan', {
    name,
    billing_interval_type: 'month',
    billing_frequency: 1,
    plan_length: 12,
    end_behavior: 'roll',
    ...flags,
  });
const ids = (body: Body) => body.data.map((doc) => doc.id);

describe('subscriptions seed', () => {
  it('gives the demo store an offering with products and plans, subscriptions and invoices', async () => {
    const offering = await get(`/offerings/${SEEDED_OFFERING_ID}`);
    expect(offering.body.data.attributes.name).toBe('Coffee Club');
    expect((await get(`/offerings/${SEEDED_OFFERING_ID}/plans`)).body.data).toHaveLength(3);
    const subscriptions = await get('/subscriptions');
    expect(subscriptions.body.data.map((s) => s.meta.status).sort()).toEqual([
      'active',
      'active',
      'inactive',
    ]);
    const outstanding = await get('/invoices?filter=eq(outstanding,true)');
    expect(outstanding.body.meta?.results.total).toBe(1);
  });
});

describe('plain subscriptions resources', () => {
  it('validates attributes with JSON:API pointers and keeps one default dunning rule', async () => {
    const badPlan = await send('POST', '/plans', {
      data: {
        type: 'subscription_plan',
        attributes: { name: 'No', billing_interval_type: 'fortnight', billing_frequency: 0 },
      },
    });
    expect(badPlan.status).toBe(422);
    expect(pointers(badPlan.body).sort()).toEqual([
      '/data/attributes/billing_frequency',
      '/data/attributes/billing_interval_type',
      '/data/attributes/end_behavior',
      '/data/attributes/name',
      '/data/attributes/plan_length',
    ]);
    const badSubscriber = await send('POST', '/subscribers', {
      data: {
        type: 'subscription_subscriber',
        attributes: { account_id: 'a', name: 'Someone', email: 'nope' },
      },
    });
    expect(pointers(badSubscriber.body)).toEqual(['/data/attributes/email']);

    const rule = { payment_retry_type: 'fixed', payment_retries_limit: 2, action: 'close', default: true };
    const first = await create('dunning-rules', 'subscription_dunning_rule', rule);
    const second = await create('dunning-rules', 'subscription_dunning_rule', rule);
    const rules = await get('/dunning-rules?page[limit]=100');
    const defaults = rules.body.data.filter((doc) => doc.attributes.default === true).map((doc) => doc.id);
    expect(defaults).toEqual([second]);
    expect(defaults).not.toContain(first);

    const policy = await create('proration-policies', 'subscription_proration_policy', {
      name: 'Nearest',
      rounding: 'nearest',
    });
    const renamed = await send('PUT', `/proration-policies/${policy}`, {
      data: { type: 'subscription_proration_policy', id: policy, attributes: { name: 'Nearest unit' } },
    });
    expect(renamed.body.data.attributes).toMatchObject({ name: 'Nearest unit', rounding: 'nearest' });
    expect((await send('DELETE', `/proration-policies/${policy}`)).status).toBe(204);
    expect((await get(`/proration-policies/${policy}`)).status).toBe(404);
  });

  it('moves jobs from pending to success as the clock passes', async () => {
    const id = await create('jobs', 'subscription_job', { job_type: 'billing-run' });
    expect((await get(`/jobs/${id}`)).body.data.attributes.status).toBe('pending');
    sandbox.clock.advance(1500);
    expect((await get(`/jobs/${id}`)).body.data.attributes.status).toBe('started');
    sandbox.clock.advance(2000);
    expect((await get(`/jobs/${id}`)).body.data.attributes.status).toBe('success');
    expect(
      (await send('PUT', `/jobs/${id}`, { data: { type: 'subscription_job', attributes: {} } })).status,
    ).toBe(404);
  });
});

describe('offerings', () => {
  it('builds an offering, then attaches, removes and replaces products and plans', async () => {
    const [coffee, tea, cocoa] = [
      await product('Coffee box'),
      await product('Tea box'),
      await product('Cocoa box'),
    ];
    const monthly = await plan('Monthly plan');
    const yearly = await plan('Yearly plan');
    const policy = await create('proration-policies', 'subscription_proration_policy', {
      name: 'Down',
      rounding: 'down',
    });

    const unknown = await send('POST', '/offerings/build', {
      data: {
        type: 'subscription_offering',
        attributes: { name: 'Hot drinks' },
        products: [coffee, 'missing'],
        plans: [monthly],
      },
    });
    expect(unknown.status).toBe(422);
    expect(pointers(unknown.body)).toEqual(['/data/products/1']);

    const built = await send('POST', '/offerings/build', {
      data: {
        type: 'subscription_offering',
        attributes: { name: 'Hot drinks', description: 'Warm things' },
        products: [coffee],
        plans: [monthly],
        proration_policy_id: policy,
      },
    });
    expect(built.status).toBe(201);
    const offeringId = built.body.data.id;
    expect(built.body.data.relationships?.proration_policy?.data).toEqual({
      type: 'subscription_proration_policy',
      id: policy,
    });

    const attached = await send('POST', `/offerings/${offeringId}/products/attach`, {
      data: [{ type: 'subscription_product', id: tea }],
    });
    expect(attached.status).toBe(201);
    expect(ids(attached.body)).toEqual([coffee, tea]);
    const again = await send('POST', `/offerings/${offeringId}/products/attach`, {
      data: [{ type: 'subscription_product', id: tea }],
    });
    expect(again.status).toBe(409);
    await send('POST', `/offerings/${offeringId}/plans/attach`, {
      data: [{ type: 'subscription_plan', id: yearly }],
    });
    expect(ids((await get(`/offerings/${offeringId}/plans`)).body)).toEqual([monthly, yearly]);

    expect((await send('DELETE', `/offerings/${offeringId}/plans/${yearly}`)).status).toBe(204);
    expect(ids((await get(`/offerings/${offeringId}/plans`)).body)).toEqual([monthly]);
    expect((await send('DELETE', `/offerings/${offeringId}/plans/${yearly}`)).status).toBe(404);

    const replaced = await send('PUT', `/offerings/${offeringId}/products/replace`, {
      data: [{ type: 'subscription_product', id: cocoa }],
    });
    expect(replaced.status).toBe(200);
    expect(ids((await get(`/offerings/${offeringId}/products`)).body)).toEqual([cocoa]);
    const doc = (await get(`/offerings/${offeringId}`)).body.data;
    expect(doc.attributes).toEqual({ name: 'Hot drinks', description: 'Warm things' });
    expect(doc.relationships?.products?.data).toEqual([{ type: 'subscription_offering_product', id: cocoa }]);

    // In use by the offering, so not deletable; once replaced away, it is.
    expect((await send('DELETE', `/products/${cocoa}`)).status).toBe(409);
    expect((await send('DELETE', `/products/${coffee}`)).status).toBe(204);

    const cleared = await send('PUT', `/offerings/${offeringId}/relationships/proration-policies`, {
      data: null,
    });
    expect(cleared.body.data.relationships?.proration_policy?.data).toBeNull();
    const badPolicy = await send('PUT', `/offerings/${offeringId}/relationships/proration-policies`, {
      data: { type: 'subscription_proration_policy', id: 'missing' },
    });
    expect(badPolicy.status).toBe(422);
  });
});

describe('subscriptions and their lifecycle', () => {
  let offeringId: string;
  let pausable: string;
  let rigid: string;
  let subscriber: string;

  beforeAll(async () => {
    const item = await product('Socks box');
    pausable = await plan('Flexible', { can_pause: true, can_resume: true });
    rigid = await plan('Rigid', { can_pause: false, can_resume: false, can_cancel: false });
    const built = await send('POST', '/offerings/build', {
      data: {
        type: 'subscription_offering',
        attributes: { name: 'Socks' },
        products: [item],
        plans: [pausable, rigid],
      },
    });
    offeringId = built.body.data.id;
    subscriber = await create('subscribers', 'subscription_subscriber', {
      account_id: '11111111-2222-4333-8444-555555555555',
      name: 'Sock Lover',
      email: 'socks@example.com',
    });
  });

  const subscribe = (planId: string) =>
    create('subscriptions', 'subscription', {
      subscriber_id: subscriber,
      offering_id: offeringId,
      plan_id: planId,
      currency: 'USD',
    });
  const act = (id: string, action: string) =>
    send('POST', `/subscriptions/${id}/states`, {
      data: { type: 'subscription_state', attributes: { action } },
    });

  it('refuses plans outside the offering and unknown subscribers', async () => {
    const outside = await plan('Elsewhere');
    const refused = await send('POST', '/subscriptions', {
      data: {
        type: 'subscription',
        attributes: { subscriber_id: subscriber, offering_id: offeringId, plan_id: outside, currency: 'USD' },
      },
    });
    expect(refused.status).toBe(422);
    expect(pointers(refused.body)).toEqual(['/data/attributes/plan_id']);
    const stranger = await send('POST', '/subscriptions', {
      data: {
        type: 'subscription',
        attributes: { subscriber_id: 'nobody', offering_id: offeringId, plan_id: pausable, currency: 'USD' },
      },
    });
    expect(pointers(stranger.body)).toEqual(['/data/attributes/subscriber_id']);
    // A subscriber with subscriptions cannot be deleted.
    await subscribe(pausable);
    expect((await send('DELETE', `/subscribers/${subscriber}`)).status).toBe(409);
  });

  it('pauses, resumes and cancels only along legal transitions', async () => {
    const id = await subscribe(pausable);
    expect((await act(id, 'resume')).status).toBe(422);
    const paused = await act(id, 'pause');
    expect(paused.status).toBe(201);
    expect(paused.body.data).toMatchObject({ type: 'subscription_state', attributes: { action: 'pause' } });
    expect((await get(`/subscriptions/${id}`)).body.data.meta).toMatchObject({
      status: 'active',
      paused: true,
    });
    expect((await act(id, 'pause')).status).toBe(422);
    expect((await act(id, 'resume')).status).toBe(201);
    expect((await act(id, 'cancel')).status).toBe(201);
    const canceled = (await get(`/subscriptions/${id}`)).body.data.meta;
    expect(canceled).toMatchObject({ status: 'inactive', canceled: true, paused: false });
    expect((await act(id, 'cancel')).status).toBe(422);
    expect((await act(id, 'pause')).status).toBe(422);
    expect((await act(id, 'hibernate')).status).toBe(422);
    const history = await get(`/subscriptions/${id}/states`);
    expect(history.body.data.map((state) => state.attributes.action)).toEqual(['pause', 'resume', 'cancel']);
  });

  it("honours the plan's permissions", async () => {
    const id = await subscribe(rigid);
    expect((await act(id, 'pause')).status).toBe(422);
    expect((await act(id, 'cancel')).status).toBe(422);
    const plans = await get(`/subscriptions/${id}/plans`);
    expect(plans.body.data.map((doc) => [doc.id, doc.meta.selected])).toEqual([
      [pausable, false],
      [rigid, true],
    ]);
    expect((await get(`/subscriptions/${id}/products`)).body.data).toHaveLength(1);
  });
});

describe('invoices', () => {
  it('lists invoices by subscription with payments, and hides unknown ids', async () => {
    const subscriptions = await get('/subscriptions?filter=eq(offering_id,' + SEEDED_OFFERING_ID + ')');
    const active = subscriptions.body.data.find(
      (doc) => doc.meta.status === 'active' && doc.meta.paused === false,
    );
    const subscriptionId = active?.id ?? '';
    const own = await get(`/subscriptions/${subscriptionId}/invoices`);
    expect(own.body.data.map((invoice) => invoice.attributes.outstanding)).toEqual([false, true]);
    const filtered = await get(
      `/invoices?filter=eq(subscription_id,${subscriptionId})&page[limit]=1&page[offset]=1`,
    );
    expect(filtered.body.meta?.results.total).toBe(2);
    expect(ids(filtered.body)).toEqual([own.body.data[1]?.id]);

    const paidId = own.body.data[0]?.id ?? '';
    const invoice = await get(`/invoices/${paidId}`);
    expect(invoice.body.data.meta).toMatchObject({
      subscription_id: subscriptionId,
      price: { currency: 'USD' },
    });
    const payments = await get(`/invoices/${paidId}/payments`);
    expect(payments.body.data).toHaveLength(1);
    const payment = await get(`/invoices/${paidId}/payments/${payments.body.data[0]?.id ?? ''}`);
    expect(payment.body.data).toMatchObject({
      type: 'subscription_invoice_payment',
      attributes: { success: true },
    });
    expect((await get(`/invoices/${own.body.data[1]?.id ?? ''}/payments`)).body.data).toEqual([]);

    expect((await get('/invoices/missing')).status).toBe(404);
    expect((await get('/invoices/missing/payments')).status).toBe(404);
    expect((await get(`/subscriptions/missing/invoices`)).status).toBe(404);
    expect(
      (await send('POST', '/invoices', { data: { type: 'subscription_invoice', attributes: {} } })).status,
    ).toBe(404);
  });
});
