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
});
