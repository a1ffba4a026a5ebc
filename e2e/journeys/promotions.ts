import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/**
 * A seller creates a 15% promotion valid from today, adds a code (the seeded WELCOME10 is refused
 * with the provider's 409 message in the dialog), generates 5 codes as a job, downloads the CSV when
 * the job completes, and after a reload sees all the codes listed.
 */
export const promotionsJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 1000 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/promotions`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/promotions/);
  await page
    .getByRole('table', { name: 'Promotions' })
    .getByRole('link', { name: 'Welcome 10% off' })
    .waitFor();

  // A percent promotion from today (the dialog's default start) for 30 days.
  await page.getByRole('button', { name: 'Add promotion' }).click();
  const create = page.getByRole('form', { name: 'Add promotion' });
  await create.getByLabel('Name').fill('Journey 15% off');
  await create.getByLabel('Percent off').fill('15');
  await create.getByRole('button', { name: 'Create promotion' }).click();
  await page.getByText('Promotion created').waitFor();
  await page.getByRole('heading', { name: 'Journey 15% off' }).waitFor();
  await page.getByLabel('Promotion details').getByText('15% USD').waitFor();
  await page.getByText('No codes yet').waitFor();

  // One code by hand, then a code another promotion already holds.
  await page.getByRole('button', { name: 'Add codes' }).click();
  let addCodes = page.getByRole('form', { name: 'Add codes' });
  await addCodes.getByLabel('Codes').fill('JOURNEY-15');
  await addCodes.getByRole('button', { name: 'Add codes' }).click();
  await page.getByText('Code added').waitFor();
  await addCodes.waitFor({ state: 'detached' });
  const codes = page.getByRole('table', { name: 'Codes' });
  await codes.getByRole('cell', { name: 'JOURNEY-15', exact: true }).waitFor();

  await page.getByRole('button', { name: 'Add codes' }).click();
  addCodes = page.getByRole('form', { name: 'Add codes' });
  await addCodes.getByLabel('Codes').fill('WELCOME10');
  await addCodes.getByRole('button', { name: 'Add codes' }).click();
  await addCodes.getByText('The code WELCOME10 already exists').waitFor();
  assert.equal(await addCodes.getByLabel('Codes').inputValue(), 'WELCOME10');
  await page.screenshot({ path: screenshot('promotion-duplicate-code.png') });
  await page.keyboard.press('Escape');
  // The refused code is unsaved input, so the admin asks before dropping it.
  const leave = page.getByRole('button', { name: 'Leave without saving' });
  await Promise.race([addCodes.waitFor({ state: 'detached' }), leave.waitFor()]);
  if (await leave.isVisible()) await leave.click();
  await addCodes.waitFor({ state: 'detached' });

  // Five generated codes: the job is followed on the page until its CSV can be downloaded.
  await page.getByRole('button', { name: 'Generate codes' }).click();
  const generate = page.getByRole('form', { name: 'Generate codes' });
  await generate.getByLabel('Number of codes').fill('5');
  await generate.getByLabel('Prefix').fill('JRN');
  await generate.getByRole('button', { name: 'Generate codes' }).click();
  const download = page.getByRole('button', { name: 'Download CSV' });
  await download.waitFor();
  await page.getByText('5 codes generated').waitFor();
  await page.waitForFunction(() =>
    Boolean(
      document.querySelector('a[download^="promotion-codes-"]')?.getAttribute('href')?.startsWith('data:'),
    ),
  );
  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const csv = await fs.readFile(await saved.path(), 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  assert.match(header ?? '', /^code,uses,max_uses/);
  assert.equal(rows.length, 5);
  assert.ok(
    rows.every((row) => row.startsWith('JRN-')),
    csv,
  );

  // After a reload the hand-made code and the five generated ones are listed, and the history says so.
  await page.reload();
  await page.getByRole('heading', { name: 'Journey 15% off' }).waitFor();
  await codes.getByRole('cell', { name: 'JOURNEY-15', exact: true }).waitFor();
  await page.getByRole('region', { name: 'Codes' }).getByText('1–6 of 6').waitFor();
  const generated = rows[0]?.split(',')[0] ?? '';
  await codes.getByRole('cell', { name: generated, exact: true }).waitFor();
  await page.getByRole('table', { name: 'Code jobs' }).getByText('Done').waitFor();
  await page
    .getByRole('table', { name: 'History' })
    .getByRole('cell', { name: generated, exact: true })
    .waitFor();
  await page.screenshot({ path: screenshot('promotion-codes.png'), fullPage: true });

  // Every code at once (`DELETE .../codes`), after confirming.
  await page.getByRole('button', { name: 'Delete all codes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete all codes' }).click();
  await page.getByText('Every code deleted').waitFor();
  await page.getByText('No codes yet').waitFor();

  // The fields of a promotion document, from the Fields tab.
  await page.goto(`${product.url}/promotions`);
  await page
    .getByRole('navigation', { name: 'Promotions sections' })
    .getByRole('link', { name: 'Fields' })
    .click();
  await page.getByRole('table', { name: 'Promotion fields' }).getByText('promotion_type').waitFor();

  assert.deepEqual(problems, []);
  await context.close();
};
