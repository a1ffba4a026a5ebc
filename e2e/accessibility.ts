/**
 * axe-core on every page a journey visits, in light and dark mode. A page is checked once per
 * route (ids folded) and scheme for the whole run, when its requests have settled, so the suite
 * pays for each page's check once. Serious and critical violations fail the journey (through the
 * problems of `guardPage`); every violation is written to `e2e/output/accessibility.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { OUTPUT_DIR } from './harness';

type Scheme = 'light' | 'dark';

interface Violation {
  rule: string;
  impact: string;
  page: string;
  scheme: Scheme;
  elements: string[];
  /** What axe found wrong with each element (the colours and ratio of a contrast failure). */
  details: string[];
}

/** Impacts that fail a journey; moderate and minor ones are reported in the output file only. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Requests must be quiet this long before a page counts as drawn. */
const QUIET_MS = 400;
/** A page that never settles (polling jobs) is checked after this long anyway. */
const SETTLE_LIMIT_MS = 5_000;

const checkedRoutes = new Set<string>();
const violations: Violation[] = [];

/** The route of a URL with its ids folded (`/products/:id`), plus the dialog kept in the URL. */
export function routeOf(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const route = pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) && segment.length > 3 ? ':id' : segment))
    .join('/');
  const dialog = searchParams.get('dialog');
  return dialog ? `${route}?dialog=${dialog}` : route;
}

function record(found: Violation[]): void {
  violations.push(...found);
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUTPUT_DIR, 'accessibility.json'), `${JSON.stringify(violations, null, 2)}\n`);
}

/** Popovers and dialogs caught fading in would be judged on their half-transparent colours. */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation: none !important; }';

async function analyze(page: Page, route: string, scheme: Scheme): Promise<Violation[]> {
  const style = await page.addStyleTag({ content: NO_TRANSITIONS });
  try {
    // Legacy mode runs in the page itself; the default opens a blank page in the journey's context.
    // Content still loading (a table's rows dimmed while the next page comes) is judged once it settles.
    // Violations only: the passes' nodes, sent back by default, cost as much as the check itself.
    const results = await new AxeBuilder({ page })
      .exclude('[aria-busy="true"]')
      .options({ resultTypes: ['violations'] })
      .setLegacyMode()
      .analyze();
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      page: route,
      scheme,
      elements: violation.nodes.map((node) => node.target.join(' ')),
      details: violation.nodes.map((node) => node.failureSummary ?? ''),
    }));
  } finally {
    await style.evaluate((element) => element.parentNode?.removeChild(element)).catch(() => undefined);
  }
}

/**
 * Both schemes of the page on screen: the one it shows, then the other by Blueprint's dark class
 * on `<body>` (what `app/theme.ts` sets), put back as it was.
 */
async function checkBothSchemes(page: Page, route: string): Promise<Violation[]> {
  const dark = await page.evaluate(() => document.body.classList.contains('bp6-dark'));
  const shown: Scheme = dark ? 'dark' : 'light';
  const other: Scheme = dark ? 'light' : 'dark';
  const found: Violation[] = [];
  if (!checkedRoutes.has(`${shown} ${route}`)) {
    found.push(...(await analyze(page, route, shown)));
    checkedRoutes.add(`${shown} ${route}`);
  }
  if (!checkedRoutes.has(`${other} ${route}`)) {
    await page.evaluate((on) => document.body.classList.toggle('bp6-dark', on), !dark);
    try {
      found.push(...(await analyze(page, route, other)));
      checkedRoutes.add(`${other} ${route}`);
    } finally {
      await page.evaluate((on) => document.body.classList.toggle('bp6-dark', on), dark);
    }
  }
  return found;
}

const describe = (violation: Violation) =>
  `accessibility: ${violation.rule} (${violation.impact}) on ${violation.page} in ${violation.scheme} mode: ${violation.elements.join(', ')}`;

/**
 * Checks each page the journey navigates to (history navigations included) once its requests are
 * quiet, one check at a time; serious and critical violations are pushed to `problems`.
 */
export function watchAccessibility(page: Page, problems: string[]): void {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  let queue = Promise.resolve();
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    if (!url.startsWith('http')) return;
    const route = routeOf(url);
    // The admin's pages only: not a file the gateway serves (the browser's own image viewer) nor GraphiQL.
    if (route.startsWith('/api/') || route.startsWith('/graphiql')) return;
    if (checkedRoutes.has(`light ${route}`) && checkedRoutes.has(`dark ${route}`)) return;
    queue = queue.then(async () => {
      const started = Date.now();
      while (
        (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) &&
        Date.now() - started < SETTLE_LIMIT_MS
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The journey moved on, or closed the page: this route is checked when it is next visited.
      if (page.isClosed() || routeOf(page.url()) !== route) return;
      try {
        const found = await checkBothSchemes(page, route);
        record(found);
        problems.push(...found.filter((violation) => FAILING_IMPACTS.has(violation.impact)).map(describe));
      } catch {
        // The page navigated or closed during the check; nothing was judged.
      }
    });
  });
}
