import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/**
 * A seller builds a Custom API with an entry, grants the Support role read access, then edits the
 * policy to let Support create and change entries too; after a reload the grants are read back.
 * Last, the entry opens on its own page (read by id), where a wrong value is refused under its
 * field and a right one is saved.
 */
export const rolePolicyJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);
  const run = Date.now().toString(36);

  await page.goto(`${product.url}/custom-apis`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/custom-apis/);
  await page.getByRole('button', { name: 'Add Custom API' }).click();
  const addApi = page.getByRole('form', { name: 'Add Custom API' });
  await addApi.getByLabel('Name').fill(`Journey policies ${run}`);
  await addApi.getByLabel('Slug').fill(`journey-policies-${run}`);
  await addApi.getByLabel('API type').fill(`journey_policy_${run}_ext`);
  await addApi.getByRole('button', { name: 'Create Custom API' }).click();
  await page.getByRole('heading', { name: `Journey policies ${run}` }).waitFor();

  await page.getByRole('button', { name: 'Add field' }).click();
  const addField = page.getByRole('form', { name: 'Add field' });
  await addField.getByLabel('Name').fill('Points');
  await addField.getByLabel('Slug').fill('points');
  await addField.getByLabel('Type').selectOption('INTEGER');
  await addField.getByRole('button', { name: 'Add field' }).click();
  await addField.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Add entry' }).click();
  const addEntry = page.getByRole('form', { name: 'Add entry' });
  await addEntry.getByLabel('Points').fill('10');
  await addEntry.getByRole('button', { name: 'Add entry' }).click();
  await page.getByText('Entry added').waitFor();

  // A policy for Support, then edited.
  await page.getByRole('button', { name: 'Add role policy' }).click();
  const addPolicy = page.getByRole('form', { name: 'Add role policy' });
  await addPolicy.getByLabel('Role').selectOption({ label: 'Support' });
  await addPolicy.getByRole('button', { name: 'Add policy' }).click();
  await page.getByText('Role policy added').waitFor();
  const policies = page.getByRole('table', { name: 'Role policies' });
  await page.getByRole('button', { name: 'Edit policy for Support' }).click();
  const edit = page.getByRole('form', { name: 'Edit role policy for Support' });
  assert.equal(await edit.getByLabel('Read').isChecked(), true);
  // Blueprint's indicator covers the input, so the seller clicks the label as a person would.
  await edit.getByText('Create', { exact: true }).click();
  await edit.getByText('Update', { exact: true }).click();
  assert.equal(await edit.getByLabel('Update').isChecked(), true);
  await edit.getByRole('button', { name: 'Save policy' }).click();
  await page.getByText('Role policy saved').waitFor();
  await page.reload();
  const support = policies.getByRole('row', { name: /Support/ });
  await support.waitFor();
  assert.deepEqual(
    await support
      .locator('td')
      .allTextContents()
      .then((cells) => cells.slice(1, 6)),
    ['Yes', 'Yes', 'Yes', 'Yes', 'No'],
  );
  await page.screenshot({ path: screenshot('role-policy.png'), fullPage: true });

  // The entry's own page.
  await page.getByRole('table', { name: 'Entries' }).getByRole('row').nth(1).click();
  await page.getByRole('table', { name: 'Entry values' }).getByText('10', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Edit entry' }).click();
  const editEntry = page.getByRole('form', { name: 'Edit entry' });
  await editEntry.getByLabel('Points').fill('many');
  await editEntry.getByRole('button', { name: 'Save entry' }).click();
  await editEntry.getByText('points must be an integer').waitFor();
  assert.equal(await editEntry.getByLabel('Points').inputValue(), 'many');
  await editEntry.getByLabel('Points').fill('12');
  await editEntry.getByRole('button', { name: 'Save entry' }).click();
  await page.getByRole('table', { name: 'Entry values' }).getByText('12', { exact: true }).waitFor();
  await page.screenshot({ path: screenshot('custom-api-entry-page.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};
