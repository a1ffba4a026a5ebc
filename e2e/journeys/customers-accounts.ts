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

/** The seeded members' shared password (sandbox/src/auth-stores/password-hashing.ts). */
const SHOPPER_PASSWORD = 'sandbox-shopper';

/**
 * A seller opens a member of Northwind Traders from its Members section (the membership's page),
 * goes on to the member's own page with the accounts they belong to, and signs them in for a test
 * (a wrong password first: the refusal shows under the field). Then a new account tag is renamed
 * (a taken name first) and deleted on the account tags page. Last, a Stripe gateway's fields and
 * an onboarding link, a Stripe customer and an invoice from the gateways page.
 */
export const accountMembersTagsGatewaysJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);
  const run = Date.now().toString(36);

  await page.goto(`${product.url}/accounts`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/accounts/);
  await page
    .getByRole('table', { name: 'Accounts' })
    .getByRole('link', { name: 'Northwind Traders', exact: true })
    .click();
  await page.getByRole('heading', { name: 'Northwind Traders', exact: true }).waitFor();

  // The membership's page, then the member's page with every account they belong to.
  await page.getByRole('table', { name: 'Members' }).getByRole('link', { name: 'Hannah Berg' }).click();
  await page.getByRole('heading', { name: 'Hannah Berg in Northwind Traders' }).waitFor();
  await page.getByRole('link', { name: "Hannah Berg's page" }).click();
  await page.getByRole('heading', { name: 'Hannah Berg', exact: true }).waitFor();
  const accounts = page.getByRole('table', { name: "Member's accounts" });
  await accounts.getByRole('link', { name: 'Northwind Traders', exact: true }).waitFor();
  await accounts.getByRole('link', { name: 'Adventure Works', exact: true }).waitFor();

  // A sign-in test: a wrong password shows under the field and keeps the username.
  await page.getByRole('button', { name: 'Sign in as this member for a test' }).click();
  const signInForm = page.getByRole('form', { name: 'Sign in as this member' });
  await signInForm.getByLabel('Password', { exact: true }).fill('not-the-password');
  await signInForm.getByRole('button', { name: 'Sign in' }).click();
  await signInForm.getByText('Incorrect username or password').waitFor();
  assert.equal(await signInForm.getByLabel('Username').inputValue(), 'hannah.berg@example.com');
  await signInForm.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await signInForm.getByRole('button', { name: 'Sign in' }).click();
  const signedIn = page.getByRole('table', { name: 'Signed-in accounts' });
  await signedIn.getByRole('row', { name: /Northwind Traders/ }).waitFor();
  await signedIn.getByRole('row', { name: /Adventure Works/ }).waitFor();
  await page.screenshot({ path: screenshot('account-member.png'), fullPage: true });

  // A new tag on the account, renamed (a taken name first) and deleted on the tags page.
  await accounts.getByRole('link', { name: 'Northwind Traders', exact: true }).click();
  await page.getByRole('heading', { name: 'Northwind Traders', exact: true }).waitFor();
  const tagName = `Journey tag ${run}`;
  await page.getByRole('button', { name: 'New tag' }).click();
  const newTag = page.getByRole('form', { name: 'New tag' });
  await newTag.getByLabel('Tag name').fill(tagName);
  await newTag.getByRole('button', { name: 'Create and add tag' }).click();
  await page.getByRole('list', { name: 'Tags on this account' }).getByText(tagName).waitFor();
  await page.getByRole('link', { name: "Manage the store's tags" }).click();
  await page.getByRole('heading', { name: 'Account tags' }).waitFor();
  await page.getByRole('button', { name: `Edit tag ${tagName}` }).click();
  const edit = page.getByRole('form', { name: `Edit tag ${tagName}` });
  await edit.getByLabel('Tag name').fill('Wholesale');
  await edit.getByRole('button', { name: 'Save tag' }).click();
  await edit.getByText(/tag with name Wholesale already exists/).waitFor();
  assert.equal(await edit.getByLabel('Tag name').inputValue(), 'Wholesale');
  const renamed = `Journey renamed ${run}`;
  await edit.getByLabel('Tag name').fill(renamed);
  await edit.getByLabel('Description').fill('Renamed by a journey');
  await edit.getByRole('button', { name: 'Save tag' }).click();
  await page.getByText('Tag saved').waitFor();
  const tags = page.getByRole('table', { name: 'Account tags' });
  await tags.getByRole('row', { name: new RegExp(`${renamed}.*Renamed by a journey`) }).waitFor();
  await page.getByRole('button', { name: `Delete tag ${renamed}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete tag' }).click();
  await page.getByText(`Tag ${renamed} deleted`).waitFor();
  await tags.getByRole('cell', { name: renamed }).waitFor({ state: 'detached' });
  await page.screenshot({ path: screenshot('account-tags.png'), fullPage: true });

  // A Stripe gateway's fields, an onboarding link (a bad URL first), a customer and an invoice.
  await page.goto(`${product.url}/orders/gateways`);
  await page.getByRole('button', { name: 'Stripe Connect details' }).click();
  const gateway = page.getByRole('dialog', { name: 'Stripe Connect gateway' });
  await gateway
    .getByRole('table', { name: 'Gateway fields' })
    .getByRole('row', { name: /stripe_account/ })
    .waitFor();
  const onboarding = gateway.getByRole('form', { name: 'Onboarding link' });
  await onboarding.getByLabel('Return URL').fill('not a url');
  await onboarding.getByRole('button', { name: 'Get onboarding link' }).click();
  await onboarding.getByText('Enter an http(s) URL').waitFor();
  await onboarding.getByLabel('Return URL').fill(`${product.url}/orders/gateways`);
  await onboarding.getByRole('button', { name: 'Get onboarding link' }).click();
  await onboarding.getByRole('link', { name: /Open Stripe onboarding \(test mode\)/ }).waitFor();
  const customer = gateway.getByRole('form', { name: 'Stripe customer' });
  await customer.getByRole('button', { name: 'Create Stripe customer' }).click();
  const customerId = (await customer.locator('code').first().textContent()) ?? '';
  assert.match(customerId, /^cus_/);
  const invoice = gateway.getByRole('form', { name: 'Stripe invoice' });
  await invoice.getByLabel('Stripe customer id').fill(customerId);
  await invoice.getByRole('button', { name: 'Create Stripe invoice' }).click();
  await invoice.getByText(/draft/).waitFor();
  await page.screenshot({ path: screenshot('gateway-details.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};
