import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

const CUSTOMERS = 100;

/** Opens the list's "Import (CSV)" dialog, gives it `csv` and waits for the preview. */
async function chooseFile(page: Page, list: string, noun: string, csv: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Import (CSV)' }).click();
  const dialog = page.getByRole('dialog', { name: `Import ${list}` });
  await dialog.getByLabel(`CSV file of ${noun}`).setInputFiles({
    name: `${list}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  return dialog;
}

/** The report's line for a row of the file, as text. */
async function reportLine(dialog: Locator, row: number): Promise<string> {
  const line = dialog
    .getByRole('table', { name: 'Import report' })
    .getByRole('row')
    .filter({ has: dialog.page().getByRole('cell', { name: String(row), exact: true }) })
    .first();
  return ((await line.textContent()) ?? '').trim();
}

/**
 * A seller imports a CSV into three lists, each file holding one bad row: 100 customers (one row
 * without a valid email is shown in the preview and not sent), two prices in the seeded Retail
 * book (one amount is not a decimal), and stock for two mugs by SKU (one SKU matches no product,
 * which the provider's lookup reports). Each run ends with a per-row report naming the bad row and
 * its reason; the good rows are then in the lists. Prints the time of the 100-customer import.
 */
export const importsJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems = guardPage(page, product.url);
  const prefix = `Import ${Date.now().toString(36)}`;

  await page.goto(`${product.url}/customers`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/customers/);
  await page.getByRole('table', { name: 'Customers' }).waitFor();

  // Customers: 100 good rows and one without a valid email (row 52 of the file).
  const customerRows = Array.from({ length: CUSTOMERS }, (_, index) => {
    const email = `${prefix.replace(/\W+/g, '.')}.${index}@example.com`.toLowerCase();
    return `,${prefix} ${index},${email},crm-${index}`;
  });
  customerRows.splice(50, 0, `,${prefix} broken,not-an-email,`);
  let dialog = await chooseFile(
    page,
    'customers',
    'customers',
    ['Id,Name,Email,External reference', ...customerRows].join('\n'),
  );
  await dialog
    .getByRole('status')
    .getByText(`${CUSTOMERS} customers ready to import; 1 row has problems and will not be sent`)
    .waitFor();
  await dialog
    .getByRole('table', { name: 'Rows with problems' })
    .getByText('Email “not-an-email” is not an email address.')
    .waitFor();
  const started = Date.now();
  await dialog.getByRole('button', { name: `Import ${CUSTOMERS} customers` }).click();
  await dialog
    .getByRole('status')
    .getByText(`${CUSTOMERS} customers created, 1 not sent (invalid).`)
    .waitFor({ timeout: 120_000 });
  const seconds = (Date.now() - started) / 1000;
  console.log(`     imported ${CUSTOMERS} customers from CSV in ${seconds.toFixed(1)} s`);
  assert.equal(
    await reportLine(dialog, 52),
    `52not-an-emailNot sentEmail “not-an-email” is not an email address.`,
  );
  await page.screenshot({ path: screenshot('import-customers-report.png') });
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await page.goto(`${product.url}/customers?name=${encodeURIComponent(prefix)}`);
  await page.getByText(new RegExp(`^1–\\d+ of ${CUSTOMERS}$`)).waitFor();
  await page.getByRole('table', { name: 'Customers' }).getByText(`${prefix} 0`, { exact: true }).waitFor();

  // Prices in the seeded Retail book: amounts as written (12.50), one that is not a decimal.
  await page.goto(`${product.url}/price-books`);
  await page.getByRole('table', { name: 'Price books' }).getByRole('link', { name: 'Retail' }).click();
  await page.getByRole('heading', { name: 'Retail' }).waitFor();
  dialog = await chooseFile(
    page,
    'prices',
    'prices',
    'SKU,USD,EUR\nHOM-MUG-0001,12.50,11.00\nHOM-MUG-0002,8.00,\nHOM-MUG-0003,eight,\n',
  );
  await dialog.getByRole('status').getByText('2 prices ready to import; 1 row has problems').waitFor();
  await dialog.getByRole('button', { name: 'Import 2 prices' }).click();
  await dialog.getByRole('table', { name: 'Import report' }).waitFor({ timeout: 60_000 });
  assert.match(await reportLine(dialog, 2), /^2HOM-MUG-0001(Created|Updated)$/);
  assert.match(await reportLine(dialog, 3), /^3HOM-MUG-0002(Created|Updated)$/);
  assert.equal(await reportLine(dialog, 4), '4HOM-MUG-0003Not sentUSD “eight” is not an amount like 12.50.');
  await page.screenshot({ path: screenshot('import-prices-report.png') });
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await page.getByLabel('SKU contains').fill('HOM-MUG-0001');
  // The row's USD and EUR changed; the tax flag each currency had is kept.
  const mugPrice = page.getByRole('table', { name: 'Prices' }).getByRole('row', { name: /HOM-MUG-0001/ });
  await mugPrice.filter({ hasText: '$12.50' }).filter({ hasText: '€11.00' }).waitFor();

  // Stock by SKU: more of two mugs; a SKU no product has fails with its reason.
  await page.goto(`${product.url}/inventory`);
  await page.getByRole('table', { name: 'Stock' }).getByRole('link').first().waitFor();
  dialog = await chooseFile(
    page,
    'inventory',
    'stock rows',
    'SKU,Quantity,Action\nHOM-MUG-0001,7,increment\nNO-SUCH-SKU,3,increment\nHOM-MUG-0002,2,increment\n',
  );
  await dialog.getByRole('status').getByText('3 stock rows ready to import.').waitFor();
  await dialog.getByRole('button', { name: 'Import 3 stock rows' }).click();
  await dialog.getByRole('status').getByText('2 stock rows updated, 1 failed.').waitFor({ timeout: 60_000 });
  assert.equal(await reportLine(dialog, 3), '3NO-SUCH-SKUFailedNo product has the SKU “NO-SUCH-SKU”.');
  await page.screenshot({ path: screenshot('import-stock-report.png') });
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  // The two mugs' stock changed last: first in the list sorted by last update.
  await page.goto(`${product.url}/inventory?sort=updated_at&order=desc`);
  const newest = page.getByRole('table', { name: 'Stock' }).getByRole('row');
  await newest.filter({ hasText: 'HOM-MUG-0001' }).waitFor();
  const firstTwo = [await newest.nth(1).textContent(), await newest.nth(2).textContent()].join(' ');
  assert.match(firstTwo, /HOM-MUG-0001/);
  assert.match(firstTwo, /HOM-MUG-0002/);

  assert.deepEqual(problems, []);
  await context.close();
};
