import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/** The figure in the "Stock figures" table's row named `label`. */
async function figure(page: Page, label: 'Total' | 'Available' | 'Allocated'): Promise<number> {
  const row = page
    .getByRole('table', { name: 'Stock figures' })
    .getByRole('row', { name: new RegExp(label) });
  return Number((await row.getByRole('cell').textContent())?.trim());
}

/**
 * A seller finds a product's stock by SKU, increments a product's stock from the "Adjust stock" dialog, has a too-large decrement
 * refused inline, and sees the new figures after a reload. Then the seller creates a catalog over
 * a seeded hierarchy and price book, publishes it, waits for the release to be PUBLISHED and
 * browses its products with their prices.
 */
export const inventoryCatalogsJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/inventory`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/inventory/);
  const stock = page.getByRole('table', { name: 'Stock' });
  await stock.getByRole('link').first().waitFor();

  // Any product, tracked or not, is found by SKU and opens its stock page (started there if need be).
  await page.getByRole('button', { name: 'Add stock for a product' }).click();
  const finder = page.getByRole('dialog', { name: "Find a product's stock" });
  await finder.getByLabel('Product name or SKU').fill('APP-TSH-0001');
  await finder.getByLabel('Product name or SKU').press('Enter');
  const match = finder
    .getByRole('table', { name: 'Matching products' })
    .getByRole('row')
    .filter({ hasText: /APP-TSH-0001(?!-)/ })
    .first();
  await match.waitFor();
  await page.screenshot({ path: screenshot('inventory-find-product.png') });
  await match.getByRole('link').click();
  await page.waitForURL(/\/inventory\/stock\/[^/?]+(\?dialog=manage)?$/);
  await page.goto(`${product.url}/inventory`);
  await stock.getByRole('link').first().waitFor();
  await stock.getByRole('link').first().click();
  await page.waitForURL(/\/inventory\/stock\/[^/?]+/);
  await page.getByRole('table', { name: 'Stock figures' }).waitFor();
  const before = { total: await figure(page, 'Total'), available: await figure(page, 'Available') };

  // Increment by 5.
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  let dialog = page.getByRole('form', { name: 'Adjust stock' });
  await dialog.getByLabel('Action').selectOption('INCREMENT');
  await dialog.getByLabel('Quantity').fill('5');
  await dialog.getByRole('button', { name: 'Record adjustment' }).click();
  await page.getByText('Stock adjusted').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByRole('table', { name: 'Stock figures' })
    .getByRole('row', { name: new RegExp(`Available\\s*${before.available + 5}$`) })
    .waitFor();
  await page.getByRole('table', { name: 'Transaction history' }).getByText('INCREMENT').last().waitFor();

  // A decrement beyond what is available is refused under Quantity; what was typed stays.
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  dialog = page.getByRole('form', { name: 'Adjust stock' });
  await dialog.getByLabel('Action').selectOption('DECREMENT');
  await dialog.getByLabel('Quantity').fill('100000');
  await dialog.getByRole('button', { name: 'Record adjustment' }).click();
  await dialog.getByText(/Cannot decrement 100000: only \d+ available/).waitFor();
  assert.equal(await dialog.getByLabel('Quantity').inputValue(), '100000');
  await page.screenshot({ path: screenshot('stock-refused.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // After a reload the new figures are read back from the provider.
  await page.reload();
  await page.getByRole('table', { name: 'Stock figures' }).waitFor();
  assert.equal(await figure(page, 'Available'), before.available + 5);
  assert.equal(await figure(page, 'Total'), before.total + 5);

  // Locations tab: the seeded locations.
  await page.goto(`${product.url}/inventory/locations`);
  await page.getByRole('table', { name: 'Locations' }).getByText('Warehouse North').waitFor();

  // A catalog over a seeded hierarchy and price book, published and browsed.
  await page.goto(`${product.url}/catalogs`);
  await page
    .getByRole('table', { name: 'Catalogs' })
    .getByRole('link', { name: 'Storefront Catalog' })
    .waitFor();
  await page.getByRole('button', { name: 'Add catalog' }).click();
  const create = page.getByRole('form', { name: 'Add catalog' });
  await create.getByLabel('Name').fill('Journey Catalog');
  // Blueprint draws its own box over the input: the seller clicks the label.
  await create.locator('label', { hasText: 'Shop by Department' }).click();
  assert.equal(await create.getByLabel('Shop by Department').isChecked(), true);
  await create.getByLabel('Price book').selectOption({ label: 'Retail' });
  await create.getByRole('button', { name: 'Create catalog' }).click();
  await page.getByText('Catalog created').waitFor();
  await page.getByRole('heading', { name: 'Journey Catalog' }).waitFor();
  await page.getByText('Not published yet').waitFor();

  await page.getByRole('button', { name: 'Publish' }).click();
  const releases = page.getByRole('table', { name: 'Releases' });
  // Publishing first; the page polls until the provider says it is published.
  await releases.getByRole('cell', { name: 'Publishing', exact: true }).waitFor();
  await releases.getByRole('cell', { name: 'Published', exact: true }).waitFor();
  await page.screenshot({ path: screenshot('catalog-published.png'), fullPage: true });
  await releases.getByRole('link', { name: /\d+ products/ }).click();
  const products = page.getByRole('table', { name: 'Release products' });
  await products
    .getByRole('row', { name: /\$\d+\.\d\d/ })
    .first()
    .waitFor();
  await page.screenshot({ path: screenshot('catalog-release.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};

/**
 * Single-location stock adjusted: the seller opens a product whose stock is held at no location,
 * sees it named single-location stock, adjusts it without being offered Set, has a bad quantity
 * refused next to the field (what was typed stays), opens the recorded transaction's own page, then
 * puts units at a location (the stock becomes multi-location, Set now offered), and edits that
 * location on its own page, a too-short name refused inline.
 */
export const singleLocationStockJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/inventory`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/inventory/);
  const single = page
    .getByRole('table', { name: 'Stock' })
    .getByRole('row')
    .filter({ hasText: 'Single location' });
  await single.first().waitFor();
  await single.first().getByRole('link').first().click();
  await page.waitForURL(/\/inventory\/stock\/[^/?]+$/);
  const figures = page.getByRole('table', { name: 'Stock figures' });
  await figures
    .getByRole('row', { name: /Inventory/ })
    .getByText('Single-location stock')
    .waitFor();
  const before = await figure(page, 'Available');

  // Single-location stock is adjusted without Set; a bad quantity is refused next to the field.
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  let dialog = page.getByRole('form', { name: 'Adjust stock' });
  const actions = await dialog
    .getByLabel('Action')
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  assert.deepEqual(actions, ['INCREMENT', 'DECREMENT', 'ALLOCATE', 'DEALLOCATE']);
  await dialog.getByLabel('Quantity').fill('two');
  await dialog.getByRole('button', { name: 'Record adjustment' }).click();
  await dialog.getByText('Enter a whole number of 0 or more').waitFor();
  assert.equal(await dialog.getByLabel('Quantity').inputValue(), 'two');
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByRole('button', { name: 'Record adjustment' }).click();
  await page.getByText('Stock adjusted').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await figures.getByRole('row', { name: new RegExp(`Available\\s*${before + 2}$`) }).waitFor();
  await page.screenshot({ path: screenshot('stock-single-location.png'), fullPage: true });

  // The transaction's own page.
  await page.getByRole('table', { name: 'Transaction history' }).getByRole('link').last().click();
  await page.waitForURL(/\/transactions\/[^/?]+$/);
  const transaction = page.getByRole('table', { name: 'Stock transaction' });
  await transaction
    .getByRole('row', { name: /Quantity/ })
    .getByText('2', { exact: true })
    .waitFor();
  await transaction
    .getByRole('row', { name: /Inventory API/ })
    .getByText('Single-location')
    .waitFor();
  await transaction
    .getByRole('row', { name: /Product/ })
    .getByRole('link')
    .click();

  // Units put at a location make it multi-location stock, and Set is offered.
  await page.waitForURL(/\/inventory\/stock\/[^/?]+$/);
  await page.getByRole('button', { name: 'Stock at locations' }).click();
  dialog = page.getByRole('form', { name: 'Stock at locations' });
  await dialog.getByLabel('Warehouse North').fill('3');
  await dialog.getByRole('button', { name: 'Save stock at locations' }).click();
  await page.getByText('Stock at locations saved').waitFor();
  await figures
    .getByRole('row', { name: /Inventory/ })
    .getByText('Multi-location stock')
    .waitFor();
  await page.getByRole('table', { name: 'Stock by location' }).getByText('Warehouse North').waitFor();
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  dialog = page.getByRole('form', { name: 'Adjust stock' });
  await dialog.getByLabel('Action').selectOption('SET');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The location's own page: a too-short name is refused inline, then a description is saved.
  await page.goto(`${product.url}/inventory/locations`);
  await page.getByRole('table', { name: 'Locations' }).getByRole('link', { name: 'Warehouse North' }).click();
  await page.waitForURL(/\/inventory\/locations\/[^/?]+$/);
  const form = page.getByRole('form', { name: 'Location details' });
  await form.getByLabel('Name').fill('WN');
  await form.getByRole('button', { name: 'Save location' }).click();
  await form.getByText('Name must be 3 or more characters').waitFor();
  assert.equal(await form.getByLabel('Name').inputValue(), 'WN');
  await form.getByLabel('Name').fill('Warehouse North');
  await form.getByLabel('Description').fill('Northern dispatch');
  await form.getByRole('button', { name: 'Save location' }).click();
  await page.getByText('Location saved').waitFor();
  await page.reload();
  assert.equal(
    await page.getByRole('form', { name: 'Location details' }).getByLabel('Description').inputValue(),
    'Northern dispatch',
  );
  await page.screenshot({ path: screenshot('inventory-location.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};
