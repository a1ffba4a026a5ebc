import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/**
 * A seller builds a hierarchy: creates it, adds two nodes, moves one under the other, attaches a
 * seeded product by SKU and sees it in the node's products, and the tree survives a reload.
 */
export const hierarchiesJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/hierarchies`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/hierarchies/);
  // The seeded hierarchies are listed.
  await page.getByRole('link', { name: 'Shop by Department' }).waitFor();

  // Create a hierarchy from the dialog; it opens on its (empty) tree.
  await page.getByRole('button', { name: 'Add hierarchy' }).click();
  const create = page.getByRole('form', { name: 'Add hierarchy' });
  await create.getByLabel('Name').fill('Journey Gifts');
  await create.getByLabel('Slug').fill('journey-gifts');
  await create.getByRole('button', { name: 'Create hierarchy' }).click();
  await page.getByText('Hierarchy created').waitFor();
  await page.getByRole('heading', { name: 'Journey Gifts' }).waitFor();
  await page.getByText('No nodes yet').waitFor();

  // Two top-level nodes.
  for (const name of ['For the Kitchen', 'Mugs']) {
    await page.getByRole('button', { name: 'Add top-level node' }).click();
    const dialog = page.getByRole('form', { name: 'Add top-level node' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Create node' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  const tree = page.getByRole('region', { name: 'Nodes' });
  await tree.getByText('For the Kitchen').waitFor();
  await tree.getByText('Mugs').waitFor();

  // Move "Mugs" under "For the Kitchen" with the Move to… select.
  await tree.getByText('Mugs').click();
  await page.waitForURL(/node=/);
  await page.getByLabel('Move to').selectOption({ label: 'For the Kitchen' });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await page.getByText('Node moved').waitFor();
  await page.getByRole('heading', { name: 'For the Kitchen / Mugs' }).waitFor();

  // Attach a seeded mug by SKU and see it among the node's products.
  await page.getByLabel('Find products by SKU').fill('HOM-MUG-0001');
  await page.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('list', { name: 'Products found' });
  await found
    .getByRole('button', { name: /^Attach / })
    .first()
    .click();
  await page.getByText(/ attached$/).waitFor();
  const nodeProducts = page.getByRole('table', { name: 'Node products' });
  await nodeProducts.getByText('HOM-MUG-0001').waitFor();
  await page.screenshot({ path: screenshot('hierarchy-tree.png'), fullPage: true });

  // Everything is stored: after a reload the node still sits under its parent and holds the mug.
  await page.reload();
  await page.getByRole('heading', { name: 'For the Kitchen / Mugs' }).waitFor();
  await page.getByRole('table', { name: 'Node products' }).getByText('HOM-MUG-0001').waitFor();
  const labels = await page.locator('.bp6-tree-node-label').allTextContents();
  assert.deepEqual(labels, ['For the Kitchen', 'Mugs']);
  const nested = page.locator('.bp6-tree-node .bp6-tree-node .bp6-tree-node-label');
  assert.deepEqual(await nested.allTextContents(), ['Mugs']);

  assert.deepEqual(problems, []);
  await context.close();
};
