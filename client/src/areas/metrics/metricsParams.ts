import type { MetricsInterval, OrderMetricsPageQuery } from '../../graphql/generated';
import { majorUnits } from '../../components/charts/units';

import { DEFAULT_DAYS, PRESET_DAYS, type PresetDays } from './urls';

export { DEFAULT_DAYS, METRICS_PATH, metricsUrl, PRESET_DAYS, type PresetDays } from './urls';

export const INTERVALS: readonly MetricsInterval[] = ['DAY', 'WEEK', 'MONTH'];
export const INTERVAL_LABELS: Record<MetricsInterval, string> = {
  DAY: 'Daily',
  WEEK: 'Weekly',
  MONTH: 'Monthly',
};
/** "Orders per day" and the like. */
export const INTERVAL_NOUNS: Record<MetricsInterval, string> = { DAY: 'day', WEEK: 'week', MONTH: 'month' };

/** What the Metrics page shows; all of it lives in the URL. */
export interface MetricsParams {
  /** A preset window, or undefined for a custom `from`–`to`. */
  days: PresetDays | undefined;
  /** The first day (UTC, `YYYY-MM-DD`). */
  from: string;
  /** The last day, included (UTC, `YYYY-MM-DD`). */
  to: string;
  interval: MetricsInterval;
  /** A three-letter code; undefined for the store's default currency. */
  currency: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The `days` days up to and including today (UTC dates). */
export function lastDays(days: number, now: Date = new Date()): { from: string; to: string } {
  return { from: isoDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: isoDay(now) };
}

/** Whether `text` is a `YYYY-MM-DD` calendar date. */
export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
}

/**
 * The page's state from its query string: `from` and `to` (a custom window; the provider checks
 * them), else `days` (7, 30 or 90; default 30); `interval` (day, week, month) and `currency`.
 */
export function readMetricsParams(search: URLSearchParams, now: Date = new Date()): MetricsParams {
  const rawInterval = search.get('interval')?.toUpperCase();
  const interval = INTERVALS.find((candidate) => candidate === rawInterval) ?? 'DAY';
  const currency = search.get('currency')?.toUpperCase() || undefined;
  const from = search.get('from');
  const to = search.get('to');
  if (from && to) return { days: undefined, from, to, interval, currency };
  const rawDays = Number(search.get('days'));
  const days = PRESET_DAYS.find((candidate) => candidate === rawDays) ?? DEFAULT_DAYS;
  return { days, ...lastDays(days, now), interval, currency };
}

type Metrics = OrderMetricsPageQuery['orderMetrics'];

export interface MetricsPoint {
  /** The bucket's start for the axis: `Nov 3`, or `Nov 2026` for months. */
  label: string;
  count: number;
  /** Value and discount in the currency's major unit, for the chart. */
  value: number;
  discount: number;
  /** The same as the provider formats them, for the tooltip. */
  valueText: string;
  discountText: string;
}

/** One point per bucket: the count, and value and discount in `currency`. */
export function metricsPoints(metrics: Metrics, currency: string): MetricsPoint[] {
  return metrics.timeseries.map((point) => {
    const value = point.value.find((entry) => entry.currency === currency);
    const discount = point.discount.find((entry) => entry.currency === currency);
    return {
      label: new Date(point.timestamp).toLocaleDateString(
        undefined,
        metrics.interval === 'MONTH'
          ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
          : { month: 'short', day: 'numeric', timeZone: 'UTC' },
      ),
      count: point.count,
      value: majorUnits(value?.amount ?? 0, currency),
      discount: majorUnits(discount?.amount ?? 0, currency),
      valueText: value?.formatted ?? '',
      discountText: discount?.formatted ?? '',
    };
  });
}

/** `Nov 1, 2026`: a whole UTC day, like the other pages' dates. */
export function formatDay(day: string): string {
  const value = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(value)
    ? day
    : new Date(value).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
}
