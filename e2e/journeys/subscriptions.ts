import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/**
 * A seller adds a weekly plan (a billing frequency of 0 is refused by the provider, whose message
 * shows under the field) and a product, builds an offering from them, subscribes a seeded account
 * to it, pauses and resumes the subscription (only the legal actions are offered) and sees its
 * invoices and the store's outstanding invoices.
 */
export const subscriptionsJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);
  const suffix = Date.now().toString(36);
  const planName = `Journey Weekly ${suffix}`;
  const productName = `Journey Tea ${suffix}`;
  const offeringName = `Journey Tea Club ${suffix}`;

  await page.goto(`${product.url}/subscriptions/plans`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/subscriptions\/plans/);
  await page.getByRole('table', { name: 'Plans' }).getByText('Monthly').waitFor();

  // A plan billing every 0 weeks: the provider's message appears under the field, the name stays.
  await page.getByRole('button', { name: 'Add plan' }).click();
  const planForm = page.getByRole('form', { name: 'Add plan' });
  await planForm.getByLabel('Name').fill(planName);
  await planForm.getByLabel('Billing interval').selectOption('WEEK');
  await planForm.getByLabel('Billing frequency').fill('0');
  await planForm.getByRole('button', { name: 'Create plan' }).click();
  await planForm.getByText('billing_frequency must be an integer from 1 to 365').waitFor();
  await page.screenshot({ path: screenshot('subscription-plan-error.png'), fullPage: true });
  assert.equal(await planForm.getByLabel('Name').inputValue(), planName);
  await planForm.getByLabel('Billing frequency').fill('1');
  await planForm.getByRole('button', { name: 'Create plan' }).click();
  await page.getByText('Plan created').waitFor();
  await page.getByRole('table', { name: 'Plans' }).getByText(planName).waitFor();

  // A product at 12.50 USD per period.
  await page
    .getByRole('navigation', { name: 'Subscriptions sections' })
    .getByRole('link', { name: 'Products' })
    .click();
  await page.getByRole('button', { name: 'Add product' }).click();
  const productForm = page.getByRole('form', { name: 'Add product' });
  await productForm.getByLabel('Name').fill(productName);
  await productForm.getByLabel('SKU').fill(`SUB-TEA-${suffix}`);
  await productForm.getByLabel('Price per billing period').fill('12.50');
  await productForm.getByRole('button', { name: 'Create product' }).click();
  await page.getByText('Product created').waitFor();
  await page
    .getByRole('table', { name: 'Products' })
    .getByRole('row', { name: new RegExp(`${productName}.*\\$12\\.50`) })
    .waitFor();

  // Build the offering from both; it opens on its page.
  await page
    .getByRole('navigation', { name: 'Subscriptions sections' })
    .getByRole('link', { name: 'Offerings' })
    .click();
  await page.getByRole('button', { name: 'Build offering' }).click();
  const build = page.getByRole('form', { name: 'Build offering' });
  await build.getByLabel('Name', { exact: true }).fill(offeringName);
  await build.getByText(productName).click();
  await build.getByText(planName).click();
  assert.equal(await build.getByLabel(productName).isChecked(), true);
  assert.equal(await build.getByLabel(planName).isChecked(), true);
  await build.getByRole('button', { name: 'Build offering' }).click();
  await page.getByText('Offering built').waitFor();
  await page.getByRole('heading', { name: offeringName }).waitFor();
  await page.getByRole('table', { name: 'Offering products' }).getByText(productName).waitFor();
  await page.getByRole('table', { name: 'Offering plans' }).getByText(planName).waitFor();

  // Subscribe the first seeded account on the new plan.
  await page.getByRole('button', { name: 'Subscribe an account' }).click();
  const subscribe = page.getByRole('form', { name: 'Subscribe an account' });
  await subscribe.getByLabel('Account').selectOption({ index: 1 });
  await subscribe.getByLabel('Subscriber name').fill('Journey Tea Drinker');
  await subscribe.getByLabel('Subscriber email').fill(`tea-${suffix}@example.com`);
  await subscribe.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText('Subscription created').waitFor();
  await page.getByRole('heading', { name: 'Journey Tea Drinker' }).waitFor();

  // Active: pause is offered, resume is not. Pause, then resume.
  const details = page.getByRole('table', { name: 'Subscription details' });
  await details.getByText('Active').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Resume' }).count(), 0);
  await page.getByRole('button', { name: 'Pause' }).click();
  await details.getByText('Paused').waitFor();
  await page.getByRole('button', { name: 'Resume' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Pause' }).count(), 0);
  await page.getByRole('button', { name: 'Resume' }).click();
  await details.getByText('Active').waitFor();
  await page.getByRole('button', { name: 'Pause' }).waitFor();
  // A new subscription has not been billed yet.
  await page.getByText('No invoices yet').waitFor();
  await page.screenshot({ path: screenshot('subscription.png'), fullPage: true });

  // The store's outstanding invoices.
  await page
    .getByRole('navigation', { name: 'Subscriptions sections' })
    .getByRole('link', { name: 'Invoices' })
    .click();
  await page.getByLabel('Status').selectOption('true');
  await page.waitForURL(/outstanding=true/);
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await invoices.getByText('Outstanding').first().waitFor();
  // The unfiltered page stays on screen until the filtered answer replaces it: wait for that first.
  await invoices.getByText('Paid', { exact: true }).first().waitFor({ state: 'detached' });
  assert.equal(await invoices.getByText('Paid', { exact: true }).count(), 0);
  await page.screenshot({ path: screenshot('subscription-invoices.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};

/**
 * A subscription schedule and job: a seller adds a weekly schedule (an empty cron expression is
 * caught in the form, a two-letter name is refused by the provider under the field with the rest
 * kept), changes its kind of run, starts a tax run and sees it finish, then opens a seeded invoice
 * and one of its payments.
 */
export const subscriptionScheduleJobJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);
  const scheduleName = `Weekly tax ${Date.now().toString(36)}`;

  await page.goto(`${product.url}/subscriptions/jobs`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/subscriptions\/jobs/);
  const schedules = page.getByRole('table', { name: 'Schedules' });
  await schedules.getByText('Nightly billing run').waitFor();

  // No cron expression: caught before sending. A two-letter name: the provider's message under Name.
  await page.getByRole('button', { name: 'Add schedule' }).click();
  const form = page.getByRole('form', { name: 'Add schedule' });
  await form.getByLabel('Name').fill('Tx');
  await form.getByLabel('Time zone').fill('Europe/Paris');
  await form.getByLabel('Kind of run').selectOption('TAX_RUN');
  await form.getByRole('button', { name: 'Create schedule' }).click();
  await form.getByText('When is required').waitFor();
  await form.getByLabel('When (cron expression)').fill('0 4 * * 1');
  await form.getByRole('button', { name: 'Create schedule' }).click();
  await form.getByText('name must be at least 3 characters').waitFor();
  await page.screenshot({ path: screenshot('subscription-schedule-error.png'), fullPage: true });
  assert.equal(await form.getByLabel('When (cron expression)').inputValue(), '0 4 * * 1');
  assert.equal(await form.getByLabel('Time zone').inputValue(), 'Europe/Paris');
  assert.equal(await form.getByLabel('Kind of run').inputValue(), 'TAX_RUN');
  await form.getByLabel('Name').fill(scheduleName);
  await form.getByRole('button', { name: 'Create schedule' }).click();
  await page.getByText('Schedule created').waitFor();
  const row = schedules.getByRole('row', {
    name: new RegExp(`${scheduleName}.*0 4 \\* \\* 1.*Europe/Paris.*Tax run`),
  });
  await row.waitFor();

  // The schedule now starts payment runs.
  await row.getByRole('button', { name: `Edit schedule ${scheduleName}` }).click();
  const edit = page.getByRole('form', { name: 'Edit schedule' });
  assert.equal(await edit.getByLabel('Name').inputValue(), scheduleName);
  await edit.getByLabel('Kind of run').selectOption('PAYMENT_RUN');
  await edit.getByRole('button', { name: 'Save schedule' }).click();
  await page.getByText('Schedule saved').waitFor();
  await schedules.getByRole('row', { name: new RegExp(`${scheduleName}.*Payment run`) }).waitFor();

  // A tax run by hand: pending at first, finished a few seconds later.
  await page.getByRole('button', { name: 'Start job' }).click();
  const job = page.getByRole('form', { name: 'Start job' });
  await job.getByLabel('Kind of run').selectOption('TAX_RUN');
  await job.getByRole('button', { name: 'Start job' }).click();
  await page.getByText('Job started').waitFor();
  const jobs = page.getByRole('table', { name: 'Jobs' });
  await jobs.getByRole('row', { name: /Tax run/ }).waitFor();
  await page.waitForTimeout(3_500);
  await page.reload();
  await jobs.getByRole('row', { name: /Tax run.*Finished/ }).waitFor();
  await page.screenshot({ path: screenshot('subscription-jobs.png'), fullPage: true });

  // A seeded paid invoice and its payment, each on its own page.
  await page
    .getByRole('navigation', { name: 'Subscriptions sections' })
    .getByRole('link', { name: 'Invoices' })
    .click();
  await page.getByRole('table', { name: 'Invoices' }).getByRole('cell', { name: '#1', exact: true }).click();
  await page.getByRole('heading', { name: 'Invoice #1' }).waitFor();
  await page.getByRole('table', { name: 'Payments' }).getByRole('cell', { name: 'Paid' }).click();
  const payment = page.getByRole('table', { name: 'Payment details' });
  await payment.getByText('pi_demo_1_1').waitFor();
  await page.screenshot({ path: screenshot('subscription-payment.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};
