import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/**
 * A seller opens Metrics, switches to the last 90 days, weekly, in EUR and sees the summary and the
 * count, value and discount charts of the seeded orders. A custom range ending before it starts is
 * refused inline, keeping the dates typed.
 */
export const metricsJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1100 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/metrics`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/metrics/);
  await page.getByRole('heading', { name: 'Metrics' }).waitFor();
  // The 30 days default, daily, in the store's default currency.
  await page.getByRole('figure', { name: 'Orders per day' }).waitFor();

  await page.getByRole('button', { name: '90 days' }).click();
  await page.getByLabel('Interval').selectOption('WEEK');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.waitForURL(/\/metrics\?days=90&interval=week&currency=EUR$/);
  await page.getByRole('figure', { name: 'Orders per week' }).locator('.recharts-surface').waitFor();
  await page.getByRole('figure', { name: 'Order value per week' }).locator('.recharts-surface').waitFor();
  await page.getByRole('figure', { name: 'Discount per week' }).locator('.recharts-surface').waitFor();
  const summary = page.getByLabel('Summary');
  await summary.getByText('€').first().waitFor();
  assert.match((await summary.textContent()) ?? '', /Orders\d+Order value€[\d,.]+Average order value€/);
  // The value of the same orders in every currency (`v2/metrics/orders/value`).
  await summary.getByText('Value in every currency').waitFor();
  await page.screenshot({ path: screenshot('metrics-90-days-weekly-eur.png'), fullPage: true });

  // A custom range whose start is after its end is refused inline; the URL does not change.
  await page.getByRole('button', { name: 'Custom', exact: true }).click();
  const custom = page.getByRole('form', { name: 'Custom period' });
  await custom.getByLabel('From').fill('2026-11-10');
  await custom.getByLabel('To').fill('2026-11-01');
  await custom.getByRole('button', { name: 'Apply' }).click();
  await custom.getByText('From must not be after To').waitFor();
  assert.equal(await custom.getByLabel('From').inputValue(), '2026-11-10');
  assert.match(page.url(), /\/metrics\?days=90&interval=week&currency=EUR$/);
  await page.screenshot({ path: screenshot('metrics-bad-range.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};
