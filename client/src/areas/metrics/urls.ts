import type { MetricsInterval } from '../../graphql/generated';

export const METRICS_PATH = '/metrics';

/** The preset windows, in days up to and including today. */
export const PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];
export const DEFAULT_DAYS: PresetDays = 30;

/** The Metrics page's URL for these choices (defaults left out). */
export function metricsUrl(
  params: {
    days?: PresetDays;
    from?: string;
    to?: string;
    interval?: MetricsInterval;
    currency?: string;
  } = {},
): string {
  const search = new URLSearchParams();
  if (params.from && params.to) {
    search.set('from', params.from);
    search.set('to', params.to);
  } else if (params.days && params.days !== DEFAULT_DAYS) {
    search.set('days', String(params.days));
  }
  if (params.interval && params.interval !== 'DAY') search.set('interval', params.interval.toLowerCase());
  if (params.currency) search.set('currency', params.currency);
  const query = search.toString();
  return query ? `${METRICS_PATH}?${query}` : METRICS_PATH;
}
