import assert from 'node:assert/strict';
import fs from 'node:fs';
import Papa from 'papaparse';
import type { Locator, Page } from 'playwright-core';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

const CUSTOMERS = 100;

/** Opens the list's "Import (CSV)" dialog and gives it `csv`; the preview follows. */
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

/** Clicks "Export all (CSV)" and gives the downloaded file's text. */
async function exportAll(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export all (CSV)' }).click(),
  ]);
  return fs.readFileSync(await download.path(), 'utf8');
}

/** Imports `csv` (a file the list exported) and finds every row unchanged; cancels. */
async function expectNothingToWrite(page: Page, list: string, noun: string, csv: string): Promise<void> {
  const dialog = await chooseFile(page, list, noun, csv);
  await dialog
    .getByRole('status')
    // Nothing to create or update, and no row with problems (they would follow "unchanged").
    .filter({ hasText: /unchanged \(skipped\)\. Nothing to write\./ })
    .waitFor({ timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
}

/**
 * A seller imports a CSV into three lists, each file holding one bad row: 100 customers (one row
 * without a valid email is shown in the preview and not sent), two prices in the seeded Retail
 * book (one amount is not a decimal), and stock for two mugs by SKU (one SKU matches no product,
 * found while the preview compares the file with the store). Each run ends with a per-row report
 * naming the bad row and its reason; the good rows are then in the lists. Then the round trip:
 * the 100 customers, the mugs' prices, every stock record and the seeded mugs exported and
 * imported back unchanged find nothing to write; a mug renamed in the file is previewed as one
 * update of its name, cancelling writes nothing, confirming renames it (through the provider's
 * import job), and the first export imported again restores it. Prints the time of the
 * 100-customer import.
 */
export const importsJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 1000 },
    acceptDownloads: true,
  });
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
    .getByText(`${CUSTOMERS} customers to create, 1 with problems (not sent).`)
    .waitFor({ timeout: 60_000 });
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

  // The round trip: the 100 customers exported and imported back: nothing to write.
  const customersCsv = await exportAll(page);
  assert.match(customersCsv, /^Id,Name,Email,External reference\r?\n/);
  dialog = await chooseFile(page, 'customers', 'customers', customersCsv);
  await dialog
    .getByRole('status')
    .getByText(`${CUSTOMERS} customers unchanged (skipped). Nothing to write.`)
    .waitFor({ timeout: 60_000 });
  assert.equal(await dialog.getByRole('button', { name: 'Import 0 customers' }).isDisabled(), true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

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
  await dialog
    .getByRole('status')
    .filter({
      hasText: /(2 prices to (create|update)|1 price to create, 1 to update), 1 with problems \(not sent\)\./,
    })
    .waitFor({ timeout: 60_000 });
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
  // The round trip: the mug prices exported and imported back: nothing to write.
  await page.getByLabel('SKU contains').fill('HOM-MUG');
  await mugPrice.waitFor();
  await expectNothingToWrite(page, 'prices', 'prices', await exportAll(page));

  // Stock by SKU: more of two mugs; a SKU no product has fails with its reason.
  await page.goto(`${product.url}/inventory`);
  await page.getByRole('table', { name: 'Stock' }).getByRole('link').first().waitFor();
  dialog = await chooseFile(
    page,
    'inventory',
    'stock rows',
    'SKU,Quantity,Action\nHOM-MUG-0001,7,increment\nNO-SUCH-SKU,3,increment\nHOM-MUG-0002,2,increment\n',
  );
  await dialog
    .getByRole('status')
    .getByText('2 stock rows to update, 1 with problems (not sent).')
    .waitFor({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Import 2 stock rows' }).click();
  await dialog
    .getByRole('status')
    .getByText('2 stock rows updated, 1 not sent (invalid).')
    .waitFor({ timeout: 60_000 });
  assert.equal(await reportLine(dialog, 3), '3NO-SUCH-SKUNot sentNo product has the SKU “NO-SUCH-SKU”.');
  await page.screenshot({ path: screenshot('import-stock-report.png') });
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  // The two mugs' stock changed last: first in the list sorted by last update.
  await page.goto(`${product.url}/inventory?sort=updated_at&order=desc`);
  const newest = page.getByRole('table', { name: 'Stock' }).getByRole('row');
  await newest.filter({ hasText: 'HOM-MUG-0001' }).waitFor();
  const firstTwo = [await newest.nth(1).textContent(), await newest.nth(2).textContent()].join(' ');
  assert.match(firstTwo, /HOM-MUG-0001/);
  assert.match(firstTwo, /HOM-MUG-0002/);
  // The round trip: every stock record exported (totals, to be set) and imported back.
  const stockCsv = await exportAll(page);
  assert.match(stockCsv, /^Product id,SKU,Product,Quantity,Action\r?\n/);
  await expectNothingToWrite(page, 'inventory', 'stock rows', stockCsv);

  // Products: the seeded mugs exported and imported back unchanged find nothing to write.
  await page.goto(`${product.url}/products?sku=HOM-MUG`);
  const products = page.getByRole('table', { name: 'Products' });
  await products.getByRole('row').filter({ hasText: 'HOM-MUG-0001' }).waitFor();
  const mugsCsv = await exportAll(page);
  const mugs = Papa.parse<Record<string, string>>(mugsCsv.trim(), { header: true });
  assert.deepEqual(mugs.meta.fields, ['id', 'name', 'sku', 'slug', 'status', 'commodity_type']);
  const mugCount = mugs.data.length;
  assert.ok(mugCount >= 2, 'the seeded mugs are exported');
  assert.ok(mugs.data.every((row) => row.status === 'live' || row.status === 'draft'));
  dialog = await chooseFile(page, 'products', 'products', mugsCsv);
  await dialog
    .getByRole('status')
    .getByText(`${mugCount} products unchanged (skipped). Nothing to write.`)
    .waitFor({ timeout: 60_000 });
  await page.screenshot({ path: screenshot('import-products-round-trip.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // One mug renamed in the file: previewed as an update of its name; cancelling writes nothing.
  const firstMug = mugs.data.find((row) => row.sku === 'HOM-MUG-0001');
  assert.ok(firstMug, 'HOM-MUG-0001 is exported');
  const originalName = firstMug.name ?? '';
  const renamedName = `${prefix} mug`;
  const renamedCsv = Papa.unparse(
    mugs.data.map((row) => (row === firstMug ? { ...row, name: renamedName } : row)),
    { columns: mugs.meta.fields },
  );
  const renamedRow = mugs.data.indexOf(firstMug) + 2;
  dialog = await chooseFile(page, 'products', 'products', renamedCsv);
  await dialog
    .getByRole('status')
    .getByText(`1 product to update, ${mugCount - 1} unchanged (skipped).`)
    .waitFor({ timeout: 60_000 });
  const update = dialog.getByRole('table', { name: 'Rows to update' }).getByRole('row').nth(1);
  assert.equal(((await update.textContent()) ?? '').trim(), `${renamedRow}HOM-MUG-0001name`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await products.getByRole('link', { name: originalName, exact: true }).waitFor();

  // Confirmed, the mug is renamed; the first export imported again restores its name.
  dialog = await chooseFile(page, 'products', 'products', renamedCsv);
  await dialog.getByRole('button', { name: 'Import 1 product' }).click();
  await dialog
    .getByRole('status')
    .getByText(`1 product updated, ${mugCount - 1} unchanged (skipped).`)
    .waitFor({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await products.getByRole('link', { name: renamedName, exact: true }).waitFor();
  dialog = await chooseFile(page, 'products', 'products', mugsCsv);
  await dialog.getByRole('button', { name: 'Import 1 product' }).click();
  await dialog
    .getByRole('status')
    .getByText(/^1 product updated/)
    .waitFor({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await products.getByRole('link', { name: originalName, exact: true }).waitFor();

  assert.deepEqual(problems, []);
  await context.close();
};
