import { DEFAULT_SELLER_EMAIL, DEFAULT_SELLER_PASSWORD } from '../core/config';
import {
  request,
  startTestSandbox,
  type ErrorBody,
  type TestSandbox,
  type TokenBody,
} from '../core/test-support';

let sandbox: TestSandbox;

beforeEach(async () => {
  sandbox = await startTestSandbox();
});

afterEach(async () => {
  await sandbox.close();
});

interface Mail {
  to: string;
  subject: string;
  body: string;
}

async function latestToken(to: string): Promise<string> {
  const outbox = await request<{ data: Mail[] }>(sandbox, `/sandbox/mail?to=${encodeURIComponent(to)}`);
  const token = /token=([0-9a-f]{64})/.exec(outbox.body.data[0]?.body ?? '')?.[1];
  if (!token) throw new Error(`No mail with a token for ${to}`);
  return token;
}

const post = (path: string, data: Record<string, unknown>, token?: string) =>
  request<ErrorBody & { data: Record<string, unknown> }>(sandbox, path, {
    method: 'POST',
    json: { data },
    token,
  });

const passwordGrant = (username: string, password: string) =>
  request<TokenBody>(sandbox, '/oauth/access_token', {
    method: 'POST',
    form: { grant_type: 'password', username, password },
  });

describe('password reset', () => {
  it('mails a one-time link, sets the new password and ends old sessions', async () => {
    const before = (await passwordGrant(DEFAULT_SELLER_EMAIL, DEFAULT_SELLER_PASSWORD)).body.access_token;
    expect((await post('/v2/password-reset-requests', { email: DEFAULT_SELLER_EMAIL })).status).toBe(202);
    const token = await latestToken(DEFAULT_SELLER_EMAIL);

    const reset = await post('/v2/password-reset', { token, password: 'a-new-password' });
    expect(reset.status).toBe(204);
    expect((await passwordGrant(DEFAULT_SELLER_EMAIL, DEFAULT_SELLER_PASSWORD)).status).toBe(401);
    expect((await passwordGrant(DEFAULT_SELLER_EMAIL, 'a-new-password')).status).toBe(200);
    expect((await request(sandbox, '/pcm/products', { token: before })).status).toBe(401);
    // Used once only.
    expect((await post('/v2/password-reset', { token, password: 'another-password' })).status).toBe(400);
  });

  it('answers 202 for an unknown address and mails nothing', async () => {
    expect((await post('/v2/password-reset-requests', { email: 'nobody@example.com' })).status).toBe(202);
    const outbox = await request<{ data: Mail[] }>(sandbox, '/sandbox/mail?to=nobody@example.com');
    expect(outbox.body.data).toEqual([]);
  });

  it('refuses a short password, an unknown token and an expired one', async () => {
    await post('/v2/password-reset-requests', { email: DEFAULT_SELLER_EMAIL });
    const token = await latestToken(DEFAULT_SELLER_EMAIL);
    const short = await post('/v2/password-reset', { token, password: 'short' });
    expect(short.status).toBe(422);
    expect(short.body.errors[0]?.source).toEqual({ pointer: '/data/password' });
    expect(
      (await post('/v2/password-reset', { token: 'f'.repeat(64), password: 'long-enough' })).status,
    ).toBe(400);
    sandbox.clock.advance(3601 * 1000);
    expect((await post('/v2/password-reset', { token, password: 'long-enough' })).status).toBe(400);
  });
});

describe('signup', () => {
  it('creates a seller with an organization and a first store from a mailed token', async () => {
    expect((await post('/v2/signup-requests', { email: 'new@example.com' })).status).toBe(202);
    const token = await latestToken('new@example.com');
    const response = await post('/v2/signups', {
      name: 'Nora',
      token,
      create_type: 'organization',
      password: 'nora-password',
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ type: 'user', name: 'Nora', email: 'new@example.com' });
    const signedIn = await passwordGrant('new@example.com', 'nora-password');
    expect(signedIn.status).toBe(200);
    const stores = await request<{ data: { name: string }[] }>(sandbox, '/v2/stores', {
      token: signedIn.body.access_token,
    });
    expect(stores.body.data.map((store) => store.name)).toEqual(["Nora's store"]);
    expect(
      (
        await post('/v2/signups', {
          name: 'Nora',
          token,
          create_type: 'organization',
          password: 'nora-password',
        })
      ).status,
    ).toBe(401);
  });

  it('checks create_type and the password before using the token', async () => {
    await post('/v2/signup-requests', { email: 'new2@example.com' });
    const token = await latestToken('new2@example.com');
    const badType = await post('/v2/signups', {
      name: 'N',
      token,
      create_type: 'galaxy',
      password: 'long-enough',
    });
    expect(badType.status).toBe(422);
    expect(badType.body.errors[0]?.source).toEqual({ pointer: '/data/create_type' });
    expect(
      (await post('/v2/signups', { name: 'N', token, create_type: 'store', password: 'x' })).status,
    ).toBe(422);
    expect(
      (await post('/v2/signups', { name: 'N', token, create_type: 'store', password: 'long-enough' })).status,
    ).toBe(201);
  });

  it('tells an existing address it already has an account instead of sending a token', async () => {
    await post('/v2/signup-requests', { email: DEFAULT_SELLER_EMAIL });
    const outbox = await request<{ data: Mail[] }>(sandbox, `/sandbox/mail?to=${DEFAULT_SELLER_EMAIL}`);
    expect(outbox.body.data[0]?.subject).toBe('You already have a Commerce Manager account');
    expect(outbox.body.data[0]?.body).not.toMatch(/token=/);
  });
});

describe('SSO profiles', () => {
  it("creates a store in the seller's organization", async () => {
    const token = (await passwordGrant(DEFAULT_SELLER_EMAIL, DEFAULT_SELLER_PASSWORD)).body.access_token;
    const response = await post('/v2/sso-profiles', { store_name: 'Outlet' }, token);
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ type: 'sso_profile', store_name: 'Outlet' });
    const stores = await request<{ data: { name: string }[] }>(sandbox, '/v2/stores', { token });
    expect(stores.body.data.map((store) => store.name)).toContain('Outlet');
    expect((await post('/v2/sso-profiles', { store_name: 'X' })).status).toBe(401);
  });
});
