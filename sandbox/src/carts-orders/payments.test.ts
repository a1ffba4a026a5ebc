import { request, useTestSandbox, type ErrorBody } from '../core/test-support';

interface Transaction {
  id: string;
  type: string;
  gateway: string;
  reference: string;
  amount: number;
  refunded_amount: number;
  currency: string;
  'transaction-type': string;
  status: string;
  relationships: { order: { data: { id: string } } };
  meta: { display_price: { amount: number } };
}

interface Order {
  id: string;
  status: string;
  payment: string;
  meta: { display_price: Record<'with_tax' | 'paid' | 'authorized' | 'balance_owing', { amount: number }> };
}

const api = useTestSandbox();
const { get } = api;
/** Seeded unpaid orders, handed out one per test so tests do not share state. */
let unpaid: Order[] = [];

beforeAll(async () => {
  const filter = encodeURIComponent('eq(payment,unpaid):eq(status,incomplete)');
  unpaid = (await get<{ data: Order[] }>(`/v2/orders?filter=${filter}&page[limit]=20`)).body.data;
});

const post = (path: string, json?: unknown) =>
  request<{ data: Transaction } & ErrorBody>(api.sandbox, path, { method: 'POST', token: api.token, json });

function nextUnpaid(): Order {
  const order = unpaid.shift();
  if (!order) throw new Error('The seed has run out of unpaid orders');
  return order;
}

const pay = (order: Order, data: Record<string, unknown>) =>
  post(`/v2/orders/${order.id}/payments`, { data: { gateway: 'manual', ...data } });
const act = (order: Order, transaction: Transaction, action: string, data?: Record<string, unknown>) =>
  post(`/v2/orders/${order.id}/transactions/${transaction.id}/${action}`, data ? { data } : undefined);
const reload = async (order: Order) => (await get<{ data: Order }>(`/v2/orders/${order.id}`)).body.data;

describe('POST /v2/orders/{id}/payments', () => {
  it('authorizes in two parts, captures each, and the order follows', async () => {
    const order = nextUnpaid();
    const total = order.meta.display_price.with_tax.amount;
    const part = Math.floor(total / 3);
    const first = await pay(order, { method: 'authorize', amount: part });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      type: 'transaction',
      gateway: 'manual',
      reference: 'manual',
      amount: part,
      'transaction-type': 'authorize',
      status: 'complete',
      relationships: { order: { data: { id: order.id } } },
    });
    expect(await reload(order)).toMatchObject({ payment: 'partially_authorized', status: 'incomplete' });

    const tooMuch = await pay(order, { method: 'authorize', amount: total });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors[0]?.source).toEqual({ pointer: '/data/amount' });

    // Without an amount the balance owing is paid.
    const rest = await pay(order, { method: 'authorize' });
    expect(rest.body.data.amount).toBe(total - part);
    const authorized = await reload(order);
    expect(authorized).toMatchObject({ payment: 'authorized', status: 'processing' });
    expect(authorized.meta.display_price.authorized.amount).toBe(total);
    expect(authorized.meta.display_price.balance_owing.amount).toBe(0);
    expect((await pay(order, { method: 'purchase' })).status).toBe(422);

    const captured = await act(order, first.body.data, 'capture');
    expect(captured.body.data).toMatchObject({ 'transaction-type': 'capture', status: 'complete' });
    expect((await reload(order)).payment).toBe('authorized');
    await act(order, rest.body.data, 'capture');
    const paid = await reload(order);
    expect(paid).toMatchObject({ payment: 'paid', status: 'complete' });
    expect(paid.meta.display_price.paid.amount).toBe(total);
  });

  it('validates the gateway, its being enabled and the method', async () => {
    const order = nextUnpaid();
    const unknown = await pay(order, { gateway: 'moneybags', method: 'purchase' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]?.source).toEqual({ pointer: '/data/gateway' });
    const disabled = await pay(order, { gateway: 'braintree', method: 'purchase' });
    expect(disabled.status).toBe(422);
    expect(disabled.body.errors[0]?.source).toEqual({ pointer: '/data/gateway' });
    const method = await pay(order, { method: 'steal' });
    expect(method.body.errors[0]?.source).toEqual({ pointer: '/data/method' });
    expect((await pay(order, { method: 'purchase', amount: -5 })).status).toBe(422);
    expect((await post('/v2/orders/00000000-0000-4000-8000-000000000000/payments', {})).status).toBe(404);
  });
});

