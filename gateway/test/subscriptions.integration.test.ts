/**
 * Subscriptions through the gateway against a real sandbox, both in this process on random ports:
 * the seeded offering and subscriptions, building an offering from a new product and plan,
 * subscribing an account, state changes, and the provider's refusals as userErrors.
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

const ROW = 'id state availableActions planId plan { id name } offeringName';

describe('subscriptions through the gateway', () => {
  it('lists the seeded subscriptions with their plans and invoices with payments', async () => {
    const result = await graphql(`{
      customerSubscriptions { items { ${ROW} name } pageInfo { total } }
      subscriptionInvoices(filter: { outstanding: true }) { items { number outstanding price { formatted } } }
    }`);
    expect(result.errors).toBeUndefined();
    const page = result.data?.customerSubscriptions as {
      items: { state: string; availableActions: string[]; plan: { name: string }; offeringName: string }[];
      pageInfo: { total: number };
    };
    expect(page.pageInfo.total).toBe(3);
    expect(page.items.map((item) => [item.state, item.availableActions, item.plan.name])).toEqual([
      ['ACTIVE', ['PAUSE', 'CANCEL'], 'Monthly'],
      ['PAUSED', ['RESUME', 'CANCEL'], 'Quarterly (5% off)'],
      ['CANCELED', ['RESUME'], 'Yearly (15% off)'],
    ]);
    expect(page.items[0]?.offeringName).toBe('Coffee Club');
    expect(result.data?.subscriptionInvoices).toEqual({
      items: [{ number: 2, outstanding: true, price: { formatted: '$24.00' } }],
    });
  });

  it('builds an offering, subscribes an account, pauses and resumes, and refuses what is illegal', async () => {
    const badPlan = await graphql(
      `mutation ($input: SubscriptionPlanInput!) { createSubscriptionPlan(input: $input) { plan { id } ${USER_ERRORS} } }`,
      {
        input: {
          name: 'Weekly',
          billingIntervalType: 'WEEK',
          billingFrequency: 0,
          planLength: 4,
          endBehavior: 'ROLL',
        },
      },
    );
    expect(badPlan.data?.createSubscriptionPlan).toEqual({
      plan: null,
      userErrors: [
        {
          field: ['billingFrequency'],
          message: expect.stringContaining('billing_frequency') as string,
          code: 'INVALID',
        },
      ],
    });
    const { plan } = await mutate<{ plan: { id: string } }>(
      `mutation ($input: SubscriptionPlanInput!) { createSubscriptionPlan(input: $input) { plan { id } ${USER_ERRORS} } }`,
      {
        input: {
          name: 'Weekly',
          billingIntervalType: 'WEEK',
          billingFrequency: 1,
          planLength: 4,
          endBehavior: 'ROLL',
          canPause: true,
          canResume: true,
        },
      },
    );
    const { product } = await mutate<{ product: { id: string; price: { formatted: string }[] } }>(
      `mutation ($input: SubscriptionProductInput!) { createSubscriptionProduct(input: $input) { product { id price { formatted } } ${USER_ERRORS} } }`,
      { input: { name: 'Tea Box', sku: 'SUB-TEA', price: [{ currency: 'USD', amount: 1250 }] } },
    );
    expect(product.price).toEqual([{ formatted: '$12.50' }]);
    const { offering } = await mutate<{
      offering: { id: string; products: { id: string }[]; plans: { id: string }[] };
    }>(
      `mutation ($input: BuildOfferingInput!) { buildOffering(input: $input) { offering { id products { id } plans { id } } ${USER_ERRORS} } }`,
      { input: { name: 'Tea Club', productIds: [product.id], planIds: [plan.id] } },
    );
    expect(offering.products).toEqual([{ id: product.id }]);
    expect(offering.plans).toEqual([{ id: plan.id }]);

    const accounts = await graphql('{ accounts(page: { limit: 1 }) { items { id } } }');
    const accountId = (accounts.data?.accounts as { items: { id: string }[] }).items[0]?.id;
    const input = {
      accountId,
      offeringId: offering.id,
      planId: plan.id,
      currency: 'USD',
      name: 'Tea Drinker',
      email: 'tea@example.com',
    };
    const wrongPlan = await graphql(
      `mutation ($input: CreateSubscriptionInput!) { createSubscription(input: $input) { subscription { id } ${USER_ERRORS} } }`,
      { input: { ...input, planId: '5b5c0000-0000-4000-8002-000000000001' } },
    );
    expect(wrongPlan.data?.createSubscription).toEqual({
      subscription: null,
      userErrors: [{ field: ['planId'], message: 'The plan is not part of the offering', code: 'INVALID' }],
    });
    const { subscription } = await mutate<{ subscription: { id: string; state: string } }>(
      `mutation ($input: CreateSubscriptionInput!) { createSubscription(input: $input) { subscription { id state } ${USER_ERRORS} } }`,
      { input },
    );
    expect(subscription.state).toBe('ACTIVE');

    const change = (action: string) =>
      graphql(
        `mutation ($id: ID!, $action: SubscriptionAction!) { changeSubscriptionState(id: $id, action: $action) { subscription { state availableActions } ${USER_ERRORS} } }`,
        { id: subscription.id, action },
      );
    const illegal = await change('RESUME');
    expect(illegal.data?.changeSubscriptionState).toEqual({
      subscription: null,
      userErrors: [{ field: ['action'], message: 'A active subscription cannot resume', code: 'INVALID' }],
    });
    expect((await change('PAUSE')).data?.changeSubscriptionState).toEqual({
      subscription: { state: 'PAUSED', availableActions: ['RESUME', 'CANCEL'] },
      userErrors: [],
    });
    expect((await change('RESUME')).data?.changeSubscriptionState).toEqual({
      subscription: { state: 'ACTIVE', availableActions: ['PAUSE', 'CANCEL'] },
      userErrors: [],
    });

    const inUse = await graphql(
      `mutation ($id: ID!) { deleteSubscriptionPlan(id: $id) { deletedId ${USER_ERRORS} } }`,
      { id: plan.id },
    );
    expect(inUse.data?.deleteSubscriptionPlan).toEqual({
      deletedId: null,
      userErrors: [{ field: null, message: 'This plan is still used by Tea Club', code: 'DUPLICATE' }],
    });
  });

  it('lists subscribers and keeps one default dunning rule; proration policies round-trip with userErrors', async () => {
    const subscribers = await graphql(
      '{ subscribers { items { name email accountId } pageInfo { total } } }',
    );
    expect(subscribers.errors).toBeUndefined();
    expect((subscribers.data?.subscribers as { items: { name: string }[] }).items[0]?.name).toBe(
      'Ada Lovelace',
    );

    const { dunningRule } = await mutate<{ dunningRule: { id: string; isDefault: boolean; action: string } }>(
      `mutation ($input: DunningRuleInput!) { createDunningRule(input: $input) { dunningRule { id isDefault action } ${USER_ERRORS} } }`,
      { input: { paymentRetryType: 'FIXED', paymentRetriesLimit: 2, action: 'CLOSE', isDefault: true } },
    );
    expect(dunningRule).toMatchObject({ isDefault: true, action: 'CLOSE' });
    const rules = await graphql('{ dunningRules { items { id isDefault } } }');
    const defaults = (
      rules.data?.dunningRules as { items: { id: string; isDefault: boolean }[] }
    ).items.filter((rule) => rule.isDefault);
    expect(defaults).toEqual([{ id: dunningRule.id, isDefault: true }]);

    const bad = await graphql(
      `mutation ($input: ProrationPolicyInput!) { createProrationPolicy(input: $input) { prorationPolicy { id } ${USER_ERRORS} } }`,
      { input: { name: 'No', rounding: 'UP' } },
    );
    expect(bad.data?.createProrationPolicy).toEqual({
      prorationPolicy: null,
      userErrors: [{ field: ['name'], message: 'name must be at least 3 characters', code: 'INVALID' }],
    });
    const { prorationPolicy } = await mutate<{ prorationPolicy: { id: string; rounding: string } }>(
      `mutation ($input: ProrationPolicyInput!) { createProrationPolicy(input: $input) { prorationPolicy { id rounding } ${USER_ERRORS} } }`,
      { input: { name: 'Nearest cent', rounding: 'NEAREST' } },
    );
    expect(prorationPolicy.rounding).toBe('NEAREST');
    const deleted = await mutate<{ deletedId: string }>(
      `mutation ($id: ID!) { deleteProrationPolicy(id: $id) { deletedId ${USER_ERRORS} } }`,
      { id: prorationPolicy.id },
    );
    expect(deleted.deletedId).toBe(prorationPolicy.id);
  });

  /** The demo store's ids (sandbox/src/subscriptions/subscriptions.ts seedId). */
  const seeded = (kind: number, index: number) =>
    `5b5c0000-0000-4000-8${kind.toString(16).padStart(3, '0')}-${String(index).padStart(12, '0')}`;

  it('creates and edits offerings: proration policy, products replaced, a build needs a plan', async () => {
    const { offering } = await mutate<{ offering: { id: string; name: string; prorationPolicyId: null } }>(
      `mutation ($input: CreateSubscriptionOfferingInput!) { createSubscriptionOffering(input: $input) { offering { id name prorationPolicyId } ${USER_ERRORS} } }`,
      { input: { name: 'Empty Club', description: 'Nothing yet' } },
    );
    expect(offering).toMatchObject({ name: 'Empty Club', prorationPolicyId: null });
    const short = await graphql(
      `mutation ($input: CreateSubscriptionOfferingInput!) { createSubscriptionOffering(input: $input) { offering { id } ${USER_ERRORS} } }`,
      { input: { name: 'No' } },
    );
    expect(short.data?.createSubscriptionOffering).toEqual({
      offering: null,
      userErrors: [{ field: ['name'], message: 'name must be at least 3 characters', code: 'INVALID' }],
    });

    const policy = seeded(4, 1);
    const withPolicy = await mutate<{ offering: { prorationPolicyId: string } }>(
      `mutation ($id: ID!, $policy: ID) { setOfferingProrationPolicy(offeringId: $id, prorationPolicyId: $policy) { offering { prorationPolicyId } ${USER_ERRORS} } }`,
      { id: offering.id, policy },
    );
    expect(withPolicy.offering.prorationPolicyId).toBe(policy);
    const unknownPolicy = await graphql(
      `mutation ($id: ID!, $policy: ID) { setOfferingProrationPolicy(offeringId: $id, prorationPolicyId: $policy) { offering { id } ${USER_ERRORS} } }`,
      { id: offering.id, policy: seeded(4, 99) },
    );
    expect(unknownPolicy.data?.setOfferingProrationPolicy).toEqual({
      offering: null,
      userErrors: [
        { field: ['prorationPolicyId'], message: 'No proration policy found with that id', code: 'INVALID' },
      ],
    });
    const cleared = await mutate<{ offering: { prorationPolicyId: null } }>(
      `mutation ($id: ID!) { setOfferingProrationPolicy(offeringId: $id, prorationPolicyId: null) { offering { prorationPolicyId } ${USER_ERRORS} } }`,
      { id: offering.id },
    );
    expect(cleared.offering.prorationPolicyId).toBeNull();

    const replaced = await mutate<{ offering: { products: { id: string }[] } }>(
      `mutation ($id: ID!, $ids: [ID!]!) { replaceOfferingProducts(offeringId: $id, productIds: $ids) { offering { products { id } } ${USER_ERRORS} } }`,
      { id: offering.id, ids: [seeded(1, 2), seeded(1, 1)] },
    );
    expect(replaced.offering.products).toEqual([{ id: seeded(1, 2) }, { id: seeded(1, 1) }]);
    const renamed = await mutate<{ offering: { name: string } }>(
      `mutation ($id: ID!, $input: SubscriptionOfferingInput!) { updateSubscriptionOffering(id: $id, input: $input) { offering { name } ${USER_ERRORS} } }`,
      { id: offering.id, input: { name: 'Brew Club' } },
    );
    expect(renamed.offering.name).toBe('Brew Club');

    const noPlan = await graphql(
      `mutation ($input: BuildOfferingInput!) { buildOffering(input: $input) { offering { id } ${USER_ERRORS} } }`,
      { input: { name: 'Half Club', productIds: [seeded(1, 1)], planIds: [] } },
    );
    expect(noPlan.data?.buildOffering).toEqual({
      offering: null,
      userErrors: [{ field: ['planIds'], message: 'Choose at least one plan', code: 'REQUIRED' }],
    });
    const unknownPlan = await graphql(
      `mutation ($input: BuildOfferingInput!) { buildOffering(input: $input) { offering { id } ${USER_ERRORS} } }`,
      { input: { name: 'Half Club', productIds: [seeded(1, 1)], planIds: [seeded(2, 99)] } },
    );
    expect(unknownPlan.data?.buildOffering).toEqual({
      offering: null,
      userErrors: [
        { field: ['planIds'], message: `No plan found with id ${seeded(2, 99)}`, code: 'INVALID' },
      ],
    });
  });

  it("moves a subscription to another of its offering's plans and reads its products, plans and a payment", async () => {
    const id = seeded(9, 1);
    const read = await graphql(
      `
        query ($id: ID!) {
          customerSubscription(id: $id) {
            planId
            products {
              id
            }
            plans {
              id
            }
          }
        }
      `,
      { id },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data?.customerSubscription).toEqual({
      planId: seeded(2, 1),
      products: [{ id: seeded(1, 1) }, { id: seeded(1, 2) }],
      plans: [{ id: seeded(2, 1) }, { id: seeded(2, 2) }, { id: seeded(2, 3) }],
    });
    const moved = await mutate<{ subscription: { planId: string; plan: { name: string } } }>(
      `mutation ($id: ID!, $input: UpdateSubscriptionInput!) { updateSubscription(id: $id, input: $input) { subscription { planId plan { name } } ${USER_ERRORS} } }`,
      { id, input: { planId: seeded(2, 3) } },
    );
    expect(moved.subscription).toEqual({ planId: seeded(2, 3), plan: { name: 'Yearly (15% off)' } });
    const outside = await graphql(
      `mutation ($id: ID!, $input: UpdateSubscriptionInput!) { updateSubscription(id: $id, input: $input) { subscription { id } ${USER_ERRORS} } }`,
      { id, input: { planId: seeded(2, 99) } },
    );
    expect(outside.data?.updateSubscription).toEqual({
      subscription: null,
      userErrors: [{ field: ['planId'], message: 'The plan is not part of the offering', code: 'INVALID' }],
    });

    const payment = await graphql(
      `
        query ($invoice: ID!, $payment: ID!, $missing: ID!) {
          found: subscriptionInvoicePayment(invoiceId: $invoice, paymentId: $payment) {
            id
            success
            amount {
              formatted
            }
          }
          missing: subscriptionInvoicePayment(invoiceId: $invoice, paymentId: $missing) {
            id
          }
        }
      `,
      { invoice: seeded(10, 1), payment: seeded(12, 1), missing: seeded(12, 99) },
    );
    expect(payment.errors).toBeUndefined();
    expect(payment.data).toEqual({
      found: { id: seeded(12, 1), success: true, amount: { formatted: '$24.00' } },
      missing: null,
    });
  });

  it('creates and edits subscribers, jobs, schedules, dunning rules and proration policies', async () => {
    const badEmail = await graphql(
      `mutation ($input: SubscriberInput!) { createSubscriber(input: $input) { subscriber { id } ${USER_ERRORS} } }`,
      { input: { accountId: seeded(8, 50), name: 'Katherine Johnson', email: 'not an email' } },
    );
    expect(badEmail.data?.createSubscriber).toMatchObject({
      subscriber: null,
      userErrors: [{ field: ['email'], code: 'INVALID' }],
    });
    const { subscriber } = await mutate<{ subscriber: { id: string; accountId: string } }>(
      `mutation ($input: SubscriberInput!) { createSubscriber(input: $input) { subscriber { id accountId } ${USER_ERRORS} } }`,
      { input: { accountId: seeded(8, 50), name: 'Katherine Johnson', email: 'katherine@example.com' } },
    );
    expect(subscriber.accountId).toBe(seeded(8, 50));
    const renamed = await mutate<{ subscriber: { name: string; email: string } }>(
      `mutation ($id: ID!, $input: SubscriberInput!) { updateSubscriber(id: $id, input: $input) { subscriber { name email } ${USER_ERRORS} } }`,
      { id: subscriber.id, input: { name: 'K. Johnson' } },
    );
    expect(renamed.subscriber).toEqual({ name: 'K. Johnson', email: 'katherine@example.com' });

    const { job } = await mutate<{ job: { id: string; jobType: string; status: string } }>(
      `mutation { createSubscriptionJob(input: { jobType: BILLING_RUN }) { job { id jobType status } ${USER_ERRORS} } }`,
      {},
    );
    expect(job).toMatchObject({ jobType: 'BILLING_RUN', status: 'PENDING' });
    const jobs = await graphql('{ subscriptionJobs(page: { limit: 100 }) { items { id jobType } } }');
    expect((jobs.data?.subscriptionJobs as { items: { id: string }[] }).items).toContainEqual({
      id: job.id,
      jobType: 'BILLING_RUN',
    });

    const noZone = await graphql(
      `mutation ($input: SubscriptionScheduleInput!) { createSubscriptionSchedule(input: $input) { schedule { id } ${USER_ERRORS} } }`,
      { input: { name: 'Weekly tax', specification: '0 4 * * 1', jobType: 'TAX_RUN' } },
    );
    expect(noZone.data?.createSubscriptionSchedule).toMatchObject({
      schedule: null,
      userErrors: [{ field: ['location'] }],
    });
    const { schedule } = await mutate<{ schedule: { id: string; jobType: string } }>(
      `mutation ($input: SubscriptionScheduleInput!) { createSubscriptionSchedule(input: $input) { schedule { id jobType } ${USER_ERRORS} } }`,
      { input: { name: 'Weekly tax', specification: '0 4 * * 1', location: 'UTC', jobType: 'TAX_RUN' } },
    );
    expect(schedule.jobType).toBe('TAX_RUN');
    const changed = await mutate<{ schedule: { name: string; jobType: string; specification: string } }>(
      `mutation ($id: ID!, $input: SubscriptionScheduleInput!) { updateSubscriptionSchedule(id: $id, input: $input) { schedule { name jobType specification } ${USER_ERRORS} } }`,
      { id: schedule.id, input: { jobType: 'PAYMENT_RUN', specification: '0 5 * * 1' } },
    );
    expect(changed.schedule).toEqual({
      name: 'Weekly tax',
      jobType: 'PAYMENT_RUN',
      specification: '0 5 * * 1',
    });
    const schedules = await graphql('{ subscriptionSchedules { items { name } pageInfo { total } } }');
    expect((schedules.data?.subscriptionSchedules as { items: { name: string }[] }).items).toContainEqual({
      name: 'Weekly tax',
    });

    const rule = await mutate<{ dunningRule: { paymentRetriesLimit: number; action: string } }>(
      `mutation ($id: ID!, $input: DunningRuleInput!) { updateDunningRule(id: $id, input: $input) { dunningRule { paymentRetriesLimit action } ${USER_ERRORS} } }`,
      { id: seeded(5, 1), input: { paymentRetriesLimit: 5, action: 'CLOSE' } },
    );
    expect(rule.dunningRule).toEqual({ paymentRetriesLimit: 5, action: 'CLOSE' });
    const policy = await mutate<{ prorationPolicy: { name: string; rounding: string } }>(
      `mutation ($id: ID!, $input: ProrationPolicyInput!) { updateProrationPolicy(id: $id, input: $input) { prorationPolicy { name rounding } ${USER_ERRORS} } }`,
      { id: seeded(4, 1), input: { name: 'Round down', rounding: 'DOWN' } },
    );
    expect(policy.prorationPolicy).toEqual({ name: 'Round down', rounding: 'DOWN' });
  });
});
