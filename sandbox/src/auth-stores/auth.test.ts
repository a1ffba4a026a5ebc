import {
  DEFAULT_CLIENT_ID,
  DEFAULT_CLIENT_SECRET,
  DEFAULT_SELLER_EMAIL,
  DEFAULT_SELLER_PASSWORD,
  DEFAULT_TOKEN_TTL_SECONDS,
} from '../core/config';
import {
  request,
  startTestSandbox,
  useTestSandbox,
  type ErrorBody,
  type TokenBody,
} from '../core/test-support';

const api = useTestSandbox({}, { signIn: false });

const tokenRequest = (form: Record<string, string>) =>
  request<TokenBody & ErrorBody>(api.sandbox, '/oauth/access_token', { method: 'POST', form });

const passwordToken = () =>
  tokenRequest({ grant_type: 'password', username: DEFAULT_SELLER_EMAIL, password: DEFAULT_SELLER_PASSWORD });

const listProducts = (token: string) =>
  request<ErrorBody>(api.sandbox, '/pcm/products?page[limit]=1', { token });

describe('POST /oauth/access_token', () => {
  it('issues a client_credentials token that expires in an hour', async () => {
    const response = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: DEFAULT_CLIENT_ID,
      client_secret: DEFAULT_CLIENT_SECRET,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      access_token: expect.stringMatching(/^[0-9a-f]{64}$/),
      token_type: 'Bearer',
      expires: Math.floor(api.sandbox.clock.now() / 1000) + DEFAULT_TOKEN_TTL_SECONDS,
      expires_in: 3600,
      identifier: 'client_credentials',
    });
    expect((await listProducts(response.body.access_token)).status).toBe(200);
  });

  it('accepts a JSON body as well as a form', async () => {
    const response = await request<TokenBody>(api.sandbox, '/oauth/access_token', {
      method: 'POST',
      json: {
        grant_type: 'client_credentials',
        client_id: DEFAULT_CLIENT_ID,
        client_secret: DEFAULT_CLIENT_SECRET,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.identifier).toBe('client_credentials');
  });

  it('rejects a wrong client secret with 401', async () => {
    const response = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: DEFAULT_CLIENT_ID,
      client_secret: 'not-the-secret',
    });
    expect(response.status).toBe(401);
    expect(response.body.errors[0]).toMatchObject({ status: '401', title: 'Unauthorized' });
  });

  it('issues an implicit token from the client id alone, which can read but not write', async () => {
    const response = await tokenRequest({ grant_type: 'implicit', client_id: DEFAULT_CLIENT_ID });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, identifier: 'implicit' });
    expect(response.body.refresh_token).toBeUndefined();
    const token = response.body.access_token;
    expect((await listProducts(token)).status).toBe(200);
    const write = await request<ErrorBody>(api.sandbox, '/pcm/products', {
      method: 'POST',
      token,
      json: { data: { type: 'product', attributes: { name: 'Nope', commodity_type: 'physical' } } },
    });
    expect(write.status).toBe(403);
    expect(write.body.errors[0]).toMatchObject({ status: '403', title: 'Forbidden' });
  });

  it('rejects an implicit grant for an unknown client id', async () => {
    expect((await tokenRequest({ grant_type: 'implicit', client_id: 'who-knows' })).status).toBe(401);
  });

  it('issues a password token with a refresh token for the seller', async () => {
    const response = await passwordToken();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      access_token: expect.stringMatching(/^[0-9a-f]{64}$/),
      token_type: 'Bearer',
      expires: Math.floor(api.sandbox.clock.now() / 1000) + 3600,
      expires_in: 3600,
      identifier: 'password',
      refresh_token: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await listProducts(response.body.access_token)).status).toBe(200);
  });

  it('treats the seller email case-insensitively', async () => {
    const response = await tokenRequest({
      grant_type: 'password',
      username: DEFAULT_SELLER_EMAIL.toUpperCase(),
      password: DEFAULT_SELLER_PASSWORD,
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a wrong password', DEFAULT_SELLER_EMAIL, 'wrong-password'],
    ['an unknown user', 'nobody@example.com', DEFAULT_SELLER_PASSWORD],
  ])('rejects %s with 401', async (_case, username, password) => {
    const response = await tokenRequest({ grant_type: 'password', username, password });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      errors: [{ status: '401', title: 'Unauthorized', detail: 'Invalid username or password' }],
    });
  });

  it('rotates refresh tokens: the new pair works and the old refresh token is revoked', async () => {
    const first = (await passwordToken()).body;
    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(first.access_token);
    expect(refreshed.body.refresh_token).toMatch(/^[0-9a-f]{64}$/);
    expect(refreshed.body.refresh_token).not.toBe(first.refresh_token);
    expect((await listProducts(refreshed.body.access_token)).status).toBe(200);

    const reused = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token ?? '',
    });
    expect(reused.status).toBe(401);
    const next = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: refreshed.body.refresh_token ?? '',
    });
    expect(next.status).toBe(200);
  });

  it('rejects an unknown refresh token, and an access token used as one', async () => {
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: 'abc' })).status).toBe(401);
    const { access_token } = (await passwordToken()).body;
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: access_token })).status).toBe(
      401,
    );
  });

  it('answers 400 in the provider shape for a missing or unknown grant type', async () => {
    const missing = await tokenRequest({ client_id: DEFAULT_CLIENT_ID });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ status: '400', title: 'Bad Request' });
    const unknown = await tokenRequest({ grant_type: 'device_code' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].detail).toMatch(/device_code/);
  });

  it('answers 400 when a grant is missing a required parameter', async () => {
    const response = await tokenRequest({ grant_type: 'client_credentials', client_id: DEFAULT_CLIENT_ID });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].detail).toBe('client_secret is required');
  });
});

describe('bearer token checks', () => {
  it('answers 401 without an Authorization header', async () => {
    const response = await request<ErrorBody>(api.sandbox, '/pcm/products');
    expect(response.status).toBe(401);
    expect(response.body.errors[0]).toMatchObject({ status: '401', title: 'Unauthorized' });
  });

  it('answers 401 for an unknown token and for a non-Bearer scheme', async () => {
    expect((await listProducts('f'.repeat(64))).status).toBe(401);
    const basic = await fetch(`${api.sandbox.url}/pcm/products`, { headers: { authorization: 'Basic abc' } });
    expect(basic.status).toBe(401);
  });

  it('answers 401 once a token is past its hour, but not a second before', async () => {
    const own = await startTestSandbox();
    try {
      const token = (
        await request<TokenBody>(own, '/oauth/access_token', {
          method: 'POST',
          form: {
            grant_type: 'client_credentials',
            client_id: DEFAULT_CLIENT_ID,
            client_secret: DEFAULT_CLIENT_SECRET,
          },
        })
      ).body.access_token;
      own.clock.advance(3599 * 1000);
      expect((await request(own, '/pcm/products', { token })).status).toBe(200);
      own.clock.advance(2 * 1000);
      const expired = await request<ErrorBody>(own, '/pcm/products', { token });
      expect(expired.status).toBe(401);
      expect(expired.body.errors[0]).toEqual({
        status: '401',
        title: 'Unauthorized',
        detail: 'The access token has expired',
      });
    } finally {
      await own.close();
    }
  });
});
