import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

const CUSTOMERS = 1000;

/** Signs in through the gateway's GraphQL and returns a bearer token (the admin's own mutation). */
async function gatewayToken(url: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($u: String!, $p: String!) { signIn(username: $u, password: $p) { credentials { accessToken } } }',
      variables: { u: SELLER_EMAIL, p: SELLER_PASSWORD },
    }),
  });
  const body = (await response.json()) as {
    data?: { signIn: { credentials: { accessToken: string } | null } };
  };
  const token = body.data?.signIn.credentials?.accessToken;
  assert.ok(token, 'the seller signs in through GraphQL');
  return token;
}

/** Creates `count` customers named `{prefix} {i}` through the gateway, 8 at a time. */
async function createCustomers(url: string, token: string, prefix: string, count: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query:
            'mutation($input: CustomerCreateInput!) { createCustomer(input: $input) { userErrors { message } } }',
          variables: {
            input: {
              name: `${prefix} ${index}`,
              email: `${prefix.replace(/\W+/g, '.')}.${index}@example.com`.toLowerCase(),
            },
          },
        }),
      });
      const body = (await response.json()) as { data?: { createCustomer: { userErrors: unknown[] } } };
      assert.deepEqual(body.data?.createCustomer.userErrors, [], `customer ${index} is created`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/**
 * A seller exports 1,000 matching customers to CSV, starts a bulk delete and closes the tab inside
 * the undo window (nothing is deleted), then deletes every customer matching a narrower filter
 * (111 of them, "select all matching") and reads the summary. Prints the export's and the bulk
 * delete's times.
 */
export const bulkJourney: Journey = async ({ browser, product, screenshot }) => {
  const prefix = `Bulk ${Date.now().toString(36)}`;
  const seeded = Date.now();
  await createCustomers(product.url, await gatewayToken(product.url), prefix, CUSTOMERS);
  console.log(`     created ${CUSTOMERS} customers in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

  const context = await browser.newContext({
    viewport: { width: 1400, height: 1000 },
    acceptDownloads: true,
  });
  let page = await context.newPage();
  page.setDefaultTimeout(30_000);
  let problems = guardPage(page, product.url);
  const listUrl = (filter: string) => `${product.url}/customers?name=${encodeURIComponent(filter)}`;

  await page.goto(listUrl(prefix));
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/customers/);
  await page.getByText(`1–100 of ${CUSTOMERS}`).waitFor();

  // Export every matching customer: 10 pages of 100, one file.
  const exportStarted = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export all (CSV)' }).click(),
  ]);
  const file = await download.path();
  const exportSeconds = (Date.now() - exportStarted) / 1000;
  const lines = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
  assert.equal(lines.length, CUSTOMERS + 1, 'the CSV holds a header and every matching customer');
  assert.match(lines[0] ?? '', /^Id,Name,Email/);
  console.log(`     exported ${CUSTOMERS} customers to CSV in ${exportSeconds.toFixed(1)} s`);

  // Delete two, then close the tab inside the undo window: nothing may be deleted.
  const table = page.getByRole('table', { name: 'Customers' });
  const rowBoxes = table.getByRole('checkbox', { name: new RegExp(`^Select ${prefix} \\d+$`) });
  await rowBoxes.nth(0).check({ force: true });
  await rowBoxes.nth(1).check({ force: true });
  await page.getByText('2 customers selected').waitFor();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText('2 customers will be deleted.').waitFor();
  await page.screenshot({ path: screenshot('bulk-undo-window.png') });
  await page.close({ runBeforeUnload: false });
  assert.deepEqual(problems, []);

  page = await context.newPage();
  page.setDefaultTimeout(30_000);
  problems = guardPage(page, product.url);
  // Past the window: had anything been scheduled in the closed tab, it would have run by now.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  await page.goto(listUrl(prefix));
  await page.getByText(`1–100 of ${CUSTOMERS}`).waitFor();

  // Every customer matching "{prefix} 1" (1, 10–19, 100–199): 111, over two pages.
  await page.goto(listUrl(`${prefix} 1`));
  await page.getByText('1–100 of 111').waitFor();
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check({ force: true });
  await page.getByRole('button', { name: 'Select all 111 customers matching' }).click();
  await page.getByText('All 111 customers matching are selected').waitFor();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByText('Delete 111 customers?').waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText('111 customers will be deleted.').waitFor();
  const windowEnds = Date.now() + 5000;
  const summary = page.getByRole('dialog', { name: 'Delete: 111 customers' });
  await summary.getByRole('status').getByText('111 customers deleted.').waitFor({ timeout: 90_000 });
  const bulkSeconds = (Date.now() - windowEnds) / 1000;
  await page.screenshot({ path: screenshot('bulk-delete-summary.png') });
  console.log(`     deleted 111 customers in ${bulkSeconds.toFixed(1)} s after the undo window`);
  await summary.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();

  await page.goto(listUrl(prefix));
  await page.getByText(`1–100 of ${CUSTOMERS - 111}`).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
};
