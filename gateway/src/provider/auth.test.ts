import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testConfig } from '../../test/harness';
import {
  clientKeysGrant,
  exchangeAuthorizationCode,
  MissingRefreshTokenError,
  passwordLogin,
  refreshPasswordAuthentication,
  refreshSsoAuthentication,
  requestToken,
  type ClientKeys,
} from './auth';
import { ProviderClient } from './client';
import type { ProviderConfig } from './config';
import { TokenGrantError } from './errors';
import { RecordingLogger } from './logger';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const TOKEN = {
  access_token: 'new-access',
  refresh_token: 'new-refresh',
  token_type: 'Bearer',
  expires: 2_000_000_000,
  expires_in: 3600,
  identifier: 'password',
};

/** Records every token request (content type and form fields) and answers with `answer`. */
function tokenEndpoint(answer: () => Response = () => HttpResponse.json(TOKEN)) {
  const requests: { contentType: string | null; form: Record<string, string> }[] = [];
  provider.use(
    http.post(`${PROVIDER}/oauth/access_token`, async ({ request }) => {
      requests.push({
        contentType: request.headers.get('content-type'),
        form: Object.fromEntries(new URLSearchParams(await request.text())),
      });
      return answer();
    }),
  );
  return requests;
}

/** The grant `signInWithApiKey` sends for a pair of provider keys. */
const authenticateClient = (client: ProviderClient, keys: ClientKeys) =>
  Promise.resolve().then(() => requestToken(client, clientKeysGrant(keys)));

function clientWith(overrides: Partial<ProviderConfig> = {}) {
  const logger = new RecordingLogger();
  return { logger, client: new ProviderClient({ ...testConfig().provider, logger, ...overrides }) };
}

describe('grants', () => {
  it('uses client_credentials with a secret and implicit without, form-encoded', async () => {
    const requests = tokenEndpoint();
    const { client } = clientWith();
    await authenticateClient(client, { clientId: 'id', clientSecret: 'secret' });
    await authenticateClient(client, { clientId: 'id' });
    expect(requests).toEqual([
      {
        contentType: 'application/x-www-form-urlencoded',
        form: { grant_type: 'client_credentials', client_id: 'id', client_secret: 'secret' },
      },
      { contentType: 'application/x-www-form-urlencoded', form: { grant_type: 'implicit', client_id: 'id' } },
    ]);
  });

  it("needs a client_id ('You must have a client_id set') and a host ('You have not specified an API host')", async () => {
    tokenEndpoint();
    await expect(authenticateClient(clientWith().client, {})).rejects.toThrow(
      'You must have a client_id set',
    );
    await expect(authenticateClient(clientWith({ host: '' }).client, { clientId: 'id' })).rejects.toThrow(
      'You have not specified an API host',
    );
  });

  it('rejects a failed client authentication with the parsed error body', async () => {
    tokenEndpoint(() =>
      HttpResponse.json({ errors: [{ status: 401, title: 'Unauthorized' }] }, { status: 401 }),
    );
    const error = await authenticateClient(clientWith().client, { clientId: 'id' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 401, body: { errors: [{ status: 401, title: 'Unauthorized' }] } });
  });

  it('sends the password grant without the caller bearer token', async () => {
    let authorization: string | null = 'unset';
    provider.use(
      http.post(`${PROVIDER}/oauth/access_token`, async ({ request }) => {
        authorization = request.headers.get('authorization');
        expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({
          grant_type: 'password',
          username: 'seller@example.com',
          password: 'p+ss word',
          client_id: 'id',
        });
        return HttpResponse.json(TOKEN);
      }),
    );
    const client = new ProviderClient(testConfig().provider, { token: 'stale' });
    await expect(
      passwordLogin(client, { username: 'seller@example.com', password: 'p+ss word', clientId: 'id' }),
    ).resolves.toEqual(TOKEN);
    expect(authorization).toBeNull();
  });

  it('fails a password login with an error whose message is the HTTP status code', async () => {
    tokenEndpoint(() => HttpResponse.json({ errors: [{ title: 'Bad credentials' }] }, { status: 401 }));
    const error = await passwordLogin(clientWith().client, { username: 'a', password: 'b' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TokenGrantError);
    expect((error as Error).message).toBe('401');
  });

  it('exchanges an authorization code with its PKCE code_verifier for the dashboard client', async () => {
    const requests = tokenEndpoint();
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    await exchangeAuthorizationCode(clientWith().client, {
      code: 'the-code',
      redirectUri: 'https://admin.example.com/callback',
      codeVerifier: verifier,
    });
    expect(requests[0]?.form).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: 'https://admin.example.com/callback',
      client_id: 'dashboard',
      code_verifier: verifier,
    });
  });
});

describe('refresh', () => {
  it('sends the refresh_token grant', async () => {
    const requests = tokenEndpoint();
    await refreshPasswordAuthentication(clientWith().client, 'r-1', 'id');
    await refreshSsoAuthentication(clientWith().client, 'r-2');
    expect(requests.map((request) => request.form)).toEqual([
      { grant_type: 'refresh_token', refresh_token: 'r-1', client_id: 'id' },
      { grant_type: 'refresh_token', refresh_token: 'r-2', client_id: 'dashboard' },
    ]);
  });

  it('shares one request between concurrent refreshes of the same token', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    provider.use(
      http.post(`${PROVIDER}/oauth/access_token`, async () => {
        calls += 1;
        await gate;
        return HttpResponse.json(TOKEN);
      }),
    );
    const pending = [1, 2, 3].map(() => refreshPasswordAuthentication(clientWith().client, 'same-token'));
    release();
    const answers = await Promise.all(pending);
    expect(calls).toBe(1);
    expect(answers).toEqual([TOKEN, TOKEN, TOKEN]);
    await refreshPasswordAuthentication(clientWith().client, 'same-token');
    expect(calls).toBe(2); // a later refresh starts afresh
  });

  it("fails without a refresh token, in each path's own words", async () => {
    const requests = tokenEndpoint();
    const { client } = clientWith();
    await expect(refreshSsoAuthentication(client, undefined)).rejects.toThrow(MissingRefreshTokenError);
    await expect(refreshSsoAuthentication(client, undefined)).rejects.toThrow(
      'Attempted to refresh sso authentication using refresh token but refresh token was not set',
    );
    await expect(refreshPasswordAuthentication(client, '')).rejects.toThrow(/^No refresh token$/);
    expect(requests).toEqual([]);
  });

  it("fails a refused refresh with the HTTP status code and logs 'Refresh token is possibly invalid'", async () => {
    tokenEndpoint(() => HttpResponse.json({ errors: [{ status: 400 }] }, { status: 400 }));
    const { client, logger } = clientWith();
    const error = await refreshPasswordAuthentication(client, 'expired-refresh').catch(
      (caught: unknown) => caught,
    );
    expect((error as Error).message).toBe('400');
    expect(logger.errors).toEqual(['Refresh token is possibly invalid']);
  });
});
