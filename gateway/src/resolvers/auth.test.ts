import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const SIGN_IN = /* GraphQL */ `
  mutation ($username: String!, $password: String!) {
    signIn(username: $username, password: $password) {
      credentials {
        accessToken
        expires
        expiresIn
        identifier
        refreshToken
        tokenType
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

describe('signIn', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('uses the form-encoded password grant and returns the spec password credential shape', async () => {
    let form: URLSearchParams | undefined;
    let contentType: string | null = null;
    provider.use(
      http.post(`${PROVIDER}/oauth/access_token`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        form = new URLSearchParams(await request.text());
        return HttpResponse.json({
          access_token: 'access',
          token_type: 'Bearer',
          expires: 1_900_000_000,
          expires_in: 3600,
          identifier: 'password',
          refresh_token: 'refresh',
        });
      }),
    );
    const result = await gateway.execute(
      SIGN_IN,
      { username: 'seller@example.com', password: 'secret+1' },
      null,
    );
    expect(contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(form!)).toEqual({
      grant_type: 'password',
      username: 'seller@example.com',
      password: 'secret+1',
    });
    expect(result.data?.signIn).toEqual({
      credentials: {
        accessToken: 'access',
        expires: 1_900_000_000_000,
        expiresIn: 3600,
        identifier: 'password',
        refreshToken: 'refresh',
        tokenType: 'Bearer',
      },
      userErrors: [],
    });
  });

  it('answers a wrong password with a userError, not an error', async () => {
    provider.use(
      http.post(`${PROVIDER}/oauth/access_token`, () =>
        HttpResponse.json({ errors: [{ status: '401', title: 'Unauthorized' }] }, { status: 401 }),
      ),
    );
    const result = await gateway.execute(
      SIGN_IN,
      { username: 'seller@example.com', password: 'wrong' },
      null,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.signIn).toEqual({
      credentials: null,
      userErrors: [{ field: null, message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' }],
    });
  });
});

const REFRESH = /* GraphQL */ `
  mutation ($refreshToken: String!) {
    refreshSession(refreshToken: $refreshToken) {
      credentials {
        accessToken
        expires
        expiresIn
        identifier
        refreshToken
        tokenType
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

describe('refreshSession', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('uses the refresh_token grant and returns the same password credential shape', async () => {
    let form: URLSearchParams | undefined;
    let bearer: string | null = 'unset';
    provider.use(
      http.post(`${PROVIDER}/oauth/access_token`, async ({ request }) => {
        form = new URLSearchParams(await request.text());
        bearer = request.headers.get('authorization');
        return HttpResponse.json({
          access_token: 'access-2',
          token_type: 'Bearer',
          expires: 1_900_000_100,
          expires_in: 3600,
          identifier: 'refresh_token',
          refresh_token: 'refresh-2',
        });
      }),
    );
    const result = await gateway.execute(REFRESH, { refreshToken: 'refresh-1' }, 'expired-access');
    expect(Object.fromEntries(form!)).toEqual({ grant_type: 'refresh_token', refresh_token: 'refresh-1' });
    // The token endpoint gets the grant alone, never the caller's (expired) bearer token.
    expect(bearer).toBeNull();
    expect(result.data?.refreshSession).toEqual({
      credentials: {
        accessToken: 'access-2',
        expires: 1_900_000_100_000,
        expiresIn: 3600,
        identifier: 'password',
        refreshToken: 'refresh-2',
        tokenType: 'Bearer',
      },
      userErrors: [],
    });
  });

  it('shares one provider call between concurrent refreshes of the same token', async () => {
    let calls = 0;
    provider.use(
      http.post(`${PROVIDER}/oauth/access_token`, async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({
          access_token: 'shared',
          token_type: 'Bearer',
          expires: 1_900_000_100,
          expires_in: 3600,
          refresh_token: 'refresh-3',
        });
      }),
    );
    const [first, second] = await Promise.all([
      gateway.execute(REFRESH, { refreshToken: 'same' }, null),
      gateway.execute(REFRESH, { refreshToken: 'same' }, null),
    ]);
    expect(calls).toBe(1);
    expect(first.data?.refreshSession).toEqual(second.data?.refreshSession);
  });

  it("refuses an empty refresh token with the password path's 'No refresh token', before any call", async () => {
    const result = await gateway.execute(REFRESH, { refreshToken: '' }, null);
    expect(result.data?.refreshSession).toEqual({
      credentials: null,
      userErrors: [{ field: ['refreshToken'], message: 'No refresh token', code: 'REQUIRED' }],
    });
  });

  it("answers a rejected refresh token with a userError and logs 'Refresh token is possibly invalid'", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    provider.use(
      http.post(`${PROVIDER}/oauth/access_token`, () =>
        HttpResponse.json({ errors: [{ status: '401', title: 'Unauthorized' }] }, { status: 401 }),
      ),
    );
    const result = await gateway.execute(REFRESH, { refreshToken: 'revoked' }, null);
    expect(logged.mock.calls).toEqual([['Refresh token is possibly invalid']]);
    logged.mockRestore();
    expect(result.errors).toBeUndefined();
    expect(result.data?.refreshSession).toEqual({
      credentials: null,
      userErrors: [
        {
          field: ['refreshToken'],
          message: 'Refresh token is possibly invalid',
          code: 'INVALID_REFRESH_TOKEN',
        },
      ],
    });
  });

  it('reports a provider outage as UPSTREAM_UNAVAILABLE, not as a bad token', async () => {
    provider.use(http.post(`${PROVIDER}/oauth/access_token`, () => new HttpResponse(null, { status: 503 })));
    const result = await gateway.execute(REFRESH, { refreshToken: 'r' }, null);
    expect(result.data?.refreshSession).toMatchObject({
      credentials: null,
      userErrors: [{ code: 'UPSTREAM_UNAVAILABLE' }],
    });
  });
});

