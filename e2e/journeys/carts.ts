import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/** Two seeded products with USD prices (they are in the seeded "Weekend getaway" cart). */
const SOCKS_SKU = 'APP-SCK-0004';
const BEANIE_SKU = 'APP-BNE-0001';

/**
 * A seller creates a cart, adds two seeded products by SKU and a custom item, sees an unknown
 * promotion code refused inline, applies the seeded WELCOME10, checks out as a guest and lands on
 * the new order, whose total is the cart's.
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

  // Create a cart; it opens empty under a generated 32-hex id.
  await page.getByRole('button', { name: 'Add cart' }).click();
  const create = page.getByRole('form', { name: 'Add cart' });
  await create.getByLabel('Name').fill('Journey phone order');
  await create.getByRole('button', { name: 'Create cart' }).click();
  await page.waitForURL(/\/carts\/[0-9a-f]{32}$/);
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
  await checkout.getByLabel(/Country/).fill('US');
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/orders\/[^/?]+$/);
  const totals = page.getByLabel('Totals');
  await totals.getByText('Total', { exact: true }).waitFor();
  await totals.getByText(total, { exact: true }).first().waitFor();
  await page.getByText('journey.guest@example.com').waitFor();
  await page.screenshot({ path: screenshot('cart-order.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};
