import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

export const productsJourney: Journey = async ({ browser, product, restartProduct, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  // Signed-out visitors land on the sign-in page; a wrong password says so and keeps the email.
  await page.goto(`${product.url}/products`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, 'wrong-password');
  await page.getByText('Incorrect email or password').waitFor();
  assert.equal(await page.getByLabel('Email').inputValue(), SELLER_EMAIL);

  // The right password stores the spec's password credentials and opens the products list.
  await page.getByLabel('Password').fill(SELLER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/products/);
  const stored = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('epCredentials'))) ?? 'null',
  ) as Record<string, unknown>;
  assert.equal(stored.identifier, 'password');
  assert.equal(stored.token_type, 'Bearer');
  assert.equal(typeof stored.refresh_token, 'string');
  // Rows with a link are products (loading skeleton rows have none).
  await page.locator('tbody tr a').first().waitFor();
  // The spec's page size: 100 rows (the demo store has more products than that).
  assert.equal(await page.locator('tbody tr a').count(), 100);

  // Create: an empty SKU is refused inline; a valid product is created.
  await page.getByRole('button', { name: 'Add product' }).click();
  // The form is a lazy chunk: until it renders, only the list's "Name contains" filter is there.
  await page.waitForURL(/\/products\/add/);
  await page.getByLabel('Name', { exact: true }).fill('Journey Lamp');
  await page.getByRole('button', { name: /Create product/ }).click();
  await page.getByText('SKU is required').waitFor();
  await page.getByLabel('SKU', { exact: true }).fill('E2E-LAMP-1');
  await page.getByLabel('Description').fill('A lamp made in a browser journey.');
  await page.getByRole('button', { name: /Create product/ }).click();
  await page.getByText('Product created').waitFor();

  // A duplicate SKU is refused inline and the typed values stay.
  await page.goto(`${product.url}/products/add`);
  await page.getByLabel('Name', { exact: true }).fill('Journey Lamp Copy');
  await page.getByLabel('SKU', { exact: true }).fill('E2E-LAMP-1');
  await page.getByRole('button', { name: /Create product/ }).click();
  await page.getByText(/already exists/).waitFor();
  assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), 'Journey Lamp Copy');

  // Restart the product: the new product is still there (durable sandbox).
  const restarted = await restartProduct();
  assert.equal(restarted.url, product.url);

  // Find it by SKU filter; the filter lives in the URL.
  await page.goto(`${product.url}/products`);
  await page.getByLabel('SKU contains').fill('E2E-LAMP');
  await page.waitForURL(/sku=E2E-LAMP/);
  await page.getByRole('link', { name: 'Journey Lamp', exact: true }).waitFor();
  assert.equal(await page.locator('tbody tr a').count(), 1);
  await page.screenshot({ path: screenshot('products-filtered.png'), fullPage: true });

  // The filter grammar's own punctuation is escaped, not refused and not read as grammar.
  await page.getByLabel('Name contains').fill('say "hi" \\');
  await page.getByText('No products match these filters').waitFor();
  await page.getByLabel('Name contains').fill('');

  // Edit.
  await page.getByRole('link', { name: 'Journey Lamp', exact: true }).click();
  // Until the edit page is in, 'Name' would match the list's 'Name contains' filter.
  await page.getByRole('heading', { name: 'Journey Lamp', exact: true }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill('Journey Lamp Deluxe');
  await page.getByLabel('Status').selectOption('LIVE');
  await page.getByRole('button', { name: 'Save product' }).click();
  await page.getByText('Product saved').waitFor();
  await page.reload();
  assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), 'Journey Lamp Deluxe');

  // Full attributes: a locale, extensions (bad JSON is refused inline), a custom input and a bundle
  // component found by SKU; all are there after a reload.
  await page.getByRole('button', { name: 'Add locale' }).click();
  await page.getByLabel('Locale', { exact: true }).fill('fr-FR');
  await page.getByLabel('Localized name').fill('Lampe de voyage');
  const extensions = page.getByLabel('Extensions (JSON)');
  await extensions.fill('{"lamps": {"watts": 40,}}');
  await page.getByRole('button', { name: 'Save product' }).click();
  await page.getByText(/Not valid JSON/).waitFor();
  await extensions.fill('{"lamps": {"watts": 40, "dimmable": true}}');
  await page.getByRole('button', { name: 'Add custom input' }).click();
  await page.getByLabel('Key', { exact: true }).fill('engraving');
  await page.getByLabel('Label', { exact: true }).fill('Engraving text');
  await page.getByLabel('Max length').fill('30');
  await page.getByLabel('Find component product').fill('GFT-CRD-0001');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('button', { name: 'Add GFT-CRD-0001 to the bundle' }).click();
  await page.getByLabel('Quantity of GFT-CRD-0001').fill('2');
  await page.getByRole('button', { name: 'Save product' }).click();
  await page.getByText('Product saved').waitFor();
  await page.reload();
  assert.equal(await page.getByLabel('Localized name').inputValue(), 'Lampe de voyage');
  assert.deepEqual(JSON.parse(await extensions.inputValue()), { lamps: { watts: 40, dimmable: true } });
  assert.equal(await page.getByLabel('Label', { exact: true }).inputValue(), 'Engraving text');
  assert.equal(await page.getByLabel('Quantity of GFT-CRD-0001').inputValue(), '2');

  // Files: attach two of the store's images from the picker, which stays open between picks.
  const filesSection = page.getByRole('region', { name: 'Files' });
  await filesSection.getByRole('button', { name: 'Attach files' }).click();
  const picker = page.getByRole('dialog', { name: 'Attach files' });
  await picker.getByRole('listitem', { name: 'Choose red.png' }).click();
  await filesSection.getByText('red.png').waitFor();
  await picker.getByRole('listitem', { name: 'Choose green.png' }).click();
  await filesSection.getByText('green.png').waitFor();
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await filesSection.getByText('green.png').waitFor();
  assert.equal(await filesSection.getByRole('listitem').count(), 2);
  await page
    .getByRole('region', { name: 'Bundle components' })
    .screenshot({ path: screenshot('product-components.png') });
  await filesSection.screenshot({ path: screenshot('product-files.png') });
  await page.screenshot({ path: screenshot('product-edit.png'), fullPage: true });

  // Delete with confirmation; the list no longer has it.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByText(/Delete product Journey Lamp Deluxe\?/).waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Product deleted').waitFor();
  await page.waitForURL(/\/products(\?|$)/);
  await page.goto(`${product.url}/products?sku=E2E-LAMP`);
  await page.getByText('No products match these filters').waitFor();

  // Sign out clears the stored credentials.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/sign-in/);
  assert.equal(await page.evaluate(() => localStorage.getItem('epCredentials')), null);

  assert.deepEqual(problems, []);
  await context.close();
};
