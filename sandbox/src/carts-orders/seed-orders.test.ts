import { clientCredentialsToken, request, startTestSandbox, type TestSandbox } from '../core/test-support';

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await clientCredentialsToken(sandbox);
});

afterAll(async () => {
  await sandbox.close();
});

interface OrdersPage {
  meta: { results: { total: number } };
}

const DAY_MS = 24 * 3600 * 1000;

it('seeds orders on each of the last days, so recent charts do not end in a cliff', async () => {
  const today = Math.floor(sandbox.clock.now() / DAY_MS) * DAY_MS;
  for (let daysAgo = 1; daysAgo <= 7; daysAgo += 1) {
    const from = new Date(today - daysAgo * DAY_MS).toISOString();
    const to = new Date(today - (daysAgo - 1) * DAY_MS).toISOString();
    const page = await request<OrdersPage>(
      sandbox,
      `/v2/orders?page[limit]=1&filter=ge(created_at,${from}):lt(created_at,${to})`,
      { token },
    );
    expect(page.status).toBe(200);
    expect(page.body.meta.results.total).toBeGreaterThan(0);
  }
});
