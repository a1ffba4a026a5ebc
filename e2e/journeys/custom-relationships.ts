import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/** Creates a product from the add page and returns its edit page URL. */
async function createProduct(page: Page, origin: string, name: string, sku: string): Promise<string> {
  await page.goto(`${origin}/products/add`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('SKU').fill(sku);
  await page.getByRole('button', { name: /Create product/ }).click();
  await page.getByText('Product created').waitFor();
  await page.getByRole('heading', { name }).waitFor();
  return page.url();
}

/**
 * A seller creates a two-way custom relationship, relates one new product to another found by
 * SKU on the product page, and sees each listed on the other's page.
 */
export const customRelationshipsJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/custom-relationships`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/custom-relationships/);
  // The seeded definitions are listed.
  const definitions = page.getByRole('table', { name: 'Custom relationships' });
  await definitions.getByRole('cell', { name: 'Accessories', exact: true }).waitFor();

  await page.getByRole('button', { name: 'Add custom relationship' }).click();
  const create = page.getByRole('form', { name: 'Add custom relationship' });
  await create.getByLabel('Name', { exact: true }).fill('Journey pairs');
  await create.getByLabel('Slug').fill('journey-pairs');
  await create.getByLabel('Name shown to shoppers').fill('Pairs well with');
  // Blueprint draws its own box over the input, so the label is what a seller clicks.
  await create.getByText(/Relate both ways/).click();
  assert.ok(await create.getByLabel(/Relate both ways/).isChecked());
  await create.getByRole('button', { name: 'Create custom relationship' }).click();
  await page.getByText('Custom relationship created').waitFor();
  await definitions.getByRole('cell', { name: 'Journey pairs', exact: true }).waitFor();

  const otherUrl = await createProduct(page, product.url, 'Journey Sock', 'E2E-REL-SOCK');
  const productUrl = await createProduct(page, product.url, 'Journey Shoe', 'E2E-REL-SHOE');

  // On the shoe's page: choose the definition, find the sock by SKU and add it.
  const section = page.getByLabel('Related products', { exact: true });
  await section.getByLabel('Custom relationship', { exact: true }).selectOption({ label: 'Journey pairs' });
  await section.getByText('No related products yet.').waitFor();
  await section.getByLabel('SKU', { exact: true }).fill('E2E-REL-SOCK');
  await section.getByRole('button', { name: 'Search' }).click();
  await section.getByRole('button', { name: 'Add Journey Sock' }).click();
  await page.getByText('Journey Sock added').waitFor();
  const related = section.getByRole('table', { name: 'Related products list' });
  await related.getByRole('link', { name: 'Journey Sock' }).waitFor();
  assert.equal(await related.locator('tbody tr').count(), 1);
  await page.screenshot({ path: screenshot('product-related.png'), fullPage: true });

  // Relating attached the definition to the shoe; the seeded Accessories is attached, then detached.
  const attached = section.getByRole('list', { name: 'Attached custom relationships' });
  await attached.getByText('Journey pairs', { exact: true }).waitFor();
  await section.getByLabel('Custom relationship', { exact: true }).selectOption({ label: 'Accessories' });
  await section.getByRole('button', { name: 'Attach Accessories' }).click();
  await page.getByText('Accessories attached').waitFor();
  await attached.getByText('Accessories', { exact: true }).waitFor();
  await page.reload();
  await attached.getByText('Accessories', { exact: true }).waitFor();
  await attached.getByRole('button', { name: 'Detach Accessories' }).click();
  await page.getByText('Accessories detached').waitFor();
  await attached.getByText('Accessories', { exact: true }).waitFor({ state: 'detached' });
  await attached.getByText('Journey pairs', { exact: true }).waitFor();

  // Two-way: the sock's page lists the shoe under the same definition.
  await page.goto(otherUrl);
  const otherSection = page.getByLabel('Related products', { exact: true });
  await otherSection
    .getByLabel('Custom relationship', { exact: true })
    .selectOption({ label: 'Journey pairs' });
  await otherSection
    .getByRole('table', { name: 'Related products list' })
    .getByRole('link', { name: 'Journey Shoe' })
    .waitFor();
  assert.ok(productUrl.includes('/products/'));

  assert.deepEqual(problems, []);
  await context.close();
};