describe('transaction state machine', () => {
  it('rejects every illegal transition with 422', async () => {
    const order = nextUnpaid();
    const part = Math.floor(order.meta.display_price.with_tax.amount / 4);
    const authorized = (await pay(order, { method: 'authorize', amount: part })).body.data;
    const purchased = (await pay(order, { method: 'purchase', amount: part })).body.data;
    const pending = (await pay(order, { method: 'purchase_setup', amount: part })).body.data;
    expect(pending).toMatchObject({ 'transaction-type': 'purchase_setup', status: 'pending' });

    // confirm: only pending ones
    expect((await act(order, authorized, 'confirm')).status).toBe(422);
    expect((await act(order, purchased, 'confirm')).status).toBe(422);
    // capture: only authorized ones
    expect((await act(order, purchased, 'capture')).status).toBe(422);
    expect((await act(order, pending, 'capture')).status).toBe(422);
    // refund: only captured or purchased ones
    expect((await act(order, authorized, 'refund')).status).toBe(422);
    expect((await act(order, pending, 'refund')).status).toBe(422);
    // cancel: never a completed purchase, and not on the manual gateway
    expect((await act(order, purchased, 'cancel')).status).toBe(422);
    const manualCancel = await act(order, authorized, 'cancel');
    expect(manualCancel.status).toBe(422);
    expect(manualCancel.body.errors[0]?.detail).toMatch(/manual/);

    // A pending transaction does not pay anything until confirmed.
    expect((await reload(order)).meta.display_price.paid.amount).toBe(part);
    const confirmed = await act(order, pending, 'confirm');
    expect(confirmed.body.data).toMatchObject({ 'transaction-type': 'purchase', status: 'complete' });
    expect((await reload(order)).meta.display_price.paid.amount).toBe(2 * part);
    expect((await act(order, pending, 'confirm')).status).toBe(422);

    const captured = await act(order, authorized, 'capture');
    expect(captured.status).toBe(200);
    expect((await act(order, authorized, 'capture')).status).toBe(422);
  });

  it('refunds partially up to the captured amount, then fully', async () => {
    const order = nextUnpaid();
    const total = order.meta.display_price.with_tax.amount;
    const purchase = (await pay(order, { method: 'purchase' })).body.data;
    expect((await reload(order)).payment).toBe('paid');

    const partial = await act(order, purchase, 'refund', { amount: 300 });
    expect(partial.status).toBe(200);
    expect(partial.body.data).toMatchObject({ refunded_amount: 300, status: 'complete' });
    const afterPartial = await reload(order);
    expect(afterPartial.payment).toBe('paid');
    expect(afterPartial.meta.display_price.paid.amount).toBe(total - 300);

    const over = await act(order, purchase, 'refund', { amount: total });
    expect(over.status).toBe(422);
    expect(over.body.errors[0]?.source).toEqual({ pointer: '/data/amount' });
    expect((await act(order, purchase, 'refund', { amount: 0 })).status).toBe(422);

    // No amount marks the rest as refunded.
    const rest = await act(order, purchase, 'refund');
    expect(rest.body.data).toMatchObject({ refunded_amount: total, status: 'refunded' });
    expect(await reload(order)).toMatchObject({ payment: 'refunded', status: 'complete' });
    expect((await act(order, purchase, 'refund', { amount: 1 })).status).toBe(422);
  });

  it('cancels an authorized transaction of a card gateway and the order is unpaid again', async () => {
    const enable = await request(api.sandbox, '/v2/gateways/stripe', {
      method: 'PUT',
      token: api.token,
      json: { data: { type: 'gateway', enabled: true, login: 'sk_test_sandbox' } },
    });
    expect(enable.status).toBe(200);
    const order = nextUnpaid();
    const authorized = (await pay(order, { gateway: 'stripe', method: 'authorize' })).body.data;
    expect(authorized.reference).toMatch(/^ch_[0-9a-f]{24}$/);
    expect((await reload(order)).payment).toBe('authorized');
    const cancelled = await act(order, authorized, 'cancel', { reason: 'requested_by_customer' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await reload(order)).toMatchObject({ payment: 'unpaid', status: 'incomplete' });
    expect((await act(order, authorized, 'cancel')).status).toBe(422);
    expect((await act(order, authorized, 'capture')).status).toBe(422);
  });

  it('requires payment for the gateways whose document requires it', async () => {
    const enable = await request(api.sandbox, '/v2/gateways/braintree', {
      method: 'PUT',
      token: api.token,
      json: { data: { type: 'gateway', enabled: true, merchant_id: 'm', private_key: 'k', public_key: 'p' } },
    });
    expect(enable.status).toBe(200);
    const order = nextUnpaid();
    const missing = await pay(order, { gateway: 'braintree', method: 'purchase' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]?.source).toEqual({ pointer: '/data/payment' });
    const blank = await pay(order, { gateway: 'braintree', method: 'purchase', payment: '  ' });
    expect(blank.status).toBe(422);
    const paid = await pay(order, { gateway: 'braintree', method: 'purchase', payment: 'customer-1' });
    expect(paid.body.data).toMatchObject({ gateway: 'braintree', status: 'complete' });
  });
});

describe('GET /v2/orders/{id}/transactions', () => {
  it('lists and gets an order’s transactions; other orders’ ids are 404', async () => {
    const order = nextUnpaid();
    const other = nextUnpaid();
    const mine = (await pay(order, { method: 'purchase', amount: 100 })).body.data;
    const theirs = (await pay(other, { method: 'purchase', amount: 100 })).body.data;
    const listed = await get<{ data: Transaction[] }>(`/v2/orders/${order.id}/transactions`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((transaction) => transaction.id)).toEqual([mine.id]);
    const one = await get<{ data: Transaction }>(`/v2/orders/${order.id}/transactions/${mine.id}`);
    expect(one.body.data).toMatchObject({
      id: mine.id,
      amount: 100,
      meta: { display_price: { amount: 100 } },
    });
    expect((await get(`/v2/orders/${order.id}/transactions/${theirs.id}`)).status).toBe(404);
    expect((await act(order, theirs, 'refund')).status).toBe(404);
    expect((await get('/v2/orders/00000000-0000-4000-8000-000000000000/transactions')).status).toBe(404);
  });

  it('lists the seeded transactions of a refunded order', async () => {
    const refunded = (await get<{ data: Order[] }>('/v2/orders?filter=eq(payment,refunded)')).body.data[0];
    const listed = await get<{ data: Transaction[] }>(`/v2/orders/${refunded?.id ?? ''}/transactions`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        status: 'refunded',
        refunded_amount: refunded?.meta.display_price.with_tax.amount,
      }),
    ]);
  });
});
