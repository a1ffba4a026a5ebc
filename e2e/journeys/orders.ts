import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/**
 * A seller filters the seeded orders by payment status, opens an unpaid one and records a manual
 * authorization, captures it, tries to refund more than was captured (the provider's refusal shows
 * under the amount, the typed amount stays), refunds part of it, and last sees the Home page's
 * chart of the last 30 days of orders.
 */
export const ordersJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/orders`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/orders/);
  const orders = page.getByRole('table', { name: 'Orders' });
  await orders.getByRole('row').nth(1).getByRole('link').waitFor();

  // Unpaid, not cancelled orders: the filters land in the URL and every row says Unpaid.
  await page.getByLabel('Payment').selectOption('UNPAID');
  await page.getByLabel('Status').selectOption('INCOMPLETE');
  await page.waitForURL(/payment=UNPAID/);
  await page.waitForURL(/status=INCOMPLETE/);
  // Wait until the list shows the filtered page: rows, each of them unpaid and incomplete.
  await page.waitForFunction(() => {
    const table = document.querySelector('table[aria-label="Orders"]');
    const texts = [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) => row.textContent ?? '');
    return (
      table?.getAttribute('aria-busy') === 'false' &&
      texts.length > 0 &&
      texts.every((text) => text.includes('Unpaid') && text.includes('Incomplete'))
    );
  });
  const rows = orders.locator('tbody tr');
  await page.screenshot({ path: screenshot('orders-unpaid.png'), fullPage: true });

  await rows.first().getByRole('link').click();
  await page.waitForURL(/\/orders\/[^/?]+/);
  await page.getByRole('heading', { name: /^Order / }).waitFor();
  await page.getByText('No payments yet.').waitFor();

  // A manual authorization of the whole balance.
  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('form', { name: 'Record a manual payment' });
  await payment.getByLabel('Method').selectOption('AUTHORIZE');
  await payment.getByLabel('Reference').fill('Bank transfer 4711');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await page.getByText('Payment recorded').waitFor();
  const transactions = page.getByRole('table', { name: 'Transactions' });
  await transactions.getByRole('row', { name: /Authorization.*Bank transfer 4711/ }).waitFor();
  await page.getByText('Authorized', { exact: true }).first().waitFor();

  // Capture it: the order is paid.
  await transactions.getByRole('button', { name: 'Capture' }).click();
  // Money moves only after the seller confirms the amount, in the order's currency.
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Capture \$/ })
    .click();
  await page.getByText('Transaction captured').waitFor();
  await transactions.getByRole('row', { name: /Capture.*Bank transfer 4711/ }).waitFor();
  await page.locator('.order-tags').getByText('Paid', { exact: true }).waitFor();

  // A refund above the captured amount is refused by the provider, under the amount.
  await transactions.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('form', { name: 'Refund transaction' });
  const amount = refund.getByLabel(/^Amount/);
  await amount.fill('99999.00');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await refund.getByText(/The refund can be at most \$/).waitFor();
  assert.equal(await amount.inputValue(), '99999.00');
  await page.screenshot({ path: screenshot('order-refund-refused.png'), fullPage: true });

  // Part of it is refunded.
  await amount.fill('1.00');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await page.getByText('Refund recorded').waitFor();
  await refund.waitFor({ state: 'detached' });
  await transactions.getByRole('row', { name: /Capture.*\$1\.00/ }).waitFor();
  await page.locator('.order-tags').getByText('Partially refunded').waitFor();
  await page.screenshot({ path: screenshot('order-refunded.png'), fullPage: true });

  // The list, filtered by the order's number, says the same as the order's page.
  const orderNumber = ((await page.getByRole('heading', { name: /^Order #/ }).textContent()) ?? '').replace(
    /^Order #/,
    '',
  );
  await page.goto(`${product.url}/orders`);
  await page.getByLabel('Order number contains').fill(orderNumber);
  await page.getByLabel('Order number contains').press('Enter');
  await page.waitForURL((url) => url.searchParams.get('number') === orderNumber);
  await orders.getByRole('row', { name: new RegExp(`#${orderNumber}.*Partially refunded`) }).waitFor();
  await page.screenshot({ path: screenshot('orders-by-number.png'), fullPage: true });

  // Home: this month's orders and revenue per currency, and the order among the recent ones.
  await page.getByRole('link', { name: 'Home' }).first().click();
  const month = page.getByRole('region', { name: 'This month' });
  await month.getByText('Orders', { exact: true }).waitFor();
  await month.getByText(/USD · \d+ orders?/).waitFor();
  await page.getByRole('table', { name: 'Recent orders' }).getByRole('link').first().waitFor();
  await page.screenshot({ path: screenshot('home-sales.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};

/** A seeded customer with unpaid USD orders (sandbox seed-orders.ts gives them to seeded customers). */
const CUSTOMER_EMAIL = 'liam.schmidt.2@example.com';
const CUSTOMER_NAME = 'Liam Schmidt';

/**
 * A seller opens a customer's page, opens one of their unpaid orders from its Orders section (the
 * order names the customer with a link back), authorizes it, captures after confirming the amount
 * in dollars, is refused a refund larger than captured with the refundable amount in dollars,
 * refunds part and reads "Partially refunded"; then, back on the customer's page, "View all" lists
 * the customer's orders with the filter in the URL.
 */
export const customerOrdersJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/customers?email=${encodeURIComponent(CUSTOMER_EMAIL)}`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/customers/);
  await page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: CUSTOMER_NAME }).click();
  await page.waitForURL(/\/customers\/[^/?]+$/);
  const customerPath = new URL(page.url()).pathname;
  const customerId = decodeURIComponent(customerPath.split('/').at(-1) ?? '');

  // The customer's orders, newest first; one of the unpaid ones (not a cancelled one).
  const section = page.getByRole('region', { name: 'Orders' });
  const orders = section.getByRole('table', { name: 'Orders' });
  const unpaid = orders.locator('tbody tr', { hasText: 'Unpaid' }).filter({ hasText: 'Incomplete' }).first();
  await unpaid.waitFor();
  await page.screenshot({ path: screenshot('customer-orders.png'), fullPage: true });
  await unpaid.getByRole('link').click();
  await page.waitForURL(/\/orders\/[^/?]+/);
  await page.getByRole('heading', { name: /^Order / }).waitFor();
  const customerLink = page.getByRole('link', { name: CUSTOMER_NAME });
  assert.equal(await customerLink.getAttribute('href'), customerPath);

  // Authorize the balance, then capture it after confirming the amount in dollars.
  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('form', { name: 'Record a manual payment' });
  await payment.getByLabel('Method').selectOption('AUTHORIZE');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await page.getByText('Payment recorded').waitFor();
  const transactions = page.getByRole('table', { name: 'Transactions' });
  await transactions.getByRole('button', { name: 'Capture' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(/^Capture \$\d+\.\d\d authorized on manual\?/).waitFor();
  await confirm.getByRole('button', { name: /^Capture \$\d+\.\d\d$/ }).click();
  await page.getByText('Transaction captured').waitFor();
  await page.locator('.order-tags').getByText('Paid', { exact: true }).waitFor();

  // Too much: the refundable amount reads in dollars, never in cents.
  await transactions.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('form', { name: 'Refund transaction' });
  const amount = refund.getByLabel(/^Amount/);
  await amount.fill('99999.00');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await refund.getByText(/The refund can be at most \$\d+\.\d\d, what is left to refund\./).waitFor();
  await page.screenshot({ path: screenshot('customer-order-refund-refused.png'), fullPage: true });
  await amount.fill('2.00');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await page.getByText('Refund recorded').waitFor();
  await page.locator('.order-tags').getByText('Partially refunded').waitFor();

  // Back to the customer, whose orders say the same; then all their orders in the list.
  const orderName = ((await page.getByRole('heading', { name: /^Order / }).textContent()) ?? '').replace(
    /^Order /,
    '',
  );
  await customerLink.click();
  await page.waitForURL((url) => url.pathname === customerPath);
  await orders.getByRole('row', { name: new RegExp(`${orderName}.*Partially refunded`) }).waitFor();
  await section.getByRole('link', { name: 'View all' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/orders' && url.searchParams.get('customer') === customerId,
  );
  await page.waitForFunction((name) => {
    const table = document.querySelector('table[aria-label="Orders"]');
    const texts = [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) => row.textContent ?? '');
    return (
      table?.getAttribute('aria-busy') === 'false' &&
      texts.length > 0 &&
      texts.every((text) => text.includes(name))
    );
  }, CUSTOMER_NAME);
  assert.equal(await page.getByLabel('Customer ID').inputValue(), customerId);
  await page.screenshot({ path: screenshot('customer-orders-all.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};
