import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/** Stores of the organization: list and search, create with a tier, edit, and switch the admin to one. */
export const storesJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/sign-in`);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/products/);
  await page.locator('tbody tr a').first().waitFor();

  // Create a store with a tier; it shows in the list and can be found by name.
  await page.getByRole('link', { name: 'Stores' }).click();
  await page.getByRole('link', { name: 'Demo Store' }).waitFor();
  await page.getByRole('button', { name: 'Add store' }).click();
  // The list (with its "Name contains" filter) stays on screen until the lazy form page has loaded.
  await page.getByRole('heading', { name: 'Add store' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill('Journey Outlet');
  await page.getByLabel('Tier').selectOption('FREE_TRIAL');
  await page.getByRole('button', { name: 'Create store' }).click();
  await page.getByText('Store created').waitFor();
  await page.getByRole('heading', { name: 'Journey Outlet' }).waitFor();
  assert.equal(await page.getByLabel('Tier').inputValue(), 'FREE_TRIAL');

  await page.goto(`${product.url}/stores`);
  await page.getByLabel('Name contains').fill('Outlet');
  await page.waitForURL(/name=Outlet/);
  await page.getByRole('link', { name: 'Journey Outlet' }).waitFor();
  // The previous page stays on screen (dimmed) until the filtered one arrives.
  await page.getByRole('link', { name: 'Demo Store' }).waitFor({ state: 'detached' });
  assert.equal(await page.locator('tbody tr a').count(), 1);
  assert.equal(await page.locator('tbody').getByText('Free trial').count(), 1);
  await page.screenshot({ path: screenshot('stores-search.png'), fullPage: true });

  // Switch the admin to the new (empty) store: products come from it, and requests say which store.
  await page.goto(`${product.url}/products`);
  await page.locator('tbody tr a').first().waitFor();
  const scoped = page.waitForRequest(
    (request) =>
      (request.postData() ?? '').includes('"operationName":"ProductList"') &&
      request.headers()['x-commerce-store-id'] !== undefined,
  );
  await page.getByRole('combobox', { name: 'Store' }).selectOption({ label: 'Journey Outlet' });
  const request = await scoped;
  assert.ok(request.headers()['x-commerce-organization-id']);
  await page.getByText('No products yet').waitFor();
  const appMode = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('commerceManagerAppMode'))) ?? '{}',
  ) as {
    storeName?: string;
  };
  assert.equal(appMode.storeName, 'Journey Outlet');
  await page.screenshot({ path: screenshot('store-switched.png') });

  // The choice survives a reload; switching back shows the demo catalogue again.
  await page.reload();
  await page.getByText('No products yet').waitFor();
  // The seller's own store is listed once, under its name.
  await page.getByRole('combobox', { name: 'Store' }).selectOption({ label: 'Demo Store' });
  await page.locator('tbody tr a').first().waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('commerceManagerAppMode')), null);

  assert.deepEqual(problems, []);
  await context.close();
};
