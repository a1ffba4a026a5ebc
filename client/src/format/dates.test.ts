import { dayOf, formatDate, formatDateTime, isDay, parseDay } from './dates';

describe('dates', () => {
  it('formats instants one way, with and without time, and missing values as a dash', () => {
    const instant = '2026-11-26T14:05:00.000Z';
    const date = new Date(instant);
    expect(formatDateTime(instant)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date),
    );
    expect(formatDate(instant)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date),
    );
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });

  it('shows a YYYY-MM-DD day as that day in any time zone', () => {
    expect(formatDate('2026-11-01')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date('2026-11-01T00:00:00Z'),
      ),
    );
  });

  it('accepts only real YYYY-MM-DD days', () => {
    expect(isDay('2026-11-01')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('11/01/2026')).toBe(false);
    expect(isDay('2026-11-1')).toBe(false);
    expect(parseDay('yesterday')).toBeNull();
    const parsed = parseDay(' 2026-11-01 ');
    expect(parsed && dayOf(parsed)).toBe('2026-11-01');
  });
});
