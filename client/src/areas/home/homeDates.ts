/** The windows the Home page reports on, as UTC calendar days like the Metrics page's. */
export interface HomeWindows {
  /** Today, `YYYY-MM-DD`. */
  today: string;
  /** The first day of this month, `YYYY-MM-DD`. */
  monthStart: string;
}

export function homeWindows(now: Date = new Date()): HomeWindows {
  const today = now.toISOString().slice(0, 10);
  return { today, monthStart: `${today.slice(0, 7)}-01` };
}
