import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/** Seeded SKUs look like `DEPT-LINE-0001` (sandbox/src/catalogue/seed-catalogue.ts). */
const SEEDED_SKU = /^[A-Z]{3}-[A-Z]{3}-\d{4}$/;

/**
 * A seller filters the product list by one SKU, exports it, watches the job's progress bar turn
 * into a download link, downloads the CSV and finds exactly the filtered product in it.
 */
export const jobsJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/products`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.getByRole('table', { name: 'Products' }).waitFor();
  // Newest first, the list opens on products other journeys made: narrow it to seeded SKUs and take
  // the first base product's (its children's SKUs carry options after it).
  await page.goto(`${product.url}/products?sku=-000`);
  const products = page.getByRole('table', { name: 'Products' });
  await products.getByRole('row').nth(1).getByRole('link').first().waitFor();
  const skus = (await products.getByRole('cell').allTextContents()).map((cell) => cell.trim());
  const sku = skus.find((cell) => SEEDED_SKU.test(cell));
  assert.ok(sku, 'the list shows a seeded base product');

  // The export uses the list's current filter, here one SKU.
  await page.goto(`${product.url}/products?sku=${sku}`);
  await products.getByRole('row').filter({ hasText: sku }).first().waitFor();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Exporting products' });
  await dialog.getByRole('progressbar').waitFor();
  await page.screenshot({ path: screenshot('export-progress.png') });

  const download = dialog.getByRole('button', { name: 'Download CSV' });
  await download.waitFor();
  await page.waitForFunction(() =>
    Boolean(document.querySelector('a[download="products.csv"]')?.getAttribute('href')?.startsWith('blob:')),
  );
  await page.screenshot({ path: screenshot('export-ready.png') });
  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const csv = await fs.readFile(await saved.path(), 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  assert.match(header ?? '', /^id,.*\bname\b.*\bsku\b/);
  assert.ok(rows.length >= 1, 'the export lists the filtered product');
  // `sku` filters by "contains", so every exported row carries the SKU and the exact one is there.
  for (const row of rows) assert.ok(row.includes(sku), `exported row without ${sku}: ${row}`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The jobs list (from the navigation) shows the export, newest first, and opens it with its file.
  await page.getByRole('link', { name: 'Jobs', exact: true }).click();
  await page.waitForURL(/\/jobs$/);
  const jobs = page.getByRole('table', { name: 'Jobs' });
  const newest = jobs.getByRole('row').nth(1);
  await newest.getByText('Product export').waitFor();
  await newest.getByText('Done').waitFor();
  await newest.getByRole('button', { name: /^Open job / }).click();
  const jobDialog = page.getByRole('dialog', { name: 'Job' });
  await jobDialog.getByRole('button', { name: 'Download CSV' }).waitFor();
  await page.screenshot({ path: screenshot('jobs-list.png') });
  await jobDialog.getByRole('button', { name: 'Close' }).click();

  // The CSV columns an import reads are the product attributes, template fields included.
  await page.getByRole('button', { name: 'CSV columns' }).click();
  const columns = page
    .getByRole('dialog', { name: 'CSV columns' })
    .getByRole('table', { name: 'Product attributes' });
  await columns.getByRole('cell', { name: 'sku', exact: true }).waitFor();

  assert.deepEqual(problems, []);
  await context.close();
};
