/**
 * Orders through the gateway against a real sandbox, both in this process on random ports: the
 * seeded orders filtered by payment status, a manual payment, capture, partial refund (and one
 * refund too many as a userError), anonymizing, gateways and order metrics.
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

const ORDER_FIELDS = `id status payment shipping currency itemCount
  totals { withTax { amount formatted } balanceOwing { amount } paid { amount } }`;
const TRANSACTION = `transaction { id transactionType status actions amount { amount } refundedAmount { amount } refundable { amount } }`;

interface OrderRow {
  id: string;
  status: string;
  payment: string;
  shipping: string;
  currency: string;
  itemCount: number;
  totals: {
    withTax: { amount: number; formatted: string };
    balanceOwing: { amount: number };
    paid: { amount: number };
  };
}

interface TransactionRow {
  id: string;
  transactionType: string;
  status: string;
  actions: string[];
  amount: { amount: number };
  refundedAmount: { amount: number };
  refundable: { amount: number };
}

describe('orders through the gateway', () => {
  it('lists seeded orders filtered by payment status, newest first', async () => {
    const result = await graphql(`{
      orders(filter: { payment: { eq: UNPAID }, currency: { eq: "USD" } }, page: { limit: 5 }) {
        items { ${ORDER_FIELDS} createdAt } pageInfo { total hasNextPage } } }`);
    expect(result.errors).toBeUndefined();
    const page = result.data?.orders as {
      items: (OrderRow & { createdAt: string })[];
      pageInfo: { total: number };
    };
    expect(page.items.length).toBeGreaterThan(0);
    for (const order of page.items) {
      expect(order.payment).toBe('UNPAID');
      expect(order.currency).toBe('USD');
      expect(order.totals.withTax.formatted).toMatch(/^\$/);
    }
    const times = page.items.map((order) => order.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("lists a seeded customer's and a seeded account's orders, each naming its customer or account", async () => {
    const customers = await graphql(`
      {
        customers(page: { limit: 1 }) {
          items {
            id
            email
          }
        }
      }
    `);
    expect(customers.errors).toBeUndefined();
    const [customer] = (customers.data?.customers as { items: { id: string; email: string }[] }).items;
    const byCustomer = await graphql(
      `
        query ($id: ID!) {
          orders(filter: { customerId: { eq: $id } }, page: { limit: 50 }) {
            items {
              id
              accountId
              customer {
                id
                email
              }
            }
            pageInfo {
              total
            }
          }
        }
      `,
      { id: customer?.id },
    );
    expect(byCustomer.errors).toBeUndefined();
    const customerOrders = byCustomer.data?.orders as {
      items: { accountId: string | null; customer: { id: string | null; email: string } }[];
    };
    expect(customerOrders.items.length).toBeGreaterThan(0);
    for (const order of customerOrders.items) {
      expect(order.customer).toEqual({ id: customer?.id, email: customer?.email });
      expect(order.accountId).toBeNull();
    }

    const anAccountOrder = await graphql(`
      {
        orders(page: { limit: 20 }) {
          items {
            accountId
          }
        }
      }
    `);
    const accountId = (anAccountOrder.data?.orders as { items: { accountId: string | null }[] }).items.find(
      (order) => order.accountId !== null,
    )?.accountId;
    expect(accountId).toBeTruthy();
    const byAccount = await graphql(
      `
        query ($id: ID!) {
          orders(filter: { accountId: { eq: $id } }) {
            items {
              accountId
              customer {
                id
              }
            }
          }
        }
      `,
      { id: accountId },
    );
    expect(byAccount.errors).toBeUndefined();
    const accountOrders = (
      byAccount.data?.orders as { items: { accountId: string; customer: { id: null } }[] }
    ).items;
    expect(accountOrders.length).toBeGreaterThan(0);
    expect(accountOrders.every((order) => order.accountId === accountId && order.customer.id === null)).toBe(
      true,
    );
  });

  it('records a manual payment, captures it and refunds part; a refund too large is a userError', async () => {
    const list =
      await graphql(`{ orders(filter: { payment: { eq: UNPAID }, status: { eq: INCOMPLETE } }, page: { limit: 1 }) {
      items { ${ORDER_FIELDS} items { sku quantity total { amount } } } } }`);
    expect(list.errors).toBeUndefined();
    const order = (list.data?.orders as { items: (OrderRow & { items: { sku: string }[] })[] }).items[0]!;
    expect(order.items.length).toBe(order.itemCount);
    const total = order.totals.withTax.amount;

    const bad = await graphql(
      `mutation ($o: ID!) { payOrder(orderId: $o, input: { method: AUTHORIZE, amount: ${total + 1} }) { ${TRANSACTION} ${USER_ERRORS} } }`,
      { o: order.id },
    );
    expect((bad.data?.payOrder as { userErrors: unknown[] }).userErrors).toEqual([
      {
        field: ['amount'],
        message: `amount must not exceed the balance owing of ${order.totals.withTax.formatted}`,
        code: 'INVALID',
      },
    ]);

    const paid = await mutate<{ transaction: TransactionRow; order: OrderRow }>(
      `mutation ($o: ID!) { payOrder(orderId: $o, input: { method: AUTHORIZE }) { ${TRANSACTION} order { ${ORDER_FIELDS} } ${USER_ERRORS} } }`,
      { o: order.id },
    );
    expect(paid.transaction).toMatchObject({
      transactionType: 'AUTHORIZE',
      status: 'COMPLETE',
      actions: ['CAPTURE'],
    });
    expect(paid.order).toMatchObject({ payment: 'AUTHORIZED', status: 'PROCESSING' });

    const captured = await mutate<{ transaction: TransactionRow; order: OrderRow }>(
      `mutation ($o: ID!, $t: ID!) { captureTransaction(orderId: $o, id: $t) { ${TRANSACTION} order { ${ORDER_FIELDS} } ${USER_ERRORS} } }`,
      { o: order.id, t: paid.transaction.id },
    );
    expect(captured.transaction).toMatchObject({
      transactionType: 'CAPTURE',
      actions: ['REFUND'],
      refundable: { amount: total },
    });
    expect(captured.order).toMatchObject({ payment: 'PAID', status: 'COMPLETE' });

    const tooMuch = await graphql(
      `mutation ($o: ID!, $t: ID!) { refundTransaction(orderId: $o, id: $t, amount: ${total + 100}) { ${TRANSACTION} ${USER_ERRORS} } }`,
      { o: order.id, t: paid.transaction.id },
    );
    expect(tooMuch.data?.refundTransaction).toEqual({
      transaction: null,
      userErrors: [
        { field: ['amount'], message: `amount must not exceed the refundable ${total}`, code: 'INVALID' },
      ],
    });

    const refunded = await mutate<{ transaction: TransactionRow }>(
      `mutation ($o: ID!, $t: ID!) { refundTransaction(orderId: $o, id: $t, amount: 100) { ${TRANSACTION} ${USER_ERRORS} } }`,
      { o: order.id, t: paid.transaction.id },
    );
    expect(refunded.transaction).toMatchObject({
      refundedAmount: { amount: 100 },
      refundable: { amount: total - 100 },
    });

    const detail = await graphql(
      `query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} transactions { id status } } }`,
      {
        id: order.id,
      },
    );
    expect(detail.data?.order).toMatchObject({
      // A partial refund leaves the order paid; the paid amount shows what was kept.
      payment: 'PAID',
      totals: { paid: { amount: total - 100 } },
      transactions: [{ id: paid.transaction.id, status: 'COMPLETE' }],
    });
  });

  it('fulfils a paid order, then anonymizes it; an unfulfilled order cannot be anonymized', async () => {
    const list = await graphql(`
      {
        orders(filter: { payment: { eq: PAID }, shipping: { eq: UNFULFILLED } }, page: { limit: 1 }) {
          items {
            id
          }
        }
      }
    `);
    const id = (list.data?.orders as { items: { id: string }[] }).items[0]!.id;

    const refused = await graphql(
      `mutation ($ids: [ID!]!) { anonymizeOrders(ids: $ids) { orders { id } ${USER_ERRORS} } }`,
      {
        ids: [id],
      },
    );
    const refusedPayload = refused.data?.anonymizeOrders as {
      orders: unknown[];
      userErrors: { message: string }[];
    };
    expect(refusedPayload.orders).toEqual([]);
    expect(refusedPayload.userErrors[0]?.message).toMatch(/only fulfilled or refunded or cancelled/);

    const badAddress = await graphql(
      `mutation ($id: ID!) { updateOrder(id: $id, input: { shippingAddress: { line1: " " } }) { order { id } ${USER_ERRORS} } }`,
      { id },
    );
    expect((badAddress.data?.updateOrder as { userErrors: unknown[] }).userErrors).toEqual([
      { field: ['shippingAddress', 'line1'], message: 'line_1 must not be empty', code: 'INVALID' },
    ]);

    const fulfilled = await mutate<{ order: OrderRow }>(
      `mutation ($id: ID!) { updateOrder(id: $id, input: { shipping: FULFILLED, externalRef: "ERP-1" }) { order { ${ORDER_FIELDS} externalRef } ${USER_ERRORS} } }`,
      { id },
    );
    expect(fulfilled.order).toMatchObject({ shipping: 'FULFILLED', externalRef: 'ERP-1' });

    const anonymized = await mutate<{ orders: { anonymized: boolean; customer: { email: string } }[] }>(
      `mutation ($ids: [ID!]!) { anonymizeOrders(ids: $ids) { orders { anonymized customer { email } } ${USER_ERRORS} } }`,
      { ids: [id] },
    );
    expect(anonymized.orders).toEqual([{ anonymized: true, customer: { email: '*' } }]);
  });

  it('lists payment gateways and refuses to enable one without its credentials', async () => {
    const result = await graphql(`
      {
        paymentGateways {
          slug
          enabled
          test
        }
      }
    `);
    const gateways = result.data?.paymentGateways as { slug: string; enabled: boolean }[];
    expect(gateways.find((gateway) => gateway.slug === 'manual')).toMatchObject({ enabled: true });

    const refused = await graphql(
      `mutation { updatePaymentGateway(slug: "braintree", input: { enabled: true }) { paymentGateway { slug } ${USER_ERRORS} } }`,
    );
    const payload = refused.data?.updatePaymentGateway as { userErrors: { field: string[] }[] };
    expect(payload.userErrors.map((error) => error.field)).toEqual([
      ['credentials', 'merchant_id'],
      ['credentials', 'private_key'],
      ['credentials', 'public_key'],
    ]);

    const enabled = await mutate<{ paymentGateway: { enabled: boolean; test: boolean } }>(
      `mutation { updatePaymentGateway(slug: "adyen", input: { enabled: true, test: true, credentials: [
        { name: "merchant_account", value: "m" }, { name: "username", value: "u" }, { name: "password", value: "p" }] }) {
        paymentGateway { enabled test } ${USER_ERRORS} } }`,
      {},
    );
    expect(enabled.paymentGateway).toEqual({ enabled: true, test: true });
  });

  it('reads order metrics for the last 30 days: totals, summary and a daily series', async () => {
    const result = await graphql(`
      {
        orderMetrics(interval: DAY) {
          from
          to
          interval
          total
          value {
            currency
            amount
          }
          summary {
            currency
            totalOrders
            totalValue {
              amount
              formatted
            }
            averageValue {
              amount
            }
          }
          timeseries {
            timestamp
            count
            value {
              currency
              amount
            }
            discount {
              currency
              amount
            }
          }
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    const metrics = result.data?.orderMetrics as {
      total: number;
      summary: { currency: string; totalOrders: number; totalValue: { amount: number } }[];
      timeseries: { count: number; value: { currency: string; amount: number }[] }[];
    };
    expect(metrics.total).toBeGreaterThan(0);
    expect(metrics.timeseries.length).toBeGreaterThanOrEqual(30);
    expect(metrics.timeseries.reduce((sum, point) => sum + point.count, 0)).toBe(metrics.total);
    const usd = metrics.summary.find((entry) => entry.currency === 'USD')!;
    const usdSeries = metrics.timeseries.flatMap((point) =>
      point.value.filter((money) => money.currency === 'USD'),
    );
    expect(usdSeries.reduce((sum, money) => sum + money.amount, 0)).toBe(usd.totalValue.amount);
  });
});
