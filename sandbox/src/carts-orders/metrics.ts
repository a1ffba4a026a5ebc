import { Router, type Request } from 'express';
import type { SimpleResourceRoutesOptions } from '../core/simple-resources';
import { authenticatedStoreId } from '../auth-stores/auth';
import { badRequest, queryParam } from '../core/http';
import { moneyFormatter } from './cart-model';
import { orderCollection, orderTotals, type OrderData } from './order-model';
import type { ResourceRecord } from '../core/resources';

/**
 * `/v2/metrics/orders/...`: order metrics over a time window, computed from the stored orders.
 *
 * Query: `from` and `to` (ISO dates or date-times; a date-only `to` includes that whole day;
 * defaults: the 30 days before now), `interval` for time series (`day`, `week` or `month`,
 * UTC buckets, default `day`) and an optional `currency`. Cancelled orders are not counted.
 * Values are `with_tax` totals and discounts are positive amounts, both in minor units.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_WINDOW_DAYS = 30;
const INTERVALS = ['day', 'week', 'month'] as const;
type Interval = (typeof INTERVALS)[number];
/** Enough for a year of days or ten years of months, while keeping answers small. */
const MAX_BUCKETS = 400;

interface Window {
  from: number;
  /** Exclusive. */
  to: number;
  currency?: string;
}

function parseInstant(name: string, raw: string, endOfDay: boolean): number {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(raw);
  const value = Date.parse(dateOnly ? `${raw}T00:00:00Z` : raw);
  if (Number.isNaN(value) || !/^\d{4}-\d{2}-\d{2}/.test(raw)) {
    throw badRequest(`${name} must be an ISO 8601 date, e.g. 2024-01-31 or 2024-01-31T12:00:00Z`);
  }
  return dateOnly && endOfDay ? value + DAY_MS : value;
}

function readWindow(req: Request, now: number): Window {
  const rawFrom = queryParam(req, 'from');
  const rawTo = queryParam(req, 'to');
  const to = rawTo === undefined ? now : parseInstant('to', rawTo, true);
  const from =
    rawFrom === undefined ? to - DEFAULT_WINDOW_DAYS * DAY_MS : parseInstant('from', rawFrom, false);
  if (from > to) throw badRequest('from must not be after to');
  const currency = queryParam(req, 'currency');
  if (currency !== undefined && !/^[A-Za-z]{3}$/.test(currency)) {
    throw badRequest('currency must be a three-letter ISO 4217 code');
  }
  return { from, to, ...(currency === undefined ? {} : { currency: currency.toUpperCase() }) };
}

function readInterval(req: Request): Interval {
  const raw = queryParam(req, 'interval') ?? 'day';
  const interval = INTERVALS.find((candidate) => candidate === raw);
  if (!interval) throw badRequest(`interval must be one of ${INTERVALS.join(', ')}`);
  return interval;
}

function ordersIn(
  collection: ReturnType<typeof orderCollection>,
  storeId: string,
  window: Window,
): ResourceRecord<OrderData>[] {
  return collection.list(storeId).filter((record) => {
    const at = Date.parse(record.createdAt);
    return (
      at >= window.from &&
      at < window.to &&
      record.data.status !== 'cancelled' &&
      (window.currency === undefined || record.data.currency === window.currency)
    );
  });
}

