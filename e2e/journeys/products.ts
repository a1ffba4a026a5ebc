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
  assert.equal(await page.locator('tbody tr:has(a)').count(), 100);

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

  // Where shoppers will see it: in no catalog until it is on a node of a catalog's hierarchy.
  const catalogsNotice = page.locator('.bp6-callout').filter({ hasText: 'Where shoppers see this product' });
  await catalogsNotice.getByText(/It is in no catalog yet/).waitFor();
  await catalogsNotice.getByText(/It is a draft/).waitFor();
  await page.screenshot({ path: screenshot('product-created-catalogs-notice.png') });

  // Its stock starts right there on the product page, with a first quantity.
  const inventory = page.getByLabel('Inventory', { exact: true }).and(page.locator('.section-card'));
  await inventory.getByRole('button', { name: 'Start managing stock' }).click();
  const startStock = page.getByRole('form', { name: 'Manage stock' });
  await startStock.getByLabel(/Quantity/).fill('7');
  await startStock.getByRole('button', { name: 'Start managing stock' }).click();
  await page.getByText('Stock is now managed').waitFor();
  await inventory
    .getByRole('table', { name: 'Product stock' })
    .getByRole('row', { name: /Available\s*7$/ })
    .waitFor();
  await page.screenshot({ path: screenshot('product-new-stock.png'), fullPage: true });

  // Back on the list, newest first: the new product tops it, its stock linking to its stock page.
  await page.goto(`${product.url}/products`);
  const firstRow = page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1);
  await firstRow.getByRole('link', { name: 'Journey Lamp', exact: true }).waitFor();
  await firstRow.getByRole('link', { name: 'Stock: 7 available' }).click();
  await page.waitForURL(/\/inventory\/stock\/[^/?]+$/);
  await page.getByRole('heading', { name: 'Journey Lamp', exact: true }).waitFor();

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
  // Newest first, it also tops the unfiltered page: wait for the filtered one to replace it.
  await page.locator('tbody tr:has(a)').nth(1).waitFor({ state: 'detached' });
  assert.equal(await page.locator('tbody tr:has(a)').count(), 1);
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
  // Reorder: moving red.png down replaces the product's files in the new order, which a reload keeps.
  const fileNames = () => filesSection.getByRole('listitem').allTextContents();
  assert.deepEqual(await fileNames(), ['red.png', 'green.png']);
  await filesSection.getByRole('button', { name: 'Move red.png down' }).click();
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-label="Attached files"] li')?.textContent?.includes('green.png') === true,
  );
  await page.reload();
  await filesSection.getByText('green.png').waitFor();
  assert.deepEqual(await fileNames(), ['green.png', 'red.png']);
  await page
    .getByRole('region', { name: 'Bundle components' })
    .screenshot({ path: screenshot('product-components.png') });
  await filesSection.screenshot({ path: screenshot('product-files.png') });
  await page.screenshot({ path: screenshot('product-edit.png'), fullPage: true });

  // Delete with confirmation; the list no longer has it.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByText(/Delete product Journey Lamp Deluxe\?/).waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  // Pending, with Undo, as the list's bulk delete says it: "deleted" only once it is.
  await page.getByText("Deleting 'Journey Lamp Deluxe'…").waitFor();
  await page.waitForURL(/\/products(\?|$)/);
  // Closing the tab inside the undo window asks first (the delete is not sent until it ends).
  const closing = new Promise<string>((resolve) => {
    page.once('dialog', (asked) => {
      resolve(asked.type());
      void asked.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  assert.equal(await closing, 'beforeunload');
  assert.equal(page.isClosed(), false);
  await page.getByText("Product 'Journey Lamp Deluxe' deleted").waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.goto(`${product.url}/products?sku=E2E-LAMP`);
  await page.getByText('No products match these filters').waitFor();

  // Sign out clears the stored credentials.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/sign-in/);
  assert.equal(await page.evaluate(() => localStorage.getItem('epCredentials')), null);

  assert.deepEqual(problems, []);
  await context.close();
};

/**
 * Issue 17: a priced product with a main image in one screen, its price and stock in the list, then
 * two products set to draft at once from the list.
 */
export const pricedProductJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);
  // Unique per run: the sandbox's store may outlive one run.
  const sku = `E2E-PRICED-${Date.now().toString(36).toUpperCase()}`;
  await page.goto(`${product.url}/products`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/products/);

  // One screen: fields, a price in the Retail book, the main image picked from the store's files.
  await page.goto(`${product.url}/products/add`);
  await page.getByLabel('Name', { exact: true }).fill('Journey Priced Mug');
  await page.getByLabel('SKU', { exact: true }).fill(`${sku}-1`);
  await page.getByLabel('Status').selectOption('LIVE');
  await page.getByLabel('Retail USD amount').fill('12.5');
  await page.getByRole('button', { name: 'Choose image' }).click();
  await page
    .getByRole('dialog', { name: 'Choose main image' })
    .getByRole('listitem', { name: 'Choose red.png' })
    .click();
  await page.getByText('Chosen: red.png').waitFor();
  await page.screenshot({ path: screenshot('product-create-priced.png'), fullPage: true });
  await page.getByRole('button', { name: 'Create product' }).click();
  await page.getByText('Product created', { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Journey Priced Mug', exact: true }).waitFor();
  // Stored: the amount reads back in major units, the image is the product's main image.
  await page.waitForFunction(
    () =>
      (document.querySelector('input[aria-label="Retail USD amount"]') as HTMLInputElement | null)?.value ===
      '12.50',
  );
  await page.getByRole('region', { name: 'Main image' }).getByText('red.png').waitFor();

  // A second live product, unpriced.
  await page.goto(`${product.url}/products/add`);
  await page.getByLabel('Name', { exact: true }).fill('Journey Plain Mug');
  await page.getByLabel('SKU', { exact: true }).fill(`${sku}-2`);
  await page.getByLabel('Status').selectOption('LIVE');
  await page.getByRole('button', { name: 'Create product' }).click();
  await page.getByText('Product created', { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Journey Plain Mug', exact: true }).waitFor();

  // The list: the price formatted with its currency (a dash without one), and the stock column.
  await page.goto(`${product.url}/products?sku=${sku}`);
  const table = page.getByRole('table', { name: 'Products' });
  const priced = table.getByRole('row', { name: /Journey Priced Mug/ });
  await priced.getByTitle('In Retail').getByText('$12.50').waitFor();
  await priced.getByRole('link', { name: 'Not managed' }).waitFor();
  const plain = table.getByRole('row', { name: /Journey Plain Mug/ });
  await plain.getByTitle("No price book prices this product's SKU").waitFor();
  const header = await table.locator('thead').textContent();
  assert.match(header ?? '', /Price.*Stock/);
  await page.screenshot({ path: screenshot('products-priced-list.png'), fullPage: true });

  // Bulk: both set to draft, with a summary.
  await table.getByRole('checkbox', { name: `Select Journey Priced Mug (${sku}-1)` }).check({ force: true });
  await table.getByRole('checkbox', { name: `Select Journey Plain Mug (${sku}-2)` }).check({ force: true });
  await page.getByText('2 products selected').waitFor();
  await page.getByRole('button', { name: 'Set draft' }).click();
  const summary = page.getByRole('dialog', { name: /Set draft: 2 products/ });
  await summary.getByRole('status').filter({ hasText: '2 products set to draft.' }).waitFor();
  await page.keyboard.press('Escape');
  await page.reload();
  await table
    .getByRole('row', { name: /Journey Priced Mug/ })
    .getByText('Draft')
    .waitFor();
  await table
    .getByRole('row', { name: /Journey Plain Mug/ })
    .getByText('Draft')
    .waitFor();

  assert.deepEqual(problems, []);
  await context.close();
};
