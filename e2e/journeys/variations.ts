import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/**
 * A seller creates a variation with two options, attaches it to a new product, builds the
 * product's children and sees both listed with their options, each linking to its own page.
 */
export const variationsJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/variations`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/variations/);
  // The seeded variations are listed.
  await page.getByRole('link', { name: 'Size' }).waitFor();

  // A variation with two options; the second option name clashes first and is shown inline.
  await page.getByRole('button', { name: 'Add variation' }).click();
  const create = page.getByRole('form', { name: 'Add variation' });
  await create.getByLabel('Name').fill('Journey Finish');
  await create.getByRole('button', { name: 'Create variation' }).click();
  await page.getByText('Variation created').waitFor();
  await page.getByRole('heading', { name: 'Journey Finish' }).waitFor();
  const addOption = async (name: string) => {
    await page.getByRole('button', { name: 'Add option' }).click();
    const dialog = page.getByRole('form', { name: 'Add option' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Add option' }).click();
    return dialog;
  };
  await (await addOption('Matte')).waitFor({ state: 'detached' });
  // A second "Matte" is refused under its field; the dialog stays open with what was typed.
  const dialog = await addOption('Matte');
  await dialog.getByText(/already exists/).waitFor();
  assert.equal(await dialog.getByLabel('Name').inputValue(), 'Matte');
  await dialog.getByLabel('Name').fill('Gloss');
  await dialog.getByRole('button', { name: 'Add option' }).click();
  await dialog.waitFor({ state: 'detached' });
  const options = page.getByRole('table', { name: 'Options' });
  await options.getByText('Matte').waitFor();
  await options.getByText('Gloss').waitFor();
  // An option's modifiers are read when opened (one provider call per option); adding one opens them.
  await options.getByRole('button', { name: 'Add a modifier to Matte' }).click();
  const modifierDialog = page.getByRole('form', { name: 'Add a modifier to Matte' });
  await modifierDialog.getByLabel('Value').fill(' (matte)');
  await modifierDialog.getByRole('button', { name: 'Add modifier' }).click();
  await modifierDialog.waitFor({ state: 'detached' });
  await options.getByText(/\(matte\)/).waitFor();
  await options.getByRole('button', { name: 'Hide the modifiers of Matte' }).click();
  assert.equal(await options.getByText(/\(matte\)/).count(), 0);
  await options.getByRole('button', { name: 'Show the modifiers of Matte' }).click();
  await options.getByText(/\(matte\)/).waitFor();
  // An option's own page reads it by id and lists its variation's options.
  await options.getByRole('link', { name: 'Matte' }).click();
  await page.getByRole('heading', { name: 'Option Matte' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Options of this variation' })
    .getByRole('link', { name: 'Gloss' })
    .waitFor();
  await page.goBack();

  // A new product gets the variation and builds its two children.
  await page.goto(`${product.url}/products/add`);
  await page.getByLabel('Name').fill('Journey Print');
  await page.getByLabel('SKU').fill('E2E-PRINT-1');
  await page.getByRole('button', { name: /Create product/ }).click();
  await page.getByText('Product created').waitFor();
  await page.getByText('No child products').waitFor();
  // A seeded variation first; then "Use only this one" replaces it with the new one (PUT).
  await page.getByLabel('Variation to attach').selectOption({ label: 'Size' });
  await page.getByRole('button', { name: 'Attach', exact: true }).click();
  await page.getByText('Variation attached').waitFor();
  await page.getByLabel('Variation to attach').selectOption({ label: 'Journey Finish' });
  await page.getByRole('button', { name: 'Use only this one' }).click();
  await page.getByText('Variations replaced').waitFor();
  const attached = page.getByLabel('Attached variations');
  await attached.getByRole('link', { name: 'Journey Finish' }).waitFor();
  assert.equal(await attached.getByRole('link', { name: 'Size' }).count(), 0);
  await page.getByRole('button', { name: 'Build child products' }).click();
  await page.getByText('Child products built').waitFor();
  const children = page.getByRole('table', { name: 'Child products' });
  await children.getByText('E2E-PRINT-1-MATTE').waitFor();
  await children.getByText('E2E-PRINT-1-GLOSS').waitFor();
  assert.equal(await children.locator('tbody tr').count(), 2);
  await page.screenshot({ path: screenshot('product-variations.png'), fullPage: true });

  // Each child links to its own page, which names its parent and option.
  await children.locator('tbody tr', { hasText: 'E2E-PRINT-1-GLOSS' }).getByRole('link').click();
  await page.getByText(/A child of/).waitFor();
  await page.getByRole('link', { name: 'Journey Print' }).waitFor();
  await page.getByText(/Journey Finish Gloss/).waitFor();

  assert.deepEqual(problems, []);
  await context.close();
};