describe('ssoSettings', () => {
  it('points at the provider host authorize page with the dashboard client and seller_admin scope', async () => {
    const gateway = await testGateway();
    try {
      const result = await gateway.execute('{ ssoSettings { authorizeUrl clientId scope } }', {}, null);
      expect(result.data?.ssoSettings).toEqual({
        authorizeUrl: 'https://provider.test/oauth/authorize',
        clientId: 'dashboard',
        scope: 'seller_admin',
      });
    } finally {
      await gateway.stop();
    }
  });
});

describe('account flow mutations', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('signUp sends create_type in lower case and maps field errors from /data pointers', async () => {
    let sent: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/signups`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'password must be at least 8 characters',
                source: { pointer: '/data/password' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation ($input: SignUpInput!) { signUp(input: $input) { seller { id } userErrors { field message code } } }`,
      { input: { name: 'Nora', token: 't', createType: 'ORGANIZATION', password: 'short' } },
      null,
    );
    expect(sent).toEqual({
      data: { name: 'Nora', token: 't', create_type: 'organization', password: 'short' },
    });
    expect(result.data?.signUp).toEqual({
      seller: null,
      userErrors: [
        { field: ['password'], message: 'password must be at least 8 characters', code: 'INVALID' },
      ],
    });
  });

  it('signUp points a refused token at the token field', async () => {
    provider.use(
      http.post(`${PROVIDER}/v2/signups`, () =>
        HttpResponse.json(
          { errors: [{ status: '401', title: 'Unauthorized', detail: 'The signup token is invalid' }] },
          { status: 401 },
        ),
      ),
    );
    const result = await gateway.execute(
      `mutation { signUp(input: { name: "N", token: "old", createType: STORE, password: "long-enough" }) { seller { id } userErrors { field code } } }`,
      {},
      null,
    );
    expect(result.data?.signUp).toEqual({
      seller: null,
      userErrors: [{ field: ['token'], code: 'INVALID_TOKEN' }],
    });
  });

  it('resetPassword posts {data: {password, token}}; any non-2xx is a failure with no message', async () => {
    let sent: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/password-reset`, async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const RESET = `mutation { resetPassword(token: "t-1", password: "new-password") { success userErrors { message } } }`;
    expect((await gateway.execute(RESET, {}, null)).data?.resetPassword).toEqual({
      success: true,
      userErrors: [],
    });
    expect(sent).toEqual({ data: { password: 'new-password', token: 't-1' } });
    for (const status of [400, 404, 422, 500]) {
      provider.resetHandlers();
      provider.use(
        http.post(`${PROVIDER}/v2/password-reset`, () =>
          HttpResponse.json({ errors: [{ status: String(status), detail: 'secret detail' }] }, { status }),
        ),
      );
      expect((await gateway.execute(RESET, {}, null)).data?.resetPassword).toEqual({
        success: false,
        userErrors: [],
      });
    }
  });

  it('requestPasswordReset accepts without saying whether the address has an account', async () => {
    provider.use(
      http.post(`${PROVIDER}/v2/password-reset-requests`, () =>
        HttpResponse.json({ meta: {} }, { status: 202 }),
      ),
    );
    const result = await gateway.execute(
      `mutation { requestPasswordReset(email: "x@example.com") { accepted userErrors { message } } }`,
      {},
      null,
    );
    expect(result.data?.requestPasswordReset).toEqual({ accepted: true, userErrors: [] });
  });

  it('createSsoProfile needs a bearer token and returns the new store', async () => {
    provider.use(
      http.post(`${PROVIDER}/v2/sso-profiles`, () =>
        HttpResponse.json(
          { data: { type: 'sso_profile', store_id: 's-1', store_name: 'Outlet' } },
          { status: 201 },
        ),
      ),
    );
    const CREATE = `mutation { createSsoProfile(storeName: "Outlet") { store { id name } userErrors { message } } }`;
    expect((await gateway.execute(CREATE)).data?.createSsoProfile).toEqual({
      store: { id: 's-1', name: 'Outlet' },
      userErrors: [],
    });
    expect((await gateway.execute(CREATE, {}, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('signInWithApiKey', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  const SIGN_IN_WITH_KEY = `mutation ($id: String!, $secret: String!) { signInWithApiKey(clientId: $id, clientSecret: $secret) {
    token { accessToken tokenType expires expiresIn } userErrors { message code } } }`;

  it('uses the client_credentials grant and returns a token', async () => {
    let form: Record<string, string> | undefined;
    provider.use(
      http.post(`${PROVIDER}/oauth/access_token`, async ({ request }) => {
        form = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({
          access_token: 'key-token',
          token_type: 'Bearer',
          expires: 1_900_000_000,
          expires_in: 3600,
          identifier: 'client_credentials',
        });
      }),
    );
    const result = await gateway.execute(SIGN_IN_WITH_KEY, { id: 'client-1', secret: 's3cret' }, null);
    expect(form).toEqual({
      grant_type: 'client_credentials',
      client_id: 'client-1',
      client_secret: 's3cret',
    });
    expect(result.data?.signInWithApiKey).toEqual({
      token: { accessToken: 'key-token', tokenType: 'Bearer', expires: 1_900_000_000_000, expiresIn: 3600 },
      userErrors: [],
    });
  });

  it("refuses a blank client id with the spec's message, before any provider call", async () => {
    let calls = 0;
    provider.use(
      http.post(`${PROVIDER}/oauth/access_token`, () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const result = await gateway.execute(SIGN_IN_WITH_KEY, { id: '  ', secret: 's3cret' }, null);
    expect(result.data?.signInWithApiKey).toEqual({
      token: null,
      userErrors: [{ message: 'You must have a client_id set', code: 'REQUIRED' }],
    });
    expect(calls).toBe(0);
  });

  it('assumes the 3600 s token lifetime when the answer carries no expiry', async () => {
    provider.use(
      http.post(`${PROVIDER}/oauth/access_token`, () =>
        HttpResponse.json({ access_token: 'key-token', token_type: 'Bearer' }),
      ),
    );
    const before = Date.now();
    const result = await gateway.execute(SIGN_IN_WITH_KEY, { id: 'client-1', secret: 's3cret' }, null);
    const token = (result.data?.signInWithApiKey as { token: { expires: number; expiresIn: number } }).token;
    expect(token.expiresIn).toBe(3600);
    expect(token.expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 3_600_000);
    expect(token.expires).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });

  it('answers a wrong secret with a userError', async () => {
    provider.use(
      http.post(`${PROVIDER}/oauth/access_token`, () =>
        HttpResponse.json({ errors: [{ status: '401' }] }, { status: 401 }),
      ),
    );
    const result = await gateway.execute(SIGN_IN_WITH_KEY, { id: 'client-1', secret: 'wrong' }, null);
    expect(result.data?.signInWithApiKey).toEqual({
      token: null,
      userErrors: [{ message: 'Incorrect client id or client secret', code: 'INVALID_CREDENTIALS' }],
    });
  });
});
