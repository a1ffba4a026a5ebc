import { createServer, type Server } from 'node:http';
import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testConfig } from '../test/harness';
import { createGatewayApp } from './server';

let server: Server;
let base: string;

beforeAll(async () => {
  // Requests to the gateway itself pass; anything else unmocked is a test bug.
  provider.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname !== '127.0.0.1') print.error();
    },
  });
  const { app } = await createGatewayApp(testConfig());
  server = await new Promise<Server>((resolve) => {
    const listening = createServer(app).listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(() => provider.resetHandlers());
afterAll(async () => {
  provider.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function post(route: string, body: unknown) {
  const response = await fetch(`${base}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** Records the form the provider's token endpoint receives and answers with `answer`. */
function tokenEndpoint(answer: () => Response) {
  const forms: Record<string, string>[] = [];
  provider.use(
    http.post(`${PROVIDER}/oauth/access_token`, async ({ request }) => {
      forms.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return answer();
    }),
  );
  return forms;
}

const providerToken = {
  access_token: 'sso-access',
  token_type: 'bearer',
  expires: 1_900_000_000,
  expires_in: 3600,
  refresh_token: 'sso-refresh',
};

describe('POST /api/sso-token', () => {
  it('forwards the authorization_code grant with PKCE and answers the SSO credential shape', async () => {
    const forms = tokenEndpoint(() => HttpResponse.json(providerToken));
    const response = await post('sso-token', {
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: 'http://127.0.0.1:4000/sign-in/sso',
      client_id: 'dashboard',
      code_verifier: 'verifier-1',
    });
    expect(forms).toEqual([
      {
        grant_type: 'authorization_code',
        code: 'code-1',
        redirect_uri: 'http://127.0.0.1:4000/sign-in/sso',
        client_id: 'dashboard',
        code_verifier: 'verifier-1',
      },
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({
      access_token: 'sso-access',
      expires_in: 3600,
      refresh_token: 'sso-refresh',
      token_type: 'bearer',
    });
  });

  it('forwards the refresh_token grant', async () => {
    const forms = tokenEndpoint(() =>
      HttpResponse.json({ ...providerToken, token_type: 'Bearer', identifier: 'refresh_token' }),
    );
    const response = await post('sso-token', { grant_type: 'refresh_token', refresh_token: 'sso-refresh' });
    // The client library's SSO refresh: the dashboard's public client (spec sections 1 and 9).
    expect(forms).toEqual([
      { grant_type: 'refresh_token', refresh_token: 'sso-refresh', client_id: 'dashboard' },
    ]);
    expect(response.body.token_type).toBe('bearer');
    expect(response.body).not.toHaveProperty('identifier');
  });

  it('names a missing parameter without calling the provider', async () => {
    const forms = tokenEndpoint(() => HttpResponse.json(providerToken));
    const response = await post('sso-token', { grant_type: 'authorization_code', code: 'c' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errors: [{ status: '400', title: 'Bad Request', detail: 'redirect_uri is required' }],
    });
    expect((await post('sso-token', { grant_type: 'password' })).status).toBe(400);
    expect(forms).toEqual([]);
  });

  it("refuses a refresh without a refresh token in the spec's SSO wording, without calling the provider", async () => {
    const forms = tokenEndpoint(() => HttpResponse.json(providerToken));
    for (const body of [
      { grant_type: 'refresh_token' },
      { grant_type: 'refresh_token', refresh_token: ' ' },
    ]) {
      const response = await post('sso-token', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        errors: [
          {
            status: '400',
            title: 'Bad Request',
            detail:
              'Attempted to refresh sso authentication using refresh token but refresh token was not set',
          },
        ],
      });
    }
    expect(forms).toEqual([]);
  });

  it("passes the provider's refusal on, and hides an outage behind 502", async () => {
    tokenEndpoint(() =>
      HttpResponse.json(
        {
          errors: [
            {
              status: '401',
              title: 'Unauthorized',
              detail: 'code_verifier does not match the code challenge',
            },
          ],
        },
        { status: 401 },
      ),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await post('sso-token', { grant_type: 'refresh_token', refresh_token: 'x' });
    // A refused refresh logs the spec's line (section 8).
    expect(logged).toHaveBeenCalledWith('Refresh token is possibly invalid');
    logged.mockRestore();
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      errors: [
        { status: '401', title: 'Unauthorized', detail: 'code_verifier does not match the code challenge' },
      ],
    });
    provider.resetHandlers();
    tokenEndpoint(() => new HttpResponse('boom', { status: 500 }));
    const down = await post('sso-token', { grant_type: 'refresh_token', refresh_token: 'x' });
    expect(down.status).toBe(502);
  });

  it('answers unknown /api routes with 404 in the same shape', async () => {
    const response = await post('nothing-here', {});
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ errors: [{ status: '404' }] });
  });
});

/** Records the JSON body a provider route receives and answers with `answer`. */
function providerRoute(path: string, answer: () => Response) {
  const seen: { body: unknown; authorization: string | null }[] = [];
  provider.use(
    http.post(`${PROVIDER}/${path}`, async ({ request }) => {
      seen.push({ body: await request.json(), authorization: request.headers.get('authorization') });
      return answer();
    }),
  );
  return seen;
}

describe('account flow routes', () => {
  it('POST /api/signup forwards name, token, create_type and password and returns status and body', async () => {
    const seen = providerRoute('v2/signups', () =>
      HttpResponse.json(
        { data: { type: 'user', id: 'u-1', name: 'Nora', email: 'n@example.com', store_id: 's-1' } },
        { status: 201 },
      ),
    );
    const response = await post('signup', {
      name: 'Nora',
      token: 't-1',
      create_type: 'organization',
      password: 'secret-123',
    });
    expect(seen).toEqual([
      {
        body: { data: { name: 'Nora', token: 't-1', create_type: 'organization', password: 'secret-123' } },
        authorization: null,
      },
    ]);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      data: { type: 'user', id: 'u-1', name: 'Nora', email: 'n@example.com', store_id: 's-1' },
    });
  });

  it('POST /api/signup passes a refusal on with its status and body', async () => {
    const refusal = {
      errors: [
        {
          status: '401',
          title: 'Unauthorized',
          detail: 'The signup token is invalid, expired or already used',
        },
      ],
    };
    providerRoute('v2/signups', () => HttpResponse.json(refusal, { status: 401 }));
    const response = await post('signup', {
      name: 'N',
      token: 'old',
      create_type: 'store',
      password: 'secret-123',
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(refusal);
  });

  it('POST /api/sso-profiles sends storeName as the caller, and needs a bearer token', async () => {
    const seen = providerRoute('v2/sso-profiles', () =>
      HttpResponse.json(
        { data: { type: 'sso_profile', store_id: 's-2', store_name: 'Outlet' } },
        { status: 201 },
      ),
    );
    const response = await fetch(`${base}/api/sso-profiles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer seller-token' },
      body: JSON.stringify({ storeName: 'Outlet' }),
    });
    expect(response.status).toBe(201);
    expect(seen).toEqual([
      { body: { data: { store_name: 'Outlet' } }, authorization: 'Bearer seller-token' },
    ]);
    expect((await post('sso-profiles', { storeName: 'Outlet' })).status).toBe(401);
  });

  it('POST /api/forgot forwards the email and answers 202', async () => {
    const seen = providerRoute('v2/password-reset-requests', () =>
      HttpResponse.json({ meta: {} }, { status: 202 }),
    );
    const response = await post('forgot', { email: 'seller@example.com' });
    expect(response.status).toBe(202);
    expect(seen[0]?.body).toEqual({ data: { email: 'seller@example.com' } });
    expect((await post('forgot', {})).status).toBe(400);
  });
});
