import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/**
 * A seller opens the legacy catalogue from the navigation, creates a brand, creates a category under
 * the seeded "Clothing" category and sees it in the tree, then adds a currency: an invalid code is
 * refused inline, a valid one is listed. Last a legacy (v2) variation gets an option with a sku
 * modifier, and both are still there after a reload.
 */
export const legacyCatalogueJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.getByRole('link', { name: 'Legacy catalogue' }).click();
  await page.waitForURL(/\/legacy-catalogue\/brands$/);

  // A brand: the seeded ones are listed, the new one joins them.
  const brands = page.getByRole('table', { name: 'Brands' });
  await brands.getByRole('cell', { name: 'Northwind', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Add brand' }).click();
  const addBrand = page.getByRole('form', { name: 'Add brand' });
  await addBrand.getByLabel('Name').fill('Journey Outfitters');
  await addBrand.getByRole('button', { name: 'Create brand' }).click();
  await addBrand.waitFor({ state: 'detached' });
  await brands.getByRole('row', { name: /Journey Outfitters.*journey-outfitters/ }).waitFor();

  // A category under the seeded Clothing category shows up beneath it in the tree.
  await page
    .getByRole('navigation', { name: 'Legacy catalogue sections' })
    .getByRole('link', { name: 'Categories' })
    .click();
  await page.waitForURL(/\/legacy-catalogue\/categories$/);
  await page
    .getByRole('table', { name: 'Categories' })
    .getByRole('cell', { name: 'clothing', exact: true })
    .waitFor();
  await page.getByRole('button', { name: 'Add category' }).click();
  const addCategory = page.getByRole('form', { name: 'Add category' });
  await addCategory.getByLabel('Name').fill('Journey Jackets');
  await addCategory.getByLabel('Parent category').selectOption({ label: 'Clothing' });
  await addCategory.getByRole('button', { name: 'Create category' }).click();
  await addCategory.waitFor({ state: 'detached' });
  const tree = page.getByRole('region', { name: 'Category tree' });
  const clothingBranch = tree.locator('li', { has: page.getByText('Clothing', { exact: true }) }).first();
  await clothingBranch.getByText('Journey Jackets').waitFor();
  await page.screenshot({ path: screenshot('legacy-category-tree.png'), fullPage: true });

  // A currency: a four-letter code is refused next to the field, then a valid code is added.
  await page
    .getByRole('navigation', { name: 'Legacy catalogue sections' })
    .getByRole('link', { name: 'Currencies' })
    .click();
  const currencies = page.getByRole('table', { name: 'Currencies' });
  await currencies.getByRole('row', { name: /USD/ }).waitFor();
  await page.getByRole('button', { name: 'Add currency' }).click();
  const addCurrency = page.getByRole('form', { name: 'Add currency' });
  await addCurrency.getByLabel('Name').fill('Swedish Krona');
  await addCurrency.getByLabel('Code').fill('SEKK');
  await addCurrency.getByLabel('Format').fill('{price} kr');
  await addCurrency.getByLabel('Exchange rate').fill('10.5');
  await addCurrency.getByRole('button', { name: 'Create currency' }).click();
  await addCurrency.getByText('code must be three upper-case letters (ISO 4217)').waitFor();
  assert.equal(await addCurrency.getByLabel('Code').getAttribute('aria-invalid'), 'true');
  await addCurrency.getByLabel('Code').fill('SEK');
  await addCurrency.getByRole('button', { name: 'Create currency' }).click();
  await addCurrency.waitFor({ state: 'detached' });
  await currencies.getByRole('row', { name: /SEK.*\{price\} kr.*10\.5/ }).waitFor();
  await page.screenshot({ path: screenshot('legacy-currencies.png'), fullPage: true });
  // The currency's own page reads it by id.
  await currencies.getByRole('link', { name: /SEK/ }).click();
  await page.getByRole('heading', { name: 'Swedish Krona (SEK)' }).waitFor();
  await page.getByLabel('Currency details').getByText('10.5').waitFor();
  await page.goBack();

  // A legacy (v2) variation with an option and a sku modifier, still there after a reload.
  await page
    .getByRole('navigation', { name: 'Legacy catalogue sections' })
    .getByRole('link', { name: 'Variations (v2)' })
    .click();
  await page.waitForURL(/\/legacy-catalogue\/variations$/);
  const variations = page.getByRole('table', { name: 'Variations' });
  await variations.getByRole('cell', { name: 'Size', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Add variation' }).click();
  const addVariation = page.getByRole('form', { name: 'Add variation' });
  await addVariation.getByLabel('Name').fill('Journey Colour');
  await addVariation.getByRole('button', { name: 'Create variation' }).click();
  await addVariation.waitFor({ state: 'detached' });
  const colourPanel = page.getByRole('region', { name: 'Options of Journey Colour' });
  await colourPanel.getByRole('button', { name: 'Add option' }).click();
  const addOption = page.getByRole('form', { name: 'Add option to Journey Colour' });
  await addOption.getByLabel('Option name').fill('Red');
  await addOption.getByRole('button', { name: 'Create option' }).click();
  await addOption.waitFor({ state: 'detached' });
  await colourPanel.getByRole('button', { name: 'Add modifier to Red' }).click();
  const addModifier = page.getByRole('form', { name: 'Add modifier to Red' });
  await addModifier.getByLabel('Modifier type').selectOption('SKU_APPEND');
  await addModifier.getByLabel('Value').fill('-RED');
  await addModifier.getByRole('button', { name: 'Create modifier' }).click();
  await addModifier.waitFor({ state: 'detached' });
  await colourPanel.getByText('SKU append: -RED').waitFor();
  await page.reload();
  await variations.getByRole('row', { name: /Journey Colour.*Red/ }).waitFor();
  await variations.getByRole('button', { name: 'Options of Journey Colour' }).click();
  await colourPanel.getByRole('listitem', { name: 'Option Red' }).getByText('SKU append: -RED').waitFor();
  await page.screenshot({ path: screenshot('legacy-variations.png'), fullPage: true });
  // The option's page reads it, its modifiers and its siblings on the spec's paths; then one modifier.
  await colourPanel.getByRole('link', { name: 'Red' }).click();
  await page.getByRole('heading', { name: 'Option Red' }).waitFor();
  await page.getByRole('link', { name: 'SKU append: -RED' }).click();
  await page.getByRole('table', { name: 'Modifier details' }).getByText('-RED').waitFor();

  assert.deepEqual(problems, []);
  await context.close();
};
