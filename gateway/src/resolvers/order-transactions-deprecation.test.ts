/**
 * Spec §7: `GET orders/{id}/transactions` is deprecated and logs a deprecation warning. Its own file so
 * that the once-per-process warning starts unlogged (jest gives each file fresh modules).
 */
import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';
import { TRANSACTIONS_DEPRECATION_WARNING } from './orders';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  provider.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => provider.close());

const transaction = (id: string) => ({
  id,
  type: 'transaction',
  gateway: 'manual',
  amount: 100,
  currency: 'USD',
  'transaction-type': 'purchase',
  status: 'complete',
});

it("logs one deprecation warning, without ids or tokens, when orders' transactions are listed", async () => {
  const listed: string[] = [];
  provider.use(
    http.get(`${PROVIDER}/v2/orders/:id`, ({ params }) =>
      HttpResponse.json({ data: { id: String(params.id), type: 'order', status: 'complete' } }),
    ),
    http.get(`${PROVIDER}/v2/orders/:id/transactions`, ({ params }) => {
      listed.push(String(params.id));
      return HttpResponse.json({ data: [transaction(`t-${String(params.id)}`)] });
    }),
  );
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const gateway = await testGateway();
  try {
    // Nothing is logged until the deprecated call is made.
    await gateway.execute('{ order(id: "o-1") { id } }');
    expect(warn).not.toHaveBeenCalled();

    for (const id of ['o-1', 'o-2']) {
      const result = await gateway.execute(
        `{ order(id: "${id}") { transactions { id } } }`,
        {},
        'secret-token',
      );
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ order: { transactions: [{ id: `t-${id}` }] } });
    }
    expect(listed).toEqual(['o-1', 'o-2']);
    expect(warn.mock.calls).toEqual([[TRANSACTIONS_DEPRECATION_WARNING]]);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toMatch(/deprecated.*GET v2\/orders\/\{id\}\/transactions/i);
    expect(line).not.toMatch(/secret-token|o-1|o-2/);
  } finally {
    await gateway.stop();
  }
});
