import type { ReactNode } from 'react';

/** Longer than this, a text is likely cut off in a list cell or a heading: its full value is offered. */
export const LONG_TEXT = 40;

/** The text of a plain string or number value, when long; undefined otherwise. */
export function longText(content: ReactNode): string | undefined {
  if (typeof content !== 'string' && typeof content !== 'number') return undefined;
  const text = String(content);
  return text.length > LONG_TEXT ? text : undefined;
}
