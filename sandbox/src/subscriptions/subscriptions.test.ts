import { SEEDED_OFFERING_ID } from './subscriptions';
import { request, useTestSandbox, type ErrorBody } from '../core/test-support';

interface Doc {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string } | { id: string }[] | null }>;
  meta: Record<string, unknown>;
}

type Body = { data: Doc & Doc[]; meta?: { results: { total: number } } } & ErrorBody;

const api = useTestSandbox();

const BASE = '/v2/subscriptions';
const ACCOUNT = '11111111-2222-4333-8444-555555555555';
const OTHER_ACCOUNT = '66666666-7777-4888-8999-000000000000';
const SOCK_ACCOUNT = '22222222-3333-4444-8555-666666666666';
const send = (method: string, path: string, json?: unknown) =>
  request<Body>(api.sandbox, `${BASE}${path}`, { method, token: api.token, json });
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
        attributes: { account_id: ACCOUNT, name: 'Someone', email: 'nope' },
      },
    });
    expect(pointers(badSubscriber.body)).toEqual(['/data/attributes/email']);
    const notAnAccount = await send('POST', '/subscribers', {
      data: {
        type: 'subscription_subscriber',
        attributes: { account_id: 'a', name: 'Someone', email: 'someone@example.com' },
      },
    });
    expect(pointers(notAnAccount.body)).toEqual(['/data/attributes/account_id']);
    const subscriber = await create('subscribers', 'subscription_subscriber', {
      account_id: ACCOUNT,
      name: 'Someone',
      email: 'someone@example.com',
      payment_authority: { type: 'authorize_net', customer_profile_id: '1511736979' },
    });
    const stored = (await get(`/subscribers/${subscriber}`)).body.data;
    // SubscriberResponseAttributes: the attributes plus the timestamps.
    expect(stored.attributes).toEqual({
      account_id: ACCOUNT,
      name: 'Someone',
      email: 'someone@example.com',
      payment_authority: { type: 'authorize_net', customer_profile_id: '1511736979' },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // SubscriberUpdateAttributes has no account_id; a null payment authority clears it.
    const moved = await send('PUT', `/subscribers/${subscriber}`, {
      data: { type: 'subscription_subscriber', id: subscriber, attributes: { account_id: OTHER_ACCOUNT } },
    });
    expect(moved.status).toBe(422);
    expect(pointers(moved.body)).toEqual(['/data/attributes/account_id']);
    const cleared = await send('PUT', `/subscribers/${subscriber}`, {
      data: {
        type: 'subscription_subscriber',
        id: subscriber,
        attributes: { name: 'Someone Else', payment_authority: null },
      },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.attributes).not.toHaveProperty('payment_authority');
    expect(cleared.body.data.attributes.name).toBe('Someone Else');
    const badAuthority = await send('POST', '/subscribers', {
      data: {
        type: 'subscription_subscriber',
        attributes: {
          account_id: ACCOUNT,
          name: 'Someone',
          email: 'a@b.co',
          payment_authority: { type: 'cash' },
        },
      },
    });
    expect(pointers(badAuthority.body)).toEqual(['/data/attributes/payment_authority/type']);

    const badSchedule = await send('POST', '/schedules', {
      data: {
        type: 'subscription_schedule',
        attributes: { specification: '0 2 * * *', location: 'Europe/London', job: { job_type: 'nap' } },
      },
    });
    expect(pointers(badSchedule.body)).toEqual(['/data/attributes/job/job_type']);

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
    // JobResponseAttributes: the create attributes, the status and the timestamps.
    expect((await get(`/jobs/${id}`)).body.data.attributes).toEqual({
      job_type: 'billing-run',
      status: 'pending',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    api.sandbox.clock.advance(1500);
    expect((await get(`/jobs/${id}`)).body.data.attributes.status).toBe('started');
    api.sandbox.clock.advance(2000);
    expect((await get(`/jobs/${id}`)).body.data.attributes.status).toBe('success');
    expect(
      (await send('PUT', `/jobs/${id}`, { data: { type: 'subscription_job', attributes: {} } })).status,
    ).toBe(404);
  });
});

describe('offerings', () => {
  it('builds from the documented body: plans and pricing_options, each with at least one item', async () => {
    const box = await product('Herb box');
    const weekly = await plan('Weekly herbs');
    const build = (data: Record<string, unknown>) =>
      send('POST', '/offerings/build', { data: { name: 'Herb club', ...data } });
    const noOptions = await build({ plans: [box] });
    expect(noOptions.status).toBe(422);
    expect(pointers(noOptions.body)).toEqual(['/data/pricing_options']);
    const noPlans = await build({ plans: [], pricing_options: [weekly] });
    expect(noPlans.status).toBe(422);
    expect(pointers(noPlans.body)).toEqual(['/data/plans']);
    const unknownOption = await build({ plans: [box], pricing_options: ['missing'] });
    expect(pointers(unknownOption.body)).toEqual(['/data/pricing_options/0']);
    const built = await build({ plans: [box], pricing_options: [weekly] });
    expect(built.status).toBe(201);
    const offeringId = built.body.data.id;
    const products = await send('GET', `/offerings/${offeringId}/products`);
    const plans = await send('GET', `/offerings/${offeringId}/plans`);
    expect(products.body.data.map((item: { id: string }) => item.id)).toEqual([box]);
    expect(plans.body.data.map((item: { id: string }) => item.id)).toEqual([weekly]);
  });

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
    expect(doc.attributes).toEqual({
      name: 'Hot drinks',
      description: 'Warm things',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(doc.meta).toMatchObject({ owner: 'store', external_plan_refs: [] });
    expect(doc.relationships?.products?.data).toEqual([{ type: 'subscription_offering_product', id: cocoa }]);

    // In use by the offering, so not deletable; once replaced away, it is.
    expect((await send('DELETE', `/products/${cocoa}`)).status).toBe(409);
    expect((await send('DELETE', `/products/${coffee}`)).status).toBe(204);

    const cleared = await send('PUT', `/offerings/${offeringId}/relationships/proration-policies`, {
      data: null,
    });
    // Without a policy the relationship is left out, as the subscriptions document has it.
    expect(cleared.body.data.relationships).not.toHaveProperty('proration_policy');
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

  beforeAll(async () => {
    const item = await product('Socks box');
    pausable = await plan('Flexible', { can_pause: true, can_resume: true });
    rigid = await plan('Rigid', { can_pause: false, can_resume: false, can_cancel: false });
    const built = await send('POST', '/offerings/build', {
      data: {
        type: 'subscription_offering',
        attributes: { name: 'Socks', external_ref: 'socks' },
        products: [item],
        plans: [pausable, rigid],
      },
    });
    offeringId = built.body.data.id;
  });

  /** A BuildSubscription: flat fields in `data`, no type or attributes. */
  const build = (fields: Record<string, unknown> = {}) => ({
    data: {
      account_id: SOCK_ACCOUNT,
      name: 'Sock Lover',
      email: 'socks@example.com',
      currency: 'USD',
      manual_payments: false,
      offering_id: offeringId,
      plan_id: pausable,
      ...fields,
    },
  });
  const subscribe = async (planId: string) => {
    const response = await send('POST', '/subscriptions', build({ plan_id: planId }));
    if (response.status !== 201) throw new Error(`subscriptions: ${JSON.stringify(response.body)}`);
    return response.body.data.id;
  };
  const act = (id: string, action: string) =>
    send('POST', `/subscriptions/${id}/states`, {
      data: { type: 'subscription_state', attributes: { action } },
    });

  it('creates a subscription from the documented BuildSubscription body', async () => {
    const created = await send(
      'POST',
      '/subscriptions',
      build({
        external_ref: 'sock-1',
        payment_authority: {
          type: 'elastic_path_payments_stripe',
          customer_id: 'cus_123',
          card_id: 'card_1',
        },
      }),
    );
    expect(created.status).toBe(201);
    const doc = created.body.data;
    expect(doc.type).toBe('subscription');
    // SubscriptionAttributes: the offering is embedded, the Stripe authority is write only.
    expect(doc.attributes).toEqual({
      external_ref: 'sock-1',
      account_id: SOCK_ACCOUNT,
      name: 'Sock Lover',
      email: 'socks@example.com',
      currency: 'USD',
      plan_id: pausable,
      offering: expect.objectContaining({
        id: offeringId,
        type: 'subscription_offering',
        attributes: expect.objectContaining({ name: 'Socks', external_ref: 'socks' }),
        meta: expect.objectContaining({ owner: 'store', external_plan_refs: [] }),
      }),
    });
    expect(doc.meta).toMatchObject({
      owner: 'store',
      status: 'active',
      canceled: false,
      paused: false,
      closed: false,
      suspended: false,
      pending: false,
      manual_payments: false,
      first_invoice_prepaid: false,
      timestamps: { created_at: expect.any(String), updated_at: expect.any(String) },
    });
    // The next invoice is due one monthly period after creation.
    const createdAt = Date.parse(String((doc.meta.timestamps as Record<string, string>).created_at));
    const invoiceAfter = Date.parse(String(doc.meta.invoice_after));
    expect(invoiceAfter - createdAt).toBeGreaterThanOrEqual(28 * 24 * 3600 * 1000);
    expect(invoiceAfter - createdAt).toBeLessThanOrEqual(31 * 24 * 3600 * 1000);

    // The account's subscriber is created from the name and email, then reused.
    const subscriberId = (doc.relationships?.subscriber?.data as { id: string }).id;
    const subscriber = (await get(`/subscribers/${subscriberId}`)).body.data;
    expect(subscriber.attributes).toMatchObject({
      account_id: SOCK_ACCOUNT,
      name: 'Sock Lover',
      email: 'socks@example.com',
    });
    const second = await send(
      'POST',
      '/subscriptions',
      build({ offering_id: undefined, offering_external_ref: 'socks' }),
    );
    expect(second.status).toBe(201);
    expect(second.body.data.relationships?.subscriber?.data).toEqual({
      type: 'subscription_subscriber',
      id: subscriberId,
    });
    expect(second.body.data.attributes.offering).toMatchObject({ id: offeringId });
    const mine = await get(`/subscriptions?filter=eq(account_id,${SOCK_ACCOUNT})`);
    expect(ids(mine.body)).toEqual(expect.arrayContaining([doc.id, second.body.data.id]));
    expect((await get('/subscriptions?filter=eq(email,socks@example.com)')).body.data.length).toBeGreaterThan(
      1,
    );
    // A subscriber with subscriptions cannot be deleted.
    expect((await send('DELETE', `/subscribers/${subscriberId}`)).status).toBe(409);

    const flags = await send(
      'POST',
      '/subscriptions',
      build({ manual_payments: true, pending: true, first_invoice_paid: true }),
    );
    expect(flags.body.data.meta).toMatchObject({
      manual_payments: true,
      pending: true,
      first_invoice_prepaid: true,
    });
  });

  it('refuses bodies that do not follow the document, unknown offerings and plans outside the offering', async () => {
    // The old `{ type, attributes }` shape carries none of the flat required fields.
    const nested = await send('POST', '/subscriptions', {
      data: {
        type: 'subscription',
        attributes: { account_id: ACCOUNT, offering_id: offeringId, plan_id: pausable, currency: 'USD' },
      },
    });
    expect(nested.status).toBe(422);
    expect(pointers(nested.body).sort()).toEqual([
      '/data/account_id',
      '/data/currency',
      '/data/email',
      '/data/manual_payments',
      '/data/name',
      '/data/offering_id',
      '/data/plan_id',
    ]);
    const invalid = await send(
      'POST',
      '/subscriptions',
      build({
        account_id: 'nobody',
        email: 'nope',
        name: 'No',
        currency: 'usd',
        manual_payments: 'no',
        started_at: '2026-01-01T00:00:00Z',
        pricing_option_id: ACCOUNT,
        payment_authority: { type: 'cash' },
      }),
    );
    expect(pointers(invalid.body).sort()).toEqual([
      '/data/account_id',
      '/data/currency',
      '/data/email',
      '/data/manual_payments',
      '/data/name',
      '/data/payment_authority/type',
      '/data/pricing_option_id',
      '/data/started_at',
    ]);
    expect((await send('POST', '/subscriptions', build({ type: 'subscription_offering' }))).status).toBe(422);

    const outside = await plan('Elsewhere');
    const refused = await send('POST', '/subscriptions', build({ plan_id: outside }));
    expect(refused.status).toBe(422);
    expect(pointers(refused.body)).toEqual(['/data/plan_id']);
    const unknown = await send('POST', '/subscriptions', build({ offering_id: OTHER_ACCOUNT }));
    expect(pointers(unknown.body)).toEqual(['/data/offering_id']);
    const unknownRef = await send(
      'POST',
      '/subscriptions',
      build({ offering_id: undefined, offering_external_ref: 'nothing' }),
    );
    expect(pointers(unknownRef.body)).toEqual(['/data/offering_external_ref']);
  });

  it('updates only the documented fields: plan, address, payment authority, go-live date', async () => {
    const id = await subscribe(pausable);
    const update = (attributes: Record<string, unknown>) =>
      send('PUT', `/subscriptions/${id}`, { data: { id, type: 'subscription', attributes } });
    const switched = await update({
      plan_id: rigid,
      address_id: OTHER_ACCOUNT,
      go_live_after: '2026-06-01T00:00:00Z',
      payment_authority: { type: 'authorize_net', payment_profile_id: '1511660856' },
    });
    expect(switched.status).toBe(200);
    expect(switched.body.data.attributes).toMatchObject({
      plan_id: rigid,
      address_id: OTHER_ACCOUNT,
      payment_authority: { type: 'authorize_net', payment_profile_id: '1511660856' },
    });
    expect(switched.body.data.meta.timestamps).toMatchObject({ go_live_after: '2026-06-01T00:00:00Z' });
    const cleared = await update({ address_id: null, payment_authority: null, go_live_after: null });
    expect(cleared.body.data.attributes).not.toHaveProperty('address_id');
    expect(cleared.body.data.attributes).not.toHaveProperty('payment_authority');
    expect(cleared.body.data.meta.timestamps).not.toHaveProperty('go_live_after');
    expect(cleared.body.data.attributes.plan_id).toBe(rigid);

    const fixed = await update({ currency: 'EUR', account_id: OTHER_ACCOUNT, email: 'x@example.com' });
    expect(fixed.status).toBe(422);
    expect(pointers(fixed.body).sort()).toEqual([
      '/data/attributes/account_id',
      '/data/attributes/currency',
      '/data/attributes/email',
    ]);
    const outside = await update({ plan_id: await plan('Not offered') });
    expect(pointers(outside.body)).toEqual(['/data/attributes/plan_id']);
    expect((await update({ pricing_option_id: ACCOUNT })).status).toBe(422);
    const flat = await send('PUT', `/subscriptions/${id}`, { data: { plan_id: pausable } });
    expect(pointers(flat.body)).toEqual(['/data/type']);
  });

  it('pauses, resumes and cancels only along legal transitions', async () => {
    const id = await subscribe(pausable);
    expect((await act(id, 'resume')).status).toBe(422);
    const paused = await act(id, 'pause');
    // CreateSubscriptionState answers 204 without a body.
    expect(paused.status).toBe(204);
    const afterPause = (await get(`/subscriptions/${id}`)).body.data.meta;
    expect(afterPause).toMatchObject({
      status: 'active',
      paused: true,
      state: { type: 'subscription_state', attributes: { action: 'pause' } },
    });
    expect(afterPause.timestamps).toHaveProperty('paused_at');
    expect((await act(id, 'pause')).status).toBe(422);
    expect((await act(id, 'resume')).status).toBe(204);
    expect((await act(id, 'cancel')).status).toBe(204);
    const canceled = (await get(`/subscriptions/${id}`)).body.data.meta;
    expect(canceled).toMatchObject({ status: 'inactive', canceled: true, paused: false });
    expect((await act(id, 'cancel')).status).toBe(422);
    expect((await act(id, 'pause')).status).toBe(422);
    expect((await act(id, 'hibernate')).status).toBe(422);
    const history = await get(`/subscriptions/${id}/states`);
    expect(history.body.data.map((state) => state.attributes.action)).toEqual(['pause', 'resume', 'cancel']);
    const first = history.body.data[0];
    const one = await get(`/subscriptions/${id}/states/${first?.id ?? ''}`);
    expect(one.body.data).toMatchObject({
      id: first?.id,
      type: 'subscription_state',
      attributes: { action: 'pause' },
      meta: { created_at: expect.any(String) },
    });
    const other = await subscribe(pausable);
    expect((await get(`/subscriptions/${other}/states/${first?.id ?? ''}`)).status).toBe(404);
  });

  it("honours the plan's permissions", async () => {
    const id = await subscribe(rigid);
    expect((await act(id, 'pause')).status).toBe(422);
    expect((await act(id, 'cancel')).status).toBe(422);
    const plans = await get(`/subscriptions/${id}/plans`);
    // PlanMeta.active_plan: true for the subscription's plan, null for the others.
    expect(plans.body.data.map((doc) => [doc.id, doc.meta.active_plan])).toEqual([
      [pausable, null],
      [rigid, true],
    ]);
    expect(plans.body.data[1]?.attributes).toMatchObject({
      name: 'Rigid',
      feature_configurations: {},
      created_at: expect.any(String),
    });
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
