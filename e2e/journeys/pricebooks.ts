import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

const MUG_SKU = 'HOM-MUG-0001';

/**
 * A seller creates a price book, prices a seeded mug at 12.50 USD from the book's "Add price"
 * dialog, then finds the mug's edit page and sees that price in its Prices section. Last, the
 * seller imports a JSONL file of a book and prices and watches the import job end.
 */
export const priceBooksJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/price-books`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/price-books/);
  // The seeded books are listed.
  await page.getByRole('table', { name: 'Price books' }).getByRole('link', { name: 'Retail' }).waitFor();

  // Create a book from the dialog; it opens on its (empty) prices.
  await page.getByRole('button', { name: 'Add price book' }).click();
  const create = page.getByRole('form', { name: 'Add price book' });
  await create.getByLabel('Name').fill('Journey Outlet');
  await create.getByLabel('Description').fill('Clearance prices');
  await create.getByRole('button', { name: 'Create price book' }).click();
  await page.getByText('Price book created').waitFor();
  await page.getByRole('heading', { name: 'Journey Outlet' }).waitFor();
  await page.getByText('No prices yet').waitFor();

  // Price the seeded mug at 12.50 USD.
  await page.getByRole('button', { name: 'Add price' }).click();
  const addPrice = page.getByRole('form', { name: 'Add price' });
  await addPrice.getByLabel('SKU').fill(MUG_SKU);
  await addPrice.getByLabel('USD amount').fill('12.50');
  await addPrice.getByRole('button', { name: 'Add price' }).click();
  await page.getByText('Price added').waitFor();
  await addPrice.waitFor({ state: 'detached' });
  const prices = page.getByRole('table', { name: 'Prices' });
  await prices.getByRole('row', { name: new RegExp(`${MUG_SKU}.*\\$12\\.50`) }).waitFor();
  await page.screenshot({ path: screenshot('price-book.png'), fullPage: true });
  // The price's own page reads it by id.
  await prices.getByRole('link', { name: MUG_SKU }).click();
  await page.getByRole('heading', { name: `Price of ${MUG_SKU}` }).waitFor();
  await page.getByRole('table', { name: 'Amounts' }).getByText('$12.50').waitFor();
  await page.goBack();

  // The mug's edit page lists the new book's price, linking back to the book.
  await page.goto(`${product.url}/products?sku=${MUG_SKU}`);
  const products = page.getByRole('table', { name: 'Products' });
  await products.getByText(MUG_SKU).waitFor();
  await products.getByRole('link').first().click();
  await page.waitForURL(/\/products\/[^/?]+$/);
  const pricesInBooks = page.getByRole('table', { name: 'Prices in price books' });
  const outletRow = pricesInBooks.getByRole('row', { name: /Journey Outlet/ });
  await outletRow.waitFor();
  assert.match((await outletRow.textContent()) ?? '', /\$12\.50/);
  await page.screenshot({ path: screenshot('product-prices.png'), fullPage: true });

  await outletRow.getByRole('link', { name: 'Journey Outlet' }).click();
  await page.getByRole('heading', { name: 'Journey Outlet' }).waitFor();

  // Import: a JSONL file with a new book, a price for the mug in it and one bad line. The job is
  // followed until it ends; the bad line is reported and the rest is imported.
  await page.goto(`${product.url}/price-books`);
  const jsonl = [
    JSON.stringify({
      type: 'pricebook',
      external_ref: 'journey-import',
      attributes: { name: 'Journey Import' },
    }),
    JSON.stringify({
      type: 'product-price',
      external_ref: 'journey-mug',
      pricebook_external_ref: 'journey-import',
      attributes: { sku: MUG_SKU, currencies: { USD: { amount: 999, includes_tax: false } } },
    }),
    JSON.stringify({
      type: 'product-price',
      external_ref: 'no-sku',
      pricebook_external_ref: 'journey-import',
    }),
  ].join('\n');
  await page.getByLabel('Import price books from JSONL').setInputFiles({
    name: 'journey.jsonl',
    mimeType: 'application/jsonl',
    buffer: Buffer.from(jsonl),
  });
  const importDialog = page.getByRole('dialog', { name: 'Importing journey.jsonl' });
  await importDialog.getByText('The job finished with errors').waitFor();
  await importDialog.getByText(/line 3: missing sku for price/).waitFor();
  await page.screenshot({ path: screenshot('price-book-import.png'), fullPage: true });
  await importDialog.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('table', { name: 'Price books' })
    .getByRole('link', { name: 'Journey Import' })
    .click();
  await page
    .getByRole('table', { name: 'Prices' })
    .getByRole('row', { name: /\$9\.99/ })
    .waitFor();

  assert.deepEqual(problems, []);
  await context.close();
};
