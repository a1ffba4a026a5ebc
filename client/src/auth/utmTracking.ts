/**
 * Analytics persistence (spec section 9: local storage plus cookie): the UTM parameters of the URL a
 * visitor lands on are kept under `utm_tracking` in local storage and in a cookie of the same name
 * (path `/`, secure, strict same-site). A landing URL without them leaves an earlier record alone;
 * signing out clears both (credentials.ts `clearAppStorage`).
 */
import { siteCookie, UTM_TRACKING_KEY } from './credentials';

/** The standard UTM parameters (campaign tracking), the only query parameters kept. */
export const UTM_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
] as const;

/** Longer values are cut: the record rides on every request to the admin's site as a cookie. */
const MAX_VALUE_LENGTH = 200;

export type UtmRecord = Partial<Record<(typeof UTM_PARAMETERS)[number], string>>;

/** Keeps the UTM parameters of `url`, when it carries any. */
export function rememberLandingUtm(url: URL): void {
  const record: UtmRecord = {};
  for (const name of UTM_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value) record[name] = value.slice(0, MAX_VALUE_LENGTH);
  }
  if (Object.keys(record).length === 0) return;
  const serialized = JSON.stringify(record);
  window.localStorage.setItem(UTM_TRACKING_KEY, serialized);
  document.cookie = siteCookie(UTM_TRACKING_KEY, serialized, window.location.hostname);
}
