import { otherStore, request, useTestSandbox } from '../core/test-support';

interface Price {
  amount: number;
  currency: string;
  formatted: string;
}

interface Order {
  id: string;
  type: string;
  status: string;
  payment: string;
  shipping: string;
  anonymized: boolean;
  order_number?: string;
  external_ref?: string;
  currency?: string;
  customer: { name: string; email: string };
  shipping_address: Record<string, string>;
  billing_address: Record<string, string>;
  meta: {
    display_price: Record<'with_tax' | 'without_tax' | 'tax' | 'discount' | 'paid' | 'balance_owing', Price>;
    timestamps: { created_at: string };
  };
  relationships: { items: { data: { id: string }[] } };
}

interface OrderItem {
  id: string;
  type: string;
  sku: string;
  quantity: number;
  unit_price: { amount: number };
  meta: { display_price: { with_tax: { value: Price } } };
}

interface OrderList {
  data: Order[];
  meta: { results: { total: number } };
}

interface AnonymizeError {
  errors: { status: string; detail?: string; meta?: { order_id: string } }[];
}

const api = useTestSandbox<unknown, { data: Order }>();
const { get, send } = api;

const list = (filter: string, extra = '') =>
  get<OrderList>(`/v2/orders?filter=${encodeURIComponent(filter)}&page[limit]=100${extra}`);

/** The first seeded order matching the filter (seeded orders are deterministic). */
async function firstOrder(filter: string): Promise<Order> {
  const response = await list(filter);
  const [order] = response.body.data;
  if (!order) throw new Error(`No seeded order matches ${filter}`);
  return order;
}

describe('GET /v2/orders', () => {
  it('lists the seeded orders in a paged envelope with display prices', async () => {
    const response = await get<OrderList>('/v2/orders');
    expect(response.status).toBe(200);
    expect(response.body.meta.results.total).toBeGreaterThanOrEqual(300);
    const [order] = response.body.data;
    expect(order).toMatchObject({ type: 'order', anonymized: false });
    const price = order?.meta.display_price;
    expect(price?.with_tax.amount).toBe((price?.without_tax.amount ?? 0) + (price?.tax.amount ?? 0));
    expect(price?.with_tax.formatted).toMatch(/^[$€]/);
  });

  it('filters by payment, shipping, customer email, totals, sku and dates like the provider', async () => {
    const refunded = await list('eq(payment,refunded)');
    expect(refunded.body.data.length).toBeGreaterThan(0);
    expect(refunded.body.data.every((order) => order.payment === 'refunded')).toBe(true);

    const fulfilledPaid = await list('eq(shipping,fulfilled):eq(payment,paid)');
    expect(fulfilledPaid.body.data.every((o) => o.shipping === 'fulfilled' && o.payment === 'paid')).toBe(
      true,
    );

    const byEmail = await list('like(email,ava*)');
    expect(byEmail.body.data.length).toBeGreaterThan(0);
    expect(byEmail.body.data.every((order) => order.customer.email.startsWith('ava.'))).toBe(true);
    const name = byEmail.body.data[0]?.customer.name ?? '';
    const byName = await list(`eq(customer.name,"${name}")`);
    expect(byName.body.meta.results.total).toBe(byEmail.body.meta.results.total);

    const expensive = await list('ge(with_tax,30000)');
    expect(expensive.body.data.every((order) => order.meta.display_price.with_tax.amount >= 30000)).toBe(
      true,
    );

    const cutoff = '2026-01-01T00:00:00Z';
    const recent = await list(`ge(created_at,${cutoff})`);
    expect(recent.body.data.length).toBeGreaterThan(0);
    expect(recent.body.data.every((order) => order.meta.timestamps.created_at >= '2026-01-01')).toBe(true);

    const anOrder = await firstOrder('eq(currency,EUR)');
    const items = await get<{ data: OrderItem[] }>(`/v2/orders/${anOrder.id}/items`);
    const sku = items.body.data[0]?.sku ?? '';
    const bySku = await list(`eq(product_sku,${sku})`);
    expect(bySku.body.data.map((order) => order.id)).toContain(anOrder.id);
  });

  it('sorts newest first on request and rejects unknown filter fields', async () => {
    const sorted = await get<OrderList>('/v2/orders?sort=-created_at&page[limit]=5');
    const dates = sorted.body.data.map((order) => order.meta.timestamps.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await list('eq(payment_token,x)')).status).toBe(400);
  });
});

