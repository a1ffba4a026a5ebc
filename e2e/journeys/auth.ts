import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

const ROOT = path.resolve(__dirname, '../..');

type StoredCredentials = Record<string, unknown>;

async function storedCredentials(page: Page): Promise<StoredCredentials | null> {
  return JSON.parse(
    (await page.evaluate(() => localStorage.getItem('epCredentials'))) ?? 'null',
  ) as StoredCredentials | null;
}

async function changeStoredCredentials(page: Page, changes: StoredCredentials): Promise<void> {
  await page.evaluate((patch) => {
    const current = JSON.parse(localStorage.getItem('epCredentials') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('epCredentials', JSON.stringify({ ...current, ...patch }));
  }, changes);
}

/** Product rows (skeleton rows have no link). */
async function waitForProductRows(page: Page): Promise<void> {
  await page.locator('tbody tr a').first().waitFor();
}

/** The documented command, run as a developer would, against the journey's sandbox database. */
function sandboxJwt(dataPath: string): string {
  const output = execFileSync('npm', ['run', '--silent', 'sandbox:jwt'], {
    cwd: ROOT,
    env: { ...process.env, SANDBOX_DATA: dataPath },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const token = output.trim().split('\n').at(-1) ?? '';
  assert.match(token, /^[\w-]+\.[\w-]+\.[\w-]+$/, `sandbox:jwt printed ${output}`);
  return token;
}

export const jwtSignInJourney: Journey = async ({ browser, product, ports, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  // A token that cannot be decoded is refused with the invalid-token error and stores nothing.
  await page.goto(`${product.url}/sign-in/jwt?token=not-a-token`);
  await page.getByText('This sign-in link cannot be used').waitFor();
  assert.match((await page.getByRole('alert').textContent()) ?? '', /^Invalid token specified/);
  assert.equal(await storedCredentials(page), null);

  // The sandbox's signed JWT becomes credentials (expires = exp x 1000) and opens the store.
  const token = sandboxJwt(ports.dataPath);
  const exp = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number })
    .exp;
  await page.goto(`${product.url}/sign-in/jwt?token=${token}`);
  await page.waitForURL(/\/products/);
  await waitForProductRows(page);
  await page.getByText('Signed in with a token').waitFor();
  assert.deepEqual(await storedCredentials(page), {
    client_id: 'dashboard',
    access_token: token,
    expires: exp * 1000,
    token_type: 'Bearer',
    identifier: 'jwt',
  });
  assert.equal(await page.evaluate(() => localStorage.getItem('isJwtAuth')), 'true');
  await page.screenshot({ path: screenshot('jwt-signed-in.png') });

  // Sign-out clears the JWT session too.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/sign-in/);
  assert.equal(await storedCredentials(page), null);
  assert.equal(await page.evaluate(() => localStorage.getItem('isJwtAuth')), null);

  assert.deepEqual(problems, []);
  await context.close();
};

export const ssoSignInJourney: Journey = async ({ browser, product, ports, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // The provider's authorize page is on its own host: allowed, nothing else is.
  const sandboxOrigin = ports.providerOrigin;
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/sign-in`);
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await page.waitForURL(`${sandboxOrigin}/oauth/authorize?**`);
  const authorizeUrl = new URL(page.url());
  assert.equal(authorizeUrl.searchParams.get('client_id'), 'dashboard');
  assert.equal(authorizeUrl.searchParams.get('scope'), 'seller_admin');
  assert.equal(authorizeUrl.searchParams.get('code_challenge_method'), 'S256');
  await page.screenshot({ path: screenshot('sso-authorize.png') });

  // A wrong password stays on the sandbox page; the right one comes back signed in.
  await page.getByLabel('Email').fill(SELLER_EMAIL);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Invalid email or password').waitFor();
  await page.getByLabel('Password').fill(SELLER_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${product.url}/products`);
  await waitForProductRows(page);
  await page.getByText('Signed in with SSO').waitFor();
  const credentials = await storedCredentials(page);
  assert.deepEqual(Object.keys(credentials ?? {}).sort(), [
    'access_token',
    'client_id',
    'expires_in',
    'refresh_token',
    'token_type',
  ]);
  assert.equal(credentials?.token_type, 'bearer');
  assert.equal(await page.evaluate(() => localStorage.getItem('sso_state')), null);
  assert.equal(await page.evaluate(() => localStorage.getItem('sso_verifier')), null);

  // An SSO session the gateway refuses is renewed through /api/sso-token and the list still loads.
  await changeStoredCredentials(page, { access_token: 'revoked-sso-token' });
  const renewal = page.waitForResponse((response) => response.url().endsWith('/api/sso-token'));
  await page.reload();
  assert.equal((await renewal).status(), 200);
  await waitForProductRows(page);
  const renewed = await storedCredentials(page);
  assert.notEqual(renewed?.access_token, 'revoked-sso-token');
  assert.notEqual(renewed?.refresh_token, credentials?.refresh_token);
  assert.equal(renewed?.token_type, 'bearer');

  // Replaying the old answer (state already used) is refused with a clear message.
  await page.goto(`${product.url}/sign-in/sso?code=replayed&state=${authorizeUrl.searchParams.get('state')}`);
  await page.getByText(/state mismatch/).waitFor();

  assert.deepEqual(
    problems.filter((problem) => !problem.startsWith(`external request: ${sandboxOrigin}/`)),
    [],
  );
  await context.close();
};

export const sessionRefreshJourney: Journey = async ({ browser, product }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);
  const refreshRequests = () => {
    let count = 0;
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('"operationName":"RefreshSession"')) count += 1;
    });
    return () => count;
  };
  const refreshes = refreshRequests();

  await page.goto(`${product.url}/sign-in`);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/products/);
  await waitForProductRows(page);
  const first = await storedCredentials(page);
  assert.equal(refreshes(), 0);

  // Credentials whose expiry has passed are renewed before the list query is sent.
  await changeStoredCredentials(page, { expires: Date.now() - 1000 });
  await page.reload();
  await waitForProductRows(page);
  const second = await storedCredentials(page);
  assert.equal(refreshes(), 1);
  assert.notEqual(second?.access_token, first?.access_token);
  assert.notEqual(second?.refresh_token, first?.refresh_token);
  assert.ok(Number(second?.expires) > Date.now() + 3_000_000);

  // A token the gateway refuses (UNAUTHENTICATED) is renewed once and the query replayed.
  await changeStoredCredentials(page, { access_token: 'revoked-access-token' });
  await page.reload();
  await waitForProductRows(page);
  assert.equal(refreshes(), 2);
  assert.notEqual((await storedCredentials(page))?.access_token, 'revoked-access-token');

  // A refresh token the provider refuses ends the session: storage cleared, sign-in page shown.
  await changeStoredCredentials(page, {
    access_token: 'revoked-access-token',
    refresh_token: 'revoked-refresh',
  });
  await page.reload();
  await page.waitForURL(/\/sign-in/);
  await page.getByLabel('Email').waitFor();
  assert.equal(await storedCredentials(page), null);

  assert.deepEqual(problems, []);
  await context.close();
};
