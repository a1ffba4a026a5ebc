import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/** The first seeded customer's email (sandbox/src/customers-accounts/customers.ts seedCustomers). */
const TAKEN_EMAIL = 'ava.patel.1@example.com';

/**
 * A seller creates a customer (a taken email first: the provider's 409 shows under the field),
 * adds an address, then creates an account, tags it with a new tag, adds a member of the account
 * realm who is not in it yet, and still sees the membership after a reload. Last, the account
 * realm's page lists its password profiles and that member among its users.
 */
export const customersAccountsJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);
  const run = Date.now().toString(36);

  await page.goto(`${product.url}/customers`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/customers/);
  await page
    .getByRole('table', { name: 'Customers' })
    .getByRole('link', { name: 'Ava Patel' })
    .first()
    .waitFor();

  // A taken email: the provider's 409 appears under the email field, and what was typed stays.
  await page.getByRole('button', { name: 'Add customer' }).click();
  const create = page.getByRole('form', { name: 'Add customer' });
  await create.getByLabel('Name', { exact: true }).fill('Journey Shopper');
  await create.getByLabel('Email').fill(TAKEN_EMAIL);
  await create.getByLabel('Password').fill('journey-pass-1');
  await create.getByRole('button', { name: 'Create customer' }).click();
  await create.getByText(`A customer with email ${TAKEN_EMAIL} already exists`).waitFor();
  assert.equal(await create.getByLabel('Name', { exact: true }).inputValue(), 'Journey Shopper');
  await page.screenshot({ path: screenshot('customer-duplicate-email.png') });

  const email = `journey.${run}@example.com`;
  await create.getByLabel('Email').fill(email);
  await create.getByRole('button', { name: 'Create customer' }).click();
  await page.getByText('Customer created').waitFor();
  await page.getByRole('heading', { name: 'Journey Shopper' }).waitFor();
  await page.getByText('No addresses yet').waitFor();

  // An address.
  await page.getByRole('button', { name: 'Add address' }).click();
  const address = page.getByRole('form', { name: 'Add address' });
  await address.getByLabel('Label').fill('Home');
  await address.getByLabel('First name').fill('Journey');
  await address.getByLabel('Last name').fill('Shopper');
  await address.getByLabel('Address line 1').fill('1 Journey Road');
  await address.getByLabel('City').fill('London');
  await address.getByLabel('Postcode').fill('N1 1AA');
  await address.getByLabel('Country code').fill('GB');
  await address.getByRole('button', { name: 'Add address' }).click();
  await page.getByText('Address added').waitFor();
  await page
    .getByRole('table', { name: 'Addresses' })
    .getByRole('row', { name: /1 Journey Road.*N1 1AA/ })
    .waitFor();
  await page.screenshot({ path: screenshot('customer.png'), fullPage: true });

  // An account, tagged with a new tag.
  await page.goto(`${product.url}/accounts`);
  await page
    .getByRole('table', { name: 'Accounts' })
    .getByRole('link', { name: 'Northwind Traders' })
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'Add account' }).click();
  const account = page.getByRole('form', { name: 'Add account' });
  const accountName = `Journey Co ${run}`;
  await account.getByLabel('Name', { exact: true }).fill(accountName);
  await account.getByLabel('Legal name').fill('Journey Co Ltd');
  await account.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Account created').waitFor();
  await page.getByRole('heading', { name: accountName }).waitFor();

  const tagName = `Journey tag ${run}`;
  await page.getByRole('button', { name: 'New tag' }).click();
  const tag = page.getByRole('form', { name: 'New tag' });
  await tag.getByLabel('Tag name').fill(tagName);
  await tag.getByRole('button', { name: 'Create and add tag' }).click();
  await page.getByRole('list', { name: 'Tags on this account' }).getByText(tagName).waitFor();

  // A member of the account realm who is not in the account yet.
  await page.getByText('No members yet').waitFor();
  await page.getByRole('button', { name: 'Add member' }).click();
  const member = page.getByRole('form', { name: 'Add member' });
  const choice = member.getByLabel('Member');
  await choice.locator('option').nth(1).waitFor({ state: 'attached' });
  await choice.selectOption({ index: 1 });
  const chosen = await choice.evaluate(
    (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '',
  );
  const memberName = chosen.replace(/ \(.*\)$/, '');
  assert.ok(memberName, 'an unassigned member was offered');
  await member.getByRole('button', { name: 'Add member' }).click();
  await page.getByText(`${memberName} added to the account`).waitFor();

  // After a reload the membership and the tag are read back from the provider.
  await page.reload();
  await page
    .getByRole('table', { name: 'Members' })
    .getByRole('row', { name: new RegExp(memberName) })
    .waitFor();
  await page.getByRole('list', { name: 'Tags on this account' }).getByText(tagName).waitFor();
  await page.screenshot({ path: screenshot('account.png'), fullPage: true });

  // The member signs in through the account realm, whose profiles are on the Realms page.
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Realms' }).click();
  await page.getByRole('table', { name: 'Realms' }).getByRole('link', { name: 'Buyer Organization' }).click();
  await page.getByRole('table', { name: 'Password profiles' }).getByRole('row').nth(1).waitFor();
  await page.getByRole('table', { name: 'Users' }).getByText(memberName).first().waitFor();

  assert.deepEqual(problems, []);
  await context.close();
};