describe('GET /v2/orders/{id}, items and shipping groups', () => {
  it('answers one order; unknown ids and other stores’ orders are 404', async () => {
    const order = await firstOrder('eq(order_number,10001)');
    const one = await get<{ data: Order }>(`/v2/orders/${order.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.id).toBe(order.id);
    expect((await get('/v2/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const other = await otherStore(api.sandbox, 'Orders elsewhere');
    expect((await other.call('GET', `/v2/orders/${order.id}`)).status).toBe(404);
  });

  it('lists items whose line totals add up to the order total', async () => {
    const order = await firstOrder('eq(order_number,10002)');
    const items = await get<{ data: OrderItem[] }>(`/v2/orders/${order.id}/items`);
    expect(items.status).toBe(200);
    expect(items.body.data.map((item) => item.id)).toEqual(
      order.relationships.items.data.map((item) => item.id),
    );
    const sum = items.body.data.reduce(
      (total, item) => total + item.meta.display_price.with_tax.value.amount,
      0,
    );
    expect(sum).toBe(order.meta.display_price.with_tax.amount);
  });

  it('answers shipping groups, one group, included items and 404 for an unknown group', async () => {
    const order = await firstOrder('eq(order_number,10001)');
    const groups = await get<{ data: { id: string; type: string; order_id: string }[] }>(
      `/v2/orders/${order.id}/shipping-groups`,
    );
    expect(groups.status).toBe(200);
    const [group] = groups.body.data;
    expect(group).toMatchObject({ type: 'shipping_group', order_id: order.id });
    const one = await get<{ data: { id: string }; included: { items: OrderItem[] } }>(
      `/v2/orders/${order.id}/shipping-groups/${group?.id ?? ''}?include=items`,
    );
    expect(one.body.data.id).toBe(group?.id);
    expect(one.body.included.items.length).toBe(order.relationships.items.data.length);
    const withOrder = await get<{ included: { orders: { id: string }[] } }>(
      `/v2/orders/${order.id}/shipping-groups?include=order`,
    );
    expect(withOrder.body.included.orders.map((included) => included.id)).toEqual([order.id]);
    expect((await get(`/v2/orders/${order.id}/shipping-groups/nope`)).status).toBe(404);
    expect((await get(`/v2/orders/${order.id}/shipping-groups?include=bogus`)).status).toBe(400);
  });
});

describe('PUT /v2/orders/{id}', () => {
  it('fulfils only paid orders and then refuses shipment changes', async () => {
    const unpaid = await firstOrder('eq(payment,unpaid):eq(status,incomplete)');
    const refused = await send('PUT', `/v2/orders/${unpaid.id}`, {
      data: { type: 'order', shipping: 'fulfilled' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]?.source).toEqual({ pointer: '/data/shipping' });

    const paid = await firstOrder('eq(payment,paid):eq(shipping,unfulfilled)');
    const fulfilled = await send('PUT', `/v2/orders/${paid.id}`, {
      data: { type: 'order', shipping: 'fulfilled' },
    });
    expect(fulfilled.status).toBe(200);
    expect(fulfilled.body.data.shipping).toBe('fulfilled');
    const cancel = await send('PUT', `/v2/orders/${paid.id}`, {
      data: { type: 'order', status: 'cancelled' },
    });
    expect(cancel.status).toBe(422);
    const address = await send('PUT', `/v2/orders/${paid.id}`, {
      data: { type: 'order', shipping_address: { city: 'Elsewhere' } },
    });
    expect(address.status).toBe(422);
  });

  it('cancels an unfulfilled order; only cancelled is an accepted status', async () => {
    const order = await firstOrder('eq(payment,unpaid):eq(status,incomplete)');
    const complete = await send('PUT', `/v2/orders/${order.id}`, {
      data: { type: 'order', status: 'complete' },
    });
    expect(complete.status).toBe(422);
    expect(complete.body.errors[0]?.source).toEqual({ pointer: '/data/status' });
    const cancelled = await send('PUT', `/v2/orders/${order.id}`, {
      data: { type: 'order', status: 'cancelled' },
    });
    expect(cancelled.body.data.status).toBe('cancelled');
    const fulfil = await send('PUT', `/v2/orders/${order.id}`, {
      data: { type: 'order', shipping: 'fulfilled' },
    });
    expect(fulfil.status).toBe(422);
  });

  it('merges the shipping address, sets and clears external_ref, validates type and lengths', async () => {
    const order = await firstOrder('eq(payment,authorized)');
    const updated = await send('PUT', `/v2/orders/${order.id}`, {
      data: { type: 'order', external_ref: 'ERP-42', shipping_address: { line_2: 'Suite 9', city: 'Salem' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.external_ref).toBe('ERP-42');
    expect(updated.body.data.shipping_address).toMatchObject({
      ...order.shipping_address,
      line_2: 'Suite 9',
      city: 'Salem',
    });
    const cleared = await send('PUT', `/v2/orders/${order.id}`, {
      data: { type: 'order', external_ref: '' },
    });
    expect(cleared.body.data.external_ref).toBeUndefined();
    const tooLong = await send('PUT', `/v2/orders/${order.id}`, {
      data: { type: 'order', external_ref: 'x'.repeat(65) },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors[0]?.source).toEqual({ pointer: '/data/external_ref' });
    const emptyName = await send('PUT', `/v2/orders/${order.id}`, {
      data: { type: 'order', shipping_address: { first_name: '' } },
    });
    expect(emptyName.body.errors[0]?.source).toEqual({ pointer: '/data/shipping_address/first_name' });
    const wrongType = await send('PUT', `/v2/orders/${order.id}`, {
      data: { type: 'cart', external_ref: 'x' },
    });
    expect(wrongType.status).toBe(422);
  });
});

describe('POST /v2/orders/anonymize', () => {
  it('masks personal data of fulfilled orders and refuses the whole batch if one is still open', async () => {
    const fulfilled = await firstOrder('eq(shipping,fulfilled):eq(payment,paid)');
    const open = await firstOrder('eq(payment,unpaid):eq(status,incomplete)');

    const refused = await request<AnonymizeError>(api.sandbox, '/v2/orders/anonymize', {
      method: 'POST',
      token: api.token,
      json: { data: { order_ids: [fulfilled.id, open.id] } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((error) => error.meta?.order_id)).toEqual([open.id]);
    expect((await get<{ data: Order }>(`/v2/orders/${fulfilled.id}`)).body.data.anonymized).toBe(false);

    const done = await send<{ data: Order[] }>('POST', '/v2/orders/anonymize', {
      data: { order_ids: [fulfilled.id] },
    });
    expect(done.status).toBe(200);
    const [masked] = done.body.data;
    expect(masked).toMatchObject({ id: fulfilled.id, anonymized: true, customer: { name: '*', email: '*' } });
    expect(masked?.shipping_address.first_name).toBe('*');
    expect(masked?.billing_address.line_1).toBe('*');
    const stored = await get<{ data: Order }>(`/v2/orders/${fulfilled.id}`);
    expect(stored.body.data.customer.email).toBe('*');
    // Amounts and statuses are not personal data.
    expect(stored.body.data.meta.display_price.with_tax).toEqual(fulfilled.meta.display_price.with_tax);
  });

  it('rejects a missing id list and unknown orders', async () => {
    const missing = await send('POST', '/v2/orders/anonymize', { data: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]?.source).toEqual({ pointer: '/data/order_ids' });
    const unknown = await send('POST', '/v2/orders/anonymize', {
      data: { order_ids: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.status).toBe(404);
  });
});
