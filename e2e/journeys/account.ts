import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, signIn } from './common';

interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** The newest mail the sandbox would have sent to `to` (its development outbox), and its link token. */
async function mailedToken(sandboxUrl: string, to: string): Promise<string> {
  const response = await fetch(`${sandboxUrl}/sandbox/mail?to=${encodeURIComponent(to)}`);
  const { data } = (await response.json()) as { data: Mail[] };
  const token = /token=([0-9a-f]{64})/.exec(data[0]?.body ?? '')?.[1];
  assert.ok(token, `no mailed token for ${to}: ${JSON.stringify(data)}`);
  return token;
}

/** A new seller signs up from an invitation link, forgets the password and resets it. */
export const accountJourney: Journey = async ({ browser, product, ports }) => {
  const sandboxUrl = ports.providerOrigin;
  const email = `journey-${Date.now()}@example.com`;
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  // The invitation: the provider mails a signup link (here: the sandbox's outbox).
  const invited = await fetch(`${sandboxUrl}/v2/signup-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { email } }),
  });
  assert.equal(invited.status, 202);
  const signupToken = await mailedToken(sandboxUrl, email);

  await page.goto(`${product.url}/sign-up?token=${signupToken}`);
  await page.getByLabel('Your name').fill('Journey Seller');
  await page.getByLabel('Password').fill('first-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText(`Sign in as ${email}`).waitFor();

  // Forgotten password: the link from the mail sets a new one.
  await page.goto(`${product.url}/sign-in`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText(`If ${email} has an account`).waitFor();
  const resetToken = await mailedToken(sandboxUrl, email);
  await page.goto(`${product.url}/reset-password?token=${resetToken}`);
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Repeat the new password').fill('second-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByText('Your password was changed').waitFor();

  // The same link cannot be used twice (the provider says nothing more).
  await page.goto(`${product.url}/reset-password?token=${resetToken}`);
  await page.getByLabel('New password', { exact: true }).fill('third-password');
  await page.getByLabel('Repeat the new password').fill('third-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByText('The link may have expired or already been used').waitFor();

  // The new seller signs in with the new password, into their own (empty) store.
  await page.goto(`${product.url}/sign-in`);
  await signIn(page, email, 'second-password');
  await page.waitForURL(/\/products/);
  await page.getByText('No products yet').waitFor();

  assert.deepEqual(problems, []);
  await context.close();
};
