import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

const MUG_SKU = 'HOM-MUG-0001';

/**
 * A seller opens "Templates and flows" from the navigation, creates a flow, adds a required text
 * field to it, then adds an entry: leaving the required field empty is refused next to the field,
 * filling it in saves the entry, which is then listed. The flow is then attached to a product as a
 * template and its field filled in on the product page; last, a relationship field relates the
 * entry to that product.
 */
export const flowsJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.getByRole('link', { name: 'Templates and flows' }).click();
  await page.waitForURL(/\/flows$/);

  // The seeded flow is listed; a new one joins it.
  const flows = page.getByRole('table', { name: 'Flows' });
  await flows.getByRole('link', { name: 'Product care' }).waitFor();
  await page.getByRole('button', { name: 'Add flow' }).click();
  const addFlow = page.getByRole('form', { name: 'Add flow' });
  await addFlow.getByLabel('Name').fill('Journey warranty');
  await addFlow.getByRole('button', { name: 'Create flow' }).click();
  await addFlow.waitFor({ state: 'detached' });
  await flows.getByRole('link', { name: 'Journey warranty' }).click();
  await page.waitForURL(/\/flows\/[^/]+$/);

  // A required text field.
  await page.getByRole('button', { name: 'Add field' }).click();
  const addField = page.getByRole('form', { name: 'Add field' });
  await addField.getByLabel('Name').fill('Terms');
  await addField.getByLabel('Type').selectOption({ label: 'Text' });
  // Blueprint draws the box over the input, so the seller clicks the label.
  await addField.getByText('Every entry must have a value').click();
  await addField.getByRole('button', { name: 'Create field' }).click();
  await addField.waitFor({ state: 'detached' });
  await page
    .getByRole('table', { name: 'Fields' })
    .getByRole('row', { name: /Terms.*terms.*Text.*Required/ })
    .waitFor();

  // An entry: empty is refused inline, filled in it is saved and listed.
  await page.getByRole('button', { name: 'Add entry' }).click();
  const addEntry = page.getByRole('form', { name: 'Add entry' });
  await addEntry.getByRole('button', { name: 'Create entry' }).click();
  await addEntry.getByText('Terms is required').waitFor();
  assert.equal(await addEntry.getByLabel('Terms (required)').getAttribute('aria-invalid'), 'true');
  await addEntry.getByLabel('Terms (required)').fill('Two years, parts and labour');
  await addEntry.getByRole('button', { name: 'Create entry' }).click();
  await addEntry.waitFor({ state: 'detached' });
  await page
    .getByRole('table', { name: 'Entries' })
    .getByRole('cell', { name: 'Two years, parts and labour', exact: true })
    .waitFor();
  await page.screenshot({ path: screenshot('flows-entry.png'), fullPage: true });

  // The flow becomes a template of the seeded mug: attached on the product page, its field filled
  // in there and still filled in after a reload.
  await page.goto(`${product.url}/products?sku=${MUG_SKU}`);
  const products = page.getByRole('table', { name: 'Products' });
  await products.getByText(MUG_SKU).waitFor();
  await products.getByRole('link').first().click();
  await page.waitForURL(/\/products\/[^/?]+$/);
  const productId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByLabel('Template to attach').selectOption({ label: 'Journey warranty' });
  await page.getByRole('button', { name: 'Attach template' }).click();
  const template = page.getByRole('form', { name: 'Template Journey warranty' });
  await template.getByLabel('Terms (required)').fill('Five years on the glaze');
  await template.getByRole('button', { name: 'Save Journey warranty' }).click();
  await page.getByText('Journey warranty saved').waitFor();
  await page.reload();
  assert.equal(
    await page
      .getByRole('form', { name: 'Template Journey warranty' })
      .getByLabel('Terms (required)')
      .inputValue(),
    'Five years on the glaze',
  );
  await page.screenshot({ path: screenshot('product-template.png'), fullPage: true });

  // A relationship field: the entry is related to the mug by id, in the entries table.
  await page.goto(`${product.url}/flows`);
  await page.getByRole('table', { name: 'Flows' }).getByRole('link', { name: 'Journey warranty' }).click();
  await page.getByRole('button', { name: 'Add field' }).click();
  const relationField = page.getByRole('form', { name: 'Add field' });
  await relationField.getByLabel('Name').fill('Covers');
  await relationField.getByLabel('Type').selectOption({ label: 'Relationship' });
  await relationField.getByRole('button', { name: 'Create field' }).click();
  await relationField.waitFor({ state: 'detached' });
  const covers = page
    .getByRole('table', { name: 'Entries' })
    .getByRole('group', { name: /^Covers of entry / })
    .first();
  await covers.getByLabel('Related id for Covers').fill(productId);
  await covers.getByRole('button', { name: 'Relate to Covers' }).click();
  await covers.getByText(`product: ${productId}`).waitFor();
  await page.screenshot({ path: screenshot('flows-relationship.png'), fullPage: true });

  // Replacing the references: an id that is not a uuid is refused next to the input and kept.
  const related = covers.getByLabel('Related id for Covers');
  await related.fill('not-a-product');
  await covers.getByRole('button', { name: 'Replace Covers with this' }).click();
  await covers.getByRole('alert').getByText('"not-a-product" is not an id', { exact: false }).waitFor();
  assert.equal(await related.inputValue(), 'not-a-product');
  await related.fill(productId);
  await covers.getByRole('button', { name: 'Replace Covers with this' }).click();
  await covers.getByRole('alert').waitFor({ state: 'detached' });
  await covers.getByText(`product: ${productId}`).waitFor();

  // What an entry accepts, and every field of the store with one read by its id.
  await page.getByRole('table', { name: 'Entry attributes' }).getByText('covers').waitFor();
  await page.goto(`${product.url}/flows/fields`);
  await page.getByRole('table', { name: 'All fields' }).getByRole('link', { name: 'Covers' }).click();
  await page.getByRole('heading', { name: 'Covers' }).waitFor();
  await page.getByLabel('Field details').getByRole('link', { name: 'Its flow' }).waitFor();

  assert.deepEqual(problems, []);
  await context.close();
};
