import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/** The demo customer whose personal data history the sandbox seeds. */
const SEEDED_CUSTOMER = '9c4b2a10-7d3e-4f6a-8b5c-1e2d3f4a5b60';

/**
 * A seller changes the store's page length (an out-of-range value first, refused inline with the
 * provider's words), creates an application key and sees its secret once, builds a Custom API with
 * a string and an integer field and adds an entry (a wrong type refused on its field), then
 * looks at a seeded integration's deliveries, then requests erasure of the seeded customer's
 * personal data and watches it succeed.
 */
export const settingsJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/settings`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/settings/);

  // Settings: the provider refuses 500 rows a page; the message shows under the field.
  const store = page.getByRole('form', { name: 'Store settings' });
  const pageLength = store.getByLabel('Page length');
  await pageLength.fill('500');
  await store.getByRole('button', { name: 'Save' }).click();
  await store.getByText('page_length must be an integer between 1 and 100').waitFor();
  assert.equal(await pageLength.inputValue(), '500');
  await page.screenshot({ path: screenshot('settings-error.png'), fullPage: true });
  await pageLength.fill('50');
  await store.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Store settings saved').waitFor();
  await page.reload();
  assert.equal(
    await page.getByRole('form', { name: 'Store settings' }).getByLabel('Page length').inputValue(),
    '50',
  );

  // Application keys: the new key's secret is shown once, in its own dialog.
  await page.goto(`${product.url}/application-keys`);
  await page.getByRole('table', { name: 'Application keys' }).getByText('Storefront').waitFor();
  await page.getByRole('button', { name: 'Add application key' }).click();
  const addKey = page.getByRole('form', { name: 'Add application key' });
  await addKey.getByLabel('Name').fill('Journey key');
  await addKey.getByRole('button', { name: 'Create key' }).click();
  const secretDialog = page.getByRole('dialog', { name: 'Key Journey key created' });
  const secret = await secretDialog.getByLabel('Client secret').inputValue();
  assert.ok(secret.length > 20, 'the secret is shown');
  await page.screenshot({ path: screenshot('application-key-secret.png'), fullPage: true });
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('table', { name: 'Application keys' }).getByText('Journey key').waitFor();
  assert.equal(await page.getByText(secret).count(), 0, 'the secret is gone once the dialog closes');

  // Custom APIs: an API, a string and an integer field, an entry refused then accepted.
  await page.goto(`${product.url}/custom-apis`);
  await page.getByRole('button', { name: 'Add Custom API' }).click();
  const addApi = page.getByRole('form', { name: 'Add Custom API' });
  await addApi.getByLabel('Name').fill('Journey notes');
  await addApi.getByLabel('Slug').fill('journey-notes');
  await addApi.getByLabel('API type').fill('journey_note_ext');
  await addApi.getByRole('button', { name: 'Create Custom API' }).click();
  await page.getByRole('heading', { name: 'Journey notes' }).waitFor();

  for (const [name, slug, type] of [
    ['Message', 'message', 'STRING'],
    ['Quantity', 'quantity', 'INTEGER'],
  ] as const) {
    await page.getByRole('button', { name: 'Add field' }).click();
    const addField = page.getByRole('form', { name: 'Add field' });
    await addField.getByLabel('Name').fill(name);
    await addField.getByLabel('Slug').fill(slug);
    await addField.getByLabel('Type').selectOption(type);
    await addField.getByRole('button', { name: 'Add field' }).click();
    await addField.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Fields' }).getByText(slug, { exact: true }).waitFor();
  }

  await page.getByRole('button', { name: 'Add entry' }).click();
  const addEntry = page.getByRole('form', { name: 'Add entry' });
  await addEntry.getByLabel('Message').fill('Happy birthday');
  await addEntry.getByLabel('Quantity').fill('lots');
  await addEntry.getByRole('button', { name: 'Add entry' }).click();
  await addEntry.getByText('quantity must be an integer').waitFor();
  assert.equal(await addEntry.getByLabel('Message').inputValue(), 'Happy birthday');
  await page.screenshot({ path: screenshot('custom-api-entry-error.png'), fullPage: true });
  await addEntry.getByLabel('Quantity').fill('2');
  await addEntry.getByRole('button', { name: 'Add entry' }).click();
  await page.getByText('Entry added').waitFor();
  await page
    .getByRole('table', { name: 'Entries' })
    .getByRole('row', { name: /Happy birthday\s*2/ })
    .waitFor();
  await page.screenshot({ path: screenshot('custom-api.png'), fullPage: true });

  // Integrations: a seeded webhook with its delivery logs and jobs.
  await page.goto(`${product.url}/integrations`);
  await page
    .getByRole('table', { name: 'Integrations' })
    .getByRole('link', { name: 'Order fulfilment' })
    .click();
  await page.getByRole('heading', { name: 'Order fulfilment' }).waitFor();
  await page.getByRole('table', { name: 'Delivery logs' }).getByText('Failed').first().waitFor();
  await page.getByRole('table', { name: 'Jobs' }).getByRole('row').nth(1).waitFor();
  await page.screenshot({ path: screenshot('integration.png'), fullPage: true });

  // Personal data: the seeded customer's logs, then its erasure followed until it succeeds.
  await page.goto(`${product.url}/personal-data?type=customer&id=${SEEDED_CUSTOMER}`);
  await page.getByRole('table', { name: 'Personal data logs' }).getByText('customer.event.created').waitFor();
  await page.getByRole('button', { name: 'Request erasure' }).click();
  const erase = page.getByRole('form', { name: 'Request erasure' });
  // The customer of the logs is picked already; the seller finds her again by email.
  const customer = erase.getByLabel('Customer');
  assert.equal(await customer.inputValue(), SEEDED_CUSTOMER);
  await customer.fill('ada.lovelace@');
  await page.getByRole('option', { name: /Ada Lovelace/ }).click();
  await erase.getByText(`Id ${SEEDED_CUSTOMER}`).waitFor();
  await erase.getByRole('button', { name: 'Erase personal data' }).click();
  await page.getByText('Erasure requested').waitFor();
  await page
    .getByRole('table', { name: 'Erasure requests' })
    .getByText('Erased')
    .waitFor({ timeout: 20_000 });
  await page.screenshot({ path: screenshot('personal-data-erased.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};
