/**
 * The admin's one way of showing dates: the browser's locale and time zone, medium date style
 * ("Nov 26, 2026") and short time ("Nov 26, 2026, 2:05 PM"). A missing or unreadable value is "—".
 *
 * Calendar days typed or picked by the seller (date filters) travel as `YYYY-MM-DD`
 * ({@link isDay}, {@link dayOf}).
 */

const MISSING = '—';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** Calendar days the provider sends as `YYYY-MM-DD` are shown as that day, whatever the time zone. */
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** An instant or a `YYYY-MM-DD` day as a date without time: "Nov 26, 2026". */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (typeof value === 'string' && isDay(value)) return dayFormat.format(new Date(`${value}T00:00:00Z`));
  const date = toDate(value);
  return date ? dateFormat.format(date) : MISSING;
}

/** An instant with its time: "Nov 26, 2026, 2:05 PM". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : MISSING;
}

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The local calendar day of `date` as `YYYY-MM-DD`. */
export function dayOf(date: Date): string {
  const pad = (number: number) => String(number).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD` as local midnight of that day; null when the text is no such day. */
export function parseDay(text: string): Date | null {
  const trimmed = text.trim();
  if (!isDay(trimmed)) return null;
  const [year, month, day] = trimmed.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}
