/**
 * Admin first load, measured in a real browser (Debian's headless chromium via playwright-core,
 * launched as the browser journeys launch it): the bytes transferred (as sent: compressed, headers
 * included, Chromium's `encodedDataLength`) to open the sign-in page, then Home after signing in,
 * against the 250 KB target for JavaScript; then a repeat visit in the same browser profile, which
 * should fetch no asset again (hashed assets are `immutable`). Requests are counted where they reach
 * the server: the browser talks to the gateway through a counting pass-through proxy.
 *
 * Serves `client/dist` as it is (`npm run build` first); the sandbox and gateway run in this
 * process (bench/support.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/harness';
import { fixed, startStack, verdict, type TableRow } from './support';

const DIST = path.resolve(__dirname, '../client/dist');
const FIRST_LOAD_TARGET_KB = 250;
const BENCHMARK = 'admin first load (browser)';
const SELLER_EMAIL = 'seller@example.com';
const SELLER_PASSWORD = 'commerce-manager';

const kb = (bytes: number) => `${fixed(bytes / 1024, 1)} KB`;

/** A pass-through to the gateway that counts what reaches it, by path. */
interface CountingProxy {
  url: string;
  /** Requests since the last reset: `GET /assets/x.js 200`. */
  seen: string[];
  close(): Promise<void>;
}

async function countingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        seen.push(`${req.method} ${req.url} ${answer.statusCode}`);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Transfer {
  url: string;
  /** playwright's resource type: `script`, `stylesheet`, `document`, `fetch`... */
  type: string;
  /** The body as sent (compressed), what `Content-Length` says. */
  body: number;
  headers: number;
}

/** What the page transfers, from Chromium's network events (a cache hit transfers no body). */
function recordTransfers(page: Page): () => Promise<Transfer[]> {
  const pending: Promise<Transfer | undefined>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then(
        (sizes) => ({
          url: request.url(),
          type: request.resourceType(),
          body: Math.max(0, sizes.responseBodySize),
          headers: Math.max(0, sizes.responseHeadersSize),
        }),
        // A request still finishing when its page closes: not part of the load measured.
        () => undefined,
      ),
    );
  });
  return async () => (await Promise.all(pending)).filter((entry) => entry !== undefined);
}

const sum = (transfers: readonly Transfer[], type?: string) =>
  transfers.filter((entry) => !type || entry.type === type).reduce((total, entry) => total + entry.body, 0);
const headerBytes = (transfers: readonly Transfer[]) =>
  transfers.reduce((total, entry) => total + entry.headers, 0);

export async function run(): Promise<TableRow[]> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    return [
      {
        benchmark: BENCHMARK,
        measure: 'first load',
        value: 'n/a',
        target: `<= ${FIRST_LOAD_TARGET_KB} KB`,
        note: 'client/dist is missing: run `npm run build` first',
      },
    ];
  }
  const built = fs.statSync(path.join(DIST, 'index.html')).mtime.toISOString().slice(0, 16).replace('T', ' ');
  const stack = await startStack();
  const proxy = await countingProxy(stack.gateway.url);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const transfers = recordTransfers(page);

    // As a signed-out seller opening the admin is sent: the sign-in page, then back to Home.
    await page.goto(`${proxy.url}/sign-in?next=%2F`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email').waitFor();
    const signIn = await transfers();

    await page.getByLabel('Email').fill(SELLER_EMAIL);
    await page.getByLabel('Password').fill(SELLER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Your store today' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const home = await transfers();

    // The same profile comes back: a new tab opening the admin (signed in, so Home).
    await page.close();
    proxy.seen.length = 0;
    const again = await context.newPage();
    const repeatTransfers = recordTransfers(again);
    await again.goto(`${proxy.url}/`, { waitUntil: 'networkidle' });
    await again.getByRole('heading', { name: 'Your store today' }).waitFor({ timeout: 30_000 });
    await again.waitForLoadState('networkidle');
    const assetHits = proxy.seen.filter((line) => line.split(' ')[1]?.startsWith('/assets/'));
    const pageHits = proxy.seen.filter((line) => !line.split(' ')[1]?.startsWith('/assets/'));
    const repeat = await repeatTransfers();
    const assetBodies = sum(repeat.filter((entry) => new URL(entry.url).pathname.startsWith('/assets/')));
    await context.close();

    const js = (transfers: readonly Transfer[]) => sum(transfers, 'script');
    const files = (transfers: readonly Transfer[], type: string) =>
      transfers.filter((entry) => entry.type === type).length;
    const withinTarget = (bytes: number) =>
      `<= ${FIRST_LOAD_TARGET_KB} KB: ${verdict(bytes <= FIRST_LOAD_TARGET_KB * 1024)}`;
    return [
      {
        benchmark: BENCHMARK,
        measure: 'sign-in page: JavaScript transferred (bodies)',
        value: kb(js(signIn)),
        target: withinTarget(js(signIn)),
        note:
          `${files(signIn, 'script')} scripts (+ ${kb(headerBytes(signIn.filter((entry) => entry.type === 'script')))} ` +
          `of headers); all bodies ${kb(sum(signIn))}, CSS ${kb(sum(signIn, 'stylesheet'))}; build of ${built} UTC`,
      },
      {
        benchmark: BENCHMARK,
        measure: 'sign-in, then Home: JavaScript transferred in all (bodies)',
        value: kb(js(home)),
        target: withinTarget(js(home)),
        note: `${files(home, 'script')} scripts; all bodies with fonts and GraphQL answers ${kb(sum(home))}`,
      },
      {
        benchmark: BENCHMARK,
        measure: 'repeat visit: /assets/ requests reaching the server',
        value: String(assetHits.length),
        target: `0: ${verdict(assetHits.length === 0 && assetBodies === 0)}`,
        note:
          `${kb(sum(repeat))} of bodies in all; requests reaching the server: ` +
          (pageHits.map((line) => line.replace(/\?\S*/, '')).join(', ') || 'none'),
      },
    ];
  } finally {
    await browser.close();
    await proxy.close();
    await stack.close();
  }
}

if (require.main === module) {
  run().then(
    (rows) => console.table(rows),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