function bucketStart(instant: number, interval: Interval): number {
  const date = new Date(instant);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (interval === 'day') return day;
  if (interval === 'week') return day - ((date.getUTCDay() + 6) % 7) * DAY_MS; // back to Monday
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

function nextBucket(start: number, interval: Interval): number {
  if (interval === 'day') return start + DAY_MS;
  if (interval === 'week') return start + 7 * DAY_MS;
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

function buckets(window: Window, interval: Interval): number[] {
  const starts: number[] = [];
  for (
    let start = bucketStart(window.from, interval);
    start < window.to;
    start = nextBucket(start, interval)
  ) {
    starts.push(start);
    if (starts.length > MAX_BUCKETS)
      throw badRequest(`The window must not span more than ${MAX_BUCKETS} intervals`);
  }
  return starts;
}

/** Currencies to report: the requested one, else those of the orders (sorted). */
function currenciesOf(orders: ResourceRecord<OrderData>[], window: Window): string[] {
  if (window.currency !== undefined) return [window.currency];
  return [...new Set(orders.map((order) => order.data.currency))].sort();
}

function sumBy(
  orders: ResourceRecord<OrderData>[],
  currency: string,
  amount: (data: OrderData) => number,
): number {
  return orders
    .filter((order) => order.data.currency === currency)
    .reduce((sum, order) => sum + amount(order.data), 0);
}

const withTax = (data: OrderData) => orderTotals(data).with_tax;
const discount = (data: OrderData) => orderTotals(data).discount;

function windowMeta(window: Window, interval?: Interval): Record<string, unknown> {
  return {
    from: new Date(window.from).toISOString(),
    to: new Date(window.to).toISOString(),
    ...(interval === undefined ? {} : { interval }),
    ...(window.currency === undefined ? {} : { currency: window.currency }),
  };
}

/** Mounted at `/v2/metrics`; read-only. */
export function createMetricsRouter(options: SimpleResourceRoutesOptions): Router {
  const orders = orderCollection(options.db);
  const router = Router();
  const context = (req: Request) => {
    const window = readWindow(req, options.now());
    const storeId = authenticatedStoreId(req.auth);
    // Amounts read as the store's currencies format them elsewhere (carts, orders).
    const money = (amount: number, currency: string) => moneyFormatter(options.db, storeId, currency)(amount);
    return { window, money, orders: ordersIn(orders, storeId, window) };
  };

  router.get('/orders/total', (req, res) => {
    const { window, orders: found } = context(req);
    res.json({ data: { total: found.length }, meta: windowMeta(window) });
  });

  router.get('/orders/value', (req, res) => {
    const { window, money, orders: found } = context(req);
    res.json({
      data: currenciesOf(found, window).map((currency) => ({
        currency,
        value: money(sumBy(found, currency, withTax), currency),
      })),
      meta: windowMeta(window),
    });
  });

  router.get('/orders/summary', (req, res) => {
    const { window, money, orders: found } = context(req);
    res.json({
      data: currenciesOf(found, window).map((currency) => {
        const count = found.filter((order) => order.data.currency === currency).length;
        const value = sumBy(found, currency, withTax);
        return {
          currency,
          total_orders: count,
          total_value: money(value, currency),
          total_discount: money(sumBy(found, currency, discount), currency),
          average_value: money(count === 0 ? 0 : Math.round(value / count), currency),
        };
      }),
      meta: { ...windowMeta(window), total_orders: found.length },
    });
  });

  router.get('/orders/timeseries/count', (req, res) => {
    const interval = readInterval(req);
    const { window, orders: found } = context(req);
    const counts = new Map<number, number>();
    for (const order of found) {
      const start = bucketStart(Date.parse(order.createdAt), interval);
      counts.set(start, (counts.get(start) ?? 0) + 1);
    }
    res.json({
      data: buckets(window, interval).map((start) => ({
        timestamp: new Date(start).toISOString(),
        total: counts.get(start) ?? 0,
      })),
      meta: windowMeta(window, interval),
    });
  });

  const amountSeries = (path: string, amount: (data: OrderData) => number) => {
    router.get(path, (req, res) => {
      const interval = readInterval(req);
      const { window, money, orders: found } = context(req);
      const sums = new Map<string, number>();
      for (const order of found) {
        const key = `${bucketStart(Date.parse(order.createdAt), interval)}:${order.data.currency}`;
        sums.set(key, (sums.get(key) ?? 0) + amount(order.data));
      }
      const currencies = currenciesOf(found, window);
      res.json({
        data: buckets(window, interval).flatMap((start) =>
          currencies.map((currency) => ({
            timestamp: new Date(start).toISOString(),
            ...money(sums.get(`${start}:${currency}`) ?? 0, currency),
          })),
        ),
        meta: windowMeta(window, interval),
      });
    });
  };
  amountSeries('/orders/timeseries/value', withTax);
  amountSeries('/orders/timeseries/discount', discount);

  return router;
}
