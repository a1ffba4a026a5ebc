import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/**
 * A seller builds a hierarchy: creates it, adds two nodes, moves one under the other, attaches a
 * seeded product by SKU and sees it in the node's products, and the tree survives a reload. Then
 * drags nodes to re-parent and reorder them, drags a product onto a node, checks it on the product's
 * page, and duplicates the hierarchy (a job) into a copy with the same tree and products.
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

  // Drag and drop (native HTML5 events, real mouse moves): two more top-level nodes, then one is
  // dragged onto "For the Kitchen" (re-parent) and "Mugs" onto the top edge of it (reorder).
  for (const name of ['Teapots', 'Gadgets']) {
    await page.getByRole('button', { name: 'Add top-level node' }).click();
    const dialog = page.getByRole('form', { name: 'Add top-level node' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Create node' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  const row = (name: string) => tree.locator('.bp6-tree-node-content', { hasText: name });
  await tree.getByText('Teapots').dragTo(row('For the Kitchen'));
  await page.getByText('Node moved').first().waitFor();
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.bp6-tree-node .bp6-tree-node .bp6-tree-node-label')]
        .map((label) => label.textContent)
        .sort()
        .join() === 'Mugs,Teapots',
  );
  // The newest change comes first among siblings without a sort order: Teapots, then Mugs.
  assert.deepEqual(await nested.allTextContents(), ['Teapots', 'Mugs']);
  await tree.getByText('Mugs').dragTo(row('Teapots'), { targetPosition: { x: 60, y: 2 } });
  await page.getByText('Order saved').waitFor();
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.bp6-tree-node .bp6-tree-node .bp6-tree-node-label')]
        .map((label) => label.textContent)
        .join() === 'Mugs,Teapots',
  );

  // A product found by SKU in one node's panel is dragged onto another node of the tree.
  await page.getByLabel('Find products by SKU').fill('HOM-MUG-0002');
  await page.getByRole('button', { name: 'Search' }).click();
  const dragged = found.getByRole('listitem').filter({ hasText: 'HOM-MUG-0002' });
  await dragged.dragTo(row('Gadgets'));
  await page.getByText(/ attached to Gadgets$/).waitFor();
  await page.screenshot({ path: screenshot('hierarchy-dragged.png'), fullPage: true });

  // After a reload: Mugs before Teapots under For the Kitchen, and the product in Gadgets.
  await page.reload();
  await tree.getByText('Gadgets').waitFor();
  assert.deepEqual(await nested.allTextContents(), ['Mugs', 'Teapots']);
  await tree.getByText('Gadgets').click();
  await page.getByRole('heading', { name: 'Gadgets' }).waitFor();
  await page.getByRole('table', { name: 'Node products' }).getByText('HOM-MUG-0002').waitFor();

  // The product's edit page lists the node it was dropped on.
  await page.getByRole('table', { name: 'Node products' }).getByRole('link').first().click();
  const productNodes = page.getByLabel('Hierarchy nodes');
  await productNodes.getByRole('link', { name: 'Journey Gifts / Gadgets' }).waitFor();
  await page.goBack();

  // Duplicate the hierarchy: a job with a progress bar, then a link to the copy with the same tree.
  await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
  const duplicate = page.getByRole('form', { name: 'Duplicate Journey Gifts' });
  await duplicate.getByLabel('Name').fill('Journey Gifts copy');
  await duplicate.getByRole('button', { name: 'Duplicate' }).click();
  const openCopy = page.getByRole('link', { name: 'Open Journey Gifts copy' });
  await openCopy.waitFor();
  await page.screenshot({ path: screenshot('hierarchy-duplicated.png') });
  await openCopy.click();
  await page.getByRole('heading', { name: 'Journey Gifts copy' }).waitFor();
  await tree.getByText('Teapots').waitFor();
  assert.deepEqual(await nested.allTextContents(), ['Mugs', 'Teapots']);
  await tree.getByText('Gadgets').click();
  await page.getByRole('table', { name: 'Node products' }).getByText('HOM-MUG-0002').waitFor();

  assert.deepEqual(problems, []);
  await context.close();
};
