import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/** A seeded account member (first of the seed's members, in two accounts) and the demo shopper password. */
const MEMBER_USERNAME = 'hannah.berg@example.com';
const SHOPPER_PASSWORD = 'sandbox-shopper';

/** Two seeded products with USD prices (they are in the seeded "Weekend getaway" cart). */
const SOCKS_SKU = 'APP-SCK-0004';
const BEANIE_SKU = 'APP-BNE-0001';

/**
 * A seller creates a cart, adds two seeded products by SKU and a custom item, sees an unknown
 * promotion code refused inline, applies the seeded WELCOME10, checks out as a guest and lands on
 * the new order, whose total is the cart's. Then a second cart takes a custom discount, a tax and
 * a priced shipping group, and is checked out as a signed-in account member for their account.
 */
export const cartsJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/carts`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/carts/);
  await page.getByRole('table', { name: 'Carts' }).getByRole('link', { name: 'Weekend getaway' }).waitFor();

  // Create a cart (`POST v2/carts`); it opens empty under the id the provider chose.
  await page.getByRole('button', { name: 'Add cart' }).click();
  const create = page.getByRole('form', { name: 'Add cart' });
  await create.getByLabel('Name').fill('Journey phone order');
  await create.getByRole('button', { name: 'Create cart' }).click();
  await page.waitForURL(/\/carts\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: 'Journey phone order' }).waitFor();
  await page.getByText('This cart is empty').waitFor();

  // Two seeded products by SKU.
  const addProduct = page.getByRole('form', { name: 'Add product' });
  const items = page.getByRole('table', { name: 'Cart items' });
  await addProduct.getByLabel('Product SKU').fill(SOCKS_SKU);
  await addProduct.getByRole('button', { name: 'Add product' }).click();
  await items.getByRole('row', { name: new RegExp(SOCKS_SKU) }).waitFor();
  await addProduct.getByLabel('Product SKU').fill(BEANIE_SKU);
  await addProduct.getByLabel('Quantity', { exact: true }).fill('2');
  await addProduct.getByRole('button', { name: 'Add product' }).click();
  await items.getByRole('row', { name: new RegExp(BEANIE_SKU) }).waitFor();

  // A custom item at 5.00.
  await page.getByRole('button', { name: 'Add custom item' }).click();
  const custom = page.getByRole('form', { name: 'Add custom item' });
  await custom.getByLabel('Name').fill('Gift wrapping');
  await custom.getByLabel('SKU').fill('WRAP');
  await custom.getByLabel(/Unit price/).fill('5.00');
  await custom.getByRole('button', { name: 'Add item' }).click();
  await custom.waitFor({ state: 'detached' });
  await items.getByRole('row', { name: /Gift wrapping.*\$5\.00/ }).waitFor();

  // An unknown code is refused with the provider's message under the field; WELCOME10 applies.
  const codes = page.getByRole('form', { name: 'Apply promotion code' });
  await codes.getByLabel('Promotion code').fill('NOSUCHCODE');
  await codes.getByRole('button', { name: 'Apply code' }).click();
  await codes.getByText('The promotion code NOSUCHCODE is not valid or has expired').waitFor();
  assert.equal(await codes.getByLabel('Promotion code').inputValue(), 'NOSUCHCODE');
  await codes.getByLabel('Promotion code').fill('WELCOME10');
  await codes.getByRole('button', { name: 'Apply code' }).click();
  await page.getByText(/^WELCOME10 \(/).waitFor();
  const totalCell = page.getByTestId('cart-total');
  const discountRow = page.getByLabel('Totals').getByRole('row', { name: /^Discounts/ });
  assert.match((await discountRow.textContent()) ?? '', /-\$\d/);
  const total = ((await totalCell.textContent()) ?? '').trim();
  assert.match(total, /^\$\d/);
  await page.screenshot({ path: screenshot('cart.png'), fullPage: true });

  // Checkout as a guest; the order opens with the same total.
  await page.getByRole('button', { name: 'Checkout' }).click();
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await checkout.getByLabel('Name', { exact: true }).fill('Journey Guest');
  await checkout.getByLabel('Email').fill('journey.guest@example.com');
  await checkout.getByLabel('First name').fill('Ada');
  await checkout.getByLabel('Last name').fill('Lovelace');
  await checkout.getByLabel('Address line 1').fill('1 Main Street');
  await checkout.getByLabel('City').fill('Springfield');
  await checkout.getByLabel('Postcode').fill('12345');
  // A country's name is refused inline before anything is sent; the typed address stays.
  await checkout.getByLabel(/Country/).fill('Germany');
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await checkout.getByText(/"Germany" is not a country code/).waitFor();
  assert.match(new URL(page.url()).pathname, /^\/carts\//);
  assert.equal(await checkout.getByLabel('City').inputValue(), 'Springfield');
  await checkout.getByLabel(/Country/).fill('US');
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/orders\/[^/?]+$/);
  // The gateway numbered the order; the page and the toast name it by that number.
  const heading = page.getByRole('heading', { name: /^Order #\d+$/ });
  await heading.waitFor();
  const orderName = ((await heading.textContent()) ?? '').replace(/^Order /, '');
  await page.getByText(`Order ${orderName} placed`).waitFor();
  const totals = page.getByLabel('Totals');
  await totals.getByText('Total', { exact: true }).waitFor();
  await totals.getByText(total, { exact: true }).first().waitFor();
  await page.getByText('journey.guest@example.com').waitFor();
  await page.screenshot({ path: screenshot('cart-order.png'), fullPage: true });

  // Home names it the same way among the recent orders, and its table stays inside the card.
  await page.getByRole('link', { name: 'Home' }).first().click();
  const recent = page.getByRole('table', { name: 'Recent orders' });
  await recent.getByRole('link', { name: orderName, exact: true }).waitFor();
  const outside = await recent.evaluate((table) => {
    const card = table.closest('.home__card')?.getBoundingClientRect();
    return [...table.querySelectorAll('th, td')]
      .filter((cell) => !card || cell.getBoundingClientRect().right > card.right + 0.5)
      .map((cell) => cell.textContent);
  });
  assert.deepEqual(outside, []);
  await page.screenshot({ path: screenshot('home-recent-orders.png'), fullPage: true });

  // A second cart: a 100.00 desk, 10.00 off (custom discount), 10% tax, 15.00 express shipping.
  await page.goto(`${product.url}/carts`);
  await page.getByRole('button', { name: 'Add cart' }).click();
  const second = page.getByRole('form', { name: 'Add cart' });
  await second.getByLabel('Name').fill('Journey account order');
  await second.getByRole('button', { name: 'Create cart' }).click();
  await page.waitForURL(/\/carts\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Add custom item' }).click();
  const desk = page.getByRole('form', { name: 'Add custom item' });
  await desk.getByLabel('Name').fill('Standing desk');
  await desk.getByLabel(/Unit price/).fill('100.00');
  await desk.getByRole('button', { name: 'Add item' }).click();
  await items.getByRole('row', { name: /Standing desk/ }).waitFor();

  // Blueprint's switch indicator covers the input: click its label.
  await page.getByText('Accept custom discounts', { exact: true }).click();
  // Enabled once the cart says it accepts custom discounts (a click waits for that).
  await page.getByRole('button', { name: 'Add custom discount' }).click();
  const discount = page.getByRole('form', { name: /custom discount/ });
  // Bad input first: nothing typed in the amount shows the problem next to it and keeps the rest.
  await discount.getByLabel('Description (shown to the shopper)').fill('Loyalty credit');
  await discount.getByRole('button', { name: 'Add discount' }).click();
  await discount.getByText('Enter an amount above zero, such as 5.00').waitFor();
  assert.equal(
    await discount.getByLabel('Description (shown to the shopper)').inputValue(),
    'Loyalty credit',
  );
  await discount.getByLabel(/Amount off/).fill('10.00');
  await discount.getByLabel('Discount code').fill('LOYAL10');
  await discount.getByLabel('Discount engine').fill('Journey engine');
  await discount.getByLabel('Id in the engine').fill('journey-1');
  await discount.getByRole('button', { name: 'Add discount' }).click();
  await discount.waitFor({ state: 'detached' });
  await page.getByText(/Loyalty credit \(LOYAL10\)/).waitFor();

  await page.getByRole('button', { name: 'Add a tax to Standing desk' }).click();
  const tax = page.getByRole('form', { name: /Add tax to Standing desk/ });
  await tax.getByLabel('Name').fill('Sales tax');
  await tax.getByLabel('Rate (%)').fill('10');
  await tax.getByRole('button', { name: 'Add tax' }).click();
  await tax.waitFor({ state: 'detached' });
  await items.getByText(/Sales tax 10%/).waitFor();

  await page.getByRole('button', { name: 'New shipping group' }).click();
  const group = page.getByRole('form', { name: 'New shipping group' });
  await group.getByLabel('Shipping type').fill('express');
  await group.getByLabel(/Shipping price/).fill('15.00');
  await group.getByRole('button', { name: 'Create group' }).click();
  await group.waitFor({ state: 'detached' });
  await page.getByLabel('Shipping group of Standing desk').selectOption({ label: 'express' });
  // 100.00 - 10.00 = 90.00, + 9.00 tax, + 15.00 shipping.
  await page.getByTestId('cart-total').getByText('$114.00').waitFor();

  // Sign in as the account member, then check out for their account with a contact.
  await page.getByRole('button', { name: 'Sign in as account member' }).click();
  const member = page.getByRole('form', { name: 'Sign in as an account member' });
  await member.getByLabel('Username').fill(MEMBER_USERNAME);
  await member.getByLabel('Password', { exact: true }).fill('wrong-password');
  await member.getByRole('button', { name: 'Sign in' }).click();
  await member.getByText('Incorrect username or password').waitFor();
  await member.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await member.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(new RegExp(`Signed in as member ${MEMBER_USERNAME}`)).waitFor();
  await page.screenshot({ path: screenshot('cart-account.png'), fullPage: true });

  await page.getByRole('button', { name: 'Checkout' }).click();
  const accountCheckout = page.getByRole('form', { name: 'Checkout' });
  assert.match(await accountCheckout.getByLabel('Check out as').inputValue(), /^account:/);
  await accountCheckout.getByLabel('Name', { exact: true }).fill('Hannah Berg');
  await accountCheckout.getByLabel('Email').fill(MEMBER_USERNAME);
  await accountCheckout.getByLabel('First name').fill('Hannah');
  await accountCheckout.getByLabel('Last name').fill('Berg');
  await accountCheckout.getByLabel('Address line 1').fill('2 Market Street');
  await accountCheckout.getByLabel('City').fill('Springfield');
  await accountCheckout.getByLabel('Postcode').fill('12345');
  await accountCheckout.getByLabel(/Country/).fill('US');
  await accountCheckout.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/orders\/[^/?]+$/);
  await page.getByLabel('Totals').getByText('$114.00', { exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'express' }).click();
  await page.getByRole('dialog', { name: 'Shipping group' }).getByText('express').first().waitFor();
  await page.screenshot({ path: screenshot('cart-account-order.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};
