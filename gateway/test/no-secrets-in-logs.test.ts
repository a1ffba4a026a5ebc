/**
 * A full run of the product (gateway and embedded sandbox as `npm start` runs them) through every
 * way of signing in, failures included, and a sandbox crash and restart: no line either process
 * printed holds the seller's password, the API key's secret or any token issued during the run.
 */
import crypto from 'node:crypto';
import { startProductProcess, type ProductProcess } from './product-process';

jest.setTimeout(60_000);

const PASSWORD = `pw-${crypto.randomUUID()}`;
const CLIENT_ID = 'log-test-client';
const CLIENT_SECRET = `secret-${crypto.randomUUID()}`;
const EMAIL = 'seller@example.com';

const SIGN_IN = `
  mutation ($u: String!, $p: String!) {
    signIn(username: $u, password: $p) {
      credentials { accessToken refreshToken }
      userErrors { message }
    }
  }
`;
const API_KEY = `
  mutation ($id: String!, $secret: String!) {
    signInWithApiKey(clientId: $id, clientSecret: $secret) {
      token { accessToken }
      userErrors { message }
    }
  }
`;
const REFRESH = `
  mutation ($token: String!) {
    refreshSession(refreshToken: $token) {
      credentials { accessToken refreshToken }
      userErrors { message }
    }
  }
`;
const PRODUCTS = '{ products(page: { limit: 2 }) { items { id name } } }';

interface Credentials {
  accessToken: string;
  refreshToken: string;
}

let product: ProductProcess | undefined;

afterEach(async () => {
  await product?.stop();
  product = undefined;
});

function payload<T>(result: { data?: Record<string, unknown> | null }, field: string): T {
  return result.data?.[field] as T;
}

it('prints no password, client secret or token in any log line of a full run', async () => {
  product = await startProductProcess({
    SANDBOX_SELLER_PASSWORD: PASSWORD,
    SANDBOX_CLIENT_ID: CLIENT_ID,
    SANDBOX_CLIENT_SECRET: CLIENT_SECRET,
  });
  const secrets = [PASSWORD, CLIENT_SECRET];

  // Failures first: a wrong password, a wrong secret, a refresh token that is not one, a bad bearer.
  const wrongPassword = payload<{ userErrors: unknown[] }>(
    await product.graphql(SIGN_IN, { u: EMAIL, p: `${PASSWORD}-wrong` }),
    'signIn',
  );
  expect(wrongPassword.userErrors).not.toHaveLength(0);
  const wrongSecret = payload<{ userErrors: unknown[] }>(
    await product.graphql(API_KEY, { id: CLIENT_ID, secret: `${CLIENT_SECRET}-wrong` }),
    'signInWithApiKey',
  );
  expect(wrongSecret.userErrors).not.toHaveLength(0);
  await product.graphql(REFRESH, { token: PASSWORD });
  await product.graphql(PRODUCTS, {}, CLIENT_SECRET);

  // Successes: password, API key, refresh, and calls with each token.
  const signedIn = payload<{ credentials: Credentials }>(
    await product.graphql(SIGN_IN, { u: EMAIL, p: PASSWORD }),
    'signIn',
  ).credentials;
  secrets.push(signedIn.accessToken, signedIn.refreshToken);
  const apiKey = payload<{ token: { accessToken: string } }>(
    await product.graphql(API_KEY, { id: CLIENT_ID, secret: CLIENT_SECRET }),
    'signInWithApiKey',
  ).token;
  secrets.push(apiKey.accessToken);
  const refreshed = payload<{ credentials: Credentials }>(
    await product.graphql(REFRESH, { token: signedIn.refreshToken }),
    'refreshSession',
  ).credentials;
  secrets.push(refreshed.accessToken, refreshed.refreshToken);
  // The rotated refresh token is spent: using it again fails.
  await product.graphql(REFRESH, { token: signedIn.refreshToken });
  for (const token of [refreshed.accessToken, apiKey.accessToken]) {
    expect((await product.graphql(PRODUCTS, {}, token)).errors).toBeUndefined();
  }
  await product.graphql('{ products(page: { limit: 2 }) { items { nope } } }', {}, refreshed.accessToken);

  // A crash and a restart log too; then a clean shutdown.
  process.kill(product.sandboxPid(), 'SIGKILL');
  await waitForOutput(product, 'restart 1 in');
  await waitForOutput(product, 'Sandbox listening on', 2);
  expect((await product.graphql(PRODUCTS, {}, refreshed.accessToken)).errors).toBeUndefined();
  await product.stop();

  const output = product.output();
  // The logs were read: both processes' start lines are there, naming where the secrets come from.
  expect(output).toContain('Commerce Manager is running.');
  expect(output).toContain(`Demo seller: ${EMAIL} (password from SANDBOX_SELLER_PASSWORD)`);
  expect(output).toContain(`API key:     ${CLIENT_ID} (secret from SANDBOX_CLIENT_SECRET)`);
  expect(secrets.every((secret) => secret.length >= 16)).toBe(true);
  const leaks = output
    .split('\n')
    .filter((line) => secrets.some((secret) => line.includes(secret)))
    .map((line) => secrets.reduce((redacted, secret) => redacted.replaceAll(secret, '<SECRET>'), line));
  expect(leaks).toEqual([]);
});

async function waitForOutput(product: ProductProcess, text: string, times = 1): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (product.output().split(text).length - 1 < times) {
    if (Date.now() > deadline) throw new Error(`"${text}" never printed:\n${product.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
