import { majorUnits } from '../../components/charts/units';
import type { HomeOrderMetricsQuery } from '../../graphql/generated';

type Metrics = HomeOrderMetricsQuery['orderMetrics'];

/** The window the Home chart shows: the 30 days up to and including today (UTC dates). */
export function last30Days(now: Date = new Date()): { from: string; to: string } {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 29 * 24 * 60 * 60 * 1000);
  return { from: day(from), to: day(now) };
}

/** The currency to chart: the one with the most orders (ties by code), else none. */
export function mainCurrency(metrics: Metrics): string | undefined {
  return [...metrics.summary].sort(
    (a, b) => b.totalOrders - a.totalOrders || a.currency.localeCompare(b.currency),
  )[0]?.currency;
}

export interface ChartPoint {
  /** `Nov 3`, for the axis. */
  day: string;
  /** Orders placed that day. */
  count: number;
  /** Their value in the chart currency's major unit (e.g. dollars). */
  value: number;
  /** The value as the provider formats it, for the tooltip. */
  valueText: string;
}

/** One point per day: count, and value in the chosen currency in major units. */
export function chartPoints(metrics: Metrics, currency: string | undefined): ChartPoint[] {
  return metrics.timeseries.map((point) => {
    const money = point.value.find((entry) => entry.currency === currency);
    const amount = money?.amount ?? 0;
    return {
      day: new Date(point.timestamp).toLocaleDateString(undefined, {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
      count: point.count,
      value: currency ? majorUnits(amount, currency) : 0,
      valueText: money?.formatted ?? '',
    };
  });
}
