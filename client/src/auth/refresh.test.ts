import { graphql, http, HttpResponse } from 'msw';
import type { RefreshSessionMutation, RefreshSessionMutationVariables } from '../graphql/generated';
import { server } from '../../test/server';
import { testJwt } from '../../test/jwt';
import { MISSING_REFRESH_TOKEN_MESSAGES } from './authState';
import { getAuthSnapshot } from './authStore';
import {
  CREDENTIALS_KEY,
  readCredentials,
  storeCredentials,
  type PasswordCredentials,
  type SsoCredentials,
} from './credentials';
import {
  accessTokenExpiry,
  createSessionRefresher,
  needsRefresh,
  REFRESH_MARGIN_MS,
  tokenStatus,
} from './refresh';

const GRAPHQL = 'http://localhost/graphql';

const password: PasswordCredentials = {
  access_token: 'old-access',
  expires: Date.now() - 1000,
  expires_in: 3600,
  identifier: 'password',
  refresh_token: 'old-refresh',
  token_type: 'Bearer',
};
const sso: SsoCredentials = {
  access_token: 'sso-old',
  expires_in: 3600,
  refresh_token: 'sso-refresh',
  token_type: 'bearer',
};

function refreshHandler(
  respond: (variables: RefreshSessionMutationVariables) => RefreshSessionMutation['refreshSession'],
) {
  const calls: RefreshSessionMutationVariables[] = [];
  const handler = graphql.mutation<RefreshSessionMutation, RefreshSessionMutationVariables>(
    'RefreshSession',
    async ({ variables }) => {
      calls.push(variables);
      // Long enough for concurrent callers to pile up behind the first request.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return HttpResponse.json({ data: { __typename: 'Mutation', refreshSession: respond(variables) } });
    },
  );
  return { handler, calls };
}

const renewed: RefreshSessionMutation['refreshSession'] = {
  __typename: 'RefreshSessionPayload',
  credentials: {
    __typename: 'PasswordCredentials',
    accessToken: 'new-access',
    expires: 1_900_000_000_000,
    expiresIn: 3600,
    identifier: 'password',
    refreshToken: 'new-refresh',
    tokenType: 'Bearer',
  },
  userErrors: [],
};

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('session refresh', () => {
  it('renews a password session; concurrent refreshes share one request', async () => {
    const { handler, calls } = refreshHandler(() => renewed);
    server.use(handler);
    storeCredentials(password);
    const refresher = createSessionRefresher({ graphqlUri: GRAPHQL });

    const results = await Promise.all([refresher.refresh(), refresher.refresh(), refresher.refresh()]);

    expect(calls).toEqual([{ refreshToken: 'old-refresh' }]);
    expect(new Set(results).size).toBe(1);
    // The library's credential record: the client id they were issued for is kept with them.
    expect(readCredentials()).toEqual({
      client_id: 'dashboard',
      access_token: 'new-access',
      expires: 1_900_000_000_000,
      expires_in: 3600,
      identifier: 'password',
      refresh_token: 'new-refresh',
      token_type: 'Bearer',
    });
    // The next refresh is a new request again.
    await refresher.refresh();
    expect(calls).toHaveLength(2);
  });

  it('raises the pending flag while it runs', async () => {
    const { handler } = refreshHandler(() => renewed);
    server.use(handler);
    storeCredentials(password);
    const running = createSessionRefresher({ graphqlUri: GRAPHQL }).refresh();
    expect(getAuthSnapshot().pending).toBe(true);
    await running;
    expect(getAuthSnapshot().pending).toBe(false);
  });

  it('clears app storage, logs and reports when the refresh token is refused', async () => {
    const { handler } = refreshHandler(() => ({
      __typename: 'RefreshSessionPayload',
      credentials: null,
      userErrors: [
        {
          __typename: 'UserError',
          field: ['refreshToken'],
          message: 'Refresh token is possibly invalid',
          code: 'INVALID_REFRESH_TOKEN',
        },
      ],
    }));
    server.use(handler);
    storeCredentials(password);
    window.localStorage.setItem('isJwtAuth', 'true');
    const failures: Error[] = [];
    const refresher = createSessionRefresher({
      graphqlUri: GRAPHQL,
      onRefreshFailed: (error) => failures.push(error),
    });

    await expect(refresher.refresh()).rejects.toThrow('Refresh token is possibly invalid');
    expect(readCredentials()).toBeNull();
    expect(window.localStorage.getItem('isJwtAuth')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Refresh token is possibly invalid');
    expect(failures).toHaveLength(1);
  });

  it('fails with the HTTP status code as the message when the gateway answers non-2xx', async () => {
    server.use(graphql.mutation('RefreshSession', () => new HttpResponse(null, { status: 502 })));
    storeCredentials(password);
    await expect(createSessionRefresher({ graphqlUri: GRAPHQL }).refresh()).rejects.toThrow(/^502$/);
  });

  it('renews an SSO session through POST /api/sso-token with the refresh_token grant', async () => {
    let sent: unknown;
    server.use(
      http.post('http://localhost/api/sso-token', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          access_token: 'sso-new',
          expires_in: 3600,
          refresh_token: 'sso-refresh-2',
          token_type: 'bearer',
        });
      }),
    );
    storeCredentials(sso);
    await createSessionRefresher({ graphqlUri: GRAPHQL }).refresh();
    expect(sent).toEqual({ grant_type: 'refresh_token', refresh_token: 'sso-refresh' });
    expect(readCredentials()).toEqual({
      client_id: 'dashboard',
      access_token: 'sso-new',
      expires_in: 3600,
      refresh_token: 'sso-refresh-2',
      token_type: 'bearer',
    });
  });

  it('refuses to refresh without a refresh token (no credentials, or a JWT session)', async () => {
    const refresher = createSessionRefresher({ graphqlUri: GRAPHQL });
    await expect(refresher.refresh()).rejects.toThrow(MISSING_REFRESH_TOKEN_MESSAGES.any);
    storeCredentials({ access_token: testJwt({ exp: 1 }), expires: 1000 });
    await expect(refresher.refresh()).rejects.toThrow(
      'Attempted to refresh authentication but refresh token was not set',
    );
  });

  it('refuses to renew credentials that are not of the kind their fields claim, naming the kind', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refresher = createSessionRefresher({ graphqlUri: GRAPHQL });
    // Read as an SSO session (lower-case bearer, no identifier), but without the SSO shape's expires_in.
    window.localStorage.setItem(
      CREDENTIALS_KEY,
      JSON.stringify({ access_token: 'a', expires: 1000, refresh_token: 'r', token_type: 'bearer' }),
    );
    await expect(refresher.refresh()).rejects.toThrow(
      'Commerce Manager Credentials were supposed to SSO but were not!',
    );
    // Read as a password session (its identifier), but with the SSO token type.
    window.localStorage.setItem(
      CREDENTIALS_KEY,
      JSON.stringify({
        access_token: 'a',
        expires: 1000,
        identifier: 'password',
        refresh_token: 'r',
        token_type: 'bearer',
      }),
    );
    await expect(refresher.refresh()).rejects.toThrow(
      'Commerce Manager Credentials were supposed to Username and Password but were not!',
    );
    warned.mockRestore();
  });
});

