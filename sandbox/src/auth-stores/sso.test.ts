import crypto from 'node:crypto';
import { DEFAULT_SELLER_EMAIL, DEFAULT_SELLER_PASSWORD } from '../core/config';
import { s256CodeChallenge } from './sso';
import { request, useTestSandbox, type ErrorBody, type TokenBody } from '../core/test-support';

const api = useTestSandbox({}, { signIn: false });

const REDIRECT_URI = 'http://127.0.0.1:4000/sign-in/sso';

function pkce() {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: s256CodeChallenge(verifier) };
}

function authorizeParams(challenge: string, overrides: Record<string, string> = {}) {
  return {
    response_type: 'code',
    client_id: 'dashboard',
    redirect_uri: REDIRECT_URI,
    scope: 'seller_admin',
    state: 'state-<1>',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
}

async function signInOnAuthorizePage(challenge: string, password = DEFAULT_SELLER_PASSWORD) {
  return fetch(`${api.sandbox.url}/oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...authorizeParams(challenge),
      email: DEFAULT_SELLER_EMAIL,
      password,
    }).toString(),
  });
}

async function authorizationCode(challenge: string): Promise<string> {
  const response = await signInOnAuthorizePage(challenge);
  const location = new URL(response.headers.get('location') ?? '');
  return location.searchParams.get('code') ?? '';
}

const exchange = (form: Record<string, string>) =>
  request<TokenBody & ErrorBody>(api.sandbox, '/oauth/access_token', {
    method: 'POST',
    form: { grant_type: 'authorization_code', client_id: 'dashboard', redirect_uri: REDIRECT_URI, ...form },
  });

describe('GET /oauth/authorize', () => {
  it('shows a sign-in form carrying the PKCE request, every value escaped', async () => {
    const { challenge } = pkce();
    const response = await fetch(
      `${api.sandbox.url}/oauth/authorize?${new URLSearchParams(authorizeParams(challenge))}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const html = await response.text();
    expect(html).toContain('<form method="post" action="/oauth/authorize">');
    expect(html).toContain(`name="code_challenge" value="${challenge}"`);
    expect(html).toContain('value="state-&#60;1&#62;"');
    expect(html).not.toContain('state-<1>');
  });

  it.each([
    ['an unknown client', { client_id: 'other' }, /client_id/],
    ['a redirect off this machine', { redirect_uri: 'https://evil.example/cb' }, /redirect_uri/],
    ['a plain code challenge', { code_challenge_method: 'plain' }, /S256/],
    ['a scope without seller_admin', { scope: 'openid' }, /seller_admin/],
    ['no state', { state: '' }, /state/],
  ])('refuses %s with 400', async (_case, overrides, detail) => {
    const { challenge } = pkce();
    const response = await request<ErrorBody>(
      api.sandbox,
      `/oauth/authorize?${new URLSearchParams(authorizeParams(challenge, overrides))}`,
    );
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.detail).toMatch(detail);
  });
});

describe('POST /oauth/authorize', () => {
  it('redirects back with a code and the same state once the seller signs in', async () => {
    const response = await signInOnAuthorizePage(pkce().challenge);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('state-<1>');
    expect(location.searchParams.get('code')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows the form again for a wrong password', async () => {
    const response = await signInOnAuthorizePage(pkce().challenge, 'wrong');
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Invalid email or password');
  });
});

describe('authorization_code grant', () => {
  it('exchanges the code and verifier for SSO tokens that open the store and can be refreshed', async () => {
    const { verifier, challenge } = pkce();
    const code = await authorizationCode(challenge);
    const response = await exchange({ code, code_verifier: verifier });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      access_token: expect.stringMatching(/^[0-9a-f]{64}$/),
      token_type: 'bearer',
      expires: expect.any(Number),
      expires_in: 3600,
      refresh_token: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await request(api.sandbox, '/pcm/products', { token: response.body.access_token })).status).toBe(
      200,
    );
    const refreshed = await request<TokenBody>(api.sandbox, '/oauth/access_token', {
      method: 'POST',
      form: { grant_type: 'refresh_token', refresh_token: response.body.refresh_token ?? '' },
    });
    expect(refreshed.status).toBe(200);
  });

  it('accepts a code once only', async () => {
    const { verifier, challenge } = pkce();
    const code = await authorizationCode(challenge);
    expect((await exchange({ code, code_verifier: verifier })).status).toBe(200);
    expect((await exchange({ code, code_verifier: verifier })).status).toBe(401);
  });

  it('refuses a wrong verifier, another redirect URI, and an expired code', async () => {
    const { verifier, challenge } = pkce();
    const code = await authorizationCode(challenge);
    const wrongVerifier = await exchange({ code, code_verifier: pkce().verifier });
    expect(wrongVerifier.status).toBe(401);
    expect(wrongVerifier.body.errors[0]?.detail).toBe('code_verifier does not match the code challenge');
    expect(
      (await exchange({ code, code_verifier: verifier, redirect_uri: 'http://127.0.0.1/x' })).status,
    ).toBe(401);

    const late = pkce();
    const lateCode = await authorizationCode(late.challenge);
    api.sandbox.clock.advance(301_000);
    expect((await exchange({ code: lateCode, code_verifier: late.verifier })).status).toBe(401);
  });

  it('names a missing parameter', async () => {
    const response = await exchange({ code: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.detail).toBe('code_verifier is required');
  });
});
