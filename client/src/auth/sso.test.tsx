import { webcrypto } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import type { SsoSettingsQuery } from '../graphql/generated';
import { productPage } from '../../test/fixtures';
import { server } from '../../test/server';
import { currentUrl, renderApp } from '../../test/renderApp';
import { assignLocation } from './browserLocation';
import { s256Challenge } from './sso';

jest.mock('./browserLocation', () => ({ assignLocation: jest.fn() }));

// jsdom has no WebCrypto digest; browsers have it in secure contexts (https, localhost).
beforeAll(() => {
  if (!globalThis.crypto.subtle) {
    Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  }
});
const assignLocationMock = jest.mocked(assignLocation);

afterEach(() => assignLocationMock.mockReset());

const settings: SsoSettingsQuery = {
  __typename: 'Query',
  ssoSettings: {
    __typename: 'SsoSettings',
    authorizeUrl: 'http://127.0.0.1:4100/oauth/authorize',
    clientId: 'dashboard',
    scope: 'seller_admin',
  },
};

function ssoTokenEndpoint(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('http://localhost/api/sso-token', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('single sign-on', () => {
  it('starts PKCE: stores sso_state and sso_verifier and goes to the authorize page with an S256 challenge', async () => {
    server.use(graphql.query('SsoSettings', () => HttpResponse.json({ data: settings })));
    const { user } = renderApp('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in with SSO' }));

    await waitFor(() => expect(assignLocationMock).toHaveBeenCalledTimes(1));
    const url = new URL(assignLocationMock.mock.calls[0]![0]);
    const state = window.localStorage.getItem('sso_state');
    const verifier = window.localStorage.getItem('sso_verifier') ?? '';
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:4100/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'dashboard',
      redirect_uri: 'http://localhost/sign-in/sso',
      scope: 'seller_admin',
      state,
      code_challenge: await s256Challenge(verifier),
      code_challenge_method: 'S256',
    });
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(state).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('exchanges the code through /api/sso-token and stores the SSO credential shape', async () => {
    window.localStorage.setItem('sso_state', 'state-1');
    window.localStorage.setItem('sso_verifier', 'verifier-1');
    window.localStorage.setItem('isJwtAuth', 'true');
    const bodies = ssoTokenEndpoint(() =>
      HttpResponse.json({
        access_token: 'sso-access',
        expires_in: 3600,
        refresh_token: 'sso-refresh',
        token_type: 'bearer',
      }),
    );
    server.use(graphql.query('ProductList', () => HttpResponse.json({ data: productPage([]) })));
    const { router } = renderApp('/sign-in/sso?code=code-1&state=state-1');

    await waitFor(() => expect(currentUrl(router)).toBe('/products'));
    expect(bodies).toEqual([
      {
        grant_type: 'authorization_code',
        code: 'code-1',
        redirect_uri: 'http://localhost/sign-in/sso',
        client_id: 'dashboard',
        code_verifier: 'verifier-1',
      },
    ]);
    expect(JSON.parse(window.localStorage.getItem('epCredentials') ?? 'null')).toEqual({
      client_id: 'dashboard',
      access_token: 'sso-access',
      expires_in: 3600,
      refresh_token: 'sso-refresh',
      token_type: 'bearer',
    });
    expect(window.localStorage.getItem('sso_state')).toBeNull();
    expect(window.localStorage.getItem('sso_verifier')).toBeNull();
    expect(window.localStorage.getItem('isJwtAuth')).toBeNull();
    expect(await screen.findByText('Signed in with SSO')).toBeInTheDocument();
  });

  it('returns to the page the seller was sent away from (next), kept across the round trip', async () => {
    server.use(graphql.query('SsoSettings', () => HttpResponse.json({ data: settings })));
    const { user } = renderApp('/sign-in?next=%2Forders%3Fstatus%3Dpaid');
    await user.click(await screen.findByRole('button', { name: 'Sign in with SSO' }));
    await waitFor(() => expect(assignLocationMock).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem('sso_next')).toBe('/orders?status=paid');
    const state = window.localStorage.getItem('sso_state') ?? '';

    ssoTokenEndpoint(() =>
      HttpResponse.json({
        access_token: 'sso-access',
        expires_in: 3600,
        refresh_token: 'r',
        token_type: 'bearer',
      }),
    );
    server.use(
      graphql.query('OrderList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            orders: {
              __typename: 'OrderPage',
              items: [],
              pageInfo: { __typename: 'PageInfo', limit: 100, offset: 0, total: 0, hasNextPage: false },
            },
          },
        }),
      ),
    );
    const { router } = renderApp(`/sign-in/sso?code=code-1&state=${state}`);
    await waitFor(() => expect(currentUrl(router)).toBe('/orders?status=paid'));
    expect(window.localStorage.getItem('sso_next')).toBeNull();
  });

  it('refuses an answer whose state does not match, without exchanging the code', async () => {
    window.localStorage.setItem('sso_state', 'state-1');
    window.localStorage.setItem('sso_verifier', 'verifier-1');
    const bodies = ssoTokenEndpoint(() => HttpResponse.json({}));
    renderApp('/sign-in/sso?code=code-1&state=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(/state mismatch/);
    expect(bodies).toEqual([]);
    expect(window.localStorage.getItem('epCredentials')).toBeNull();
    // One-shot: a replay of the same answer finds no state either.
    expect(window.localStorage.getItem('sso_state')).toBeNull();
  });

  it('shows why the exchange was refused', async () => {
    window.localStorage.setItem('sso_state', 's');
    window.localStorage.setItem('sso_verifier', 'v');
    ssoTokenEndpoint(() =>
      HttpResponse.json(
        {
          errors: [
            {
              status: '401',
              title: 'Unauthorized',
              detail: 'Invalid, expired or already used authorization code',
            },
          ],
        },
        { status: 401 },
      ),
    );
    renderApp('/sign-in/sso?code=old&state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid, expired or already used authorization code',
    );
    expect(window.localStorage.getItem('epCredentials')).toBeNull();
  });
});
