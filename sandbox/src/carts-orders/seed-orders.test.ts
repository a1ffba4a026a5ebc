import { request, useTestSandbox } from '../core/test-support';

const api = useTestSandbox();

interface OrdersPage {
  meta: { results: { total: number } };
}

const DAY_MS = 24 * 3600 * 1000;

it('seeds orders on each of the last days, so recent charts do not end in a cliff', async () => {
  const today = Math.floor(api.sandbox.clock.now() / DAY_MS) * DAY_MS;
  for (let daysAgo = 1; daysAgo <= 7; daysAgo += 1) {
    const from = new Date(today - daysAgo * DAY_MS).toISOString();
    const to = new Date(today - (daysAgo - 1) * DAY_MS).toISOString();
    const page = await request<OrdersPage>(
      api.sandbox,
      `/v2/orders?page[limit]=1&filter=ge(created_at,${from}):lt(created_at,${to})`,
      { token: api.token },
    );
    expect(page.status).toBe(200);
    expect(page.body.meta.results.total).toBeGreaterThan(0);
  }
});

interface SeededOrder {
  id: string;
  customer: { name: string; email: string };
  contact?: { name: string; email: string };
  shipping_address: { line_1: string; postcode: string };
  relationships: { customer?: { data?: { id: string } }; account?: { data?: { id: string } } };
}

it("names a seeded customer or account as every order's shopper, and lists them by customer_id and account_id", async () => {
  const orders: SeededOrder[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await request<{ data: SeededOrder[] }>(
      api.sandbox,
      `/v2/orders?page[limit]=100&page[offset]=${offset}`,
      { token: api.token },
    );
    orders.push(...page.body.data);
    if (page.body.data.length < 100) break;
  }
  expect(orders.length).toBeGreaterThan(300);
  const customerIds = new Map<string, string>();
  const accountIds = new Set<string>();
  for (const order of orders) {
    const customerId = order.relationships.customer?.data?.id;
    const accountId = order.relationships.account?.data?.id;
    // Every order is either a registered customer's or an account member's, never an unknown guest.
    expect(customerId === undefined).toBe(accountId !== undefined);
    if (customerId !== undefined) customerIds.set(customerId, order.customer.email);
    if (accountId !== undefined) {
      accountIds.add(accountId);
      expect(order.contact?.email).toBe(order.customer.email);
    }
  }
  expect(customerIds.size).toBeGreaterThan(1);
  expect(accountIds.size).toBeGreaterThan(1);
  for (const [id, email] of customerIds) {
    const customer = await request<{ data: { email: string } }>(api.sandbox, `/v2/customers/${id}`, {
      token: api.token,
    });
    expect(customer.status).toBe(200);
    expect(customer.body.data.email).toBe(email);
  }
  for (const id of accountIds) {
    const account = await request(api.sandbox, `/v2/accounts/${id}`, { token: api.token });
    expect(account.status).toBe(200);
  }
  const [someCustomer] = customerIds.keys();
  const byCustomer = await request<{ data: SeededOrder[] }>(
    api.sandbox,
    `/v2/orders?filter=eq(customer_id,${someCustomer})`,
    { token: api.token },
  );
  expect(byCustomer.body.data.length).toBeGreaterThan(0);
  expect(byCustomer.body.data.every((order) => order.relationships.customer?.data?.id === someCustomer)).toBe(
    true,
  );
  // Their orders ship to the address in their address book.
  const book = await request<{ data: { line_1: string; postcode: string }[] }>(
    api.sandbox,
    `/v2/customers/${someCustomer}/addresses`,
    { token: api.token },
  );
  const shipsTo = byCustomer.body.data[0]?.shipping_address;
  expect(book.body.data.map(({ line_1, postcode }) => ({ line_1, postcode }))).toContainEqual({
    line_1: shipsTo?.line_1,
    postcode: shipsTo?.postcode,
  });
  const [someAccount] = accountIds;
  const byAccount = await request<{ data: SeededOrder[] }>(
    api.sandbox,
    `/v2/orders?filter=eq(account_id,${someAccount})`,
    { token: api.token },
  );
  expect(byAccount.body.data.length).toBeGreaterThan(0);
  expect(byAccount.body.data.every((order) => order.relationships.account?.data?.id === someAccount)).toBe(
    true,
  );
});
