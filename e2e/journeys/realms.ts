import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/**
 * A seller adds a password profile to the account realm and a user to it, has a refused email
 * shown under its field (what was typed stays), gives the user credentials under the new profile,
 * and asks for a one-time password: the outcome shows on the page and the code reaches the user's
 * mailbox (the sandbox's outbox).
 */
export const realmUserJourney: Journey = async ({ browser, product, ports, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);
  const run = Date.now().toString(36);

  await page.goto(`${product.url}/realms`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/realms/);
  await page.getByRole('table', { name: 'Realms' }).getByRole('link', { name: 'Buyer Organization' }).click();
  await page.getByRole('heading', { name: 'Buyer Organization' }).waitFor();

  const profileName = `Journey profile ${run}`;
  await page.getByRole('button', { name: 'Add password profile' }).click();
  const profile = page.getByRole('form', { name: 'Add password profile' });
  await profile.getByLabel('Name').fill(profileName);
  await profile.getByRole('button', { name: 'Add profile' }).click();
  await page.getByRole('table', { name: 'Password profiles' }).getByText(profileName).waitFor();

  const userName = `Journey User ${run}`;
  const email = `journey.user.${run}@example.com`;
  await page.getByRole('button', { name: 'Add user' }).click();
  const addUser = page.getByRole('form', { name: 'Add user' });
  await addUser.getByLabel('Name', { exact: true }).fill(userName);
  await addUser.getByLabel('Email').fill(email);
  // The provider requires a username on every user write: the dialog asks for it inline first.
  await addUser.getByRole('button', { name: 'Add user' }).click();
  await addUser.getByText('Username is required').waitFor();
  await addUser.getByLabel('Username').fill(`journey.user.${run}`);
  await addUser.getByRole('button', { name: 'Add user' }).click();
  await page.getByRole('heading', { name: userName }).waitFor();
  await page.getByText('No credentials').waitFor();

  // A refused email: the provider's 422 under the field, and what was typed stays.
  const details = page.getByRole('form', { name: 'User details' });
  await details.getByLabel('Email').fill('not-an-email');
  await details.getByRole('button', { name: 'Save user' }).click();
  await details.getByText('email must be an email address').waitFor();
  assert.equal(await details.getByLabel('Email').inputValue(), 'not-an-email');
  await page.screenshot({ path: screenshot('realm-user-email-error.png'), fullPage: true });
  const mailbox = `journey.mailbox.${run}@example.com`;
  await details.getByLabel('Email').fill(mailbox);
  await details.getByRole('button', { name: 'Save user' }).click();
  await page.getByText('User saved').waitFor();

  // Credentials under the new password profile.
  const username = `journey-${run}`;
  await page.getByRole('button', { name: 'Add credentials' }).click();
  const credentials = page.getByRole('form', { name: 'Add credentials' });
  await credentials.getByLabel('Password profile').selectOption({ label: profileName });
  await credentials.getByLabel('Username').fill(username);
  await credentials.getByLabel('Password', { exact: true }).fill('Journey-pass-1');
  await credentials.getByRole('button', { name: 'Add credentials' }).click();
  const table = page.getByRole('table', { name: 'Password profile credentials' });
  await table.getByRole('row', { name: new RegExp(`${username}.*${profileName}`) }).waitFor();

  // A one-time password: the outcome on the page, the code in the user's mailbox.
  await table.getByRole('button', { name: `Request a one-time password for ${username}` }).click();
  const otp = page.getByRole('form', { name: `One-time password under ${profileName}` });
  await otp.getByLabel('Purpose').selectOption('RESET_PASSWORD');
  await otp.getByRole('button', { name: 'Request one-time password' }).click();
  await page.getByRole('status').getByText(`One-time password requested for ${username}`).waitFor();
  const response = await fetch(`${ports.providerOrigin}/sandbox/mail?to=${encodeURIComponent(mailbox)}`);
  const { data } = (await response.json()) as { data: { body: string }[] };
  assert.match(data.at(-1)?.body ?? '', /\b\d{6}\b/, 'the one-time password was mailed');
  await page.screenshot({ path: screenshot('realm-user.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};

/**
 * A seller opens the store's merchant realm mapping from the realms page, has a bad store prefix
 * refused under its field, saves a good one and still sees it after a reload.
 */
export const merchantRealmMappingsJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);
  const run = Date.now().toString(36);

  await page.goto(`${product.url}/realms`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/realms/);
  await page.getByRole('button', { name: 'Merchant realm mappings' }).click();
  const table = page.getByRole('table', { name: 'Merchant realm mappings' });
  await table.getByRole('row').nth(1).click();
  const form = page.getByRole('form', { name: 'Merchant realm mapping' });
  await form.getByLabel('Store prefix').waitFor();

  await form.getByLabel('Store prefix').fill('bad prefix!');
  await form.getByRole('button', { name: 'Save prefix' }).click();
  await form.getByText(/prefix must be 1 to 63 letters/).waitFor();
  assert.equal(await form.getByLabel('Store prefix').inputValue(), 'bad prefix!');
  await page.screenshot({ path: screenshot('merchant-realm-mapping-error.png'), fullPage: true });

  const prefix = `journey-${run}`;
  await form.getByLabel('Store prefix').fill(prefix);
  await form.getByRole('button', { name: 'Save prefix' }).click();
  await page.getByText('Store prefix saved').waitFor();
  await page.reload();
  await page.getByRole('heading', { name: `Merchant realm mapping ${prefix}` }).waitFor();
  await page.screenshot({ path: screenshot('merchant-realm-mapping.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};