describe('when to refresh', () => {
  it('reads the expiry from expires, or from the JWT exp claim of an SSO token', () => {
    expect(accessTokenExpiry(password)).toBe(password.expires);
    expect(accessTokenExpiry({ ...sso, access_token: testJwt({ exp: 2000 }) })).toBe(2_000_000);
    expect(accessTokenExpiry(sso)).toBeUndefined();
  });

  it('refreshes within the margin before expiry, and never JWT sessions', () => {
    const now = 1_000_000;
    expect(needsRefresh({ ...password, expires: now + REFRESH_MARGIN_MS + 1 }, now)).toBe(false);
    expect(needsRefresh({ ...password, expires: now + REFRESH_MARGIN_MS }, now)).toBe(true);
    expect(needsRefresh({ access_token: testJwt({ exp: 1 }), expires: now - 1 }, now)).toBe(false);
    expect(needsRefresh(null, now)).toBe(false);
  });

  it("names why credentials cannot authenticate as stored (the spec's token status reasons)", () => {
    const now = 1_000_000;
    const store = (value: unknown) => window.localStorage.setItem(CREDENTIALS_KEY, JSON.stringify(value));
    expect(tokenStatus(now)).toBe('credentials do not exist');
    store('not an object');
    expect(tokenStatus(now)).toBe('credentials do not exist');
    store({ ...password, access_token: '' });
    expect(tokenStatus(now)).toBe('credentials missing access_token');
    store({ ...password, expires: now + 1, client_id: 'storefront' });
    expect(tokenStatus(now)).toBe('client_id mismatch');
    store({ ...password, expires: now + 1 });
    expect(tokenStatus(now)).toBe('client_id mismatch');
    storeCredentials({ ...password, expires: now });
    expect(tokenStatus(now)).toBe('credentials expired');
    storeCredentials({ ...password, expires: now + 1 });
    expect(tokenStatus(now)).toBeNull();
  });
});
