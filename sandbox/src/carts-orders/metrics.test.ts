import { useTestSandbox } from '../core/test-support';

interface Price {
  amount: number;
  currency: string;
  formatted: string;
}

interface Order {
  id: string;
  status: string;
  meta: {
    display_price: { with_tax: Price; discount: Price };
    timestamps: { created_at: string };
  };
}

interface Point {
  timestamp: string;
  total?: number;
  amount?: number;
  currency?: string;
}

const api = useTestSandbox();
const { get } = api;

/** The seeded orders the metrics should count: created in the window and not cancelled. */
async function ordersBetween(from: string, toExclusive: string): Promise<Order[]> {
  const filter = encodeURIComponent(`ge(created_at,${from}):lt(created_at,${toExclusive})`);
  const response = await get<{ data: Order[]; meta: { results: { total: number } } }>(
    `/v2/orders?filter=${filter}&page[limit]=100`,
  );
  expect(response.body.meta.results.total).toBeLessThan(100);
  return response.body.data.filter((order) => order.status !== 'cancelled');
}

function sums(orders: Order[], read: (order: Order) => number): Record<string, number> {
  const result: Record<string, number> = {};
  for (const order of orders) {
    const currency = order.meta.display_price.with_tax.currency;
    result[currency] = (result[currency] ?? 0) + read(order);
  }
  return result;
}

// Two days of the seed (the test clock is 2026-01-15); `to` as a date includes that whole day.
const WINDOW = 'from=2026-01-05&to=2026-01-06';

describe('/v2/metrics/orders', () => {
  it('counts, sums and summarises the orders of a window per currency', async () => {
    const orders = await ordersBetween('2026-01-05T00:00:00Z', '2026-01-07T00:00:00Z');
    expect(orders.length).toBeGreaterThan(2);
    const values = sums(orders, (order) => order.meta.display_price.with_tax.amount);
    const discounts = sums(orders, (order) => -order.meta.display_price.discount.amount);

    const total = await get<{ data: { total: number } }>(`/v2/metrics/orders/total?${WINDOW}`);
    expect(total.status).toBe(200);
    expect(total.body.data.total).toBe(orders.length);

    const value = await get<{ data: { currency: string; value: Price }[] }>(
      `/v2/metrics/orders/value?${WINDOW}`,
    );
    expect(Object.fromEntries(value.body.data.map((row) => [row.currency, row.value.amount]))).toEqual(
      values,
    );

    const summary = await get<{
      data: { currency: string; total_orders: number; total_value: Price; total_discount: Price }[];
    }>(`/v2/metrics/orders/summary?${WINDOW}`);
    expect(summary.body.data.reduce((count, row) => count + row.total_orders, 0)).toBe(orders.length);
    expect(
      Object.fromEntries(summary.body.data.map((row) => [row.currency, row.total_discount.amount])),
    ).toEqual(discounts);
  });

  it('gives daily time series of count, value and discount that add up to the window', async () => {
    const orders = await ordersBetween('2026-01-05T00:00:00Z', '2026-01-07T00:00:00Z');
    const count = await get<{ data: Point[] }>(`/v2/metrics/orders/timeseries/count?${WINDOW}&interval=day`);
    expect(count.body.data.map((point) => point.timestamp)).toEqual([
      '2026-01-05T00:00:00.000Z',
      '2026-01-06T00:00:00.000Z',
    ]);
    const firstDay = orders.filter((order) => order.meta.timestamps.created_at < '2026-01-06').length;
    expect(count.body.data.map((point) => point.total)).toEqual([firstDay, orders.length - firstDay]);

    const value = await get<{ data: Point[] }>(`/v2/metrics/orders/timeseries/value?${WINDOW}`);
    const valueByCurrency: Record<string, number> = {};
    for (const point of value.body.data) {
      const currency = point.currency ?? '';
      valueByCurrency[currency] = (valueByCurrency[currency] ?? 0) + (point.amount ?? 0);
    }
    expect(valueByCurrency).toEqual(sums(orders, (order) => order.meta.display_price.with_tax.amount));

    const discount = await get<{ data: Point[] }>(
      `/v2/metrics/orders/timeseries/discount?${WINDOW}&currency=USD`,
    );
    expect(discount.body.data.every((point) => point.currency === 'USD')).toBe(true);
    const usdDiscount = discount.body.data.reduce((total, point) => total + (point.amount ?? 0), 0);
    expect(usdDiscount).toBe(sums(orders, (order) => -order.meta.display_price.discount.amount).USD ?? 0);
  });

  it('covers the whole seeded quarter, with weekly buckets and a currency filter', async () => {
    const window = 'from=2025-10-01&to=2026-01-15';
    const total = (await get<{ data: { total: number } }>(`/v2/metrics/orders/total?${window}`)).body.data
      .total;
    expect(total).toBeGreaterThan(250);
    const weekly = await get<{ data: Point[] }>(
      `/v2/metrics/orders/timeseries/count?${window}&interval=week`,
    );
    expect(weekly.body.data.reduce((sum, point) => sum + (point.total ?? 0), 0)).toBe(total);
    // Weeks start on Monday.
    expect(new Date(weekly.body.data[0]?.timestamp ?? '').getUTCDay()).toBe(1);
    const eur = await get<{ data: { total: number } }>(`/v2/metrics/orders/total?${window}&currency=EUR`);
    expect(eur.body.data.total).toBeGreaterThan(0);
    expect(eur.body.data.total).toBeLessThan(total);
  });

  it('defaults to the 30 days before now', async () => {
    const implicit = await get<{ data: { total: number }; meta: { from: string; to: string } }>(
      '/v2/metrics/orders/total',
    );
    expect(implicit.body.meta).toMatchObject({
      from: '2025-12-16T09:00:00.000Z',
      to: '2026-01-15T09:00:00.000Z',
    });
    const explicit = await get<{ data: { total: number } }>(
      '/v2/metrics/orders/total?from=2025-12-16T09:00:00Z&to=2026-01-15T09:00:00Z',
    );
    expect(implicit.body.data.total).toBe(explicit.body.data.total);
    expect(implicit.body.data.total).toBeGreaterThan(50);
  });

  it('answers 400 for bad dates, a reversed window and unknown intervals', async () => {
    const bad = await get('/v2/metrics/orders/total?from=yesterday');
    expect(bad.status).toBe(400);
    const reversed = await get('/v2/metrics/orders/value?from=2026-01-10&to=2026-01-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors[0]?.detail).toMatch(/from/);
    expect((await get(`/v2/metrics/orders/timeseries/count?${WINDOW}&interval=fortnight`)).status).toBe(400);
    expect((await get(`/v2/metrics/orders/summary?${WINDOW}&currency=dollars`)).status).toBe(400);
  });
});
